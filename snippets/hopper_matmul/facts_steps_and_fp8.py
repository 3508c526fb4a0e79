"""Lecture 7's Facts tables: each GPU's numbers in one column, for the short checked
sentences of claims.py (see snippets/machinery/facts.py). Imports nothing heavy.

The tables whose cells carry a verdict (faster, level, slower) are in
claims_verdicts.py, which judges each comparison by its own passes.
"""

from snippets.helpers import notation
from snippets.machinery.facts import Facts
from snippets.hopper_matmul import bar

PAGE = "07-hopper-matmul.md"
STEPS = "hopper_matmul_steps/steps.csv"
FP8 = "hopper_matmul_steps/fp8.csv"
STEP_TABLE = "hopper_matmul_step_table/step_table.csv"
ONE_CHANGE = "hopper_matmul_step_table/one_change.csv"
LECTURE3 = "matmul_autotune/autotune.csv"
LECTURE3_SETTLED = "matmul_autotune/settled.csv"
CONFIGS = "hopper_matmul_configs/configs.csv"
CLOCKS = "hopper_matmul_steps/clocks.csv"
LIMITS = "hopper_matmul_steps/limits.json"
CASES = [("float16", 4096), ("float16", 8192), ("bfloat16", 4096), ("bfloat16", 8192)]
FAST, PROMOTED = "persistent kernel, float8, fast", "persistent kernel, float8, promoted"
CUBLAS_FAST = "torch._scaled_mm, float8, fast"
CUBLAS_PROMOTED = "torch._scaled_mm, float8, promoted"
FP8_PRODUCTS = {CUBLAS_FAST: "cuBLAS, fast", FAST: "ours, fast",
                CUBLAS_PROMOTED: "cuBLAS, promoted", PROMOTED: "ours, promoted"}


def _spread(data) -> float:
    return bar.spread(data.rows(STEPS), data.rows(FP8))


def _final(data, dtype, size):
    return data.row(STEPS, step="2. persistent", dtype=dtype, size=size)


def _fp8_row(data, product):
    return data.row(FP8, product=product)



def _share(row, column="% of peak at its clock") -> str:
    """A share of the peak at the measured clock; "—" in data measured before the column."""
    value = row.get(column)
    return notation.percent(value / 100, 1) if isinstance(value, float) else "—"


def _spread_rows(data):
    """The ratio whose passes lie furthest apart, and that gap: the GPU's spread. Data
    made before the three passes: the one comparison timed twice."""
    widest = bar.widest_row(data.rows(STEPS))
    if widest is not None:
        passes = bar.passes_of(widest)
        return [(f"{widest['step']} ÷ torch, {widest['dtype']} {widest['size']:.0f}", [
            notation.ratio(float(widest["x torch"]), 3),
            " / ".join(notation.ratio(p, 3) for p in passes),
            notation.percent(bar.pass_gap(passes), 1)])]
    first, again = bar.repeated_ratios(data.rows(STEPS), data.rows(FP8))
    return [("persistent ÷ torch, bfloat16 8192 (timed twice)", [
        notation.ratio((first + again) / 2, 3),
        f"{notation.ratio(first, 3)} / {notation.ratio(again, 3)}",
        notation.percent(abs(first - again), 1)])]



def _steps_rows(data):
    rows = []
    for step in ("lecture 3 (grouped)", "1. TMA descriptors", "2. persistent"):
        r = data.row(STEPS, step=step, dtype="float16", size=8192)
        rows.append((step, [notation.tflops(r["TFLOP/s"]), notation.mhz(r["SM MHz"]),
                            _share(r)]))
    torch_row = data.row(STEPS, step="2. persistent", dtype="float16", size=8192)
    rows.append(("torch.matmul", [notation.tflops(torch_row["torch TFLOP/s"]),
                                  notation.mhz(torch_row["torch SM MHz"]),
                                  _share(torch_row, "torch % of peak at its clock")]))
    return rows


def _pair(text: str) -> tuple[float, float]:
    before, after = (float(x.replace(",", "")) for x in str(text).split("->"))
    return before, after



def _changes(data):
    return [r for r in data.rows(ONE_CHANGE) if r["x previous"] not in ("", None)]


def after_persistence(data) -> float | None:
    """Step 2 against the plainest persistent kernel (2a) in the one-change run: what the
    four changes after persistence bought together (None where a row is missing)."""
    ms = {r["variant"]: r["ms"] for r in _changes(data)}
    first = next((v for k, v in ms.items() if k.startswith("2a.")), None)
    final = ms.get("2. persistent")
    return first / final if first and final else None




def _fp8_error_rows(data):
    return [(label, f"{_fp8_row(data, product)['accumulation error, rms']:.3g}")
            for product, label in FP8_PRODUCTS.items()]


def _fp8_config_rows(data):
    rows = []
    for product in (FAST, PROMOTED):
        r = _fp8_row(data, product)
        tiles, _, stages = str(r["config"]).split()[:3]
        rows.append((FP8_PRODUCTS[product], [f"{tiles}, {stages.split('=')[1]} stages",
                                             f"{r['registers per thread']:.0f}",
                                             f"{r['spills']:.0f}"]))
    return rows


