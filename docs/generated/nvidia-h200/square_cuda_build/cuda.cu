#include <torch/types.h>
#include <cuda.h>
#include <cuda_runtime.h>

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
