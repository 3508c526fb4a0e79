"""What lecture 7's sentences say about its measured data (see snippets/core/claims.py).

Imports nothing heavy: the site build reads this module. The rules it words by
(a case is level when its two passes straddle the comparison) are bar.py's.
"""

import re

from snippets.core.claims import Claim, Wording, tolerant
from snippets.hopper_matmul.bar import BAR_FP8, TUNED_ON, passes_of, standing

PAGE = "07-hopper-matmul.md"
STEPS = "hopper_matmul_steps/steps.csv"
FP8 = "hopper_matmul_steps/fp8.csv"
STEP_TABLE = "hopper_matmul_step_table/step_table.csv"
COUNTERS = "hopper_matmul_step_table/counters.csv"
ONE_CHANGE = "hopper_matmul_step_table/one_change.csv"
METRICS = "hopper_matmul_ncu/metrics.csv"
LECTURE3 = "matmul_autotune/autotune.csv"
LECTURE3_SETTLED = "matmul_autotune/settled.csv"
SAID = {"ahead": "ahead of", "behind": "behind", "level": "level with"}


def _fp8_row(data, product):
    return data.row(FP8, product=product)


def _fp8_pair(data, ours, theirs, what):
    o, t = _fp8_row(data, ours), _fp8_row(data, theirs)
    side = standing([float(p) for p in str(o["x cuBLAS, passes"]).split("/")])
    return (f"{what}: ours {o['TFLOP/s']:.0f} TFLOP/s against {t['TFLOP/s']:.0f}, "
            f"{o['x cuBLAS']:.3f}x (passes {o['x cuBLAS, passes']}: {SAID[side]} cuBLAS; "
            f"{float(o['x cuBLAS per clock']):.3f}x per clock at {o['SM MHz']:.0f} against "
            f"{t['SM MHz']:.0f} MHz), accumulation error max {o['accumulation error, max']:.3g} "
            f"and rms {o['accumulation error, rms']:.3g} against cuBLAS's "
            f"{t['accumulation error, max']:.3g} and {t['accumulation error, rms']:.3g}")


def _fp8_words(data):
    fast = _fp8_pair(data, "persistent kernel, float8, fast", "torch._scaled_mm, float8, fast",
                     "without promotion (use_fast_accum=True for cuBLAS)")
    promoted = _fp8_pair(data, "persistent kernel, float8, promoted",
                         "torch._scaled_mm, float8, promoted",
                         "with promotion (the default _scaled_mm)")
    return f"On the {data.gpu}, float8 at 8192: {fast}; {promoted}."


def _errors_agree(data):
    """Each kernel's accumulation error is its cuBLAS partner's, within 10 %."""
    pairs = [("persistent kernel, float8, fast", "torch._scaled_mm, float8, fast"),
             ("persistent kernel, float8, promoted", "torch._scaled_mm, float8, promoted")]
    said, holds = [], True
    for ours, theirs in pairs:
        o, t = (_fp8_row(data, p)["accumulation error, rms"] for p in (ours, theirs))
        holds &= abs(o - t) <= 0.1 * t
        said.append(f"{ours}: rms {o:.3g}, {theirs}: {t:.3g}")
    fast = _fp8_row(data, "persistent kernel, float8, fast")["accumulation error, rms"]
    promoted = _fp8_row(data, "persistent kernel, float8, promoted")["accumulation error, rms"]
    holds &= fast > 1.3 * promoted
    return holds, "; ".join(said)


def _promotion_costs(data):
    fast = _fp8_row(data, "persistent kernel, float8, fast")["TFLOP/s"]
    promoted = _fp8_row(data, "persistent kernel, float8, promoted")["TFLOP/s"]
    return promoted < 0.9 * fast, f"{promoted:.0f} TFLOP/s promoted against {fast:.0f} fast"


def _cublas_promotion_cheap(data):
    fast = _fp8_row(data, "torch._scaled_mm, float8, fast")["TFLOP/s"]
    promoted = _fp8_row(data, "torch._scaled_mm, float8, promoted")["TFLOP/s"]
    return promoted >= 0.9 * fast, f"cuBLAS {promoted:.0f} TFLOP/s promoted, {fast:.0f} fast"


