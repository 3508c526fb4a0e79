"""One matmul, four GPUs, no GPU: lecture 3's grouped matmul compiled for Ampere,
Hopper, Blackwell and AMD's MI300 on whatever machine runs this.

For each target we read, from the compiler's own output, which matrix instruction the
``tl.dot`` became, how much shared memory and how many registers the kernel needs,
and what its machine code is made of. Registers come from the binary: NVIDIA's
``cuobjdump -res-usage`` (shipped inside the Triton wheel) on the cubin, and the
``.vgpr_count`` / ``.sgpr_count`` that the AMD backend writes into its assembly.

    python -m snippets.triton_compiler.four_targets OUT_DIR   # TRITON_INTERPRET=0 is needed
"""

import re
import subprocess
import tempfile
from collections import Counter
from pathlib import Path

from snippets.helpers.capture import run_module
from snippets.helpers.csv_files import write_rows
from snippets.machinery.items import Artifact

# --8<-- [start:families]
# The matrix instruction families, as they appear in PTX (NVIDIA) or AMDGCN assembly.
FAMILIES = [  # (regular expression, family)
    (r"\btcgen05\.mma\S*",
     "tcgen05.mma (Blackwell: operands in shared memory, accumulator in tensor memory)"),
    (r"\bwgmma\.mma_async\S*", "wgmma (Hopper: one warp group, operands from shared memory)"),
    (r"\bmma\.sync\S*", "mma.sync (Ampere: one warp, operands in registers)"),
    (r"\bv_mfma\w*", "MFMA (CDNA: one wavefront, matrix fused multiply-add)"),
]


def matrix_instructions(assembly: str) -> tuple[str, Counter]:
    """The family of the matrix instruction in the code, and how often each variant occurs."""
    for pattern, family in FAMILIES:
        found = Counter(re.findall(pattern, assembly))
        if found:
            return family, found
    return "none (no matrix instruction)", Counter()
# --8<-- [end:families]


# Machine instructions by kind, for the figure. NVIDIA SASS opcodes and AMDGCN mnemonics.
KINDS = [  # (kind, regular expression on the opcode)
    ("matrix", r"^(HMMA|HGMMA|UTC\w*MMA\w*|v_mfma\w*)$"),
    ("global memory", r"^(LDG\w*|STG\w*|LDGSTS|UBLKCP|UTMA\w*|global_\w+|buffer_\w+)$"),
    ("shared memory", r"^(LDS\w*|STS\w*|LDSM|STSM|ds_\w+)$"),
    ("synchronisation", r"^(BAR|SYNCS\w*|DEPBAR|WARPSYNC|MEMBAR|ARRIVES|s_waitcnt\w*|s_barrier)$"),
]


def machine_opcodes(compiled) -> list[str]:
    """The opcode of every instruction in the kernel's machine code."""
    if "amdgcn" in compiled.asm:
        return re.findall(r"^\s+((?:[sv]|ds|global|buffer|flat|scratch)_\w+)", compiled.asm["amdgcn"],
                          re.MULTILINE)
    from snippets.helpers.ir import ir_stages

    sass = ir_stages(compiled)["sass"]
    # "--:-:2:-:4\t@!P0 LDG.E.128 R16, ..." -> "LDG"
    return re.findall(r"^\S+\t(?:@!?U?P\w+ )?([A-Z][A-Z0-9_]*)", sass, re.MULTILINE)


def kind_of(opcode: str) -> str:
    return next((kind for kind, pattern in KINDS if re.match(pattern, opcode)), "other")


def registers(compiled) -> str:
    """Registers per thread, as the binary records them."""
    if "amdgcn" in compiled.asm:
        counts = dict(re.findall(r"\.(vgpr|sgpr|agpr)_count:\s+(\d+)", compiled.asm["amdgcn"]))
        return f"{counts['vgpr']} VGPR + {counts['agpr']} AGPR, {counts['sgpr']} SGPR"
    from triton import knobs

    with tempfile.NamedTemporaryFile(suffix=".cubin") as cubin:
        cubin.write(compiled.asm["cubin"])
        cubin.flush()
        usage = subprocess.run([knobs.nvidia.cuobjdump.path, "-res-usage", cubin.name],
                               capture_output=True, text=True, check=True).stdout
    return re.search(r"REG:(\d+)", usage)[1]


# "ttg.local_alloc : () -> !ttg.memdesc<3x32x128xf16, ...>": 3 buffers of a 32 x 128 tile.
OPERAND_BUFFERS = re.compile(r"ttg\.local_alloc\s*:\s*\(\)\s*->\s*!ttg\.memdesc<(\d+)x\d+x\d+x")


def operand_buffers(ttgir: str) -> int:
    """How many copies of each operand tile the pipeliner allocated in shared memory:
    the leading dimension of the multi-buffered ``local_alloc`` (all operands agree)."""
    counts = {int(n) for n in OPERAND_BUFFERS.findall(ttgir)}
    if len(counts) != 1:
        raise ValueError(f"expected one buffer count for the operand tiles, found {counts}")
    return counts.pop()


def final_assembly(compiled) -> str:
    return compiled.asm.get("ptx") or compiled.asm["amdgcn"]


# --8<-- [start:compare]
def compare_targets(folder: Path) -> None:
    from snippets.triton_compiler.offline import TARGETS, compile_grouped_matmul

    table, mix = [], []
    for name, (target, family_name) in TARGETS.items():
        try:
            compiled = compile_grouped_matmul(name)
        except Exception as error:  # noqa: BLE001 - the table says why
            table.append({"target": name, "gpu": family_name,
                          "matrix_instruction": f"could not compile here: {error}"})
            continue
        family, variants = matrix_instructions(final_assembly(compiled))
        opcodes = machine_opcodes(compiled)
        table.append({
            "target": name, "gpu": family_name, "matrix_instruction": family,
            "variants_in_code": "; ".join(f"{v} x{n}" for v, n in sorted(variants.items())),
            "num_stages": compiled.metadata.num_stages,
            "buffers_per_operand": operand_buffers(compiled.asm["ttgir"]),
            "shared_memory_bytes": compiled.metadata.shared,
            "tensor_memory_columns": getattr(compiled.metadata, "tmem_size", 0) or 0,
            "registers_per_thread": registers(compiled),
            "machine_instructions": len(opcodes),
        })
        mix += [{"target": name, "kind": kind, "count": count}
                for kind, count in Counter(map(kind_of, opcodes)).items()]
        suffix = "ptx" if "ptx" in compiled.asm else "amdgcn"
        (folder / f"{name}.{suffix}").write_text(final_assembly(compiled))
        (folder / f"{name}.ttgir").write_text(compiled.asm["ttgir"])
        print(f"{name}: {family.split(' (')[0]}")
# --8<-- [end:compare]
    write_rows(folder / "targets.csv", table)
    order = [kind for kind, _ in KINDS] + ["other"]
    write_rows(folder / "instruction_mix.csv", sorted(mix, key=lambda r: order.index(r["kind"])))


def _capture(folder: Path) -> None:
    from snippets.triton_compiler.figures import plot_instruction_mix

    (folder / "summary.txt").write_text(
        run_module(__name__, str(folder), interpret=False, timeout_s=400))
    plot_instruction_mix(folder / "instruction_mix.csv", folder / "instruction_mix.svg")


FOUR_TARGETS = Artifact(name="compiler_four_targets", make=_capture, needs_cuda=False)


if __name__ == "__main__":
    from snippets.helpers.cli import output_folder

    folder = output_folder("python -m snippets.triton_compiler.four_targets FOLDER")
    compare_targets(folder)
