import torch
import triton
import triton.language as tl


@triton.jit
def my_transpose_kernel(x_ptr, out_ptr, n_rows, n_columns, BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr):
    rows = tl.program_id(axis=0) * BLOCK_R + tl.arange(0, BLOCK_R)
    columns = tl.program_id(axis=1) * BLOCK_C + tl.arange(0, BLOCK_C)
    mask = (rows[:, None] < n_rows) & (columns[None, :] < n_columns)
    tile = tl.load(x_ptr + rows[:, None] * n_columns + columns[None, :], mask=mask)
    # Row c of out starts at c * n_rows; element r of it is x[r, c].
    out_offsets = columns[None, :] * n_rows + rows[:, None]
    tl.store(out_ptr + out_offsets, tile, mask=mask)


def my_transpose(x: torch.Tensor) -> torch.Tensor:
    n_rows, n_columns = x.shape
    out = torch.empty((n_columns, n_rows), dtype=x.dtype, device=x.device)
    grid = (triton.cdiv(n_rows, 16), triton.cdiv(n_columns, 16))
    my_transpose_kernel[grid](x, out, n_rows, n_columns, BLOCK_R=16, BLOCK_C=16)
    return out
