"""A launch-bound training step, and three remedies measured: a larger batch, a CUDA
graph of the whole step, and ``torch.compile(mode="reduce-overhead")``; plus
``mode="max-autotune"`` on the forward pass, with what each compilation costs.

The trace of lecture 4's small model (``torch_profiler.small_model``, batch 256) shows a
GPU busy for a small fraction of each step: its kernels take microseconds and the host
needs longer than that to launch each one. The cure is fewer launches per unit of work:
more work per launch (a larger batch), or the launches replayed by the GPU itself (a
CUDA graph, which ``reduce-overhead`` builds for you).

``step_anatomy`` counts, for the batch-256 steps, the launches each makes and what the
host spends in torch.compile's wrappers; the child logs ``TORCH_LOGS=cudagraphs,perf_hints``.

Steps are timed back to back with CUDA events around a block of ``STEPS`` steps, the host
never waiting inside the block: a launch-bound loop is then timed as the host paces it,
which is what a training loop sees. (``do_bench`` would hide exactly that: it gives the
GPU a long job before each run, so the host is always ahead.) The host's clock is read
around the same blocks, before the host waits for the GPU: its time to queue a step and
the GPU's time per step come from the very same launches (a step's pace drifts from one
block to the next, so readings from different blocks need not agree:
``notes/launch_bound_host_probe.py``). ``WARMUP_BLOCKS`` untimed blocks come first.

First, one child process makes every compiled row's first call, so Inductor's caches on
disk hold the compiled variants (``max-autotune``'s benchmarking included) when the
measuring child compiles them again: its first calls are those of a warm cache. That
child is the item's set-up (``launch_bound_run.py``), made in a worker beside the
run's checks: its compiles let go of the run's GPU lock and ``max-autotune``'s
benchmarks hold the GPU alone (``snippets.machinery.worker.gpu_lock``); before that lock
let go during torch.compile, a compile here held it for minutes while every other
process waited, so the child ran in the item's own turn.
"""

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import torch

from snippets.helpers import child_process
from snippets.profiling import step_anatomy
from snippets.profiling.torch_profiler import small_model

BATCH = 256
LARGE_BATCH = 4096
STEPS = 20  # steps per timed block
BLOCKS = 9  # timed blocks; the table gives their median and 20th/80th percentiles
WARMUP_BLOCKS = 3  # untimed blocks of STEPS steps first: allocation, cuBLAS heuristics,
# CUDA graph pools, and the pace of the first blocks (slower than the later ones)


def time_per_step(step: Callable[[], object], steps: int = STEPS,
                  blocks: int = BLOCKS) -> list[tuple[float, float]]:
    """(GPU ms per step, host ms per step) for each of ``blocks`` blocks of back-to-back
    steps: CUDA events around the block, and the host's clock around the same launches,
    read before it waits for the GPU (its time to queue the block)."""
    for _ in range(WARMUP_BLOCKS * steps):
        step()
    torch.cuda.synchronize()
    per_step = []
    for _ in range(blocks):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        host_started = time.perf_counter()
        start.record()
        for _ in range(steps):
            step()
        end.record()
        host_ms = (time.perf_counter() - host_started) * 1e3 / steps
        end.synchronize()
        per_step.append((start.elapsed_time(end) / steps, host_ms))
    return per_step


def _quantiles(values: list[float]) -> tuple[float, float, float]:
    """(median, 20th, 80th percentile), as the table gives them."""
    ordered = sorted(values)
    return (statistics.median(ordered), ordered[round(0.2 * (len(ordered) - 1))],
            ordered[round(0.8 * (len(ordered) - 1))])


# --8<-- [start:eager_step]
def eager_training_step(model: torch.nn.Module, batch: torch.Tensor) -> Callable[[], None]:
    optimizer = torch.optim.SGD(model.parameters(), lr=1e-3)

    def step() -> None:
        loss = model(batch).square().mean()
        loss.backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
    return step
# --8<-- [end:eager_step]


# --8<-- [start:cuda_graph_step]
def cuda_graph_training_step(model: torch.nn.Module, batch: torch.Tensor) -> Callable[[], None]:
    """Capture forward, backward and optimizer step once; each call replays all their
    kernels with one launch. The batch tensor is captured by address: to train on new
    data, copy it into ``batch`` (``batch.copy_(new)``) before replaying."""
    optimizer = torch.optim.SGD(model.parameters(), lr=1e-3)
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):  # warm up on a side stream, as capture requires
        for _ in range(3):
            optimizer.zero_grad(set_to_none=True)
            model(batch).square().mean().backward()
            optimizer.step()
    torch.cuda.current_stream().wait_stream(side)
    graph = torch.cuda.CUDAGraph()
    optimizer.zero_grad(set_to_none=True)
    # SGD keeps no CPU-side state (momentum buffers, if any, are GPU tensors made at the
    # warm-up step); Adam would need capturable=True, or its step count stays on the CPU.
    with torch.cuda.graph(graph):  # the gradients now live in the graph's memory pool
        model(batch).square().mean().backward()
        optimizer.step()
    return graph.replay
# --8<-- [end:cuda_graph_step]


