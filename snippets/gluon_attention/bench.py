"""Forward TFLOP/s: the Gluon kernels against lecture 8's kernel and SDPA (GPU only).

Timed exactly as lecture 8's benchmark times (snippets/attention/benchmark.py), by
importing its pieces rather than copying them: its cases' shapes (16 heads, batch =
16384 // N), its inputs (``head_dim_inputs`` drawn once per head dim, ``case_inputs``
cast and requiring grad), its providers for lecture 8's kernel (``"ours"``) and SDPA's
backends, and its ``time_ms`` (a first call, warm-up calls for WARMUP_MS, then REP_MS of
timed calls, each after an L2 flush, all queued behind a spin of the GPU, the mean).
Every case is timed in two passes, the providers in one order and then in reverse; a
row has each pass and their mean, as lecture 8's CSV does.

``--do-bench`` adds, for a few providers, a third reading by ``triton.testing.do_bench``
(warmup 25 ms, rep 100 ms, median): the harness the first lab session used, to show
where its cuDNN readings came from. While each provider is timed a background thread
reads the SM clock and board power through NVML (``snippets.helpers.sm_clocks``).

Run: ``python -m snippets.gluon_attention.bench [out.csv] [--do-bench] [--quick]
[--ws=BLOCK_N,STAGES,MAXNREG,REGS]... [--overlap=BLOCK_N,STAGES,MAXNREG,REGS,LONGEST_FIRST]...``
(each ``--ws``/``--overlap`` adds a provider with that config).
"""

import csv
import statistics
import sys

import torch

from snippets.attention import problem
from snippets.attention.benchmark import (HEADS, TOKENS, case_inputs, head_dim_inputs, provider,
                                          time_ms)
from snippets.gluon_attention import forward as gluon_forward
from snippets.gluon_attention import forward_overlap, forward_ws
from snippets.helpers.sm_clocks import Sampler

CASES = [(dtype, 128, n, causal) for dtype in (torch.bfloat16, torch.float16)
         for n in (4096, 8192) for causal in (False, True)]
GLUON = {
    "gluon v1": (gluon_forward.attention_forward, None),
    "gluon ws": (forward_ws.attention_forward, None),
    "gluon overlap": (forward_overlap.attention_forward, None),
    "gluon pingpong": (forward_overlap.attention_forward_pingpong, None),
}
LECTURE8 = {"lecture 8 tl": "ours", "sdpa cudnn": "sdpa cudnn", "sdpa flash": "sdpa flash"}
DO_BENCH = ("gluon v1", "sdpa cudnn")


def providers(extra_ws=(), extra_overlap=()):
    """name -> run(q, k, v, causal, scale), lecture 8's signature."""
    out = {}
    for name, (fn, config) in GLUON.items():
        out[name] = (lambda q, k, v, c, s, fn=fn, config=config:
                     fn(q.detach(), k.detach(), v.detach(), c, s, config=config))
    for config in extra_ws:
        out["gluon ws " + "x".join(map(str, config))] = (
            lambda q, k, v, c, s, config=config:
            forward_ws.attention_forward(q.detach(), k.detach(), v.detach(), c, s, config=config))
    for config in extra_overlap:
        out["gluon overlap " + "x".join(map(str, map(int, config)))] = (
            lambda q, k, v, c, s, config=config:
            forward_overlap.attention_forward(q.detach(), k.detach(), v.detach(), c, s,
                                              config=config))
    for name, lecture8_name in LECTURE8.items():
        out[name] = provider(lecture8_name)
    return out


def _clock(sampler, label):
    readings = sampler.samples.get(label, [])
    if not readings:
        return "", ""
    return (round(statistics.median(m for m, _ in readings)),
            round(statistics.median(w for _, w in readings)))


def measure(cases=CASES, do_bench=False, extra_ws=(), extra_overlap=()):
    import triton

    table = providers(extra_ws, extra_overlap)
    rows, drawn = [], {}
    with Sampler() as sampler:
        for dtype, d, n, causal in cases:
            if d not in drawn:
                drawn[d] = head_dim_inputs(d)
            q, k, v = case_inputs(drawn[d], dtype, n)
            scale = problem.default_scale(d)
            batch = TOKENS // n
            flops = problem.attention_flops(batch, HEADS, n, n, d, causal)
            calls = {}
            for name, run in table.items():
                call = (lambda run=run, q=q, k=k, v=v: run(q, k, v, causal, scale))
                call()
                torch.cuda.synchronize()
                calls[name] = call
            passes = {name: [] for name in calls}
            for order in (list(calls), list(reversed(calls))):
                for name in order:
                    sampler.label = (name, dtype, n, causal, "lecture 8")
                    passes[name].append(flops / (time_ms(calls[name]) * 1e-3) / 1e12)
                    sampler.label = None
            bench = {}
            if do_bench:
                for name in DO_BENCH:
                    sampler.label = (name, dtype, n, causal, "do_bench")
                    ms = triton.testing.do_bench(calls[name], warmup=25, rep=100, return_mode="median")
                    sampler.label = None
                    bench[name] = flops / (ms * 1e-3) / 1e12
            for name, tf in passes.items():
                mhz, watts = _clock(sampler, (name, dtype, n, causal, "lecture 8"))
                row = {"dtype": str(dtype).removeprefix("torch."), "head dim": d, "N": n,
                       "causal": int(causal), "batch": batch, "heads": HEADS, "provider": name,
                       "TFLOP/s": round(sum(tf) / 2, 1), "pass 1": round(tf[0], 1),
                       "pass 2": round(tf[1], 1), "SM MHz": mhz, "W": watts,
                       "do_bench TFLOP/s": "", "do_bench SM MHz": "", "do_bench W": ""}
                if name in bench:
                    bmhz, bwatts = _clock(sampler, (name, dtype, n, causal, "do_bench"))
                    row.update({"do_bench TFLOP/s": round(bench[name], 1),
                                "do_bench SM MHz": bmhz, "do_bench W": bwatts})
                rows.append(row)
            del q, k, v
    return rows


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    cases = CASES[:4] if "--quick" in sys.argv else CASES
    extra = [tuple(int(x) for x in a.split("=", 1)[1].split(","))
             for a in sys.argv[1:] if a.startswith("--ws=")]
    extra_overlap = [tuple(int(x) for x in a.split("=", 1)[1].split(","))
                     for a in sys.argv[1:] if a.startswith("--overlap=")]
    rows = measure(cases, do_bench="--do-bench" in sys.argv, extra_ws=extra,
                   extra_overlap=extra_overlap)
    if args:
        with open(args[0], "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)
    for r in rows:
        extra_text = (f"  do_bench {r['do_bench TFLOP/s']} @ {r['do_bench SM MHz']} MHz {r['do_bench W']} W"
                      if r["do_bench TFLOP/s"] != "" else "")
        print(f"{r['dtype']:>8} N={r['N']:>5} causal={r['causal']} {r['provider']:>22}: "
              f"{r['TFLOP/s']:6.1f} ({r['pass 1']:.1f} {r['pass 2']:.1f}) "
              f"@ {r['SM MHz']} MHz {r['W']} W{extra_text}", flush=True)
