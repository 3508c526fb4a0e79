"""A blocked matmul: each program computes one BLOCK_M x BLOCK_N tile of C.

The tile loops over K in steps of BLOCK_K, multiplying a BLOCK_M x BLOCK_K slab of A
by a BLOCK_K x BLOCK_N slab of B with ``tl.dot`` (tensor cores on the GPU) and adding
into a float32 accumulator. Masks along M, N *and K* make every shape correct; the
source guide left the K mask as an open "todo" (``k_mask.py`` shows what goes wrong).

The tile body is its own ``@triton.jit`` function, ``matmul_tile``, because the next
kernels differ from this one only in *which* tile a program computes.
"""

import torch
import triton
import triton.language as tl

from snippets.machinery.items import Snippet
from snippets.matmul import problem
from snippets.matmul.indexing import block_offsets, mask_2d, offsets_2d


# --8<-- [start:tile]
@triton.jit
def tile_product(
    a_ptr, b_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn,
    rows, cols,  # the tile's row and column indices
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    INPUT_PRECISION: tl.constexpr,  # how tl.dot treats float32 inputs: "ieee" or "tf32"
):
    """The tile's product A[rows, :] @ B[:, cols], in a float32 accumulator."""
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k_start in range(0, K, BLOCK_K):
        ks = k_start + tl.arange(0, BLOCK_K)
        # Masks along M (rows of A), N (columns of B) and K (both). other=0.0 makes
        # the missing part of the last K step add nothing to the sum.
        a = tl.load(a_ptr + offsets_2d(rows, ks, stride_am, stride_ak),
                    mask=mask_2d(rows, ks, M, K), other=0.0)
        b = tl.load(b_ptr + offsets_2d(ks, cols, stride_bk, stride_bn),
                    mask=mask_2d(ks, cols, K, N), other=0.0)
        acc = tl.dot(a, b, acc, input_precision=INPUT_PRECISION)
    return acc


@triton.jit
def matmul_tile(
    a_ptr, b_ptr, c_ptr,  # A is M x K, B is K x N, C is M x N
    M, N, K,
    stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
    pid_m, pid_n,  # which tile of C: rows pid_m*BLOCK_M..., columns pid_n*BLOCK_N...
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    INPUT_PRECISION: tl.constexpr,
):
    rows = block_offsets(pid_m, BLOCK_M)
    cols = block_offsets(pid_n, BLOCK_N)
    acc = tile_product(a_ptr, b_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn,
                       rows, cols, BLOCK_M, BLOCK_N, BLOCK_K, INPUT_PRECISION)
    # Accumulate in float32, round once to the output's dtype (that of the inputs).
    c = acc.to(c_ptr.dtype.element_ty)
    tl.store(c_ptr + offsets_2d(rows, cols, stride_cm, stride_cn), c,
             mask=mask_2d(rows, cols, M, N))
# --8<-- [end:tile]


# --8<-- [start:kernel]
@triton.jit
def matmul_naive_kernel(
    a_ptr, b_ptr, c_ptr, M, N, K,
    stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    INPUT_PRECISION: tl.constexpr,
):
    # A 1-D grid, numbered row by row over the tiles of C: program 0 computes tile
    # (0, 0), program 1 tile (0, 1), ... the whole first row of tiles, then the next.
    pid = tl.program_id(0)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n
    matmul_tile(a_ptr, b_ptr, c_ptr, M, N, K,
                stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                pid_m, pid_n, BLOCK_M, BLOCK_N, BLOCK_K, INPUT_PRECISION)
# --8<-- [end:kernel]


# --8<-- [start:wrapper]
def matmul_naive(a: torch.Tensor, b: torch.Tensor, *, block_m: int = 128, block_n: int = 128,
                 block_k: int = 64, num_warps: int = 8, num_stages: int = 3,
                 input_precision: str = "ieee") -> torch.Tensor:
    """A @ B by ``matmul_naive_kernel``; C has the inputs' dtype.

    ``input_precision`` only matters for float32 inputs: "ieee" matches torch's default
    float32 matmul, "tf32" is faster and keeps 10 mantissa bits of each input (rounded or
    truncated: Triton's ``tl.dot`` documentation allows either).
    """
    m, k, n = problem.check_matmul_inputs(a, b)
    c = torch.empty((m, n), dtype=a.dtype, device=a.device)
    grid = (triton.cdiv(m, block_m) * triton.cdiv(n, block_n),)
    matmul_naive_kernel[grid](
        a, b, c, m, n, k,
        a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1),
        BLOCK_M=block_m, BLOCK_N=block_n, BLOCK_K=block_k, INPUT_PRECISION=input_precision,
        num_warps=num_warps, num_stages=num_stages,
    )
    return c
# --8<-- [end:wrapper]


MATMUL_NAIVE = Snippet(
    name="matmul_naive",
    run=matmul_naive,
    reference=problem.matmul_reference,
    make_inputs=problem.make_inputs,
    quick_shapes=problem.QUICK_SHAPES,
    full_shapes=problem.FULL_SHAPES,
    dtypes=problem.DTYPES,
    tolerance=problem.matmul_tolerance,
    bad_inputs=problem.bad_inputs,
)
