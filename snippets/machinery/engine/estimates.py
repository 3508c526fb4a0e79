"""How long a run should take, from how long each item took last time.

A run has three phases that do not add up naively: first the snippets' checks, in
several worker processes at once (``parallel_checks``), with the notebooks beside them
(they time only while holding the GPU lock, which the checks share), while slow set-ups
build in the background; then one item at a time; then whatever else may run side by
side. Each phase is estimated as it is run: jobs taken longest first by its workers.

A first run with fresh Triton and Inductor caches compiles everything: its notebooks
took 20 to 43 s more than their estimate from a run with warm caches (a compile cost,
not a ratio: notes/run-times.md). Every output records
whether the caches were cold when its run began (``caches``), and a run is estimated
from records of its own kind where there are some, else corrected by that cost.
"""

import os
from pathlib import Path

from snippets.machinery.items import Snippet, kind_of
from snippets.machinery.scheduling import schedule_of

from snippets.machinery.engine import parallel_checks, schedule
from snippets.machinery.engine.outputs import read_json
from snippets.machinery.layout import output_folders

DEFAULT_SECONDS = {"gpu": 15.0, "portable": 10.0, "derived": 3.0}  # never timed before
DEFAULT_CHECK_SECONDS = 10.0  # a snippet's check never timed before
# The items' set-ups (``prepare``) start the first phase, each in a worker; this many
# workers are added for them. Too few, and lecture 8's last part ends late and the
# timings wait for the items' worker's set-up behind it; too many started at once, and
# lecture 4's max-autotune set-up starts at once too, its benchmarks (holds of the GPU
# alone) stalling the checks and notebooks. Eight, with lecture 8's set-up in eight parts
# and the order of ``setup_order`` (its parts first, then the other set-ups the items'
# worker follows, then lecture 4's max-autotune set-up, then those that land on disk
# only): all eight parts are made early, and max-autotune's holds, short since compiles
# let go of the GPU lock, start after them. (Each count's runs: notes/next_gpu_run.md.)
SETUP_WORKERS = 8
# A set-up never made in a worker before is guessed at:
DEFAULT_SETUP_SECONDS = 30.0
WAITING = "waiting for set-ups"  # the phase in which the timings wait for their tail
# When a run's set-ups had all ended depends on the order ``setup_order`` starts them
# in: runs record it with this number, and records of the same order are preferred.
# (2: lecture 4's max-autotune set-up no longer last; under order 1 it ended the first
# phase 15-18 s after every other job. Records of order 1 still bound the wait better
# than the chain of estimates, which takes every part of lecture 8's set-up for its
# longest: 64 s of wait estimated for the H100 at order 2, 16 s from order 1's records.
# 3: the items' worker makes lecture 5's gelu set-up from the run's start as well, whose
# two uncached compiles, last in that worker, ended order 2's first phases.)
SETUP_ORDER_VERSION = 3
# How much longer a notebook takes with cold caches than with warm ones: the mean of
# three measured on a first run (notes/run-times.md). Items timed one at a time were on their estimate
# there (their kernels compile in seconds; their timing takes the time).
COLD_EXTRA_S_SIDE_BY_SIDE = 35.0

# Every item and check is stopped past max(floor, factor x its estimate) and recorded
# as timed out (engine/workers.py). Generous, so that only a hang reaches it: on a first
# run with cold caches a notebook took 3.3x its estimate, and an item waits
# for its set-up (an extension build, about a minute) within its own limit. An item
# never timed before (its estimate a guess) gets the larger floor.
LIMIT_FLOOR_S = 180.0
LIMIT_FACTOR = 5.0
GUESSED_LIMIT_S = 900.0


def time_limit(estimate_s: float | None, guessed: bool = False) -> float:
    """Seconds after which an item (or a check) estimated at ``estimate_s`` is stopped."""
    floor = GUESSED_LIMIT_S if guessed or estimate_s is None else LIMIT_FLOOR_S
    return float(round(max(floor, LIMIT_FACTOR * (estimate_s or 0.0))))


def caches_cold() -> bool:
    """Whether Triton's kernel cache is empty (a fresh machine, or caches removed)."""
    home = Path(os.environ.get("TRITON_HOME") or Path.home())
    folder = Path(os.environ.get("TRITON_CACHE_DIR") or home / ".triton" / "cache")
    return not folder.is_dir() or next(folder.iterdir(), None) is None


