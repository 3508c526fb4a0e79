"""What each config the lecture shows costs the SM: registers, spills, shared memory,
how many programs fit on one SM, and what float8 promotion does to the machine code.

A config's speed is measured elsewhere (``steps.py``, ``fp8_table.py``); this module
compiles each config once (a small launch) and reads what the compiler reports:
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

from snippets.core.csv_files import write_rows
from snippets.core.snippet import Artifact
from snippets.hopper_matmul import descriptors, fp8
from snippets.hopper_matmul.persistent import (GPU_CONFIGS, launch_persistent,
                                               matmul_persistent_kernel, persistent_config)

SIZE = 512  # any size compiles the same code: M, N and K are not specialized


def candidates() -> dict:
    """name -> (dtype, config, MAX_IMPRECISE_ACC): step 2's config and the two it beat,
    and each float8 config in both accumulation modes."""
    found = {
        "128x256x64, 3 stages (step 2's config)": (torch.float16, GPU_CONFIGS[0], None),
        "256x128x64, 3 stages": (torch.float16, persistent_config(
            256, 128, 64, num_warps=8, num_stages=3, subtile=True, group_m=16), None),
        "128x128x64, 4 stages": (torch.float16, persistent_config(
            128, 128, 64, num_warps=8, num_stages=4, subtile=True, group_m=16), None),
    }
    for chosen in fp8.GPU_CONFIGS:
        kw = chosen.kwargs
        for mode, every in (("fast", None), ("promoted", fp8.PROMOTE_EVERY)):
            found[f"float8 {mode}, {kw['BLOCK_M']}x{kw['BLOCK_N']}x{kw['BLOCK_K']}, "
                  f"{chosen.num_stages} stages"] = (fp8.FP8, chosen, every)
    return found


def config_text(chosen) -> str:
    kw = chosen.kwargs
    text = (f"{kw['BLOCK_M']}x{kw['BLOCK_N']}x{kw['BLOCK_K']} warps={chosen.num_warps} "
            f"stages={chosen.num_stages} group={kw['GROUP_M']}")
    return text + (" subtiled" if kw.get("EPILOGUE_SUBTILE") else "")


def compile_config(dtype, chosen, max_imprecise_acc=None):
    """Launch the persistent kernel once with ``chosen``; return what Triton compiled."""
    device = "cuda"
    if dtype == fp8.FP8:
        a8, b8_t, a_scale, b_scale = fp8.make_inputs((SIZE, SIZE, SIZE), dtype, device,
                                                     torch.Generator().manual_seed(0))
        a, b = descriptors.tma_aligned(a8), descriptors.tma_aligned(b8_t)
        c = descriptors.empty_tma_aligned(SIZE, SIZE, torch.bfloat16, a.device)
        extra = dict(b_is_transposed=True, a_scale=a_scale, b_scale=b_scale,
                     max_imprecise_acc=max_imprecise_acc)
    else:
        a = torch.randn(SIZE, SIZE, device=device, dtype=dtype)
        b = torch.randn(SIZE, SIZE, device=device, dtype=dtype)
        c = torch.empty(SIZE, SIZE, device=device, dtype=dtype)
        extra = {}
    compiled = launch_persistent(a, b, c, SIZE, SIZE, SIZE, kernel=matmul_persistent_kernel.fn,
                                 **extra, **chosen.kwargs, num_warps=chosen.num_warps,
                                 num_stages=chosen.num_stages)
    torch.cuda.synchronize()
    return compiled


def registers_and_spills(compiled) -> dict:
    return {"registers per thread": compiled.n_regs, "spills": compiled.n_spills}


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
    for name, (dtype, chosen, every) in candidates().items():
        compiled = compile_config(dtype, chosen, every)
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
    from snippets.core import gpu_lock

    with gpu_lock.sharing():  # compiling and one small launch each: nothing is timed
        rows = config_rows()
    write_rows(folder / "configs.csv", rows)


# Mostly compiling on the CPU, so it runs beside the notebooks rather than alone.
CONFIG_TABLE = Artifact(name="hopper_matmul_configs", make=make_config_table,
                        needs_capability=(9, 0), concurrent=True)
