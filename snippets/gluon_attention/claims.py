"""What lecture 9's sentences say about its measured data (see snippets/machinery/claims.py).

Imports nothing heavy: the site build reads this module. A ratio of two providers is
taken per pass (the two passes of one run, in opposite orders), as lecture 8 takes it:
"faster" means every pass above 1, "slower" every pass below 1, "level" otherwise.
A GPU that has not run this lecture yet has no folder for it and is named as such.
"""

from snippets.gluon_attention.bars import BAR_CUDNN, BAR_TL
from snippets.helpers import notation
from snippets.machinery.claims import Claim, Wording, gpu_folders, listed, tolerant
from snippets.machinery.facts import Facts

PAGE = "09-gluon-attention.md"
TFLOPS = "gluon_attention_benchmark/tflops.csv"
ERRORS = "gluon_attention_accuracy/errors.csv"
NCU = "gluon_attention_ncu/metrics.csv"
TENSOR = "sm__pipe_tensor_op_hmma_type_hmma_hgmma_qgmma_cycles_active.avg.pct_of_peak_sustained_active"
MUFU = "sm__inst_executed_pipe_xu.avg.pct_of_peak_sustained_active"
BARRIER = "smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio"
GRID = "launch__grid_size"
PASSES = ("pass 1", "pass 2")
SHOWN = {"gluon v1": "step 1", "gluon ws": "step 2", "gluon overlap": "step 3",
         "lecture 8 tl": "lecture 8", "sdpa cudnn": "cuDNN"}
FINAL = "gluon overlap"
# In generated sentences, without digits: the site counts every number code writes
# (at most three a paragraph), and a step's number is not a measurement.
NAMED = {"gluon v1": "the first Gluon kernel", "gluon ws": "the warp-specialized kernel",
         "gluon overlap": "the final kernel", "lecture 8 tl": "the `tl` kernel",
         "sdpa cudnn": "cuDNN's kernel"}


def cases(data) -> list[tuple]:
    """(dtype, N, causal) in the CSV's order."""
    seen = []
    for r in data.rows(TFLOPS):
        case = (r["dtype"], int(r["N"]), int(r["causal"]))
        if case not in seen:
            seen.append(case)
    return seen


def case_label(case) -> str:
    dtype, n, causal = case
    return f"{dtype}, N = {notation.elements(n)}, {'causal' if causal else 'no mask'}"


def pass_ratios(data, provider: str, against: str) -> dict[tuple, tuple[float, float]]:
    """Per case: provider's TFLOP/s over against's, pass by pass."""
    out = {}
    for dtype, n, causal in cases(data):
        a = data.row(TFLOPS, dtype=dtype, N=n, causal=causal, provider=provider)
        b = data.row(TFLOPS, dtype=dtype, N=n, causal=causal, provider=against)
        out[(dtype, n, causal)] = tuple(a[p] / b[p] for p in PASSES)
    return out


def side(ratios) -> str:
    return "faster" if min(ratios) > 1 else "slower" if max(ratios) < 1 else "level"


def _on(gpus) -> str:
    return listed([f"the {gpu.gpu}" for gpu in gpus])


# -- the table of every step ---------------------------------------------------------
def _step_rows(data):
    out = []
    for case in cases(data):
        dtype, n, causal = case
        out.append((case_label(case), [
            notation.tflops(data.row(TFLOPS, dtype=dtype, N=n, causal=causal,
                                     provider=provider)["TFLOP/s"]) for provider in SHOWN]))
    return out


# -- each step's gain ----------------------------------------------------------------
def gain_words(data, provider: str, before: str, what: str,
               before_name: str = "the step before") -> str:
    """One sentence for one GPU: the range of provider's speed over before's over both
    passes of every case, and the verdict per mask."""
    ratios = pass_ratios(data, provider, before)
    every = [r for pair in ratios.values() for r in pair]
    return (f"On the {data.gpu}, {what} runs at {notation.ratio(min(every))} to "
            f"{notation.ratio(max(every))} the speed of {before_name} over both passes "
            f"of every case: {verdict(ratios)}.")


