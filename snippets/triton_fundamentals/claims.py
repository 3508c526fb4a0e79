"""What lecture 2's sentences say about its measured data (see snippets/machinery/claims.py).

Wordings write a sentence from each GPU's CSVs; Claims check a hand-written sentence
against every GPU's CSVs. Times are the medians of ``do_bench``; "ahead"/"behind" are
decided beyond the p20-p80 band by :func:`verdict`.
"""

from snippets.helpers import notation
from snippets.machinery.claims import Claim, Spread, Wording, compare, each_gpu_said, verdict
from snippets.machinery.facts import Facts
from snippets.triton_fundamentals.claims_row_registers import (
    _rows_of_64_rows, _rows_of_64_same, _rows_of_64_under_a_third)
from snippets.triton_fundamentals.claims_offsets_cost import COST, offsets_level, offsets_rows

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
def _copy_near(data):
    """At the largest size both copies reach 95 % of the measured copy bandwidth."""
    triton, torch_ = _largest(data, COPY, "triton"), _largest(data, COPY, "torch")
    found = (triton["fraction_of_copy"], torch_["fraction_of_copy"])
    return min(found) >= 0.95, f"Triton {found[0]:.3f}, torch {found[1]:.3f}"


def _copy_rows(data):
    triton, torch_ = _largest(data, COPY, "triton"), _largest(data, COPY, "torch")
    said = verdict(Spread.of_row(triton, "ms"), Spread.of_row(torch_, "ms"), higher_is_better=False)
    quickest = min(r["ms_p50"] for r in data.rows(COPY))
    at = notation.elements(triton["x"])
    return [("quickest call (median), any size", notation.ms(quickest)),
            (f"Triton at {at}, of copy", notation.percent(triton["fraction_of_copy"], 1)),
            (f"torch at {at}, of copy", notation.percent(torch_["fraction_of_copy"], 1)),
            (f"Triton against torch at {at}", said.replace(" within the noise", ""))]


# --- Square rows ---------------------------------------------------------------------
def _square_gaps(data):
    xs = _xs(data, SQUARE, "triton")
    wide = [x for x in xs if x >= 4096]
    return wide, [_time(data, SQUARE, "triton", x).median / _time(data, SQUARE, "torch", x).median - 1
                  for x in wide]


def _square_close(data):
    """From rows of 4096 on, one program per row takes within 5 % of torch's time."""
    wide, gaps = _square_gaps(data)
    return max(abs(g) for g in gaps) < 0.05, ", ".join(f"{g:+.3f}" for g in gaps)


def _square_rows(data):
    wide, gaps = _square_gaps(data)
    narrow = _xs(data, SQUARE, "triton")[0]
    ours, theirs = _time(data, SQUARE, "triton", narrow), _time(data, SQUARE, "torch", narrow)
    said = verdict(ours, theirs, higher_is_better=False)
    return [(f"Triton slower than x * x by (time), rows of {wide[0]:.0f} and up",
             f"{min(gaps) * 100:.1f} % to {max(gaps) * 100:.1f} %"),
            (f"Triton against x * x, rows of {narrow:.0f} (median time)",
             f"{said.replace(' within the noise', '')}: {_us(ours)} against {_us(theirs)}")]


def _narrow_rows_words(data):
    narrow = _xs(data, SQUARE, "triton")[0]

    def torch_stands(gpu):  # torch against ours, in time: ahead, behind or level
        return verdict(_time(gpu, SQUARE, "torch", narrow), _time(gpu, SQUARE, "triton", narrow),
                       higher_is_better=False).replace("level within the noise", "level with ours")

    return (f"On the narrowest rows ({narrow:.0f} elements), torch's `x * x` is "
            f"{each_gpu_said(data, torch_stands, SQUARE)}.")


