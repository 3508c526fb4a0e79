"""Picture: what a tensor descriptor describes, and the padded copy TMA sometimes needs.

The descriptors are the real ones: ``descriptors.describe`` of CPU tensors, given their
block shapes by the autotuner's ``pre_hook`` (``descriptors.set_block_shapes``) with
the persistent kernel's first GPU config. The example A and B are small and ragged
(M, N and K are not multiples of the blocks), so the zero-filled parts of the last
blocks show. The padded rows come from ``descriptors.empty_tma_aligned``.
"""

from pathlib import Path

import torch

from snippets.helpers import plot_style
from snippets.machinery.items import Artifact
from snippets.hopper_matmul import descriptors
from snippets.hopper_matmul.persistent import GPU_CONFIGS

CHOSEN = GPU_CONFIGS[0]
BLOCK_M, BLOCK_N, BLOCK_K = (CHOSEN.kwargs[k] for k in ("BLOCK_M", "BLOCK_N", "BLOCK_K"))
# An example problem with a ragged last tile along M, N and K.
M, N, K = 2 * BLOCK_M + BLOCK_M // 2, BLOCK_N + BLOCK_N // 2, 4 * BLOCK_K + BLOCK_K // 2
TILE = (2, 1)  # (pid_m, pid_n): the corner tile, ragged along M and N
# The padding example: lecture 3's odd width, in float16.
ODD_ROWS, ODD_COLUMNS, ODD_DTYPE = 4, 65, torch.float16


def example_descriptors() -> dict:
    """Descriptors of A (M x K), B (K x N) and C (M x N) with the config's block shapes."""
    tensors = {"a_desc": torch.empty(M, K, dtype=torch.float16),
               "b_desc": torch.empty(K, N, dtype=torch.float16),
               "c_desc": torch.empty(M, N, dtype=torch.float16)}
    nargs = {name: descriptors.describe(t) for name, t in tensors.items()}
    descriptors.set_block_shapes({**nargs, **CHOSEN.kwargs})
    return nargs


def k_loads(k: int = K, block_k: int = BLOCK_K) -> list[tuple[int, int]]:
    """(offset along K, how many of its BLOCK_K columns lie inside K) for each load."""
    return [(off, min(block_k, k - off)) for off in range(0, k, block_k)]


def padded_rows(rows: int = ODD_ROWS, columns: int = ODD_COLUMNS, dtype=ODD_DTYPE) -> dict:
    """Row pitch, in elements and bytes, of a plain tensor and of the wrappers' copy."""
    plain = torch.empty(rows, columns, dtype=dtype)
    copy = descriptors.empty_tma_aligned(rows, columns, dtype, "cpu")
    size = plain.element_size()
    return {"columns": columns, "element_size": size,
            "plain_pitch": plain.stride(0), "padded_pitch": copy.stride(0),
            "alignment": descriptors.TMA_ALIGNMENT}


def _matrix(ax, desc, title, loads, box_of, plt, colours):
    """Draw the described shape and the boxes one program loads, walking along K."""
    rows, cols = desc.shape
    block_rows, block_cols = desc.block_shape
    ax.add_patch(plt.Rectangle((0, 0), cols, rows, facecolor="#f2f2f2",
                               edgecolor=plot_style.INK, lw=1))
    for step, ((off, inside), colour) in enumerate(zip(loads, colours)):
        row0, col0 = box_of(off)
        ax.add_patch(plt.Rectangle((col0, row0), block_cols, block_rows, facecolor=colour,
                                   edgecolor="white", lw=1, alpha=0.9))
        ax.text(col0 + min(block_cols, cols - col0) / 2, row0 + min(block_rows, rows - row0) / 2,
                str(step), ha="center", va="center", color="white", fontweight="bold")
    # Whatever a box covers outside the described shape is read as zeros: hatched, with
    # the box's colour showing through.
    beyond_cols = max(cols, box_of(loads[-1][0])[1] + block_cols) - cols
    beyond_rows = max(rows, box_of(loads[-1][0])[0] + block_rows) - rows
    veil = {"facecolor": (1, 1, 1, 0.6), "edgecolor": plot_style.MUTED, "hatch": "///",
            "lw": 0, "zorder": 3}
    ax.add_patch(plt.Rectangle((cols, 0), beyond_cols, rows + beyond_rows, **veil))
    ax.add_patch(plt.Rectangle((0, rows), cols, beyond_rows, **veil))
    ax.add_patch(plt.Rectangle((0, 0), cols, rows, facecolor="none", edgecolor=plot_style.INK,
                               lw=1.2, zorder=4))
    ax.set_xlim(-4, max(cols, box_of(loads[-1][0])[1] + block_cols) + 4)
    ax.set_ylim(max(rows, box_of(loads[-1][0])[0] + block_rows) + 4, -4)
    ax.set_aspect("equal")
    ax.set_xticks([])
    ax.set_yticks([])
    for spine in ax.spines.values():
        spine.set_visible(False)
    ax.set_title(f"{title}\nshape {list(desc.shape)}, strides {list(desc.strides)},\n"
                 f"block_shape {list(desc.block_shape)}", fontsize=10)


