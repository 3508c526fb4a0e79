"""Probe for lecture 8 (attention) on an H100: kernel configs, pipelining stages, every
torch backend, compile times and the naive version's memory. Writes JSON to argv[2].

    python notes/attention_probe.py configs OUT.json   # fwd/bwd block configs, stages
    python notes/attention_probe.py backends OUT.json  # benchmark.py's cases, timed
"""

import json
import sys
import time

import snippets  # noqa: F401
import torch
import triton

from snippets.attention import backward, benchmark, forward, problem

DTYPE, TOKENS, HEADS = torch.bfloat16, 16384, 16


def ms_of(call):
    call()
    torch.cuda.synchronize()
    return triton.testing.do_bench(call, warmup=5, rep=40)


def tflops(n, d, causal, ms, bwd=False):
    return problem.attention_flops(TOKENS // n, HEADS, n, n, d, causal, bwd) / ms / 1e9


FWD = [(128, 64, 4, 3), (128, 64, 8, 3), (128, 128, 8, 3), (64, 64, 4, 3)]
BWD = [((64, 128, 8, 3), (128, 64, 8, 3)), ((32, 128, 4, 3), (128, 32, 4, 3)),
       ((64, 64, 4, 3), (64, 64, 4, 3))]


def configs():
    out = {"fwd": [], "bwd": [], "stages": []}
    n = 4096
    for d in (64, 128):
        for causal in (False, True):
            q, k, v = problem.timing_inputs(TOKENS // n, HEADS, n, d, DTYPE)
            o, lse = forward.attention_forward(q, k, v, causal)
            do = torch.randn_like(q)
            for cfg in FWD:
                try:
                    ms = ms_of(lambda: forward.attention_forward(q, k, v, causal, config=cfg))
                    out["fwd"].append([d, causal, cfg, round(tflops(n, d, causal, ms), 1)])
                except Exception as e:  # out of shared memory, say
                    out["fwd"].append([d, causal, cfg, str(e)[:80]])
                print(out["fwd"][-1], flush=True)
            for cfg in BWD:
                try:
                    ms = ms_of(lambda: backward.attention_backward(q, k, v, o, lse, do, causal,
                                                                   configs=cfg))
                    out["bwd"].append([d, causal, cfg, round(tflops(n, d, causal, ms) * 2.5, 1)])
                except Exception as e:
                    out["bwd"].append([d, causal, cfg, str(e)[:80]])
                print(out["bwd"][-1], flush=True)
    q, k, v = problem.timing_inputs(TOKENS // n, HEADS, n, 128, DTYPE)
    for stages in (1, 2, 3, 4):
        cfg = (*forward.GPU_CONFIGS[128][:3], stages)
        ms = ms_of(lambda: forward.attention_forward(q, k, v, False, config=cfg))
        out["stages"].append([stages, round(tflops(n, 128, False, ms), 1)])
        print(out["stages"][-1], flush=True)
    return out


def backends(path):
    out = {"rows": [], "seconds": {}}
    for case in benchmark.CASES:
        start = time.time()
        rows = benchmark.case_rows(*case)
        out["seconds"][str(case)] = round(time.time() - start, 1)
        out["rows"] += rows
        for r in rows:
            print(r["direction"][:7], r["head dim"], r["N"], r["causal"], r["provider"],
                  r["TFLOP/s"], r["pass 1"], r["pass 2"], r["note"][:60], flush=True)
        print("case", case, out["seconds"][str(case)], "s", flush=True)
        with open(path, "w") as f:
            json.dump(out, f, indent=1)
    return out


if __name__ == "__main__":
    result = {"gpu": torch.cuda.get_device_name(0), "torch": torch.__version__,
              "triton": triton.__version__}
    start = time.time()
    result.update(configs() if sys.argv[1] == "configs" else backends(sys.argv[2]))
    result["wall s"] = round(time.time() - start, 1)
    print("wall", result["wall s"])
    with open(sys.argv[2], "w") as f:
        json.dump(result, f, indent=1)
