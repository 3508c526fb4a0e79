"""Lecture 2's sentences and tables in the lesson's main flow (see
snippets/machinery/claims.py): the softmax's GPU check, the registers table said once
when every GPU compiles alike, why far-apart medians can be level, and part 2's three
sentences on how close each kernel comes to the copy bandwidth."""

from snippets.helpers import notation
from snippets.machinery.claims import Spread, Wording, gpu_folders, listed, verdict
from snippets.machinery.facts import MISSING, Facts
from snippets.triton_fundamentals.claims import (
    BAR, COPY, DTYPES, GREYSCALE, PAGE, PAGE_2, ROLL, ROLL_64, SOFTMAX, SQUARE, _largest)
from snippets.triton_fundamentals.claims_row_registers import _register_rows

SOFTMAX_CHECK = "row_softmax/check.json"
NARROW = 256  # the softmax's narrowest row on the page
FAR_APART = 1.10  # medians this far apart read as different, whatever the verdict
MEMORY_BOUND = [(COPY, "triton"), (SQUARE, "triton"), (SOFTMAX, "triton fp32"),
                (SOFTMAX, "triton fp16"), (ROLL, "gather")]


class SameOnEveryGpu(Facts):
    """A Facts table that shows one set of columns, headed by every GPU's name, when
    every GPU's cells are the same (a compiler's output for one architecture)."""

    def markdown(self, generated) -> str:
        gpus = [data for data in gpu_folders(generated) if self.applies_to(data)]
        cells = [self.cells(data) for data in gpus]
        if len(gpus) < 2 or any(c != cells[0] for c in cells[1:]):
            return super().markdown(generated)
        names = " and ".join(notation.short_gpu(data.gpu) for data in gpus)
        heads = [self.header or " "] + [f"{names}: {title}" for title in self.columns or [""]]
        lines = ["| " + " | ".join(heads) + " |", "|" + "---|" + "---:|" * (len(heads) - 1)]
        lines += ["| " + " | ".join([label] + (values or [MISSING])) + " |"
                  for label, values in cells[0].items()]
        return "\n".join(lines + ([f"\n*{self.caption}*"] if self.caption else []))


# --- Part 1: the softmax's check and its narrowest rows ------------------------------
def _softmax_checked_rows(data):
    """The largest error against torch.softmax in each dtype, over every case checked."""
    cases = data.json(SOFTMAX_CHECK)
    found = []
    for dtype in ("float32", "float16", "bfloat16"):
        errors = [c["max_abs_error"] for c in cases if c["dtype"] == f"torch.{dtype}"]
        if errors:
            found.append((f"{dtype} ({len(errors)} shapes)", f"{max(errors):.1e}"))
    return found


PART_2_CHECKS = {"greyscale": "greyscale/check.json", "roll (rotated loads)": "roll_rows/check.json",
                 "roll (one-hot)": "roll_rows_onehot/check.json"}


def _register_rows_at_max_row(data):
    """The register table's last two rows: the widest row the wrapper takes (MAX_ROW) and
    one step past it, where the row no longer fits and ptxas spills."""
    return _register_rows(data)[-2:]


def _part_2_checked_rows(data):
    """Every kernel of part 2: how many cases the GPU check ran, and the largest error
    against torch (a roll only moves values, so exactly 0; greyscale's float32 weighted
    sum may round differently from torch's)."""
    found = []
    for name, path in PART_2_CHECKS.items():
        cases = data.json(path)
        worst = max(c["max_abs_error"] for c in cases)
        dtypes = sorted({c["dtype"].removeprefix("torch.") for c in cases})
        found.append((f"{name} ({len(cases)} cases: {', '.join(dtypes)})",
                      f"{worst:.1e}" if worst else "0 (exact)"))
    return found


