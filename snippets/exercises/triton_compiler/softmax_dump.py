"""The softmax kernel of lecture 6 compiled for an H100 (no GPU needed), pass by pass.

``softmax_passes()`` returns ``[(pass name, the IR after that pass), ...]`` in pipeline
order. It compiles in a child process, since the compiler does not run while this
process uses Triton's interpreter.
"""

import functools
import json
import re
import sys
import tempfile
from pathlib import Path

from snippets.helpers.capture import run_module


def count_operation(ir: str, operation: str) -> int:
    """How many times ``operation`` (e.g. "ttg.convert_layout") occurs in ``ir``, as a
    whole word: "tt.dot" does not count "tt.dot_scaled"."""
    return len(re.findall(rf"\b{re.escape(operation)}\b", ir))


@functools.cache
def softmax_passes() -> list[tuple[str, str]]:
    printed = run_module("snippets.exercises.triton_compiler.softmax_dump", interpret=False, timeout_s=300)
    return [tuple(pair) for pair in json.loads(printed)]


def _dump_softmax() -> list[tuple[str, str]]:
    from snippets.triton_compiler import offline, pass_dumps

    with tempfile.TemporaryDirectory() as folder:
        dump = Path(folder) / "dump.txt"
        pass_dumps.compile_with_pass_dump(offline.compile_softmax, dump)
        snapshots = pass_dumps.split_dump(dump.read_text())
    # A snapshot is the IR *before* a pass: the IR after pass i is snapshot i + 1's.
    return [(before.name, pass_dumps.without_locations(after.ir))
            for before, after in zip(snapshots, snapshots[1:])]


if __name__ == "__main__":
    json.dump(_dump_softmax(), sys.stdout)
