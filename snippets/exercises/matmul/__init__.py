"""Exercises of the lecture whose code is in snippets/matmul (skeletons; solutions in ../solutions)."""
