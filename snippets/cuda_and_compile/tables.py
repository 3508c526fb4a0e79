"""Lecture 5's measured numbers as Facts tables (one column per GPU), and the short
sentences beside them (see snippets/machinery/facts.py and snippets/machinery/claims.py).

``claims.py`` adds these to the lecture's ``CLAIMS``. The Numba kernel times come from
``square_numba_kernels/kernel_time.csv``; a GPU folder made before that artifact existed
shows "regenerate" in its cells (the tables are declared on the benchmark, which every
GPU has, and read the kernel table beside it).
"""

from snippets.helpers import notation as n
from snippets.machinery.claims import (Claim, Spread, Wording, compare, every_gpu, listed,
                                       tolerant, verdict)
from snippets.machinery.facts import Facts

PAGE = "05-cuda-and-compile.md"  # the Numba square
PART_2 = "05-cuda-and-compile-part-2.md"  # GELU, torch.compile
NUMBA = "square_numba/benchmark.csv"
KERNELS = "square_numba_kernels/kernel_time.csv"
HOST = "gelu_host_cost/host_cost.csv"
GELU = "gelu_tanh_triton/benchmark.csv"
NUMBA_LINES = {"numba": "x along a row", "numba_rows_on_x": "x down a column",
               "torch": "torch.square"}


def _us(row) -> float:
    return 1e3 * row["ms_p50"]


# -- one sentence for every GPU ------------------------------------------------------------
# A Wording whose words(data) reads every GPU folder beside data's returns the same
# sentence for each of them, and the page shows it once (claims.wordings): two GPUs'
# values in one sentence, not two sentences that differ only by a name and a number.
def grouped(found) -> list[tuple]:
    """``found``: (key, gpu, value) in GPU order. Returns (key, [(gpu, value), ...]) per
    key, in the order keys first appear: GPUs that say the same thing are named together."""
    groups: dict = {}
    for key, gpu, value in found:
        groups.setdefault(key, []).append((gpu, value))
    return list(groups.items())


def named(members, of, again: bool = False) -> str:
    """"both GPUs (the A and the B)" (or "every GPU (...)") when ``members`` (GPUs, or
    (GPU, value) pairs) are all of ``of``, else "the A and the B": one phrase for what all
    GPUs say, each name once. ``again``: a later mention in the same sentence, "both"."""
    gpus = [m[0] if isinstance(m, tuple) else m for m in members]
    names = listed(f"the {gpu.gpu}" for gpu in gpus)
    if len(gpus) == len(of) > 1:
        if again:
            return "both" if len(gpus) == 2 else "all of them"
        return f"{'both GPUs' if len(gpus) == 2 else 'every GPU'} ({names})"
    return names


def each_said(found, first: str = "") -> str:
    """``found``: (phrase, gpu, value) for every GPU: "PHRASE on both GPUs" when they all say
    the same, else "PHRASE on the A and PHRASE2 on the B" (``first`` is added after the
    first phrase only: "1.33× the time on the A and 1.36× on the B")."""
    groups = grouped(found)
    return " and ".join(f"{phrase}{first if i == 0 else ''} on {named(members, found)}"
                        for i, (phrase, members) in enumerate(groups))


# -- the Numba square: per call, and the kernel alone -------------------------------------
def _per_call_rows(data):
    sizes = sorted({r["x"] for r in data.rows(NUMBA)})
    return [(f"{s:.0f} x {s:.0f}", [n.us(_us(data.row(NUMBA, provider=p, x=s)))
                                    for p in NUMBA_LINES]) for s in sizes]


def _numba_host_bound(data):
    small = data.row(NUMBA, provider="numba", x=256)
    large = data.row(NUMBA, provider="numba", x=4096)
    torch_small = data.row(NUMBA, provider="torch", x=256)
    grows = _us(large) / _us(small)
    return (grows < 4 and _us(small) > 10 * _us(torch_small),
            f"Numba {_us(small):.0f} µs at 256², {_us(large):.0f} µs at 4096² ({grows:.2f}x); "
            f"torch.square {_us(torch_small):.1f} µs at 256²")


