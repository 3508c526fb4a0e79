"""Three tools for going further, each run for real on the page's kernels.

- Re-running one pass on a dumped module, from Python: what ``triton-opt`` does, with
  the bindings the pip wheel ships (the wheel has no ``triton-opt`` binary; that comes
  with a source build).
- ``TRITON_KERNEL_OVERRIDE``: compile, edit one stage's file, compile again from it.
- ``MLIR_ENABLE_DIAGNOSTICS=remarks``: the compiler saying why loads were not vectorised.

    python -m snippets.triton_compiler.tools OUT_DIR   # TRITON_INTERPRET=0 is needed
"""

import gzip
import os
import re
import shutil
import sys
import tempfile
from collections import Counter
from pathlib import Path

from snippets.helpers.capture import REPO_ROOT, run_module
from snippets.machinery.items import Artifact
from snippets.machinery.layout import GENERATED, PORTABLE


# --8<-- [start:one_pass]
def rerun_one_pass(module_text: str, add_pass) -> str:
    """Parse a dumped TTGIR module and run one pass on it (``add_pass(pass_manager)``,
    e.g. ``passes.ttgpuir.add_remove_layout_conversions``), as ``triton-opt`` would."""
    from triton._C.libtriton import ir, nvidia

    context = ir.context()
    ir.load_dialects(context)
    nvidia.load_dialects(context)  # the ttng and nvg dialects of the NVIDIA backend
    with tempfile.NamedTemporaryFile("w", suffix=".mlir") as f:
        f.write(module_text)
        f.flush()
        module = ir.parse_mlir_module(f.name, context)
    module.context = context
    manager = ir.pass_manager(context)
    add_pass(manager)
    manager.run(module, "one_pass")
    return str(module)
# --8<-- [end:one_pass]


def show_one_pass(dump_gz: Path) -> None:
    from triton._C.libtriton import passes

    from snippets.triton_compiler.pass_dumps import ops_by_dialect, split_dump, without_locations

    snapshots = split_dump(gzip.open(dump_gz, "rt").read())
    index = next(i for i, s in enumerate(snapshots) if s.name == "TritonGPURemoveLayoutConversions")
    ours = rerun_one_pass(snapshots[index].ir, passes.ttgpuir.add_remove_layout_conversions)
    theirs = snapshots[index + 1].ir
    print("re-running TritonGPURemoveLayoutConversions on the module dumped before it:")
    print(f"  ttg operations before: {ops_by_dialect(snapshots[index].ir)['ttg']}, after our run: "
          f"{ops_by_dialect(ours)['ttg']}, after the compiler's: {ops_by_dialect(theirs)['ttg']}")
    same = operations(ours) == operations(theirs)
    print(f"  our result and the compiler's next snapshot hold {'the same' if same else 'different'}"
          " operations")


def operations(ir: str) -> Counter:
    """How often each operation occurs (SSA names and aliases may be numbered differently)."""
    from snippets.triton_compiler.pass_dumps import operation_name

    return Counter(operation_name(line) for line in ir.splitlines()
                   if re.match(r"\s*(%[\w#:, %]+ = )?\"?[a-z_]+\.[\w.]+", line))


# --8<-- [start:override]
def override_a_layout(work: Path) -> tuple[str, str]:
    """Dump the vector add's stages, edit its TTGIR (one thread per element instead of
    runs of four), and compile again from the edited file: (PTX before, PTX after)."""
    from triton import knobs

    from snippets.triton_compiler.offline import compile_add

    dump_dir, override_dir = work / "dump", work / "override"
    # scope(): every knob and its variable as they were afterwards, whatever happens.
    with knobs.cache.scope(), knobs.compilation.scope():
        # The edited kernel is cached under the key of the unedited source (an override
        # is not part of the key): compile into a cache of our own, or every later
        # compile of add_kernel on this machine gets the edit's one-element loads.
        knobs.cache.dir = str(work / "cache")
        knobs.compilation.always_compile = True
        knobs.cache.dump_dir, knobs.compilation.dump_ir = str(dump_dir), True
        before = compile_add("sm_90").asm["ptx"]
        (ttgir,) = dump_dir.glob("*/add_kernel.ttgir")  # <dump dir>/<source hash>/
        edited = override_dir / ttgir.parent.name / ttgir.name
        edited.parent.mkdir(parents=True)
        text = ttgir.read_text()
        edited.write_text(text.replace("sizePerThread = [4]", "sizePerThread = [1]"))
        knobs.compilation.dump_ir = False
        knobs.cache.override_dir, knobs.compilation.override = str(override_dir), True
        after = compile_add("sm_90").asm["ptx"]  # every later stage is made from the edit
    return before, after
