"""Running a snippet module in a fresh Python process and keeping what it printed.

This is how pages show real program output without anyone typing it: an Artifact runs
``python -m <module>`` and saves the text. A fresh process is needed because Triton
decides once, when a kernel is decorated, whether it runs natively or in the CPU
interpreter, and the parent (regenerate.py on a GPU, say) may be doing the other.
"""

import os
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]


def run_module(module: str, *args: str, interpret: bool = True, stdin: str | None = None,
               merge_stderr: bool = False, timeout_s: float = 120) -> str:
    """stdout of ``python -m module *args`` with ``TRITON_INTERPRET`` set to ``interpret``.

    ``merge_stderr`` interleaves stderr (pdb and ``tl.device_print`` write there).
    Absolute paths to this checkout are shortened to ``./``, so the captured text is
    the same on every machine. A non-zero exit raises, with the end of the output.
    """
    env = dict(os.environ, TRITON_INTERPRET="1" if interpret else "0", PYTHONUNBUFFERED="1")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), env.get("PYTHONPATH")]))
    env.pop("PYTHONBREAKPOINT", None)  # breakpoint() must open pdb, whatever the caller set
    result = subprocess.run(
        [sys.executable, "-m", module, *args], input=stdin, cwd=REPO_ROOT, env=env,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT if merge_stderr else subprocess.PIPE,
        text=True, timeout=timeout_s,
    )
    if result.returncode != 0:
        raise RuntimeError(f"python -m {module} {' '.join(args)} failed "
                           f"(exit {result.returncode}):\n{result.stdout[-4000:]}"
                           f"{(result.stderr or '')[-3000:]}")
    return result.stdout.replace(str(REPO_ROOT) + os.sep, "./")
