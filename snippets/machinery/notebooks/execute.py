"""Running a generated notebook top to bottom with nbclient, and trimming what it printed.

A failing cell stops the run with :class:`NotebookFailed`, whose message names the cell,
the page section it came from and the error, so a broken snippet reads as such in the
test suite and in regenerate.py's failures.json.
"""

import re
import time
from pathlib import Path

from snippets.machinery.notebooks.page import ROOT

MAX_LINES = 40  # an output longer than this keeps its first and last lines
KEEP_HEAD, KEEP_TAIL = 25, 10
CELL_TIMEOUT_S = 600
ANSI = re.compile(r"\x1b\[[0-9;]*m")  # IPython colours its tracebacks


class NotebookFailed(RuntimeError):
    pass


def origin(cell) -> str:
    """What a code cell was made from, for error messages."""
    meta = cell.metadata.get("fast_pytorch", {})
    for key, what in (("section", "section {}"), ("check", "the check of {}"),
                      ("timing", "the timing of {}"), ("setup", "the set-up cell ({})")):
        if key in meta:
            return what.format(meta[key])
    return "a cell with no recorded origin"


def trim(text: str, max_lines: int = MAX_LINES) -> str:
    lines = text.splitlines(keepends=True)
    if len(lines) <= max_lines:
        return text
    dropped = len(lines) - KEEP_HEAD - KEEP_TAIL
    note = f"[... {dropped} lines left out by the notebook generator ...]\n"
    return "".join(lines[:KEEP_HEAD]) + note + "".join(lines[-KEEP_TAIL:])


def trim_outputs(notebook) -> None:
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            if output.get("output_type") == "stream":
                output["text"] = trim(output["text"])
            elif "data" in output and "text/plain" in output["data"]:
                output["data"]["text/plain"] = trim(output["data"]["text/plain"])
            elif output.get("output_type") == "error":
                output["traceback"] = output["traceback"][-MAX_LINES:]


def execute(notebook, cwd: Path = ROOT, timeout_s: int = CELL_TIMEOUT_S) -> float:
    """Run every cell in place (the kernel starts in ``cwd``); return the seconds taken.

    Raises NotebookFailed with the failing cell's origin and error.
    """
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    client = NotebookClient(notebook, timeout=timeout_s, kernel_name="python3",
                            resources={"metadata": {"path": str(cwd)}})
    started = time.perf_counter()
    try:
        client.execute()
    except CellExecutionError as error:
        failing = next((cell for cell in notebook.cells if cell.cell_type == "code"
                        and any(o.get("output_type") == "error" for o in cell.get("outputs", []))),
                       None)
        where = origin(failing) if failing is not None else "an unknown cell"
        cell_id = failing.get("id", "?") if failing is not None else "?"
        message = ANSI.sub("", str(error))
        raise NotebookFailed(f"cell {cell_id}, from {where}, failed:\n{message}") from None
    finally:
        trim_outputs(notebook)
    return time.perf_counter() - started


def write(notebook, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    import nbformat  # imported when used: discovery must work without it

    nbformat.write(notebook, str(path))
