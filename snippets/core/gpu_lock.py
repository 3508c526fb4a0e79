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

So a thread's shared holds are let go while it compiles, and taken again, through the
turnstile, when it has compiled (a waiting timing goes first):

- while Triton compiles a kernel (its ``jit_cache_hook`` and ``jit_post_compile_hook``);
- while torch.compile compiles a frame or, at the first backward, its backward graph
  (Dynamo's compile callbacks, ``torch._dynamo.callback``: seconds to a minute each, a
  flex_attention or a training step). GPU work inside such a compile is Inductor's own
  autotuning, which times kernels: each of its benchmarks holds the GPU alone, like
  ``timing()`` (Inductor's benchmark lock where torch has one, its benchmarker's GPU
  methods where it has not).

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
  alone there would wait forever (seen on an H100 at 9443361: a benchmark in lecture
  8's thread, under a share of the thread that waited for it; every process stopped
  behind it at the turnstile).
"""

import contextlib
import os
import sys
import threading

LOCK_ENV = "FAST_PYTORCH_GPU_LOCK"
# Where each hold is recorded, when set: one line per hold (when it was asked for, how
# long it waited, how long it was held), to see what the side-by-side phase waits on.
LOG_ENV = "FAST_PYTORCH_GPU_LOCK_LOG"


class _State:
    """One thread's holds."""

    def __init__(self):
        self.shared = []  # its shared holds (open lock files); ``carried`` lends the list
        self.pauses = 0  # compiles in progress that let them go (nested: Triton in Dynamo)
        self.alone = 0  # timings in progress (nested: a benchmark inside a timing)
        self.triton = []  # per Triton compile started here: whether it paused the holds


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
    holds = _me().shared

    def with_the_holds(*args, **kwargs):
        me = _me()
        own, me.shared = me.shared, holds
        try:
            return fn(*args, **kwargs)
        finally:
            me.shared = own
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
    import time

    me = _me()
    asked = time.time()
    with open(path, "a") as lock:
        _take(path, [lock], exclusive)
        got = time.time()
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
            fcntl.flock(lock, fcntl.LOCK_UN)
            _record(exclusive, asked, got, time.time())


def _pause() -> None:
    """Let go of this thread's shared holds (a compile starts). Every one, also a hold
    taken inside an earlier compile: unlocking an unlocked file does nothing."""
    import fcntl

    me = _me()
    for lock in me.shared:
        fcntl.flock(lock, fcntl.LOCK_UN)
    me.pauses += 1


def _resume() -> None:
    """Take this thread's shared holds again (the last compile in progress ended)."""
    me = _me()
    me.pauses -= 1
    if not me.pauses and me.shared:
        _take(os.environ[LOCK_ENV], me.shared, exclusive=False)


@contextlib.contextmanager
def _paused():
    _pause()
    try:
        yield
    finally:
        _resume()


def _compiling_now() -> bool:
    # In Triton's asynchronous mode the compile ends in another call, maybe another
    # thread: the hold is kept there.
    try:
        from triton.runtime import _async_compile
    except ImportError:
        return True
    return _async_compile.active_mode.get() is None


_HOOKED = set()  # which compilers' hooks this process has installed


def _install_hooks() -> None:
    """Once a process: Triton's hooks; once torch is imported, Dynamo's and Inductor's."""
    if "triton" not in _HOOKED:
        _HOOKED.add("triton")
        _hook_triton()
    if "torch" not in _HOOKED and "torch" in sys.modules:
        _HOOKED.add("torch")
        _hook_torch_compile()


def _hook_triton() -> None:
    """Pause and resume the holds around each Triton compile (any hooks set before are
    still called)."""
    try:
        from triton import knobs
    except ImportError:  # a Triton without knobs: holds cover its compiles as before
        return
    before, after = knobs.runtime.jit_cache_hook, knobs.runtime.jit_post_compile_hook

    def starts(*args, **kwargs):
        pausing = _compiling_now()
        if pausing:
            _pause()
        _me().triton.append(pausing)
        skip = before(*args, **kwargs) if before else None
        if skip:  # the earlier hook skips the compile: no post-compile call follows
            _triton_compiled()
        return skip

    def ends(*args, **kwargs):
        try:
            if after:
                after(*args, **kwargs)
        finally:
            _triton_compiled()

    knobs.runtime.jit_cache_hook, knobs.runtime.jit_post_compile_hook = starts, ends


def _triton_compiled() -> None:
    # An asynchronous compile may end in a thread that did not start it: nothing to resume.
    started = _me().triton
    if started and started.pop():
        _resume()


def _hook_torch_compile() -> None:
    """Pause the holds while Dynamo compiles a frame (or a backward graph lazily), and
    let Inductor's benchmarks hold the GPU alone. Private APIs, used defensively: on a
    torch without them the holds cover torch.compile's compiles as before."""
    try:
        from torch._dynamo.callback import CallbackTrigger, callback_handler
    except ImportError:
        return
    # Not CUDAGRAPH_RECORDING: recording a CUDA graph runs kernels.
    compiling = {getattr(CallbackTrigger, name) for name in ("DYNAMO", "LAZY_BACKWARD")
                 if hasattr(CallbackTrigger, name)}
    installed = callback_handler.install_callbacks

    @contextlib.contextmanager
    def install_callbacks(trigger, *args, **kwargs):
        with installed(trigger, *args, **kwargs):
            with _paused() if trigger in compiling else contextlib.nullcontext():
                yield

    callback_handler.install_callbacks = install_callbacks  # this instance only
    _hook_inductor_benchmarks()


def _hook_inductor_benchmarks() -> None:
    try:
        from torch._inductor.runtime import benchmarking
    except ImportError:
        return
    if hasattr(benchmarking, "set_gpu_benchmark_lock_context"):  # torch >= 2.12
        benchmarking.set_gpu_benchmark_lock_context(_benchmarking)
        return
    benchmarker = getattr(benchmarking, "benchmarker", None)
    for name in ("benchmark_gpu", "benchmark_gpu_with_cuda_graph"):
        method = getattr(benchmarker, name, None)
        if method is not None:
            setattr(benchmarker, name, _alone(method))


def _benchmarking():
    """An Inductor benchmark's hold: the GPU alone, or inside another thread's share."""
    return _held(exclusive=True, inside_a_share=True)


def _alone(method):
    def timed_alone(*args, **kwargs):
        with _benchmarking():
            return method(*args, **kwargs)
    return timed_alone


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
