"""Lecture 1: vector add, the whole path from kernel to benchmark to machine code."""
