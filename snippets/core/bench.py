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
