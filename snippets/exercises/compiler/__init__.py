"""Exercises of the lecture whose code is in snippets/compiler (skeletons; solutions in ../solutions)."""
