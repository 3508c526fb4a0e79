"""Reference solutions of the vector_add exercises (shown collapsed on the page)."""
