"""Step 4: the persistent kernel on float8 (e4m3) inputs with per-tensor scales.

float8 e4m3 keeps 3 mantissa bits and reaches at most 448, so a tensor is stored as
``x / scale`` with ``scale = amax(|x|) / 448`` (its largest element lands on the
largest float8 number), and the product is scaled back:
``A @ B = (A / sa) @ (B / sb) * (sa * sb)``. The tensor cores multiply the float8
values (``wgmma`` with e4m3 operands, QGMMA in the SASS) at twice the float16 rate.

They do *not* accumulate in float32. Hopper's float8 ``wgmma`` keeps its running sum
in a narrower format (about 14 significant bits, as the DeepSeek-V3 report measured),
so a long K loses low bits that float32 would keep. Two remedies, both a matter of
how often the partial sum is added into a true float32 accumulator with ordinary
(CUDA-core) additions, "promoted":

- Triton: ``tl.dot(..., max_num_imprecise_acc=n)`` promotes after every ``n`` products
  along K (n <= BLOCK_K). Its default on sm_90 is 2^30: never, the fast mode.
- cuBLAS: ``torch._scaled_mm(..., use_fast_accum=False)`` (the default) promotes;
  ``use_fast_accum=True`` does not.

So like for like is default Triton against ``_scaled_mm(use_fast_accum=True)``, and
Triton with ``max_num_imprecise_acc`` against the default ``_scaled_mm``. The kernel
multiplies each finished tile by ``sa * sb`` once and stores bfloat16, as
``torch._scaled_mm`` does.

Hopper's float8 ``wgmma`` reads both operands K-major from shared memory, so B is
given transposed, N x K: the layout ``torch._scaled_mm`` also requires (it takes
``b_t.T``, a column-major view).
"""

import torch
import triton

from snippets.helpers.checks import check_int32_offsets, check_tensors
from snippets.helpers.runtime import interpreting
from snippets.machinery.items import BadInput, Snippet
from snippets.hopper_matmul import descriptors
from snippets.hopper_matmul.persistent import (launch_persistent, matmul_persistent_kernel,
                                               persistent_config)
from snippets.matmul import problem

FP8 = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8).max  # 448.0


