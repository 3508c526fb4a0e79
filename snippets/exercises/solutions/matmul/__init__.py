"""Reference solutions of the matmul exercises (shown collapsed on the page)."""
