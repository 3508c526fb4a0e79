"""The first phase of a GPU run: every snippet checked against torch, several at a time.

A check is mostly compiling: each new shape and dtype is a new specialization of the
kernel, built on the CPU. Nothing is timed while the checks run, so they can share the
GPU, in a few worker processes (processes, not threads: Triton compiles while holding
Python's global lock). The kernels they compile land in Triton's on-disk cache, where
the timings that follow, one at a time, find them already built.

``submit`` hands a snippet to a ``workers.Pool``, with its time limit and its log
file; the caller reads the outcomes as they finish. A check whose worker died (a
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

    from snippets.machinery.verify import check_every_shape

    from snippets.machinery.engine import registry

    started = time.perf_counter()
    rows = check_every_shape(registry.items()[name], torch.device(device_type), seed)
    return rows, time.perf_counter() - started


def submit(pool, snippet, limit_s=None, estimate_s=0.0, log=None, seed: int = 0,
           device_type: str = "cuda") -> None:
    """Queue ``snippet``'s check in ``pool`` (a ``workers.Pool``)."""
    pool.submit(snippet.name, check_in_worker, (snippet.name, seed, device_type), limit_s,
                estimate_s, log)
