"""Attention's forward in Gluon, warp-specialized, with the two products of each consumer
overlapping its softmax (FA3 section 3.2, "intra-warpgroup overlapping").

Same loader, ring, barriers, interface and numbers as ``forward_ws.py``; what changes
is the order of work inside each consumer warpgroup. In ``forward_ws`` a consumer does,
per key block j: S_j = Q K_j^T, wait; softmax; O += P_j V_j, wait. The tensor cores idle
during the softmax and the exp2 units idle during the products, inside one warpgroup
(the other consumer may fill some of the gap). Here a consumer keeps one product in
flight while it computes:

    issue S_{j+1} = Q K_{j+1}^T          (async)
    issue O += P_j V_j                   (async; O was already rescaled to m_j)
    wait until 1 product is outstanding  -> S_{j+1} is done (wgmma groups retire in order)
    softmax of S_{j+1}: m_{j+1}, P_{j+1}, alpha_{j+1}, l     (P_j V_j still running)
    wait until 0 are outstanding         -> O is done; P_j's registers are free again
    O *= alpha_{j+1}

so the exp2 work of block j+1 runs while the tensor cores do P_j V_j. The price is
registers: S_{j+1} (64), O (64), P_j (32, held until its product retires) and P_{j+1}
live at once, which the consumers' 240-register budget holds. P_j is passed to the
second wait as a dependency, so the compiler keeps its registers until the wgmma that
reads them has retired.

One more choice, for causal attention: ``LONGEST_FIRST`` numbers each head's query
tiles from the last (the most key blocks) to the first, so the shortest tiles of the
last heads fill the tail of the launch (FA3's longest-processing-time-first order in its
cheapest form: no persistent grid, and the grid's order of heads is kept, so programs
that run together still share a head's K and V in L2).
"""

import torch
import triton
from triton.experimental import gluon
from triton.experimental.gluon import language as gl
from triton.experimental.gluon.language.nvidia.hopper import (
    fence_async_shared, mbarrier, warpgroup_mma, warpgroup_mma_wait)

from snippets.attention import problem
from snippets.gluon_attention.forward import (LOG2_E, check_gluon_inputs, check_tma_inputs,
                                              descriptors)
from snippets.gluon_attention.forward_ws import (CONSUMER_WARPS, FIRST_HALF, HALF_M, HALF_ROWS,
                                                 SECOND_HALF, _loader)
from snippets.gluon_attention.layouts import accumulator_layout, p_operand_layout


# --8<-- [start:softmax]
@gluon.jit
def _softmax(s, m_i, l_i, j, rows, n_kv, qk_scale, BLOCK_N: gl.constexpr,
             MASK: gl.constexpr, CAUSAL: gl.constexpr, s_layout: gl.constexpr):
    """Block j's scores -> (P in float32, new max, rescale factor, new sum)."""
    if MASK:  # the diagonal blocks (causal) and the last, partial block
        cols = j * BLOCK_N + gl.arange(0, BLOCK_N, layout=gl.SliceLayout(0, s_layout))
        keep = gl.expand_dims(cols < n_kv, 0)
        if CAUSAL:
            keep = keep & (gl.expand_dims(cols, 0) <= gl.expand_dims(rows, 1))
        s = gl.where(keep, s, float("-inf"))
    m_new = gl.maximum(m_i, gl.max(s, 1) * qk_scale)
    p = gl.exp2(s * qk_scale - gl.expand_dims(m_new, 1))
    alpha = gl.exp2(m_i - m_new)
    l_i = l_i * alpha + gl.sum(p, 1)
    return p, m_new, alpha, l_i
# --8<-- [end:softmax]


