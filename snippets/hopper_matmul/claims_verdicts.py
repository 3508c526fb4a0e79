"""Lecture 7's verdicts: faster, slower or level, judged comparison by comparison from
its passes (see claims.py). Imports nothing heavy.

Every ratio the page judges (a kernel against torch.matmul or cuBLAS, a variant of
step 2 against the row before it) was timed in three passes (``snippets/helpers/
settled.py``), and the CSVs keep each pass's ratio. A ratio counts as **faster** only
when every one of its passes lies above 1 by more than a margin, **slower** only when
every pass lies below 1 by more than it, and **level** otherwise.

The margin is ``NOISE_TIMES`` times the GPU's noise: how far one pass typically lands
from its own comparison's median, pooled over every comparison timed on that GPU
(steps.csv, fp8.csv, one_change.csv). It is a median absolute deviation, scaled by
``MAD_TO_SIGMA`` so that it estimates a standard deviation for normal noise; each
comparison's middle pass is left out, since its distance from the median is zero by
construction (with it, the estimate would come out at about half the true one).

Why not bar.py's rule (the mean of the passes against the widest gap between the
passes of any one ratio in the run)? One noisy comparison widened every other
comparison's yardstick: a ratio of 0.93 whose three passes all sat near it was called
level. A pooled, robust noise is not moved by one outlier, and asking every pass to be
on one side keeps a noisy comparison from being called faster on its mean alone.

Data made before the three passes (two per ratio) are judged by bar.py's rule, as
bar.spread reads them.
"""

import dataclasses
import math
from statistics import median

from snippets.helpers import notation
from snippets.machinery.claims import gpu_folders
from snippets.machinery.facts import Facts
from snippets.hopper_matmul import bar
from snippets.hopper_matmul.facts_steps_and_fp8 import (
    CASES, FP8, FP8_PRODUCTS, ONE_CHANGE, PAGE, STEP_TABLE, STEPS, _changes, _final, _fp8_row,
    _pair, _share, _spread)

MAD_TO_SIGMA = 1.4826  # a median absolute deviation -> a standard deviation (normal noise)
NOISE_TIMES = 2.0  # a pass counts as off 1 only this many noise units away from it
PASS_COLUMNS = {STEPS: "x torch, passes", FP8: "x cuBLAS, passes",
                ONE_CHANGE: "x previous, passes"}
OLD_WORDS = {"ahead": "faster", "behind": "slower", "level": "level"}


# --- the rule ---------------------------------------------------------------------------
def distances(passes: list[float]) -> list[float]:
    """How far each pass lies from its comparison's median, less the middle pass's zero."""
    middle = median(passes)
    found = sorted(abs(p - middle) for p in passes)
    return found[1:] if len(passes) % 2 else found


def pooled_noise(comparisons: list[list[float]]) -> float | None:
    """One GPU's noise: the scaled median distance of a pass from its comparison's
    median, over every comparison of three passes or more (None where there is none)."""
    pooled = [d for passes in comparisons if len(passes) >= bar.MIN_PASSES
              for d in distances(passes)]
    return MAD_TO_SIGMA * median(pooled) if pooled else None


def judge_passes(passes: list[float], noise: float, par: float = 1.0) -> str:
    """"faster", "slower" or "level" against ``par``: faster only when every pass is
    above it by more than NOISE_TIMES x noise, slower only when every pass is below."""
    margin = NOISE_TIMES * noise
    if min(passes) > par + margin:
        return "faster"
    if max(passes) < par - margin:
        return "slower"
    return "level"


# --- on one GPU's data ------------------------------------------------------------------
def comparisons(data) -> list[list[float]]:
    """Every comparison's passes on this GPU, from the CSVs that record them."""
    found = []
    for path, column in PASS_COLUMNS.items():
        if data.has(path):
            found += [bar.passes_of(row, column) for row in data.rows(path)]
    return [passes for passes in found if passes]


def noise(data) -> float | None:
    return pooled_noise(comparisons(data))


