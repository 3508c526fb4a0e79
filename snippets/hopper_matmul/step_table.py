"""The per-step table: what each step bought, and the Nsight Compute counter that says why.

Drawn from two outputs already made on the GPU (no GPU needed): the timings of
``hopper_matmul_steps`` and the counters of ``hopper_matmul_ncu`` (float16 at 8192^3).
Which counter explains which step is decided here, in ``EXPLAINED_BY``, before looking
at any run; the values and the speedups come from the data.
"""

import csv
import math
from pathlib import Path

from snippets.core.snippet import Derived
from snippets.hopper_matmul import profile, steps

# --8<-- [start:explained]
EXPLAINED_BY = {  # step -> (counter, what a change in it means)
    "1. TMA descriptors": ("sm__inst_executed.sum",
                           "instructions executed: one thread issues a tile copy instead of "
                           "every thread computing addresses"),
    "2. persistent": ("launch__grid_size",
                      "programs launched: at most one per SM, each looping over tiles"),
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
            "what it counts": meaning,
        })
    return table


def make_table(folder: Path, gpu_dir: Path) -> None:
    table = rows(_read(gpu_dir / "hopper_matmul_steps" / "steps.csv"),
                 _read(gpu_dir / "hopper_matmul_ncu" / "metrics.csv"))
    steps.write_csv(folder / "step_table.csv", table)


STEP_TABLE = Derived(name="hopper_matmul_step_table", make=make_table,
                     inputs=("hopper_matmul_steps", "hopper_matmul_ncu"))
