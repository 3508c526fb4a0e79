"""The run, in three phases, after the plan.

1. ``check_first``: every snippet is checked against torch in worker processes (nothing
   is timed meanwhile), while slow set-ups (``start_preparations``) build in the
   background;
2. ``run_steps``: one item at a time (the device limits first, then every timing);
3. in the same call, the items that may run side by side (the notebooks), which time
   only while they hold the GPU lock (snippets/core/gpu_lock.py).

A failing item is recorded in ``failures.json`` and the run goes on.
"""

import contextlib
import os
import tempfile
import threading
import time
import traceback
from pathlib import Path

from snippets.core import gpu_lock
from snippets.core.snippet import Derived, Snippet

from engine import parallel_checks, schedule
from engine.estimates import batch_estimate, check_phase_seconds, estimate_seconds
from engine.making import (make_artifact, make_derived, make_device_limits,
                           make_snippet_outputs, read_copy_gbps)
from engine.outputs import build_item, drop_stale_failures, record_outcome, recover_interrupted
from engine.planning import DEVICE_LIMITS


def run(console, steps, facts, machine, generated, snippet_steps, on_gpu, results,
        phases) -> None:
    """Every phase of the run, in order; ``results`` gets one entry per step made and
    ``phases`` [estimated, actual] seconds per phase, as they finish."""
    drop_stale_failures(generated)
    started = time.perf_counter()
    # Slow CPU-side set-ups start now and overlap the checks and the first timings.
    prepared = start_preparations([s for s in steps if s.skip is None])
    checked = {}
    if on_gpu and "check" in snippet_steps:
        phases["checks"] = [check_phase_seconds(steps), 0.0]
        checked = check_first(console, steps, snippet_steps)
        phases["checks"][1] = time.perf_counter() - started
    run_steps(console, steps, facts, machine, generated, snippet_steps, results, prepared,
              checked, phases)


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
        for batch in schedule.batches(todo):
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
    with ThreadPoolExecutor(max_workers=schedule.side_by_side_workers(),
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
