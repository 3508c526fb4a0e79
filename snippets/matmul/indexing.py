"""Offsets and masks as small ``@triton.jit`` helpers, and a transpose built from them.

Every blocked kernel repeats the same few lines: "which indices does my block cover",
"where are they in memory" and "which of them exist". Written once as ``@triton.jit``
functions, they can be called from any kernel (Triton inlines them) and tested on
their own. ``transpose`` below is that test: it moves a block from ``x`` to ``out``
with nothing but these helpers and the tensors' strides.
"""

import torch
import triton
import triton.language as tl

from snippets.helpers.checks import check_int32_offsets, check_tensors
from snippets.machinery.items import BadInput, Snippet


# --8<-- [start:helpers]
@triton.jit
def block_offsets(block_index, BLOCK: tl.constexpr):
    """The BLOCK indices covered by block number ``block_index`` along one axis."""
    return block_index * BLOCK + tl.arange(0, BLOCK)


@triton.jit
def offsets_2d(rows, cols, stride_row, stride_col):
    """Memory offsets of the (rows x cols) grid: a 2-D block from two 1-D index ranges."""
    return rows[:, None] * stride_row + cols[None, :] * stride_col


@triton.jit
def mask_1d(offsets, size):
    """True where an index exists (is below ``size``)."""
    return offsets < size


@triton.jit
def mask_2d(rows, cols, n_rows, n_cols):
    """True where both the row and the column index exist."""
    return mask_1d(rows, n_rows)[:, None] & mask_1d(cols, n_cols)[None, :]
# --8<-- [end:helpers]


# --8<-- [start:transpose_kernel]
@triton.jit
def transpose_kernel(
    x_ptr,  # input, n_rows x n_cols
    out_ptr,  # output, n_cols x n_rows
    n_rows,
    n_cols,
    stride_x_row,  # elements between x[i, j] and x[i + 1, j]
    stride_x_col,  # elements between x[i, j] and x[i, j + 1]
    stride_out_row,
    stride_out_col,
    BLOCK_ROWS: tl.constexpr,
    BLOCK_COLS: tl.constexpr,
):
    # A 2-D grid: axis 0 walks blocks of rows, axis 1 blocks of columns.
    rows = block_offsets(tl.program_id(0), BLOCK_ROWS)
    cols = block_offsets(tl.program_id(1), BLOCK_COLS)
    inside = mask_2d(rows, cols, n_rows, n_cols)
    tile = tl.load(x_ptr + offsets_2d(rows, cols, stride_x_row, stride_x_col), mask=inside)
    # x[i, j] goes to out[j, i]: the same (rows x cols) tile, with the output's strides
    # swapped. No data is rearranged in registers; only the addresses change.
    tl.store(out_ptr + offsets_2d(rows, cols, stride_out_col, stride_out_row), tile, mask=inside)
# --8<-- [end:transpose_kernel]


def transpose(x: torch.Tensor, block_rows: int = 32, block_cols: int = 32) -> torch.Tensor:
    """``x.T`` as a new contiguous tensor, computed by ``transpose_kernel``."""
    check_tensors({"x": x}, dtypes=None, ndim=2)
    check_int32_offsets({"x": x})  # offsets_2d computes rows * stride in int32
    n_rows, n_cols = x.shape
    out = torch.empty((n_cols, n_rows), dtype=x.dtype, device=x.device)
    grid = (triton.cdiv(n_rows, block_rows), triton.cdiv(n_cols, block_cols))
    transpose_kernel[grid](
        x, out, n_rows, n_cols, x.stride(0), x.stride(1), out.stride(0), out.stride(1),
        BLOCK_ROWS=block_rows, BLOCK_COLS=block_cols,
    )
    return out


def transpose_reference(x: torch.Tensor) -> torch.Tensor:
    return x.T.contiguous()


def _make_inputs(shape, dtype, device, generator):
    return (torch.randn(shape, generator=generator, dtype=torch.float32).to(device, dtype),)


def _bad_inputs(device):
    x = torch.ones(4, 4, device=device)
    return [
        BadInput("1-D input", (torch.ones(8, device=device),), ValueError, "2 dimension"),
        BadInput("empty input", (x[:0],), ValueError, "empty"),
    ]


TRANSPOSE = Snippet(
    name="matmul_transpose",
    run=transpose,
    reference=transpose_reference,
    make_inputs=_make_inputs,
    # 1 x 1, a single partial block, tall, wide, and sizes just past a block boundary.
    quick_shapes=[(1, 1), (3, 5), (33, 1), (1, 65), (70, 37)],
    full_shapes=[(1000, 3001), (4096, 4096)],
    dtypes=(torch.float32, torch.float16, torch.bfloat16),
    bad_inputs=_bad_inputs,
)
