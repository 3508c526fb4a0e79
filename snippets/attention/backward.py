"""The backward kernels: the scores recomputed from the saved log-sum-exp, never stored.

With S = scale * Q K^T, P = softmax(S) and O = P V, the gradients are

    dV = P^T dO        dP = dO V^T        dS = P * (dP - delta)
    dQ = scale * dS K  dK = scale * dS^T Q,   delta_i = sum_j P_ij dP_ij = sum_d dO_id O_id

A pre-pass computes delta (one number per query row). Then two kernels: dK and dV are
sums over queries, so one program per block of keys loops over the query blocks and
keeps its dK, dV in registers (and, with GQA, over every query head of the group); dQ
is a sum over keys, so one program per block of queries loops over the key blocks.
Each writes its result once: no atomics, no second pass.
"""

import torch
import triton
import triton.language as tl

from snippets.attention import problem
from snippets.attention.forward import LOG2_E
from snippets.helpers.runtime import interpreting


# --8<-- [start:delta]
@triton.jit
def attention_delta_kernel(o_ptr, do_ptr, delta_ptr, n_rows,
                           HEAD_DIM: tl.constexpr, BLOCK: tl.constexpr):
    """delta = rowsum(dO * O), over all B * H * N_Q rows at once."""
    rows = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    dims = tl.arange(0, HEAD_DIM)
    where = rows[:, None] * HEAD_DIM + dims[None, :]
    o = tl.load(o_ptr + where, mask=(rows < n_rows)[:, None], other=0.0).to(tl.float32)
    do = tl.load(do_ptr + where, mask=(rows < n_rows)[:, None], other=0.0).to(tl.float32)
    tl.store(delta_ptr + rows, tl.sum(o * do, 1), mask=rows < n_rows)
# --8<-- [end:delta]


# --8<-- [start:dkdv]
@triton.jit
def attention_dkdv_kernel(
        q_ptr, k_ptr, v_ptr, do_ptr, lse_ptr, delta_ptr, dk_ptr, dv_ptr,
        heads, group, n_q, n_kv, qk_scale, scale,
        HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
        CAUSAL: tl.constexpr):
    block_n = tl.program_id(0)
    batch_kv_head = tl.program_id(1).to(tl.int64)  # one key/value head of one batch element
    kv_heads = heads // group
    batch, kv_head = batch_kv_head // kv_heads, batch_kv_head % kv_heads
    kv_start = batch_kv_head * n_kv * HEAD_DIM
    cols = block_n * BLOCK_N + tl.arange(0, BLOCK_N)
    dims = tl.arange(0, HEAD_DIM)
    kv_where = kv_start + cols[:, None] * HEAD_DIM + dims[None, :]
    k = tl.load(k_ptr + kv_where, mask=(cols < n_kv)[:, None], other=0.0)
    v = tl.load(v_ptr + kv_where, mask=(cols < n_kv)[:, None], other=0.0)
    dk = tl.zeros([BLOCK_N, HEAD_DIM], dtype=tl.float32)
    dv = tl.zeros([BLOCK_N, HEAD_DIM], dtype=tl.float32)
    # Causal: query i sees key j only if i >= j, so the queries before this block of keys
    # contribute nothing and are skipped; the first BLOCK_N queries after its start are
    # the diagonal (masked); the rest see every key of the block.
    first = block_n * BLOCK_N if CAUSAL else 0
    diagonal_end = tl.minimum(first + BLOCK_N, n_q) if CAUSAL else first
    for head in range(group):  # GQA: every query head that reads this key/value head
        batch_head = batch * heads + kv_head * group + head
        q_start = batch_head * n_q * HEAD_DIM
        for start_m in tl.range(first, n_q, BLOCK_M):
            rows = start_m + tl.arange(0, BLOCK_M)
            q_where = q_start + rows[:, None] * HEAD_DIM + dims[None, :]
            q = tl.load(q_ptr + q_where, mask=(rows < n_q)[:, None], other=0.0)
            do = tl.load(do_ptr + q_where, mask=(rows < n_q)[:, None], other=0.0)
            # Rows past n_q read lse = +inf: their probabilities are exp2(-inf) = 0.
            lse = tl.load(lse_ptr + batch_head * n_q + rows, mask=rows < n_q,
                          other=float("inf"))
            delta = tl.load(delta_ptr + batch_head * n_q + rows, mask=rows < n_q, other=0.0)
            s_t = tl.dot(k, tl.trans(q))  # S^T: BLOCK_N keys x BLOCK_M queries
            p_t = tl.math.exp2(s_t * qk_scale - lse[None, :])  # P recomputed, not stored
            if CAUSAL:
                if start_m < diagonal_end:  # only the diagonal blocks pay for the mask
                    p_t = tl.where(rows[None, :] >= cols[:, None], p_t, 0.0)
            dv = tl.dot(p_t.to(do.dtype), do, dv)
            dp_t = tl.dot(v, tl.trans(do))
            ds_t = p_t * (dp_t - delta[None, :])
            dk = tl.dot(ds_t.to(q.dtype), q, dk)
    tl.store(dk_ptr + kv_where, (dk * scale).to(dk_ptr.dtype.element_ty),
             mask=(cols < n_kv)[:, None])
    tl.store(dv_ptr + kv_where, dv.to(dv_ptr.dtype.element_ty), mask=(cols < n_kv)[:, None])
