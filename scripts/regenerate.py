#!/usr/bin/env python3
"""Regenerate every number, plot, IR dump and profiler output on the site.

For each registered item (see ``snippets/core/snippet.py``; ``python -m snippets``
lists them) this machine can make:

- a **Snippet** is checked against its torch reference on the GPU, benchmarked, and its
  IR dumped;
- an **Artifact** writes its own outputs (profiler tables, images, captured output);
- a **Derived** item is drawn from outputs already in ``docs/generated`` (a roofline,
  a trace timeline, the comparison between GPUs): no GPU needed.

Outputs go to ``docs/generated/<gpu>/<item>/``, or ``docs/generated/portable/<item>/``
for what does not depend on the GPU, each with a ``provenance.json``. Results are kept
per GPU: a run on another GPU adds a folder and erases nothing.

Before it runs anything, a preflight checks what each item needs (GPU, compute
capability, pip packages, tools such as ncu and nvcc) and prints the plan: what it will
make, what it will skip and why, and how long it should take (from the last run on this
GPU, or on another). Each item is built in a temporary folder and swapped into place
only when complete, so a skipped, failing or interrupted item leaves the outputs
already there intact. A failing item is recorded in ``failures.json`` (the page says
so) and the run goes on; the exit status is non-zero if anything failed.

    python scripts/regenerate.py              # on a GPU: its outputs + derived figures
    python scripts/regenerate.py --list       # the plan (preflight), and nothing else
    python scripts/regenerate.py --only vector_add --only greyscale
    python scripts/regenerate.py --kinds portable   # GPU-independent outputs (any machine)
    python scripts/regenerate.py --check      # outputs missing or stale? (no GPU needed)
"""

import argparse
import contextlib
import csv
import dataclasses
import json
import os
import platform
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

import snippets  # noqa: E402  (decides interpreter vs GPU before Triton is imported)
import torch  # noqa: E402

from outputs import (  # noqa: E402  (re-exported: the tests use them from here)
    DEFAULT_SECONDS, DEVICE_ITEM, GENERATED, PORTABLE, build_item, check_outputs,
    derived_sources, gpu_machines, inputs_fingerprint, last_seconds, now_utc, read_json,
    drop_stale_failures, record_outcome, recover_interrupted, staleness, write_json)
import parallel_checks  # noqa: E402
from snippets.core import gpu_lock  # noqa: E402
from snippets.core import ir as ir_dump  # noqa: E402
from snippets.core.needs import unmet  # noqa: E402
from snippets.core.plots import plot_benchmark  # noqa: E402
from snippets.core.runtime import interpreting  # noqa: E402
from snippets.core.snippet import (  # noqa: E402
    Artifact, Derived, Snippet, discover, kind_of, source_hash)

KINDS = ("gpu", "portable", "derived")
# The GPU's measured limits (copy bandwidth, matmul rate): made by the run itself, first
# among the GPU steps, and an input of several derived figures.
DEVICE_LIMITS = Artifact(DEVICE_ITEM, make=lambda folder: None, needs_cuda=True, module="")


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


def provenance(facts: dict, item, seconds: float) -> dict:
    record = dict(facts)
    record["item"] = item.name if item is not None else DEVICE_ITEM
    record["source_hash"] = source_hash(item) if item is not None else ""
    record["date_utc"] = now_utc()
    record["seconds"] = round(seconds, 1)  # the next run's estimate starts from this
    return record


GPU_FACTS = ("gpu", "compute_capability", "driver", "cuda", "torch", "triton", "python")


def derived_provenance(facts: dict, item: Derived, sources: list[Path], seconds: float) -> dict:
    """A derived output speaks for the GPU whose data it draws: the GPU facts come from
    that data's record, the commit and host from the drawing."""
    record = provenance(facts, item, seconds)
    record["inputs_fingerprint"] = inputs_fingerprint(item, sources)
    record["drawn_on"] = facts["host"]
    record["drawn_from"] = {
        f"{folder.name}/{name}": read_json(folder / name / "provenance.json", {}).get("date_utc")
        for folder in sources for name in item.inputs}
    if item.scope == "per_gpu" and sources:
        data = read_json(sources[0] / DEVICE_ITEM / "provenance.json", {})
        record.update({key: data.get(key) for key in GPU_FACTS if key in data})
    else:
        record["gpu"] = None
        record["gpus"] = [read_json(f / DEVICE_ITEM / "provenance.json", {}).get("gpu", f.name)
                          for f in sources]
    return record


