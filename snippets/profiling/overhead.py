"""What a profiler costs: one workload run with no tool, torch.profiler, Proton and ncu.

The workload is a loop of small launches (a Triton add and a torch multiply on 2^20
floats, ``ITERATIONS`` times each), the kind of program where a profiler's per-launch
cost shows. Each tool runs in its own process. In it the short loop and a loop four
times as long (``LONG``) take turns ``REPEATS`` times, each loop in a session of its own:
the table gives each loop's median and 20th/80th percentiles over the repeats, and the
pair (4x minus short, per extra launch) of each repeat says what a launch costs, beyond
the spread of the repeats or not. What remains of the short loop is paid once a session.
The process's first session is reported apart: torch.profiler initialises CUPTI there.

Run as a program: ``python -m snippets.profiling.overhead TOOL RESULT.json [ITERATIONS
[REPEATS]]`` with TOOL one of ``none``, ``torch.profiler``, ``proton``; REPEATS 0 runs
the short loop once, no 4x loop. ncu wraps such a ``none`` run from outside
(``--profile-from-start off`` with the ``cudaProfilerStart`` call below, so it profiles
every kernel of the loop and nothing else). ncu costs about a third of a second per
profiled kernel, so it gets a shorter loop (``NCU_ITERATIONS``): its cost is per kernel,
and the table compares tools per launch.

The processes start side by side (interpreter, torch, CUDA, the compiled kernel) and
each waits at a barrier (``child_process.run_in_turn``) before its first session;
the parent lets them time one at a time, each alone on the GPU and with the others idle,
so the item pays one start-up, not four. *process_s* is a process's wall time less its
wait at the barrier.
"""

import contextlib
import json
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

import torch

from snippets.machinery.items import Artifact, Schedule
from snippets.helpers import child_process
from snippets.profiling import nsight_compute
from snippets.profiling.overhead_summary import LONG, LONG_LOOP, overhead_summary

ELEMENTS = 2**20
ITERATIONS = 100
REPEATS = 5  # each tool's short and 4x loops, taking turns
# A process's repeats stop early (after MIN_REPEATS) once its sessions have taken
# BUDGET_S: torch.profiler's first start takes seconds (CUPTI), the later ones far less.
MIN_REPEATS = 3
BUDGET_S = 8.0
NCU_ITERATIONS = 10  # 20 profiled kernels: enough to see the per-kernel cost, in seconds
KERNELS_PER_ITERATION = 2
IN_PROCESS = ("none", "torch.profiler", "proton")
PROCESSES = IN_PROCESS + ("ncu",)
TOOLS = ("none", "none" + LONG, "torch.profiler", LONG_LOOP, "proton", "proton" + LONG, "ncu")
NCU_PASSES = re.compile(r"^==PROF== Profiling .* - (\d+) pass(?:es)?\b", re.MULTILINE)
RUN_TIMEOUT_S = 300


# --8<-- [start:workload]
def workload(x: torch.Tensor, y: torch.Tensor, iterations: int) -> None:
    from snippets.vector_add.add import add

    for _ in range(iterations):
        add(x, y)  # a Triton kernel
        x * y  # a torch kernel
# --8<-- [end:workload]


class Session:
    """The tool's session, with its start and its finish timed apart: torch.profiler does
    little when it starts and processes what it recorded when it stops."""

    def __init__(self, tool: str, scratch: Path):
        if tool not in ("none", "torch.profiler", "proton"):
            raise ValueError(f"unknown tool {tool!r}; expected none, torch.profiler or proton")
        self.tool, self.scratch = tool, scratch

    def start(self) -> None:
        if self.tool == "torch.profiler":
            from torch.profiler import ProfilerActivity, profile

            self.prof = profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA])
            self.prof.__enter__()
        elif self.tool == "proton":
            import triton.profiler as proton

            proton.start(str(self.scratch / "overhead"), hook="triton")

    def finish(self) -> None:
        if self.tool == "torch.profiler":
            self.prof.__exit__(None, None, None)
        elif self.tool == "proton":
            import triton.profiler as proton

            proton.finalize()


def one_session(tool: str, scratch: Path, x: torch.Tensor, y: torch.Tensor,
                iterations: int, index: int) -> dict:
    """One loop of ``iterations`` in a session of its own, start and finish timed apart."""
    folder = scratch / f"session_{index}"  # each session writes its own profile
    folder.mkdir()
    session = Session(tool, folder)
    session_start = time.perf_counter()
    session.start()
    start_s = time.perf_counter() - session_start
    torch.cuda.profiler.start()  # ncu --profile-from-start off starts here
    loop_start = time.perf_counter()
    workload(x, y, iterations)
    torch.cuda.synchronize()
    loop_s = time.perf_counter() - loop_start
    torch.cuda.profiler.stop()
    finish_start = time.perf_counter()
    session.finish()
    finish_s = time.perf_counter() - finish_start
    return {"kernels": iterations * KERNELS_PER_ITERATION, "loop_s": loop_s,
            "start_s": start_s, "finish_s": finish_s,
            "session_s": time.perf_counter() - session_start}


