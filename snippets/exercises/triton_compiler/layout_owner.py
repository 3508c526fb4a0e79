"""Question: in a blocked layout, which thread holds element (row, column)?

A ``#ttg.blocked`` layout in the TritonGPU IR reads, for example,
``#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8],
warpsPerCTA = [2, 2], order = [1, 0]}>``.

Run the check: ``python -m snippets.exercises check layout_owner``.
"""

from snippets.exercises import check


# --8<-- [start:answer]
def my_layout_owner(row: int, column: int, size_per_thread, threads_per_warp, warps_per_cta,
                 order) -> tuple[int, int]:
    """(warp, lane) of the thread holding element (row, column) of a 2-D tensor in the
    blocked layout given by the four lists (each [rows, columns], as in the IR)."""
    index = (row, column)
    # TODO: along each dimension d, which lane position and which warp position hold
    # index[d]? (Runs of size_per_thread[d] elements go to consecutive lanes; the
    # pattern repeats every size_per_thread * threads_per_warp * warps_per_cta elements.)
    lane_at = ...
    warp_at = ...
    # TODO: combine the two positions into one lane number and one warp number; the
    # dimension named first in `order` counts fastest.
    lane = ...
    warp = ...
    return warp, lane
# --8<-- [end:answer]


# --8<-- [start:check]
check("layout_owner", my_layout_owner)
# --8<-- [end:check]
