"""Why each step is faster: Nsight Compute counters for every kernel of the lecture.

``python -m snippets.hopper_matmul.profile probe`` compiles and tunes each kernel on
float16 at PROFILE_SIZE^3 first, then opens the profiler window
(``cudaProfilerStart``) and launches lecture 3's grouped kernel, the TMA kernel, the
persistent kernel, ``torch.matmul`` and step 2's intermediate variants
(``one_change.py``) once each; ncu, started with ``--profile-from-start off``,
measures those launches and nothing else.
"""

import sys
from pathlib import Path

import torch

from snippets.machinery.items import Artifact, Schedule
from snippets.hopper_matmul import one_change, steps
from snippets.matmul import problem
import csv
import io
from snippets.helpers import child_process
from snippets.profiling import nsight_compute

PROFILE_SIZE = 8192
# Step 2's changes one at a time come last; their final variant is step 2 itself.
VARIANTS = [name for name in one_change.CHANGES if name not in steps.STEPS]
PROFILED = [*steps.STEPS, "torch.matmul", *VARIANTS]  # in launch order

# --8<-- [start:metrics]
METRICS = {  # ncu metric -> what it says
    "gpu__time_duration.sum": "kernel time in the profiled run",
    "sm__pipe_tensor_op_hmma_type_hmma_hgmma_qgmma_cycles_active.avg.pct_of_peak_sustained_active":
        "tensor cores busy, % of the cycles the SMs were active",
    "smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio":
        "warps waiting on a global or local memory load, per issued instruction",
    "smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio":
        "warps waiting at a barrier, per issued instruction",
    "sm__inst_executed.sum": "instructions executed (address arithmetic and copies included)",
    "sm__cycles_active.avg.pct_of_peak_sustained_elapsed":
        "SMs with work, % of the kernel's duration (tail and launch gaps lower it)",
    "dram__throughput.avg.pct_of_peak_sustained_elapsed": "DRAM bandwidth used, % of peak",
    "launch__grid_size": "programs launched",
    "launch__registers_per_thread": "registers per thread",
}
# --8<-- [end:metrics]


def probe() -> None:
    """Warm up every kernel, then launch each once inside the profiler window."""
    from snippets.machinery.worker import gpu_lock

    runs = [*steps.STEPS.values(), torch.matmul,
            *(one_change.variants()[name] for name in VARIANTS)]
    # Compiled first at a small size (the same kernels: steps.AHEAD_SIZE), beside the
    # run's checks where the run started this program ahead (``child_process.start_ahead``);
    # the autotuners choose for PROFILE_SIZE after the barrier, with the GPU alone.
    small = problem.timing_inputs((steps.AHEAD_SIZE,) * 3, torch.float16)
    with gpu_lock.sharing():
        for run in runs:
            run(*small)
        torch.cuda.synchronize()
    child_process.wait_for_go()
    a, b = problem.timing_inputs((PROFILE_SIZE,) * 3, torch.float16)
    for run in runs:
        run(a, b)  # for autotuned kernels time the candidates at this size, now
    torch.cuda.synchronize()
    torch.cuda.profiler.start()
    for run in runs:
        run(a, b)
    torch.cuda.synchronize()
    torch.cuda.profiler.stop()


# --8<-- [start:ncu]
def ncu_command(ncu: str) -> list[str]:
    return [
        ncu, "--clock-control", "none",  # the GPU's own clocks, as do_bench sees them
        "--profile-from-start", "off",  # only the launches inside the profiler window
        "--csv", "--print-units", "base",
        "--metrics", ",".join(METRICS),
        "-c", str(len(PROFILED)),
        sys.executable, "-m", "snippets.hopper_matmul.profile", "probe",
    ]
# --8<-- [end:ncu]


# --8<-- [start:parse]
def parse_ncu_csv(text: str) -> list[dict]:
    """One dict per profiled launch, in order: ``kernel`` and ``metrics`` (name -> number,
    or None where ncu printed n/a). ``--print-units base`` keeps every value in base
    units (ns, bytes, %, counts), so no unit conversion is needed."""
    lines = [line for line in text.splitlines() if line.startswith('"')]
    launches: dict[int, dict] = {}
    for row in csv.DictReader(io.StringIO("\n".join(lines))):
        launch = launches.setdefault(int(row["ID"]), {"kernel": row["Kernel Name"], "metrics": {}})
        value = row["Metric Value"].replace(",", "")
        launch["metrics"][row["Metric Name"]] = None if value == "n/a" else float(value)
    return [launches[i] for i in sorted(launches)]
# --8<-- [end:parse]


def table_rows(launches: list[dict]) -> list[dict]:
    if len(launches) != len(PROFILED):
        raise child_process.ToolError(f"expected {len(PROFILED)} profiled kernels, "
                                      f"got {len(launches)}")
    rows = []
    for name, launch in zip(PROFILED, launches):
        row = {"step": name, "kernel": launch["kernel"][:60]}
        row.update({metric: launch["metrics"].get(metric, "") for metric in METRICS})
        rows.append(row)
    return rows


def _start_ahead() -> None:
    child_process.start_one_ahead(PROFILE.name, lambda _: ncu_command(nsight_compute.find_ncu()),
                                  what="Nsight Compute")


def make_profile(folder: Path) -> None:
    command = ncu_command(nsight_compute.find_ncu())
    output = child_process.run_one_ahead(PROFILE.name, lambda _: command, folder, timeout=240,
                                         what="Nsight Compute")
    (folder / "command.txt").write_text(child_process.readable(command) + "\n")
    (folder / "ncu_output.txt").write_text(output)
    child_process.write_csv(folder / "metrics.csv", table_rows(parse_ncu_csv(output)))


PROFILE = Artifact(name="hopper_matmul_ncu", make=make_profile, needs_tools=("ncu",),
                   needs_capability=(9, 0),
                   schedule=Schedule(
                       # lecture 9's set-up compiles these kernels into Triton's cache;
                       # then ncu and this program start ahead (``warm_start``) and wait
                       prepare=steps.compile_ahead, setup_on_disk=True,
                       warm_start=_start_ahead,
                       # the autotuners at 8192 and seven launches profiled, ncu's replays
                       first_estimate_s=7.0))


if __name__ == "__main__":
    if sys.argv[1:] == ["probe"]:
        probe()
    else:
        sys.exit("usage: python -m snippets.hopper_matmul.profile probe   (run under ncu)")
