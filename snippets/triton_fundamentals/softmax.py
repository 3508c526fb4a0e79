"""A fused row softmax: what the one-program-per-row pattern is for.

torch computes a softmax over rows in a few passes over memory (or one, for rows that
fit its fast paths); this kernel reads each row once, keeps it in registers for the
max, the exponentials and their sum, and writes the result once: the least memory
traffic a softmax can have. Numerically stable: it subtracts the row's maximum before
exponentiating, so exp never overflows.
"""

import torch
import triton
import triton.language as tl

from snippets.helpers import tolerances
from snippets.helpers.bench import do_bench_steady, gbps
from snippets.helpers.checks import check_tensors
from snippets.machinery.items import BadInput, Snippet
from snippets.triton_fundamentals.square_rows import MAX_ROW, row_block_and_warps


# --8<-- [start:kernel]
@triton.jit
def softmax_rows_kernel(
    x_ptr,  # input matrix, n_rows x n_cols
    out_ptr,  # output matrix, same shape and dtype
    x_row_stride,  # elements between the starts of two rows of x
    out_row_stride,  # elements between the starts of two rows of out
    n_cols,  # row length
    BLOCK_SIZE: tl.constexpr,  # a power of two >= n_cols
):
    row = tl.program_id(0).to(tl.int64)  # int64: row * x_row_stride may pass 2**31 - 1
    cols = tl.arange(0, BLOCK_SIZE)
    mask = cols < n_cols
    # Lanes past the end of the row read -inf: they cannot win the max, and exp(-inf)
    # is 0, so they add nothing to the sum.
    x = tl.load(x_ptr + row * x_row_stride + cols, mask=mask, other=-float("inf"))
    x = x.to(tl.float32)  # fp16/bf16 inputs: accumulate in fp32
    shifted = x - tl.max(x, axis=0)  # largest value becomes 0: exp cannot overflow
    numerator = tl.exp(shifted)
    denominator = tl.sum(numerator, axis=0)
    y = numerator * (1.0 / denominator)  # one division per row, not one per element
    tl.store(out_ptr + row * out_row_stride + cols, y.to(out_ptr.dtype.element_ty), mask=mask)
# --8<-- [end:kernel]


# --8<-- [start:wrapper]
def softmax_rows(x: torch.Tensor) -> torch.Tensor:
    """torch.softmax(x, dim=1) for a 2-D x, one program per row."""
    check_tensors({"x": x}, ndim=2)
    n_rows, n_cols = x.shape
    block, num_warps = row_block_and_warps(n_cols)
    out = torch.empty_like(x)
    softmax_rows_kernel[(n_rows,)](
        x, out, x.stride(0), out.stride(0), n_cols, BLOCK_SIZE=block, num_warps=num_warps
    )
    return out
# --8<-- [end:wrapper]


# --8<-- [start:reference]
def softmax_rows_reference(x: torch.Tensor) -> torch.Tensor:
    # Computed in fp32 and rounded once, which is what the kernel does too.
    return torch.softmax(x.float(), dim=1).to(x.dtype)
# --8<-- [end:reference]


def make_inputs(shape, dtype, device, generator):
    # Scaled so that rows have a spread of values and a few large ones (the max matters).
    return ((3 * torch.randn(shape, generator=generator)).to(device, dtype),)


def tolerance(dtype, shape):
    # exp in fp32 carries a few ulps of error (the GPU's fast exp2), plus the row sum.
    atol, rtol = tolerances.for_reduction(dtype, shape[-1], accumulate_in=torch.float32)
    return (atol, rtol + 8 * tolerances.UNIT_ROUNDOFF[torch.float32])


def bad_inputs(device):
    x = torch.ones(4, 8, device=device)
    return [
        BadInput("1-D input", (x[0],), ValueError, "2 dimension"),
        BadInput("row too wide", (torch.ones(1, MAX_ROW + 1, device=device),), ValueError,
                 "fit one block"),
        BadInput("integer input", (x.int(),), TypeError, "dtype"),
    ]


# --8<-- [start:benchmark]
SOFTMAX_ROWS = 8192  # a fixed, large number of rows; the x axis is the row length
PROVIDERS = {  # name -> (implementation, dtype)
    "triton fp32": ("triton", torch.float32),
    "torch fp32": ("torch", torch.float32),
    "triton fp16": ("triton", torch.float16),
    "torch fp16": ("torch", torch.float16),
}


@triton.testing.perf_report(
    triton.testing.Benchmark(
        x_names=["n_cols"],
        x_vals=sorted([2**i for i in range(8, 15)] + [1536, 3072, 6144, 12288]),
        x_log=True,
        line_arg="provider",
        line_vals=list(PROVIDERS),
        line_names=["Triton softmax_rows_kernel, fp32", "torch.softmax, fp32",
                    "Triton softmax_rows_kernel, fp16", "torch.softmax, fp16"],
        ylabel="GB/s",
        plot_name="row-softmax",
        args={"n_rows": SOFTMAX_ROWS},
    )
)
def benchmark(n_cols, provider, n_rows):
    implementation, dtype = PROVIDERS[provider]
    x = torch.randn(n_rows, n_cols, device="cuda", dtype=dtype)
    run = {"triton": lambda: softmax_rows(x),
           "torch": lambda: torch.softmax(x, dim=1)}[implementation]
    ms = do_bench_steady(run)  # do_bench, again if the host stalled
    return gbps(2 * x.numel() * x.element_size(), ms)  # each row read once, written once
# --8<-- [end:benchmark]


def compile_softmax_rows_kernel():
    block, num_warps = row_block_and_warps(4096)
    return softmax_rows_kernel.warmup(torch.float32, torch.float32, 4096, 4096, 4096,
                                      BLOCK_SIZE=block, num_warps=num_warps, grid=(1,))


ROW_SOFTMAX = Snippet(
    name="row_softmax",
    run=softmax_rows,
    reference=softmax_rows_reference,
    make_inputs=make_inputs,
    quick_shapes=[(1, 1), (3, 7), (5, 256), (4, 257), (2, 1000), (37, 31)],
    full_shapes=[(1823, 781), (4096, 4096), (8, 32768), (3, MAX_ROW - 5), (64, 12288)],
    dtypes=(torch.float32, torch.float16, torch.bfloat16),
    tolerance=tolerance,
    bad_inputs=bad_inputs,
    benchmark=benchmark,
    compile_for_ir=compile_softmax_rows_kernel,
)


if __name__ == "__main__":
    from snippets.helpers.runtime import default_device

    x = torch.randn(1823, 781, device=default_device())
    print("max |triton - torch| =",
          (softmax_rows(x) - softmax_rows_reference(x)).abs().max().item())
