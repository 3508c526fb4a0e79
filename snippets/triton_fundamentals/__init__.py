"""Lecture 2: Triton fundamentals. Programs over blocks, debugging in the interpreter,
1-D, row-wise and 2-D kernels, a permutation done two ways, and offsets past 2**31
elements (``offsets.py``: the int32 versions of lecture 1's kernels, and their cost)."""
