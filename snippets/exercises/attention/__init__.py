"""Exercises of lecture 8 (attention): skeletons here, solutions in ../solutions."""

import math

import torch

from snippets.exercises.exercise import Exercise, randint, randn, randn_shifted_rows


BLOCK = 16  # the exercise's block of queries and of keys


def _causal_attention(q, k, v):
    """softmax(scale * Q K^T, causal) V, where a key a query does not see adds nothing
    even when its value is infinite (a product with V would make it 0 * inf = NaN)."""
    scores = (q @ k.t()) / math.sqrt(q.shape[1])
    seen = torch.ones(q.shape[0], k.shape[0], dtype=torch.bool, device=q.device).tril()
    weights = torch.softmax(scores.masked_fill(~seen, float("-inf")), dim=1)
    terms = torch.where(seen[:, :, None], weights[:, :, None] * v[None, :, :], 0.0)
    return terms.sum(dim=1)


def _qkv(shape, g, device):
    n, d = shape
    return tuple(randn((n, d), g, device) for _ in range(3))


def _qkv_with_infinite_values(shape, g, device):
    """q, k, v with v = inf in the first column of the first key of every block after
    the first. Every query of that key's block sees it, so a kernel that stops at its
    diagonal block never weighs it by 0; a kernel that loads a block above the diagonal
    (and masks it) computes 0 * inf = NaN there, which the check reports."""
    q, k, v = _qkv(shape, g, device)
    v[BLOCK::BLOCK, 0] = float("inf")
    return q, k, v


EXERCISES = [
    Exercise(
        name="online_logsumexp", lecture="08-attention", title="rescale the running sum",
        kind="kernel", skeleton="snippets.exercises.attention.logsumexp",
        solution="snippets.exercises.solutions.attention.logsumexp", entry="my_logsumexp",
        reference=lambda x: torch.logsumexp(x, dim=1),
        make_inputs=lambda shape, g, device: (randn_shifted_rows(shape, g, device),),
        # One column; fewer columns than a block; many blocks with a partial last one.
        shapes=[(1, 1), (3, 5), (4, 16), (5, 100), (2, 257)],
        random_shape=lambda g: (randint(g, 1, 8), randint(g, 1, 300)),
        tolerance=lambda shape: (1e-5, 1e-5),
        hint="When a block raises the maximum, the sum so far was counted against the old "
             "maximum: multiply it by exp(m_old - m_new) before adding the block's terms; "
             "rows near +-150 (the check has some) need the max subtracted inside exp",
    ),
    Exercise(
        name="causal_diagonal", lecture="08-attention", title="the diagonal block's mask",
        kind="kernel", skeleton="snippets.exercises.attention.causal_mask",
        solution="snippets.exercises.solutions.attention.causal_mask", entry="my_causal_attention",
        reference=_causal_attention, make_inputs=_qkv_with_infinite_values,
        # (N, head dim): one query; a partial block; several blocks, the last partial.
        shapes=[(1, 16), (5, 16), (16, 32), (17, 16), (50, 32)],
        random_shape=lambda g: (randint(g, 1, 70), 16 * randint(g, 1, 2)),
        tolerance=lambda shape: (1e-4, 1e-4),
        hint="Query i sees keys 0..i: keep (cols <= rows) and cols < n. The loop ends with "
             "the diagonal block: a block loaded after it weighs the check's infinite values "
             "in V by 0, which leaves NaN",
    ),
]
