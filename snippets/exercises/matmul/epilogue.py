"""Exercise: a fused epilogue, silu(A @ B + bias), between the K loop and the store.

Run the check: ``python -m snippets.exercises check matmul_epilogue``.
"""

import torch
import triton
import triton.language as tl

from snippets.exercises import check


# --8<-- [start:kernel]
@triton.jit
def my_matmul_bias_silu_kernel(
    a_ptr, b_ptr, bias_ptr, c_ptr, M, N, K,  # a: M x K, b: K x N, bias: N, c: M x N; float16, contiguous
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
):
    rows = tl.program_id(axis=0) * BLOCK_M + tl.arange(0, BLOCK_M)
    columns = tl.program_id(axis=1) * BLOCK_N + tl.arange(0, BLOCK_N)
    ks = tl.arange(0, BLOCK_K)
    accumulator = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_now = k * BLOCK_K + ks
        a_mask = (rows[:, None] < M) & (k_now[None, :] < K)
        b_mask = (k_now[:, None] < K) & (columns[None, :] < N)
        a = tl.load(a_ptr + rows[:, None] * K + k_now[None, :], mask=a_mask, other=0.0)
        b = tl.load(b_ptr + k_now[:, None] * N + columns[None, :], mask=b_mask, other=0.0)
        accumulator = tl.dot(a, b, accumulator)
    # TODO: the epilogue. Load this tile's values of the bias (one per column of C), add
    # them to every row of the float32 accumulator, then apply SiLU, x * sigmoid(x).
    bias = ...
    accumulator = ...
    c_mask = (rows[:, None] < M) & (columns[None, :] < N)
    tl.store(c_ptr + rows[:, None] * N + columns[None, :], accumulator.to(tl.float16), mask=c_mask)


def my_matmul_bias_silu(a: torch.Tensor, b: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
    (M, K), (_, N) = a.shape, b.shape
    c = torch.empty((M, N), dtype=torch.float16, device=a.device)
    grid = (triton.cdiv(M, 16), triton.cdiv(N, 16))
    my_matmul_bias_silu_kernel[grid](a, b, bias, c, M, N, K, BLOCK_M=16, BLOCK_N=16, BLOCK_K=16)
    return c
# --8<-- [end:kernel]


# --8<-- [start:check]
check("matmul_epilogue", my_matmul_bias_silu)
# --8<-- [end:check]
