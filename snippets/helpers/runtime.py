"""Where kernels run: natively on a CUDA GPU, or in Triton's CPU interpreter."""

import os

import torch


def interpreting() -> bool:
    """True when Triton kernels run in the CPU interpreter (``TRITON_INTERPRET=1``)."""
    return os.environ.get("TRITON_INTERPRET", "0") not in ("", "0")


def default_device() -> torch.device:
    """The device snippets allocate on: the GPU if Triton runs natively, else the CPU."""
    if interpreting() or not torch.cuda.is_available():
        return torch.device("cpu")
    return torch.device("cuda")


# Found by trying (tests/triton_fundamentals/test_interpreter_limits.py pins each one, so we notice when a
# Triton release fixes it): dtypes whose results the CPU interpreter gets wrong.
INTERPRETER_BROKEN_DTYPES = {
    torch.bfloat16: "the interpreter computes bfloat16 arithmetic wrongly (loads and "
    "stores are exact); checked natively on the GPU only",
}


# Dtypes Triton compiles only for newer GPUs (compute capability), e.g. a free Colab T4.
NATIVE_DTYPES_SINCE = {torch.bfloat16: (8, 0)}


def unsupported_here(dtype: torch.dtype) -> str | None:
    """Why a dtype cannot be checked in this run, or None if it can."""
    if interpreting():
        return INTERPRETER_BROKEN_DTYPES.get(dtype)
    minimum = NATIVE_DTYPES_SINCE.get(dtype)
    if minimum and torch.cuda.is_available() and torch.cuda.get_device_capability() < minimum:
        have = torch.cuda.get_device_capability()
        return (f"{str(dtype).removeprefix('torch.')} needs a GPU of compute capability "
                f"{minimum[0]}.{minimum[1]} or newer; this one is {have[0]}.{have[1]}")
    return None
