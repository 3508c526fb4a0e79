"""What differs between two Triton releases compiling the same kernel for the same target.

The page's compiler outputs come from the CPU machine's Triton (``portable/``); each
GPU machine's ``compiler_gpu_triton`` repeats the same offline compiles with the Triton
its torch pins. This derived table puts them side by side: the number of passes, the
passes that run a different number of times, what the layout passes did, shared memory
and buffers per target, and the length of every stage.
"""

import csv
import json
from collections import Counter
from pathlib import Path

from snippets.triton_compiler.claims import canonical_pass
from snippets.machinery.items import Derived
from snippets.machinery.layout import PORTABLE, gpu_folders

GPU_ITEM = "compiler_gpu_triton"


def _rows(path: Path) -> list[dict]:
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def facts(passes: Path, conversions: Path, targets: Path, stages: Path) -> dict[str, str]:
    """The quantities compared, read from one Triton's outputs."""
    found = {"module-level passes": str(len(_rows(passes)))}
    for row in _rows(conversions):
        if row["pass"] == "ConvertTritonToTritonGPU" or row["run"] == "1":
            what = f"{row['pass']} (run {row['run']})"
            found[f"{what}: operations before -> after"] = f"{row['ops_before']} -> {row['ops_after']}"
            found[f"{what}: convert_layout before -> after"] = (
                f"{row['convert_layout_before']} -> {row['convert_layout_after']}")
    for row in _rows(targets):
        if row["target"].startswith("sm_") and row.get("buffers_per_operand"):
            found[f"{row['target']}: buffers per operand, shared memory (bytes)"] = (
                f"{row['buffers_per_operand']}, {row['shared_memory_bytes']}")
    for row in _rows(stages):
        found[f"lines of {row['stage']} (sm_90)"] = row["lines"]
    return found


def pass_runs(passes: Path) -> Counter:
    """How often each pass runs, by its name without MLIR's ``Pass`` suffix (``CSEPass``
    in one release is ``CSE`` in the other)."""
    return Counter(canonical_pass(row["pass"]) for row in _rows(passes))


def compare(folder: Path, generated: Path) -> None:
    portable = generated / PORTABLE
    here = json.loads((portable / "compiler_pass_dumps" / "provenance.json").read_text())["triton"]
    columns = {f"Triton {here} (CPU, portable)": (
        facts(portable / "compiler_pass_dumps" / "passes.csv",
              portable / "compiler_pass_dumps" / "layout_conversions.csv",
              portable / "compiler_four_targets" / "targets.csv",
              portable / "compiler_pass_dumps" / "stages.csv"),
        pass_runs(portable / "compiler_pass_dumps" / "passes.csv"))}
    for gpu in [p for p in gpu_folders(generated) if (p / GPU_ITEM / "passes.csv").exists()]:
        made = gpu / GPU_ITEM
        version = json.loads((made / "triton.json").read_text())["triton"]
        columns[f"Triton {version} ({gpu.name})"] = (
            facts(made / "passes.csv", made / "layout_conversions.csv", made / "targets.csv",
                  made / "stages.csv"), pass_runs(made / "passes.csv"))
    names = list(columns)
    quantities = list(dict.fromkeys(q for found, _ in columns.values() for q in found))
    with open(folder / "versions.csv", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["quantity"] + names)
        for quantity in quantities:
            writer.writerow([quantity] + [columns[n][0].get(quantity, "(absent)") for n in names])
    passes = sorted(set().union(*(runs for _, runs in columns.values())))
    with open(folder / "pass_differences.csv", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["pass (runs in each release)"] + names)
        for name in passes:
            counts = [columns[n][1].get(name, 0) for n in names]
            if len(set(counts)) > 1:
                writer.writerow([name] + counts)


VERSIONS = Derived(name="compiler_versions", make=compare, inputs=(GPU_ITEM,), scope="across_gpus")
