"""Exercises of the lecture whose code is in snippets/hopper_matmul (skeletons; solutions in ../solutions)."""
