"""Input checks for host wrappers.

A Triton kernel trusts its pointers: give it a CPU tensor on a native run, a strided
view, or two tensors of different lengths, and it reads or writes the wrong memory
without a word. Every host wrapper therefore calls :func:`check_tensors` first, so bad
input stops with a sentence that names the argument and the problem.
"""

from collections.abc import Iterable

import torch

from snippets.helpers.runtime import interpreting

FLOAT_DTYPES = (torch.float16, torch.bfloat16, torch.float32)


def _allowed_device_types() -> tuple[str, ...]:
    # The interpreter runs kernels on the host, so it accepts CPU tensors (and CUDA
    # tensors, which it copies); a native launch can only read GPU memory.
    return ("cpu", "cuda") if interpreting() else ("cuda",)


def check_tensors(
    tensors: dict[str, torch.Tensor],
    *,
    dtypes: Iterable[torch.dtype] | None = FLOAT_DTYPES,
    same_shape: bool = True,
    same_dtype: bool = True,
    ndim: int | None = None,
    allow_empty: bool = False,
) -> None:
    """Raise a clear ``TypeError``/``ValueError`` if the tensors cannot go to a kernel.

    ``tensors`` maps argument names to tensors, so messages can say which one is wrong.
    """
    allowed_devices = _allowed_device_types()
    dtypes = tuple(dtypes) if dtypes is not None else None
    first_name, first = next(iter(tensors.items()))
    for name, t in tensors.items():
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"{name} must be a torch.Tensor, got {type(t).__name__}")
        if t.device.type not in allowed_devices:
            where = "a CUDA device" if allowed_devices == ("cuda",) else "the CPU or a CUDA device"
            raise ValueError(f"{name} is on {t.device}, but this kernel needs it on {where}")
        if t.device != first.device:
            raise ValueError(f"{name} is on {t.device} but {first_name} is on {first.device}")
        if dtypes is not None and t.dtype not in dtypes:
            names = ", ".join(str(d).removeprefix("torch.") for d in dtypes)
            raise TypeError(f"{name} has dtype {t.dtype}; supported dtypes: {names}")
        if same_dtype and t.dtype != first.dtype:
            raise TypeError(f"{name} has dtype {t.dtype} but {first_name} has {first.dtype}")
        if ndim is not None and t.dim() != ndim:
            raise ValueError(f"{name} must have {ndim} dimension(s), got shape {tuple(t.shape)}")
        if same_shape and t.shape != first.shape:
            raise ValueError(
                f"{name} has shape {tuple(t.shape)} but {first_name} has {tuple(first.shape)}"
            )
        if not t.is_contiguous():
            raise ValueError(
                f"{name} is not contiguous (strides {t.stride()}); call .contiguous() first"
            )
        if t.numel() == 0 and not allow_empty:
            raise ValueError(f"{name} is empty (shape {tuple(t.shape)}); nothing to compute")


# --8<-- [start:int32]
# A kernel that computes its offsets as ``pid * BLOCK_SIZE + tl.arange(...)`` or
# ``rows * stride`` does so in int32 unless one operand is int64: past 2**31 - 1 the
# offset wraps to a negative number, passes the ``offsets < n`` mask, and the kernel
# reads or writes memory that is not the tensor's: an illegal memory access (and a lost
# CUDA context) if that memory is not mapped, silently wrong results or corrupted
# neighbours if it is. Kernels that do not widen their offsets refuse instead.
INT32_OFFSET_LIMIT = 2**31 - 1  # the largest offset an int32 can hold
# The default block edge: at least any matmul tile edge on the site. A kernel with wider
# blocks (COPY_BLOCK is 2048, a row of square_rows up to MAX_ROW = 32768) passes its own.
WIDEST_BLOCK = 1024


def largest_offset(shape, strides=None, block: int = WIDEST_BLOCK) -> int:
    """The largest element offset a blocked kernel computes over a tensor of ``shape``
    (``strides`` default to contiguous): every dimension rounded up to whole blocks,
    because the masked lanes of the last block compute their offsets too."""
    shape = tuple(int(s) for s in shape)
    if strides is None:
        strides, step = [], 1
        for size in reversed(shape):
            strides.insert(0, step)
            step *= size
    if any(size == 0 for size in shape):
        return 0
    return sum((-(-size // block) * block - 1) * stride for size, stride in zip(shape, strides))


def check_int32_offsets(tensors: dict, *, block: int = WIDEST_BLOCK) -> None:
    """Raise a ``ValueError`` if a kernel with int32 offsets would wrap on these tensors.

    ``tensors`` maps names to tensors or to shapes (of contiguous outputs not yet made);
    the limit is read at call time, so tests can lower it instead of allocating 2**31."""
    for name, t in tensors.items():
        shape, strides = (t.shape, t.stride()) if isinstance(t, torch.Tensor) else (t, None)
        reach = largest_offset(shape, strides, block)
        if reach > INT32_OFFSET_LIMIT:
            raise ValueError(
                f"{name} (shape {tuple(shape)}) needs element offsets up to {reach:,}, past "
                f"the {INT32_OFFSET_LIMIT:,} an int32 holds: this kernel computes its offsets "
                f"in int32 and would wrap; split the input into smaller pieces")
# --8<-- [end:int32]
