"""A Triton kernel that tells profilers what it does: ``launch_metadata``.

``@triton.jit(launch_metadata=fn)`` attaches a function that Triton calls at each launch,
but only while a launch hook is installed (Proton's ``hook="triton"``), so it costs
nothing otherwise. It receives the grid, the compiled kernel's metadata and the
arguments by name, and returns a dict: ``"name"`` renames the launch in the profile;
``"flops"`` and ``"bytes"`` are metrics from which ``proton-viewer`` derives GFLOP/s and
GB/s. We keep to these keys, which Proton has understood for several releases (Triton
3.6 and 3.9 both); newer Proton versions also keep other numeric keys as metrics.

The kernel is y = alpha * x + y out of place ("axpy"): 2 flops and 3 memory accesses
per element.
"""

import numbers

import torch
import triton
import triton.language as tl

from snippets.helpers.checks import check_int32_offsets, check_tensors
from snippets.machinery.items import BadInput, Snippet


# --8<-- [start:metadata]
def axpy_launch_metadata(grid, kernel, args) -> dict:
    """What one launch of axpy_kernel does, for Proton: called with the launch grid,
    the compiled kernel's metadata and a dict of the arguments by name."""
    n = args["n_elements"]
    element_size = args["x_ptr"].element_size()
    return {
        "name": f"axpy_kernel [n={n}]",  # one profile row per size, not one for all
        "flops": 2 * n,  # a multiply and an add per element
        "bytes": 3 * n * element_size,  # read x and y, write out
    }
# --8<-- [end:metadata]


# --8<-- [start:kernel]
@triton.jit(launch_metadata=axpy_launch_metadata)
def axpy_kernel(
    x_ptr,  # first input
    y_ptr,  # second input
    out_ptr,  # output, same length
    alpha,  # the scalar multiplying x
    n_elements,  # length of all three
    BLOCK_SIZE: tl.constexpr,  # elements per program
):
    offsets = tl.program_id(axis=0) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    out = alpha * x.to(tl.float32) + y.to(tl.float32)  # in fp32, rounded once on store
    tl.store(out_ptr + offsets, out.to(out_ptr.dtype.element_ty), mask=mask)
# --8<-- [end:kernel]


BLOCK_SIZE = 1024


# --8<-- [start:wrapper]
def axpy(x: torch.Tensor, y: torch.Tensor, alpha: float) -> torch.Tensor:
    """alpha * x + y computed by ``axpy_kernel``."""
    check_tensors({"x": x, "y": y}, dtypes=(torch.float32, torch.float16, torch.bfloat16))
    check_int32_offsets({"x": x}, block=BLOCK_SIZE)  # the kernel's offsets are int32
    if not isinstance(alpha, numbers.Real) or isinstance(alpha, bool):
        raise TypeError(f"alpha must be a real number, got {type(alpha).__name__}")
    out = torch.empty_like(x)
    grid = (triton.cdiv(x.numel(), BLOCK_SIZE),)
    axpy_kernel[grid](x, y, out, float(alpha), x.numel(), BLOCK_SIZE=BLOCK_SIZE)
    return out
# --8<-- [end:wrapper]


def axpy_reference(x: torch.Tensor, y: torch.Tensor, alpha: float) -> torch.Tensor:
    return (alpha * x.float() + y.float()).to(x.dtype)


def make_inputs(shape, dtype, device, generator):
    x = torch.randn(shape, generator=generator).to(device, dtype)
    y = torch.randn(shape, generator=generator).to(device, dtype)
    return x, y, 0.75


def bad_inputs(device):
    x = torch.ones(8, device=device)
    return [
        BadInput("shapes differ", (x, torch.ones(9, device=device), 1.0), ValueError, "shape"),
        BadInput("alpha is a tensor", (x, x, torch.tensor(1.0)), TypeError, "alpha"),
        BadInput("integer inputs", (x.int(), x.int(), 1.0), TypeError, "dtype"),
    ]


AXPY = Snippet(
    name="profiling_axpy",
    run=axpy,
    reference=axpy_reference,
    make_inputs=make_inputs,
    quick_shapes=[(1,), (97,), (1024,), (4099,)],
    full_shapes=[(2**20 + 7,), (2**24,)],
    dtypes=(torch.float32, torch.float16),
    bad_inputs=bad_inputs,
)
