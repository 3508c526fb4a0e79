"""The run, in three phases, after the plan; every item and check in a worker process.

1. ``check_first``: every snippet is checked against torch in worker processes (nothing
   is timed meanwhile), while the items' worker starts the slow set-ups (``prepare``)
   in the background;
2. ``run_steps``: one item at a time, in the items' worker (the device limits first,
   then every timing);
3. in the same call, the items that may run side by side (the notebooks), each in a
   worker, which time only while they hold the GPU lock (snippets/core/gpu_lock.py).

Every job has a time limit (``estimates.time_limit``): past it, its worker is killed
(``workers.Pool``), the item is recorded FAILED, "timed out after N s (estimated M s)",
and the run goes on. What items print goes to their own log,
``<generated>/.logs/<output folder>/<item>.log``; the terminal gets a line per finished
check and item. A failing item is recorded in ``failures.json`` and the run goes on.
"""

import contextlib
import os
import tempfile
import time
from pathlib import Path

from snippets.core import gpu_lock
from snippets.core.snippet import Snippet

from engine import jobs, parallel_checks, registry, schedule, workers
from engine.estimates import (DEFAULT_CHECK_SECONDS, batch_estimate, check_phase_seconds,
                              estimate_seconds, time_limit)
from engine.outputs import drop_stale_failures, record_outcome, recover_interrupted
from engine.planning import DEVICE_LIMITS

LOGS = ".logs"  # under the generated folder: hidden from --check, the site and git
START_LIMIT_S = 300.0  # a worker's start (imports) and the set-ups' launch


def log_path(generated: Path, where: str, name: str) -> Path:
    return generated / LOGS / where / f"{name}.log"


def run(console, steps, facts, machine, generated, snippet_steps, on_gpu, results,
        phases) -> None:
    """Every phase of the run, in order; ``results`` gets one entry per step made and
    ``phases`` [estimated, actual] seconds per phase, as they finish."""
    drop_stale_failures(generated)
    todo = [s for s in steps if s.skip is None]
    for folder in sorted({generated / s.where for s in todo}):
        recover_interrupted(folder)  # before any step: later ones run side by side
    for step in todo:  # this run's logs replace the last run's
        log_path(generated, step.where, step.item.name).unlink(missing_ok=True)
    registry.use({s.item.name: s.item for s in todo if s.item is not DEVICE_LIMITS})
    context = workers.start_method()
    started = time.perf_counter()
    with workers.Pool(1, context, generated / LOGS / "items-worker.log") as items:
        prepared = list(dict.fromkeys(s.item.name for s in todo
                                      if getattr(s.item, "prepare", None)))
        if prepared:  # slow CPU-side set-ups overlap the checks and the first timings
            items.submit("prepare", jobs.start_preparations, (prepared,), START_LIMIT_S)
        checked = {}
        if on_gpu and "check" in snippet_steps:
            phases["checks"] = [check_phase_seconds(steps), 0.0]
            checked = check_first(console, todo, generated, context)
            phases["checks"][1] = time.perf_counter() - started
        if prepared:
            outcome = next(items.outcomes())
            if outcome.error:  # each item then runs its own set-up when it is made
                console.print(f"set-ups not started early: {outcome.error}")
        run_steps(console, todo, facts, generated, snippet_steps, results, checked, phases,
                  items, context)


