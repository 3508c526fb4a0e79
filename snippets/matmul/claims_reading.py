"""Lecture 3's numbers for a reader who reads the main flow only: what grouped order gives
at 8192 as a share of the tensor cores' peak, how far the long-K shape falls behind
torch.matmul, and the small products against torch.matmul (graph-timed).

Imports nothing heavy: the site build reads this module.
"""

from snippets.helpers import notation
from snippets.machinery.claims import Spread, Wording, listed, tolerant, verdict
from snippets.machinery.facts import Facts
from snippets.matmul.claims import _l2_pair
from snippets.matmul.claims_small_products_and_epilogue import _count, said_on_each_gpu

PAGE = "03-matmul.md"
PAGE_2 = "03-matmul-part-2.md"
L2 = "matmul_l2_order/l2_order.csv"
AUTOTUNE = "matmul_autotune/autotune.csv"
SQUARE = "matmul_autotuned/benchmark.csv"

# NVIDIA's datasheet figure for dense float16 on the tensor cores, the same on the H100 SXM
# and the H200 (snippets/gpus/compare.py keeps the same table for the GPUs page; that
# module imports torch, which the site build does not load for its sentences).
DATASHEET_FP16_TFLOPS = 989


# --- Part 1: what grouped order gives at 8192 ---------------------------------------------
def _tflops(row) -> float:
    """TFLOP/s of one l2_order row, from its settled time (2 * n³ operations)."""
    return 2 * row["size"] ** 3 / (row["settled time (ms)"] * 1e-3) / 1e12


def _l2_result_rows(data):
    naive, grouped = _l2_pair(data, 8192)

    def rate(row):
        share = notation.percent(_tflops(row) / DATASHEET_FP16_TFLOPS)
        return f"{notation.tflops(_tflops(row))} ({share})"

    return [("naive order: TFLOP/s (of the peak)", rate(naive)),
            ("grouped order: TFLOP/s (of the peak)", rate(grouped)),
            ("DRAM bytes read: naive / grouped",
             notation.ratio(naive["DRAM read (GB)"] / grouped["DRAM read (GB)"])),
            ("settled time: naive / grouped",
             notation.ratio(naive["settled time (ms)"] / grouped["settled time (ms)"]))]


# --- Part 2: the long-K shape, in numbers -------------------------------------------------
def _long_k_phrase(data) -> str:
    row = next(r for r in data.rows(AUTOTUNE) if r["K"] == 16384)
    return notation.ratio(row["autotuned / torch"])


def _long_k_words(data):
    """Every GPU in one sentence: the long-K shape's do_bench ratio to torch.matmul."""
    return ("Timed with `do_bench`, its throughput against `torch.matmul`'s is "
            + said_on_each_gpu(data, _long_k_phrase, [AUTOTUNE]) + ".")


# --- Part 2: small products against torch.matmul, graph-timed ------------------------------
def _small_sizes(data) -> list[float]:
    return sorted(r["x"] for r in data.rows(SQUARE, provider="autotuned") if r["x"] <= 2048)


def _small_torch_verdicts(data) -> list[tuple[float, str, float]]:
    """(size, verdict, autotuned / torch throughput) up to 2048, beyond the p20-p80 spread."""
    found = []
    for size in _small_sizes(data):
        ours = Spread.of_row(data.row(SQUARE, provider="autotuned", x=size))
        torch = Spread.of_row(data.row(SQUARE, provider="torch", x=size))
        found.append((size, verdict(ours, torch), ours.median / torch.median))
    return found


def _small_torch_phrase(data) -> str:
    """"ahead of torch.matmul at two sizes and behind at two", counted in words."""
    counts: dict[str, int] = {}
    for _, said, _ in _small_torch_verdicts(data):
        counts[said] = counts.get(said, 0) + 1
    if len(counts) == 1:
        return f"{next(iter(counts))} at every size"
    return listed(f"{said} at {_count(range(n), 'size')}" for said, n in counts.items())


def _small_torch_words(data):
    return ("Up to 2048, the autotuned kernel against `torch.matmul` is "
            + said_on_each_gpu(data, _small_torch_phrase, [SQUARE]) + ".")


def _small_torch_rows(data):
    return [(f"{size:.0f}", f"{notation.ratio(ratio)} ({said.replace(' within the noise', '')})")
            for size, said, ratio in _small_torch_verdicts(data)]


CLAIMS = [
    Facts("matmul-l2-result", PAGE, [L2], _l2_result_rows,
          header=f"8192³, float16, settled (peak: {DATASHEET_FP16_TFLOPS} TFLOP/s, the datasheet's)"),
    Wording("matmul-long-k-ratio", PAGE_2, [AUTOTUNE], tolerant(_long_k_words)),
    Wording("matmul-small-torch-verdict", PAGE_2, [SQUARE], tolerant(_small_torch_words)),
    Facts("matmul-small-against-torch", PAGE_2, [SQUARE], _small_torch_rows,
          header="float16, M = N = K: autotuned / torch.matmul"),
]
