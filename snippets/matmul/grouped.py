"""The same tiles, computed in grouped order: ``tl.swizzle2d`` on the program id.

Only the mapping from program id to tile changes (compare ``matmul_naive_kernel``);
the tile body is the very same ``matmul_tile``. GROUP_M = 1 gives back the naive
row-by-row order, which is how ``l2.py`` measures the order alone.
"""

import torch
import triton
import triton.language as tl

from snippets.helpers.bench import QUANTILES, tflops
from snippets.machinery.items import Snippet
from snippets.matmul import problem
from snippets.matmul.naive import matmul_naive, matmul_tile


# --8<-- [start:kernel]
@triton.jit
def matmul_grouped_kernel(
    a_ptr, b_ptr, c_ptr, M, N, K,
    stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    GROUP_M: tl.constexpr,  # rows of tiles that consecutive programs share
    INPUT_PRECISION: tl.constexpr,
):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    # Row-major position of this program, renumbered so that programs pid, pid+1, ...
    # walk down a column of GROUP_M tiles before moving one column to the right.
    pid_m, pid_n = tl.swizzle2d(pid // num_pid_n, pid % num_pid_n, num_pid_m, num_pid_n,
                                GROUP_M)
    matmul_tile(a_ptr, b_ptr, c_ptr, M, N, K,
                stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                pid_m, pid_n, BLOCK_M, BLOCK_N, BLOCK_K, INPUT_PRECISION)
# --8<-- [end:kernel]


# --8<-- [start:wrapper]
def matmul_grouped(a: torch.Tensor, b: torch.Tensor, *, block_m: int = 128,
                   block_n: int = 128, block_k: int = 64, group_m: int = 8,
                   num_warps: int = 8, num_stages: int = 3,
                   input_precision: str = "ieee") -> torch.Tensor:
    """A @ B by ``matmul_grouped_kernel``; same defaults as ``matmul_naive``."""
    m, k, n = problem.check_matmul_inputs(a, b)
    c = torch.empty((m, n), dtype=a.dtype, device=a.device)
    grid = (triton.cdiv(m, block_m) * triton.cdiv(n, block_n),)
    matmul_grouped_kernel[grid](
        a, b, c, m, n, k,
        a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1),
        BLOCK_M=block_m, BLOCK_N=block_n, BLOCK_K=block_k, GROUP_M=group_m,
        INPUT_PRECISION=input_precision, num_warps=num_warps, num_stages=num_stages,
    )
    return c
# --8<-- [end:wrapper]


# --8<-- [start:benchmark]
@triton.testing.perf_report(
    triton.testing.Benchmark(
        x_names=["block"],  # BLOCK_M = BLOCK_N = block, BLOCK_K = 32, 4 warps, 3 stages
        x_vals=[16, 32, 64, 128],
        x_log=True,
        line_arg="provider",
        line_vals=["naive", "grouped"],
        line_names=["naive order", "grouped order (GROUP_M = 8)"],
        ylabel="TFLOP/s",
        plot_name="matmul-block-size",
        args={"size": 4096, "dtype": torch.float16},
    )
)
def benchmark(block, provider, size, dtype):
    a, b = problem.timing_inputs((size, size, size), dtype)
    blocks = dict(block_m=block, block_n=block, block_k=32, num_warps=4, num_stages=3)
    run = {"naive": lambda: matmul_naive(a, b, **blocks),
           "grouped": lambda: matmul_grouped(a, b, group_m=8, **blocks)}[provider]
    ms = triton.testing.do_bench(run, quantiles=QUANTILES)
    return tflops(2 * size**3, ms)  # one multiply and one add per (i, j, k)
# --8<-- [end:benchmark]


MATMUL_GROUPED = Snippet(
    name="matmul_grouped",
    run=matmul_grouped,
    reference=problem.matmul_reference,
    make_inputs=problem.make_inputs,
    quick_shapes=problem.QUICK_SHAPES,
    full_shapes=problem.FULL_SHAPES,
    dtypes=problem.DTYPES,
    tolerance=problem.matmul_tolerance,
    bad_inputs=problem.bad_inputs,
    benchmark=benchmark,
)