# ---------------------------------------------------------------------------------------
# What a snippet produces: check record, benchmark CSV + plot, IR dumps
# ---------------------------------------------------------------------------------------
def verify_on_gpu(snippet: Snippet, folder: Path, checked=None) -> float:
    """Write check.json: the rows the first phase's worker made (``checked``, a future),
    or a check run here. Return the seconds the check took."""
    from snippets.core.verify import check_every_shape

    def check_here():
        return check_every_shape(snippet, torch.device("cuda"), seed=time.time_ns() % 2**31)

    if checked is not None:
        rows, seconds = parallel_checks.rows_of(checked, check_here)
    else:
        started = time.perf_counter()
        rows = check_here()
        seconds = time.perf_counter() - started
    write_json(folder / "check.json", rows)
    return seconds


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


def make_snippet_outputs(snippet: Snippet, facts: dict, copy_gbps, steps,
                         checked=None) -> callable:
    def make(folder: Path) -> None:
        started = time.perf_counter()
        check_seconds = None
        if "check" in steps:
            check_seconds = verify_on_gpu(snippet, folder, checked)
        if checked is not None:  # checked in the first phase: time only what runs now
            started = time.perf_counter()
        if "benchmark" in steps and snippet.benchmark is not None:
            run_benchmark(snippet.benchmark, folder, copy_gbps, facts["gpu"])
        if "ir" in steps and snippet.compile_for_ir is not None:
            dump_ir(snippet, folder)
        record = provenance(facts, snippet, time.perf_counter() - started)
        if checked is not None:
            record["check_seconds"] = round(check_seconds, 1)  # in the parallel phase
        write_json(folder / "provenance.json", record)
    return make


def make_artifact(artifact, facts: dict) -> callable:
    def make(folder: Path) -> None:
        started = time.perf_counter()
        artifact.make(folder)
        write_json(folder / "provenance.json",
                   provenance(facts, artifact, time.perf_counter() - started))
    return make


def make_derived(item: Derived, facts: dict, source: Path, generated: Path) -> callable:
    def make(folder: Path) -> None:
        started = time.perf_counter()
        item.make(folder, source)
        sources = derived_sources(item, generated, source if item.scope == "per_gpu" else None)
        write_json(folder / "provenance.json",
                   derived_provenance(facts, item, sources, time.perf_counter() - started))
    return make


def make_device_limits(facts: dict) -> callable:
    from snippets.core.device import measure_copy_bandwidth, measure_matmul_tflops

    def make(folder: Path) -> None:
        started = time.perf_counter()
        p50, low, high = measure_copy_bandwidth()
        props = torch.cuda.get_device_properties(0)
        limits = {
            "copy_gbps": p50, "copy_gbps_low": low, "copy_gbps_high": high,
            "copy_bytes": 2**30, "multiprocessors": props.multi_processor_count,
            "memory_gib": round(props.total_memory / 2**30, 1),
            "l2_mib": round(getattr(props, "L2_cache_size", 0) / 2**20, 1),
        }
        for dtype in (torch.bfloat16, torch.float16):
            name = str(dtype).removeprefix("torch.").replace("bfloat16", "bf16").replace(
                "float16", "fp16")
            tflops, tflops_low, tflops_high = measure_matmul_tflops(dtype)
            limits.update({f"matmul_tflops_{name}": tflops,
                           f"matmul_tflops_{name}_low": tflops_low,
                           f"matmul_tflops_{name}_high": tflops_high})
        write_json(folder / "device.json", limits)
        write_json(folder / "provenance.json",
                   provenance(facts, None, time.perf_counter() - started))
    return make


