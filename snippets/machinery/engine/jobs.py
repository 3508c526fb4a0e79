"""What a worker process does for a run (``workers`` runs these, ``running`` sends them).

Each job names its item; the worker finds it with ``registry.items()``. An item's slow set-up
(its ``Schedule.prepare``) is started in the worker that makes the items, in background threads,
while the checks run; an item waits for its own, or runs it itself in a worker started
since (one that replaced a worker stopped at its limit).
"""

from pathlib import Path

import snippets  # noqa: F401  (decides interpreter vs GPU before Triton is imported)

from snippets.machinery.items import Derived, Snippet
from snippets.machinery.scheduling import schedule_of

from snippets.machinery.engine import registry
from snippets.machinery.engine.making import (make_artifact, make_derived, make_snippet_outputs,
                           read_copy_gbps)
from snippets.machinery.engine.outputs import build_item

_PREPARED = {}  # item name -> the futures of its set-up and warm start, started here
_OWN_SECONDS = {}  # item name -> seconds its set-up took in this process
# prepare -> {part: its future}: the set-up parts followed here, ahead of the whole.
# Once every part of a set-up is, its whole would only repeat them (lecture 8's 200
# first calls, 20-40 s of this process at the end of the first phase): the items then
# wait for the parts instead. The timings wait for every part too: a whole that runs
# may take the compilers' lock (snippets.machinery.worker.compile_ahead) before a part waiting for it.
_FOLLOWED = {}
# What the timings may wait for, and when each ended (time.time()): the run names the
# last one where they waited (``finish_preparations``).
_ENDED = {}
_WARMED = set()  # items whose warm start has begun here: each item's begins once


def item_named(name: str):
    return registry.items()[name]


def start_preparations(names, part: str | None = None, made_in_worker: bool = False) -> None:
    """Start the set-up of each named item (each distinct one once) in background
    threads of this process, and return at once. ``part``: one of the items'
    ``setup_parts`` only (made in a worker already: what stays in a process), ahead of
    the whole set-up, which the items wait for. ``made_in_worker``: a first-phase worker
    has made the whole set-up; one that lands on disk only (``setup_on_disk``) is then
    done, here too. An item's ``warm_start`` (the children that measure for it, started
    ahead) begins once what they need is on disk: at once where a worker made the set-up
    or there is none, else after the set-up here. The items wait for all of it."""
    from concurrent.futures import ThreadPoolExecutor

    users, warm_now = {}, []
    for name in names:
        item = item_named(name)
        prepare = schedule_of(item).prepare
        if part is not None:  # what the part leaves in a process (none: on disk only)
            if prepare is not None and not schedule_of(item).setup_on_disk:
                users.setdefault(prepare, []).append(name)
            continue
        _PREPARED.setdefault(name, [])  # from now on its make runs no set-up of its own
        if made_in_worker and schedule_of(item).setup_on_disk:
            prepare = None  # nothing of it stays in a process: done
        if prepare is not None:
            users.setdefault(prepare, []).append(name)
        if (schedule_of(item).warm_start and (prepare is None or made_in_worker)
                and name not in _WARMED):
            warm_now.append(name)
    if not users and not warm_now:
        return
    # A thread each: the compiles made ahead wait for one another (snippets.machinery.worker.compile_ahead),
    # and an extension build must not wait behind them; a warm start waits for its
    # children, not for a compiler.
    pool = ThreadPoolExecutor(max_workers=len(users) + len(warm_now),
                              thread_name_prefix="prepare")
    _WARMED.update(warm_now)
    for prepare, names_ in users.items():
        after = [] if part is not None else [n for n in names_ if n not in _WARMED
                                             and schedule_of(item_named(n)).warm_start]
        _WARMED.update(after)
        followed = _FOLLOWED.get(prepare, {})
        parts = tuple(schedule_of(item_named(names_[0])).setup_parts)
        if part is None and parts and set(parts) <= set(followed):
            future = pool.submit(_after_parts, prepare, [followed[p] for p in parts],
                                 names_, after)
        else:
            future = pool.submit(_timed, prepare, names_, part, after)
        if part is None:  # an item waits for its whole set-up (started after its parts)
            for name in names_:
                _PREPARED[name].append(future)
        else:
            _FOLLOWED.setdefault(prepare, {})[part] = future
    for name in warm_now:
        _PREPARED[name].append(pool.submit(_warm_start, name))
    pool.shutdown(wait=False)