# --- Softmax -------------------------------------------------------------------------
def _narrow_verdict_words(data) -> str:
    """At 256 columns, Triton against torch.softmax in each dtype (beyond the p20-p80
    bands), said in one sentence for this GPU."""
    said = {name: verdict(_time(data, SOFTMAX, f"triton {dtype}", 256),
                          _time(data, SOFTMAX, f"torch {dtype}", 256), False
                          ).replace(" within the noise", "")
            for dtype, name in DTYPES.items()}
    words = {"level": "level with `torch.softmax`", "ahead": "ahead of `torch.softmax`",
             "behind": "behind `torch.softmax`"}
    if len(set(said.values())) == 1:
        how = f"{words[next(iter(said.values()))]} in both dtypes"
    else:
        how = " and ".join(f"{words[v] if i == 0 else v} in {name}"
                           for i, (name, v) in enumerate(said.items()))
    return f"On the {data.gpu}, at 256 columns Triton is {how}."


def _narrow_rows(data):
    found = []
    for dtype, name in DTYPES.items():
        triton = _time(data, SOFTMAX, f"triton {dtype}", 256)
        torch_ = _time(data, SOFTMAX, f"torch {dtype}", 256)
        found.append((f"{name}, 256 columns: Triton / torch.softmax",
                      f"{_us(triton)} / {_us(torch_)} "
                      f"({verdict(triton, torch_, False).replace(' within the noise', '')})"))
    return found


def _bar_speedups(data, dtype):
    widths = [x for x in _xs(data, SOFTMAX, f"triton {dtype}")
              if BAR_WIDTHS[0] <= x <= BAR_WIDTHS[1]]
    verdicts = [verdict(_time(data, SOFTMAX, f"triton {dtype}", x),
                        _time(data, SOFTMAX, f"torch {dtype}", x), False) for x in widths]
    speedups = [_time(data, SOFTMAX, f"torch {dtype}", x).median
                / _time(data, SOFTMAX, f"triton {dtype}", x).median for x in widths]
    return widths, verdicts, speedups


def _bar_met(data):
    """The bar (at least as fast as torch.softmax): never behind it beyond the bands at
    any width of the bar, in both dtypes, and ahead at most of them."""
    said = {dtype: _bar_speedups(data, dtype)[1] for dtype in DTYPES}
    behind = {dtype: v.count("behind") for dtype, v in said.items()}
    ahead = {dtype: v.count("ahead") for dtype, v in said.items()}
    holds = not any(behind.values()) and all(2 * ahead[d] > len(said[d]) for d in said)
    return holds, f"ahead at {ahead}, behind at {behind} of {len(said['fp32'])} widths"


def _bar_rows(data):
    found = []
    for dtype, name in DTYPES.items():
        widths, verdicts, speedups = _bar_speedups(data, dtype)
        found.append((f"{name}: torch.softmax's time / Triton's",
                      f"{notation.ratio(min(speedups))} to {notation.ratio(max(speedups))}"))
        found.append((f"{name}: widths where Triton is ahead",
                      f"{verdicts.count('ahead')} of {len(widths)}"))
    return found


def _equal_byte_times(data):
    pairs = [(w, 2 * w) for w in _xs(data, SOFTMAX, "triton fp32")
             if w >= 2048 and 2 * w in _xs(data, SOFTMAX, "triton fp16")]
    return [(w, h, _time(data, SOFTMAX, "triton fp32", w).median,
             _time(data, SOFTMAX, "triton fp16", h).median) for w, h in pairs]


def _equal_bytes_claim(data):
    """float16 is never more than 3 % quicker than float32 at equal bytes, and more than
    3 % slower at one pair or more."""
    ratios = [half / single for *_, single, half in _equal_byte_times(data)]
    return min(ratios) >= 0.97 and max(ratios) > 1.03, ", ".join(f"{r:.3f}" for r in ratios)


def _equal_bytes_rows(data):
    return [(f"{w:.0f} / {h:.0f} columns", f"{notation.ms(single)} / {notation.ms(half)} "
                                           f"({notation.ratio(half / single)})")
            for w, h, single, half in _equal_byte_times(data)]


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


