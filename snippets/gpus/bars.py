"""The bars the lectures set themselves, judged on every GPU from its own results.

A lecture that says "at least 90% of the copy bandwidth" must show, for each GPU the
site has results for, whether that GPU's run met it: a bar met on one GPU and missed on
another is said plainly. Each bar below is a small function of one GPU's CSVs; the
Derived item writes one table per lecture (``bars-<lecture>.csv``), and the pages show
those tables instead of claiming a result in prose.
"""

import csv
import json
from pathlib import Path

from snippets.machinery.items import Derived
from snippets.gpus.compare import gpu_results


def _rows(folder: Path, item: str, file: str = "benchmark.csv") -> list[dict]:
    path = folder / item / file
    if not path.exists():
        return []
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


# The cells are Markdown: "torch._scaled_mm" would render "_scaled_" in italics. Its
# underscores are escaped (a code span would show the <wbr> break hints the site's
# tables put after each underscore as text).
SCALED_MM = r"torch.\_scaled\_mm"


def _judged(measured: str, met: bool | None) -> dict:
    return {"measured": measured, "met": {True: "yes", False: "NO", None: "no data"}[met]}


# --8<-- [start:bars]
def vector_add_bar(folder: Path) -> dict:
    """Lecture 1: add_kernel at >= 90% of copy bandwidth from 2^24 elements up."""
    rows = [r for r in _rows(folder, "vector_add")
            if r["provider"] == "triton" and float(r["x"]) >= 2**24]
    if not rows:
        return _judged("", None)
    worst = min(rows, key=lambda r: float(r["fraction_of_copy"]))
    fraction = float(worst["fraction_of_copy"])
    return _judged(f"lowest {fraction:.1%} of copy, at 2^{int(float(worst['x'])).bit_length() - 1}"
                   " elements", fraction >= 0.90)


def memory_bound_bar(item: str, provider: str):
    """Lecture 2: a memory-bound kernel at >= 85% of copy bandwidth at its largest size."""
    def judge(folder: Path) -> dict:
        rows = [r for r in _rows(folder, item) if r["provider"] == provider]
        if not rows:
            return _judged("", None)
        largest = max(rows, key=lambda r: float(r["x"]))
        fraction = float(largest["fraction_of_copy"])
        return _judged(f"{fraction:.1%} of copy at {largest['x_name']} = {largest['x']}",
                       fraction >= 0.85)
    return judge


def softmax_bar(folder: Path) -> dict:
    """Lecture 2: the row softmax at least as fast as torch.softmax for rows of 1024 to
    16384, in float32 and float16."""
    rows = _rows(folder, "row_softmax")
    ratios = []
    for dtype in ("fp32", "fp16"):
        ours = {r["x"]: float(r["ms_p50"]) for r in rows if r["provider"] == f"triton {dtype}"}
        torch_ = {r["x"]: float(r["ms_p50"]) for r in rows if r["provider"] == f"torch {dtype}"}
        ratios += [torch_[x] / ours[x] for x in ours
                   if x in torch_ and 1024 <= float(x) <= 16384]
    if not ratios:
        return _judged("", None)
    return _judged(f"speed-up over torch.softmax {min(ratios):.2f}x to {max(ratios):.2f}x",
                   min(ratios) >= 1.0)


def matmul_bar(folder: Path) -> dict:
    """Lecture 3: the autotuned kernel at >= 90% of torch.matmul in float16 and bfloat16,
    at 4096 and 8192 (square)."""
    # Judged on the settled timing (lecture 7's harness) where the run made one.
    source = ("settled.csv" if (Path(folder) / "matmul_autotune" / "settled.csv").exists()
              else "autotune.csv")
    rows = [r for r in _rows(folder, "matmul_autotune", source)
            if r["M"] == r["K"] == r["N"] and r["M"] in ("4096", "8192")]
    if not rows:
        return _judged("", None)
    ratios = [float(r["autotuned / torch"]) for r in rows]
    met = sum(ratio >= 0.90 for ratio in ratios)
    return _judged(f"{met} of {len(ratios)} cases; ratios {min(ratios):.3f} to "
                   f"{max(ratios):.3f}", met == len(ratios))


def _hopper_final_rows(folder: Path) -> list[dict]:
    from snippets.hopper_matmul.steps import FINAL_STEP

    return [r for r in _rows(folder, "hopper_matmul_steps", "steps.csv")
            if r["step"] == FINAL_STEP]


