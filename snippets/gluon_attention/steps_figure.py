"""Picture: each step's speed as a fraction of SDPA's cuDNN backend, drawn from one GPU's
benchmark (``gluon_attention_benchmark/tflops.csv``), so it needs no GPU.

One panel per dtype; per case a bar for lecture 8's kernel and for each Gluon step, the
mean of the two passes, with a tick at each pass; a line at 1 (cuDNN) and one at the
lecture's bar (0.90).
"""

import csv
import json
from pathlib import Path

from snippets.gluon_attention.bars import BAR_CUDNN
from snippets.helpers import plot_style
from snippets.machinery.items import Derived

BARS = {"lecture 8 tl": "lecture 8 (tl)", "gluon v1": "step 1: written out",
        "gluon ws": "step 2: warp-specialized", "gluon overlap": "step 3: overlapped"}
COLORS = [plot_style.MUTED, plot_style.PALETTE[5], plot_style.PALETTE[0], plot_style.PALETTE[1]]


def read_rows(gpu_dir: Path) -> list[dict]:
    with open(gpu_dir / "gluon_attention_benchmark" / "tflops.csv", newline="") as f:
        return list(csv.DictReader(f))


def ratios(rows, provider, dtype, n, causal):
    """(mean, pass 1, pass 2) of provider's TFLOP/s over cuDNN's, pass by pass."""
    def row(name):
        return next(r for r in rows if r["provider"] == name and r["dtype"] == dtype
                    and r["N"] == n and r["causal"] == causal)
    mine, cudnn = row(provider), row("sdpa cudnn")
    passes = [float(mine[p]) / float(cudnn[p]) for p in ("pass 1", "pass 2")]
    return sum(passes) / 2, *passes


def draw(rows: list[dict], path: Path, gpu: str = "") -> None:
    plt = plot_style.apply()
    dtypes = list(dict.fromkeys(r["dtype"] for r in rows))
    fig, axes = plt.subplots(1, len(dtypes), figsize=(10.0, 3.8), sharey=True, squeeze=False)
    for ax, dtype in zip(axes[0], dtypes):
        cases = list(dict.fromkeys((r["N"], r["causal"]) for r in rows if r["dtype"] == dtype))
        width = 0.8 / len(BARS)
        for i, ((provider, label), color) in enumerate(zip(BARS.items(), COLORS)):
            xs = [c + (i - (len(BARS) - 1) / 2) * width for c in range(len(cases))]
            found = [ratios(rows, provider, dtype, n, causal) for n, causal in cases]
            ax.bar(xs, [f[0] for f in found], width, color=color, label=label)
            for x, (_, p1, p2) in zip(xs, found):
                ax.plot([x, x], [min(p1, p2), max(p1, p2)], color=plot_style.INK, linewidth=1)
                ax.plot([x - width / 3, x + width / 3], [p1, p1], color=plot_style.INK, linewidth=0.8)
                ax.plot([x - width / 3, x + width / 3], [p2, p2], color=plot_style.INK, linewidth=0.8)
        ax.axhline(1.0, color=plot_style.INK, linewidth=1)
        ax.axhline(BAR_CUDNN, color=plot_style.INK, linewidth=1, linestyle="--")
        ax.set_xticks(range(len(cases)))
        ax.set_xticklabels([f"N = {n}\n{'causal' if causal == '1' else 'no mask'}"
                            for n, causal in cases])
        ax.set_title(dtype)
        ax.set_ylim(0.5, 1.1)
    axes[0][0].set_ylabel("speed / SDPA cuDNN")
    axes[0][0].text(-0.45, 1.005, "cuDNN", va="bottom", fontsize=9)
    axes[0][0].text(-0.45, BAR_CUDNN + 0.005, f"bar {BAR_CUDNN:.2f}", va="bottom", fontsize=9)
    handles, labels = axes[0][0].get_legend_handles_labels()
    fig.legend(handles, labels, loc="lower center", ncol=len(labels))
    fig.suptitle("Attention forward, head dim 128" + (f" ({gpu})" if gpu else ""))
    fig.subplots_adjust(bottom=0.3, top=0.85, wspace=0.06)
    plot_style.save(fig, path)


def make_steps_figure(folder: Path, gpu_dir: Path) -> None:
    gpu = ""
    record = gpu_dir / "gluon_attention_benchmark" / "provenance.json"
    if record.exists():
        gpu = json.loads(record.read_text()).get("gpu", "")
    draw(read_rows(gpu_dir), folder / "steps.svg", gpu)


GLUON_ATTENTION_STEPS = Derived(name="gluon_attention_steps", make=make_steps_figure,
                                inputs=["gluon_attention_benchmark"])