def verdict(ratios: dict[tuple, tuple[float, float]]) -> str:
    """"faster in every case"; or per mask, "faster in every causal case and faster,
    level and slower case by case without a mask" (no counts: the table has them)."""
    said = {}
    for causal, mask in ((1, "causal"), (0, "without a mask")):
        found = [side(pair) for (_, _, c), pair in ratios.items() if c == causal]
        counts = {s: found.count(s) for s in ("faster", "level", "slower") if s in found}
        if len(counts) == 1:
            said[mask] = next(iter(counts))
        elif counts:
            said[mask] = f"{listed(list(counts))} case by case {mask}"
    if len(said) == 2 and len(set(said.values())) == 1 and " " not in next(iter(said.values())):
        return f"{next(iter(said.values()))} in every case"
    return " and ".join(text if " " in text else
                        (f"{text} in every causal case" if mask == "causal" else
                         f"{text} in every case {mask}") for mask, text in said.items())


# -- the bars --------------------------------------------------------------------------
def bar_words(data, against: str, bar: float, name: str) -> str:
    """One sentence for one GPU: the final kernel's speed over ``against`` over both passes
    of every case, against its bar, and whether every pass of every case meets it."""
    every = [r for pair in pass_ratios(data, FINAL, against).values() for r in pair]
    met = "met in every case and every pass" if min(every) >= bar else "not met"
    return (f"On the {data.gpu}, the final kernel runs at {notation.ratio(min(every))} to "
            f"{notation.ratio(max(every))} the speed of {name} over both passes of every "
            f"case: the bar is {met}.")


def not_run_words(data) -> str:
    """Which GPUs of the site have run this lecture, and which have not yet."""
    everyone = gpu_folders(data.folder.parent)
    ran = [gpu for gpu in everyone if gpu.has(TFLOPS)]
    missing = [gpu for gpu in everyone if not gpu.has(TFLOPS)]
    if not missing:
        return f"Every GPU of this site has run this lecture: {_on(ran)}."
    if not ran:
        return ("No GPU of this site has run this lecture yet: `scripts/regenerate.py` adds "
                "its results when it runs on a Hopper GPU.")
    said = (f"This lecture has run on {_on(ran)} only so far; {_on(missing)} "
            f"{'has' if len(missing) == 1 else 'have'} not run it yet")
    return said + (", so its results are not on this page. `scripts/regenerate.py` adds "
                   "them when it runs on that GPU.")


# -- the profile ----------------------------------------------------------------------
def _ncu(data, provider, causal=0) -> dict:
    return data.row(NCU, provider=provider, causal=causal)


def _ncu_rows(data):
    out = []
    for causal in (0, 1):
        for provider, short in SHOWN.items():
            r = _ncu(data, provider, causal)
            out.append((f"{short}, {'causal' if causal else 'no mask'}", [
                notation.percent(r[TENSOR] / 100), notation.percent(r[MUFU] / 100),
                f"{r[BARRIER]:.1f}", f"{int(r[GRID])}"]))
    return out


def tensor_words(data, first: str, second: str) -> str:
    """Tensor cores busy in two kernels, without a mask."""
    busy = {p: _ncu(data, p)[TENSOR] / 100 for p in (first, second)}
    return (f"On the {data.gpu}, without a mask, the tensor cores are busy "
            f"{notation.percent(busy[first])} of the SMs' active cycles in "
            f"{NAMED[first]} and {notation.percent(busy[second])} in {NAMED[second]}.")


def barrier_words(data) -> str:
    """Warps waiting at a barrier per issued instruction: warp-specialized against first."""
    wait = {p: _ncu(data, p)[BARRIER] for p in ("gluon v1", "gluon ws")}
    more = "more" if wait["gluon ws"] > wait["gluon v1"] else "less"
    return (f"On the {data.gpu}, without a mask, a warp of the warp-specialized kernel "
            f"spends {wait['gluon ws']:.1f} cycles waiting at a barrier per instruction "
            f"issued, against {wait['gluon v1']:.1f} in the first Gluon kernel: it waits "
            f"at barriers {more}, not {'less' if more == 'more' else 'more'}.")


def grid_words(data) -> str:
    """cuDNN's grid against ours: fewer programs than tiles means each walks several."""
    ours, theirs = (int(_ncu(data, p)[GRID]) for p in ("gluon overlap", "sdpa cudnn"))
    how = ("so each of its programs computes several tiles in turn (a persistent kernel)"
           if theirs < ours else "as many as ours or more")
    return (f"On the {data.gpu}, cuDNN's kernel runs the whole problem with {theirs} "
            f"programs against our {ours}, one per query tile, {how}.")


