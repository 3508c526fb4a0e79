"""Question: can the copy engine (TMA) read this matrix as it is, or must it be copied?

Run the check: ``python -m snippets.exercises check tma_can_read``.
"""

import torch

from snippets.exercises import check


# --8<-- [start:answer]
def my_tma_can_read(t: torch.Tensor) -> bool:
    """True if a TMA descriptor can describe the 2-D matrix ``t`` (rows contiguous)
    without copying it: TMA needs the base address and the distance between rows to
    be multiples of 16 bytes."""
    # TODO: t.data_ptr() is the base address in bytes; t.stride(0) counts elements.
    return ...
# --8<-- [end:answer]


# --8<-- [start:check]
check("tma_can_read", my_tma_can_read)
# --8<-- [end:check]
