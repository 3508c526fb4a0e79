"""Reference solutions of the profiling exercises (shown collapsed on the page)."""
