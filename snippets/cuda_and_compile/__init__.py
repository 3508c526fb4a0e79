"""Lecture 5: our own CUDA kernels in PyTorch (load_inline, Numba), and torch.compile."""
