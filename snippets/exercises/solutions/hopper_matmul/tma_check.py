import torch


def my_tma_can_read(t: torch.Tensor) -> bool:
    row_pitch_bytes = t.stride(0) * t.element_size()
    return t.data_ptr() % 16 == 0 and row_pitch_bytes % 16 == 0
