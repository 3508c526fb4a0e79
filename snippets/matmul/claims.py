"""What lecture 3's sentences say about its measured data (see snippets/core/claims.py).

Imports nothing heavy: the site build reads this module.
"""

import re

from snippets.core.claims import Claim, Spread, Wording, tolerant, verdict

PAGE = "03-matmul.md"
CANDIDATES = "matmul_autotune/candidates.csv"
AUTOTUNE = "matmul_autotune/autotune.csv"
SETTLED = "matmul_autotune/settled.csv"
SQUARE = "matmul_autotuned/benchmark.csv"
TILES = "matmul_grouped/benchmark.csv"
L2 = "matmul_l2_order/l2_order.csv"
L2_SUMMARY = "matmul_l2_order/summary.txt"
SAID = {"ahead": "ahead of", "behind": "behind", "level within the noise": "level with"}


def _candidate_words(data):
    rows = [r for r in data.rows(CANDIDATES) if isinstance(r["TFLOP/s"], float)]
    rows.sort(key=lambda r: -r["TFLOP/s"])

    def name(r):
        return (f"{r['BLOCK_M']:.0f}x{r['BLOCK_N']:.0f}x{r['BLOCK_K']:.0f}, "
                f"{r['num_warps']:.0f} warps, {r['num_stages']:.0f} stages")
    best, second, last = rows[0], rows[1], rows[-1]
    return (f"On the {data.gpu}, the fastest candidate was {name(best)} "
            f"({best['TFLOP/s']:.0f} TFLOP/s), then {name(second)} "
            f"({second['TFLOP/s']:.0f}); the slowest, {name(last)}, ran "
            f"{last['TFLOP/s']:.0f} (one do_bench median each).")


def _small_sizes_words(data):
    parts = []
    for size in (1024, 2048):
        ours = Spread.of_row(data.row(SQUARE, provider="autotuned", x=size))
        naive = Spread.of_row(data.row(SQUARE, provider="naive", x=size))
        parts.append(f"at {size} the autotuned kernel is {SAID[verdict(ours, naive)]} the "
                     f"naive one ({ours.median:.0f} against {naive.median:.0f} TFLOP/s)")
    return f"On the {data.gpu}, " + " and ".join(parts) + "."


def _long_k_low(data):
    rows = data.rows(AUTOTUNE)
    long_k = next(r for r in rows if r["K"] == 16384)["autotuned / torch"]
    large = [r["autotuned / torch"] for r in rows if min(r["M"], r["N"]) >= 4096]
    return long_k < min(large), (f"long K {long_k:.3f}; cases with M and N >= 4096: "
                                 f"{min(large):.3f} and up")


def _tile_throughputs(data) -> dict:
    """provider -> [(tile size, median TFLOP/s)] in increasing tile size."""
    found: dict = {}
    for r in data.rows(TILES):
        found.setdefault(r["provider"], []).append((r["x"], r["value_p50"]))
    return {p: sorted(v) for p, v in found.items()}


def _doubling_pays(data):
    said, holds = [], True
    for provider, points in _tile_throughputs(data).items():
        gains = [b / a for (_, a), (_, b) in zip(points, points[1:])]
        holds &= min(gains) >= 1.5
        said.append(f"{provider}: " + ", ".join(f"{g:.2f}x" for g in gains))
    return holds, "; ".join(said)


def _orders_close(data):
    found = _tile_throughputs(data)
    ratios = [g / n for (_, n), (_, g) in zip(found["naive"], found["grouped"])]
    return max(max(ratios), 1 / min(ratios)) <= 1.15, \
        "grouped / naive per tile size: " + ", ".join(f"{r:.3f}" for r in ratios)


def _l2_pair(data, size):
    rows = data.rows(L2, size=size)
    naive = next(r for r in rows if r["order"] == "naive")
    grouped = next(r for r in rows if str(r["order"]).startswith("grouped"))
    return naive, grouped


