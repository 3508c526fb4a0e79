"""The order of a run, and how many things it does at once.

Kind by kind (GPU outputs, portable ones, derived ones); in each kind, one item at a
time, then the items that may run side by side (the notebooks) as one batch. The
derived items (figures drawn from outputs already made, on the CPU) are one batch of
their own: none reads another's output, and by then nothing is timed.
"""

import os

from snippets.machinery.items import kind_of
from snippets.machinery.scheduling import schedule_of

KINDS = ("gpu", "portable", "derived")


def batches(todo) -> list[list]:
    """The order of the run: kind by kind (GPU outputs, portable ones, derived ones); in
    each kind, one step at a time, then the items that may run side by side (notebooks)
    as one batch."""
    order = []
    for kind in KINDS:
        of_kind = [s for s in todo if kind_of(s.item) == kind]
        if kind == "derived" and len(of_kind) > 1:
            order.append(of_kind)
            continue
        order += [[s] for s in of_kind if not schedule_of(s.item).concurrent]
        side_by_side = [s for s in of_kind if schedule_of(s.item).concurrent]
        if side_by_side:
            order.append(side_by_side)
    return order


def side_by_side_workers(cpus: int | None = None) -> int:
    """How many concurrent items at once: each is a process compiling on the CPU."""
    return max(1, min(4, (cpus or os.cpu_count() or 2) // 2))


def batch_workers(batch, cpus: int | None = None) -> int:
    """Workers for one side-by-side batch: the derived figures (matplotlib on the CPU,
    nothing compiled, nothing timed any more) twice as many as the GPU items (in four
    workers they took twice their longest figure)."""
    if batch and all(kind_of(s.item) == "derived" for s in batch):
        return max(1, min(8, (cpus or os.cpu_count() or 2) // 2))
    return side_by_side_workers(cpus)
