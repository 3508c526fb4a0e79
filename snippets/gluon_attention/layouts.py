"""Where each element lives: the layouts of the forward kernel.

Every tensor in a Gluon program carries a layout. Ours come from one family: the
accumulator layout of Hopper's warpgroup MMA (``NVMMADistributedLayout`` version 3).
One ``wgmma`` instruction computes a 64 x n tile with a warpgroup (4 warps, 16 rows
each); with ``num_warps`` warps stacked along M, a program covers ``16 * num_warps`` rows
per instruction row and repeats down BLOCK_M. The score tile S (BLOCK_M x BLOCK_N) and
the output tile O (BLOCK_M x HEAD_DIM) use the same warps and rows, so a row statistic
(max, sum) moves from one to the other without leaving its thread. P goes into the
second product from registers, in the dot-operand layout of O's accumulator.
"""

from triton.experimental import gluon
from triton.experimental.gluon import language as gl


# --8<-- [start:layouts]
@gluon.constexpr_function
def accumulator_layout(block_m, n, num_warps):
    """Registers of a BLOCK_M x n float32 wgmma accumulator: warps stacked along M,
    one instruction n columns wide (n <= 256, a multiple of 8), k = 16 for 16-bit inputs."""
    assert block_m % (16 * num_warps) == 0, "each warp needs whole 16-row slices"
    return gl.NVMMADistributedLayout(version=[3, 0], warps_per_cta=[num_warps, 1],
                                     instr_shape=[16, n, 16])


@gluon.constexpr_function
def p_operand_layout(o_layout):
    """P as the A operand of P @ V, from registers: two 16-bit values per 32-bit register."""
    return gl.DotOperandLayout(operand_index=0, parent=o_layout, k_width=2)
# --8<-- [end:layouts]


def shared_tile_layout(block_shape, torch_dtype):
    """The swizzled shared-memory layout TMA writes and wgmma reads (128-byte swizzle
    for rows of 64 or 128 16-bit values), chosen on the host for a descriptor."""
    return gl.NVMMASharedLayout.get_default_for(list(block_shape), GL_DTYPES[torch_dtype])


def _gl_dtypes():
    import torch

    return {torch.float16: gl.float16, torch.bfloat16: gl.bfloat16}


GL_DTYPES = _gl_dtypes()
