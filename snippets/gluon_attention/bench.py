"""Forward TFLOP/s: the Gluon kernel against lecture 8's ``tl`` kernel and SDPA (GPU only).

A spike's measurement, not yet an Artifact: ``triton.testing.do_bench`` (median of its
timed calls, an L2 flush before each), every provider timed once per pass on the same
inputs, PASSES passes with the providers in turn, reported as the median over passes
and the spread (max - min) across them. Shapes as lecture 8's benchmark
(snippets/attention/benchmark.py): 16 heads, batch = 16384 // N, inputs from
``problem.timing_inputs`` (seed 0). SDPA runs with inputs that require grad, as lecture
8 times it, so that cuDNN and flash keep their statistics, as ours always does.

Run: ``python -m snippets.gluon_attention.bench`` (prints a table, writes CSV to argv[1]).
"""

import csv
import statistics
import sys

import torch
import triton

from snippets.attention import forward as lecture8
from snippets.attention import problem
from snippets.gluon_attention import forward as gluon_forward

TOKENS, HEADS = 16384, 16
CASES = [(dtype, 128, n, causal) for dtype in (torch.bfloat16, torch.float16)
         for n in (4096, 8192) for causal in (False, True)]
PASSES = 3
GLUON_CONFIGS = {"gluon 128x128x2": (128, 128, 2, 8), "gluon 128x64x2": (128, 64, 2, 8),
                 "gluon 128x64x3": (128, 64, 3, 8)}


def _sdpa(backend):
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel

    chosen = {"sdpa cudnn": SDPBackend.CUDNN_ATTENTION, "sdpa flash": SDPBackend.FLASH_ATTENTION}[backend]

    def run(q, k, v, causal):
        with sdpa_kernel(chosen):
            return F.scaled_dot_product_attention(q, k, v, is_causal=causal)
    return run


def providers():
    out = {name: (lambda q, k, v, c, cfg=cfg: gluon_forward.attention_forward(q, k, v, c, config=cfg))
           for name, cfg in GLUON_CONFIGS.items()}
    out["lecture 8 tl"] = lambda q, k, v, c: lecture8.attention_forward(q, k, v, c)
    out["sdpa cudnn"] = _sdpa("sdpa cudnn")
    out["sdpa flash"] = _sdpa("sdpa flash")
    return out


def measure(cases=CASES, passes=PASSES):
    rows = []
    table = providers()
    for dtype, d, n, causal in cases:
        batch = TOKENS // n
        q, k, v = problem.timing_inputs(batch, HEADS, n, d, dtype, requires_grad=True)
        plain = tuple(t.detach() for t in (q, k, v))
        flops = problem.attention_flops(batch, HEADS, n, n, d, causal)
        times = {name: [] for name in table}
        for _ in range(passes):
            for name, fn in table.items():
                args = (q, k, v) if name.startswith("sdpa") else plain
                try:
                    ms = triton.testing.do_bench(lambda: fn(*args, causal), warmup=25, rep=100,
                                                 return_mode="median")
                except Exception as error:  # a backend this machine lacks: say so
                    print(f"{name} failed: {type(error).__name__}: {str(error)[:300]}")
                    ms = float("nan")
                times[name].append(ms)
        for name, ms in times.items():
            tflops = [flops / (t * 1e-3) / 1e12 for t in ms]
            rows.append({"dtype": str(dtype).removeprefix("torch."), "head dim": d, "N": n,
                         "causal": int(causal), "batch": batch, "heads": HEADS, "provider": name,
                         "TFLOP/s median": round(statistics.median(tflops), 1),
                         "spread": round(max(tflops) - min(tflops), 1),
                         "passes": " ".join(f"{t:.1f}" for t in tflops)})
    return rows


if __name__ == "__main__":
    rows = measure()
    if len(sys.argv) > 1:
        with open(sys.argv[1], "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)
    for r in rows:
        print(f"{r['dtype']:>8} N={r['N']:>5} causal={r['causal']} {r['provider']:>16}: "
              f"{r['TFLOP/s median']:6.1f} TFLOP/s (spread {r['spread']:.1f}; {r['passes']})")
