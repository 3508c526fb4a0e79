"""A CUDA C++ kernel compiled into PyTorch at run time with ``load_inline``.

``torch.utils.cpp_extension.load_inline`` writes our source strings to files, generates
the Python bindings, builds a shared library with ninja (nvcc for the ``.cu`` file, the
host compiler for the rest) and imports it. The first build takes a while (nvcc compiles
much of torch's headers); later processes find the library in the build folder and only
load it.

Needs a CUDA GPU and ``nvcc``: ``python -m snippets.cuda_and_compile.square_cuda``.
"""

import functools
import shutil
from pathlib import Path

import torch
import triton

from snippets.helpers.bench import QUANTILES, gbps
from snippets.machinery.worker.build_lock import exclusive_build
from snippets.helpers.checks import check_tensors
from snippets.machinery.items import Artifact, BadInput, Schedule, Snippet

# --8<-- [start:cuda_source]
CUDA_SOURCE = r"""
#include <c10/cuda/CUDAException.h>  // C10_CUDA_KERNEL_LAUNCH_CHECK
#include <c10/cuda/CUDAGuard.h>      // CUDAGuard
#include <c10/cuda/CUDAStream.h>     // at::cuda::getCurrentCUDAStream

// One thread per element. x runs along a row, the contiguous dimension, so the
// threads of a warp (consecutive threadIdx.x) touch neighbouring addresses.
__global__ void square_kernel(const float* __restrict__ in, float* __restrict__ out,
                              int64_t n_rows, int64_t n_cols) {
    const int64_t col = blockIdx.x * static_cast<int64_t>(blockDim.x) + threadIdx.x;
    const int64_t row = blockIdx.y * static_cast<int64_t>(blockDim.y) + threadIdx.y;
    if (row < n_rows && col < n_cols) {  // the last blocks hang over the edges
        const int64_t i = row * n_cols + col;
        out[i] = in[i] * in[i];
    }
}

torch::Tensor square(torch::Tensor matrix) {
    // Checks in C++ too: the extension can be called without our Python wrapper.
    // TORCH_CHECK_VALUE / TORCH_CHECK_TYPE reach Python as ValueError / TypeError
    // (plain TORCH_CHECK as RuntimeError). Numbers go into the messages through
    // std::to_string, not streamed (`"got ", matrix.dim()`): a streamed int is formatted
    // through the C++ locale, which crashes the process when this extension carries its
    // own copy of the C++ standard library (the page explains when that happens).
    TORCH_CHECK_VALUE(matrix.is_cuda(), "matrix must be on a CUDA device, got " + matrix.device().str());
    TORCH_CHECK_TYPE(matrix.scalar_type() == torch::kFloat32,
                     std::string("matrix must be float32, got ") + c10::toString(matrix.scalar_type()));
    TORCH_CHECK_VALUE(matrix.dim() == 2,
                      "matrix must be 2-D, got " + std::to_string(matrix.dim()) + " dimensions");
    TORCH_CHECK_VALUE(matrix.is_contiguous(), "matrix must be contiguous");

    const c10::cuda::CUDAGuard device_guard(matrix.device());  // launch on matrix's GPU
    auto out = torch::empty_like(matrix);
    const int64_t n_rows = matrix.size(0), n_cols = matrix.size(1);
    if (out.numel() == 0) return out;

    const dim3 block(16, 16);  // 256 threads
    const int64_t blocks_x = (n_cols + block.x - 1) / block.x;
    const int64_t blocks_y = (n_rows + block.y - 1) / block.y;
    TORCH_CHECK_VALUE(blocks_y <= 65535, "too many rows for one grid: " + std::to_string(n_rows));
    const dim3 grid(static_cast<unsigned>(blocks_x), static_cast<unsigned>(blocks_y));
    // torch's current stream, not the default one: ordered with torch's own work on
    // matrix and out, and timed by events recorded on that stream.
    square_kernel<<<grid, block, 0, at::cuda::getCurrentCUDAStream()>>>(
        matrix.data_ptr<float>(), out.data_ptr<float>(), n_rows, n_cols);
    C10_CUDA_KERNEL_LAUNCH_CHECK();  // a bad launch configuration fails here, by name
    return out;
}
"""
# The C++ side only declares the function; load_inline adds the Python binding for it.
CPP_DECLARATION = "torch::Tensor square(torch::Tensor matrix);"
# --8<-- [end:cuda_source]

EXTENSION_NAME = "square_cuda_extension"