def _narrow_level_words(data) -> str:
    """At 256 columns, a pair called level whose medians are far apart: the bands that
    make it level. Without one, that every level pair's medians are close."""
    for dtype, name in DTYPES.items():
        ours = Spread.of_row(data.row(SOFTMAX, provider=f"triton {dtype}", x=NARROW), "ms").times(1e3)
        theirs = Spread.of_row(data.row(SOFTMAX, provider=f"torch {dtype}", x=NARROW), "ms").times(1e3)
        apart = max(ours.median, theirs.median) / min(ours.median, theirs.median)
        if verdict(ours, theirs, False).startswith("level") and apart > FAR_APART:
            wide = max((ours, "Triton's"), (theirs, "torch.softmax's"), key=lambda s: s[0].high - s[0].low)
            return (f"On the {data.gpu} the {name} medians are far apart, "
                    f"yet called level: {wide[1]} p20–p80 band runs from {notation.us(wide[0].low)} "
                    f"to {notation.us(wide[0].high)} and overlaps the other's, so this run "
                    "cannot tell the two apart.")
    return (f"On the {data.gpu} every pair called level there has its medians close "
            "together.")


# --- Part 2: how close to the copy bandwidth, every GPU in one sentence -------------
def _fractions(data, lines):
    return [_largest(gpu, path, provider)["fraction_of_copy"]
            for gpu in gpu_folders(data.folder.parent) if all(gpu.has(p) for p, _ in lines)
            for path, provider in lines]


def _span(fractions) -> str:
    return f"{min(fractions) * 100:.0f}–{notation.percent(max(fractions))}"


def _memory_bound_words(data) -> str:
    found = _fractions(data, MEMORY_BOUND)
    against = (f"all above the {notation.percent(BAR)} bar" if min(found) >= BAR else
               f"not all of them above the {notation.percent(BAR)} bar")
    return ("At their largest sizes the copy, square rows, the softmax (both dtypes) and the "
            f"rotated loads on long rows reach {_span(found)} of the copy bandwidth on every "
            f"GPU measured, {against}: with a few operations per value, one program per block "
            "or per row moves bytes nearly as fast as a copy.")


def _greyscale_words(data) -> str:
    gpus = [gpu for gpu in gpu_folders(data.folder.parent) if gpu.has(GREYSCALE)]
    found = {gpu.gpu: _largest(gpu, GREYSCALE, "triton")["fraction_of_copy"] for gpu in gpus}
    missed = [f"the {name}" for name, f in found.items() if f < BAR]
    cleared = [f"the {name}" for name, f in found.items() if f >= BAR]
    mark = f"the {notation.percent(BAR)} mark"
    side = (f", below {mark} on {listed(missed)} and above it on {listed(cleared)}"
            if missed and cleared else
            f", below {mark} on every GPU" if missed else f", above {mark} on every GPU")
    return (f"Against the bar, greyscale reaches {_span(list(found.values()))} of the copy "
            f"bandwidth at the largest image{side}. Its compiled code rules out narrow loads, "
            "and shows the result moved through shared memory before the store; whether that "
            "shuffle is what holds it back is not measured "
            "([what we know](#greyscale-the-reference-and-the-numbers)).")


def _rows_of_64_words(data) -> str:
    found = _fractions(data, [(ROLL_64, "gather")])
    return (f"At the most rows they reach {_span(found)} of the copy bandwidth on the GPUs "
            "measured, though they do no more work than a copy.")


CLAIMS = [
    Facts("softmax-checked", PAGE, [SOFTMAX_CHECK], _softmax_checked_rows,
          header="largest error against torch.softmax"),
    Wording("softmax-narrow-level", PAGE, [SOFTMAX], _narrow_level_words),
    SameOnEveryGpu("row-registers-at-max-row", PAGE, [SOFTMAX], _register_rows_at_max_row,
                   header="compiled for the GPU", columns=["registers a thread", "spills"]),
    Facts("part-2-checked", PAGE_2, list(PART_2_CHECKS.values()), _part_2_checked_rows,
          header="largest error against torch"),
    SameOnEveryGpu("row-registers", PAGE, [SOFTMAX], _register_rows, header="compiled for the GPU",
                   columns=["registers a thread", "spills"]),
    Wording("scorecard-memory-bound", PAGE_2, [*{p for p, _ in MEMORY_BOUND}], _memory_bound_words),
    Wording("scorecard-greyscale", PAGE_2, [GREYSCALE], _greyscale_words),
    Wording("scorecard-rows-of-64", PAGE_2, [ROLL_64], _rows_of_64_words),
]
