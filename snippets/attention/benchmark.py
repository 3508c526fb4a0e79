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

Every call of a provider, here and in the compiles made ahead, runs in one thread of
this process: torch keeps the plans of SDPA's cuDNN backend per thread (a plan built
for a new shape costs about half a second, forward and backward each), and flex_attention
and our kernels compile there too, so the timings find all of them built.
"""

import statistics
from concurrent.futures import ThreadPoolExecutor

import torch

from snippets.attention import problem
from snippets.attention.function import flash_attention
from snippets.machinery.worker import gpu_lock
from snippets.helpers.bench import spin_ahead

# --8<-- [start:cases]
TOKENS, HEADS = 16384, 16  # batch = TOKENS // N: the same tokens, and inputs, at every N
BF16, FP16 = torch.bfloat16, torch.float16
DTYPE = BF16  # the lecture's dtype: its figure and the pipelining table use it
LENGTHS = (1024, 2048, 4096, 8192, 16384)
CASES = [(dtype, head_dim, n, causal) for dtype in (BF16, FP16) for head_dim in (128, 64)
         for n in LENGTHS for causal in (False, True)]  # the lecture's grid: 40 cases
PROVIDERS = ("ours", "sdpa flash", "sdpa cudnn", "sdpa efficient", "flex")
# torch.compile builds flex_attention's kernels anew for every shape (seconds each,
# forward and backward): made ahead, while the run checks the snippets (benchmark_run.py).
FLEX_LENGTHS = LENGTHS
# Each timing: the first call's time sets how many calls fill the windows: warm-up
# calls for WARMUP_MS (one at least), then REP_MS of timed calls (MIN_CALLS at least),
# each after an L2 flush, as do_bench does; a timing is their mean.
WARMUP_MS, REP_MS, MIN_CALLS = 2, 10, 2
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
        # Sequence length symbolic (dynamic=True): one compile per head dim, dtype and
        # mask, forward and backward, as torch.compile does by itself once a shape
        # changes; static, each of the 40 cases would compile anew (minutes of a run).
        # The limit stays above dynamo's default of 8 recompiles of one function, past
        # which it would fall back to eager.
        torch._dynamo.config.recompile_limit = max(torch._dynamo.config.recompile_limit,
                                                   2 * len(CASES))
        _FLEX["compiled"] = torch.compile(flex_attention, dynamic=True)
    n = q.shape[-2]
    block_mask = None
    if causal:
        key = ("mask", n)
        if key not in _FLEX:
            _FLEX[key] = create_block_mask(lambda b, h, i, j: i >= j, None, None, n, n,
                                           device=q.device)
        block_mask = _FLEX[key]
    return _FLEX["compiled"](q, k, v, block_mask=block_mask, scale=scale)


_THREAD = []


def in_thread(fn, *args):
    """fn(*args) in the benchmark's own thread (one per process; see the docstring),
    with the caller's holds of the run's GPU lock (``gpu_lock.carried``: the set-up's
    compiles there let the caller's share go)."""
    if not _THREAD:
        _THREAD.append(ThreadPoolExecutor(max_workers=1, thread_name_prefix="attention"))
    return _THREAD[0].submit(gpu_lock.carried(fn), *args).result()


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


FLUSH_BYTES = 256 * 2**20  # do_bench's L2 flush: a 256 MB memset before each timed call
# Before the timed calls the GPU spins (core.bench's spin_ahead) for twice what the host
# took to queue the warm-up calls, so the host has queued every timed call before the GPU
# runs the first: the events time the GPU's work. Without it our forward + backward
# (Python's autograd around four launches) at N = 1024 ran at the host's pace in some
# passes: 203 and 133 TFLOP/s in the two passes of one case on the H100, flash 156 in both.


def time_ms(call) -> float:
    """Mean ms of one call: a first timed call, warm-up calls up to WARMUP_MS, then
    REP_MS of timed calls (at least MIN_CALLS), CUDA events around each call and the L2
    flushed before it, all queued behind a spin of the GPU (``spin_ahead``). No
    separate five-call estimate (do_bench's): at N = 16384 a forward + backward takes
    tens of ms, and that estimate would cost more than the timing itself."""
    import time

    flush = torch.empty(FLUSH_BYTES, dtype=torch.int8, device="cuda")

    def timed(calls, host_s_per_call=0.0):
        events = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True))
                  for _ in range(calls)]
        torch.cuda.synchronize()
        spin_ahead(calls * host_s_per_call)
        for start, end in events:
            flush.zero_()
            start.record()
            call()
            end.record()
        torch.cuda.synchronize()
        return [start.elapsed_time(end) for start, end in events]

    first = max(timed(1)[0], 1e-3)
    warm_up = max(1, int(WARMUP_MS / first) - 1)
    queued = time.perf_counter()
    for _ in range(warm_up):  # the host's time to queue a call (and a flush): the spin's
        flush.zero_()
        call()
    host_s = (time.perf_counter() - queued) / warm_up
    return statistics.fmean(timed(max(MIN_CALLS, int(REP_MS / first)), host_s))


def head_dim_inputs(head_dim: int):
    """q, k, v in float32 on the GPU, (TOKENS, HEADS, head_dim) each: what
    ``problem.timing_inputs`` draws at every N (batch TOKENS // N keeps the element
    count, and randn fills in order), drawn once per head dim instead of once per case."""
    n = LENGTHS[0]
    q, k, v = problem.timing_inputs(TOKENS // n, HEADS, n, head_dim, torch.float32)
    return tuple(t.reshape(TOKENS, HEADS, head_dim) for t in (q, k, v))


def case_inputs(drawn, dtype, n):
    """The case's q, k, v (batch TOKENS // N, HEADS heads, N, head dim), requiring grad."""
    head_dim = drawn[0].shape[-1]
    return tuple(t.view(TOKENS // n, HEADS, n, head_dim).to(dtype).requires_grad_(True)
                 for t in drawn)


def case_rows(dtype, head_dim, n, causal, providers=PROVIDERS, drawn=None) -> list[dict]:
    """One row per provider and direction, with each pass's TFLOP/s (``drawn``: this
    head dim's ``head_dim_inputs``, drawn here if not given)."""
    batch = TOKENS // n
    q, k, v = case_inputs(drawn or head_dim_inputs(head_dim), dtype, n)
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


def all_rows() -> list[dict]:
    """Every case's rows, in CASES order (``benchmark_run.make_benchmark`` writes them)."""
    rows, drawn = [], {}
    for dtype, head_dim, n, causal in CASES:
        if head_dim not in drawn:  # two draws in all, kept (600 MB of float32)
            drawn[head_dim] = head_dim_inputs(head_dim)
        rows += case_rows(dtype, head_dim, n, causal, drawn=drawn[head_dim])
    return rows
