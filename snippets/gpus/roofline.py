"""A roofline per GPU: every kernel benchmarked over a range of sizes (a ``perf_report``
sweep: lectures 1 to 5) against that GPU's ceilings.

A kernel's *arithmetic intensity* is the floating-point work it does per byte it must
move to and from memory. A kernel of intensity I cannot run faster than
``min(I * bandwidth, peak flop rate)``: the slanted roof is memory, the flat one compute.
Both ceilings here are *measured* on the GPU (``device/device.json``): the copy
bandwidth, and, where the GPU run measured it, the rate of a large half-precision
matmul. They are not datasheet peaks, so a kernel can sit a few percent above them.

Every benchmark CSV reports either GB/s (its bytes are known) or TFLOP/s (its flops
are known). The table below gives each kernel's flops per byte, so the other half
follows; each entry says where it comes from. A kernel is placed by its largest
benchmarked size (the one furthest from launch overheads and caches).
"""

import csv
import json
from pathlib import Path

from snippets.helpers import plot_style
from snippets.machinery.items import Derived

# --8<-- [start:intensity]
# Flops per byte of the minimal traffic each benchmark counts (inputs read once, output
# written once), counting one flop per add, multiply, compare-for-max, divide or
# exponential. Kernels that only move data (copy, roll) do no arithmetic and have no
# place on a log-scale roofline; they are listed in the caption instead.
FLOPS_PER_BYTE = {
    # 1 add per element; 2 float32 inputs read + 1 written = 12 bytes
    "vector-add": 1 / 12,
    # 1 multiply per element; 1 float32 read + 1 written = 8 bytes
    "square-rows": 1 / 8,
    "square-cuda": 1 / 8,
    "square-numba": 1 / 8,
    # 3 multiplies + 2 adds per pixel; 3 uint8 read + 1 float32 written = 7 bytes
    "greyscale": 5 / 7,
    # max, subtract, exp, sum, divide per element; float32: 8 bytes, float16: 4 bytes
    ("row-softmax", "fp32"): 5 / 8,
    ("row-softmax", "fp16"): 5 / 4,
    # tanh form: x^3 (2), * 0.044715, + x, * sqrt(2/pi), tanh, + 1, * x, * 0.5 = 9
    # flops per element; 1 float32 read + 1 written = 8 bytes
    "gelu-tanh": 9 / 8,
    # the slide's one-hot permutation: a 64 x 64 masked sum per row of 64 float32,
    # 64 * 64 adds (compares and selects not counted) per 512 bytes read + written
    ("roll-rows-64-wide", "onehot"): 64 * 64 / 512,
}
DATA_MOVEMENT_ONLY = {"copy", "roll-rows", ("roll-rows-64-wide", "gather"),
                      ("roll-rows-64-wide", "torch")}


def matmul_flops_per_byte(m: int, n: int, k: int, element_bytes: int = 2) -> float:
    """2*M*N*K flops against A and B read once and C written once, all of one dtype."""
    return 2 * m * n * k / (element_bytes * (m * k + k * n + m * n))
# --8<-- [end:intensity]


def element_bytes(dtype: str) -> int:
    """Bytes per element of a dtype as the benchmark CSVs write it ("torch.float16")."""
    for needle, size in (("float8", 1), ("float16", 2), ("bfloat16", 2), ("float32", 4)):
        if needle in dtype:
            return size
    raise ValueError(f"roofline: unknown matmul dtype {dtype!r}")


def intensity_of(row: dict) -> float | None:
    """Flops per byte for one benchmark row; 0 for pure data movement, None if unknown."""
    bench, provider = row["benchmark"], row["provider"]
    if bench in DATA_MOVEMENT_ONLY or (bench, provider) in DATA_MOVEMENT_ONLY:
        return 0.0
    if row["unit"] == "TFLOP/s":
        args = json.loads(row["args"])
        size = int(args.get("size", float(row["x"])))  # square problems: M = N = K
        k = int(args.get("K", size))  # or M = N = size with a fixed K (the epilogue's)
        return matmul_flops_per_byte(size, size, k, element_bytes(args.get("dtype", "")))
    for key, value in FLOPS_PER_BYTE.items():
        if key == bench or (isinstance(key, tuple) and key[0] == bench and key[1] in provider):
            return value
    return None


def read_ceilings(gpu_dir: Path) -> dict:
    device = json.loads((gpu_dir / "device" / "device.json").read_text())
    return {"copy_gbps": device["copy_gbps"],
            "matmul_tflops_fp16": device.get("matmul_tflops_fp16"),
            "matmul_tflops_bf16": device.get("matmul_tflops_bf16")}


