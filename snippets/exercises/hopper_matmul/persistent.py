"""Exercise: a persistent kernel. A fixed number of programs (one per SM on a GPU)
loop over all the tiles, instead of one program per tile.

Run the check: ``python -m snippets.exercises check persistent_relu``.
"""

import torch
import triton
import triton.language as tl

from snippets.exercises import check


# --8<-- [start:kernel]
@triton.jit
def my_relu_kernel(x_ptr, out_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    n_programs = tl.num_programs(axis=0)
    n_tiles = tl.cdiv(n_elements, BLOCK_SIZE)
    # TODO: this program handles tiles pid, pid + n_programs, pid + 2 * n_programs, ...
    for tile in tl.range(...):
        # TODO: the offsets and mask of this tile.
        offsets = ...
        mask = ...
        x = tl.load(x_ptr + offsets, mask=mask)
        tl.store(out_ptr + offsets, tl.maximum(x, 0.0), mask=mask)


def my_programs_at_once(x: torch.Tensor) -> int:
    """How many programs run at the same time: one per SM on a GPU, a few elsewhere."""
    return torch.cuda.get_device_properties(x.device).multi_processor_count if x.is_cuda else 4


def my_relu(x: torch.Tensor) -> torch.Tensor:
    out = torch.empty_like(x)
    n_elements = out.numel()
    n_tiles = triton.cdiv(n_elements, 128)
    grid = (min(n_tiles, my_programs_at_once(x)),)
    my_relu_kernel[grid](x, out, n_elements, BLOCK_SIZE=128)
    return out
# --8<-- [end:kernel]


# --8<-- [start:check]
check("persistent_relu", my_relu)
# --8<-- [end:check]
