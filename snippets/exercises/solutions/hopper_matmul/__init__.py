"""Reference solutions of the hopper_matmul exercises (shown collapsed on the page)."""