def kernel_points(gpu_dir: Path) -> tuple[list[dict], list[str]]:
    """One point per (benchmark, provider) at its largest size, and the names of the
    kernels left off the plot (no arithmetic)."""
    points, movers = [], []
    for path in sorted(gpu_dir.glob("*/benchmark*.csv")):
        with open(path, newline="") as f:
            rows = list(csv.DictReader(f))
        for provider in dict.fromkeys(r["provider"] for r in rows):
            mine = [r for r in rows if r["provider"] == provider]
            row = max(mine, key=lambda r: float(r["x"]))
            intensity = intensity_of(row)
            if intensity is None:
                raise KeyError(f"no flops-per-byte entry for {row['benchmark']!r} / {provider!r}"
                               " in snippets/gpus/roofline.py")
            label = f"{row['benchmark']}: {row['provider_name']}"
            if intensity == 0:
                movers.append(label)
                continue
            value = float(row["value_p50"])
            tflops = value * intensity / 1e3 if row["unit"] == "GB/s" else value
            points.append({"item": path.parent.name, "benchmark": row["benchmark"],
                           "provider": row["provider_name"], "x": row["x"],
                           "flops_per_byte": intensity, "tflops": tflops,
                           "gbps": tflops * 1e3 / intensity})
    return points, movers


def lectures_of(points: list[dict]) -> str:
    """The lectures whose kernels are on the plot, from the items that measured them
    ("1 to 5", or "1, 3"), by the item's package (snippets/<lecture>/)."""
    from snippets.machinery.items import discover
    from snippets.machinery.layout import lecture_packages

    registry, order = discover(), lecture_packages()
    numbers = sorted({order.index(registry[p["item"]].module.split(".")[1]) + 1
                      for p in points if p["item"] in registry})
    if numbers and numbers == list(range(numbers[0], numbers[-1] + 1)) and len(numbers) > 2:
        return f"{numbers[0]} to {numbers[-1]}"
    return ", ".join(map(str, numbers))


def compute_roofs(ceilings: dict) -> list[tuple[str, float, str]]:
    """(what, TFLOP/s, line style) of each compute roof to draw. The float16 and
    bfloat16 roofs within 10 % of each other are one line, at the float16 rate (the one
    ``roof_tflops`` uses) with the other in its label: two lines that close on a log
    scale read as one thick, broken line."""
    fp16, bf16 = ceilings["matmul_tflops_fp16"], ceilings["matmul_tflops_bf16"]
    if fp16 and bf16 and abs(fp16 - bf16) <= 0.1 * max(fp16, bf16):
        return [(f"float16 matmul, {fp16:,.0f} TFLOP/s (bfloat16: {bf16:,.0f})", fp16, "--")]
    return [(f"{dtype} matmul, {rate:,.0f} TFLOP/s", rate, style) for dtype, rate, style in
            (("float16", fp16, "--"), ("bfloat16", bf16, ":")) if rate]


def roof_tflops(intensity: float, ceilings: dict) -> float:
    """The lower of the two measured roofs at this intensity (memory only if no compute
    ceiling was measured)."""
    memory = ceilings["copy_gbps"] * intensity / 1e3
    compute = ceilings["matmul_tflops_fp16"] or ceilings["matmul_tflops_bf16"]
    return min(memory, compute) if compute else memory


def roof_kind(intensity: float, ceilings: dict) -> str:
    compute = ceilings["matmul_tflops_fp16"] or ceilings["matmul_tflops_bf16"]
    if not compute:
        return "memory (no compute roof measured)"
    return "memory" if ceilings["copy_gbps"] * intensity / 1e3 < compute else "compute"


