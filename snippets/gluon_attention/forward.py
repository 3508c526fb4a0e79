"""Attention's forward in Gluon: TMA into a ring of shared buffers, wgmma, online softmax.

The same algorithm as lecture 8 (snippets/attention/forward.py): one program per block
of BLOCK_M queries of one head, a loop over blocks of BLOCK_N keys, a running maximum,
sum and unnormalised output in float32, exp2 with the scale folded into one multiplier,
causal blocks above the diagonal never loaded. What Gluon makes explicit:

- Q, K and V reach shared memory by TMA (one bulk copy per tile, issued by one thread),
  each copy completing on an mbarrier that counts the bytes. K and V go into a ring of
  STAGES buffers: while the program works on block j, the copies of blocks j+1 ..
  j+STAGES-1 are in flight.
- S = Q K^T and O += P V are ``warpgroup_mma`` (Hopper ``wgmma``): Q and K^T from
  shared memory (K^T is a transposed view, no copy), P from registers, V from shared
  memory, the accumulators in registers in the layouts of ``layouts.py``.
- Out-of-range rows need no load masks: a 2-D descriptor over all heads' rows stops at
  the tensor's end (TMA fills zeros past it), rows of the next head that a last block
  reaches are masked out of the scores (-inf) and so weigh 0 in P V, and the stores are
  masked.

No warp specialization yet: every warp loads, multiplies and does softmax in turn.
"""

import torch
import triton
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import (
    fence_async_shared, mbarrier, warpgroup_mma, warpgroup_mma_wait)
from triton.experimental.gluon.nvidia.hopper import TensorDescriptor

from snippets.attention import problem
from snippets.gluon_attention.compat import cta_barrier, tma_load
from snippets.gluon_attention.layouts import (
    accumulator_layout, p_operand_layout, shared_tile_layout)
from snippets.helpers.runtime import interpreting

LOG2_E = 1.4426950408889634  # exp(x) = exp2(x * log2(e))


