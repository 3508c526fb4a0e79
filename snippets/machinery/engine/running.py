"""The run, in three phases, after the plan; every item and check in a worker process.

1. ``first_phase``: every snippet is checked against torch in worker processes, with
   the notebooks beside them (both share the GPU under the GPU lock,
   snippets/machinery/worker/gpu_lock.py: a notebook times only while no check runs), while the
   items' worker starts the slow set-ups (``prepare``) in the background;
2. one item at a time, in the items' worker (the device limits first, then every
   timing), once the set-ups have finished: nothing else uses the GPU meanwhile;
3. what else may run side by side, each in a worker (the notebooks, when there were no
   checks to run beside; the derived figures, in workers forked from a server that the
   run starts first, which has imported the engine and the snippets once:
   ``ahead.forked_from_a_server``).

Every job has a time limit (``estimates.time_limit``): past it, its worker is killed
(``workers.Pool``), the item is recorded FAILED, "timed out after N s (estimated M s)",
and the run goes on. What items print goes to their own log,
``docs/.generated-logs/<output folder>/<item>.log``; the terminal gets a line per finished
check and item. A failing item is recorded in ``failures.json`` and the run goes on.
"""

import time
from pathlib import Path

from snippets.machinery.items import Snippet, kind_of
from snippets.machinery.scheduling import schedule_of

from snippets.machinery.engine import ahead, estimates, jobs, parallel_checks, registry, schedule, workers
from snippets.machinery.engine.estimates import (DEFAULT_CHECK_SECONDS, alone, batch_estimate, estimate_seconds,
                              first_phase_order, phase_estimates, time_limit,
                              with_the_checks)
from snippets.machinery.engine.outputs import drop_stale_failures, record_outcome, recover_interrupted
from snippets.machinery.layout import logs_folder

START_LIMIT_S = 300.0  # a worker's start (imports) and the set-ups' launch
PREPARE_LIMIT_S = 900.0  # every set-up finished (an extension build: about a minute)


def log_path(generated: Path, where: str, name: str) -> Path:
    return logs_folder(generated) / where / f"{name}.log"


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
    registry.use({s.item.name: s.item for s in todo})
    checking = (on_gpu and "check" in snippet_steps
                and any(isinstance(s.item, Snippet) for s in todo))
    estimated = phase_estimates(todo, checking)
    run_ = _Run(console, todo, facts, generated, snippet_steps, results, phases, estimated)
    # The lock file's name is in the environment before any worker starts: they inherit it
    # (where workers were started ahead, ``started_ahead`` named it first).
    with ahead.gpu_lock_file([s.item for s in todo]), run_.progress, \
            workers.Pool(1, run_.context, logs_folder(generated) / "items-worker.log") as items:
        if any(kind_of(s.item) == "derived" for s in todo):
            run_.drawing_context = ahead.forked_from_a_server(run_.context, ahead.preload())
        prepared = list(dict.fromkeys(s.item.name for s in todo
                                      if schedule_of(s.item).prepare))

        started_in_items = []

        def start_preparations(names, part=None, made_in_worker=False):
            # in the items' worker, in background threads
            items.submit("prepare", jobs.start_preparations, (names, part, made_in_worker),
                         START_LIMIT_S)
            started_in_items.append(names)

        # Items measured in children started ahead (``warm_start``) and set up by nothing
        # else: their children start with the run, in the items' worker.
        warming = [s.item.name for s in todo if schedule_of(s.item).warm_start
                   and s.item.name not in prepared]
        early = with_the_checks(todo, checking)
        # Set-ups the items' worker also makes from the start (``setup_from_start``):
        # made there again once a worker has made them, from what that left on disk.
        # One job with the warm starts: a second would wait in the queue until the next
        # submission (the first set-up made in a worker, most of a minute in).
        from_start = [name for name in prepared
                      if schedule_of(jobs.item_named(name)).setup_from_start
                      ] if checking else []
        if warming or from_start:
            start_preparations(warming + from_start)
        if checking:
            # The set-ups compile first in workers of their own, side by side (on disk,
            # in Triton's and Inductor's caches); as each finishes, the items' worker
            # starts its own, which finds them there (what stays in a process, cuDNN's
            # plans, it makes).
            run_.first_phase(early, prepared, start_preparations if prepared else None)
        elif prepared:
            start_preparations(prepared)
        if prepared or warming:
            # The time the timings wait for set-ups still running after the first phase
            # is a phase of its own in the summary (estimates.WAITING).
            waiting, waited_since = time.perf_counter(), time.time()
            for _ in started_in_items:  # started (the items run their own set-up if not)
                next(items.outcomes())
            items.submit("prepare", jobs.finish_preparations, (), PREPARE_LIMIT_S)
            outcome = next(items.outcomes())
            own, last = outcome.value or ({}, None)
            if own:  # seconds of each set-up in the items' worker, recorded
                facts["own_setup_seconds"] = own
            if checking:  # when the last ended, from the first phase's start
                ended = round(time.perf_counter() - run_.first_phase_started, 1)
                facts["setups_done_seconds"] = dict.fromkeys(prepared + warming, ended)
                facts["setup_order"] = estimates.SETUP_ORDER_VERSION
            workers.wait_for_exits()  # the first phase's workers, exiting meanwhile
            waited = time.perf_counter() - waiting
            if waited >= 1.0 or estimated.get(estimates.WAITING):
                phases[estimates.WAITING] = [estimated.get(estimates.WAITING, 0.0), waited]
                console.print(f"set-ups: finished {waited:.0f} s after the first phase"
                              + (f" (the last: {last[0]}, {last[1] - waited_since:+.0f} s)"
                                 if last else ""))
            if outcome.error:
                console.print(f"set-ups: {outcome.error} (each item runs its own)")
        workers.wait_for_exits()  # done already where the run waited for set-ups above
        run_.later_phases([s for s in todo if s not in early], items)
        # Nothing is timed any more: the summary need not wait for the items' worker to
        # exit (multiprocessing ends it with the run, if it has not exited by then).
        items.close(wait=False)


