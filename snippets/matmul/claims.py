"""What lecture 3's sentences say about its measured data (see snippets/machinery/claims.py).

Imports nothing heavy: the site build reads this module.
"""

import re

from snippets.helpers import notation
from snippets.machinery.claims import Claim, Spread, Wording, compare, tolerant, verdict
from snippets.machinery.facts import Facts
from snippets.matmul.claims_small_products_and_epilogue import (
    _count, _epilogue_all_words, _epilogue_rows, _small_host_all_words, _small_rows,
    _tiles_rows, said_on_each_gpu)

PAGE = "03-matmul.md"  # part 1: the blocked kernels, precision, block order and L2
PAGE_2 = "03-matmul-part-2.md"  # tiles, autotuning, against cuBLAS, the epilogue
CANDIDATES = "matmul_autotune/candidates.csv"
AUTOTUNE = "matmul_autotune/autotune.csv"
SETTLED = "matmul_autotune/settled.csv"
SQUARE = "matmul_autotuned/benchmark.csv"
TILES = "matmul_grouped/benchmark.csv"
L2 = "matmul_l2_order/l2_order.csv"
L2_SUMMARY = "matmul_l2_order/summary.txt"
H100 = "nvidia-h100-80gb-hbm3"
H200 = "nvidia-h200"
SAID = {"ahead": "ahead of", "behind": "behind", "level within the noise": "level with"}


def _candidates(data):
    rows = [r for r in data.rows(CANDIDATES) if isinstance(r["TFLOP/s"], float)]
    return sorted(rows, key=lambda r: -r["TFLOP/s"])


def _config_name(r) -> str:
    return (f"{r['BLOCK_M']:.0f}×{r['BLOCK_N']:.0f}×{r['BLOCK_K']:.0f}, "
            f"{r['num_warps']:.0f} warps, {r['num_stages']:.0f} stages")


def _candidates_lead(data):
    """The fastest candidate is a 128 x 256 tile on 8 warps; the two slowest are the
    tiles with a side of 64 on the output's columns, 128 x 64 and 64 x 64 (their order
    differs between GPUs)."""
    rows = _candidates(data)
    best = rows[0]
    slowest = {(r["BLOCK_M"], r["BLOCK_N"]) for r in rows[-2:]}
    holds = ({best["BLOCK_M"], best["BLOCK_N"]} == {128, 256} and best["num_warps"] == 8
             and slowest == {(128, 64), (64, 64)})
    return holds, (f"fastest {_config_name(best)}; two slowest "
                   f"{', '.join(_config_name(r) for r in rows[-2:])}")


def _candidate_rows(data):
    """Every candidate config, one row each in the order the CSV lists them (the same list on
    every GPU), with its TFLOP/s; this GPU's fastest in bold."""
    rows = [r for r in data.rows(CANDIDATES) if isinstance(r["TFLOP/s"], float)]
    best = max(r["TFLOP/s"] for r in rows)
    return [(_config_name(r), f"**{notation.tflops(r['TFLOP/s'])}**" if r["TFLOP/s"] == best
             else notation.tflops(r["TFLOP/s"])) for r in rows]


def _small_verdict_rows(data):
    """Timed as graph replays: the autotuned kernel against the naive one at each size up
    to 2048, beyond the p20–p80 spread or level (the times are in the table below)."""
    rows = []
    for size in sorted(r["x"] for r in data.rows(SQUARE, provider="autotuned")):
        if size <= 2048:
            ours = Spread.of_row(data.row(SQUARE, provider="autotuned", x=size))
            naive = Spread.of_row(data.row(SQUARE, provider="naive", x=size))
            rows.append((f"{size:.0f}", verdict(ours, naive).replace(" within the noise", "")))
    return rows


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


def _order_spreads(data):
    for r in data.rows(TILES, provider="naive"):
        naive = Spread.of_row(r)
        grouped = Spread.of_row(data.row(TILES, provider="grouped", x=r["x"]))
        yield r["x"], naive, grouped


def _orders_never_behind(data):
    """Grouped order is never behind the naive one beyond the p20-p80 bands, and ahead
    beyond them at one tile size at least."""
    found = [(x, compare(g, n), g.median / n.median) for x, n, g in _order_spreads(data)]
    holds = all(c >= 0 for _, c, _ in found) and any(c > 0 for _, c, _ in found)
    return holds, "grouped / naive: " + ", ".join(
        f"{x:.0f}: {r:.3f} ({'ahead' if c > 0 else 'level' if c == 0 else 'behind'})"
        for x, c, r in found)


def _order_rows(data):
    return [(f"{x:.0f}×{x:.0f}", f"{notation.ratio(g.median / n.median)} "
                                 f"({verdict(g, n).replace(' within the noise', '')})")
            for x, n, g in _order_spreads(data)]


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


def _l2_naive_times_words(data) -> str:
    """At 8192, how many times the minimum (A and B once each) the naive row reads."""
    naive, _ = _l2_pair(data, 8192)
    times = naive["DRAM read (GB)"] / naive["minimum read (GB)"]
    return f"On the {data.gpu} the naive row reads {notation.ratio(times, 1)} the minimum."