def _kernels(data) -> list[dict]:
    if not data.has(KERNELS):
        raise LookupError(f"no {KERNELS}: made before the kernels were timed apart")
    return data.rows(KERNELS)


def _kernel_rows(data):
    rows = [r for r in _kernels(data) if r["block"] in ("16x16", "0x0")]
    sizes = sorted({r["n"] for r in rows})
    by = {(r["provider"], r["n"]): r for r in rows}
    return [(f"{s:.0f} x {s:.0f}", [n.us(by[p, s]["kernel_us_p50"]) for p in NUMBA_LINES])
            for s in sizes]


def _block_rows(data):
    rows = [r for r in _kernels(data) if r["provider"] == "numba"]
    largest = max(r["n"] for r in rows)
    return [(f"{r['block']} threads", n.us(r["kernel_us_p50"]))
            for r in rows if r["n"] == largest]


def _kernel_spread(row) -> Spread:
    return Spread(row["kernel_us_p50"], row["kernel_us_p20"], row["kernel_us_p80"])


def _mapping_at(data):
    """At the largest size: (size, how the coalesced kernel stands against the one that
    walks down a column, that one's time over the coalesced one's, the coalesced kernel's
    16x16 blocks' time over its 256x1 blocks' or None where those were not timed)."""
    rows = _kernels(data)
    largest = max(r["n"] for r in rows)
    at = {(r["provider"], r["block"]): r for r in rows if r["n"] == largest}
    ours, theirs = at["numba", "16x16"], at["numba_rows_on_x", "16x16"]
    said = {"ahead": "faster than", "behind": "slower than",
            "level within the noise": "level within the noise with"}[
        verdict(_kernel_spread(ours), _kernel_spread(theirs), higher_is_better=False)]
    flat = at.get(("numba", "256x1"))
    return (largest, said, theirs["kernel_us_p50"] / ours["kernel_us_p50"],
            ours["kernel_us_p50"] / flat["kernel_us_p50"] if flat else None)


def _mapping_words(data):
    """The two thread mappings at the largest size, every GPU in one sentence."""
    found = [(m[1], gpu, m) for gpu in every_gpu(data, [NUMBA]) for m in [_mapping_at(gpu)]]
    sizes = {m[0] for _, _, m in found}
    where = f"At {sizes.pop():.0f}²" if len(sizes) == 1 else "At the largest size each GPU ran"
    first = True

    def ratio(m):
        nonlocal first
        said = (f"the strided one takes {n.ratio(m[2])} its time" if first
                else n.ratio(m[2]))
        first = False
        return said

    def on(members):
        ratios = {n.ratio(m[2]) for _, m in members}
        if len(members) == len(found) > 1 and len(ratios) == 1:
            return f"{named(members, found)} ({ratio(members[0][1])})"
        return listed(f"the {gpu.gpu} ({ratio(m)})" for gpu, m in members)

    said = ", and ".join(f"{how} the one that walks down a column on {on(members)}"
                         for how, members in grouped(found))
    return f"{where}, the coalesced kernel is {said}."


def _block_shape_words(data):
    """The coalesced kernel's 16x16 blocks against 256x1 blocks, every GPU in one sentence."""
    found = [(n.ratio(flat) if flat else "(not timed)", gpu, None)
             for gpu in every_gpu(data, [NUMBA]) for flat in [_mapping_at(gpu)[3]]]
    return ("Against 256x1 blocks, the coalesced kernel's 16x16 blocks take "
            f"{each_said(found, ' the time')}.")


# -- GELU: the compiled lines against the hand-written kernel ------------------------------
GELU_LINES = {"compiled": "default", "compiled_static": "dynamic=False", "triton": "by hand"}


def _gelu_rows(data):
    sizes = sorted({r["x"] for r in data.rows(GELU)})[-3:]
    return [(n.elements(s), [n.percent(data.row(GELU, provider=p, x=s)["fraction_of_copy"])
                             for p in GELU_LINES]) for s in sizes]


