"""The compiler's own record of what each pass did to the grouped matmul.

``MLIR_ENABLE_DUMP=1`` makes Triton print the IR before every MLIR pass, and
``MLIR_DUMP_PATH`` sends that to a file instead of stderr (Triton 3.6 and 3.9 both
honour them; their headers differ slightly, and ``HEADER`` reads both). The dump only holds "before" snapshots, so what a pass did is the
difference between its snapshot and the next one. This module splits the dump into
passes, counts the operations of each dialect after every pass (the figure on the
page), and picks the lines that matter for a few passes by the operations they
introduce (the excerpts): nobody chose those lines by hand.

    python -m snippets.triton_compiler.pass_dumps OUT_DIR   # TRITON_INTERPRET=0 is needed
"""

import csv
import dataclasses
import difflib
import gzip
import os
import re
import tempfile
from collections import Counter
from pathlib import Path

from snippets.helpers.capture import REPO_ROOT, run_module
from snippets.machinery.items import Artifact


# --8<-- [start:dump]
def compile_with_pass_dump(compile_kernel, dump_path: Path):
    """Run ``compile_kernel()`` with the IR written to ``dump_path`` before every pass."""
    os.environ["MLIR_ENABLE_DUMP"] = "1"  # or a kernel name: only that kernel's passes
    os.environ["MLIR_DUMP_PATH"] = str(dump_path)  # unset: the dump goes to stderr
    os.environ["TRITON_ALWAYS_COMPILE"] = "1"  # a cache hit would compile (and dump) nothing
    try:
        return compile_kernel()
    finally:
        for switch in ("MLIR_ENABLE_DUMP", "MLIR_DUMP_PATH", "TRITON_ALWAYS_COMPILE"):
            del os.environ[switch]
# --8<-- [end:dump]


# --8<-- [start:split]
# "// -----// IR Dump Before TritonGPUCoalesce: tritongpu-coalesce ('builtin.module' operation) //----- //"
# (Triton 3.9's MLIR); the MLIR of Triton 3.6 writes "TritonGPUCoalesce (tritongpu-coalesce)".
HEADER = re.compile(r"^// -----// IR Dump Before (?P<name>\w+)(?:: ?| \()(?P<argument>[\w.-]*)"
                    r".*\('(?P<scope>[\w.]+)' operation")


@dataclasses.dataclass
class Snapshot:
    """The IR as it stood before one pass ran."""
    name: str  # the pass's class name, e.g. TritonGPUCoalesce
    argument: str  # its command-line name, e.g. tritongpu-coalesce
    scope: str  # what it ran on: the whole module, or one function
    ir: str


def split_dump(text: str) -> list[Snapshot]:
    """The snapshots of the whole module, in pipeline order. Per-function snapshots
    (the canonicalisation of each helper before inlining) and the pipeliner's internal
    dumps are left out."""
    snapshots, current = [], None
    for line in text.splitlines():
        if line.startswith("// -----//"):
            match = HEADER.match(line)
            current = Snapshot(**match.groupdict(), ir="") if match else None
            if current and current.scope == "builtin.module":
                snapshots.append(current)
        elif current is not None:
            current.ir += line + "\n"
    return snapshots
# --8<-- [end:split]


def without_locations(ir: str) -> str:
    """The IR without source locations (``loc(...)``), which double its length."""
    kept = [re.sub(r"\s+loc\((?:[^()]|\([^()]*\))*\)", "", line) for line in ir.splitlines()
            if not line.startswith("#loc")]
    return "\n".join(kept) + "\n"


# --8<-- [start:census]
OP = re.compile(r"^\s*(?:%[\w#:, %]+ = )?\"?(?P<dialect>[a-z_]+)\.[a-z_.0-9]+")


def ops_by_dialect(ir: str) -> Counter:
    """How many operations of each dialect (``tt``, ``ttg``, ``scf``, ``llvm``...) the IR holds."""
    return Counter(m["dialect"] for line in ir.splitlines() if (m := OP.match(line)))
