"""How close a kernel must come to its torch reference, per dtype.

One table for the whole site (rather than literals in every test): elementwise results
in float32 should match to rounding; half-precision formats keep 11 (fp16) or 8
(bf16) significant bits, so their bounds follow the unit roundoff of each format.
Reductions and matrix products add error that grows with the reduction length; their
snippets widen these bounds with :func:`for_reduction`.
"""

import math

import torch

# (atol, rtol) for elementwise results: a few units in the last place of each format.
ELEMENTWISE = {
    torch.float32: (1e-6, 1e-5),
    torch.float16: (1e-3, 2e-3),
    torch.bfloat16: (1e-2, 1.6e-2),
    torch.float64: (1e-12, 1e-12),
}

# Unit roundoff (half an ulp at 1.0) of each floating-point format.
UNIT_ROUNDOFF = {
    torch.float32: 2.0**-24,
    torch.float16: 2.0**-11,
    torch.bfloat16: 2.0**-8,
    torch.float64: 2.0**-53,
}


def elementwise(dtype: torch.dtype) -> tuple[float, float]:
    """(atol, rtol) for an elementwise kernel; exact (0, 0) for integer dtypes."""
    if not dtype.is_floating_point:
        return (0.0, 0.0)
    return ELEMENTWISE[dtype]


def for_reduction(dtype: torch.dtype, length: int, accumulate_in: torch.dtype | None = None):
    """(atol, rtol) for a sum of ``length`` products, computed in ``accumulate_in``.

    The output is rounded once to ``dtype`` (one unit roundoff), and the accumulation
    adds error that grows like ``sqrt(length)`` units of the accumulator's roundoff for
    random-sign data (the usual probabilistic bound); we allow four times that.
    """
    acc = accumulate_in or dtype
    growth = 4 * math.sqrt(max(length, 1)) * UNIT_ROUNDOFF[acc]
    atol, rtol = elementwise(dtype)
    return (atol + growth, rtol + growth)
