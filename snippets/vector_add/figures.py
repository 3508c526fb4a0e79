"""Pictures for lecture 1, drawn from the launch parameters and the measured sweep.

- ``vector_add_programs``: how ``add`` cuts a vector into programs, with the real
  ``BLOCK_SIZE`` and a length that is not a multiple of it, so the last program's
  mask shows.
- ``vector_add_block_size_map``: the BLOCK_SIZE x num_warps sweep as heat maps, drawn
  from the CSV a GPU run wrote.
"""

import csv
from pathlib import Path

import triton

from snippets.helpers import plot_style
from snippets.machinery.items import Artifact, Derived
from snippets.vector_add.add import BLOCK_SIZE

# A length that is not a multiple of BLOCK_SIZE, short enough to draw to scale.
EXAMPLE_N = 2500


def program_blocks(n_elements: int, block_size: int = BLOCK_SIZE) -> list[dict]:
    """What each program of ``add``'s grid does: its offsets, and how many lanes its
    mask keeps on (``offsets < n_elements``) and switches off."""
    blocks = []
    for pid in range(triton.cdiv(n_elements, block_size)):  # the wrapper's grid
        start = pid * block_size
        live = min(block_size, n_elements - start)
        blocks.append({"pid": pid, "start": start, "live": live, "masked": block_size - live})
    return blocks


def draw_programs(folder: Path, n_elements: int = EXAMPLE_N) -> None:
    plt = plot_style.apply()
    from matplotlib.patches import Rectangle

    blocks = program_blocks(n_elements)
    fig, ax = plt.subplots(figsize=(8, 2.6))
    for block in blocks:
        colour = plot_style.PALETTE[block["pid"] % 4]
        ax.add_patch(Rectangle((block["start"], 0), block["live"], 1, facecolor=colour,
                               edgecolor=plot_style.INK, lw=0.8))
        # A narrow block (the last program's) gets its label on three short lines.
        lanes = "lanes on" if block["live"] > BLOCK_SIZE / 2 else "lanes\non"
        ax.text(block["start"] + block["live"] / 2, 0.5,
                f"program {block['pid']}\n{block['live']} {lanes}", ha="center",
                va="center", color=plot_style.text_on(colour), fontweight="bold")
        if block["masked"]:
            ax.add_patch(Rectangle((block["start"] + block["live"], 0), block["masked"], 1,
                                   facecolor="none", edgecolor=plot_style.MUTED, hatch="///",
                                   lw=0.8, ls="--"))
            ax.text(block["start"] + block["live"] + block["masked"] / 2, 0.5,
                    f"{block['masked']} lanes\nmasked off", ha="center", va="center",
                    color=plot_style.INK,
                    bbox=dict(facecolor="white", edgecolor="none", pad=1.5))
    ax.axvline(n_elements, color=plot_style.PALETTE[3], lw=1.5)
    ax.text(n_elements, 1.08, f"n_elements = {n_elements}", ha="center", va="bottom",
            color=plot_style.PALETTE[3])
    ticks = [b["start"] for b in blocks] + [blocks[-1]["start"] + BLOCK_SIZE]
    ax.set_xticks(ticks)
    ax.set_xlim(-20, ticks[-1] + 20)
    ax.set_ylim(0, 1.35)
    ax.set_yticks([])
    ax.spines["left"].set_visible(False)
    ax.set_xlabel(f"element offset (BLOCK_SIZE = {BLOCK_SIZE}; "
                  f"grid = cdiv({n_elements}, {BLOCK_SIZE}) = {len(blocks)} programs)")
    plot_style.save(fig, folder / "programs.svg")


VECTOR_ADD_PROGRAMS = Artifact(name="vector_add_programs", make=draw_programs,
                               needs_cuda=False)


def read_sweep(gpu_dir: Path) -> list[dict]:
    with open(gpu_dir / "vector_add_block_size" / "sweep.csv", newline="") as f:
        return list(csv.DictReader(f))


def draw_block_size_map(folder: Path, gpu_dir: Path) -> None:
    """One heat map per vector length: fraction of the measured copy bandwidth for
    every (BLOCK_SIZE, num_warps) pair that was launched."""
    plt = plot_style.apply()
    import numpy as np
    from matplotlib.colors import to_hex

    rows = read_sweep(gpu_dir)
    sizes = sorted({int(r["n_elements"]) for r in rows})
    blocks = sorted({int(r["BLOCK_SIZE"]) for r in rows})
    warps = sorted({int(r["num_warps"]) for r in rows})
    fig, axes = plt.subplots(1, len(sizes), figsize=(4.2 * len(sizes), 3.2), squeeze=False)
    for ax, size in zip(axes[0], sizes):
        grid = np.full((len(warps), len(blocks)), np.nan)
        for r in rows:
            if int(r["n_elements"]) == size:
                grid[warps.index(int(r["num_warps"])), blocks.index(int(r["BLOCK_SIZE"]))] = (
                    float(r["fraction_of_copy"]))
        image = ax.imshow(grid, cmap=plot_style.HEATMAP, vmin=0.6, vmax=1.05, origin="lower",
                          aspect="auto")
        for (i, j), value in np.ndenumerate(grid):
            if not np.isnan(value):
                ax.text(j, i, f"{value:.2f}", ha="center", va="center",
                        color=plot_style.text_on(to_hex(image.cmap(image.norm(value)))))
        ax.set_xticks(range(len(blocks)), [str(b) for b in blocks])
        ax.set_yticks(range(len(warps)), [str(w) for w in warps])
        ax.set_xlabel("BLOCK_SIZE")
        ax.set_ylabel("num_warps")
        ax.set_title(f"n = $2^{{{size.bit_length() - 1}}}$ elements")
    fig.colorbar(image, ax=axes[0].tolist(), label="fraction of measured copy bandwidth")
    plot_style.save(fig, folder / "block_size_map.svg", phone=True)


BLOCK_SIZE_MAP = Derived(name="vector_add_block_size_map", make=draw_block_size_map,
                         inputs=["vector_add_block_size"])
