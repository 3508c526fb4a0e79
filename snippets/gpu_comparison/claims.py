"""What the GPUs page says about the comparison's data (see snippets/core/claims.py).

The comparison is a derived output (``docs/generated/portable/gpu_comparison/``) drawn from
every GPU's results, so its claims read it through ``../portable/`` from each GPU folder:
the same file, checked once per GPU that has it. Nothing here imports torch (``compare.py``
does, through the item machinery), so the order check is restated in a few lines and
``tests/test_gpu_comparison_claims.py`` holds it to ``compare.ranking_changes``.
"""

from itertools import combinations

from snippets.core.claims import Claim, Spread, compare

PAGE = "gpus.md"
FRACTIONS = "../portable/gpu_comparison/fractions.csv"


def _band(row: dict) -> Spread:
    low, high = (float(v) for v in str(row["p20-p80 band"]).split("-"))
    return Spread(float(row["fraction of limit"]), low, high)


def order_changes(rows: list[dict]) -> list[str]:
    """Pairs of lines of one benchmark (and one unit) that are in one order on one GPU
    and in the other on another, each order beyond the two lines' p20-p80 bands."""
    score = {(r["gpu"], r["benchmark"], r["line"]): _band(r)
             for r in rows if r["fraction of limit"] != ""}
    unit = {(r["benchmark"], r["line"]): r["unit"] for r in rows}
    gpus = sorted({gpu for gpu, _, _ in score})
    changes = []
    for first, second in combinations(sorted({(b, line) for _, b, line in score}), 2):
        if first[0] != second[0] or unit[first] != unit[second]:
            continue
        orders = {compare(score[g, *first], score[g, *second]) for g in gpus
                  if (g, *first) in score and (g, *second) in score} - {0}
        if len(orders) > 1:
            changes.append(f"{first[0]}: {first[1]} / {second[1]}")
    return changes


def _no_order_changes(data):
    rows = data.rows(FRACTIONS)
    gpus = sorted({r["gpu"] for r in rows})
    changes = order_changes(rows)
    return (len(gpus) > 1 and not changes,
            f"{len(gpus)} GPUs compared; order changes: {'; '.join(changes) or 'none'}")


CLAIMS = [
    Claim("gpu-orders-unchanged", PAGE, "no two lines of one benchmark are in one order on "
          "one GPU and in the other order on another, beyond their p20-p80 bands",
          [FRACTIONS], _no_order_changes),
]