# --8<-- [start:block]
@gluon.jit
def _attend_block(j, acc, m_i, l_i, q_smem, k_smem, v_smem, k_bars, v_bars,
                  k_desc, v_desc, kv_row0, n_blocks, rows, n_kv, qk_scale,
                  BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr, STAGES: gl.constexpr,
                  MASK: gl.constexpr, CAUSAL: gl.constexpr,
                  s_layout: gl.constexpr, o_layout: gl.constexpr):
    """Fold key block j (in ring slot j % STAGES) into (acc, m, l); refill the slot
    with block j + STAGES."""
    slot = j % STAGES
    phase = (j // STAGES) & 1
    # S = Q K^T on the tensor cores, both operands in shared memory.
    mbarrier.wait(k_bars.index(slot), phase)
    s = warpgroup_mma(q_smem, k_smem.index(slot).permute((1, 0)),
                      gl.zeros([BLOCK_M, BLOCK_N], gl.float32, s_layout),
                      use_acc=False, is_async=True)
    s = warpgroup_mma_wait(num_outstanding=0, deps=(s,))
    if MASK:  # the diagonal blocks (causal) and the last, partial block
        cols = j * BLOCK_N + gl.arange(0, BLOCK_N, layout=gl.SliceLayout(0, s_layout))
        keep = gl.expand_dims(cols < n_kv, 0)
        if CAUSAL:
            keep = keep & (gl.expand_dims(cols, 0) <= gl.expand_dims(rows, 1))
        s = gl.where(keep, s, float("-inf"))
    # Online softmax in base 2; scale * log2(e) is one multiplier.
    m_new = gl.maximum(m_i, gl.max(s, 1) * qk_scale)
    p = gl.exp2(s * qk_scale - gl.expand_dims(m_new, 1))
    alpha = gl.exp2(m_i - m_new)
    l_i = l_i * alpha + gl.sum(p, 1)
    alpha_o = gl.convert_layout(alpha, gl.SliceLayout(1, o_layout))
    acc = acc * gl.expand_dims(alpha_o, 1)
    # O += P V: P rounded to the input dtype, from registers; V from shared memory.
    p_op = gl.convert_layout(p.to(v_desc.dtype), p_operand_layout(o_layout))
    mbarrier.wait(v_bars.index(slot), phase)
    acc = warpgroup_mma(p_op, v_smem.index(slot), acc, is_async=True)
    acc = warpgroup_mma_wait(num_outstanding=0, deps=(acc,))
    # Every warpgroup is done with this slot: refill it with block j + STAGES.
    cta_barrier()
    refill = j + STAGES < n_blocks
    row = kv_row0 + (j + STAGES) * BLOCK_N
    mbarrier.expect(k_bars.index(slot), k_desc.block_type.nbytes, pred=refill)
    tma_load(k_desc, [row, 0], k_bars.index(slot), k_smem.index(slot), pred=refill)
    mbarrier.expect(v_bars.index(slot), v_desc.block_type.nbytes, pred=refill)
    tma_load(v_desc, [row, 0], v_bars.index(slot), v_smem.index(slot), pred=refill)
    return acc, m_new, l_i
# --8<-- [end:block]


# --8<-- [start:kernel]
@gluon.jit
def attention_forward_kernel(
        q_desc, k_desc, v_desc, o_ptr, lse_ptr,  # q, k, v: 2-D descriptors over all rows
        heads, group, n_q, n_kv, qk_scale,  # group = H // H_KV; qk_scale = scale * log2(e)
        HEAD_DIM: gl.constexpr, BLOCK_M: gl.constexpr, BLOCK_N: gl.constexpr,
        STAGES: gl.constexpr, CAUSAL: gl.constexpr, num_warps: gl.constexpr):
    block_m = gl.program_id(0)
    batch_head = gl.program_id(1)
    batch, head = batch_head // heads, batch_head % heads
    kv_head = batch * (heads // group) + head // group
    q_row0 = batch_head * n_q + block_m * BLOCK_M  # rows of the (B*H*N_Q, D) view
    kv_row0 = kv_head * n_kv  # rows of the (B*H_KV*N_KV, D) views

    s_layout: gl.constexpr = accumulator_layout(BLOCK_M, BLOCK_N, num_warps)
    o_layout: gl.constexpr = accumulator_layout(BLOCK_M, HEAD_DIM, num_warps)
    dtype: gl.constexpr = q_desc.dtype

    # Shared memory: Q once, K and V in rings of STAGES tiles; one mbarrier per tile.
    q_smem = gl.allocate_shared_memory(dtype, [BLOCK_M, HEAD_DIM], q_desc.layout)
    k_smem = gl.allocate_shared_memory(dtype, [STAGES, BLOCK_N, HEAD_DIM], k_desc.layout)
    v_smem = gl.allocate_shared_memory(dtype, [STAGES, BLOCK_N, HEAD_DIM], v_desc.layout)
    q_bar = gl.allocate_shared_memory(gl.int64, [1], mbarrier.MBarrierLayout())
    k_bars = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    v_bars = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    mbarrier.init(q_bar, count=1)
    for i in gl.static_range(STAGES):
        mbarrier.init(k_bars.index(i), count=1)
        mbarrier.init(v_bars.index(i), count=1)
    fence_async_shared()  # the barriers' initialisation, seen by the copy engine

    # Which key blocks this program visits: unmasked ones first, then the masked ones
    # (the diagonal when causal, the last partial block); none above the diagonal.
    if CAUSAL:
        hi = gl.minimum((block_m + 1) * BLOCK_M, n_kv)
        n_full = gl.minimum(block_m * BLOCK_M, n_kv) // BLOCK_N
    else:
        hi = n_kv
        n_full = n_kv // BLOCK_N
    n_blocks = gl.cdiv(hi, BLOCK_N)

    # Prologue: Q, and the first STAGES blocks of K and V, all in flight at once.
    mbarrier.expect(q_bar, q_desc.block_type.nbytes)
    tma_load(q_desc, [q_row0, 0], q_bar, q_smem)
    for i in gl.static_range(STAGES):
        pred = i < n_blocks
        mbarrier.expect(k_bars.index(i), k_desc.block_type.nbytes, pred=pred)
        tma_load(k_desc, [kv_row0 + i * BLOCK_N, 0], k_bars.index(i), k_smem.index(i), pred=pred)
        mbarrier.expect(v_bars.index(i), v_desc.block_type.nbytes, pred=pred)
        tma_load(v_desc, [kv_row0 + i * BLOCK_N, 0], v_bars.index(i), v_smem.index(i), pred=pred)

    m_i = gl.full([BLOCK_M], float("-inf"), gl.float32, gl.SliceLayout(1, s_layout))
    l_i = gl.full([BLOCK_M], 0.0, gl.float32, gl.SliceLayout(1, s_layout))
    acc = gl.zeros([BLOCK_M, HEAD_DIM], gl.float32, o_layout)
    rows = block_m * BLOCK_M + gl.arange(0, BLOCK_M, layout=gl.SliceLayout(1, s_layout))
    mbarrier.wait(q_bar, 0)
    for j in range(0, n_full):
        acc, m_i, l_i = _attend_block(j, acc, m_i, l_i, q_smem, k_smem, v_smem, k_bars, v_bars,
                                      k_desc, v_desc, kv_row0, n_blocks, rows, n_kv, qk_scale,
                                      BLOCK_M, BLOCK_N, STAGES, False, CAUSAL, s_layout, o_layout)
    for j in range(n_full, n_blocks):
        acc, m_i, l_i = _attend_block(j, acc, m_i, l_i, q_smem, k_smem, v_smem, k_bars, v_bars,
                                      k_desc, v_desc, kv_row0, n_blocks, rows, n_kv, qk_scale,
                                      BLOCK_M, BLOCK_N, STAGES, True, CAUSAL, s_layout, o_layout)
    mbarrier.invalidate(q_bar)
    for i in gl.static_range(STAGES):
        mbarrier.invalidate(k_bars.index(i))
        mbarrier.invalidate(v_bars.index(i))

    # Epilogue: normalise, write the log-sum-exp (base 2) and O, masked to real rows.
    lse = m_i + gl.log2(l_i)
    gl.store(lse_ptr + batch_head * n_q + rows, lse, mask=rows < n_q)
    l_o = gl.convert_layout(l_i, gl.SliceLayout(1, o_layout))
    out = (acc / gl.expand_dims(l_o, 1)).to(dtype)
    o_rows = block_m * BLOCK_M + gl.arange(0, BLOCK_M, layout=gl.SliceLayout(1, o_layout))
    dims = gl.arange(0, HEAD_DIM, layout=gl.SliceLayout(0, o_layout))
    o_head = o_ptr + batch_head.to(gl.int64) * n_q * HEAD_DIM  # int64: past 2**31 elements
    offsets = gl.expand_dims(o_rows, 1) * HEAD_DIM + gl.expand_dims(dims, 0)
    gl.store(o_head + offsets, out, mask=gl.expand_dims(o_rows < n_q, 1))
# --8<-- [end:kernel]


# --8<-- [start:configs]
# (BLOCK_M, BLOCK_N, STAGES, num_warps) per head dim. Two warpgroups of 64 rows each over
# 128 x 64 score tiles, two K/V stages: 128 registers a thread and 96 KiB of shared
# memory, so two programs fit on one SM, and one's softmax overlaps the other's wgmma.
# Fastest of five tried on an H200 at head dim 128 (notes/gluon-attention.md); head dim
# 64 runs the same blocks, untimed.
GPU_CONFIGS = {64: (128, 64, 2, 8), 128: (128, 64, 2, 8)}
# --8<-- [end:configs]


def descriptors(q, k, v, block_m, block_n):
    """TMA descriptors over the (rows, D) views of q, k and v: one tile per copy."""
    d = q.shape[-1]
    out = []
    for t, block in ((q, block_m), (k, block_n), (v, block_n)):
        rows = t.reshape(-1, d)
        layout = shared_tile_layout((block, d), t.dtype)
        out.append(TensorDescriptor(rows, list(rows.shape), list(rows.stride()), [block, d], layout))
    return out


def check_tma_inputs(q, k, v, block_m, block_n):
    """What TMA needs beyond lecture 8's checks: 16-byte aligned starts, and row
    coordinates (int32 in the copy instruction) below 2**31."""
    for name, t in (("q", q), ("k", k), ("v", v)):
        if t.data_ptr() % 16:
            raise ValueError(f"{name} starts at an address that is not a multiple of 16 bytes; "
                             "TMA needs 16-byte aligned tensors (call .clone())")
        rows = t.numel() // t.shape[-1]
        if rows + max(block_m, block_n) > 2**31 - 1:
            raise ValueError(f"{name} has {rows:,} rows of all heads together; TMA row "
                             "coordinates are int32")


def check_gluon_inputs(q, k, v):
    """Lecture 8's checks of q, k and v, and where a Gluon forward can run: not in the
    interpreter (layouts, TMA and wgmma are the point), only on a Hopper GPU. Returns
    (B, H, H_KV, N_Q, N_KV, D), as ``problem.check_attention_inputs`` does."""
    if interpreting():
        raise RuntimeError("Gluon kernels do not run in Triton's CPU interpreter "
                           "(TRITON_INTERPRET=1); this forward needs a Hopper GPU")
    shape = problem.check_attention_inputs(q, k, v)
    if torch.cuda.get_device_capability(q.device)[0] != 9:
        raise ValueError(f"{torch.cuda.get_device_name(q.device)} is not a Hopper GPU; "
                         "this kernel uses wgmma, which only compute capability 9.0 has")
    return shape


# --8<-- [start:wrapper]
def attention_forward(q, k, v, causal=False, scale=None, config=None):
    """(O, LSE): attention of q over k, v, and each row's log-sum-exp (base 2, of the
    scores times scale * log2(e)): lecture 8's interface, on a Hopper GPU."""
    b, h, h_kv, n_q, n_kv, d = check_gluon_inputs(q, k, v)
    block_m, block_n, stages, num_warps = config or GPU_CONFIGS[d]
    check_tma_inputs(q, k, v, block_m, block_n)
    scale = problem.default_scale(d) if scale is None else scale
    o = torch.empty_like(q)
    lse = torch.empty((b, h, n_q), dtype=torch.float32, device=q.device)
    q_desc, k_desc, v_desc = descriptors(q, k, v, block_m, block_n)
    grid = (triton.cdiv(n_q, block_m), b * h)
    attention_forward_kernel[grid](
        q_desc, k_desc, v_desc, o, lse, h, h // h_kv, n_q, n_kv, scale * LOG2_E,
        HEAD_DIM=d, BLOCK_M=block_m, BLOCK_N=block_n, STAGES=stages, CAUSAL=causal,
        num_warps=num_warps)
    return o, lse
# --8<-- [end:wrapper]
