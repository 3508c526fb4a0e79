"""The forward kernel: one program per block of queries, a loop over blocks of keys.

Each program keeps its block of Q in registers and streams K and V through, one block
of BLOCK_N keys at a time, with the online softmax (``online_softmax.py``): a running
maximum ``m``, a running sum ``l`` and an unnormalised output ``acc``, rescaled
whenever the maximum grows. The N_Q x N_KV score matrix never exists in memory; each
program holds one BLOCK_M x BLOCK_N tile of it at a time. It saves the log-sum-exp of
every row (in base 2) for the backward.
"""

import torch
import triton
import triton.language as tl

from snippets.attention import problem
from snippets.helpers.runtime import interpreting
from snippets.machinery.items import Schedule, Snippet

LOG2_E = 1.4426950408889634  # exp(x) = exp2(x * log2(e))


# --8<-- [start:block]
@triton.jit
def _attend_block(acc, m_i, l_i, q, k_block, v_block, rows, start_n, n_kv, qk_scale,
                  BLOCK_N: tl.constexpr, MASK: tl.constexpr, CAUSAL: tl.constexpr):
    """Fold one block of keys into the running (acc, m, l) of a block of queries."""
    cols = start_n + tl.arange(0, BLOCK_N)
    if MASK:  # the blocks on the diagonal, or past the end of the keys
        k = tl.load(k_block, mask=(cols < n_kv)[:, None], other=0.0)
    else:
        k = tl.load(k_block)
    s = tl.dot(q, tl.trans(k))  # BLOCK_M x BLOCK_N scores, float32
    if MASK:
        keep = cols[None, :] < n_kv
        if CAUSAL:
            keep = keep & (cols[None, :] <= rows[:, None])
        s = tl.where(keep, s, float("-inf"))
    # The scale and log2(e) are one multiplication: exp2 of base-2 exponents.
    m_new = tl.maximum(m_i, tl.max(s, 1) * qk_scale)
    p = tl.math.exp2(s * qk_scale - m_new[:, None])
    alpha = tl.math.exp2(m_i - m_new)  # how much the old maximum overstated the new one
    l_i = l_i * alpha + tl.sum(p, 1)
    acc = acc * alpha[:, None]
    if MASK:
        v = tl.load(v_block, mask=(cols < n_kv)[:, None], other=0.0)
    else:
        v = tl.load(v_block)
    acc = tl.dot(p.to(v.dtype), v, acc)  # P rounded to the input dtype, as every FA does
    return acc, m_new, l_i
# --8<-- [end:block]


