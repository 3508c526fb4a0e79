"""Pictures for lecture 2, drawn from the launch parameters of ``greyscale``.

``greyscale_tiles``: the 2-D grid of programs laid over the photograph the lecture
greyscales, with the real ``BLOCK_H x BLOCK_W`` tiles and the photograph's real size,
so the partial tiles at the edges (and what their masks switch off) are the ones the
kernel really launches.
"""

from pathlib import Path

import triton

from snippets.helpers import plot_style
from snippets.machinery.items import Artifact
from snippets.triton_fundamentals.greyscale import BLOCK_H, BLOCK_W, greyscale_reference, load_photo


def tile_grid(height: int, width: int) -> dict:
    """The wrapper's grid for an image, and how much of the edge tiles is masked."""
    grid_h, grid_w = triton.cdiv(height, BLOCK_H), triton.cdiv(width, BLOCK_W)
    return {
        "grid": (grid_h, grid_w),
        "programs": grid_h * grid_w,
        "masked_rows": grid_h * BLOCK_H - height,  # rows past the bottom edge
        "masked_cols": grid_w * BLOCK_W - width,  # columns past the right edge
    }


def draw_tiles(folder: Path) -> None:
    plt = plot_style.apply()
    from matplotlib.patches import Rectangle

    photo = load_photo()
    _, height, width = photo.shape
    grid = tile_grid(height, width)
    grid_h, grid_w = grid["grid"]
    full_h, full_w = grid_h * BLOCK_H, grid_w * BLOCK_W
    fig, ax = plt.subplots(figsize=(6.5, 6.5 * full_h / full_w + 0.6))
    ax.imshow(greyscale_reference(photo).numpy(), cmap="gray", vmin=0, vmax=255,
              extent=(0, width, height, 0))
    # The area the grid covers beyond the photograph: lanes the masks switch off.
    for x, y, w, h in ((width, 0, full_w - width, full_h), (0, height, width, full_h - height)):
        if w > 0 and h > 0:
            ax.add_patch(Rectangle((x, y), w, h, facecolor="none", edgecolor=plot_style.MUTED,
                                   hatch="///", lw=0))
    for i in range(grid_h + 1):
        ax.axhline(i * BLOCK_H, color=plot_style.PALETTE[1], lw=0.5)
    for j in range(grid_w + 1):
        ax.axvline(j * BLOCK_W, color=plot_style.PALETTE[1], lw=1.2)
    for i, j in ((0, 0), (0, 1), (1, 0), (grid_h - 1, grid_w - 1)):
        ax.text(j * BLOCK_W + BLOCK_W / 2, i * BLOCK_H + BLOCK_H / 2, f"({i}, {j})",
                ha="center", va="center", fontsize=9, color="black",
                bbox=dict(facecolor=plot_style.PALETTE[1], edgecolor="none", pad=0.8))
    ax.set_xlim(0, full_w)
    ax.set_ylim(full_h, 0)
    ax.set_xticks([j * BLOCK_W for j in range(grid_w + 1)])
    ax.set_yticks([i * BLOCK_H for i in range(0, grid_h + 1, 4)])
    def masked(count, what):
        return f"; the last masks {count} {what}" if count else ""

    ax.set_xlabel(f"column (program_id(1) = column // {BLOCK_W}: {grid_w} programs"
                  f"{masked(grid['masked_cols'], 'columns')})")
    ax.set_ylabel(f"row (program_id(0) = row // {BLOCK_H}: {grid_h} programs"
                  f"{masked(grid['masked_rows'], 'rows')})")
    ax.set_title(f"{height} x {width} photo, {BLOCK_H} x {BLOCK_W} tiles: "
                 f"grid = ({grid_h}, {grid_w}) = {grid['programs']} programs")
    plot_style.save(fig, folder / "tiles.svg")


GREYSCALE_TILES = Artifact(name="greyscale_tiles", make=draw_tiles, needs_cuda=False)
