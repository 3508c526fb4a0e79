"""The grouped kernel, with its block sizes and launch settings picked by measurement.

``triton.autotune`` wraps a jitted kernel with a list of ``triton.Config`` candidates
and a ``key``: the first launch for each new value of the key times every candidate
and keeps the fastest; later launches with the same key reuse it. The kernel body is
``matmul_grouped_kernel`` itself, unchanged: autotuning chooses its constexprs
(BLOCK_M, BLOCK_N, BLOCK_K, GROUP_M) and the launch settings ``num_warps`` and
``num_stages``.

Timing candidates needs a GPU. In the CPU interpreter the list has a single small
config, which the autotuner uses without timing anything: the tests still run the
kernel body through this entry point.
"""

import torch
import triton

from snippets.helpers.bench import QUANTILES, tflops
from snippets.helpers.runtime import interpreting
from snippets.machinery.items import Snippet
from snippets.matmul import problem
from snippets.matmul.grouped import matmul_grouped, matmul_grouped_kernel
from snippets.matmul.naive import matmul_naive


# --8<-- [start:configs]
def _config(block_m, block_n, block_k, num_warps, num_stages, group_m=8):
    return triton.Config(
        {"BLOCK_M": block_m, "BLOCK_N": block_n, "BLOCK_K": block_k, "GROUP_M": group_m},
        num_warps=num_warps, num_stages=num_stages,
    )


# Candidates for float16/bfloat16 on Hopper (H100/H200). BLOCK_M is a multiple of 64
# and num_warps is 4 or 8 (one or two warp groups), so tl.dot can use wgmma.
# Shared memory per program is about num_stages * (BLOCK_M + BLOCK_N) * BLOCK_K * 2
# bytes (at most 192 KiB here); a candidate that does not fit (float32 doubles it) is
# dropped by the autotuner with an OutOfResources error.
GPU_CONFIGS = [
    _config(128, 256, 64, num_warps=8, num_stages=3),
    _config(128, 256, 64, num_warps=8, num_stages=4),
    _config(256, 128, 64, num_warps=8, num_stages=3),
    _config(128, 128, 64, num_warps=8, num_stages=4),
    _config(128, 128, 64, num_warps=4, num_stages=4),
    _config(64, 256, 32, num_warps=4, num_stages=4),
    _config(128, 64, 64, num_warps=4, num_stages=4),
    _config(64, 128, 64, num_warps=4, num_stages=4),
    _config(64, 64, 64, num_warps=4, num_stages=4),  # more programs for small products
]
# One small candidate: nothing to time, and several tiles and groups even for the
# small shapes the interpreter can afford.
INTERPRETER_CONFIGS = [_config(64, 64, 32, num_warps=4, num_stages=1, group_m=4)]
# --8<-- [end:configs]


# --8<-- [start:prune]
def drop_oversized_tiles(configs, named_args, **kwargs):
    """Skip tiles far larger than C: for a 100 x 100 output, timing (and compiling)
    256-wide tiles that are mostly masked off is wasted work."""
    m_limit = max(64, triton.cdiv(named_args["M"], 64) * 64)
    n_limit = max(64, triton.cdiv(named_args["N"], 64) * 64)
    kept = [c for c in configs if c.kwargs["BLOCK_M"] <= m_limit and c.kwargs["BLOCK_N"] <= n_limit]
    return kept or configs[-1:]
# --8<-- [end:prune]


# --8<-- [start:kernel]
def time_candidate(kernel_call, quantiles):
    """How the autotuner times one candidate: 5 ms of warm-up and 25 ms of runs, a
    quarter of do_bench's default 25 + 100 ms. Hundreds of runs at the sizes we tune
    for, enough to rank configs that differ by more than a few percent."""
    return triton.testing.do_bench(kernel_call, warmup=5, rep=25, quantiles=quantiles)


matmul_autotuned_kernel = triton.autotune(
    configs=INTERPRETER_CONFIGS if interpreting() else GPU_CONFIGS,
    # A new (M, N, K, precision) tunes again; the autotuner adds the tensors' dtypes.
    key=["M", "N", "K", "INPUT_PRECISION"],
    prune_configs_by={"early_config_prune": drop_oversized_tiles},
    do_bench=time_candidate,
)(matmul_grouped_kernel)
# --8<-- [end:kernel]