def margin(data) -> float | None:
    found = noise(data)
    return None if found is None else NOISE_TIMES * found


def verdict(data, ratio: float, passes: list[float]) -> str:
    """This comparison's verdict on this GPU: by its passes where it has three or more,
    by bar.py's rule (its mean against the GPU's spread) in older data."""
    found = noise(data)
    if len(passes) >= bar.MIN_PASSES and found is not None:
        return judge_passes(passes, found)
    return OLD_WORDS[bar.standing(float(ratio), _spread(data))]


def row_verdict(data, row: dict, column: str) -> str:
    """The verdict of a CSV row's ratio ``column``, from its ``column + ", passes"``."""
    return verdict(data, float(row[column]), bar.passes_of(row, f"{column}, passes"))


def judged(data, row: dict, column: str) -> str:
    """"1.01× level"."""
    return f"{notation.ratio(float(row[column]))} {row_verdict(data, row, column)}"


# --- comparisons the CSVs do not list, with their passes derived --------------------------
def together_passes(data) -> tuple[float, list[float]] | None:
    """Step 2 against the plainest persistent kernel (2a): each pass's ratios of the
    four changes after it multiplied (each pass divides within the pass, so they chain),
    with the mean ratio of the times (None where a row is missing)."""
    changes = {r["variant"][:3]: r for r in _changes(data)}
    rows = [changes.get(start) for start in ("2b.", "2c.", "2d.", "2. ")]
    first = changes.get("2a.")
    if first is None or None in rows:
        return None
    per_row = [bar.passes_of(r, "x previous, passes") for r in rows]
    passes = [math.prod(p) for p in zip(*per_row)] if all(per_row) else []
    return first["ms"] / rows[-1]["ms"], passes


def step_passes(data, step: str, before: str) -> list[float]:
    """A step's speed-up over the step before, per pass: the geometric mean over the four
    cases of the two steps' ratios to torch in that pass (torch timed once per pass)."""
    per_case = []
    for dtype, size in CASES:
        new, old = (bar.passes_of(data.row(STEPS, step=s, dtype=dtype, size=size))
                    for s in (step, before))
        per_case.append([n / o for n, o in zip(new, old)])
    if not all(per_case):
        return []
    return [math.prod(p) ** (1 / len(p)) for p in zip(*per_case)]


# --- the Facts tables whose cells carry a verdict ----------------------------------------
def _versus_torch_rows(data):
    """The persistent kernel against torch.matmul: the ratio and its verdict, apart."""
    return [(f"{dtype} {size}", [notation.ratio(float(r["x torch"])),
                                 row_verdict(data, r, "x torch")])
            for dtype, size in CASES for r in [_final(data, dtype, size)]]


def _per_clock_rows(data):
    rows = []
    for dtype, size in CASES:
        r = _final(data, dtype, size)
        rows.append((f"{dtype} {size}", [judged(data, r, "x torch"),
                                         notation.ratio(float(r["x torch per clock"])),
                                         _share(r), _share(r, "torch % of peak at its clock")]))
    return rows


class WithMargins(Facts):
    """A Facts table whose caption ends with each GPU's margin, computed from that GPU's
    passes (``margin``), so the reader of a verdict sees the yardstick beside it."""

    def markdown(self, generated) -> str:
        said = [f"{notation.percent(found, 1)} on the {notation.short_gpu(data.gpu)}"
                for data in gpu_folders(generated) if self.applies_to(data)
                for found in [margin(data)] if found is not None]
        margins = f"margin: {', '.join(said)}" if said else None
        caption = "; ".join(part for part in (self.caption, margins) if part) or None
        return Facts.markdown(dataclasses.replace(self, caption=caption), generated)


def _fp8_rows(data):
    rows = []
    for product, label in FP8_PRODUCTS.items():
        r = _fp8_row(data, product)
        versus = judged(data, r, "x cuBLAS") if product.startswith("persistent") else ""
        rows.append((label, [notation.tflops(r["TFLOP/s"]), versus, notation.mhz(r["SM MHz"])]))
    return rows


