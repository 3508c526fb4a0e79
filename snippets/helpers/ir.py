"""Reading every stage of what Triton compiled: TTIR, TTGIR, LLVM IR, PTX and SASS.

``kernel.warmup(...)`` compiles a kernel for the current GPU exactly as a launch with
those argument types would, without running it, and returns the compiled kernel. Its
``asm`` mapping holds the text of each stage. SASS (the GPU's machine code) is not kept
by Triton; it comes from disassembling the cubin with the ``cuobjdump`` that ships
inside the Triton wheel. This works the same on Triton 3.6 and 3.9.
"""

# --8<-- [start:stages]
STAGES = {  # stage -> (file name, what it is)
    "ttir": ("ttir.mlir", "Triton IR: the kernel as block-level operations"),
    "ttgir": ("ttgir.mlir", "TritonGPU IR: the same, with data layouts across threads"),
    "llir": ("llir.ll", "LLVM IR: scalar code per thread, with inline PTX for memory"),
    "ptx": ("kernel.ptx", "PTX: NVIDIA's virtual instruction set"),
    "sass": ("kernel.sass", "SASS: the machine code that actually runs"),
}


def ir_stages(compiled) -> dict[str, str]:
    """The text of each compilation stage of a compiled Triton kernel."""
    stages = {name: compiled.asm[name] for name in ("ttir", "ttgir", "llir", "ptx")}
    stages["sass"] = _sass(compiled)
    return stages


def _sass(compiled) -> str:
    from triton.tools.disasm import get_sass

    return get_sass(compiled.asm["cubin"])
# --8<-- [end:stages]


def strip_ptx_debug_sections(ptx: str) -> str:
    """Drop the DWARF byte tables Triton appends to PTX: hundreds of ``.b8`` lines of
    line-number data that a reader of the instructions does not need."""
    kept = []
    for line in ptx.splitlines():
        if line.lstrip().startswith(".section") and ".debug" in line:
            break
        kept.append(line)
    return "\n".join(kept).rstrip() + "\n"
