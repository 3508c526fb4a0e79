"""Step 3, tried: does ``tl.range(..., warp_specialize=True)`` specialize warps on Hopper?

On Blackwell it splits the loop between warps that issue TMA copies and warps that run
the tensor cores, each with its own register budget (``setmaxnreg`` in the PTX). Rather
than trust a changelog, we compile the persistent kernel with each config twice,
``WARP_SPECIALIZE`` off and on, and record for each: whether it compiled, whether the
PTX has ``setmaxnreg``, and whether the machine code differs at all.
"""

import hashlib
import re
from pathlib import Path

import torch

from snippets.machinery.items import Artifact, Schedule
from snippets.hopper_matmul import persistent

TRIED = {  # name -> (config, FLATTEN)
    "128x256x64, 8 warps, 3 stages, flattened loop": (persistent.GPU_CONFIGS[0], True),
    "128x256x64, 8 warps, 3 stages, nested loops": (persistent.GPU_CONFIGS[0], False),
    "128x128x64, 4 warps, 4 stages, nested loops": (
        persistent.persistent_config(128, 128, 64, num_warps=4, num_stages=4), False),
}


def _fingerprint(compiled) -> dict:
    from snippets.helpers.ir import ir_stages

    stages = ir_stages(compiled)
    # Drop the /*address*/ and /* encoding */ comments: compare the instructions alone.
    sass_lines = [re.sub(r"/\*.*?\*/", "", line).strip() for line in stages["sass"].splitlines()]
    return {"setmaxnreg": "setmaxnreg" in stages["ptx"],
            "sass": hashlib.sha256("\n".join(sass_lines).encode()).hexdigest()[:12]}


def outcomes() -> list[str]:
    lines = []
    for name, (chosen, flatten) in TRIED.items():
        results = {}
        for specialize in (False, True):
            try:
                compiled = persistent.compile_persistent_kernel(
                    torch.float16, 1024, chosen, FLATTEN=flatten, WARP_SPECIALIZE=specialize)
                results[specialize] = _fingerprint(compiled)
            except Exception as error:  # a compiler pass failing is the finding
                first = str(error).strip().splitlines()[0] if str(error).strip() else ""
                results[specialize] = {"error": f"{type(error).__name__}: {first[:160]}"}
        on, off = results[True], results[False]
        if "error" in on:
            verdict = f"warp_specialize=True does not compile ({on['error']})"
        elif "error" in off:
            verdict = f"only warp_specialize=True compiles ({off['error']})"
        elif on["sass"] == off["sass"]:
            verdict = ("compiles to the same machine code as warp_specialize=False "
                       f"(setmaxnreg in PTX: {on['setmaxnreg']}): nothing was specialized")
        else:
            verdict = (f"changes the machine code (setmaxnreg in PTX: {on['setmaxnreg']}, "
                       f"without: {off['setmaxnreg']})")
        lines.append(f"{name}: {verdict}")
    return lines


def make_report(folder: Path) -> None:
    import triton

    from snippets.machinery.worker import gpu_lock

    header = f"Triton {triton.__version__} on {torch.cuda.get_device_name(0)}"
    with gpu_lock.sharing():  # compiling and one small launch each: nothing is timed
        lines = outcomes()
    (folder / "warp_specialize.txt").write_text("\n".join([header, *lines]) + "\n")


# Compiling on the CPU, so it runs beside the checks and notebooks rather than alone.
WARP_SPECIALIZE = Artifact(name="hopper_matmul_warp_specialize", make=make_report,
                           needs_capability=(9, 0),
                           schedule=Schedule(concurrent=True))
