import torch


def my_scale_gbps(n_elements: int, dtype: torch.dtype, ms: float) -> float:
    element_size = torch.empty((), dtype=dtype).element_size()
    moved = 2 * n_elements * element_size  # x read once, out written once
    return moved / (ms * 1e-3) / 1e9