def last_seconds(name: str, folder: Path, generated: Path, key: str = "seconds",
                 cold: bool = False, extra_s: float = 0.0, code: str | None = None,
                 declared_s: float | None = None,
                 preferring: dict | None = None) -> float | None:
    """Seconds the last run of ``name`` took in ``folder``, else anywhere else (``key``:
    "check_seconds" for the part a snippet's check took in a run's first phase). The
    first record made with caches as cold (or warm) as this run's is taken; failing
    one, the first record, plus ``extra_s`` from warm to cold (minus, back).

    ``code``: the item's ``source_hash`` now; records of that code are preferred. Where
    there are only records of other code, ``declared_s`` (the item's estimate from its
    code as it is now), if given, is taken instead of them. ``preferring``: fields
    with these values that records are preferred for, as for the code."""
    found = _records(name, folder, generated, key, code, preferring or {})
    if not found:
        return None
    if declared_s is not None and not any(same for _, _, same in found):
        return float(declared_s)
    alike = [seconds for seconds, was_cold, _ in found if was_cold == cold]
    if alike:
        return alike[0]
    return max(0.0, found[0][0] + (extra_s if cold else -extra_s))


def _records(name, folder, generated, key, code, preferring) -> list[tuple[float, bool, bool]]:
    """(seconds, cold, of this code) per record, those of this code only if any, and of
    them those with the ``preferring`` fields only if any."""
    candidates = [folder] + output_folders(generated)
    found = []
    for candidate in candidates:
        record = read_json(candidate / name / "provenance.json", {})
        if key in record:
            same = code is None or record.get("source_hash") == code
            alike = all(record.get(f) == v for f, v in preferring.items())
            found.append((float(record[key]), record.get("caches") == "cold", same, alike))
    found = [r for r in found if r[2]] or found
    return [r[:3] for r in ([r for r in found if r[3]] or found)]


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
    """The snippets' checks shared among the check workers."""
    checks = [s.check_estimate_s if s.check_estimate_s is not None else DEFAULT_CHECK_SECONDS
              for s in steps if s.skip is None and isinstance(s.item, Snippet)]
    return spread_over(checks, parallel_checks.worker_count()) if checks else 0.0


def with_the_checks(todo, checking: bool) -> list:
    """The GPU items that may run side by side (the notebooks) start with the checks,
    when there are checks: they time only while holding the GPU lock, and the checks
    hold it shared. Nothing else uses the GPU then."""
    if not checking:
        return []
    return [s for s in todo if schedule_of(s.item).concurrent and kind_of(s.item) == "gpu"]


def in_order(seconds, workers: int) -> float:
    """Wall time of jobs started in the order given, each on the first worker free."""
    return max(finish_times(seconds, workers), default=0.0)


def finish_times(seconds, workers: int) -> list[float]:
    """When each of the jobs, started in the order given on the first worker free, ends."""
    free, ends = [0.0] * max(1, workers), []
    for job in seconds:
        worker = free.index(min(free))
        free[worker] += job
        ends.append(free[worker])
    return ends


def _job_seconds(step) -> float:
    if isinstance(step.item, Snippet):
        return step.check_estimate_s if step.check_estimate_s is not None else DEFAULT_CHECK_SECONDS
    return step.estimate_s


def first_phase_order(todo, early) -> tuple[list, int]:
    """The first phase's jobs as ``running`` submits them and how many workers take
    them: the longest notebooks first, one per side-by-side worker, then the checks and
    the other notebooks together, longest first. (Checks first and the other notebooks
    after them started those notebooks last, and the phase ended with them.)"""
    checks = [s for s in todo if isinstance(s.item, Snippet)]
    early = sorted(early, key=lambda s: -s.estimate_s)
    side = schedule.side_by_side_workers() if early else 0
    rest = sorted(checks + early[side:], key=lambda s: -_job_seconds(s))
    return early[:side] + rest, min(parallel_checks.worker_count(), len(checks)) + side


