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
``python -m snippets.cuda_in_pytorch.numba_kernel_time FOLDER``.
"""

import statistics
import sys
from pathlib import Path

import torch
import triton

from snippets.core.bench import do_bench_steady
from snippets.core.snippet import Artifact
from snippets.profiling import _tools

SIZES = [2**i for i in range(8, 14)]  # n x n, as the benchmark
REPEATS = 20
BLOCK_SHAPES = [(16, 16), (32, 8), (256, 1)]
MAPPINGS = {"numba": "Numba, x along a row (coalesced)",
            "numba_rows_on_x": "Numba, x down a column",
            "torch": "torch.square"}


def _launch(matrix: torch.Tensor, kernel, threads, rows_on_x: bool = False) -> torch.Tensor:
    from snippets.cuda_in_pytorch.square_numba import numba_cuda, torch_stream

    cuda = numba_cuda()
    out = torch.empty_like(matrix)
    n_rows, n_cols = matrix.shape
    along_x, along_y = (n_rows, n_cols) if rows_on_x else (n_cols, n_rows)
    grid = (triton.cdiv(along_x, threads[0]), triton.cdiv(along_y, threads[1]))
    kernel[grid, threads, torch_stream(matrix.device)](cuda.as_cuda_array(matrix),
                                                        cuda.as_cuda_array(out))
    return out


def kernel_us(call) -> list[float]:
    """Device microseconds of each of ``REPEATS`` launches of ``call``'s kernel, the
    L2 flushed (a 256 MB buffer zeroed) before each, as do_bench does."""
    from torch.profiler import ProfilerActivity, profile

    flush = torch.empty(256 * 2**20, dtype=torch.int8, device="cuda")
    call()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        for _ in range(REPEATS):
            flush.zero_()
            call()
        torch.cuda.synchronize()
    times = [e.time_range.elapsed_us() for e in prof.events()
             if e.device_type == torch.autograd.DeviceType.CUDA and "Fill" not in e.name
             and "Memset" not in e.name]
    if len(times) != REPEATS:
        raise RuntimeError(f"expected {REPEATS} kernels in the profile, found {len(times)}")
    return times


def _row(provider: str, n: int, threads, call) -> dict:
    times = sorted(kernel_us(call))
    per_call = do_bench_steady(call)
    return {"provider": provider, "n": n, "block": f"{threads[0]}x{threads[1]}",
            "kernel_us_p50": statistics.median(times),
            "kernel_us_p20": times[round(0.2 * (len(times) - 1))],
            "kernel_us_p80": times[round(0.8 * (len(times) - 1))],
            "call_us_p50": 1e3 * per_call[0], "call_us_p20": 1e3 * per_call[1],
            "call_us_p80": 1e3 * per_call[2]}


def measure() -> list[dict]:
    from snippets.cuda_in_pytorch import square_numba as s

    rows = []
    for n in SIZES:
        matrix = torch.randn(n, n, device="cuda")
        calls = {"numba": lambda: s.square_numba(matrix),
                 "numba_rows_on_x": lambda: s.square_numba_rows_on_x(matrix),
                 "torch": lambda: torch.square(matrix)}
        for provider, call in calls.items():
            threads = s.THREADS_PER_BLOCK if provider != "torch" else (0, 0)
            rows.append(_row(provider, n, threads, call))
    matrix = torch.randn(SIZES[-1], SIZES[-1], device="cuda")
    for threads in BLOCK_SHAPES:
        if threads != s.THREADS_PER_BLOCK:
            rows.append(_row("numba", SIZES[-1], threads,
                             lambda t=threads: _launch(matrix, s.square_kernel(), t)))
    return rows


def draw(rows: list[dict], path: Path) -> None:
    """Kernel time and time per call against the size, one colour per kernel: the
    kernel lines solid with filled markers, the per-call lines dashed with open ones."""
    from snippets.core import plot_style

    plt = plot_style.apply()
    fig, ax = plt.subplots(figsize=(7, 4.2))
    markers = {"numba": "o", "numba_rows_on_x": "s", "torch": "^"}
    for index, (provider, label) in enumerate(MAPPINGS.items()):
        mine = sorted((r for r in rows if r["provider"] == provider
                       and r["block"] in ("16x16", "0x0")), key=lambda r: r["n"])
        colour = plot_style.PALETTE[index]
        sizes = [r["n"] for r in mine]
        ax.plot(sizes, [r["kernel_us_p50"] for r in mine], color=colour,
                marker=markers[provider], label=f"{label}: kernel")
        ax.plot(sizes, [r["call_us_p50"] for r in mine], color=colour, linestyle="--",
                marker=markers[provider], markerfacecolor="none", label=f"{label}: per call")
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xlabel("n (an n x n float32 matrix)")
    ax.set_ylabel("µs (median)")
    ax.legend(fontsize="small")
    plot_style.save(fig, path)


def write(folder: Path) -> None:
    rows = measure()
    _tools.write_csv(folder / "kernel_time.csv", rows)


def make(folder: Path) -> None:
    _tools.run(_tools.module_command("snippets.cuda_in_pytorch.numba_kernel_time",
                                     str(folder.resolve())),
               timeout=240, what="Numba kernel time")
    import csv

    with open(folder / "kernel_time.csv", newline="") as f:
        rows = [{k: (v if k in ("provider", "block") else float(v)) for k, v in r.items()}
                for r in csv.DictReader(f)]
    draw(rows, folder / "kernel_time.svg")


NUMBA_KERNEL_TIME = Artifact(name="square_numba_kernels", make=make,
                             needs_packages=("numba-cuda",))


if __name__ == "__main__":
    write(Path(sys.argv[1]))