def _promoted_clock_higher(data):
    fast = _fp8_row(data, "persistent kernel, float8, fast")["SM MHz"]
    promoted = _fp8_row(data, "persistent kernel, float8, promoted")["SM MHz"]
    return promoted > fast, f"{promoted:.0f} MHz promoted, {fast:.0f} MHz fast"


def _cublas_faster_promoted(data):
    ours = _fp8_row(data, "persistent kernel, float8, promoted")
    passes = [float(p) for p in str(ours["x cuBLAS, passes"]).split("/")]
    return standing(passes) == "behind", f"ours {ours['x cuBLAS']}x cuBLAS (passes {passes})"


def _quantization_hides(data):
    fast = _fp8_row(data, "persistent kernel, float8, fast")
    promoted = _fp8_row(data, "persistent kernel, float8, promoted")
    rel = fast["relative error"] / promoted["relative error"]
    acc = fast["accumulation error, rms"] / promoted["accumulation error, rms"]
    return abs(rel - 1) <= 0.05 and acc > 1.3, \
        f"relative error ratio {rel:.3f}, accumulation error ratio {acc:.2f}"


def _pair(text: str) -> tuple[float, float]:
    before, after = (float(x.replace(",", "")) for x in str(text).split("->"))
    return before, after


def _tma_busy_unchanged(data):
    busy = _pair(data.row(STEP_TABLE, step="1. TMA descriptors")["tensor cores busy (%)"])
    return abs(busy[1] - busy[0]) <= 1.0, f"tensor cores busy {busy[0]} -> {busy[1]} %"


def _persistent_adds_and_busier(data):
    step = data.row(STEP_TABLE, step="2. persistent")
    inst, busy = _pair(step["instructions (millions)"]), _pair(step["tensor cores busy (%)"])
    return inst[1] > inst[0] and busy[1] > busy[0] + 0.5, \
        f"instructions {inst[0]:.0f} -> {inst[1]:.0f} M, busy {busy[0]} -> {busy[1]} %"


def _per_clock_words(data):
    rows = data.rows(STEPS, step="2. persistent")
    parts = [f"{r['dtype']} {r['size']:.0f}: {r['x torch']:.3f}x (passes {r['x torch, passes']}, "
             f"{standing(passes_of(r))}), {float(r['x torch per clock']):.3f}x per clock "
             f"({r['SM MHz']:.0f} against {r['torch SM MHz']:.0f} MHz)" for r in rows]
    sample = ("configs chosen on this GPU" if data.gpu == TUNED_ON else
              f"out of sample: configs chosen on the {TUNED_ON}")
    return f"On the {data.gpu} ({sample}), the persistent kernel against torch.matmul: " + \
        "; ".join(parts) + "."


def _clock_or_work(per_clock: float, ours_mhz: float, theirs_mhz: float) -> str:
    """Why a ratio is low, from its per-clock ratio and the two clocks."""
    if per_clock > 1 and ours_mhz < theirs_mhz:
        return (f"per clock it is {per_clock:.3f}x, but it ran at {ours_mhz:.0f} MHz against "
                f"cuBLAS's {theirs_mhz:.0f}: the lower clock the board allowed it under the "
                "power cap, not less work per cycle, puts it behind")
    return (f"per clock it is {per_clock:.3f}x ({ours_mhz:.0f} against {theirs_mhz:.0f} MHz): "
            "it does less work per cycle")


