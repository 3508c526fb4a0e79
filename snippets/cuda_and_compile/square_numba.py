"""The same 2-D square kernel written in Python with Numba, run on torch tensors in place.

Numba compiles a restricted subset of Python to PTX at the first launch. Its kernels
accept any object that exposes ``__cuda_array_interface__`` (a dict with the device
pointer, shape, strides and dtype), and torch CUDA tensors do: ``as_cuda_array`` wraps
a tensor's memory without copying it. Numba is optional; it is imported at the first call.

Needs a CUDA GPU and numba-cuda: ``python -m snippets.cuda_and_compile.square_numba``.
"""

import functools

import torch
import triton

from snippets.helpers.bench import QUANTILES, gbps
from snippets.helpers.checks import check_tensors
from snippets.machinery.items import Artifact, Snippet
from snippets.cuda_and_compile.square_cuda import (FULL_SHAPES, QUICK_SHAPES, bad_inputs,
                                                  make_inputs, square_reference)

THREADS_PER_BLOCK = (16, 16)  # (x, y): 256 threads


# --8<-- [start:compat]
def numba_cuda():
    """``numba.cuda``, importable next to NumPy 2.4 and newer.

    numba-cuda's array support registers an implementation for ``np.row_stack``, which
    NumPy 2.4 removed (it was an alias of ``np.vstack``); on our GPU machine the first
    kernel compile then fails with "module 'numpy' has no attribute 'row_stack'".
    Restoring the alias before Numba looks for it is enough.
    """
    import numpy as np

    if not hasattr(np, "row_stack"):
        np.row_stack = np.vstack
    from numba import cuda

    return cuda
# --8<-- [end:compat]


# --8<-- [start:kernel]
@functools.cache  # compiled at the first launch; built once per process
def square_kernel():
    cuda = numba_cuda()

    @cuda.jit
    def kernel(matrix, out):
        # cuda.grid(2) is (x, y). x varies fastest across the threads of a warp, so x
        # indexes the columns: neighbouring threads read neighbouring addresses.
        col, row = cuda.grid(2)
        if row < matrix.shape[0] and col < matrix.shape[1]:
            out[row, col] = matrix[row, col] * matrix[row, col]

    return kernel
# --8<-- [end:kernel]


# --8<-- [start:stream]
def torch_stream(device: torch.device):
    """torch's current stream on ``device``, as a Numba stream object."""
    cuda = numba_cuda()

    # Numba would otherwise launch on the default stream; torch may be using another
    # one. Launching on torch's stream keeps our kernel ordered after the torch work
    # that produced its input and before the torch work that reads its output, with
    # no synchronisation, and lets do_bench's CUDA events (on that stream) time it.
    return cuda.external_stream(torch.cuda.current_stream(device).cuda_stream)
# --8<-- [end:stream]


def _check(matrix: torch.Tensor) -> None:
    check_tensors({"matrix": matrix}, dtypes=(torch.float32,), ndim=2)
    if matrix.device.type != "cuda":
        raise ValueError(f"matrix is on {matrix.device}; this Numba kernel needs a CUDA device")


# --8<-- [start:wrapper]
def square_numba(matrix: torch.Tensor) -> torch.Tensor:
    """matrix ** 2, elementwise, by the Numba kernel (Numba uses its current GPU)."""
    _check(matrix)
    cuda = numba_cuda()

    out = torch.empty_like(matrix)
    n_rows, n_cols = matrix.shape
    bx, by = THREADS_PER_BLOCK
    grid = (triton.cdiv(n_cols, bx), triton.cdiv(n_rows, by))  # x over columns, y over rows
    # as_cuda_array: a Numba view of the tensor's memory (same pointer, no copy).
    square_kernel()[grid, THREADS_PER_BLOCK, torch_stream(matrix.device)](
        cuda.as_cuda_array(matrix), cuda.as_cuda_array(out))
    return out
# --8<-- [end:wrapper]


# --8<-- [start:rows_on_x]
@functools.cache
def square_kernel_rows_on_x():
    cuda = numba_cuda()

    @cuda.jit
    def kernel(matrix, out):
        row, col = cuda.grid(2)  # x indexes rows: neighbouring threads, rows apart
        if row < matrix.shape[0] and col < matrix.shape[1]:
            out[row, col] = matrix[row, col] * matrix[row, col]

    return kernel


