"""scripts/regenerate.py: outputs are replaced whole or not at all, and --check is honest."""

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
import torch

from snippets.machinery.engine import cli, schedule
from snippets.machinery.engine.estimates import (DEFAULT_CHECK_SECONDS, check_phase_seconds,
                                                 estimate_seconds)
from snippets.machinery.engine.outputs import build_item, drop_stale_failures, recover_interrupted
from snippets.machinery.engine.planning import Step, plan
from snippets.machinery.engine.provenance import derived_provenance, provenance
from snippets.machinery.engine.schedule import batches
from snippets.machinery.engine.staleness import check_outputs, derived_sources, inputs_fingerprint
from snippets.machinery.items import Artifact, Derived, Schedule, discover, kind_of, source_hash
from snippets.machinery.layout import DEVICE_ITEM, ROOT


def _old_output(machine_dir: Path) -> Path:
    item = machine_dir / "demo"
    item.mkdir(parents=True)
    (item / "figure.txt").write_text("old figure")
    return item


def test_a_failing_item_leaves_the_old_output_untouched(tmp_path):
    item = _old_output(tmp_path)

    def broken(folder):
        (folder / "figure.txt").write_text("half-written")
        raise RuntimeError("benchmark crashed")

    with pytest.raises(RuntimeError):
        build_item(tmp_path, "demo", broken)
    assert (item / "figure.txt").read_text() == "old figure"
    assert [p.name for p in tmp_path.iterdir()] == ["demo"]  # no temporary left behind


def test_a_successful_item_replaces_the_old_output_whole(tmp_path):
    item = _old_output(tmp_path)
    build_item(tmp_path, "demo", lambda f: (f / "new.txt").write_text("new"))
    assert sorted(p.name for p in item.iterdir()) == ["new.txt"]


