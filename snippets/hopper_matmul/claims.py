"""What lecture 7's sentences say about its measured data (see snippets/machinery/claims.py).

Imports nothing heavy: the site build reads this module. A ratio is faster, slower or
level by claims_verdicts.py's rule: faster or slower only when every one of its passes
lies beyond a margin set by the noise between passes pooled over every comparison on
that GPU. The Facts tables beside these sentences are in facts_steps_and_fp8.py, and those
whose cells carry a verdict in claims_verdicts.py, which judges them by that rule.
"""

import re

from snippets.helpers import notation
from snippets.machinery.claims import Claim, Wording, every_gpu, listed, tolerant
from snippets.machinery.facts import Facts
from snippets.hopper_matmul.bar import BAR_FP8
from snippets.hopper_matmul.claims_verdicts import REJUDGED, margin, row_verdict
from snippets.hopper_matmul.facts_steps_and_fp8 import (
    CASES, CONFIGS, CUBLAS_FAST, CUBLAS_PROMOTED, FACTS, FAST, FP8, ONE_CHANGE, PAGE, PROMOTED,
    STEP_TABLE, STEPS, _changes, _final, _fp8_row, _pair)

COUNTERS = "hopper_matmul_step_table/counters.csv"
METRICS = "hopper_matmul_ncu/metrics.csv"


# --- the spread and the persistent kernel against torch -------------------------------
def _not_behind(data):
    said = [(f"{d} {s}", row_verdict(data, _final(data, d, s), "x torch")) for d, s in CASES]
    return all(v != "slower" for _, v in said), f"margin {margin(data)}: {said}"


# --- step by step ---------------------------------------------------------------------
def _tma_busy_unchanged(data):
    busy = _pair(data.row(STEP_TABLE, step="1. TMA descriptors")["tensor cores busy (%)"])
    return abs(busy[1] - busy[0]) <= 1.0, f"tensor cores busy {busy[0]} -> {busy[1]} %"


def _persistent_adds_and_busier(data):
    step = data.row(STEP_TABLE, step="2. persistent")
    inst, busy = _pair(step["instructions (millions)"]), _pair(step["tensor cores busy (%)"])
    return inst[1] > inst[0] and busy[1] > busy[0] + 0.5, \
        f"instructions {inst[0]:.0f} -> {inst[1]:.0f} M, busy {busy[0]} -> {busy[1]} %"


# --- step 2, one change at a time -----------------------------------------------------
def _switches_not_ahead(data):
    """flatten, the subtiled epilogue and GROUP_M = 16: none faster by the page's rule."""
    switches = [r for r in _changes(data) if r["variant"][:3] in ("2b.", "2c.", "2d.")]
    said = [(r["variant"], row_verdict(data, r, "x previous")) for r in switches]
    return len(switches) == 3 and all(v != "faster" for _, v in said), \
        f"margin {margin(data)}: {said}"


# --- float8 ---------------------------------------------------------------------------
def _errors_agree(data):
    """Each kernel's accumulation error is its cuBLAS partner's, within 10 %."""
    said, holds = [], True
    for ours, theirs in ((FAST, CUBLAS_FAST), (PROMOTED, CUBLAS_PROMOTED)):
        o, t = (_fp8_row(data, p)["accumulation error, rms"] for p in (ours, theirs))
        holds &= abs(o - t) <= 0.1 * t
        said.append(f"{ours}: rms {o:.3g}, {theirs}: {t:.3g}")
    fast = _fp8_row(data, FAST)["accumulation error, rms"]
    promoted = _fp8_row(data, PROMOTED)["accumulation error, rms"]
    holds &= fast > 1.3 * promoted
    return holds, "; ".join(said)


def _promotion_costs(data):
    """About a third: the promoted kernel at 62 to 72 % of the fast one's speed."""
    fast, promoted = (_fp8_row(data, p)["TFLOP/s"] for p in (FAST, PROMOTED))
    return 0.62 < promoted / fast < 0.72, \
        f"{promoted:.0f} TFLOP/s promoted against {fast:.0f} fast ({promoted / fast:.3f})"


WARP_SPECIALIZE = "hopper_matmul_warp_specialize/warp_specialize.txt"


def _warp_specialize_nothing(data):
    """Every config tried: the same machine code with warp_specialize on, or no compile."""
    tried = data.text(WARP_SPECIALIZE).splitlines()[1:]
    return bool(tried) and all("same machine code" in line or "does not compile" in line
                               for line in tried), "; ".join(tried)


