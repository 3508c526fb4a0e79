extern "C" __global__ void add_kernel(const float* x, const float* y, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;  // one element per thread
    if (i < n) out[i] = x[i] + y[i];
}
