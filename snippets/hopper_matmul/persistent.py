"""Step 2: a persistent kernel, one program per SM looping over tiles in grouped order.

Step 1 launches one program per tile (2048 tiles of 128 x 256 at 8192^2) and the GPU
starts each when an SM frees up; a program's prologue (first loads) and epilogue
(converting and storing C) leave the tensor cores idle. Here the grid is at most the
number of SMs, and program ``p`` computes tiles ``p, p + programs, ...``. The
compiler can then overlap one tile's epilogue with the next tile's first loads
(``flatten=True`` asks it to pipeline the two nested loops as one).

How many programs: as few as give every program the same number of tiles without
adding a round. 2048 tiles on 132 SMs take 16 rounds either way; with 132 programs the
16th round is half empty, with 128 every round is full and four SMs stay idle.
Whether that is faster is measured (``one_change.py``), not assumed.

Two more switches, each one config value: ``EPILOGUE_SUBTILE`` stores C in two halves
(``tiles.store_tile``), and ``WARP_SPECIALIZE`` asks ``tl.range`` to split the loop
between warps that issue copies and warps that compute (whether Triton does that on
Hopper is measured in ``warp_specialize.py``, not assumed).
"""

import functools

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
def persistent_config(block_m, block_n, block_k, num_warps, num_stages, *, subtile=False,
                      flatten=True, warp_specialize=False, group_m=8):
    return config(block_m, block_n, block_k, num_warps, num_stages, group_m=group_m,
                  EPILOGUE_SUBTILE=subtile, FLATTEN=flatten, WARP_SPECIALIZE=warp_specialize)


# One config, chosen by timing candidates on an H100 at the clock the board settles to
# under each of them (notes/ holds the scripts and their output): 128 x 256 tiles, 3
# stages, C stored in halves, groups of 16 rows of tiles. 256 x 128 or 128 x 128 tiles
# and a 4th stage were slower in every case there (resources.py counts their registers
# and occupancy). GROUP_M = 16 and the subtiled epilogue were kept although the
# one-change-at-a-time run (one_change.py) finds them level with the row before them,
# within the spread between runs. The autotuner is not asked to choose:
# it times a few milliseconds from a cool GPU, at a clock none of these kernels keeps.
GPU_CONFIGS = [persistent_config(128, 256, 64, num_warps=8, num_stages=3, subtile=True,
                                 group_m=16)]
INTERPRETER_CONFIGS = [persistent_config(64, 64, 32, num_warps=4, num_stages=1, subtile=True,
                                         group_m=4)]
CONFIGS = INTERPRETER_CONFIGS if interpreting() else GPU_CONFIGS
# --8<-- [end:configs]


# --8<-- [start:kernel]
@triton.autotune(configs=CONFIGS, key=["M", "N", "K"])
@triton.jit(do_not_specialize=["M", "N", "K"])
def matmul_persistent_kernel(
    a_desc, b_desc, c_desc,  # tensor descriptors of A, B and C
    a_scale_ptr, b_scale_ptr,  # per-tensor scales of A and B (float8), or None
    M, N, K,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
    GROUP_M: tl.constexpr,
    B_IS_TRANSPOSED: tl.constexpr,
    EPILOGUE_SUBTILE: tl.constexpr, FLATTEN: tl.constexpr, WARP_SPECIALIZE: tl.constexpr,
    MAX_IMPRECISE_ACC: tl.constexpr = None,  # float8: K products between float32 promotions
):
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    num_tiles = num_pid_m * num_pid_n
    # Program p computes tiles p, p + programs, ...: the grid no longer depends on C.
    for tile_id in tl.range(tl.program_id(0), num_tiles, tl.num_programs(0),
                            flatten=FLATTEN, warp_specialize=WARP_SPECIALIZE):
        pid_m, pid_n = tile_position(tile_id, num_pid_m, num_pid_n, GROUP_M)
        off_m = pid_m * BLOCK_M
        off_n = pid_n * BLOCK_N
        acc = accumulate_tile(a_desc, b_desc, off_m, off_n, K, BLOCK_M, BLOCK_N, BLOCK_K,
                              B_IS_TRANSPOSED, MAX_IMPRECISE_ACC)
        if a_scale_ptr is not None:  # float8: undo both scalings in float32, once per tile
            acc = acc * (tl.load(a_scale_ptr) * tl.load(b_scale_ptr))
        store_tile(c_desc, acc, off_m, off_n, BLOCK_M, BLOCK_N, EPILOGUE_SUBTILE)
