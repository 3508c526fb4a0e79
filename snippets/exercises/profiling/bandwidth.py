"""Question: from a kernel's time to its bandwidth in GB/s.

Run the check: ``python -m snippets.exercises check scale_gbps``.
"""

import torch

from snippets.exercises import check


# --8<-- [start:answer]
def my_scale_gbps(n_elements: int, dtype: torch.dtype, ms: float) -> float:
    """GB/s (10^9 bytes per second) reached by ``my_scale(x, a)`` on ``n_elements`` of
    ``dtype`` if it took ``ms`` milliseconds (what do_bench returns)."""
    element_size = torch.empty((), dtype=dtype).element_size()
    # TODO: the bytes the kernel moves, divided by the time in seconds, in GB/s.
    return ...
# --8<-- [end:answer]


# --8<-- [start:check]
check("scale_gbps", my_scale_gbps)
# --8<-- [end:check]
