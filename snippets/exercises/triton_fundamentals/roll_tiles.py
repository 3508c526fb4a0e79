"""Exercise: rotate rows with several rows per program, a 2-D block over the matrix.

Run the check: ``python -m snippets.exercises check roll_tiles``.
"""

import torch
import triton
import triton.language as tl

from snippets.exercises import check


# --8<-- [start:kernel]
@triton.jit
def my_roll_tiles_kernel(x_ptr, out_ptr, n_rows, n_columns,
                         shift,  # 0 <= shift < n_columns: the wrapper brings it there
                         ROWS: tl.constexpr,  # rows per program
                         BLOCK_SIZE: tl.constexpr):  # a power of two >= n_columns
    pid = tl.program_id(axis=0).to(tl.int64)  # int64: row offsets may pass 2**31 - 1
    rows = pid * ROWS + tl.arange(0, ROWS)
    columns = tl.arange(0, BLOCK_SIZE)
    # TODO: which elements of the (ROWS, BLOCK_SIZE) tile are real?
    mask = ...
    # TODO: the column each output column reads, wrapped around the row.
    source = ...
    # TODO: where the tile's loads and stores go (the rows are n_columns apart).
    load_offsets = ...
    store_offsets = ...
    x = tl.load(x_ptr + load_offsets, mask=mask)
    tl.store(out_ptr + store_offsets, x, mask=mask)


def my_roll_tiles(x: torch.Tensor, shift: int, rows_per_program: int = 8) -> torch.Tensor:
    n_rows, n_columns = x.shape
    x = x.contiguous()
    out = torch.empty_like(x)
    grid = (triton.cdiv(n_rows, rows_per_program),)
    # Python's % is never negative for a positive divisor: the kernel gets 0..n_columns-1.
    my_roll_tiles_kernel[grid](x, out, n_rows, n_columns, shift % n_columns,
                               ROWS=rows_per_program,
                               BLOCK_SIZE=triton.next_power_of_2(n_columns))
    return out
# --8<-- [end:kernel]


# --8<-- [start:check]
check("roll_tiles", my_roll_tiles)
# --8<-- [end:check]
