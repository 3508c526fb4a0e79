"""What lecture 1's sentences say about its measured data (see snippets/core/claims.py)."""

import re

from snippets.core.claims import Claim, Wording, tolerant

PAGE = "01-vector-add.md"
BENCH = "vector_add/benchmark.csv"
SWEEP = "vector_add_block_size/sweep.csv"
SASS = "vector_add/ir/kernel.sass"
TTGIR = "vector_add/ir/ttgir.mlir"
FIT = "vector_add_fixed_cost/summary.txt"
FIXED = "vector_add_fixed_cost/fixed_cost.csv"
BAR = 0.9  # the lecture's bar: fraction of the measured copy bandwidth from 2^24 up


def _power(x) -> str:
    x = int(x)
    return f"2^{x.bit_length() - 1}" if x & (x - 1) == 0 else str(x)


def _triton_rows(data):
    return sorted(data.rows(BENCH, provider="triton"), key=lambda r: r["x"])


def _small_and_large(data):
    rows = _triton_rows(data)
    quickest = min(rows, key=lambda r: r["ms_p50"])
    reached = next((r for r in rows if r["fraction_of_copy"] >= BAR), None)
    where = (f"it first reaches {BAR:.0%} of the copy bandwidth at {_power(reached['x'])} "
             f"elements" if reached else f"it never reaches {BAR:.0%} of the copy bandwidth")
    return (f"On the {data.gpu}, no call takes less than {quickest['ms_p50'] * 1000:.1f} µs "
            f"at the median (at {_power(quickest['x'])} elements), however few elements it "
            f"adds; {where}.")


def _per_thread(row) -> float:
    return row["BLOCK_SIZE"] / (32 * row["num_warps"])


def _at_largest(data):
    rows = data.rows(SWEEP)
    largest = max(r["n_elements"] for r in rows)
    return largest, [r for r in rows if r["n_elements"] == largest]


def _corners(data):
    """At the sweep's largest size: the pairs at the two corners of the map (one element
    a thread; the most elements a thread) against every pair in between."""
    largest, at = _at_largest(data)
    most = max(_per_thread(r) for r in at)
    corner = [r for r in at if _per_thread(r) in (1, most)]
    middle = [r for r in at if 1 < _per_thread(r) < most]
    return largest, most, corner, middle


def _corners_weakest(data):
    """Both corners are the weakest pairs, and every pair between them is within 5 % of
    the best one."""
    largest, most, corner, middle = _corners(data)
    best = max(r["fraction_of_copy"] for r in middle)
    holds = (max(r["fraction_of_copy"] for r in corner) < min(r["fraction_of_copy"] for r in middle)
             and min(r["fraction_of_copy"] for r in middle) >= 0.95 * best)
    return holds, (f"at {_power(largest)}: corners (1 and {most:.0f} a thread) "
                   + ", ".join(f"{r['BLOCK_SIZE']:.0f}/{r['num_warps']:.0f}: "
                               f"{r['fraction_of_copy']:.3f}" for r in corner)
                   + f"; between them {min(r['fraction_of_copy'] for r in middle):.3f} to "
                     f"{best:.3f}")


def _small_end_corners(data):
    """At the sweep's smallest size the same corners are below 90 % and the best pair is
    not above 95 % of the copy: no choice lifts the small end far."""
    rows = data.rows(SWEEP)
    smallest = min(r["n_elements"] for r in rows)
    at = [r for r in rows if r["n_elements"] == smallest]
    most = max(_per_thread(r) for r in at)
    corner = [r["fraction_of_copy"] for r in at if _per_thread(r) in (1, most)]
    best = max(r["fraction_of_copy"] for r in at)
    return max(corner) < 0.9 and best < 0.95, (
        f"at {_power(smallest)}: corners {', '.join(f'{c:.3f}' for c in corner)}; best pair {best:.3f}")


def _registers_words(data):
    """Registers per thread at the two corners of the map (new columns of the sweep:
    ``tolerant`` words a GPU whose sweep predates them)."""
    largest, most, corner, middle = _corners(data)
    regs = {(r["BLOCK_SIZE"], r["num_warps"]): r for r in corner + middle}
    heavy = max(corner, key=_per_thread)
    light = [r for r in corner if _per_thread(r) == 1]
    rank = ("the most of any pair" if heavy["registers_per_thread"]
            >= max(r["registers_per_thread"] for r in regs.values()) else "not the most")
    spills = (f"and spills {heavy['spills']:.0f} values" if heavy["spills"]
              else "and spills nothing")
    return (f"On the {data.gpu}, BLOCK_SIZE {heavy['BLOCK_SIZE']:.0f} on "
            f"{heavy['num_warps']:.0f} warps takes {heavy['registers_per_thread']:.0f} "
            f"registers a thread ({rank}) {spills}; the one-element pairs take "
            f"{max(r['registers_per_thread'] for r in light):.0f} or fewer.")


