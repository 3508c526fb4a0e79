"""Lecture 9 ("Gluon on Hopper"): attention's forward written in Gluon.

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
- ``forward_ws``: the same forward warp-specialized (``gl.warp_specialize``): a 1-warp
  TMA loader partition feeding a K/V ring through ready/empty mbarrier pairs, and two
  consumer warpgroups, each on its own 64 query rows, with register budgets.
- ``forward_overlap``: ``forward_ws`` with each consumer's two products in flight
  while it computes the next block's softmax (FA3's intra-warpgroup overlap), and the
  longest query tiles launched first.
- ``offline``: the kernels compiled for sm_90a on a machine without a GPU.
- ``bench``: timings against lecture 8's kernel and SDPA's backends (GPU only), with
  lecture 8's own timing (``snippets.attention.benchmark.time_ms``).

What ``scripts/regenerate.py`` makes for the page, one module each: ``accuracy`` (every
forward against float64), ``benchmark_run`` (the timings), ``machine_code`` (the PTX
read on a CPU), ``steps_figure`` (drawn from the timings); ``claims`` words the page's
sentences from them. The lab notes are in notes/gluon-attention.md.
"""
