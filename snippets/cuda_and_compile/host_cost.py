"""What a call costs on the host: the compiled GELU against the hand-written Triton
kernel and torch, at a size where the kernels take microseconds.

A compiled function does Python work at every call before its kernel is queued: Dynamo
checks its guards (dtype, device, shape, strides, the size symbol), then Inductor's
``call`` allocates the output and launches through Triton's launcher. ``do_bench`` hides
host time only while the GPU is busy with its cache flush (zeroing a 256 MB buffer):
if the call's host time is longer than the flush, the GPU waits for the launch after
the start event, and that wait is timed as if it were the kernel's.

Measured here, in one process: microseconds of host time per call (``CALLS`` calls queued
back to back, the host never waiting; blocks that spread widely are taken again, as
``do_bench_steady`` does), the GPU time of the flush, and ``do_bench_steady``.
"""

import contextlib
import statistics
import time
from pathlib import Path

import torch

from snippets.helpers.bench import do_bench_steady, steadiest
from snippets.machinery.items import Artifact, Schedule
from snippets.cuda_and_compile import gelu_compile
from snippets.helpers import child_process

N_ELEMENTS = 2**18
DEFAULT = "torch.compile, default (size-generic)"
CALLS = 200
BLOCKS = 9


# --8<-- [start:host_time]
def host_us_per_call(fn, x: torch.Tensor, calls: int = CALLS, blocks: int = BLOCKS) -> list[float]:
    """Host microseconds per call, queuing ``calls`` calls without waiting for the GPU."""
    per_call = []
    for _ in range(blocks):
        torch.cuda.synchronize()
        start = time.perf_counter()
        for _ in range(calls):
            fn(x)
        per_call.append(1e6 * (time.perf_counter() - start) / calls)
    torch.cuda.synchronize()
    return per_call
# --8<-- [end:host_time]


STEADY_BAND = 1.2  # the blocks' p80 / p20 above this: something else had the CPU


def _blocks_band(blocks: list[float]) -> float:
    return blocks[round(0.8 * (len(blocks) - 1))] / blocks[round(0.2 * (len(blocks) - 1))]


def steady_host_us(fn, x: torch.Tensor) -> list[float]:
    """``host_us_per_call`` (its blocks sorted), taken again while its blocks spread more
    than ``STEADY_BAND``; the attempt with the narrowest spread. The rule of
    ``do_bench_steady`` (``snippets.helpers.bench.steadiest``): a host cannot run a call
    faster because it was interrupted."""
    return steadiest(lambda: sorted(host_us_per_call(fn, x)), band=_blocks_band,
                     widest=STEADY_BAND)


def flush_us() -> float:
    """GPU microseconds of do_bench's cache flush (zeroing its 256 MB buffer)."""
    import triton.testing

    cache = torch.empty(256 * 2**20, dtype=torch.int8, device="cuda")
    return 1e3 * triton.testing.do_bench(cache.zero_, quantiles=[0.5, 0.2])[0]


def _gelu_tanh_skip_guards(x: torch.Tensor) -> torch.Tensor:
    # A function of its own, so its compilation has its own entry in Dynamo's cache (kept
    # per code object): compiled from _gelu_tanh_static_shapes, it would share that
    # function's entries, and its row would time a call the other row had set up.
    return gelu_compile.gelu_tanh_eager(x)


def variants():
    from snippets.cuda_and_compile import gelu_compile as g

    skip_guards = torch.compile(_gelu_tanh_skip_guards, dynamic=False)
    return {
        "eager, op by op": g.gelu_tanh_eager,
        "F.gelu(approximate='tanh')": g.gelu_tanh_reference,
        "Triton kernel by hand": g.gelu_tanh_triton,
        DEFAULT: g.gelu_tanh_compiled,
        "torch.compile, dynamic=False": g.compiled_gelu_tanh_static_shapes(),
        "torch.compile, dynamic=False, guards skipped": skip_guards,
    }