def draw_descriptor(folder: Path) -> None:
    plt = plot_style.apply()
    from matplotlib import colormaps

    descs = example_descriptors()
    loads = k_loads()
    colours = colormaps[plot_style.HEATMAP](
        [i / max(1, len(loads) - 1) * 0.85 for i in range(len(loads))])
    pid_m, pid_n = TILE
    fig = plt.figure(figsize=(12, 5.2))
    grid = fig.add_gridspec(1, 3, width_ratios=[K + BLOCK_K, N + BLOCK_N // 2, 1.1 * (K + BLOCK_K)],
                            wspace=0.25)
    ax_a, ax_b, ax_pad = (fig.add_subplot(grid[0, i]) for i in range(3))
    _matrix(ax_a, descs["a_desc"], "a_desc: A (M x K)", loads,
            lambda off: (pid_m * BLOCK_M, off), plt, colours)
    _matrix(ax_b, descs["b_desc"], "b_desc: B (K x N)", loads,
            lambda off: (off, pid_n * BLOCK_N), plt, colours)

    # Right: rows of an odd-width float16 tensor, as bytes, plain and padded.
    pad = padded_rows()
    size, align = pad["element_size"], pad["alignment"]
    row_bytes, pitch_bytes = pad["columns"] * size, pad["padded_pitch"] * size
    for block, (label, pitch) in enumerate((("plain", row_bytes), ("wrappers' copy", pitch_bytes))):
        top = block * (ODD_ROWS + 2)
        ax_pad.text(0, top - 0.4, f"{label}: rows {pitch} bytes apart", fontsize=10, va="bottom")
        for r in range(ODD_ROWS):
            start = r * pitch
            y = top + r
            ax_pad.add_patch(plt.Rectangle((0, y + 0.1), row_bytes, 0.8,
                                           facecolor=plot_style.PALETTE[0], edgecolor="white"))
            if pitch > row_bytes:
                ax_pad.add_patch(plt.Rectangle((row_bytes, y + 0.1), pitch - row_bytes, 0.8,
                                               facecolor="white", edgecolor=plot_style.MUTED,
                                               hatch="///", lw=0.6))
            ok = start % align == 0
            ax_pad.text(pitch_bytes + 4, y + 0.5,
                        f"row {r} at byte {start}: " + ("ok" if ok else f"{start} % {align} = {start % align}"),
                        va="center", fontsize=10,
                        color=plot_style.INK if ok else plot_style.PALETTE[3])
    ax_pad.set_xlim(0, pitch_bytes * 2.3)
    ax_pad.set_ylim(2 * ODD_ROWS + 2, -1.2)
    ax_pad.set_yticks([])
    ax_pad.set_xticks([0, pitch_bytes])
    ax_pad.set_xlabel("bytes from the row's start")
    ax_pad.spines["left"].set_visible(False)
    ax_pad.set_title(f"TMA wants every row on a {align}-byte boundary:\n"
                     f"a float16 row of {pad['columns']} elements is {row_bytes} bytes, so the\n"
                     f"wrappers copy it into rows of {pad['padded_pitch']} (hatched: unused)",
                     fontsize=10)
    fig.suptitle(f"One program (tile ({pid_m}, {pid_n}) of C) walks along K: each numbered box "
                 f"is one TMA load of {BLOCK_M} x {BLOCK_K} from A and {BLOCK_K} x {BLOCK_N} "
                 f"from B\n(persistent.GPU_CONFIGS[0]); the parts of a box outside the "
                 f"described shape (hatched) are read as zeros, so no masks. "
                 f"Example: M, N, K = {M}, {N}, {K}.", y=1.2, fontsize=10)  # above the 3-line title
    plot_style.save(fig, folder / "descriptor.svg", phone=True)


TMA_DESCRIPTOR = Artifact(name="hopper_matmul_descriptor", make=draw_descriptor,
                          needs_cuda=False)