def _tma_fewer_instructions(data):
    inst = _pair(data.row(STEP_TABLE, step="1. TMA descriptors")["instructions (millions)"])
    return inst[1] < inst[0], f"instructions {inst[0]:.0f} -> {inst[1]:.0f} M"


def _cublas_promotion_cheap(data):
    fast, promoted = (_fp8_row(data, p)["TFLOP/s"] for p in (CUBLAS_FAST, CUBLAS_PROMOTED))
    return promoted >= 0.9 * fast, f"cuBLAS {promoted:.0f} TFLOP/s promoted, {fast:.0f} fast"


def _promoted_clock_higher(data):
    fast, promoted = (_fp8_row(data, p)["SM MHz"] for p in (FAST, PROMOTED))
    return promoted > fast, f"{promoted:.0f} MHz promoted, {fast:.0f} MHz fast"


def _cublas_promoted_words(data) -> str:
    """Our promoted float8 product against cuBLAS's, judged by the page's rule, on every
    GPU in one sentence (GPUs where it stood alike named together, each with its ratio).
    A claim that cuBLAS was faster beyond the spread on every GPU held by a hair on one
    H100 run; later H100 runs put ours within the spread (its bfloat16 4096 passes):
    worded from each GPU's data instead."""
    stood: dict[str, list] = {}
    for gpu in every_gpu(data, [FP8, STEPS]):
        row = _fp8_row(gpu, PROMOTED)
        stood.setdefault(row_verdict(gpu, row, "x cuBLAS"), []).append(
            f"{notation.ratio(float(row['x cuBLAS']))} on the {gpu.gpu}")

    def at(ratios, speed):  # "0.71× its speed on the A and 0.72× on the B"
        return ratios[0].replace(" on ", f" {speed} on ", 1) + "".join(
            f" and {r}" for r in ratios[1:])

    said = []
    for state, ratios in stood.items():
        if state == "slower":
            said.append("the faster of the two is cuBLAS's, in every pass: ours ran at "
                        + at(ratios, "its speed"))
        elif state == "level":
            said.append("ours ran level with cuBLAS's speed, at "
                        + at(ratios, "its speed") + ": neither is called faster")
        else:
            said.append("ours is the faster of the two, in every pass, at "
                        + at(ratios, "cuBLAS's speed"))
    text = "; ".join(said)
    return text[:1].upper() + text[1:] + "."


def _error_phrase(data) -> str:
    """Each accumulation's error on one GPU: "0.00263 for both fast products" where ours
    and cuBLAS's read alike to three figures, each named where not."""
    said = []
    pairs = (("fast", FAST, CUBLAS_FAST), ("promoted", PROMOTED, CUBLAS_PROMOTED))
    for mode, ours, theirs in pairs:
        o, t = (f"{_fp8_row(data, p)['accumulation error, rms']:.3g}" for p in (ours, theirs))
        said.append(f"{o} for both {mode} products" if o == t
                    else f"{o} for our {mode} product, {t} for cuBLAS's")
    return (" and " if all("both" in part for part in said) else "; ").join(said)


def _error_words(data) -> str:
    """The accumulation errors behind hopper-fp8-errors-match, on every GPU in one
    sentence (GPUs whose errors read alike named together)."""
    groups: dict[str, list[str]] = {}
    for gpu in every_gpu(data, [FP8]):
        groups.setdefault(_error_phrase(gpu), []).append(f"the {gpu.gpu}")
    said = "; ".join(f"on {' and '.join(gpus)}, {phrase}" for phrase, gpus in groups.items())
    return ("The accumulation error (rms, against the exact product of the float8 values) "
            f"is, {said}.")


def _headroom_words(data) -> str:
    """What to expect of the float16 steps: lecture 3's kernel (the step table's first
    "before") already keeps the tensor cores nearly always busy, on every GPU, so per
    clock a step can add at most 100/busy - 1 of tensor-core work (from the lowest
    rounded share, so the reader's own arithmetic agrees; one share when the GPUs agree,
    so the sentence carries few numbers)."""
    busy = {gpu.gpu: round(_pair(gpu.row(STEP_TABLE, step="1. TMA descriptors")
                                 ["tensor cores busy (%)"])[0])
            for gpu in every_gpu(data, [STEP_TABLE])}
    if len(set(busy.values())) == 1:
        share = next(iter(busy.values()))
        where = "both GPUs" if len(busy) == 2 else ("every GPU" if len(busy) > 2
                                                   else f"the {next(iter(busy))}")
        said = f"about {share} % of the time on {where}"
    else:
        said = listed(f"{share} % on the {gpu}" for gpu, share in busy.items())
        said = said.replace(" % on", " % of the time on", 1)
    room = round(100 * (100 / min(busy.values()) - 1))
    return ("First, what to expect. Lecture 3's grouped kernel already keeps the tensor "
            f"cores busy {said} (Nsight Compute, float16 at the largest size), so per "
            f"clock no step can add more than about {room} % of tensor-core work. In "
            "float16 and bfloat16 the steps can only gain a few percent; what they change "
            "is how many instructions the SMs issue, and float8 is where the tensor cores "
            "themselves go faster.")


