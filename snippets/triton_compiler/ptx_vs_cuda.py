"""The same elementwise add from CUDA C++ (``nvcc -ptx``) and from Triton, both as PTX
for Hopper (sm_90), and what differs between them.

PTX is NVIDIA's *virtual* instruction set: a stable, documented assembly language for
an idealised GPU with unlimited registers. Neither compiler writes machine code
directly: ``ptxas`` (called by nvcc, and by Triton with the copy in its wheel) turns
PTX into SASS, the real instructions of one GPU generation, inside a cubin.

    python -m snippets.triton_compiler.ptx_vs_cuda OUT_DIR   # needs nvcc; TRITON_INTERPRET=0
"""

import csv
import re
import subprocess
import tempfile
from pathlib import Path

from snippets.helpers.capture import run_module
from snippets.machinery.needs import find_tool
from snippets.machinery.items import Artifact

# --8<-- [start:cuda]
CUDA_ADD = r"""
extern "C" __global__ void add_kernel(const float* x, const float* y, float* out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;  // one element per thread
    if (i < n) out[i] = x[i] + y[i];
}
"""


def cuda_ptx(arch: str = "sm_90a") -> str:
    """PTX that nvcc makes of CUDA_ADD (-O3 is nvcc's default for device code)."""
    with tempfile.TemporaryDirectory() as scratch:
        source, ptx = Path(scratch) / "add.cu", Path(scratch) / "add.ptx"
        source.write_text(CUDA_ADD)
        subprocess.run([find_tool("nvcc"), "-ptx", f"-arch={arch}", str(source), "-o", str(ptx)],
                       check=True, capture_output=True, text=True)
        return ptx.read_text()
# --8<-- [end:cuda]


# --8<-- [start:features]
GUARD = r"^(@!?%p\d+\s+)?"  # an optional predicate: the instruction runs only where it holds
FEATURES = {  # what we count in each PTX, by regular expression over its instructions
    "global loads": GUARD + r"ld\.global",
    "global stores": GUARD + r"st\.global",
    "128-bit (v4) loads or stores": GUARD + r"(ld|st)\.global\S*\.v4",
    "predicated instructions (@%p)": r"^@!?%p",
    "branches (bra)": GUARD + r"bra\b",
    "address arithmetic (mul.wide, mad.wide, add.s64)": r"^(mul\.wide|mad\.wide|add\.s64)",
    "instructions in all": r".",
}


def instructions(ptx: str) -> list[str]:
    """The instruction lines of a PTX listing (no directives, labels, comments, braces)."""
    body = ptx.split("{", 1)[1] if "{" in ptx else ptx
    lines = [line.strip() for line in body.splitlines()]
    return [line for line in lines if line and not line.startswith(("//", ".", "$", "}", "{"))
            and not line.endswith(":")]


def count_features(ptx: str) -> dict[str, int]:
    found = instructions(ptx)
    return {name: sum(bool(re.search(pattern, line)) for line in found)
            for name, pattern in FEATURES.items()}
# --8<-- [end:features]


def ptx_target(ptx: str) -> str:
    """The ``.target`` a PTX file was written for (``sm_90a``, ``sm_90``...)."""
    return re.search(r"^\.target\s+(\w+)", ptx, re.MULTILINE)[1]


def write_outputs(folder: Path) -> None:
    from snippets.triton_compiler.offline import compile_add
    from snippets.helpers.ir import strip_ptx_debug_sections

    triton_ptx = strip_ptx_debug_sections(compile_add("sm_90").asm["ptx"])
    # Like with like: Triton targets the architecture-specific sm_90a (wgmma and setmaxnreg
    # exist only there, and its code does not run forward on newer GPUs); nvcc gets the same.
    target = ptx_target(triton_ptx)
    nvcc_ptx = cuda_ptx(target)
    assert ptx_target(nvcc_ptx) == target, (ptx_target(nvcc_ptx), target)
    (folder / "triton_add.ptx").write_text(triton_ptx)
    (folder / "cuda_add.ptx").write_text(nvcc_ptx)
    (folder / "add.cu").write_text(CUDA_ADD.lstrip())
    triton_counts, cuda_counts = count_features(triton_ptx), count_features(nvcc_ptx)
    with open(folder / "features.csv", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["feature", "CUDA C++ (nvcc), one element per thread",
                         "Triton, BLOCK_SIZE=1024, 4 warps"])
        for name in FEATURES:
            writer.writerow([name, cuda_counts[name], triton_counts[name]])
    print(f"both PTX files: .target {target}")
    version = subprocess.run([find_tool("nvcc"), "--version"], capture_output=True, text=True)
    print(version.stdout.strip().splitlines()[-1])


def _capture(folder: Path) -> None:
    (folder / "nvcc_version.txt").write_text(
        run_module(__name__, str(folder), interpret=False, timeout_s=300))


PTX_VS_CUDA = Artifact(name="compiler_ptx_vs_cuda", make=_capture, needs_cuda=False,
                       needs_tools=("nvcc",))


if __name__ == "__main__":
    from snippets.helpers.cli import output_folder

    folder = output_folder("python -m snippets.triton_compiler.ptx_vs_cuda FOLDER")
    write_outputs(folder)
