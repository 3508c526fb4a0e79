"""Exercise: causal attention for one head, one program per block of 16 queries: which
blocks of keys to visit, and the mask of the diagonal block.

Run the check: ``python -m snippets.exercises check causal_diagonal``.
"""

import math

import torch
import triton
import triton.language as tl

from snippets.exercises import check


# --8<-- [start:kernel]
@triton.jit
def my_causal_kernel(q_ptr, k_ptr, v_ptr, o_ptr, n, scale,  # q, k, v, o: n x D, contiguous
                     D: tl.constexpr, BLOCK: tl.constexpr):
    rows = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    dims = tl.arange(0, D)
    q = tl.load(q_ptr + rows[:, None] * D + dims[None, :], mask=(rows < n)[:, None], other=0.0)
    m = tl.full([BLOCK], -float("inf"), tl.float32)
    l = tl.zeros([BLOCK], tl.float32)
    acc = tl.zeros([BLOCK, D], tl.float32)
    # TODO: the end of the loop: no block of keys after this block of queries' diagonal
    # block holds a key that any of its queries may see.
    end = ...
    for start in range(0, end, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        k = tl.load(k_ptr + cols[:, None] * D + dims[None, :], mask=(cols < n)[:, None], other=0.0)
        v = tl.load(v_ptr + cols[:, None] * D + dims[None, :], mask=(cols < n)[:, None], other=0.0)
        s = tl.dot(q, tl.trans(k), input_precision="ieee") * scale
        # TODO: which scores are kept: query `rows[i]` sees key `cols[j]` when ...
        keep = ...
        s = tl.where(keep, s, -float("inf"))
        m_new = tl.maximum(m, tl.max(s, axis=1))
        p = tl.exp(s - m_new[:, None])
        alpha = tl.exp(m - m_new)
        l = l * alpha + tl.sum(p, axis=1)
        acc = tl.dot(p, v, acc * alpha[:, None], input_precision="ieee")
        m = m_new
    tl.store(o_ptr + rows[:, None] * D + dims[None, :], acc / l[:, None], mask=(rows < n)[:, None])


def my_causal_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    n, d = q.shape
    o = torch.empty_like(q)
    my_causal_kernel[(triton.cdiv(n, 16),)](q, k, v, o, n, 1.0 / math.sqrt(d), D=d, BLOCK=16)
    return o
# --8<-- [end:kernel]


# --8<-- [start:check]
check("causal_diagonal", my_causal_attention)
# --8<-- [end:check]
