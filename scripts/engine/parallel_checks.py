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
import sys
import threading
import time

# The checks run at this much lower CPU priority (Linux's nice, for the check's thread
# and what it starts): the first phase is bound by its cores, and its end by the
# set-ups and what the items' worker makes of them (lecture 4's set-up, then the items'
# worker's own compiles, ended the H100's first phase at 1ae4756, 17 s after every
# check); a check only has to end before them. The notebooks, which time what they
# show, and the set-ups keep the default. 0: all alike.
CHECK_NICE = int(os.environ.get("REGENERATE_CHECK_NICE", "10"))


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
    rows = behind_the_rest(lambda: check_every_shape(registry.items()[name],
                                                     torch.device(device_type), seed))
    return rows, time.perf_counter() - started


def behind_the_rest(work, nice: int | None = None):
    """``work()``, on Linux in a thread of its own made ``nice`` (CHECK_NICE) steps
    less urgent, so the process keeps its priority for its next job (a set-up):
    Linux renices a single thread, and what it starts (a compiler) inherits it."""
    nice = CHECK_NICE if nice is None else nice
    if not nice or not sys.platform.startswith("linux"):
        return work()
    result = {}

    def run():
        try:
            tid = threading.get_native_id()
            os.setpriority(os.PRIO_PROCESS, tid,
                           min(19, os.getpriority(os.PRIO_PROCESS, tid) + nice))
        except OSError:
            pass  # at the priority it has
        try:
            result["value"] = work()
        except BaseException as exc:  # raised again in the caller's thread
            result["error"] = exc

    thread = threading.Thread(target=run, name="check")
    thread.start()
    thread.join()
    if "error" in result:
        raise result["error"]
    return result["value"]


def submit(pool, snippet, limit_s=None, estimate_s=0.0, log=None, seed: int = 0,
           device_type: str = "cuda") -> None:
    """Queue ``snippet``'s check in ``pool`` (a ``workers.Pool``)."""
    pool.submit(snippet.name, check_in_worker, (snippet.name, seed, device_type), limit_s,
                estimate_s, log)
