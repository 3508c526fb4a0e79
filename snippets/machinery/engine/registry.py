"""The items a worker process finds by name (``jobs``, ``parallel_checks``).

Forked workers (a machine without CUDA: the tests, a portable run) find the items the
main process set with ``use`` before they started, exactly as it has them; spawned
workers (on a GPU) have none set and ``discover()`` them.
"""

_ITEMS = None


def use(items: dict) -> None:
    global _ITEMS
    _ITEMS = dict(items)


def items() -> dict:
    global _ITEMS
    if _ITEMS is None:
        import snippets  # noqa: F401  (interpreter or not, decided before Triton is imported)
        from snippets.machinery.items import discover

        _ITEMS = discover()
    return _ITEMS
