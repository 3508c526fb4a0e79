"""Question: how many bytes does the vector add of the lecture move?

Run the check: ``python -m snippets.exercises check add_bytes``.
"""

import torch

from snippets.exercises import check


# --8<-- [start:answer]
def my_add_bytes(n_elements: int, dtype: torch.dtype) -> int:
    """Bytes that ``add(x, y)`` reads from and writes to GPU memory, for two inputs of
    ``n_elements`` elements of ``dtype``."""
    element_size = torch.empty((), dtype=dtype).element_size()  # bytes per element
    # TODO: count every byte read and every byte written.
    return ...
# --8<-- [end:answer]


# --8<-- [start:check]
check("add_bytes", my_add_bytes)
# --8<-- [end:check]
