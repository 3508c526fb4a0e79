"""Exercise: the log-sum-exp of each row, reading the row one block at a time (the
online softmax's running maximum and sum).

Run the check: ``python -m snippets.exercises check online_logsumexp``.
"""

import torch
import triton
import triton.language as tl

from snippets.exercises import check


# --8<-- [start:kernel]
@triton.jit
def my_logsumexp_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    m = -float("inf")  # the largest value seen so far
    l = 0.0  # the sum of exp(x - m) over the values seen so far
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=-float("inf"))
        # TODO: the new maximum, then the sum: rescale the old one to the new maximum
        # and add this block's terms.
        m_new = ...
        l = ...
        m = m_new
    tl.store(out_ptr + row, m + tl.log(l))


def my_logsumexp(x: torch.Tensor) -> torch.Tensor:
    n_rows, n_cols = x.shape
    out = torch.empty(n_rows, dtype=torch.float32, device=x.device)
    my_logsumexp_kernel[(n_rows,)](x, out, n_cols, BLOCK=16)
    return out
# --8<-- [end:kernel]


# --8<-- [start:check]
check("online_logsumexp", my_logsumexp)
# --8<-- [end:check]
