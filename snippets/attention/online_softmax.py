"""The online softmax, in plain torch: the softmax of lecture 2, one block at a time.

Lecture 2's row softmax (``snippets/triton_fundamentals/softmax.py``) holds the whole row: it
takes the row's maximum, then the exponentials and their sum. Attention's rows are as
long as the sequence, and the forward kernel sees them one block of keys at a time. So
it keeps, per row, the largest score seen so far ``m`` and the sum ``l`` of exp(score -
m); when a block brings a larger maximum, the sum so far was counted against the old
one, and one multiplication by exp(m_old - m_new) puts it on the new footing.
"""

import torch


# --8<-- [start:online]
def softmax_online(x: torch.Tensor, block: int) -> torch.Tensor:
    """torch.softmax(x, dim=1), reading the columns one block at a time."""
    m = torch.full((x.shape[0],), float("-inf"), dtype=x.dtype)
    l = torch.zeros(x.shape[0], dtype=x.dtype)
    for start in range(0, x.shape[1], block):
        chunk = x[:, start:start + block]
        m_new = torch.maximum(m, chunk.max(dim=1).values)
        # The old sum counted exp(x - m); rescaled, it counts exp(x - m_new).
        l = l * torch.exp(m - m_new) + torch.exp(chunk - m_new[:, None]).sum(dim=1)
        m = m_new
    return torch.exp(x - m[:, None]) / l[:, None]  # a second pass, for the output
# --8<-- [end:online]


# --8<-- [start:attend]
def attend_online(scores: torch.Tensor, values: torch.Tensor, block: int) -> torch.Tensor:
    """softmax(scores) @ values in one pass: the weighted sum is rescaled like the sum
    of weights, and divided by it once at the end. This is the forward kernel's loop."""
    m = torch.full((scores.shape[0],), float("-inf"), dtype=scores.dtype)
    l = torch.zeros(scores.shape[0], dtype=scores.dtype)
    acc = torch.zeros(scores.shape[0], values.shape[1], dtype=scores.dtype)
    for start in range(0, scores.shape[1], block):
        chunk = scores[:, start:start + block]
        m_new = torch.maximum(m, chunk.max(dim=1).values)
        alpha = torch.exp(m - m_new)
        p = torch.exp(chunk - m_new[:, None])
        l = l * alpha + p.sum(dim=1)
        acc = acc * alpha[:, None] + p @ values[start:start + block]
        m = m_new
    return acc / l[:, None]
# --8<-- [end:attend]
