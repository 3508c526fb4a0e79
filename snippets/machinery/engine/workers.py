"""Worker processes that can be stopped: every item and check of a run runs in one.

A run must never wait forever: a kernel that never finishes, a build waiting on a lock
that nobody will release, a profiler that hangs. Nothing in a Python process can stop
such a call from inside (a thread cannot be killed), so the main process only
supervises: each job goes to a worker process with a time limit, and a worker still
busy past its job's limit is killed with everything it started (a notebook's kernel,
ninja, ncu) and replaced by a fresh one. The job is then reported as timed out, and
the run goes on.

Each worker writes what it prints, from Python or from C++ (fd 1 and 2, redirected
with ``os.dup2``), into the current job's log file, never on the terminal: the tools'
chatter (an MLIR reproducer, nvdisasm warnings, Numba's occupancy warnings) and an
expected failure's traceback stay out of the run's output.
"""

import collections
import dataclasses
import multiprocessing
import os
import signal
import sys
import time
import traceback
from multiprocessing.connection import wait as wait_any
from pathlib import Path

from snippets.machinery.worker.gpu_lock import JOB_ENV

from snippets.machinery.engine import compile_clock


@dataclasses.dataclass
class Outcome:
    key: object
    value: object = None
    error: str | None = None  # "TypeName: first line of the message"; None: it succeeded
    seconds: float = 0.0
    # CPU seconds its worker spent on it, its threads and the children it waited for
    # included (a notebook's kernel, ncu, a compile's subprocesses): what a phase bound
    # by its 16 cores spends them on. None: not measured (stopped, or never run).
    cpu_seconds: float | None = None
    compile_seconds: float | None = None  # compiling in its worker (``compile_clock``)
    timed_out: bool = False
    died: bool = False  # its worker process died (a crash in native code)


def timed_out_message(limit_s: float, estimate_s: float) -> str:
    return f"timed out after {limit_s:.0f} s (estimated {estimate_s:.0f} s)"


def start_method() -> str:
    """``spawn`` where this machine has a CUDA GPU (a forked child cannot use the CUDA
    its parent initialised); ``fork`` elsewhere, where the workers then inherit the
    items exactly as the main process has them (the tests' stand-ins included)."""
    import torch

    if os.name != "posix" or torch.cuda.is_initialized() or torch.cuda.device_count() > 0:
        return "spawn"
    return "fork"


def _to_log(path, flush: bool = True) -> None:
    """From now on, everything this process and its children print goes to ``path``.
    ``flush=False`` at a worker's start: a forked worker's inherited streams may hold
    the main process's output, or a lock another of its threads held at the fork."""
    for stream in (sys.stdout, sys.stderr) if flush else ():
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.close(fd)
    sys.stdout = open(1, "w", buffering=1, closefd=False)
    sys.stderr = open(2, "w", buffering=1, closefd=False)


def _die_with_parent() -> None:
    """Linux: this process is killed when the main process dies (a kill -9 of the run)."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _serve(conn, log) -> None:
    """A worker's life: run each job it is sent, reply with its outcome."""
    if hasattr(os, "setsid"):
        os.setsid()  # its own group: Ctrl-C in the terminal reaches the main process only
    _die_with_parent()
    _to_log(log, flush=False)
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        if job is None:
            return
        fn, args, job_log = job
        if job_log is not None:
            _to_log(job_log)
        # The GPU lock's log names the job each hold served (its log file's name).
        os.environ[JOB_ENV] = Path(job_log).stem if job_log else getattr(fn, "__name__", "-")
        # The compilers imported by now (a spawned worker's start, or an earlier job).
        compile_clock.install()
        compile_clock.start()
        started, cpu = time.perf_counter(), _cpu_seconds()
        value, error = None, None
        try:
            value = fn(*args)
        except BaseException as exc:  # reported, and the worker serves the next job
            traceback.print_exc()
            text = str(exc).strip()
            error = f"{type(exc).__name__}: {text.splitlines()[0] if text else ''}"[:300]
        sys.stdout.flush()
        sys.stderr.flush()
        conn.send((value, error, time.perf_counter() - started, _cpu_seconds() - cpu,
                   compile_clock.seconds()))


def _cpu_seconds() -> float:
    """User and system CPU seconds of this process and of its children waited for."""
    times = os.times()
    return times.user + times.system + times.children_user + times.children_system


