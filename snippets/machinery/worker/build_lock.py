"""One build of a C++/CUDA extension at a time, and none left half-done by a killed one.

``torch.utils.cpp_extension`` marks a build in progress with a plain file,
``<build folder>/lock``, created with ``O_EXCL`` and removed when the build ends
(torch/utils/file_baton.py, torch 2.11 to 2.13). A process killed mid-build (an
interrupted ``regenerate.py``, a Ctrl-C in a notebook) leaves it behind, and every later
``load_inline`` of that folder waits for it to go away: forever, silently.

``exclusive_build`` holds an ``flock`` on a file beside the folder around every build
and load. The kernel releases an flock when its holder dies, so whoever holds it knows
that no live build of ours is under way: a torch lock it finds then is stale. It empties
the folder (the half-written objects and library with it) so the build starts clean,
and says so on stderr. Waiting for a live build has a limit too; past it, the error
names the lock file and the command that clears it.
"""

import contextlib
import os
import shutil
import sys
import time
from pathlib import Path

WAIT_S = 600.0  # a cold build of the lecture's extension takes about a minute


@contextlib.contextmanager
def exclusive_build(folder: Path, wait_s: float = WAIT_S):
    """The build folder, built in by this process alone until the block ends. The wait
    and the build use the CPU only: a share of the GPU lock this thread holds (a check
    or a notebook cell that builds at its first call) is let go meanwhile, so that no
    timing, and nothing queued behind it, waits for the build (``gpu_lock.compiling``)."""
    from snippets.machinery.worker import gpu_lock

    with gpu_lock.compiling(), _only_builder(Path(folder), wait_s) as only:
        yield only


@contextlib.contextmanager
def _only_builder(folder: Path, wait_s: float):
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    if os.name != "posix":  # no flock: torch's own lock, as it is
        yield folder
        return
    import fcntl

    guard = folder.parent / f".{folder.name}.build-lock"
    with open(guard, "a") as handle:
        deadline = time.monotonic() + wait_s
        while True:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise TimeoutError(
                        f"another process has been building in {folder} for over "
                        f"{wait_s:.0f} s (it holds {guard}); if none is, clear it with: "
                        f"rm -rf {folder} {guard}") from None
                time.sleep(0.2)
        try:
            stale = folder / "lock"
            if stale.exists():
                print(f"build_lock: {stale} was left by an interrupted build; "
                      f"rebuilding {folder.name} from scratch", file=sys.stderr)
                shutil.rmtree(folder)
                folder.mkdir()
            yield folder
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
