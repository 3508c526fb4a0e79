"""The per-step table: what each step bought, and the Nsight Compute counter that says why.

Drawn from two outputs already made on the GPU (no GPU needed): the timings of
``hopper_matmul_steps`` and the counters of ``hopper_matmul_ncu`` (float16 at 8192^3).
Which counter explains which step is decided here, in ``EXPLAINED_BY``, before looking
at any run; the values and the speedups come from the data.
"""

import csv
import math
from pathlib import Path

from snippets.helpers.csv_files import write_rows
from snippets.machinery.items import Derived
from snippets.hopper_matmul import profile, steps

# --8<-- [start:explained]
EXPLAINED_BY = {  # step -> (counter, what a change in it means)
    "1. TMA descriptors": ("sm__inst_executed.sum",
                           "instructions executed: one thread issues a tile copy instead of "
                           "every thread computing addresses"),
    "2. persistent": ("launch__grid_size",
                      "programs launched: at most one per SM, each looping over tiles"),
}
INSTRUCTIONS = "sm__inst_executed.sum"
DURATION = "gpu__time_duration.sum"
# The counters' conditions: one launch each, under ncu, at whatever clock the GPU had
# then (not the settled clock of the timings): the "ncu / settled time" column says how
# far that launch's duration is from the settled time of the same kernel.
READABLE = {  # readable header (unit) -> ncu metric
    "time, one launch (µs)": DURATION,
    "tensor cores busy (%)": next(m for m in profile.METRICS if "tensor_op" in m),
    "instructions (millions)": INSTRUCTIONS,
    "warps stalled on loads (per instruction)": next(
        m for m in profile.METRICS if "long_scoreboard" in m),
    "warps stalled at barriers (per instruction)": next(
        m for m in profile.METRICS if "stalled_barrier" in m),
    "SMs with work (%)": "sm__cycles_active.avg.pct_of_peak_sustained_elapsed",
    "DRAM bandwidth (% of peak)": "dram__throughput.avg.pct_of_peak_sustained_elapsed",
    "programs": "launch__grid_size",
    "registers per thread": "launch__registers_per_thread",
}
TENSOR_BUSY = next(m for m in profile.METRICS if "tensor_op" in m)
# --8<-- [end:explained]


def _read(path: Path) -> list[dict]:
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def _number(text: str) -> float | None:
    return float(text) if text not in ("", None) else None


def rows(step_rows: list[dict], metric_rows: list[dict]) -> list[dict]:
    names = list(steps.STEPS)
    metrics = {r["step"]: r for r in metric_rows}
    table = []
    for before, after in zip(names, names[1:]):
        speedups = []
        for r in step_rows:
            if r["step"] != after:
                continue
            previous = next(p for p in step_rows if p["step"] == before and
                            p["dtype"] == r["dtype"] and p["size"] == r["size"])
            speedups.append(float(previous["ms"]) / float(r["ms"]))
        counter, meaning = EXPLAINED_BY[after]
        old, new = _number(metrics[before][counter]), _number(metrics[after][counter])
        busy_old, busy_new = (_number(metrics[s][TENSOR_BUSY]) for s in (before, after))
        table.append({
            "step": after,
            "speedup over the previous step (geometric mean of 4 cases)":
                f"{math.exp(sum(map(math.log, speedups)) / len(speedups)):.3f}x",
            "range": f"{min(speedups):.3f}x to {max(speedups):.3f}x",
            "counter (float16, 8192)": counter,
            "before -> after": f"{old:,.0f} -> {new:,.0f}",
            "tensor cores busy (%)": (f"{busy_old:.1f} -> {busy_new:.1f}"
                                      if busy_old is not None and busy_new is not None else "n/a"),
            "instructions (millions)": _before_after(metrics, before, after, INSTRUCTIONS, 1e6),
            "SM MHz, settled (float16, 8192)": _settled_mhz(step_rows, before, after),
            "what it counts": meaning,
        })
    return table


def _before_after(metrics, before, after, metric, unit) -> str:
    old, new = _number(metrics[before][metric]), _number(metrics[after][metric])
    return f"{old / unit:,.0f} -> {new / unit:,.0f}" if None not in (old, new) else "n/a"


def _case(step_rows, step, dtype="float16", size=8192) -> dict | None:
    return next((r for r in step_rows if r["step"] == step and r["dtype"] == dtype
                 and int(float(r["size"])) == size), None)


def _settled_mhz(step_rows, before, after) -> str:
    old, new = _case(step_rows, before), _case(step_rows, after)
    if not old or not new or "n/a" in (old.get("SM MHz", "n/a"), new.get("SM MHz", "n/a")):
        return "n/a"
    return f"{float(old['SM MHz']):.0f} -> {float(new['SM MHz']):.0f}"


def counters(step_rows: list[dict], metric_rows: list[dict]) -> list[dict]:
    """ncu's counters under readable headers, with each launch's time beside the
    settled time of the same kernel (float16, 8192)."""
    table = []
    for m in metric_rows:
        row = {"step": m["step"], "kernel": m["kernel"]}
        for header, metric in READABLE.items():
            value = _number(m.get(metric))
            if value is None:
                row[header] = "n/a"
            elif metric == DURATION:
                row[header] = round(value / 1e3, 1)
            elif metric == INSTRUCTIONS:
                row[header] = round(value / 1e6)
            else:
                row[header] = round(value, 2)
        settled = _case(step_rows, m["step"])
        if m["step"] == "torch.matmul":  # torch's time sits on every step's row
            settled = dict(_case(step_rows, steps.FINAL_STEP) or {})
            settled["ms"] = settled and 2 * 8192**3 / (float(settled["torch TFLOP/s"]) * 1e9)
        row["settled time (µs)"] = round(float(settled["ms"]) * 1e3, 1) if settled else "n/a"
        row["ncu / settled time"] = (round(row["time, one launch (µs)"] /
                                           row["settled time (µs)"], 3)
                                     if settled and row["time, one launch (µs)"] != "n/a"
                                     else "n/a")
        table.append(row)
    return table


def one_change(change_rows: list[dict], metric_rows: list[dict]) -> list[dict]:
    """Step 2's changes one at a time: the settled timings with the counters that moved
    (instructions, tensor cores busy, programs) from the same variant's ncu launch."""
    metrics = {r["step"]: r for r in metric_rows}
    table = []
    for row in change_rows:
        m = metrics.get(row["variant"], {})
        inst, busy = _number(m.get(INSTRUCTIONS)), _number(m.get(READABLE["tensor cores busy (%)"]))
        grid = _number(m.get("launch__grid_size"))
        table.append({**row,
                      "instructions (millions)": round(inst / 1e6) if inst else "n/a",
                      "tensor cores busy (%)": round(busy, 1) if busy else "n/a",
                      "programs": int(grid) if grid else "n/a"})
    return table


def make_table(folder: Path, gpu_dir: Path) -> None:
    step_rows = _read(gpu_dir / "hopper_matmul_steps" / "steps.csv")
    metric_rows = _read(gpu_dir / "hopper_matmul_ncu" / "metrics.csv")
    write_rows(folder / "step_table.csv", rows(step_rows, metric_rows))
    write_rows(folder / "counters.csv", counters(step_rows, metric_rows))
    changes = gpu_dir / "hopper_matmul_steps" / "one_change.csv"
    if changes.exists():
        write_rows(folder / "one_change.csv", one_change(_read(changes), metric_rows))


STEP_TABLE = Derived(name="hopper_matmul_step_table", make=make_table,
                     inputs=("hopper_matmul_steps", "hopper_matmul_ncu"))
