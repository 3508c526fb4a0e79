"""What lecture 2's sentences say about its measured data (see snippets/core/claims.py).

Wordings write a sentence from each GPU's CSVs; Claims check a hand-written sentence
against every GPU's CSVs. Times are the medians of ``do_bench``; "ahead"/"behind" are
decided beyond the p20-p80 band by :func:`verdict`.
"""

from snippets.core.claims import Claim, Spread, Wording, compare, verdict
from snippets.vector_add.offsets_words import COST, offsets_wording

PAGE = "02-triton-fundamentals.md"  # part 1
PAGE_2 = "02-triton-fundamentals-part-2.md"
COPY = "copy/benchmark.csv"
SQUARE = "square_rows/benchmark.csv"
SOFTMAX = "row_softmax/benchmark.csv"
GREYSCALE = "greyscale/benchmark.csv"
ROLL = "roll_rows/benchmark.csv"
ROLL_64 = "roll_rows_onehot/benchmark.csv"
BAR = 0.85  # the lecture's mark: fraction of the measured copy bandwidth at large sizes
BAR_WIDTHS = (1024, 16384)  # the softmax bar's range of row lengths
DTYPES = {"fp32": "float32", "fp16": "float16"}
TORCH_FURTHER_FROM = 2048  # at 1024 the H100's float32 lines are 4 points apart: too close to claim


def _time(data, path, provider, x) -> Spread:
    """The median time of one call (ms) with its p20-p80 band."""
    return Spread.of_row(data.row(path, provider=provider, x=x), "ms")


def _largest(data, path, provider):
    rows = data.rows(path, provider=provider)
    return max(rows, key=lambda r: r["x"])


def _xs(data, path, provider):
    return sorted(r["x"] for r in data.rows(path, provider=provider))


def _us(spread: Spread) -> str:
    return f"{spread.median * 1000:.1f} µs"


# --- The copy ------------------------------------------------------------------------
def _copy_largest(data):
    triton, torch_ = _largest(data, COPY, "triton"), _largest(data, COPY, "torch")
    said = verdict(Spread.of_row(triton, "ms"), Spread.of_row(torch_, "ms"), higher_is_better=False)
    quickest = min(r["ms_p50"] for r in data.rows(COPY)) * 1000
    return (f"On the {data.gpu}, no copy takes less than {quickest:.1f} µs at the median, "
            f"however small; at 2^{int(triton['x']).bit_length() - 1} elements Triton's copy "
            f"reaches {triton['fraction_of_copy']:.1%} of the measured copy bandwidth and "
            f"torch's {torch_['fraction_of_copy']:.1%} (Triton is {verdict_phrase(said)} torch).")


def verdict_phrase(word):
    return {"ahead": "ahead of", "behind": "behind",
            "level within the noise": "level within the noise with"}[word]


# --- Square rows ---------------------------------------------------------------------
def _square_rows(data):
    xs = _xs(data, SQUARE, "triton")
    wide = [x for x in xs if x >= 4096]
    gaps = [_time(data, SQUARE, "triton", x).median / _time(data, SQUARE, "torch", x).median - 1
            for x in wide]
    worst = max(gaps, key=abs)
    narrow = xs[0]
    said = verdict(_time(data, SQUARE, "triton", narrow), _time(data, SQUARE, "torch", narrow),
                   higher_is_better=False)
    return (f"On the {data.gpu}, from rows of {int(wide[0])} on, one program per row takes "
            f"within {abs(worst):.1%} of the time of torch's elementwise kernel (from "
            f"{min(gaps):+.1%} to {max(gaps):+.1%}); on rows of {int(narrow)} it is "
            f"{verdict_phrase(said)} `x * x`.")


# --- Softmax -------------------------------------------------------------------------
def _narrow_rows(data):
    parts = []
    for dtype, name in DTYPES.items():
        triton = _time(data, SOFTMAX, f"triton {dtype}", 256)
        torch_ = _time(data, SOFTMAX, f"torch {dtype}", 256)
        parts.append(f"in {name} Triton is {verdict_phrase(verdict(triton, torch_, False))} "
                     f"torch.softmax ({_us(triton)} against {_us(torch_)})")
    return f"On the {data.gpu}, at 256 columns, " + " and ".join(parts) + "."


