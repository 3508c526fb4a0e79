"""TORCH_TRACE: everything torch.compile did, written to a folder for tlparse.

``TORCH_TRACE=/some/folder python script.py`` makes Dynamo, AOTAutograd and Inductor
write structured logs (one file per process); ``tlparse`` turns a log into an HTML
report: each compiled frame, its graphs, guards, recompilations and generated code.
Here ``gelu_compile.py`` runs under it. The artifact lists what the trace holds, keeps
the guard tree Dynamo built (read from the log itself), and zips the log together with
``tlparse``'s report where ``tlparse`` is installed (``requirements-gpu.txt``); where it
is not, the status line says so and the zip holds the log alone.
"""

import json
import re
import shutil
import sys
import tempfile
import zipfile
from collections import Counter
from pathlib import Path

from snippets.machinery.items import Artifact, Schedule
from snippets.helpers import child_process


# --8<-- [start:command]
def traced_command(trace_dir: str) -> tuple[dict[str, str], list[str]]:
    """The environment and command: TORCH_TRACE=DIR python -m ...gelu_compile."""
    return {"TORCH_TRACE": trace_dir}, [
        "python", "-m", "snippets.cuda_and_compile.gelu_compile", "--device", "cuda"]
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


def first_payload(log: Path, kind: str) -> str | None:
    """The payload of the first record of ``kind``: the tab-indented lines under its header."""
    lines = log.read_text().splitlines()
    for index, line in enumerate(lines):
        if f'{{"{kind}":' in line:
            body = []
            for following in lines[index + 1:]:
                if not following.startswith("\t"):
                    break
                body.append(following[1:])
            return "\n".join(body).strip("\n")
    return None


def readable_guards(tree: str) -> str:
    """The guard tree without each line's trailing source comment (file paths of the
    machine that ran it, and the line of gelu_compile.py each guard came from)."""
    return "\n".join(re.sub(r"\s+# .*$", "", line).rstrip() for line in tree.splitlines()) + "\n"


def make(folder: Path) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        env, command = traced_command(scratch)
        command[0] = sys.executable
        # Compiling and one check, no timing: the child shares the GPU itself and lets
        # it go while it compiles (gelu_compile's __main__).
        child_process.run(command, timeout=180, what="gelu_compile under TORCH_TRACE", env=env)
        logs = sorted(Path(scratch).glob("*.log"))
        if not logs:
            raise child_process.ToolError(f"TORCH_TRACE wrote no log in {scratch}")
        kinds = events_in(logs[0])
        child_process.write_csv(folder / "trace_records.csv", [
            {"record": kind, "count": count} for kind, count in kinds.most_common()])
        guards = first_payload(logs[0], "dynamo_cpp_guards_str")
        (folder / "guards.txt").write_text(
            readable_guards(guards) if guards else "the log holds no guard tree\n")
        tlparse = shutil.which("tlparse")
        report = Path(scratch) / "report"
        if tlparse:
            child_process.run([tlparse, str(logs[0]), "-o", str(report), "--no-browser"],
                              timeout=60, what="tlparse")
            pages = sorted(p.relative_to(report).as_posix() for p in report.rglob("*")
                           if p.is_file())
            # A folder per compiled frame, named by its compile id ("-_0_0_0"); the
            # others ("-_-_-_-" for records outside a compile, "payloads") have no digit.
            frames = sorted({p.split("/")[0] for p in pages if "/" in p
                             and any(c.isdigit() for c in p.split("/")[0])})
            status = (f"tlparse ran: {len(pages)} files; open index.html, which links a "
                      f"folder per compiled frame ({', '.join(frames)})")
        else:
            status = ("tlparse is not installed on this machine (pip install tlparse); "
                      "the zip holds the log it would read")
        with zipfile.ZipFile(folder / "torch_trace.zip", "w", zipfile.ZIP_DEFLATED) as bundle:
            bundle.write(logs[0], f"torch_trace/{logs[0].name}")
            for page in sorted(report.rglob("*")) if report.exists() else []:
                if page.is_file():
                    bundle.write(page, f"torch_trace/tlparse/{page.relative_to(report)}")
        (folder / "status.txt").write_text(
            f"$ TORCH_TRACE=DIR {child_process.readable(command)}\n"
            f"wrote {len(logs)} log file(s): {', '.join(p.name for p in logs)} "
            f"({sum(p.stat().st_size for p in logs)} bytes)\n{status}\n")


# Most of its time is Inductor compiling on the CPU, and nothing in it is timed: it may
# run side by side with the notebooks (see CONTRIBUTING.md).
TORCH_TRACE = Artifact(name="torch_trace", make=make, schedule=Schedule(concurrent=True))
