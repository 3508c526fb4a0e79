"""Is each Gluon forward right? Its largest errors against float64, as the page shows them.

The same checks as ``tests/gluon_attention`` (which import this module), kept as data for
the page: for every forward, dtype and mask, over shapes that hit every boundary (one
query; lengths inside one block; more and fewer keys than queries; GQA; lengths one past
a multiple of every block), with the inputs followed in memory by NaN (a read past the
end shows) and the output poisoned with NaN before the launch (an unwritten row shows):

- O element by element, as the largest error in units of lecture 8's tolerance
  (``problem.attention_tolerance``): at most 1 passes;
- ||O - ref|| / ||ref|| in units of the dtype's roundoff: at most ``RELATIVE_UNITS``
  passes (an output that is wrong by a little everywhere fails here first);
- the base-2 log-sum-exp, largest absolute error.
"""

import math

import torch

from snippets.attention import problem
from snippets.helpers.tolerances import UNIT_ROUNDOFF
from snippets.machinery.items import Artifact

RELATIVE_UNITS = 4  # ||O - ref|| / ||ref|| in units of the dtype's roundoff (lecture 8's bound)
LSE_TOLERANCE = (2e-3, 1e-4)  # (atol, rtol): float32 statistics of unrounded scores
LOG2_E = 1.4426950408889634
# forward.py, forward_ws.py, forward_overlap.py, and the last with its consumers taking turns
FORWARDS = ("v1", "ws", "overlap", "pingpong")

# (B, H, H_KV, N_Q, N_KV, D)
SHAPES = [
    (1, 1, 1, 1, 1, 64),  # one query, one key
    (1, 3, 3, 17, 40, 64),  # lengths inside one block; more keys than queries
    (2, 4, 1, 33, 17, 128),  # fewer keys than queries; GQA 4
    (2, 3, 3, 257, 257, 64),  # one past two blocks
    (1, 2, 2, 300, 129, 128),  # causal rows past the last key see every key
    (1, 8, 1, 1000, 1000, 128),  # GQA 8
    (1, 2, 2, 4097, 4097, 128),  # long, one past a multiple of every block
]


def forward_of(name: str):
    """The ``attention_forward`` of one of ``FORWARDS``."""
    from snippets.gluon_attention import forward, forward_overlap, forward_ws

    if name == "pingpong":
        return forward_overlap.attention_forward_pingpong
    return {"v1": forward, "ws": forward_ws, "overlap": forward_overlap}[name].attention_forward


def nan_tailed(t: torch.Tensor) -> torch.Tensor:
    """t's values in a buffer that continues with NaN: a read past the end shows."""
    buffer = torch.full((t.numel() + 64 * 128,), math.nan, dtype=t.dtype, device=t.device)
    buffer[:t.numel()] = t.reshape(-1)
    return buffer[:t.numel()].view(t.shape)


def reference64(q, k, v, causal, scale):
    """(O, LSE base 2) in float64: softmax(scale Q K^T) V, key/value head h // group,
    causal aligned at the top left (query i sees keys 0..i), as lecture 8's kernel."""
    group = q.shape[1] // k.shape[1]
    k64 = k.double().repeat_interleave(group, dim=1)
    v64 = v.double().repeat_interleave(group, dim=1)
    scores = scale * q.double() @ k64.transpose(-2, -1)
    if causal:
        n_q, n_kv = scores.shape[-2:]
        seen = torch.ones(n_q, n_kv, dtype=torch.bool, device=q.device).tril()
        scores = scores.masked_fill(~seen, -math.inf)
    lse2 = torch.logsumexp(scores, dim=-1) * LOG2_E
    return torch.softmax(scores, dim=-1) @ v64, lse2


def errors(impl: str, shape, dtype, causal: bool, scale=None, seed: int = 0) -> dict:
    """One forward's errors on one case: O in tolerance units, O normwise in roundoff
    units, the LSE's largest absolute error, and whether every output was written."""
    generator = torch.Generator().manual_seed(seed)
    q, k, v = (nan_tailed(t) for t in problem.make_inputs(shape, dtype, "cuda", generator))
    o, lse = forward_of(impl)(q, k, v, causal=causal, scale=scale)
    used = problem.default_scale(shape[-1]) if scale is None else scale
    o_ref, lse_ref = reference64(q, k, v, causal, used)
    atol, rtol = problem.attention_tolerance(dtype)
    allowed = atol + rtol * o_ref.abs()
    return {
        "finite": bool(torch.isfinite(o).all() and torch.isfinite(lse).all()),
        "O / tolerance": ((o.double() - o_ref.to(dtype).double()).abs() / allowed).max().item(),
        "O normwise / roundoff": (((o.double() - o_ref).norm() / o_ref.norm()).item()
                                  / UNIT_ROUNDOFF[dtype]),
        "LSE error": (lse.double() - lse_ref).abs().max().item(),
        "LSE allowed": (LSE_TOLERANCE[0] + LSE_TOLERANCE[1] * lse_ref.abs()).min().item(),
    }


def passes(found: dict) -> bool:
    """The tests' verdict on one case's ``errors``."""
    return (found["finite"] and found["O / tolerance"] <= 1
            and found["O normwise / roundoff"] <= RELATIVE_UNITS
            and found["LSE error"] <= found["LSE allowed"])


def error_rows() -> list[dict]:
    """Per forward, dtype and mask: the largest of each error over every shape."""
    rows = []
    for impl in FORWARDS:
        for dtype in problem.DTYPES:
            for causal in (False, True):
                found = [errors(impl, shape, dtype, causal) for shape in SHAPES]
                rows.append({
                    "forward": impl, "dtype": str(dtype).removeprefix("torch."),
                    "causal": int(causal), "shapes": len(found),
                    "O / tolerance": round(max(f["O / tolerance"] for f in found), 3),
                    "O normwise / roundoff": round(max(f["O normwise / roundoff"] for f in found), 3),
                    "LSE error": f"{max(f['LSE error'] for f in found):.2e}",
                    "passed": sum(passes(f) for f in found),
                })
                torch.cuda.empty_cache()
    return rows


def make_accuracy(folder) -> None:
    from snippets.helpers.csv_files import write_rows

    write_rows(folder / "errors.csv", error_rows())


# Optional: a GPU without it (one that has not run this lecture yet) is named on the page.
GLUON_ATTENTION_ACCURACY = Artifact(name="gluon_attention_accuracy", make=make_accuracy,
                                    needs_capability=(9, 0), optional=True)
