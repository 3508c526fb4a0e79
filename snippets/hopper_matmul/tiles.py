"""The pieces every kernel of this lecture shares, as ``@triton.jit`` functions.

- ``tile_position``: lecture 3's grouped order (``tl.swizzle2d``), from a tile number.
- ``accumulate_tile``: one BLOCK_M x BLOCK_N tile of A @ B, with A and B read through
  tensor descriptors. Each ``desc.load`` is one bulk tensor copy from global to shared
  memory; the compiler pipelines them ``num_stages`` deep. No masks: reads past the
  described shape return zeros, so the last, partial step along K adds nothing.
- ``store_tile``: C's tile written through its descriptor, whole or in two halves.
"""

import triton
import triton.language as tl


# --8<-- [start:position]
@triton.jit
def tile_position(tile_id, num_pid_m, num_pid_n, GROUP_M: tl.constexpr):
    """(pid_m, pid_n) of tile ``tile_id`` in lecture 3's grouped order."""
    return tl.swizzle2d(tile_id // num_pid_n, tile_id % num_pid_n, num_pid_m, num_pid_n, GROUP_M)
# --8<-- [end:position]


# --8<-- [start:accumulate]
@triton.jit
def accumulate_tile(a_desc, b_desc, off_m, off_n, K,
                    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                    B_IS_TRANSPOSED: tl.constexpr,  # B given as N x K (float8 needs it)
                    MAX_IMPRECISE_ACC: tl.constexpr = None):  # float8 only: see fp8.py
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k_step in range(tl.cdiv(K, BLOCK_K)):
        off_k = k_step * BLOCK_K
        a = a_desc.load([off_m, off_k])  # BLOCK_M x BLOCK_K, zeros past M and K
        if B_IS_TRANSPOSED:
            b = b_desc.load([off_n, off_k]).T  # read N x K, use as K x N
        else:
            b = b_desc.load([off_k, off_n])  # BLOCK_K x BLOCK_N, zeros past K and N
        acc = tl.dot(a, b, acc, max_num_imprecise_acc=MAX_IMPRECISE_ACC)
    return acc
# --8<-- [end:accumulate]


# --8<-- [start:store]
@triton.jit
def store_tile(c_desc, acc, off_m, off_n,
               BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
               EPILOGUE_SUBTILE: tl.constexpr):
    """Round the float32 tile once to C's dtype and store it; the store clips at C's edges."""
    if EPILOGUE_SUBTILE:
        # Two BLOCK_M x BLOCK_N/2 halves: the staging buffer in shared memory is half the
        # size, and the first half's copy to memory overlaps converting the second.
        halves = tl.permute(tl.reshape(acc, (BLOCK_M, 2, BLOCK_N // 2)), (0, 2, 1))
        left, right = tl.split(halves)
        c_desc.store([off_m, off_n], left.to(c_desc.dtype))
        c_desc.store([off_m, off_n + BLOCK_N // 2], right.to(c_desc.dtype))
    else:
        c_desc.store([off_m, off_n], acc.to(c_desc.dtype))
# --8<-- [end:store]
