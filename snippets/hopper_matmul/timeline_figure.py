"""Picture: how lecture 7's products were timed, replay by replay, with the SM clock.

Drawn from the files ``hopper_matmul_steps`` wrote on a GPU: ``timeline.csv`` (every
CUDA-graph replay of every provider: when it started, ms per call, timed or not) and
``clocks.csv`` (NVML's SM clock readings on the same time axis). One panel per
float16/bfloat16 case. Nothing here imports the kernels.
"""

from pathlib import Path

from snippets.helpers import plot_style
from snippets.machinery.items import Derived
from snippets.hopper_matmul.steps_figure import SOURCE, gpu_name, read_columns

REPLAY_COLUMNS = ("case", "provider", "stretch", "start s", "ms", "timed")
CLOCK_COLUMNS = ("case", "t s", "SM MHz")


def read_timeline(gpu_dir: Path) -> dict:
    """case -> {"replays": [(provider, start s, TFLOP/s, timed)], "clock": [(t s, MHz)],
    "order": providers in the order of their first timed stretch (A, B, C, D)}, for the
    float16 and bfloat16 cases (named "<dtype> <size>")."""
    cases: dict[str, dict] = {}
    for row in read_columns(gpu_dir / SOURCE / "timeline.csv", REPLAY_COLUMNS):
        words = row["case"].split()  # other cases (float8, one change at a time) are skipped
        if len(words) != 2 or words[0] not in ("float16", "bfloat16"):
            continue
        dtype, size = words
        tflops = 2 * int(size) ** 3 / (float(row["ms"]) * 1e-3) / 1e12
        case = cases.setdefault(row["case"], {"replays": [], "clock": [], "first": {}})
        case["replays"].append(
            (row["provider"], float(row["start s"]), tflops, row["timed"] == "1"))
        stretch = int(row["stretch"])  # -1 is the lead-in, the last provider settling
        if stretch >= 0:
            first = case["first"]
            first[row["provider"]] = min(first.get(row["provider"], stretch), stretch)
    for case in cases.values():
        first = case.pop("first")
        case["order"] = sorted(first, key=first.get)
    clocks = gpu_dir / SOURCE / "clocks.csv"
    if clocks.exists():
        for row in read_columns(clocks, CLOCK_COLUMNS):
            if row["case"] in cases:
                cases[row["case"]]["clock"].append((float(row["t s"]), float(row["SM MHz"])))
    return cases


def draw_timeline(folder: Path, gpu_dir: Path) -> None:
    plt = plot_style.apply()

    cases = read_timeline(gpu_dir)
    # Every case times the same providers in the same order: A is the first, and so on.
    providers = list(dict.fromkeys(p for case in cases.values() for p in case["order"]))
    # A colour and a marker each (plot_style.series): nine providers outrun the palette.
    style = {p: plot_style.series(i) for i, p in enumerate(providers)}
    letter = {p: chr(ord("A") + i) for i, p in enumerate(providers)}
    columns = 2
    rows = -(-len(cases) // columns)
    fig, axes = plt.subplots(rows, columns, figsize=(12, 3.6 * rows), squeeze=False)
    for ax, (name, case) in zip(axes.flat, cases.items()):
        for provider in providers:
            for timed in (False, True):
                points = [(t, v) for p, t, v, is_timed in case["replays"]
                          if p == provider and is_timed == timed]
                if points:
                    ax.scatter(*zip(*points), s=5 if timed else 3, **style[provider],
                               alpha=1.0 if timed else 0.25, lw=0,
                               label=f"{letter[provider]}: {provider}" if timed else None)
        ax.set_title(name.replace(" ", ", ") + "³")
        ax.set_xlabel("seconds since the first replay")
        ax.set_ylabel("TFLOP/s (one replay, ~10 ms)")
        ax.grid(True, axis="y")
        ax.set_axisbelow(True)
        if case["clock"]:
            clock_ax = ax.twinx()
            clock_ax.plot(*zip(*case["clock"]), color=plot_style.MUTED, lw=0.9,
                          drawstyle="steps-post")
            clock_ax.set_ylabel("SM MHz (grey)", color=plot_style.MUTED)
            clock_ax.spines["right"].set_visible(True)
    for ax in list(axes.flat)[len(cases):]:
        ax.set_visible(False)
    # The legend of every panel's series (a provider timed in one case only is listed
    # too), hung below the panels, outside the data and the axis labels.
    entries = {}
    for ax in axes.flat:
        for handle, label in zip(*ax.get_legend_handles_labels()):
            entries.setdefault(label, handle)
    labels = sorted(entries)  # "A: ...", "B: ...": the order the stretches run in
    fig.suptitle(f"Every timed replay on {gpu_name(gpu_dir)}: each provider runs ~1 s at a "
                 "stretch, in the order A B C D D C B A;\nfaint dots are the first half of a "
                 "stretch (the clock settling, not timed), solid dots the timed half")
    fig.tight_layout()  # after the suptitle, which it makes room for
    fig.legend([entries[label] for label in labels], labels, loc="upper center", ncol=2,
               markerscale=3, bbox_to_anchor=(0.5, 0.0))
    plot_style.save(fig, folder / "timeline.svg", phone=True)


STEPS_TIMELINE = Derived(name="hopper_matmul_timeline", make=draw_timeline, inputs=(SOURCE,),
                         scope="per_gpu")
