"""torch.compile on a chain of elementwise ops, against a Triton kernel written by hand.

The tanh approximation of GELU, written op by op in eager PyTorch, launches one kernel
per operation and sends every intermediate result through GPU memory. torch.compile
(Dynamo captures the graph, Inductor fuses it and writes a Triton kernel) turns the chain
into one kernel that reads x once and writes the result once. We write that kernel by
hand too, and measure all of them against torch's own ``F.gelu``.

    python -m snippets.cuda_and_compile.gelu_compile --device cpu   # compile once, compare
    TORCH_LOGS="graph_code,output_code" python -m snippets.cuda_and_compile.gelu_compile
"""

import argparse
import functools

import torch
import torch.nn.functional as F
import triton
import triton.language as tl

from snippets.machinery.worker import compile_ahead as ahead
from snippets.helpers.bench import gbps
from snippets.helpers.checks import check_int32_offsets, check_tensors
from snippets.helpers.queued import steady_queued_ms
from snippets.machinery.items import BadInput, Schedule, Snippet


# --8<-- [start:eager]
SQRT_2_OVER_PI = 0.7978845608028654  # sqrt(2 / pi)


def gelu_tanh_eager(x: torch.Tensor) -> torch.Tensor:
    """GELU, tanh approximation, one torch operation (and one kernel) at a time."""
    inner = SQRT_2_OVER_PI * (x + 0.044715 * x * x * x)
    return 0.5 * x * (1.0 + torch.tanh(inner))
# --8<-- [end:eager]


# --8<-- [start:compiled]
@functools.cache
def compiled_gelu_tanh():
    # torch.compile returns at once; the work happens at the first call, and again
    # whenever a call breaks the assumptions (dtype, device, shape) it compiled for.
    return torch.compile(gelu_tanh_eager)


def gelu_tanh_compiled(x: torch.Tensor) -> torch.Tensor:
    check_tensors({"x": x})
    return compiled_gelu_tanh()(x)
# --8<-- [end:compiled]


# --8<-- [start:compiled_static]
def _gelu_tanh_static_shapes(x: torch.Tensor) -> torch.Tensor:
    # A function of its own: Dynamo keeps a limited number of compilations
    # per function (torch._dynamo.config.recompile_limit), then runs it
    # eagerly. These (one per size) must not use up compiled_gelu_tanh's.
    return gelu_tanh_eager(x)


@functools.cache
def compiled_gelu_tanh_static_shapes():
    # dynamic=False: compile again for every new size, never size-generic.
    return torch.compile(_gelu_tanh_static_shapes, dynamic=False)
# --8<-- [end:compiled_static]


# --8<-- [start:kernel]
@triton.jit
def gelu_tanh_kernel(
    x_ptr,  # input
    out_ptr,  # output, same length and dtype
    n_elements,
    BLOCK_SIZE: tl.constexpr,
):
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    # Compute in float32 whatever the storage type, as torch does for half precision.
    x = tl.load(x_ptr + offsets, mask=mask).to(tl.float32)
    inner = 0.7978845608028654 * (x + 0.044715 * x * x * x)
    # 0.5 * (1 + tanh(z)) equals sigmoid(2 z): one exponential, and no cancellation
    # between 1 and tanh(z) close to -1 when x is very negative.
    y = x * tl.sigmoid(2.0 * inner)
    tl.store(out_ptr + offsets, y.to(out_ptr.dtype.element_ty), mask=mask)
# --8<-- [end:kernel]


# --8<-- [start:wrapper]
BLOCK_SIZE = 1024


def gelu_tanh_triton(x: torch.Tensor) -> torch.Tensor:
    check_tensors({"x": x})
    check_int32_offsets({"x": x}, block=BLOCK_SIZE)  # the kernel's offsets are int32
    out = torch.empty_like(x)
    n_elements = x.numel()
    gelu_tanh_kernel[(triton.cdiv(n_elements, BLOCK_SIZE),)](
        x, out, n_elements, BLOCK_SIZE=BLOCK_SIZE)
    return out
# --8<-- [end:wrapper]


# --8<-- [start:reference]
def gelu_tanh_reference(x: torch.Tensor) -> torch.Tensor:
    return F.gelu(x, approximate="tanh")  # torch's own single (fused) kernel
# --8<-- [end:reference]


def make_inputs(shape, dtype, device, generator):
    # Spread wider than randn so the tails (where GELU is ~0 or ~x) are exercised too.
    x = 3 * torch.randn(shape, generator=generator, dtype=torch.float32)
    return (x.to(device, dtype),)


def bad_inputs(device):
    x = torch.ones(8, device=device)
    return [
        BadInput("integer input", (x.int(),), TypeError, "dtype"),
        BadInput("empty input", (x[:0],), ValueError, "empty"),
        BadInput("not a tensor", ([1.0, 2.0],), TypeError, "torch.Tensor"),
    ]


# --8<-- [start:compiled_here]
def compiled_here(fresh: bool = True):
    """While in it, torch.compile compiles in this process instead of taking a graph
    from Inductor's cache on disk. A size-generic graph there may have been compiled for
    another size (the checks compile this function at 97 elements), and its kernel
    keeps the block size Inductor chose for that size, whatever size runs it."""
    import contextlib

    return (torch._inductor.config.patch(fx_graph_cache=False) if fresh
            else contextlib.nullcontext())
