"""An item's kernels compiled before it times them, while the run does something else.

``scripts/regenerate.py`` times its items one at a time, each with the GPU alone; an
item whose first calls compile for seconds (torch.compile, a dozen Triton kernels)
would keep the GPU idle meanwhile. Such an item's ``Schedule`` names as ``prepare`` a
function that calls ``compile_ahead``: the run starts it in the process that later makes
the item, in a background thread, while its first phase checks the snippets, so the compiled
kernels are in that process's caches (and Triton's and Inductor's on disk) when the
timing starts. Nothing is timed here (a first run of a measured program, its result
dropped, is made the same way); the timing still makes its own first call.
"""

import threading
from collections.abc import Callable, Iterable

# The set-ups run in up to two threads of one process: one compiler at a time there
# (Triton's and Inductor's compilers are not documented as safe to run in threads
# side by side).
_ONE_AT_A_TIME = threading.Lock()


def compile_ahead(calls: Iterable[Callable[[], object]]) -> None:
    """Make each call once and wait for the GPU, each inside ``gpu_lock.sharing()``
    (beside the checks, never beside a timing, and never holding the GPU long). A call
    that fails is passed over: the timing makes the same call and records why."""
    import torch

    from snippets.machinery.worker import gpu_lock

    if not torch.cuda.is_available():
        return
    with _ONE_AT_A_TIME:
        for call in calls:
            try:
                with gpu_lock.sharing():
                    call()
                    torch.cuda.synchronize()
            except Exception:  # noqa: BLE001  (a compiler error has no common type)
                pass
