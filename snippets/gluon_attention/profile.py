"""Why each step is faster, from the hardware's counters: Nsight Compute on every kernel.

``python -m snippets.gluon_attention.profile probe`` warms every provider up on one case
(bfloat16, head dim 128, N = 4096; causal and not), then opens the profiler window
(``cudaProfilerStart``) and launches each provider once, each after a short spin of the
GPU (``torch.cuda._sleep``) that marks where its launches begin; ncu, started with
``--profile-from-start off``, measures those launches and nothing else. cuDNN may launch
more than one kernel for a call: its row sums their times and keeps its main kernel's
counters (the longest).
"""

import csv
import io
import sys
from pathlib import Path

import torch

from snippets.helpers import child_process
from snippets.machinery.items import Artifact

CASE = (torch.bfloat16, 128, 4096)  # dtype, head dim, N: the benchmark's first cases
PROVIDERS = ["lecture 8 tl", "gluon v1", "gluon ws", "gluon overlap", "sdpa cudnn"]
MARKS = ("spin_kernel", "sleep")  # the marker's kernel name (torch.cuda._sleep) has one

# --8<-- [start:metrics]
METRICS = {  # ncu metric -> what it says
    "gpu__time_duration.sum": "kernel time in the profiled run",
    "sm__pipe_tensor_op_hmma_type_hmma_hgmma_qgmma_cycles_active.avg.pct_of_peak_sustained_active":
        "tensor cores busy, % of the cycles the SMs were active",
    "sm__inst_executed_pipe_xu.avg.pct_of_peak_sustained_active":
        "the MUFU unit (exp2) issuing, % of its peak while the SMs were active",
    "smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio":
        "warps waiting at a barrier, per issued instruction",
    "smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio":
        "warps waiting on a global or local memory load, per issued instruction",
    "sm__cycles_active.avg.pct_of_peak_sustained_elapsed":
        "SMs with work, % of the kernel's duration",
    "launch__registers_per_thread": "registers per thread",
    "launch__grid_size": "programs launched",
}
# --8<-- [end:metrics]


def calls(causal: bool):
    """provider -> a no-argument forward call on the profiled case, as the benchmark
    calls it (its inputs, scale and providers)."""
    from snippets.attention import problem
    from snippets.attention.benchmark import case_inputs, head_dim_inputs
    from snippets.gluon_attention.bench import providers

    dtype, d, n = CASE
    q, k, v = case_inputs(head_dim_inputs(d), dtype, n)
    scale = problem.default_scale(d)
    table = providers()
    return {name: (lambda run=table[name]: run(q, k, v, causal, scale)) for name in PROVIDERS}


def probe() -> None:
    """Warm every provider up, then launch each once inside the profiler window."""
    runs = [(causal, name, call) for causal in (False, True)
            for name, call in calls(causal).items()]
    for _ in range(2):  # compiles, cuDNN's plans, autotuning: outside the window
        for _, _, call in runs:
            call()
    torch.cuda.synchronize()
    torch.cuda.profiler.start()
    for _, _, call in runs:
        torch.cuda._sleep(1000)  # the marker: a launch of its own before each provider's
        call()
        torch.cuda.synchronize()
    torch.cuda.profiler.stop()


# --8<-- [start:ncu]
def ncu_command(ncu: str) -> list[str]:
    return [
        ncu, "--clock-control", "none",  # the GPU's own clocks, as the benchmark sees them
        "--profile-from-start", "off",  # only the launches inside the profiler window
        "--csv", "--print-units", "base",
        "--metrics", ",".join(METRICS),
        sys.executable, "-m", "snippets.gluon_attention.profile", "probe",
    ]
# --8<-- [end:ncu]


def parse_ncu_csv(text: str) -> list[dict]:
    """One dict per profiled launch, in order: ``kernel`` and ``metrics`` (name -> number,
    or None where ncu printed n/a)."""
    lines = [line for line in text.splitlines() if line.startswith('"')]
    launches: dict[int, dict] = {}
    for row in csv.DictReader(io.StringIO("\n".join(lines))):
        launch = launches.setdefault(int(row["ID"]), {"kernel": row["Kernel Name"], "metrics": {}})
        value = row["Metric Value"].replace(",", "")
        launch["metrics"][row["Metric Name"]] = None if value == "n/a" else float(value)
    return [launches[i] for i in sorted(launches)]


def table_rows(launches: list[dict]) -> list[dict]:
    """One row per provider and mask: the launches between two markers."""
    groups, current = [], None
    for launch in launches:
        if any(mark in launch["kernel"] for mark in MARKS):
            current = []
            groups.append(current)
        elif current is not None:
            current.append(launch)
    expected = [(causal, name) for causal in (0, 1) for name in PROVIDERS]
    if len(groups) != len(expected) or not all(groups):
        raise child_process.ToolError(f"expected {len(expected)} providers' launches after "
                                      f"markers, found {[len(g) for g in groups]}")
    rows = []
    for (causal, name), group in zip(expected, groups):
        main = max(group, key=lambda g: g["metrics"].get("gpu__time_duration.sum") or 0)
        row = {"provider": name, "causal": causal, "kernels": len(group),
               "kernel": main["kernel"][:70]}
        row.update({metric: main["metrics"].get(metric, "") for metric in METRICS})
        row["gpu__time_duration.sum"] = sum(g["metrics"].get("gpu__time_duration.sum") or 0
                                            for g in group)
        rows.append(row)
    return rows


def make_profile(folder: Path) -> None:
    from snippets.profiling import nsight_compute

    command = ncu_command(nsight_compute.find_ncu())
    output, _ = child_process.run(command, timeout=300, what="Nsight Compute")
    (folder / "command.txt").write_text(child_process.readable(command) + "\n")
    (folder / "ncu_output.txt").write_text(output)
    child_process.write_csv(folder / "metrics.csv", table_rows(parse_ncu_csv(output)))


# Optional, as the lecture's other GPU outputs (snippets/gluon_attention/benchmark_run.py).
GLUON_ATTENTION_NCU = Artifact(name="gluon_attention_ncu", make=make_profile,
                               needs_tools=("ncu",), needs_capability=(9, 0), optional=True)


if __name__ == "__main__":
    if sys.argv[1:] == ["probe"]:
        probe()
    else:
        sys.exit("usage: python -m snippets.gluon_attention.profile probe   (run under ncu)")
