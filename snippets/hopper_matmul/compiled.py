"""One launch of a matmul kernel with a given config, and what Triton compiled for it.

``resources.py`` (the page's table of registers and spills) and ``fp8_table.py`` (the
float8 configs tuned per accumulation mode) both compile configs this way; a module of
its own, so that neither imports the other's callers.
"""

import torch

from snippets.hopper_matmul import descriptors, fp8
from snippets.hopper_matmul.persistent import launch_persistent, matmul_persistent_kernel

SIZE = 512  # any size compiles the same code: M, N and K are not specialized


def config_text(chosen) -> str:
    kw = chosen.kwargs
    text = (f"{kw['BLOCK_M']}x{kw['BLOCK_N']}x{kw['BLOCK_K']} warps={chosen.num_warps} "
            f"stages={chosen.num_stages} group={kw['GROUP_M']}")
    text += " subtiled" if kw.get("EPILOGUE_SUBTILE") else ""
    return text + (" not flattened" if kw.get("FLATTEN") is False else "")


def compile_other(kernel: str, chosen):
    """Launch lecture 3's grouped kernel or step 1's TMA kernel once (float16) with
    ``chosen``; return what Triton compiled."""
    import triton

    from snippets.hopper_matmul.tma import matmul_tma_kernel
    from snippets.matmul.grouped import matmul_grouped_kernel

    a = torch.randn(SIZE, SIZE, device="cuda", dtype=torch.float16)
    b = torch.randn(SIZE, SIZE, device="cuda", dtype=torch.float16)
    c = torch.empty(SIZE, SIZE, device="cuda", dtype=torch.float16)
    kw = chosen.kwargs
    grid = (triton.cdiv(SIZE, kw["BLOCK_M"]) * triton.cdiv(SIZE, kw["BLOCK_N"]),)
    if kernel == "grouped":  # as matmul_grouped launches it
        compiled = matmul_grouped_kernel[grid](
            a, b, c, SIZE, SIZE, SIZE, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
            c.stride(0), c.stride(1), BLOCK_M=kw["BLOCK_M"], BLOCK_N=kw["BLOCK_N"],
            BLOCK_K=kw["BLOCK_K"], GROUP_M=kw["GROUP_M"], INPUT_PRECISION="ieee",
            num_warps=chosen.num_warps, num_stages=chosen.num_stages)
    else:  # as tma.compile_tma_kernel launches it, with this config
        a_desc, b_desc, c_desc = map(descriptors.describe, (a, b, c))
        descriptors.set_block_shapes({"a_desc": a_desc, "b_desc": b_desc, "c_desc": c_desc,
                                      **kw})
        compiled = matmul_tma_kernel.fn[grid](a_desc, b_desc, c_desc, SIZE, SIZE, SIZE, **kw,
                                              num_warps=chosen.num_warps,
                                              num_stages=chosen.num_stages)
    torch.cuda.synchronize()
    return compiled


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
