"""TFLOP/s of the kernels against every attention backend torch has, like for like.

For each case (dtype, head dim, sequence length, causal or not) every provider gets the
same inputs, the same scale and mask, and returns the inputs' dtype; all of them keep
the softmax statistics in float32. Providers: our kernels; ``F.scaled_dot_product_attention``
pinned to each backend with ``torch.nn.attention.sdpa_kernel`` (flash, cuDNN, efficient);
and ``torch.compile(flex_attention)``, with a causal block mask where causal. A backend
this machine lacks is recorded as such, not skipped silently.

The inputs require grad, as in training, for the forward timings too: every provider
then keeps what its backward needs (ours and flash the log-sum-exp, cuDNN its
statistics). Forward + backward is timed as a forward and ``torch.autograd.grad`` of
the output (no gradient accumulation), for every provider alike. Every case is timed twice, the
providers in one order and then in the reverse order; a ratio counts as ahead or
behind only when both passes agree (``bar.py`` in lecture 7 has the same rule).
"""

from pathlib import Path

import torch

from snippets.attention import problem
from snippets.attention.function import flash_attention
from snippets.core import ahead
from snippets.core.csv_files import write_rows
from snippets.core.snippet import Artifact

# --8<-- [start:cases]
TOKENS, HEADS = 16384, 16  # batch = TOKENS // N
# bfloat16: head dim 128 at three lengths, 64 at one; float16 at the middle length
# (the kernels are the same code for both). The GPU time of a full run is budgeted.
BF16, FP16 = torch.bfloat16, torch.float16
DTYPE = BF16  # the lecture's dtype: its figure and the pipelining table use it
CASES = [(BF16, 128, n, causal) for n in (1024, 4096, 16384) for causal in (False, True)]
CASES += [(BF16, 64, 4096, causal) for causal in (False, True)]
CASES += [(FP16, 128, 4096, causal) for causal in (False, True)]
PROVIDERS = ("ours", "sdpa flash", "sdpa cudnn", "sdpa efficient", "flex")
# torch.compile builds flex_attention's kernels anew for every shape (several seconds
# each, forward and backward): it is timed at one length, where the figures stop.
FLEX_LENGTHS = (4096,)
WARMUP_MS, REP_MS = 5, 25  # per timing; do_bench's L2 flush runs before each call
# --8<-- [end:cases]


def _sdpa(backend_name: str):
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel

    backend = {"sdpa flash": SDPBackend.FLASH_ATTENTION,
               "sdpa cudnn": SDPBackend.CUDNN_ATTENTION,
               "sdpa efficient": SDPBackend.EFFICIENT_ATTENTION}[backend_name]

    def run(q, k, v, causal, scale):
        with sdpa_kernel(backend):
            return F.scaled_dot_product_attention(q, k, v, is_causal=causal, scale=scale)
    return run


_FLEX = {}


def _flex(q, k, v, causal, scale):
    from torch.nn.attention.flex_attention import create_block_mask, flex_attention

    if "compiled" not in _FLEX:
        # One compile per shape and mask, static: more than dynamo's default of 8
        # recompiles of one function, past which it would fall back to eager.
        torch._dynamo.config.recompile_limit = max(torch._dynamo.config.recompile_limit, 64)
        _FLEX["compiled"] = torch.compile(flex_attention, dynamic=False)
    n = q.shape[-2]
    block_mask = None
    if causal:
        key = ("mask", n)
        if key not in _FLEX:
            _FLEX[key] = create_block_mask(lambda b, h, i, j: i >= j, None, None, n, n,
                                           device=q.device)
        block_mask = _FLEX[key]
    return _FLEX["compiled"](q, k, v, block_mask=block_mask, scale=scale)


def provider(name: str):
    """run(q, k, v, causal, scale) -> output, for one provider."""
    if name == "ours":
        return lambda q, k, v, causal, scale: flash_attention(q, k, v, causal, scale)
    if name == "flex":
        return _flex
    return _sdpa(name)


