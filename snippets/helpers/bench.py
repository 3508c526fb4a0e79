"""Turning kernel times into throughput, in units that mean what they say.

Benchmarks on the site are declared with ``triton.testing.perf_report`` and timed with
``triton.testing.do_bench`` (which warms up, flushes the L2 cache before each run and
times with CUDA events). A benchmark function returns :func:`gbps` or :func:`tflops` of
the three quantiles below: that is a plain ``(median, low, high)`` tuple, as
``perf_report`` expects, which also remembers the times in milliseconds so that
``scripts/regenerate.py`` can store both.
"""

QUANTILES = (0.5, 0.2, 0.8)  # median, 20th and 80th percentile of the run times


class Reading(tuple):
    """(median, low, high) throughput; ``.ms`` holds the matching times (p50, p20, p80)."""

    ms: tuple[float, float, float]

    def __new__(cls, values, ms):
        reading = super().__new__(cls, values)
        reading.ms = tuple(ms)
        return reading


def _throughput(amount: float, ms_quantiles) -> Reading:
    p50, p20, p80 = ms_quantiles
    # The fastest time (p20) gives the highest throughput, so the bounds swap.
    return Reading((amount / p50, amount / p80, amount / p20), ms_quantiles)


def gbps(bytes_moved: int, ms_quantiles) -> Reading:
    """GB/s from the bytes the kernel must read plus the bytes it must write."""
    return _throughput(bytes_moved * 1e-6, ms_quantiles)  # bytes/ms * 1e-6 = GB/s


def tflops(flops: int, ms_quantiles) -> Reading:
    """TFLOP/s from the operations the algorithm needs (2*M*N*K for a matmul)."""
    return _throughput(flops * 1e-9, ms_quantiles)  # flop/ms * 1e-9 = TFLOP/s


# --8<-- [start:steady]
# do_bench runs a 256 MB memset (its L2 flush, ~85 µs on an H100) before each timed call,
# so the host has that long to launch the call while the GPU is busy: the host's own
# time (~27 µs for a Triton launch from Python) stays out of the measurement. A host
# that stalls for longer (another thread holding Python's GIL, a CPU shared with
# compiling processes) leaks its stall into the times of kernels that run for a few µs,
# and the p20-p80 band widens. Such a timing is taken again: the GPU cannot run a
# kernel faster because the host was slow, so the narrowest of the attempts is the
# kernel's time.
STALLED_BAND = 1.5  # p80 / p20 above this: the host stalled during the timing
ATTEMPTS = 3


def _quantile_band(ms) -> float:
    return ms[2] / ms[1]  # p80 / p20 with QUANTILES' order (p50, p20, p80)


def steadiest(measure, attempts: int = ATTEMPTS, band=_quantile_band,
              widest: float = STALLED_BAND):
    """``measure()`` taken again (up to ``attempts`` times in all) while ``band`` of its
    result (by default p80 / p20 of a (p50, p20, p80) reading) is above ``widest``; the
    attempt with the narrowest band."""
    best = None
    for _ in range(attempts):
        reading = measure()
        spread = band(reading)
        if best is None or spread < best[0]:
            best = (spread, reading)
        if spread <= widest:
            break
    return best[1]


def do_bench_steady(fn, quantiles=QUANTILES, attempts: int = ATTEMPTS, **kwargs):
    """``triton.testing.do_bench(fn, quantiles=...)`` taken the steadiest way
    (``steadiest``): again while its band says the host stalled."""
    import triton

    if tuple(quantiles) != QUANTILES:
        raise ValueError(f"do_bench_steady reads the band from QUANTILES {QUANTILES}")
    return steadiest(lambda: triton.testing.do_bench(fn, quantiles=quantiles, **kwargs),
                     attempts)
# --8<-- [end:steady]


# --8<-- [start:spin]
# A timing whose calls are queued ahead first keeps the GPU busy (a spin) for longer than
# the host takes to queue them: the host is ahead when the GPU starts the first call, and
# a stall of the host shortens that lead instead of being timed as the kernel's.
SPIN_MARGIN = 2.0  # the spin lasts this many times the host's queuing time
SPIN_CLOCK_HZ = 2e9  # cycles to seconds at the highest clock: slower clocks spin longer


def spin_ahead(host_seconds: float, at_least_s: float = 0.0) -> None:
    """Queue a spin of the GPU for ``SPIN_MARGIN`` x ``host_seconds`` (what the host
    takes to queue the calls that follow), at least ``at_least_s``."""
    import torch

    torch.cuda._sleep(int(max(at_least_s, SPIN_MARGIN * host_seconds) * SPIN_CLOCK_HZ))
# --8<-- [end:spin]
