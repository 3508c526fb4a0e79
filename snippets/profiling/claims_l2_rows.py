"""Lecture 4 part 1's L2 experiment, in three rows the main text compares: a size that
fits the L2 easily, one that nearly fills it and one that does not fit, flushed against
not flushed (the whole table stays one click away on the page).

Found by snippets/machinery/claims.py (a ``claims_*`` module): no GPU item imports it.
"""

from snippets.helpers import notation as n
from snippets.machinery.claims import Claim
from snippets.machinery.facts import Facts

PAGE = "04-profiling.md"
L2 = "profiling_l2/l2.csv"
SIZES_MIB = (2, 32, 512)  # the smallest size, the largest that fits every GPU's L2, the largest
HOW = ("flushed (cold)", "not flushed (warm)")


def _l2_rows(data):
    rows = []
    for mib in SIZES_MIB:
        found = {how: data.row(L2, **{"MiB moved": mib, "L2": how}) for how in HOW}
        fits = "fits the L2" if found[HOW[0]][_fits_column(data)] == "yes" else "does not fit"
        rows.append((f"{mib} MiB moved ({fits})", [n.gbps(found[how]["GB/s"]) for how in HOW]))
    return rows


def _fits_column(data) -> str:
    """The CSV names its L2 column after the GPU's L2 size: ``fits in L2 (50 MiB)``."""
    return next(key for key in data.rows(L2)[0] if key.startswith("fits in L2"))


def _warm_faster(data):
    cold_row, warm_row = (data.row(L2, **{"MiB moved": 32, "L2": how}) for how in HOW)
    cold, warm = cold_row["GB/s"], warm_row["GB/s"]
    fits = cold_row[_fits_column(data)] == "yes"
    apart = warm_row["p80_us"] < cold_row["p20_us"]  # beyond the spread of both
    return (fits and apart and warm > 1.25 * cold,
            f"at 32 MiB: flushed {cold:.0f} GB/s, warm {warm:.0f} GB/s; warm p80 "
            f"{warm_row['p80_us']:.1f} µs, flushed p20 {cold_row['p20_us']:.1f} µs")


CLAIMS = [
    Facts("l2-three-sizes", PAGE, [L2], _l2_rows, header="a * a, throughput",
          columns=["flushed", "not flushed"]),
    Claim("l2-warm-faster-when-fits", PAGE, "at 32 MiB, which fits the L2, the runs that "
          "find their data in it reach more than 1.25 times the throughput of the flushed "
          "ones", [L2], _warm_faster),
]
