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

Where a phone would shrink a figure's text below 9 CSS px, ``save`` also writes
``figure.phone.svg``: the same figure one panel wide (its panels stacked in one column,
``stack``), its text raised for a phone's width, which the site shows on phones.
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


def legible(fig, shown_px: float = COLUMN_PX, min_px: float = MIN_TEXT_PX) -> None:
    """Raise every text of ``fig`` to ``min_px`` as the page shows it: a figure wider
    than ``shown_px`` is scaled down to it, so its text must be drawn larger."""
    from matplotlib.text import Text

    width_px = fig.get_size_inches()[0] * 96  # SVG points * 4/3: CSS px at natural size
    smallest = min_px * 0.75 * max(1.0, width_px / shown_px)  # in points
    for text in fig.findobj(Text):
        if text.get_text() and text.get_fontsize() < smallest:
            text.set_fontsize(smallest)


def smallest_text_pt(fig) -> float:
    """The smallest text drawn in ``fig``, in points (recorded in each SVG it writes)."""
    from matplotlib.text import Text

    sizes = [t.get_fontsize() for t in fig.findobj(Text) if t.get_text() and t.get_visible()]
    return min(sizes, default=0.0)


PHONE_SHOWN_PX = 350  # the width a 390 px phone's column gives a figure (CSS px)
MIN_PHONE_TEXT_PX = 9  # no text smaller than this on a phone


def text_px_on_phone(smallest_pt: float, width_pt: float) -> float:
    """How tall, in CSS px, the smallest text of a figure ``width_pt`` wide (its SVG's
    width) is drawn on a phone: the page scales a wider figure down to the column."""
    natural_px = width_pt * 4 / 3
    return smallest_pt * 4 / 3 * min(1.0, PHONE_SHOWN_PX / natural_px)


def svg_width_pt(path) -> float:
    import re

    head = Path(path).read_text()[:2000]
    return float(re.search(r'<svg[^>]*\bwidth="([\d.]+)pt"', head).group(1))


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
    svg = Path(path).suffix == ".svg"
    # The smallest text, for the test that reads every figure at a phone's width.
    metadata = {"Date": None, "Description": f"smallest text {smallest_text_pt(fig):.2f} pt"}
    fig.savefig(path, metadata=metadata if svg else None, bbox_inches="tight", pad_inches=0.08)


def save(fig, path: Path, phone: bool | None = None) -> None:
    """Write ``fig`` (SVG, or any format matplotlib knows from the suffix) and its dark
    twin (``dark_path``), then close it.

    A phone variant (``phone_path``, and its dark twin) is written too where a phone
    would shrink the figure's text below MIN_PHONE_TEXT_PX (``phone=None``, the default),
    or where the caller asks (``phone=True``): the same figure re-laid out one panel
    wide (``stack``), its text raised for a phone's width."""
    from snippets.helpers.plot_dark import darken

    path = Path(path)
    legible(fig)
    _write(fig, path)
    undo = darken(fig)
    _write(fig, dark_path(path))
    undo()
    if phone is None:
        phone = path.suffix == ".svg" and text_px_on_phone(
            smallest_text_pt(fig), svg_width_pt(path)) < MIN_PHONE_TEXT_PX
    if phone:
        stack(fig)
        _write_for_phone(fig, phone_path(path))
        darken(fig)
        _write(fig, dark_path(phone_path(path)))
    else:  # a phone variant left by an earlier drawing would now be out of date
        for old in (phone_path(path), dark_path(phone_path(path))):
            old.unlink(missing_ok=True)
    import matplotlib.pyplot as plt

    plt.close(fig)


PHONE_MAX_PX = 440  # a phone variant wider than this is shrunk to fit (CSS px)


def _write_for_phone(fig, path: Path) -> None:
    """Write a stacked figure for a phone: what is drawn outside the axes (a long legend,
    tick labels) can make it wider than it was laid out, and the page would then scale
    it, and its text, down. Narrow it and raise its text until both fit."""
    from matplotlib.text import Text

    legible(fig, PHONE_SHOWN_PX, MIN_PHONE_TEXT_PX)
    target_px = MIN_PHONE_TEXT_PX + 0.2  # a margin over the recorded size's rounding
    for _ in range(8):
        _write(fig, path)
        width_px = svg_width_pt(path) * 4 / 3
        text_px = text_px_on_phone(smallest_text_pt(fig), svg_width_pt(path))
        if width_px <= PHONE_MAX_PX and text_px >= target_px:
            return
        if width_px > PHONE_MAX_PX:
            w, h = fig.get_size_inches()
            fig.set_size_inches(w * 0.95 * PHONE_MAX_PX / width_px, h)
        if text_px < target_px:
            raise_by = 1.02 * target_px / text_px
            for text in fig.findobj(Text):
                if text.get_text():
                    text.set_fontsize(max(text.get_fontsize(),
                                          smallest_text_pt(fig) * raise_by))
    _write(fig, path)


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
    if len(cells) == 1:  # one panel (a long bar chart) keeps its height, and more for
        # the category names that wrap on the narrower column
        wraps = max((len(text.get_text()) > PHONE_TICK_CHARS
                     for ax in cells[0] for text in ax.get_yticklabels()), default=False)
        heights = [max(heights[0], cells[0][0].get_position().height * old_height
                       * (2.2 if wraps else 1.0))]
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
                _wrap_labels(ax.get_legend())
            _wrap_tick_labels(ax)
    for mappable, parents, label, ticks in bars:
        shared = len(parents) > 1
        fig.colorbar(mappable, ax=parents, label=label, ticks=ticks,
                     location="bottom" if shared else "right", shrink=0.9 if shared else 1.0,
                     aspect=30 if shared else 20)
    if fig.get_suptitle():
        fig.suptitle(fig.get_suptitle(), wrap=True)  # back to its automatic place
    for legend in fig.legends:
        _columns(legend, _fitting(legend))
        _wrap_labels(legend)
        legend.set_loc("upper center")
        legend.set_bbox_to_anchor((0.5, 0), transform=fig.transFigure)


PHONE_LABEL_CHARS = 34  # a legend entry longer than this is wrapped on a phone
PHONE_TICK_CHARS = 20  # and a category name on a y axis: half the column stays for the bars


def _wrap_labels(legend) -> None:
    """Break a long legend entry over lines: one column of 60-character labels is
    wider than a phone."""
    import textwrap

    for text in legend.get_texts():
        if len(text.get_text()) > PHONE_LABEL_CHARS:
            text.set_text(textwrap.fill(text.get_text(), PHONE_LABEL_CHARS))


def _wrap_tick_labels(ax) -> None:
    """Break long category names on the y axis (a bar chart's) over lines: they keep
    their width however narrow the figure is drawn."""
    import textwrap

    labels = [text.get_text() for text in ax.get_yticklabels()]
    if any(len(label) > PHONE_TICK_CHARS for label in labels):
        ax.set_yticks(ax.get_yticks(), [textwrap.fill(label, PHONE_TICK_CHARS)
                                        for label in labels])


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
