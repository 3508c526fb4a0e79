"""Step 1: lecture 3's grouped kernel with its tiles moved by the TMA unit.

In lecture 3 every thread computes the addresses of its share of a tile and loads
them (``cp.async`` in the SASS, many instructions per tile). Here one thread hands the
TMA unit a descriptor and the tile's coordinates, and the TMA unit moves the whole
tile into shared memory, where the tensor cores (``wgmma``) read it. Same tiles, same
grouped order, one program per tile: only the way tiles are loaded and stored differs.
"""

import torch
import triton
import triton.language as tl

from snippets.helpers.runtime import interpreting
from snippets.machinery.items import Snippet
from snippets.hopper_matmul import descriptors
from snippets.hopper_matmul.descriptors import config
from snippets.hopper_matmul.tiles import accumulate_tile, store_tile, tile_position
from snippets.matmul import problem

# --8<-- [start:configs]
# A few tile shapes known to suit float16/bfloat16 on Hopper: BLOCK_M a multiple of 64
# (one wgmma per warp group), 128 or 256 wide, 3 or 4 copies in flight.
GPU_CONFIGS = [
    config(128, 256, 64, num_warps=8, num_stages=3),
    config(128, 128, 64, num_warps=8, num_stages=4),
    config(128, 128, 64, num_warps=4, num_stages=4),
]
INTERPRETER_CONFIGS = [config(64, 64, 32, num_warps=4, num_stages=1, group_m=4)]
CONFIGS = INTERPRETER_CONFIGS if interpreting() else GPU_CONFIGS
# --8<-- [end:configs]


# --8<-- [start:kernel]
@triton.autotune(configs=CONFIGS, key=["M", "N", "K"])
@triton.jit(do_not_specialize=["M", "N", "K"])  # descriptors carry the shapes: one compile
def matmul_tma_kernel(
    a_desc, b_desc, c_desc,  # tensor descriptors of A (M x K), B (K x N) and C (M x N)
    M, N, K,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    GROUP_M: tl.constexpr,
):
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m, pid_n = tile_position(tl.program_id(0), num_pid_m, num_pid_n, GROUP_M)
    off_m = pid_m * BLOCK_M
    off_n = pid_n * BLOCK_N
    acc = accumulate_tile(a_desc, b_desc, off_m, off_n, K, BLOCK_M, BLOCK_N, BLOCK_K,
                          B_IS_TRANSPOSED=False)
    store_tile(c_desc, acc, off_m, off_n, BLOCK_M, BLOCK_N, EPILOGUE_SUBTILE=False)
# --8<-- [end:kernel]


# --8<-- [start:wrapper]
def matmul_tma(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """A @ B, tiles loaded and stored by TMA; C has the inputs' dtype."""
    m, k, n = problem.check_matmul_inputs(a, b)
    a, b = descriptors.tma_aligned(a), descriptors.tma_aligned(b)
    c = descriptors.empty_tma_aligned(m, n, a.dtype, a.device)
    a_desc, b_desc, c_desc = map(descriptors.describe, (a, b, c))

    def grid(meta):
        return (triton.cdiv(m, meta["BLOCK_M"]) * triton.cdiv(n, meta["BLOCK_N"]),)

    matmul_tma_kernel[grid](a_desc, b_desc, c_desc, m, n, k)
    return descriptors.unpadded(c)
# --8<-- [end:wrapper]


def compile_tma_kernel():
    """Launch the TMA kernel once, float16 at 4096^3, first config; return the compiled kernel."""
    a, b = problem.timing_inputs((4096, 4096, 4096), torch.float16)
    c = torch.empty((4096, 4096), dtype=torch.float16, device=a.device)
    chosen = GPU_CONFIGS[0]
    a_desc, b_desc, c_desc = map(descriptors.describe, (a, b, c))
    descriptors.set_block_shapes({"a_desc": a_desc, "b_desc": b_desc, "c_desc": c_desc,
                                  **chosen.kwargs})
    grid = (triton.cdiv(4096, chosen.kwargs["BLOCK_M"]) * triton.cdiv(4096, chosen.kwargs["BLOCK_N"]),)
    return matmul_tma_kernel.fn[grid](a_desc, b_desc, c_desc, 4096, 4096, 4096, **chosen.kwargs,
                                      num_warps=chosen.num_warps, num_stages=chosen.num_stages)


MATMUL_TMA = Snippet(
    name="hopper_matmul_tma",
    run=matmul_tma,
    reference=problem.matmul_reference,
    make_inputs=problem.make_inputs,
    quick_shapes=problem.QUICK_SHAPES,
    full_shapes=[(999, 1025, 1023), (4096, 4096, 4096), (64, 8192, 64)],
    dtypes=(torch.float16, torch.bfloat16),
    tolerance=problem.matmul_tolerance,
    bad_inputs=problem.bad_inputs,
    compile_for_ir=compile_tma_kernel,
    needs_capability=(9, 0),
)
