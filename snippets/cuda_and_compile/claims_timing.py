"""Lecture 5's sentences about how far its timings can be read: where the
profiler's kernel time passes do_bench's time per call, where the small GELU sizes are
too noisy to order, and which do_bench readings of the host-cost table are not kernel time.

Found by snippets/machinery/claims.py (a ``claims_*`` module): no GPU item imports it.
"""

from snippets.helpers import notation as n
from snippets.machinery.claims import Spread, Wording, compare, every_gpu, listed, tolerant, verdict
from snippets.machinery.facts import Facts
from snippets.cuda_and_compile.tables import (named, GELU, GELU_LINES, HOST, KERNELS, NUMBA, PAGE,
                                             PART_2, _kernels, grouped)

# -- the Numba square at the largest size: the kernel alone against the whole call ---------
NUMBA_KERNELS = {"numba": "x along a row", "numba_rows_on_x": "x down a column"}


def _kernel_and_call(data, provider) -> tuple[Spread, Spread]:
    """(profiler's kernel time, do_bench's time per call), µs, at the largest size."""
    rows = [r for r in _kernels(data) if r["provider"] == provider and r["block"] == "16x16"]
    kernel = max(rows, key=lambda r: r["n"])
    call = data.row(NUMBA, provider=provider, x=kernel["n"])
    return (Spread(kernel["kernel_us_p50"], kernel["kernel_us_p20"], kernel["kernel_us_p80"]),
            Spread.of_row(call, "ms").times(1e3))


KERNEL_STATES = {1: "longer than do_bench's time for the whole call, beyond the spread of both,",
                 -1: "shorter than the call, beyond the spread of both,",
                 0: "level with the call within the noise"}
KERNEL_TAILS = {1: (" Time outside the kernel cannot explain a kernel longer than the call, and "
                    "these data do not say which of the two methods adds to the kernel there."),
                -1: (" Where the call is the longer, time outside the kernel can explain the "
                     "difference.")}


def _kernel_against_call_state(data) -> tuple[str, set]:
    """One GPU's state: the profiler's kernel time against do_bench's time per call, mapping
    by mapping, in words (without the GPU's name), and the orders found (+1, -1, 0)."""
    found = {}
    for provider, label in NUMBA_KERNELS.items():
        kernel, call = _kernel_and_call(data, provider)
        found.setdefault(compare(kernel, call), []).append(label)
    if len(found) == 1:
        [(order, _)] = found.items()
        return f"{KERNEL_STATES[order]} with both mappings", set(found)
    return (", and ".join(f"{KERNEL_STATES[order]} with {' and '.join(labels)}"
                          for order, labels in sorted(found.items(), reverse=True)), set(found))


def _tails(orders) -> str:
    """What a kernel longer than the call, or a call longer than its kernel, leaves to explain."""
    return next((KERNEL_TAILS[order] for order in (1, -1) if order in orders), "")


def _kernel_against_call_words(data):
    """Mapping by mapping, the profiler's kernel time against do_bench's time per call at
    the largest size, on one GPU: longer, shorter (beyond the spread of both) or level; and
    what that leaves to explain. A kernel longer than the whole call is what time outside
    the kernel cannot explain; a call longer than its kernel, what it can (the launch on a
    slow host, the GPU waiting for it after the flush)."""
    state, orders = _kernel_against_call_state(data)
    return f"On the {data.gpu}, the profiler's kernel time is {state}." + _tails(orders)


def _kernel_against_call_every_gpu(data):
    """The same, every GPU in one sentence: GPUs in the same state are named together."""
    found, orders = [], set()
    for gpu in every_gpu(data, [NUMBA, KERNELS]):
        state, seen = _kernel_against_call_state(gpu)
        found.append((state, gpu, None))
        orders |= seen
    said = " ".join(f"On {named(members, found)}, the profiler's "
                    f"kernel time is {state}." for state, members in grouped(found))
    return said + "".join(KERNEL_TAILS[order] for order in (1, -1) if order in orders)


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


def _small_state(data):
    """One GPU's reading of the 2^18 points: ("noisy", the line whose band is wide or None,
    its spread, the host-cost table's reading of the default call) or ("ordered", the
    verdict of the default call against the hand-written kernel)."""
    spreads = {p: _small(data, p) for p in GELU_LINES}
    wide = [p for p, s in spreads.items() if s.high > WIDE_BAND * s.low]
    default = spreads["compiled"]
    elsewhere = data.row(HOST, variant=DEFAULT)["do_bench_us"]
    if wide or abs(elsewhere - default.median) > 0.25 * default.median:
        return ("noisy", wide[0] if wide else None, spreads[wide[0]] if wide else default,
                elsewhere)
    return ("ordered", verdict(default, spreads["triton"], higher_is_better=False))