def _gelu_static_level(data):
    largest = max(r["x"] for r in data.rows(GELU))
    static = Spread.of_row(data.row(GELU, provider="compiled_static", x=largest))
    hand = Spread.of_row(data.row(GELU, provider="triton", x=largest))
    gap = abs(static.median - hand.median) / hand.median
    return gap < 0.02, f"dynamic=False {static} GB/s, by hand {hand} GB/s ({gap:.1%} apart)"


def _gelu_default_words(data):
    """The default (size-generic) line against the hand-written kernel at the largest
    size, every GPU in one sentence, each GPU's verdict read from its own data: which
    block size Inductor picks for the size-generic kernel varies from compile to compile
    (on the H100, 1024 elements and 4 warps ran at 2925 GB/s, 512 and 8 warps at 2755,
    against 2932 by hand), so no one verdict holds run to run. The shares of the copy
    bandwidth behind it are the gelu-compiled-lines table, under the sentence."""
    states = {1: "slower than the hand-written kernel beyond the spread",
              -1: "faster than the hand-written kernel beyond the spread",
              0: "level with the hand-written kernel within the spread"}
    found = []
    for gpu in every_gpu(data, [GELU]):
        largest = max(r["x"] for r in gpu.rows(GELU))
        default = gpu.row(GELU, provider="compiled", x=largest)
        hand = gpu.row(GELU, provider="triton", x=largest)
        found.append((compare(Spread.of_row(default, "ms"), Spread.of_row(hand, "ms")), gpu, None))
    said = ", and ".join(f"{states[order]} on {named(members, found)}"
                         for order, members in grouped(found))
    first, _, rest = said.partition("the hand-written kernel")  # named once, then "it"
    return f"At the largest size the default line is {first}the hand-written kernel" + \
        rest.replace("the hand-written kernel", "it") + "."


def _gelu_small_rows(data):
    """Each line's time per call at 2^18 elements: the median, and the band from the 20th
    to the 80th percentile (how noisy these small points are is the gelu-small-noise
    sentence above the table)."""
    rows = []
    for p in GELU_LINES:
        s = Spread.of_row(data.row(GELU, provider=p, x=2**18), "ms").times(1e3)
        rows.append((GELU_LINES[p], n.spread(s.median, s.low, s.high, fmt=n.us)))
    return rows


# -- what each call costs the host ----------------------------------------------------------
def _host_rows(data):
    return [(r["variant"], [n.us(r["host_us_per_call"]), n.us(r["do_bench_us"])])
            for r in data.rows(HOST) if r["host_us_per_call"] == r["host_us_per_call"]]


def _host_spread(data, variant) -> Spread:
    r = data.row(HOST, variant=variant)
    return Spread(r["host_us_per_call"], r["host_us_min"], r["host_us_max"])


def _compiled_costs_host(data):
    default = _host_spread(data, "torch.compile, default (size-generic)")
    hand = _host_spread(data, "Triton kernel by hand")
    return compare(default, hand) > 0, f"default compiled {default} µs, by hand {hand} µs"


def _flush_longer_words(data):
    """Which calls take longer on the host than do_bench's flush, every GPU in one
    sentence. Read per GPU: the size-generic compiled call sits near the flush (level with
    it in one H100 run, past it in another), so no one list holds run to run."""
    found = []
    for gpu in every_gpu(data, [HOST]):
        rows = [r for r in gpu.rows(HOST) if r["host_us_per_call"] == r["host_us_per_call"]]
        longer = tuple(f"“{r['variant']}”" for r in rows
                       if r["host_us_per_call"] > r["do_bench flush_us"])
        found.append((longer, gpu, n.us(rows[0]["do_bench flush_us"])))
    said = []
    for longer, members in grouped(found):
        where = "On " + listed(f"the {gpu.gpu} ({'a flush of ' if not said and i == 0 else ''}"
                               f"{flush})" for i, (gpu, flush) in enumerate(members))
        what = ("no call takes" if not longer else f"only {longer[0]} takes" if len(longer) == 1
                else f"{listed(longer)} take")
        said.append(f"{where} {what} longer on the host than the flush.")
    return " ".join(said)


