"""What a profiler costs: one workload run with no tool, torch.profiler, Proton and ncu.

The workload is a loop of small launches (a Triton add and a torch multiply on 2^20
floats, ``ITERATIONS`` times each), the kind of program where a profiler's per-launch
cost shows. Each configuration runs in its own process; the process reports how long
the loop took (synchronised) and how long the whole profiling session took (loop plus
the tool's own start and finish), and the parent measures the process's wall time.

Run as a program: ``python -m snippets.profiling.overhead TOOL RESULT.json [ITERATIONS]``
with TOOL one of ``none``, ``torch.profiler``, ``proton``; ncu wraps a ``none`` run from
outside (``--profile-from-start off`` with the ``cudaProfilerStart`` call below, so it
profiles every kernel of the loop and nothing else).

Each in-process configuration runs a second loop four times as long (``LONG``): the extra
launches cost per launch, what remains of the short loop is paid once.

ncu costs about a third of a second per profiled kernel, so it gets a shorter loop
(``NCU_ITERATIONS``): its cost is per kernel, and the table compares tools per launch.
"""

import json
import re
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import torch

from snippets.core import ahead
from snippets.core.snippet import Artifact
from snippets.profiling import _tools

ELEMENTS = 2**20
ITERATIONS = 100
NCU_ITERATIONS = 10  # 20 profiled kernels: enough to see the per-kernel cost, in seconds
KERNELS_PER_ITERATION = 2
# Every in-process configuration also runs a loop four times as long: the difference
# between the two is a cost per launch, what is left of the short loop a cost paid once.
LONG = ", 4x loop"
LONG_LOOP = "torch.profiler" + LONG
TOOLS = ("none", "none" + LONG, "torch.profiler", LONG_LOOP, "proton", "proton" + LONG, "ncu")
NCU_PASSES = re.compile(r"^==PROF== Profiling .* - (\d+) pass(?:es)?\b", re.MULTILINE)
PAGE_WIDTH = 78  # characters a code block on the page shows without scrolling


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


def main(tool: str, result_path: str, iterations: int = ITERATIONS) -> None:
    x = torch.randn(ELEMENTS, device="cuda")
    y = torch.randn(ELEMENTS, device="cuda")
    workload(x, y, 3)  # compile the Triton kernel and warm up, outside any profiling
    torch.cuda.synchronize()
    with tempfile.TemporaryDirectory() as scratch:
        session = Session(tool, Path(scratch))
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
        session_s = time.perf_counter() - session_start
    Path(result_path).write_text(json.dumps({
        "loop_s": loop_s, "session_s": session_s, "start_s": start_s, "finish_s": finish_s,
        "kernels": iterations * KERNELS_PER_ITERATION,
    }))


def command_for(tool: str, result: Path) -> list[str]:
    inner = "none" if tool == "ncu" else tool.removesuffix(LONG)
    iterations = (NCU_ITERATIONS if tool == "ncu"
                  else 4 * ITERATIONS if tool.endswith(LONG) else ITERATIONS)
    command = _tools.module_command("snippets.profiling.overhead", inner, str(result),
                                    str(iterations))
    if tool == "ncu":
        command = [_tools.find_ncu(), "--clock-control", "none", "--profile-from-start", "off",
                   "--section", "SpeedOfLight", *command]
    return command


def measure(tool: str, scratch: Path) -> dict:
    result = scratch / f"{tool}.json"
    output, wall = _tools.run(command_for(tool, result), timeout=300,
                              what=f"overhead run ({tool})")
    if not result.exists():
        raise _tools.ToolError(f"overhead run ({tool}) wrote no result")
    run = {"tool": tool, "process_s": wall, **json.loads(result.read_text())}
    if tool == "ncu":
        # ncu announces each kernel it profiles ('==PROF== Profiling "add_kernel": ...
        # - 10 passes'): the table shows how many it profiled, so a profiler window that
        # never opened cannot pass unseen, and how many times it replayed each.
        run["ncu_profiled"] = output.count("==PROF== Profiling")
        run["ncu_passes"] = passes_per_kernel(output)
    return run


def passes_per_kernel(ncu_output: str) -> str:
    """How many passes ncu replayed each kernel in: "10", or "8-12" when kernels differ."""
    passes = sorted({int(n) for n in NCU_PASSES.findall(ncu_output)})
    if not passes:
        return ""
    return str(passes[0]) if len(passes) == 1 else f"{passes[0]}-{passes[-1]}"


def _shown(value: float) -> float:
    """Whole numbers from 1000 up, so the page prints 21838 rather than 2.184e+04."""
    return round(value) if abs(value) >= 1000 else value


def per_extra_launch(runs: list[dict], tool: str) -> tuple[float, float] | None:
    """(seconds per launch, seconds paid once) of ``tool``'s loop, from its short and its
    4x loop; None without both."""
    short = next((r for r in runs if r["tool"] == tool), None)
    long = next((r for r in runs if r["tool"] == tool + LONG), None)
    if short is None or long is None:
        return None
    per_launch = (long["loop_s"] - short["loop_s"]) / (long["kernels"] - short["kernels"])
    return per_launch, short["loop_s"] - per_launch * short["kernels"]