def hopper_par_bar(folders: list[Path]) -> dict:
    """Lecture 7, over every Hopper GPU together: the persistent kernel ahead of or
    level with torch.matmul in every case, beyond each GPU's spread between two runs of
    one comparison (hopper_matmul/bar.py)."""
    from snippets.hopper_matmul.bar import judge_par, spread

    rows, spreads = [], []
    for folder in folders:
        final = _hopper_final_rows(folder)
        if final:
            apart = spread(_rows(folder, "hopper_matmul_steps", "steps.csv"),
                           _rows(folder, "hopper_matmul_steps", "fp8.csv"))
            rows += final
            spreads += [apart] * len(final)
    return _judged(*judge_par(rows, spreads)) if rows else _judged("", None)


def hopper_gpu_bar(folder: Path) -> dict:
    """Lecture 7, on one GPU: its four cases."""
    return hopper_par_bar([folder])


def hopper_fp8_bar(folder: Path) -> dict:
    """Lecture 7: each like-for-like float8 pair at >= 0.90x torch._scaled_mm at 8192."""
    from snippets.hopper_matmul.bar import judge_fp8

    judged = judge_fp8(_rows(folder, "hopper_matmul_steps", "fp8.csv"))
    if not judged:
        return _judged("", None)
    return _judged(judged[0].replace("torch._scaled_mm", SCALED_MM), judged[1])
# --8<-- [end:bars]


BARS = {  # lecture (the file stem of its first page) -> [(bar, judge)]
    "01-vector-add": [("vector add >= 90% of copy bandwidth from 2^24 elements", vector_add_bar)],
    "02-triton-fundamentals": [
        ("row softmax >= torch.softmax, rows of 1024-16384, fp32 and fp16", softmax_bar),
        ("copy >= 85% of copy bandwidth", memory_bound_bar("copy", "triton")),
        ("square rows >= 85% of copy bandwidth", memory_bound_bar("square_rows", "triton")),
        ("row softmax fp32 >= 85%", memory_bound_bar("row_softmax", "triton fp32")),
        ("row softmax fp16 >= 85%", memory_bound_bar("row_softmax", "triton fp16")),
        ("greyscale >= 85% of copy bandwidth", memory_bound_bar("greyscale", "triton")),
        ("rotated rows >= 85% of copy bandwidth", memory_bound_bar("roll_rows", "gather")),
    ],
    "03-matmul": [("autotuned >= 90% of torch.matmul, fp16/bf16 at 4096 and 8192", matmul_bar)],
    "07-hopper-matmul": [
        ("persistent kernel vs torch.matmul, this GPU's 4 cases", hopper_gpu_bar),
        (f"float8 kernel ≥ 0.90× {SCALED_MM} at 8192, like for like", hopper_fp8_bar),
    ],
}
ACROSS_GPUS = {  # bars stated over every GPU together: one row, "all GPUs"
    "07-hopper-matmul": [
        ("ahead of or level with torch.matmul in all 8 cases beyond the spread between runs "
         "(fp16/bf16, 4096/8192, H100 and H200)", hopper_par_bar),
    ],
}
INPUTS = ("device", "vector_add", "copy", "square_rows", "row_softmax", "greyscale",
          "roll_rows", "matmul_autotune", "hopper_matmul_steps")


def make_bar_tables(folder: Path, generated: Path) -> None:
    gpus = gpu_results(generated)
    for lecture, bars in BARS.items():
        rows = [{"bar": bar, "gpu": gpu, **judge(result["folder"])}
                for bar, judge in bars for gpu, result in gpus.items()]
        rows += [{"bar": bar, "gpu": "all GPUs: " + ", ".join(gpus),
                  **judge([result["folder"] for result in gpus.values()])}
                 for bar, judge in ACROSS_GPUS.get(lecture, [])]
        with open(folder / f"bars-{lecture}.csv", "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=["bar", "gpu", "measured", "met"])
            writer.writeheader()
            writer.writerows(rows)
    (folder / "bars.json").write_text(json.dumps(
        {lecture: [bar for bar, _ in bars] for lecture, bars in BARS.items()}, indent=2) + "\n")


LECTURE_BARS = Derived(name="lecture_bars", make=make_bar_tables, inputs=INPUTS,
                       scope="across_gpus")