def _first_calls(name: str, fn, x: torch.Tensor) -> None:
    if name == DEFAULT:
        # The benchmark reaches 2^18 after 2^16: the default compiled function has then
        # recompiled size-generic (automatic dynamic shapes). Do the same here.
        fn(torch.randn(2**16, device="cuda"))
    fn(x)


def _measure_one(name: str, fn, x: torch.Tensor) -> dict:
    if "guards skipped" in name:  # torch >= 2.7: run the cached graph without guards
        context = torch.compiler.set_stance("default", skip_guard_eval_unsafe=True)
    else:
        context = contextlib.nullcontext()
    with context:
        host = steady_host_us(fn, x)
        bench = do_bench_steady(lambda: fn(x))[0]
    return {"host_us_per_call": statistics.median(host), "host_us_min": min(host),
            "host_us_max": max(host), "do_bench_us": 1e3 * bench, "note": ""}


def _failed(name: str, error: Exception) -> dict:
    # a stance this torch lacks, a variant that does not compile: say so
    return {"variant": name, "host_us_per_call": float("nan"), "host_us_min": float("nan"),
            "host_us_max": float("nan"), "do_bench_us": float("nan"),
            "note": f"{type(error).__name__}: {str(error).splitlines()[0][:200]}"}


def measure() -> list[dict]:
    from snippets.machinery.worker import gpu_lock

    x = torch.randn(N_ELEMENTS, device="cuda")
    # Every variant's first calls (compiles from Inductor's warm cache) before anything
    # is measured: started ahead, the child makes them beside the run's checks (holding
    # the GPU shared) and then waits for the item's turn (``child_process.start_ahead``).
    ready = {}
    with gpu_lock.sharing():
        for name, fn in variants().items():
            try:
                _first_calls(name, fn, x)
                ready[name] = fn
            except Exception as error:  # noqa: BLE001
                ready[name] = error
        torch.cuda.synchronize()
    child_process.wait_for_go()
    rows = []
    for name, fn in ready.items():
        try:
            if isinstance(fn, Exception):
                raise fn
            rows.append({"variant": name, **_measure_one(name, fn, x)})
        except Exception as error:  # noqa: BLE001
            rows.append(_failed(name, error))
    flush = flush_us()
    for row in rows:
        row["do_bench flush_us"] = flush
    return rows


def write_table(folder: Path) -> None:
    child_process.write_csv(folder / "host_cost.csv", measure())


def _command(folder: Path) -> list[str]:
    return child_process.module_command("snippets.cuda_and_compile.host_cost",
                                        str(folder.resolve()))


WHAT = "host cost per call"


def _start_ahead() -> None:
    child_process.start_one_ahead(HOST_COST.name, _command, what=WHAT)


def _in_child(folder: Path) -> None:
    child_process.run_one_ahead(HOST_COST.name, _command, folder, timeout=240, what=WHAT)


# Set up with the benchmark's item (one run of it for both): its static graphs, 2^16 and
# 2^18 among them, are in Inductor's cache on disk when the child process compiles.
HOST_COST = Artifact(name="gelu_host_cost", make=_in_child,
                     schedule=Schedule(
                         prepare=gelu_compile.compile_ahead,
                         # and in the items' process from the run's start: the benchmark's
                         # size-generic compiles there bypass the cache (compiled_here)
                         setup_from_start=True,
                         # the child started ahead, once the graphs are on disk: its start
                         # and three compiles from a warm cache (24-30 s of this item's
                         # turn in two complete runs, with six variants' timings) beside
                         # the checks
                         warm_start=_start_ahead,
                         # six variants' host timings (9 blocks of 200 calls, up to 3
                         # times) and do_bench's: a few seconds each
                         first_estimate_s=10.0))


if __name__ == "__main__":
    import sys

    write_table(Path(sys.argv[1]))
