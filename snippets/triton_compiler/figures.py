"""The lecture's figures, drawn from what the compiler wrote (CSV files and parsed IR)."""

import csv
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from cycler import cycler  # noqa: E402

from snippets.helpers import plot_style  # noqa: E402

# The site's one look (snippets/helpers/plot_style.py): palette, frame, text sizes.
STYLE = {**plot_style.RC, "axes.prop_cycle": cycler(color=plot_style.PALETTE)}
# More colours than the palette's eight, for the many dialects and warps: the palette,
# then its colours lightened.
MANY = plot_style.PALETTE + ["#7fb8d8", "#f2cf7f", "#7fceb9", "#eaae7f", "#e5bcd3",
                             "#aad9f4", "#bbbbbb", "#555555"]
# One colour per warp, all with a hue: black would turn light grey in the dark twin's
# legend while the map (an image) kept it black (snippets/helpers/plot_dark.py).
WARPS = plot_style.PALETTE[:7] + ["#8c564b"]


# --8<-- [start:dialects]
def plot_dialects_per_pass(passes_csv: Path, out: Path, key_passes=()) -> None:
    """Share of each dialect among the operations in the IR before every pass: the
    TTIR -> TTGIR -> LLVM hand-over shows as one dialect's band giving way to the next
    (the total, which jumps when tensors become scalars, is the dashed line)."""
    with open(passes_csv, newline="") as f:
        rows = list(csv.DictReader(f))
    counts = [dict(item.split(":") for item in row["dialects_before"].split()) for row in rows]
    dialects = sorted({d for c in counts for d in c},
                      key=lambda d: -max(int(c.get(d, 0)) for c in counts))
    with plt.rc_context(STYLE):
        fig, ax = plt.subplots(figsize=(11, 4.2))
        totals = [sum(map(int, c.values())) for c in counts]
        shares = [[100 * int(c.get(d, 0)) / t for c, t in zip(counts, totals)] for d in dialects]
        ax.stackplot(range(len(rows)), shares, labels=dialects, alpha=0.85,
                     colors=MANY)
        ax.set_ylim(0, 100)
        total_ax = ax.twinx()
        total_ax.plot(range(len(rows)), totals, color="#222222", ls="--", lw=1)
        total_ax.set_yscale("log")
        total_ax.spines["right"].set_visible(True)  # the site's frame hides it; here it is an axis
        total_ax.set_ylabel("operations in all (dashed, log scale)")
        # Each key pass (its first run) gets a dotted line and a number above the axes,
        # named in a key under the legend: names written along the lines would overlap
        # where key passes run back to back. Numbers of neighbouring lines are staggered.
        marked, last = [], None
        for index, row in enumerate(rows):
            if row["pass"] in key_passes and row["pass"] not in [m for _, m in marked]:
                marked.append((index, row["pass"]))
                ax.axvline(index, color="#222222", lw=0.8, ls=":")
                high = last is not None and index - last[0] < 3 and not last[1]
                ax.text(index, 108 if high else 101, str(len(marked)), ha="center",
                        va="bottom", fontsize=11, fontweight="bold", clip_on=False)
                last = (index, high)
        ax.set_xlabel("pass number (in pipeline order)")
        ax.set_ylabel("% of the operations before the pass")
        shares_legend = ax.legend(loc="upper center", ncol=min(len(dialects), 6),
                                  fontsize=11, frameon=False, bbox_to_anchor=(0.5, -0.14))
        if marked:
            from matplotlib.lines import Line2D

            fig.canvas.draw()  # where the first legend ended: the key goes under it
            bottom = shares_legend.get_window_extent().transformed(ax.transAxes.inverted()).y0
            key = [Line2D([], [], ls="none", label=f"{n}: {name}")
                   for n, (_, name) in enumerate(marked, 1)]
            ax.legend(handles=key, loc="upper center", ncol=3, fontsize=11, frameon=False,
                      handlelength=0, handletextpad=0, bbox_to_anchor=(0.5, bottom - 0.02),
                      title="key passes (numbered above the plot)", title_fontsize=11)
            ax.add_artist(shares_legend)
        plot_style.save(fig, out)  # tight box: the legends outside the axes are kept
