"""Lecture 3's sentences on how a timing method shapes the numbers: do_bench from Python
against graph replays for small products, ncu against the settled method for the L2
section, and what the tile benchmark's steps and its compiler listing show.

Imports nothing heavy: the site build reads this module.
"""

import re

from snippets.helpers import notation
from snippets.machinery.claims import Claim, Wording, tolerant
from snippets.machinery.facts import Facts
from snippets.matmul.claims_small_products_and_epilogue import SMALL, ample_cases, said_on_each_gpu
from snippets.matmul.claims import _l2_pair
from snippets.vector_add.claims import FIXED as VECTOR_ADD_FIXED
from snippets.vector_add.claims import costs_per_call

PAGE = "03-matmul.md"
PAGE_2 = "03-matmul-part-2.md"
AUTOTUNE = "matmul_autotune/autotune.csv"
SQUARE = "matmul_autotuned/benchmark.csv"
TILES = "matmul_grouped/benchmark.csv"
L2 = "matmul_l2_order/l2_order.csv"
LOWERING = "../portable/matmul_dot_lowering/dot_lowering.txt"
LOWERING_RECORD = "../portable/matmul_dot_lowering/provenance.json"


# --- small products: do_bench from Python against graph replays ----------------------
def _removed_by_back_to_back(data) -> float:
    """Lecture 1: what back-to-back timing took off do_bench's cost per call (µs)."""
    flushed, streamed = costs_per_call(data)
    return flushed - streamed


def _excess_phrase(data):
    """Where the host has time to spare (stalls aside), how the excess of do_bench over the
    graph replay compares with lecture 1's back-to-back saving: within a factor of four
    of it, or how far past. (Within four in some runs on both GPUs, far past it in
    another on the H100: the excess moves from run to run and host to host.)"""
    excess = [c["excess_us"] for c in ample_cases(data)]
    removed = _removed_by_back_to_back(data)
    if not excess:
        return "no case had time to spare on the host, so there is no such excess to compare"
    low, high = min(excess), max(excess)
    if removed / 4 <= low and high <= 4 * removed:
        return "every such excess is within a factor of four of lecture 1's saving"
    if high > 4 * removed:
        return (f"the largest excess is {notation.ratio(high / removed)} lecture 1's saving, "
                "past a factor of four")
    return (f"the smallest excess is {notation.ratio(low / removed)} lecture 1's saving, "
            "under a quarter of it")


def _excess_against_lecture_1_words(data):
    """One GPU's ``_excess_phrase``."""
    return f"On the {data.gpu}, {_excess_phrase(data)}."


def _excess_all_words(data):
    """``_excess_phrase`` for every GPU in one sentence."""
    said = said_on_each_gpu(data, _excess_phrase, [SMALL, SQUARE, VECTOR_ADD_FIXED])
    return said[0].upper() + said[1:] + "."


def _excess_rows(data):
    excess = [c["excess_us"] for c in ample_cases(data)]
    return [("do_bench above the graph replay (host with time to spare, stalls aside)",
             f"{notation.us(min(excess))} to {notation.us(max(excess))}"),
            ("lecture 1: back-to-back timing's saving per call",
             notation.us(_removed_by_back_to_back(data)))]


def _ratio(data, path, x, ours, theirs):
    return data.row(path, provider=ours, x=x)["value_p50"] / data.row(path, provider=theirs, x=x)["value_p50"]


def _do_bench_against_graph(data) -> list[tuple[int, float, float]]:
    """(size, autotuned / torch timed with do_bench, the same from graph replays) for the
    square sizes the do_bench table shares with the graph-timed one, up to 2048."""
    found = []
    for r in data.rows(AUTOTUNE, dtype="float16"):
        if r["M"] == r["K"] == r["N"] and r["M"] <= 2048:
            found.append((int(r["M"]), r["autotuned / torch"],
                          _ratio(data, SQUARE, r["M"], "autotuned", "torch")))
    return sorted(found)


def _small_rows_near(data) -> bool:
    found = dict((n, (a, b)) for n, a, b in _do_bench_against_graph(data))
    a, b = found[1024]
    return abs(a / b - 1) <= 0.2


def _small_rows_all_words(data) -> str:
    """Whether the do_bench table's ratio at 1024 (a graph replay of microseconds) is
    within a fifth of the graph replays' on each GPU: it was on some runs, not on others."""
    said = said_on_each_gpu(
        data, lambda gpu: "within a fifth" if _small_rows_near(gpu) else "off by more than a fifth",
        [AUTOTUNE, SQUARE])
    return ("Its row at 1024 (a product of microseconds, timed from Python), against the "
            f"graph replays of the section before, is {said}.")


def _against_graph_rows(data):
    return [(f"float16 {n}", [notation.ratio(a), notation.ratio(b)])
            for n, a, b in _do_bench_against_graph(data)]


# --- ncu against the settled method (part 1's L2 section) -----------------------------
def _methods(data):
    """(label, settled / ncu time, ncu / settled clock) per row of the L2 table."""
    return [(f"{r['size']:.0f}, {str(r['order']).split(' ')[0]}",
             r["settled time (ms)"] / r["ncu time (ms)"], r["ncu SM MHz"] / r["settled SM MHz"])
            for r in data.rows(L2)]


def _clock_part(data):
    """In some row the times differ by more than the clocks (by 2 % or more)."""
    rows = _methods(data)
    return any(t > 1.02 * c for _, t, c in rows), "; ".join(
        f"{label}: time {t:.3f}x, clock {c:.3f}x" for label, t, c in rows)


def _method_rows(data):
    return [(label, [notation.ratio(t), notation.ratio(c)]) for label, t, c in _methods(data)]


