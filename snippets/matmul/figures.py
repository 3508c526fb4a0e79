"""Pictures for lecture 3, drawn from the matmul wrappers' own parameters.

- ``matmul_k_walk``: one program's tile of C and the blocks of A and B it multiplies,
  step by step along K, with the default ``BLOCK_M x BLOCK_N x BLOCK_K`` of
  ``matmul_naive`` and a K that is not a multiple of BLOCK_K (the last step is masked).
- ``matmul_order_waves``: which tiles run in the same wave in row-major and in grouped
  order, computed by the real ``tl.swizzle2d`` (``order.launch_order``), and how many
  panels of A and of B the first wave has to load (``order.blocks_loaded``).
- ``matmul_l2_bars``: the Nsight Compute comparison of the two orders as bars, drawn
  from the CSV a GPU run wrote.
"""

import csv
import inspect
from pathlib import Path

import triton

from snippets.helpers import plot_style
from snippets.machinery.items import Artifact, Derived
from snippets.matmul.grouped import matmul_grouped
from snippets.matmul.order import blocks_loaded, launch_order

DEFAULTS = {name: p.default for name, p in inspect.signature(matmul_grouped).parameters.items()
            if p.default is not inspect.Parameter.empty}
BLOCK_M, BLOCK_N, BLOCK_K = DEFAULTS["block_m"], DEFAULTS["block_n"], DEFAULTS["block_k"]
GROUP_M = DEFAULTS["group_m"]

# The walk along K: a small problem whose K leaves a partial last block.
WALK_M, WALK_N, WALK_K = 4 * BLOCK_M, 4 * BLOCK_N, 6 * BLOCK_K + BLOCK_K // 2
WALK_TILE = (1, 2)  # (pid_m, pid_n) of the program we follow

# The order heat maps: a 4096 x 4096 C in the default tiles (32 x 32 tiles), and a
# "wave" of 132 programs: one per SM of an H100 SXM or an H200, the number that runs
# at once when each SM holds one 128 x 128 program (8 warps, 3 stages).
ORDER_SIZE = 4096
WAVE = 132


# ---------------------------------------------------------------------------------------
# A tile walking along K
# ---------------------------------------------------------------------------------------
def k_steps(k: int = WALK_K, block_k: int = BLOCK_K) -> list[tuple[int, int]]:
    """(first k, how many of its BLOCK_K columns are inside K) for each loop step."""
    return [(start, min(block_k, k - start)) for start in range(0, k, block_k)]