def overhead_rows(runs: list[dict]) -> list[dict]:
    """The table: times, and slowdowns relative to the run without a tool. The loop's
    slowdown is per launch, so a tool run over a shorter loop (ncu) still compares; the
    slowdown per extra launch compares the 4x loops' extra launches, a cost paid once
    (at a session's first launches) left out."""
    base = next(run for run in runs if run["tool"] == "none")
    base_per_launch = base["loop_s"] / base["kernels"]
    base_extra = per_extra_launch(runs, "none")
    rows = []
    for run in runs:
        # On the 4x row: the pair's result.
        extra = (per_extra_launch(runs, run["tool"].removesuffix(LONG))
                 if run["tool"].endswith(LONG) else None)
        rows.append({
            "tool": run["tool"],
            "kernels": run["kernels"],
            "loop_ms": _shown(1e3 * run["loop_s"]),
            "loop slowdown (x)": _shown(run["loop_s"] / run["kernels"] / base_per_launch),
            "extra launch slowdown (x)": (extra[0] / base_extra[0]
                                          if extra and base_extra else ""),
            "loop ms paid once": 1e3 * extra[1] if extra else "",
            "session_s": run["session_s"],
            "start_s": run.get("start_s", 0.0),
            "finish_s": run.get("finish_s", 0.0),
            "process_s": run["process_s"],
            "process slowdown (x)": run["process_s"] / base["process_s"],
            "kernels ncu profiled": run.get("ncu_profiled", ""),
            "ncu passes per kernel": run.get("ncu_passes", ""),
        })
    return rows


def overhead_summary(rows: list[dict]) -> str:
    """The measured slowdowns in words, with what explains the two extremes: the cost of
    an in-process session outside the loop, and ncu's cost per profiled kernel."""
    base = next(row for row in rows if row["tool"] == "none")
    per_launch_us = 1e3 * base["loop_ms"] / base["kernels"]
    slowdowns = ", ".join(f"{row['tool']} {row['loop slowdown (x)']:.1f}×" for row in rows
                          if row["tool"] != "none" and not row["tool"].endswith(LONG))
    paragraphs = [f"Without a tool the loop of {base['kernels']} launches took "
                  f"{base['loop_ms']:.2f} ms, {per_launch_us:.1f} µs per launch. Slowdown "
                  f"per launch under each tool: {slowdowns}."]
    extra = [f"{row['tool'].removesuffix(LONG)} {row['extra launch slowdown (x)']:.2f}×, "
             f"{row['loop ms paid once']:.1f} ms paid once" for row in rows
             if row["tool"].endswith(LONG) and row["extra launch slowdown (x)"] != ""
             and not row["tool"].startswith("none")]
    if extra:
        paragraphs.append("Per launch beyond the short loop's (the 4x loops' extra "
                          f"launches), against the same without a tool: {'; '.join(extra)}.")
    sessions = [f"{row['tool']} {row['session_s'] - row['loop_ms'] / 1e3:.3f} s" for row in rows
                if row["tool"] in ("torch.profiler", "proton")]
    if sessions:
        paragraphs.append("Starting and finishing the session, outside the loop: "
                          f"{', '.join(sessions)}.")
    short = next((row for row in rows if row["tool"] == "torch.profiler"), None)
    long = next((row for row in rows if row["tool"] == LONG_LOOP), None)
    if short and long:
        per_kernel = (long["finish_s"] - short["finish_s"]) / (long["kernels"] - short["kernels"])
        one_time = short["finish_s"] - per_kernel * short["kernels"]
        paragraphs.append(
            f"torch.profiler's start took {short['start_s']:.3f} s and its finish "
            f"{short['finish_s']:.2f} s after {short['kernels']} launches, "
            f"{long['finish_s']:.2f} s after {long['kernels']}: about "
            f"{1e3 * per_kernel:.2f} ms per recorded launch and {one_time:.2f} s paid once.")
    for row in rows:
        if row["tool"] == "ncu" and row["kernels ncu profiled"]:
            passes = row["ncu passes per kernel"]
            paragraphs.append(
                f"ncu profiled {row['kernels ncu profiled']} kernels"
                + (f", replaying each in {passes} passes" if passes else "")
                + f": {row['loop_ms'] / row['kernels ncu profiled']:.0f} ms per profiled "
                f"kernel, against {per_launch_us:.1f} µs per launch without a tool.")
    return "\n\n".join(textwrap.fill(p, width=PAGE_WIDTH) for p in paragraphs) + "\n"


def warm_up() -> None:
    """A first run without a tool, its result dropped: it fills the OS's and Triton's
    caches, so that the first measured process does not pay for them. The item's
    set-up (``prepare``): made while the run checks the snippets (``snippets.core.ahead``),
    not in the time the measured runs have the GPU alone; an item made without it (a
    fresh worker) runs it first."""
    def run_once() -> None:
        with tempfile.TemporaryDirectory() as scratch:
            measure("none", Path(scratch))

    ahead.compile_ahead([run_once])


def make_overhead_table(folder: Path) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        runs = [measure(tool, Path(scratch)) for tool in TOOLS]
    rows = overhead_rows(runs)
    _tools.write_csv(folder / "overhead.csv", rows)
    (folder / "summary.md").write_text(overhead_summary(rows))
    (folder / "commands.txt").write_text("\n".join(
        f"{tool}: {_tools.readable(command_for(tool, Path('result.json')))}" for tool in TOOLS
    ) + "\n")


OVERHEAD = Artifact(name="profiling_overhead", make=make_overhead_table, needs_tools=("ncu",),
                    prepare=warm_up)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], *map(int, sys.argv[3:4]))