def square_numba_rows_on_x(matrix: torch.Tensor) -> torch.Tensor:
    _check(matrix)
    cuda = numba_cuda()

    out = torch.empty_like(matrix)
    n_rows, n_cols = matrix.shape
    bx, by = THREADS_PER_BLOCK
    grid = (triton.cdiv(n_rows, bx), triton.cdiv(n_cols, by))  # x over rows: consistent
    square_kernel_rows_on_x()[grid, THREADS_PER_BLOCK, torch_stream(matrix.device)](
        cuda.as_cuda_array(matrix), cuda.as_cuda_array(out))
    return out
# --8<-- [end:rows_on_x]


# --8<-- [start:benchmark]
@triton.testing.perf_report(
    triton.testing.Benchmark(
        x_names=["n"],  # an n x n matrix
        x_vals=[2**i for i in range(8, 14)],
        x_log=True,
        line_arg="provider",
        line_vals=["numba", "numba_rows_on_x", "torch"],
        line_names=["Numba, x along a row (coalesced)", "Numba, x down a column",
                    "torch.square"],
        ylabel="GB/s",
        plot_name="square-numba",
        args={},
    )
)
def benchmark(n, provider):
    matrix = torch.randn(n, n, device="cuda")
    run = {
        "numba": lambda: square_numba(matrix),
        "numba_rows_on_x": lambda: square_numba_rows_on_x(matrix),
        "torch": lambda: torch.square(matrix),
    }[provider]
    ms = triton.testing.do_bench(run, quantiles=QUANTILES)
    return gbps(2 * matrix.numel() * matrix.element_size(), ms)  # read once, write once
# --8<-- [end:benchmark]


REQUIRES = "Numba compiles for a real GPU (its CUDA simulator is not used here)"

SQUARE_NUMBA = Snippet(
    name="square_numba",
    run=square_numba,
    reference=square_reference,
    make_inputs=make_inputs,
    quick_shapes=QUICK_SHAPES,
    full_shapes=FULL_SHAPES,
    dtypes=(torch.float32,),
    requires_cuda=REQUIRES,
    needs_packages=("numba-cuda",),
    bad_inputs=bad_inputs,
    benchmark=benchmark,
)

SQUARE_NUMBA_ROWS_ON_X = Snippet(
    name="square_numba_rows_on_x",
    run=square_numba_rows_on_x,
    reference=square_reference,
    make_inputs=make_inputs,
    quick_shapes=QUICK_SHAPES,
    full_shapes=FULL_SHAPES,
    dtypes=(torch.float32,),
    requires_cuda=REQUIRES,
    needs_packages=("numba-cuda",),
    bad_inputs=bad_inputs,
)


# --8<-- [start:sectors]
def warp_accesses(rows_on_x: bool) -> list[tuple[int, int]]:
    """(row, col) each of the 32 threads of a block's first warp reads."""
    bx, _ = THREADS_PER_BLOCK
    cells = []
    for lane in range(32):  # a block's threads are numbered x first: lane = tx + bx * ty
        tx, ty = lane % bx, lane // bx
        cells.append((tx, ty) if rows_on_x else (ty, tx))
    return cells


def sectors_touched(cells, n_cols: int = 4096, itemsize: int = 4, sector: int = 32) -> int:
    """How many 32-byte memory sectors one load by the warp needs."""
    return len({(row * n_cols + col) * itemsize // sector for row, col in cells})
# --8<-- [end:sectors]


def write_sector_table(folder) -> None:
    rows = ["mapping,first four threads read (row col),sectors per warp load,useful bytes per sector"]
    for name, rows_on_x in (("x along a row (col = x)", False), ("x down a column (row = x)", True)):
        cells = warp_accesses(rows_on_x)
        sectors = sectors_touched(cells)
        first = " ".join(f"({r} {c})" for r, c in cells[:4])
        rows.append(f"{name},{first},{sectors},{32 * 4 // sectors}")
    (folder / "sectors.csv").write_text("\n".join(rows) + "\n")


WARP_SECTORS = Artifact(name="numba_warp_sectors", make=write_sector_table, needs_cuda=False)


if __name__ == "__main__":
    m = torch.arange(6.0, device="cuda").reshape(2, 3)
    print(square_numba(m), square_numba_rows_on_x(m), sep="\n")
