"""Question: which pass first adds an operation to the softmax kernel, which pass removes
the most of it, and how many of it the IR holds at its fullest?

Run the check: ``python -m snippets.exercises check first_pass``.
"""

from snippets.exercises import check
from snippets.exercises.triton_compiler.softmax_dump import count_operation, softmax_passes


# --8<-- [start:explore]
def my_list_passes(operation: str = "ttg.convert_layout"):
    """The pipeline's passes in order, with the length of the IR after each and how many
    ``operation`` it holds: call it to look around, and print softmax_passes()[i][1] to
    read the IR after pass i."""
    for number, (name, ir) in enumerate(softmax_passes()):
        print(f"{number:3} {name:48} {len(ir.splitlines()):5} lines "
              f"{count_operation(ir, operation):4} x {operation}")
# --8<-- [end:explore]


# --8<-- [start:answer]
def my_pass_story(passes: list[tuple[str, str]], operation: str) -> tuple:
    """(the first pass after which ``operation`` is in the IR, the pass that removes the
    most of it (the largest drop in count_operation from the IR before it to the IR
    after it; the first such pass on a tie; None if no pass removes any), the largest
    count after any pass). ``passes`` is ``softmax_passes()``:
    [(pass name, IR after it), ...]; before the first pass, count zero."""
    # TODO: walk the passes in order with the count before and after each.
    first = ...
    removes_most = ...
    most = ...
    return first, removes_most, most
# --8<-- [end:answer]


# --8<-- [start:check]
check("first_pass", my_pass_story)
# --8<-- [end:check]
