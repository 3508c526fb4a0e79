"""The figure of a linear layout: which warp, and which lane, holds each element.

Drawn from what ``linear_layouts.py`` reads out of the TTGIR (its bases, and ``owners``
of them), with a phone variant whose two maps are stacked.
"""

from pathlib import Path


def plot_linear_layout(held: dict, params: dict, name: str, out: Path) -> None:
    """Two maps of the same tensor: which warp, and which lane, holds each element
    (``held``: coordinate -> (warp, lane, register), as ``linear_layouts.owners`` gives)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from snippets.compiler.figures import STYLE
    from snippets.core import plot_style

    rows, cols = (max(c[d] for c in held) + 1 for d in range(2))
    with plt.rc_context(STYLE):
        fig, axes = plt.subplots(1, 2, figsize=(10, 4.6))
        for ax, (what, pick, cmap) in zip(axes, (("warp", 0, "tab10"), ("lane", 1, "viridis"))):
            grid = [[held[(r, c)][pick] for c in range(cols)] for r in range(rows)]
            image = ax.imshow(grid, cmap=cmap, interpolation="nearest", aspect="auto",
                              vmin=0, vmax=9 if what == "warp" else 31)
            fig.colorbar(image, ax=ax, label=what, fraction=0.05)
            ax.set_xlabel("column")
            ax.set_ylabel("row")
            ax.set_title(f"{what} holding each element", fontsize=9)
        fig.suptitle(f"{name}: register bases {params['register']}, lane bases "
                     f"{params['lane']}, warp bases {params['warp']}", fontsize=7.5)
        fig.tight_layout()
        plot_style.save(fig, out, phone=True)  # and the panels stacked, for phones
