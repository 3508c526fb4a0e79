"""One look for every figure on the site.

Figures are drawn on a white card with dark text, so they read the same on the light
and the dark theme of the site (a transparent figure with black text vanishes on the
dark theme; one with white text vanishes on the light one). Colours come from the
Okabe-Ito palette, which stays distinguishable for the common kinds of colour
blindness. SVGs are written with fixed ids and no date, so redrawing an unchanged
figure changes no byte and the diff of a regeneration shows only what moved.

    from snippets.core import plot_style
    plt = plot_style.apply()
    fig, ax = plt.subplots()
    ...
    plot_style.save(fig, folder / "figure.svg")

A figure of panels side by side (``plt.subplots(1, n)``, a grid) is saved with
``phone=True``: ``save`` then also writes ``figure.phone.svg``, the same figure with its
panels stacked in one column (``stack``), which the site shows on phones.
"""

from pathlib import Path

# Okabe & Ito (2008): blue, orange, bluish green, vermillion, reddish purple, sky blue,
# yellow, black; the first entries go to the lines a reader compares most.
PALETTE = ["#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442",
           "#000000"]
INK = "#222222"  # text, axes and reference lines
MUTED = "#777777"  # secondary text, masked or inactive things
GRID = "#d0d0d0"
CARD = "#ffffff"
HEATMAP = "viridis"  # perceptually uniform, legible in greyscale too

RC = {
    "figure.facecolor": CARD,
    "axes.facecolor": CARD,
    "savefig.facecolor": CARD,
    "savefig.edgecolor": CARD,
    "text.color": INK,
    "axes.labelcolor": INK,
    "axes.edgecolor": INK,
    "axes.titlecolor": INK,
    "xtick.color": INK,
    "ytick.color": INK,
    "grid.color": GRID,
    "grid.linewidth": 0.6,
    "axes.grid": False,
    "axes.prop_cycle": None,  # set in apply(): needs cycler
    "axes.spines.top": False,
    "axes.spines.right": False,
    "font.size": 10,
    "axes.titlesize": 10,
    "axes.labelsize": 10,
    "xtick.labelsize": 9,
    "ytick.labelsize": 9,
    "legend.fontsize": 8.5,
    "legend.frameon": False,
    "lines.linewidth": 1.6,
    "svg.fonttype": "path",  # text as outlines: the figure looks the same without our fonts
    "svg.hashsalt": "fast-pytorch-notes",  # stable ids inside the SVG
}


def text_on(fill: str) -> str:
    """INK or white, whichever reads on a patch of colour ``fill`` (a "#rrggbb")."""
    r, g, b = (int(fill.lstrip("#")[i:i + 2], 16) / 255 for i in (0, 2, 4))
    return INK if 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45 else "white"


