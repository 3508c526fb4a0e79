"""Lecture 4: profiling PyTorch and Triton on the GPU.

One module per tool, in the order the page reads:

- ``timing``: timing GPU work by hand (host timers, CUDA events, ``do_bench``, L2).
- ``torch_profiler``: which aten ops and kernels an expression runs, and a trace.
- ``marked_region``: NVTX ranges and ``cudaProfilerStart/Stop`` for Nsight tools; ncu.
- ``proton_axpy`` and ``proton_session``: Triton's profiler, Proton.
- ``overhead``: what each tool costs on the same workload.

Outputs are ``Artifact``s made by ``scripts/regenerate.py``; tools that wrap a whole
process (ncu, Proton's viewer, the overhead runs) run in subprocesses.
"""
