"""Helpers shared by this lecture's artifacts: running one of our modules in a
subprocess, possibly under a profiler, and writing a table as CSV.

Profilers such as ncu wrap a whole process, and Proton and torch.profiler install hooks
that should not leak into the next artifact, so every demo that needs a tool runs
``python -m snippets.profiling.<module>`` in a child process. A failure raises
:class:`ToolError` with the command and the end of its output, so ``regenerate.py``
records a sentence a reader can act on.
"""

import csv
import os
import shlex
import subprocess
import sys
import time
from pathlib import Path

from snippets.core.needs import find_tool

REPO_ROOT = Path(__file__).resolve().parents[2]
NCU_DEFAULT = "/usr/local/cuda/bin/ncu"  # where the CUDA toolkit installs it


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


def find_ncu() -> str:
    """Nsight Compute's command-line tool: $NCU, one on PATH, or the CUDA toolkit's."""
    found = find_tool("ncu")
    if found:
        return found
    raise ToolError(f"Nsight Compute (ncu) not found: set NCU, or install it at {NCU_DEFAULT}")


def write_csv(path: Path, rows: list[dict]) -> None:
    """Rows of one dict each, the first row's keys as the header."""
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
