"""One look for every figure on the site.

Figures are drawn on a white card with dark text, and ``save`` writes a dark twin of
each beside it (``name.dark.svg``, snippets/helpers/plot_dark.py: the same figure restyled
for the site's dark theme, colours and colormaps keeping their meaning), which the page
shows in dark mode. Colours come from the Okabe-Ito palette, which stays
distinguishable for the common kinds of colour blindness; series that share an axes
take a colour and a marker each (``series``), so no two look alike even in greyscale.
No text is smaller than 12 CSS px where the page shows the figure (``legible``). SVGs are written with fixed ids and no date, so redrawing an unchanged
figure changes no byte and the diff of a regeneration shows only what moved.

    from snippets.helpers import plot_style
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
# Lines or points compared in one axes, in this order: a colour and a marker each. Yellow
# is left out (too pale on white) and vermillion comes late (next to orange it reads as a
# second orange); ink (black, light grey in the dark twin) is a colour of its own.
SERIES = [PALETTE[0], PALETTE[1], PALETTE[2], PALETTE[4], INK, PALETTE[5], PALETTE[3]]
MARKERS = ["o", "s", "^", "D", "v", "P", "X"]

RC = {
    "figure.facecolor": CARD,
    "axes.facecolor": CARD,
    "savefig.facecolor": "auto",  # the figure's own: white, or slate in the dark twin
    "savefig.edgecolor": "auto",
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
    "font.size": 11,
    "axes.titlesize": 11,
    "axes.labelsize": 11,
    "xtick.labelsize": 10,
    "ytick.labelsize": 10,
    "legend.fontsize": 10,
    "lines.markersize": 6,
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

    matplotlib.rcParams.update({**RC, "axes.prop_cycle": cycler(color=SERIES)})
    return plt


def series(index: int) -> dict:
    """Colour and marker of the ``index``-th series in an axes (``ax.plot(..., **series(i))``):
    no two of the first 49 share both, and the first 7 share neither."""
    return {"color": SERIES[index % len(SERIES)],
            "marker": MARKERS[(index + index // len(SERIES)) % len(MARKERS)]}


COLUMN_PX = 920  # the page's column at a 1280 px window (toc.integrate)
MIN_TEXT_PX = 12  # no text smaller than this, in CSS px, where the page shows the figure


def legible(fig, shown_px: float = COLUMN_PX) -> None:
    """Raise every text of ``fig`` to MIN_TEXT_PX as the page shows it: a figure wider
    than ``shown_px`` is scaled down to it, so its text must be drawn larger."""
    from matplotlib.text import Text

    width_px = fig.get_size_inches()[0] * 96  # SVG points * 4/3: CSS px at natural size
    smallest = MIN_TEXT_PX * 0.75 * max(1.0, width_px / shown_px)  # in points
    for text in fig.findobj(Text):
        if text.get_text() and text.get_fontsize() < smallest:
            text.set_fontsize(smallest)


PHONE_WIDTH = 4.4  # inches (422 CSS px): a phone variant, shown about 360 px wide


def phone_path(path):
    """Where the phone variant of the figure at ``path`` (a Path or PurePath) goes:
    ``steps.svg`` -> ``steps.phone.svg`` (the site shows it on narrow screens;
    snippets/machinery/site/figures.py finds it by this same rule)."""
    return path.with_name(f"{path.stem}.phone{path.suffix}")


def dark_path(path):
    """Where the dark twin of the figure at ``path`` goes: ``steps.svg`` ->
    ``steps.dark.svg``, ``steps.phone.svg`` -> ``steps.phone.dark.svg`` (found by
    snippets/machinery/site/figures.py by this same rule)."""
    return path.with_name(f"{path.stem}.dark{path.suffix}")


def _write(fig, path: Path) -> None:
    fig.savefig(path, metadata={"Date": None} if Path(path).suffix == ".svg" else None,
                bbox_inches="tight", pad_inches=0.08)


def save(fig, path: Path, phone: bool = False) -> None:
    """Write ``fig`` (SVG, or any format matplotlib knows from the suffix) and its dark
    twin (``dark_path``), then close it.

    ``phone=True``, for a figure of panels side by side: also write the same figure
    with its panels stacked in one column (``stack``) to ``phone_path(path)``, and its
    dark twin."""
    from snippets.helpers.plot_dark import darken

    path = Path(path)
    legible(fig)
    _write(fig, path)
    undo = darken(fig)
    _write(fig, dark_path(path))
    undo()
    if phone:
        stack(fig)  # the text keeps its size: a phone shows the variant near its natural size
        _write(fig, phone_path(path))
        darken(fig)
        _write(fig, dark_path(phone_path(path)))
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
                _columns(ax.get_legend(), _fitting(ax.get_legend()))
    for mappable, parents, label, ticks in bars:
        shared = len(parents) > 1
        fig.colorbar(mappable, ax=parents, label=label, ticks=ticks,
                     location="bottom" if shared else "right", shrink=0.9 if shared else 1.0,
                     aspect=30 if shared else 20)
    if fig.get_suptitle():
        fig.suptitle(fig.get_suptitle(), wrap=True)  # back to its automatic place
    for legend in fig.legends:
        _columns(legend, _fitting(legend))
        legend.set_loc("upper center")
        legend.set_bbox_to_anchor((0.5, 0), transform=fig.transFigure)


def _fitting(legend) -> int:
    """Columns a legend gets on a phone: two, or one where two of its longest labels
    would not fit side by side in the column's width."""
    longest = max((len(t.get_text()) for t in legend.get_texts()), default=0)
    return 1 if longest > 24 else 2


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
