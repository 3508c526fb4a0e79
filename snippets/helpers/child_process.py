"""Running one of our modules in a child process, possibly under a profiler, and
writing a table as CSV: what lectures 3, 4, 5 and 7 share to measure in a fresh process.

Profilers such as ncu wrap a whole process, and Proton and torch.profiler install hooks
that should not leak into the next artifact, so every demo that needs a tool runs
``python -m snippets.<lecture>.<module>`` in a child process. A failure raises
:class:`ToolError` with the command and the end of its output, so ``regenerate.py``
records a sentence a reader can act on.
"""

import csv
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]


class ToolError(RuntimeError):
    """A profiling tool or the program under it failed, or produced no result."""


def child_env() -> dict[str, str]:
    """The parent's environment, with the repository importable (``snippets``)."""
    env = dict(os.environ)
    paths = [str(REPO_ROOT)] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
    env["PYTHONPATH"] = os.pathsep.join(paths)
    return env


def module_command(module: str, *args: str) -> list[str]:
    return [sys.executable, "-m", module, *args]


def readable(command: list[str]) -> str:
    """The command as a reader would type it (``python`` for this interpreter)."""
    return shlex.join(["python" if part == sys.executable else part for part in command])


def run(command: list[str], *, timeout: float, what: str,
        env: dict[str, str] | None = None) -> tuple[str, float]:
    """Run ``command`` (with ``env`` added to the child's environment); return (its
    output, wall seconds) or raise ToolError."""
    start = time.perf_counter()
    try:
        # One stream, stderr folded into stdout, so messages keep their order.
        done = subprocess.run(command, cwd=REPO_ROOT, env={**child_env(), **(env or {})},
                              stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, timeout=timeout)
    except FileNotFoundError as error:
        raise ToolError(f"{what}: {command[0]} is not installed ({error})") from error
    except subprocess.TimeoutExpired as error:
        raise ToolError(f"{what}: `{readable(command)}` ran past {timeout:.0f} s") from error
    wall = time.perf_counter() - start
    output = done.stdout
    if done.returncode != 0:
        lines = output.strip().splitlines() or ["(no output)"]
        # The first line is what a failure record keeps: make it say what went wrong.
        raise ToolError(f"{what} exited with {done.returncode}; last output: {lines[-1]}\n"
                        f"command: {readable(command)}\n" + "\n".join(lines[-15:]))
    return output, wall


def write_csv(path: Path, rows: list[dict]) -> None:
    """Rows of one dict each, the first row's keys as the header."""
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


# -- processes started side by side, timed one at a time -----------------------------------
# A process that times something starts (interpreter, torch, CUDA, compiled kernels: about
# as long as its whole measurement) beside the others, then waits at a barrier: the file
# its GO_ENV names. The parent lets them through one at a time, each after the previous
# has exited, so each has the GPU (and the CPU) alone while it times or profiles, and the
# item pays for one start-up, not one per process.
GO_ENV = "SNIPPETS_GO"
READY_TIMEOUT_S = 180
# A child waits at its barrier at most this long, and never once the process that
# started it is gone (a run interrupted or stopped at a time limit): it must not outlive
# the run. That process's id is in GO_OWNER_ENV: under ncu, the child's parent is ncu.
WAIT_LIMIT_S = 3600
GO_OWNER_ENV = "SNIPPETS_GO_OWNER"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def wait_for_go() -> float:
    """In the child: say it is ready, then wait to be let through; the seconds waited
    (none when not started by ``run_in_turn`` or ``start_ahead``)."""
    go = os.environ.get(GO_ENV)
    if not go:
        return 0.0
    parent = os.getppid()
    owner = int(os.environ.get(GO_OWNER_ENV) or parent)
    Path(go + ".ready").write_text("ready")
    started = time.perf_counter()
    while not Path(go).exists():
        gone = os.getppid() != parent or not _alive(owner)
        if gone or time.perf_counter() - started > WAIT_LIMIT_S:
            os._exit(3)  # nobody will let it through
        time.sleep(0.01)
    return time.perf_counter() - started


def _tail(log: Path, lines: int = 15) -> str:
    return "\n".join(log.read_text().strip().splitlines()[-lines:]) if log.exists() else ""


def _start_children(commands: dict[str, list[str]], scratch: Path,
                    env: dict[str, str] | None = None) -> dict:
    """Every command started now, each with its own barrier file and log in ``scratch``."""
    children = {}
    try:
        for name, command in commands.items():
            tag = "".join(c if c.isalnum() else "_" for c in name)
            go, log = scratch / f"go_{tag}", scratch / f"{tag}.log"
            with open(log, "w") as out:
                child = subprocess.Popen(command, cwd=REPO_ROOT,
                                         env={**child_env(), **(env or {}), GO_ENV: str(go),
                                              GO_OWNER_ENV: str(os.getpid())},
                                         stdout=out, stderr=subprocess.STDOUT, text=True)
            children[name] = (child, time.perf_counter(), go, log)
    except BaseException:
        _stop_children(children)
        raise
    return children


