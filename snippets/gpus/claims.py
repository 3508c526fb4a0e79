"""What the GPUs page says about the comparison's data (see snippets/machinery/claims.py).

The comparison is a derived output (``docs/generated/portable/gpu_comparison/``) drawn from
every GPU's results, so its claims read it through ``../portable/`` from each GPU folder:
the same file, checked once per GPU that has it, by the rule that drew it
(``compare.ranking_changes``).
"""

from snippets.machinery.claims import Wording
from snippets.gpus.compare import ranking_changes

PAGE = "gpus.md"
FRACTIONS = "../portable/gpu_comparison/fractions.csv"


def _order_changes_words(data):
    """Which pairs of lines change order from one GPU to another, by the rule that drew
    the comparison (``compare.ranking_changes``): one sentence for all GPUs."""
    rows = data.rows(FRACTIONS)
    gpus = sorted({r["gpu"] for r in rows})
    if len(gpus) < 2:
        return "With one GPU measured, there is no order to compare yet."
    changes = ranking_changes(rows)
    if not changes:
        return (f"Here, across the {len(gpus)} GPUs, no two lines of one benchmark change "
                "order beyond their bands.")
    count = "one pair of lines changes" if len(changes) == 1 else f"{len(changes)} pairs change"
    return f"Here, across the {len(gpus)} GPUs, {count} order: " + " ".join(changes)


CLAIMS = [
    Wording("gpu-order-changes", PAGE, [FRACTIONS], _order_changes_words),
]
