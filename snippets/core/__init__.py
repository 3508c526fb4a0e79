"""The snippet framework: declaration, discovery, checking, timing and IR dumps."""
