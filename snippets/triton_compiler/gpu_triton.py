"""The same compiles with the GPU machine's Triton, to compare two Triton releases.

The page's compiler outputs are made on a CPU with this machine's Triton (3.9 when it
was written); the GPU machines run the Triton that their torch pins (3.6). This
artifact runs on each GPU machine and repeats, with that Triton, the pass dump of the
grouped matmul for sm_90 and the buffer count and shared memory for each NVIDIA target,
so ``versions.py`` can say what differs between the releases instead of the page
asserting that nothing does. Every compile is offline (``triton.compile`` with a named
target), exactly as on the CPU: only the Triton version differs.

    python -m snippets.triton_compiler.gpu_triton OUT_DIR   # TRITON_INTERPRET=0 is needed
"""

import contextlib
import json
import os
import sys
import tempfile
from pathlib import Path

from snippets.helpers.capture import run_module
from snippets.machinery.items import Artifact, Schedule

NVIDIA_TARGETS = ("sm_80", "sm_90", "sm_100")


@contextlib.contextmanager
def stderr_to(path: Path):
    """Send file descriptor 2 (where MLIR writes when MLIR_DUMP_PATH is not honoured)
    to ``path`` for the duration."""
    sys.stderr.flush()
    saved = os.dup(2)
    with open(path, "w") as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)


def pass_dump(scratch: Path):
    """The sm_90 matmul compiled with every pass dumped: (compiled kernel, dump text)."""
    from snippets.triton_compiler.offline import compile_grouped_matmul
    from snippets.triton_compiler.pass_dumps import compile_with_pass_dump

    dump_path, stderr_path = scratch / "dump.mlir", scratch / "stderr.mlir"
    with stderr_to(stderr_path):
        compiled = compile_with_pass_dump(compile_grouped_matmul, dump_path)
    text = dump_path.read_text() if dump_path.exists() else ""
    where = "MLIR_DUMP_PATH"
    if "IR Dump Before" not in text:  # an older Triton wrote it to stderr instead
        text, where = stderr_path.read_text(), "stderr (MLIR_DUMP_PATH not honoured)"
    if "IR Dump Before" not in text:
        raise RuntimeError("MLIR_ENABLE_DUMP=1 produced no pass dump with this Triton")
    return compiled, text, where


def target_rows() -> list[dict]:
    """Per NVIDIA target: the matrix instruction, the stages, the buffers per operand
    and the shared memory, with this machine's Triton."""
    from snippets.triton_compiler.four_targets import final_assembly, matrix_instructions, operand_buffers
    from snippets.triton_compiler.offline import compile_grouped_matmul

    rows = []
    for name in NVIDIA_TARGETS:
        try:
            compiled = compile_grouped_matmul(name)
            rows.append({"target": name,
                         "matrix_instruction": matrix_instructions(final_assembly(compiled))[0]
                         .split(" (")[0],
                         "num_stages": compiled.metadata.num_stages,
                         "buffers_per_operand": operand_buffers(compiled.asm["ttgir"]),
                         "shared_memory_bytes": compiled.metadata.shared,
                         "ptx_target": final_assembly(compiled).split(".target", 1)[1].split()[0]})
        except Exception as error:  # noqa: BLE001 - the table says why
            rows.append({"target": name, "matrix_instruction": f"could not compile: {error}"})
    return rows


def write_outputs(folder: Path) -> None:
    import triton

    from snippets.helpers.csv_files import write_rows
    from snippets.triton_compiler.pass_dumps import (KEY_PASSES, layout_conversions, split_dump,
                                              what_a_pass_did, write_pass_table, write_stage_sizes)

    with tempfile.TemporaryDirectory() as scratch:
        compiled, text, where = pass_dump(Path(scratch))
    snapshots = split_dump(text)
    headers = [line for line in text.splitlines() if line.startswith("// -----//")]
    (folder / "dump_headers.txt").write_text("\n".join(headers[:400]) + "\n")
    if not snapshots:
        raise RuntimeError(f"no module-level pass found in the dump; its first header: {headers[:1]}")
    write_pass_table(snapshots, folder / "passes.csv")
    write_rows(folder / "layout_conversions.csv", layout_conversions(snapshots, compiled.asm["llir"]))
    write_stage_sizes(compiled, folder / "stages.csv")
    (folder / "sm_90.ttgir").write_text(compiled.asm["ttgir"])
    names = {s.name for s in snapshots}
    for name, pattern in KEY_PASSES.items():
        if name in names:
            (folder / f"{name}.diff").write_text("\n".join(
                what_a_pass_did(snapshots, name, pattern)) + "\n")
    write_rows(folder / "targets.csv", target_rows())
    facts = {"triton": triton.__version__, "dump_went_to": where,
             "module_level_passes": len(snapshots),
             "key_passes_missing": sorted(set(KEY_PASSES) - names)}
    (folder / "triton.json").write_text(json.dumps(facts, indent=1) + "\n")
    print(json.dumps(facts))


def _capture(folder: Path) -> None:
    (folder / "summary.txt").write_text(
        run_module(__name__, str(folder), interpret=False, timeout_s=400))


# Offline compiles only (nothing runs on the GPU, nothing is timed): beside the checks
# and notebooks rather than alone.
GPU_TRITON = Artifact(name="compiler_gpu_triton", make=_capture, needs_cuda=True,
                      schedule=Schedule(concurrent=True))


if __name__ == "__main__":
    write_outputs(Path(sys.argv[1]))
