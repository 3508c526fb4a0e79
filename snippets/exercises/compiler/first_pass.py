"""Question: which compiler pass first puts a ``ttg.convert_layout`` into the softmax kernel?

Run the check: ``python -m snippets.exercises check first_pass``.
"""

from snippets.exercises import check
from snippets.exercises.compiler.softmax_dump import softmax_passes


# --8<-- [start:explore]
def my_list_passes():
    """The pipeline's passes in order, with the length of the IR after each: call it to
    look around, and print softmax_passes()[i][1] to read the IR after pass i."""
    for number, (name, ir) in enumerate(softmax_passes()):
        print(f"{number:3} {name:48} {len(ir.splitlines()):5} lines")
# --8<-- [end:explore]


# --8<-- [start:answer]
def my_first_pass(passes: list[tuple[str, str]], operation: str) -> str:
    """The name of the first pass after which ``operation`` (e.g. "ttg.convert_layout")
    appears in the IR; ``passes`` is ``softmax_passes()``: [(pass name, IR after it), ...]."""
    # TODO: walk the passes in order; the answer is the first whose IR holds the operation.
    return ...
# --8<-- [end:answer]


# --8<-- [start:check]
check("first_pass", my_first_pass)
# --8<-- [end:check]