# --8<-- [start:step]
@gluon.jit
def _overlapped_step(j, acc, p_op, m_i, l_i, q, k_smem, v_smem, k_ready, v_ready, k_empty,
                     v_empty, turn, rows, n_kv, qk_scale, HALF: gl.constexpr,
                     BLOCK_N: gl.constexpr, STAGES: gl.constexpr, MASK: gl.constexpr,
                     CAUSAL: gl.constexpr, H_INDEX: gl.constexpr, PINGPONG: gl.constexpr,
                     s_layout: gl.constexpr, o_layout: gl.constexpr):
    """S_j = Q K_j^T and O += P_{j-1} V_{j-1} on the tensor cores while the softmax of
    S_j runs; returns O rescaled to block j's maximum and P_j, ready for the next step.
    With PINGPONG the two consumers take turns to issue their products (FA3's ping-pong):
    each waits on its own ``turn`` mbarrier before issuing, and arrives on the other's
    after, so one's softmax runs while the other's products do."""
    slot = j % STAGES
    phase = (j // STAGES) & 1
    prev = (j - 1) % STAGES
    prev_phase = ((j - 1) // STAGES) & 1
    mbarrier.wait(k_ready.index(slot), phase)
    if PINGPONG:  # the first consumer's first turn passes on the fresh barrier
        mbarrier.wait(turn.index(H_INDEX), ((j - 1) & 1) ^ (1 - H_INDEX))
    s = warpgroup_mma(q, k_smem.index(slot).permute((1, 0)),
                      gl.zeros([HALF, BLOCK_N], gl.float32, s_layout), use_acc=False, is_async=True)
    mbarrier.wait(v_ready.index(prev), prev_phase)
    acc = warpgroup_mma(p_op, v_smem.index(prev), acc, is_async=True)
    if PINGPONG:
        mbarrier.arrive(turn.index(1 - H_INDEX), count=1)
    s = warpgroup_mma_wait(num_outstanding=1, deps=(s,))  # S_j done; P_{j-1} V_{j-1} may run
    mbarrier.arrive(k_empty.index(slot), count=1)
    p, m_i, alpha, l_i = _softmax(s, m_i, l_i, j, rows, n_kv, qk_scale, BLOCK_N, MASK, CAUSAL,
                                  s_layout)
    acc, p_op = warpgroup_mma_wait(num_outstanding=0, deps=(acc, p_op))
    mbarrier.arrive(v_empty.index(prev), count=1)
    acc = acc * gl.expand_dims(gl.convert_layout(alpha, gl.SliceLayout(1, o_layout)), 1)
    p_op = gl.convert_layout(p.to(v_smem.dtype), p_operand_layout(o_layout))
    return acc, p_op, m_i, l_i
# --8<-- [end:step]


# --8<-- [start:consumer]
@gluon.jit
def _consumer(q_smem, k_smem, v_smem, q_bars, k_ready, v_ready, k_empty, v_empty, turn,
              o_ptr, lse_ptr, batch_head, tile_row0, n_q, n_kv, n_blocks, qk_scale,
              H_INDEX: gl.constexpr, HALF: gl.constexpr, BLOCK_N: gl.constexpr,
              HEAD_DIM: gl.constexpr, STAGES: gl.constexpr, CAUSAL: gl.constexpr,
              PINGPONG: gl.constexpr):
    """One warpgroup: rows tile_row0 + H_INDEX * HALF + [0, HALF), products overlapped."""
    s_layout: gl.constexpr = accumulator_layout(HALF, BLOCK_N, 4)
    o_layout: gl.constexpr = accumulator_layout(HALF, HEAD_DIM, 4)
    row0 = tile_row0 + H_INDEX * HALF
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

    # Prologue: block 0's scores and softmax alone (masked: one block a tile, so the
    # unmasked case needs no separate branch). O is still zero: nothing to rescale.
    mbarrier.wait(k_ready.index(0), 0)
    s = warpgroup_mma(q, k_smem.index(0).permute((1, 0)),
                      gl.zeros([HALF, BLOCK_N], gl.float32, s_layout), use_acc=False, is_async=True)
    s = warpgroup_mma_wait(num_outstanding=0, deps=(s,))
    mbarrier.arrive(k_empty.index(0), count=1)
    p, m_i, alpha, l_i = _softmax(s, m_i, l_i, 0, rows, n_kv, qk_scale, BLOCK_N, True, CAUSAL,
                                  s_layout)
    p_op = gl.convert_layout(p.to(v_smem.dtype), p_operand_layout(o_layout))

    # Steady state: unmasked blocks, then the masked ones (the causal diagonal last).
    for j in range(1, n_full):
        acc, p_op, m_i, l_i = _overlapped_step(
            j, acc, p_op, m_i, l_i, q, k_smem, v_smem, k_ready, v_ready, k_empty, v_empty,
            turn, rows, n_kv, qk_scale, HALF, BLOCK_N, STAGES, False, CAUSAL, H_INDEX, PINGPONG,
            s_layout, o_layout)
    for j in range(gl.maximum(n_full, 1), n_blocks):
        acc, p_op, m_i, l_i = _overlapped_step(
            j, acc, p_op, m_i, l_i, q, k_smem, v_smem, k_ready, v_ready, k_empty, v_empty,
            turn, rows, n_kv, qk_scale, HALF, BLOCK_N, STAGES, True, CAUSAL, H_INDEX, PINGPONG,
            s_layout, o_layout)

    # Drain: the last block's P V.
    last = n_blocks - 1
    mbarrier.wait(v_ready.index(last % STAGES), (last // STAGES) & 1)
    acc = warpgroup_mma(p_op, v_smem.index(last % STAGES), acc, is_async=True)
    acc, p_op = warpgroup_mma_wait(num_outstanding=0, deps=(acc, p_op))
    mbarrier.arrive(v_empty.index(last % STAGES), count=1)

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
def attention_forward_overlap_kernel(
        q_desc, k_desc, v_desc, o_ptr, lse_ptr,  # q: 64-row tiles; k, v: BLOCK_N-row tiles
        heads, group, n_q, n_kv, qk_scale,
        HEAD_DIM: gl.constexpr, BLOCK_N: gl.constexpr, STAGES: gl.constexpr,
        CAUSAL: gl.constexpr, CONSUMER_REGS: gl.constexpr, LONGEST_FIRST: gl.constexpr,
        PINGPONG: gl.constexpr, num_warps: gl.constexpr):
    HALF: gl.constexpr = HALF_ROWS
    BLOCK_M: gl.constexpr = 2 * HALF_ROWS
    # Grid (tiles, B*H), as forward_ws: programs that start together share a head's K
    # and V in L2. LONGEST_FIRST numbers each head's tiles from its last (causal: the
    # most key blocks) to its first, so the shortest tiles run last.
    batch_head = gl.program_id(1)
    if LONGEST_FIRST:
        block_m = gl.num_programs(0) - 1 - gl.program_id(0)
    else:
        block_m = gl.program_id(0)
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
    turn = gl.allocate_shared_memory(gl.int64, [2, 1], mbarrier.MBarrierLayout())
    for h in gl.static_range(2):
        mbarrier.init(q_bars.index(h), count=1)
        mbarrier.init(turn.index(h), count=1)  # each consumer's turn (PINGPONG only)
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

    gl.warp_specialize([
        (_consumer, (q_smem, k_smem, v_smem, q_bars, k_ready, v_ready, k_empty, v_empty,
                     turn, o_ptr, lse_ptr, batch_head, tile_row0, n_q, n_kv, n_blocks,
                     qk_scale, FIRST_HALF, HALF, BLOCK_N, HEAD_DIM, STAGES, CAUSAL, PINGPONG)),
        (_consumer, (q_smem, k_smem, v_smem, q_bars, k_ready, v_ready, k_empty, v_empty,
                     turn, o_ptr, lse_ptr, batch_head, tile_row0, n_q, n_kv, n_blocks,
                     qk_scale, SECOND_HALF, HALF, BLOCK_N, HEAD_DIM, STAGES, CAUSAL, PINGPONG)),
        (_loader, (q_desc, k_desc, v_desc, q_smem, k_smem, v_smem, q_bars, k_ready, v_ready,
                   k_empty, v_empty, q_row0, kv_row0, n_blocks, HALF, BLOCK_N, STAGES)),
    ], [4, 1], [CONSUMER_REGS, 24])

    for h in gl.static_range(2):
        mbarrier.invalidate(q_bars.index(h))
        mbarrier.invalidate(turn.index(h))
    for i in gl.static_range(STAGES):
        mbarrier.invalidate(k_ready.index(i))
        mbarrier.invalidate(v_ready.index(i))
        mbarrier.invalidate(k_empty.index(i))
        mbarrier.invalidate(v_empty.index(i))
# --8<-- [end:kernel]


# --8<-- [start:configs]
# (BLOCK_N, STAGES, maxnreg, consumer registers, longest first), as forward_ws's plus
# the tile order. Each head's tiles longest first: 1-2% faster causal on an H200, the
# same non-causal (notes/gluon-attention.md, session 3); head dim 64 untimed.
GPU_CONFIGS = {64: (128, 2, 168, 240, True), 128: (128, 2, 168, 240, True)}
# The same with the consumers taking turns (``attention_forward_pingpong``).
PINGPONG_CONFIGS = {d: config + (True,) for d, config in GPU_CONFIGS.items()}
# --8<-- [end:configs]


# --8<-- [start:wrapper]
def attention_forward(q, k, v, causal=False, scale=None, config=None):
    """(O, LSE), as ``forward.attention_forward``, by the overlapped warp-specialized kernel."""
    b, h, h_kv, n_q, n_kv, d = check_gluon_inputs(q, k, v)
    block_n, stages, maxnreg, consumer_regs, longest_first, *pingpong = config or GPU_CONFIGS[d]
    check_tma_inputs(q, k, v, HALF_M, block_n)
    scale = problem.default_scale(d) if scale is None else scale
    o = torch.empty_like(q)
    lse = torch.empty((b, h, n_q), dtype=torch.float32, device=q.device)
    q_desc, k_desc, v_desc = descriptors(q, k, v, HALF_M, block_n)
    tiles = triton.cdiv(n_q, 2 * HALF_M)
    grid = (tiles, b * h)
    attention_forward_overlap_kernel[grid](
        q_desc, k_desc, v_desc, o, lse, h, h // h_kv, n_q, n_kv, scale * LOG2_E,
        HEAD_DIM=d, BLOCK_N=block_n, STAGES=stages, CAUSAL=causal,
        CONSUMER_REGS=consumer_regs, LONGEST_FIRST=longest_first,
        PINGPONG=bool(pingpong and pingpong[0]), num_warps=CONSUMER_WARPS, maxnreg=maxnreg)
    return o, lse
# --8<-- [end:wrapper]


def attention_forward_pingpong(q, k, v, causal=False, scale=None, config=None):
    """(O, LSE), as ``attention_forward``, with the two consumers taking turns."""
    # A head dim without a config falls through to attention_forward's own checks.
    head_dim = q.shape[-1] if isinstance(q, torch.Tensor) and q.dim() else None
    return attention_forward(q, k, v, causal, scale, config or PINGPONG_CONFIGS.get(head_dim))
