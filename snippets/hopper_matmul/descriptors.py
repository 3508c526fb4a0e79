"""What the Tensor Memory Accelerator (TMA) needs from a tensor, and the descriptors.

A TMA copy is described by a *tensor descriptor*: the tensor's base address, shape and
strides, and the shape of the block one copy moves. The hardware requires the base
address and every stride but the last to be multiples of 16 bytes. Lecture 3's odd
shapes break that (a float16 row of 65 elements is 130 bytes), so the wrappers copy
such a tensor once into a buffer whose rows start on 16-byte boundaries and describe
the original shape inside it. Elements past the described shape read as zero, which
is what makes ragged tiles (along M, N and K) correct with no mask at all.

Descriptors are built on the host (``triton.tools.tensor_descriptor.TensorDescriptor``,
present in Triton 3.6 and 3.9, and run by the 3.9 interpreter). Their block shape
depends on the config the autotuner picks, so each config carries a ``pre_hook`` that
sets it just before the launch (see ``set_block_shapes``).
"""

import torch
import triton
from triton.tools.tensor_descriptor import TensorDescriptor

TMA_ALIGNMENT = 16  # bytes: base address and row pitch


# --8<-- [start:aligned]
def _row_pitch(columns: int, element_size: int) -> int:
    """The smallest row length, in elements, that is a multiple of 16 bytes."""
    return triton.cdiv(columns * element_size, TMA_ALIGNMENT) * TMA_ALIGNMENT // element_size


def tma_aligned(t: torch.Tensor) -> torch.Tensor:
    """``t`` itself if TMA can read it; otherwise a copy whose rows start 16 bytes apart."""
    rows, columns = t.shape
    if t.data_ptr() % TMA_ALIGNMENT == 0 and (t.stride(0) * t.element_size()) % TMA_ALIGNMENT == 0:
        return t
    padded = empty_tma_aligned(rows, columns, t.dtype, t.device)
    padded.copy_(t)
    return padded


def empty_tma_aligned(rows: int, columns: int, dtype, device) -> torch.Tensor:
    """An uninitialised rows x columns view whose rows start 16 bytes apart."""
    pitch = _row_pitch(columns, torch.empty((), dtype=dtype).element_size())
    return torch.empty((rows, pitch), dtype=dtype, device=device)[:, :columns]
# --8<-- [end:aligned]


# --8<-- [start:describe]
def describe(t: torch.Tensor) -> TensorDescriptor:
    """A descriptor of a 2-D tensor; its block shape is a placeholder until the launch."""
    return TensorDescriptor(t, list(t.shape), list(t.stride()), block_shape=[16, 16])


def set_block_shapes(nargs: dict) -> None:
    """Autotuner pre_hook: give each descriptor the block shape of the chosen config."""
    block_m, block_n, block_k = nargs["BLOCK_M"], nargs["BLOCK_N"], nargs["BLOCK_K"]
    nargs["a_desc"].block_shape = [block_m, block_k]
    b_is_transposed = nargs.get("B_IS_TRANSPOSED", False)
    nargs["b_desc"].block_shape = [block_n, block_k] if b_is_transposed else [block_k, block_n]
    # With a subtiled epilogue, C is stored in halves along N.
    store_n = block_n // 2 if nargs.get("EPILOGUE_SUBTILE", False) else block_n
    nargs["c_desc"].block_shape = [block_m, store_n]
# --8<-- [end:describe]


def config(block_m, block_n, block_k, num_warps, num_stages, group_m=8, **extra):
    """A triton.Config whose pre_hook sets the descriptors' block shapes."""
    return triton.Config(
        {"BLOCK_M": block_m, "BLOCK_N": block_n, "BLOCK_K": block_k, "GROUP_M": group_m,
         **extra},
        num_warps=num_warps, num_stages=num_stages, pre_hook=set_block_shapes,
    )


def unpadded(c: torch.Tensor) -> torch.Tensor:
    """C as a plain contiguous tensor (a copy only when its rows had to be padded)."""
    return c if c.is_contiguous() else c.contiguous()
