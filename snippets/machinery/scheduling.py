"""How ``scripts/regenerate.py`` schedules an item: one optional object on its declaration.

A Snippet or Artifact that needs nothing special leaves ``schedule`` out; one with a slow
set-up, children to start ahead, or a first estimate passes ``schedule=Schedule(...)``.
What an item *requires* (packages, tools, a compute capability) stays on the item
itself: those decide whether it runs at all, this only when and beside what.
"""

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any


@dataclasses.dataclass(frozen=True)
class Schedule:
    """When and beside what a run makes an item; every default means "nothing special"."""

    # Slow CPU-side set-up (building a C++ extension, say) that regenerate.py may start in
    # a background thread at the beginning of a run, so it overlaps the GPU work before.
    prepare: Callable[..., Any] | None = None
    # The set-up split into parts that the run's first phase makes side by side, each in
    # a worker of its own, as ``prepare(part)`` (compiles that land in the caches on
    # disk); the process that makes the item then runs ``prepare()`` (what stays in a
    # process). Empty: one worker runs ``prepare()``.
    setup_parts: Sequence[str] = ()
    # True: what its set-up makes lands on disk only (a child process's compiles, in
    # Inductor's caches): once a first-phase worker has made it, the process that makes
    # the item does not run it again.
    setup_on_disk: bool = False
    # True: its set-up times kernels on the GPU, each benchmark holding it alone
    # (max-autotune's compile): the run starts it once the set-ups that stay in a
    # process have all started, not at the first phase's start, when every process
    # shares the GPU (``engine.estimates.setup_order``).
    setup_times_gpu: bool = False
    # True: the process that makes the item also runs its set-up from the run's start,
    # not only once a first-phase worker has made it: its slowest calls find nothing on
    # disk to start from (compiles with Inductor's cache turned off), and made last in
    # that process they held the timings back (19 s on the H100).
    setup_from_start: bool = False
    # Started in the process that makes the item, once its set-up is made, while the
    # run's first phase checks the snippets: starts the child processes that measure for
    # the item, each of which gets ready (interpreter, torch, CUDA, first calls) and
    # waits at a barrier that ``make`` opens (snippets/helpers/child_process.py,
    # ``start_ahead``), so the item's own turn pays for its measurement only. Returns once
    # they wait; if it fails, ``make`` starts them itself, as without it.
    warm_start: Callable[[], None] | None = None
    # Seconds its set-up (each part of it) should take in a first-phase worker, reasoned
    # from its code: taken where the only records of it are of other code.
    first_setup_estimate_s: float | None = None
    # True: regenerate.py may make it at the same time as other such items. It must then
    # time only inside snippets.machinery.worker.gpu_lock.timing() and run every other GPU work
    # inside gpu_lock.sharing() (each notebook is one: most of its time is compiling).
    concurrent: bool = False
    # Seconds its first run should take on a GPU, reasoned from its code: regenerate.py
    # estimates an item never timed from this (else a default per kind), and from its
    # last recorded time once there is one (snippets/machinery/engine/planning.py).
    first_estimate_s: float | None = None


NOTHING_SPECIAL = Schedule()


def schedule_of(item) -> Schedule:
    """The item's schedule; a Derived output (drawn in its turn, never ahead) has none."""
    return getattr(item, "schedule", None) or NOTHING_SPECIAL
