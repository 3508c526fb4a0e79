"""Exercises of the lecture whose code is in snippets/fundamentals (skeletons; solutions in ../solutions)."""