def _fit(rows, column):
    """Least-squares line of time (µs) against bytes moved, through the sizes >= 2^24:
    (GB/s of the slope, intercept in µs)."""
    big = [r for r in rows if r["n_elements"] >= 2**24]
    xs = [r["MB_moved"] * 1e6 for r in big]
    ts = [r[column] * 1e-6 for r in big]
    mean_x, mean_t = sum(xs) / len(xs), sum(ts) / len(ts)
    slope = (sum((a - mean_x) * (b - mean_t) for a, b in zip(xs, ts))
             / sum((a - mean_x) ** 2 for a in xs))
    return 1e-9 / slope, (mean_t - slope * mean_x) * 1e6


def _back_to_back_part(data):
    """Back to back is quicker from 2^23 up but still short of the copy at 2^24, and its
    own fit keeps more than half of do_bench's cost per call (it removes less than
    half of it, yet some)."""
    rows = sorted(data.rows(FIXED), key=lambda r: r["n_elements"])
    at_24 = next(r for r in rows if r["n_elements"] == 2**24)
    _, flushed = _fit(rows, "do_bench_us")
    _, streamed = _fit(rows, "back_to_back_us")
    quicker = all(r["back_to_back_us"] < r["do_bench_us"] for r in rows if r["n_elements"] >= 2**23)
    holds = (quicker and at_24["back_to_back_fraction_of_copy"] < 0.98
             and 0.5 * flushed < streamed < flushed)
    return holds, (f"quicker from 2^23: {quicker}; back to back at 2^24 "
                   f"{at_24['back_to_back_fraction_of_copy']:.3f} of copy; intercepts "
                   f"{flushed:.1f} (do_bench) and {streamed:.1f} µs (back to back)")


def _same_slope(data):
    """The two fits have the same slope within 1 %: the streaming rate is the same;
    only the cost per call differs."""
    rows = data.rows(FIXED)
    a, _ = _fit(rows, "do_bench_us")
    b, _ = _fit(rows, "back_to_back_us")
    return abs(a / b - 1) < 0.01, f"slopes {a:,.0f} and {b:,.0f} GB/s"


def _past_copy_claim(data):
    """At the largest size both adds and the fit's slope reach the copy bandwidth or
    pass it (>= 0.99)."""
    rows = {r["provider"]: r for r in data.rows(BENCH) if r["x"] == _triton_rows(data)[-1]["x"]}
    slope, _ = _fit(data.rows(FIXED), "do_bench_us")
    copy = float(re.search(r"copy bandwidth: ([\d,]+) GB/s", data.text(FIT)).group(1).replace(",", ""))
    found = [rows["triton"]["fraction_of_copy"], rows["torch"]["fraction_of_copy"], slope / copy]
    return min(found) >= 0.99, "Triton, torch, fit slope: " + ", ".join(f"{f:.3f}" for f in found)


def _two_wide_loads(data):
    sass, ttgir = data.text(SASS), data.text(TTGIR)
    loads = len(re.findall(r"\bLDG\.E\.128\b", sass))
    stores = len(re.findall(r"\bSTG\.E\.128\b", sass))
    layout = "sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4]" in ttgir
    return layout and loads == 4 and stores == 2, (
        f"layout [4] x 32 x 4 in the TTGIR: {layout}; {loads} LDG.E.128 and {stores} "
        f"STG.E.128 in the SASS")


CLAIMS = [
    Wording("vector-add-small-and-large", PAGE, [BENCH], _small_and_large),
    Claim("vector-add-past-copy", PAGE,
          "at the largest size both adds pass the measured copy bandwidth, and so does the "
          "slope of the fit", [BENCH, FIXED, FIT], _past_copy_claim),
    Claim("block-size-corners-weakest", PAGE,
          "At the largest size of the sweep the weakest pairs are the two corners of the map: "
          "one element a thread, and the most elements a thread (BLOCK_SIZE 8192 on 2 warps, "
          "128 each); every pair between them comes within 5 % of the best.",
          [SWEEP], _corners_weakest),
    Wording("block-size-registers", PAGE, [SWEEP], tolerant(_registers_words)),
    Claim("block-size-small-end", PAGE,
          "at 2^24 elements the same two corners stay below 90 % of the copy bandwidth, and "
          "no pair reaches 95 %", [SWEEP], _small_end_corners),
    Claim("fixed-cost-back-to-back-part", PAGE,
          "Queued back to back, the same launches are quicker at every size from 2^23 up, yet "
          "at 2^24 they still fall short of the copy, and a straight line through their times "
          "keeps a cost per call of its own: more than half of do_bench's",
          [FIXED], _back_to_back_part),
    Claim("fixed-cost-same-slope", PAGE,
          "the two lines have the same slope (within 1 %)", [FIXED], _same_slope),
    Claim("vector-add-two-wide-loads-per-input", PAGE,
          "The SASS shows exactly that: two 128-bit loads (`LDG.E.128`) per input per thread, "
          "and two 128-bit stores (`STG.E.128`) of the result.",
          [SASS, TTGIR], _two_wide_loads),
]