# --8<-- [start:wrapper]
def matmul_autotuned(a: torch.Tensor, b: torch.Tensor, *,
                     input_precision: str = "ieee") -> torch.Tensor:
    """A @ B by ``matmul_grouped_kernel`` with the fastest of the configs for this key."""
    m, k, n = problem.check_matmul_inputs(a, b)
    c = torch.empty((m, n), dtype=a.dtype, device=a.device)

    def grid(meta):  # the block sizes are known only once a config is chosen
        return (triton.cdiv(m, meta["BLOCK_M"]) * triton.cdiv(n, meta["BLOCK_N"]),)

    matmul_autotuned_kernel[grid](
        a, b, c, m, n, k,
        a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1),
        INPUT_PRECISION=input_precision,
    )
    return c
# --8<-- [end:wrapper]


def best_config(a: torch.Tensor, b: torch.Tensor) -> triton.Config:
    """The config the autotuner keeps for these inputs (tuning first if needed)."""
    matmul_autotuned(a, b)
    return matmul_autotuned_kernel.best_config  # the config of the latest launch


# --8<-- [start:benchmark]
@triton.testing.perf_report(
    triton.testing.Benchmark(
        x_names=["size"],  # M = N = K
        x_vals=[256, 512, 1024, 2048, 4096, 8192],
        x_log=True,
        line_arg="provider",
        line_vals=["naive", "grouped", "autotuned", "torch"],
        line_names=["naive (128x128x64)", "grouped (128x128x64, GROUP_M=8)",
                    "grouped + autotuned", "torch.matmul (cuBLAS)"],
        ylabel="TFLOP/s",
        plot_name="matmul-square",
        args={"dtype": torch.float16},
    )
)
def benchmark(size, provider, dtype):
    a, b = problem.timing_inputs((size, size, size), dtype)
    run = {"naive": lambda: matmul_naive(a, b), "grouped": lambda: matmul_grouped(a, b),
           "autotuned": lambda: matmul_autotuned(a, b),
           "torch": lambda: torch.matmul(a, b)}[provider]
    run()  # compile (and, for the autotuned kernel, tune) before timing
    # CUDA-graph replays: no Python between calls. From Python, a small product's host
    # work can outlast do_bench's L2 flush and leak into its time (snippets/matmul/small.py).
    ms = triton.testing.do_bench_cudagraph(run, quantiles=QUANTILES)
    return tflops(2 * size**3, ms)  # M*N*K multiply-adds of two operations each
# --8<-- [end:benchmark]


# --8<-- [start:compile]
def compile_autotuned_kernel():
    """Compile the grouped kernel with the first GPU config, for float16 at 4096^3."""
    config = GPU_CONFIGS[0]
    f16 = torch.float16
    return matmul_grouped_kernel.warmup(
        f16, f16, f16, 4096, 4096, 4096, 4096, 1, 4096, 1, 4096, 1,
        **config.kwargs, INPUT_PRECISION="ieee",
        num_warps=config.num_warps, num_stages=config.num_stages, grid=(1,),
    )
# --8<-- [end:compile]


MATMUL_AUTOTUNED = Snippet(
    name="matmul_autotuned",
    run=matmul_autotuned,
    reference=problem.matmul_reference,
    make_inputs=problem.make_inputs,
    quick_shapes=problem.QUICK_SHAPES,
    # Every new shape is tuned, and every new specialization (sizes divisible by 16 or
    # not, equal to 1 or not) compiles each candidate: keep the GPU list short. The
    # candidates are chosen for 16-bit inputs; float32 runs the same body in the
    # naive and grouped snippets.
    full_shapes=[(4096, 4096, 4096)],
    dtypes=(torch.float16, torch.bfloat16),
    tolerance=problem.matmul_tolerance,
    bad_inputs=problem.bad_inputs,
    benchmark=benchmark,
    compile_for_ir=compile_autotuned_kernel,
)