def _guards_words(data):
    static = _host_spread(data, "torch.compile, dynamic=False")
    skipped = _host_spread(data, "torch.compile, dynamic=False, guards skipped")
    order = compare(skipped, static)
    if order < 0:
        return (f"On the {data.gpu} skipping the guards saved "
                f"{n.us(static.median - skipped.median)} a call.")
    if order > 0:
        return (f"On the {data.gpu} skipping the guards did not save time: that row was "
                f"slower ({n.us(skipped.median)} against {n.us(static.median)} a call, "
                "beyond the spread of both), so this measurement does not isolate the guards.")
    return (f"On the {data.gpu} skipping the guards made no difference beyond the spread of "
            "the host's timings.")


def _guards_every_gpu(data):
    """Skipping the guards against checking them, every GPU in one sentence per outcome."""
    found = []
    for gpu in every_gpu(data, [HOST]):
        static = _host_spread(gpu, "torch.compile, dynamic=False")
        skipped = _host_spread(gpu, "torch.compile, dynamic=False, guards skipped")
        found.append((compare(skipped, static), gpu, (static, skipped)))
    said = []
    for order, members in grouped(found):
        names = named(members, found)
        if order < 0:
            saved = [n.us(static.median - skipped.median) for _, (static, skipped) in members]
            said.append(f"On the {members[0][0].gpu} skipping the guards saved {saved[0]} a call"
                        + "".join(f", on the {gpu.gpu} {x}"
                                  for (gpu, _), x in zip(members[1:], saved[1:])) + ".")
        elif order > 0:
            ratios = listed(f"{n.ratio(skipped.median / static.median)}"
                            f"{' the time of the row that checks them' if i == 0 else ''}"
                            f"{f' on the {gpu.gpu}' if len(members) > 1 else ''}"
                            for i, (gpu, (static, skipped)) in enumerate(members))
            said.append(f"On {names} skipping the guards did not save time: that row was "
                        f"slower beyond the spread of both ({ratios}), so this measurement "
                        "does not isolate the guards.")
        else:
            said.append(f"On {names} skipping the guards made no difference beyond the spread "
                        "of the host's timings.")
    return " ".join(said)


TABLES = [
    Claim("numba-host-bound", PAGE, "From 256 x 256 to 4096 x 4096, 256 times the data, a "
          "Numba call's time grows less than fourfold, and at 256 x 256 it takes more than "
          "ten times as long as torch.square", [NUMBA], _numba_host_bound),
    Facts("numba-per-call", PAGE, [NUMBA], _per_call_rows, header="matrix",
          columns=list(NUMBA_LINES.values())),
    Facts("numba-kernel-time", PAGE, [NUMBA], _kernel_rows, header="matrix",
          columns=list(NUMBA_LINES.values())),
    Facts("numba-block-shapes", PAGE, [NUMBA], _block_rows, header="coalesced kernel, block"),
    Wording("numba-mapping", PAGE, [NUMBA], tolerant(_mapping_words)),
    Wording("numba-block-shape", PAGE, [NUMBA], tolerant(_block_shape_words)),
    Claim("gelu-static-within-2-percent", PART_2, "at the largest size that line comes within "
          "2 % of the hand-written kernel", [GELU], _gelu_static_level),
    Wording("gelu-default-against-hand", PART_2, [GELU], tolerant(_gelu_default_words)),
    Facts("gelu-compiled-lines", PART_2, [GELU], _gelu_rows, header="elements, of copy",
          columns=list(GELU_LINES.values())),
    Facts("gelu-small-sizes", PART_2, [GELU], _gelu_small_rows, header="2¹⁸ elements, per call (p20–p80)"),
    Claim("compiled-call-costs-host", PART_2, "a call of the default compiled function costs "
          "the host more than a call of the hand-written kernel", [HOST], _compiled_costs_host),
    Wording("flush-longer-calls", PART_2, [HOST], tolerant(_flush_longer_words)),
    Facts("gelu-host-cost", PART_2, [HOST], _host_rows, header="2¹⁸ elements",
          columns=["host, per call", "do_bench"]),
    Wording("gelu-guards", PART_2, [HOST], tolerant(_guards_every_gpu)),
]
