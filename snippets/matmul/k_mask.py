"""What the guide's "todo: don't we need a mask when loading a & b?" costs.

The last step of the K loop covers ``k_start .. k_start + BLOCK_K - 1``; when K is not
a multiple of BLOCK_K, part of that range does not exist. Without a mask along K the
kernel still loads it: for A (row-major) the missing columns of row m are the first
elements of row m + 1, and for B the missing rows lie past the end of the tensor, in
whatever memory follows. The answer then depends on that memory: right by accident
when it holds zeros, wrong otherwise, and an illegal read when nothing is mapped there.

To make this reproducible we place A and B at the start of larger buffers whose tails
we fill ourselves. Run ``python -m snippets.matmul.k_mask`` to see it.
"""

import torch
import triton
import triton.language as tl

from snippets.machinery.items import Artifact
from snippets.matmul import problem
from snippets.matmul.indexing import block_offsets, mask_1d, offsets_2d
from snippets.matmul.naive import matmul_naive


# --8<-- [start:kernel]
@triton.jit
def matmul_no_k_mask_kernel(
    a_ptr, b_ptr, c_ptr, M, N, K,
    stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
):
    pid = tl.program_id(0)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    rows = block_offsets(pid // num_pid_n, BLOCK_M)
    cols = block_offsets(pid % num_pid_n, BLOCK_N)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k_start in range(0, K, BLOCK_K):
        ks = k_start + tl.arange(0, BLOCK_K)
        # WRONG on purpose: rows and columns are masked, ks < K is not.
        a = tl.load(a_ptr + offsets_2d(rows, ks, stride_am, stride_ak),
                    mask=mask_1d(rows, M)[:, None], other=0.0)
        b = tl.load(b_ptr + offsets_2d(ks, cols, stride_bk, stride_bn),
                    mask=mask_1d(cols, N)[None, :], other=0.0)
        acc = tl.dot(a, b, acc, input_precision="ieee")
    out = offsets_2d(rows, cols, stride_cm, stride_cn)
    tl.store(c_ptr + out, acc, mask=mask_1d(rows, M)[:, None] & mask_1d(cols, N)[None, :])
# --8<-- [end:kernel]


def matmul_no_k_mask(a, b, block_m=16, block_n=16, block_k=32):
    m, k, n = problem.check_matmul_inputs(a, b)
    c = torch.empty((m, n), dtype=a.dtype, device=a.device)
    grid = (triton.cdiv(m, block_m) * triton.cdiv(n, block_n),)
    matmul_no_k_mask_kernel[grid](
        a, b, c, m, n, k,
        a.stride(0), a.stride(1), b.stride(0), b.stride(1), c.stride(0), c.stride(1),
        BLOCK_M=block_m, BLOCK_N=block_n, BLOCK_K=block_k,
    )
    return c


def inputs_followed_by(fill: float, m=8, k=40, n=8, block_k=32, device="cpu"):
    """A (m x k) and B (k x n) at the start of buffers whose next block_k * max(k, n)
    elements hold ``fill``: the memory an unmasked last K step reads."""
    generator = torch.Generator().manual_seed(0)
    a_values, b_values = problem.make_inputs((m, k, n), torch.float32, "cpu", generator)
    spare = block_k * max(k, n)
    a_buffer = torch.full((m * k + spare,), fill, device=device)
    b_buffer = torch.full((k * n + spare,), fill, device=device)
    a = a_buffer[: m * k].view(m, k)
    b = b_buffer[: k * n].view(k, n)
    a.copy_(a_values)
    b.copy_(b_values)
    return a, b


# --8<-- [start:demo]
def demo(device="cpu") -> str:
    """Max error of the unmasked and the masked kernel, for K = 40 and BLOCK_K = 32."""
    lines = ["K = 40, BLOCK_K = 32: the second K step covers k = 32..63, of which only "
             "32..39 exist.", ""]
    for fill in (0.0, 1.0, float("nan")):
        a, b = inputs_followed_by(fill, device=device)
        expected = problem.matmul_reference(a, b)
        unmasked = (matmul_no_k_mask(a, b) - expected).abs().max().item()
        masked = (matmul_naive(a, b, block_m=16, block_n=16, block_k=32)
                  - expected).abs().max().item()
        lines.append(f"memory after A and B holds {fill:>4}: max |error| without K mask = "
                     f"{unmasked:<10.3g} with K mask = {masked:.3g}")
    return "\n".join(lines) + "\n"
# --8<-- [end:demo]


def _make_k_mask_text(folder):
    from snippets.helpers.capture import run_module

    (folder / "k_mask.txt").write_text(run_module("snippets.matmul.k_mask"))


# Runs in the interpreter: Triton 3.9's runs it; Triton 3.6's rejects the loop bound
# ("only 0-dimensional arrays can be converted to Python scalars"), so the preflight
# skips it there instead of failing half-way.
K_MASK_DEMO = Artifact(name="matmul_k_mask", make=_make_k_mask_text, needs_cuda=False,
                       needs_packages=("triton>=3.9",))


if __name__ == "__main__":
    from snippets.helpers.runtime import default_device

    print(demo(default_device()), end="")
