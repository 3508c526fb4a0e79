"""Marking what an outside profiler should look at: NVTX ranges and the profiler window.

Nsight Compute (ncu) and Nsight Systems (nsys) wrap the whole process. Two calls tell
them where the interesting part is: NVTX ranges name stretches of host code (they show
up as labelled bars in nsys, and ncu can record or filter by them), and
``cudaProfilerStart``/``cudaProfilerStop`` open and close the window that a tool
started with ``--profile-from-start off`` (ncu) or ``--capture-range=cudaProfilerApi``
(nsys) collects in, so warm-up and compilation stay out.

Run as a program (``python -m snippets.profiling.marked_region``) it adds two vectors of
2^24 floats with the Triton ``add_kernel`` from lecture 1, in marked steps; the artifact
runs it under ncu and keeps the Speed Of Light section of the one profiled kernel.
"""

from collections.abc import Callable
from pathlib import Path

import torch

from snippets.machinery.items import Artifact, Schedule
from snippets.helpers import child_process
from snippets.profiling import nsight_compute

ADD_ELEMENTS = 2**24
RANGE_NAME = "add 2^24"


# --8<-- [start:marked]
def run_marked_steps(step: Callable[[], object], n_steps: int, first_profiled: int,
                     label: str = "step") -> None:
    """Run ``step`` ``n_steps`` times. Steps before ``first_profiled`` are warm-up
    (compilation, allocation); the profiler window opens just before it and closes
    after the last step. Each step is an NVTX range named ``"<label> <i>"``."""
    for i in range(n_steps):
        if i == first_profiled:
            torch.cuda.synchronize()  # warm-up work must not spill into the window
            torch.cuda.profiler.start()  # cudaProfilerStart()
        with torch.cuda.nvtx.range(f"{label} {i}"):  # range_push(...) ... range_pop()
            step()
    torch.cuda.synchronize()  # the last kernels finish inside the window
    torch.cuda.profiler.stop()  # cudaProfilerStop()
# --8<-- [end:marked]


def main() -> None:
    from snippets.machinery.worker import gpu_lock
    from snippets.vector_add.add import add

    # The run makes the ncu items beside its checks: the profiled program holds the GPU
    # alone, from its first CUDA call (ncu's set-up in the process) to its last launch,
    # so that no other process's kernels run beside the profiled one.
    with gpu_lock.timing():
        x = torch.randn(ADD_ELEMENTS, device="cuda")
        y = torch.randn(ADD_ELEMENTS, device="cuda")
        run_marked_steps(lambda: add(x, y), n_steps=3, first_profiled=2, label=RANGE_NAME)


# --8<-- [start:ncu]
def ncu_command(ncu: str = "ncu") -> list[str]:
    """Nsight Compute: one add_kernel launch, inside the profiler window, Speed Of Light."""
    return [
        ncu,
        "--clock-control", "none",  # keep the GPU's own clocks (ncu locks them by default)
        "--profile-from-start", "off",  # collect only between cudaProfilerStart/Stop
        "--nvtx",  # record the NVTX ranges active at each launch
        "--section", "SpeedOfLight",  # throughput as % of peak, for compute and memory
        "-k", "regex:add_kernel",  # only kernels whose name matches
        "-c", "1",  # and only the first of those
        "python", "-m", "snippets.profiling.marked_region",
    ]
# --8<-- [end:ncu]


# --8<-- [start:nsys]
# Not run here: Nsight Systems is not installed on the GPU machine that makes our pages.
NSYS_COMMAND = [
    "nsys", "profile",
    "--trace", "cuda,nvtx,osrt",  # CUDA API and kernels, NVTX ranges, OS runtime calls
    "--capture-range", "cudaProfilerApi",  # record between cudaProfilerStart and Stop
    "--capture-range-end", "stop",
    "-o", "add_timeline",  # writes add_timeline.nsys-rep; open it in the Nsight Systems GUI
    "python", "-m", "snippets.profiling.marked_region",
]
# --8<-- [end:nsys]


def make_ncu_report(folder: Path) -> None:
    import sys

    command = ncu_command(nsight_compute.find_ncu())
    command[command.index("python")] = sys.executable
    output, _ = child_process.run(command, timeout=300, what="Nsight Compute")
    if "add_kernel" not in output or "No kernels were profiled" in output:
        lines = output.strip().splitlines() or ["(no output)"]
        raise child_process.ToolError(f"ncu profiled no add_kernel launch; last output: "
                                      f"{lines[-1]}\n" + "\n".join(lines[-15:]))
    (folder / "command.txt").write_text(child_process.readable(command) + "\n")
    (folder / "speed_of_light.txt").write_text(output)


# Side by side with the checks and notebooks: ncu measures the one profiled launch by
# replaying it, and the program holds the GPU alone while it runs (``main``).
NCU_REPORT = Artifact(name="profiling_ncu", make=make_ncu_report, needs_tools=("ncu",),
                      schedule=Schedule(concurrent=True))


if __name__ == "__main__":
    main()
