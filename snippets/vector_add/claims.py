"""What lecture 1's sentences say about its measured data (see snippets/machinery/claims.py)."""

import re

from snippets.helpers import notation
from snippets.machinery.claims import Claim, gpu_folders
from snippets.machinery.facts import Facts

PAGE = "01-vector-add.md"
BENCH = "vector_add/benchmark.csv"
SWEEP = "vector_add_block_size/sweep.csv"
SASS = "vector_add/ir/kernel.sass"
TTGIR = "vector_add/ir/ttgir.mlir"
FIT = "vector_add_fixed_cost/summary.txt"
FIXED = "vector_add_fixed_cost/fixed_cost.csv"
BAR = 0.9  # the lecture's bar: fraction of the measured copy bandwidth from 2^24 up
DEVICE = "device/device.json"
WIDE_NO_SPILL = (8192, 4)  # many registers a thread, no spills


def _power(x) -> str:
    x = int(x)
    return f"2^{x.bit_length() - 1}" if x & (x - 1) == 0 else str(x)


def _triton_rows(data):
    return sorted(data.rows(BENCH, provider="triton"), key=lambda r: r["x"])


def _ends(data):
    """The quickest call, the first size at the bar, and the largest size."""
    rows = _triton_rows(data)
    quickest = min(rows, key=lambda r: r["ms_p50"])
    reached = next((r for r in rows if r["fraction_of_copy"] >= BAR), None)
    return rows, quickest, reached


def _ends_claim(data):
    """Some microseconds per call however small (the bar, reached only from 2^24 up, is
    said GPU by GPU in vector-add-bar-verdict)."""
    rows, quickest, reached = _ends(data)
    holds = quickest["ms_p50"] * 1000 > 3 and reached is not None and reached["x"] >= 2**24
    return holds, (f"quickest {quickest['ms_p50'] * 1000:.1f} µs at {_power(quickest['x'])}; "
                   f"first at {BAR:.0%}: {_power(reached['x']) if reached else 'never'}")


