"""Registers and spills of a compiled kernel, as ptxas allocated them.

A launch (or ``kernel.warmup``) returns Triton's ``CompiledKernel``; once its binary is
loaded on the GPU, ``n_regs`` is the registers each thread gets and ``n_spills`` the
values ptxas had to spill to local memory (slow: it lives in DRAM, behind the caches)
because they did not fit. Triton reads both when it loads the binary, so they exist
only on a GPU: under the interpreter a launch returns no compiled kernel.
"""


# --8<-- [start:registers]
def registers(compiled) -> dict:
    """{"registers": per thread, "spills": values spilled} of a launched kernel, or {}
    where there is none (the interpreter)."""
    if compiled is None or not hasattr(compiled, "_init_handles"):
        return {}
    if getattr(compiled, "n_regs", None) is None:  # read when the binary is loaded
        compiled._init_handles()
    return {"registers": int(compiled.n_regs), "spills": int(compiled.n_spills)}
# --8<-- [end:registers]
