"""Exercise: the K loop of a blocked matmul, when K is not a multiple of BLOCK_K.

Run the check: ``python -m snippets.exercises check matmul_k_mask``.
"""

import torch
import triton
import triton.language as tl

from snippets.exercises import check


# --8<-- [start:kernel]
@triton.jit
def my_matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K,  # a: M x K, b: K x N, c: M x N, all contiguous
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    rows = tl.program_id(axis=0) * BLOCK_M + tl.arange(0, BLOCK_M)
    columns = tl.program_id(axis=1) * BLOCK_N + tl.arange(0, BLOCK_N)
    ks = tl.arange(0, BLOCK_K)
    accumulator = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_now = k * BLOCK_K + ks  # the K indices of this step
        # TODO: masks for the a tile (rows, k_now) and the b tile (k_now, columns), and
        # the value a masked-off element must read as so that the dot is unchanged.
        a_mask = ...
        b_mask = ...
        a = tl.load(a_ptr + rows[:, None] * K + k_now[None, :], mask=a_mask, other=...)
        b = tl.load(b_ptr + k_now[:, None] * N + columns[None, :], mask=b_mask, other=...)
        accumulator = tl.dot(a, b, accumulator, input_precision="ieee")
    c_mask = (rows[:, None] < M) & (columns[None, :] < N)
    tl.store(c_ptr + rows[:, None] * N + columns[None, :], accumulator, mask=c_mask)


def my_matmul(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    (M, K), (_, N) = a.shape, b.shape
    c = torch.empty((M, N), dtype=torch.float32, device=a.device)
    grid = (triton.cdiv(M, 16), triton.cdiv(N, 16))
    my_matmul_kernel[grid](a, b, c, M, N, K, BLOCK_M=16, BLOCK_N=16, BLOCK_K=16)
    return c
# --8<-- [end:kernel]


# --8<-- [start:check]
check("matmul_k_mask", my_matmul)
# --8<-- [end:check]
