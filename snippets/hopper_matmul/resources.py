"""What each config the lecture shows costs the SM: registers, spills, shared memory,
how many programs fit on one SM, and what float8 promotion does to the machine code.

Every config the page shows has a row: lecture 3's kernel as steps.py times it, step 1
with each config its autotuner chooses from, step 2, each kernel of step 2's one change
at a time (``one_change.py``, the 256 x 128 tiles included), the 128 x 128 tiles the
config probe in ``notes/`` also tried, and both float8 configs in both accumulation
modes. A config's speed is measured elsewhere (``steps.py``, ``fp8_table.py``); this
module compiles each config once (a small launch) and reads what the compiler reports:
``n_regs`` (registers per thread), ``n_spills`` (registers spilled to local memory)
and the shared memory one program needs. From those and the SM's budgets (65536
registers, about 228 KiB of shared memory, 64 warps) follows how many programs one SM
can hold: fewer than one full program's worth of anything, and the kernel spills or
does not launch.

For float8 it also reads the PTX. Triton promotes by adding the tensor cores' partial
sum into a float32 accumulator (``add.f32``); where those additions read the ``wgmma``
accumulators before the ``wgmma.wait_group`` that guarantees they are written, ptxas
must serialize the ``wgmma``s and says so (warning C7517). Both are counted here.
"""

import re
import subprocess
import tempfile
from pathlib import Path

import torch

from snippets.helpers.csv_files import write_rows
from snippets.machinery.items import Artifact, Schedule
from snippets.hopper_matmul import descriptors, fp8
from snippets.hopper_matmul.compiled import (compile_config, compile_other, config_text,
                                             registers_and_spills)
from snippets.hopper_matmul.persistent import GPU_CONFIGS, persistent_config

STEP2 = "2. persistent, 128x256x64, 3 stages (step 2's config)"
WIDE = "256x128 tiles, 256x128x64, 3 stages"  # one_change.WIDE's row


def candidates() -> dict:
    """name -> (kernel, dtype, config, MAX_IMPRECISE_ACC): every config the page shows.
    ``kernel`` is "grouped" (lecture 3's), "tma" (step 1) or "persistent" (step 2 and
    every variant of it, float8 included). A name starts with the row it is timed as
    (steps.csv's step, one_change.csv's variant) where it is timed."""
    from snippets.hopper_matmul import one_change, steps, tma
    from snippets.matmul.grouped import matmul_grouped_kernel  # noqa: F401 (checked here)

    blocks = steps.LECTURE3_BLOCKS
    found = {f"lecture 3 (grouped), {blocks['block_m']}x{blocks['block_n']}x"
             f"{blocks['block_k']}, {blocks['num_stages']} stages":
             ("grouped", torch.float16, descriptors.config(
                 blocks["block_m"], blocks["block_n"], blocks["block_k"], blocks["num_warps"],
                 blocks["num_stages"]), None)}
    for chosen in tma.GPU_CONFIGS:
        kw = chosen.kwargs
        found[f"1. TMA descriptors, {kw['BLOCK_M']}x{kw['BLOCK_N']}x{kw['BLOCK_K']}, "
              f"{chosen.num_stages} stages, {chosen.num_warps} warps"] = (
                  "tma", torch.float16, chosen, None)
    found[STEP2] = ("persistent", torch.float16, GPU_CONFIGS[0], None)
    final = GPU_CONFIGS[0]
    for name, (_, values, _) in one_change.VARIANTS.items():
        if name == one_change.FINAL_NAME:
            continue  # the grid alone differs from 2d.: the same compiled kernel as step 2
        chosen = persistent_config(
            values.get("BLOCK_M", final.kwargs["BLOCK_M"]),
            values.get("BLOCK_N", final.kwargs["BLOCK_N"]), final.kwargs["BLOCK_K"],
            num_warps=final.num_warps, num_stages=final.num_stages,
            subtile=values["EPILOGUE_SUBTILE"], flatten=values["FLATTEN"],
            group_m=values["GROUP_M"])
        kw = chosen.kwargs
        label = WIDE if name == one_change.WIDE else (
            f"{name}, {kw['BLOCK_M']}x{kw['BLOCK_N']}x{kw['BLOCK_K']}, "
            f"{chosen.num_stages} stages")
        found[label] = ("persistent", torch.float16, chosen, None)
    found["128x128x64, 4 stages (the notes/ probe only)"] = (
        "persistent", torch.float16, persistent_config(
            128, 128, 64, num_warps=8, num_stages=4, subtile=True, group_m=16), None)
    for chosen in fp8.GPU_CONFIGS:
        kw = chosen.kwargs
        for mode, every in (("fast", None), ("promoted", fp8.PROMOTE_EVERY)):
            found[f"float8 {mode}, {kw['BLOCK_M']}x{kw['BLOCK_N']}x{kw['BLOCK_K']}, "
                  f"{chosen.num_stages} stages"] = ("persistent", fp8.FP8, chosen, every)
    return found