# --8<-- [end:override]


# --8<-- [start:remarks]
def remarks_without_alignment() -> tuple[str, str]:
    """The matmul for sm_80 compiled as if no pointer or stride were known to be a
    multiple of 16, with MLIR's remarks printed: (remarks, the operand buffers)."""
    import triton

    from snippets.triton_compiler.gpu_triton import stderr_to
    from snippets.triton_compiler.offline import MATMUL_OPTIONS, TARGETS, grouped_matmul_source

    source = grouped_matmul_source()
    source.attrs = {}  # forget every tt.divisibility hint
    os.environ["MLIR_ENABLE_DIAGNOSTICS"] = "remarks"
    os.environ["TRITON_ALWAYS_COMPILE"] = "1"
    try:
        with tempfile.TemporaryDirectory() as scratch:
            log = Path(scratch) / "stderr.txt"
            with stderr_to(log):
                compiled = triton.compile(source, target=TARGETS["sm_80"][0], options=MATMUL_OPTIONS)
            remarks = log.read_text().replace(str(REPO_ROOT) + os.sep, "./")
    finally:
        del os.environ["MLIR_ENABLE_DIAGNOSTICS"], os.environ["TRITON_ALWAYS_COMPILE"]
    buffers = sorted(set(re.findall(r"memdesc<\d+x\d+x\d+xf16", compiled.asm["ttgir"])))
    return remarks, ", ".join(buffers) or "none: the loop was not pipelined"
# --8<-- [end:remarks]


def write_outputs(folder: Path, dump_gz: Path) -> None:
    from snippets.triton_compiler.ptx_vs_cuda import count_features

    # First: MLIR reads MLIR_ENABLE_DIAGNOSTICS once, at the first compile of a process.
    remarks, buffers = remarks_without_alignment()
    (folder / "remarks.txt").write_text(remarks)
    print(f"without alignment hints: {remarks.count('remark:')} remarks; operand buffers: {buffers}")
    show_one_pass(dump_gz)
    with tempfile.TemporaryDirectory() as work:
        before, after = override_a_layout(Path(work))
    for name, ptx in (("before", before), ("after", after)):
        counts = count_features(ptx)
        print(f"TRITON_KERNEL_OVERRIDE, {name} the edit: {counts['global loads']} global loads, "
              f"{counts['128-bit (v4) loads or stores']} 128-bit loads or stores")


def _capture(folder: Path) -> None:
    dump = GENERATED / PORTABLE / "compiler_pass_dumps" / "all_passes.mlir.gz"
    with tempfile.TemporaryDirectory() as scratch:  # read a copy: pass_dumps may remake it
        copy = Path(scratch) / dump.name
        shutil.copy(dump, copy)
        text = run_module(__name__, str(folder), str(copy), interpret=False, timeout_s=300)
    # Triton prints the edited file's temporary path: name the folder instead.
    text = re.sub(r"\S*/override/", "$TRITON_OVERRIDE_DIR/", text)
    (folder / "tools.txt").write_text(text)


TOOLS = Artifact(name="compiler_tools", make=_capture, needs_cuda=False)


if __name__ == "__main__":
    write_outputs(Path(sys.argv[1]), Path(sys.argv[2]))