def _quantization_hides(data):
    fast, promoted = _fp8_row(data, FAST), _fp8_row(data, PROMOTED)
    rel = fast["relative error"] / promoted["relative error"]
    acc = fast["accumulation error, rms"] / promoted["accumulation error, rms"]
    return abs(rel - 1) <= 0.05 and acc > 1.3, \
        f"relative error ratio {rel:.3f}, accumulation error ratio {acc:.2f}"


def _promotion_in_code(data):
    """From configs.csv: every promoted float8 config's PTX adds into float32 before
    wgmma.wait_group and no fast one's does; ptxas warns C7517 for each promoted one."""
    rows = [r for r in data.rows(CONFIGS) if str(r["config"]).startswith("float8")]
    promoted = [r for r in rows if r["config"].startswith("float8 promoted")]
    fast = [r for r in rows if r["config"].startswith("float8 fast")]
    early = [float(r["add.f32 before wgmma.wait_group"]) for r in promoted]
    clean = [float(r["add.f32 before wgmma.wait_group"]) for r in fast]
    warned = [str(r["wgmma serialized by ptxas"]).startswith("yes") for r in promoted]
    return (bool(promoted) and bool(fast) and all(e > 0 for e in early)
            and not any(clean) and all(warned)), \
        f"promoted: {early} additions before the wait, C7517 {warned}; fast: {clean}"


def _promoted_less_per_clock(data):
    ours, theirs = _fp8_row(data, PROMOTED), _fp8_row(data, CUBLAS_PROMOTED)
    per_clock = float(ours["x cuBLAS per clock"])
    return ours["SM MHz"] > theirs["SM MHz"] and per_clock < 1, \
        f"{ours['SM MHz']:.0f} against {theirs['SM MHz']:.0f} MHz, {per_clock} per clock"


def _bar_missed_by_promotion_only(data):
    par = all(row_verdict(data, _final(data, d, s), "x torch") != "slower" for d, s in CASES)
    fast, promoted = (float(_fp8_row(data, p)["x cuBLAS"]) for p in (FAST, PROMOTED))
    return par and fast >= BAR_FP8 > promoted, \
        f"par {par}, fast {fast}, promoted {promoted} (bar {BAR_FP8})"


