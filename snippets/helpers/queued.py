"""Timing queued ahead of the GPU: the runs of a function, each after an L2 flush and
timed by CUDA events, all queued before one wait at the end, behind a spin of the GPU
long enough for the host to stay ahead. Python's work before each launch (an eager
chain's launches, a compiled call's guards) and a stall of the host then shorten that
lead instead of being timed.

Lecture 5 shows it (its GELU benchmark times through it); lecture 4's matmul-precision
table times the same way.
"""

import time

import torch

from snippets.helpers.bench import QUANTILES, spin_ahead, steadiest


# --8<-- [start:queued]
FLUSH_BYTES = 256 * 2**20  # zeroed before each run, as do_bench does: larger than the L2
REPS = 100
# The GPU spins first, long enough for the host to queue every run (helpers.bench's
# spin_ahead: SPIN_MARGIN times what queuing them took in a trial), at least MIN_SPIN_S.
# A fixed 2 ms was too short for the eager chain on the H100 (100 runs of eight launches
# each queue in about 5 ms), and its small sizes were timed at the host's pace.
MIN_SPIN_S = 2e-3


def queue_seconds(fn, flush, runs: int = 10) -> float:
    """Seconds the host takes to queue one flush and one run of ``fn`` (the GPU left to
    catch up afterwards, nothing timed on it)."""
    torch.cuda.synchronize()
    started = time.perf_counter()
    for _ in range(runs):
        flush.zero_()
        fn()
    queued = (time.perf_counter() - started) / runs
    torch.cuda.synchronize()
    return queued


def queued_ms(fn, reps: int = REPS) -> tuple[float, float, float]:
    """(median, p20, p80) ms of ``reps`` runs of ``fn``, each after the L2 flush and timed
    by CUDA events, all queued before one wait at the end. The GPU spins first for longer
    than the host takes to queue them all, so the host stays ahead and a stall of the
    host (another process on the CPU) shortens that lead instead of being timed as the
    kernel's."""
    import numpy as np

    fn()  # warm-up: compilation, allocation
    flush = torch.empty(FLUSH_BYTES, dtype=torch.int8, device="cuda")
    host_s = reps * queue_seconds(fn, flush)
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(reps)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(reps)]
    torch.cuda.synchronize()
    spin_ahead(host_s, at_least_s=MIN_SPIN_S)
    for start, end in zip(starts, ends):
        flush.zero_()
        start.record()
        fn()
        end.record()
    torch.cuda.synchronize()
    times = np.array([start.elapsed_time(end) for start, end in zip(starts, ends)])
    return tuple(float(q) for q in np.quantile(times, QUANTILES))


def steady_queued_ms(fn) -> tuple[float, float, float]:
    """``queued_ms`` taken the steadiest way (``snippets.helpers.bench.steadiest``, the rule
    of ``do_bench_steady``): again while its band says the host stalled."""
    return steadiest(lambda: queued_ms(fn))
# --8<-- [end:queued]
