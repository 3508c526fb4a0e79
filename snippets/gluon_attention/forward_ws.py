"""Attention's forward in Gluon with warp specialization: a loader warp and two consumer
warpgroups.

Same algorithm and interface as ``forward.py`` (lecture 8's: O and the base-2
log-sum-exp); what changes is who does what inside a program (``gl.warp_specialize``):

- The loader partition (1 warp, 24 registers a thread) only issues TMA copies: Q's two
  64-row halves once, then K and V block by block into a ring of STAGES slots. Before it
  refills a slot it waits on that slot's ``empty`` mbarrier; each copy completes on the
  slot's ``ready`` mbarrier (expect-tx bytes). K and V have a pair each, so K's slot is
  refilled as soon as S = Q K^T is done with it, while P V still reads V's.
- Two consumer partitions (4 warps = 1 warpgroup each) run the online softmax over their
  own 64 rows of the 128-row query tile: wait ``ready``, wgmma, arrive on ``empty``.
  Each ``empty`` barrier counts two arrivals (one per consumer). They share the loaded
  K/V but nothing else: no CTA-wide barrier anywhere in the loop, so one warpgroup's
  softmax can run while the other's wgmma does (FA3's two consumer warpgroups, without
  its forced ping-pong order).
- Registers move from the loader to the consumers (``setmaxnreg`` under the hood): the
  kernel is launched with ``maxnreg`` for all 12 warps (warps are allocated by
  warpgroup, so the 1-warp loader takes a warpgroup's slot), the loader asks for 24, the
  worker consumer for CONSUMER_REGS, and the default partition (the other consumer)
  gets what is left.

The first consumer is the default partition (``num_warps`` = 4 warps); the second is a
worker. Workers take no register tensors, only scalars, descriptors and shared memory,
so each consumer writes its own O rows and LSE.
"""

import torch
import triton
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import (
    fence_async_shared, mbarrier, warpgroup_mma, warpgroup_mma_wait)

from snippets.attention import problem
from snippets.gluon_attention.compat import tma_load
from snippets.gluon_attention.forward import (LOG2_E, check_gluon_inputs, check_tma_inputs,
                                              descriptors)
from snippets.gluon_attention.layouts import accumulator_layout, p_operand_layout

HALF_M = 64  # query rows per consumer warpgroup (one wgmma M)
CONSUMER_WARPS = 4
FIRST_HALF = gl.constexpr(0)  # partition arguments must be IR values or constexprs
SECOND_HALF = gl.constexpr(1)
HALF_ROWS = gl.constexpr(HALF_M)


