"""The command line of a module that writes its outputs to a folder."""

import sys
from pathlib import Path


def output_folder(usage: str, argv: list[str] | None = None) -> Path:
    """The one argument, a folder (made if it is not there yet); anything else stops
    with the usage line, as ``python -m snippets.triton_compiler.pass_dumps`` without a folder
    should, rather than with an IndexError or a missing-file error halfway through."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        raise SystemExit(f"usage: {usage}")
    folder = Path(args[0])
    folder.mkdir(parents=True, exist_ok=True)
    return folder
