"""Step 2, one change at a time (float16, 8192^3).

Step 2 bundles four changes to step 1's kernel. Here each is added alone, in order,
starting from the plainest persistent kernel (one program per SM, lecture 3's group
of 8 rows, no ``flatten``, C stored whole), and every variant is timed in one settled
run with its clock and board power, so the gain of each change sits beside the clock
it ran at. ``profile.py`` counts the same variants with Nsight Compute.
"""

import torch

from snippets.core.runtime import interpreting
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
# --8<-- [end:changes]
if interpreting():  # the interpreter's small config, with each variant's switches
    CHANGES = {name: (what, {**values, "GROUP_M": min(values["GROUP_M"], 4)}, balanced)
               for name, (what, values, balanced) in CHANGES.items()}


def run_variant(name: str, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """A @ B by the persistent kernel with variant ``name``'s config."""
    _, values, balanced = CHANGES[name]
    m, k, n = problem.check_matmul_inputs(a, b)
    a, b = descriptors.tma_aligned(a), descriptors.tma_aligned(b)
    c = descriptors.empty_tma_aligned(m, n, a.dtype, a.device)
    launch_persistent(a, b, c, m, n, k, kernel=matmul_persistent_kernel.fn,
                      balanced=balanced, **{**FINAL.kwargs, **values},
                      num_warps=FINAL.num_warps, num_stages=FINAL.num_stages)
    return descriptors.unpadded(c)


def variants() -> dict:
    """name -> run(a, b), for the timing and the profiler."""
    return {name: (lambda a, b, name=name: run_variant(name, a, b)) for name in CHANGES}


def one_change_rows(sampler, timeline, time_case, tflops, clock_column, first) -> list[dict]:
    """Step 1 (``first``) and every variant in one settled run: each row's time, its
    speed-up over the row before (per pass), clock and board power."""
    a, b = problem.timing_inputs((SIZE,) * 3, DTYPE)
    providers = {"1. TMA descriptors": lambda: first(a, b)}
    providers.update({name: (lambda run=run: run(a, b)) for name, run in variants().items()})
    sampler.samples.clear()
    timed = time_case(providers, sampler, f"one-change {SIZE}", timeline)
    names, rows = list(providers), []
    for before, name in zip([None] + names[:-1], names):
        row = {"variant": name, "adds": CHANGES[name][0] if name in CHANGES else "TMA",
               "ms": round(timed["ms"][name], 4), "TFLOP/s": tflops(SIZE, timed["ms"][name])}
        if before:
            passes = [p / q for p, q in zip(timed["per pass"][before], timed["per pass"][name])]
            row["x previous"] = round(timed["ms"][before] / timed["ms"][name], 3)
            row["x previous, passes"] = " / ".join(f"{r:.3f}" for r in passes)
        else:
            row["x previous"], row["x previous, passes"] = "", ""
        watts = [w for _, w in sampler.samples.get(name, [])]
        row.update(clock_column(sampler, name))
        row["board W"] = round(sorted(watts)[len(watts) // 2]) if watts else "n/a"
        rows.append(row)
    return rows
