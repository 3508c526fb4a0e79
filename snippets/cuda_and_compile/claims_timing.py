"""Lecture 5's sentences about how far its timings can be read: where the
profiler's kernel time passes do_bench's time per call, where the small GELU sizes are
too noisy to order, and which do_bench readings of the host-cost table are not kernel time.

Found by snippets/machinery/claims.py (a ``claims_*`` module): no GPU item imports it.
"""

from snippets.helpers import notation as n
from snippets.machinery.claims import Spread, Wording, compare, tolerant, verdict
from snippets.machinery.facts import Facts
from snippets.cuda_and_compile.tables import (GELU, GELU_LINES, HOST, KERNELS, NUMBA, PAGE,
                                             PART_2, _kernels)

# -- the Numba square at the largest size: the kernel alone against the whole call ---------
NUMBA_KERNELS = {"numba": "x along a row", "numba_rows_on_x": "x down a column"}


def _kernel_and_call(data, provider) -> tuple[Spread, Spread]:
    """(profiler's kernel time, do_bench's time per call), µs, at the largest size."""
    rows = [r for r in _kernels(data) if r["provider"] == provider and r["block"] == "16x16"]
    kernel = max(rows, key=lambda r: r["n"])
    call = data.row(NUMBA, provider=provider, x=kernel["n"])
    return (Spread(kernel["kernel_us_p50"], kernel["kernel_us_p20"], kernel["kernel_us_p80"]),
            Spread.of_row(call, "ms").times(1e3))


def _kernel_against_call_words(data):
    """Mapping by mapping, the profiler's kernel time against do_bench's time per call at
    the largest size: longer, shorter (beyond the spread of both) or level; and what
    that leaves to explain. A kernel longer than the whole call is what time outside
    the kernel cannot explain; a call longer than its kernel, what it can (the launch
    on a slow host, the GPU waiting for it after the flush)."""
    found = {}
    for provider, label in NUMBA_KERNELS.items():
        kernel, call = _kernel_and_call(data, provider)
        found.setdefault(compare(kernel, call), []).append(label)
    states = {1: "longer than do_bench's time for the whole call, beyond the spread of both,",
              -1: "shorter than the call, beyond the spread of both,",
              0: "level with the call within the noise"}
    lead = f"On the {data.gpu}, the profiler's kernel time is "
    if len(found) == 1:
        [(order, _)] = found.items()
        said = lead + f"{states[order]} with both mappings."
    else:
        said = lead + ", and ".join(f"{states[order]} with {' and '.join(labels)}"
                                    for order, labels in sorted(found.items(), reverse=True)) + "."
    if 1 in found:
        return said + (" Time outside the kernel cannot explain a kernel longer than the "
                       "call, and these data do not say which of the two methods adds to "
                       "the kernel there.")
    if -1 in found:
        return said + (" Where the call is the longer, time outside the kernel can explain "
                       "the difference.")
    return said


def _kernel_call_rows(data):
    largest = max(r["n"] for r in _kernels(data))
    return [(f"{label}, {largest:.0f} x {largest:.0f}", [n.us(kernel.median), n.us(call.median)])
            for provider, label in NUMBA_KERNELS.items()
            for kernel, call in [_kernel_and_call(data, provider)]]


# -- GELU at 2^18 elements: are the small-size points readable? -----------------------------
SMALL = 2**18
WIDE_BAND = 1.3  # p80 over p20: a band this wide is no reading to order lines by
DEFAULT = "torch.compile, default (size-generic)"


def _small(data, provider) -> Spread:
    return Spread.of_row(data.row(GELU, provider=provider, x=SMALL), "ms").times(1e3)


def _small_words(data):
    spreads = {p: _small(data, p) for p in GELU_LINES}
    wide = [p for p, s in spreads.items() if s.high > WIDE_BAND * s.low]
    default = spreads["compiled"]
    elsewhere = data.row(HOST, variant=DEFAULT)["do_bench_us"]
    if wide or abs(elsewhere - default.median) > 0.25 * default.median:
        line = GELU_LINES[wide[0]] if wide else GELU_LINES["compiled"]
        s = spreads[wide[0]] if wide else default
        return (f"On the {data.gpu} these points are too noisy to order: the {line} line's "
                f"band runs from {n.us(s.low)} to {n.us(s.high)}, and the default call reads "
                f"{n.us(elsewhere)} in the host-cost table below.")
    said = verdict(default, spreads["triton"], higher_is_better=False)
    return (f"On the {data.gpu} the default compiled call is {said} against the hand-written "
            "kernel's at this size.").replace("is level within the noise against",
                                              "is level within the noise with")


# -- the host-cost table's do_bench column: kernel time, or disturbed ----------------------
OFF_BY = 1.5  # a do_bench reading this far above the median of the one-kernel calls


def _do_bench_words(data):
    rows = [r for r in data.rows(HOST) if not r["variant"].startswith("eager")]
    times = sorted(r["do_bench_us"] for r in rows)
    median = times[len(times) // 2]
    off = [r for r in rows if r["do_bench_us"] > OFF_BY * median]
    if not off:
        return (f"On the {data.gpu} every one of them is within {n.ratio(OFF_BY)} of their "
                "median, as one small kernel's time should be.")
    first = off[0]
    more = f" ({len(off) - 1} more such rows)" if len(off) > 1 else ""
    hidden = first["host_us_per_call"] < first["do_bench flush_us"]
    why = ("Its host time is shorter than the flush, so something else disturbed that "
           "reading, and these data do not say what." if hidden else
           "Its host time is longer than the flush, which would explain it.")
    return (f"On the {data.gpu} one is not: the row “{first['variant']}” reads "
            f"{n.us(first['do_bench_us'])}, against a median of {n.us(median)} for these "
            f"calls{more}. {why}")


CLAIMS = [
    Wording("numba-kernel-against-call", PAGE, [NUMBA, KERNELS],
            tolerant(_kernel_against_call_words)),
    Facts("numba-kernel-vs-call", PAGE, [NUMBA, KERNELS], _kernel_call_rows,
          header="Numba kernel, 16x16 blocks", columns=["kernel (profiler)", "call (do_bench)"]),
    Wording("gelu-small-noise", PART_2, [GELU, HOST], tolerant(_small_words)),
    Wording("gelu-do-bench-disturbed", PART_2, [HOST], tolerant(_do_bench_words)),
]