def _bar_widths(data):
    parts = []
    for dtype, name in DTYPES.items():
        widths = [x for x in _xs(data, SOFTMAX, f"triton {dtype}")
                  if BAR_WIDTHS[0] <= x <= BAR_WIDTHS[1]]
        verdicts = [verdict(_time(data, SOFTMAX, f"triton {dtype}", x),
                            _time(data, SOFTMAX, f"torch {dtype}", x), False) for x in widths]
        speedups = [_time(data, SOFTMAX, f"torch {dtype}", x).median
                    / _time(data, SOFTMAX, f"triton {dtype}", x).median for x in widths]
        level = [int(x) for x, v in zip(widths, verdicts) if v != "ahead"]
        part = (f"in {name} Triton is ahead at {verdicts.count('ahead')} of the "
                f"{len(widths)} widths, by {min(speedups):.2f}x to {max(speedups):.2f}x")
        if level:
            part += (" (" + ", ".join(f"{verdicts[widths.index(x)]} at {x}" for x in level)
                     + ")")
        parts.append(part)
    return f"On the {data.gpu}, from {BAR_WIDTHS[0]} to {BAR_WIDTHS[1]} columns, " + "; ".join(parts) + "."


def _equal_bytes(data):
    pairs = [(w, 2 * w) for w in _xs(data, SOFTMAX, "triton fp32")
             if w >= 2048 and 2 * w in _xs(data, SOFTMAX, "triton fp16")]
    times = [(w, h, _time(data, SOFTMAX, "triton fp32", w).median,
              _time(data, SOFTMAX, "triton fp16", h).median) for w, h in pairs]
    ratios = [half / single for *_, single, half in times]
    shown = ", ".join(f"{int(w)}/{int(h)}: {single * 1000:.1f}/{half * 1000:.1f} µs"
                      for w, h, single, half in times)
    return (f"On the {data.gpu}, float16 rows take {min(ratios):.2f}x to {max(ratios):.2f}x "
            f"the time of float32 rows half as wide (float32/float16 columns: times, {shown}).")


def _torch_further(data):
    lower = []
    for dtype in DTYPES:
        for x in _xs(data, SOFTMAX, f"torch {dtype}"):
            if TORCH_FURTHER_FROM <= x <= BAR_WIDTHS[1]:
                ours = data.row(SOFTMAX, provider=f"triton {dtype}", x=x)["fraction_of_copy"]
                theirs = data.row(SOFTMAX, provider=f"torch {dtype}", x=x)["fraction_of_copy"]
                lower.append((theirs < ours, f"{dtype} {int(x)}: {theirs:.2f} vs {ours:.2f}"))
    return all(ok for ok, _ in lower), "torch vs Triton fraction of copy: " + ", ".join(
        text for _, text in lower)


def _float32_near_copy(data):
    widest = _largest(data, SOFTMAX, "triton fp32")
    return widest["fraction_of_copy"] >= 0.9, (
        f"float32 at {int(widest['x'])} columns: {widest['fraction_of_copy']:.3f} of copy")


def _float16_against_float32(data):
    gaps = []
    for x in _xs(data, SOFTMAX, "triton fp16"):
        if x >= BAR_WIDTHS[0]:
            half = data.row(SOFTMAX, provider="triton fp16", x=x)["fraction_of_copy"]
            single = data.row(SOFTMAX, provider="triton fp32", x=x)["fraction_of_copy"]
            gaps.append(single - half)
    below = sum(gap > 0 for gap in gaps)
    return (f"On the {data.gpu}, float16 reaches a smaller fraction of the copy bandwidth "
            f"than float32 at {below} of the {len(gaps)} widths from {BAR_WIDTHS[0]} up, "
            f"the float32 fraction minus the float16 one ranging from {min(gaps) * 100:+.1f} "
            f"to {max(gaps) * 100:+.1f} points.")


# --- Greyscale -----------------------------------------------------------------------
def _greyscale_torch_behind(data):
    triton, torch_ = _largest(data, GREYSCALE, "triton"), _largest(data, GREYSCALE, "torch")
    ratio = torch_["ms_p50"] / triton["ms_p50"]
    return ratio >= 5, f"side {int(triton['x'])}: torch {ratio:.1f}x Triton's time"


def _greyscale_below_others(data):
    grey = _largest(data, GREYSCALE, "triton")["fraction_of_copy"]
    copy = _largest(data, COPY, "triton")["fraction_of_copy"]
    square = _largest(data, SQUARE, "triton")["fraction_of_copy"]
    return grey < min(copy, square), (f"greyscale {grey:.3f}, copy {copy:.3f}, "
                                      f"square rows {square:.3f} of copy at the largest size")


def _greyscale_mark(data):
    row = _largest(data, GREYSCALE, "triton")
    fraction = row["fraction_of_copy"]
    said = "clears" if fraction >= BAR else "misses"
    return (f"On the {data.gpu}, at the largest image (side {int(row['x'])}) it reaches "
            f"{fraction:.1%} of the copy bandwidth: it {said} the {BAR:.0%} mark.")


# --- Permutations --------------------------------------------------------------------
def _onehot_last_and_flat(data):
    xs = [x for x in _xs(data, ROLL_64, "onehot") if x >= 4096]
    slowest = all(_time(data, ROLL_64, "onehot", x).low > max(
        _time(data, ROLL_64, p, x).high for p in ("gather", "torch")) for x in xs)
    mid, top = (data.row(ROLL_64, provider="onehot", x=x)["fraction_of_copy"]
                for x in (65536, xs[-1]))
    flat = abs(top / mid - 1) < 0.15
    return slowest and flat, (f"slowest beyond the spread from 4096 rows: {slowest}; fraction "
                              f"of copy {mid:.3f} at 65536 rows, {top:.3f} at {int(xs[-1])}")


