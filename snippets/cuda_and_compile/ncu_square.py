"""Why the CUDA C++ square is slower than torch.square: Nsight Compute's counters.

One launch of each kernel on the same 4096 x 4096 float32 matrix, inside the profiler
window, with a handful of metrics instead of whole sections:

- ``smsp__sass_inst_executed_op_global_ld.sum``: global load instructions executed
  (one per warp): elements / (instructions x 32) is how many floats each thread loads per
  instruction, the vector width (1 for a 4-byte load, 4 for a 16-byte ``LDG.128``);
- ``l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum`` and
  ``l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum``: requests to L1 and the 32-byte
  sectors they touched; sectors per request is 4 for a coalesced 4-byte warp load and 16
  for a coalesced 16-byte one;
- ``dram__throughput.avg.pct_of_peak_sustained_elapsed`` and ``gpu__time_duration.sum``.

Run as a program under ncu: ``python -m snippets.cuda_and_compile.ncu_square``.
"""

import csv
import io
import sys
from pathlib import Path

import torch

from snippets.machinery.items import Artifact, Schedule
from snippets.cuda_and_compile.square_cuda import extension
from snippets.helpers import child_process
from snippets.profiling import nsight_compute

N = 4096
# --8<-- [start:metrics]
METRICS = {
    "smsp__sass_inst_executed_op_global_ld.sum": "load instructions (warp)",
    "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum": "load requests",
    "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum": "load sectors",
    "dram__throughput.avg.pct_of_peak_sustained_elapsed": "DRAM throughput (% of peak)",
    "gpu__time_duration.sum": "duration",
}


def ncu_command(ncu: str = "ncu") -> list[str]:
    return [ncu, "--clock-control", "none", "--profile-from-start", "off",
            "--metrics", ",".join(METRICS), "--csv",  # one CSV row per kernel and metric
            "python", "-m", "snippets.cuda_and_compile.ncu_square"]
# --8<-- [end:metrics]


def main() -> None:
    from snippets.cuda_and_compile.square_cuda import square_cuda

    from snippets.machinery.worker import gpu_lock

    a = torch.randn(N, N, device="cuda")
    with gpu_lock.sharing():  # where the run started it ahead: beside its checks
        square_cuda(a), torch.square(a)  # build, load and warm up outside the window
        torch.cuda.synchronize()
    # then profiled in the item's own turn (``child_process.start_ahead``)
    child_process.wait_for_go()
    torch.cuda.profiler.start()
    square_cuda(a)
    torch.square(a)
    torch.cuda.synchronize()
    torch.cuda.profiler.stop()


def parse(output: str) -> dict[str, dict[str, float]]:
    """{kernel name: {metric: value}} from ncu's --csv output."""
    lines = [line for line in output.splitlines() if line.startswith('"')]
    kernels: dict[str, dict[str, float]] = {}
    for row in csv.DictReader(io.StringIO("\n".join(lines))):
        value = float(row["Metric Value"].replace(",", ""))
        if row["Metric Unit"] in ("nsecond", "ns"):
            value /= 1e3  # microseconds
        elif row["Metric Unit"] in ("usecond", "us"):
            pass
        elif row["Metric Unit"] in ("msecond", "ms"):
            value *= 1e3
        kernels.setdefault(row["Kernel Name"], {})[row["Metric Name"]] = value
    return kernels


def table(kernels: dict[str, dict[str, float]]) -> list[dict]:
    rows = []
    for name, m in kernels.items():
        instructions = m["smsp__sass_inst_executed_op_global_ld.sum"]
        requests = m["l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum"]
        sectors = m["l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum"]
        rows.append({
            "kernel": "our square_kernel" if "square_kernel" in name else "torch.square",
            "load instructions (warp)": int(instructions),
            "floats per thread per load": N * N / (instructions * 32),
            "sectors per request": sectors / requests,
            "DRAM throughput (% of peak)": m["dram__throughput.avg.pct_of_peak_sustained_elapsed"],
            "duration_us": m["gpu__time_duration.sum"],
        })
    return rows


WHAT = "ncu on the CUDA C++ square"


def _command() -> list[str]:
    command = ncu_command(nsight_compute.find_ncu())
    command[command.index("python")] = sys.executable
    return command


def _start_ahead() -> None:
    child_process.start_one_ahead(NCU_SQUARE.name, lambda _: _command(), what=WHAT)


def make(folder: Path) -> None:
    command = _command()
    output = child_process.run_one_ahead(NCU_SQUARE.name, lambda _: command, folder, timeout=240,
                                         what=WHAT)
    rows = table(parse(output))
    if len(rows) != 2:
        raise child_process.ToolError(f"expected 2 profiled kernels, found {len(rows)}:\n"
                                      f"{output[-2000:]}")
    child_process.write_csv(folder / "square_metrics.csv", rows)
    (folder / "command.txt").write_text(child_process.readable(command) + "\n")


NCU_SQUARE = Artifact(name="square_cuda_ncu", make=make, needs_tools=("ncu", "nvcc", "c++"),
                      needs_packages=("ninja",),
                      schedule=Schedule(
                          prepare=extension,
                          # once the extension is built: ncu and this program start ahead
                          warm_start=_start_ahead,
                          # two launches profiled (a few replays each) and ncu's report
                          first_estimate_s=4.0))


if __name__ == "__main__":
    main()
