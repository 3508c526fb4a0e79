"""What lecture 2's sentences say about its measured data (see snippets/core/claims.py)."""

from snippets.core.claims import Claim, Spread, Wording, verdict
from snippets.vector_add.offsets_words import COST, offsets_wording

SOFTMAX = "row_softmax/benchmark.csv"


def _softmax_at(data, provider, n_cols):
    return Spread.of_row(data.row(SOFTMAX, provider=provider, x=n_cols))


def _narrow_rows(data):
    parts = []
    for dtype in ("fp32", "fp16"):
        triton = _softmax_at(data, f"triton {dtype}", 256)
        torch_ = _softmax_at(data, f"torch {dtype}", 256)
        said = {"ahead": "ahead of", "behind": "behind",
                "level within the noise": "level within the noise with"}[verdict(triton, torch_)]
        parts.append(f"in {'float32' if dtype == 'fp32' else 'float16'} Triton is "
                     f"{said} torch.softmax "
                     f"({triton.median:.0f} against {torch_.median:.0f} GB/s)")
    return f"On the {data.gpu}, at 256 columns, " + " and ".join(parts) + "."


CLAIMS = [
    Wording("softmax-narrow-rows", "02-triton-fundamentals.md", [SOFTMAX], _narrow_rows),
    Wording("offsets-cost", "02-triton-fundamentals.md", [COST], offsets_wording),
]