def setup_parts_of(item) -> list[str | None]:
    """The parts of an item's set-up made in first-phase workers, one job each (None:
    its whole ``prepare()``)."""
    return list(schedule_of(item).setup_parts) or [None]


def setup_order(jobs, items, setup_seconds) -> list:
    """The set-up jobs ``(owner, part)`` in the order the first phase starts them:

    1. parts of set-ups the items' worker follows with work of its own, part by part
       (lecture 8's: flex_attention's in-process caches, cuDNN's plans): the sooner
       made, the sooner that starts (with the whole set-ups first, the last part ended
       late and the items' worker's own later still);
    2. whole set-ups it follows (torch.compile's in-process caches, an extension loaded);
    3. those that time kernels on the GPU (``setup_times_gpu``), once those have all
       started: never at the phase's start, when the notebooks time and every check
       shares the GPU (started at once, lecture 4's max-autotune compile stalled every
       check), but ahead of
    4. set-ups that land on disk only: lecture 4's is the longest set-up, and its
       item's children start only once it is made. Started after them, last, it ended
       each first phase alone, and the timings waited for those children too.

    Longest first within each. ``items``: name -> item; ``setup_seconds``: name -> its
    estimate (per part)."""
    def key(job):
        owner, part = job
        item = items[owner]
        if schedule_of(item).setup_times_gpu:
            rank = 2
        elif schedule_of(item).setup_on_disk:
            rank = 3
        else:
            rank = 0 if part is not None else 1
        return rank, -(setup_seconds.get(owner) or 0.0)
    return sorted(jobs, key=key)


def phase_estimates(todo, checking: bool) -> dict:
    """Estimated seconds per phase, in the order they run, for the steps ``todo``."""
    early = with_the_checks(todo, checking)
    phases = {}
    if checking:
        order, workers = first_phase_order(todo, early)
        # The set-ups take SETUP_WORKERS workers of their own, in ``setup_order``; the
        # checks and notebooks the others.
        owners = {s.item.name: s for s in todo if s.setup_estimate_s}
        jobs = setup_order([(name, part) for name, s in owners.items()
                            for part in setup_parts_of(s.item)],
                           {name: s.item for name, s in owners.items()},
                           {name: s.setup_estimate_s for name, s in owners.items()})
        ends = finish_times([owners[name].setup_estimate_s for name, _ in jobs], SETUP_WORKERS)
        first = in_order([_job_seconds(s) for s in order], workers)
        in_workers = max(ends, default=0.0)
        phases["checks" + (" and notebooks" if early else "")] = max(in_workers, first)
        # The items' worker makes its part of each set-up (what stays in its process)
        # once that set-up is made in a worker, one at a time: the tail is what that
        # chain runs past this phase. Where the last run recorded when it ended, that
        # (its records of this code first); else the chain as the estimates have it.
        # (The chain once said 0 s while the timings waited most of a minute: the items'
        # worker then got its parts only after the first phase, a workers.Pool bug since
        # mended.)
        ended = [s.setups_done_s for s in todo if s.setups_done_s]
        made = {}  # owner -> when its last part is made in a worker
        for (name, _), end in zip(jobs, ends):
            made[name] = max(made.get(name, 0.0), end)
        chain = 0.0
        for name in sorted(made, key=made.get):
            own = (0.0 if schedule_of(owners[name].item).setup_on_disk
                   else owners[name].own_setup_estimate_s or 0.0)
            chain = max(chain, made[name]) + own
        tail = (max(ended) if ended else chain) - max(in_workers, first)
        if tail >= 1.0:
            phases[WAITING] = tail
    for batch in schedule.batches([s for s in todo if s not in early]):
        name = "one at a time" if alone(batch) else "side by side"
        phases[name] = phases.get(name, 0.0) + batch_estimate(batch)
    return phases


def estimate_seconds(steps) -> float:
    """Seconds the steps should take: one at a time, except those that run side by
    side (one batch per kind), which share the workers."""
    return sum(batch_estimate(batch) for batch in schedule.batches(steps))


def alone(batch) -> bool:
    return len(batch) == 1 and not schedule_of(batch[0].item).concurrent


def batch_estimate(batch) -> float:
    if alone(batch):
        return batch[0].estimate_s
    return spread_over([s.estimate_s for s in batch], schedule.batch_workers(batch))