def read_copy_gbps(machine_dir: Path) -> float | None:
    limits = read_json(machine_dir / DEVICE_ITEM / "device.json")
    return limits["copy_gbps"] if limits else None


# ---------------------------------------------------------------------------------------
# Preflight: what this run will make, what it will skip and why, how long it will take
# ---------------------------------------------------------------------------------------
@dataclasses.dataclass
class Step:
    item: object
    where: str  # folder under docs/generated: a GPU's slug, or "portable"
    skip: str | None  # why it will not be made; None: it will
    estimate_s: float
    guessed: bool  # no earlier run to estimate from
    source: Path | None = None  # what a derived item reads
    check_estimate_s: float | None = None  # a snippet's check, in the first phase


def plan(registry, only, kinds, machine, capability, generated=GENERATED, force=False):
    """One Step per (item, output folder) this run selects, in the order they run:
    GPU outputs first, then portable ones, then the derived figures that read them."""
    unknown = set(only or []) - set(registry)
    if unknown:
        raise SystemExit(f"unknown snippet or artifact: {', '.join(sorted(unknown))} "
                         f"(see python -m snippets)")
    selected = {name: item for name, item in registry.items() if not only or name in only}
    made_here = {name for name, item in selected.items()
                 if kind_of(item) == "gpu" and "gpu" in kinds and machine
                 and not unmet(item, capability)}
    steps = []
    if made_here:  # a GPU run measures the GPU's limits before its first timing
        made_here.add(DEVICE_ITEM)
        seconds = last_seconds(DEVICE_ITEM, generated / machine, generated)
        steps.append(Step(DEVICE_LIMITS, machine, None, seconds or DEFAULT_SECONDS["gpu"],
                          seconds is None))
    for kind in KINDS:
        for name, item in selected.items():
            if kind_of(item) != kind:
                continue
            for where, source in _targets(item, machine, generated):
                skip = _why_skip(item, kind, kinds, machine, capability, source, made_here,
                                 registry, generated)
                if skip is None and kind == "derived" and not (force or only):
                    skip = _current(item, generated / where, generated, made_here, where == machine)
                seconds = last_seconds(name, generated / where, generated)
                checking = (last_seconds(name, generated / where, generated, "check_seconds")
                            if isinstance(item, Snippet) else None)
                steps.append(Step(item, where, skip, seconds or DEFAULT_SECONDS[kind],
                                  seconds is None, source, checking))
    return steps


DEFAULT_CHECK_SECONDS = 10.0  # a snippet's check never timed before


def spread_over(seconds, workers: int) -> float:
    """Wall time of jobs taken longest first by ``workers`` workers, each starting the
    next job as soon as it is free (how the checks and side-by-side items are run).
    Each job's time was measured while it ran beside the others, so it already
    includes their contention."""
    finish = [0.0] * max(1, workers)
    for job in sorted(seconds, reverse=True):
        finish[finish.index(min(finish))] += job
    return max(finish)


def check_phase_seconds(steps) -> float:
    """The first phase's estimate: the snippets' checks shared among the workers."""
    checks = [s.check_estimate_s if s.check_estimate_s is not None else DEFAULT_CHECK_SECONDS
              for s in steps if s.skip is None and isinstance(s.item, Snippet)]
    return spread_over(checks, parallel_checks.worker_count()) if checks else 0.0


def _targets(item, machine, generated):
    kind = kind_of(item)
    if kind == "gpu":
        return [(machine or "<gpu>", None)]
    if kind == "portable":
        return [(PORTABLE, None)]
    if item.scope == "across_gpus":
        return [(PORTABLE, generated)]
    folders = {p.name: p for p in gpu_machines(generated)}
    if machine:
        folders.setdefault(machine, generated / machine)
    return sorted(folders.items())


