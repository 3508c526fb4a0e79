"""Lecture 6: inside the Triton compiler.

Everything here compiles real kernels of the earlier lectures *for a GPU this machine
does not have*: ``triton.compile`` runs the whole pipeline on the CPU for any target it
is given. Read the modules in this order: ``offline`` (compiling for a named target),
``pass_dumps`` (the compiler's own record of each pass), ``layouts`` (the encodings in
TritonGPU IR, and a picture of one), ``linear_layouts`` (every layout as a linear map
over bits), ``four_targets`` (one matmul for four GPUs), ``ptx_vs_cuda`` (the same
kernel from Triton and from nvcc), ``cache`` (the kernel cache, the JIT's
specialisation and what makes a new entry), ``switches`` (the environment switches and
``triton.knobs``) and ``tools`` (one pass re-run, an edited stage, MLIR remarks).
``gpu_triton`` repeats the key compiles with the GPU machines' Triton, ``versions``
compares the two releases, and ``claims`` binds the page's sentences to the outputs.
"""
