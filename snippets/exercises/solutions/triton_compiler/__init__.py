"""Reference solutions of the compiler exercises (shown collapsed on the page)."""
