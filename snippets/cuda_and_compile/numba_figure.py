"""Lecture 5's Numba figure: time per call and kernel time against the matrix size.

Drawn from the benchmark (``square_numba/benchmark.csv``: ``do_bench``'s time per call)
and, where a GPU run has made it, from ``square_numba_kernels/kernel_time.csv`` (the
kernels' device time, ``numba_kernel_time.py``). Time, not GB/s, on a log scale: a line
that stays flat while the data grows 256 times is a cost per call, not the kernel's.
The two Numba mappings often take the same time per call, so their lines differ in
marker and dash as well as colour: one never hides the other.
"""

import csv
from pathlib import Path

from snippets.machinery.items import Derived

BENCHMARK = "square_numba/benchmark.csv"
KERNELS = "square_numba_kernels/kernel_time.csv"
LINES = {  # provider: (label, marker, dash)
    "numba": ("Numba, x along a row (coalesced)", "o", "-"),
    "numba_rows_on_x": ("Numba, x down a column", "s", "--"),
    "torch": ("torch.square", "^", ":"),
}


def _rows(path: Path) -> list[dict]:
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def series(gpu_dir: Path) -> dict[str, dict[str, list[tuple[int, float]]]]:
    """{"per call" | "kernel": {provider: [(n, µs median), ...]}}; "kernel" only where
    the kernel table exists (the default block shape only)."""
    found = {"per call": {}}
    for row in _rows(gpu_dir / BENCHMARK):
        found["per call"].setdefault(row["provider"], []).append(
            (int(float(row["x"])), 1e3 * float(row["ms_p50"])))
    if (gpu_dir / KERNELS).exists():
        found["kernel"] = {}
        for row in _rows(gpu_dir / KERNELS):
            if row["block"] in ("16x16", "0x0"):
                found["kernel"].setdefault(row["provider"], []).append(
                    (int(float(row["n"])), float(row["kernel_us_p50"])))
    return {what: {p: sorted(points) for p, points in lines.items()}
            for what, lines in found.items()}


def draw(folder: Path, gpu_dir: Path) -> None:
    from snippets.helpers import plot_style

    plt = plot_style.apply()
    measured = series(gpu_dir)
    fig, ax = plt.subplots(figsize=(7, 4.4))
    for index, (provider, (label, marker, dash)) in enumerate(LINES.items()):
        colour = plot_style.PALETTE[index]
        for what, lines in measured.items():
            if provider not in lines:
                continue
            points = lines[provider]
            kernel = what == "kernel"
            ax.plot([n for n, _ in points], [us for _, us in points], color=colour,
                    marker=marker, linestyle=dash, linewidth=2.2 if kernel else 1.4,
                    markersize=7 if provider == "numba" else 5,
                    markerfacecolor=colour if kernel else "none",
                    label=f"{label}, {what}")
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xlabel("n (an n x n float32 matrix)")
    ax.set_ylabel("µs (median)")
    ax.set_title("time per call" + (" (open markers) and kernel time (filled)"
                                    if "kernel" in measured else ""))
    # Below the axes: inside, it covered the curves between 2^10 and 2^13.
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.16), ncol=2)
    plot_style.save(fig, folder / "time.svg")


# Both inputs: it is redrawn when either is remade (made here first from the benchmark alone).
NUMBA_FIGURE = Derived(name="square_numba_figure", make=draw,
                       inputs=["square_numba", "square_numba_kernels"])
