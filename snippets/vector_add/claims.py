"""What lecture 1's sentences say about its measured data (see snippets/core/claims.py)."""

import re

from snippets.core.claims import Claim, Wording

PAGE = "01-vector-add.md"
BENCH = "vector_add/benchmark.csv"
SWEEP = "vector_add_block_size/sweep.csv"
SASS = "vector_add/ir/kernel.sass"
TTGIR = "vector_add/ir/ttgir.mlir"
FIT = "vector_add_fixed_cost/summary.txt"
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


def _past_copy(data):
    rows = {r["provider"]: r for r in data.rows(BENCH) if r["x"] == _triton_rows(data)[-1]["x"]}
    said = (f"On the {data.gpu}, at {_power(rows['triton']['x'])} elements Triton's add reaches "
            f"{rows['triton']['fraction_of_copy']:.3f} of the measured copy bandwidth and "
            f"torch's {rows['torch']['fraction_of_copy']:.3f}")
    slope = re.search(r"slope of [\d,]+ GB/s \(([\d.]+)% of the copy", data.text(FIT)) \
        if data.has(FIT) else None
    if slope:
        said += f"; the fit's slope is {float(slope.group(1)) / 100:.3f} of it"
    return said + "."


def _per_thread(row) -> float:
    return row["BLOCK_SIZE"] / (32 * row["num_warps"])


def _block_size_map(data):
    rows = data.rows(SWEEP)
    largest = max(r["n_elements"] for r in rows)
    at = [r for r in rows if r["n_elements"] == largest]
    one = sorted((r for r in at if _per_thread(r) <= 1), key=lambda r: r["fraction_of_copy"])
    rest = [r["fraction_of_copy"] for r in at if _per_thread(r) >= 4]
    ones = ", ".join(f"{int(r['BLOCK_SIZE'])} with {int(r['num_warps'])} warps: "
                     f"{r['fraction_of_copy']:.2f}" for r in one)
    others = [r["fraction_of_copy"] for r in at if _per_thread(r) > 1]
    rank = ("are the weakest" if one and max(r["fraction_of_copy"] for r in one) < min(others)
            else "reach")
    return (f"On the {data.gpu}, at {_power(largest)} elements, the pairs that leave each "
            f"thread a single element {rank} ({ones}); every pair that gives each "
            f"thread four elements or more lies between {min(rest):.2f} and {max(rest):.2f} "
            f"of the copy bandwidth.")


def _small_end(data):
    rows = data.rows(SWEEP)
    smallest = min(r["n_elements"] for r in rows)
    at = [r for r in rows if r["n_elements"] == smallest]
    best = max(at, key=lambda r: r["fraction_of_copy"])
    fractions = sorted(r["fraction_of_copy"] for r in at if _per_thread(r) >= 4)
    return (f"On the {data.gpu}, at {_power(smallest)} elements the best pair of the sweep "
            f"(BLOCK_SIZE {int(best['BLOCK_SIZE'])}, {int(best['num_warps'])} warps) reaches "
            f"{best['fraction_of_copy']:.3f} of the copy bandwidth; the pairs with four or more "
            f"elements per thread span {fractions[0]:.3f} to {fractions[-1]:.3f}.")


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
    Wording("vector-add-past-copy", PAGE, [BENCH], _past_copy),
    Wording("block-size-map", PAGE, [SWEEP], _block_size_map),
    Wording("block-size-small-end", PAGE, [SWEEP], _small_end),
    Claim("vector-add-two-wide-loads-per-input", PAGE,
          "The SASS shows exactly that: two 128-bit loads (`LDG.E.128`) per input per thread, "
          "and two 128-bit stores (`STG.E.128`) of the result.",
          [SASS, TTGIR], _two_wide_loads),
]
