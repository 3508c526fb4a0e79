"""The problem every matmul kernel in this lecture solves, and how we check it.

C = A @ B with A of shape (M, K) and B of shape (K, N). A snippet "shape" is the
triple (M, K, N), so test cases read in the order the data flows.

Inputs are scaled so that every output element has variance 1 whatever K is (each
of the K products has variance 1/K). Without that, outputs grow like sqrt(K) and
an absolute tolerance would mean something different at every K. The reference is a
float64 matmul of the very same (already rounded) inputs, cast to the output dtype:
the only differences left are the kernel's own rounding, which
:func:`matmul_tolerance` bounds.
"""

import math

import torch

from snippets.helpers import tolerances
from snippets.helpers.checks import check_int32_offsets, check_tensors
from snippets.machinery.items import BadInput

# --8<-- [start:shapes]
# (M, K, N). Run everywhere, the CPU interpreter included: 1x1x1; the guide's 3x4 @ 4x5;
# sizes that are multiples of no block size; a tall product whose K is not a multiple
# of BLOCK_K and whose grid has a partial group of rows; a wide one.
QUICK_SHAPES = [(1, 1, 1), (3, 4, 5), (127, 65, 33), (1100, 70, 150), (5, 200, 300)]
# Checked on the GPU only (too slow to interpret): powers of two and odd sizes.
FULL_SHAPES = [(512, 512, 512), (999, 1025, 1023), (4096, 4096, 4096), (64, 8192, 64),
               (4000, 96, 3000)]
# --8<-- [end:shapes]
DTYPES = (torch.float32, torch.float16, torch.bfloat16)


def make_inputs(shape, dtype, device, generator):
    m, k, n = shape
    scale = k ** -0.25  # each product a_ik * b_kj then has variance 1/K
    a = torch.randn((m, k), generator=generator, dtype=torch.float32) * scale
    b = torch.randn((k, n), generator=generator, dtype=torch.float32) * scale
    return a.to(device, dtype), b.to(device, dtype)


def timing_inputs(shape, dtype):
    """The inputs of every timing in this lecture: ``make_inputs`` on the GPU, seed 0.

    One source for all of them, so that two tables that time the same kernel differ
    only in when they ran, not in the values multiplied (a tensor core's power draw,
    and so its clock, can depend on the data)."""
    return make_inputs(shape, dtype, torch.device("cuda"), torch.Generator().manual_seed(0))


# --8<-- [start:reference]
def matmul_reference(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """A @ B computed in float64 from the same inputs, rounded once to their dtype."""
    return (a.double() @ b.double()).to(a.dtype)
# --8<-- [end:reference]


# --8<-- [start:tolerance]
TF32_UNIT_ROUNDOFF = 2.0**-11  # TF32 keeps 10 mantissa bits, like float16


def matmul_tolerance(dtype: torch.dtype, shape, input_precision: str = "ieee"):
    """(atol, rtol) for one output of a length-K dot product.

    Every kernel here accumulates in float32, so the error grows with sqrt(K) units of
    float32's roundoff (tolerances.for_reduction), on top of one rounding to the output
    dtype. With TF32 the float32 inputs are first cut to 10 mantissa bits, so the
    growth is counted in TF32's (much larger) roundoff instead.
    """
    k = shape[1]
    if dtype == torch.float32 and input_precision != "ieee":
        atol, rtol = tolerances.elementwise(dtype)
        growth = 4 * math.sqrt(k) * TF32_UNIT_ROUNDOFF
        return atol + growth, rtol + growth
    return tolerances.for_reduction(dtype, k, accumulate_in=torch.float32)
# --8<-- [end:tolerance]


# --8<-- [start:check]
def check_matmul_inputs(a: torch.Tensor, b: torch.Tensor) -> tuple[int, int, int]:
    """Reject what the kernels cannot multiply; return (M, K, N)."""
    check_tensors({"a": a, "b": b}, same_shape=False, ndim=2)
    (m, k), (k_b, n) = a.shape, b.shape
    if k != k_b:
        raise ValueError(f"a is {m}x{k} and b is {k_b}x{n}: a's columns must match b's rows")
    check_int32_offsets({"a": a, "b": b, "c": (m, n)})  # the kernels' offsets are int32
    return m, k, n
# --8<-- [end:check]


def bad_inputs(device):
    a = torch.ones(4, 3, device=device)
    b = torch.ones(3, 5, device=device)
    return [
        BadInput("inner sizes differ", (a, torch.ones(4, 5, device=device)), ValueError,
                 "columns must match"),
        BadInput("1-D input", (torch.ones(3, device=device), b), ValueError, "2 dimension"),
        BadInput("dtypes differ", (a, b.half()), TypeError, "dtype"),
        BadInput("integer input", (a.int(), b.int()), TypeError, "dtype"),
        BadInput("empty input", (a[:0], b), ValueError, "empty"),
        BadInput("not a tensor", (a, 1.0), TypeError, "torch.Tensor"),
    ]
