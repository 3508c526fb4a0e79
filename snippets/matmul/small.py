"""Why small products time badly from Python: the host's work per call against do_bench's flush.

``do_bench`` flushes the L2 cache before each timed call by zeroing a 256 MB buffer, and
the host launches the call while the GPU runs that flush: a call whose host work (the
wrapper's checks, ``torch.empty``, Triton's launch, the autotuner's dispatch) takes less
time than the flush is timed from the GPU's side alone. One whose host work takes longer
leaves the GPU idle between the flush and the kernel, inside the timed interval, and the
median and its band grow with the host's speed at that moment. The square benchmark of
lecture 3 is therefore timed as CUDA-graph replays (no host between calls); this artifact
measures, for the small sizes, what do_bench from Python gives, how long the host takes
per call, and how long the flush takes, which is what decides between the two.
"""

import csv
import time
from pathlib import Path

import torch
import triton

from snippets.helpers.bench import QUANTILES, do_bench_steady
from snippets.machinery.items import Artifact, Schedule
from snippets.matmul import problem
from snippets.matmul.autotuned import matmul_autotuned, matmul_autotuned_kernel
from snippets.matmul.grouped import matmul_grouped
from snippets.matmul.naive import matmul_naive

SIZES = (256, 512, 1024)
FLUSH_BYTES = 256 * 2**20  # what do_bench zeroes before each call (its L2 flush)


def _wait_for_the_gpu() -> None:
    if torch.cuda.is_available():
        torch.cuda.synchronize()


# --8<-- [start:host]
def host_us_per_call(run, calls: int = 200) -> float:
    """The host's time per call: ``calls`` launches queued without waiting. A small
    product runs for less time than its launch takes, so the GPU keeps up and the queue
    never fills: the loop runs at the host's speed, not the GPU's."""
    run()
    _wait_for_the_gpu()
    start = time.perf_counter()
    for _ in range(calls):
        run()
    elapsed = time.perf_counter() - start
    _wait_for_the_gpu()
    return elapsed / calls * 1e6
# --8<-- [end:host]


def flush_us(repeats: int = 20) -> float:
    """How long the GPU takes to zero do_bench's flush buffer (the time the host has to
    launch the next call)."""
    cache = torch.empty(FLUSH_BYTES // 4, dtype=torch.int32, device="cuda")
    cache.zero_()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(repeats):
        cache.zero_()
    end.record()
    end.synchronize()
    return start.elapsed_time(end) / repeats * 1000


def providers(a, b) -> dict:
    return {"naive": lambda: matmul_naive(a, b), "grouped": lambda: matmul_grouped(a, b),
            "autotuned": lambda: matmul_autotuned(a, b), "torch": lambda: torch.matmul(a, b)}


def tile_and_programs(size: int) -> tuple[str, int]:
    """The tile the autotuner kept for the latest launch, and how many programs it makes."""
    kw = matmul_autotuned_kernel.best_config.kwargs
    programs = triton.cdiv(size, kw["BLOCK_M"]) * triton.cdiv(size, kw["BLOCK_N"])
    return f"{kw['BLOCK_M']}x{kw['BLOCK_N']}x{kw['BLOCK_K']}", programs


def measure(folder: Path) -> None:
    flush = flush_us()
    rows = []
    for size in SIZES:
        a, b = problem.timing_inputs((size, size, size), torch.float16)
        for name, run in providers(a, b).items():
            run()  # compile, and tune, before timing
            plain = triton.testing.do_bench(run, quantiles=QUANTILES)  # as the sweep once did
            tile, programs = (tile_and_programs(size) if name == "autotuned"
                              else ("cuBLAS's", "") if name == "torch"
                              else ("128x128x64", triton.cdiv(size, 128) ** 2))
            rows.append({"size": size, "provider": name, "tile": tile, "programs": programs,
                         "do_bench_us": round(plain[0] * 1e3, 1),
                         "do_bench_p20_us": round(plain[1] * 1e3, 1),
                         "do_bench_p80_us": round(plain[2] * 1e3, 1),
                         "steady_us": round(do_bench_steady(run)[0] * 1e3, 1),
                         "host_us": round(host_us_per_call(run), 1),
                         "flush_us": round(flush, 1)})
    with open(folder / "small.csv", "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


# Never timed yet: 3 sizes x 4 providers x (do_bench, do_bench_steady, 200 calls on the
# host), about 0.4 s each, the kernels already compiled and tuned by lecture 3's others.
SMALL = Artifact(name="matmul_small", make=measure, schedule=Schedule(first_estimate_s=6.0))
