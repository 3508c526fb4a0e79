"""Looking inside torch.compile: TORCH_LOGS, and the code Inductor generates.

Two ways to see what torch.compile made of a function:

- the ``TORCH_LOGS`` environment variable (or ``torch._logging.set_logs``), which prints
  each stage as it happens: run ``gelu_compile.py`` under it, as the artifacts below do;
- ``torch._inductor.utils.run_and_get_code``, which hands the generated module's source
  back as strings, for tests and tools.
"""

import csv
import inspect
import os
import re
import subprocess
import sys
from pathlib import Path

import torch

from snippets.machinery.items import Artifact, Schedule
from snippets.machinery.layout import ROOT


# --8<-- [start:run_and_get_code]
def compile_and_get_code(fn, *args):
    """(fn(*args) computed by torch.compile, [source of each module Inductor generated])."""
    import torch._inductor.config
    from torch._inductor.utils import run_and_get_code  # resets Dynamo first

    # With a warm cache Inductor would load an earlier result instead of generating.
    with torch._inductor.config.patch(force_disable_caches=True):
        return run_and_get_code(torch.compile(fn), *args)
# --8<-- [end:run_and_get_code]


# --8<-- [start:log_names]
# (name in TORCH_LOGS, what it shows); each is also a keyword of torch._logging.set_logs.
LOG_NAMES = [
    ("dynamo", "Dynamo's own messages: what it traces and compiles (+dynamo: debug level)"),
    ("graph_breaks", "where and why Dynamo had to split the function into several graphs"),
    ("recompiles", "why a call did not match an earlier compilation and was compiled again"),
    ("graph", "the FX graph Dynamo captured, as a table"),
    ("graph_code", "the same graph, as Python code"),
    ("aot_graphs", "the graph after AOTAutograd (decomposed to aten ops, forward/backward)"),
    ("post_grad_graphs", "the graph Inductor lowers, after its own graph passes"),
    ("fusion", "the scheduler's fusion decisions"),
    ("output_code", "the module Inductor generated: Triton kernels on a GPU, C++ on the CPU"),
    ("kernel_code", "the generated code of each kernel on its own"),
    ("inductor", "Inductor's own messages (+inductor: debug level)"),
]
# --8<-- [end:log_names]


def log_name_kind(name: str) -> str | None:
    """'log' or 'artifact' if TORCH_LOGS knows ``name`` in this torch, else None."""
    from torch._logging._internal import log_registry

    if log_registry.is_log(name):
        return "log"
    if log_registry.is_artifact(name):
        return "artifact"
    return None


def write_log_names_table(folder: Path) -> None:
    import torch._logging

    keywords = inspect.signature(torch._logging.set_logs).parameters
    with open(folder / "names.csv", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["TORCH_LOGS", "set_logs keyword", "kind", "shows"])
        for name, shows in LOG_NAMES:
            kind = log_name_kind(name) or "NOT KNOWN to this torch"
            keyword = f"{name}=True" if kind == "artifact" else f"{name}=logging.INFO"
            writer.writerow([name, keyword if name in keywords else "(none)", kind, shows])


TORCH_LOGS_NAMES = Artifact(name="torch_logs_names", make=write_log_names_table,
                            needs_cuda=False)


# Each logged line starts "<level><date> <time> <pid> <file>:<line>] [<frame>] [__<name>] ".
LOG_LINE = re.compile(r"^[VIWEDC]\d{4} [\d:.]+ \d+ \S+\] (?:\[[^\]]*\] )?\[__(\w+)\] ?(.*)$")
MAX_LINE = 160


def split_torch_logs(log: str) -> dict[str, list[str]]:
    """The lines of a TORCH_LOGS capture, grouped by the name that logged them,
    without the prefix; other lines (warnings, our prints) are left out."""
    by_name: dict[str, list[str]] = {}
    for line in log.splitlines():
        match = LOG_LINE.match(line)
        if match:
            by_name.setdefault(match.group(1), []).append(match.group(2))
    return by_name


def _tidy(lines: list[str]) -> str:
    # Paths of this checkout and of the Python installation differ between machines.
    site = str(Path(torch.__file__).resolve().parents[1])
    text = "\n".join(lines).replace(site + os.sep, "").replace(str(ROOT) + os.sep, "")
    # The fusion log repeats the Python stack of every node; cut its very long lines.
    return "\n".join(line if len(line) <= MAX_LINE else line[:MAX_LINE] + " [...]"
                     for line in text.splitlines()).strip() + "\n"


# --8<-- [start:capture]
def run_under_torch_logs(device: str, names: str = "graph_code,fusion,output_code") -> str:
    """Run gelu_compile.py as a reader would, under TORCH_LOGS; return what it logged."""
    # Caches off, so everything is compiled (and logged) afresh; one compile thread, so
    # the capture stays light when it runs beside other work.
    env = dict(os.environ, TORCH_LOGS=names, TORCHINDUCTOR_FORCE_DISABLE_CACHES="1",
               TORCHINDUCTOR_COMPILE_THREADS="1")
    result = subprocess.run(
        [sys.executable, "-m", "snippets.cuda_and_compile.gelu_compile", "--device", device],
        env=env, cwd=ROOT, capture_output=True, text=True, check=True)
    return result.stderr  # logging writes to stderr
# --8<-- [end:capture]


def captured_log(device: str) -> str:
    # On the GPU it compiles and runs gelu_compile.py beside the run's checks and
    # notebooks: the child takes its share of the GPU lock itself, never beside a
    # timing, and lets it go while it compiles (gelu_compile's __main__).
    return run_under_torch_logs(device)


def capture_logs(device: str, folder: Path) -> None:
    by_name = split_torch_logs(captured_log(device))
    for name, file_name in (("graph_code", "graph_code.txt"), ("fusion", "fusion.txt"),
                            ("output_code", "output_code.py")):
        if name not in by_name:
            raise RuntimeError(f"TORCH_LOGS printed nothing for {name!r} on {device}")
        (folder / file_name).write_text(_tidy(by_name[name]))


# Inductor on the CPU writes C++ and compiles it with the system's compiler.
TORCH_LOGS_CPU = Artifact(name="torch_logs_cpu", make=lambda folder: capture_logs("cpu", folder),
                          needs_cuda=False, needs_tools=("c++",))
# Half a minute of compiling, with the GPU: it runs beside the notebooks (concurrent),
# not in the background of the run, where it used the GPU while timings ran.
TORCH_LOGS_CUDA = Artifact(name="torch_logs_cuda", make=lambda folder: capture_logs("cuda", folder),
                           needs_cuda=True, schedule=Schedule(concurrent=True))
