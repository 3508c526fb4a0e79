"""Input checks for host wrappers.

A Triton kernel trusts its pointers: give it a CPU tensor on a native run, a strided
view, or two tensors of different lengths, and it reads or writes the wrong memory
without a word. Every host wrapper therefore calls :func:`check_tensors` first, so bad
input stops with a sentence that names the argument and the problem.
"""

from collections.abc import Iterable

import torch

from snippets.core.runtime import interpreting

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
