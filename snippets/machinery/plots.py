"""The benchmark plot every snippet gets: drawn from its CSV, never from live numbers."""

import csv
from pathlib import Path

from snippets.helpers import plot_style


def plot_benchmark(csv_path: Path, svg_path: Path, bench, copy_gbps, gpu) -> None:
    """Draw the plot from the CSV (data first, picture second).

    One line per provider at the median, a band from the 20th to the 80th percentile,
    and for GB/s plots the measured copy bandwidth as the ceiling to compare against.
    """
    plt = plot_style.apply()
    with open(csv_path, newline="") as f:
        rows = list(csv.DictReader(f))
    fig, ax = plt.subplots(figsize=(7, 4.2))
    for index, provider_name in enumerate(dict.fromkeys(r["provider_name"] for r in rows)):
        mine = [r for r in rows if r["provider_name"] == provider_name]
        x = [float(r["x"]) for r in mine]
        # A colour and a marker each: two providers never look alike (plot_style.series).
        line, = ax.plot(x, [float(r["value_p50"]) for r in mine], ms=5,
                        label=provider_name, **plot_style.series(index))
        ax.fill_between(x, [float(r["value_low"]) for r in mine],
                        [float(r["value_high"]) for r in mine], alpha=0.25,
                        color=line.get_color(), lw=0)
    if copy_gbps and bench.ylabel == "GB/s":
        ax.axhline(copy_gbps, color=plot_style.INK, ls="--", lw=1,
                   label=f"measured copy bandwidth ({copy_gbps:,.0f} GB/s)")
    if bench.x_log:
        ax.set_xscale("log", base=2)
    if getattr(bench, "y_log", False):
        ax.set_yscale("log")
    ax.set_xlabel(bench.xlabel or bench.x_names[0])
    ax.set_ylabel(bench.ylabel)
    ax.set_title(f"{bench.plot_name} on {gpu} (median; band: 20th-80th percentile)")
    ax.grid(True)
    # Below the axes, never on the lines: where the data lie differs from plot to plot.
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.16), ncol=2)
    plot_style.save(fig, svg_path)
