"""Reference solutions of the cuda_in_pytorch exercises (shown collapsed on the page)."""