class _Run:
    def __init__(self, console, todo, facts, generated, snippet_steps, results, phases,
                 estimated):
        from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

        self.console, self.todo, self.facts, self.generated = console, todo, facts, generated
        self.snippet_steps, self.results, self.phases = snippet_steps, results, phases
        self.estimated = estimated
        self.context = workers.start_method()
        self.drawing_context = self.context  # the derived figures' workers (no CUDA)
        self.checked, self.done = {}, []
        self.progress = Progress(TextColumn("[bold]{task.fields[item]:<28}"), BarColumn(),
                                 TextColumn("{task.completed}/{task.total}"),
                                 TimeElapsedColumn(), TextColumn("~{task.fields[left]} left"),
                                 console=console, transient=False)
        self.task = self.progress.add_task("regenerate", total=len(todo), item="", left="?")
        self.started = time.perf_counter()

    def print(self, line):
        # The time into the run first: a log file has no clock, and when each check,
        # set-up and item ended is what a run's phases are read from.
        seconds = int(time.perf_counter() - self.started)
        self.progress.console.print(f"{seconds // 60:2d}:{seconds % 60:02d} {line}")

    # -- phase 1: checks, with the notebooks beside them -----------------------------------
    def first_phase(self, early, prepared=(), when_prepared=None) -> None:
        # The longest notebooks, one per side-by-side worker, then the checks and the
        # other notebooks together, longest first by the last run's time, so that no
        # long job starts last (estimates.first_phase_order).
        order, count = first_phase_order(self.todo, early)
        to_check = [s for s in order if isinstance(s.item, Snippet)]
        name = next(iter(self.estimated))
        phase = self.phases.setdefault(name, [self.estimated[name], 0.0])
        started = self.first_phase_started = time.perf_counter()
        estimate = {s.item.name: s.check_estimate_s or DEFAULT_CHECK_SECONDS for s in to_check}
        logs = {s.item.name: log_path(self.generated, s.where, s.item.name) for s in to_check}
        self.print(f"{name}: {len(to_check)} snippets against torch"
                   + (f", {len(early)} items side by side" if early else "")
                   + f", in {count} processes")
        seed = time.time_ns() % 2**31  # one for the run: check.json's rows say which inputs
        groups = jobs.distinct_preparations(prepared)  # set-up's item -> items sharing it
        longest = {s.item.name: s.setup_estimate_s or 0.0 for s in self.todo}
        # One job per part of each set-up (most have one), in estimates.setup_order.
        parts = {owner: estimates.setup_parts_of(jobs.item_named(owner)) for owner in groups}
        setups = estimates.setup_order(
            [(owner, part) for owner in groups for part in parts[owner]],
            {owner: jobs.item_named(owner) for owner in groups}, longest)
        parts_left = {owner: len(of_owner) for owner, of_owner in parts.items()}
        parts_failed = dict.fromkeys(parts, False)
        count += min(len(setups), estimates.SETUP_WORKERS)

        def submit_setup(pool) -> None:
            # At most SETUP_WORKERS at a time, each ahead of every waiting check and
            # notebook: the set-ups do not take the workers the notebooks need.
            item_name, part = setups.pop(0)
            log = item_name if part is None else f"{item_name}-{part}"
            pool.submit(("prepare", item_name, part), jobs.prepare_in_worker,
                        (item_name, part), PREPARE_LIMIT_S, 0.0,
                        logs_folder(self.generated) / "set-ups" / f"{log}.log", first=True)

        with workers.Pool(count, self.context,
                          logs_folder(self.generated) / "first-phase-workers.log") as pool:
            for _ in range(min(len(setups), estimates.SETUP_WORKERS)):
                submit_setup(pool)
            for step in order:
                if isinstance(step.item, Snippet):
                    parallel_checks.submit(
                        pool, step.item, time_limit(step.check_estimate_s,
                                                    step.check_estimate_s is None),
                        estimate[step.item.name], logs[step.item.name], seed)
                else:
                    self.submit(pool, step)
            try:
                for outcome in pool.outcomes():
                    if isinstance(outcome.key, tuple):  # a set-up (part) made in a worker
                        _, item_name, part = outcome.key
                        parts_left[item_name] -= 1
                        parts_failed[item_name] |= outcome.error is not None
                        # Its estimate is per part: the longest part's seconds.
                        recorded = self.facts.setdefault("setup_seconds", {})
                        recorded[item_name] = max(recorded.get(item_name, 0.0),
                                                  round(outcome.seconds, 1))
                        what = item_name if part is None else f"{item_name} ({part})"
                        self.print(f"set-up of {what}: "
                                   + (f"{outcome.error} (its item makes it again)"
                                      if outcome.error else "made")
                                   + f" in {outcome.seconds:.1f} s, in a worker"
                                   + _cpu(outcome, ", "))
                        if setups:
                            submit_setup(pool)
                        if when_prepared is None:
                            continue
                        # The items' worker follows part by part (what a part leaves in
                        # a process: its kernels bound, flex's Dynamo cache, cuDNN's
                        # plans), and the whole once every part is made: where it
                        # followed every part, the whole only waits for them
                        # (jobs.start_preparations); else it runs.
                        if part is not None and not outcome.error:
                            when_prepared(groups[item_name], part)
                        if not parts_left[item_name]:
                            when_prepared(groups[item_name],
                                          made_in_worker=not parts_failed[item_name])
                    elif isinstance(outcome.key, str):
                        self.check_finished(outcome, len(to_check), estimate, logs)
                    else:
                        self.finished(outcome.key, outcome)
            except KeyboardInterrupt:
                self.interrupted([s for s in early if s not in self.done], started)
                raise
            finally:
                phase[1] += time.perf_counter() - started
            pool.close(wait=False)  # they exit while the set-ups end (wait_for_exits)
        failed = [n for n, o in self.checked.items() if o.error and not o.died]
        self.print(f"checks: {len(self.checked) - len(failed)} passed"
                   + (f", {len(failed)} failed ({', '.join(failed)})" if failed else "")
                   + f"; {name} in {time.perf_counter() - started:.0f} s")

    def check_finished(self, outcome, total, estimate, logs) -> None:
        self.checked[outcome.key] = outcome
        verdict = ("passed" if outcome.error is None else
                   "worker died: checked again with the item" if outcome.died else "FAILED")
        line = (f"check [{len(self.checked)}/{total}] {outcome.key}: {verdict} in "
                f"{outcome.seconds:.1f} s (estimated {estimate[outcome.key]:.0f} s"
                f"{_cpu(outcome)})")
        if outcome.error and not outcome.died:
            line += f"\n    {outcome.error} (log: {logs[outcome.key]})"
        self.print(line)

    # -- phases 2 and 3 ---------------------------------------------------------------------
    def later_phases(self, todo, items) -> None:
        """One at a time in ``items`` (a one-worker pool); each side-by-side batch in a
        pool of its own."""
        for batch in schedule.batches(todo):
            left = [s for s in todo if s not in self.done]
            estimated_done = sum(s.estimate_s for s in self.done)
            pace = ((time.perf_counter() - self.started) / estimated_done
                    if estimated_done else 1.0)
            self.progress.update(self.task, item=batch[0].item.name if len(batch) == 1
                                 else f"{len(batch)} side by side",
                                 left=f"{estimate_seconds(left) * pace / 60:.1f} min")
            name = "one at a time" if alone(batch) else "side by side"
            phase = self.phases.setdefault(name, [0.0, 0.0])
            phase[0] += batch_estimate(batch)
            started = time.perf_counter()
            try:
                if alone(batch):
                    self.submit(items, batch[0])
                    self.collect(items)
                else:
                    drawing = all(kind_of(s.item) == "derived" for s in batch)
                    log = logs_folder(self.generated) / "side-by-side-workers.log"
                    with workers.Pool(schedule.batch_workers(batch),
                                      self.drawing_context if drawing else self.context,
                                      log) as pool:
                        for step in sorted(batch, key=lambda s: -s.estimate_s):
                            self.submit(pool, step)  # longest first: the last to start is short
                        self.collect(pool)
            except KeyboardInterrupt:
                self.interrupted([s for s in batch if s not in self.done], started)
                raise
            finally:
                phase[1] += time.perf_counter() - started

    # -- one step ---------------------------------------------------------------------------
    def submit(self, pool, step) -> None:
        check = self.checked.get(step.item.name)
        if check is not None and check.error and not check.died:
            return self.finished(step, workers.Outcome(step, error=check.error))  # not timed
        rows = check.value if check is not None and check.error is None else None
        pool.submit(step, jobs.make_step,
                    (step.item.name, step.where, step.source, self.facts, str(self.generated),
                     self.snippet_steps, rows),
                    time_limit(step.estimate_s, step.guessed), step.estimate_s,
                    log_path(self.generated, step.where, step.item.name))

    def collect(self, pool) -> None:
        for outcome in pool.outcomes():
            self.finished(outcome.key, outcome)

    def finished(self, step, outcome) -> None:
        result = "made" if outcome.error is None else "FAILED"
        record_outcome(self.generated / step.where, step.item.name, outcome.error)
        line = (f"[{len(self.done) + 1}/{len(self.todo)}] {step.item.name} -> {step.where}: "
                f"{result} in {outcome.seconds:.1f} s (estimated {step.estimate_s:.0f} s"
                f"{_cpu(outcome)})")
        if outcome.error is not None:
            log = log_path(self.generated, step.where, step.item.name)
            line += f"\n    {outcome.error} (log: {log})"
        self.print(line)
        self.results.append({"step": step, "outcome": result, "seconds": outcome.seconds,
                             "error": outcome.error})
        self.done.append(step)
        self.progress.advance(self.task)

    def interrupted(self, steps, started) -> None:
        self.print("interrupted: the outputs already there are untouched")
        self.results.extend({"step": s, "outcome": "interrupted",
                             "seconds": time.perf_counter() - started} for s in steps)


def _cpu(outcome, lead: str = "; ") -> str:
    """The CPU seconds a job took, for its line (where the first phase's cores went),
    and the seconds it compiled in its worker (what an item's turn spent with the GPU
    idle, where the job is a timing)."""
    if outcome.cpu_seconds is None:
        return ""
    text = f"{lead}{outcome.cpu_seconds:.0f} s of CPU"
    if outcome.compile_seconds is not None and outcome.compile_seconds >= 0.05:
        text += f", {outcome.compile_seconds:.1f} s compiling"
    return text