def draw_k_walk(folder: Path) -> None:
    plt = plot_style.apply()
    from matplotlib import colormaps
    from matplotlib.patches import Rectangle

    steps = k_steps()
    colours = colormaps[plot_style.HEATMAP](
        [i / max(1, len(steps) - 1) * 0.85 for i in range(len(steps))])
    pid_m, pid_n = WALK_TILE
    padded_k = len(steps) * BLOCK_K
    fig = plt.figure(figsize=(8, 7.2))
    # A to the left of C, B above it: C's rows are A's rows, C's columns are B's.
    grid = fig.add_gridspec(2, 2, width_ratios=[padded_k, WALK_N],
                            height_ratios=[padded_k, WALK_M], wspace=0.08, hspace=0.08)
    ax_b, ax_a, ax_c = fig.add_subplot(grid[0, 1]), fig.add_subplot(grid[1, 0]), fig.add_subplot(grid[1, 1])

    def frame(ax, width, height, title):
        ax.add_patch(Rectangle((0, 0), width, height, facecolor="#f2f2f2",
                               edgecolor=plot_style.INK, lw=1))
        ax.set_xlim(0, max(width, padded_k if ax is ax_a else width))
        ax.set_ylim(max(height, padded_k if ax is ax_b else height), 0)
        ax.set_aspect("equal")
        ax.set_xticks([])
        ax.set_yticks([])
        for spine in ax.spines.values():
            spine.set_visible(False)
        ax.set_title(title, fontsize=9)

    frame(ax_a, WALK_K, WALK_M, f"A: {WALK_M} x {WALK_K} (M x K)")
    frame(ax_b, WALK_N, WALK_K, f"B: {WALK_K} x {WALK_N} (K x N)")
    frame(ax_c, WALK_N, WALK_M, f"C: {WALK_M} x {WALK_N}")
    row0, col0 = pid_m * BLOCK_M, pid_n * BLOCK_N
    for step, ((start, inside), colour) in enumerate(zip(steps, colours)):
        for ax, xy, size in ((ax_a, (start, row0), (BLOCK_K, BLOCK_M)),
                             (ax_b, (col0, start), (BLOCK_N, BLOCK_K))):
            ax.add_patch(Rectangle(xy, *size, facecolor=colour, edgecolor="white", lw=1))
        # Label each block at the middle of the part that lies inside K.
        for ax, xy in ((ax_a, (start + inside / 2, row0 + BLOCK_M / 2)),
                       (ax_b, (col0 + BLOCK_N / 2, start + inside / 2))):
            ax.text(*xy, str(step), ha="center", va="center", color="white", fontsize=9,
                    fontweight="bold")
        if inside < BLOCK_K:  # the masked part of the last step: loaded as 0.0
            ax_a.add_patch(Rectangle((start + inside, row0), BLOCK_K - inside, BLOCK_M,
                                     facecolor="white", edgecolor=plot_style.MUTED,
                                     hatch="///", lw=0.6))
            ax_b.add_patch(Rectangle((col0, start + inside), BLOCK_N, BLOCK_K - inside,
                                     facecolor="white", edgecolor=plot_style.MUTED,
                                     hatch="///", lw=0.6))
    ax_c.add_patch(Rectangle((col0, row0), BLOCK_N, BLOCK_M, facecolor=plot_style.PALETTE[3],
                             edgecolor=plot_style.INK, lw=1))
    ax_c.text(col0 + BLOCK_N / 2, row0 + BLOCK_M / 2, f"tile\n({pid_m}, {pid_n})",
              ha="center", va="center", color="white", fontsize=9, fontweight="bold")
    for i in range(1, WALK_M // BLOCK_M):
        ax_c.axhline(i * BLOCK_M, color="white", lw=0.8)
    for j in range(1, WALK_N // BLOCK_N):
        ax_c.axvline(j * BLOCK_N, color="white", lw=0.8)
    last_start, last_inside = steps[-1]
    fig.text(0.02, 0.97,
             f"One program, {BLOCK_M} x {BLOCK_N} tile of C, BLOCK_K = {BLOCK_K}:\n"
             f"acc += A block @ B block at steps 0..{len(steps) - 1} "
             f"(cdiv({WALK_K}, {BLOCK_K}) = {len(steps)}).\n"
             f"Step {len(steps) - 1} has only {last_inside} of {BLOCK_K} k inside K;\n"
             "its mask loads 0.0 for the rest (hatched).",
             va="top", fontsize=9)
    plot_style.save(fig, folder / "k_walk.svg")


MATMUL_K_WALK = Artifact(name="matmul_k_walk", make=draw_k_walk, needs_cuda=False)


# ---------------------------------------------------------------------------------------
# Row-major against grouped order, wave by wave
# ---------------------------------------------------------------------------------------
def order_summary(group_m: int, size: int = ORDER_SIZE, wave: int = WAVE) -> dict:
    """The real launch order, and the panels of A and B the first wave reads."""
    tiles_m, tiles_n = triton.cdiv(size, BLOCK_M), triton.cdiv(size, BLOCK_N)
    order = launch_order(tiles_m, tiles_n, group_m)
    # One "block" per panel: blocks_loaded counts k_blocks per distinct row or column.
    a_panels, b_panels = blocks_loaded(order, wave, k_blocks=1)
    return {"order": order, "a_panels": a_panels, "b_panels": b_panels}


def draw_order_waves(folder: Path) -> None:
    plt = plot_style.apply()
    import numpy as np
    from matplotlib import colormaps
    from matplotlib.colors import BoundaryNorm, ListedColormap

    cases = [("row-major order (GROUP_M = 1)", 1),
             (f"grouped order (GROUP_M = {GROUP_M})", GROUP_M)]
    fig, axes = plt.subplots(1, 2, figsize=(10, 5.6))
    for ax, (title, group_m) in zip(axes, cases):
        summary = order_summary(group_m)
        order = summary["order"].numpy()
        waves = order // WAVE
        n_waves = int(waves.max()) + 1
        # Wave 0 in a colour of its own; the later waves on a sequential scale.
        colours = [plot_style.PALETTE[3]] + list(
            colormaps[plot_style.HEATMAP](np.linspace(0.15, 0.95, n_waves - 1)))
        image = ax.imshow(waves, cmap=ListedColormap(colours),
                          norm=BoundaryNorm(np.arange(n_waves + 1) - 0.5, n_waves),
                          extent=(0, order.shape[1], order.shape[0], 0))
        first = waves == 0
        # The panels wave 0 needs: strips along the left edge (row panels of A) and
        # the top edge (column panels of B).
        rows, cols = np.nonzero(first.any(axis=1))[0], np.nonzero(first.any(axis=0))[0]
        for r in rows:
            ax.add_patch(plt.Rectangle((-2.2, r), 1.6, 1, color=plot_style.PALETTE[0],
                                       clip_on=False))
        for c in cols:
            ax.add_patch(plt.Rectangle((c, -2.2), 1, 1.6, color=plot_style.PALETTE[1],
                                       clip_on=False))
        ax.set_xlim(-2.4, order.shape[1])
        ax.set_ylim(order.shape[0], -2.4)
        ax.set_xticks([])
        ax.set_yticks([])
        for spine in ax.spines.values():
            spine.set_visible(False)
        ax.set_title(f"{title}\nwave 0 reads {summary['a_panels']} panels of A (blue)\n"
                     f"+ {summary['b_panels']} panels of B (orange) "
                     f"= {summary['a_panels'] + summary['b_panels']}")
        ax.set_xlabel(f"tiles of C along N ({order.shape[1]})")
        ax.set_ylabel(f"tiles of C along M ({order.shape[0]})")
    colorbar = fig.colorbar(image, ax=axes.tolist(), shrink=0.8, ticks=range(n_waves))
    colorbar.set_label(f"wave = program id // {WAVE}")
    fig.suptitle(f"{ORDER_SIZE} x {ORDER_SIZE} C in {BLOCK_M} x {BLOCK_N} tiles "
                 f"({order.size} programs), waves of {WAVE} programs", y=1.0)
    plot_style.save(fig, folder / "order_waves.svg", phone=True)


MATMUL_ORDER_WAVES = Artifact(name="matmul_order_waves", make=draw_order_waves,
                              needs_cuda=False)


# ---------------------------------------------------------------------------------------
# The L2 comparison as bars
# ---------------------------------------------------------------------------------------
def read_l2_rows(gpu_dir: Path) -> list[dict]:
    with open(gpu_dir / "matmul_l2_order" / "l2_order.csv", newline="") as f:
        return list(csv.DictReader(f))


def draw_l2_bars(folder: Path, gpu_dir: Path) -> None:
    plt = plot_style.apply()
    import numpy as np

    rows = read_l2_rows(gpu_dir)
    sizes = list(dict.fromkeys(r["size"] for r in rows))
    orders = list(dict.fromkeys(r["order"] for r in rows))
    panels = [("L2 hit rate (%)", "L2 hit rate (%)"),
              ("DRAM read (GB)", "DRAM read (GB); line: A and B once"),
              ("TFLOP/s", "TFLOP/s (settled CUDA-graph replays)")]
    fig, axes = plt.subplots(1, 3, figsize=(11, 3.6))
    x = np.arange(len(sizes))
    width = 0.38
    for ax, (column, title) in zip(axes, panels):
        for k, order in enumerate(orders):
            values = [float(next(r[column] for r in rows if r["size"] == s and r["order"] == order))
                      for s in sizes]
            bars = ax.bar(x + (k - 0.5) * width, values, width, label=order,
                          color=plot_style.PALETTE[k])
            ax.bar_label(bars, fmt="%.3g", padding=2)
        if column == "DRAM read (GB)":
            ax.set_yscale("log")
            for i, s in enumerate(sizes):
                minimum = float(next(r["minimum read (GB)"] for r in rows if r["size"] == s))
                ax.hlines(minimum, i - 0.45, i + 0.45, color=plot_style.INK, ls="--", lw=1)
        ax.set_xticks(x, [f"{s}³" for s in sizes])  # M = N = K
        ax.set_title(title)
        ax.margins(y=0.15)
    fig.legend(*axes[0].get_legend_handles_labels(), loc="lower center", ncol=len(orders),
               bbox_to_anchor=(0.5, -0.06))
    gpu = _gpu_name(gpu_dir)
    fig.suptitle(f"Naive against grouped order on {gpu} (Nsight Compute, cold L2)", y=1.02)
    fig.tight_layout()
    plot_style.save(fig, folder / "l2_bars.svg", phone=True)


def _gpu_name(gpu_dir: Path) -> str:
    import json

    record = gpu_dir / "device" / "provenance.json"
    return json.loads(record.read_text()).get("gpu") or gpu_dir.name if record.exists() else gpu_dir.name


MATMUL_L2_BARS = Derived(name="matmul_l2_bars", make=draw_l2_bars,
                         inputs=["matmul_l2_order", "device"])
