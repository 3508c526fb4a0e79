"""Exercise: make it faster. ``a * x`` at the copy bandwidth.

A skeleton: write the offsets and the mask of each program's block of ``BLOCK_SIZE``
elements, and pick the block size. One element per program would mean a launch of
millions of tiny programs; a block of them lets each program move enough bytes.

Run the check: ``python -m snippets.exercises check fast_scale`` (timed on a GPU only).
"""

import torch
import triton
import triton.language as tl

from snippets.exercises import check


# --8<-- [start:kernel]
@triton.jit
def my_scale_kernel(x_ptr, out_ptr, a, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    # TODO: this program's BLOCK_SIZE offsets, and the mask for the last block.
    offsets = ...
    mask = ...
    x = tl.load(x_ptr + offsets, mask=mask)
    tl.store(out_ptr + offsets, a * x, mask=mask)


def my_scale(x: torch.Tensor, a: float) -> torch.Tensor:
    out = torch.empty_like(x)
    n_elements = out.numel()
    BLOCK_SIZE = ...  # TODO: a power of two; try a few and keep the fastest
    grid = (triton.cdiv(n_elements, BLOCK_SIZE),)
    my_scale_kernel[grid](x, out, a, n_elements, BLOCK_SIZE=BLOCK_SIZE)
    return out
# --8<-- [end:kernel]


# --8<-- [start:check]
check("fast_scale", my_scale)
# --8<-- [end:check]