def draw_roofline(folder: Path, gpu_dir: Path) -> None:
    plt = plot_style.apply()
    import numpy as np

    ceilings = read_ceilings(gpu_dir)
    points, movers = kernel_points(gpu_dir)
    gpu = json.loads((gpu_dir / "device" / "provenance.json").read_text()).get("gpu", gpu_dir.name)
    fig, ax = plt.subplots(figsize=(9, 6))
    lo = min(p["flops_per_byte"] for p in points) / 2
    hi = max(p["flops_per_byte"] for p in points) * 2
    grid = np.logspace(np.log10(lo), np.log10(hi), 200)
    # The memory roof stops where it meets the highest compute roof; each compute roof
    # starts where it meets the memory roof (its ridge point): a roof, not two lines.
    top = max((rate for _, rate, _ in compute_roofs(ceilings)), default=None)
    # The memory roof ends at the highest ridge: drawn on past it, flat, it would hide the
    # dashed compute roof under a solid line.
    memory_grid = grid[grid * ceilings["copy_gbps"] / 1e3 < top] if top else grid
    if top:
        memory_grid = np.append(memory_grid, top * 1e3 / ceilings["copy_gbps"])
    ax.plot(memory_grid, ceilings["copy_gbps"] * memory_grid / 1e3, color=plot_style.INK,
            lw=1.5, label=f"memory roof: measured copy, {ceilings['copy_gbps']:,.0f} GB/s")
    for what, rate, style in compute_roofs(ceilings):
        ridge = rate * 1e3 / ceilings["copy_gbps"]
        ax.plot([ridge, hi], [rate] * 2, color=plot_style.INK, ls=style, lw=1.2,
                label=f"compute roof: measured {what}")
    if not (ceilings["matmul_tflops_fp16"] or ceilings["matmul_tflops_bf16"]):
        ax.text(0.98, 0.97, "compute roof not measured on this GPU yet", ha="right",
                va="top", transform=ax.transAxes, color=plot_style.MUTED)
    benchmarks = list(dict.fromkeys(p["benchmark"] for p in points))
    for p in points:
        # A colour and a marker per benchmark (plot_style.series): none look alike.
        index = benchmarks.index(p["benchmark"])
        ax.scatter(p["flops_per_byte"], p["tflops"], s=70, zorder=3,
                   edgecolor="white", lw=0.6, label=p["benchmark"] if p["provider"] == next(
                       q["provider"] for q in points if q["benchmark"] == p["benchmark"]) else None,
                   **plot_style.series(index))
    ax.set_xscale("log")
    ax.set_yscale("log")
    # Up to just above the fastest kernel: without a compute roof the memory roof would
    # otherwise climb far past anything measured.
    ax.set_ylim(min(p["tflops"] for p in points) / 2, max(p["tflops"] for p in points) * 4)
    ax.set_xlabel("arithmetic intensity (flops per byte of minimal memory traffic)")
    ax.set_ylabel("attained TFLOP/s (median, largest benchmarked size)")
    ax.set_title(f"Roofline of {gpu}: every kernel benchmarked over a range of sizes\n"
                 f"(lectures {lectures_of(points)}; lectures 7 and 8 time theirs case by case)")
    ax.grid(True, which="major")
    # Below the axes: clear of the roofs and the points whatever the data.
    ax.legend(loc="upper center", ncol=2, bbox_to_anchor=(0.5, -0.12))
    plot_style.save(fig, folder / "roofline.svg")

    with open(folder / "roofline.csv", "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=["item", "benchmark", "provider", "x",
                                               "flops_per_byte", "tflops", "gbps",
                                               "roof_tflops", "fraction_of_roof", "roof"])
        writer.writeheader()
        for p in points:
            roof = roof_tflops(p["flops_per_byte"], ceilings)
            writer.writerow({**p, "flops_per_byte": f"{p['flops_per_byte']:.4g}",
                             "tflops": f"{p['tflops']:.4g}", "gbps": f"{p['gbps']:.0f}",
                             "roof_tflops": f"{roof:.4g}",
                             "fraction_of_roof": f"{p['tflops'] / roof:.3f}",
                             "roof": roof_kind(p["flops_per_byte"], ceilings)})
    (folder / "caption.txt").write_text(caption(ceilings, points, movers, gpu))


def caption(ceilings: dict, points: list[dict], movers: list[str], gpu: str) -> str:
    lines = [f"{len(points)} kernels on {gpu}, each at its largest benchmarked size."]
    if ceilings["matmul_tflops_fp16"] or ceilings["matmul_tflops_bf16"]:
        lines.append("Both roofs are measured on this GPU: the copy bandwidth and a large "
                     "half-precision matmul (torch.matmul).")
    else:
        lines.append("Only the memory roof is drawn: the compute ceiling (a measured "
                     "half-precision matmul) has not been measured on this GPU yet, so "
                     "the matmul points have no roof above them here.")
    # One short paragraph each, and the kernels left off as a list: read at a glance.
    lines.append("Left off, as they move data and do no arithmetic:\n"
                 + "\n".join(f"- {mover}" for mover in movers))
    return "\n\n".join(lines) + "\n"


# Every snippet with a benchmark (tests/machinery/site/test_figures.py keeps this list complete).
ROOFLINE = Derived(name="roofline", make=draw_roofline, inputs=[
    "device", "vector_add", "copy", "square_rows", "row_softmax", "greyscale", "roll_rows",
    "roll_rows_onehot", "matmul_grouped", "matmul_autotuned", "square_cuda", "square_numba",
    "gelu_tanh_triton", "matmul_epilogue"])
