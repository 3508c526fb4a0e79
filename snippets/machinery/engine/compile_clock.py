"""The seconds a job spends compiling, for its line in the run's output.

A run's second phase times one item at a time, and whatever an item compiles in its own
turn (a Triton kernel the checks built for other shapes, a torch.compile frame) keeps
the GPU idle meanwhile; its line then says so ("3.1 s compiling"), and such an item is
a candidate for a set-up that compiles ahead, beside the checks.

Counted in the worker, through the compilers' hooks (``snippets.machinery.worker.compile_hooks``):
a Triton kernel compiled (or loaded from the cache on disk) in the job's thread, and a
frame torch.compile compiles; a compile inside another (Inductor's kernels in a frame)
counts once. A compile in another thread (a set-up started in the background) counts
towards the job running meanwhile; child processes (a notebook's kernel, a measuring
child) are not seen here: their CPU seconds are in the job's ``cpu_seconds``.
"""

import contextlib
import threading
import time

_HERE = threading.local()  # per thread: how deep in compiles, since when, Triton's stack
_TOTAL = [0.0]
_TOTAL_LOCK = threading.Lock()
_INSTALLED = set()


def install() -> None:
    """Hook the compilers this process has imported by now (each once), importing none:
    Dynamo's import alone takes seconds (a derived figure's worker, which compiles
    nothing, would start seconds later with it). A worker calls
    this before each job, so a job that imported Dynamo is followed by hooked ones.
    Harmless where a compiler lacks the hooks: nothing is counted for it."""
    import sys

    from snippets.machinery.worker import compile_hooks

    if "triton" not in _INSTALLED and "triton" in sys.modules:
        _INSTALLED.add("triton")
        compile_hooks.hook_triton(_triton_starts, _triton_ends)
    if "dynamo" not in _INSTALLED and "torch._dynamo.callback" in sys.modules:
        _INSTALLED.add("dynamo")
        compile_hooks.hook_dynamo_frames(_compiling)


def start() -> None:
    """A job starts: count from zero (a compile that raised in the last job, which
    never reached its end hook, is forgotten)."""
    _HERE.depth, _HERE.triton = 0, []
    with _TOTAL_LOCK:
        _TOTAL[0] = 0.0


def seconds() -> float:
    """Seconds spent compiling since ``start``, the compile in progress included."""
    with _TOTAL_LOCK:
        total = _TOTAL[0]
    if getattr(_HERE, "depth", 0):
        total += time.perf_counter() - _HERE.since
    return total


def _enter() -> None:
    depth = getattr(_HERE, "depth", 0)
    if not depth:
        _HERE.since = time.perf_counter()
    _HERE.depth = depth + 1


def _leave() -> None:
    depth = getattr(_HERE, "depth", 0)
    if not depth:
        return
    _HERE.depth = depth - 1
    if depth == 1:
        with _TOTAL_LOCK:
            _TOTAL[0] += time.perf_counter() - _HERE.since


@contextlib.contextmanager
def _compiling():
    _enter()
    try:
        yield
    finally:
        _leave()


def _triton_starts(in_this_thread: bool) -> None:
    # An asynchronous compile ends in another call, maybe another thread: not counted.
    stack = getattr(_HERE, "triton", None)
    if stack is None:
        stack = _HERE.triton = []
    if in_this_thread:  # one still open in this thread raised (no end hook): it ends now
        for _ in range(sum(stack)):
            _leave()
        stack[:] = [s for s in stack if not s]
    stack.append(in_this_thread)
    if in_this_thread:
        _enter()


def _triton_ends() -> None:
    stack = getattr(_HERE, "triton", None)
    if stack and stack.pop():
        _leave()
