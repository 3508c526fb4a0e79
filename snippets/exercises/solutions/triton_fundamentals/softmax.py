import torch
import triton
import triton.language as tl


@triton.jit
def my_softmax_kernel(x_ptr, out_ptr, n_columns, row_stride, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(axis=0)
    columns = tl.arange(0, BLOCK_SIZE)
    mask = columns < n_columns
    # -inf padding: it never wins the max, and exp(-inf) = 0 adds nothing to the sum.
    x = tl.load(x_ptr + row * row_stride + columns, mask=mask, other=-float("inf"))
    numerator = tl.exp(x - tl.max(x, axis=0))
    y = numerator / tl.sum(numerator, axis=0)
    tl.store(out_ptr + row * row_stride + columns, y, mask=mask)


def my_softmax_rows(x: torch.Tensor) -> torch.Tensor:
    n_rows, n_columns = x.shape
    out = torch.empty_like(x)
    my_softmax_kernel[(n_rows,)](x, out, n_columns, x.stride(0),
                              BLOCK_SIZE=triton.next_power_of_2(n_columns))
    return out
