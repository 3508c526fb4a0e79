"""Vector add: the "hello world" of Triton, read top to bottom.

kernel -> host wrapper -> torch reference -> check -> benchmark -> IR. Run it directly
(``python -m snippets.vector_add.add``) to check it once; without a GPU it runs in
Triton's interpreter.
"""

import torch
import triton
import triton.language as tl

from snippets.helpers.bench import do_bench_steady, gbps
from snippets.helpers.checks import check_tensors
from snippets.machinery.items import BadInput, Snippet


# --8<-- [start:kernel]
@triton.jit
def add_kernel(
    x_ptr,  # pointer to the first element of the first input
    y_ptr,  # pointer to the first element of the second input
    out_ptr,  # pointer to the first element of the output
    n_elements,  # how many elements all three hold
    BLOCK_SIZE: tl.constexpr,  # elements per program; a compile-time power of two
):
    # Each program (one instance of this function) handles one block of elements.
    pid = tl.program_id(axis=0)
    # In int64: pid * BLOCK_SIZE in int32 wraps past 2**31 - 1 elements (8 GiB of float32).
    offsets = pid.to(tl.int64) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    # The last block usually runs past the end: the mask switches those lanes off,
    # so they neither read nor write memory that is not ours.
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    tl.store(out_ptr + offsets, x + y, mask=mask)
# --8<-- [end:kernel]


# --8<-- [start:wrapper]
BLOCK_SIZE = 1024


def add(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """x + y computed by ``add_kernel``."""
    check_tensors({"x": x, "y": y})
    out = torch.empty_like(x)
    n_elements = out.numel()
    # One program per block; cdiv rounds up so the tail gets a (masked) program too.
    grid = (triton.cdiv(n_elements, BLOCK_SIZE),)
    add_kernel[grid](x, y, out, n_elements, BLOCK_SIZE=BLOCK_SIZE)
    return out  # the launch is asynchronous: out is ready once the GPU gets there
# --8<-- [end:wrapper]


# --8<-- [start:reference]
def add_reference(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return x + y
# --8<-- [end:reference]


def make_inputs(shape, dtype, device, generator):
    x = torch.randn(shape, generator=generator, dtype=torch.float32).to(device, dtype)
    y = torch.randn(shape, generator=generator, dtype=torch.float32).to(device, dtype)
    return x, y


def bad_inputs(device):
    x = torch.ones(8, device=device)
    return [
        BadInput("shapes differ", (x, torch.ones(9, device=device)), ValueError, "shape"),
        BadInput("dtypes differ", (x, x.half()), TypeError, "dtype"),
        BadInput("integer input", (x.int(), x.int()), TypeError, "dtype"),
        BadInput("empty input", (x[:0], x[:0]), ValueError, "empty"),
        BadInput("not a tensor", (x, 1.0), TypeError, "torch.Tensor"),
    ]


# --8<-- [start:benchmark]
@triton.testing.perf_report(
    triton.testing.Benchmark(
        x_names=["n_elements"],
        x_vals=[2**i for i in range(12, 29)],
        x_log=True,
        line_arg="provider",
        line_vals=["triton", "torch"],
        line_names=["Triton add_kernel", "torch: x + y"],
        ylabel="GB/s",
        plot_name="vector-add",
        args={"dtype": torch.float32},
    )
)
def benchmark(n_elements, provider, dtype):
    x = torch.randn(n_elements, device="cuda", dtype=dtype)
    y = torch.randn(n_elements, device="cuda", dtype=dtype)
    run = {"triton": lambda: add(x, y), "torch": lambda: x + y}[provider]
    ms = do_bench_steady(run)  # do_bench, again if the host stalled
    # Two inputs read, one output written: the minimum traffic for this operation.
    return gbps(3 * n_elements * x.element_size(), ms)
# --8<-- [end:benchmark]


# --8<-- [start:compile]
def compile_add_kernel():
    """Compile add_kernel for this GPU as a float32 launch would, without running it."""
    return add_kernel.warmup(
        torch.float32, torch.float32, torch.float32, 4096, BLOCK_SIZE=BLOCK_SIZE, grid=(1,)
    )
# --8<-- [end:compile]


VECTOR_ADD = Snippet(
    name="vector_add",
    run=add,
    reference=add_reference,
    make_inputs=make_inputs,
    quick_shapes=[(1,), (2,), (97,), (1024,), (1025,), (4099,), (3, 5, 7)],
    full_shapes=[(2**20 + 3,), (2**24,), (2**24 + 1021,)],
    dtypes=(torch.float32, torch.float16, torch.bfloat16),
    bad_inputs=bad_inputs,
    benchmark=benchmark,
    compile_for_ir=compile_add_kernel,
)


if __name__ == "__main__":
    from snippets.helpers.runtime import default_device

    device = default_device()
    x, y = make_inputs((98_432,), torch.float32, device, torch.Generator().manual_seed(0))
    print("max |triton - torch| =", (add(x, y) - add_reference(x, y)).abs().max().item())