# -- correctness -------------------------------------------------------------------------
def _error_rows(data):
    """Per dtype and mask, the worst of every step's forward (they differ little: the
    output's own rounding dominates), and how many (forward, shape) checks passed."""
    out = []
    rows = data.rows(ERRORS)
    for dtype in dict.fromkeys(r["dtype"] for r in rows):
        for causal in (0, 1):
            mine = [r for r in rows if r["dtype"] == dtype and r["causal"] == causal]
            out.append((f"{dtype}, {'causal' if causal else 'no mask'}", [
                f"{max(r['O / tolerance'] for r in mine):.2f}",
                f"{max(r['O normwise / roundoff'] for r in mine):.2f}",
                f"{int(sum(r['passed'] for r in mine))} of {int(sum(r['shapes'] for r in mine))}"]))
    return out


def _all_correct(data):
    rows = data.rows(ERRORS)
    failed = [f"{r['forward']} {r['dtype']} causal={int(r['causal'])}" for r in rows
              if r["passed"] != r["shapes"]]
    return not failed and bool(rows), "failed: " + ", ".join(failed) if failed else \
        f"{len(rows)} groups, every shape passed"


CLAIMS = [
    Facts("gluon-steps", PAGE, [TFLOPS], _step_rows, header="case",
          columns=list(SHOWN.values()),
          caption="TFLOP/s, the mean of the two passes: the three Gluon steps, lecture 8's "
                  "kernel and SDPA's cuDNN backend (head dim 128, 16 heads, batch × N = 16384)"),
    Wording("gluon-v1-gain", PAGE, [TFLOPS], tolerant(
        lambda data: gain_words(data, "gluon v1", "lecture 8 tl", "the first Gluon kernel",
                                "the `tl` kernel"))),
    Wording("gluon-ws-gain", PAGE, [TFLOPS], tolerant(
        lambda data: gain_words(data, "gluon ws", "gluon v1", "the warp-specialized kernel",
                                "the first Gluon kernel"))),
    Wording("gluon-overlap-gain", PAGE, [TFLOPS], tolerant(
        lambda data: gain_words(data, "gluon overlap", "gluon ws",
                                "the final kernel, whose products overlap its softmax,",
                                "the warp-specialized kernel"))),
    Wording("gluon-pingpong", PAGE, [TFLOPS], tolerant(
        lambda data: gain_words(data, "gluon pingpong", "gluon overlap",
                                "the final kernel with its consumers taking turns",
                                "the same kernel without"))),
    Wording("gluon-bar-cudnn", PAGE, [TFLOPS], tolerant(
        lambda data: bar_words(data, "sdpa cudnn", BAR_CUDNN, "SDPA's cuDNN backend"))),
    Wording("gluon-bar-tl", PAGE, [TFLOPS], tolerant(
        lambda data: bar_words(data, "lecture 8 tl", BAR_TL, "the `tl` kernel"))),
    Wording("gluon-gpus-run", PAGE, [], not_run_words),
    Facts("gluon-ncu", PAGE, [NCU], _ncu_rows, header="kernel",
          columns=["tensor cores busy", "exp2 unit busy", "barrier waits", "programs"],
          caption="Nsight Compute on one forward each (bfloat16, head dim 128, N = 4096): "
                  "tensor cores busy and the MUFU unit's issue rate, as a share of their "
                  "peak while the SMs were active; warp-cycles waiting at a barrier per "
                  "instruction issued; programs launched"),
    Wording("gluon-ncu-tensor", PAGE, [NCU], tolerant(
        lambda data: tensor_words(data, "lecture 8 tl", "gluon v1"))),
    Wording("gluon-ncu-tensor-final", PAGE, [NCU], tolerant(
        lambda data: tensor_words(data, "gluon overlap", "sdpa cudnn"))),
    Wording("gluon-ncu-barrier", PAGE, [NCU], tolerant(barrier_words)),
    Wording("gluon-ncu-grid", PAGE, [NCU], tolerant(grid_words)),
    Facts("gluon-accuracy", PAGE, [ERRORS], _error_rows, header="inputs",
          columns=["O, largest error / tolerance", "‖O − ref‖ / ‖ref‖ in roundoffs",
                   "checks passed"],
          caption="Every step's forward (four of them, the worst shown) against float64 over seven shapes (one query; lengths inside a block; "
                  "more and fewer keys than queries; GQA 4 and 8; one past a multiple of "
                  "every block), inputs followed by NaN, output poisoned with NaN. A shape "
                  "passes when its largest error is within the tolerance (at most 1) and "
                  "‖O − ref‖ / ‖ref‖ within 4 roundoffs"),
    Claim("gluon-all-correct", PAGE,
          "every step's forward passes every check on every shape, in both dtypes, with and "
          "without the causal mask", [ERRORS], _all_correct),
]
