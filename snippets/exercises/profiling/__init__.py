"""Exercises of the lecture whose code is in snippets/profiling (skeletons; solutions in ../solutions)."""
