"""The Numba square's kernel time, apart from what each call costs the host.

``do_bench`` times a call from the GPU's side, but a Numba call runs more Python than
the flush before it hides (wrapping both tensors, wrapping torch's stream, finding the
compiled kernel), so at the small sizes its time is the host's, not the kernel's. Here
every call is timed twice:

- **kernel**: the device time of the kernel itself, from ``torch.profiler`` (CUPTI
  records when each kernel started and ended on the GPU), with the L2 flushed before
  each call as ``do_bench`` does;
- **per call**: ``do_bench_steady``, what a benchmark of the call reports.

At the largest size the coalesced kernel is also run with other block shapes, with the
same kernel: ``BLOCK_SHAPES`` (x, y) threads.

Run in a child process (the profiler stays out of the run's own process):
``python -m snippets.cuda_and_compile.numba_kernel_time FOLDER``.
"""

import statistics
import sys
from pathlib import Path

import torch
import triton

from snippets.helpers.bench import do_bench_steady
from snippets.machinery.items import Artifact, Schedule
from snippets.helpers import child_process

SIZES = [2**i for i in range(8, 14)]  # n x n, as the benchmark
REPEATS = 20
BLOCK_SHAPES = [(16, 16), (32, 8), (256, 1)]
MAPPINGS = {"numba": "Numba, x along a row (coalesced)",
            "numba_rows_on_x": "Numba, x down a column",
            "torch": "torch.square"}


def _launch(matrix: torch.Tensor, kernel, threads, rows_on_x: bool = False) -> torch.Tensor:
    from snippets.cuda_and_compile.square_numba import numba_cuda, torch_stream

    cuda = numba_cuda()
    out = torch.empty_like(matrix)
    n_rows, n_cols = matrix.shape
    along_x, along_y = (n_rows, n_cols) if rows_on_x else (n_cols, n_rows)
    grid = (triton.cdiv(along_x, threads[0]), triton.cdiv(along_y, threads[1]))
    kernel[grid, threads, torch_stream(matrix.device)](cuda.as_cuda_array(matrix),
                                                        cuda.as_cuda_array(out))
    return out


# --8<-- [start:kernel_us]
def kernel_us(calls: list) -> list[list[float]]:
    """For each of ``calls``, the device microseconds of ``REPEATS`` launches of its
    kernel, the L2 flushed (a 256 MB buffer zeroed) before each, as do_bench does. One
    profiler session for all of them: the kernels come back in the order they ran."""
    from torch.profiler import ProfilerActivity, profile

    flush = torch.empty(256 * 2**20, dtype=torch.int8, device="cuda")
    for call in calls:
        call()  # warm-up: compiled, allocated
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        for call in calls:
            for _ in range(REPEATS):
                flush.zero_()
                call()
        torch.cuda.synchronize()
    kernels = sorted((e for e in prof.events()
                      if e.device_type == torch.autograd.DeviceType.CUDA
                      and "Fill" not in e.name and "Memset" not in e.name),
                     key=lambda e: e.time_range.start)
    if len(kernels) != REPEATS * len(calls):
        raise RuntimeError(f"expected {REPEATS * len(calls)} kernels in the profile, "
                           f"found {len(kernels)}")
    times = [e.time_range.elapsed_us() for e in kernels]
    return [times[i * REPEATS:(i + 1) * REPEATS] for i in range(len(calls))]
# --8<-- [end:kernel_us]


def _row(provider: str, n: int, threads, call, times: list[float]) -> dict:
    times = sorted(times)
    per_call = do_bench_steady(call)
    return {"provider": provider, "n": n, "block": f"{threads[0]}x{threads[1]}",
            "kernel_us_p50": statistics.median(times),
            "kernel_us_p20": times[round(0.2 * (len(times) - 1))],
            "kernel_us_p80": times[round(0.8 * (len(times) - 1))],
            "call_us_p50": 1e3 * per_call[0], "call_us_p20": 1e3 * per_call[1],
            "call_us_p80": 1e3 * per_call[2]}


def measure() -> list[dict]:
    from snippets.cuda_and_compile import square_numba as s

    cases = []  # (provider, n, block shape, call)
    for n in SIZES:
        matrix = torch.randn(n, n, device="cuda")
        cases += [("numba", n, s.THREADS_PER_BLOCK, lambda m=matrix: s.square_numba(m)),
                  ("numba_rows_on_x", n, s.THREADS_PER_BLOCK,
                   lambda m=matrix: s.square_numba_rows_on_x(m)),
                  ("torch", n, (0, 0), lambda m=matrix: torch.square(m))]
    largest = torch.randn(SIZES[-1], SIZES[-1], device="cuda")
    cases += [("numba", SIZES[-1], t, lambda t=t: _launch(largest, s.square_kernel(), t))
              for t in BLOCK_SHAPES if t != s.THREADS_PER_BLOCK]
    # Every call's first launch (Numba compiles its kernels) before anything is timed:
    # started ahead, the child makes them beside the run's checks, holding the GPU shared,
    # then waits for the item's turn (``child_process.start_ahead``).
    from snippets.machinery.worker import gpu_lock

    with gpu_lock.sharing():
        for *_, call in cases:
            call()
        torch.cuda.synchronize()
    child_process.wait_for_go()
    times = kernel_us([call for *_, call in cases])
    return [_row(provider, n, threads, call, kernel_times)
            for (provider, n, threads, call), kernel_times in zip(cases, times)]


def write(folder: Path) -> None:
    child_process.write_csv(folder / "kernel_time.csv", measure())


def _command(folder: Path) -> list[str]:
    return child_process.module_command("snippets.cuda_and_compile.numba_kernel_time",
                                        str(folder.resolve()))


WHAT = "Numba kernel time"


def _start_ahead() -> None:
    child_process.start_one_ahead(NUMBA_KERNEL_TIME.name, _command, what=WHAT)


def make(folder: Path) -> None:
    # The figure is drawn from this table and the benchmark's (numba_figure.py).
    child_process.run_one_ahead(NUMBA_KERNEL_TIME.name, _command, folder, timeout=240, what=WHAT)


NUMBA_KERNEL_TIME = Artifact(name="square_numba_kernels", make=make,
                             needs_packages=("numba-cuda",),
                             schedule=Schedule(
                                 warm_start=_start_ahead,
                                 # one profile of 20 calls x 20 launches and 20 do_bench
                                 # timings, the child's start and Numba's compiles ahead
                                 first_estimate_s=8.0))


if __name__ == "__main__":
    write(Path(sys.argv[1]))
