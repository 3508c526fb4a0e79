"""The GPU we run on: its name, and the memory bandwidth it can actually reach.

Datasheet bandwidth is a lead, not a limit we can hold a kernel to. The limit drawn on
every GB/s plot is measured: one large device-to-device copy, timed like any benchmark,
counting the bytes read plus the bytes written.
"""

import re

import torch
import triton

from snippets.helpers.bench import QUANTILES, gbps


def machine_slug(name: str | None = None) -> str:
    """A folder name for a GPU model: 'NVIDIA H200' -> 'nvidia-h200'."""
    name = name or torch.cuda.get_device_name()
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


# --8<-- [start:copy]
def measure_copy_bandwidth(n_bytes: int = 2**30) -> tuple[float, float, float]:
    """(median, low, high) GB/s of a device-to-device copy of ``n_bytes``."""
    src = torch.empty(n_bytes // 4, dtype=torch.float32, device="cuda").uniform_()
    dst = torch.empty_like(src)
    ms = triton.testing.do_bench(lambda: dst.copy_(src), quantiles=QUANTILES)
    return tuple(gbps(2 * n_bytes, ms))  # each byte is read once and written once
# --8<-- [end:copy]
