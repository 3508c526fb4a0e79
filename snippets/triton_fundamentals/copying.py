"""Copying a tensor: the smallest kernel with a grid, and the two bugs everyone writes.

Three versions of one kernel: the offsets ignore the program id (bug 1), they are
shifted by ``pid * n_elements`` instead of ``pid * BLOCK_SIZE`` (bug 2), and right.
``python -m snippets.triton_fundamentals.copying`` runs all three on a tiny tensor under the
interpreter and prints what each program saw.
"""

import torch
import triton
import triton.language as tl

from snippets.helpers.bench import do_bench_steady, gbps
from snippets.helpers.checks import check_int32_offsets, check_tensors
from snippets.helpers.runtime import interpreting
from snippets.machinery.items import Artifact, BadInput, Snippet


# --8<-- [start:bug-1]
@triton.jit
def copy_kernel_bug_1(x_ptr, z_ptr, n_elements, BLOCK_SIZE: tl.constexpr,
                      DEBUG: tl.constexpr = False):
    pid = tl.program_id(0)
    offsets = tl.arange(0, BLOCK_SIZE)  # BUG: every program gets the same offsets
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    tl.store(z_ptr + offsets, x, mask=mask)
    if DEBUG:  # a constexpr: decided at compile time; when off, not even compiled
        tl.device_print("offsets", offsets)
        tl.device_print("mask", mask)
        tl.device_print("x", x)
# --8<-- [end:bug-1]


# --8<-- [start:bug-2]
@triton.jit
def copy_kernel_bug_2(x_ptr, z_ptr, n_elements, BLOCK_SIZE: tl.constexpr,
                      DEBUG: tl.constexpr = False):
    pid = tl.program_id(0)
    offsets = pid * n_elements + tl.arange(0, BLOCK_SIZE)  # BUG: steps by the tensor
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    tl.store(z_ptr + offsets, x, mask=mask)
    if DEBUG:
        tl.device_print("offsets", offsets)
        tl.device_print("mask", mask)
        tl.device_print("x", x)
# --8<-- [end:bug-2]


# --8<-- [start:kernel]
@triton.jit
def copy_kernel(
    x_ptr,  # source
    z_ptr,  # destination, same length
    n_elements,  # elements in each
    BLOCK_SIZE: tl.constexpr,  # elements per program
    DEBUG: tl.constexpr = False,  # print what each program sees (best in the interpreter)
):
    pid = tl.program_id(0).to(tl.int64)  # int64: pid * BLOCK_SIZE may pass 2**31 - 1
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)  # program pid owns block pid
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    tl.store(z_ptr + offsets, x, mask=mask)
    if DEBUG:
        tl.device_print("offsets", offsets)
        tl.device_print("mask", mask)
        tl.device_print("x", x)
# --8<-- [end:kernel]


# --8<-- [start:launch]
def copy_with(kernel, x: torch.Tensor, block_size: int, debug: bool = False) -> torch.Tensor:
    """Launch one of the copy kernels over x, one program per block of ``block_size``.

    The output starts as zeros, so elements that no program writes stay visibly 0.
    The buggy versions keep int32 offsets (they are for tiny tensors), hence the check."""
    check_tensors({"x": x}, dtypes=None)
    check_int32_offsets({"x": x}, block=block_size)
    z = torch.zeros_like(x)
    n_elements = x.numel()
    grid = (triton.cdiv(n_elements, block_size),)  # enough programs to cover every element
    kernel[grid](x, z, n_elements, BLOCK_SIZE=block_size, DEBUG=debug)
    return z
# --8<-- [end:launch]


# --8<-- [start:wrapper]
COPY_BLOCK = 2048  # elements per program: 16 per thread with 4 warps (4 x 16-byte loads of float32)