def check_first(console, todo, generated, context) -> dict:
    """The first phase: check every snippet this run makes in worker processes, and wait
    for all of them (nothing may be timed while they run), printing each as it finishes.
    Returns each snippet's ``workers.Outcome`` (its value: rows and seconds)."""
    to_check = [s for s in todo if isinstance(s.item, Snippet)]
    # Longest first (by the last run's time), so no long check starts last.
    to_check.sort(key=lambda s: -(s.check_estimate_s or 0))
    if not to_check:
        return {}
    started = time.perf_counter()
    count = min(parallel_checks.worker_count(), len(to_check))
    estimate = {s.item.name: s.check_estimate_s or DEFAULT_CHECK_SECONDS for s in to_check}
    logs = {s.item.name: log_path(generated, s.where, s.item.name) for s in to_check}
    console.print(f"checks: {len(to_check)} snippets against torch in {count} processes")
    outcomes = {}
    with workers.Pool(count, context, generated / LOGS / "check-workers.log") as pool:
        parallel_checks.submit(
            pool, [s.item for s in to_check], logs=logs, estimates=estimate,
            limits={s.item.name: time_limit(s.check_estimate_s, s.check_estimate_s is None)
                    for s in to_check})
        for outcome in pool.outcomes():
            outcomes[outcome.key] = outcome
            verdict = ("passed" if outcome.error is None else
                       "worker died: checked again with the item" if outcome.died else "FAILED")
            line = (f"check [{len(outcomes)}/{len(to_check)}] {outcome.key}: {verdict} in "
                    f"{outcome.seconds:.1f} s (estimated {estimate[outcome.key]:.0f} s)")
            if outcome.error and not outcome.died:
                line += f"\n    {outcome.error} (log: {logs[outcome.key]})"
            console.print(line)
    failed = [name for name, o in outcomes.items() if o.error and not o.died]
    console.print(f"checks: {len(outcomes) - len(failed)} passed"
                  + (f", {len(failed)} failed ({', '.join(failed)})" if failed else "")
                  + f", in {time.perf_counter() - started:.0f} s")
    return outcomes


def run_steps(console, todo, facts, generated, snippet_steps, results, checked, phases,
              items, context) -> None:
    """Make every step of ``todo`` (one at a time in ``items``, a one-worker pool; the
    side-by-side batch in a pool of its own), with a progress bar; append one result
    per step to ``results`` as it finishes (so the summary still sees them after an
    interrupt). ``checked``: the check phase's outcome per snippet."""
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    progress = Progress(TextColumn("[bold]{task.fields[item]:<28}"), BarColumn(),
                        TextColumn("{task.completed}/{task.total}"), TimeElapsedColumn(),
                        TextColumn("~{task.fields[left]} left"), console=console,
                        transient=False)
    done = []

    def finished(step, outcome):
        log = log_path(generated, step.where, step.item.name)
        result = "made" if outcome.error is None else "FAILED"
        record_outcome(generated / step.where, step.item.name, outcome.error)
        line = (f"[{len(done) + 1}/{len(todo)}] {step.item.name} -> {step.where}: "
                f"{result} in {outcome.seconds:.1f} s (estimated {step.estimate_s:.0f} s)")
        progress.console.print(line if outcome.error is None
                                else f"{line}\n    {outcome.error} (log: {log})")
        results.append({"step": step, "outcome": result, "seconds": outcome.seconds,
                        "error": outcome.error})
        done.append(step)
        progress.advance(task)

    def submit(pool, step):
        check = checked.get(step.item.name)
        if check is not None and check.error and not check.died:
            return finished(step, workers.Outcome(step, error=check.error))  # no timing
        rows = check.value if check is not None and check.error is None else None
        pool.submit(step, jobs.make_step,
                    (step.item.name, step.where, step.source, facts, str(generated),
                     snippet_steps, rows),
                    time_limit(step.estimate_s, step.guessed), step.estimate_s,
                    log_path(generated, step.where, step.item.name))

    def collect(pool):
        for outcome in pool.outcomes():
            finished(outcome.key, outcome)

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
            phase = phases.setdefault("one at a time" if alone else "side by side", [0.0, 0.0])
            phase[0] += batch_estimate(batch)
            batch_started = time.perf_counter()
            try:
                if alone:
                    submit(items, batch[0])
                    collect(items)
                else:
                    with workers.Pool(schedule.side_by_side_workers(), context,
                                      generated / LOGS / "side-by-side-workers.log") as pool:
                        for step in sorted(batch, key=lambda s: -s.estimate_s):
                            submit(pool, step)  # longest first: the last to start is short
                        collect(pool)
            except KeyboardInterrupt:
                console.print("interrupted: the outputs already there are untouched")
                results.extend({"step": s, "outcome": "interrupted",
                                "seconds": time.perf_counter() - batch_started}
                               for s in batch if s not in done)
                raise
            finally:
                phase[1] += time.perf_counter() - batch_started


@contextlib.contextmanager
def _gpu_lock_file(todo):
    """While items run side by side, a lock file (named in the environment, which their
    workers and notebook kernels inherit) through which their timings get the GPU alone."""
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
