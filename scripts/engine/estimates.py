"""How long a run should take, from how long each item took last time.

A run has three phases that do not add up naively: the snippets' checks run in
several worker processes at once (``parallel_checks``) while slow set-ups build in the
background; then one item at a time; then the notebooks side by side. Each phase is
estimated as it is run: jobs taken longest first by its workers.
"""

from pathlib import Path

from snippets.core.snippet import Snippet

from engine import parallel_checks, schedule
from engine.outputs import PORTABLE, gpu_machines, read_json

DEFAULT_SECONDS = {"gpu": 15.0, "portable": 10.0, "derived": 3.0}  # never timed before


DEFAULT_CHECK_SECONDS = 10.0  # a snippet's check never timed before

# Every item and check is stopped past max(floor, factor x its estimate) and recorded
# as timed out (engine/workers.py). Generous, so that only a hang reaches it: on a first
# run with cold caches a notebook took 3.3x its estimate (issue 29), and an item waits
# for its set-up (an extension build, about a minute) within its own limit. An item
# never timed before (its estimate a guess) gets the larger floor.
LIMIT_FLOOR_S = 180.0
LIMIT_FACTOR = 5.0
GUESSED_LIMIT_S = 900.0


def time_limit(estimate_s: float | None, guessed: bool = False) -> float:
    """Seconds after which an item (or a check) estimated at ``estimate_s`` is stopped."""
    floor = GUESSED_LIMIT_S if guessed or estimate_s is None else LIMIT_FLOOR_S
    return float(round(max(floor, LIMIT_FACTOR * (estimate_s or 0.0))))


def last_seconds(name: str, folder: Path, generated: Path,
                 key: str = "seconds") -> float | None:
    """Seconds the last run of ``name`` took in ``folder``, else anywhere else (``key``:
    "check_seconds" for the part a snippet's check took in a run's first phase)."""
    candidates = [folder] + gpu_machines(generated) + [generated / PORTABLE]
    for candidate in candidates:
        record = read_json(candidate / name / "provenance.json", {})
        if key in record:
            return float(record[key])
    return None


def spread_over(seconds, workers: int) -> float:
    """Wall time of jobs taken longest first by ``workers`` workers, each starting the
    next job as soon as it is free (how the checks and side-by-side items are run).
    Each job's time was measured while it ran beside the others, so it already
    includes their contention."""
    finish = [0.0] * max(1, workers)
    for job in sorted(seconds, reverse=True):
        finish[finish.index(min(finish))] += job
    return max(finish)


def check_phase_seconds(steps) -> float:
    """The first phase's estimate: the snippets' checks shared among the workers."""
    checks = [s.check_estimate_s if s.check_estimate_s is not None else DEFAULT_CHECK_SECONDS
              for s in steps if s.skip is None and isinstance(s.item, Snippet)]
    return spread_over(checks, parallel_checks.worker_count()) if checks else 0.0


def estimate_seconds(steps) -> float:
    """Seconds the steps should take: one at a time, except those that run side by
    side (one batch per kind), which share the workers."""
    return sum(batch_estimate(batch) for batch in schedule.batches(steps))


def batch_estimate(batch) -> float:
    if len(batch) == 1 and not getattr(batch[0].item, "concurrent", False):
        return batch[0].estimate_s
    return spread_over([s.estimate_s for s in batch], schedule.side_by_side_workers())
