"""The kernels as a ``torch.autograd.Function``, so they drop into a model.

``flash_attention(q, k, v, causal)`` takes the layout of
``F.scaled_dot_product_attention`` (batch, heads, sequence, head dim) and, for
grouped-query attention, fewer key/value heads than query heads: query head h reads
key/value head h // (H / H_KV), and the gradient of a key/value head is the sum over
the query heads that read it (the dK/dV kernel sums it in registers).
"""

import torch

from snippets.attention import problem
from snippets.attention.backward import attention_backward
from snippets.attention.forward import attention_forward
from snippets.machinery.items import Schedule, Snippet


# --8<-- [start:function]
class FlashAttention(torch.autograd.Function):
    @staticmethod
    def forward(ctx, q, k, v, causal, scale):
        o, lse = attention_forward(q, k, v, causal=causal, scale=scale)
        # Saved: the inputs, the output and one float per query row. Not the N x N
        # probabilities: the backward recomputes them from the log-sum-exp.
        ctx.save_for_backward(q, k, v, o, lse)
        ctx.causal, ctx.scale = causal, scale
        return o

    @staticmethod
    def backward(ctx, do):
        q, k, v, o, lse = ctx.saved_tensors
        dq, dk, dv = attention_backward(q, k, v, o, lse, do, causal=ctx.causal,
                                        scale=ctx.scale)
        return dq, dk, dv, None, None  # no gradient for causal and scale


def flash_attention(q, k, v, causal: bool = False, scale: float | None = None):
    """softmax(scale * Q K^T + mask) V; scale defaults to 1 / sqrt(head dim)."""
    return FlashAttention.apply(q, k, v, causal, scale)
# --8<-- [end:function]


# --8<-- [start:gradients]
def attention_gradients(q, k, v, causal=False):
    """(O, dQ, dK, dV) through autograd, for a fixed upstream gradient dO = O's shape of
    ones times a ramp (so that every row and column of dO differs)."""
    q, k, v = (t.detach().requires_grad_() for t in (q, k, v))
    o = flash_attention(q, k, v, causal=causal)
    o.backward(upstream_gradient(o))
    return o.detach(), q.grad, k.grad, v.grad


def causal_gradients_stacked(q, k, v):
    """O and dQ of causal attention side by side along the sequence: one tensor, for
    the snippet check (tests/attention/test_attention.py checks dK and dV too)."""
    return torch.cat(attention_gradients(q, k, v, causal=True)[:2], dim=2)
# --8<-- [end:gradients]


def upstream_gradient(o: torch.Tensor) -> torch.Tensor:
    ramp = torch.linspace(-1.0, 1.0, o.shape[-2] * o.shape[-1], device=o.device)
    return ramp.reshape(o.shape[-2:]).expand(o.shape).to(o.dtype).contiguous()


def reference_gradients(q, k, v, causal=False):
    """The same in float64 through the torch reference, each rounded to its input dtype."""
    q64, k64, v64 = (t.detach().double().requires_grad_() for t in (q, k, v))
    o = problem.attention_reference(q64, k64, v64, causal=causal)
    o.backward(upstream_gradient(o.to(q.dtype)).double())
    return tuple(t.to(q.dtype) for t in (o.detach(), q64.grad, k64.grad, v64.grad))


def reference_stacked(q, k, v):
    return torch.cat(reference_gradients(q, k, v, causal=True)[:2], dim=2)


ATTENTION_AUTOGRAD = Snippet(
    name="attention_autograd",
    run=causal_gradients_stacked,
    reference=reference_stacked,
    make_inputs=problem.make_inputs,
    quick_shapes=[(1, 1, 1, 1, 1, 64), (1, 3, 3, 17, 17, 64), (1, 4, 1, 20, 33, 64)],
    full_shapes=[(3, 5, 5, 1000, 1000, 64)],  # the rest: tests/attention/test_attention.py
    dtypes=problem.DTYPES,
    tolerance=problem.attention_tolerance,
    bad_inputs=problem.bad_inputs,
    # never timed yet: no benchmark and no IR, its check is in phase 1
    schedule=Schedule(first_estimate_s=1.0),
)
