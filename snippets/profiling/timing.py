"""Timing GPU work by hand: why host timers lie, and how to time a kernel honestly.

A CUDA launch returns as soon as the work is queued, so a host timer around it measures
the launch, not the kernel. CUDA events are timestamps the GPU itself writes into its
queue; the difference of two of them is the time the GPU spent between them. On top of
that an honest number needs warm-up runs (allocation, compilation, caches), many
repetitions summarised by quantiles rather than one run, and a decision about the L2
cache: flushed before each run (what ``triton.testing.do_bench`` does) or warm.

Three artifacts, all on the GPU: the host-timer lie, the blog's ``torch.square`` versus
``a * a`` versus ``a ** 2`` experiment redone with repeated trials (and a verdict
computed from the numbers), and cold versus warm L2.
"""

import textwrap
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import torch
import triton

from snippets.helpers.bench import QUANTILES
from snippets.machinery.items import Artifact
from snippets.helpers import child_process

# 2^28 float32 elements: 1 GiB per tensor. The blog used 100000 x 100000 (40 GB per
# tensor); this is large enough that launch cost and caches are noise, and it fits.
SQUARE_ELEMENTS = 2**28
PAGE_WIDTH = 78  # characters a code block on the page shows without scrolling
L2_FLUSH_BYTES = 256 * 2**20  # larger than current GPUs' L2; the size do_bench zeroes too
HEAD_START_CYCLES = 200_000  # GPU clock cycles to spin: about 0.1 ms at 2 GHz


# --8<-- [start:variants]
SQUARE_VARIANTS: dict[str, Callable[[torch.Tensor], torch.Tensor]] = {
    "torch.square(a)": torch.square,
    "a * a": lambda a: a * a,
    "a ** 2": lambda a: a**2,
}
# --8<-- [end:variants]


# --8<-- [start:host_timers]
# The GPU is idle when the start event is recorded: it reaches the event at once, then
# waits for the host to launch fn's kernel, so this reading includes the launch.
EVENTS = "CUDA events, from an idle GPU (launch included)"


def host_timer_readings(fn: Callable[[], object], reps: int = 30) -> dict[str, list[float]]:
    """Milliseconds per call of ``fn`` by three clocks, ``reps`` times each."""
    readings = {"perf_counter, no synchronize": [], "perf_counter + synchronize": [],
                EVENTS: []}
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    fn()  # warm-up: first-call costs (allocator, lazy initialisation) are not the kernel's
    for _ in range(reps):
        torch.cuda.synchronize()  # start each reading with an idle GPU
        t0 = time.perf_counter()
        fn()  # returns once the kernel is queued; the GPU may not have started it
        readings["perf_counter, no synchronize"].append((time.perf_counter() - t0) * 1e3)

        torch.cuda.synchronize()
        t0 = time.perf_counter()
        fn()
        torch.cuda.synchronize()  # wait for the GPU: now the host clock covers the kernel
        readings["perf_counter + synchronize"].append((time.perf_counter() - t0) * 1e3)

        start.record()  # timestamps written by the GPU, in stream order
        fn()
        end.record()
        end.synchronize()
        readings[EVENTS].append(start.elapsed_time(end))
    return readings
# --8<-- [end:host_timers]


# --8<-- [start:event_times]
def cuda_event_times(fn: Callable[[], object], reps: int, *, warmup: int = 3,
                     flush_l2: bool = False) -> list[float]:
    """Milliseconds of each of ``reps`` runs of ``fn``, timed by CUDA events, with the
    L2 flushed before each run or left warm."""
    for _ in range(warmup):
        fn()
    flush = torch.empty(L2_FLUSH_BYTES // 4, dtype=torch.int32, device="cuda") if flush_l2 else None
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(reps)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(reps)]
    torch.cuda.synchronize()
    for start, end in zip(starts, ends):
        # Give the GPU something long to do first, so the host has queued this run before
        # the GPU reaches it; otherwise a kernel shorter than its launch is timed waiting
        # for the host.
        if flush is not None:
            flush.zero_()  # overwrite the whole L2 so fn reads its inputs from DRAM
        else:
            torch.cuda._sleep(HEAD_START_CYCLES)  # spin: the L2 keeps what fn left there
        start.record()
        fn()
        end.record()
    torch.cuda.synchronize()  # one wait at the end: no host round trip between runs
    return [start.elapsed_time(end) for start, end in zip(starts, ends)]


