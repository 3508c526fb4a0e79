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


def save(fig, path: Path) -> None:
    """Write ``fig`` (SVG, or any format matplotlib knows from the suffix) and close it."""
    fig.savefig(path, metadata={"Date": None} if Path(path).suffix == ".svg" else None,
                bbox_inches="tight", pad_inches=0.08)
    import matplotlib.pyplot as plt

    plt.close(fig)
