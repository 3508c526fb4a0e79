"""Timing products at the board's power limit: each provider timed once the clock settles.

A large matrix product draws the board's whole power allowance, and the GPU's power
controller then moves the SM clock, over about a second (the timeline figure on the
page shows it). A timing of a few milliseconds started on an idle GPU (what
``do_bench`` and the autotuner do) mostly sees the highest clock, before the controller
has acted; two kernels timed that way are compared at a clock neither keeps. Timed one
after the other for longer, each gets whatever the controller left behind from the
one before.

So here every provider runs for a stretch, CUDA-graph replays back to back with the
GPU never idle in between, and only the end of the stretch is timed: by then the clock
is the one the board holds under *this* kernel. Providers run in the order
A B C D D C B A A B C D (``PASSES`` = 3), so a slow drift (the chip warming up) lands
on each of them early and late alike; each provider's time is the mean of its three
stretch medians, and the passes' ratios are three repeats of one comparison: their
largest gap is the spread a result must clear (``snippets/hopper_matmul/bar.py``).

How long a stretch, and from where it is timed, was read off the data (the replays of
``docs/generated/<gpu>/hopper_matmul_steps/timeline.csv`` made with 1.0 s stretches
timed from 0.5 s, one run on each GPU, 56 stretches each):

- After a provider switch, the median over all stretches of (median ms of the replays
  in each 0.05 s window) / (median of the stretch's last half) - 1 is -1.0 to -1.7 %
  on the H100 for the first 0.35 s, -0.2 to -0.4 % from 0.35 to 0.5 s, within 0.15 %
  from 0.5 s on; on the H200 -1.0 % in the first 0.05 s, -0.1 to -0.5 % up to 0.35 s,
  within 0.05 % from 0.4 s on. The transient is over after about 0.35 s.
- The noise it must be settled within: a provider's timed stretch medians in its two
  passes differ by 1.75 % (H100) and 0.45 % (H200) (median over 28 providers x case),
  and a ratio to torch moves by 0.017 (H100) and 0.013 (H200) between passes.
- A shorter timed part sees more of the clock's swing within a stretch (NVML's clock
  moves by about 100 MHz, up and down, inside each second in clocks.csv): timing 0.3
  to 0.5 s after the switch widens the ratio's gap between passes to 0.041 (H100) and
  0.020 (H200). That is the price of the time budget (the whole item in
  under 50 s on an H100 with three passes): the spread the page judges by grows with
  it, and is measured in every run, so no verdict leans on the shorter stretch.

So SEGMENT_S = 0.5 with TIMED_FROM = 0.7: 0.35 s to settle (past the transient on
both GPUs, its remaining bias under a quarter of the noise), then 0.15 s timed.
Lecture 3's comparisons (``compare_settled``) keep the method their pages describe:
two passes of 1.0 s stretches timed from 0.5 s.
"""

import statistics
import time
from dataclasses import dataclass

import torch

SEGMENT_S = 0.5  # each provider runs this long at a stretch (see above)
TIMED_FROM = 0.7  # ...and is timed from this fraction of the stretch on
PASSES = 3  # A B C D, D C B A, A B C D
REPLAY_MS = 10.0  # one replay of a provider's graph: about this much GPU time
# Lecture 3's comparisons (compare_settled): the method its pages describe.
COMPARE_PASSES, COMPARE_SEGMENT_S, COMPARE_TIMED_FROM = 2, 1.0, 0.5


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
def stretch_order(names: list[str], passes: int = PASSES) -> list[str]:
    """A B C D D C B A A B C D ...: the names forwards, backwards, forwards, one pass
    each, so each provider runs early and late."""
    order = []
    for p in range(passes):
        order += names if p % 2 == 0 else names[::-1]
    return order


