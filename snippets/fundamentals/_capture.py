"""Running a snippet module in a fresh Python process under Triton's interpreter and
keeping what it printed: how the page shows real interpreter output without typing it.

A separate process is needed because the interpreter is chosen once, when Triton is
imported; the parent may well be running natively on a GPU.
"""

import os
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]


def run_under_interpreter(module: str, *args: str, stdin: str | None = None,
                          with_stderr: bool = True, timeout_s: float = 120) -> str:
    """stdout (and stderr) of ``python -m module *args`` with ``TRITON_INTERPRET=1``.

    Absolute paths to this checkout are shortened to ``./`` so that the captured text
    is the same on every machine.
    """
    env = dict(os.environ, TRITON_INTERPRET="1", PYTHONUNBUFFERED="1")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), env.get("PYTHONPATH")]))
    env.pop("PYTHONBREAKPOINT", None)  # breakpoint() must open pdb, whatever the caller set
    result = subprocess.run(
        [sys.executable, "-m", module, *args], input=stdin, cwd=REPO_ROOT, env=env,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT if with_stderr else subprocess.PIPE,
        text=True, timeout=timeout_s,
    )
    if result.returncode != 0:
        raise RuntimeError(f"python -m {module} {' '.join(args)} failed "
                           f"(exit {result.returncode}):\n{result.stdout[-4000:]}{result.stderr or ''}")
    return result.stdout.replace(str(REPO_ROOT) + os.sep, "./")
