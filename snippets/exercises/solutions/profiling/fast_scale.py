import torch
import triton
import triton.language as tl


@triton.jit
def my_scale_kernel(x_ptr, out_ptr, a, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    tl.store(out_ptr + offsets, a * x, mask=mask)


def my_scale(x: torch.Tensor, a: float) -> torch.Tensor:
    out = torch.empty_like(x)
    n_elements = out.numel()
    # Thousands of elements per program: few enough programs that launching them is
    # cheap, each with enough loads in flight to keep memory busy.
    BLOCK_SIZE = 4096
    grid = (triton.cdiv(n_elements, BLOCK_SIZE),)
    my_scale_kernel[grid](x, out, a, n_elements, BLOCK_SIZE=BLOCK_SIZE)
    return out
