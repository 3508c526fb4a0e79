"""What the GPUs page says about the comparison's data (see snippets/core/claims.py).

The comparison is a derived output (``docs/generated/portable/gpu_comparison/``) drawn from
every GPU's results, so its claims read it through ``../portable/`` from each GPU folder:
the same file, checked once per GPU that has it, by the rule that drew it
(``compare.ranking_changes``).
"""

from snippets.core.claims import Claim
from snippets.gpu_comparison.compare import ranking_changes

PAGE = "gpus.md"
FRACTIONS = "../portable/gpu_comparison/fractions.csv"


def _no_order_changes(data):
    rows = data.rows(FRACTIONS)
    gpus = sorted({r["gpu"] for r in rows})
    changes = ranking_changes(rows)
    return (len(gpus) > 1 and not changes,
            f"{len(gpus)} GPUs compared; order changes: {' '.join(changes) or 'none'}")


CLAIMS = [
    Claim("gpu-orders-unchanged", PAGE, "no two lines of one benchmark are in one order on "
          "one GPU and in the other order on another, beyond their p20-p80 bands",
          [FRACTIONS], _no_order_changes),
]