def main(tool: str, result_path: str, iterations: int = ITERATIONS,
         repeats: int = REPEATS) -> None:
    x = torch.randn(ELEMENTS, device="cuda")
    y = torch.randn(ELEMENTS, device="cuda")
    workload(x, y, 3)  # compile the Triton kernel and warm up, outside any profiling
    torch.cuda.synchronize()
    waited_s = child_process.wait_for_go()
    released = time.perf_counter()
    # The short loop first, then the two take turns (short-4x, 4x-short, ...): a drift
    # over the repeats reaches both alike.
    rounds = [(iterations,)] if repeats == 0 else [
        (iterations, 4 * iterations) if r % 2 == 0 else (4 * iterations, iterations)
        for r in range(repeats)]
    loops = []
    with tempfile.TemporaryDirectory() as scratch:
        for r, lengths in enumerate(rounds):
            if r >= MIN_REPEATS and time.perf_counter() - released > BUDGET_S:
                break  # sessions slower than planned: fewer repeats (the table counts them)
            loops += [one_session(tool, Path(scratch), x, y, n, len(loops) + i)
                      for i, n in enumerate(lengths)]
    Path(result_path).write_text(json.dumps({"loops": loops, "waited_s": waited_s}))


def command_for(tool: str, result: Path) -> list[str]:
    """The command of one process: ``tool`` is one of ``PROCESSES``."""
    if tool == "ncu":
        command = child_process.module_command("snippets.profiling.overhead", "none", str(result),
                                               str(NCU_ITERATIONS), "0")
        return [nsight_compute.find_ncu(), "--clock-control", "none",
                "--profile-from-start", "off", "--section", "SpeedOfLight", *command]
    return child_process.module_command("snippets.profiling.overhead", tool, str(result),
                                        str(ITERATIONS), str(REPEATS))


def run_processes(scratch: Path) -> dict[str, dict]:
    """Every tool's process started at once, let through the barrier one at a time
    (``child_process.run_in_turn``). Returns, per process, its result, its output and its wall
    time less its wait at the barrier."""
    done = child_process.run_in_turn({tool: command_for(tool, scratch / f"{tool}.json")
                                      for tool in PROCESSES}, scratch, timeout=RUN_TIMEOUT_S,
                              what="overhead run")
    results = {}
    for tool, (status, output, wall) in done.items():
        result = scratch / f"{tool}.json"
        if status != 0 or not result.exists():
            lines = output.strip().splitlines()[-15:] or ["(no output)"]
            raise child_process.ToolError(f"overhead run ({tool}) exited with {status} and "
                                          f"{'a' if result.exists() else 'no'} result; last output: "
                                          f"{lines[-1]}\n" + "\n".join(lines))
        run = json.loads(result.read_text())
        results[tool] = {**run, "output": output, "process_s": wall - run["waited_s"]}
    return results


def passes_per_kernel(ncu_output: str) -> str:
    """How many passes ncu replayed each kernel in: "10", or "8-12" when kernels differ."""
    passes = sorted({int(n) for n in NCU_PASSES.findall(ncu_output)})
    if not passes:
        return ""
    return str(passes[0]) if len(passes) == 1 else f"{passes[0]}-{passes[-1]}"


def _shown(value: float) -> float:
    """Whole numbers from 1000 up, so the page prints 21838 rather than 2.184e+04."""
    return round(value) if abs(value) >= 1000 else value


def quantiles(values: list[float]) -> tuple[float, float, float]:
    """(median, 20th, 80th percentile) of the repeats."""
    ordered = sorted(values)
    return (statistics.median(ordered), ordered[round(0.2 * (len(ordered) - 1))],
            ordered[round(0.8 * (len(ordered) - 1))])


def pairs(loops: list[dict]) -> list[tuple[dict, dict]]:
    """(short, 4x) loop of each repeat, in the order they ran."""
    fewest = min(loop["kernels"] for loop in loops)
    short = [loop for loop in loops if loop["kernels"] == fewest]
    long = [loop for loop in loops if loop["kernels"] != fewest]
    return list(zip(short, long))


def per_extra_launch(loops: list[dict]) -> list[tuple[float, float]]:
    """Per repeat: (seconds per extra launch of the 4x loop, seconds of the short loop
    paid once beyond its launches)."""
    said = []
    for short, long in pairs(loops):
        per_launch = (long["loop_s"] - short["loop_s"]) / (long["kernels"] - short["kernels"])
        said.append((per_launch, short["loop_s"] - per_launch * short["kernels"]))
    return said


def _loop_columns(loops: list[dict], base_per_launch: float) -> dict:
    median, p20, p80 = quantiles([1e3 * loop["loop_s"] for loop in loops])
    kernels = loops[0]["kernels"]
    return {"kernels": kernels, "repeats": len(loops), "loop_ms": _shown(median),
            "loop_ms_p20": _shown(p20), "loop_ms_p80": _shown(p80),
            "loop slowdown (x)": _shown(median / 1e3 / kernels / base_per_launch),
            "session_s": statistics.median(loop["session_s"] for loop in loops),
            "start_s": statistics.median(loop["start_s"] for loop in loops),
            "finish_s": statistics.median(loop["finish_s"] for loop in loops)}