def _small_words(data):
    state = _small_state(data)
    if state[0] == "noisy":
        _, wide, s, elsewhere = state
        line = GELU_LINES[wide] if wide else GELU_LINES["compiled"]
        return (f"On the {data.gpu} these points are too noisy to order: the {line} line's "
                f"band runs from {n.us(s.low)} to {n.us(s.high)}, and the default call reads "
                f"{n.us(elsewhere)} in the host-cost table below.")
    return (f"On the {data.gpu} the default compiled call is {state[1]} against the hand-written "
            "kernel's at this size.").replace("is level within the noise against",
                                              "is level within the noise with")


def _small_every_gpu(data):
    """The same, every GPU in one sentence, one number per GPU: where the points are too
    noisy, why (a band whose 80th percentile is far above its 20th, or a host-cost table
    that reads the default call quite differently); the bands themselves are in the
    gelu-small-sizes table under it, the other reading in the host-cost table's do_bench
    column."""
    noisy, ordered = [], []
    for gpu in every_gpu(data, [GELU, HOST]):
        state = _small_state(gpu)
        (noisy if state[0] == "noisy" else ordered).append((gpu, state))
    said = []
    if noisy:
        found = []
        for gpu, (_, wide, s, elsewhere) in noisy:
            if wide:  # a wide band: its 80th percentile over its 20th
                found.append((f"the {GELU_LINES[wide]} line's 80th percentile is", gpu,
                              (s.high / s.low, " its 20th")))
            else:  # the host-cost table's reading of the same call, over this one's
                found.append(("the host-cost table below reads the default call at", gpu,
                              (elsewhere / s.median, " the time it has here")))
        reasons = [f"{lead} " + listed(f"{n.ratio(r)}{unit if i == 0 else ''}"
                                       f"{f' on the {gpu.gpu}' if len(noisy) > 1 else ''}"
                                       for i, (gpu, (r, unit)) in enumerate(members))
                   for lead, members in grouped(found)]
        lead = named(noisy, noisy + ordered, again=len(noisy) > 1)  # the reasons name each
        lead = lead.replace("both", "both GPUs", 1) if lead == "both" else lead
        said.append(f"On {lead} these points are too "
                    f"noisy to order: {'; '.join(reasons)}.")
    for how, members in grouped((state[1], gpu, None) for gpu, state in ordered):
        said.append((f"On {named(members, noisy + ordered)} the default compiled "
                     f"call is {how} against the hand-written kernel's at this size.")
                    .replace("is level within the noise against", "is level within the noise with"))
    return " ".join(said)


# -- the host-cost table's do_bench column: kernel time, or disturbed ----------------------
OFF_BY = 1.5  # a do_bench reading this far above the median of the one-kernel calls