# --8<-- [start:quantize]
def quantize(x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """(x / scale as float8 e4m3, scale) with one float32 scale for the whole tensor."""
    scale = x.abs().amax().float().clamp(min=1e-12) / FP8_MAX
    return (x.float() / scale).to(FP8), scale
# --8<-- [end:quantize]


def make_inputs(shape, dtype, device, generator):
    """Lecture 3's inputs, quantized: (A8, B8 transposed (N x K), scale of A, of B)."""
    a, b = problem.make_inputs(shape, torch.float32, device, generator)
    a8, a_scale = quantize(a)
    b8_t, b_scale = quantize(b.T.contiguous())
    return a8, b8_t, a_scale, b_scale


# --8<-- [start:reference]
def matmul_fp8_reference(a8, b8_t, a_scale, b_scale) -> torch.Tensor:
    """The exact product of the float8 values, scaled, rounded once to bfloat16."""
    exact = (a8.double() @ b8_t.double().T) * (a_scale.double() * b_scale.double())
    return exact.to(torch.bfloat16)
# --8<-- [end:reference]


# The fast (unpromoted) accumulator keeps about 14 significant bits: its unit roundoff.
FAST_ACCUMULATOR_ROUNDOFF = 2.0**-14


def tolerance(dtype, shape):
    # The float8 values are exact in the reference; what is left is the accumulation
    # and one rounding to bfloat16. By default the kernel accumulates in the tensor
    # cores' narrower format, so the growth with sqrt(K) is counted in its roundoff.
    atol, rtol = problem.matmul_tolerance(torch.bfloat16, shape)
    growth = 4 * shape[1] ** 0.5 * FAST_ACCUMULATOR_ROUNDOFF
    return atol + growth, rtol + growth


# --8<-- [start:configs]
# float8 tiles take half the bytes, so BLOCK_K doubles to 128 for the same shared memory.
GPU_CONFIGS = [
    persistent_config(128, 256, 128, num_warps=8, num_stages=3, subtile=True),
    persistent_config(128, 128, 128, num_warps=8, num_stages=4),
]
INTERPRETER_CONFIGS = [persistent_config(64, 64, 32, num_warps=4, num_stages=1, group_m=4)]
# Products along K per float32 promotion: one promotion per BLOCK_K, as the DeepSeek-V3
# report does. Chosen by measurement (notes/hopper_fp8_accumulation_h100.json, an H100):
# 32, 64 and 128 all give the default _scaled_mm's error (128: the very same values),
# and 128 is the fastest of the three (859, 788 and 627 TFLOP/s at 8192^3). That probe
# ran every mode with the fast mode's 128x256x128 config, which spills when promoted;
# the kernel now tunes each mode for itself (below), so rerun the probe to re-check.
PROMOTE_EVERY = 128
# Products along K between promotions that the kernel accepts: whole wgmma instructions
# (32 float8 products each), at most one BLOCK_K. The interpreter's BLOCK_K is 32.
PROMOTION_CHOICES = (32,) if interpreting() else (32, 64, 128)

# The persistent kernel's body, with its own list of configs to tune over. The key
# holds MAX_IMPRECISE_ACC: promotion keeps a second float32 accumulator, so each
# accumulation mode is tuned for itself (the fast mode's best config spills promoted).
matmul_fp8_kernel = triton.autotune(
    configs=INTERPRETER_CONFIGS if interpreting() else GPU_CONFIGS,
    key=["M", "N", "K", "MAX_IMPRECISE_ACC"],
)(matmul_persistent_kernel.fn)
# --8<-- [end:configs]


# --8<-- [start:wrapper]
def check_fp8_inputs(a8, b8_t, a_scale, b_scale) -> tuple[int, int, int]:
    check_tensors({"a": a8, "b_t": b8_t}, dtypes=(FP8,), same_shape=False, ndim=2)
    check_tensors({"a_scale": a_scale, "b_scale": b_scale}, dtypes=(torch.float32,), ndim=0)
    check_tensors({"a": a8, "a_scale": a_scale}, dtypes=None, same_shape=False,
                  same_dtype=False)  # scales on the same device as the data
    (m, k), (n, k_b) = a8.shape, b8_t.shape
    if k != k_b:
        raise ValueError(f"a is {m}x{k} and b_t is {n}x{k_b}: both must have K columns")
    check_int32_offsets({"a": a8, "b_t": b8_t, "c": (m, n)})  # the kernel's offsets are int32
    return m, k, n


def matmul_fp8(a8: torch.Tensor, b8_t: torch.Tensor, a_scale: torch.Tensor,
               b_scale: torch.Tensor, promote_every: int | None = None) -> torch.Tensor:
    """(a8 @ b8_t.T) * a_scale * b_scale in bfloat16, like torch._scaled_mm.

    ``promote_every``: add the tensor cores' partial sum into a float32 accumulator
    after every that many products along K (a multiple of 32 up to BLOCK_K = 128);
    None keeps Triton's default, the fast accumulation without promotion."""
    m, k, n = check_fp8_inputs(a8, b8_t, a_scale, b_scale)
    if promote_every is not None and promote_every not in PROMOTION_CHOICES:
        raise ValueError(f"promote_every is {promote_every}: it must be one of "
                         f"{PROMOTION_CHOICES} (products of K per float32 addition) or None")
    a8, b8_t = descriptors.tma_aligned(a8), descriptors.tma_aligned(b8_t)
    c = descriptors.empty_tma_aligned(m, n, torch.bfloat16, a8.device)
    launch_persistent(a8, b8_t, c, m, n, k, b_is_transposed=True, a_scale=a_scale,
                      b_scale=b_scale, max_imprecise_acc=promote_every,
                      kernel=matmul_fp8_kernel)
    return descriptors.unpadded(c)
# --8<-- [end:wrapper]


# --8<-- [start:scaled_mm]
def scaled_mm(a8, b8_t, a_scale, b_scale, fast_accum=False) -> torch.Tensor:
    """The same product by cuBLAS, through torch's float8 matmul. Its default promotes
    the partial sums to float32; ``fast_accum=True`` does not, like Triton's default."""
    return torch._scaled_mm(a8, b8_t.T, scale_a=a_scale, scale_b=b_scale,
                            out_dtype=torch.bfloat16, use_fast_accum=fast_accum)
# --8<-- [end:scaled_mm]


def bad_inputs(device):
    a8, b8_t, sa, sb = make_inputs((4, 16, 8), FP8, device, torch.Generator().manual_seed(0))
    return [
        BadInput("K differs", (a8, b8_t[:, :8].contiguous(), sa, sb), ValueError, "K columns"),
        BadInput("float16 data", (a8.half(), b8_t.half(), sa, sb), TypeError, "dtype"),
        BadInput("scale per row", (a8, b8_t, sa.expand(4).contiguous(), sb), ValueError,
                 "0 dimension"),
        BadInput("float16 scale", (a8, b8_t, sa.half(), sb), TypeError, "dtype"),
        BadInput("promotion not a wgmma multiple", (a8, b8_t, sa, sb, 48), ValueError,
                 "promote_every"),
    ]


MATMUL_FP8 = Snippet(
    name="hopper_matmul_fp8",
    run=matmul_fp8,
    reference=matmul_fp8_reference,
    make_inputs=make_inputs,
    quick_shapes=problem.QUICK_SHAPES,
    full_shapes=[(999, 1025, 1023), (4096, 4096, 4096), (64, 8192, 64)],
    dtypes=(FP8,),
    tolerance=tolerance,
    bad_inputs=bad_inputs,
    needs_capability=(9, 0),
)