def _float16_gaps(data):
    gaps = []
    for x in _xs(data, SOFTMAX, "triton fp16"):
        if x >= BAR_WIDTHS[0]:
            half = data.row(SOFTMAX, provider="triton fp16", x=x)["fraction_of_copy"]
            single = data.row(SOFTMAX, provider="triton fp32", x=x)["fraction_of_copy"]
            gaps.append(single - half)
    return gaps


def _float16_below(data):
    """float16 reaches a smaller fraction of the copy bandwidth than float32 at every
    width from 1024 up."""
    gaps = _float16_gaps(data)
    return min(gaps) > 0, ", ".join(f"{g * 100:+.1f}" for g in gaps) + " points"


def _float16_rows(data):
    gaps = _float16_gaps(data)
    return [("float32 minus float16, in points of the copy bandwidth (1024 up)",
             f"{min(gaps) * 100:+.1f} to {max(gaps) * 100:+.1f}")]


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


def _greyscale_near_mark(data):
    # Ten points: with five, the H100's fraction moved across runs by more than its
    # distance to the mark; the table beside it says which side, per GPU.
    fraction = _largest(data, GREYSCALE, "triton")["fraction_of_copy"]
    return abs(fraction - BAR) < 0.10, f"{fraction:.1%} of the copy at the largest image"


def _greyscale_mark_rows(data):
    row = _largest(data, GREYSCALE, "triton")
    fraction = row["fraction_of_copy"]
    return [("image side", f"{int(row['x'])}"),
            ("share of the copy bandwidth", notation.percent(fraction, 1)),
            (f"the {notation.percent(BAR)} mark", "✓ cleared" if fraction >= BAR else "✗ missed")]


# --- Permutations --------------------------------------------------------------------
def _onehot_last_and_flat(data):
    # Not from 4096 rows: there the rotated loads take a few us, and in one H200 run
    # their spread reached the one-hot kernel's time.
    xs = [x for x in _xs(data, ROLL_64, "onehot") if x >= 16384]
    slowest = all(_time(data, ROLL_64, "onehot", x).low > max(
        _time(data, ROLL_64, p, x).high for p in ("gather", "torch")) for x in xs)
    mid, top = (data.row(ROLL_64, provider="onehot", x=x)["fraction_of_copy"]
                for x in (65536, xs[-1]))
    flat = abs(top / mid - 1) < 0.15
    return slowest and flat, (f"slowest beyond the spread from 16384 rows: {slowest}; fraction "
                              f"of copy {mid:.3f} at 65536 rows, {top:.3f} at {int(xs[-1])}")


def _rows_of_64(data):
    xs = [x for x in _xs(data, ROLL_64, "gather") if x >= 65536]
    behind = all(compare(_time(data, ROLL_64, "gather", x), _time(data, ROLL_64, "torch", x)) > 0
                 for x in xs)
    top = _largest(data, ROLL_64, "gather")["fraction_of_copy"]
    return behind and top < 0.5, (f"rotated loads slower than torch.roll beyond the spread "
                                  f"from 65536 rows: {behind}; {top:.3f} of copy at the most rows")


def _clear_the_mark(data):
    lines = [(COPY, "triton"), (SQUARE, "triton"), (SOFTMAX, "triton fp32"),
             (SOFTMAX, "triton fp16"), (ROLL, "gather")]
    found = [(path.split("/")[0], provider, _largest(data, path, provider)["fraction_of_copy"])
             for path, provider in lines]
    return all(f >= BAR for *_, f in found), ", ".join(f"{item} {p}: {f:.3f}" for item, p, f in found)


