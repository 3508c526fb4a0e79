"""Picture: which tiles of the score matrix the forward kernel computes, and how.

Drawn for N = 1000 with the forward kernel's own block sizes at head dim 128
(``forward.GPU_CONFIGS``): each row of tiles is one program (a block of BLOCK_M
queries), each column a block of BLOCK_N keys. Without a mask every tile is computed
unmasked, except the last column when N is not a multiple of BLOCK_N; causal, the
tiles left of the diagonal are unmasked, the diagonal ones masked, the rest skipped.
"""

from pathlib import Path

from snippets.attention.forward import GPU_CONFIGS
from snippets.helpers import plot_style
from snippets.machinery.items import Artifact

BLOCK_M, BLOCK_N = GPU_CONFIGS[128][:2]
N = 1000  # not a multiple of BLOCK_N: the last column of tiles is partial, and masked


def tile_kind(row_block: int, col_block: int, n: int, causal: bool) -> str:
    """"full", "masked" or "skipped": what the kernel does with one tile (the kernel's
    two loops, in plain Python)."""
    full_end = (n // BLOCK_N) * BLOCK_N
    end = min((row_block + 1) * BLOCK_M, n) if causal else n
    if causal:
        full_end = min(row_block * BLOCK_M, full_end)
    start = col_block * BLOCK_N
    if start < full_end:
        return "full"
    if start < end:
        return "masked"
    return "skipped"


def draw(path: Path, n: int = N) -> None:
    plt = plot_style.apply()
    colors = {"full": plot_style.PALETTE[0], "masked": plot_style.PALETTE[1],
              "skipped": plot_style.GRID}
    rows, cols = -(-n // BLOCK_M), -(-n // BLOCK_N)
    fig, axes = plt.subplots(1, 2, figsize=(8.0, 3.6))
    for ax, causal in zip(axes, (False, True)):
        for r in range(rows):
            for c in range(cols):
                kind = tile_kind(r, c, n, causal)
                width, height = min(BLOCK_N, n - c * BLOCK_N), min(BLOCK_M, n - r * BLOCK_M)
                ax.add_patch(plt.Rectangle((c * BLOCK_N, r * BLOCK_M), width, height,
                                           facecolor=colors[kind], edgecolor=plot_style.CARD,
                                           linewidth=0.8))
        ax.set_xlim(0, n)
        ax.set_ylim(n, 0)
        ax.set_aspect("equal")
        ax.set_xlabel(f"keys (blocks of {BLOCK_N})")
        ax.set_ylabel(f"queries (one program per {BLOCK_M})")
        ax.set_title("causal" if causal else "no mask")
        ax.grid(False)
    handles = [plt.Rectangle((0, 0), 1, 1, facecolor=colors[k]) for k in colors]
    fig.legend(handles, ["computed, no mask", "computed, masked", "skipped"],
               loc="lower center", ncol=3)
    fig.suptitle(f"The forward kernel's tiles at N = {n}, head dim 128")
    fig.subplots_adjust(bottom=0.25)
    plot_style.save(fig, path)


def make_tiling(folder: Path) -> None:
    draw(folder / "tiling.svg")


ATTENTION_TILING = Artifact(name="attention_tiling", make=make_tiling, needs_cuda=False)