def sm_budget() -> dict:
    """The SM's registers, shared memory (bytes) and warps, as the driver reports them."""
    props = torch.cuda.get_device_properties(0)
    return {"registers": getattr(props, "regs_per_multiprocessor", 65536),
            "shared": getattr(props, "shared_memory_per_multiprocessor", 233472),
            "warps": getattr(props, "max_threads_per_multi_processor", 2048) // 32}


def programs_per_sm(compiled, num_warps: int, budget: dict) -> tuple[int, str]:
    """How many programs of this kernel one SM holds, and which budget limits it."""
    # Registers are given to a warp in blocks of 256 (8 per thread).
    per_warp = -(-compiled.n_regs * 32 // 256) * 256
    limits = {"registers": budget["registers"] // (per_warp * num_warps),
              "shared memory": budget["shared"] // max(1, compiled.metadata.shared),
              "warps": budget["warps"] // num_warps}
    limit = min(limits, key=limits.get)
    return limits[limit], limit


def promotion_in_ptx(ptx: str) -> int:
    """How many ``add.f32`` the PTX issues between a ``wgmma.mma_async`` and the next
    ``wgmma.wait_group``: additions that read accumulators the tensor cores may still
    be writing."""
    count, in_flight = 0, False
    for line in ptx.splitlines():
        if "wgmma.mma_async" in line:
            in_flight = True
        elif "wgmma.wait_group" in line:
            in_flight = False
        elif in_flight and re.match(r"\s*add(\.rn)?\.f32\b", line):
            count += 1
    return count


def _ptxas() -> str | None:
    try:
        import triton

        return triton.knobs.nvidia.ptxas.path  # Triton >= 3.4
    except Exception:
        import shutil

        return shutil.which("ptxas")


def ptxas_serializes(ptx: str) -> str:
    """ptxas's warning C7517 (wgmma serialized) on this PTX, or "no"; "n/a" without ptxas."""
    ptxas = _ptxas()
    if not ptxas:
        return "n/a"
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "kernel.ptx"
        source.write_text(ptx)
        done = subprocess.run([ptxas, "--gpu-name=sm_90a", str(source), "-o",
                               str(Path(tmp) / "kernel.cubin")], capture_output=True, text=True)
    return "yes (C7517)" if "C7517" in done.stderr else "no"


def config_rows() -> list[dict]:
    budget, rows = sm_budget(), []
    for name, (kernel, dtype, chosen, every) in candidates().items():
        compiled = (compile_config(dtype, chosen, every) if kernel == "persistent"
                    else compile_other(kernel, chosen))
        fits, limit = programs_per_sm(compiled, chosen.num_warps, budget)
        row = {"config": name, "dtype": str(dtype).removeprefix("torch."),
               "tiles": config_text(chosen), **registers_and_spills(compiled),
               "shared memory (KiB)": round(compiled.metadata.shared / 1024),
               "programs per SM": fits, "limited by": limit}
        if dtype == fp8.FP8:
            ptx = compiled.asm["ptx"]
            row["add.f32 before wgmma.wait_group"] = promotion_in_ptx(ptx)
            row["wgmma serialized by ptxas"] = ptxas_serializes(ptx)
        rows.append(row)
    return rows


def make_config_table(folder: Path) -> None:
    from snippets.machinery.worker import gpu_lock

    with gpu_lock.sharing():  # compiling and one small launch each: nothing is timed
        rows = config_rows()
    write_rows(folder / "configs.csv", rows)


# Mostly compiling on the CPU, so it runs beside the notebooks rather than alone.
CONFIG_TABLE = Artifact(name="hopper_matmul_configs", make=make_config_table,
                        needs_capability=(9, 0),
                        schedule=Schedule(concurrent=True))