L2_DATASHEET_MIB = {H100: 50, H200: 60}  # NVIDIA's figures, as the sentence states them


def _l2_mib(data) -> float:
    """The L2 size the run reports (its summary's first line), in MiB."""
    return float(re.search(r"L2 cache of .*: ([\d.]+) MiB", data.text(L2_SUMMARY)).group(1))


def _l2_sizes(data):
    """The L2 size the run reports is the datasheet's."""
    found = _l2_mib(data)
    return found == L2_DATASHEET_MIB.get(data.machine), f"L2 {found:.0f} MiB"


def _l2_below_copy(data):
    shares = [float(x) for x in re.findall(r"\((\d+)% of the copy bandwidth\)",
                                           data.text(L2_SUMMARY))]
    return bool(shares) and max(shares) < 100, f"{shares} % of the copy bandwidth"


def _l2_grouped_rate_low(data):
    """In grouped order the DRAM read rate stays under a third of the copy bandwidth at
    both sizes."""
    shares = [float(x) for x in re.findall(r"grouped \S+\s*: [\d.]+ TB/s \((\d+)% of the copy",
                                           data.text(L2_SUMMARY))]
    return len(shares) == 2 and max(shares) < 100 / 3, f"grouped: {shares} % of the copy bandwidth"


def _naive_share(data) -> float:
    """The naive order's DRAM read rate at 8192, in % of the copy bandwidth."""
    return float(re.search(r"8192 naive\s*: [\d.]+ TB/s \((\d+)% of the copy",
                           data.text(L2_SUMMARY)).group(1))


def _l2_h100_naive_near_copy(data):
    """On the H100 the naive order at 8192 reads at more than 2/3 of the copy bandwidth."""
    return _naive_share(data) > 200 / 3, f"naive 8192: {_naive_share(data)} % of copy"



def _l2_h200_naive_below_half(data):
    """On the H200 it reads under half the copy bandwidth, and grouped order's settled
    time is within 10 % of naive's."""
    naive, grouped = _l2_pair(data, 8192)
    gain = naive["settled time (ms)"] / grouped["settled time (ms)"]
    return _naive_share(data) < 50 and gain < 1.1, (
        f"naive 8192: {_naive_share(data)} % of copy; naive / grouped time {gain:.3f}")


def _l2_share(data, size, order) -> str:
    found = re.search(rf"{size} {order}[^:\n]*: ([\d.]+) TB/s \((\d+)% of the copy",
                      data.text(L2_SUMMARY))
    return f"{found.group(1)} TB/s ({found.group(2)} %)" if found else "—"


def _l2_rate_rows(data):
    naive, grouped = _l2_pair(data, 8192)
    return [("naive order at 8192, DRAM read rate (of copy)", _l2_share(data, 8192, "naive")),
            ("grouped order at 8192, DRAM read rate (of copy)", _l2_share(data, 8192, "grouped")),
            ("naive / grouped settled time at 8192",
             notation.ratio(naive["settled time (ms)"] / grouped["settled time (ms)"]))]


def _ncu_shorter(data):
    """Every profiled (ncu) time is shorter than the settled one of the same row."""
    rows = data.rows(L2)
    holds = all(r["ncu time (ms)"] < r["settled time (ms)"] for r in rows)
    return holds, ", ".join(f"{r['size']:.0f} {str(r['order'])[:7]}: {r['ncu time (ms)']} "
                            f"against {r['settled time (ms)']} ms" for r in rows)


def _clock_rows(data):
    """ncu's time and clock against the settled ones (clock columns: newer data)."""
    return [(f"{r['size']:.0f}, {str(r['order']).split(' ')[0]}",
             [notation.ms(r["ncu time (ms)"]), notation.ms(r["settled time (ms)"]),
              notation.mhz(r["ncu SM MHz"]) if isinstance(r.get("ncu SM MHz"), float) else "—",
              notation.mhz(r["settled SM MHz"]) if isinstance(r.get("settled SM MHz"), float)
              else "—"])
            for r in data.rows(L2)]


def _settled_below(data) -> list[str]:
    return [f"{r['dtype']} {r['M']:.0f}" for r in data.rows(SETTLED)
            if r["autotuned / torch"] < 0.9]


def _settled_bar_phrase(data) -> str:
    """Whether every target case reaches 0.9 of torch.matmul settled on this GPU. A claim
    that all four do held on both GPUs for five runs, then failed on an H100 run:
    bfloat16 4096 at 0.897, its two passes 0.876 and 0.920, either side of the bar (the
    page says a ratio that close may land on either side)."""
    below = _settled_below(data)
    if not below:
        return "reaches 0.90× of torch.matmul or more in every target case"
    if len(below) == 1:  # one case named; more are counted (few numbers in one paragraph)
        return f"stays below 0.90× of torch.matmul in {below[0]} (its passes are in the table)"
    return (f"stays below 0.90× of torch.matmul in {_count(below, 'target case')} (the "
            "table has them)")


def _settled_bar_all_words(data):
    """Every GPU's verdict on the bar in one sentence."""
    return ("Timed settled, the autotuned kernel "
            + said_on_each_gpu(data, _settled_bar_phrase, [SETTLED]) + ".")


