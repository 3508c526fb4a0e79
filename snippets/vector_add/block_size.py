"""How BLOCK_SIZE and num_warps change vector add's throughput.

Both are choices Triton leaves to us. BLOCK_SIZE is how many elements one program
handles; num_warps is how many warps (groups of 32 threads) share that block, so each
thread handles BLOCK_SIZE / (32 * num_warps) elements. This sweep measures every pair
at two sizes and records the fraction of the measured copy bandwidth each one reaches.
"""

import csv
from pathlib import Path

import torch
import triton

from snippets.core.bench import QUANTILES, gbps
from snippets.core.device import measure_copy_bandwidth
from snippets.core.snippet import Artifact
from snippets.vector_add.add import add_kernel

SIZES = (2**24, 2**26)
BLOCK_SIZES = (256, 512, 1024, 2048, 4096, 8192)
NUM_WARPS = (2, 4, 8, 16)


# --8<-- [start:launch]
def add_with(x, y, out, block_size: int, num_warps: int):
    grid = (triton.cdiv(x.numel(), block_size),)
    add_kernel[grid](x, y, out, x.numel(), BLOCK_SIZE=block_size, num_warps=num_warps)
    return out
# --8<-- [end:launch]


def sweep(folder: Path) -> None:
    copy_gbps = measure_copy_bandwidth()[0]
    rows = []
    for n in SIZES:
        x, y = (torch.randn(n, device="cuda") for _ in range(2))
        out = torch.empty_like(x)
        for block_size in BLOCK_SIZES:
            for num_warps in NUM_WARPS:
                if block_size < 32 * num_warps:
                    continue  # fewer elements than threads: some threads would idle
                ms = triton.testing.do_bench(lambda: add_with(x, y, out, block_size, num_warps),
                                             quantiles=QUANTILES)
                reading = gbps(3 * n * x.element_size(), ms)
                rows.append({"n_elements": n, "BLOCK_SIZE": block_size, "num_warps": num_warps,
                             "GB/s": round(reading[0]), "fraction_of_copy": round(reading[0] / copy_gbps, 3),
                             "us_p50": round(ms[0] * 1e3, 1)})
    with open(folder / "sweep.csv", "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    best = {}
    for row in rows:
        if row["GB/s"] > best.get(row["n_elements"], {}).get("GB/s", 0):
            best[row["n_elements"]] = row
    with open(folder / "best.csv", "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(best.values())


BLOCK_SIZE_SWEEP = Artifact(name="vector_add_block_size", make=sweep)
