"""Lecture 5's measured numbers as Facts tables (one column per GPU), and the short
sentences beside them (see snippets/machinery/facts.py and snippets/machinery/claims.py).

``claims.py`` adds these to the lecture's ``CLAIMS``. The Numba kernel times come from
``square_numba_kernels/kernel_time.csv``; a GPU folder made before that artifact existed
shows "regenerate" in its cells (the tables are declared on the benchmark, which every
GPU has, and read the kernel table beside it).
"""

from snippets.helpers import notation as n
from snippets.machinery.claims import Claim, Spread, Wording, compare, tolerant, verdict
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


def _mapping_words(data):
    rows = _kernels(data)
    largest = max(r["n"] for r in rows)
    at = {(r["provider"], r["block"]): r for r in rows if r["n"] == largest}
    ours, theirs = at["numba", "16x16"], at["numba_rows_on_x", "16x16"]
    said = {"ahead": "faster than", "behind": "slower than",
            "level within the noise": "level within the noise with"}[
        verdict(_kernel_spread(ours), _kernel_spread(theirs), higher_is_better=False)]
    text = (f"On the {data.gpu}, at {largest:.0f}², the coalesced kernel is "
            f"{said} the one that walks down a column "
            f"({n.ratio(theirs['kernel_us_p50'] / ours['kernel_us_p50'])} its time)")
    flat = at.get(("numba", "256x1"))
    if flat:
        text += (f", and its 16x16 blocks take {n.ratio(ours['kernel_us_p50'] / flat['kernel_us_p50'])} "
                 "the time of 256x1 blocks")
    return text + "."


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
    size, per GPU: which block size Inductor picks for the size-generic kernel varies
    from compile to compile (on the H100, 1024 elements and 4 warps ran at 2925 GB/s,
    512 and 8 warps at 2755, against 2932 by hand), so no one sentence holds run to run."""
    largest = max(r["x"] for r in data.rows(GELU))
    default = data.row(GELU, provider="compiled", x=largest)
    hand = data.row(GELU, provider="triton", x=largest)
    order = compare(Spread.of_row(default, "ms"), Spread.of_row(hand, "ms"))
    rates = (f"{n.percent(default['fraction_of_copy'])} against "
             f"{n.percent(hand['fraction_of_copy'])} of the copy bandwidth")
    said = (f"the default line is {'slower' if order > 0 else 'faster'} than the "
            "hand-written kernel beyond the spread" if order else
            "the default line and the hand-written kernel are level within the spread")
    return f"On the {data.gpu} {said} ({rates})."


def _gelu_small_rows(data):
    return [(GELU_LINES[p], n.us(_us(data.row(GELU, provider=p, x=2**18))))
            for p in GELU_LINES]


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
    """Which calls take longer on the host than do_bench's flush. Worded per GPU: the
    size-generic compiled call sits near the flush (level with it in one H100 run, past
    it in another), so a sentence for every GPU would not hold run to run."""
    rows = [r for r in data.rows(HOST) if r["host_us_per_call"] == r["host_us_per_call"]]
    flush = n.us(rows[0]["do_bench flush_us"])
    longer = [f"“{r['variant']}”" for r in rows if r["host_us_per_call"] > r["do_bench flush_us"]]
    if not longer:
        return f"On the {data.gpu} no call takes longer on the host than the flush ({flush})."
    if len(longer) == 1:
        return (f"On the {data.gpu} only {longer[0]} takes longer on the host than the flush "
                f"({flush}).")
    return (f"On the {data.gpu} {', '.join(longer[:-1])} and {longer[-1]} take longer on the "
            f"host than the flush ({flush}).")


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
    Claim("gelu-static-within-2-percent", PART_2, "at the largest size that line comes within "
          "2 % of the hand-written kernel", [GELU], _gelu_static_level),
    Wording("gelu-default-against-hand", PART_2, [GELU], tolerant(_gelu_default_words)),
    Facts("gelu-compiled-lines", PART_2, [GELU], _gelu_rows, header="elements, of copy",
          columns=list(GELU_LINES.values())),
    Facts("gelu-small-sizes", PART_2, [GELU], _gelu_small_rows, header="2¹⁸ elements, per call"),
    Claim("compiled-call-costs-host", PART_2, "a call of the default compiled function costs "
          "the host more than a call of the hand-written kernel", [HOST], _compiled_costs_host),
    Wording("flush-longer-calls", PART_2, [HOST], tolerant(_flush_longer_words)),
    Facts("gelu-host-cost", PART_2, [HOST], _host_rows, header="2¹⁸ elements",
          columns=["host, per call", "do_bench"]),
    Wording("gelu-guards", PART_2, [HOST], tolerant(_guards_words)),
]