def run_stretches(providers: dict, sampler, passes: int = PASSES, segment_s: float = SEGMENT_S,
                  timed_from: float = TIMED_FROM) -> tuple[list[Replay], float]:
    """Replay every provider for ``segment_s`` in ``stretch_order``; return every replay
    and the host clock (``time.perf_counter``) at the first replay's start, so that the
    sampler's readings can be put on the same time axis. The sampler's label is the
    provider while its timed part runs, "settling" before that. The settling part is
    a count of replays (their length measured when the graph was captured); the timed
    part is counted from the settling replays' measured length, so each stretch takes
    ``segment_s`` of GPU time even where the settled clock made replays slower."""
    graphs = {name: capture(run) for name, run in providers.items()}
    names = list(graphs)
    order = [names[-1]] + stretch_order(names, passes)  # a lead-in: the first A is settled too
    settling_s, timed_s = segment_s * timed_from, segment_s * (1 - timed_from)
    base = torch.cuda.Event(enable_timing=True)
    base.record()
    torch.cuda.synchronize()
    host_start = time.perf_counter()
    replays = []
    for stretch, name in enumerate(order, start=-1):  # the lead-in is stretch -1
        graph, calls, replay_ms = graphs[name]
        sampler.label = "settling"
        events = _replay(graph, max(1, round(settling_s * 1000 / replay_ms)))
        # the host runs ahead of the GPU: wait for the settling part to finish, so the
        # sampler's label matches what the GPU is running (a gap of a few microseconds,
        # not enough for the clock to move), and read how long its replays took
        torch.cuda.synchronize()
        settled_replay_ms = events[0][0].elapsed_time(events[-1][1]) / len(events)
        first_timed = len(events)
        sampler.label = name if stretch >= 0 else "settling"
        events += _replay(graph, max(2, round(timed_s * 1000 / settled_replay_ms)))
        torch.cuda.synchronize()
        replays += [Replay(name, stretch, base.elapsed_time(start) / 1000,
                           start.elapsed_time(end) / calls, stretch >= 0 and i >= first_timed)
                    for i, (start, end) in enumerate(events)]
    sampler.label = None
    return replays, host_start


def _replay(graph, count: int) -> list:
    """Replay ``graph`` ``count`` times back to back, an event pair around each."""
    events = []
    for _ in range(count):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        graph.replay()
        end.record()
        events.append((start, end))
    return events
# --8<-- [end:stretches]


def capture(run) -> tuple[torch.cuda.CUDAGraph, int, float]:
    """A CUDA graph of as many calls of ``run`` as take about REPLAY_MS, that count, and
    the ms those calls took before capture (one replay's length at that clock).

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
        per_call = start.elapsed_time(end) / 5
        calls = max(1, round(REPLAY_MS / per_call))
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            for _ in range(calls):
                run()
    torch.cuda.synchronize()
    return graph, calls, calls * per_call


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
    """Per provider, the mean of its stretch medians, one per pass."""
    return {name: statistics.fmean(times) for name, times in stretch_medians(replays).items()}


def compare_settled(providers: dict, passes: int = COMPARE_PASSES,
                    segment_s: float = COMPARE_SEGMENT_S,
                    timed_from: float = COMPARE_TIMED_FROM) -> dict:
    """The site's one harness for a comparison of a few providers: each timed in settled
    stretches (``run_stretches``) with the SM clock read meanwhile. Returns, per provider,
    ``ms`` (the mean of its stretch medians), ``passes`` (those medians, one per pass,
    in ms) and ``mhz`` (the median SM clock while it was timed, or None without NVML).
    The defaults are lecture 3's method (two passes of 1.0 s stretches)."""
    from snippets.helpers import sm_clocks  # NVML is optional; imported when timing

    with sm_clocks.Sampler() as sampler:
        replays, _ = run_stretches(providers, sampler, passes, segment_s, timed_from)
    medians, mean = stretch_medians(replays), settled_ms(replays)
    return {name: {"ms": mean[name], "passes": medians[name],
                   "mhz": sampler.median_mhz(name)} for name in providers}


def ratio_passes(timed: dict, name: str, reference: str) -> list[float]:
    """Per pass: how many times faster ``name`` ran than ``reference``."""
    return [ref / ms for ref, ms in zip(timed[reference]["passes"], timed[name]["passes"])]
