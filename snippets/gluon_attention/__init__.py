"""Lecture 9 (planned: "Gluon on Hopper"): attention's forward written in Gluon.

Gluon (``triton.experimental.gluon``) is Triton one level down: the program says which
thread holds which element (layouts), what lives in shared memory, when the bulk tensor
copy engine (TMA) loads it and which mbarrier says it arrived, and issues the Hopper
tensor-core instruction (``wgmma``) itself. Lecture 8's ``tl`` kernel leaves all of that
to the compiler.

Modules, one job each:

- ``compat``: the few names that differ between Triton 3.6 (the GPU machine) and 3.9.
- ``layouts``: the register and shared-memory layouts the kernel uses.
- ``forward``: the kernel (TMA ring of K/V buffers, wgmma, online softmax) and its
  host wrapper, with lecture 8's interface (O and the base-2 log-sum-exp).
- ``offline``: the kernel compiled for sm_90a on a machine without a GPU.
- ``bench``: timings against lecture 8's kernel and SDPA's backends (GPU only).

Nothing here is declared as a Snippet or Artifact yet (notes/gluon-attention.md).
"""