def copy(x: torch.Tensor) -> torch.Tensor:
    """A copy of x made by ``copy_kernel`` (any dtype)."""
    check_tensors({"x": x}, dtypes=None)
    z = torch.empty_like(x)
    grid = (triton.cdiv(x.numel(), COPY_BLOCK),)
    copy_kernel[grid](x, z, x.numel(), BLOCK_SIZE=COPY_BLOCK)
    return z
# --8<-- [end:wrapper]


def copy_reference(x: torch.Tensor) -> torch.Tensor:
    return x.clone()


def make_inputs(shape, dtype, device, generator):
    if dtype.is_floating_point:
        x = torch.randn(shape, generator=generator).to(dtype)
    else:
        x = torch.randint(-1000, 1000, shape, generator=generator).to(dtype)
    return (x.to(device),)


def bad_inputs(device):
    x = torch.ones(8, device=device)
    return [
        BadInput("empty input", (x[:0],), ValueError, "empty"),
        BadInput("not a tensor", ([1.0, 2.0],), TypeError, "torch.Tensor"),
    ]


# --8<-- [start:benchmark]
@triton.testing.perf_report(
    triton.testing.Benchmark(
        x_names=["n_elements"],
        x_vals=[2**i for i in range(16, 29, 2)],
        x_log=True,
        line_arg="provider",
        line_vals=["triton", "torch"],
        line_names=["Triton copy_kernel", "torch: z.copy_(x)"],
        ylabel="GB/s",
        plot_name="copy",
        args={"dtype": torch.float32},
    )
)
def benchmark(n_elements, provider, dtype):
    x = torch.randn(n_elements, device="cuda", dtype=dtype)
    z = torch.empty_like(x)
    run = {"triton": lambda: copy(x), "torch": lambda: z.copy_(x)}[provider]
    ms = do_bench_steady(run)  # do_bench, again if the host stalled
    return gbps(2 * n_elements * x.element_size(), ms)  # read once, written once
# --8<-- [end:benchmark]


def compile_copy_kernel():
    return copy_kernel.warmup(torch.float32, torch.float32, 2**20, BLOCK_SIZE=COPY_BLOCK,
                              grid=(1,))


COPY = Snippet(
    name="copy",
    run=copy,
    reference=copy_reference,
    make_inputs=make_inputs,
    quick_shapes=[(1,), (7,), (2048,), (2049,), (5003,), (3, 4, 5)],
    full_shapes=[(2**20 + 7,), (2**24,)],
    dtypes=(torch.float32, torch.float16, torch.bfloat16, torch.int32, torch.uint8),
    bad_inputs=bad_inputs,
    benchmark=benchmark,
    compile_for_ir=compile_copy_kernel,
)


# --8<-- [start:demo]
VERSIONS = {
    "bug 1: offsets ignore the program id": copy_kernel_bug_1,
    "bug 2: offsets shifted by pid * n_elements": copy_kernel_bug_2,
    "fixed: offsets shifted by pid * BLOCK_SIZE": copy_kernel,
}


def demo() -> None:
    if not interpreting():
        raise SystemExit("meant for the interpreter, which prints a block per line: "
                         "TRITON_INTERPRET=1 python -m snippets.triton_fundamentals.copying")
    x = torch.arange(1, 11, dtype=torch.int32)  # 10 elements: the last block is partial
    print("x =", x.tolist(), "| BLOCK_SIZE = 4, so", triton.cdiv(10, 4), "programs\n")
    for title, kernel in VERSIONS.items():
        print(f"--- {title}")
        z = copy_with(kernel, x, block_size=4, debug=True)
        print("z =", z.tolist(), "\n")
# --8<-- [end:demo]


def make_copy_bugs(folder) -> None:
    from snippets.helpers.capture import run_module

    (folder / "output.txt").write_text(run_module("snippets.triton_fundamentals.copying",
                                                  merge_stderr=True))


COPY_BUGS = Artifact(name="copy_bugs", make=make_copy_bugs, needs_cuda=False)


if __name__ == "__main__":
    demo()
