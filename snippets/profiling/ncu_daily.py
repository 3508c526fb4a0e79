"""Nsight Compute as used day to day: filter by NVTX range, save a report, read it later.

The run below profiles the add kernel launched inside one NVTX range of
``marked_region`` (``"add 2^24 1"``, the second of three steps), with no profiler window:
the NVTX filter alone picks the launch. It saves a report (``-o``: ``add.ncu-rep``) with
the counters per source line (``SourceCounters``) and the CUDA source and line
information attached (``--import-source yes``), which the
Nsight Compute GUI (``ncu-ui add.ncu-rep``) opens on another machine, and which the
command line prints again with ``ncu --import add.ncu-rep``.
"""

import sys
import tempfile
from pathlib import Path

from snippets.machinery.items import Artifact, Schedule
from snippets.helpers import child_process
from snippets.profiling import nsight_compute

RANGE = "add 2^24 1"  # marked_region names its steps "add 2^24 <i>"


# --8<-- [start:ncu_daily]
def ncu_report_command(report: str, ncu: str = "ncu") -> list[str]:
    return [
        ncu,
        "--clock-control", "none",  # the GPU's own clocks, as do_bench sees them
        "--nvtx", "--nvtx-include", f"{RANGE}/",  # "/" at the end: a push/pop range
        "--section", "SpeedOfLight", "--section", "MemoryWorkloadAnalysis",
        # per source line (the GUI's Source page) and why warps stalled: without these
        # two sections the Source page has the code but no counters beside it
        "--section", "SourceCounters", "--section", "WarpStateStats",
        "--import-source", "yes",  # keep the source lines in the report (source view)
        "--cache-control", "all",  # flush caches before each replay pass (the default)
        "--replay-mode", "kernel",  # replay one kernel at a time (the default)
        "-o", report,  # writes <report>.ncu-rep instead of printing
        "python", "-m", "snippets.profiling.marked_region",
    ]


def import_command(report: str, ncu: str = "ncu") -> list[str]:
    return [ncu, "--import", f"{report}.ncu-rep", "--page", "details"]
# --8<-- [end:ncu_daily]


def make(folder: Path) -> None:
    ncu = nsight_compute.find_ncu()
    with tempfile.TemporaryDirectory() as scratch:
        report = str(Path(scratch) / "add")
        command = ncu_report_command(report, ncu)
        command[command.index("python")] = sys.executable
        recorded, _ = child_process.run(command, timeout=120, what="ncu -o")
        shown, _ = child_process.run(import_command(report, ncu), timeout=60, what="ncu --import")
        rep = Path(f"{report}.ncu-rep")
        (folder / "add.ncu-rep").write_bytes(rep.read_bytes())
    sets, _ = child_process.run([ncu, "--list-sets"], timeout=60, what="ncu --list-sets")
    (folder / "commands.txt").write_text("\n".join(
        child_process.readable(c).replace(scratch, "DIR")
        for c in (command, import_command(report, "ncu"))) + "\n")
    (folder / "recorded.txt").write_text(recorded)
    (folder / "imported.txt").write_text(shown)
    (folder / "sets.txt").write_text(sets)
    if "add_kernel" not in shown:
        raise child_process.ToolError(f"the report holds no add_kernel:\n{shown[-1500:]}")


# Side by side with the checks and notebooks, as ``profiling_ncu``: the profiled program
# (``marked_region``) holds the GPU alone while it runs.
NCU_DAILY = Artifact(name="profiling_ncu_report", make=make, needs_tools=("ncu",),
                     schedule=Schedule(concurrent=True))
