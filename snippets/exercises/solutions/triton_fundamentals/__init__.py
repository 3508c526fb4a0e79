"""Reference solutions of the fundamentals exercises (shown collapsed on the page)."""
