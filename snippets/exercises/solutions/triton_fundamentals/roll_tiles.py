import torch
import triton
import triton.language as tl


@triton.jit
def my_roll_tiles_kernel(x_ptr, out_ptr, n_rows, n_columns, shift,
                         ROWS: tl.constexpr, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0).to(tl.int64)
    rows = pid * ROWS + tl.arange(0, ROWS)
    columns = tl.arange(0, BLOCK_SIZE)
    # A (ROWS, 1) column against a (1, BLOCK_SIZE) row: the tile, by broadcasting.
    mask = (rows[:, None] < n_rows) & (columns[None, :] < n_columns)
    # Output column c reads column c - shift, wrapped; adding n_columns first keeps the
    # left operand of % non-negative (Triton's % truncates like C's).
    source = (columns + n_columns - shift) % n_columns
    load_offsets = rows[:, None] * n_columns + source[None, :]
    store_offsets = rows[:, None] * n_columns + columns[None, :]
    x = tl.load(x_ptr + load_offsets, mask=mask)
    tl.store(out_ptr + store_offsets, x, mask=mask)


def my_roll_tiles(x: torch.Tensor, shift: int, rows_per_program: int = 8) -> torch.Tensor:
    n_rows, n_columns = x.shape
    x = x.contiguous()
    out = torch.empty_like(x)
    grid = (triton.cdiv(n_rows, rows_per_program),)
    my_roll_tiles_kernel[grid](x, out, n_rows, n_columns, shift % n_columns,
                               ROWS=rows_per_program,
                               BLOCK_SIZE=triton.next_power_of_2(n_columns))
    return out