def _shortfall_words(data):
    """Where this GPU's run falls short of the bar (bar.py's rules), and what its own data
    says about why."""
    short = []
    for r in data.rows(STEPS, step="2. persistent"):
        if standing(passes_of(r)) == "behind":
            short.append(f"{r['dtype']} {r['size']:.0f} is behind at {r['x torch']:.3f}x "
                         f"(passes {r['x torch, passes']}); " + _clock_or_work(
                             float(r["x torch per clock"]), r["SM MHz"], r["torch SM MHz"]))
    for kind in ("fast", "promoted"):  # each like-for-like float8 pair, as bar.judge_fp8
        ours = _fp8_row(data, f"persistent kernel, float8, {kind}")
        if float(ours["x cuBLAS"]) >= BAR_FP8:
            continue
        theirs = _fp8_row(data, f"torch._scaled_mm, float8, {kind}")
        why = _clock_or_work(float(ours["x cuBLAS per clock"]), ours["SM MHz"], theirs["SM MHz"])
        if kind == "promoted":
            why += ("; the promotion's CUDA-core additions leave the tensor cores waiting "
                    "(the float8 section above)")
        short.append(f"{kind} float8 is at {ours['x cuBLAS']:.3f}x its _scaled_mm partner, "
                     f"below {BAR_FP8:.2f}x; {why}")
    if not short:
        return f"On the {data.gpu}, no case falls short of the bar."
    return (f"On the {data.gpu}, the bar is missed in {len(short)} "
            f"{'place' if len(short) == 1 else 'places'}:\n" + "\n".join(f"- {s}." for s in short))


def _tma_words(data):
    step = data.row(STEP_TABLE, step="1. TMA descriptors")
    return (f"On the {data.gpu}, step 1 took the instructions executed "
            f"{step['instructions (millions)']} million (float16, 8192; ncu), with the tensor "
            f"cores busy {step['tensor cores busy (%)']} % of active cycles; the settled SM "
            f"clock went {step['SM MHz, settled (float16, 8192)']} MHz, and the step bought "
            f"{step['speedup over the previous step (geometric mean of 4 cases)']} "
            f"(geometric mean of 4 cases, {step['range']}).")


def _persistent_step_words(data):
    step = data.row(STEP_TABLE, step="2. persistent")
    return (f"On the {data.gpu}, step 2 took the instructions "
            f"{step['instructions (millions)']} million and the tensor cores' busy share "
            f"{step['tensor cores busy (%)']} %, at a settled clock of "
            f"{step['SM MHz, settled (float16, 8192)']} MHz; it bought "
            f"{step['speedup over the previous step (geometric mean of 4 cases)']} "
            f"({step['range']}).")


def _one_change_words(data):
    parts = []
    for r in data.rows(ONE_CHANGE):
        if r["x previous"] in ("", None):
            continue
        side = standing([float(p) for p in str(r["x previous, passes"]).split("/")])
        said = {"ahead": "faster", "behind": "slower", "level": "level"}[side]
        parts.append(f"{r['variant']}: {float(r['x previous']):.3f}x the row before (passes "
                     f"{r['x previous, passes']}, {said}), "
                     f"{r['SM MHz']} MHz, {r['board W']} W, {r['instructions (millions)']} M "
                     f"instructions, tensor cores busy {r['tensor cores busy (%)']} %")
    return f"On the {data.gpu}, float16 at 8192: " + "; ".join(parts) + "."


def _ncu_conditions(data):
    ratios = [r["ncu / settled time"] for r in data.rows(COUNTERS)
              if r["ncu / settled time"] != "n/a"]
    return (f"On the {data.gpu}, each profiled launch took {min(ratios):.2f} to "
            f"{max(ratios):.2f} of the same kernel's settled time (one launch, at whatever clock "
            f"the GPU had then, not the settled one).")


NVJET = re.compile(r"nvjet_sm(\d+)_(\w+?)_(\d+)x(\d+)_(\d+)x(\d+)_(\d+)x(\d+)_(\w)_(\w+?)_(\w+?)_")


def _cublas_kernel_words(data):
    name = data.row(METRICS, step="torch.matmul")["kernel"]
    found = NVJET.match(name)
    if not found:
        return f"On the {data.gpu}, torch.matmul ran {name}, which this page does not decode."
    sm, types, tm, tn, tk, stages, cm, cn, _, _, schedule = found.groups()
    return (f"On the {data.gpu}, torch.matmul ran `{name}`: an sm_{sm} kernel with "
            f"{tm} x {tn} tiles of C, {tk} of K per step, {stages} stages of shared "
            f"memory, clusters of {cm} x {cn} CTAs, and a "
            f"{'cooperative' if schedule.startswith('coop') else schedule} schedule "
            f"({schedule}).")