# --8<-- [start:timed]
def timed_call(run, q, k, v, causal, backward):
    """A no-argument call of one provider: the forward, or forward and backward."""
    scale = problem.default_scale(q.shape[-1])
    if not backward:
        return lambda: run(q, k, v, causal, scale)
    do = torch.randn_like(q)

    def forward_backward():
        o = run(q, k, v, causal, scale)
        return torch.autograd.grad(o, (q, k, v), do)
    return forward_backward
# --8<-- [end:timed]


def time_ms(call) -> float:
    import triton

    return triton.testing.do_bench(call, warmup=WARMUP_MS, rep=REP_MS)


def case_rows(dtype, head_dim, n, causal, providers=PROVIDERS) -> list[dict]:
    """One row per provider and direction, with each pass's TFLOP/s."""
    batch = TOKENS // n
    q, k, v = problem.timing_inputs(batch, HEADS, n, head_dim, dtype, requires_grad=True)
    rows = []
    for backward in (False, True):
        calls, missing = {}, {}
        for name in providers:
            if name == "flex" and n not in FLEX_LENGTHS:
                missing[name] = f"not timed at this length (compile time; timed at {FLEX_LENGTHS})"
                continue
            call = timed_call(provider(name), q, k, v, causal, backward)
            try:
                call()  # compile (flex), and find out whether the backend runs here
                torch.cuda.synchronize()
                calls[name] = call
            except RuntimeError as error:  # e.g. a backend without a kernel for this case
                missing[name] = str(error).splitlines()[0][:120]
        flops = problem.attention_flops(batch, HEADS, n, n, head_dim, causal, backward)
        passes = {name: [] for name in calls}
        for order in (list(calls), list(reversed(calls))):
            for name in order:
                passes[name].append(flops / (time_ms(calls[name]) * 1e-3) / 1e12)
        for name in providers:
            row = {"direction": "forward+backward" if backward else "forward",
                   "dtype": str(dtype).removeprefix("torch."), "head dim": head_dim, "N": n, "causal": int(causal), "batch": batch,
                   "heads": HEADS, "provider": name}
            if name in passes:
                tf = passes[name]
                row.update({"TFLOP/s": round(sum(tf) / 2, 1), "pass 1": round(tf[0], 1),
                            "pass 2": round(tf[1], 1), "available": 1, "note": ""})
            else:
                row.update({"TFLOP/s": "", "pass 1": "", "pass 2": "", "available": 0,
                            "note": missing[name]})
            rows.append(row)
    return rows


def make_benchmark(folder: Path) -> None:
    rows = []
    for dtype, head_dim, n, causal in CASES:
        rows += case_rows(dtype, head_dim, n, causal)
    write_rows(folder / "tflops.csv", rows)
    (folder / "versions.txt").write_text(
        f"torch {torch.__version__}, cuDNN {torch.backends.cudnn.version()}, "
        f"{torch.cuda.get_device_name(0)}\n")


def first_calls():
    """Every provider's first call of every case that compiles something (ours; flex,
    where it is timed), forward and forward + backward, on the timed inputs."""
    for dtype, head_dim, n, causal in CASES:
        q, k, v = problem.timing_inputs(TOKENS // n, HEADS, n, head_dim, dtype,
                                        requires_grad=True)
        for name in ("ours", "flex") if n in FLEX_LENGTHS else ("ours",):
            for backward in (False, True):
                yield timed_call(provider(name), q, k, v, causal, backward)
        del q, k, v


def compile_ahead() -> None:
    """The item's set-up (``prepare``): flex_attention's compiles (several seconds each,
    forward and backward) and ours, made while the run checks the snippets
    (``snippets.core.ahead``)."""
    if torch.cuda.is_available() and torch.cuda.get_device_capability() >= (8, 0):
        ahead.compile_ahead(first_calls())


# Never timed yet (lecture 8 is new), by its code on an H100 with its compiles made
# ahead: 10 cases x 2 directions x 4-5 providers x 2 passes of do_bench (warm-up 5 ms,
# 25 ms of repeats, and its first estimate of 5 calls), about 0.15 s each.
ATTENTION_BENCHMARK = Artifact(name="attention_benchmark", make=make_benchmark,
                               needs_capability=(8, 0), prepare=compile_ahead,
                               first_estimate_s=30.0)
