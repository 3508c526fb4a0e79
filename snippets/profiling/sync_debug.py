"""Hidden synchronisations, found by torch itself.

Some innocent-looking calls make the host wait for the GPU: anything that needs a value
the GPU has not computed yet (``.item()``, ``.cpu()``, printing a tensor, ``if x.any():``)
or an output whose size depends on the data (``x[mask]``, ``torch.nonzero``). In a
training loop each one drains the launch queue and leaves the GPU idle while the host
catches up. ``torch.cuda.set_sync_debug_mode("warn")`` makes torch warn at every such
call (``"error"`` raises instead), so a run of the loop lists them.
"""

import warnings
from collections.abc import Callable
from pathlib import Path

import torch

from snippets.machinery.items import Artifact
from snippets.helpers import child_process


def cases(x: torch.Tensor) -> dict[str, Callable[[], object]]:
    """Calls a training loop makes, some of which synchronise."""
    return {
        "x * 2": lambda: x * 2,
        "x.sum()": lambda: x.sum(),
        "x.sum().item()": lambda: x.sum().item(),
        "x.cpu()": lambda: x.cpu(),
        "str(x) (what print(x) does)": lambda: str(x),
        "bool(x.any()) (an if on a tensor)": lambda: bool(x.any()),
        "x[x > 0] (boolean mask)": lambda: x[x > 0],
        "torch.nonzero(x)": lambda: torch.nonzero(x),
        "pinned.copy_(x, non_blocking=True)": lambda: torch.empty(
            x.shape, pin_memory=True).copy_(x, non_blocking=True),  # queued, no wait
    }


# --8<-- [start:sync_debug]
def synchronising_calls(calls: dict[str, Callable[[], object]]) -> dict[str, str]:
    """For each call, the first synchronisation warning torch gave, or "" if none."""
    found = {}
    previous = torch.cuda.get_sync_debug_mode()
    torch.cuda.set_sync_debug_mode("warn")  # "error" would raise at the first one
    try:
        for name, call in calls.items():
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                call()
            messages = [str(w.message) for w in caught if "synchroniz" in str(w.message)]
            found[name] = messages[0].splitlines()[0] if messages else ""
    finally:
        torch.cuda.set_sync_debug_mode(previous)
    return found
# --8<-- [end:sync_debug]


def write_table(folder: Path) -> None:
    x = torch.randn(1000, device="cuda")
    found = synchronising_calls(cases(x))
    child_process.write_csv(folder / "sync_debug.csv", [
        {"call": name, "synchronises": "yes" if message else "no",
         "torch's warning": message} for name, message in found.items()])


SYNC_DEBUG = Artifact(name="profiling_sync_debug", make=write_table)