# --8<-- [end:census]


# --8<-- [start:excerpts]
# The passes a reader should see, and the operations that show what each one did.
KEY_PASSES = {
    "ConvertTritonToTritonGPU": r"ttg\.convert_layout",
    "TritonGPUCoalesce": r"^#blocked|tt\.load|tt\.store",
    "TritonGPURemoveLayoutConversions": r"ttg\.convert_layout",
    "TritonGPUAccelerateMatmul": r"^#mma|^#shared|tt\.dot|warp_group_dot|local_alloc|mma",
    "TritonGPUAssignLatencies": r"tt\.latency",
    "TritonGPUScheduleLoops": r"(tt\.load|local_alloc|warp_group_dot) .*loop\.stage|"
                              r"tt\.scheduled_max_stage",
    "TritonGPUPipeline": r"local_alloc|async_copy|async_wait|async_commit|memdesc_index|"
                         r"barrier|warp_group_dot_wait",
    "AllocateSharedMemoryNv": r"ttg\.shared =|allocation\.offset",
    "ConvertTritonGPUToLLVM": r"wgmma|cp\.async|llvm\.func ",
}


def what_a_pass_did(snapshots: list[Snapshot], name: str, pattern: str,
                    per_op: int = 2, width: int = 170) -> list[str]:
    """Removed (``-``) and added (``+``) lines of the first run of pass ``name`` that
    match ``pattern``: its snapshot compared with the next one. At most ``per_op``
    lines of each operation are kept (a pipelined loop repeats the same few), and
    lines are cut at ``width`` characters (the download has them whole)."""
    index = next(i for i, s in enumerate(snapshots) if s.name == name)
    before, after = (without_locations(s.ir).splitlines() for s in snapshots[index:index + 2])
    changed = [line for line in difflib.unified_diff(before, after, lineterm="", n=0)
               if line[:1] in "+-" and not line.startswith(("+++", "---"))]
    seen, kept = Counter(), []
    for line in changed:
        match = re.search(pattern, line[1:].strip())
        if not match:
            continue
        seen[line[0], operation_name(line[1:])] += 1
        if seen[line[0], operation_name(line[1:])] <= per_op:
            kept.append(shortened(line, line.find(match[0]), width))
    return kept


def shortened(line: str, keep_from: int, width: int) -> str:
    """``line`` cut to about ``width`` characters, keeping what matched at ``keep_from``
    (an attribute such as ``loop.stage`` often sits at the end of a long line)."""
    if len(line) <= width:
        return line
    if keep_from + 40 <= width:
        return line[:width - 2] + " …"
    head = width // 3
    return line[:head] + " … " + line[keep_from - 10:keep_from - 10 + width - head - 5] + " …"


def operation_name(line: str) -> str:
    """``ttg.local_alloc`` for ``%a = ttg.local_alloc ...``; the attribute alias for
    ``#mma = ...``; the line itself otherwise."""
    match = re.match(r"\s*(?:%[\w#:, %]+ = )?\"?([\w.]+)", line)
    return match[1] if match else line
# --8<-- [end:excerpts]


# --8<-- [start:conversions]
CONVERT = re.compile(r"\bttg\.convert_layout\b")