def _timed(prepare, names, part=None, then_warm=()) -> None:
    """``prepare`` (or its ``part``), timed; then the warm starts of ``then_warm``."""
    import time

    started = time.perf_counter()
    try:
        prepare() if part is None else prepare(part)
    finally:
        if part is None:  # the whole set-up: the tail a run's timings may wait for
            _OWN_SECONDS.update(dict.fromkeys(names, round(time.perf_counter() - started, 1)))
        _ENDED[f"set-up of {names[0]}" + ("" if part is None else f" ({part})")] = time.time()
    for name in then_warm:
        _warm_start(name)


def _after_parts(prepare, futures, names, then_warm=()) -> None:
    """The whole set-up, where every part of it is followed here: those parts done
    (the seconds waited for them recorded as the set-up's own). A part that raised
    (its ``prepare`` itself failed, not a call in it) leaves the whole to run."""
    def whole() -> None:
        failed = False
        for future in futures:
            try:
                future.result()
            except Exception:  # noqa: BLE001  (the whole runs, and its item fails with it)
                failed = True
        if failed:
            prepare()

    _timed(whole, names, None, then_warm)


def _warm_start(name: str) -> None:
    """The item's children started ahead (``warm_start``). A failure is passed over, its
    reason printed to this worker's log: the item's ``make`` starts them itself."""
    import time
    import traceback

    warm_start = schedule_of(item_named(name)).warm_start
    if warm_start is None:
        return
    try:
        warm_start()
    except Exception:  # noqa: BLE001  (its make runs the children as without it)
        print(f"warm start of {name} failed; its make starts its children itself:")
        traceback.print_exc()
    finally:
        _ENDED[f"warm start of {name}"] = time.time()


def distinct_preparations(names) -> dict[str, list[str]]:
    """One item name per distinct set-up (``gelu_tanh_triton`` and ``gelu_host_cost``
    share theirs), with every name that shares it."""
    first, groups = {}, {}
    for name in names:
        owner = first.setdefault(schedule_of(item_named(name)).prepare, name)
        groups.setdefault(owner, []).append(name)
    return groups


def prepare_in_worker(name: str, part: str | None = None) -> None:
    """Run the named item's set-up (or one ``part`` of it) in a first-phase worker: what
    it compiles lands in Triton's and Inductor's caches on disk, where the items' worker
    finds it."""
    prepare = schedule_of(item_named(name)).prepare
    prepare() if part is None else prepare(part)


def make_step(name: str, where: str, source, facts: dict, generated, snippet_steps,
              checked=None) -> None:
    """Make one step's outputs and publish them (``outputs.build_item``); raises if the
    item fails. ``checked``: a snippet's (rows, seconds) from the check phase."""
    item, generated = item_named(name), Path(generated)
    folder = generated / where
    prepare = schedule_of(item).prepare
    started = _PREPARED.get(name)  # its set-up and warm start, started early here
    if started is not None:
        for future in started:
            future.result()
    elif prepare is not None:  # or run now (its warm start then left to its make)
        prepare()
    if isinstance(item, Snippet):
        # Read now, not at the start: the device step of this run may just have made it.
        maker = make_snippet_outputs(item, facts, read_copy_gbps(folder), snippet_steps,
                                     checked)
    elif isinstance(item, Derived):
        maker = make_derived(item, facts, source, generated)
    else:
        maker = make_artifact(item, facts)
    build_item(folder, item.name, maker)


def finish_preparations() -> tuple[dict[str, float], tuple[str, float] | None]:
    """Wait for every set-up (and part) started here: the timings that follow have the GPU alone
    (a set-up may use it: snippets.machinery.worker.compile_ahead compiles an item's kernels ahead). Returns
    the seconds each took here, per item name, for the next run's estimate, and what
    ended last here with when (``time.time()``), or None: what the timings waited for."""
    parts = [f for followed in _FOLLOWED.values() for f in followed.values()]
    for future in [*parts, *{f for started in _PREPARED.values() for f in started}]:
        try:
            future.result()
        except Exception:  # its item fails with it, when it is made
            pass
    last = max(_ENDED.items(), key=lambda ended: ended[1], default=None)
    return dict(_OWN_SECONDS), last
