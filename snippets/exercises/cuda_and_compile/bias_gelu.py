"""Exercise: fuse a bias add into GELU, the way torch.compile fuses a chain of
elementwise operations: one read of x, one write of the result.

Run the check: ``python -m snippets.exercises check bias_gelu``.
"""

import torch
import triton
import triton.language as tl

from snippets.exercises import check


# --8<-- [start:kernel]
@triton.jit
def my_bias_gelu_kernel(x_ptr, bias_ptr, out_ptr, n_rows, n_columns,  # x, out: n_rows x n_columns
                     BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr):
    rows = tl.program_id(axis=0) * BLOCK_R + tl.arange(0, BLOCK_R)
    columns = tl.program_id(axis=1) * BLOCK_C + tl.arange(0, BLOCK_C)
    mask = (rows[:, None] < n_rows) & (columns[None, :] < n_columns)
    offsets = rows[:, None] * n_columns + columns[None, :]
    x = tl.load(x_ptr + offsets, mask=mask)
    # TODO: load this tile's slice of the bias (one value per column) and add it to
    # every row of x.
    bias = ...
    z = ...
    y = z * tl.sigmoid(1.5957691216057308 * (z + 0.044715 * z * z * z))  # gelu(z), tanh form
    tl.store(out_ptr + offsets, y, mask=mask)


def my_bias_gelu(x: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
    n_rows, n_columns = x.shape
    out = torch.empty_like(x)
    grid = (triton.cdiv(n_rows, 8), triton.cdiv(n_columns, 64))
    my_bias_gelu_kernel[grid](x, bias, out, n_rows, n_columns, BLOCK_R=8, BLOCK_C=64)
    return out
# --8<-- [end:kernel]


# --8<-- [start:check]
check("bias_gelu", my_bias_gelu)
# --8<-- [end:check]
