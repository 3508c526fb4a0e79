"""Question: which block does each TMA descriptor move, for a given config?

Run the check: ``python -m snippets.exercises check tma_block_shapes``.
"""

from snippets.exercises import check


# --8<-- [start:answer]
def my_block_shapes(block_m: int, block_n: int, block_k: int, b_is_transposed: bool,
                    epilogue_subtile: bool) -> tuple:
    """The block shapes ([rows, columns]) of the descriptors of A (M x K), B and C
    (M x N) for one program of the persistent kernel with this config: A's block feeds
    one step along K, B is K x N, or N x K when given transposed (float8), and with a
    subtiled epilogue C is stored in two halves along N. Return (a_block, b_block,
    c_block), each a list of two integers."""
    # TODO: one step along K reads a BLOCK_M x BLOCK_K block of A.
    a_block = ...
    # TODO: B's block covers the same stretch of K and the tile's BLOCK_N columns.
    b_block = ...
    # TODO: C's block is the tile, or half of it along N.
    c_block = ...
    return a_block, b_block, c_block
# --8<-- [end:answer]


# --8<-- [start:check]
check("tma_block_shapes", my_block_shapes)
# --8<-- [end:check]