def descendants(pid: int) -> list[int]:
    """Every process started by ``pid``, at any depth, even in a session of its own (a
    Jupyter kernel is started so), from /proc; empty where there is no /proc."""
    children = collections.defaultdict(list)
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            ppid = int(stat.read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        children[ppid].append(int(stat.parent.name))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


@dataclasses.dataclass
class _Job:
    key: object
    fn: object
    args: tuple
    limit_s: float | None
    estimate_s: float
    log: str | None


class Pool:
    """Up to ``size`` worker processes, started when needed; jobs run in submission
    order, each with its own time limit (None: none, for jobs that only start
    something and return).

    A job queued while the workers are busy is sent at the next ``submit`` once one has
    finished, also when its caller reads no outcomes meanwhile (the finished job's
    outcome is collected then, kept for ``outcomes``): the run submits the items'
    worker's set-up parts during its first phase, while it reads the first phase's
    outcomes only. (Sent only when the items' outcomes were read, after the first
    phase, they ran past it and the timings waited for them.)"""

    def __init__(self, size: int, context: str, log: Path):
        self.size = size
        self._context = multiprocessing.get_context(context)
        self._log = log  # what a worker prints between jobs (its start, its imports)
        self._queue = collections.deque()
        self._idle, self._busy = [], {}  # busy: worker -> (job, monotonic start)
        self._finished = collections.deque()  # outcomes collected, not yet read

    def submit(self, key, fn, args=(), limit_s=None, estimate_s=0.0, log=None,
               first: bool = False) -> None:
        """Queue ``fn(*args)`` (both picklable); ``key`` stays here, to name its outcome.
        ``first``: ahead of every job waiting, not behind them."""
        job = _Job(key, fn, tuple(args), limit_s, estimate_s, None if log is None else str(log))
        self._queue.appendleft(job) if first else self._queue.append(job)
        self._dispatch()

    def pending(self) -> int:
        return len(self._queue) + len(self._busy) + len(self._finished)

    def outcomes(self):
        """Each job's Outcome as it finishes, is stopped at its limit, or its worker dies."""
        while self._queue or self._busy or self._finished:
            self._dispatch()
            if self._finished:
                yield self._finished.popleft()
                continue
            now = time.monotonic()
            deadlines = [start + job.limit_s for job, start in self._busy.values()
                         if job.limit_s is not None]
            timeout = max(0.0, min(deadlines) - now) if deadlines else None
            waits = [w.conn for w in self._busy] + [w.process.sentinel for w in self._busy]
            ready = set(wait_any(waits, timeout))
            for worker, (job, start) in list(self._busy.items()):
                if worker.conn in ready or worker.process.sentinel in ready:
                    yield self._collect(worker, job, start)
                elif job.limit_s is not None and time.monotonic() >= start + job.limit_s:
                    del self._busy[worker]
                    self._kill(worker)
                    yield Outcome(job.key, error=timed_out_message(job.limit_s, job.estimate_s),
                                  seconds=time.monotonic() - start, timed_out=True)

    def _collect(self, worker, job, start) -> Outcome:
        del self._busy[worker]
        if worker.conn.poll():
            try:
                value, error, seconds, cpu, compiling = worker.conn.recv()
                self._idle.append(worker)
                return Outcome(job.key, value, error, seconds, cpu_seconds=cpu,
                               compile_seconds=compiling)
            except (EOFError, OSError):
                pass
        self._kill(worker)
        return Outcome(job.key, error=f"its worker process died (exit code "
                                      f"{worker.process.exitcode})",
                       seconds=time.monotonic() - start, died=True)

    def _reap(self) -> None:
        """Collect, without waiting, the outcome of every job whose worker has replied:
        that worker is free for the next job."""
        for worker, (job, start) in list(self._busy.items()):
            if worker.conn.poll():
                self._finished.append(self._collect(worker, job, start))

    def _dispatch(self) -> None:
        if self._queue:
            self._reap()
        while self._queue and (self._idle or len(self._idle) + len(self._busy) < self.size):
            worker = self._idle.pop() if self._idle else self._start()
            job = self._queue.popleft()
            worker.conn.send((job.fn, job.args, job.log))
            self._busy[worker] = (job, time.monotonic())

    def _start(self):
        return _take_spare(self._context) or _start_worker(self._context, self._log)

    @staticmethod
    def _kill(worker) -> None:
        for pid in descendants(worker.process.pid) + [worker.process.pid]:
            try:
                os.kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        worker.process.join(10)
        worker.conn.close()

    def close(self, wait: bool = True) -> None:
        """Let idle workers exit; kill those still busy (an interrupted run). ``wait``
        False: return once the idle ones are told, without waiting for them to exit
        (``wait_for_exits`` does, before anything is timed)."""
        _let_go(self._idle, wait)
        for worker in list(self._busy):
            self._kill(worker)
        self._idle, self._busy = [], {}
        self._queue.clear()
        self._finished.clear()

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self.close()


def _start_worker(context, log) -> "_Worker":
    mine, theirs = context.Pipe()
    process = context.Process(target=_serve, args=(theirs, str(log)), daemon=True)
    process.start()
    theirs.close()
    return _Worker(process, mine)


# Workers started before any pool wants them (``start_spares``): a pool of the same start
# method takes one of these before it starts a worker of its own.
_SPARES = []


def start_spares(context: str, count: int, log: Path) -> None:
    """Start ``count`` workers now, for the pools made later to take: a spawned worker
    imports torch, the engine and every snippet module before its first job (about 4 s
    on a fresh H100 host), which can overlap the run's plan."""
    ctx = multiprocessing.get_context(context)
    _SPARES.extend((ctx, _start_worker(ctx, log)) for _ in range(count))


def _take_spare(context):
    for index, (ctx, worker) in enumerate(_SPARES):
        if ctx is context and worker.process.is_alive():
            return _SPARES.pop(index)[1]
    return None


def close_spares() -> None:
    """Let the workers no pool took exit."""
    _let_go([worker for _, worker in _SPARES])
    _SPARES.clear()


# Workers told to exit whose exit nobody waited for yet (``Pool.close(wait=False)``).
_EXITING = []


def _let_go(idle, wait: bool = True) -> None:
    """Tell every idle worker to exit, then wait for them together (one still importing
    finishes first); kill one that has not exited 10 s later. ``wait`` False: leave
    them exiting, for ``wait_for_exits``."""
    for worker in idle:
        try:
            worker.conn.send(None)
        except OSError:  # already gone
            pass
    if wait:
        _join(idle)
    else:
        _EXITING.extend(idle)


def _join(exiting) -> None:
    for worker in exiting:
        worker.process.join(10)
        if worker.process.is_alive():
            Pool._kill(worker)


def wait_for_exits() -> None:
    """Wait for the workers left exiting (a CUDA worker takes seconds, now spent beside
    the set-ups' tail): a timing
    must not share the GPU with a context being torn down."""
    exiting = list(_EXITING)
    _EXITING.clear()
    _join(exiting)


@dataclasses.dataclass(eq=False)
class _Worker:
    process: object
    conn: object

    def __hash__(self):
        return id(self)