def overhead_rows(results: dict[str, dict]) -> list[dict]:
    """The table, from each process's loops (``run_processes``): per row the median loop
    and its band over the repeats, and slowdowns relative to the run without a tool. The
    loop's slowdown is per launch, so a tool run over a shorter loop (ncu) still
    compares; on the 4x rows, the cost per extra launch (its band over the repeats) and
    its ratio to the same without a tool, a cost paid once a session left out."""
    base_loops = [short for short, _ in pairs(results["none"]["loops"])]
    base_per_launch = statistics.median(loop["loop_s"] / loop["kernels"] for loop in base_loops)
    base_extra = quantiles([extra for extra, _ in per_extra_launch(results["none"]["loops"])])
    base_process = results["none"]["process_s"]
    rows = []
    for tool, result in results.items():
        loops, process = result["loops"], result["process_s"]
        common = {"process_s": process, "process slowdown (x)": process / base_process,
                  "kernels ncu profiled": "", "ncu passes per kernel": ""}
        if tool == "ncu":
            rows.append({"tool": tool, **_loop_columns(loops, base_per_launch), **common,
                         "kernels ncu profiled": result["output"].count("==PROF== Profiling"),
                         "ncu passes per kernel": passes_per_kernel(result["output"])})
            continue
        short = [s for s, _ in pairs(loops)]
        long = [lg for _, lg in pairs(loops)]
        rows.append({"tool": tool, **_loop_columns(short, base_per_launch),
                     "first start_s": loops[0]["start_s"],
                     "first session_s": loops[0]["session_s"], **common})
        extra = per_extra_launch(loops)
        us, us_p20, us_p80 = quantiles([1e6 * e for e, _ in extra])
        rows.append({"tool": tool + LONG, **_loop_columns(long, base_per_launch),
                     "extra launch us": us, "extra launch us p20": us_p20,
                     "extra launch us p80": us_p80,
                     "extra launch slowdown (x)": us / (1e6 * base_extra[0]),
                     "loop ms paid once": statistics.median(1e3 * once for _, once in extra),
                     **common})
    columns = list(dict.fromkeys(key for row in rows for key in row))
    return [{key: row.get(key, "") for key in columns} for row in rows]


def warm_up() -> None:
    """A first run without a tool, its result dropped: it fills the OS's and Triton's
    caches, so that the measured processes do not pay for them. The item's set-up
    (``prepare``): made while the run checks the snippets, not in the time the measured
    runs have the GPU alone; an item made without it (a fresh worker) runs it first."""
    if not torch.cuda.is_available():
        return
    # The child shares the GPU itself (its __main__), and lets it go while it imports
    # and Triton compiles: a share held here around the whole child held every timing
    # of the run's first phase, and everything queued behind it, for 17 s on an H100.
    try:
        with tempfile.TemporaryDirectory() as scratch:
            child_process.run(child_process.module_command("snippets.profiling.overhead", "none",
                                                           str(Path(scratch) / "r.json"), "3", "0"),
                              timeout=RUN_TIMEOUT_S, what="overhead warm-up run")
    except child_process.ToolError:
        pass  # the measured runs make the same call, and record why it fails


def make_overhead_table(folder: Path) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        results = run_processes(Path(scratch))
    rows = overhead_rows(results)
    child_process.write_csv(folder / "overhead.csv", rows)
    (folder / "summary.md").write_text(overhead_summary(rows))
    (folder / "commands.txt").write_text(
        f"# started side by side; each waits for the file ${child_process.GO_ENV} names, "
        "then times\n"
        + "\n".join(f"{tool}: {child_process.readable(command_for(tool, Path('result.json')))}"
                     for tool in PROCESSES) + "\n")


OVERHEAD = Artifact(name="profiling_overhead", make=make_overhead_table, needs_tools=("ncu",),
                    schedule=Schedule(
                        prepare=warm_up,
                        # a child's run: what it leaves is on disk (Triton's cache, the OS's)
                        setup_on_disk=True,
                        # one start-up for the four processes, then each in turn (ncu's ~8 s)
                        first_estimate_s=25.0))


if __name__ == "__main__":
    from snippets.machinery.worker import gpu_lock

    # A measured run is let through a barrier (GO_ENV) with the GPU to itself and holds
    # nothing. The set-up's warm-up run has no barrier and runs beside the run's checks:
    # it shares the GPU (a no-op outside regenerate.py), let go while Triton compiles.
    started_by_run = os.environ.get(child_process.GO_ENV)
    with gpu_lock.sharing() if not started_by_run else contextlib.nullcontext():
        main(sys.argv[1], sys.argv[2], *map(int, sys.argv[3:5]))
