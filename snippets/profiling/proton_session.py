"""Proton, Triton's profiler: a session, scopes, user metrics and the Triton launch hook.

Run as a program (``python -m snippets.profiling.proton_session PROFILE_NAME``) it
profiles a few Triton ``axpy`` launches (which describe themselves through
``launch_metadata``) and some torch kernels (whose flops and bytes we supply on their
scope), then writes ``PROFILE_NAME.hatchet``. The artifact runs that program in a
subprocess, then ``proton-viewer`` (``python -m triton.profiler.viewer``) on the result,
and keeps what the viewer prints. The viewer needs the ``llnl-hatchet`` package.
"""

import re
import sys
from pathlib import Path

import torch

from snippets.machinery.items import Artifact, Schedule
from snippets.helpers import child_process

AXPY_SIZES = (2**20, 2**24)
SQUARE_ELEMENTS = 2**24
REPEATS = 20
VIEWER = "triton.profiler.viewer"  # the module behind the proton-viewer command


def main(profile_name: str) -> None:
    import triton.profiler as proton

    from snippets.machinery.worker import gpu_lock
    from snippets.profiling.proton_axpy import axpy

    xs = {n: torch.randn(n, device="cuda") for n in AXPY_SIZES}
    ys = {n: torch.randn(n, device="cuda") for n in AXPY_SIZES}
    a = torch.randn(SQUARE_ELEMENTS, device="cuda")
    with gpu_lock.sharing():  # started ahead: beside the run's checks
        for n in AXPY_SIZES:  # compile and warm up before the session starts
            axpy(xs[n], ys[n], 0.5)
        torch.cuda.synchronize()
    # the session in the item's own turn (``child_process.start_ahead``)
    child_process.wait_for_go()

    # --8<-- [start:session]
    # hook="triton": call each Triton kernel's launch_metadata and record what it returns.
    proton.start(profile_name, hook="triton")
    with proton.scope("triton_axpy"):
        for n in AXPY_SIZES:
            for _ in range(REPEATS):
                axpy(xs[n], ys[n], 0.5)
    # torch's kernels do not describe themselves: we attach the totals to their scope.
    square_metrics = {
        "flops": REPEATS * a.numel(),  # one multiply per element per call
        "bytes": REPEATS * 2 * a.numel() * a.element_size(),  # read a, write the result
    }
    with proton.scope("torch_a_times_a", square_metrics):
        for _ in range(REPEATS):
            a * a
    torch.cuda.synchronize()
    proton.finalize()  # writes <profile_name>.hatchet
    # --8<-- [end:session]


ANSI_ESCAPE = re.compile(r"\x1b\[[0-9;]*m")
MISSING_MODULE = re.compile(r"No module named '([\w.]+)'|Failed to import (hatchet)")
VIEWER_NEEDS = (
    "proton-viewer needs pandas and the llnl-hatchet package (pip install llnl-hatchet; "
    "offline, install its wheel with pydot, textX, Arpeggio, multiprocess, dill and "
    "caliper-reader)"
)


# --8<-- [start:viewer]
def viewer_command(profile: Path, *options: str) -> list[str]:
    """proton-viewer OPTIONS PROFILE, through the module so any Python can run it."""
    return [sys.executable, "-m", VIEWER, *options, str(profile)]
# --8<-- [end:viewer]


def run_viewer(profile: Path, *options: str) -> str:
    try:
        output, _ = child_process.run(viewer_command(profile, *options), timeout=120,
                                      what="proton-viewer")
    except child_process.ToolError as error:
        missing = MISSING_MODULE.search(str(error))
        if missing:
            module = missing.group(1) or missing.group(2)
            raise child_process.ToolError(f"{VIEWER_NEEDS}; here {module!r} is missing") from error
        raise
    return ANSI_ESCAPE.sub("", output)


PROFILE_NAME = "axpy_profile"


def _command(folder: Path) -> list[str]:
    return child_process.module_command("snippets.profiling.proton_session",
                                        str(folder.resolve() / PROFILE_NAME))


def _start_ahead() -> None:
    child_process.start_one_ahead(PROTON_PROFILE.name, _command, what="Proton")


def make_proton_profile(folder: Path) -> None:
    from concurrent.futures import ThreadPoolExecutor

    child_process.run_one_ahead(PROTON_PROFILE.name, _command, folder, timeout=180, what="Proton")
    written = sorted(folder.glob(f"{PROFILE_NAME}*.hatchet"))
    if not written:
        raise child_process.ToolError(f"Proton wrote no .hatchet file; found "
                                      f"{sorted(p.name for p in folder.iterdir())}")
    profile = folder / f"{PROFILE_NAME}.hatchet"
    if written[0] != profile:
        written[0].replace(profile)
    for extra in written[1:]:
        extra.unlink(missing_ok=True)
    views = {
        "metrics.txt": ("-l",),
        "time_and_bandwidth.txt": ("-m", "time/us,gbyte/s"),
        "time_and_flops.txt": ("-m", "time/us,gflop/s"),
    }
    # The three viewers at once: each is a process that reads the profile (nothing timed).
    with ThreadPoolExecutor(len(views)) as pool:
        texts = dict(zip(views, pool.map(lambda options: run_viewer(profile, *options),
                                         views.values())))
    for file_name, options in views.items():
        command = child_process.readable(viewer_command(Path(profile.name), *options))
        (folder / file_name).write_text(f"$ {command}\n{texts[file_name]}")


# proton-viewer (installed with Triton) reads the profile through llnl-hatchet, which
# Triton does not install: requirements-gpu.txt pins it.
PROTON_PROFILE = Artifact(name="profiling_proton", make=make_proton_profile,
                          needs_packages=("llnl-hatchet",),
                          schedule=Schedule(
                              warm_start=_start_ahead,
                              # the session (its child started ahead), then three viewers
                              # at once: a process each, pandas and hatchet imported
                              first_estimate_s=5.0))


if __name__ == "__main__":
    main(sys.argv[1])