CLAIMS = [
    Claim("offsets-cost", PAGE_2,
          "At the largest size of each kernel, int64 offsets cost at most 1 % of the int32 "
          "version's time, and with int64 offsets a copy past 2³¹ elements matches its "
          "input", [COST], offsets_level),
    Facts("offsets-cost-times", PAGE_2, [COST], offsets_rows, header="median time"),
    Claim("copy-largest", PAGE,
          "at the largest size both copies reach 95 % of the measured copy bandwidth or more",
          [COPY], _copy_near),
    Facts("copy-ends", PAGE, [COPY], _copy_rows, header="copy"),
    Claim("square-rows-against-torch", PAGE,
          "From rows of 4096 on, one program per row takes within 5 % of the time of torch's "
          "elementwise kernel", [SQUARE], _square_close),
    Facts("square-rows-facts", PAGE, [SQUARE], _square_rows, header="square rows, 8192 rows"),
    Wording("square-rows-narrow", PAGE, [SQUARE], _narrow_rows_words),
    Wording("softmax-narrow-verdict", PAGE, [SOFTMAX], _narrow_verdict_words),
    Facts("softmax-narrow", PAGE, [SOFTMAX], _narrow_rows, header="8192 rows, median time"),
    Claim("softmax-bar-widths", PAGE,
          "From 1024 to 16384 columns Triton is behind `torch.softmax` at no width and ahead "
          "at most of them, in both dtypes: the bar is met", [SOFTMAX], _bar_met),
    Facts("softmax-bar", PAGE, [SOFTMAX], _bar_rows, header="1024 to 16384 columns, 8192 rows"),
    Claim("softmax-equal-bytes", PAGE,
          "a float16 row is never more than 3 % quicker than a float32 row of the same bytes, "
          "and at some widths it is slower", [SOFTMAX], _equal_bytes_claim),
    Facts("softmax-equal-bytes-times", PAGE, [SOFTMAX], _equal_bytes_rows,
          header="float32 / float16 columns: median times (float16 / float32)"),
    Claim("softmax-float32-near-copy", PAGE,
          "At the widest rows the float32 kernel runs at 90% of the copy bandwidth or more.",
          [SOFTMAX], _float32_near_copy),
    Claim("softmax-float16-against-float32", PAGE,
          "at every width from 1024 up, float16 reaches a smaller fraction of the copy "
          "bandwidth than float32", [SOFTMAX], _float16_below),
    Facts("softmax-float16-gap", PAGE, [SOFTMAX], _float16_rows, header="Triton's softmax"),
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
    Claim("greyscale-near-mark", PAGE_2, "At the largest image it is within ten points of "
          "the mark, above it or below", [GREYSCALE], _greyscale_near_mark),
    Facts("greyscale-mark", PAGE_2, [GREYSCALE], _greyscale_mark_rows, header="greyscale, Triton"),
    Claim("onehot-last-and-flat", PAGE_2,
          "From 16384 rows on its throughput is the lowest on the plot, beyond the spread, and "
          "it stays flat (within 15% from 65536 rows up), however many rows there are.",
          [ROLL_64], _onehot_last_and_flat),
    Claim("rows-of-64-below-copy-and-torch", PAGE_2,
          "On rows of 64 the rotated loads stay below half the copy bandwidth, and from 65536 "
          "rows on they are slower than `torch.roll` beyond the spread.",
          [ROLL_64], _rows_of_64),
    Claim("rows-of-64-under-a-third-of-copy", PAGE_2,
          "at the most rows they move less than a third of what the same GPU's copy moves",
          [ROLL_64], _rows_of_64_under_a_third),
    Claim("rows-of-64-same-on-every-gpu", PAGE_2,
          "every GPU measured gives them the same throughput at the most rows (within 3 %), "
          "though their copy bandwidths differ by more than a fifth", [ROLL_64], _rows_of_64_same),
    Facts("rows-of-64", PAGE_2, [ROLL_64], _rows_of_64_rows, header="at the most rows"),
    Claim("memory-bound-kernels-clear-the-mark", PAGE_2,
          "Copy, square rows, softmax (both dtypes) and rotated loads on long rows clear the "
          "85% mark at their largest sizes.",
          [COPY, SQUARE, SOFTMAX, ROLL], _clear_the_mark),
]
