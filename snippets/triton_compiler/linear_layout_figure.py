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

    from snippets.triton_compiler.figures import STYLE
    from snippets.helpers import plot_style

    rows, cols = (max(c[d] for c in held) + 1 for d in range(2))
    with plt.rc_context(STYLE):
        fig, axes = plt.subplots(1, 2, figsize=(10, 4.6))
        from matplotlib.colors import BoundaryNorm, ListedColormap

        from snippets.triton_compiler.figures import WARPS

        # Warps are categories: one colour each, and a colour bar with exactly one tick
        # per warp there is (not a 0-9 scale for 8 warps). Lanes are a sequence: viridis.
        warps = max(w for w, _, _ in held.values()) + 1
        for ax, (what, pick) in zip(axes, (("warp", 0), ("lane", 1))):
            grid = [[held[(r, c)][pick] for c in range(cols)] for r in range(rows)]
            if what == "warp":
                scale = dict(cmap=ListedColormap(WARPS[:warps]),
                             norm=BoundaryNorm([w - 0.5 for w in range(warps + 1)], warps))
            else:
                scale = dict(cmap="viridis", vmin=0, vmax=31)
            image = ax.imshow(grid, interpolation="nearest", aspect="auto", **scale)
            fig.colorbar(image, ax=ax, label=what, fraction=0.05,
                         ticks=range(warps) if what == "warp" else None)
            ax.set_xlabel("column")
            ax.set_ylabel("row")
            ax.set_title(f"{what} holding each element")
        fig.suptitle(f"{name}: register bases {params['register']}, lane bases "
                     f"{params['lane']}, warp bases {params['warp']}", wrap=True)
        fig.tight_layout()
        plot_style.save(fig, out, phone=True)  # and the panels stacked, for phones
