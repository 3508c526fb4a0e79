"""What lecture 2 says about 64-bit offsets: a claim checked on each GPU's data, and the
table of its numbers.

Light on purpose (no torch, no Triton): claims modules import it, and the site build and
``regenerate.py --check`` read those quickly. The data is made by
``snippets.triton_fundamentals.offsets`` (the ``vector_add_offsets`` artifact).
"""

from snippets.helpers import notation
from snippets.machinery.claims import Spread, verdict

COST = "vector_add_offsets/cost.csv"
PAST_INT32 = "vector_add_offsets/past_int32.json"


def _largest_pair(data, kernel):
    rows = data.rows(COST, kernel=kernel)
    largest = max(r["n_elements"] for r in rows)
    by_width = {r["offsets"]: r for r in rows if r["n_elements"] == largest}
    return largest, by_width, [Spread.of_row(by_width[w], "ms") for w in ("int64", "int32")]


COST_BOUND = 1.01  # int64 over int32 offsets, median time: "at most 1 %"


def offsets_level(data):
    """At the largest size of each kernel, int64 offsets cost at most 1 % of the int32
    version's median time, and the copy past 2^31 elements matches its input. (Level
    within the p20-p80 bands is too tight a test: those bands are narrow here, and a
    0.5 % difference on one GPU lies outside them.)"""
    said = {}
    for kernel in ("copy", "add"):
        _, _, (wide, narrow) = _largest_pair(data, kernel)
        said[kernel] = round(wide.median / narrow.median, 4)
    exact = data.json(PAST_INT32)["int64_equal"] if data.has(PAST_INT32) else False
    return all(r <= COST_BOUND for r in said.values()) and exact, (
        f"int64 / int32 median time {said}; copy past 2^31 exact: {exact}")


def offsets_rows(data):
    found = []
    for kernel in ("copy", "add"):
        largest, by_width, (wide, narrow) = _largest_pair(data, kernel)
        found.append((f"{kernel}, {notation.elements(largest)} {by_width['int64']['dtype']}: "
                      f"int64 / int32 offsets",
                      f"{notation.ms(wide.median)} / {notation.ms(narrow.median)} "
                      f"({notation.ratio(wide.median / narrow.median, 3)})"))
    if data.has(PAST_INT32):
        past = data.json(PAST_INT32)
        found.append(("copy of 2³¹ + 17 uint8, int64 offsets",
                      "matches its input" if past["int64_equal"] else "does NOT match"))
        found.append((f"copy of {notation.elements(past['timed_n_elements'])} uint8, int64 offsets",
                      notation.gbps(past["int64_gbps"])))
    return found
