"""Reference solutions, one module per exercise, kept out of sight on the pages."""
