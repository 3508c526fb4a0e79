"""Exercise: transpose a matrix, one 2-D tile per program, with masks on both edges.

Run the check: ``python -m snippets.exercises check transpose``.
"""

import torch
import triton
import triton.language as tl

from snippets.exercises import check


# --8<-- [start:kernel]
@triton.jit
def my_transpose_kernel(x_ptr, out_ptr, n_rows, n_columns,  # x is n_rows x n_columns, contiguous
                     BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr):
    rows = tl.program_id(axis=0) * BLOCK_R + tl.arange(0, BLOCK_R)
    columns = tl.program_id(axis=1) * BLOCK_C + tl.arange(0, BLOCK_C)
    # TODO: the tile's mask: true where both the row and the column exist.
    mask = ...
    tile = tl.load(x_ptr + rows[:, None] * n_columns + columns[None, :], mask=mask)
    # TODO: out is n_columns x n_rows: store element (r, c) of x at (c, r) of out.
    out_offsets = ...
    tl.store(out_ptr + out_offsets, tile, mask=mask)


def my_transpose(x: torch.Tensor) -> torch.Tensor:
    n_rows, n_columns = x.shape
    out = torch.empty((n_columns, n_rows), dtype=x.dtype, device=x.device)
    grid = (triton.cdiv(n_rows, 16), triton.cdiv(n_columns, 16))
    my_transpose_kernel[grid](x, out, n_rows, n_columns, BLOCK_R=16, BLOCK_C=16)
    return out
# --8<-- [end:kernel]


# --8<-- [start:check]
check("transpose", my_transpose)
# --8<-- [end:check]