def _order_gains(data) -> dict:
    """naive / grouped time at 8192, by method."""
    naive, grouped = _l2_pair(data, 8192)
    return {method: naive[column] / grouped[column]
            for method, column in (("ncu", "ncu time (ms)"), ("settled", "settled time (ms)"))}


def _gain_words(data):
    """What grouped order gains at 8192 by ncu's times against the settled times: the
    larger, the smaller or the same (to two decimals), and which order ncu makes faster."""
    gains = _order_gains(data)
    ncu, settled = gains["ncu"], gains["settled"]
    if ncu < 1 < settled:
        said = ("make grouped order the slower of the two, where the settled times make it "
                "the faster")
    elif notation.ratio(ncu) == notation.ratio(settled):
        said = "give grouped order the same gain as the settled times do"
    else:
        said = (f"give grouped order a {'smaller' if ncu < settled else 'larger'} gain than "
                f"the settled times do")
    return (f"On the {data.gpu}, ncu's times {said} (naive / grouped time "
            f"{notation.ratio(ncu)} by ncu, {notation.ratio(settled)} settled).")


def _gain_phrase(data) -> str:
    """``_gain_words`` without its numbers (the table under it has them)."""
    gains = _order_gains(data)
    ncu, settled = gains["ncu"], gains["settled"]
    if ncu < 1 < settled:
        return ("no gain: ncu makes it the slower of the two, where the settled times make "
                "it the faster")
    if notation.ratio(ncu) == notation.ratio(settled):
        return "the same gain as the settled times do"
    return f"a {'smaller' if ncu < settled else 'larger'} gain than the settled times do"


def _gain_all_words(data):
    """What grouped order gains at 8192 by ncu's times against the settled ones, for every
    GPU in one sentence."""
    return f"ncu's times give grouped order {said_on_each_gpu(data, _gain_phrase, [L2])}."


def _gain_rows(data):
    return [(method, notation.ratio(gain)) for method, gain in _order_gains(data).items()]


# --- the tile benchmark's steps, and the Triton of its compiler listing ---------------
def _steps(data) -> dict:
    """provider -> [(from tile, to tile, gain)] in increasing tile size."""
    found: dict = {}
    for r in data.rows(TILES):
        found.setdefault(r["provider"], []).append((r["x"], r["value_p50"]))
    return {p: [(a, b, tb / ta) for (a, ta), (b, tb) in zip(sorted(v), sorted(v)[1:])]
            for p, v in found.items()}


def _largest_step_mma_sync(data):
    """In both orders the largest gain is 16 -> 32, and the listing lowers both of those
    tiles to mma.sync."""
    lines = [line for line in data.text(LOWERING).splitlines()
             if re.match(r"\s*(16 x 16|32 x 32)\s*:", line)]
    sync = len(lines) == 2 and all("mma.sync" in line for line in lines)
    steps = _steps(data)
    largest = {p: max(s, key=lambda step: step[2])[:2] for p, s in steps.items()}
    holds = sync and all(step == (16, 32) for step in largest.values())
    return holds, (f"16 and 32 lowered to mma.sync: {sync}; " + "; ".join(
        f"{p}: " + ", ".join(f"{a:.0f}->{b:.0f} {g:.2f}x" for a, b, g in s) for p, s in steps.items()))


def _step_rows(data):
    steps = _steps(data)
    return [(f"{a:.0f} → {b:.0f}", [notation.ratio(naive), notation.ratio(grouped)])
            for (a, b, naive), (_, _, grouped) in zip(steps["naive"], steps["grouped"])]


def _versions_words(data):
    """Which Triton the benchmark ran with on every GPU, and which compiled the listing
    (the portable folder's, one for all GPUs)."""
    listing = data.json(LOWERING_RECORD)["triton"]
    said = said_on_each_gpu(
        data, lambda gpu: f"with Triton {gpu.json('matmul_grouped/provenance.json')['triton']}",
        [TILES, LOWERING_RECORD])
    return f"The benchmark ran {said}, and the listing was compiled with {listing}."


CLAIMS = [
    Wording("matmul-small-excess-against-lecture-1", PAGE_2,
            [SMALL, SQUARE, VECTOR_ADD_FIXED], tolerant(_excess_all_words)),
    Facts("matmul-small-excess", PAGE_2, [SMALL, SQUARE, VECTOR_ADD_FIXED], _excess_rows,
          header="µs per call"),
    Wording("matmul-autotune-small-rows", PAGE_2, [AUTOTUNE, SQUARE],
            tolerant(_small_rows_all_words)),
    Facts("matmul-do-bench-against-graph", PAGE_2, [AUTOTUNE, SQUARE], _against_graph_rows,
          header="autotuned / torch.matmul", columns=["do_bench", "graph replays"]),
    Claim("matmul-ncu-clock-part", PAGE,
          "on each GPU, in some rows the times differ by more than the clocks do", [L2],
          _clock_part),
    Facts("matmul-l2-method-ratios", PAGE, [L2], _method_rows, header="size, order",
          columns=["time: settled / ncu", "clock: ncu / settled"]),
    Wording("matmul-ncu-order-gains", PAGE, [L2], tolerant(_gain_all_words)),
    Facts("matmul-l2-order-gain", PAGE, [L2], _gain_rows, header="naive / grouped time at 8192"),
    Claim("matmul-tile-largest-step", PAGE_2,
          "The largest step, from 16 to 32, stays within `mma.sync`", [TILES, LOWERING],
          _largest_step_mma_sync),
    Facts("matmul-tile-steps", PAGE_2, [TILES], _step_rows, header="tile step: gain in TFLOP/s",
          columns=["naive", "grouped"]),
    Wording("matmul-dot-lowering-version", PAGE_2, [TILES, LOWERING_RECORD],
            tolerant(_versions_words)),
]