def _why_skip(item, kind, kinds, machine, capability, source, made_here, registry,
              generated):
    if kind not in kinds:
        return f"{NOT_SELECTED} (--kinds {','.join(kinds)})"
    if kind == "gpu" and not machine:
        return "needs a CUDA GPU"
    reasons = unmet(item, capability if kind == "gpu" else None)
    if kind == "derived":
        for name in item.inputs:
            if item.scope == "per_gpu":
                here = has_inputs_named(source, name) or (source.name == machine
                                                          and name in made_here)
            else:
                here = any(has_inputs_named(f, name) for f in gpu_machines(source))
                here = here or name in made_here
            if not here:
                reasons.append(f"its input {name} has not been made"
                               + (f" on {source.name}" if item.scope == "per_gpu" else ""))
            elif (item.scope == "per_gpu" and name not in made_here
                  and _made_by_older_code(registry.get(name), source / name, generated)):
                # Drawn from it, the figure would show data the code no longer makes
                # (and may lack files the code now writes).
                reasons.append(f"its input {name} on {source.name} was made by older code: "
                               f"rerun scripts/regenerate.py on that GPU")
    return "; ".join(reasons) or None


def _made_by_older_code(producer, output: Path, generated: Path) -> bool:
    """Whether ``output`` (a folder of ``producer``'s) is stale by --check's rule."""
    record = read_json(output / "provenance.json")
    if producer is None or record is None:
        return False
    return staleness(producer, record, output, generated) is not None


def has_inputs_named(folder: Path, name: str) -> bool:
    return (folder / name / "provenance.json").exists()


def _current(item, folder, generated, made_here, inputs_remade_here):
    """Derived outputs are redrawn only when missing or stale (not on every run)."""
    if inputs_remade_here and made_here & set(item.inputs):
        return None
    if item.scope == "across_gpus" and made_here & set(item.inputs):
        return None
    record = read_json(folder / item.name / "provenance.json")
    if record is None:
        return None
    return None if staleness(item, record, folder / item.name, generated) else "up to date"


NOT_SELECTED = "not selected"


def print_plan(console, steps) -> None:
    """The plan as a table: what will be made (with its estimate) and what will be
    skipped and why; items left out by --kinds are only counted."""
    from rich.table import Table

    table = Table(title="regenerate: the plan", title_justify="left")
    for column in ("item", "kind", "output folder", "plan", "est."):
        table.add_column(column, overflow="fold")
    left_out = [s for s in steps if s.skip and s.skip.startswith(NOT_SELECTED)]
    for step in steps:
        if step in left_out:
            continue
        est = f"{step.estimate_s:.0f} s" + ("?" if step.guessed else "")
        plan_text = "make" if step.skip is None else f"[yellow]skip[/]: {step.skip}"
        table.add_row(step.item.name, kind_of(step.item), step.where, plan_text,
                      est if step.skip is None else "")
    console.print(table)
    todo = [s for s in steps if s.skip is None]
    checks, rest = check_phase_seconds(todo), estimate_seconds(todo)
    guessed = sum(s.guessed for s in todo)
    if left_out:
        console.print(f"{len(left_out)} more left out by --kinds ({left_out[0].skip.split('(')[-1]}")
    console.print(f"{len(todo)} to make, {len(steps) - len(todo)} skipped; estimated "
                  f"{(checks + rest) / 60:.1f} min"
                  + (f" ({checks:.0f} s of checks, then {rest:.0f} s)" if checks else "")
                  + (f" ({guessed} never timed before: guessed)" if guessed else ""))


# ---------------------------------------------------------------------------------------
# The run
# ---------------------------------------------------------------------------------------
def batches(todo) -> list[list]:
    """The order of the run: kind by kind (GPU outputs, portable ones, derived ones); in
    each kind, one step at a time, then the items that may run side by side (notebooks)
    as one batch."""
    order = []
    for kind in KINDS:
        of_kind = [s for s in todo if kind_of(s.item) == kind]
        order += [[s] for s in of_kind if not getattr(s.item, "concurrent", False)]
        side_by_side = [s for s in of_kind if getattr(s.item, "concurrent", False)]
        if side_by_side:
            order.append(side_by_side)
    return order


