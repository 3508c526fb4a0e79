"""Lecture 4's launch-bound remedies as a run of ``scripts/regenerate.py`` makes them: the
item, its set-up (the compiled rows' first calls, in a child of their own) and the
measuring child started ahead. The steps and their timing are in ``launch_bound.py``,
which the children run (``python -m snippets.profiling.launch_bound``).
"""

from pathlib import Path

import torch

from snippets.helpers import child_process
from snippets.machinery.items import Artifact, Schedule
from snippets.profiling.launch_bound import COMPILE_ONLY

# What the cudagraphs and perf_hints logs say, under the "### variant" line the child
# prints before each row; torch's log lines name their artifact as [__cudagraphs].
LOGS = "cudagraphs,perf_hints"
MAX_LINE = 200


def _log_lines(output: str) -> str:
    kept = []
    for line in output.splitlines():
        if "[__cudagraphs]" in line or "[__perf_hints]" in line:
            line = line[line.index("[__"):]  # the time, process and file prefix cut
        elif not line.startswith("### "):
            continue
        kept.append(line if len(line) <= MAX_LINE else line[:MAX_LINE] + " [...]")
    return "\n".join(kept) + "\n"


def _command(folder: Path) -> list[str]:
    return child_process.module_command("snippets.profiling.launch_bound",
                                        str(folder.resolve()))


WHAT = "launch-bound remedies"


def _start_ahead() -> None:
    # Its interpreter, torch and CUDA context start beside the run's checks; every row's
    # first call (a compile from the warm cache, in the table) is made in the item's turn.
    child_process.start_one_ahead(LAUNCH_BOUND.name, _command, what=WHAT,
                                  env={"TORCH_LOGS": LOGS})


def _in_child(folder: Path) -> None:
    # Compiled graphs, CUDA graph pools and Inductor's autotuning stay in that process.
    # Steady-state replays log nothing, so the logs do not slow the timed steps.
    output = child_process.run_one_ahead(LAUNCH_BOUND.name, _command, folder, timeout=300,
                                         what=WHAT, env={"TORCH_LOGS": LOGS})
    if not (folder / "remedies.csv").is_file():  # a child that measured nothing failed
        raise RuntimeError("the launch-bound child wrote no remedies.csv")
    (folder / "cudagraphs_log.txt").write_text(
        f"# TORCH_LOGS={LOGS}, what each row of the table logged\n" + _log_lines(output))


def compile_in_child() -> None:
    """The compiled rows' first calls, made once in another process, so that the
    measuring child finds them in Inductor's caches on disk. A failure is passed over:
    the measuring child makes the same calls and records why."""
    if not torch.cuda.is_available():
        return
    try:
        command = child_process.module_command("snippets.profiling.launch_bound", COMPILE_ONLY)
        child_process.run(command, timeout=300, what="launch-bound remedies, first calls")
    except child_process.ToolError:
        pass


LAUNCH_BOUND = Artifact(name="profiling_launch_bound", make=_in_child,
                        schedule=Schedule(
                            prepare=compile_in_child, setup_on_disk=True,
                            # max-autotune's compile times its candidates, each benchmark
                            # holding the GPU alone: started after the set-ups that stay
                            # in a process, when fewer processes share the GPU (in two
                            # parts, one of them that compile, it took 68 and 69 s side
                            # by side on the H100, against 54 s whole: each child starts
                            # Inductor afresh)
                            setup_times_gpu=True,
                            warm_start=_start_ahead,
                            # four compiles from scratch, max-autotune's benchmarks among
                            # them
                            first_setup_estimate_s=54.0,
                            # eight rows: four compiles from a warm cache (the set-up's),
                            # their first calls and timed blocks (21-27 s in two complete
                            # runs on the H100, with the child's start)
                            first_estimate_s=22.0))
