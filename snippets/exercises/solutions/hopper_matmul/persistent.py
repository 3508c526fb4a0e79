import torch
import triton
import triton.language as tl


@triton.jit
def my_relu_kernel(x_ptr, out_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    n_programs = tl.num_programs(axis=0)
    n_tiles = tl.cdiv(n_elements, BLOCK_SIZE)
    # Program pid takes tiles pid, pid + n_programs, ...: together they cover every tile.
    for tile in tl.range(pid, n_tiles, n_programs):
        offsets = tile * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
        mask = offsets < n_elements
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