def apply():
    """Switch matplotlib to the site's style (headless) and return ``pyplot``."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from cycler import cycler

    matplotlib.rcParams.update({**RC, "axes.prop_cycle": cycler(color=PALETTE)})
    return plt


PHONE_WIDTH = 4.4  # inches (422 CSS px): a phone variant, shown about 360 px wide


def phone_path(path):
    """Where the phone variant of the figure at ``path`` (a Path or PurePath) goes:
    ``steps.svg`` -> ``steps.phone.svg`` (the site shows it on narrow screens;
    scripts/site_figures.py finds it by this same rule)."""
    return path.with_name(f"{path.stem}.phone{path.suffix}")


def _write(fig, path: Path) -> None:
    fig.savefig(path, metadata={"Date": None} if Path(path).suffix == ".svg" else None,
                bbox_inches="tight", pad_inches=0.08)


def save(fig, path: Path, phone: bool = False) -> None:
    """Write ``fig`` (SVG, or any format matplotlib knows from the suffix) and close it.

    ``phone=True``, for a figure of panels side by side: also write the same figure
    with its panels stacked in one column (``stack``) to ``phone_path(path)``."""
    _write(fig, path)
    if phone:
        stack(fig)
        _write(fig, phone_path(Path(path)))
    import matplotlib.pyplot as plt

    plt.close(fig)


def panels(fig) -> list[list]:
    """The figure's panels in reading order (row by row), each as the axes drawn in
    its cell of the grid (an axes and its twins); colorbars and hidden axes are not
    panels."""
    cells: dict[tuple, list] = {}
    for ax in fig.axes:
        spec = ax.get_subplotspec()
        if spec is None or hasattr(ax, "_colorbar") or not ax.get_visible():
            continue
        top = spec.get_topmost_subplotspec()
        cells.setdefault((top.rowspan.start, top.colspan.start), []).append(ax)
    return [cells[key] for key in sorted(cells)]


def stack(fig, width: float = PHONE_WIDTH) -> None:
    """Re-lay out ``fig`` in place for a phone: its grid of panels becomes one column
    ``width`` inches wide, each panel about as tall as it was. Colorbars are drawn again
    (a shared one under the column, a panel's own beside it); the suptitle, titles and
    axis labels wrap at the new width; legends take at most two columns, and a legend
    of the figure's hangs below it. A constrained layout then places everything."""
    from matplotlib.gridspec import GridSpec

    bars = []
    for ax in list(fig.axes):
        bar = getattr(ax, "_colorbar", None)
        if bar is None:
            continue
        info = getattr(ax, "_colorbar_info", None)
        parents = list(info["parents"]) if info else [bar.mappable.axes]
        label = ax.get_ylabel() if bar.orientation == "vertical" else ax.get_xlabel()
        bars.append((bar.mappable, parents, label, list(bar.get_ticks())))
        bar.remove()
    for ax in [ax for ax in fig.axes if not ax.get_visible()]:
        fig.delaxes(ax)
    cells = panels(fig)
    old_height = fig.get_size_inches()[1]
    heights = [min(max(ax.get_position().height * old_height for ax in cell), 0.7 * width)
               for cell in cells]
    extra = 0.9 * len(cells) + (0.5 if fig.get_suptitle() else 0) + 0.8 * bool(bars)
    fig.set_size_inches(width, sum(heights) + extra)
    fig.set_layout_engine("constrained")
    grid = GridSpec(len(cells), 1, figure=fig, height_ratios=heights)
    for row, cell in enumerate(cells):
        for ax in cell:
            ax.set_subplotspec(grid[row, 0])
            for text in (ax.title, ax._left_title, ax._right_title, ax.xaxis.label):
                text.set_wrap(True)
            if ax.get_legend() is not None:
                _columns(ax.get_legend(), 2)
    for mappable, parents, label, ticks in bars:
        shared = len(parents) > 1
        fig.colorbar(mappable, ax=parents, label=label, ticks=ticks,
                     location="bottom" if shared else "right", shrink=0.9 if shared else 1.0,
                     aspect=30 if shared else 20)
    if fig.get_suptitle():
        fig.suptitle(fig.get_suptitle(), wrap=True)  # back to its automatic place
    for legend in fig.legends:
        _columns(legend, 2)
        legend.set_loc("upper center")
        legend.set_bbox_to_anchor((0.5, 0), transform=fig.transFigure)


def _columns(legend, most: int) -> None:
    """Repack a drawn legend's entries into at most ``most`` columns, in their order
    (a legend packs its entries when made: ``set_ncols`` alone would not move them)."""
    box = legend._legend_handle_box
    columns = box.get_children()
    if len(columns) <= most:
        return
    entries = [entry for column in columns for entry in column.get_children()]
    size, extra = divmod(len(entries), most)
    start = 0
    for i, column in enumerate(columns[:most]):
        end = start + size + (i < extra)
        column._children = entries[start:end]
        start = end
    box._children = columns[:most]
    legend.set_ncols(most)