def _settled_rows(data):
    found = []
    for r in data.rows(SETTLED):
        timed = data.row(AUTOTUNE, dtype=r["dtype"], M=r["M"], K=r["K"], N=r["N"])
        passes = " / ".join(notation.ratio(float(p)) for p in str(r["passes"]).split(" / "))
        found.append((f"{r['dtype']} {r['M']:.0f}",
                      [notation.ratio(r["autotuned / torch"]), passes,
                       notation.ratio(timed["autotuned / torch"])]))
    return found


CLAIMS = [
    Claim("matmul-candidates-lead", PAGE_2,
          "the fastest candidate is a 128 × 256 tile on 8 warps, and the two slowest are "
          "the tiles only 64 columns wide, 128 × 64 and 64 × 64", [CANDIDATES],
          _candidates_lead),
    Facts("matmul-candidates", PAGE_2, [CANDIDATES], _candidate_rows,
          header="8192³, float16 (one do_bench median each; bold: the highest on each GPU)"),
    Facts("matmul-small-sizes", PAGE_2, [SQUARE], _small_verdict_rows,
          header="float16, M = N = K: autotuned against naive"),
    Facts("matmul-small", PAGE_2, [SQUARE], _small_rows, header="float16, M = N = K",
          columns=["do_bench (p20–p80)", "steady", "graph replay", "host per call"]),
    Wording("matmul-small-host", PAGE_2, [SQUARE], tolerant(_small_host_all_words)),
    Facts("matmul-small-tiles", PAGE_2, [SQUARE], _tiles_rows,
          header="size: the autotuner kept"),
    Claim("matmul-long-k-low", PAGE_2,
          "the long-K shape's ratio is below that of every case whose output is at least "
          "4096 on a side", [AUTOTUNE], _long_k_low),
    Claim("matmul-tile-doubling", PAGE_2,
          "each doubling of the tile raises the throughput by at least half, in both orders",
          [TILES], _doubling_pays),
    Claim("matmul-orders-never-behind", PAGE_2,
          "the grouped order is never behind the naive one beyond the p20–p80 bands, and "
          "ahead beyond them at one tile size or more", [TILES], _orders_never_behind),
    Facts("matmul-orders", PAGE_2, [TILES], _order_rows, header="tile: grouped / naive"),
    Claim("matmul-l2-small-reads-minimum", PAGE,
          "the two rows read the minimum (within 5 %) in about the same profiled time "
          "(within 15 %)", [L2], _l2_small_is_minimum),
    Claim("matmul-l2-large-grouped-saves", PAGE,
          "grouped order reads far fewer bytes from DRAM with a higher L2 hit rate, and its "
          "time improves by less than its bytes do", [L2], _l2_large_grouped_saves),
    Wording("matmul-l2-naive-times", PAGE, [L2], _l2_naive_times_words),
    Claim("matmul-l2-sizes", PAGE,
          "the L2 holds 50 MiB on the H100 and 60 MiB on the H200 (NVIDIA's datasheet "
          "figures, and what each run reports)", [L2_SUMMARY], _l2_sizes),
    Claim("matmul-l2-below-copy", PAGE,
          "every row reads DRAM below the copy bandwidth measured in the same run",
          [L2_SUMMARY], _l2_below_copy),
    Claim("matmul-l2-grouped-rate-low", PAGE,
          "in grouped order the read rate stays under a third of it at both sizes",
          [L2_SUMMARY], _l2_grouped_rate_low),
    Claim("matmul-l2-h100-naive-near-copy", PAGE,
          "On the H100, the naive order at 8192 reads DRAM at more than two thirds of the "
          "copy bandwidth", [L2_SUMMARY], _l2_h100_naive_near_copy, gpus=[H100]),
    Claim("matmul-l2-h200-naive-below-half", PAGE,
          "on the H200 it reads DRAM at under half the copy bandwidth, and grouped order "
          "changes its settled time by less than 10 %", [L2, L2_SUMMARY],
          _l2_h200_naive_below_half, gpus=[H200]),
    Facts("matmul-l2-rates", PAGE, [L2, L2_SUMMARY], _l2_rate_rows, header="8192³, float16"),
    Claim("matmul-ncu-shorter", PAGE,
          "every profiled time is shorter than the settled time of the same kernel", [L2],
          _ncu_shorter),
    Facts("matmul-l2-clocks", PAGE, [L2], _clock_rows, header="size, order",
          columns=["ncu", "settled", "ncu clock", "settled clock"]),
    Wording("matmul-settled-bar", PAGE_2, [SETTLED], tolerant(_settled_bar_all_words)),
    Facts("matmul-settled", PAGE_2, [SETTLED, AUTOTUNE], _settled_rows,
          header="autotuned / torch.matmul", columns=["settled", "passes", "do_bench"]),
    Facts("matmul-epilogue", PAGE_2, [TILES], _epilogue_rows, header="float16, median time",
          columns=["fused", "unfused", "torch"]),
    Wording("matmul-epilogue-verdict", PAGE_2, [TILES], tolerant(_epilogue_all_words)),
]