def _one_change_rows(data):
    rows = [(r["variant"], [judged(data, r, "x previous"),
                            notation.mhz(r["SM MHz"]) if isinstance(r["SM MHz"], float)
                            else str(r["SM MHz"]), _share(r)]) for r in _changes(data)]
    together = together_passes(data)
    if together is not None:
        ratio, passes = together
        rows.append(("2b. to 2. together, against 2a.",
                     [f"{notation.ratio(ratio)} {verdict(data, ratio, passes)}", "", ""]))
    return rows


STEP_BEFORE = {"1. TMA descriptors": "lecture 3 (grouped)", "2. persistent": "1. TMA descriptors"}


def _step_table_rows(data):
    rows = []
    for step, before in STEP_BEFORE.items():
        r = data.row(STEP_TABLE, step=step)
        speedup = float(str(r["speedup over the previous step (geometric mean of 4 cases)"])
                        .rstrip("x"))
        inst, busy = _pair(r["instructions (millions)"]), _pair(r["tensor cores busy (%)"])
        rows.append((step, [f"{notation.ratio(speedup)} "
                            f"{verdict(data, speedup, step_passes(data, step, before))}",
                            f"{inst[0]:.0f} → {inst[1]:.0f}", f"{busy[0]:.1f} → {busy[1]:.1f}"]))
    return rows


def _noise_rows(data):
    found = noise(data)
    if found is None:
        raise LookupError("no comparison of three passes in this GPU's data")
    return [("comparisons pooled", f"{len(comparisons(data))}"),
            ("noise: a pass's typical distance from its comparison's median",
             notation.percent(found, 1)),
            ("margin: every pass must lie this far beyond 1", notation.percent(margin(data), 1))]


NOISE_INPUTS = [STEPS, FP8]  # one_change.csv joins the pool where the run made it
JUDGED = "with its verdict: faster or slower only when every pass lies beyond the margin"
REJUDGED = [
    WithMargins("hopper-versus-torch", PAGE, [STEPS], _versus_torch_rows,
                header="persistent kernel", columns=["× torch", "verdict"],
                caption="× torch: how many times faster than torch.matmul, the mean of three "
                        "passes at the settled clock; verdict: faster or slower only when all "
                        "three passes lie beyond the margin; level: at least one pass within "
                        "the margin"),
    WithMargins("hopper-versus-torch-per-clock", PAGE, [STEPS], _per_clock_rows, header="case",
                columns=["× torch", "per clock", "of peak (ours)", "of peak (torch)"],
                caption="× torch: how many times faster than torch.matmul (mean of three "
                        f"passes), {JUDGED}; per clock: the same ratio in TFLOP/s per MHz "
                        "(above 1, more work per cycle than cuBLAS); of peak: share of the "
                        "tensor cores' peak at the clock each kernel ran at"),
    WithMargins("hopper-fp8", PAGE, [FP8, STEPS], _fp8_rows, header="float8 8192",
                columns=["speed", "× cuBLAS", "SM clock"],
                caption=f"× cuBLAS: against the cuBLAS product that accumulates alike, {JUDGED}"),
    Facts("hopper-one-change", PAGE, [ONE_CHANGE, STEPS, FP8], _one_change_rows,
          header="float16 8192, added to the row before",
          columns=["× previous", "SM clock", "of peak"]),
    WithMargins("hopper-step-table", PAGE, [STEP_TABLE, STEPS, FP8], _step_table_rows,
                header="step", columns=["speed-up", "instructions (M)", "tensor cores busy (%)"],
                caption="speed-up: over the step before, geometric mean of the four cases, "
                        f"{JUDGED}; the other columns: ncu, float16 8192, before → after"),
    Facts("hopper-noise", PAGE, NOISE_INPUTS, _noise_rows, header="every comparison's passes"),
]