# --8<-- [end:dkdv]


# --8<-- [start:dq]
@triton.jit
def attention_dq_kernel(
        q_ptr, k_ptr, v_ptr, do_ptr, lse_ptr, delta_ptr, dq_ptr,
        heads, group, n_q, n_kv, qk_scale, scale,
        HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
        CAUSAL: tl.constexpr):
    block_m = tl.program_id(0)
    batch_head = tl.program_id(1).to(tl.int64)
    batch, head = batch_head // heads, batch_head % heads
    kv_start = (batch * (heads // group) + head // group) * n_kv * HEAD_DIM
    q_start = batch_head * n_q * HEAD_DIM
    rows = block_m * BLOCK_M + tl.arange(0, BLOCK_M)
    dims = tl.arange(0, HEAD_DIM)
    q_where = q_start + rows[:, None] * HEAD_DIM + dims[None, :]
    q = tl.load(q_ptr + q_where, mask=(rows < n_q)[:, None], other=0.0)
    do = tl.load(do_ptr + q_where, mask=(rows < n_q)[:, None], other=0.0)
    lse = tl.load(lse_ptr + batch_head * n_q + rows, mask=rows < n_q, other=float("inf"))
    delta = tl.load(delta_ptr + batch_head * n_q + rows, mask=rows < n_q, other=0.0)
    dq = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    # As in the forward: whole blocks unmasked, then the diagonal and the partial last
    # block masked, and nothing above the diagonal.
    full_end = (n_kv // BLOCK_N) * BLOCK_N
    if CAUSAL:
        full_end = tl.minimum(block_m * BLOCK_M, full_end)
    end = tl.minimum((block_m + 1) * BLOCK_M, n_kv) if CAUSAL else n_kv
    for start_n in tl.range(0, end, BLOCK_N):
        cols = start_n + tl.arange(0, BLOCK_N)
        kv_where = kv_start + cols[:, None] * HEAD_DIM + dims[None, :]
        k = tl.load(k_ptr + kv_where, mask=(cols < n_kv)[:, None], other=0.0)
        v = tl.load(v_ptr + kv_where, mask=(cols < n_kv)[:, None], other=0.0)
        p = tl.math.exp2(tl.dot(q, tl.trans(k)) * qk_scale - lse[:, None])
        if start_n >= full_end:
            keep = cols[None, :] < n_kv
            if CAUSAL:
                keep = keep & (cols[None, :] <= rows[:, None])
            p = tl.where(keep, p, 0.0)
        dp = tl.dot(do, tl.trans(v))
        ds = p * (dp - delta[:, None])
        dq = tl.dot(ds.to(k.dtype), k, dq)
    tl.store(dq_ptr + q_where, (dq * scale).to(dq_ptr.dtype.element_ty),
             mask=(rows < n_q)[:, None])
# --8<-- [end:dq]


# --8<-- [start:configs]
# (BLOCK_M, BLOCK_N, num_warps, num_stages) of the dK/dV kernel and of the dQ kernel,
# per head dim, chosen by the probe on an H100 (notes/attention_probe.py).
GPU_CONFIGS = {64: ((64, 64, 4, 3), (64, 64, 4, 3)),
               128: ((64, 128, 8, 3), (128, 64, 8, 3))}
INTERPRETER_CONFIGS = ((16, 32, 4, 1), (32, 16, 4, 1))
DELTA_BLOCK = 64
# --8<-- [end:configs]


def backward_configs(head_dim: int):
    return INTERPRETER_CONFIGS if interpreting() else GPU_CONFIGS[head_dim]


# --8<-- [start:wrapper]
def attention_backward(q, k, v, o, lse, do, causal=False, scale=None, configs=None):
    """(dQ, dK, dV) from the forward's inputs, output and log-sum-exp, and dO."""
    b, h, h_kv, n_q, n_kv, d = problem.check_attention_inputs(q, k, v)
    do = do.contiguous()
    scale = problem.default_scale(d) if scale is None else scale
    (m1, n1, warps1, stages1), (m2, n2, warps2, stages2) = configs or backward_configs(d)
    delta = torch.empty_like(lse)
    attention_delta_kernel[(triton.cdiv(b * h * n_q, DELTA_BLOCK),)](
        o, do, delta, b * h * n_q, HEAD_DIM=d, BLOCK=DELTA_BLOCK)
    dq, dk, dv = torch.empty_like(q), torch.empty_like(k), torch.empty_like(v)
    shared = (h, h // h_kv, n_q, n_kv, scale * LOG2_E, scale)
    attention_dkdv_kernel[(triton.cdiv(n_kv, n1), b * h_kv)](
        q, k, v, do, lse, delta, dk, dv, *shared, HEAD_DIM=d, BLOCK_M=m1, BLOCK_N=n1,
        CAUSAL=causal, num_warps=warps1, num_stages=stages1)
    attention_dq_kernel[(triton.cdiv(n_q, m2), b * h)](
        q, k, v, do, lse, delta, dq, *shared, HEAD_DIM=d, BLOCK_M=m2, BLOCK_N=n2,
        CAUSAL=causal, num_warps=warps2, num_stages=stages2)
    return dq, dk, dv
# --8<-- [end:wrapper]
