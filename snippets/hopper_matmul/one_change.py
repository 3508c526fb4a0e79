"""Step 2, one change at a time (float16, 8192^3).

Step 2 bundles four changes to step 1's kernel. Here each is added alone, in order,
starting from the plainest persistent kernel (one program per SM, lecture 3's group
of 8 rows, no ``flatten``, C stored whole), and every variant is timed in the steps'
float16 8192 case (``steps.py``), beside step 1, step 2 and torch, so that each kernel
has one time per GPU and the gain of each change sits beside the clock it ran at.
One more row swaps step 2's 128 x 256 tiles for 256 x 128 (``ALTERNATIVES``), the
config the probe in ``notes/`` ranked second; ``resources.py`` counts its registers.
``profile.py`` counts the same variants with Nsight Compute.
"""

import torch

from snippets.helpers.runtime import interpreting
from snippets.hopper_matmul import descriptors
from snippets.hopper_matmul.persistent import (CONFIGS, launch_persistent,
                                               matmul_persistent_kernel)
from snippets.matmul import problem

SIZE, DTYPE = 8192, torch.float16
FINAL = CONFIGS[0]  # step 2's config: what the last variant adds up to
# --8<-- [start:changes]
CHANGES = {  # variant -> (what it adds, config values, balanced grid)
    "2a. persistent, one program per SM": (
        "persistence: one program per SM loops over tiles",
        dict(FLATTEN=False, EPILOGUE_SUBTILE=False, GROUP_M=8), False),
    "2b. + flatten": ("flatten=True: the tile loop and the K loop pipelined as one",
                      dict(FLATTEN=True, EPILOGUE_SUBTILE=False, GROUP_M=8), False),
    "2c. + subtiled epilogue": ("C stored in two halves",
                                dict(FLATTEN=True, EPILOGUE_SUBTILE=True, GROUP_M=8), False),
    "2d. + GROUP_M 16": ("groups of 16 rows of tiles instead of 8",
                         dict(FLATTEN=True, EPILOGUE_SUBTILE=True, GROUP_M=16), False),
    "2. persistent": ("the balanced grid: as few programs as keep the rounds",
                      dict(FLATTEN=True, EPILOGUE_SUBTILE=True, GROUP_M=16), True),
}
# Step 2 with the other wide tile: timed against step 2 itself (its "previous" row).
WIDE = "256x128 tiles"
ALTERNATIVES = {WIDE: ("step 2 with 256 x 128 tiles instead of 128 x 256",
                       dict(FLATTEN=True, EPILOGUE_SUBTILE=True, GROUP_M=16, BLOCK_M=256,
                            BLOCK_N=128), True)}
# --8<-- [end:changes]
if interpreting():  # the interpreter's small config, with each variant's switches
    CHANGES = {name: (what, {**values, "GROUP_M": min(values["GROUP_M"], 4)}, balanced)
               for name, (what, values, balanced) in CHANGES.items()}
    ALTERNATIVES = {name: (what, {**values, "GROUP_M": 4, "BLOCK_M": 64, "BLOCK_N": 32},
                           balanced) for name, (what, values, balanced) in ALTERNATIVES.items()}
VARIANTS = {**CHANGES, **ALTERNATIVES}
FIRST, FINAL_NAME = "1. TMA descriptors", "2. persistent"  # steps.STEPS' names


def run_variant(name: str, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """A @ B by the persistent kernel with variant ``name``'s config."""
    _, values, balanced = VARIANTS[name]
    m, k, n = problem.check_matmul_inputs(a, b)
    a, b = descriptors.tma_aligned(a), descriptors.tma_aligned(b)
    c = descriptors.empty_tma_aligned(m, n, a.dtype, a.device)
    launch_persistent(a, b, c, m, n, k, kernel=matmul_persistent_kernel.fn,
                      balanced=balanced, **{**FINAL.kwargs, **values},
                      num_warps=FINAL.num_warps, num_stages=FINAL.num_stages)
    return descriptors.unpadded(c)


def variants(with_final: bool = True) -> dict:
    """name -> run(a, b), for the timing and the profiler. ``with_final=False`` leaves
    out "2. persistent", which steps.py times as step 2 (the same kernel and config)."""
    return {name: (lambda a, b, name=name: run_variant(name, a, b)) for name in VARIANTS
            if with_final or name != FINAL_NAME}


def order() -> list[str]:
    """one_change.csv's rows: step 1, each change in turn, then the alternatives."""
    return [FIRST, *CHANGES, *ALTERNATIVES]


def previous_of(name: str) -> str | None:
    """The row a variant is divided by: the one before it, or step 2 for an alternative."""
    if name in ALTERNATIVES:
        return FINAL_NAME
    names = [FIRST, *CHANGES]
    i = names.index(name)
    return names[i - 1] if i else None


def one_change_rows(timed: dict, sampler, tflops, clock_column, share) -> list[dict]:
    """Rows of one_change.csv from the float16 8192 case's settled timings (``timed``:
    ``steps.time_case``'s result, holding step 1, every variant and step 2): each
    row's time, its speed-up over the row before (the mean of its passes' ratios,
    and each pass), clock, share of the peak at that clock, and board power."""
    rows = []
    for name in order():
        before = previous_of(name)
        ms = timed["ms"][name]
        what = VARIANTS[name][0] if name in VARIANTS else "TMA"
        row = {"variant": name, "adds": what, "ms": round(ms, 4), "TFLOP/s": tflops(SIZE, ms)}
        if before:
            passes = [p / q for p, q in zip(timed["per pass"][before], timed["per pass"][name])]
            row["x previous"] = round(sum(passes) / len(passes), 3)
            row["x previous, passes"] = " / ".join(f"{r:.3f}" for r in passes)
        else:
            row["x previous"], row["x previous, passes"] = "", ""
        watts = [w for _, w in sampler.samples.get(name, [])]
        row.update(clock_column(sampler, name))
        row["% of peak at its clock"] = share(row["TFLOP/s"], row["SM MHz"])
        row["board W"] = round(sorted(watts)[len(watts) // 2]) if watts else "n/a"
        rows.append(row)
    return rows
