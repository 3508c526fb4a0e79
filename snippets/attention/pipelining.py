"""On Hopper, one change at a time: how many stages the K/V loop is pipelined over.

``num_stages`` tells Triton how many blocks of K and V to have in flight: with 1, each
iteration waits for its loads before its products; with s, the loads of the next s - 1
blocks are issued while the tensor cores work on this one (asynchronous copies into
shared memory, ``cp.async`` or, on Hopper, TMA when the loads are descriptor loads).
The forward is timed at head dim 128, N = 4096, no mask, with its block sizes fixed and
only ``num_stages`` changed, two passes (one order, then the reverse).

Warp specialisation (``tl.range(..., warp_specialize=True)``), the other Hopper change
FlashAttention 3 relies on, is not tried here: lecture 7 compiled it with Triton 3.6 on
an H100 and found it either gives the same machine code or does not compile on sm_90
(Triton enables it from compute capability 10, Blackwell).
"""

from pathlib import Path

import torch

from snippets.attention import benchmark, problem
from snippets.attention.forward import GPU_CONFIGS, attention_forward
from snippets.core.snippet import Artifact

# --8<-- [start:stages]
STAGES = (1, 2, 3, 4)
HEAD_DIM, N, CAUSAL = 128, 4096, False
# --8<-- [end:stages]


def stage_rows() -> list[dict]:
    block_m, block_n, num_warps, chosen = GPU_CONFIGS[HEAD_DIM]
    batch = benchmark.TOKENS // N
    q, k, v = problem.timing_inputs(batch, benchmark.HEADS, N, HEAD_DIM, benchmark.DTYPE)
    flops = problem.attention_flops(batch, benchmark.HEADS, N, N, HEAD_DIM, CAUSAL)
    calls = {}
    for stages in STAGES:
        config = (block_m, block_n, num_warps, stages)
        calls[stages] = lambda config=config: attention_forward(q, k, v, CAUSAL, config=config)
        calls[stages]()  # compile before timing
    torch.cuda.synchronize()
    passes = {stages: [] for stages in STAGES}
    for order in (list(STAGES), list(reversed(STAGES))):
        for stages in order:
            passes[stages].append(flops / (benchmark.time_ms(calls[stages]) * 1e-3) / 1e12)
    return [{"stages": s, "chosen": int(s == chosen), "TFLOP/s": round(sum(p) / 2, 1),
             "pass 1": round(p[0], 1), "pass 2": round(p[1], 1)} for s, p in passes.items()]


def make_pipelining(folder: Path) -> None:
    benchmark.write_csv(folder / "stages.csv", stage_rows())


ATTENTION_PIPELINING = Artifact(name="attention_pipelining", make=make_pipelining,
                                needs_capability=(9, 0))
