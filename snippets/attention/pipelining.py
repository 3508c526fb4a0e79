"""On Hopper, one change at a time: pipelining stages, then loads by the TMA.

``num_stages`` tells Triton how many blocks of K and V to have in flight: with 1, each
iteration waits for its loads before its products; with s, the loads of the next s - 1
blocks are issued while the tensor cores work on this one (asynchronous copies into
shared memory, ``cp.async`` or, on Hopper, TMA when the loads are descriptor loads).
The forward is timed at head dim 128, N = 4096, no mask, with its block sizes fixed and
only ``num_stages`` changed; then, at the chosen number of stages, with its loads made
through tensor descriptors (``forward_tma.py``) instead of pointers. All in one run, two
passes (one order, then the reverse). A variant that does not compile on this GPU's
Triton is recorded with its error rather than failing the run.

Warp specialisation (``tl.range(..., warp_specialize=True)``), the other Hopper change
FlashAttention 3 relies on, is not tried here: lecture 7 compiled it with Triton 3.6 on
an H100 and found it either gives the same machine code or does not compile on sm_90
(Triton enables it from compute capability 10, Blackwell).
"""

from pathlib import Path

import torch

from snippets.attention import benchmark, problem
from snippets.attention.forward import GPU_CONFIGS, attention_forward
from snippets.attention.forward_tma import attention_forward_tma
from snippets.machinery.worker import compile_ahead as ahead
from snippets.helpers.csv_files import write_rows
from snippets.machinery.items import Artifact, Schedule

# --8<-- [start:stages]
STAGES = (1, 2, 3, 4)
HEAD_DIM, N, CAUSAL = 128, 4096, False
# --8<-- [end:stages]


def _variants(q, k, v) -> dict:
    """(loads, stages) -> a no-argument call of that variant's forward."""
    block_m, block_n, num_warps, chosen = GPU_CONFIGS[HEAD_DIM]
    variants = {("pointer", s): attention_forward for s in STAGES}
    variants[("TMA", chosen)] = attention_forward_tma
    return {(loads, stages): (lambda run=run, config=(block_m, block_n, num_warps, stages):
                              run(q, k, v, CAUSAL, config=config))
            for (loads, stages), run in variants.items()}


def _inputs():
    batch = benchmark.TOKENS // N
    return problem.timing_inputs(batch, benchmark.HEADS, N, HEAD_DIM, benchmark.DTYPE)


def compile_ahead() -> None:
    """The item's set-up (``prepare``): every variant compiled while the run checks the
    snippets (``snippets.machinery.worker.compile_ahead``)."""
    if torch.cuda.is_available() and torch.cuda.get_device_capability() >= (9, 0):
        ahead.compile_ahead(_variants(*_inputs()).values())


def stage_rows() -> list[dict]:
    chosen = GPU_CONFIGS[HEAD_DIM][3]
    batch = benchmark.TOKENS // N
    q, k, v = _inputs()
    flops = problem.attention_flops(batch, benchmark.HEADS, N, N, HEAD_DIM, CAUSAL)
    variants = _variants(q, k, v)
    calls, failed = {}, {}
    for (loads, stages), call in variants.items():
        try:
            call()  # compile before timing
            torch.cuda.synchronize()
            calls[(loads, stages)] = call
        except Exception as error:  # noqa: BLE001 (a compiler error has no common type)
            failed[(loads, stages)] = f"{type(error).__name__}: {str(error).splitlines()[0][:100]}"
    passes = {key: [] for key in calls}
    for order in (list(calls), list(reversed(calls))):
        for key in order:
            passes[key].append(flops / (benchmark.time_ms(calls[key]) * 1e-3) / 1e12)
    rows = []
    for loads, stages in variants:
        row = {"loads": loads, "stages": stages, "chosen": int(stages == chosen)}
        p = passes.get((loads, stages))
        row.update({"TFLOP/s": round(sum(p) / 2, 1), "pass 1": round(p[0], 1),
                    "pass 2": round(p[1], 1), "note": ""} if p else
                   {"TFLOP/s": "", "pass 1": "", "pass 2": "", "note": failed[(loads, stages)]})
        rows.append(row)
    return rows


def make_pipelining(folder: Path) -> None:
    write_rows(folder / "stages.csv", stage_rows())


# 5 variants x 2 passes of benchmark.time_ms (about 0.56 ms a call at 490 TFLOP/s: 2 ms
# of warm-up and 10 ms of calls, 12 ms each, 0.12 s in all), compiled ahead; 1.0 s on an
# H100 with the former windows (5 + 25 ms), most of it drawing the inputs on the CPU.
ATTENTION_PIPELINING = Artifact(name="attention_pipelining", make=make_pipelining,
                                needs_capability=(9, 0),
                                schedule=Schedule(
                                    prepare=compile_ahead,
                                    # Triton's kernels only: the timing loads them from disk
                                    setup_on_disk=True,
                                    first_estimate_s=2.0))
