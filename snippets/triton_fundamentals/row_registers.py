"""Why one row stops at MAX_ROW: the registers a row kernel compiles to, and its spills.

A row kernel keeps its whole row in registers, spread over ``32 * num_warps`` threads.
``row_block_and_warps`` caps the warps at 16, so each doubling of the row past 4096
doubles the values each thread holds. ptxas gives a thread at most 255 registers;
what does not fit is spilled to local memory, which lives in DRAM behind the caches.
This artifact compiles the softmax row kernel for the GPU at hand at each width up to
``MAX_ROW`` and one step past it (built directly: the wrappers refuse it) and records
what the compiled kernel reports (``snippets/helpers/registers.py``).
"""

import csv
from pathlib import Path

import torch
import triton

from snippets.helpers.registers import registers
from snippets.machinery.items import Artifact, Schedule
from snippets.triton_fundamentals.softmax import softmax_rows_kernel
from snippets.triton_fundamentals.square_rows import MAX_ROW, row_block_and_warps

WIDTHS = (1024, 4096, 8192, 16384, MAX_ROW, 2 * MAX_ROW)
# The softmax holds the most per value (the row, its exponentials); the square kernel's
# row is the same width. Compiling only it keeps the GPU run short.
KERNELS = {"softmax": softmax_rows_kernel}


def compiled_row_kernel(kernel, n_cols: int):
    """``kernel`` compiled for float32 rows of ``n_cols`` with the wrapper's settings
    (past MAX_ROW: the widest block on the most warps the wrapper would give)."""
    block, num_warps = row_block_and_warps(min(n_cols, MAX_ROW))
    block = max(block, triton.next_power_of_2(n_cols))
    return kernel.warmup(torch.float32, torch.float32, n_cols, n_cols, n_cols,
                         BLOCK_SIZE=block, num_warps=num_warps, grid=(1,)), block, num_warps


def measure(folder: Path) -> None:
    from snippets.machinery.worker import gpu_lock

    rows = []
    for name, kernel in KERNELS.items():
        for n_cols in WIDTHS:
            try:
                compiled, block, num_warps = compiled_row_kernel(kernel, n_cols)
                with gpu_lock.sharing():  # the binary loaded on the GPU: nothing launched
                    used = registers(compiled)
            except Exception as error:  # past MAX_ROW a compile may fail: that is a finding
                if n_cols <= MAX_ROW:
                    raise
                block, num_warps = triton.next_power_of_2(n_cols), 16
                used = {"registers": f"does not compile: {type(error).__name__}", "spills": ""}
            rows.append({"kernel": name, "n_cols": n_cols, "num_warps": num_warps,
                         "values_per_thread": block // (32 * num_warps),
                         "registers": used.get("registers", ""), "spills": used.get("spills", ""),
                         "past_MAX_ROW": n_cols > MAX_ROW})
    with open(folder / "registers.csv", "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


# Compiling only (nothing timed), so it runs beside the checks and notebooks rather than
# alone. Never timed yet: six compiles of one kernel, the widest slowest.
ROW_REGISTERS = Artifact(name="row_registers", make=measure,
                         schedule=Schedule(concurrent=True, first_estimate_s=15.0))
