"""Timing products at the board's power limit: each provider timed once the clock settles.

A large matrix product draws the board's whole power allowance, and the GPU's power
controller then moves the SM clock, over about a second (the timeline figure on the
page shows it). A timing of a few milliseconds started on an idle GPU (what
``do_bench`` and the autotuner do) mostly sees the highest clock, before the controller
has acted; two kernels timed that way are compared at a clock neither keeps. Timed one
after the other for longer, each gets whatever the controller left behind from the
one before.

So here every provider runs for SEGMENT_S at a stretch, CUDA-graph replays back to
back with the GPU never idle in between, and only the second half of the stretch is
timed: by then the clock is the one the board holds under *this* kernel. Providers
run in the order A B C D D C B A, so a slow drift (the chip warming up) lands on
each of them as much early as late, and each provider's time is the mean of its two
stretches.
"""

import statistics
import time
from dataclasses import dataclass

import torch

SEGMENT_S = 1.0  # each provider runs this long at a stretch
TIMED_FROM = 0.5  # ...and is timed from this fraction of the stretch on
REPLAY_MS = 10.0  # one replay of a provider's graph: about this much GPU time


@dataclass
class Replay:
    """One replay of a provider's graph: when it started (s after the first), how long
    each call in it took (ms), which stretch it belongs to, and whether it was timed."""
    provider: str
    stretch: int
    start_s: float
    ms: float
    timed: bool


# --8<-- [start:stretches]
def stretch_order(names: list[str]) -> list[str]:
    """A B C D D C B A: each provider once early and once late."""
    return names + names[::-1]


def run_stretches(providers: dict, sampler) -> tuple[list[Replay], float]:
    """Replay every provider for SEGMENT_S in ``stretch_order``; return every replay and
    the host clock (``time.perf_counter``) at the first replay's start, so that the
    sampler's readings can be put on the same time axis. The sampler's label is the
    provider while its timed half runs, "settling" before that."""
    graphs = {name: capture(run) for name, run in providers.items()}
    names = list(graphs)
    order = [names[-1]] + stretch_order(names)  # a lead-in, so the first A is settled too
    replays_per_stretch = max(2, round(SEGMENT_S * 1000 / REPLAY_MS))
    first_timed = int(replays_per_stretch * TIMED_FROM)
    base = torch.cuda.Event(enable_timing=True)
    base.record()
    torch.cuda.synchronize()
    host_start = time.perf_counter()
    replays = []
    for stretch, name in enumerate(order, start=-1):  # the lead-in is stretch -1
        graph, calls = graphs[name]
        events = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True))
                  for _ in range(replays_per_stretch)]
        sampler.label = "settling"
        for i, (start, end) in enumerate(events):
            if i == first_timed:
                # the host runs ahead of the GPU: wait for the untimed half to finish,
                # so the sampler's label matches what the GPU is running (a gap of a
                # few microseconds, not enough for the clock to move)
                torch.cuda.synchronize()
                sampler.label = name if stretch >= 0 else "settling"
            start.record()
            graph.replay()
            end.record()
        torch.cuda.synchronize()
        replays += [Replay(name, stretch, base.elapsed_time(start) / 1000,
                           start.elapsed_time(end) / calls, stretch >= 0 and i >= first_timed)
                    for i, (start, end) in enumerate(events)]
    sampler.label = None
    return replays, host_start
# --8<-- [end:stretches]


def capture(run) -> tuple[torch.cuda.CUDAGraph, int]:
    """A CUDA graph of as many calls of ``run`` as take about REPLAY_MS, and that count.

    Replaying a graph launches its kernels without Python in between: our wrappers
    spend tens of microseconds per call on the host, as long as a 4096^3 product's
    tensor-core work takes to drift by a percent, and none of it is timed here."""
    stream = torch.cuda.Stream()
    with torch.cuda.stream(stream):
        run()  # compile and tune outside the graph
        torch.cuda.synchronize()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(5):
            run()
        end.record()
        torch.cuda.synchronize()
        calls = max(1, round(REPLAY_MS / (start.elapsed_time(end) / 5)))
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            for _ in range(calls):
                run()
    torch.cuda.synchronize()
    return graph, calls


def stretch_medians(replays: list[Replay]) -> dict[str, list[float]]:
    """Per provider, the median ms per call of the timed replays of each of its stretches."""
    by_stretch: dict[tuple[str, int], list[float]] = {}
    for r in replays:
        if r.timed:
            by_stretch.setdefault((r.provider, r.stretch), []).append(r.ms)
    medians: dict[str, list[float]] = {}
    for (name, _), times in sorted(by_stretch.items(), key=lambda item: item[0][1]):
        medians.setdefault(name, []).append(statistics.median(times))
    return medians


def settled_ms(replays: list[Replay]) -> dict[str, float]:
    """Per provider, the mean of its stretch medians: the early and the late one."""
    return {name: statistics.fmean(times) for name, times in stretch_medians(replays).items()}


def compare_settled(providers: dict) -> dict:
    """The site's one harness for a comparison of a few providers: each timed in settled
    stretches (``run_stretches``) with the SM clock read meanwhile. Returns, per provider,
    ``ms`` (the mean of its two stretch medians), ``passes`` (those two medians, in
    ms) and ``mhz`` (the median SM clock while it was timed, or None without NVML)."""
    from snippets.hopper_matmul import clocks  # NVML is optional; imported when timing

    with clocks.Sampler() as sampler:
        replays, _ = run_stretches(providers, sampler)
    medians, mean = stretch_medians(replays), settled_ms(replays)
    return {name: {"ms": mean[name], "passes": medians[name],
                   "mhz": sampler.median_mhz(name)} for name in providers}


def ratio_passes(timed: dict, name: str, reference: str) -> list[float]:
    """Per pass: how many times faster ``name`` ran than ``reference``."""
    return [ref / ms for ref, ms in zip(timed[reference]["passes"], timed[name]["passes"])]
