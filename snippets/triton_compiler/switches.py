"""The environment switches a practitioner uses, and ``triton.knobs``, their Python face.

Since Triton 3.4 every switch is also an attribute of ``triton.knobs`` (Triton 3.6 and
3.9 have the same names for all those shown here). Setting the attribute in Python
does what exporting the variable does; both are read when a kernel is compiled, not
when Triton is imported, so a program can switch them on around one compile.

    python -m snippets.triton_compiler.switches OUT_DIR   # TRITON_INTERPRET=0 is needed
"""

import csv
import os
import sys
import tempfile
from pathlib import Path

from snippets.helpers.capture import run_module
from snippets.machinery.items import Artifact

# The switches the page talks about: (knob group, attribute) -> what it is for.
SWITCHES = {
    ("cache", "dir"): "where compiled kernels are kept",
    ("cache", "dump_dir"): "where TRITON_KERNEL_DUMP writes",
    ("compilation", "always_compile"): "ignore the cache: compile on every launch",
    ("compilation", "dump_ir"): "write every stage (TTIR ... PTX, cubin) of each compile",
    ("compilation", "override"): "compile from edited stage files in the override folder",
    ("autotuning", "print"): "print the autotuner's pick and its timing",
    ("runtime", "interpret"): "run kernels in the CPU interpreter",
    ("nvidia", "dump_ptxas_log"): "print ptxas' register and spill report",
    ("nvidia", "ptxas_options"): "extra options for ptxas",
}


# Read only by Triton's C++ code, so they have no knob: (variable, what it is for).
CXX_SWITCHES = {
    "MLIR_ENABLE_DUMP": "print the IR before every MLIR pass (1, or one kernel's name)",
    "MLIR_DUMP_PATH": "send that dump to a file instead of stderr",
    "LLVM_IR_ENABLE_DUMP": "print the LLVM IR before every LLVM pass",
    "MLIR_ENABLE_DIAGNOSTICS": "print MLIR's diagnostics: warnings, remarks (why a loop was "
                               "not pipelined...), with operations or stacktraces",
    "MLIR_ENABLE_TIMING": "time every MLIR pass of each compile",
    "TRITON_REPRODUCER_PATH": "when a pass fails, write the module and pipeline that reproduce it",
    "TRITON_ENABLE_LLVM_DEBUG": "LLVM's -debug output (LLVM_DEBUG lines; compiled out without assertions)",
    "TRITON_LLVM_DEBUG_ONLY": "the same for named debug types, e.g. tritongpu-remove-layout-conversions",
}


def cxx_switch_table() -> list[list[str]]:
    """(variable, found in this Triton's libtriton, purpose): the names are looked up in
    the shared library itself, so a release that drops one is noticed."""
    import triton

    library = (Path(triton.__file__).parent / "_C" / "libtriton.so").read_bytes()
    return [[name, "yes" if name.encode() + b"\0" in library else "no", purpose]
            for name, purpose in CXX_SWITCHES.items()]


def knob_table() -> list[list[str]]:
    """(knob, environment variable, purpose) for each switch, read from triton.knobs."""
    from triton import knobs

    rows = []
    for (group, name), purpose in SWITCHES.items():
        descriptor = type(getattr(knobs, group)).__dict__[name]  # an env_* descriptor
        rows.append([f"triton.knobs.{group}.{name}", descriptor.key, purpose])
    return rows


# --8<-- [start:kernel_dump]
def dump_every_stage() -> list[str]:
    """TRITON_KERNEL_DUMP=1: the files one compile writes into TRITON_DUMP_DIR."""
    from triton import knobs

    from snippets.triton_compiler.offline import compile_add

    with tempfile.TemporaryDirectory() as dump_dir:
        knobs.compilation.dump_ir = True  # same as TRITON_KERNEL_DUMP=1
        knobs.cache.dump_dir = dump_dir  # same as TRITON_DUMP_DIR=...
        knobs.compilation.always_compile = True  # a cache hit would dump nothing
        try:
            compile_add("sm_90")
        finally:
            knobs.compilation.dump_ir = knobs.compilation.always_compile = False
            knobs.cache.dump_dir = None
        return sorted(p.name for p in Path(dump_dir).rglob("*") if p.is_file())
# --8<-- [end:kernel_dump]


def write_outputs(folder: Path) -> None:
    with open(folder / "knobs.csv", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["knob", "environment variable", "what it is for"])
        writer.writerows(knob_table())
    with open(folder / "cxx_switches.csv", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["environment variable", "in libtriton", "what it is for"])
        writer.writerows(cxx_switch_table())
    print("TRITON_KERNEL_DUMP=1 wrote:", ", ".join(dump_every_stage()))
    print("TRITON_KERNEL_DUMP in the environment now:", os.environ.get("TRITON_KERNEL_DUMP"))


def _capture(folder: Path) -> None:
    (folder / "kernel_dump.txt").write_text(
        run_module(__name__, str(folder), interpret=False, timeout_s=300))


SWITCHES_ARTIFACT = Artifact(name="compiler_switches", make=_capture, needs_cuda=False)


if __name__ == "__main__":
    write_outputs(Path(sys.argv[1]))
