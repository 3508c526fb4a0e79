"""Lecture 1's sentences in the lesson's main flow (see snippets/machinery/claims.py): the
GPU check shown inline, and the largest size against the copy (where each GPU first
reaches the bar is a row of the vector-add-ends table)."""

from snippets.helpers import notation
from snippets.machinery.claims import Claim, Wording
from snippets.machinery.facts import Facts
from snippets.vector_add.claims import BAR, BENCH, PAGE, _triton_rows

CHECK = "vector_add/check.json"  # every shape and dtype the GPU check compared with torch
SHOWN_SHAPES = ([1], [1025], [3, 5, 7], [16777216])  # one element, one past a block, 3-D, 2^24
DTYPES = ("float32", "float16", "bfloat16")


def _shape(shape) -> str:
    if len(shape) > 1:
        return " × ".join(str(s) for s in shape)
    n = shape[0]
    if n == 1:
        return "1 element"
    return f"{notation.elements(n)} elements" + (" (one past a block)" if n == 1025 else "")


def _error(value: float) -> str:
    return "0" if value == 0 else f"{value:.2g}"


def _checked_rows(data):
    """A few of the GPU check's cases: the largest error in each dtype."""
    cases = data.json(CHECK)
    rows = []
    for shape in SHOWN_SHAPES:
        errors = {c["dtype"].removeprefix("torch."): c["max_abs_error"]
                  for c in cases if c["shape"] == shape}
        if errors:
            rows.append((_shape(shape), " / ".join(_error(errors[d]) for d in DTYPES if d in errors)))
    rows.append((f"every case ({len(cases)})", _error(max(c["max_abs_error"] for c in cases))))
    return rows


def _exact(data):
    """Every case of the GPU check matches torch exactly (largest error 0)."""
    cases = data.json(CHECK)
    worst = max(c["max_abs_error"] for c in cases)
    return worst == 0, f"{len(cases)} cases, largest error {worst}"


def _largest_at_copy(data):
    """At the largest size both adds move bytes at 99 % of the copy's rate or faster."""
    largest = _triton_rows(data)[-1]["x"]
    found = {r["provider"]: r["fraction_of_copy"] for r in data.rows(BENCH) if r["x"] == largest}
    return min(found.values()) >= 0.99, ", ".join(f"{p} {f:.3f}" for p, f in found.items())


def _bar_verdict(data) -> str:
    """Judged at every size from the first one at the bar (90 % of the copy) up: does
    Triton's add stay at the bar, and where from 2^24 up does it miss it?"""
    rows = [r for r in _triton_rows(data) if r["x"] >= 2**24]
    missed = [r for r in rows if r["fraction_of_copy"] < BAR]
    if not missed:
        return (f"On the {data.gpu} Triton's add meets the bar at every size from its first, "
                f"{notation.elements(rows[0]['x'])} elements, up.")
    met = [r for r in rows if r["x"] > missed[-1]["x"]]
    if len(missed) == 1:
        where = (f"at {notation.elements(missed[0]['x'])} elements only "
                 f"({notation.percent(missed[0]['fraction_of_copy'], 1)} of the copy)")
    else:
        where = "at " + ", ".join(notation.elements(r["x"]) for r in missed) + " elements"
    after = (f", and meets it at every size from {notation.elements(met[0]['x'])} up"
             if met else ", and never meets it")
    return f"On the {data.gpu} Triton's add misses the bar {where}{after}."


def _behind_torch(data) -> str:
    """Sizes where Triton's add is behind torch beyond the measured spread (its 20th
    percentile of throughput above Triton's 80th), and the lowest ratio there."""
    rows = {(r["provider"], r["x"]): r for r in data.rows(BENCH)}
    sizes = sorted(x for p, x in rows if p == "triton")
    behind = [x for x in sizes if rows["triton", x]["value_high"] < rows["torch", x]["value_low"]]
    if not behind:
        return (f"On the {data.gpu} Triton's add is never behind torch beyond the measured "
                "spread.")
    worst = min(rows["triton", x]["value_p50"] / rows["torch", x]["value_p50"] for x in behind)
    span = (f"from {notation.elements(behind[0])} to {notation.elements(behind[-1])} elements"
            if len(behind) > 1 else f"at {notation.elements(behind[0])} elements")
    return (f"On the {data.gpu} Triton's add is behind torch beyond the measured spread "
            f"{span}, down to {notation.percent(worst)} of torch's rate, with a wide band: "
            "this run does not explain why.")


CLAIMS = [
    Wording("vector-add-bar-verdict", PAGE, [BENCH], _bar_verdict),
    Wording("vector-add-behind-torch", PAGE, [BENCH], _behind_torch),
    Facts("vector-add-checked", PAGE, [CHECK], _checked_rows,
          header="largest error against torch (float32 / float16 / bfloat16)"),
    Claim("vector-add-exact", PAGE,
          "Every case matches torch exactly: an add rounds its result once, as torch's does, "
          "so the largest error is 0", [CHECK], _exact),
    Claim("vector-add-largest-at-copy", PAGE,
          "At the largest size both adds run as fast as the copy, or a little faster",
          [BENCH], _largest_at_copy),
]
