"""Offsets past 2**31 elements: why lecture 1's kernels widen them, and what that costs.

``pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)`` is computed in int32: ``tl.program_id``
is an int32, and so is a constant block size. A tensor of 2**31 + 17 uint8 elements fits
easily in an 80 GB GPU, but the offsets of its last blocks pass 2**31 - 1 and wrap to
negative numbers, which pass the ``offsets < n_elements`` mask, so the kernel reads and
writes up to 2 GiB *before* the tensor: an illegal memory access, after which the CUDA
context (with everything on the GPU) is lost, if that memory is not mapped; silently
wrong results, or another tensor overwritten, if it is. Casting the program id to int64 first makes every offset
int64. This module keeps the int32 versions of ``copy_kernel`` and ``add_kernel`` (their
wrappers refuse inputs they would wrap on), and times each against its int64 original.
"""

import csv
import json
from pathlib import Path

import torch
import triton
import triton.language as tl

from snippets.helpers.bench import QUANTILES, gbps
from snippets.helpers.checks import check_int32_offsets, check_tensors
from snippets.machinery.items import Artifact
from snippets.triton_fundamentals.copying import COPY_BLOCK, copy
from snippets.vector_add.add import BLOCK_SIZE, add


# --8<-- [start:int32]
@triton.jit
def copy_kernel_int32(x_ptr, z_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(0)  # an int32, so pid * BLOCK_SIZE is one too: it wraps past 2**31
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements  # a wrapped (negative) offset passes this test
    tl.store(z_ptr + offsets, tl.load(x_ptr + offsets, mask=mask), mask=mask)


@triton.jit
def add_kernel_int32(x_ptr, y_ptr, out_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    tl.store(out_ptr + offsets, x + y, mask=mask)


def copy_int32(x: torch.Tensor) -> torch.Tensor:
    """``copy`` with int32 offsets: it refuses tensors whose offsets would wrap."""
    check_tensors({"x": x}, dtypes=None)
    check_int32_offsets({"x": x}, block=COPY_BLOCK)
    z = torch.empty_like(x)
    copy_kernel_int32[(triton.cdiv(x.numel(), COPY_BLOCK),)](x, z, x.numel(),
                                                            BLOCK_SIZE=COPY_BLOCK)
    return z
# --8<-- [end:int32]


def add_int32(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """``add`` with int32 offsets: it refuses tensors whose offsets would wrap."""
    check_tensors({"x": x, "y": y})
    check_int32_offsets({"x": x}, block=BLOCK_SIZE)
    out = torch.empty_like(x)
    add_kernel_int32[(triton.cdiv(x.numel(), BLOCK_SIZE),)](x, y, out, x.numel(),
                                                           BLOCK_SIZE=BLOCK_SIZE)
    return out


# What is timed: (kernel, dtype, sizes, {offsets: wrapper}, bytes moved per element).
# uint8 copy has the most elements, so the most offset arithmetic, per byte moved.
CASES = [
    ("copy", torch.uint8, [2**24, 2**27, 2**30], {"int32": copy_int32, "int64": copy}, 2),
    ("add", torch.float32, [2**20, 2**24, 2**28], {"int32": add_int32, "int64": add}, 3),
]
PAST_INT32 = 2**31 + 17  # the size a bug report named: copy died on an H100
TIMED_PAST_INT32 = 2**32


def _inputs(kernel, dtype, n):
    if dtype == torch.uint8:
        x = torch.randint(0, 256, (n,), dtype=dtype, device="cuda")
    else:
        x = torch.randn(n, dtype=dtype, device="cuda")
    return (x,) if kernel == "copy" else (x, torch.randn_like(x))


def measure_cost() -> list[dict]:
    """Both widths of each kernel at each size, int32 and int64 timed back to back."""
    rows = []
    for kernel, dtype, sizes, wrappers, bytes_per_element in CASES:
        for n in sizes:
            inputs = _inputs(kernel, dtype, n)
            for offsets, run in wrappers.items():
                ms = triton.testing.do_bench(lambda: run(*inputs), quantiles=QUANTILES)
                moved = bytes_per_element * n * inputs[0].element_size()
                rows.append({"kernel": kernel, "dtype": str(dtype).removeprefix("torch."),
                             "n_elements": n, "offsets": offsets, "ms_p50": ms[0],
                             "ms_p20": ms[1], "ms_p80": ms[2], "gbps": gbps(moved, ms)[0]})
            del inputs
            torch.cuda.empty_cache()
    return rows


def run_past_int32() -> dict:
    """copy (int64 offsets) past 2**31 elements: checked at 2**31 + 17 uint8 elements,
    where the int32 version refuses, and timed at 2**32 (a multiple of 16, so the loads
    are 16 bytes wide as at the sizes of cost.csv; at 2**31 + 17 they are single bytes)."""
    x = torch.randint(0, 256, (PAST_INT32,), dtype=torch.uint8, device="cuda")
    result = {"n_elements": PAST_INT32, "dtype": "uint8",
              "int64_equal": bool(torch.equal(copy(x), x))}
    try:
        copy_int32(x)
        result["int32_refusal"] = None
    except ValueError as error:
        result["int32_refusal"] = str(error)
    del x
    torch.cuda.empty_cache()
    x = torch.empty(TIMED_PAST_INT32, dtype=torch.uint8, device="cuda")
    ms = triton.testing.do_bench(lambda: copy(x), quantiles=QUANTILES, rep=50)
    result.update({"timed_n_elements": TIMED_PAST_INT32, "int64_ms_p50": ms[0],
                   "int64_gbps": gbps(2 * TIMED_PAST_INT32, ms)[0]})
    return result


def make_offset_cost(folder: Path) -> None:
    rows = measure_cost()
    with open(folder / "cost.csv", "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    torch.cuda.empty_cache()
    (folder / "past_int32.json").write_text(json.dumps(run_past_int32(), indent=2) + "\n")


OFFSET_COST = Artifact(name="vector_add_offsets", make=make_offset_cost)