def _l2_small_is_minimum(data):
    naive, grouped = _l2_pair(data, 2048)
    reads = [r["DRAM read (GB)"] / r["minimum read (GB)"] for r in (naive, grouped)]
    times = grouped["ncu time (ms)"] / naive["ncu time (ms)"]
    return max(reads) <= 1.05 and abs(times - 1) <= 0.15, \
        f"DRAM read / minimum {reads[0]:.3f} and {reads[1]:.3f}; ncu time ratio {times:.3f}"


def _l2_large_grouped_saves(data):
    naive, grouped = _l2_pair(data, 8192)
    bytes_ratio = naive["DRAM read (GB)"] / grouped["DRAM read (GB)"]
    time_ratio = naive["settled time (ms)"] / grouped["settled time (ms)"]
    holds = (bytes_ratio > 1.5 and grouped["L2 hit rate (%)"] > naive["L2 hit rate (%)"]
             and time_ratio < bytes_ratio)
    return holds, (f"naive reads {bytes_ratio:.2f}x the bytes of grouped, hit rate "
                   f"{naive['L2 hit rate (%)']} against {grouped['L2 hit rate (%)']} %, "
                   f"time ratio {time_ratio:.3f}")


def _l2_naive_many_times(data):
    naive, _ = _l2_pair(data, 8192)
    times = naive["DRAM read (GB)"] / naive["minimum read (GB)"]
    return times >= 5, f"naive order read {times:.1f}x the minimum at 8192"


def _l2_below_copy(data):
    shares = [float(x) for x in re.findall(r"\((\d+)% of the copy bandwidth\)",
                                           data.text(L2_SUMMARY))]
    return bool(shares) and max(shares) < 100, f"{shares} % of the copy bandwidth"


def _settled_words(data):
    parts = []
    for r in data.rows(SETTLED):
        timed = data.row(AUTOTUNE, dtype=r["dtype"], M=r["M"], K=r["K"], N=r["N"])
        parts.append(f"{r['dtype']} {r['M']:.0f}: {r['autotuned / torch']:.3f}x settled "
                     f"(passes {r['passes']}) against {timed['autotuned / torch']:.3f}x "
                     f"by do_bench")
    return f"On the {data.gpu}: " + "; ".join(parts) + "."


CLAIMS = [
    Wording("matmul-candidates", PAGE, [CANDIDATES], tolerant(_candidate_words)),
    Wording("matmul-small-sizes", PAGE, [SQUARE], tolerant(_small_sizes_words)),
    Claim("matmul-long-k-low", PAGE,
          "the long-K shape's ratio is below that of every case whose output is at least "
          "4096 on a side", [AUTOTUNE], _long_k_low),
    Claim("matmul-tile-doubling", PAGE,
          "each doubling of the tile raises the throughput by at least half, in both orders",
          [TILES], _doubling_pays),
    Claim("matmul-orders-close", PAGE,
          "the two orders stay within 15 % of each other at every tile size", [TILES],
          _orders_close),
    Claim("matmul-l2-small-reads-minimum", PAGE,
          "the two rows read the minimum (within 5 %) in about the same profiled time "
          "(within 15 %)", [L2], _l2_small_is_minimum),
    Claim("matmul-l2-large-grouped-saves", PAGE,
          "grouped order reads far fewer bytes from DRAM with a higher L2 hit rate, and its "
          "time improves by less than its bytes do", [L2], _l2_large_grouped_saves),
    Claim("matmul-l2-naive-many-times", PAGE,
          "the naive row reads at least five times the minimum", [L2], _l2_naive_many_times),
    Claim("matmul-l2-below-copy", PAGE,
          "every row reads DRAM below the copy bandwidth measured in the same run",
          [L2_SUMMARY], _l2_below_copy),
    Wording("matmul-settled", PAGE, [SETTLED, AUTOTUNE], tolerant(_settled_words)),
]
