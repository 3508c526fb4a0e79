#!/usr/bin/env python3
"""Regenerate every number, plot, IR dump and profiler output on the site.

On a CUDA machine, for each registered snippet (see ``snippets/core/snippet.py``):
verify it against its torch reference on the GPU, run its benchmark, dump its IR; then
make every registered Artifact. Outputs go to ``docs/generated/<gpu>/<item>/`` (or
``docs/generated/portable/<item>/`` for outputs that do not depend on the GPU), each
with a ``provenance.json``. Results are kept per GPU: a run on another GPU adds a
folder and erases nothing.

Each item is built in a temporary folder and swapped into place only when it is
complete, so a failing or interrupted run leaves the outputs already there intact. A
failing item does not stop the run: it is recorded in ``failures.json`` (the page says
so) and the run exits non-zero with a summary.

    python scripts/regenerate.py              # everything this machine can make
    python scripts/regenerate.py --only vector_add --only greyscale
    python scripts/regenerate.py --list       # what would be done, and nothing else
    python scripts/regenerate.py --check      # outputs missing or stale? (no GPU needed)
"""

import argparse
import csv
import datetime
import json
import os
import platform
import shutil
import subprocess
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import snippets  # noqa: E402  (decides interpreter vs GPU before Triton is imported)
import torch  # noqa: E402

from snippets.core import ir as ir_dump  # noqa: E402
from snippets.core.plots import plot_benchmark  # noqa: E402
from snippets.core.runtime import interpreting  # noqa: E402
from snippets.core.snippet import Artifact, Snippet, discover, needs_gpu, source_hash  # noqa: E402

GENERATED = ROOT / "docs" / "generated"
PORTABLE = "portable"
DEVICE_ITEM = "device"  # the measured limits of the GPU, made before any benchmark


# ---------------------------------------------------------------------------------------
# Provenance: where and from what each output was made
# ---------------------------------------------------------------------------------------
def _run(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT,
                              timeout=30).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


def machine_facts() -> dict:
    """Facts shared by every output of this run."""
    commit = os.environ.get("REGENERATE_COMMIT") or _run(["git", "rev-parse", "HEAD"]) or "unknown"
    dirty_env = os.environ.get("REGENERATE_DIRTY")
    if dirty_env is not None:
        dirty = dirty_env == "1"
    else:
        status = _run(["git", "status", "--porcelain", "--untracked-files=no", "--", ".",
                       ":(exclude)docs/generated"])
        dirty = bool(status)
    import triton

    facts = {
        "torch": torch.__version__,
        "triton": triton.__version__,
        "python": platform.python_version(),
        "host": platform.node() or "unknown",
        "commit": commit,
        "dirty": dirty,
        "command": "python scripts/regenerate.py " + " ".join(sys.argv[1:]),
        "gpu": None,
    }
    if torch.cuda.is_available() and not interpreting():
        major, minor = torch.cuda.get_device_capability()
        driver = _run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"])
        facts.update(
            gpu=torch.cuda.get_device_name(),
            compute_capability=f"{major}{minor}",
            driver=driver.splitlines()[0] if driver else "unknown",
            cuda=torch.version.cuda,
        )
    return facts


def provenance(facts: dict, item) -> dict:
    record = dict(facts)
    record["item"] = item.name if item is not None else DEVICE_ITEM
    record["source_hash"] = source_hash(item) if item is not None else ""
    record["date_utc"] = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    return record


# ---------------------------------------------------------------------------------------
# Atomic publication: an item's folder is replaced whole, or not at all
# ---------------------------------------------------------------------------------------
def recover_interrupted(machine_dir: Path) -> None:
    """Undo what a killed run may have left: half-built temporaries, and an old folder
    moved aside whose replacement never arrived."""
    if not machine_dir.is_dir():
        return
    for leftover in machine_dir.glob(".old-*"):
        name = leftover.name.removeprefix(".old-").rsplit("-", 1)[0]
        target = machine_dir / name
        if target.exists():
            shutil.rmtree(leftover)
        else:
            leftover.rename(target)
    for leftover in machine_dir.glob(".tmp-*"):
        shutil.rmtree(leftover)


