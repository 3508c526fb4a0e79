"""Lecture 2: Triton fundamentals. Programs over blocks, debugging in the interpreter,
1-D, row-wise and 2-D kernels, and a permutation done two ways."""