def _rows_of_64(data):
    xs = [x for x in _xs(data, ROLL_64, "gather") if x >= 65536]
    behind = all(compare(_time(data, ROLL_64, "gather", x), _time(data, ROLL_64, "torch", x)) > 0
                 for x in xs)
    top = _largest(data, ROLL_64, "gather")["fraction_of_copy"]
    return behind and top < 0.5, (f"rotated loads slower than torch.roll beyond the spread "
                                  f"from 65536 rows: {behind}; {top:.3f} of copy at the most rows")


def _roll_long_rows(data):
    gather = _largest(data, ROLL, "gather")["fraction_of_copy"]
    torch_rows = data.rows(ROLL, provider="torch")
    worst = max(r["fraction_of_copy"] for r in torch_rows)
    behind = all(compare(_time(data, ROLL, "torch", r["x"]), _time(data, ROLL, "gather", r["x"])) > 0
                 for r in torch_rows)
    return gather >= 0.9 and worst < 0.7 and behind, (
        f"rotated loads {gather:.3f} of copy at the widest rows; torch.roll at most "
        f"{worst:.3f}, slower beyond the spread at every length: {behind}")


def _clear_the_mark(data):
    lines = [(COPY, "triton"), (SQUARE, "triton"), (SOFTMAX, "triton fp32"),
             (SOFTMAX, "triton fp16"), (ROLL, "gather")]
    found = [(path.split("/")[0], provider, _largest(data, path, provider)["fraction_of_copy"])
             for path, provider in lines]
    return all(f >= BAR for *_, f in found), ", ".join(f"{item} {p}: {f:.3f}" for item, p, f in found)


CLAIMS = [
    Wording("offsets-cost", PAGE_2, [COST], offsets_wording),
    Wording("copy-largest", PAGE, [COPY], _copy_largest),
    Wording("square-rows-against-torch", PAGE, [SQUARE], _square_rows),
    Wording("softmax-narrow-rows", PAGE, [SOFTMAX], _narrow_rows),
    Wording("softmax-bar-widths", PAGE, [SOFTMAX], _bar_widths),
    Wording("softmax-equal-bytes", PAGE, [SOFTMAX], _equal_bytes),
    Claim("softmax-float32-near-copy", PAGE,
          "At the widest rows the float32 kernel runs at 90% of the copy bandwidth or more.",
          [SOFTMAX], _float32_near_copy),
    Wording("softmax-float16-against-float32", PAGE, [SOFTMAX], _float16_against_float32),
    Claim("softmax-torch-further-from-copy", PAGE,
          "From 2048 columns up, `torch.softmax` is further from the line still, in both "
          "dtypes.", [SOFTMAX], _torch_further),
    Claim("greyscale-torch-far-behind", PAGE_2,
          "At the largest image torch's chain of kernels takes more than five times as long "
          "as the fused kernel.", [GREYSCALE], _greyscale_torch_behind),
    Claim("greyscale-below-copy-and-rows", PAGE_2,
          "Our kernel levels off below the copy bandwidth, further from it than the copy or "
          "the square-rows kernel at their largest sizes, and we have not pinned down why.",
          [GREYSCALE, COPY, SQUARE], _greyscale_below_others),
    Wording("greyscale-mark", PAGE_2, [GREYSCALE], _greyscale_mark),
    Claim("onehot-last-and-flat", PAGE_2,
          "From 4096 rows on its time is the longest on the plot, beyond the spread, and its "
          "throughput stays flat (within 15% from 65536 rows up), however many rows there are.",
          [ROLL_64], _onehot_last_and_flat),
    Claim("rows-of-64-below-copy-and-torch", PAGE_2,
          "On rows of 64 the rotated loads stay below half the copy bandwidth, and from 65536 "
          "rows on they are slower than `torch.roll` beyond the spread.",
          [ROLL_64], _rows_of_64),
    Claim("roll-long-rows", PAGE_2,
          "With long rows the kernel is a copy with its addresses rotated, and runs like one, "
          "at 90% of the copy bandwidth or more at the widest rows; `torch.roll` stays under "
          "70% of it, and slower than the rotated loads, at every length.",
          [ROLL], _roll_long_rows),
    Claim("memory-bound-kernels-clear-the-mark", PAGE_2,
          "Copy, square rows, softmax (both dtypes) and rotated loads on long rows clear the "
          "85% mark at their largest sizes.",
          [COPY, SQUARE, SOFTMAX, ROLL], _clear_the_mark),
]
