"""One GPU, several processes: a timing runs alone, everything else side by side.

``scripts/regenerate.py`` executes the lecture notebooks at the same time, each in its
own Python process, because most of a notebook's time goes to compiling kernels on the
CPU. Compiling and checking can share the GPU; a timing cannot share it with anything
(another process's kernels would run between its events). The processes agree through
a lock file named by the environment variable ``LOCK_ENV``:

- ``timing()`` holds it alone: it waits until every check has finished, and no check
  starts until the timing is done;
- ``sharing()`` holds it together with any number of other checks.

A second file is a turnstile that gives a waiting timing priority over checks arriving
after it, so a stream of checks from other notebooks cannot keep it waiting. Without
the variable (a reader's own notebook, the test suite) both are no-ops.

While a timing waits at the turnstile, every other process waits with it, for as long
as the longest hold in flight: a hold should cover launches, not compiles. (A timing
that stepped back after a while, its patience doubled at each try, was tried on an H100
at c41d267: shared holds waited longer in all, 2127 s, as the doublings added up to the
whole wait; see notes/next_gpu_run.md.)

So a check does not hold the GPU while Triton compiles one of its kernels (seconds on a
loaded CPU, a whole autotuner's worth of configs in one hold), a thread's shared holds
are let go when Triton starts compiling a kernel and taken again, through the
turnstile, when it has compiled it (Triton's ``jit_cache_hook`` and
``jit_post_compile_hook``): a waiting timing goes first. A timing's own hold is kept.
"""

import contextlib
import os
import threading

LOCK_ENV = "FAST_PYTORCH_GPU_LOCK"
# Where each hold is recorded, when set: one line per hold (when it was asked for, how
# long it waited, how long it was held), to see what the side-by-side phase waits on.
LOG_ENV = "FAST_PYTORCH_GPU_LOCK_LOG"


_THREAD = threading.local()  # .shared: this thread's shared holds; .paused: let go


def _shared_holds() -> list:
    if not hasattr(_THREAD, "shared"):
        _THREAD.shared, _THREAD.paused = [], False
    return _THREAD.shared


def _take(path: str, files, exclusive: bool) -> None:
    """Pass the turnstile, then lock each of ``files`` (open on ``path``)."""
    import fcntl  # POSIX only; regenerate.py sets LOCK_ENV only where it exists

    # Pass the turnstile first: a timing keeps it until it holds the lock, so checks
    # that arrive while it waits queue behind it instead of overtaking it.
    with open(path + ".turnstile", "a") as turnstile:
        fcntl.flock(turnstile, fcntl.LOCK_EX)
        try:
            for lock in files:
                fcntl.flock(lock, fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH)
        finally:
            fcntl.flock(turnstile, fcntl.LOCK_UN)


@contextlib.contextmanager
def _held(exclusive: bool):
    path = os.environ.get(LOCK_ENV)
    if not path:
        yield
        return
    import fcntl
    import time

    if not exclusive:
        _let_go_while_triton_compiles()
    asked = time.time()
    with open(path, "a") as lock:
        _take(path, [lock], exclusive)
        got = time.time()
        holds = _shared_holds()
        if not exclusive:
            holds.append(lock)
        try:
            yield
        finally:
            if not exclusive:
                holds.remove(lock)
                if not holds:
                    _THREAD.paused = False
            fcntl.flock(lock, fcntl.LOCK_UN)
            _record(exclusive, asked, got, time.time())


def _pause() -> None:
    """Let go of this thread's shared holds (Triton starts compiling a kernel)."""
    import fcntl

    holds = _shared_holds()
    if holds and not _THREAD.paused and _compiling_now():
        for lock in holds:
            fcntl.flock(lock, fcntl.LOCK_UN)
        _THREAD.paused = True


def _resume() -> None:
    """Take this thread's shared holds again (Triton has compiled the kernel)."""
    holds = _shared_holds()
    if _THREAD.paused:
        _THREAD.paused = False
        _take(os.environ[LOCK_ENV], holds, exclusive=False)


def _compiling_now() -> bool:
    # In Triton's asynchronous mode the compile ends in another call, maybe another
    # thread: the hold is kept there.
    try:
        from triton.runtime import _async_compile
    except ImportError:
        return True
    return _async_compile.active_mode.get() is None


_HOOKED = []


def _let_go_while_triton_compiles() -> None:
    """Install, once a process, the Triton hooks that pause and resume the holds (any
    hooks set before are still called)."""
    if _HOOKED:
        return
    _HOOKED.append(True)
    try:
        from triton import knobs
    except ImportError:  # a Triton without knobs: holds cover its compiles as before
        return
    before, after = knobs.runtime.jit_cache_hook, knobs.runtime.jit_post_compile_hook

    def starts(*args, **kwargs):
        _pause()
        skip = before(*args, **kwargs) if before else None
        if skip:  # the earlier hook skips the compile: no post-compile call follows
            _resume()
        return skip

    def ends(*args, **kwargs):
        try:
            if after:
                after(*args, **kwargs)
        finally:
            _resume()

    knobs.runtime.jit_cache_hook, knobs.runtime.jit_post_compile_hook = starts, ends


def _record(exclusive: bool, asked: float, got: float, released: float) -> None:
    log = os.environ.get(LOG_ENV)
    if log:
        with open(log, "a") as f:
            f.write(f"{os.getpid()} {'timing' if exclusive else 'sharing'} {asked:.3f} "
                    f"{got - asked:.3f} {released - got:.3f}\n")


def timing():
    """Hold the GPU alone (for timing a kernel)."""
    return _held(exclusive=True)


def sharing():
    """Hold the GPU beside other checks, but never beside a timing."""
    return _held(exclusive=False)
