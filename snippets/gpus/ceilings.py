"""The matmul ceiling every TFLOP/s plot is held to: the best cuBLAS reaches, with its spread.

One timing of one shape is not a ceiling. On an H100 (notes/steady_timing_probe_h100.json),
``torch.matmul`` of the same fp16 matrices moved between 630 and 740 TFLOP/s from one
``do_bench`` pass to the next (its power draw sets its clock), so a single 8192^3 pass
came out at 677.8 while the matmul lecture's own 8192^3 timing, minutes later, reached
741.1: cuBLAS at 109% of "its ceiling". The ceiling is therefore the best median over
several square sizes and passes, on the inputs every matmul timing uses (randn scaled by
K^-1/4, ``snippets.matmul.problem.make_inputs``), and its spread is the range of the
medians of all passes at that size: fractions of the ceiling are only as sharp as that.
"""

import json
from pathlib import Path

import torch
import triton

from snippets.helpers.bench import QUANTILES, tflops
from snippets.machinery.items import Artifact
from snippets.machinery.layout import DEVICE_ITEM, DEVICE_FILE

CEILING_SIZES = (4096, 8192, 16384)  # square M = N = K
CEILING_PASSES = 3


def _inputs(size: int, dtype: torch.dtype):
    generator = torch.Generator("cuda").manual_seed(0)
    scale = size ** -0.25  # as the matmul lecture's timing inputs: products of variance 1/K
    a = torch.randn(size, size, device="cuda", generator=generator) * scale
    b = torch.randn(size, size, device="cuda", generator=generator) * scale
    return a.to(dtype), b.to(dtype)


# --8<-- [start:matmul]
def measure_matmul_ceiling(dtype: torch.dtype, sizes=CEILING_SIZES,
                           passes: int = CEILING_PASSES) -> dict:
    """TFLOP/s of torch.matmul: every size's pass medians, and the ceiling (the best
    median) with the lowest and highest median of the passes at its size."""
    medians = {}
    for size in sizes:
        a, b = _inputs(size, dtype)
        medians[size] = [tflops(2 * size**3, triton.testing.do_bench(
            lambda: torch.matmul(a, b), quantiles=QUANTILES))[0] for _ in range(passes)]
        del a, b
        torch.cuda.empty_cache()
    best = max(medians, key=lambda size: max(medians[size]))
    return {"tflops": max(medians[best]), "low": min(medians[best]),
            "high": max(medians[best]), "size": best, "passes": medians}
# --8<-- [end:matmul]


def matmul_limits() -> dict:
    """The ``matmul_tflops_*`` entries of device.json, for bf16 and fp16."""
    limits = {}
    for dtype, name in ((torch.bfloat16, "bf16"), (torch.float16, "fp16")):
        ceiling = measure_matmul_ceiling(dtype)
        limits.update({
            f"matmul_tflops_{name}": ceiling["tflops"],
            f"matmul_tflops_{name}_low": ceiling["low"],  # lowest pass at the same size
            f"matmul_tflops_{name}_high": ceiling["high"],
            f"matmul_tflops_{name}_size": ceiling["size"],
            f"matmul_tflops_{name}_passes": {str(size): values
                                             for size, values in ceiling["passes"].items()},
        })
    return limits


def measure_device_limits(folder: Path) -> None:
    """``device.json``: the GPU's measured copy bandwidth, its matmul ceilings and a few
    of its properties. Every benchmark's plot and several figures are held to these."""
    from snippets.helpers.device import measure_copy_bandwidth

    p50, low, high = measure_copy_bandwidth()
    props = torch.cuda.get_device_properties(0)
    limits = {
        "copy_gbps": p50, "copy_gbps_low": low, "copy_gbps_high": high,
        "copy_bytes": 2**30, "multiprocessors": props.multi_processor_count,
        "memory_gib": round(props.total_memory / 2**30, 1),
        "l2_mib": round(getattr(props, "L2_cache_size", 0) / 2**20, 1),
    }
    limits.update(matmul_limits())  # best of 3 sizes x 3 passes, with its spread
    (folder / DEVICE_FILE).write_text(json.dumps(limits, indent=2, sort_keys=True) + "\n")


# An item like any other, but regenerate.py makes it first on every GPU run, before any
# benchmark (engine/planning.py): the timings made after it read it.
DEVICE = Artifact(DEVICE_ITEM, make=measure_device_limits, needs_cuda=True)