def _do_bench_state(data):
    """One GPU's do_bench column: (None, median) when every one-kernel call is near the
    median, else (the first row far from it, the median, how many more such rows, whether
    its host time is shorter than the flush)."""
    rows = [r for r in data.rows(HOST) if not r["variant"].startswith("eager")]
    times = sorted(r["do_bench_us"] for r in rows)
    median = times[len(times) // 2]
    off = [r for r in rows if r["do_bench_us"] > OFF_BY * median]
    if not off:
        return None, median, 0, None
    first = off[0]
    return first, median, len(off) - 1, first["host_us_per_call"] < first["do_bench flush_us"]


def _why(hidden) -> str:
    return ("Its host time is shorter than the flush, so something else disturbed that "
            "reading, and these data do not say what." if hidden else
            "Its host time is longer than the flush, which would explain it.")


def _do_bench_words(data):
    first, median, more, hidden = _do_bench_state(data)
    if first is None:
        return (f"On the {data.gpu} every one of them is within {n.ratio(OFF_BY)} of their "
                "median, as one small kernel's time should be.")
    more = f" ({more} more such rows)" if more else ""
    return (f"On the {data.gpu} one is not: the row “{first['variant']}” reads "
            f"{n.us(first['do_bench_us'])}, against a median of {n.us(median)} for these "
            f"calls{more}. {_why(hidden)}")


def _do_bench_every_gpu(data):
    """The same, every GPU in one sentence per finding, one number per GPU: how far the
    odd reading sits above the median (the reading itself is in the host-cost table)."""
    found = []
    for gpu in every_gpu(data, [HOST]):
        first, median, more, hidden = _do_bench_state(gpu)
        key = None if first is None else (first["variant"], more, hidden)
        found.append((key, gpu, None if first is None else first["do_bench_us"] / median))
    said = []
    for key, members in grouped(found):
        names = named(members, found)
        if key is None:
            said.append(f"On {names} every one of them is within {n.ratio(OFF_BY)} of their "
                        "median, as one small kernel's time should be.")
            continue
        variant, more, hidden = key
        ratios = listed(f"{n.ratio(r)}{' the median of these calls' if i == 0 else ''}"
                        f"{f' on the {gpu.gpu}' if len(members) > 1 else ''}"
                        for i, (gpu, r) in enumerate(members))
        extra = f" ({more} more such rows on each)" if more else ""
        if len(members) > 1:  # the ratios below name each GPU
            names = named(members, found, again=True).replace("both", "both GPUs", 1) \
                if len(members) == len(found) else names
        said.append(f"On {names} one is not: the row “{variant}” reads {ratios}{extra}. "
                    f"{_why(hidden)}")
    return " ".join(said)



# -- the Numba section's takeaway: what a small call costs, Numba against torch -------------
def _small_call_words(data):
    """At the smallest size, every GPU in one sentence: do_bench's time per Numba call
    (coalesced mapping) on each GPU, against the slowest torch.square call there; and,
    where the profiler timed the kernel, that it is under a tenth of the call (so the
    call is the host's work, not the kernel's)."""
    gpus = every_gpu(data, [NUMBA])
    smallest = min(r["x"] for r in data.rows(NUMBA))
    calls, torch_calls, kernel_short = [], [], True
    for gpu in gpus:
        call = 1e3 * gpu.row(NUMBA, provider="numba", x=smallest)["ms_p50"]
        calls.append((gpu, call))
        torch_calls.append(1e3 * gpu.row(NUMBA, provider="torch", x=smallest)["ms_p50"])
        kernels = [r for r in _kernels(gpu)
                   if r["provider"] == "numba" and r["n"] == smallest and r["block"] == "16x16"]
        kernel_short &= bool(kernels) and kernels[0]["kernel_us_p50"] < 0.1 * call
    said = listed(f"{n.us(call)} on the {gpu.gpu}" for gpu, call in calls)
    tail = (" The Numba kernel itself takes less than a tenth of its call there: the rest is "
            "the host's work." if kernel_short else "")
    return (f"At the smallest size a Numba call takes {said}, a torch.square "
            f"call at most {n.us(max(torch_calls))}.{tail}")


# -- GELU: the size-generic compiled kernel's share of the hand-written one's throughput ---
def _default_share_words(data):
    """At the largest size, every GPU in one sentence: the default (size-generic) compiled
    line's GB/s over the hand-written kernel's (medians). The verdict beyond the spread,
    GPU by GPU, is the gelu-default-against-hand sentence in In depth."""
    said = []
    for gpu in every_gpu(data, [GELU]):
        largest = max(r["x"] for r in gpu.rows(GELU))
        default = gpu.row(GELU, provider="compiled", x=largest)["value_p50"]
        hand = gpu.row(GELU, provider="triton", x=largest)["value_p50"]
        of = "" if said else " of the hand-written kernel's throughput"
        said.append(f"{n.percent(default / hand)}{of} on the {gpu.gpu}")
    return f"At the largest size the size-generic kernel reaches {listed(said)}."


CLAIMS = [
    Wording("numba-kernel-against-call", PAGE, [NUMBA, KERNELS],
            tolerant(_kernel_against_call_every_gpu)),
    Facts("numba-kernel-vs-call", PAGE, [NUMBA, KERNELS], _kernel_call_rows,
          header="Numba kernel, 16x16 blocks", columns=["kernel (profiler)", "call (do_bench)"]),
    Wording("numba-small-call", PAGE, [NUMBA, KERNELS], tolerant(_small_call_words)),
    Wording("gelu-default-share", PART_2, [GELU], tolerant(_default_share_words)),
    Wording("gelu-small-noise", PART_2, [GELU, HOST], tolerant(_small_every_gpu)),
    Wording("gelu-do-bench-disturbed", PART_2, [HOST], tolerant(_do_bench_every_gpu)),
]

