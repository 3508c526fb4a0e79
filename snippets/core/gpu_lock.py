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
"""

import contextlib
import os

LOCK_ENV = "FAST_PYTORCH_GPU_LOCK"
# Where each hold is recorded, when set: one line per hold (when it was asked for, how
# long it waited, how long it was held), to see what the side-by-side phase waits on.
LOG_ENV = "FAST_PYTORCH_GPU_LOCK_LOG"


@contextlib.contextmanager
def _held(exclusive: bool):
    path = os.environ.get(LOCK_ENV)
    if not path:
        yield
        return
    import fcntl  # POSIX only; regenerate.py sets LOCK_ENV only where it exists
    import time

    asked = time.time()
    with open(path + ".turnstile", "a") as turnstile, open(path, "a") as lock:
        # Pass the turnstile first: a timing keeps it until it holds the lock, so checks
        # that arrive while it waits queue behind it instead of overtaking it.
        fcntl.flock(turnstile, fcntl.LOCK_EX)
        try:
            fcntl.flock(lock, fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH)
        finally:
            fcntl.flock(turnstile, fcntl.LOCK_UN)
        got = time.time()
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
            _record(exclusive, asked, got, time.time())


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
