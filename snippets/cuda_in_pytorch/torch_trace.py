"""TORCH_TRACE: everything torch.compile did, written to a folder for tlparse.

``TORCH_TRACE=/some/folder python script.py`` makes Dynamo, AOTAutograd and Inductor
write structured logs (one file per process); ``tlparse`` turns a log into an HTML
report: each compiled frame, its graphs, guards, recompilations and generated code.
Here ``gelu_compile.py`` runs under it; if ``tlparse`` is installed it is run too,
otherwise the artifact says so and lists what the trace holds.
"""

import json
import shutil
import sys
import tempfile
from collections import Counter
from pathlib import Path

from snippets.core import gpu_lock
from snippets.core.snippet import Artifact
from snippets.profiling import _tools


# --8<-- [start:command]
def traced_command(trace_dir: str) -> tuple[dict[str, str], list[str]]:
    """The environment and command: TORCH_TRACE=DIR python -m ...gelu_compile."""
    return {"TORCH_TRACE": trace_dir}, [
        "python", "-m", "snippets.cuda_in_pytorch.gelu_compile", "--device", "cuda"]
# --8<-- [end:command]


def events_in(log: Path) -> Counter:
    """How many records of each kind a TORCH_TRACE log holds (one JSON header a line)."""
    kinds = Counter()
    for line in log.read_text().splitlines():
        start = line.find("{")
        if start < 0:
            continue
        try:
            record = json.loads(line[start:])
        except json.JSONDecodeError:
            continue  # payload lines follow their header, tab-indented
        kinds.update(k for k in record if k not in ("frame_id", "frame_compile_id", "attempt",
                                                    "has_payload", "rank"))
    return kinds


def make(folder: Path) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        env, command = traced_command(scratch)
        command[0] = sys.executable
        with gpu_lock.sharing():  # compiling and one check: no timing, may share the GPU
            _tools.run(command, timeout=180, what="gelu_compile under TORCH_TRACE", env=env)
        logs = sorted(Path(scratch).glob("*.log"))
        if not logs:
            raise _tools.ToolError(f"TORCH_TRACE wrote no log in {scratch}")
        kinds = events_in(logs[0])
        _tools.write_csv(folder / "trace_records.csv", [
            {"record": kind, "count": count} for kind, count in kinds.most_common()])
        tlparse = shutil.which("tlparse")
        if tlparse:
            out = Path(scratch) / "report"
            _tools.run([tlparse, str(logs[0]), "-o", str(out), "--no-browser"], timeout=60,
                       what="tlparse")
            status = f"tlparse ran: {sorted(p.name for p in out.iterdir())[:20]}"
        else:
            status = ("tlparse is not installed on this machine (pip install tlparse); "
                      "the log above is what it would read")
        (folder / "status.txt").write_text(
            f"$ TORCH_TRACE=DIR {_tools.readable(command)}\n"
            f"wrote {len(logs)} log file(s): {', '.join(p.name for p in logs)} "
            f"({sum(p.stat().st_size for p in logs)} bytes)\n{status}\n")


# Most of its time is Inductor compiling on the CPU, and nothing in it is timed: it may
# run side by side with the notebooks (see CONTRIBUTING.md).
TORCH_TRACE = Artifact(name="torch_trace", make=make, concurrent=True)
