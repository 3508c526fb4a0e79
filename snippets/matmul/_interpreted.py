"""Running a module's ``__main__`` in Triton's CPU interpreter, for portable artifacts.

An artifact that shows what a kernel computes (not how fast) should not depend on the
machine that regenerates it. Running the module in a fresh process with
``TRITON_INTERPRET=1`` gives the same text on a laptop and on a GPU server.
"""

import os
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]


def interpreted_output(module: str, *args: str, timeout: float = 120) -> str:
    """The stdout of ``python -m module args`` run under the interpreter."""
    env = dict(os.environ, TRITON_INTERPRET="1")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), env.get("PYTHONPATH")]))
    result = subprocess.run(
        [sys.executable, "-m", module, *args], cwd=REPO_ROOT, env=env, capture_output=True,
        text=True, timeout=timeout,
    )
    if result.returncode != 0:
        raise RuntimeError(f"python -m {module} failed:\n{result.stderr[-3000:]}")
    return result.stdout