# --8<-- [end:compiled_here]


# --8<-- [start:benchmark]
@triton.testing.perf_report(
    triton.testing.Benchmark(
        x_names=["n_elements"],
        x_vals=[2**i for i in range(16, 27, 2)],
        x_log=True,
        line_arg="provider",
        line_vals=["eager", "compiled", "compiled_static", "triton", "torch_gelu"],
        line_names=["eager, op by op", "torch.compile, default",
                    "torch.compile, dynamic=False", "Triton kernel by hand",
                    "F.gelu(approximate='tanh')"],
        ylabel="GB/s",
        plot_name="gelu-tanh",
        args={"dtype": torch.float32},
    )
)
def benchmark(n_elements, provider, dtype):
    x = torch.randn(n_elements, device="cuda", dtype=dtype)
    run = {
        "eager": lambda: gelu_tanh_eager(x),
        "compiled": lambda: gelu_tanh_compiled(x),
        "compiled_static": lambda: compiled_gelu_tanh_static_shapes()(x),
        "triton": lambda: gelu_tanh_triton(x),
        "torch_gelu": lambda: gelu_tanh_reference(x),
    }[provider]
    # Each compiled call runs Python first (guards, Inductor's call), the eager chain a
    # launch per operation: queued ahead of the GPU, none of that is timed (queued_ms).
    with compiled_here(provider == "compiled"):
        ms = steady_queued_ms(run)
    # The least any implementation must move: read x once, write the result once. The
    # eager chain moves far more (every intermediate goes to memory and back), which is
    # exactly what this unit shows.
    return gbps(2 * n_elements * x.element_size(), ms)
# --8<-- [end:benchmark]


def _compiled_here(x):
    with compiled_here():
        return gelu_tanh_compiled(x)


def first_calls():
    """The benchmark's compiles, made ahead: torch.compile with dynamic=False compiles
    again for every size (several seconds each); the Triton kernel once; the size-generic
    function at the benchmark's first two sizes, in its order (its second compilation,
    at the second size, is the size-generic one every later size runs)."""
    dtype = benchmark.benchmarks.args["dtype"]
    for index, n_elements in enumerate(benchmark.benchmarks.x_vals):
        x = torch.randn(n_elements, device="cuda", dtype=dtype)
        if index < 2:  # compiled as the benchmark compiles it
            yield lambda x=x: _compiled_here(x)
        yield lambda x=x: compiled_gelu_tanh_static_shapes()(x)
        yield lambda x=x: gelu_tanh_triton(x)


def compile_ahead() -> None:
    """The set-up (``prepare``) of the benchmark's item and of ``gelu_host_cost`` (whose
    child process finds the same graphs in Inductor's cache on disk), made while the
    run checks the snippets (``snippets.machinery.worker.compile_ahead``)."""
    ahead.compile_ahead(first_calls())


# --8<-- [start:compile_ir]
def compile_gelu_tanh_kernel():
    return gelu_tanh_kernel.warmup(torch.float32, torch.float32, 2**20,
                                   BLOCK_SIZE=BLOCK_SIZE, grid=(1,))
# --8<-- [end:compile_ir]


GELU_TANH_TRITON = Snippet(
    name="gelu_tanh_triton",
    run=gelu_tanh_triton,
    reference=gelu_tanh_reference,
    make_inputs=make_inputs,
    quick_shapes=[(1,), (97,), (1024,), (4099,), (3, 5, 7)],
    full_shapes=[(2**20 + 3,), (2**24,)],
    dtypes=(torch.float32, torch.float16, torch.bfloat16),
    bad_inputs=bad_inputs,
    benchmark=benchmark,
    compile_for_ir=compile_gelu_tanh_kernel,
    schedule=Schedule(prepare=compile_ahead),
)

GELU_TANH_COMPILED = Snippet(
    name="gelu_tanh_compiled",
    run=gelu_tanh_compiled,
    reference=gelu_tanh_reference,
    make_inputs=make_inputs,
    # One rank only: each new rank (and dtype) is a recompilation.
    quick_shapes=[(2,), (97,), (4099,)],
    full_shapes=[(2**20 + 3,), (2**24,)],
    dtypes=(torch.float32, torch.float16, torch.bfloat16),
    requires_cuda="on the CPU Inductor writes and compiles C++ for every case (minutes); "
    "tests/cuda_and_compile/test_page_claims.py compiles one small case on the CPU instead",
    bad_inputs=bad_inputs,
)


# --8<-- [start:main]
def main(device: str) -> None:
    x = torch.linspace(-4, 4, 1000, device=device)
    compiled, eager = compiled_gelu_tanh()(x), gelu_tanh_eager(x)
    print("max |compiled - eager| =", (compiled - eager).abs().max().item())
# --8<-- [end:main]


if __name__ == "__main__":
    from snippets.machinery.worker import gpu_lock

    parser = argparse.ArgumentParser()
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    # Started by regenerate.py's torch_trace and TORCH_LOGS items beside its checks: the
    # GPU is shared, and let go while torch.compile compiles (a share held around this
    # process by its parent held every timing, and everything behind it, for the whole
    # 33 s compile on an H100). Elsewhere the lock is off: nothing is held.
    with gpu_lock.sharing():
        main(parser.parse_args().device)
