"""Exercises of the lecture whose code is in snippets/cuda_in_pytorch (skeletons; solutions in ../solutions)."""
