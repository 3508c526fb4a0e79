"""Exercise: the fused softmax, one program per row.

Run the check: ``python -m snippets.exercises check softmax_rows``.
"""

import torch
import triton
import triton.language as tl

from snippets.exercises import check


# --8<-- [start:kernel]
@triton.jit
def my_softmax_kernel(x_ptr, out_ptr, n_columns, row_stride, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(axis=0)
    columns = tl.arange(0, BLOCK_SIZE)
    mask = columns < n_columns
    # TODO: load the row; padding lanes must not change the max nor the sum (other=?).
    x = ...
    # TODO: subtract the row's max (so exp cannot overflow), exponentiate, normalise.
    y = ...
    tl.store(out_ptr + row * row_stride + columns, y, mask=mask)


def my_softmax_rows(x: torch.Tensor) -> torch.Tensor:
    n_rows, n_columns = x.shape
    out = torch.empty_like(x)
    my_softmax_kernel[(n_rows,)](x, out, n_columns, x.stride(0),
                              BLOCK_SIZE=triton.next_power_of_2(n_columns))
    return out
# --8<-- [end:kernel]


# --8<-- [start:check]
check("softmax_rows", my_softmax_rows)
# --8<-- [end:check]
