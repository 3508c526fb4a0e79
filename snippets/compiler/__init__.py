"""Lecture 6: inside the Triton compiler.

Everything here compiles real kernels of the earlier lectures *for a GPU this machine
does not have*: ``triton.compile`` runs the whole pipeline on the CPU for any target it
is given. Read the modules in this order: ``offline`` (compiling for a named target),
``pass_dumps`` (the compiler's own record of each pass), ``layouts`` (the encodings in
TritonGPU IR, and a picture of one), ``four_targets`` (one matmul for four GPUs),
``ptx_vs_cuda`` (the same kernel from Triton and from nvcc), ``cache`` (the kernel
cache and what makes a new entry) and ``switches`` (the environment switches and
``triton.knobs``).
"""