def _configs(data):
    """configs.csv's rows; LookupError (the Facts table says "regenerate") in a run that
    predates it."""
    if not data.has(CONFIGS):
        raise LookupError(f"{CONFIGS} not in this GPU's data yet")
    return data.rows(CONFIGS)


def _promotion_code_rows(data):
    """Each float8 config of configs.csv: the PTX's float32 additions before
    wgmma.wait_group, ptxas's C7517 warning, and the registers it spills."""
    rows = []
    for r in _configs(data):
        if not str(r["config"]).startswith("float8"):
            continue
        mode, config = r["config"].removeprefix("float8 ").split(", ", 1)
        warned = str(r["wgmma serialized by ptxas"]).split(" (")[0]
        rows.append((f"{config}, {mode}", [f"{float(r['add.f32 before wgmma.wait_group']):.0f}",
                                           {"n/a": "not read"}.get(warned, warned),
                                           f"{r['spills']:.0f}"]))
    return rows


def _resource_rows(data):
    return [(r["config"], [f"{r['registers per thread']:.0f}", f"{r['spills']:.0f}",
                           f"{r['programs per SM']:.0f} ({r['limited by']})"])
            for r in _configs(data)]


def _lecture3_rows(data):
    """The same kernel against torch.matmul, timed by lecture 3 (do_bench; settled where
    the run made settled.csv) and here (settled, one fixed config)."""
    rows = []
    for dtype, size in CASES:
        l3 = data.rows(LECTURE3, dtype=dtype, M=size, K=size, N=size)
        l7 = data.rows(STEPS, dtype=dtype, size=size, step="lecture 3 (grouped)")
        if not (l3 and l7):
            continue
        settled = (data.rows(LECTURE3_SETTLED, dtype=dtype, M=size, K=size, N=size)
                   if data.has(LECTURE3_SETTLED) else [])
        gap = (notation.percent(abs(settled[0]["autotuned / torch"] - l7[0]["x torch"]), 1)
               if settled else "—")
        rows.append((f"{dtype} {size}", [
            notation.ratio(l3[0]["autotuned / torch"]),
            notation.ratio(settled[0]["autotuned / torch"]) if settled else "—",
            notation.ratio(l7[0]["x torch"]), gap]))
    return rows


def _power_rows(data):
    """Where the board's power and the SM clock sat while the float16 and bfloat16
    products were timed (power.md's figures, as a table)."""
    limits = data.json(LIMITS)
    watts = [r["board W"] for r in data.rows(CLOCKS)
             if r["label"] != "settling" and str(r["case"]).split()[0] in ("float16", "bfloat16")]
    steps = data.rows(STEPS)
    mhz = [r[c] for r in steps for c in ("SM MHz", "torch SM MHz") if isinstance(r[c], float)]
    return [("board power while timed", f"{min(watts):.0f}–{max(watts):.0f} W"),
            ("the board's power limit", f"{limits['power_limit_w']:.0f} W"),
            ("SM clock while timed (median per provider)", f"{min(mhz):.0f}–{max(mhz):.0f} MHz"),
            ("highest SM clock", notation.mhz(limits["max_sm_mhz"]))]


FACTS = [
    Facts("hopper-power", PAGE, [STEPS, CLOCKS, LIMITS], _power_rows,
          header="float16 and bfloat16 timings",
          caption="NVML's readings: power is an average over about a second"),
    Facts("hopper-lecture3-both-ways", PAGE, [STEPS, LECTURE3], _lecture3_rows,
          header="lecture 3's kernel against torch.matmul",
          columns=["do_bench", "settled (lecture 3)", "settled (here)", "settled gap"],
          caption="settled gap: how far apart the two settled ratios of the same kernel and "
                  "config landed"),
    Facts("hopper-spread", PAGE, [STEPS, FP8], _spread_rows,
          header="the ratio whose passes lie furthest apart",
          columns=["mean", "passes", "spread"]),
    Facts("hopper-steps-float16-8192", PAGE, [STEPS], _steps_rows, header="float16 8192",
          columns=["speed", "SM clock", "of peak"]),
    Facts("hopper-fp8-errors", PAGE, [FP8], _fp8_error_rows,
          header="accumulation error (rms), float8 8192",
          caption="against the exact product of the float8 values"),
    Facts("hopper-fp8-configs", PAGE, [FP8], _fp8_config_rows, header="Triton, float8",
          columns=["tuned config", "registers", "spills"]),
    Facts("hopper-config-resources", PAGE, [STEPS], _resource_rows, header="config",
          columns=["registers", "spills", "programs per SM"]),
    Facts("hopper-fp8-promotion-code", PAGE, [CONFIGS], _promotion_code_rows,
          header="float8 config, accumulation",
          columns=["add.f32 before the wait", "ptxas C7517", "spills"],
          caption="add.f32 before the wait: float32 additions in the PTX that read the "
                  "wgmma accumulators before wgmma.wait_group; ptxas C7517: whether ptxas "
                  "warns that it serialized the wgmmas"),
]