# --8<-- [start:loader]
@gluon.jit
def _loader(q_desc, k_desc, v_desc, q_smem, k_smem, v_smem, q_bars, k_ready, v_ready,
            k_empty, v_empty, q_row0, kv_row0, n_blocks,
            HALF: gl.constexpr, BLOCK_N: gl.constexpr, STAGES: gl.constexpr):
    """1 warp: Q's halves, then K and V of every block into the ring, as slots free up."""
    for h in gl.static_range(2):
        mbarrier.expect(q_bars.index(h), q_desc.block_type.nbytes)
        tma_load(q_desc, [q_row0 + h * HALF, 0], q_bars.index(h), q_smem.index(h))
    for j in range(n_blocks):
        slot = j % STAGES
        phase = (j // STAGES) & 1
        row = kv_row0 + j * BLOCK_N
        # A fresh mbarrier counts as having completed the phase before phase 0, so the
        # first lap's waits (phase ^ 1 = 1) pass at once.
        mbarrier.wait(k_empty.index(slot), phase ^ 1)
        mbarrier.expect(k_ready.index(slot), k_desc.block_type.nbytes)
        tma_load(k_desc, [row, 0], k_ready.index(slot), k_smem.index(slot))
        mbarrier.wait(v_empty.index(slot), phase ^ 1)
        mbarrier.expect(v_ready.index(slot), v_desc.block_type.nbytes)
        tma_load(v_desc, [row, 0], v_ready.index(slot), v_smem.index(slot))
# --8<-- [end:loader]


# --8<-- [start:consumer_block]
@gluon.jit
def _consume_block(j, acc, m_i, l_i, q, k_smem, v_smem, k_ready, v_ready, k_empty, v_empty,
                   rows, n_kv, qk_scale, HALF: gl.constexpr, BLOCK_N: gl.constexpr,
                   STAGES: gl.constexpr, MASK: gl.constexpr, CAUSAL: gl.constexpr,
                   s_layout: gl.constexpr, o_layout: gl.constexpr):
    slot = j % STAGES
    phase = (j // STAGES) & 1
    mbarrier.wait(k_ready.index(slot), phase)
    s = warpgroup_mma(q, k_smem.index(slot).permute((1, 0)),
                      gl.zeros([HALF, BLOCK_N], gl.float32, s_layout), use_acc=False, is_async=True)
    s = warpgroup_mma_wait(num_outstanding=0, deps=(s,))
    mbarrier.arrive(k_empty.index(slot), count=1)  # K's slot may be refilled now
    if MASK:
        cols = j * BLOCK_N + gl.arange(0, BLOCK_N, layout=gl.SliceLayout(0, s_layout))
        keep = gl.expand_dims(cols < n_kv, 0)
        if CAUSAL:
            keep = keep & (gl.expand_dims(cols, 0) <= gl.expand_dims(rows, 1))
        s = gl.where(keep, s, float("-inf"))
    m_new = gl.maximum(m_i, gl.max(s, 1) * qk_scale)
    p = gl.exp2(s * qk_scale - gl.expand_dims(m_new, 1))
    alpha = gl.exp2(m_i - m_new)
    l_i = l_i * alpha + gl.sum(p, 1)
    acc = acc * gl.expand_dims(gl.convert_layout(alpha, gl.SliceLayout(1, o_layout)), 1)
    p_op = gl.convert_layout(p.to(v_smem.dtype), p_operand_layout(o_layout))
    mbarrier.wait(v_ready.index(slot), phase)
    acc = warpgroup_mma(p_op, v_smem.index(slot), acc, is_async=True)
    acc = warpgroup_mma_wait(num_outstanding=0, deps=(acc,))
    mbarrier.arrive(v_empty.index(slot), count=1)
    return acc, m_new, l_i
# --8<-- [end:consumer_block]


# --8<-- [start:consumer]
@gluon.jit
def _consumer(q_smem, k_smem, v_smem, q_bars, k_ready, v_ready, k_empty, v_empty,
              o_ptr, lse_ptr, batch_head, tile_row0, n_q, n_kv, n_blocks, qk_scale,
              H_INDEX: gl.constexpr, HALF: gl.constexpr, BLOCK_N: gl.constexpr,
              HEAD_DIM: gl.constexpr, STAGES: gl.constexpr, CAUSAL: gl.constexpr):
    """One warpgroup: the online softmax of rows tile_row0 + H_INDEX * HALF + [0, HALF)."""
    s_layout: gl.constexpr = accumulator_layout(HALF, BLOCK_N, 4)
    o_layout: gl.constexpr = accumulator_layout(HALF, HEAD_DIM, 4)
    row0 = tile_row0 + H_INDEX * HALF
    # Blocks wholly at or below this half's first row need no mask.
    if CAUSAL:
        n_full = gl.minimum(row0, n_kv) // BLOCK_N
    else:
        n_full = n_kv // BLOCK_N
    n_full = gl.minimum(n_full, n_blocks)
    rows = row0 + gl.arange(0, HALF, layout=gl.SliceLayout(1, s_layout))
    m_i = gl.full([HALF], float("-inf"), gl.float32, gl.SliceLayout(1, s_layout))
    l_i = gl.full([HALF], 0.0, gl.float32, gl.SliceLayout(1, s_layout))
    acc = gl.zeros([HALF, HEAD_DIM], gl.float32, o_layout)
    q = q_smem.index(H_INDEX)
    mbarrier.wait(q_bars.index(H_INDEX), 0)
    for j in range(0, n_full):
        acc, m_i, l_i = _consume_block(j, acc, m_i, l_i, q, k_smem, v_smem, k_ready, v_ready,
                                       k_empty, v_empty, rows, n_kv, qk_scale, HALF, BLOCK_N,
                                       STAGES, False, CAUSAL, s_layout, o_layout)
    # Both consumers visit every block the tile needs (each empty barrier waits for
    # two arrivals); above this half's diagonal a block is masked out entirely.
    for j in range(n_full, n_blocks):
        acc, m_i, l_i = _consume_block(j, acc, m_i, l_i, q, k_smem, v_smem, k_ready, v_ready,
                                       k_empty, v_empty, rows, n_kv, qk_scale, HALF, BLOCK_N,
                                       STAGES, True, CAUSAL, s_layout, o_layout)
    lse = m_i + gl.log2(l_i)
    gl.store(lse_ptr + batch_head * n_q + rows, lse, mask=rows < n_q)
    l_o = gl.convert_layout(l_i, gl.SliceLayout(1, o_layout))
    out = (acc / gl.expand_dims(l_o, 1)).to(o_ptr.dtype.element_ty)
    o_rows = row0 + gl.arange(0, HALF, layout=gl.SliceLayout(1, o_layout))
    dims = gl.arange(0, HEAD_DIM, layout=gl.SliceLayout(0, o_layout))
    o_head = o_ptr + batch_head.to(gl.int64) * n_q * HEAD_DIM
    offsets = gl.expand_dims(o_rows, 1) * HEAD_DIM + gl.expand_dims(dims, 0)
    gl.store(o_head + offsets, out, mask=gl.expand_dims(o_rows < n_q, 1))
# --8<-- [end:consumer]


# --8<-- [start:kernel]
@gluon.jit
def attention_forward_ws_kernel(
        q_desc, k_desc, v_desc, o_ptr, lse_ptr,  # q: 64-row tiles; k, v: BLOCK_N-row tiles
        heads, group, n_q, n_kv, qk_scale,
        HEAD_DIM: gl.constexpr, BLOCK_N: gl.constexpr, STAGES: gl.constexpr,
        CAUSAL: gl.constexpr, CONSUMER_REGS: gl.constexpr, num_warps: gl.constexpr):
    HALF: gl.constexpr = HALF_ROWS  # = q_desc's block rows
    BLOCK_M: gl.constexpr = 2 * HALF_ROWS
    block_m = gl.program_id(0)
    batch_head = gl.program_id(1)
    batch, head = batch_head // heads, batch_head % heads
    kv_head = batch * (heads // group) + head // group
    tile_row0 = block_m * BLOCK_M
    q_row0 = batch_head * n_q + tile_row0
    kv_row0 = kv_head * n_kv
    dtype: gl.constexpr = q_desc.dtype

    q_smem = gl.allocate_shared_memory(dtype, [2, HALF, HEAD_DIM], q_desc.layout)
    k_smem = gl.allocate_shared_memory(dtype, [STAGES, BLOCK_N, HEAD_DIM], k_desc.layout)
    v_smem = gl.allocate_shared_memory(dtype, [STAGES, BLOCK_N, HEAD_DIM], v_desc.layout)
    q_bars = gl.allocate_shared_memory(gl.int64, [2, 1], mbarrier.MBarrierLayout())
    k_ready = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    v_ready = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    k_empty = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    v_empty = gl.allocate_shared_memory(gl.int64, [STAGES, 1], mbarrier.MBarrierLayout())
    for h in gl.static_range(2):
        mbarrier.init(q_bars.index(h), count=1)
    for i in gl.static_range(STAGES):
        mbarrier.init(k_ready.index(i), count=1)
        mbarrier.init(v_ready.index(i), count=1)
        mbarrier.init(k_empty.index(i), count=2)  # one arrival per consumer
        mbarrier.init(v_empty.index(i), count=2)
    fence_async_shared()

    if CAUSAL:
        hi = gl.minimum(tile_row0 + BLOCK_M, n_kv)
    else:
        hi = n_kv
    n_blocks = gl.cdiv(hi, BLOCK_N)

    # Tuples written out in full: a tuple built by ``+`` hands constexprs over as ints,
    # which a partition's arguments cannot carry.
    gl.warp_specialize([
        (_consumer, (q_smem, k_smem, v_smem, q_bars, k_ready, v_ready, k_empty, v_empty,
                     o_ptr, lse_ptr, batch_head, tile_row0, n_q, n_kv, n_blocks, qk_scale,
                     FIRST_HALF, HALF, BLOCK_N, HEAD_DIM, STAGES, CAUSAL)),
        (_consumer, (q_smem, k_smem, v_smem, q_bars, k_ready, v_ready, k_empty, v_empty,
                     o_ptr, lse_ptr, batch_head, tile_row0, n_q, n_kv, n_blocks, qk_scale,
                     SECOND_HALF, HALF, BLOCK_N, HEAD_DIM, STAGES, CAUSAL)),
        (_loader, (q_desc, k_desc, v_desc, q_smem, k_smem, v_smem, q_bars, k_ready, v_ready,
                   k_empty, v_empty, q_row0, kv_row0, n_blocks, HALF, BLOCK_N, STAGES)),
    ], [4, 1], [CONSUMER_REGS, 24])

    for h in gl.static_range(2):
        mbarrier.invalidate(q_bars.index(h))
    for i in gl.static_range(STAGES):
        mbarrier.invalidate(k_ready.index(i))
        mbarrier.invalidate(v_ready.index(i))
        mbarrier.invalidate(k_empty.index(i))
        mbarrier.invalidate(v_empty.index(i))
# --8<-- [end:kernel]


# --8<-- [start:configs]
# (BLOCK_N, STAGES, maxnreg, consumer registers). 12 warps a program (two consumer
# warpgroups and the loader's): maxnreg x 12 x 32 registers. 168: one program per SM
# (64512 of 65536); the consumers get 240 each, the loader 24.
GPU_CONFIGS = {64: (128, 2, 168, 240), 128: (128, 2, 168, 240)}
# --8<-- [end:configs]


# --8<-- [start:wrapper]
def attention_forward(q, k, v, causal=False, scale=None, config=None):
    """(O, LSE), as ``forward.attention_forward``, by the warp-specialized kernel."""
    b, h, h_kv, n_q, n_kv, d = check_gluon_inputs(q, k, v)
    block_n, stages, maxnreg, consumer_regs = config or GPU_CONFIGS[d]
    check_tma_inputs(q, k, v, HALF_M, block_n)
    scale = problem.default_scale(d) if scale is None else scale
    o = torch.empty_like(q)
    lse = torch.empty((b, h, n_q), dtype=torch.float32, device=q.device)
    q_desc, k_desc, v_desc = descriptors(q, k, v, HALF_M, block_n)
    grid = (triton.cdiv(n_q, 2 * HALF_M), b * h)
    attention_forward_ws_kernel[grid](
        q_desc, k_desc, v_desc, o, lse, h, h // h_kv, n_q, n_kv, scale * LOG2_E,
        HEAD_DIM=d, BLOCK_N=block_n, STAGES=stages, CAUSAL=causal,
        CONSUMER_REGS=consumer_regs, num_warps=CONSUMER_WARPS, maxnreg=maxnreg)
    return o, lse
# --8<-- [end:wrapper]
