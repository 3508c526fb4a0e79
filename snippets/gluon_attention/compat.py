"""The Gluon names that differ between Triton 3.6 (the GPU machine) and 3.9 (local).

Found by diffing the two packages (notes/gluon-attention.md lists what was compared):

- The TMA load into shared memory is ``tma.async_copy_global_to_shared`` in 3.6; 3.9
  renamed it ``tma.async_load`` and the old name raises ``RuntimeError``. Same
  arguments for what we use: (descriptor, coordinates, barrier, destination, pred).
- The barrier over all threads of a program is ``gl.thread_barrier()`` in 3.6 and
  ``gl.barrier()`` in 3.9 (the old name is gone).

Everything else the kernel uses has the same name and the same positional arguments in
both: layouts, ``allocate_shared_memory``, ``mbarrier.init/expect/wait/invalidate``,
``warpgroup_mma`` and ``warpgroup_mma_wait``, ``fence_async_shared`` and the host-side
``TensorDescriptor``. Both aliases are builtins, so ``@gluon.jit`` code can call them
through this module's globals.
"""

from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import tma

# --8<-- [start:compat]
tma_load = tma.async_load if hasattr(tma, "async_load") else tma.async_copy_global_to_shared
cta_barrier = gl.barrier if hasattr(gl, "barrier") else gl.thread_barrier
# --8<-- [end:compat]
