"""Permuting values inside a block: the "Triton Update" slide's kernel, made to run.

A block lives in registers spread over many threads, and a Triton program cannot index
it like an array (``x[index]`` is not allowed). The slide moves values between lanes
with a one-hot matrix: ``hit[i, j]`` says whether lane j's value belongs in lane i, and
a sum over j delivers it. We keep that idea, and compare it with the direct way:
permute the *addresses* and let the load do the work.

Both kernels rotate each row of a matrix by ``shift`` places (``torch.roll`` on dim 1);
the slide rotates a single block by 15 lanes, with no program id and no mask.
"""

import torch
import triton
import triton.language as tl

from snippets.helpers.bench import do_bench_steady, gbps
from snippets.helpers.checks import check_tensors
from snippets.machinery.items import BadInput, Snippet
from snippets.triton_fundamentals.square_rows import row_block_and_warps


# --8<-- [start:onehot]
@triton.jit
def permute_block(x, index, SIZE: tl.constexpr):
    """y[index[j]] = x[j] for a block x of SIZE values (index: a permutation of lanes)."""
    hit = tl.arange(0, SIZE)[:, None] == index[None, :]  # (SIZE, SIZE) one-hot
    # tl.where, not hit * x: 0 * inf is NaN, which would leak into every lane.
    return tl.sum(tl.where(hit, x[None, :], 0), axis=1)


@triton.jit
def roll_rows_onehot_kernel(x_ptr, out_ptr, n_cols, shift, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)  # int64: row * n_cols may pass 2**31 - 1
    cols = tl.arange(0, BLOCK_SIZE)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=0)
    # Lane j's value goes to lane (j + shift) mod n_cols; lanes past the row go nowhere.
    index = tl.where(mask, (cols + shift) % n_cols, -1)
    tl.store(out_ptr + row * n_cols + cols, permute_block(x, index, BLOCK_SIZE), mask=mask)
# --8<-- [end:onehot]


# --8<-- [start:gather]
@triton.jit
def roll_rows_kernel(x_ptr, out_ptr, n_cols, shift, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)  # int64: row * n_cols may pass 2**31 - 1
    cols = tl.arange(0, BLOCK_SIZE)
    mask = cols < n_cols
    # out[j] = x[j - shift], wrapped. Triton's % truncates like C (-1 % 5 == -1), so
    # add n_cols first to keep the operand non-negative (0 <= shift < n_cols).
    source = (cols + n_cols - shift) % n_cols
    x = tl.load(x_ptr + row * n_cols + source, mask=mask)
    tl.store(out_ptr + row * n_cols + cols, x, mask=mask)
# --8<-- [end:gather]


# --8<-- [start:wrappers]
MAX_ONEHOT = 128  # the one-hot matrix has BLOCK_SIZE**2 entries, all in registers


def roll_rows_onehot(x: torch.Tensor, shift: int) -> torch.Tensor:
    """torch.roll(x, shift, dims=1) by the slide's one-hot permutation."""
    check_tensors({"x": x}, ndim=2)
    n_rows, n_cols = x.shape
    if n_cols > MAX_ONEHOT:
        raise ValueError(f"rows of {n_cols} are too wide for a one-hot permutation "
                         f"(at most {MAX_ONEHOT}); use roll_rows")
    block = triton.next_power_of_2(n_cols)
    out = torch.empty_like(x)
    roll_rows_onehot_kernel[(n_rows,)](x, out, n_cols, shift % n_cols, BLOCK_SIZE=block,
                                       num_warps=8 if block > 64 else 4)
    return out


def roll_rows(x: torch.Tensor, shift: int) -> torch.Tensor:
    """torch.roll(x, shift, dims=1), by loading from rotated addresses."""
    check_tensors({"x": x}, ndim=2)
    n_rows, n_cols = x.shape
    block, num_warps = row_block_and_warps(n_cols)
    out = torch.empty_like(x)
    # Python's % is never negative for a positive divisor, so the kernel gets 0..n-1.
    roll_rows_kernel[(n_rows,)](x, out, n_cols, shift % n_cols, BLOCK_SIZE=block,
                                num_warps=num_warps)
    return out
# --8<-- [end:wrappers]


def roll_reference(x: torch.Tensor, shift: int) -> torch.Tensor:
    return torch.roll(x, shift, dims=1)


SHIFT = 15  # the slide's rotation


