"""Attention as three torch calls, and what the N x N score matrix costs.

``naive_attention`` is what one writes first: the scores, their softmax, the weighted
sum, each a kernel that writes its whole N_Q x N_KV result to memory and the next
reads it back. ``measure`` times it and the forward kernel at growing N and reads the
peak memory of each (``torch.cuda.max_memory_allocated``, beyond the inputs), until
the naive version no longer fits.
"""

from pathlib import Path

import torch

from snippets.attention import problem
from snippets.attention.forward import attention_forward
from snippets.helpers.csv_files import write_rows
from snippets.machinery.items import Artifact, Schedule


# --8<-- [start:naive]
def naive_attention(q, k, v, causal=False):
    scale = problem.default_scale(q.shape[-1])
    scores = (q @ k.transpose(-2, -1)) * scale  # B x H x N x N, in memory
    if causal:
        n_q, n_kv = scores.shape[-2:]
        seen = torch.ones(n_q, n_kv, dtype=torch.bool, device=q.device).tril()
        scores = scores.masked_fill(~seen, float("-inf"))
    return torch.softmax(scores.float(), dim=-1).to(q.dtype) @ v  # statistics in float32
# --8<-- [end:naive]


# --8<-- [start:sizes]
HEADS, HEAD_DIM, DTYPE = 8, 64, torch.bfloat16  # batch 1
LENGTHS = (1024, 2048, 4096, 8192, 16384, 32768, 65536)
# --8<-- [end:sizes]


def _peak_and_ms(run, inputs_bytes):
    import triton

    torch.cuda.empty_cache()
    torch.cuda.reset_peak_memory_stats()
    run()
    torch.cuda.synchronize()
    peak = torch.cuda.max_memory_allocated() - inputs_bytes
    ms = triton.testing.do_bench(run, warmup=2, rep=10)
    return peak, ms


def measure(lengths=LENGTHS) -> list[dict]:
    rows = []
    for n in lengths:
        q, k, v = problem.timing_inputs(1, HEADS, n, HEAD_DIM, DTYPE)
        inputs_bytes = torch.cuda.memory_allocated()
        flops = problem.attention_flops(1, HEADS, n, n, HEAD_DIM, causal=False)
        for name, run in (("torch, naive", lambda: naive_attention(q, k, v)),
                          ("our kernel", lambda: attention_forward(q, k, v))):
            row = {"N": n, "version": name, "scores MiB": round(HEADS * n * n * 2 / 2**20)}
            try:
                peak, ms = _peak_and_ms(run, inputs_bytes)
                row.update({"peak MiB": round(peak / 2**20, 1), "ms": round(ms, 4),
                            "TFLOP/s": round(flops / ms / 1e9, 1)})
            except torch.OutOfMemoryError:
                row.update({"peak MiB": "out of memory", "ms": "", "TFLOP/s": ""})
            rows.append(row)
        del q, k, v
        torch.cuda.empty_cache()
    return rows


def draw(rows: list[dict], path: Path) -> None:
    from snippets.helpers import plot_style

    plt = plot_style.apply()
    fig, ax = plt.subplots(figsize=(6.4, 3.6))
    for color, name in zip(plot_style.PALETTE, ("torch, naive", "our kernel")):
        kept = [r for r in rows if r["version"] == name and r["peak MiB"] != "out of memory"]
        ax.plot([r["N"] for r in kept], [r["peak MiB"] for r in kept], "o-", color=color,
                label=name)
        lost = [r["N"] for r in rows if r["version"] == name and r["peak MiB"] == "out of memory"]
        for n in lost:
            ax.axvline(n, color=color, linestyle=":", linewidth=1)
            ax.annotate(f"{name}: out of memory", (n, 1), rotation=90, fontsize=8,
                        color=color, ha="right", va="bottom")
    ax.set_xscale("log", base=2)
    ax.set_yscale("log", base=2)
    ax.set_xlabel("sequence length N")
    ax.set_ylabel("peak memory beyond the inputs (MiB)")
    ax.set_title(f"Forward, batch 1, {HEADS} heads, head dim {HEAD_DIM}, bfloat16")
    ax.legend()
    plot_style.save(fig, path)


def make_memory(folder: Path) -> None:
    rows = measure()
    write_rows(folder / "memory.csv", rows)
    draw(rows, folder / "memory.svg")


# Never timed yet: 7 lengths x 2 versions of do_bench (rep 10 ms), the largest out of
# memory, and the figure: about 10 s.
ATTENTION_MEMORY = Artifact(name="attention_memory", make=make_memory, needs_capability=(8, 0),
                            schedule=Schedule(first_estimate_s=10.0))
