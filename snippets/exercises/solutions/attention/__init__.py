"""Reference solutions of the attention exercises (shown collapsed on the page)."""