# --8<-- [start:reduce_overhead_step]
def compiled_training_step(model: torch.nn.Module, batch: torch.Tensor,
                           mode: str = "reduce-overhead") -> Callable[[], None]:
    """Forward and backward compiled by Inductor; with ``reduce-overhead`` each runs as a
    CUDA graph (a "CUDA graph tree"). The optimizer step is outside the compiled
    function and stays eager (SGD's foreach update: one multi-tensor kernel)."""
    compiled = torch.compile(model, mode=mode)
    optimizer = torch.optim.SGD(model.parameters(), lr=1e-3)

    def step() -> None:
        torch.compiler.cudagraph_mark_step_begin()  # a new iteration: outputs may be reused
        loss = compiled(batch).square().mean()
        loss.backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
    return step
# --8<-- [end:reduce_overhead_step]


def _forward(model: torch.nn.Module, batch: torch.Tensor) -> Callable[[], None]:
    def step() -> None:
        with torch.no_grad():
            model(batch)
    return step


def _compiled_forward(model, batch, mode: str) -> Callable[[], None]:
    compiled = torch.compile(model, mode=mode)

    def step() -> None:
        torch.compiler.cudagraph_mark_step_begin()
        with torch.no_grad():
            compiled(batch)
    return step


def _row(what: str, variant: str, batch: int, make: Callable[[], Callable[[], None]],
         with_anatomy: bool = False) -> dict:
    """One row of the table; ``with_anatomy``: also the step's launch counts and host
    costs (``step_anatomy``), as more columns (blank in the other rows)."""
    print(f"### {what}: {variant}, batch {batch}", file=sys.stderr, flush=True)
    torch.manual_seed(0)
    torch._dynamo.reset()  # each compiled variant pays its own compilation
    started = time.perf_counter()
    step = make()
    step()  # the first call compiles (or captures)
    torch.cuda.synchronize()
    first_call_s = time.perf_counter() - started
    blocks = time_per_step(step)
    median, p20, p80 = _quantiles([gpu for gpu, _ in blocks])
    host, host_p20, host_p80 = _quantiles([host for _, host in blocks])
    row = {"what": what, "variant": variant, "batch": batch, "ms_p50": median,
           "ms_p20": p20, "ms_p80": p80, "us_per_sample": 1e3 * median / batch,
           "first_call_s": first_call_s,
           # the host's time to queue a step, from the same blocks as ms_p50
           "host ms per step": host, "host ms p20": host_p20, "host ms p80": host_p80}
    if with_anatomy:  # while the step is still compiled and captured
        row.update(step_anatomy.anatomy(step))
        if variant == "eager":  # the step the trace records, under torch.profiler
            row["host ms ratio under torch.profiler"] = step_anatomy.profiled_host_ratio(step)
    return row


def rows_to_make(device: torch.device) -> list[tuple]:
    """(what, variant, batch, make, with_anatomy) of each row, in the table's order."""
    small = torch.randn(BATCH, 512, device=device)
    large = torch.randn(LARGE_BATCH, 512, device=device)
    return [
        ("training step", "eager", BATCH,
         lambda: eager_training_step(small_model(device), small), True),
        ("training step", "eager", LARGE_BATCH,
         lambda: eager_training_step(small_model(device), large), False),
        ("training step", "CUDA graph", BATCH,
         lambda: cuda_graph_training_step(small_model(device), small), True),
        ("training step", 'torch.compile, mode="reduce-overhead"', BATCH,
         lambda: compiled_training_step(small_model(device), small), True),
        ("forward", "eager", BATCH, lambda: _forward(small_model(device), small), False),
        ("forward", "torch.compile, default mode", BATCH,
         lambda: _compiled_forward(small_model(device), small, "default"), False),
        ("forward", 'torch.compile, mode="reduce-overhead"', BATCH,
         lambda: _compiled_forward(small_model(device), small, "reduce-overhead"), False),
        ("forward", 'torch.compile, mode="max-autotune"', BATCH,
         lambda: _compiled_forward(small_model(device), small, "max-autotune"), False),
    ]


def measure(device: torch.device) -> list[dict]:
    return [_row(*spec) for spec in rows_to_make(device)]


def first_calls(device: torch.device) -> None:
    """Every compiled row's first call, nothing timed: fills Inductor's caches on disk.
    Beside the run's checks, never beside a timing (the compiles let the GPU go)."""
    from snippets.machinery.worker import gpu_lock

    for what, variant, batch, make, _ in rows_to_make(device):
        if "torch.compile" in variant:
            torch.manual_seed(0)
            torch._dynamo.reset()
            with gpu_lock.sharing():
                make()()
                torch.cuda.synchronize()


def write_table(folder: Path) -> None:
    rows = measure(torch.device("cuda"))
    columns = list(dict.fromkeys(key for row in rows for key in row))
    child_process.write_csv(folder / "remedies.csv", [{k: row.get(k, "") for k in columns}
                                                      for row in rows])


# The first argument of the set-up's child (launch_bound_run.compile_in_child).
COMPILE_ONLY = "--compile-only"


if __name__ == "__main__":
    if sys.argv[1] == COMPILE_ONLY:
        first_calls(torch.device("cuda"))
    else:
        torch.empty(1, device="cuda")  # the CUDA context, before the item's turn
        child_process.wait_for_go()
        write_table(Path(sys.argv[1]))
