"""What a run starts before it needs it, so that nothing waits for a start-up later:
the GPU lock's file and the first phase's workers while the run is planned
(``started_ahead``), and the fork server the derived figures' workers come from
(``forked_from_a_server``)."""

import contextlib
import multiprocessing
import os
import sys
import tempfile
from pathlib import Path

from snippets.machinery.worker import gpu_lock
from snippets.machinery.scheduling import schedule_of

from snippets.machinery.engine import estimates, parallel_checks, schedule, workers


@contextlib.contextmanager
def started_ahead(items, log: Path, wanted: bool):
    """While the run is planned: the GPU lock's file named in the environment, then as
    many workers spawned as the first phase and the items' worker take, so that their
    imports (torch, the engine, every snippet module: about 4 s each on a fresh H100
    host, a CPU then half idle) overlap the plan instead of starting the first phase.
    Only where workers are spawned (a CUDA machine) and ``wanted`` (a whole run: one
    with ``--only`` may check nothing). Those no pool took exit at the end; ``log``:
    what they print before their first job."""
    if not wanted or workers.start_method() != "spawn":
        yield
        return
    count = (parallel_checks.worker_count() + schedule.side_by_side_workers()
             + estimates.SETUP_WORKERS + 1)
    with gpu_lock_file(items):  # before the workers start: they inherit its name
        workers.start_spares("spawn", count, log)
        try:
            yield
        finally:
            workers.close_spares()


@contextlib.contextmanager
def gpu_lock_file(items):
    """While items run side by side, a lock file (named in the environment, which their
    workers and notebook kernels inherit) through which their timings get the GPU alone."""
    needed = (any(schedule_of(item).concurrent for item in items)
              and gpu_lock.LOCK_ENV not in os.environ and os.name == "posix")
    if not needed:
        yield
        return
    with tempfile.TemporaryDirectory(prefix="regenerate-lock-") as folder:
        os.environ[gpu_lock.LOCK_ENV] = str(Path(folder) / "gpu.lock")
        try:
            yield
        finally:
            os.environ.pop(gpu_lock.LOCK_ENV, None)


def forked_from_a_server(context: str, preload) -> str:
    """The start method for pools of workers that never use CUDA (the derived
    figures), started later in a run whose workers are spawned: ``"forkserver"``, with
    its server started now, in the background, importing the modules ``preload`` names
    once. Each such worker is then a fork of it, ready in milliseconds: a spawned one
    imports torch, the engine and every snippet module before its first job (seconds
    for a figure that draws in a fraction of that). The server's environment is this process's now; it holds no
    CUDA context (importing torch and Triton makes none). ``context`` unchanged where
    workers are forked anyway, or a server cannot start."""
    if context != "spawn" or "forkserver" not in multiprocessing.get_all_start_methods():
        return context
    try:
        from multiprocessing import forkserver

        multiprocessing.get_context("forkserver").set_forkserver_preload(list(preload))
        forkserver.ensure_running()
    except (OSError, ValueError):
        return context
    return "forkserver"


def preload() -> list[str]:
    """What the derived figures' workers start with: this script, the engine's jobs,
    and every snippet module (``registry.items()`` discovers them all, and the derived
    items draw with matplotlib), as this process imported them."""
    return ["__main__", "engine.jobs"] + sorted(
        name for name in sys.modules if name == "snippets" or name.startswith("snippets."))