# --8<-- [end:kernel]


@functools.cache
def sm_count(device_index: int) -> int:
    """SMs of the GPU; in the interpreter, a small number so programs loop over tiles."""
    if interpreting():
        return 3
    return torch.cuda.get_device_properties(device_index).multi_processor_count


# --8<-- [start:launch]
def balanced_programs(tiles: int, sms: int) -> int:
    """The fewest programs that finish ``tiles`` in as few rounds as ``sms`` programs
    would: every program then computes the same number of tiles (or one fewer)."""
    rounds = triton.cdiv(tiles, sms)
    return triton.cdiv(tiles, rounds)


def launch_persistent(a, b, c, m, n, k, *, b_is_transposed=False, a_scale=None,
                      b_scale=None, max_imprecise_acc=None, kernel=matmul_persistent_kernel,
                      balanced=True, **fixed):
    """Describe A, B and C and launch the balanced number of programs; return the
    compiled kernel. ``max_imprecise_acc`` is float8's ``tl.dot(max_num_imprecise_acc=)``
    (None: Triton's default). ``balanced=False`` launches one program per SM instead
    of ``balanced_programs``. ``fixed`` (a config's values, num_warps and num_stages) is
    for launching the kernel under the autotuner (``kernel.fn``) directly."""
    a_desc, b_desc, c_desc = map(descriptors.describe, (a, b, c))
    if fixed:  # no autotuner, so no pre_hook: set the block shapes here
        descriptors.set_block_shapes({"a_desc": a_desc, "b_desc": b_desc, "c_desc": c_desc,
                                      "B_IS_TRANSPOSED": b_is_transposed, **fixed})
    sms = sm_count(a.device.index or 0)

    def grid(meta):
        tiles = triton.cdiv(m, meta["BLOCK_M"]) * triton.cdiv(n, meta["BLOCK_N"])
        return (balanced_programs(tiles, sms) if balanced else min(tiles, sms),)

    return kernel[grid](a_desc, b_desc, c_desc, a_scale, b_scale, m, n, k,
                        B_IS_TRANSPOSED=b_is_transposed, MAX_IMPRECISE_ACC=max_imprecise_acc,
                        **fixed)
# --8<-- [end:launch]


# --8<-- [start:wrapper]
def matmul_persistent(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """A @ B by the persistent TMA kernel; C has the inputs' dtype."""
    m, k, n = problem.check_matmul_inputs(a, b)
    a, b = descriptors.tma_aligned(a), descriptors.tma_aligned(b)
    c = descriptors.empty_tma_aligned(m, n, a.dtype, a.device)
    launch_persistent(a, b, c, m, n, k)
    return descriptors.unpadded(c)
# --8<-- [end:wrapper]


# --8<-- [start:compile]
def compile_persistent_kernel(dtype=torch.float16, size=4096, chosen=GPU_CONFIGS[0],
                              **overrides):
    """Launch the persistent kernel once with one config; return what Triton compiled."""
    a, b = problem.timing_inputs((size, size, size), dtype)
    c = torch.empty((size, size), dtype=dtype, device=a.device)
    values = {**chosen.kwargs, **overrides}
    return launch_persistent(a, b, c, size, size, size, kernel=matmul_persistent_kernel.fn,
                             **values, num_warps=chosen.num_warps, num_stages=chosen.num_stages)
# --8<-- [end:compile]


MATMUL_PERSISTENT = Snippet(
    name="hopper_matmul_persistent",
    run=matmul_persistent,
    reference=problem.matmul_reference,
    make_inputs=problem.make_inputs,
    quick_shapes=problem.QUICK_SHAPES,
    full_shapes=[(999, 1025, 1023), (4096, 4096, 4096), (64, 8192, 64)],
    dtypes=(torch.float16, torch.bfloat16),
    tolerance=problem.matmul_tolerance,
    bad_inputs=problem.bad_inputs,
    compile_for_ir=compile_persistent_kernel,
    needs_capability=(9, 0),
)