def make_inputs(shape, dtype, device, generator):
    return (torch.randn(shape, generator=generator).to(device, dtype), SHIFT)


def make_inputs_negative_shift(shape, dtype, device, generator):
    return (torch.randn(shape, generator=generator).to(device, dtype), -SHIFT - 2)


def bad_inputs(device):
    x = torch.ones(4, 8, device=device)
    return [
        BadInput("1-D input", (x[0], 1), ValueError, "2 dimension"),
        BadInput("integer input", (x.int(), 1), TypeError, "dtype"),
    ]


def bad_inputs_onehot(device):
    return bad_inputs(device) + [
        BadInput("row too wide", (torch.ones(2, MAX_ONEHOT + 1, device=device), 1),
                 ValueError, "too wide"),
    ]


# --8<-- [start:benchmark]
ONEHOT_WIDTH = 64  # rows narrow enough for the one-hot version; x = how many rows


@triton.testing.perf_report(
    triton.testing.Benchmark(
        x_names=["n_rows"],
        x_vals=[2**i for i in range(10, 21, 2)],
        x_log=True,
        line_arg="provider",
        line_vals=["onehot", "gather", "torch"],
        line_names=["Triton one-hot (the slide)", "Triton rotated loads",
                    "torch.roll(x, 15, dims=1)"],
        ylabel="GB/s",
        plot_name="roll-rows-64-wide",
        args={"n_cols": ONEHOT_WIDTH, "dtype": torch.float32},
    )
)
def benchmark_onehot(n_rows, provider, n_cols, dtype):
    x = torch.randn(n_rows, n_cols, device="cuda", dtype=dtype)
    run = {"onehot": lambda: roll_rows_onehot(x, SHIFT), "gather": lambda: roll_rows(x, SHIFT),
           "torch": lambda: torch.roll(x, SHIFT, dims=1)}[provider]
    ms = do_bench_steady(run)  # do_bench, again if the host stalled
    return gbps(2 * x.numel() * x.element_size(), ms)


@triton.testing.perf_report(
    triton.testing.Benchmark(
        x_names=["n_cols"],
        x_vals=[2**i for i in range(8, 15)],
        x_log=True,
        line_arg="provider",
        line_vals=["gather", "torch"],
        line_names=["Triton rotated loads", "torch.roll(x, 15, dims=1)"],
        ylabel="GB/s",
        plot_name="roll-rows",
        args={"n_rows": 8192, "dtype": torch.float32},
    )
)
def benchmark(n_cols, provider, n_rows, dtype):
    x = torch.randn(n_rows, n_cols, device="cuda", dtype=dtype)
    run = {"gather": lambda: roll_rows(x, SHIFT),
           "torch": lambda: torch.roll(x, SHIFT, dims=1)}[provider]
    ms = do_bench_steady(run)  # do_bench, again if the host stalled
    return gbps(2 * x.numel() * x.element_size(), ms)
# --8<-- [end:benchmark]


def compile_roll_rows_onehot_kernel():
    return roll_rows_onehot_kernel.warmup(torch.float32, torch.float32, ONEHOT_WIDTH, SHIFT,
                                          BLOCK_SIZE=ONEHOT_WIDTH, num_warps=4, grid=(1,))


SHAPES = [(1, 1), (3, 7), (2, 16), (5, 64), (4, 100), (3, 128)]

ROLL_ROWS_ONEHOT = Snippet(
    name="roll_rows_onehot",
    run=roll_rows_onehot,
    reference=roll_reference,
    make_inputs=make_inputs,
    quick_shapes=SHAPES,
    full_shapes=[(4096, 64), (1000, 127)],
    dtypes=(torch.float32, torch.float16, torch.bfloat16),
    bad_inputs=bad_inputs_onehot,
    benchmark=benchmark_onehot,
    compile_for_ir=compile_roll_rows_onehot_kernel,
)

ROLL_ROWS = Snippet(
    name="roll_rows",
    run=roll_rows,
    reference=roll_reference,
    make_inputs=make_inputs_negative_shift,
    quick_shapes=SHAPES + [(2, 1000)],
    full_shapes=[(4096, 4096), (7, 32768), (1000, 1234)],
    dtypes=(torch.float32, torch.float16, torch.bfloat16),
    bad_inputs=bad_inputs,
    benchmark=benchmark,
)
