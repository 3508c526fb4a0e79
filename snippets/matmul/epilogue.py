"""A fused epilogue: bias and ReLU applied to the tile while it is still in registers.

The main reason to write one's own matmul is not to beat cuBLAS at the product but to
do more with the result before it leaves the chip. A linear layer followed by an
activation, ``relu(A @ B + bias)``, costs three passes over C in PyTorch's eager mode
(the product writes C, the add reads and writes it, the ReLU reads and writes it
again); here the program adds the bias and clamps its float32 accumulator, rounds once
and writes C once. The product is the grouped kernel's, ``tile_product``, unchanged.
"""

import torch
import triton
import triton.language as tl

from snippets.helpers.bench import QUANTILES, do_bench_steady, tflops
from snippets.helpers.checks import check_tensors
from snippets.machinery.items import BadInput, Schedule, Snippet
from snippets.matmul import problem
from snippets.matmul.grouped import matmul_grouped
from snippets.matmul.indexing import block_offsets, mask_2d, offsets_2d
from snippets.matmul.naive import tile_product


# --8<-- [start:kernel]
@triton.jit
def matmul_bias_relu_kernel(
    a_ptr, b_ptr, bias_ptr, c_ptr, M, N, K,
    stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    GROUP_M: tl.constexpr, INPUT_PRECISION: tl.constexpr,
):
    pid = tl.program_id(0)
    num_pid_m, num_pid_n = tl.cdiv(M, BLOCK_M), tl.cdiv(N, BLOCK_N)
    pid_m, pid_n = tl.swizzle2d(pid // num_pid_n, pid % num_pid_n, num_pid_m, num_pid_n,
                                GROUP_M)
    rows, cols = block_offsets(pid_m, BLOCK_M), block_offsets(pid_n, BLOCK_N)
    acc = tile_product(a_ptr, b_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn,
                       rows, cols, BLOCK_M, BLOCK_N, BLOCK_K, INPUT_PRECISION)
    # The epilogue: on the float32 accumulator, before the one rounding and the one store.
    bias = tl.load(bias_ptr + cols, mask=cols < N, other=0.0)
    acc = tl.maximum(acc + bias[None, :].to(tl.float32), 0.0)
    tl.store(c_ptr + offsets_2d(rows, cols, stride_cm, stride_cn),
             acc.to(c_ptr.dtype.element_ty), mask=mask_2d(rows, cols, M, N))
# --8<-- [end:kernel]


# --8<-- [start:wrapper]
def matmul_bias_relu(a: torch.Tensor, b: torch.Tensor, bias: torch.Tensor, *,
                     block_m: int = 128, block_n: int = 128, block_k: int = 64,
                     group_m: int = 8, num_warps: int = 8, num_stages: int = 3,
                     input_precision: str = "ieee") -> torch.Tensor:
    """relu(A @ B + bias) in one kernel; the grouped kernel's defaults."""
    m, k, n = problem.check_matmul_inputs(a, b)
    check_tensors({"a": a, "bias": bias}, same_shape=False, ndim=None)
    if bias.shape != (n,):
        raise ValueError(f"bias has shape {tuple(bias.shape)}; it needs one value per "
                         f"column of the output, shape ({n},)")
    c = torch.empty((m, n), dtype=a.dtype, device=a.device)
    grid = (triton.cdiv(m, block_m) * triton.cdiv(n, block_n),)
    matmul_bias_relu_kernel[grid](
        a, b, bias, c, m, n, k,
        a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1),
        BLOCK_M=block_m, BLOCK_N=block_n, BLOCK_K=block_k, GROUP_M=group_m,
        INPUT_PRECISION=input_precision, num_warps=num_warps, num_stages=num_stages,
    )
    return c
# --8<-- [end:wrapper]


def reference(a, b, bias):
    """relu(A @ B + bias) in float64 from the same inputs, rounded once."""
    return torch.relu(a.double() @ b.double() + bias.double()).to(a.dtype)


def make_inputs(shape, dtype, device, generator):
    a, b = problem.make_inputs(shape, dtype, device, generator)
    bias = torch.randn(shape[2], generator=generator).to(device, dtype)
    return a, b, bias


def bad_inputs(device):
    a, b = torch.ones(4, 3, device=device), torch.ones(3, 5, device=device)
    return [
        BadInput("bias of the wrong length", (a, b, torch.ones(4, device=device)), ValueError,
                 "one value per column"),
        BadInput("bias of another dtype", (a, b, torch.ones(5, device=device).half()),
                 TypeError, "dtype"),
    ]


# --8<-- [start:benchmark]
EPILOGUE_K = 1024  # an inner size small next to the output: the epilogue's share is visible


@triton.testing.perf_report(
    triton.testing.Benchmark(
        x_names=["size"],  # M = N = size; K is EPILOGUE_K
        x_vals=[2048, 4096, 8192],
        line_arg="provider",
        line_vals=["fused", "unfused", "torch"],
        line_names=["fused bias + ReLU (one kernel)", "grouped kernel, then + bias, ReLU",
                    "torch.addmm, then ReLU"],
        ylabel="TFLOP/s",
        plot_name="matmul-epilogue",
        args={"dtype": torch.float16, "K": EPILOGUE_K},
    )
)
def benchmark(size, provider, dtype, K):
    a, b = problem.timing_inputs((size, K, size), dtype)
    bias = torch.randn(size, device="cuda", dtype=dtype)
    run = {"fused": lambda: matmul_bias_relu(a, b, bias),
           "unfused": lambda: torch.relu(matmul_grouped(a, b) + bias),
           "torch": lambda: torch.relu(torch.addmm(bias, a, b))}[provider]
    run()  # compile before timing
    ms = do_bench_steady(run, quantiles=QUANTILES)
    return tflops(2 * size * size * K, ms)  # the product's operations only
# --8<-- [end:benchmark]


MATMUL_EPILOGUE = Snippet(
    name="matmul_epilogue",
    run=matmul_bias_relu,
    reference=reference,
    make_inputs=make_inputs,
    quick_shapes=problem.QUICK_SHAPES,
    full_shapes=[(999, 1025, 1023), (4096, 1024, 4096)],
    dtypes=problem.DTYPES,
    tolerance=problem.matmul_tolerance,
    bad_inputs=bad_inputs,
    benchmark=benchmark,
    # never timed yet: 3 sizes x 3 providers of do_bench_steady
    schedule=Schedule(first_estimate_s=4.0),
)