# --8<-- [start:kernel]
@triton.jit
def attention_forward_kernel(
        q_ptr, k_ptr, v_ptr, o_ptr, lse_ptr,  # q, o: (B, H, N_Q, D); k, v: (B, H_KV, N_KV, D)
        heads, group, n_q, n_kv, qk_scale,  # group = H // H_KV; qk_scale = scale * log2(e)
        HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
        CAUSAL: tl.constexpr):
    block_m = tl.program_id(0)
    batch_head = tl.program_id(1).to(tl.int64)  # int64: head starts past 2**31 elements
    batch, head = batch_head // heads, batch_head % heads
    kv_head = batch * (heads // group) + head // group
    q_start, kv_start = batch_head * n_q * HEAD_DIM, kv_head * n_kv * HEAD_DIM
    rows = block_m * BLOCK_M + tl.arange(0, BLOCK_M)
    dims = tl.arange(0, HEAD_DIM)
    keys = tl.arange(0, BLOCK_N)
    q = tl.load(q_ptr + q_start + rows[:, None] * HEAD_DIM + dims[None, :],
                mask=(rows < n_q)[:, None], other=0.0)
    k_blocks = k_ptr + kv_start + keys[:, None] * HEAD_DIM + dims[None, :]
    v_blocks = v_ptr + kv_start + keys[:, None] * HEAD_DIM + dims[None, :]
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    # Stage 1: blocks every query of this block sees whole: no mask at all. Causal: the
    # blocks left of the diagonal; otherwise every block that ends before n_kv.
    full_end = (n_kv // BLOCK_N) * BLOCK_N
    if CAUSAL:
        full_end = tl.minimum(block_m * BLOCK_M, full_end)
    for start_n in tl.range(0, full_end, BLOCK_N):
        offset = start_n * HEAD_DIM
        acc, m_i, l_i = _attend_block(acc, m_i, l_i, q, k_blocks + offset, v_blocks + offset,
                                      rows, start_n, n_kv, qk_scale, BLOCK_N, False, CAUSAL)
    # Stage 2: the diagonal blocks (causal) and the last, partial block: masked. The
    # blocks above the diagonal are never loaded: their scores would all be -inf.
    end = tl.minimum((block_m + 1) * BLOCK_M, n_kv) if CAUSAL else n_kv
    for start_n in tl.range(full_end, end, BLOCK_N):
        offset = start_n * HEAD_DIM
        acc, m_i, l_i = _attend_block(acc, m_i, l_i, q, k_blocks + offset, v_blocks + offset,
                                      rows, start_n, n_kv, qk_scale, BLOCK_N, True, CAUSAL)
    acc = acc / l_i[:, None]
    tl.store(lse_ptr + batch_head * n_q + rows, m_i + tl.math.log2(l_i), mask=rows < n_q)
    tl.store(o_ptr + q_start + rows[:, None] * HEAD_DIM + dims[None, :],
             acc.to(o_ptr.dtype.element_ty), mask=(rows < n_q)[:, None])
# --8<-- [end:kernel]


# --8<-- [start:configs]
# (BLOCK_M, BLOCK_N, num_warps, num_stages) per head dim, chosen by the probe on an H100
# (notes/attention_probe.py); the H200 runs the same ones, out of sample.
GPU_CONFIGS = {64: (128, 64, 8, 3), 128: (128, 64, 8, 3)}
# In the interpreter: blocks small enough that the test shapes span several of them,
# BLOCK_M twice BLOCK_N so that a causal diagonal covers two key blocks.
INTERPRETER_CONFIG = (32, 16, 4, 1)
# --8<-- [end:configs]


def forward_config(head_dim: int) -> tuple[int, int, int, int]:
    return INTERPRETER_CONFIG if interpreting() else GPU_CONFIGS[head_dim]


# --8<-- [start:wrapper]
def attention_forward(q, k, v, causal=False, scale=None, config=None):
    """(O, LSE): attention of q over k, v, and each row's log-sum-exp (base 2, of the
    scores times scale * log2(e)), which the backward needs."""
    b, h, h_kv, n_q, n_kv, d = problem.check_attention_inputs(q, k, v)
    scale = problem.default_scale(d) if scale is None else scale
    block_m, block_n, num_warps, num_stages = config or forward_config(d)
    o = torch.empty_like(q)
    lse = torch.empty((b, h, n_q), dtype=torch.float32, device=q.device)
    grid = (triton.cdiv(n_q, block_m), b * h)
    attention_forward_kernel[grid](
        q, k, v, o, lse, h, h // h_kv, n_q, n_kv, scale * LOG2_E,
        HEAD_DIM=d, BLOCK_M=block_m, BLOCK_N=block_n, CAUSAL=causal,
        num_warps=num_warps, num_stages=num_stages)
    return o, lse


def attention_forward_output(q, k, v):
    """The output alone, no mask: what the snippet check compares with torch."""
    return attention_forward(q, k, v)[0]
# --8<-- [end:wrapper]


def reference_output(q, k, v):
    return problem.attention_reference(q, k, v).to(q.dtype)


def compile_forward():
    """The forward kernel for bfloat16, head dim 128, causal, compiled for IR."""
    block_m, block_n, num_warps, num_stages = GPU_CONFIGS[128]
    bf16 = torch.bfloat16
    return attention_forward_kernel.warmup(
        bf16, bf16, bf16, bf16, torch.float32, 16, 1, 4096, 4096, 0.1275,
        HEAD_DIM=128, BLOCK_M=block_m, BLOCK_N=block_n, CAUSAL=True,
        num_warps=num_warps, num_stages=num_stages, grid=(1,))


ATTENTION_FORWARD = Snippet(
    name="attention_forward",
    run=attention_forward_output,
    reference=reference_output,
    make_inputs=problem.make_inputs,
    # (B, H, H_KV, N_Q, N_KV, D): one query; lengths that are multiples of no block;
    # more keys than queries; GQA 4.
    quick_shapes=[(1, 1, 1, 1, 1, 64), (1, 3, 3, 17, 40, 64), (2, 4, 1, 33, 17, 128)],
    # On the GPU, one long case (tests/attention/test_attention.py runs the rest): each new shape
    # compiles again, and regenerate.py's checks count against the GPU time of a run.
    full_shapes=[(1, 8, 1, 4097, 4097, 128)],
    dtypes=problem.DTYPES,
    tolerance=problem.attention_tolerance,
    bad_inputs=problem.bad_inputs,
    compile_for_ir=compile_forward,
    # never timed yet: one compile for its IR, already in Triton's cache
    schedule=Schedule(first_estimate_s=2.0),
)
