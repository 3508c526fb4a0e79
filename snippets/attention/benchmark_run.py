"""The attention benchmark as a run of ``scripts/regenerate.py`` makes it: its item, and
the set-up made ahead, while the run checks the snippets.

The timings themselves (cases, providers, ``time_ms``) are in ``benchmark.py``; here
every provider's first call of every case is made early, in parts side by side, so that
the item's own turn with the GPU finds flex_attention's and our kernels compiled and
cuDNN's plans built.
"""

from pathlib import Path

import torch

from snippets.attention.benchmark import (BF16, CASES, FLEX_LENGTHS, FP16, all_rows, case_inputs,
                                          head_dim_inputs, in_thread, provider, timed_call)
from snippets.helpers.csv_files import write_rows
from snippets.machinery.items import Artifact, Schedule
from snippets.machinery.worker import compile_ahead as ahead


def make_benchmark(folder: Path) -> None:
    write_rows(folder / "tflops.csv", in_thread(all_rows))
    (folder / "versions.txt").write_text(
        f"torch {torch.__version__}, cuDNN {torch.backends.cudnn.version()}, "
        f"{torch.cuda.get_device_name(0)}\n")


AHEAD = {"ours": (False, True), "flex": (False, True), "sdpa cudnn": (True,)}
# The set-up's parts, made side by side in the run's first phase (one per dtype, head
# dim and mask: each compiles kernels of its own, ours and flex's, into the caches on
# disk); the items' worker follows each part in its own process. cuDNN's plans stay in
# the process and thread that built them: a part builds its cases' plans too (a few
# seconds of its worker's, wasted there), so that the items' worker builds them part by
# part, not all 40 cases' after the last part (70 s on the H100, the run's tail). Eight
# parts of about 60 s share the set-up workers with the other set-ups better than four
# of about 125 s did.
def setup_part(dtype, head_dim: int, causal: bool) -> str:
    """The set-up part that compiles the cases of ``dtype``, ``head_dim`` and mask."""
    return f"{str(dtype).removeprefix('torch.')}-d{head_dim}-{'causal' if causal else 'full'}"


SETUP_PARTS = tuple(setup_part(dtype, head_dim, causal) for dtype in (BF16, FP16)
                    for head_dim in (128, 64) for causal in (False, True))


def first_calls(part: str | None = None):
    """Every provider's first call of every case that builds something: ours and flex
    compile (flex where it is timed), cuDNN builds its plans (the forward + backward
    call builds both), on the timed inputs, each in the benchmark's thread. ``part``
    (one of ``SETUP_PARTS``): that dtype, head dim and mask only."""
    drawn = {}
    for dtype, head_dim, n, causal in CASES:
        if part is not None and part != setup_part(dtype, head_dim, causal):
            continue
        if head_dim not in drawn:
            drawn[head_dim] = head_dim_inputs(head_dim)
        q, k, v = case_inputs(drawn[head_dim], dtype, n)
        for name, directions in AHEAD.items():
            if name == "flex" and n not in FLEX_LENGTHS:
                continue
            for backward in directions:
                call = timed_call(provider(name), q, k, v, causal, backward)
                yield lambda call=call: in_thread(call)
        del q, k, v


def compile_ahead(part: str | None = None) -> None:
    """The item's set-up (``prepare``): flex_attention's compiles (several seconds each,
    forward and backward), cuDNN's plans and our kernels' compiles, made while the run
    checks the snippets (``snippets.machinery.worker.compile_ahead``); a ``part`` of it
    in a worker of its own."""
    if torch.cuda.is_available() and torch.cuda.get_device_capability() >= (8, 0):
        ahead.compile_ahead(first_calls(part))


# 40 cases x 2 directions x 5 providers x 2 passes, on an H100 with the calls built
# ahead: from the TFLOP/s of notes/attention_backends_h100.json (N = 2048 and 8192 the
# geometric mean of their neighbours), each timing costs its first call, warm-up up to
# 2 ms and max(2 calls, 10 ms) + the flushes: about 16 s of GPU, plus about 1 s to draw
# the inputs (two draws of 3 x TOKENS x HEADS x head dim floats on the CPU).
ATTENTION_BENCHMARK = Artifact(name="attention_benchmark", make=make_benchmark,
                               needs_capability=(8, 0),
                               schedule=Schedule(
                                   prepare=compile_ahead,
                                   # per part: 5 cases, ours and flex, each direction; 2
                                   # of flex's compiles (about 10 s each) and ours (4
                                   # kernels), beside the checks (four parts twice as
                                   # large took 123-128 s there on the H100)
                                   setup_parts=SETUP_PARTS, first_setup_estimate_s=62.0,
                                   # 16 s of GPU time over 40 cases, and cuDNN's plans
                                   first_estimate_s=20.0))