def build_item(machine_dir: Path, name: str, make) -> None:
    """Run ``make(folder)`` into a fresh temporary folder; publish it only on success."""
    machine_dir.mkdir(parents=True, exist_ok=True)
    tmp = machine_dir / f".tmp-{name}-{os.getpid()}"
    if tmp.exists():
        shutil.rmtree(tmp)
    tmp.mkdir()
    try:
        make(tmp)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    publish(tmp, machine_dir / name)


def publish(new: Path, final: Path) -> None:
    """Swap ``new`` into ``final`` with two renames; the old copy goes only at the end."""
    old = final.parent / f".old-{final.name}-{os.getpid()}"
    if final.exists():
        final.rename(old)
    new.rename(final)
    if old.exists():
        shutil.rmtree(old)


def write_json(path: Path, data) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    os.replace(tmp, path)


def record_outcome(machine_dir: Path, name: str, error: str | None) -> None:
    """Keep failures.json in step: add a failed item, drop one that now succeeded."""
    path = machine_dir / "failures.json"
    failures = json.loads(path.read_text()) if path.exists() else {}
    if error is None:
        failures.pop(name, None)
    else:
        now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
        failures[name] = {"error": error, "date_utc": now}
    if failures:
        machine_dir.mkdir(parents=True, exist_ok=True)
        write_json(path, failures)
    elif path.exists():
        path.unlink()


# ---------------------------------------------------------------------------------------
# What a snippet produces: check record, benchmark CSV + plot, IR dumps
# ---------------------------------------------------------------------------------------
def verify_on_gpu(snippet: Snippet, folder: Path) -> None:
    from snippets.core.verify import check

    device = torch.device("cuda")
    rows = []
    for shape in list(snippet.quick_shapes) + list(snippet.full_shapes):
        for dtype in snippet.dtypes:
            max_error = check(snippet, shape, dtype, device, seed=int(time.time_ns() % 2**31))
            rows.append({"shape": list(shape), "dtype": str(dtype), "max_abs_error": max_error})
    write_json(folder / "check.json", rows)