# --8<-- [end:dialects]


# --8<-- [start:blocked]
def plot_blocked_layout(layout, shape: tuple[int, int], name: str, out: Path, owner) -> None:
    """Each element of a 2-D tile coloured by the warp that holds it, with the lane
    number written on each thread's run of sizePerThread elements. ``owner(index,
    layout)`` gives (warp, lane) (layouts.owner: passed in, so this module, which
    layouts.py imports, imports nothing back)."""
    rows, cols = shape
    owners = [[owner((r, c), layout) for c in range(cols)] for r in range(rows)]
    warps = [[w for w, _ in row] for row in owners]
    size = layout.params["sizePerThread"]
    with plt.rc_context(STYLE):
        fig, ax = plt.subplots(figsize=(max(6, cols * 0.11), max(2.5, rows * 0.2 + 1.2)))
        from matplotlib.colors import ListedColormap

        ax.imshow(warps, cmap=ListedColormap(WARPS), vmin=0, vmax=7, aspect="auto",
                  interpolation="nearest", extent=(0, cols, rows, 0))
        for r in range(0, rows, size[0]):
            for c in range(0, cols, size[1]):  # one label and outline per thread's run
                ax.add_patch(plt.Rectangle((c, r), size[1], size[0], fill=False,
                                           lw=0.4, ec="white"))
                ax.text(c + size[1] / 2, r + size[0] / 2, str(owners[r][c][1]),
                        ha="center", va="center", fontsize=11,
                        color=plot_style.text_on(WARPS[owners[r][c][0] % 8]))
        p = layout.params
        ax.set_title(f"{name}: sizePerThread {p['sizePerThread']}, threadsPerWarp "
                     f"{p['threadsPerWarp']}, warpsPerCTA {p['warpsPerCTA']}, order "
                     f"{p['order']}; a {rows} x {cols} tile. Colour: warp; number: lane",
                     fontsize=13)
        for warp in sorted({w for row in warps for w in row}):
            ax.bar(0, 0, color=WARPS[warp % 8], label=f"warp {warp}")
        ax.legend(fontsize=12, frameon=False, loc="upper left", bbox_to_anchor=(1, 1))
        ax.set_xlabel("column", fontsize=12)
        ax.set_ylabel("row", fontsize=12)
        ax.tick_params(labelsize=12)  # the figure is wide: it is shown scaled down
        plot_style.save(fig, out)  # tight box: the legends outside the axes are kept
# --8<-- [end:blocked]


def plot_instruction_mix(mix_csv: Path, out: Path) -> None:
    """Instructions of each kind in the machine code of each target (stacked bars)."""
    with open(mix_csv, newline="") as f:
        rows = list(csv.DictReader(f))
    targets = list(dict.fromkeys(row["target"] for row in rows))
    kinds = list(dict.fromkeys(row["kind"] for row in rows))
    count = {(row["target"], row["kind"]): int(row["count"]) for row in rows}
    with plt.rc_context(STYLE):
        fig, ax = plt.subplots(figsize=(8, 4))
        bottom = [0] * len(targets)
        for kind, color in zip(kinds, MANY):
            values = [count.get((t, kind), 0) for t in targets]
            ax.bar(targets, values, bottom=bottom, label=kind, color=color)
            bottom = [b + v for b, v in zip(bottom, values)]
        ax.set_ylabel("instructions in the kernel's machine code")
        ax.legend(fontsize=10, frameon=False, loc="upper left", bbox_to_anchor=(1, 1))
        plot_style.save(fig, out)  # tight box: the legends outside the axes are kept
