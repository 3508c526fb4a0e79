"""Exercise: one program per row, on rows that are not packed (a slice of a wider matrix).

Run the check: ``python -m snippets.exercises check square_rows``.
"""

import torch
import triton
import triton.language as tl

from snippets.exercises import check


# --8<-- [start:kernel]
@triton.jit
def my_square_rows_kernel(x_ptr, out_ptr, n_columns,
                       x_row_stride,  # elements from one row of x to the next (>= n_columns)
                       out_row_stride,
                       BLOCK_SIZE: tl.constexpr):  # a power of two >= n_columns
    row = tl.program_id(axis=0).to(tl.int64)  # int64: row * stride may pass 2**31 - 1
    columns = tl.arange(0, BLOCK_SIZE)
    # TODO: where this row starts in x and in out (use the strides, not n_columns).
    x_row_start = ...
    out_row_start = ...
    # TODO: which lanes hold a real column?
    mask = ...
    x = tl.load(x_ptr + x_row_start + columns, mask=mask)
    tl.store(out_ptr + out_row_start + columns, x * x, mask=mask)


def my_square_rows(x: torch.Tensor) -> torch.Tensor:
    n_rows, n_columns = x.shape
    out = torch.empty((n_rows, n_columns), dtype=x.dtype, device=x.device)
    my_square_rows_kernel[(n_rows,)](x, out, n_columns, x.stride(0), out.stride(0),
                                  BLOCK_SIZE=triton.next_power_of_2(n_columns))
    return out
# --8<-- [end:kernel]


# --8<-- [start:check]
check("square_rows", my_square_rows)
# --8<-- [end:check]