def side_by_side_workers(cpus: int | None = None) -> int:
    """How many concurrent items at once: each is a process compiling on the CPU."""
    return max(1, min(4, (cpus or os.cpu_count() or 2) // 2))


def run_steps(console, steps, facts, machine, generated, snippet_steps, results,
              prepared, checked, phases=None) -> None:
    """Make every step that is not skipped, with a progress bar; append one result per
    step to ``results`` (so the summary still sees them after an interrupt).
    ``prepared``: the futures of background set-ups (``start_preparations``);
    ``checked``: per snippet, the future of its check from the first phase;
    ``phases``: gets [estimated, actual] seconds per phase, for the summary."""
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    todo = [s for s in steps if s.skip is None]
    for folder in sorted({generated / s.where for s in todo}):
        recover_interrupted(folder)  # before any step: later ones run side by side
    progress = Progress(TextColumn("[bold]{task.fields[item]:<28}"), BarColumn(),
                        TextColumn("{task.completed}/{task.total}"), TimeElapsedColumn(),
                        TextColumn("~{task.fields[left]} left"), console=console,
                        transient=False)
    done = []

    def make(step):
        started = time.perf_counter()
        outcome, error = _make_step(step, facts, generated, snippet_steps,
                                    prepared.get(getattr(step.item, "prepare", None)),
                                    checked.get(step.item.name))
        return outcome, error, time.perf_counter() - started

    def finished(step, outcome, error, seconds):
        if outcome == "interrupted":
            console.print("interrupted: the outputs already there are untouched")
            results.append({"step": step, "outcome": "interrupted", "seconds": seconds})
            raise KeyboardInterrupt
        line = (f"[{len(done) + 1}/{len(todo)}] {step.item.name} -> {step.where}: "
                f"{outcome} in {seconds:.1f} s (estimated {step.estimate_s:.0f} s)")
        progress.console.print(line if error is None else f"{line}\n    {error}")
        results.append({"step": step, "outcome": outcome, "seconds": seconds, "error": error})
        done.append(step)
        progress.advance(task)

    with progress, _gpu_lock_file(todo):
        task = progress.add_task("regenerate", total=len(todo), item="", left="?")
        started = time.perf_counter()
        for batch in batches(todo):
            left = [s for s in todo if s not in done]
            estimated_done = sum(s.estimate_s for s in done)
            pace = (time.perf_counter() - started) / estimated_done if estimated_done else 1.0
            progress.update(task, item=batch[0].item.name if len(batch) == 1
                            else f"{len(batch)} side by side",
                            left=f"{estimate_seconds(left) * pace / 60:.1f} min")
            alone = len(batch) == 1 and not getattr(batch[0].item, "concurrent", False)
            phase = (phases if phases is not None else {}).setdefault(
                "one at a time" if alone else "side by side", [0.0, 0.0])
            phase[0] += batch_estimate(batch)
            batch_started = time.perf_counter()
            try:
                if alone:
                    finished(batch[0], *make(batch[0]))
                else:
                    _run_side_by_side(batch, make, finished)
            finally:
                phase[1] += time.perf_counter() - batch_started


def _run_side_by_side(batch, make, finished) -> None:
    from concurrent.futures import ThreadPoolExecutor, as_completed

    # Threads are enough: each notebook runs in its own kernel process.
    with ThreadPoolExecutor(max_workers=side_by_side_workers(),
                            thread_name_prefix="side-by-side") as pool:
        # Longest first, so the last one to start is a short one.
        ordered = sorted(batch, key=lambda s: -s.estimate_s)
        futures = {pool.submit(make, step): step for step in ordered}
        try:
            for future in as_completed(futures):
                finished(futures[future], *future.result())
        except KeyboardInterrupt:
            pool.shutdown(wait=False, cancel_futures=True)
            raise


@contextlib.contextmanager
def _gpu_lock_file(todo):
    """While items run side by side, a lock file (named in the environment, which the
    notebook kernels inherit) through which their timings get the GPU alone."""
    needed = (any(getattr(s.item, "concurrent", False) for s in todo)
              and gpu_lock.LOCK_ENV not in os.environ and os.name == "posix")
    if not needed:
        yield
        return
    with tempfile.TemporaryDirectory(prefix="regenerate-lock-") as folder:
        os.environ[gpu_lock.LOCK_ENV] = str(Path(folder) / "gpu.lock")
        try:
            yield
        finally:
            os.environ.pop(gpu_lock.LOCK_ENV, None)


def estimate_seconds(steps) -> float:
    """Seconds the steps should take: one at a time, except those that run side by
    side (one batch per kind), which share the workers."""
    return sum(batch_estimate(batch) for batch in batches(steps))


def batch_estimate(batch) -> float:
    if len(batch) == 1 and not getattr(batch[0].item, "concurrent", False):
        return batch[0].estimate_s
    return spread_over([s.estimate_s for s in batch], side_by_side_workers())


def start_preparations(todo) -> dict:
    """Start every planned item's slow CPU-side set-up (each distinct one once) in the
    background; the item waits for its own before it is made."""
    from concurrent.futures import ThreadPoolExecutor

    preparations = list(dict.fromkeys(
        s.item.prepare for s in todo if getattr(s.item, "prepare", None)))
    if not preparations:
        return {}
    pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="prepare")
    futures = {prepare: pool.submit(prepare) for prepare in preparations}
    pool.shutdown(wait=False)
    return futures


def check_first(console, steps, snippet_steps) -> dict:
    """The first phase: start the check of every snippet this run makes, in worker
    processes, and wait for all of them (nothing may be timed while they run). Returns
    the futures; each snippet's step collects its own."""
    if "check" not in snippet_steps:
        return {}
    to_check = [s for s in steps if s.skip is None and isinstance(s.item, Snippet)]
    # Longest first (by the last run's time), so no long check starts last.
    to_check.sort(key=lambda s: -(s.check_estimate_s or 0))
    if not to_check:
        return {}
    started = time.perf_counter()
    futures = parallel_checks.start([s.item for s in to_check])
    from concurrent.futures import wait

    with console.status(f"checking {len(futures)} snippets against torch in "
                        f"{min(parallel_checks.worker_count(), len(futures))} processes ..."):
        wait(futures.values())
    failed = [name for name, f in futures.items() if f.exception() is not None]
    console.print(f"checks: {len(futures) - len(failed)} passed"
                  + (f", {len(failed)} failed ({', '.join(failed)})" if failed else "")
                  + f", in {time.perf_counter() - started:.0f} s")
    return futures


_OUTCOMES = threading.Lock()  # failures.json is read and rewritten by every step


def _make_step(step, facts, generated, snippet_steps, preparation=None, checked=None):
    item, folder = step.item, generated / step.where
    if item is DEVICE_LIMITS:
        maker = make_device_limits(facts)
    elif isinstance(item, Snippet):
        # Read now, not at the start: the device step of this run may just have made it.
        copy_gbps = read_copy_gbps(folder)
        maker = make_snippet_outputs(item, facts, copy_gbps, snippet_steps, checked)
    elif isinstance(item, Derived):
        maker = make_derived(item, facts, step.source, generated)
    else:
        maker = make_artifact(item, facts)
    try:
        if preparation is not None:
            preparation.result()  # its set-up, started at the beginning; raises if it failed
        build_item(folder, item.name, maker)
    except KeyboardInterrupt:
        return "interrupted", None
    except Exception as error:  # keep going: one broken item must not hide the rest
        traceback.print_exc()
        message = f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"
        with _OUTCOMES:
            record_outcome(folder, item.name, message[:300])
        return "FAILED", message[:300]
    with _OUTCOMES:
        record_outcome(folder, item.name, None)
    return "made", None


def print_summary(console, steps, results, wall_s: float | None = None,
                  phases: dict | None = None) -> None:
    from rich.table import Table

    by_step = {id(r["step"]): r for r in results}
    table = Table(title="regenerate: summary", title_justify="left")
    for column in ("item", "output folder", "outcome", "seconds", "estimated"):
        table.add_column(column, overflow="fold")
    for step in steps:
        result = by_step.get(id(step))
        if result is None and step.skip and step.skip.startswith(NOT_SELECTED):
            continue  # counted in the last line, like the plan does
        if result is None:
            outcome = f"skipped: {step.skip}" if step.skip else "not reached"
            table.add_row(step.item.name, step.where, outcome, "", "")
            continue
        outcome = result["outcome"] + (f": {result['error']}" if result.get("error") else "")
        table.add_row(step.item.name, step.where, outcome, f"{result['seconds']:.1f}",
                      f"{step.estimate_s:.0f}")
    console.print(table)
    made = sum(r["outcome"] == "made" for r in results)
    failed = sum(r["outcome"] == "FAILED" for r in results)
    skipped = sum(s.skip is not None for s in steps)
    total = wall_s if wall_s is not None else sum(r["seconds"] for r in results)
    for phase, (estimated, actual) in (phases or {}).items():
        console.print(f"  {phase}: {actual:.0f} s (estimated {estimated:.0f} s)")
    estimated = sum(e for e, _ in (phases or {}).values())
    console.print(f"summary: {made} made, {failed} failed, {skipped} skipped, "
                  f"{total / 60:.1f} min" + (f" (estimated {estimated / 60:.1f} min)"
                                            if phases else ""))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", action="append", metavar="NAME",
                        help="only this snippet or artifact (repeatable)")
    parser.add_argument("--list", action="store_true",
                        help="run the preflight and print the plan; make nothing")
    parser.add_argument("--check", action="store_true",
                        help="report outputs that are missing or stale; exit 1 if any")
    parser.add_argument("--steps", default="check,benchmark,ir",
                        help="for snippets: which of check,benchmark,ir to run")
    parser.add_argument("--kinds", default=None,
                        help="comma-separated: gpu (outputs that need a GPU), portable "
                             "(GPU-independent ones), derived (figures drawn from generated "
                             "data). Default: gpu,derived on a GPU; portable,derived elsewhere")
    parser.add_argument("--force", action="store_true",
                        help="redraw derived outputs even if they are up to date")
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

    from rich.console import Console

    # Wide enough for the tables when the output is a log file, not a terminal.
    console = Console(highlight=False, width=None if sys.stdout.isatty() else 150)
    on_gpu = torch.cuda.is_available() and not interpreting()
    if interpreting() and torch.cuda.is_available():
        raise SystemExit("refusing to benchmark under TRITON_INTERPRET=1: "
                         "unset it to time the real kernels")
    kinds = tuple((args.kinds or ("gpu,derived" if on_gpu else "portable,derived")).split(","))
    if set(kinds) - set(KINDS):
        raise SystemExit(f"--kinds takes {', '.join(KINDS)}; got {args.kinds}")
    facts = machine_facts()
    machine = capability = None
    if on_gpu:
        from snippets.core.device import machine_slug

        machine = machine_slug()
        capability = torch.cuda.get_device_capability()
    steps = plan(registry, args.only, kinds, machine, capability, generated, args.force)

    console.print(f"regenerate: {facts['gpu'] or 'no GPU (Triton interpreter)'}; "
                  f"torch {facts['torch']}, triton {facts['triton']}; commit "
                  f"{facts['commit'][:10]}{' (dirty)' if facts['dirty'] else ''}")
    print_plan(console, steps)
    if args.list:
        return 0

    snippet_steps = set(args.steps.split(","))
    results, phases = [], {}
    started = time.perf_counter()
    drop_stale_failures(generated)
    try:
        # Slow CPU-side set-ups start now and overlap the checks and the first timings.
        prepared = start_preparations([s for s in steps if s.skip is None])
        checked = {}
        if on_gpu and "check" in snippet_steps:
            phases["checks"] = [check_phase_seconds(steps), 0.0]
            checked = check_first(console, steps, snippet_steps)
            phases["checks"][1] = time.perf_counter() - started
        run_steps(console, steps, facts, machine, generated, snippet_steps, results,
                  prepared, checked, phases)
    except KeyboardInterrupt:
        return 130
    finally:
        print_summary(console, steps, results, time.perf_counter() - started, phases)
    return 1 if any(r["outcome"] == "FAILED" for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
