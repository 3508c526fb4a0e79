"""The first phase of a GPU run: every snippet checked against torch, several at a time.

A check is mostly compiling: each new shape and dtype is a new specialization of the
kernel, built on the CPU. Nothing is timed while the checks run, so they can share the
GPU, in a few worker processes (processes, not threads: Triton compiles while holding
Python's global lock). The kernels they compile land in Triton's on-disk cache, where
the timings that follow, one at a time, find them already built.

``submit`` hands the snippets to a ``workers.Pool``, each with its time limit and its
log file; the caller reads the outcomes as they finish. A check whose worker died (a
crash in native code) is checked again by the item itself, in the items' worker.
"""

import os
import time


def worker_count(cpus: int | None = None) -> int:
    """Half the CPUs, at most 6: each worker also holds a CUDA context and a share of
    the GPU, and the calling process and Triton's own compiler threads need CPUs too."""
    cpus = cpus or os.cpu_count() or 2
    return max(1, min(6, cpus // 2))


def check_in_worker(name: str, seed: int, device_type: str) -> tuple[list[dict], float]:
    """Run in a worker process: check one snippet; return its rows and the seconds taken."""
    import torch

    from snippets.core.verify import check_every_shape

    from engine import registry

    started = time.perf_counter()
    rows = check_every_shape(registry.items()[name], torch.device(device_type), seed)
    return rows, time.perf_counter() - started


def submit(pool, snippets, limits: dict, estimates: dict, logs: dict,
           device_type: str = "cuda", seed: int | None = None) -> None:
    """Queue every snippet's check (longest first, when ``snippets`` comes sorted so);
    ``limits``, ``estimates`` and ``logs`` by snippet name."""
    seed = time.time_ns() % 2**31 if seed is None else seed
    for snippet in snippets:
        pool.submit(snippet.name, check_in_worker, (snippet.name, seed, device_type),
                    limits.get(snippet.name), estimates.get(snippet.name, 0.0),
                    logs.get(snippet.name))
