"""The forward kernel with its loads made by the TMA: one change to ``forward.py``.

On Hopper the Tensor Memory Accelerator copies a whole block between global and shared
memory from one instruction, given a *tensor descriptor* (base, shape, strides, block
shape; lecture 7 builds them the same way). Here Q, K and V are described as 2-D
tensors of B * H * N rows of D numbers, and the kernel loads a block by its first row.
Everything else is the pointer kernel's: the same two loops, masks and block sizes.

A block that runs past the end of a head reads the first rows of the next head (or
zeros, past the end of the tensor): the key mask of the last block already turns their
scores into -inf, so their values are multiplied by 0; rows of Q past the end of a head
are computed and never stored (O is stored through masked pointers).
"""

import torch
import triton
import triton.language as tl
from triton.tools.tensor_descriptor import TensorDescriptor

from snippets.attention import problem
from snippets.attention.forward import LOG2_E, forward_config

TMA_ALIGNMENT = 16  # bytes: the TMA needs the base address on a 16-byte boundary


# --8<-- [start:block]
@triton.jit
def _attend_block_tma(acc, m_i, l_i, q, k_desc, v_desc, kv_row, rows, start_n, n_kv, qk_scale,
                      BLOCK_N: tl.constexpr, MASK: tl.constexpr, CAUSAL: tl.constexpr):
    cols = start_n + tl.arange(0, BLOCK_N)
    k = k_desc.load([kv_row + start_n, 0])  # one TMA copy: BLOCK_N rows of K
    s = tl.dot(q, tl.trans(k))
    if MASK:
        keep = cols[None, :] < n_kv
        if CAUSAL:
            keep = keep & (cols[None, :] <= rows[:, None])
        s = tl.where(keep, s, float("-inf"))
    m_new = tl.maximum(m_i, tl.max(s, 1) * qk_scale)
    p = tl.math.exp2(s * qk_scale - m_new[:, None])
    alpha = tl.math.exp2(m_i - m_new)
    l_i = l_i * alpha + tl.sum(p, 1)
    acc = acc * alpha[:, None]
    v = v_desc.load([kv_row + start_n, 0])
    acc = tl.dot(p.to(v.dtype), v, acc)
    return acc, m_new, l_i
# --8<-- [end:block]


@triton.jit
def attention_forward_tma_kernel(
        q_desc, k_desc, v_desc, o_ptr, lse_ptr, heads, group, n_q, n_kv, qk_scale,
        HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
        CAUSAL: tl.constexpr):
    block_m = tl.program_id(0)
    batch_head = tl.program_id(1)
    batch, head = batch_head // heads, batch_head % heads
    kv_row = (batch * (heads // group) + head // group) * n_kv  # first row of this K, V head
    rows = block_m * BLOCK_M + tl.arange(0, BLOCK_M)
    q = q_desc.load([batch_head * n_q + block_m * BLOCK_M, 0])
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    full_end = (n_kv // BLOCK_N) * BLOCK_N
    if CAUSAL:
        full_end = tl.minimum(block_m * BLOCK_M, full_end)
    for start_n in tl.range(0, full_end, BLOCK_N):
        acc, m_i, l_i = _attend_block_tma(acc, m_i, l_i, q, k_desc, v_desc, kv_row, rows,
                                          start_n, n_kv, qk_scale, BLOCK_N, False, CAUSAL)
    end = tl.minimum((block_m + 1) * BLOCK_M, n_kv) if CAUSAL else n_kv
    for start_n in tl.range(full_end, end, BLOCK_N):
        acc, m_i, l_i = _attend_block_tma(acc, m_i, l_i, q, k_desc, v_desc, kv_row, rows,
                                          start_n, n_kv, qk_scale, BLOCK_N, True, CAUSAL)
    acc = acc / l_i[:, None]
    start = batch_head.to(tl.int64) * n_q  # int64: the start of a head may pass 2**31
    tl.store(lse_ptr + start + rows, m_i + tl.math.log2(l_i), mask=rows < n_q)
    dims = tl.arange(0, HEAD_DIM)
    tl.store(o_ptr + (start + rows[:, None]) * HEAD_DIM + dims[None, :],
             acc.to(o_ptr.dtype.element_ty), mask=(rows < n_q)[:, None])


# --8<-- [start:wrapper]
def describe_rows(t: torch.Tensor, block_rows: int) -> TensorDescriptor:
    """(B, H, N, D) as B * H * N rows of D, loaded block_rows rows at a time."""
    if t.data_ptr() % TMA_ALIGNMENT:
        raise ValueError(f"the TMA needs tensors that start on a {TMA_ALIGNMENT}-byte "
                         f"boundary; this one starts at {t.data_ptr():#x}: pass a copy")
    rows = t.numel() // t.shape[-1]
    if rows > 2**31 - 1:  # descriptor coordinates are int32
        raise ValueError(f"{rows:,} rows of keys or queries: past the int32 coordinates "
                         "of a tensor descriptor")
    return TensorDescriptor(t, [rows, t.shape[-1]], [t.shape[-1], 1], [block_rows, t.shape[-1]])


def attention_forward_tma(q, k, v, causal=False, scale=None, config=None):
    """``forward.attention_forward`` with Q, K and V loaded by the TMA."""
    b, h, h_kv, n_q, n_kv, d = problem.check_attention_inputs(q, k, v)
    scale = problem.default_scale(d) if scale is None else scale
    block_m, block_n, num_warps, num_stages = config or forward_config(d)
    o = torch.empty_like(q)
    lse = torch.empty((b, h, n_q), dtype=torch.float32, device=q.device)
    attention_forward_tma_kernel[(triton.cdiv(n_q, block_m), b * h)](
        describe_rows(q, block_m), describe_rows(k, block_n), describe_rows(v, block_n),
        o, lse, h, h // h_kv, n_q, n_kv, scale * LOG2_E,
        HEAD_DIM=d, BLOCK_M=block_m, BLOCK_N=block_n, CAUSAL=causal,
        num_warps=num_warps, num_stages=num_stages)
    return o, lse
# --8<-- [end:wrapper]
