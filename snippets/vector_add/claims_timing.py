"""Lecture 1's sentences about its bar and its two ways of timing, worded from the data
(see snippets/machinery/claims.py): where each GPU misses the bar, what Nsight Compute's
duration shows of the cost per call, and where back-to-back timing stops timing the GPU."""

from snippets.helpers import notation
from snippets.profiling.speed_of_light import duration_us
from snippets.machinery.claims import Claim, Wording
from snippets.vector_add.claims import BAR, BENCH, FIXED, PAGE, SWEEP, _fit, _triton_rows

NCU = "profiling_ncu/speed_of_light.txt"  # lecture 4's report of one add_kernel launch at 2^24
NCU_ELEMENTS = 2**24  # snippets/profiling/marked_region.py's ADD_ELEMENTS
DEFAULT_PAIR = (1024, 4)  # add()'s BLOCK_SIZE and Triton's default num_warps
OFF_THE_LINE = 1.05  # a back-to-back time this far above its own line is off it


def _bar_missed_words(data) -> str:
    """Where the lecture's bar (90 % of the copy from 2^24 up, judged on benchmark.csv as
    snippets/gpus/bars.py judges it) is missed on this GPU, and what two other readings of
    the same launch in the same run say at the worst size."""
    rows = [r for r in _triton_rows(data) if r["x"] >= 2**24]
    missed = [r for r in rows if r["fraction_of_copy"] < BAR]
    if not missed:
        low = min(rows, key=lambda r: r["fraction_of_copy"])
        return (f"On the {data.gpu} no size from {notation.elements(2**24)} up misses it: the "
                f"lowest reading is {notation.percent(low['fraction_of_copy'], 1)} of the copy, "
                f"at {notation.elements(low['x'])} elements.")
    worst = min(missed, key=lambda r: r["fraction_of_copy"])
    where = (f"at {notation.elements(worst['x'])} elements only" if len(missed) == 1 else
             "at " + ", ".join(notation.elements(r["x"]) for r in missed) + " elements")
    smallest = ", the smallest size it covers" if missed == rows[:1] else ""
    said = (f"On the {data.gpu} the bar is missed {where}{smallest}, at "
            f"{notation.percent(worst['fraction_of_copy'], 1)} of the copy")
    others = _other_readings(data, worst["x"])
    if not others:
        return said + "."
    names = ", and ".join(name for name, _ in others)
    values = " and ".join(notation.percent(f, 1) for _, f in others)
    verdict = ("at that size one measurement can land on either side of the bar"
               if any(f >= BAR for _, f in others) else "below the bar too")
    return (f"{said}; {'two other readings' if len(others) > 1 else 'another reading'} of the "
            f"same launch in that run ({names}) give{'' if len(others) > 1 else 's'} {values}: "
            f"{verdict}.")


def _other_readings(data, n) -> list[tuple[str, float]]:
    """The page's default launch at ``n`` elements as the block-size sweep and the
    fixed-cost table timed it (both with do_bench, in the same run)."""
    found = []
    sweep = [r for r in data.rows(SWEEP, n_elements=n)
             if (r["BLOCK_SIZE"], r["num_warps"]) == DEFAULT_PAIR] if data.has(SWEEP) else []
    if sweep:
        found.append(("the sweep's default pair", sweep[0]["fraction_of_copy"]))
    fixed = data.rows(FIXED, n_elements=n) if data.has(FIXED) else []
    if fixed:
        found.append(("the do_bench column of the fixed-cost table", fixed[0]["do_bench_fraction_of_copy"]))
    return found


def _ncu_below_lines(data):
    """ncu's duration of one launch at 2^24 is shorter than the bytes take at the slope of
    either fitted line, with no cost per call added: the cost per call is not in it."""
    rows = data.rows(FIXED)
    moved = next(r["MB_moved"] for r in rows if r["n_elements"] == NCU_ELEMENTS) * 1e6
    ncu = duration_us(data.folder)
    streams = {column: moved / (_fit(rows, column)[0] * 1e9) * 1e6
               for column in ("do_bench_us", "back_to_back_us")}
    return all(ncu < t for t in streams.values()), (
        f"ncu {ncu:.2f} µs; bytes at the slope alone: " + ", ".join(
            f"{column.removesuffix('_us')} {t:.2f} µs" for column, t in streams.items()))


def _host_floor_words(data) -> str:
    """Below 2^24, does back-to-back timing leave its own line (fitted through 2^24-2^27)
    or read above do_bench? Either says that something other than the GPU's work per call,
    most likely the host's pace of launches, sets its time there."""
    rows = sorted(data.rows(FIXED), key=lambda r: r["n_elements"])
    gbps, intercept = _fit(rows, "back_to_back_us")
    small = [r for r in rows if r["n_elements"] < 2**24]

    def on_line(r) -> float:
        return r["MB_moved"] * 1e6 / (gbps * 1e9) * 1e6 + intercept

    above_do_bench = [r for r in small if r["back_to_back_us"] > r["do_bench_us"]]
    if above_do_bench:
        r = above_do_bench[0]
        return (f"On the {data.gpu}, back to back reads more than do_bench at "
                + ", ".join(notation.elements(r["n_elements"]) for r in above_do_bench)
                + f" elements ({notation.us(r['back_to_back_us'])} against "
                  f"{notation.us(r['do_bench_us'])} at the first): there the host's launches, "
                  "not the GPU, set its pace.")
    off = [r for r in small if r["back_to_back_us"] > OFF_THE_LINE * on_line(r)]
    if off:
        r = off[0]
        return (f"On the {data.gpu}, back to back at {notation.elements(r['n_elements'])} "
                f"elements reads {notation.percent(r['back_to_back_us'] / on_line(r) - 1)} above "
                f"its own line ({notation.us(r['back_to_back_us'])} against "
                f"{notation.us(on_line(r))}), though still under do_bench: a floor such as the "
                "host's pace of launches is the likely cause; this run does not time the host.")
    return (f"On the {data.gpu}, back to back lies on its own line or under it at "
            + " and ".join(notation.elements(r["n_elements"]) for r in small)
            + " elements, and under do_bench: nothing in this run shows the host's pace.")


CLAIMS = [
    Wording("vector-add-bar-where-missed", PAGE, [BENCH, SWEEP, FIXED], _bar_missed_words),
    Claim("fixed-cost-not-in-ncu", PAGE,
          "Nsight Compute's duration does not show it: for one launch at 2²⁴ elements it is "
          "shorter than the bytes take at the slope of either line, with no cost per call added",
          [FIXED, NCU], _ncu_below_lines),
    Wording("fixed-cost-host-floor", PAGE, [FIXED], _host_floor_words),
]
