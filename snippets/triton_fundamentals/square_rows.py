"""One program per row: square every element of a matrix, a row at a time.

The pattern of a fused softmax without the softmax: each program loads a whole row
into registers, works on it, and writes it back. The row must fit in one block, so the
block is the next power of two at or above the row length, and the number of warps
grows with the block so that each thread holds a modest number of values.
"""

import torch
import triton
import triton.language as tl

from snippets.helpers.bench import do_bench_steady, gbps
from snippets.helpers.checks import check_tensors
from snippets.machinery.items import BadInput, Snippet


# --8<-- [start:kernel]
@triton.jit
def square_rows_kernel(
    x_ptr,  # input matrix
    out_ptr,  # output matrix, same shape
    x_row_stride,  # elements between the starts of two rows of x
    out_row_stride,  # elements between the starts of two rows of out
    n_cols,  # row length
    BLOCK_SIZE: tl.constexpr,  # a power of two >= n_cols: one block holds a row
):
    row = tl.program_id(0).to(tl.int64)  # one program per row; int64: row * stride may pass 2**31
    cols = tl.arange(0, BLOCK_SIZE)
    mask = cols < n_cols  # the block is wider than the row: switch the extra lanes off
    x = tl.load(x_ptr + row * x_row_stride + cols, mask=mask)
    tl.store(out_ptr + row * out_row_stride + cols, x * x, mask=mask)
# --8<-- [end:kernel]


# --8<-- [start:config]
MAX_ROW = 32768  # one row lives in registers: wider rows need a loop (not shown here)


def row_block_and_warps(n_cols: int) -> tuple[int, int]:
    """The block for a row of ``n_cols`` and the warps to spread it over.

    A program's block is divided among its ``32 * num_warps`` threads. Aim for about
    eight values per thread: fewer leaves threads idle (a 1024-wide row on 16 warps gives
    each thread 2), many more ties up registers (32768 fp32 values on 4 warps would be
    256 registers per thread, beyond the 255 a thread can have, so they would spill to
    slow local memory). Capped at 16 warps (512 threads), as in Triton's softmax tutorial.
    """
    if n_cols > MAX_ROW:
        raise ValueError(f"rows of {n_cols} elements do not fit one block (at most {MAX_ROW})")
    block = triton.next_power_of_2(n_cols)
    num_warps = min(max(block // 256, 1), 16)
    return block, num_warps
# --8<-- [end:config]


# --8<-- [start:wrapper]
def square_rows(x: torch.Tensor) -> torch.Tensor:
    """x * x for a 2-D x, one program per row."""
    check_tensors({"x": x}, ndim=2)
    n_rows, n_cols = x.shape
    block, num_warps = row_block_and_warps(n_cols)
    out = torch.empty_like(x)
    square_rows_kernel[(n_rows,)](
        x, out, x.stride(0), out.stride(0), n_cols, BLOCK_SIZE=block, num_warps=num_warps
    )
    return out
# --8<-- [end:wrapper]


def square_rows_reference(x: torch.Tensor) -> torch.Tensor:
    return x * x


def make_inputs(shape, dtype, device, generator):
    return (torch.randn(shape, generator=generator).to(device, dtype),)


def bad_inputs(device):
    x = torch.ones(4, 8, device=device)
    return [
        BadInput("1-D input", (x[0],), ValueError, "2 dimension"),
        BadInput("row too wide", (torch.ones(1, MAX_ROW + 1, device=device),), ValueError,
                 "fit one block"),
        BadInput("integer input", (x.int(),), TypeError, "dtype"),
    ]


# --8<-- [start:benchmark]
ROWS = 8192  # a fixed, large number of rows; the x axis is the row length


@triton.testing.perf_report(
    triton.testing.Benchmark(
        x_names=["n_cols"],
        x_vals=[2**i for i in range(8, 16)],
        x_log=True,
        line_arg="provider",
        line_vals=["triton", "torch"],
        line_names=["Triton square_rows_kernel", "torch: x * x"],
        ylabel="GB/s",
        plot_name="square-rows",
        args={"n_rows": ROWS, "dtype": torch.float32},
    )
)
def benchmark(n_cols, provider, n_rows, dtype):
    x = torch.randn(n_rows, n_cols, device="cuda", dtype=dtype)
    run = {"triton": lambda: square_rows(x), "torch": lambda: x * x}[provider]
    ms = do_bench_steady(run)  # do_bench, again if the host stalled
    return gbps(2 * x.numel() * x.element_size(), ms)
# --8<-- [end:benchmark]


def compile_square_rows_kernel():
    block, num_warps = row_block_and_warps(4096)
    return square_rows_kernel.warmup(torch.float32, torch.float32, 4096, 4096, 4096,
                                     BLOCK_SIZE=block, num_warps=num_warps, grid=(1,))


SQUARE_ROWS = Snippet(
    name="square_rows",
    run=square_rows,
    reference=square_rows_reference,
    make_inputs=make_inputs,
    # 1823 x 781: the odd shape of Triton's softmax tutorial, as in the blog post.
    quick_shapes=[(1, 1), (3, 7), (5, 256), (4, 257), (2, 1000), (37, 31)],
    full_shapes=[(1823, 781), (4096, 4096), (8, 32768), (3, MAX_ROW - 5)],
    dtypes=(torch.float32, torch.float16, torch.bfloat16),
    bad_inputs=bad_inputs,
    benchmark=benchmark,
    compile_for_ir=compile_square_rows_kernel,
)


if __name__ == "__main__":
    from snippets.helpers.runtime import default_device

    x = torch.randn(1823, 781, device=default_device())
    print("max |triton - torch| =", (square_rows(x) - square_rows_reference(x)).abs().max().item())
