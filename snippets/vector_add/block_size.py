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

from snippets.helpers.bench import QUANTILES, gbps
from snippets.helpers.device import measure_copy_bandwidth
from snippets.helpers.registers import registers
from snippets.machinery.items import Artifact
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


def registers_with(x, y, out, block_size: int, num_warps: int) -> dict:
    """Registers per thread and spills of the kernel ``add_with`` launches for this pair
    (the launch returns the compiled kernel; {} in the interpreter)."""
    grid = (triton.cdiv(x.numel(), block_size),)
    return registers(add_kernel[grid](x, y, out, x.numel(), BLOCK_SIZE=block_size,
                                      num_warps=num_warps))


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
                # Registers explain the corners of the map: 128 elements a thread need
                # hundreds of them (or spill), which leaves room for few warps per SM.
                used = registers_with(x, y, out, block_size, num_warps)
                rows.append({"n_elements": n, "BLOCK_SIZE": block_size, "num_warps": num_warps,
                             "GB/s": round(reading[0]), "fraction_of_copy": round(reading[0] / copy_gbps, 3),
                             "us_p50": round(ms[0] * 1e3, 1),
                             "registers_per_thread": used.get("registers", ""),
                             "spills": used.get("spills", "")})
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


# --8<-- [start:back_to_back]
def back_to_back_ms(run, repeats: int = 200) -> float:
    """Mean time per call over many calls queued back to back: no cache flush between
    calls, and one pair of CUDA events around all of them instead of one per call."""
    run()
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(repeats):
        run()
    end.record()
    end.synchronize()
    return start.elapsed_time(end) / repeats
# --8<-- [end:back_to_back]


def fixed_cost(folder: Path) -> None:
    """Where the last ten percent goes at 2^24 elements: do_bench (L2 flushed, events per
    call) against the same kernel timed back to back, and a straight-line fit of time
    against bytes, whose slope is the streaming bandwidth and whose intercept is the
    cost every call pays whatever its size."""
    copy_gbps = measure_copy_bandwidth()[0]
    rows = []
    for n in (2**22, 2**23, 2**24, 2**25, 2**26, 2**27):
        x, y = (torch.randn(n, device="cuda") for _ in range(2))
        out = torch.empty_like(x)
        run = lambda: add_with(x, y, out, 1024, 4)  # noqa: E731  (the page's defaults)
        moved = 3 * n * x.element_size()
        flushed_ms = triton.testing.do_bench(run, quantiles=QUANTILES)[0]
        streamed_ms = back_to_back_ms(run)
        rows.append({"n_elements": n, "MB_moved": round(moved / 1e6, 1),
                     "do_bench_us": round(flushed_ms * 1e3, 1),
                     "do_bench_fraction_of_copy": round(moved / flushed_ms * 1e-6 / copy_gbps, 3),
                     "back_to_back_us": round(streamed_ms * 1e3, 1),
                     "back_to_back_fraction_of_copy": round(moved / streamed_ms * 1e-6 / copy_gbps, 3)})
    with open(folder / "fixed_cost.csv", "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    # Least-squares line through (bytes, do_bench time) for the sizes >= 2^24.
    big = [r for r in rows if r["n_elements"] >= 2**24]
    xs = [r["MB_moved"] * 1e6 for r in big]
    ts = [r["do_bench_us"] * 1e-6 for r in big]
    mean_x, mean_t = sum(xs) / len(xs), sum(ts) / len(ts)
    slope = sum((a - mean_x) * (b - mean_t) for a, b in zip(xs, ts)) / sum((a - mean_x) ** 2 for a in xs)
    intercept_us = (mean_t - slope * mean_x) * 1e6
    at_24 = next(r for r in rows if r["n_elements"] == 2**24)
    (folder / "summary.txt").write_text(
        f"Measured copy bandwidth: {copy_gbps:,.0f} GB/s.\n"
        f"At 2^24 elements do_bench reaches {at_24['do_bench_fraction_of_copy']:.1%} of it; "
        f"the same launches queued back to back reach {at_24['back_to_back_fraction_of_copy']:.1%}.\n"
        f"A straight line through the do_bench times from 2^24 to 2^27 elements has a slope of "
        f"{1e-9 / slope:,.0f} GB/s ({1e-9 / slope / copy_gbps:.1%} of the copy bandwidth) and an "
        f"intercept of {intercept_us:.1f} us: a cost every timed call pays, whatever its size.\n")


FIXED_COST = Artifact(name="vector_add_fixed_cost", make=fixed_cost)
