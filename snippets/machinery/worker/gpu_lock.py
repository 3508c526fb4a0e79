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
that stepped back after a while, its patience doubled at each try, was tried on an H100:
shared holds waited longer in all, as the doublings added up to the whole wait; see
notes/next_gpu_run.md.)

So a thread's shared holds are let go while it compiles, and taken again, through the
turnstile, when it has compiled (a waiting timing goes first):

- while Triton compiles a kernel (its ``jit_cache_hook`` and ``jit_post_compile_hook``);
- while torch.compile compiles a frame or, at the first backward, its backward graph
  (Dynamo's compile callbacks, ``torch._dynamo.callback``: seconds to a minute each, a
  flex_attention or a training step). GPU work inside such a compile is Inductor's own
  autotuning, which times kernels: each of its benchmarks holds the GPU alone, like
  ``timing()`` (Inductor's benchmark lock where torch has one, its benchmarker's GPU
  methods where it has not);
- while a C++/CUDA extension builds, or waits for another process's build
  (``compiling()``, which ``build_lock.exclusive_build`` takes).

A Triton compile that raises never reaches its post-compile hook: its pause is undone
when the next compile starts or the hold ends. A child process that compiles for long
takes a share of its own (``gelu_compile``'s and ``overhead``'s ``__main__``) rather
than being covered by its parent's: the lock log of an H100 run showed a parent's
share, held around a 33 s compile in its child, keep a timing and every process queued
behind it waiting for 33 s.

A timing's own hold is kept. One process cannot hold the lock both ways (it would wait
for itself), so within a process:

- a timing asked for inside the same thread's shared hold lets that go first; a hold
  asked for inside a hold of the same thread (shared in shared, anything in a timing)
  is already there;
