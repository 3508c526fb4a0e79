"""Every GPU the site has results for, compared from the CSVs their runs wrote.

Nothing here runs on a GPU: it reads ``docs/generated/<gpu>/`` for every GPU and draws
the comparison, so it is redrawn (by ``regenerate.py``, on any machine) whenever one of
those results is remade. Three questions:

1. How close does each GPU come to its datasheet? Measured copy bandwidth and
   ``torch.matmul`` rate against the vendor's numbers.
2. How close does each kernel come to *its own GPU's* measured limit? A kernel at 95%
   of copy bandwidth on one GPU and 80% on another has lost something on the second.
3. Where does the order of kernels change from one GPU to another?
"""

import csv
import json
import textwrap
from pathlib import Path

from snippets.helpers import notation
from snippets.machinery.claims import Spread, compare
from snippets.machinery.items import Derived
from snippets.machinery.layout import gpu_folders

# Vendor datasheet figures (NVIDIA's H100 and H200 SXM datasheets): memory bandwidth in
# GB/s and dense (no sparsity) 16-bit tensor-core rate in TFLOP/s. Leads, not limits: the
# page compares them with what we measure. Keyed by torch.cuda.get_device_name().
DATASHEET = {
    "NVIDIA H100 80GB HBM3": {"memory_gbps": 3350, "dense_bf16_tflops": 989},
    "NVIDIA H200": {"memory_gbps": 4800, "dense_bf16_tflops": 989},
}

# Every snippet with a benchmark (tests/gpus/test_comparison.py keeps this list complete).
BENCHMARKED = (
    "copy", "gelu_tanh_triton", "greyscale", "matmul_autotuned", "matmul_epilogue", "matmul_grouped",
    "roll_rows", "roll_rows_onehot", "row_softmax", "square_cuda", "square_numba",
    "square_rows", "vector_add",
)
PAGE_WIDTH = 78


def _read_csv(path: Path) -> list[dict]:
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def _write_csv(path: Path, rows: list[dict]) -> None:
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


def gpu_results(generated: Path) -> dict[str, dict]:
    """{gpu name: {"limits": device.json, "folder": Path}} for every GPU with results."""
    found = {}
    for folder in gpu_folders(generated):
        limits_path = folder / "device" / "device.json"
        record_path = folder / "device" / "provenance.json"
        if limits_path.exists() and record_path.exists():
            name = json.loads(record_path.read_text())["gpu"]
            found[name] = {"limits": json.loads(limits_path.read_text()), "folder": folder}
    return found


# Copy: the p80 time's bandwidth; matmul: the lowest pass median at the ceiling's size.
LOW_KEYS = {"copy bandwidth (GB/s)": "copy_gbps_low", "bf16 matmul (TFLOP/s)":
            "matmul_tflops_bf16_low", "fp16 matmul (TFLOP/s)": "matmul_tflops_fp16_low"}


# --8<-- [start:limits]
def limit_rows(gpus: dict[str, dict]) -> list[dict]:
    """Measured ceilings against the datasheet, one row per GPU and quantity."""
    rows = []
    for gpu, result in gpus.items():
        limits, sheet = result["limits"], DATASHEET.get(gpu, {})
        measured = [("copy bandwidth (GB/s)", limits.get("copy_gbps"), sheet.get("memory_gbps")),
                    ("bf16 matmul (TFLOP/s)", limits.get("matmul_tflops_bf16"),
                     sheet.get("dense_bf16_tflops")),
                    ("fp16 matmul (TFLOP/s)", limits.get("matmul_tflops_fp16"),
                     sheet.get("dense_bf16_tflops"))]  # fp16 and bf16 share a rate
        for quantity, value, datasheet in measured:
            low = limits.get(LOW_KEYS[quantity])  # the spread the ceiling comes with
            rows.append({"gpu": gpu, "quantity": quantity,
                         "measured": round(value) if value else "not measured",
                         "low end of spread": round(low) if value and low else "",
                         "datasheet": datasheet or "not in our table",
                         "measured / datasheet": round(value / datasheet, 3)
                         if value and datasheet else ""})
    return rows
# --8<-- [end:limits]


def _limit_for(row: dict, limits: dict) -> float | None:
    """The ceiling a benchmark row is held to on its GPU."""
    if row["unit"] == "GB/s":
        return limits.get("copy_gbps")
    if row["unit"] == "TFLOP/s":
        dtype = json.loads(row["args"]).get("dtype", "")
        key = {"torch.bfloat16": "matmul_tflops_bf16", "torch.float16": "matmul_tflops_fp16"}
        return limits.get(key.get(dtype, ""))
    return None


# --8<-- [start:fractions]
def fraction_rows(gpus: dict[str, dict]) -> list[dict]:
    """Each benchmark line at its largest size, as a fraction of its GPU's limit."""
    rows = []
    for gpu, result in gpus.items():
        for name in BENCHMARKED:
            for csv_path in sorted((result["folder"] / name).glob("benchmark*.csv")):
                data = _read_csv(csv_path)
                largest = max(float(r["x"]) for r in data)
                for r in data:
                    if float(r["x"]) != largest:
                        continue
                    limit = _limit_for(r, result["limits"])
                    value = float(r["value_p50"])
                    # The p20-p80 band of the timing, as fractions: orders are judged by it.
                    low, high = sorted((float(r["value_low"]), float(r["value_high"])))
                    rows.append({"gpu": gpu, "benchmark": r["benchmark"],
                                 "line": r["provider_name"], "x": r["x_name"] + "=" + r["x"],
                                 "unit": r["unit"], "value": round(value, 1),
                                 "fraction of limit": round(value / limit, 3) if limit else "",
                                 "p20-p80 band": f"{low / limit:.3f}-{high / limit:.3f}"
                                 if limit else ""})
    return rows