def layout_conversions(snapshots: list[Snapshot], final_ir: str) -> list[dict]:
    """What the passes that add and remove layout conversions did, in numbers: the
    operations, the ``ttg`` operations and the ``ttg.convert_layout`` before and after
    each run of them (after the last pass is the final IR)."""
    rows, runs = [], Counter()
    for index, snapshot in enumerate(snapshots):
        if snapshot.name not in ("ConvertTritonToTritonGPU", "TritonGPURemoveLayoutConversions"):
            continue
        runs[snapshot.name] += 1
        after = snapshots[index + 1].ir if index + 1 < len(snapshots) else final_ir
        before_ops, after_ops = ops_by_dialect(snapshot.ir), ops_by_dialect(after)
        rows.append({"index": index, "pass": snapshot.name, "run": runs[snapshot.name],
                     "ops_before": sum(before_ops.values()), "ops_after": sum(after_ops.values()),
                     "ttg_before": before_ops["ttg"], "ttg_after": after_ops["ttg"],
                     "convert_layout_before": len(CONVERT.findall(without_locations(snapshot.ir))),
                     "convert_layout_after": len(CONVERT.findall(without_locations(after)))})
    return rows
# --8<-- [end:conversions]


def write_csv(path: Path, rows: list[dict]) -> None:
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


def write_outputs(folder: Path) -> None:
    from snippets.triton_compiler.offline import compile_grouped_matmul

    with tempfile.TemporaryDirectory() as scratch:
        dump_path = Path(scratch) / "dump.mlir"
        compiled = compile_with_pass_dump(compile_grouped_matmul, dump_path)
        text = dump_path.read_text().replace(str(REPO_ROOT) + os.sep, "./")
    with gzip.open(folder / "all_passes.mlir.gz", "wt") as f:
        f.write(text)
    write_stage_sizes(compiled, folder / "stages.csv")
    snapshots = split_dump(text)
    # After pass i = before pass i + 1; the last one's result is compiled.asm["llir"].
    write_pass_table(snapshots, folder / "passes.csv")
    write_csv(folder / "layout_conversions.csv", layout_conversions(snapshots, compiled.asm["llir"]))
    for name, pattern in KEY_PASSES.items():
        lines = what_a_pass_did(snapshots, name, pattern)
        (folder / f"{name}.diff").write_text("\n".join(lines) + "\n")
        print(f"{name}: {len(lines)} changed lines kept")
    print(f"{len(snapshots)} module-level passes; shared memory {compiled.metadata.shared} bytes")


def write_pass_table(snapshots: list[Snapshot], path: Path) -> None:
    """One row per module-level pass: its names and the operations by dialect before it."""
    with open(path, "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["index", "pass", "argument", "ops_before", "convert_layouts_before",
                         "dialects_before"])
        for index, snapshot in enumerate(snapshots):
            census = ops_by_dialect(snapshot.ir)
            writer.writerow([index, snapshot.name, snapshot.argument, sum(census.values()),
                             len(CONVERT.findall(without_locations(snapshot.ir))),
                             " ".join(f"{d}:{n}" for d, n in sorted(census.items()))])


def write_stage_sizes(compiled, path: Path) -> None:
    """Lines of each stage's text (without locations and debug sections)."""
    from snippets.helpers.ir import ir_stages, strip_ptx_debug_sections

    stages = ir_stages(compiled)
    stages["ptx"] = strip_ptx_debug_sections(stages["ptx"])
    with open(path, "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["stage", "lines"])
        for stage, text in stages.items():
            text = without_locations(text) if stage in ("ttir", "ttgir") else text
            lines = [line for line in text.splitlines() if line.strip()
                     and not line.lstrip().startswith(("//", ";", "!"))]
            writer.writerow([stage, len(lines)])


def _plot(folder: Path) -> None:
    from snippets.triton_compiler.figures import plot_dialects_per_pass

    plot_dialects_per_pass(folder / "passes.csv", folder / "dialects.svg", KEY_PASSES)


def _capture(folder: Path) -> None:
    text = run_module(__name__, str(folder), interpret=False, timeout_s=300)
    (folder / "summary.txt").write_text(text)
    _plot(folder)


PASS_DUMPS = Artifact(name="compiler_pass_dumps", make=_capture, needs_cuda=False)


if __name__ == "__main__":
    from snippets.helpers.cli import output_folder

    folder = output_folder("python -m snippets.triton_compiler.pass_dumps FOLDER")
    write_outputs(folder)