- a thread that works for another, which waits for it meanwhile (lecture 8's
  benchmark thread: cuDNN's plans belong to one thread), takes that thread's shared
  holds with the work (``carried``): its compiles let them go, its timings take the
  GPU alone;
- a timing cannot start while another thread of the process holds the lock shared:
  ``timing()`` says so and raises, and an Inductor benchmark there runs inside that
  share (beside other processes' checks, never beside their timings). Taking the lock
  alone there would wait forever (seen on an H100: a benchmark in lecture
  8's thread, under a share of the thread that waited for it; every process stopped
  behind it at the turnstile).
"""

import contextlib
import os
import sys
import threading
import time

from snippets.machinery.worker import compile_hooks

LOCK_ENV = "FAST_PYTORCH_GPU_LOCK"
# Where each hold is recorded, when set: one line per hold (when it was asked for, how
# long it waited, how long it was held, how much of that it was let go for compiles and
# waited to take it again, and the job it served), to see what the side-by-side phase
# waits on.
LOG_ENV = "FAST_PYTORCH_GPU_LOCK_LOG"
# The job a process serves now (set by scripts/regenerate.py's workers; a notebook's
# kernel inherits it): the name its holds are recorded under.
JOB_ENV = "FAST_PYTORCH_GPU_LOCK_JOB"


class _State:
    """One thread's holds."""

    def __init__(self):
        self.shared = []  # its shared holds (open lock files); ``carried`` lends the list
        self.pauses = 0  # compiles in progress that let them go (nested: Triton in Dynamo)
        self.alone = 0  # timings in progress (nested: a benchmark inside a timing)
        self.triton = []  # per Triton compile started here: whether it paused the holds
        # For the log: seconds let go for compiles, and spent taking the holds again,
        # counted on the thread whose holds they are (``carried`` lends them)
        self.paused_s, self.retake_s, self.paused_at = 0.0, 0.0, 0.0
        self.owner = self


_LOCAL = threading.local()
_STATES = {}  # thread ident -> its _State, to see what the process's other threads hold


def _me() -> _State:
    state = getattr(_LOCAL, "state", None)
    if state is None:
        state = _LOCAL.state = _State()
        _STATES[threading.get_ident()] = state
    return state


def _shared_elsewhere(me: _State) -> bool:
    """Whether another thread of this process holds the lock shared right now (not the
    thread whose holds this one carries)."""
    return any(other is not me and other.shared and other.shared is not me.shared
               and not other.pauses for other in list(_STATES.values()))


def carried(fn):
    """``fn`` for another thread to run while this one waits for it, with this thread's
    shared holds: a compile there lets them go, a timing there lets them go and takes
    the GPU alone (without, it would wait for this thread, which waits for it)."""
    holds, owner = _me().shared, _me().owner

    def with_the_holds(*args, **kwargs):
        me = _me()
        own, me.shared = me.shared, holds
        own_owner, me.owner = me.owner, owner
        try:
            return fn(*args, **kwargs)
        finally:
            me.shared, me.owner = own, own_owner
    return with_the_holds


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
def _held(exclusive: bool, inside_a_share: bool = False):
    path = os.environ.get(LOCK_ENV)
    me = _me()
    if not path or me.alone or (not exclusive and me.shared and not me.pauses):
        yield  # no lock, or this thread holds what it asks for already
        return
    _install_hooks()
    if exclusive and _shared_elsewhere(me):
        if not inside_a_share:
            raise RuntimeError(
                "gpu_lock.timing() in a thread while another thread of this process holds "
                "the GPU shared: the timing would wait for that thread. Time in the thread "
                "that holds the lock, or pass the work with gpu_lock.carried().")
        yield  # an Inductor benchmark: inside the other thread's share
        return
    # A timing inside this thread's own shared hold (Inductor autotuning at a compiled
    # function's first call) lets that go while it times.
    with _paused() if exclusive and me.shared else contextlib.nullcontext():
        with _locked(path, exclusive):
            yield


@contextlib.contextmanager
def _locked(path: str, exclusive: bool):
    import fcntl

    me = _me()
    asked = time.time()
    with open(path, "a") as lock:
        _take(path, [lock], exclusive)
        got = time.time()
        owner = me.owner
        paused_before, retake_before = owner.paused_s, owner.retake_s
        if exclusive:
            me.alone += 1
        else:
            me.shared.append(lock)
        try:
            yield
        finally:
            if exclusive:
                me.alone -= 1
            else:
                me.shared.remove(lock)
                _forget_failed_compiles()
            fcntl.flock(lock, fcntl.LOCK_UN)
            _record(exclusive, asked, got, time.time(), owner.paused_s - paused_before,
                    owner.retake_s - retake_before)


def _pause() -> None:
    """Let go of this thread's shared holds (a compile starts). Every one, also a hold
    taken inside an earlier compile: unlocking an unlocked file does nothing."""
    import fcntl

    me = _me()
    for lock in me.shared:
        fcntl.flock(lock, fcntl.LOCK_UN)
    if not me.pauses:
        me.paused_at = time.time()
    me.pauses += 1


def _resume(retake: bool = True) -> None:
    """Take this thread's shared holds again (the last compile in progress ended)."""
    me = _me()
    me.pauses -= 1
    if not me.pauses:
        resumed = time.time()
        me.owner.paused_s += resumed - me.paused_at
        if me.shared and retake:
            _take(os.environ[LOCK_ENV], me.shared, exclusive=False)
            me.owner.retake_s += time.time() - resumed


@contextlib.contextmanager
def _paused():
    _pause()
    try:
        yield
    finally:
        _resume()


_HOOKED = set()  # which compilers' hooks this process has installed


def _install_hooks() -> None:
    """Once a process: Triton's hooks; once torch is imported, Dynamo's and Inductor's."""
    if "triton" not in _HOOKED:
        _HOOKED.add("triton")
        compile_hooks.hook_triton(_triton_starts, _triton_compiled)
    if "torch" not in _HOOKED and "torch" in sys.modules:
        _HOOKED.add("torch")
        compile_hooks.hook_torch_compile(_paused, _benchmarking)


def _triton_starts(pausing: bool) -> None:
    if pausing:
        _forget_failed_compiles(retake=False)
        _pause()
    _me().triton.append(pausing)


def _triton_compiled() -> None:
    # An asynchronous compile may end in a thread that did not start it: nothing to resume.
    started = _me().triton
    if started and started.pop():
        _resume()


def _forget_failed_compiles(retake: bool = True) -> None:
    """A Triton compile that raised (a config that does not compile, which
    hopper_matmul_warp_specialize expects) never reaches the post-compile hook: its
    pause would last for the rest of the thread's holds, their GPU work no longer
    held. No synchronous compile is in progress in this thread when another starts or
    a hold ends, so every such pause still counted is one of those: undone here, and
    the holds still open taken again (``retake``; not where a compile starts and would
    let them go at once)."""
    me = _me()
    failed = sum(me.triton)
    if failed:
        me.triton = [pausing for pausing in me.triton if not pausing]
        me.pauses -= failed - 1  # the last one resumes as a compile that ended would
        _resume(retake=retake)


def _benchmarking():
    """An Inductor benchmark's hold: the GPU alone, or inside another thread's share."""
    return _held(exclusive=True, inside_a_share=True)


def _alone(method):
    return compile_hooks.within(_benchmarking, method)


def _record(exclusive: bool, asked: float, got: float, released: float, paused: float,
            retaken: float) -> None:
    log = os.environ.get(LOG_ENV)
    if log:
        with open(log, "a") as f:
            f.write(f"{os.getpid()} {'timing' if exclusive else 'sharing'} {asked:.3f} "
                    f"{got - asked:.3f} {released - got:.3f} {paused:.3f} {retaken:.3f} "
                    f"{os.environ.get(JOB_ENV, '-')}\n")


def timing():
    """Hold the GPU alone (for timing a kernel)."""
    return _held(exclusive=True)


@contextlib.contextmanager
def compiling():
    """Let this thread's shared holds go while it works on the CPU alone (a C++/CUDA
    extension's build, or the wait for another process's): a timing waiting for the GPU
    need not wait for it, nor everything queued behind that timing (on an H100, a 47 s
    build inside a notebook's check held every process for 47 s). Taken again, through
    the turnstile, at the end. Nothing to do where the thread holds nothing."""
    me = _me()
    if not os.environ.get(LOCK_ENV) or me.alone or not me.shared:
        yield
        return
    with _paused():
        yield


def sharing():
    """Hold the GPU beside other checks, but never beside a timing."""
    return _held(exclusive=False)
