"""Picture: what each step of lecture 7 reached, against torch, per case.

Drawn from the files the ``hopper_matmul_steps`` item wrote on a GPU
(``steps.csv``: one row per dtype, size and step, with torch's TFLOP/s on every row;
``fp8.csv``: one row per product at 8192). Nothing here imports the kernels: the
picture depends only on the files.
"""

import csv
import json
from pathlib import Path

from snippets.helpers import plot_style
from snippets.machinery.items import Derived

SOURCE = "hopper_matmul_steps"
# The columns of steps.csv and fp8.csv this figure reads (written by steps.py).
STEP_COLUMNS = ("dtype", "size", "step", "TFLOP/s", "torch TFLOP/s", "x torch")
FP8_COLUMNS = ("product", "size", "TFLOP/s")


def read_columns(path: Path, columns: tuple) -> list[dict]:
    """The rows of a CSV that steps.py wrote; a clear error if it lacks a column read."""
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    missing = [c for c in columns if rows and c not in rows[0]]
    if missing:
        raise ValueError(f"{path} lacks the columns {missing}")
    return rows


def read_steps(gpu_dir: Path) -> dict:
    """Cases in file order: torch's TFLOP/s and, per step, (TFLOP/s, time ratio to torch)."""
    cases: dict[str, dict] = {}
    for row in read_columns(gpu_dir / SOURCE / "steps.csv", STEP_COLUMNS):
        case = cases.setdefault(f"{row['dtype']}\n{row['size']}³",
                                {"torch": float(row["torch TFLOP/s"]), "steps": {}})
        case["steps"][row["step"]] = (float(row["TFLOP/s"]), float(row["x torch"]))
    return cases


# fp8.csv's bfloat16 rows repeat a steps.csv case (to measure the spread between runs,
# bar.py); the figure shows the steps' measurement, so each kernel has one number.
BFLOAT16_FROM_STEPS = {"torch.matmul, bfloat16": "torch TFLOP/s",
                       "persistent kernel, bfloat16": "TFLOP/s"}


def read_fp8(gpu_dir: Path) -> list[tuple[str, int, float]]:
    """(product, size, TFLOP/s) per row of fp8.csv, the bfloat16 ones from steps.csv;
    none if the file is absent."""
    path = gpu_dir / SOURCE / "fp8.csv"
    if not path.exists():
        return []
    steps = {(r["dtype"], int(r["size"])): r
             for r in read_columns(gpu_dir / SOURCE / "steps.csv", STEP_COLUMNS)
             if r["step"] == "2. persistent"}
    found = []
    for r in read_columns(path, FP8_COLUMNS):
        size, tflops = int(r["size"]), float(r["TFLOP/s"])
        if r["product"] in BFLOAT16_FROM_STEPS and ("bfloat16", size) in steps:
            tflops = float(steps[("bfloat16", size)][BFLOAT16_FROM_STEPS[r["product"]]])
        found.append((r["product"], size, tflops))
    # newer fp8.csv files leave the bfloat16 products to steps.csv (one time per kernel)
    size = found[0][1] if found else None
    missing = [(p, size, float(steps[("bfloat16", size)][column]))
               for p, column in BFLOAT16_FROM_STEPS.items()
               if p not in {f[0] for f in found} and ("bfloat16", size) in steps]
    return missing + found


def gpu_name(gpu_dir: Path) -> str:
    """The GPU named in the steps' provenance, else the folder's name."""
    record = gpu_dir / SOURCE / "provenance.json"
    return (json.loads(record.read_text()).get("gpu") if record.exists() else None) or gpu_dir.name


def draw_steps(folder: Path, gpu_dir: Path) -> None:
    plt = plot_style.apply()
    import numpy as np

    cases = read_steps(gpu_dir)
    fp8 = read_fp8(gpu_dir)
    steps = list(dict.fromkeys(s for case in cases.values() for s in case["steps"]))
    fig, axes = plt.subplots(1, 2 if fp8 else 1, figsize=(11 if fp8 else 7.5, 4.2),
                             gridspec_kw={"width_ratios": [len(cases), 1.6]} if fp8 else None,
                             squeeze=False)
    ax = axes[0][0]
    # Ratios, not bars from zero: the steps differ by a few percent, which bars of
    # 600+ TFLOP/s would hide. Each case's steps left to right, joined in order.
    x = np.arange(len(cases))
    offsets = np.linspace(-0.25, 0.25, len(steps))
    for j, case in enumerate(cases.values()):
        ratios = [case["steps"].get(step, (np.nan, np.nan))[1] for step in steps]
        ax.plot(j + offsets, ratios, color=plot_style.MUTED, lw=0.8, zorder=1)
    for i, step in enumerate(steps):
        ratios = [case["steps"].get(step, (np.nan, np.nan))[1] for case in cases.values()]
        ax.scatter(x + offsets[i], ratios, s=48, label=step, zorder=2,
                   **plot_style.series(i))  # a colour and a marker per step
    ax.axhline(1.0, color=plot_style.INK, lw=1.2, label="torch.matmul (cuBLAS) = 1")
    labels = [f"{name}\ntorch {case['torch']:.0f}\nTFLOP/s" for name, case in cases.items()]
    ax.set_xticks(x, labels)
    ax.set_xlim(-0.6, len(cases) - 0.4)
    ax.set_ylabel("speed relative to torch.matmul\n(torch time / step time)")
    ax.grid(True, axis="y")
    ax.set_axisbelow(True)
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.26), ncol=2)
    ax.set_title("float16 and bfloat16: each step against torch (CUDA-graph medians)")
    if fp8:
        ax8 = axes[0][1]
        names = [name for name, _, _ in fp8]
        colours = [plot_style.INK if name.startswith("torch") else plot_style.PALETTE[2]
                   for name in names]
        ax8.barh(range(len(fp8)), [t for _, _, t in fp8], color=colours)
        ax8.set_yticks(range(len(fp8)), [n.replace(", ", "\n") for n in names])
        ax8.invert_yaxis()
        ax8.set_xlabel("TFLOP/s")
        ax8.grid(True, axis="x")
        ax8.set_axisbelow(True)
        sizes = "/".join(str(s) for s in dict.fromkeys(size for _, size, _ in fp8))
        ax8.set_title(f"float8 and bfloat16 at {sizes}³")
    fig.suptitle(f"Lecture 7's steps on {gpu_name(gpu_dir)}", y=1.02)
    plot_style.save(fig, folder / "steps.svg", phone=bool(fp8))


STEPS_BARS = Derived(name="hopper_matmul_steps_bars", make=draw_steps, inputs=(SOURCE,),
                     scope="per_gpu")