# --8<-- [start:build]
def build_directory() -> Path:
    # Under torch's own extension cache, one folder per torch/CUDA pair, so a build
    # made for one stack is never loaded by another.
    from torch.utils.cpp_extension import get_default_build_root

    root = Path(get_default_build_root())
    tag = f"torch{torch.__version__}-cuda{torch.version.cuda}".replace("+", "_")
    folder = root / "fast-pytorch-notes" / tag / EXTENSION_NAME
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@functools.cache  # build (or load) once per process, at the first call, never at import
def extension():
    from torch.utils.cpp_extension import load_inline

    # One build at a time across processes, and a build a killed process left half-done
    # started again from scratch, not waited on forever (snippets/machinery/worker/build_lock.py).
    with exclusive_build(build_directory()) as folder:
        return load_inline(
            name=EXTENSION_NAME,
            cpp_sources=CPP_DECLARATION,
            cuda_sources=CUDA_SOURCE,
            functions=["square"],  # generate Python bindings for these
            extra_cuda_cflags=["-O3"],
            build_directory=str(folder),
            verbose=False,  # True prints every compiler command line
        )
# --8<-- [end:build]


# --8<-- [start:wrapper]
def square_cuda(matrix: torch.Tensor) -> torch.Tensor:
    """matrix ** 2, elementwise, by the CUDA C++ kernel."""
    check_tensors({"matrix": matrix}, dtypes=(torch.float32,), ndim=2)
    if matrix.device.type != "cuda":
        raise ValueError(f"matrix is on {matrix.device}; this CUDA kernel needs a CUDA device")
    return extension().square(matrix)
# --8<-- [end:wrapper]


def square_reference(matrix: torch.Tensor) -> torch.Tensor:
    return torch.square(matrix)


def make_inputs(shape, dtype, device, generator):
    return (torch.randn(shape, generator=generator, dtype=torch.float32).to(device, dtype),)


def bad_inputs(device):
    m = torch.ones(4, 4, device=device)
    return [
        BadInput("float16 input", (m.half(),), TypeError, "dtype"),
        BadInput("1-D input", (m.flatten(),), ValueError, "2 dimension"),
        BadInput("3-D input", (m[None],), ValueError, "2 dimension"),
        BadInput("empty input", (m[:0],), ValueError, "empty"),
        BadInput("not a tensor", ([[1.0]],), TypeError, "torch.Tensor"),
    ]


# Shapes for both square kernels (here and in square_numba.py): edges of the 16 x 16
# blocks in both directions, one row, one column, tall and wide.
QUICK_SHAPES = [(1, 1), (1, 17), (17, 1), (16, 16), (17, 33), (97, 5), (3, 1000), (129, 257)]
FULL_SHAPES = [(1000, 1000), (4097, 1031), (31, 2**16 + 1), (2**16 + 1, 31)]


# --8<-- [start:benchmark]
@triton.testing.perf_report(
    triton.testing.Benchmark(
        x_names=["n"],  # an n x n matrix
        x_vals=[2**i for i in range(8, 14)],
        x_log=True,
        line_arg="provider",
        line_vals=["cuda", "torch"],
        line_names=["CUDA C++ via load_inline", "torch.square"],
        ylabel="GB/s",
        plot_name="square-cuda",
        args={},
    )
)
def benchmark(n, provider):
    matrix = torch.randn(n, n, device="cuda")
    run = {"cuda": lambda: square_cuda(matrix), "torch": lambda: torch.square(matrix)}[provider]
    ms = triton.testing.do_bench(run, quantiles=QUANTILES)
    return gbps(2 * matrix.numel() * matrix.element_size(), ms)  # read once, write once
# --8<-- [end:benchmark]


SQUARE_CUDA = Snippet(
    name="square_cuda",
    run=square_cuda,
    reference=square_reference,
    make_inputs=make_inputs,
    quick_shapes=QUICK_SHAPES,
    full_shapes=FULL_SHAPES,
    dtypes=(torch.float32,),
    requires_cuda="compiles CUDA C++ with nvcc",
    needs_tools=("nvcc", "c++"),
    needs_packages=("ninja",),  # torch.utils.cpp_extension builds with it
    bad_inputs=bad_inputs,
    benchmark=benchmark,
    # the build takes half a minute: regenerate.py starts it early
    schedule=Schedule(prepare=extension),
)


def keep_generated_sources(folder: Path) -> None:
    """What load_inline wrote and ran: the two source files and the ninja build file."""
    extension()  # builds if needed
    for name in ("main.cpp", "cuda.cu", "build.ninja"):
        shutil.copy(build_directory() / name, folder / name)


BUILD_FILES = Artifact(name="square_cuda_build", make=keep_generated_sources,
                       needs_tools=("nvcc", "c++"), needs_packages=("ninja",),
                       schedule=Schedule(prepare=extension))


if __name__ == "__main__":
    m = torch.arange(6.0, device="cuda").reshape(2, 3)
    print(square_cuda(m))
