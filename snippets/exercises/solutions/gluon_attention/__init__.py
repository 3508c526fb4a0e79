"""Reference solutions of the Gluon exercises (shown collapsed on the page)."""