def quantiles(times_ms) -> tuple[float, float, float]:
    """(median, 20th, 80th percentile), the same summary do_bench returns."""
    return tuple(float(q) for q in np.quantile(np.asarray(times_ms), QUANTILES))
# --8<-- [end:event_times]


# --8<-- [start:trials]
def square_trials(a: torch.Tensor, trials: int, reps: int) -> dict[str, list[list[float]]]:
    """For each variant, ``trials`` lists of ``reps`` event timings. The variants take
    turns within each trial, in a rotating order, so slow drift (clocks, temperature)
    hits all of them alike instead of whichever ran last."""
    names = list(SQUARE_VARIANTS)
    times: dict[str, list[list[float]]] = {name: [] for name in names}
    for trial in range(trials):
        order = names[trial % len(names):] + names[:trial % len(names)]
        for name in order:
            fn = SQUARE_VARIANTS[name]
            times[name].append(cuda_event_times(lambda: fn(a), reps))
    return times
# --8<-- [end:trials]


def summarise_trials(times: dict[str, list[list[float]]]) -> dict[str, dict]:
    """Median/p20/p80 over all runs, and the median of each trial, per variant."""
    summary = {}
    for name, per_trial in times.items():
        every_run = [t for trial in per_trial for t in trial]
        median, p20, p80 = quantiles(every_run)
        summary[name] = {"median": median, "p20": p20, "p80": p80, "runs": len(every_run),
                         "trial_medians": [float(np.median(trial)) for trial in per_trial]}
    return summary


def trial_spread(stats: dict) -> float:
    """How far the median of one variant moves between trials, relative to its median."""
    medians = stats["trial_medians"]
    return (max(medians) - min(medians)) / stats["median"]


# --8<-- [start:verdict]
def square_verdict(summary: dict[str, dict]) -> str:
    """The conclusion the numbers support, as text: is a * a faster than a ** 2
    (the blog's claim) by more than the spread between repeated trials?"""
    mul, power = summary["a * a"], summary["a ** 2"]
    gap = power["median"] / mul["median"] - 1  # > 0: a * a is faster
    noise = max(trial_spread(stats) for stats in summary.values())
    fastest = min(summary, key=lambda name: summary[name]["median"])
    slowest = max(summary, key=lambda name: summary[name]["median"])
    overall = summary[slowest]["median"] / summary[fastest]["median"] - 1
    # Name a fastest and a slowest only when they differ by more than the noise.
    ranking = f" (fastest {fastest}, slowest {slowest})" if overall > noise else ""
    lines = [
        f"Median over {mul['runs']} runs each: a * a {mul['median']:.4f} ms, "
        f"a ** 2 {power['median']:.4f} ms, a difference of {gap:+.2%} "
        f"(positive: a * a is faster).",
        f"The median of a single trial moves by up to {noise:.2%} between repeated trials; "
        f"all three variants are within {overall:.2%} of each other{ranking}.",
    ]
    if abs(gap) <= noise:
        lines.append("Verdict: no measurable difference. The gap between a * a and "
                     "a ** 2 is smaller than the trial-to-trial spread, so the blog's "
                     "conclusion that a * a is faster does not hold on this GPU.")
    elif gap > 0:
        lines.append("Verdict: a * a is faster than a ** 2 by more than the "
                     "trial-to-trial spread, as the blog says, on this GPU.")
    else:
        lines.append("Verdict: a ** 2 is faster than a * a by more than the "
                     "trial-to-trial spread: the opposite of the blog's conclusion.")
    return "\n\n".join(textwrap.fill(line, width=PAGE_WIDTH) for line in lines) + "\n"