def test_killing_a_run_midway_leaves_outputs_intact_and_recoverable(tmp_path):
    item = _old_output(tmp_path)
    script = textwrap.dedent(f"""
        import sys, time
        from snippets.machinery.engine.outputs import build_item
        from pathlib import Path
        def slow(folder):
            (folder / "figure.txt").write_text("new, unfinished")
            print("started", flush=True)
            time.sleep(60)
        build_item(Path({str(tmp_path)!r}), "demo", slow)
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                            cwd=ROOT)
    assert proc.stdout.readline().strip() == "started"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert (item / "figure.txt").read_text() == "old figure"
    assert any(p.name.startswith(".tmp-demo") for p in tmp_path.iterdir())
    recover_interrupted(tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == ["demo"]


def test_recovery_restores_an_output_moved_aside_before_a_kill(tmp_path):
    (tmp_path / ".old-demo-1234").mkdir()
    (tmp_path / ".old-demo-1234" / "figure.txt").write_text("old figure")
    recover_interrupted(tmp_path)
    assert (tmp_path / "demo" / "figure.txt").read_text() == "old figure"


def _fake_generated(tmp_path, registry, hash_override=None):
    """Outputs for every item, as a complete run would leave them."""
    machine = tmp_path / "some-gpu"  # the GPU's limits among them: the device item
    derived = []
    for name, item in registry.items():
        if kind_of(item) == "derived":
            derived.append(item)
            continue
        folder = (machine if kind_of(item) == "gpu" else tmp_path / "portable") / name
        folder.mkdir(parents=True)
        digest = (hash_override or {}).get(name, source_hash(item))
        (folder / "provenance.json").write_text(json.dumps({"source_hash": digest}))
    for item in derived:  # drawn last, from what is there
        home = machine if item.scope == "per_gpu" else tmp_path / "portable"
        sources = derived_sources(item, tmp_path, machine)
        (home / item.name).mkdir(parents=True)
        (home / item.name / "provenance.json").write_text(json.dumps({
            "source_hash": source_hash(item),
            "inputs_fingerprint": inputs_fingerprint(item, sources)}))
    return machine


def test_check_passes_when_everything_is_current(tmp_path, monkeypatch):
    # The fake folders hold no real data, so no page's claims (tests/machinery/claims/test_claims.py checks
    # those against the committed data) are declared here.
    from snippets.machinery import claims

    monkeypatch.setattr(claims, "discover", lambda: {})
    registry = discover()
    _fake_generated(tmp_path, registry)
    assert check_outputs(registry, tmp_path) == []


def test_check_reports_stale_missing_and_orphaned_outputs(tmp_path):
    registry = discover()
    machine = _fake_generated(tmp_path, registry, hash_override={"vector_add": "0" * 16})
    (machine / "removed_snippet").mkdir()
    (machine / "removed_snippet" / "provenance.json").write_text("{}")
    for child in (machine / "vector_add_block_size").iterdir():
        child.unlink()
    (machine / "vector_add_block_size").rmdir()
    problems = "\n".join(check_outputs(registry, tmp_path))
    assert "vector_add: stale" in problems
    assert "vector_add_block_size: missing" in problems
    assert "removed_snippet: made by code that no longer exists" in problems


def test_list_does_nothing_but_say_what_it_would_do(tmp_path):
    out = subprocess.run(
        [sys.executable, "scripts/regenerate.py", "--list", "--generated-dir", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert "vector_add" in out
    assert list(tmp_path.iterdir()) == []


def test_unknown_names_are_refused(tmp_path):
    result = subprocess.run([sys.executable, "scripts/regenerate.py", "--only", "no_such_thing",
                             "--generated-dir", str(tmp_path)], cwd=ROOT, capture_output=True,
                            text=True)
    assert result.returncode != 0 and "unknown snippet or artifact" in result.stderr


# -- preflight ------------------------------------------------------------------------

def _registry_with(*items):
    return {item.name: item for item in items}


def _writes(text):
    def make(folder):
        (folder / "out.txt").write_text(text)
    return make


def test_preflight_skips_an_item_whose_tool_is_missing_and_keeps_its_output(tmp_path, monkeypatch):
    item = Artifact("needs_a_tool", _writes("new"), needs_cuda=False,
                    needs_tools=("no-such-profiler-xyz",), module=__name__)
    old = tmp_path / "portable" / item.name
    old.mkdir(parents=True)
    (old / "out.txt").write_text("old")
    monkeypatch.setattr(cli, "discover", lambda: _registry_with(item))
    assert cli.main(["--kinds", "portable", "--generated-dir", str(tmp_path)]) == 0
    assert (old / "out.txt").read_text() == "old"
    steps = plan(_registry_with(item), None, ("portable",), None, None, tmp_path)
    assert "no-such-profiler-xyz" in steps[0].skip and "not found" in steps[0].skip


def test_preflight_checks_package_versions_and_compute_capability():
    too_new = Artifact("too_new", _writes(""), needs_cuda=True, needs_packages=("triton>=99",),
                       module=__name__)
    hopper = Artifact("hopper", _writes(""), needs_cuda=True, needs_capability=(9, 0),
                      module=__name__)
    steps = plan(_registry_with(too_new, hopper), None, ("gpu",), "some-gpu", (8, 0))
    reasons = {s.item.name: s.skip for s in steps}
    assert "needs triton>=99" in reasons["too_new"]
    assert "compute capability 9.0" in reasons["hopper"]


def test_a_run_makes_portable_items_then_derived_ones_and_records_the_time(tmp_path, monkeypatch):
    gpu = tmp_path / "some-gpu"
    (gpu / "data").mkdir(parents=True)
    (gpu / "data" / "provenance.json").write_text(json.dumps({"gpu": "Some GPU", "date_utc": "d"}))
    (gpu / "data" / "value.txt").write_text("42")

    def draw(folder, source):
        (folder / "drawn.txt").write_text("drawn from " + (source / "data" / "value.txt").read_text())

    made = Artifact("made_here", _writes("x"), needs_cuda=False, module=__name__)
    drawn = Derived("drawn", draw, inputs=("data",), module=__name__)
    monkeypatch.setattr(cli, "discover", lambda: _registry_with(made, drawn))
    assert cli.main(["--generated-dir", str(tmp_path)]) == 0
    assert (gpu / "drawn" / "drawn.txt").read_text() == "drawn from 42"
    record = json.loads((gpu / "drawn" / "provenance.json").read_text())
    assert record["seconds"] >= 0 and record["inputs_fingerprint"]
    # Up to date now: a second run leaves it alone; remaking its data makes it stale.
    steps = plan(_registry_with(drawn), None, ("derived",), None, None, tmp_path)
    assert steps[0].skip == "up to date"
    (gpu / "data" / "provenance.json").write_text(json.dumps({"date_utc": "later"}))
    problems = check_outputs(_registry_with(drawn), tmp_path)
    assert any("drawn: stale (the data it is drawn from was remade)" in p for p in problems)


def test_a_derived_item_without_its_data_is_skipped_with_the_reason(tmp_path):
    (tmp_path / "some-gpu").mkdir()
    drawn = Derived("drawn", lambda folder, source: None, inputs=("data",), module=__name__)
    steps = plan(_registry_with(drawn), None, ("derived",), None, None, tmp_path)
    assert steps[0].skip == "its input data has not been made on some-gpu"


def test_a_derived_item_skips_data_that_older_code_made(tmp_path):
    # Seen on a GPU run: the other GPU's data came from the previous version of its
    # producer and lacked a file the figure now reads.
    data = tmp_path / "other-gpu" / "data"
    data.mkdir(parents=True)
    producer = Artifact("data", lambda folder: None, module=__name__)
    drawn = Derived("drawn", lambda folder, source: None, inputs=("data",), module=__name__)
    registry = _registry_with(producer, drawn)

    def drawn_step():
        steps = plan(registry, None, ("derived",), None, None, tmp_path)
        return next(s for s in steps if s.item.name == "drawn")

    (data / "provenance.json").write_text(json.dumps({"source_hash": "from-older-code"}))
    assert drawn_step().skip == ("its input data on other-gpu was made by older code: "
                                 "rerun scripts/regenerate.py on that GPU")
    (data / "provenance.json").write_text(json.dumps({"source_hash": source_hash(producer)}))
    assert drawn_step().skip is None


def _appends(path, text):
    """Append a line to a file: the items run in worker processes, which share no list
    with the test, but the file system."""
    with open(path, "a") as f:
        f.write(text + "\n")


def test_a_shared_preparation_runs_once_in_the_background_before_its_items(tmp_path, monkeypatch):
    calls = tmp_path / "calls.txt"

    def build_extension():
        _appends(calls, "built")

    def uses_it(folder):
        assert calls.read_text() == "built\n", "made before its preparation finished"
        (folder / "out.txt").write_text("ok")

    first = Artifact("first", uses_it, needs_cuda=False,
                     schedule=Schedule(prepare=build_extension), module=__name__)
    second = Artifact("second", uses_it, needs_cuda=False,
                      schedule=Schedule(prepare=build_extension),
                      module=__name__)
    monkeypatch.setattr(cli, "discover", lambda: _registry_with(first, second))
    assert cli.main(["--kinds", "portable", "--generated-dir", str(tmp_path)]) == 0
    assert calls.read_text() == "built\n"
    assert (tmp_path / "portable" / "second" / "out.txt").read_text() == "ok"


# -- running side by side ---------------------------------------------------------------

def test_concurrent_items_run_side_by_side_after_the_others_of_their_kind(tmp_path, monkeypatch):
    import time

    order, started = tmp_path / "order.txt", tmp_path / "started"
    started.mkdir()

    def alone(folder):
        _appends(order, "alone")
        (folder / "out.txt").write_text("ok")

    def together(folder):
        (started / folder.name).touch()
        deadline = time.monotonic() + 30  # serial runs would time out here
        while len(list(started.iterdir())) < 2:
            assert time.monotonic() < deadline, "the other one never started"
            time.sleep(0.05)
        _appends(order, "together")
        (folder / "out.txt").write_text("ok")

    items = [Artifact("first", together, needs_cuda=False,
                      schedule=Schedule(concurrent=True), module=__name__),
             Artifact("second", together, needs_cuda=False,
                      schedule=Schedule(concurrent=True), module=__name__),
             Artifact("third", alone, needs_cuda=False, module=__name__)]
    monkeypatch.setattr(cli, "discover", lambda: _registry_with(*items))
    monkeypatch.setattr(schedule, "side_by_side_workers", lambda cpus=None: 2)
    assert cli.main(["--kinds", "portable", "--generated-dir", str(tmp_path)]) == 0
    assert order.read_text().split() == ["alone", "together", "together"]
    assert all((tmp_path / "portable" / name / "provenance.json").exists()
               for name in ("first", "second", "third"))
    assert gpu_lock_env() not in os.environ  # the lock file's name is gone with the run


def gpu_lock_env():
    from snippets.machinery.worker.gpu_lock import LOCK_ENV

    return LOCK_ENV


def test_a_failing_concurrent_item_is_recorded_and_the_others_are_made(tmp_path, monkeypatch):
    def broken(folder):
        raise RuntimeError("cell 3 failed")

    items = [Artifact("broken", broken, needs_cuda=False,
                      schedule=Schedule(concurrent=True), module=__name__),
             Artifact("fine", _writes("new"), needs_cuda=False, schedule=Schedule(concurrent=True),
                      module=__name__)]
    monkeypatch.setattr(cli, "discover", lambda: _registry_with(*items))
    _old_output(tmp_path / "portable")  # "demo" is not among them: it must survive
    assert cli.main(["--kinds", "portable", "--generated-dir", str(tmp_path)]) == 1
    failures = json.loads((tmp_path / "portable" / "failures.json").read_text())
    assert list(failures) == ["broken"] and "cell 3 failed" in failures["broken"]["error"]
    assert (tmp_path / "portable" / "fine" / "out.txt").read_text() == "new"
    assert (tmp_path / "portable" / "demo" / "figure.txt").read_text() == "old figure"


def test_the_estimate_counts_side_by_side_items_once(monkeypatch):
    monkeypatch.setattr(schedule, "side_by_side_workers", lambda cpus=None: 2)

    def step(seconds, concurrent):
        item = Artifact(f"x{seconds}", _writes(""),
                        schedule=Schedule(concurrent=concurrent), module=__name__)
        return Step(item, "portable", None, seconds, False)

    steps = [step(10, False), step(40, True), step(30, True), step(20, True)]
    # Longest first on 2 workers: 40 on one; 30, then 20, on the other.
    assert estimate_seconds(steps) == 10 + 50
    steps = [step(10, False), step(100, True), step(5, True)]
    assert estimate_seconds(steps) == 10 + 100  # no faster than the longest


# -- the first phase: checks in worker processes ------------------------------------------

def test_checks_run_in_worker_processes_and_give_check_json_rows(tmp_path):
    from snippets.machinery.engine import parallel_checks, workers
    from snippets.vector_add.add import VECTOR_ADD

    # Spawned, as on a GPU: the worker finds the snippet by its name.
    with workers.Pool(1, "spawn", tmp_path / "worker.log") as pool:
        parallel_checks.submit(pool, VECTOR_ADD, log=tmp_path / "vector_add.log",
                               device_type="cpu", seed=3)
        outcome, = pool.outcomes()
    assert outcome.error is None, outcome.error
    rows, seconds = outcome.value
    # Off the GPU: the quick shapes, in the dtypes the interpreter computes right.
    assert [(tuple(r["shape"]), r["dtype"]) for r in rows] == [
        (tuple(shape), str(dtype)) for shape in VECTOR_ADD.quick_shapes
        for dtype in (torch.float32, torch.float16)]
    assert all(r["max_abs_error"] == 0.0 for r in rows) and seconds > 0


def test_a_worker_reports_a_failure_a_crash_and_a_hang_and_serves_on(tmp_path):
    import time

    from snippets.machinery.engine import workers

    started = time.monotonic()
    with workers.Pool(1, workers.start_method(), tmp_path / "worker.log") as pool:
        pool.submit("fails", int, ("not a number",), limit_s=30, log=tmp_path / "fails.log")
        pool.submit("crashes", os._exit, (3,), limit_s=30)
        pool.submit("hangs", time.sleep, (3600,), limit_s=1, estimate_s=0.2)
        pool.submit("fine", abs, (-2,), limit_s=30)
        outcomes = {o.key: o for o in pool.outcomes()}
    assert outcomes["fails"].error.startswith("ValueError: invalid literal")
    assert "Traceback" in (tmp_path / "fails.log").read_text()  # not on the terminal
    assert outcomes["crashes"].died and "exit code 3" in outcomes["crashes"].error
    assert outcomes["hangs"].timed_out
    assert outcomes["hangs"].error == "timed out after 1 s (estimated 0 s)"
    assert outcomes["fine"].value == 2  # in a fresh worker, after the others
    assert time.monotonic() - started < 60


def test_each_job_reports_the_cpu_it_took_its_waited_children_included(tmp_path):
    """The first phase is bound by its CPU cores: each line says what a job spent."""
    import subprocess
    import sys

    from snippets.machinery.engine import workers

    burn = "sum(range(3 * 10**7))"
    with workers.Pool(1, workers.start_method(), tmp_path / "worker.log") as pool:
        pool.submit("here", eval, (burn,), limit_s=60)
        pool.submit("child", subprocess.call, ([sys.executable, "-c", burn],), limit_s=60)
        pool.submit("idle", os.getpid, limit_s=60)
        outcomes = {o.key: o for o in pool.outcomes()}
    assert outcomes["here"].cpu_seconds > 0.2 and outcomes["child"].cpu_seconds > 0.2
    assert outcomes["idle"].cpu_seconds < 0.1


def test_each_job_reports_the_seconds_it_compiled(tmp_path):
    """An item's turn spent compiling has the GPU idle: its line says how long."""
    from snippets.machinery.engine import workers

    compiles = ("from snippets.machinery.engine import compile_clock\nimport time\n"
                "with compile_clock._compiling():\n    time.sleep(0.3)")
    with workers.Pool(1, workers.start_method(), tmp_path / "worker.log") as pool:
        pool.submit("compiles", exec, (compiles,), limit_s=60)
        pool.submit("idle", os.getpid, limit_s=60)  # the next job counts from zero
        outcomes = {o.key: o for o in pool.outcomes()}
    assert 0.3 <= outcomes["compiles"].compile_seconds < 5
    assert outcomes["idle"].compile_seconds < 0.05


def test_the_compile_clock_counts_nested_failed_and_asynchronous_compiles_right(monkeypatch):
    from snippets.machinery.engine import compile_clock as clock

    now = [100.0]
    monkeypatch.setattr(clock.time, "perf_counter", lambda: now[0])
    clock.start()
    with clock._compiling():  # a torch.compile frame ...
        now[0] += 2
        clock._triton_starts(True)  # ... and a kernel inside it: counted once
        now[0] += 1
        clock._triton_ends()
    assert clock.seconds() == 3
    clock._triton_starts(False)  # asynchronous: it ends elsewhere, not counted here
    now[0] += 5
    clock._triton_ends()
    assert clock.seconds() == 3
    clock._triton_starts(True)  # a compile that raises never reaches its end hook ...
    now[0] += 1
    assert clock.seconds() == 4  # (in progress, counted so far)
    clock._triton_starts(True)  # ... it ends when the thread's next compile starts
    now[0] += 1
    clock._triton_ends()
    assert clock.seconds() == 5
    clock.start()
    assert clock.seconds() == 0


def test_a_job_is_sent_once_a_worker_is_free_though_nobody_reads_outcomes(tmp_path):
    """The run submits the items' worker's set-up parts while it reads only the first
    phase's outcomes: each must start when the worker is free, not when the items'
    outcomes are next read (the timings once waited most of a minute for that)."""
    import time

    from snippets.machinery.engine import workers

    with workers.Pool(1, workers.start_method(), tmp_path / "worker.log") as pool:
        pool.submit("first", abs, (-1,), limit_s=30)
        deadline = time.monotonic() + 30
        while not pool._busy or not next(iter(pool._busy)).conn.poll():
            assert time.monotonic() < deadline, "the first job never finished"
            time.sleep(0.05)
        pool.submit("second", os.mkdir, (str(tmp_path / "second ran"),), limit_s=30)
        while not (tmp_path / "second ran").exists():  # no outcomes() read meanwhile
            assert time.monotonic() < deadline, "the second job waited for outcomes()"
            time.sleep(0.05)
        outcomes = [(o.key, o.value, o.error) for o in pool.outcomes()]
    assert outcomes == [("first", 1, None), ("second", None, None)]


def test_drawing_workers_are_forked_from_a_server_started_ahead(tmp_path):
    """Where workers are spawned (a GPU machine), the derived figures' workers are forks
    of a server that imported the engine once, not fresh interpreters."""
    from snippets.machinery.engine import ahead, workers

    assert ahead.forked_from_a_server("fork", ["engine.jobs"]) == "fork"  # no need
    context = ahead.forked_from_a_server("spawn", ["engine.jobs"])
    assert context == "forkserver"
    with workers.Pool(2, context, tmp_path / "worker.log") as pool:
        pool.submit("parent", os.getppid, limit_s=60)
        pool.submit("fine", abs, (-2,), limit_s=60)
        outcomes = {o.key: o for o in pool.outcomes()}
    assert outcomes["fine"].value == 2
    assert outcomes["parent"].value not in (os.getpid(), None)  # the server's child


def test_workers_started_ahead_are_taken_by_the_pools_of_their_start_method(tmp_path):
    """A whole GPU run spawns its workers while it plans (their imports take seconds):
    a pool takes those before it starts its own, one of another start method does not,
    and those left over exit at the end."""
    from snippets.machinery.engine import workers

    workers.start_spares("spawn", 2, tmp_path / "ahead.log")
    spares = [worker.process.pid for _, worker in workers._SPARES]
    try:
        with workers.Pool(1, "fork", tmp_path / "forked.log") as forked:
            forked.submit("forked", os.getpid, limit_s=60)
            outcome, = forked.outcomes()
        assert outcome.value not in spares
        with workers.Pool(1, "spawn", tmp_path / "worker.log") as pool:
            pool.submit("ahead", os.getpid, limit_s=60)
            outcome, = pool.outcomes()
        assert outcome.value in spares and len(workers._SPARES) == 1
    finally:
        left = [worker for _, worker in workers._SPARES]
        workers.close_spares()
    assert not workers._SPARES and not any(w.process.is_alive() for w in left)


def test_a_whole_gpu_run_names_its_lock_before_it_starts_workers_ahead(tmp_path, monkeypatch):
    from snippets.machinery.engine import ahead, estimates, parallel_checks, schedule, workers
    from snippets.machinery.worker.gpu_lock import LOCK_ENV

    monkeypatch.delenv(LOCK_ENV, raising=False)
    monkeypatch.setattr(workers, "start_method", lambda: "spawn")
    monkeypatch.setattr(parallel_checks, "worker_count", lambda cpus=None: 1)
    monkeypatch.setattr(schedule, "side_by_side_workers", lambda cpus=None: 0)
    monkeypatch.setattr(estimates, "SETUP_WORKERS", 0)
    items = [Artifact("nb", _writes(""), schedule=Schedule(concurrent=True), module=__name__)]
    with ahead.started_ahead(items, tmp_path / "ahead.log", wanted=False):
        assert not workers._SPARES and LOCK_ENV not in os.environ
    with ahead.started_ahead(items, tmp_path / "ahead.log", wanted=True):
        assert len(workers._SPARES) == 1 + 1  # a check worker and the items' worker
        with workers.Pool(1, "spawn", tmp_path / "worker.log") as pool:
            pool.submit("lock", os.getenv, (LOCK_ENV,), limit_s=60)
            outcome, = pool.outcomes()
        assert outcome.value == os.environ[LOCK_ENV]  # inherited: its timings are locked
    assert not workers._SPARES and LOCK_ENV not in os.environ


def test_a_hung_item_is_stopped_recorded_and_the_run_goes_on(tmp_path, monkeypatch):
    import time

    from snippets.machinery.engine import estimates

    def hangs(folder):
        time.sleep(3600)

    items = [Artifact("hangs", hangs, needs_cuda=False, module=__name__),
             Artifact("fine", _writes("made"), needs_cuda=False, module=__name__)]
    monkeypatch.setattr(cli, "discover", lambda: _registry_with(*items))
    # Limits of a few seconds instead of minutes (the item is guessed at 10 s).
    monkeypatch.setattr(estimates, "LIMIT_FACTOR", 0.2)
    monkeypatch.setattr(estimates, "GUESSED_LIMIT_S", 2.0)
    started = time.monotonic()
    assert cli.main(["--kinds", "portable", "--generated-dir", str(tmp_path)]) == 1
    assert time.monotonic() - started < 60
    failures = json.loads((tmp_path / "portable" / "failures.json").read_text())
    assert failures["hangs"]["error"] == "timed out after 2 s (estimated 10 s)"
    assert (tmp_path / "portable" / "fine" / "out.txt").read_text() == "made"


# A stand-in for load_inline's build: torch's own lock file (file_baton, as
# torch.utils.cpp_extension._jit_compile uses it) inside our build lock, a library written
# in two steps, and a load that refuses a half-built one.
FAKE_EXTENSION_RUN = """
import sys, time
from pathlib import Path
from snippets.machinery.engine import cli
from snippets.machinery.worker.build_lock import exclusive_build
from snippets.machinery.items import Artifact, Schedule
from torch.utils.file_baton import FileBaton

FOLDER = Path({folder!r})
SLOW = {slow!r}

def build():
    with exclusive_build(FOLDER):
        baton = FileBaton(str(FOLDER / "lock"))
        if baton.try_acquire():
            try:
                (FOLDER / "ext.so").write_text("half")
                if SLOW:
                    (FOLDER.parent / "building").touch()
                    time.sleep(3600)
                (FOLDER / "ext.so").write_text("whole")
            finally:
                baton.release()
        else:
            baton.wait()  # torch waits so, with no limit
    return (FOLDER / "ext.so").read_text()

def uses_it(folder):
    (folder / "loaded.txt").write_text(build())

item = Artifact("uses_extension", uses_it, needs_cuda=False, schedule=Schedule(prepare=build),
                module="demo")
cli.discover = lambda: {{item.name: item}}
sys.exit(cli.main(["--kinds", "portable", "--generated-dir", {generated!r}]))
"""


def test_a_run_killed_during_an_extension_build_does_not_block_the_next(tmp_path):
    import time

    from snippets.machinery.engine import workers

    folder, generated = tmp_path / "build" / "ext", tmp_path / "generated"

    def script(slow):
        return FAKE_EXTENSION_RUN.format(folder=str(folder),
                                         slow=slow, generated=str(generated))

    first = subprocess.Popen([sys.executable, "-c", script(True)], cwd=ROOT,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while not (tmp_path / "build" / "building").exists():
        assert first.poll() is None and time.monotonic() < deadline, "the build never started"
        time.sleep(0.1)
    for pid in workers.descendants(first.pid) + [first.pid]:  # killed, as by kill -9
        os.kill(pid, signal.SIGKILL)
    first.wait()
    assert (folder / "lock").exists()  # what made the next run wait for 19 minutes
    second = subprocess.run([sys.executable, "-c", script(False)], cwd=ROOT, timeout=120,
                            capture_output=True, text=True)
    assert second.returncode == 0, second.stdout + second.stderr
    made = generated / "portable" / "uses_extension" / "loaded.txt"
    assert made.read_text() == "whole"  # rebuilt from scratch, not the half-built one
    logs = "".join(p.read_text() for p in (tmp_path / ".generated-logs").rglob("*.log"))
    assert "left by an interrupted build" in logs  # in the run's logs, not on the terminal


def test_worker_counts_leave_cpus_for_the_rest():
    from snippets.machinery.engine import parallel_checks

    assert parallel_checks.worker_count(2) == 1 and parallel_checks.worker_count(16) == 6
    assert schedule.side_by_side_workers(2) == 1 and schedule.side_by_side_workers(16) == 4


# -- a first run on a new GPU ------------------------------------------------------------

FACTS = {"gpu": "Fake GPU", "host": "test", "commit": "abc", "torch": "t", "triton": "t",
         "python": "p"}


def _this_gpu_has_every_tool(monkeypatch):
    # The engine's preflight on a GPU box with the CUDA toolkit and the GPU extras.
    from snippets.machinery import needs

    monkeypatch.setattr(needs, "missing_package", lambda requirement: None)
    monkeypatch.setattr(needs, "missing_tool", lambda name: None)


def _pretend_to_run(steps, generated):
    """Write what each planned step would publish, in the run's order (no GPU)."""
    for batch in batches([s for s in steps if s.skip is None]):
        for step in batch:
            folder = generated / step.where / step.item.name
            folder.mkdir(parents=True, exist_ok=True)
            if isinstance(step.item, Derived):
                sources = derived_sources(step.item, generated, step.source)
                record = derived_provenance(FACTS, step.item, sources, 1.0)
            else:
                record = provenance(FACTS, step.item, 1.0)
            (folder / "provenance.json").write_text(json.dumps(record))


def _first_run_on(tmp_path, monkeypatch, machine="fake-gpu"):
    _this_gpu_has_every_tool(monkeypatch)
    registry = discover()
    steps = plan(registry, None, ("gpu", "derived"), machine, (9, 0), tmp_path)
    made = {(s.item.name, s.where) for s in steps if s.skip is None}
    assert (DEVICE_ITEM, machine) in made  # the limits, made by the run itself
    for item in registry.values():
        if isinstance(item, Derived):
            where = machine if item.scope == "per_gpu" else "portable"
            step = next(s for s in steps if s.item.name == item.name and s.where == where)
            assert step.skip is None, f"{item.name} on {where}: {step.skip}"
    _pretend_to_run(steps, tmp_path)
    problems = [p for p in check_outputs(registry, tmp_path)
                if p.startswith(f"{machine}/") or p.startswith(("portable/gpu_comparison",
                                                                "portable/lecture_bars"))]
    assert problems == []  # --check is clean for this GPU after one run


def test_a_run_with_only_redraws_what_reads_the_limits_it_remeasures(tmp_path, monkeypatch):
    # Every GPU run measures the device limits again, --only X included: the figures drawn
    # from them (the roofline...) must be redrawn in the same run, or --check goes stale.
    _first_run_on(tmp_path, monkeypatch)
    registry = discover()
    gpu_item = "torch_trace"  # any GPU item that no derived figure reads
    steps = plan(registry, [gpu_item], ("gpu", "derived"), "fake-gpu", (9, 0),
                            tmp_path)
    made = {s.item.name for s in steps if s.skip is None}
    readers = {n for n, i in registry.items()
               if isinstance(i, Derived) and DEVICE_ITEM in i.inputs}
    assert {DEVICE_ITEM, gpu_item} | readers <= made and readers
    _pretend_to_run(steps, tmp_path)
    assert [p for p in check_outputs(registry, tmp_path)
            if p.startswith("fake-gpu/")] == []


def test_a_first_run_on_a_gpu_without_a_folder_makes_every_derived_output(tmp_path, monkeypatch):
    _first_run_on(tmp_path, monkeypatch)


def test_a_first_run_on_a_gpu_with_a_partial_folder_makes_every_derived_output(
        tmp_path, monkeypatch):
    machine = tmp_path / "fake-gpu"
    for name in ("vector_add", "copy", "roofline"):  # left by an older, interrupted run
        (machine / name).mkdir(parents=True)
        (machine / name / "provenance.json").write_text(json.dumps(
            {"source_hash": "older", "date_utc": "2026-01-01 00:00 UTC"}))
    (tmp_path / "other-gpu" / "device").mkdir(parents=True)  # another GPU, data from old code
    (tmp_path / "other-gpu" / "device" / "provenance.json").write_text("{}")
    _first_run_on(tmp_path, monkeypatch)


def test_a_failure_record_is_dropped_once_its_item_is_made(tmp_path):
    machine = tmp_path / "some-gpu"
    for name, date in (("remade", "2026-11-23 18:05 UTC"), ("still_broken", "2026-11-22 10:00 UTC")):
        (machine / name).mkdir(parents=True)
        (machine / name / "provenance.json").write_text(json.dumps({"date_utc": date}))
    failure = {"error": "Abort", "date_utc": "2026-11-23 18:00 UTC"}
    (machine / "failures.json").write_text(json.dumps(
        {"remade": failure, "still_broken": failure, "never_made": failure}))
    drop_stale_failures(tmp_path)
    assert sorted(json.loads((machine / "failures.json").read_text())) == [
        "never_made", "still_broken"]
    (machine / "still_broken" / "provenance.json").write_text(json.dumps(
        {"date_utc": "2026-11-24 09:00 UTC"}))
    (machine / "never_made").mkdir()
    (machine / "never_made" / "provenance.json").write_text(json.dumps(
        {"date_utc": "2026-11-24 09:00 UTC"}))
    drop_stale_failures(tmp_path)
    assert not (machine / "failures.json").exists()


def test_the_estimate_of_the_checks_shares_them_among_the_workers(monkeypatch):
    from snippets.machinery.engine import parallel_checks

    from snippets.vector_add.add import VECTOR_ADD

    monkeypatch.setattr(parallel_checks, "worker_count", lambda cpus=None: 2)
    steps = [Step(VECTOR_ADD, "gpu", None, 5.0, False, None, seconds)
             for seconds in (30.0, 20.0, 10.0, None)]  # None: never checked, guessed
    # Longest first on 2 workers: 30 then 10 on one; 20 then the guessed 10 on the other.
    assert DEFAULT_CHECK_SECONDS == 10.0
    assert check_phase_seconds(steps) == 40.0


def test_the_summary_prints_the_estimate_against_the_time_taken(tmp_path, monkeypatch, capsys):
    items = [Artifact("one", _writes("x"), needs_cuda=False, module=__name__),
             Artifact("two", _writes("x"), needs_cuda=False,
                      schedule=Schedule(concurrent=True), module=__name__)]
    monkeypatch.setattr(cli, "discover", lambda: _registry_with(*items))
    assert cli.main(["--kinds", "portable", "--generated-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "one at a time:" in out and "side by side:" in out
    assert "(estimated" in out.splitlines()[-1]


# -- without the optional packages ----------------------------------------------------------

OPTIONAL_MODULES = ("nbformat", "nbclient", "numba", "numba_cuda", "hatchet", "pynvml", "ninja")

# Put first on sys.path as sitecustomize: these modules then look uninstalled (the venv
# has them), to whatever imports them and to the preflight alike.
HIDE_MODULES = '''
import importlib.abc, os, sys

HIDDEN = set(os.environ["HIDE_MODULES"].split(","))


class Hide(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in HIDDEN:
            raise ImportError(f"No module named {name!r}", name=name)
        return None


sys.meta_path.insert(0, Hide())
'''


def _without_optional_packages(tmp_path, *command):
    (tmp_path / "hide").mkdir(exist_ok=True)
    (tmp_path / "hide" / "sitecustomize.py").write_text(HIDE_MODULES)
    env = dict(os.environ, PYTHONPATH=str(tmp_path / "hide"),
               HIDE_MODULES=",".join(OPTIONAL_MODULES))
    return subprocess.run([sys.executable, *command], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=600)


def test_listing_snippets_needs_no_optional_package(tmp_path):
    result = _without_optional_packages(tmp_path, "-m", "snippets")
    assert result.returncode == 0, result.stderr
    assert "notebook_vector_add" in result.stdout and "square_numba" in result.stdout


def test_list_and_check_need_no_optional_package(tmp_path):
    generated = tmp_path / "generated"
    generated.mkdir()
    listed = _without_optional_packages(tmp_path, "scripts/regenerate.py", "--list",
                                        "--generated-dir", str(generated))
    assert listed.returncode == 0, listed.stderr
    assert "to make" in listed.stdout
    checked = _without_optional_packages(tmp_path, "scripts/regenerate.py", "--check",
                                         "--generated-dir", str(generated))
    assert "Traceback" not in checked.stderr, checked.stderr
    assert "no GPU results at all" in checked.stdout


def test_a_missing_package_is_the_skip_reason_of_exactly_the_items_that_need_it(tmp_path):
    # A GPU (faked: the plan only needs its name and compute capability) whose
    # environment lacks the GPU extras and the notebook packages.
    script = textwrap.dedent(f'''
        import json, sys
        from pathlib import Path
        from snippets.machinery.engine.planning import plan
        from snippets.machinery.items import discover
        steps = plan(discover(), None, ("gpu", "derived"), "fake-gpu",
                                (9, 0), Path({str(tmp_path / "generated")!r}))
        print(json.dumps({{s.item.name: s.skip for s in steps}}))
    ''')
    result = _without_optional_packages(tmp_path, "-c", script)
    assert result.returncode == 0, result.stderr
    skips = json.loads(result.stdout.splitlines()[-1])
    registry = discover()
    hidden_distributions = {"nbformat", "nbclient", "numba-cuda", "llnl-hatchet", "ninja"}
    for name, item in registry.items():
        if kind_of(item) != "gpu":
            continue
        lacking = sorted(hidden_distributions & {p.split("[")[0].split(">")[0].split("=")[0]
                                                  for p in item.needs_packages})
        for distribution in lacking:
            assert f"pip package `{distribution}` is not installed" in (skips[name] or ""), name
        if not lacking:
            assert "pip package" not in (skips[name] or ""), (name, skips[name])
    # A figure drawn from an item that cannot be made says why, in the same words.
    assert "its input square_numba cannot be made here (pip package `numba-cuda`" in skips["roofline"]


def test_an_item_that_took_no_time_is_estimated_at_that_not_at_the_default(tmp_path):
    # Seen on the H100: nine items recorded 0.0 s and each was estimated at 15 s.
    item = Artifact("instant", _writes(""), needs_cuda=False, module=__name__)
    (tmp_path / "portable" / "instant").mkdir(parents=True)
    (tmp_path / "portable" / "instant" / "provenance.json").write_text(json.dumps({"seconds": 0.0}))
    step, = plan(_registry_with(item), None, ("portable",), None, None, tmp_path)
    assert (step.estimate_s, step.guessed) == (0.0, False)


def test_one_run_on_a_faked_new_gpu_draws_the_figures_that_read_its_limits(tmp_path, monkeypatch):
    # The whole command, as on a GPU whose folder does not exist yet: the GPU is faked
    # (name, capability, its measured limits), the items are small stand-ins.
    from snippets.helpers import device

    monkeypatch.setattr(cli, "interpreting", lambda: False)
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "get_device_capability", lambda device=None: (9, 0))
    monkeypatch.setattr(device, "machine_slug", lambda name=None: "fake-gpu")
    monkeypatch.setattr(cli, "machine_facts", lambda: dict(FACTS, dirty=False))

    def measured_limits(folder):
        (folder / "device.json").write_text(json.dumps({"copy_gbps": 1000.0}))

    limits = Artifact(DEVICE_ITEM, measured_limits, needs_cuda=True, module=__name__)

    def draw(folder, gpu_dir):
        limits = json.loads((gpu_dir / "device" / "device.json").read_text())
        (folder / "roof.txt").write_text(f"{limits['copy_gbps']} GB/s, {(gpu_dir / 'data' / 'out.txt').read_text()}")

    data = Artifact("data", _writes("measured"), needs_cuda=True, module=__name__)
    roof = Derived("roof", draw, inputs=("data", "device"), module=__name__)
    registry = _registry_with(limits, data, roof)
    monkeypatch.setattr(cli, "discover", lambda: registry)
    assert cli.main(["--generated-dir", str(tmp_path)]) == 0
    assert (tmp_path / "fake-gpu" / "roof" / "roof.txt").read_text() == "1000.0 GB/s, measured"
    # --check is clean after one run (the pages' claims read the real data: not here)
    assert [p for p in check_outputs(registry, tmp_path) if "claim" not in p] == []


def fake_check(name, seed, device_type):
    """Stands in for parallel_checks.check_in_worker off the GPU (module level: the
    worker finds it by name)."""
    import time

    if name == "hung_check":  # says where it hangs, for the notebook to see
        Path(os.environ["HUNG_CHECK_PID"]).write_text(str(os.getpid()))
        time.sleep(3600)
    return [{"shape": [1], "dtype": "torch.float32", "max_abs_error": 0.0}], 0.1


def _fake_gpu(monkeypatch) -> None:
    """A run that takes this machine for a Hopper GPU ("fake-gpu"), its checks made by
    ``fake_check``."""
    from snippets.machinery.engine import parallel_checks
    from snippets.helpers import device

    monkeypatch.setattr(cli, "interpreting", lambda: False)
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "get_device_capability", lambda device=None: (9, 0))
    monkeypatch.setattr(device, "machine_slug", lambda name=None: "fake-gpu")
    monkeypatch.setattr(cli, "machine_facts", lambda: dict(FACTS, dirty=False))
    monkeypatch.setattr(parallel_checks, "check_in_worker", fake_check)


def test_checks_are_reported_as_they_finish_a_hung_one_is_stopped_and_notebooks_run_beside(
        tmp_path, monkeypatch, capsys):
    from snippets.machinery.engine import estimates
    from snippets.vector_add.add import VECTOR_ADD

    _fake_gpu(monkeypatch)
    monkeypatch.setattr(estimates, "GUESSED_LIMIT_S", 3.0)
    monkeypatch.setattr(estimates, "LIMIT_FACTOR", 0.1)
    hung = tmp_path / "hung-check.pid"
    monkeypatch.setenv("HUNG_CHECK_PID", str(hung))

    def notebook(folder):  # made while the checks run: the hung one is still running
        import time

        deadline = time.monotonic() + 30
        while not hung.exists():
            assert time.monotonic() < deadline
            time.sleep(0.05)
        os.kill(int(hung.read_text()), 0)  # raises if the check was stopped already
        (folder / "out.txt").write_text("beside the checks")

    import dataclasses

    snippets = [dataclasses.replace(VECTOR_ADD, name=name, benchmark=None, compile_for_ir=None,
                                    module=__name__) for name in ("quick_check", "hung_check")]
    stand_in = Artifact("notebook_stand_in", notebook, needs_cuda=True,
                        schedule=Schedule(concurrent=True),
                        module=__name__)
    registry = _registry_with(*snippets, stand_in)
    monkeypatch.setattr(cli, "discover", lambda: registry)
    assert cli.main(["--only", "quick_check", "--only", "hung_check",
                            "--only", "notebook_stand_in", "--generated-dir", str(tmp_path),
                            "--steps", "check"]) == 1
    out = capsys.readouterr().out
    assert "check [1/2] quick_check: passed" in out  # a line per check, not a spinner
    assert "check [2/2] hung_check: FAILED" in out and "timed out after 3 s (estimated 10 s)" in out
    assert (tmp_path / "fake-gpu" / "notebook_stand_in" / "out.txt").read_text() == "beside the checks"
    assert json.loads((tmp_path / "fake-gpu" / "quick_check" / "check.json").read_text())
    failures = json.loads((tmp_path / "fake-gpu" / "failures.json").read_text())
    assert failures["hung_check"]["error"] == "timed out after 3 s (estimated 10 s)"


def test_the_first_phase_is_estimated_as_its_workers_take_the_jobs(monkeypatch):
    from snippets.machinery.engine import estimates, parallel_checks

    from snippets.vector_add.add import VECTOR_ADD

    monkeypatch.setattr(parallel_checks, "worker_count", lambda cpus=None: 2)
    monkeypatch.setattr(schedule, "side_by_side_workers", lambda cpus=None: 1)
    checks = [Step(VECTOR_ADD, "gpu", None, 1.0, False, None, seconds)
              for seconds in (30.0, 20.0, 10.0)]
    notebooks = [Step(Artifact(f"nb{s}", _writes(""), schedule=Schedule(concurrent=True),
                                          module=__name__), "gpu", None, s, False)
                 for s in (50.0, 15.0)]
    order, workers = estimates.first_phase_order(checks + notebooks, notebooks)
    # The longest notebook first, then the checks and the other notebooks together,
    # longest first; on 2 check workers + 1: 50 | 30 | 20, then 15 and 10.
    assert [s.estimate_s if s in notebooks else s.check_estimate_s for s in order] == [
        50.0, 30.0, 20.0, 15.0, 10.0]
    assert workers == 3
    phases = estimates.phase_estimates(checks + notebooks, checking=True)
    assert phases == {"checks and notebooks": 50.0, "one at a time": 3.0}


def test_the_timings_wait_for_the_items_worker_set_up_past_the_first_phase(monkeypatch):
    # An H100 run: the set-ups' workers were done about 180 s in, the items'
    # worker's own set-up (cuDNN's plans) took about 60 s more, and the timings waited
    # 61 s past the first phase: estimated 0 then. Now: workers' part + the longest own
    # part, less the first phase.
    from snippets.machinery.engine import estimates, parallel_checks

    from snippets.vector_add.add import VECTOR_ADD

    monkeypatch.setattr(parallel_checks, "worker_count", lambda cpus=None: 2)
    monkeypatch.setattr(estimates, "SETUP_WORKERS", 1)
    check = Step(VECTOR_ADD, "gpu", None, 1.0, False, None, 50.0)
    prepared = Step(Artifact("timed", _writes(""), schedule=Schedule(prepare=lambda: None),
                                        module=__name__), "gpu", None, 5.0, False)
    prepared.setup_estimate_s, prepared.own_setup_estimate_s = 80.0, 30.0
    phases = estimates.phase_estimates([check, prepared], checking=True)
    assert phases == {"checks": 80.0, estimates.WAITING: 30.0, "one at a time": 6.0}
    prepared.own_setup_estimate_s = None  # never recorded: no wait estimated
    assert estimates.WAITING not in estimates.phase_estimates([check, prepared], checking=True)
    # Another H100 run: the items' worker made its parts of six set-ups one after
    # another and ended 237 s into a 179 s first phase. The chain: each own part starts
    # once its set-up is made and the one before it is done; one on disk has none.
    second = Step(Artifact("second", _writes(""), schedule=Schedule(prepare=lambda: None),
                                      module=__name__), "gpu", None, 5.0, False)
    second.setup_estimate_s, second.own_setup_estimate_s = 10.0, 40.0
    prepared.own_setup_estimate_s = 30.0
    phases = estimates.phase_estimates([check, prepared, second], checking=True)
    # one set-up worker: "timed" made at 80 s, "second" at 90 s; own parts 80-110, 110-150
    assert phases["checks"] == 90.0 and phases[estimates.WAITING] == 150.0 - 90.0
    on_disk = Step(Artifact("second", _writes(""),
                            schedule=Schedule(prepare=lambda: None, setup_on_disk=True),
                            module=__name__),
                              "gpu", None, 5.0, False)
    on_disk.setup_estimate_s, on_disk.own_setup_estimate_s = 10.0, 40.0
    phases = estimates.phase_estimates([check, prepared, on_disk], checking=True)
    assert phases[estimates.WAITING] == 110.0 - 90.0
    # Where the last run recorded when its set-ups ended, that is the estimate, less
    # this run's first phase.
    prepared.setups_done_s = 237.0
    phases = estimates.phase_estimates([check, prepared, on_disk], checking=True)
    assert phases[estimates.WAITING] == 237.0 - 90.0


def test_a_run_records_when_its_set_ups_ended(tmp_path, monkeypatch):
    from snippets.vector_add.add import VECTOR_ADD

    _fake_gpu(monkeypatch)

    def uses_it(folder):
        (folder / "out.txt").write_text("ok")

    import dataclasses

    check = dataclasses.replace(VECTOR_ADD, name="quick_check", benchmark=None,
                                compile_for_ir=None, module=__name__)
    item = Artifact("with_set_up", uses_it, needs_cuda=True,
                    schedule=Schedule(prepare=lambda part=None: None),
                    module=__name__)
    monkeypatch.setattr(cli, "discover", lambda: _registry_with(check, item))
    cli.main(["--only", "quick_check", "--only", "with_set_up", "--generated-dir",
                     str(tmp_path), "--steps", "check"])
    record = json.loads((tmp_path / "fake-gpu" / "with_set_up" / "provenance.json").read_text())
    assert record["setups_done_seconds"] >= 0.0
    # with the order its set-ups started in: records of that order are preferred
    from snippets.machinery.engine import estimates

    assert record["setup_order"] == estimates.SETUP_ORDER_VERSION

    def planned_done(registry):
        return plan(registry, ["with_set_up"], ("gpu",), "fake-gpu", (9, 0),
                               tmp_path, False)[-1].setups_done_s

    registry = _registry_with(check, item)
    assert planned_done(registry) == record["setups_done_seconds"]
    (tmp_path / "other-gpu" / "with_set_up").mkdir(parents=True)
    (tmp_path / "other-gpu" / "with_set_up" / "provenance.json").write_text(json.dumps(
        {**record, "setups_done_seconds": 999.0, "setup_order": 1}))
    assert planned_done(registry) == record["setups_done_seconds"]  # this order's
    record["setup_order"] = 1
    (tmp_path / "fake-gpu" / "with_set_up" / "provenance.json").write_text(json.dumps(record))
    assert planned_done(registry) == record["setups_done_seconds"]  # none: the first


def test_a_cold_run_is_estimated_from_a_cold_record_or_with_the_compile_cost(tmp_path):
    from snippets.machinery.engine import estimates

    for where, seconds, caches in (("gpu-a", 40.0, "warm"), ("gpu-b", 90.0, "cold")):
        (tmp_path / where / "nb").mkdir(parents=True)
        (tmp_path / where / "nb" / "provenance.json").write_text(json.dumps(
            {"seconds": seconds, "caches": caches}))
    here = tmp_path / "gpu-a"
    assert estimates.last_seconds("nb", here, tmp_path, cold=False, extra_s=35) == 40.0
    assert estimates.last_seconds("nb", here, tmp_path, cold=True, extra_s=35) == 90.0
    (tmp_path / "gpu-b" / "nb" / "provenance.json").unlink()
    assert estimates.last_seconds("nb", here, tmp_path, cold=True, extra_s=35) == 75.0


def test_a_live_build_is_waited_on_for_a_limited_time_then_named(tmp_path):
    from snippets.machinery.worker.build_lock import exclusive_build

    folder = tmp_path / "ext"
    holder = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import sys, time
        from snippets.machinery.worker.build_lock import exclusive_build
        with exclusive_build(__import__("pathlib").Path({str(folder)!r})):
            print("holding", flush=True)
            time.sleep(60)
    """)], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "holding"
        with pytest.raises(TimeoutError) as refused:
            with exclusive_build(folder, wait_s=1):
                pass
        message = str(refused.value)
        assert str(folder) in message and "rm -rf" in message and ".ext.build-lock" in message
    finally:
        holder.kill()
        holder.wait()
    with exclusive_build(folder, wait_s=1):  # its holder gone, the lock is free at once
        pass


def test_an_item_never_timed_is_estimated_from_its_declaration_then_from_its_record(tmp_path):
    # A new item's own estimate (its code read) stands in for the default until a run
    # records its time; it stays marked as guessed (the larger time limit, the "?").
    item = Artifact("new", _writes(""), needs_cuda=False, schedule=Schedule(first_estimate_s=90.0),
                    module=__name__)
    step, = plan(_registry_with(item), None, ("portable",), None, None, tmp_path)
    assert (step.estimate_s, step.guessed) == (90.0, True)
    (tmp_path / "portable" / "new").mkdir(parents=True)
    record = tmp_path / "portable" / "new" / "provenance.json"
    # A record of other code (its item since edited): the declaration, read from the
    # code as it is now, still estimates it.
    record.write_text(json.dumps({"seconds": 40.0, "source_hash": "other code"}))
    step, = plan(_registry_with(item), None, ("portable",), None, None, tmp_path)
    assert (step.estimate_s, step.guessed) == (90.0, False)
    record.write_text(json.dumps({"seconds": 40.0, "source_hash": source_hash(item)}))
    step, = plan(_registry_with(item), None, ("portable",), None, None, tmp_path)
    assert (step.estimate_s, step.guessed) == (40.0, False)


def test_set_ups_are_made_first_in_workers_of_their_own_then_by_the_items_worker(
        tmp_path, monkeypatch, capsys):
    # A first phase starts with each distinct set-up in a worker (compiles land in the
    # caches on disk, beside the checks); the items' worker then starts its own, and the
    # item's record keeps how long the worker's took, for the next run's estimate.
    from snippets.vector_add.add import VECTOR_ADD

    _fake_gpu(monkeypatch)
    calls = tmp_path / "set-ups.txt"

    def set_up():
        _appends(calls, str(os.getpid()))

    def uses_it(folder):
        _appends(calls, f"made in {os.getpid()}")
        (folder / "out.txt").write_text("ok")

    import dataclasses

    check = dataclasses.replace(VECTOR_ADD, name="quick_check", benchmark=None,
                                compile_for_ir=None, module=__name__)
    item = Artifact("prepared", uses_it, needs_cuda=True,
                    schedule=Schedule(prepare=set_up), module=__name__)
    from snippets.gpus import ceilings

    device = dataclasses.replace(ceilings.DEVICE, module=ceilings.__name__)  # as discovered
    monkeypatch.setattr(cli, "discover", lambda: _registry_with(check, item, device))
    cli.main(["--only", "quick_check", "--only", "prepared", "--generated-dir",
                     str(tmp_path), "--steps", "check"])  # the device step fails: no CUDA
    failures = json.loads((tmp_path / "fake-gpu" / "failures.json").read_text())
    assert set(failures) == {"device"}
    first, second, made = calls.read_text().split()[:2] + [calls.read_text().split()[-1]]
    assert first != second and second == made  # a worker's, then the items' worker's
    record = json.loads((tmp_path / "fake-gpu" / "prepared" / "provenance.json").read_text())
    assert record["setup_seconds"] >= 0.0


def test_a_set_up_that_lands_on_disk_is_made_once_in_a_worker_and_not_again(
        tmp_path, monkeypatch):
    # Lecture 4's launch-bound item compiles in a child process (Inductor's caches on
    # disk): made in a first-phase worker, the items' worker has nothing to redo, and
    # the item is made without running it again. Without a first phase, the items'
    # worker makes it.
    from snippets.vector_add.add import VECTOR_ADD

    _fake_gpu(monkeypatch)
    calls = tmp_path / "set-ups.txt"

    def set_up():
        _appends(calls, str(os.getpid()))

    def uses_it(folder):
        (folder / "out.txt").write_text("ok")

    import dataclasses

    check = dataclasses.replace(VECTOR_ADD, name="quick_check", benchmark=None,
                                compile_for_ir=None, module=__name__)
    item = Artifact("on_disk", uses_it, needs_cuda=True,
                    schedule=Schedule(prepare=set_up, setup_on_disk=True), module=__name__)
    monkeypatch.setattr(cli, "discover", lambda: _registry_with(check, item))
    cli.main(["--only", "quick_check", "--only", "on_disk", "--generated-dir",
                     str(tmp_path), "--steps", "check"])
    assert len(calls.read_text().split()) == 1
    assert (tmp_path / "fake-gpu" / "on_disk" / "out.txt").is_file()
    calls.unlink()
    cli.main(["--only", "on_disk", "--generated-dir", str(tmp_path), "--force"])
    assert len(calls.read_text().split()) == 1  # no first phase: the items' worker's


def test_a_set_up_in_parts_is_made_part_by_part_in_workers_and_followed_by_the_items_worker(
        tmp_path, monkeypatch):
    # Lecture 8's benchmark compiles per dtype, head dim and mask: parts side by side in
    # the first phase (each lands in the caches on disk); the items' worker follows each
    # part as it is made (what stays in its process: flex's Dynamo cache, cuDNN's plans).
    from snippets.vector_add.add import VECTOR_ADD

    _fake_gpu(monkeypatch)
    calls = tmp_path / "set-ups.txt"

    def set_up(part=None):
        _appends(calls, f"{part or 'whole'}@{os.getpid()}")

    def uses_it(folder):
        (folder / "out.txt").write_text("ok")

    import dataclasses

    check = dataclasses.replace(VECTOR_ADD, name="quick_check", benchmark=None,
                                compile_for_ir=None, module=__name__)
    item = Artifact("in_parts", uses_it, needs_cuda=True,
                    schedule=Schedule(prepare=set_up, setup_parts=("a", "b", "c")), module=__name__)
    monkeypatch.setattr(cli, "discover", lambda: _registry_with(check, item))
    cli.main(["--only", "quick_check", "--only", "in_parts", "--generated-dir",
                     str(tmp_path), "--steps", "check"])
    made = [line.split("@") for line in calls.read_text().split()]
    items_worker = made[-1][1]
    # The items' worker follows every part once a worker has made it; the whole, which
    # would only repeat them, is not run.
    assert "whole" not in [part for part, _ in made]
    in_workers = [part for part, pid in made if pid != items_worker]
    assert sorted(in_workers) == ["a", "b", "c"]
    in_items = [part for part, pid in made if pid == items_worker]
    assert sorted(in_items) == ["a", "b", "c"]
    for part in in_items:
        assert made.index([part, items_worker]) > made.index(next(
            m for m in made if m[0] == part and m[1] != items_worker))
    record = json.loads((tmp_path / "fake-gpu" / "in_parts" / "provenance.json").read_text())
    assert record["setup_seconds"] >= 0.0 and record["own_setup_seconds"] >= 0.0


def test_the_timings_wait_for_a_set_up_part_still_running_after_the_whole(monkeypatch):
    # A part started ahead of the whole may get the compilers' lock after the whole
    # has finished: finish_preparations waits for it too, before anything is timed.
    import threading
    import time

    from snippets.machinery.engine import jobs, registry

    made, release = [], threading.Event()

    def set_up(part=None):
        if part is not None:
            release.wait(5)
            time.sleep(0.2)
        made.append(part or "whole")

    # Part "b" failed in its worker, so it is not followed here and the whole runs.
    item = Artifact("slow_part", _writes(""),
                    schedule=Schedule(prepare=set_up, setup_parts=("a", "b")),
                    module=__name__)
    monkeypatch.setattr(jobs, "_PREPARED", {})
    monkeypatch.setattr(jobs, "_FOLLOWED", {})
    monkeypatch.setattr(registry, "_ITEMS", {item.name: item})
    jobs.start_preparations([item.name], "a")
    jobs.start_preparations([item.name])
    release.set()
    jobs.finish_preparations()
    assert sorted(made) == ["a", "whole"]


def test_a_set_up_whose_every_part_is_followed_is_not_made_whole_again(monkeypatch):
    # The whole would repeat every part (lecture 8: 200 first calls at the end of the
    # first phase): the item waits for the parts instead, and their seconds are recorded
    # as its own. A part that raised (its prepare itself failed) leaves the whole to run.
    from snippets.machinery.engine import jobs, registry

    for failing in (None, "b"):
        made = []

        def set_up(part=None, failing=failing):
            made.append(part or "whole")
            if part is not None and part == failing:
                raise RuntimeError("no compiler today")

        item = Artifact("parted", _writes(""),
                        schedule=Schedule(prepare=set_up, setup_parts=("a", "b")),
                        module=__name__)
        for name, empty in (("_PREPARED", {}), ("_FOLLOWED", {}),
                            ("_OWN_SECONDS", {}), ("_ENDED", {})):
            monkeypatch.setattr(jobs, name, empty)
        monkeypatch.setattr(registry, "_ITEMS", {item.name: item})
        jobs.start_preparations([item.name], "a")
        jobs.start_preparations([item.name], "b")
        jobs.start_preparations([item.name], made_in_worker=True)
        own, last = jobs.finish_preparations()
        assert sorted(made) == (["a", "b"] if failing is None else ["a", "b", "whole"])
        assert own["parted"] >= 0.0
        # what the timings waited for last: the whole, which waits for both parts
        assert last[0] == "set-up of parted" and last[1] <= time.time()


def test_an_items_warm_start_runs_in_the_items_worker_before_its_make(tmp_path, monkeypatch):
    # An item measured in a child started ahead: its warm start runs in the process that
    # makes it, after its set-up there (if any), while the first phase checks; an item
    # with none runs in the same run unchanged. A warm start that fails is passed over.
    from snippets.vector_add.add import VECTOR_ADD

    _fake_gpu(monkeypatch)
    calls = tmp_path / "calls.txt"

    def set_up():
        _appends(calls, f"set-up {os.getpid()}")

    def warm(label):
        def start():
            _appends(calls, f"warm {label} {os.getpid()}")
            if label == "failing":
                raise RuntimeError("no child today")
        return start

    def uses_it(label):
        def make(folder):
            _appends(calls, f"made {label} {os.getpid()}")
            (folder / "out.txt").write_text("ok")
        return make

    import dataclasses

    check = dataclasses.replace(VECTOR_ADD, name="quick_check", benchmark=None,
                                compile_for_ir=None, module=__name__)
    alone = Artifact("warm_alone", uses_it("alone"), needs_cuda=True,
                     schedule=Schedule(warm_start=warm("alone")), module=__name__)
    after = Artifact("warm_after", uses_it("after"), needs_cuda=True,
                     schedule=Schedule(prepare=set_up, setup_on_disk=True,
                                       warm_start=warm("after")),
                     module=__name__)
    failing = Artifact("warm_failing", uses_it("failing"), needs_cuda=True,
                       schedule=Schedule(warm_start=warm("failing")), module=__name__)
    monkeypatch.setattr(cli, "discover",
                        lambda: _registry_with(check, alone, after, failing))
    cli.main(["--only", "quick_check", "--only", "warm_alone", "--only", "warm_after",
                     "--only", "warm_failing", "--generated-dir", str(tmp_path),
                     "--steps", "check"])
    lines = calls.read_text().splitlines()
    pid = {line.split()[1]: line.split()[2] for line in lines if line.startswith("made")}
    assert set(pid) == {"alone", "after", "failing"} and len(set(pid.values())) == 1
    for label in ("alone", "after", "failing"):
        assert lines.index(f"warm {label} {pid[label]}") < lines.index(f"made {label} {pid[label]}")
    set_up_line = next(line for line in lines if line.startswith("set-up"))
    assert set_up_line.split()[1] != pid["after"]  # made once, in a first-phase worker
    assert lines.index(set_up_line) < lines.index(f"warm after {pid['after']}")
    for name in ("warm_alone", "warm_after", "warm_failing"):
        assert (tmp_path / "fake-gpu" / name / "out.txt").is_file()


def test_a_set_up_made_from_the_start_runs_in_the_items_worker_at_once_too(tmp_path,
                                                                           monkeypatch):
    # ``setup_from_start``: the items' worker makes the set-up from the run's start (what
    # no cache on disk shortens), a first-phase worker makes it too (what lands on
    # disk), and the items' worker once more after that; its warm start begins once.
    from snippets.vector_add.add import VECTOR_ADD

    _fake_gpu(monkeypatch)
    calls = tmp_path / "calls.txt"

    def set_up():
        _appends(calls, f"set-up {os.getpid()}")
        import time

        time.sleep(1.0)
        _appends(calls, f"ended {os.getpid()}")

    def warm():
        _appends(calls, f"warm {os.getpid()}")

    def make(folder):
        _appends(calls, f"made {os.getpid()}")
        (folder / "out.txt").write_text("ok")

    import dataclasses

    check = dataclasses.replace(VECTOR_ADD, name="quick_check", benchmark=None,
                                compile_for_ir=None, module=__name__)
    early = Artifact("early", make, needs_cuda=True,
                     schedule=Schedule(prepare=set_up, setup_from_start=True, warm_start=warm),
                     module=__name__)
    # with an item whose warm start begins with the run too, in the same worker
    alone = Artifact("alone", _writes("ok"), needs_cuda=True,
                     schedule=Schedule(warm_start=lambda: None),
                     module=__name__)
    monkeypatch.setattr(cli, "discover", lambda: _registry_with(check, early, alone))
    cli.main(["--only", "quick_check", "--only", "early", "--only", "alone",
                     "--generated-dir", str(tmp_path), "--steps", "check"])
    lines = calls.read_text().splitlines()
    items_pid = next(line.split()[1] for line in lines if line.startswith("made"))
    set_ups = [line.split()[1] for line in lines if line.startswith("set-up")]
    assert set_ups.count(items_pid) == 2 and len(set_ups) == 3
    # at once: not queued behind the first set-up a worker makes
    in_worker = next(pid for pid in set_ups if pid != items_pid)
    assert lines.index(f"set-up {items_pid}") < lines.index(f"ended {in_worker}")
    assert [line for line in lines if line.startswith("warm")] == [f"warm {items_pid}"]
    assert lines.index(f"warm {items_pid}") < lines.index(f"made {items_pid}")


def test_set_ups_start_in_the_order_that_ends_the_first_phase_soonest():
    # Followed in the items' worker: first the parted ones, then the whole ones; then
    # one that times on the GPU (max-autotune: the longest, its item's children wait
    # for it); those that land on disk only last. Longest first within each.
    from snippets.machinery.engine import estimates

    def item(name, **kwargs):
        return Artifact(name, _writes(""), module=__name__,
                        schedule=Schedule(prepare=lambda part=None: None, **kwargs))

    items = {i.name: i for i in (
        item("followed"), item("parted", setup_parts=("a", "b")),
        item("on_disk", setup_on_disk=True), item("shorter_on_disk", setup_on_disk=True),
        item("autotuned", setup_on_disk=True, setup_times_gpu=True))}
    seconds = {"followed": 35.0, "parted": 60.0, "on_disk": 38.0, "shorter_on_disk": 7.0,
               "autotuned": 54.0}
    jobs = [(name, part) for name, i in items.items() for part in (i.schedule.setup_parts or (None,))]
    assert estimates.setup_order(jobs, items, seconds) == [
        ("parted", "a"), ("parted", "b"), ("followed", None), ("autotuned", None),
        ("on_disk", None), ("shorter_on_disk", None)]


def test_derived_figures_get_more_workers_than_gpu_items():
    from snippets.machinery.engine import schedule

    derived = [Step(Derived("fig", lambda folder, source: None, inputs=()),
                               "gpu", None, 1.0, False)]
    gpu = [Step(Artifact("nb", _writes(""), schedule=Schedule(concurrent=True), module=__name__),
                           "gpu", None, 1.0, False)]
    assert schedule.batch_workers(derived, cpus=16) == 8
    assert schedule.batch_workers(gpu, cpus=16) == schedule.side_by_side_workers(16) == 4


def test_the_plan_says_when_its_estimates_come_from_another_gpu(tmp_path):
    # A first run on an unseen GPU is estimated from another GPU's records, at that
    # host's pace (13.0 min estimated, 8.7 taken in one run): the plan says so.
    from snippets.machinery.engine.report import estimate_source

    item = Artifact("timed", _writes(""), needs_cuda=True, module=__name__)
    todo = [Step(item, "new-gpu", None, 5.0, False)]
    (tmp_path / "portable").mkdir()
    assert estimate_source(todo, tmp_path) is None  # no other GPU's records either
    (tmp_path / "old-gpu" / "timed").mkdir(parents=True)
    (tmp_path / "old-gpu" / "timed" / "provenance.json").write_text("{}")
    assert "old-gpu" in estimate_source(todo, tmp_path)
    (tmp_path / "new-gpu" / "timed").mkdir(parents=True)
    (tmp_path / "new-gpu" / "timed" / "provenance.json").write_text("{}")
    assert estimate_source(todo, tmp_path) is None  # its own records

