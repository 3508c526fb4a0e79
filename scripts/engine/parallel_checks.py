"""The first phase of a GPU run: every snippet checked against torch, several at a time.

A check is mostly compiling: each new shape and dtype is a new specialization of the
kernel, built on the CPU. Nothing is timed while the checks run, so they can share the
GPU, in a few worker processes (processes, not threads: Triton compiles while holding
Python's global lock). The kernels they compile land in Triton's on-disk cache, where
the timings that follow, one at a time, find them already built.

``start`` hands the snippets to the workers and returns one future per snippet;
``rows_of`` gives a snippet's check.json rows, or raises its check's error. If a worker
process dies (a crash in native code takes the whole pool down), the snippets it would
have checked are checked again in the calling process.
"""

import functools
import multiprocessing
import os
import time
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool


def worker_count(cpus: int | None = None) -> int:
    """Half the CPUs, at most 6: each worker also holds a CUDA context and a share of
    the GPU, and the calling process and Triton's own compiler threads need CPUs too."""
    cpus = cpus or os.cpu_count() or 2
    return max(1, min(6, cpus // 2))


@functools.cache
def _registry() -> dict:
    import snippets  # noqa: F401  (interpreter or not, decided before Triton is imported)
    from snippets.core.snippet import discover

    return discover()


def check_in_worker(name: str, seed: int, device_type: str) -> tuple[list[dict], float]:
    """Run in a worker process: check one snippet; return its rows and the seconds taken."""
    import torch

    from snippets.core.verify import check_every_shape

    started = time.perf_counter()
    rows = check_every_shape(_registry()[name], torch.device(device_type), seed)
    return rows, time.perf_counter() - started


def start(snippets, device_type: str = "cuda", workers: int | None = None,
          seed: int | None = None) -> dict[str, Future]:
    """Submit every snippet's check (longest first, when ``snippets`` comes sorted so)."""
    snippets = list(snippets)
    if not snippets:
        return {}
    seed = time.time_ns() % 2**31 if seed is None else seed
    pool = ProcessPoolExecutor(max_workers=min(workers or worker_count(), len(snippets)),
                               mp_context=multiprocessing.get_context("spawn"))
    futures = {s.name: pool.submit(check_in_worker, s.name, seed, device_type)
               for s in snippets}
    pool.shutdown(wait=False)  # the workers exit once the queue is empty
    return futures


def rows_of(future: Future, check_here) -> tuple[list[dict], float]:
    """The rows a worker made (re-raising its check's failure), or, if its process died,
    ``check_here()`` run in this process."""
    try:
        return future.result()
    except BrokenProcessPool:
        started = time.perf_counter()
        rows = check_here()
        return rows, time.perf_counter() - started
