"""Picture: TFLOP/s against N for every provider, drawn from one GPU's benchmark.

Four panels (forward and forward + backward, no mask and causal) at head dim 128, one
line per provider over every length timed, the band between the two passes shaded (a
provider timed at one length only would be a single point). Drawn from ``attention_benchmark/tflops.csv``, so it
needs no GPU and is redrawn whenever the benchmark is remade.
"""

import csv
from pathlib import Path

from snippets.helpers import plot_style
from snippets.machinery.items import Derived

HEAD_DIM = 128
PROVIDERS = {"ours": "ours (Triton)", "sdpa flash": "SDPA flash", "sdpa cudnn": "SDPA cuDNN",
             "sdpa efficient": "SDPA efficient", "flex": "flex_attention (compiled)"}


def read_rows(gpu_dir: Path) -> list[dict]:
    with open(gpu_dir / "attention_benchmark" / "tflops.csv", newline="") as f:
        # The lecture's dtype (bfloat16; rows made before float16 was timed have none).
        return [r for r in csv.DictReader(f) if r["available"] == "1"
                and r.get("dtype", "bfloat16") in ("", "bfloat16")]


def draw(rows: list[dict], path: Path, gpu: str = "") -> None:
    plt = plot_style.apply()
    fig, axes = plt.subplots(1, 4, figsize=(11.0, 3.4), sharey=True)
    panels = [(d, c) for d in ("forward", "forward+backward") for c in ("0", "1")]
    for ax, (direction, causal) in zip(axes, panels):
        for color, (provider, label) in zip(plot_style.PALETTE, PROVIDERS.items()):
            mine = sorted((r for r in rows if r["provider"] == provider
                           and r["direction"] == direction and r["causal"] == causal
                           and int(r["head dim"]) == HEAD_DIM), key=lambda r: int(r["N"]))
            if not mine:
                continue
            n = [int(r["N"]) for r in mine]
            ax.plot(n, [float(r["TFLOP/s"]) for r in mine], "o-", color=color, label=label,
                    markersize=4)
            ax.fill_between(n, [min(float(r["pass 1"]), float(r["pass 2"])) for r in mine],
                            [max(float(r["pass 1"]), float(r["pass 2"])) for r in mine],
                            color=color, alpha=0.25, linewidth=0)
        ax.set_xscale("log", base=2)
        ax.set_title(f"{direction.replace('+', ' + ')}, {'causal' if causal == '1' else 'no mask'}",
                     fontsize=9)
        ax.set_xlabel("N")
    axes[0].set_ylabel("TFLOP/s")
    axes[0].set_ylim(bottom=0)
    handles, labels = axes[0].get_legend_handles_labels()
    for ax in axes[1:]:  # flex may be missing from the first panel
        for h, lab in zip(*ax.get_legend_handles_labels()):
            if lab not in labels:
                handles.append(h)
                labels.append(lab)
    fig.legend(handles, labels, loc="lower center", ncol=len(labels), fontsize=8)
    fig.suptitle(f"Head dim {HEAD_DIM}, bfloat16, 16 heads, batch × N = 16384" +
                 (f" ({gpu})" if gpu else ""), fontsize=10)
    fig.subplots_adjust(bottom=0.3, top=0.82, wspace=0.08)
    plot_style.save(fig, path)


def make_tflops_figure(folder: Path, gpu_dir: Path) -> None:
    import json

    gpu = ""
    record = gpu_dir / "attention_benchmark" / "provenance.json"
    if record.exists():
        gpu = json.loads(record.read_text()).get("gpu", "")
    draw(read_rows(gpu_dir), folder / "tflops.svg", gpu)


ATTENTION_TFLOPS = Derived(name="attention_tflops", make=make_tflops_figure,
                           inputs=["attention_benchmark"])