# --8<-- [end:fractions]


def _band(row: dict) -> Spread:
    """A fractions row as a Spread: its median and p20-p80 band, fractions of the limit."""
    low, high = (float(v) for v in row["p20-p80 band"].split("-"))
    return Spread(float(row["fraction of limit"]), low, high)


def ranking_changes(rows: list[dict]) -> list[str]:
    """Pairs of lines of the same benchmark (one plot: the same operation at the same
    size) whose order by fraction of limit differs between GPUs. Lines of different
    benchmarks are not compared: a copy kernel and a square at other sizes do different
    work, and that one is ahead of the other says nothing about either. On one GPU two lines are in an order only when their p20-p80 bands do not
    overlap: a fixed threshold would be inside the noise of some lines and coarser than
    that of others."""
    gpus = list(dict.fromkeys(r["gpu"] for r in rows))
    score = {(r["gpu"], r["benchmark"], r["line"]): _band(r)
             for r in rows if r["fraction of limit"] != ""}
    unit = {(r["benchmark"], r["line"]): r["unit"] for r in rows}
    lines = sorted({(b, l) for _, b, l in score})
    changes = []
    for i, first in enumerate(lines):
        for second in lines[i + 1:]:
            if first[0] != second[0] or unit[first] != unit[second]:
                continue
            orders = {}
            for gpu in gpus:
                a, b = score.get((gpu, *first)), score.get((gpu, *second))
                if a is not None and b is not None and compare(a, b) != 0:
                    orders[gpu] = compare(a, b) > 0
            if len(set(orders.values())) > 1:
                ahead = [g for g, first_ahead in orders.items() if first_ahead]
                behind = [g for g, first_ahead in orders.items() if not first_ahead]
                changes.append(f"{first[0]}: {first[1]} is ahead of {second[1]} "
                               f"on {', '.join(ahead)} and behind it on {', '.join(behind)}.")
    return changes


def summary_text(limits: list[dict], fractions: list[dict]) -> str:
    gpus = list(dict.fromkeys(r["gpu"] for r in limits))
    paragraphs = []
    for gpu in gpus:
        parts = [f"{r['quantity']} {r['measured']}"
                 + (f" ({notation.percent(r['measured / datasheet'])} of the datasheet's "
                    f"{r['datasheet']})"
                    if r["measured / datasheet"] != "" else "")
                 for r in limits if r["gpu"] == gpu]
        paragraphs.append(f"{gpu}: " + "; ".join(parts) + ".")
    changes = ranking_changes(fractions)
    if len(gpus) < 2:
        paragraphs.append("Only one GPU has results, so nothing can be compared yet.")
    elif changes:
        paragraphs.append(f"Lines of one benchmark whose order changes between GPUs (lines "
                          f"whose p20-p80 bands overlap are level within the noise): "
                          f"{len(changes)}.")
        paragraphs += changes
    else:
        paragraphs.append("No two lines of one benchmark change order between the GPUs "
                          "beyond their p20-p80 bands.")
    return "\n\n".join(textwrap.fill(p, width=PAGE_WIDTH) for p in paragraphs) + "\n"


def draw_fractions(rows: list[dict], svg_path: Path) -> None:
    """Horizontal bars: each benchmark line's fraction of its GPU's limit, per GPU."""
    from snippets.helpers import plot_style

    plt = plot_style.apply()
    shown = [r for r in rows if r["fraction of limit"] != ""]
    labels = list(dict.fromkeys(f"{r['benchmark']}: {r['line']}" for r in shown))
    gpus = list(dict.fromkeys(r["gpu"] for r in shown))
    height = 0.8 / max(1, len(gpus))
    fig, ax = plt.subplots(figsize=(8, 0.28 * len(labels) + 1.2))
    for g, gpu in enumerate(gpus):
        values = {f"{r['benchmark']}: {r['line']}": r["fraction of limit"]
                  for r in shown if r["gpu"] == gpu}
        ys = [i + g * height for i, label in enumerate(labels) if label in values]
        ax.barh(ys, [values[label] for label in labels if label in values], height=height,
                label=gpu)
    ax.set_yticks([i + height * (len(gpus) - 1) / 2 for i in range(len(labels))], labels,
                  fontsize=9)
    ax.invert_yaxis()
    ax.axvline(1.0, color="grey", lw=1, ls="--")
    ax.set_xlabel("fraction of the GPU's measured limit (copy bandwidth, or torch.matmul)")
    ax.set_title("Each benchmark line at its largest size", fontsize=10, pad=28)
    # Above the first bars, where a reader starts: the chart is long.
    ax.legend(fontsize=9, loc="lower center", bbox_to_anchor=(0.5, 1.0), ncol=len(gpus))
    fig.tight_layout()
    plot_style.save(fig, svg_path)


def make_comparison(folder: Path, generated: Path) -> None:
    gpus = gpu_results(generated)
    limits = limit_rows(gpus)
    fractions = fraction_rows(gpus)
    _write_csv(folder / "limits.csv", limits)
    _write_csv(folder / "fractions.csv", fractions)
    (folder / "summary.md").write_text(summary_text(limits, fractions))
    draw_fractions(fractions, folder / "fractions.svg")


GPU_COMPARISON = Derived(name="gpu_comparison", make=make_comparison,
                         inputs=("device",) + BENCHMARKED, scope="across_gpus")
