"""The problem every attention kernel in this lecture solves, and how we check it.

O = softmax(scale * Q K^T + mask) V for each batch element and head, with Q of shape
(B, H, N_Q, D) and K, V of shape (B, H_KV, N_KV, D). H_KV may be smaller than H
(grouped-query attention): query head h reads key/value head h // (H / H_KV). "Causal"
means what ``F.scaled_dot_product_attention(is_causal=True)`` means: query i sees keys
0..i (the mask is aligned at the top left, also when N_Q and N_KV differ).

A snippet "shape" is (B, H, H_KV, N_Q, N_KV, D). The reference computes in float64 from
the very same (already rounded) inputs, so what is left is the kernel's own rounding.
"""

import math

import torch

from snippets.helpers import checks, tolerances
from snippets.helpers.checks import check_tensors
from snippets.machinery.items import BadInput

# --8<-- [start:supported]
HEAD_DIMS = (64, 128)  # one tl.dot per block needs a power of two; these are what models use
DTYPES = (torch.float16, torch.bfloat16)  # tensor-core inputs; softmax statistics in float32
# --8<-- [end:supported]


# --8<-- [start:check]
def check_attention_inputs(q, k, v) -> tuple[int, int, int, int, int, int]:
    """Reject what the kernels cannot compute; return (B, H, H_KV, N_Q, N_KV, D)."""
    check_tensors({"q": q, "k": k, "v": v}, dtypes=DTYPES, same_shape=False, ndim=4)
    (b, h, n_q, d), (b_k, h_kv, n_kv, d_k) = q.shape, k.shape
    if v.shape != k.shape:
        raise ValueError(f"v has shape {tuple(v.shape)} but k has {tuple(k.shape)}")
    if b_k != b or d_k != d:
        raise ValueError(f"q is {tuple(q.shape)} and k is {tuple(k.shape)}: the layout is "
                         "(batch, heads, sequence, head dim), with the same batch and head dim")
    if d not in HEAD_DIMS:
        raise ValueError(f"head dim {d} is not supported; supported head dims: "
                         f"{', '.join(map(str, HEAD_DIMS))}")
    if h % h_kv:
        raise ValueError(f"{h} query heads cannot share {h_kv} key/value heads: "
                         "the query heads must be a multiple of the key/value heads")
    # Offsets inside one head are int32 (row * D + column); the start of each head is
    # int64 in the kernels, so only one head's matrix has to stay below 2**31 elements.
    if max(n_q, n_kv) * d > checks.INT32_OFFSET_LIMIT:
        raise ValueError(f"one head holds {max(n_q, n_kv) * d:,} elements, past the "
                         f"{checks.INT32_OFFSET_LIMIT:,} an int32 offset reaches inside a head")
    return b, h, h_kv, n_q, n_kv, d
# --8<-- [end:check]


def default_scale(head_dim: int) -> float:
    return 1.0 / math.sqrt(head_dim)


# --8<-- [start:reference]
def attention_reference(q, k, v, causal: bool = False, scale: float | None = None):
    """softmax(scale * Q K^T + mask) V in float64, key/value heads repeated for GQA."""
    scale = default_scale(q.shape[-1]) if scale is None else scale
    group = q.shape[1] // k.shape[1]
    k64 = k.double().repeat_interleave(group, dim=1)
    v64 = v.double().repeat_interleave(group, dim=1)
    scores = scale * q.double() @ k64.transpose(-2, -1)
    if causal:  # query i sees keys 0..i, as torch's is_causal
        n_q, n_kv = scores.shape[-2:]
        seen = torch.ones(n_q, n_kv, dtype=torch.bool, device=q.device).tril()
        scores = scores.masked_fill(~seen, float("-inf"))
    return torch.softmax(scores, dim=-1) @ v64
# --8<-- [end:reference]


def make_inputs(shape, dtype, device, generator):
    """Standard normal q, k, v: scores of scale * q.k then have variance 1."""
    b, h, h_kv, n_q, n_kv, d = shape
    q = torch.randn((b, h, n_q, d), generator=generator)
    k = torch.randn((b, h_kv, n_kv, d), generator=generator)
    v = torch.randn((b, h_kv, n_kv, d), generator=generator)
    return tuple(t.to(device, dtype) for t in (q, k, v))


def timing_inputs(batch, heads, n, head_dim, dtype, kv_heads=None, requires_grad=False):
    """The inputs of every timing in this lecture: ``make_inputs`` on the GPU, seed 0."""
    shape = (batch, heads, kv_heads or heads, n, n, head_dim)
    tensors = make_inputs(shape, dtype, torch.device("cuda"), torch.Generator().manual_seed(0))
    return tuple(t.requires_grad_(requires_grad) for t in tensors)


# --8<-- [start:tolerance]
def attention_tolerance(dtype: torch.dtype, shape=None) -> tuple[float, float]:
    """(atol, rtol) for outputs and gradients of unit scale.

    The kernels round P (the probabilities) and dS to the input dtype before each
    tensor-core product, as every FlashAttention does, and round the result once; the
    error of a weighted average of unit values is then a few units of that roundoff."""
    unit = tolerances.UNIT_ROUNDOFF[dtype]
    return 16 * unit, 16 * unit
# --8<-- [end:tolerance]


# --8<-- [start:flops]
def attention_flops(batch, heads, n_q, n_kv, head_dim, causal, backward=False) -> float:
    """4 B H N_Q N_KV D: two products (Q K^T and P V) of 2 N_Q N_KV D operations each;
    half of it when causal; the backward counts 2.5 times the forward (its five
    products against the forward's two), so forward + backward counts 3.5 times the
    forward, as FlashAttention counts."""
    flops = 4 * batch * heads * n_q * n_kv * head_dim
    flops *= 0.5 if causal else 1.0
    return flops * (3.5 if backward else 1.0)
# --8<-- [end:flops]


def bad_inputs(device):
    q = torch.ones(1, 2, 4, 64, device=device, dtype=torch.float16)
    return [
        BadInput("head dim 48", (q[..., :48].contiguous(),) * 3, ValueError,
                 "supported head dims: 64, 128"),
        BadInput("float32", (q.float(),) * 3, TypeError, "supported dtypes: float16, bfloat16"),
        BadInput("3-D input", (q[0],) * 3, ValueError, "4 dimension"),
        BadInput("heads not a multiple", (q, q[:, :1].expand(1, 3, 4, 64).contiguous(),
                                          q[:, :1].expand(1, 3, 4, 64).contiguous()),
                 ValueError, "multiple of the key/value heads"),
        BadInput("v unlike k", (q, q, q[:, :, :3].contiguous()), ValueError, "v has shape"),
        BadInput("empty", (q[:, :, :0],) * 3, ValueError, "empty"),
    ]