def _wait_ready(children: dict, what: str, limit_s: float = READY_TIMEOUT_S) -> None:
    """Until every child waits at its barrier or has exited; ToolError past ``limit_s``."""
    deadline = time.perf_counter() + limit_s
    for name, (child, _, go, log) in children.items():
        while not Path(str(go) + ".ready").exists() and child.poll() is None:
            if time.perf_counter() > deadline:
                raise ToolError(f"{what} ({name}) not ready after {limit_s:.0f} s:\n"
                                + _tail(log))
            time.sleep(0.02)


def _release_in_turn(children: dict, timeout: float, what: str) -> dict:
    """Let each child through in order, each after the previous has exited."""
    done = {}
    for name, (child, started, go, log) in children.items():
        go.write_text("go")
        try:
            child.wait(timeout=timeout)
        except subprocess.TimeoutExpired as error:
            raise ToolError(f"{what} ({name}) ran past {timeout:.0f} s after its "
                            f"release:\n{_tail(log)}") from error
        done[name] = (child.returncode, log.read_text(), time.perf_counter() - started)
    return done


def _stop_children(children: dict) -> None:
    for child, *_ in children.values():
        if child.poll() is None:
            child.kill()
            child.wait()


def run_in_turn(commands: dict[str, list[str]], scratch: Path, *, timeout: float,
                what: str, env: dict[str, str] | None = None) -> dict[str, tuple[int, str, float]]:
    """Start every command at once; once all wait at the barrier (or have exited), let
    them through in order, each after the previous has exited. Returns, per name, (exit
    status, output, wall seconds from start to exit). A command that never reaches the
    barrier or runs past ``timeout`` after its release raises ToolError."""
    children = _start_children(commands, scratch, env)
    try:
        _wait_ready(children, what)
        return _release_in_turn(children, timeout, what)
    finally:
        _stop_children(children)


# -- children started ahead ------------------------------------------------------------------
# An item measured in a child process pays, in its own turn with the GPU alone, for the
# child's start (interpreter, torch, CUDA) and first calls (kernels loaded or compiled
# from the caches on disk), seconds in which the GPU is idle. Such an item can start its
# child ahead (its ``Schedule.warm_start`` calls ``start_ahead``, in the process that will
# make the item, while the run's first phase checks the snippets): the child gets ready,
# holding the GPU shared (``snippets.machinery.worker.gpu_lock``) for its first calls, and waits at
# its barrier; in the item's turn ``run_ahead`` lets it through, and it measures at once.
# Only what the item does not measure may come before the barrier.
_AHEAD: dict[str, tuple[Path, dict]] = {}  # key -> (scratch folder, its children)
AHEAD_READY_TIMEOUT_S = 600  # first calls beside the checks, on a loaded CPU


def start_ahead(key: str, commands, *, what: str, env: dict[str, str] | None = None) -> None:
    """Start the children ``commands(folder)`` names (name -> command, each writing its
    outputs into ``folder``, a scratch folder for now) and return once each waits at
    its barrier. A child that fails or exits before that is stopped with the others and
    forgotten: ``run_ahead`` then runs them all in the item's turn, as without this."""
    scratch = Path(tempfile.mkdtemp(prefix=f"ahead-{key}-"))
    out = scratch / "out"
    out.mkdir()
    children = _start_children(commands(out), scratch, env)
    try:
        _wait_ready(children, what, AHEAD_READY_TIMEOUT_S)
        if any(child.poll() is not None for child, *_ in children.values()):
            raise ToolError(f"{what}: a child started ahead exited before its barrier")
    except BaseException:
        _stop_children(children)
        shutil.rmtree(scratch, ignore_errors=True)
        raise
    _AHEAD[key] = (scratch, children)


def run_ahead(key: str, commands, folder: Path, *, timeout: float, what: str,
              env: dict[str, str] | None = None) -> dict[str, tuple[int, str, float]]:
    """The children ``commands(folder)`` names, let through one at a time as
    ``run_in_turn`` does: those ``start_ahead`` started under ``key`` (their outputs
    then copied into ``folder``), else started now. Returns, per name, (exit status,
    output, wall seconds from its start to its exit)."""
    scratch, children = _AHEAD.pop(key, (None, None))
    if children is None:
        with tempfile.TemporaryDirectory() as fresh:
            return run_in_turn(commands(folder), Path(fresh), timeout=timeout, what=what,
                               env=env)
    try:
        done = _release_in_turn(children, timeout, what)
        shutil.copytree(scratch / "out", folder, dirs_exist_ok=True)
        return done
    finally:
        _stop_children(children)
        shutil.rmtree(scratch, ignore_errors=True)


def start_one_ahead(key: str, command, *, what: str, env: dict[str, str] | None = None) -> None:
    """``start_ahead`` of the one child ``command(folder)``."""
    start_ahead(key, lambda out: {what: command(out)}, what=what, env=env)


def run_one_ahead(key: str, command, folder: Path, *, timeout: float, what: str,
                  env: dict[str, str] | None = None) -> str:
    """``run_ahead`` of the one child ``command(folder)``; its output, or ToolError as
    ``run`` raises it."""
    status, output, _ = run_ahead(key, lambda out: {what: command(out)}, folder,
                                  timeout=timeout, what=what, env=env)[what]
    if status != 0:
        lines = output.strip().splitlines() or ["(no output)"]
        raise ToolError(f"{what} exited with {status}; last output: {lines[-1]}\n"
                        f"command: {readable(command(folder))}\n" + "\n".join(lines[-15:]))
    return output