def _clock_far_below_highest(data):
    """Timed power within 5 % of the limit, and every median clock below 85 % of the
    highest."""
    limits = data.json("hopper_matmul_steps/limits.json")
    watts = [r["board W"] for r in data.rows("hopper_matmul_steps/clocks.csv")
             if r["label"] != "settling" and str(r["case"]).split()[0] in ("float16", "bfloat16")]
    mhz = [r[c] for r in data.rows(STEPS) for c in ("SM MHz", "torch SM MHz")
           if isinstance(r[c], float)]
    near = sorted(watts)[len(watts) // 2] >= 0.95 * limits["power_limit_w"]
    below = max(mhz) < 0.85 * limits["max_sm_mhz"]
    return near and below, (f"median {sorted(watts)[len(watts) // 2]:.0f} W of "
                            f"{limits['power_limit_w']:.0f}; clocks up to {max(mhz):.0f} of "
                            f"{limits['max_sm_mhz']:.0f} MHz")


def _ncu_faster_than_settled(data):
    ratios = [r["ncu / settled time"] for r in data.rows(COUNTERS)
              if r["ncu / settled time"] != "n/a"]
    return bool(ratios) and max(ratios) < 0.95, f"ncu / settled {min(ratios)}..{max(ratios)}"


# --- what cuBLAS ran, and lecture 3's kernel both ways ----------------------------------
NVJET = re.compile(r"nvjet_sm(\d+)_(\w+?)_(\d+)x(\d+)_(\d+)x(\d+)_(\d+)x(\d+)_(\w)_(\w+?)_(\w+?)_")


def _cublas_kernel_rows(data):
    name = data.row(METRICS, step="torch.matmul")["kernel"]
    found = NVJET.match(name)
    if not found:
        return [("kernel (not decoded by this page)", f"`{name}`")]
    sm, types, tm, tn, tk, stages, cm, cn, _, _, schedule = found.groups()
    kind = "cooperative" if schedule.startswith("coop") else schedule
    return [("kernel", f"`{name}`"), ("target", f"sm_{sm}"), ("tile of C", f"{tm} × {tn}"),
            ("K per step", tk), ("shared-memory stages", stages),
            ("cluster (CTAs)", f"{cm} × {cn}"), ("schedule", f"{kind} ({schedule})")]


CLAIMS = FACTS + REJUDGED + [
    Claim("hopper-persistent-not-behind", PAGE,
          "By that rule the persistent kernel is slower than torch.matmul in none of the "
          "four cases", [STEPS, FP8], _not_behind),
    Claim("hopper-warp-specialize-nothing", PAGE,
          "on every GPU, every config we tried compiled to the same machine code as "
          "without it, or did not compile at all", [WARP_SPECIALIZE], _warp_specialize_nothing),
    Claim("hopper-tma-fewer-instructions", PAGE,
          "Step 1 executes fewer instructions than lecture 3's kernel (float16, 8192)",
          [STEP_TABLE], _tma_fewer_instructions),
    Claim("hopper-tma-busy-unchanged", PAGE,
          "The tensor cores' busy share moved by at most a percentage point in step 1",
          [STEP_TABLE], _tma_busy_unchanged),
    Claim("hopper-persistent-adds-instructions", PAGE,
          "Step 2 executes more instructions than step 1 and keeps the tensor cores busy "
          "a larger share of the time", [STEP_TABLE], _persistent_adds_and_busier),
    Claim("hopper-one-change-switches-not-ahead", PAGE,
          "None of `flatten`, the subtiled epilogue and `GROUP_M = 16` was faster by the "
          "page's rule on any GPU",
          [ONE_CHANGE, STEPS, FP8], _switches_not_ahead),
    Claim("hopper-fp8-promotion-in-code", PAGE,
          "On every GPU, the PTX of every promoted config adds into float32 before "
          "`wgmma.wait_group` and that of no fast config does, and ptxas warns C7517 for "
          "each promoted one", [CONFIGS], _promotion_in_code),
    Claim("hopper-fp8-errors-match", PAGE,
          "Each kernel's accumulation error is that of the cuBLAS product that accumulates "
          "alike, and fast accumulation's is the larger", [FP8], _errors_agree),
    Claim("hopper-fp8-promotion-costs", PAGE,
          "Promotion costs the Triton kernel about a third of its speed", [FP8],
          _promotion_costs),
    Claim("hopper-fp8-cublas-promotion-cheap", PAGE,
          "cuBLAS loses less than a tenth of its speed to promotion", [FP8],
          _cublas_promotion_cheap),
    Claim("hopper-fp8-promoted-clock-higher", PAGE,
          "The promoted kernel settled at a higher SM clock than the fast one", [FP8],
          _promoted_clock_higher),
    Wording("hopper-fp8-cublas-promoted", PAGE, [FP8, STEPS],
            tolerant(_cublas_promoted_words)),
    Wording("hopper-fp8-error-values", PAGE, [FP8], tolerant(_error_words)),
    Wording("hopper-little-headroom", PAGE, [STEP_TABLE], tolerant(_headroom_words)),
    Claim("hopper-fp8-quantization-hides", PAGE,
          "the fast and the promoted kernel's relative errors agree within 5 %, while their "
          "accumulation errors differ by more than 1.3x", [FP8], _quantization_hides),
    Claim("hopper-bar-missed-by-promotion-only", PAGE,
          "On every GPU the bar is missed in one place only: the promoted float8 pair",
          [STEPS, FP8], _bar_missed_by_promotion_only),
    Claim("hopper-fp8-promoted-less-per-clock", PAGE,
          "the promoted kernel runs at a higher clock than its cuBLAS partner and still does "
          "less work per cycle", [FP8], _promoted_less_per_clock),
    Claim("hopper-clock-far-below-highest", PAGE,
          "the board drew about its whole power limit and the SM clock sat far below its highest",
          [STEPS, "hopper_matmul_steps/clocks.csv", "hopper_matmul_steps/limits.json"],
          _clock_far_below_highest),
    Claim("hopper-ncu-faster-than-settled", PAGE,
          "Every profiled launch took less than 95 % of the same kernel's settled time",
          [COUNTERS], _ncu_faster_than_settled),
    Facts("hopper-cublas-kernel", PAGE, [METRICS], _cublas_kernel_rows,
          header="torch.matmul's kernel, read from its name"),
]