def _lecture3_words(data):
    """The same kernel, timed by lecture 3 (do_bench, and settled where the run made
    settled.csv) and by lecture 7 (settled, one fixed config)."""
    parts = []
    for dtype in ("float16", "bfloat16"):
        for size in (4096, 8192):
            l3 = data.rows(LECTURE3, dtype=dtype, M=size, K=size, N=size)
            l7 = data.rows(STEPS, dtype=dtype, size=size, step="lecture 3 (grouped)")
            if not (l3 and l7):
                continue
            pick = l3[0]
            same = (pick.get("BLOCK_M"), pick.get("BLOCK_N"), pick.get("BLOCK_K"),
                    pick.get("num_warps"), pick.get("num_stages")) == (128, 256, 64, 8, 3)
            said = f"{dtype} {size}: {pick['autotuned / torch']:.3f}x in lecture 3 by do_bench"
            if data.has(LECTURE3_SETTLED):
                settled = data.rows(LECTURE3_SETTLED, dtype=dtype, M=size, K=size, N=size)
                if settled:
                    said += (f", {settled[0]['autotuned / torch']:.3f}x settled (passes "
                             f"{settled[0]['passes']})")
            said += (f", {l7[0]['x torch']:.3f}x here (passes {l7[0]['x torch, passes']})"
                     f"{'' if same else '; lecture 3 picked another config here'}")
            parts.append(said)
    return (f"On the {data.gpu}, lecture 3's kernel against torch.matmul: " + "; ".join(parts)
            + ". Lecture 3's autotuner picks per shape; here the config is fixed "
            "(128x256x64, 8 warps, 3 stages).")


CLAIMS = [
    Wording("hopper-fp8-like-for-like", PAGE, [FP8], tolerant(_fp8_words)),
    Claim("hopper-fp8-errors-match", PAGE,
          "Each kernel's accumulation error is that of the cuBLAS product that accumulates "
          "alike, and fast accumulation's is the larger",
          [FP8], _errors_agree),
    Claim("hopper-fp8-promotion-costs", PAGE,
          "Promotion costs the Triton kernel more than a tenth of its speed", [FP8],
          _promotion_costs),
    Claim("hopper-fp8-cublas-promotion-cheap", PAGE,
          "cuBLAS loses less than a tenth of its speed to promotion", [FP8],
          _cublas_promotion_cheap),
    Claim("hopper-fp8-promoted-clock-higher", PAGE,
          "The promoted kernel settled at a higher SM clock than the fast one", [FP8],
          _promoted_clock_higher),
    Claim("hopper-fp8-cublas-faster-promoted", PAGE,
          "cuBLAS is the faster of the two (the promoted pair's passes both below 1)",
          [FP8], _cublas_faster_promoted),
    Claim("hopper-fp8-quantization-hides", PAGE,
          "the fast and the promoted kernel's relative errors agree within 5 %, while their "
          "accumulation errors differ by more than 1.3x", [FP8], _quantization_hides),
    Claim("hopper-tma-busy-unchanged", PAGE,
          "The tensor cores' busy share moved by at most a percentage point in step 1",
          [STEP_TABLE], _tma_busy_unchanged),
    Claim("hopper-persistent-adds-instructions", PAGE,
          "Step 2 executes more instructions than step 1 and keeps the tensor cores busy "
          "a larger share of the time", [STEP_TABLE], _persistent_adds_and_busier),
    Wording("hopper-per-clock", PAGE, [STEPS], tolerant(_per_clock_words)),
    Wording("hopper-bar-shortfall", PAGE, [STEPS, FP8], tolerant(_shortfall_words)),
    Wording("hopper-tma-mechanism", PAGE, [STEP_TABLE], tolerant(_tma_words)),
    Wording("hopper-persistent-step", PAGE, [STEP_TABLE], tolerant(_persistent_step_words)),
    Wording("hopper-one-change", PAGE, [ONE_CHANGE], tolerant(_one_change_words)),
    Wording("hopper-ncu-conditions", PAGE, [COUNTERS], tolerant(_ncu_conditions)),
    Wording("hopper-cublas-kernel", PAGE, [METRICS], tolerant(_cublas_kernel_words)),
    Wording("hopper-lecture3-reconciled", PAGE, [STEPS, LECTURE3], tolerant(_lecture3_words)),
]