def run_benchmark(mark, folder: Path, copy_gbps: float | None, gpu: str) -> None:
    benchmarks = mark.benchmarks if isinstance(mark.benchmarks, list) else [mark.benchmarks]
    for bench in benchmarks:
        stem = "benchmark" if len(benchmarks) == 1 else f"benchmark-{bench.plot_name}"
        rows = []
        x_name = bench.x_names[0]
        for x in bench.x_vals:
            for provider, provider_name in zip(bench.line_vals, bench.line_names):
                kwargs = {name: x for name in bench.x_names}
                kwargs.update({bench.line_arg: provider}, **bench.args)
                reading = mark.fn(**kwargs)
                ms = getattr(reading, "ms", (float("nan"),) * 3)
                rows.append({
                    "benchmark": bench.plot_name, "provider": provider,
                    "provider_name": provider_name, "x_name": x_name, "x": x,
                    "args": json.dumps({k: str(v) for k, v in bench.args.items()}),
                    "unit": bench.ylabel, "value_p50": reading[0], "value_low": reading[1],
                    "value_high": reading[2], "ms_p50": ms[0], "ms_p20": ms[1], "ms_p80": ms[2],
                })
                torch.cuda.empty_cache()
        if copy_gbps and bench.ylabel == "GB/s":
            for row in rows:  # how close each point comes to the measured limit
                row["fraction_of_copy"] = row["value_p50"] / copy_gbps
        csv_path = folder / f"{stem}.csv"
        with open(csv_path, "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)
        plot_benchmark(csv_path, folder / f"{stem}.svg", bench, copy_gbps, gpu)


def dump_ir(snippet: Snippet, folder: Path) -> None:
    stages = ir_dump.ir_stages(snippet.compile_for_ir())
    stages["ptx"] = ir_dump.strip_ptx_debug_sections(stages["ptx"])
    ir_folder = folder / "ir"
    ir_folder.mkdir()
    for stage, (file_name, _) in ir_dump.STAGES.items():
        (ir_folder / file_name).write_text(stages[stage])


def make_snippet_outputs(snippet: Snippet, facts: dict, copy_gbps, steps) -> callable:
    def make(folder: Path) -> None:
        if "check" in steps:
            verify_on_gpu(snippet, folder)
        if "benchmark" in steps and snippet.benchmark is not None:
            run_benchmark(snippet.benchmark, folder, copy_gbps, facts["gpu"])
        if "ir" in steps and snippet.compile_for_ir is not None:
            dump_ir(snippet, folder)
        write_json(folder / "provenance.json", provenance(facts, snippet))
    return make


def make_artifact(artifact: Artifact, facts: dict) -> callable:
    def make(folder: Path) -> None:
        artifact.make(folder)
        write_json(folder / "provenance.json", provenance(facts, artifact))
    return make


def make_device_limits(facts: dict) -> callable:
    from snippets.core.device import measure_copy_bandwidth

    def make(folder: Path) -> None:
        p50, low, high = measure_copy_bandwidth()
        props = torch.cuda.get_device_properties(0)
        write_json(folder / "device.json", {
            "copy_gbps": p50, "copy_gbps_low": low, "copy_gbps_high": high,
            "copy_bytes": 2**30, "multiprocessors": props.multi_processor_count,
            "memory_gib": round(props.total_memory / 2**30, 1),
        })
        write_json(folder / "provenance.json", provenance(facts, None))
    return make


def read_copy_gbps(machine_dir: Path) -> float | None:
    path = machine_dir / DEVICE_ITEM / "device.json"
    return json.loads(path.read_text())["copy_gbps"] if path.exists() else None


# ---------------------------------------------------------------------------------------
# --check: is every output present, and made from the code as it is now?
# ---------------------------------------------------------------------------------------
def gpu_machines(generated: Path) -> list[Path]:
    if not generated.is_dir():
        return []
    return sorted(p for p in generated.iterdir()
                  if p.is_dir() and p.name != PORTABLE and not p.name.startswith("."))


def check_outputs(registry, generated: Path = GENERATED) -> list[str]:
    """Problems with the generated outputs; an empty list means all is current."""
    problems = []
    machines = gpu_machines(generated)
    if not machines:
        problems.append(f"no GPU results at all under {generated}")
    for machine_dir in machines + [generated / PORTABLE]:
        on_gpu = machine_dir.name != PORTABLE
        failures_path = machine_dir / "failures.json"
        failures = json.loads(failures_path.read_text()) if failures_path.exists() else {}
        expected = {name for name, item in registry.items() if needs_gpu(item) == on_gpu}
        present = {p.name for p in machine_dir.iterdir() if p.is_dir()
                   and not p.name.startswith(".")} if machine_dir.is_dir() else set()
        for name in sorted(expected - present):
            why = f" (last attempt failed: {failures[name]['error']})" if name in failures else ""
            problems.append(f"{machine_dir.name}/{name}: missing{why}")
        for name in sorted(present - expected - {DEVICE_ITEM}):
            problems.append(f"{machine_dir.name}/{name}: made by code that no longer exists")
        for name in sorted(expected & present):
            record = machine_dir / name / "provenance.json"
            if not record.exists():
                problems.append(f"{machine_dir.name}/{name}: no provenance.json")
            elif json.loads(record.read_text()).get("source_hash") != source_hash(registry[name]):
                problems.append(f"{machine_dir.name}/{name}: stale (its snippet changed since)")
        if on_gpu and DEVICE_ITEM not in present:
            problems.append(f"{machine_dir.name}/{DEVICE_ITEM}: missing (measured copy bandwidth)")
    return problems


# ---------------------------------------------------------------------------------------
# The run
# ---------------------------------------------------------------------------------------
def plan(registry, only, on_gpu, kinds=("gpu", "portable")):
    """(item, reason it is skipped or None) for every selected item."""
    unknown = set(only or []) - set(registry)
    if unknown:
        raise SystemExit(f"unknown snippet or artifact: {', '.join(sorted(unknown))} "
                         f"(see python -m snippets)")
    selected = [item for name, item in registry.items() if not only or name in only]
    for item in selected:
        if ("gpu" if needs_gpu(item) else "portable") not in kinds:
            yield item, "not selected (--kinds)"
        else:
            yield item, ("needs a CUDA GPU" if needs_gpu(item) and not on_gpu else None)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", action="append", metavar="NAME",
                        help="only this snippet or artifact (repeatable)")
    parser.add_argument("--list", action="store_true", help="say what would be done; do nothing")
    parser.add_argument("--check", action="store_true",
                        help="report outputs that are missing or stale; exit 1 if any")
    parser.add_argument("--steps", default="check,benchmark,ir",
                        help="for snippets: which of check,benchmark,ir to run")
    parser.add_argument("--kinds", default="gpu,portable",
                        help="gpu: outputs that need a GPU; portable: the GPU-independent ones "
                             "(e.g. captured interpreter output). Default: both")
    parser.add_argument("--generated-dir", type=Path, default=GENERATED, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    generated = args.generated_dir
    registry = discover()

    if args.check:
        problems = check_outputs(registry, generated)
        for problem in problems:
            print(f"  {problem}")
        print(f"--check: {len(problems)} problem(s)" if problems else "--check: all outputs current")
        return 1 if problems else 0

    on_gpu = torch.cuda.is_available() and not interpreting()
    if interpreting() and torch.cuda.is_available():
        raise SystemExit("refusing to benchmark under TRITON_INTERPRET=1: "
                         "unset it to time the real kernels")
    steps = set(args.steps.split(","))
    facts = machine_facts()
    machine = None
    if on_gpu:
        from snippets.core.device import machine_slug

        machine = machine_slug()
    todo = list(plan(registry, args.only, on_gpu, tuple(args.kinds.split(","))))

    print(f"regenerate: {facts['gpu'] or 'no GPU (Triton interpreter)'}; torch {facts['torch']}, "
          f"triton {facts['triton']}; commit {facts['commit'][:10]}{' (dirty)' if facts['dirty'] else ''}")
    for item, skip in todo:
        kind = "snippet " if isinstance(item, Snippet) else "artifact"
        where = machine if needs_gpu(item) else PORTABLE
        print(f"  {kind} {item.name:28} -> {'skipped: ' + skip if skip else f'docs/generated/{where}/{item.name}'}")
    if args.list:
        return 0

    failed, made = [], []
    skipped = [item.name for item, skip in todo if skip]
    if on_gpu and any(not skip and needs_gpu(item) for item, skip in todo):
        machine_dir = generated / machine
        recover_interrupted(machine_dir)
        print(f"\n[device] measuring copy bandwidth on {facts['gpu']} ...", flush=True)
        build_item(machine_dir, DEVICE_ITEM, make_device_limits(facts))
    recover_interrupted(generated / PORTABLE)
    copy_gbps = read_copy_gbps(generated / machine) if machine else None
    runnable = [item for item, skip in todo if not skip]
    for index, item in enumerate(runnable, 1):
        machine_dir = generated / (machine if needs_gpu(item) else PORTABLE)
        maker = (make_snippet_outputs(item, facts, copy_gbps, steps) if isinstance(item, Snippet)
                 else make_artifact(item, facts))
        print(f"[{index}/{len(runnable)}] {item.name} ...", flush=True)
        started = time.perf_counter()
        try:
            build_item(machine_dir, item.name, maker)
        except KeyboardInterrupt:
            print("interrupted: outputs already there are untouched")
            return 130
        except Exception as error:  # keep going: one broken item must not hide the rest
            traceback.print_exc()
            message = f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"
            record_outcome(machine_dir, item.name, message[:300])
            failed.append(f"{item.name}: {message[:200]}")
            print(f"    FAILED after {time.perf_counter() - started:.1f} s: {message[:200]}")
            continue
        record_outcome(machine_dir, item.name, None)
        made.append(item.name)
        print(f"    done in {time.perf_counter() - started:.1f} s", flush=True)

    print(f"\nsummary: {len(made)} made, {len(failed)} failed, {len(skipped)} skipped")
    for line in failed:
        print(f"  FAILED  {line}")
    for item, skip in todo:
        if skip:
            print(f"  skipped {item.name} ({skip})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