def _ends_rows(data):
    rows, quickest, reached = _ends(data)
    largest = {r["provider"]: r for r in data.rows(BENCH) if r["x"] == rows[-1]["x"]}
    return [
        ("quickest call (median)", f"{notation.ms(quickest['ms_p50'])} at "
                                   f"{notation.elements(quickest['x'])}"),
        (f"first size at {notation.percent(BAR)} of copy",
         notation.elements(reached["x"]) if reached else "never"),
        (f"Triton at {notation.elements(rows[-1]['x'])}, of copy",
         notation.percent(largest["triton"]["fraction_of_copy"], 1)),
        (f"torch at {notation.elements(rows[-1]['x'])}, of copy",
         notation.percent(largest["torch"]["fraction_of_copy"], 1)),
    ]


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
    named = {(256, 8), (512, 16), (8192, 2)}  # the cells the sentence names
    holds = (largest == 2**26 and most == 128
             and {(r["BLOCK_SIZE"], r["num_warps"]) for r in corner} == named
             and max(r["fraction_of_copy"] for r in corner) < min(r["fraction_of_copy"] for r in middle)
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


def _registers_rows(data):
    """Registers per thread and spills at the corners of the map and the page's default
    (new columns of the sweep: a GPU whose sweep predates them shows a note instead)."""
    largest, most, corner, _ = _corners(data)
    _, at = _at_largest(data)
    if "registers_per_thread" not in at[0]:  # a sweep made before the column was
        return [("not measured on this GPU yet (regenerate)", ["—", "—"])]
    default = [r for r in at if (r["BLOCK_SIZE"], r["num_warps"]) in ((1024, 4), WIDE_NO_SPILL)]
    return [(f"BLOCK_SIZE {r['BLOCK_SIZE']:.0f}, {r['num_warps']:.0f} warps "
             f"({_per_thread(r):.0f} a thread)",
             [f"{r['registers_per_thread']:.0f}", f"{r['spills']:.0f}"])
            for r in sorted(corner + default, key=_per_thread)]


def _pair(at, block, warps):
    return next(r for r in at if (r["BLOCK_SIZE"], r["num_warps"]) == (block, warps))


def _corner_spills(data):
    """At the sweep's largest size the corner with the most elements a thread takes the
    most registers a thread can have (255) and still spills."""
    largest, most, corner, _ = _corners(data)
    r = max(corner, key=_per_thread)
    return r["registers_per_thread"] == 255 and r["spills"] > 0, (
        f"{r['BLOCK_SIZE']:.0f}/{r['num_warps']:.0f} at {_power(largest)}: "
        f"{r['registers_per_thread']:.0f} registers, {r['spills']:.0f} spills")


def _registers_alone(data):
    """BLOCK_SIZE 8192 on 4 warps takes 128 registers a thread or more, spills nothing and
    reaches 98 % of the copy; of the pairs giving a thread 32 elements or more, the only
    one below 95 % of the copy is the one that spills."""
    largest, at = _at_largest(data)
    wide = _pair(at, *WIDE_NO_SPILL)
    many = [r for r in at if _per_thread(r) >= 32]
    slow = [r for r in many if r["fraction_of_copy"] < 0.95]
    holds = (wide["registers_per_thread"] >= 128 and wide["spills"] == 0
             and wide["fraction_of_copy"] >= 0.98
             and len(slow) == 1 and slow[0]["spills"] > 0
             and all(r["spills"] == 0 for r in many if r is not slow[0]))
    return holds, (f"at {_power(largest)}: 8192/4 {wide['registers_per_thread']:.0f} registers, "
                   f"{wide['spills']:.0f} spills, {wide['fraction_of_copy']:.3f} of copy; below "
                   f"0.95 with 32 a thread or more: "
                   + ", ".join(f"{r['BLOCK_SIZE']:.0f}/{r['num_warps']:.0f} "
                               f"({r['spills']:.0f} spills)" for r in slow))


def _corner_rows(data):
    largest, most, corner, middle = _corners(data)
    rows = [(f"BLOCK_SIZE {r['BLOCK_SIZE']:.0f}, {r['num_warps']:.0f} warps "
             f"({_per_thread(r):.0f} a thread)", notation.percent(r["fraction_of_copy"], 1))
            for r in sorted(corner, key=_per_thread)]
    fractions = [r["fraction_of_copy"] for r in middle]
    rows.append(("every pair between them", f"{notation.percent(min(fractions), 1)} to "
                                            f"{notation.percent(max(fractions), 1)}"))
    return rows


def _fixed_cost_rows(data):
    rows = sorted(data.rows(FIXED), key=lambda r: r["n_elements"])
    at_24 = next(r for r in rows if r["n_elements"] == 2**24)
    flushed, streamed = costs_per_call(data)
    return [
        (f"do_bench at {notation.elements(2**24)}, of copy",
         notation.percent(at_24["do_bench_fraction_of_copy"], 1)),
        (f"back to back at {notation.elements(2**24)}, of copy",
         notation.percent(at_24["back_to_back_fraction_of_copy"], 1)),
        ("cost per call (fit through 2²⁴–2²⁷), do_bench", notation.us(flushed)),
        ("cost per call (fit through 2²⁴–2²⁷), back to back", notation.us(streamed)),
        ("slope of the do_bench fit, of copy", notation.percent(_fit(rows, "do_bench_us")[0] / _copy(data), 1)),
    ]


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


def costs_per_call(data) -> tuple[float, float]:
    """The fits' costs per call (µs): do_bench's, and back-to-back timing's."""
    rows = data.rows(FIXED)
    return _fit(rows, "do_bench_us")[1], _fit(rows, "back_to_back_us")[1]


def _back_to_back_part(data):
    """Back to back is quicker from 2^23 up but still short of the copy at 2^24, and its
    own fit keeps more than a third of do_bench's cost per call (it removes some of it,
    not all)."""
    rows = sorted(data.rows(FIXED), key=lambda r: r["n_elements"])
    at_24 = next(r for r in rows if r["n_elements"] == 2**24)
    flushed, streamed = costs_per_call(data)
    quicker = all(r["back_to_back_us"] < r["do_bench_us"] for r in rows if r["n_elements"] >= 2**23)
    holds = (quicker and at_24["back_to_back_fraction_of_copy"] < 0.98
             and flushed / 3 < streamed < flushed)
    return holds, (f"quicker from 2^23: {quicker}; back to back at 2^24 "
                   f"{at_24['back_to_back_fraction_of_copy']:.3f} of copy; intercepts "
                   f"{flushed:.1f} (do_bench) and {streamed:.1f} µs (back to back)")


def _half_removed(data):
    """What back-to-back timing takes off the fit's cost per call is about half of
    do_bench's (between 40 and 60 %)."""
    flushed, streamed = costs_per_call(data)
    share = (flushed - streamed) / flushed
    return 0.4 <= share <= 0.6, (f"intercepts {flushed:.2f} (do_bench) and {streamed:.2f} µs "
                                 f"(back to back): {share:.0%} removed")


def _writes_past_l2(data):
    """From 2^24 elements up, each add's float32 output is larger than the L2 cache."""
    l2_mib = data.json(DEVICE)["l2_mib"]
    written = [r["n_elements"] * 4 / 2**20 for r in data.rows(FIXED) if r["n_elements"] >= 2**24]
    return bool(written) and min(written) > l2_mib, (
        f"smallest output from 2^24 up {min(written):.0f} MiB; L2 {l2_mib:.0f} MiB")


def _same_slope(data):
    """The two fits have the same slope within 1 %: the streaming rate is the same;
    only the cost per call differs."""
    rows = data.rows(FIXED)
    a, _ = _fit(rows, "do_bench_us")
    b, _ = _fit(rows, "back_to_back_us")
    return abs(a / b - 1) < 0.01, f"slopes {a:,.0f} and {b:,.0f} GB/s"


def _copy(data) -> float:
    """The copy bandwidth (GB/s) measured in the fixed-cost run."""
    return float(re.search(r"copy bandwidth: ([\d,]+) GB/s", data.text(FIT)).group(1).replace(",", ""))


def _past_copy_claim(data):
    """At the largest size both adds and the fit's slope reach the copy bandwidth or
    pass it (>= 0.99)."""
    rows = {r["provider"]: r for r in data.rows(BENCH) if r["x"] == _triton_rows(data)[-1]["x"]}
    slope, _ = _fit(data.rows(FIXED), "do_bench_us")
    found = [rows["triton"]["fraction_of_copy"], rows["torch"]["fraction_of_copy"], slope / _copy(data)]
    return min(found) >= 0.99, "Triton, torch, fit slope: " + ", ".join(f"{f:.3f}" for f in found)


def _two_wide_loads(data):
    sass, ttgir = data.text(SASS), data.text(TTGIR)
    loads = len(re.findall(r"\bLDG\.E\.128\b", sass))
    stores = len(re.findall(r"\bSTG\.E\.128\b", sass))
    layout = "sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4]" in ttgir
    return layout and loads == 4 and stores == 2, (
        f"layout [4] x 32 x 4 in the TTGIR: {layout}; {loads} LDG.E.128 and {stores} "
        f"STG.E.128 in the SASS")


def _same_sass(data):
    """Every GPU with the listing compiled add_kernel to the same SASS, and in it the
    second load of each input and the second store are at +0x800 (512 float32 on)."""
    listings = {gpu.machine: gpu.text(SASS) for gpu in gpu_folders(data.folder.parent)
                if gpu.has(SASS)}
    sass = data.text(SASS)
    same = len(set(listings.values())) == 1
    far_loads = len(re.findall(r"\bLDG\.E\.128 [^;]*\+0x800\]", sass))
    far_stores = len(re.findall(r"\bSTG\.E\.128 [^;]*\+0x800\]", sass))
    return same and far_loads == 2 and far_stores == 1, (
        f"same SASS on {', '.join(listings)}: {same}; loads at +0x800: {far_loads}, "
        f"stores at +0x800: {far_stores}")


CLAIMS = [
    Claim("vector-add-small-and-large", PAGE,
          "Small vectors are dominated by what every launch costs: however few elements it "
          "adds, no call takes less than a few microseconds at the median, and it reaches 90 % "
          "of the copy bandwidth only at 2²⁴ elements or more",
          [BENCH], _ends_claim),
    Facts("vector-add-ends", PAGE, [BENCH], _ends_rows, header="Triton's add"),
    Claim("vector-add-past-copy", PAGE,
          "at the largest size both adds pass the measured copy bandwidth, and so does the "
          "slope of the fit", [BENCH, FIXED, FIT], _past_copy_claim),
    Claim("block-size-corners-weakest", PAGE,
          "At 2²⁶ elements, the sweep's largest size (the map titled n = 2²⁶), every pair "
          "between the extremes comes within 5 % of the best, and the extremes are the "
          "weakest cells: those that give a thread one element (BLOCK_SIZE 256 on 8 warps, "
          "512 on 16) and the one that gives it the most (BLOCK_SIZE 8192 on 2 warps, 128 "
          "each).",
          [SWEEP], _corners_weakest),
    Facts("block-size-corners", PAGE, [SWEEP], _corner_rows,
          header="at the sweep's largest size", caption="Fraction of the measured copy bandwidth"),
    Facts("block-size-registers", PAGE, [SWEEP], _registers_rows, header="at the sweep's largest size",
          columns=["registers a thread", "spills"]),
    Claim("block-size-small-end", PAGE,
          "at 2²⁴ elements no pair of `BLOCK_SIZE` and `num_warps` reaches 95 % of the copy "
          "bandwidth, and the pairs that give each thread one element, or 128, stay below 90 %",
          [SWEEP], _small_end_corners),
    Claim("block-size-corner-spills", PAGE,
          "At the sweep's largest size the corner takes 255 registers a thread, the most a "
          "thread can have, and still spills", [SWEEP], _corner_spills),
    Claim("block-size-registers-alone", PAGE,
          "Registers alone do not slow it: BLOCK_SIZE 8192 on 4 warps takes more than 128 "
          "registers a thread, spills nothing and reaches 98 % of the copy bandwidth or more, "
          "and of the pairs that give a thread 32 elements or more, the only one below 95 % "
          "is the one that spills", [SWEEP], _registers_alone),
    Claim("fixed-cost-back-to-back-part", PAGE,
          "Queued back to back, the same launches are quicker at every size from 2²³ up, yet "
          "at 2²⁴ they still fall short of the copy, and a straight line through their times "
          "keeps a cost per call of its own", [FIXED], _back_to_back_part),
    Claim("fixed-cost-half-removed", PAGE,
          "What back-to-back timing removes accounts for about half of do_bench's cost per call",
          [FIXED], _half_removed),
    Claim("fixed-cost-writes-past-l2", PAGE,
          "from 2²⁴ elements up each add writes more than the L2 cache holds",
          [FIXED, DEVICE], _writes_past_l2),
    Facts("fixed-cost", PAGE, [FIXED, FIT], _fixed_cost_rows, header="add_kernel"),
    Claim("fixed-cost-same-slope", PAGE,
          "the two lines have the same slope (within 1 %)", [FIXED], _same_slope),
    Claim("vector-add-two-wide-loads-per-input", PAGE,
          "The SASS shows exactly that: two 128-bit loads (`LDG.E.128`) per input per thread, "
          "and two 128-bit stores (`STG.E.128`) of the result.",
          [SASS, TTGIR], _two_wide_loads),
    Claim("vector-add-sass-same-on-every-gpu", PAGE,
          "Every GPU measured compiles it to the same SASS, whose loads and stores are "
          "below; `+0x800` is the second group of four, 2048 bytes (512 float32) after the "
          "first", [SASS], _same_sass),
]