# --8<-- [end:verdict]


def make_host_timer_table(folder: Path) -> None:
    a = torch.randn(SQUARE_ELEMENTS, device="cuda")
    readings = host_timer_readings(lambda: a * a)
    rows = []
    for clock, times in readings.items():
        median, p20, p80 = quantiles(times)
        rows.append({"clock": clock, "median_ms": median, "p20_ms": p20, "p80_ms": p80,
                     "runs": len(times)})
    child_process.write_csv(folder / "host_timers.csv", rows)


def make_square_timing(folder: Path, trials: int = 15, reps: int = 40) -> None:
    a = torch.randn(SQUARE_ELEMENTS, device="cuda")
    bytes_moved = 2 * a.numel() * a.element_size()  # read a once, write the result once
    times = square_trials(a, trials, reps)
    summary = summarise_trials(times)
    rows = []
    for name, stats in summary.items():
        fn = SQUARE_VARIANTS[name]
        bench_median = triton.testing.do_bench(lambda: fn(a), quantiles=QUANTILES)[0]
        rows.append({
            "variant": name,
            "median_ms": stats["median"], "p20_ms": stats["p20"], "p80_ms": stats["p80"],
            "trial_median_min_ms": min(stats["trial_medians"]),
            "trial_median_max_ms": max(stats["trial_medians"]),
            "trial_spread_pct": 100 * trial_spread(stats),
            "do_bench_median_ms": bench_median,
            "GB/s": bytes_moved * 1e-6 / stats["median"],
            "runs": stats["runs"],
        })
    child_process.write_csv(folder / "square_timing.csv", rows)
    raw = [{"variant": name, "trial": trial, "run": run, "ms": ms}
           for name, per_trial in times.items()
           for trial, trial_times in enumerate(per_trial)
           for run, ms in enumerate(trial_times)]
    child_process.write_csv(folder / "raw_times.csv", raw)
    (folder / "verdict.md").write_text(square_verdict(summary))


L2_SIZES = [2**18, 2**20, 2**22, 2**24, 2**26]


def make_l2_table(folder: Path, reps: int = 100) -> None:
    l2_bytes = torch.cuda.get_device_properties(torch.cuda.current_device()).L2_cache_size
    fits = f"fits in L2 ({l2_bytes / 2**20:.0f} MiB)"
    rows = []
    for n in L2_SIZES:
        a = torch.randn(n, device="cuda")
        bytes_moved = 2 * n * a.element_size()  # read a, write a * a
        common = {"MiB moved": bytes_moved / 2**20,
                  fits: "yes" if bytes_moved <= l2_bytes else "no"}
        for state, flush in (("flushed (cold)", True), ("not flushed (warm)", False)):
            median, p20, p80 = quantiles(cuda_event_times(lambda: a * a, reps, flush_l2=flush))
            rows.append({**common, "L2": state, "median_us": median * 1e3, "p20_us": p20 * 1e3,
                         "p80_us": p80 * 1e3, "GB/s": bytes_moved * 1e-6 / median})
        p50, p20, p80 = triton.testing.do_bench(lambda: a * a, quantiles=QUANTILES)
        rows.append({**common, "L2": "do_bench", "median_us": p50 * 1e3, "p20_us": p20 * 1e3,
                     "p80_us": p80 * 1e3, "GB/s": bytes_moved * 1e-6 / p50})
    child_process.write_csv(folder / "l2.csv", rows)


HOST_TIMERS = Artifact(name="profiling_host_timers", make=make_host_timer_table)
SQUARE_TIMING = Artifact(name="profiling_square_timing", make=make_square_timing)
L2_CACHE = Artifact(name="profiling_l2", make=make_l2_table)
