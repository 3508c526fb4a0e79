"""The preflight: what this run will make, what it will skip and why.

``plan`` returns one :class:`Step` per (item, output folder) the run selects, in the
order they run. It knows what the run itself will make (the GPU's measured limits, the
``device`` item, made first on every GPU run, included), so a derived figure whose data
this run makes is scheduled on the same run, even on a GPU that has no folder yet.
"""

import dataclasses
from pathlib import Path

from snippets.machinery.needs import unmet
from snippets.machinery.items import Snippet, kind_of, source_hash
from snippets.machinery.layout import DEVICE_ITEM, GENERATED, PORTABLE, gpu_folders
from snippets.machinery.scheduling import schedule_of

from snippets.machinery.engine.estimates import (COLD_EXTRA_S_SIDE_BY_SIDE, DEFAULT_SECONDS,
                              DEFAULT_SETUP_SECONDS, SETUP_ORDER_VERSION, caches_cold,
                              last_seconds)
from snippets.machinery.engine.outputs import read_json
from snippets.machinery.engine.schedule import KINDS
from snippets.machinery.engine.staleness import staleness

NOT_SELECTED = "not selected"


@dataclasses.dataclass
class Step:
    item: object
    where: str  # folder under docs/generated: a GPU's slug, or "portable"
    skip: str | None  # why it will not be made; None: it will
    estimate_s: float
    guessed: bool  # no earlier run to estimate from
    source: Path | None = None  # what a derived item reads
    check_estimate_s: float | None = None  # a snippet's check, in the first phase
    setup_estimate_s: float | None = None  # its set-up, made in a first-phase worker
    own_setup_estimate_s: float | None = None  # then what the items' worker makes of it
    setups_done_s: float | None = None  # the last run's set-ups all done, from its first phase


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
    cold = bool(machine) and caches_cold()  # a GPU run that will compile everything
    if made_here and DEVICE_ITEM in registry:
        # A GPU run measures the GPU's limits (the device item, snippets/gpus/ceilings.py)
        # first, --only X included: every timing after it reads them.
        made_here.add(DEVICE_ITEM)
        selected = {DEVICE_ITEM: registry[DEVICE_ITEM], **selected}
        if only:  # and redraws what reads them, so --check stays clean after --only X
            selected.update({name: item for name, item in registry.items()
                             if kind_of(item) == "derived" and made_here & set(item.inputs)})
    for kind in KINDS:
        for name, item in selected.items():
            if kind_of(item) != kind:
                continue
            for where, source in _targets(item, machine, generated):
                skip = _why_skip(item, kind, kinds, machine, capability, source, made_here,
                                 registry, generated)
                if skip is None and kind == "derived" and not (force or only):
                    skip = _current(item, generated / where, generated, made_here, where == machine)
                extra = COLD_EXTRA_S_SIDE_BY_SIDE if schedule_of(item).concurrent else 0.0
                # Timed only with other code: the item's own estimate from its new code
                # beats a record of the old (a benchmark whose grid grew, a timing cut).
                # Not for the items run side by side (the notebooks): compiling is most
                # of their time, and an edit to a page changes little of it.
                declared = (None if schedule_of(item).concurrent
                            else schedule_of(item).first_estimate_s)
                seconds = last_seconds(name, generated / where, generated, cold=cold,
                                       extra_s=extra, code=source_hash(item),
                                       declared_s=declared)
                checking = (last_seconds(name, generated / where, generated, "check_seconds")
                            if isinstance(item, Snippet) else None)
                steps.append(Step(item, where, skip, _or_default(seconds, kind, item),
                                  seconds is None, source, checking))
    _estimate_setups(steps, generated)
    return steps


def _estimate_setups(steps, generated) -> None:
    """The first step made of each distinct set-up gets that set-up's estimate (the
    run makes it under that step's name: ``jobs.distinct_preparations``)."""
    seen = set()
    for step in steps:
        prepare = schedule_of(step.item).prepare
        if step.skip is None and prepare is not None and prepare not in seen:
            seen.add(prepare)
            # Per part where the set-up has parts (its longest part); a record of other
            # code gives way to the item's own estimate, where it declares one.
            seconds = last_seconds(step.item.name, generated / step.where, generated,
                                   "setup_seconds", code=source_hash(step.item),
                                   declared_s=schedule_of(step.item).first_setup_estimate_s)
            step.setup_estimate_s = DEFAULT_SETUP_SECONDS if seconds is None else seconds
            step.own_setup_estimate_s = last_seconds(
                step.item.name, generated / step.where, generated, "own_setup_seconds")
            # "setups_done_seconds", not the "setups_end_seconds" of older runs: the
            # items' worker then followed the set-up parts only after the first phase
            # (workers.Pool sent its jobs late), and those records would say the
            # timings wait most of a minute that they no longer wait.
            # Records of this order of the set-ups first (``SETUP_ORDER_VERSION``).
            step.setups_done_s = last_seconds(
                step.item.name, generated / step.where, generated, "setups_done_seconds",
                code=source_hash(step.item),
                preferring={"setup_order": SETUP_ORDER_VERSION})


def _or_default(seconds: float | None, kind: str, item=None) -> float:
    # 0.0 is a time (an item whose make() only reads what another step made), not
    # "never timed": taking it for the default overestimated a run by two minutes.
    if seconds is not None:
        return seconds
    # Never timed: its declaration's estimate from its code, if it has one (lecture 8's
    # benchmark alone takes minutes where the default says 15 s).
    first = schedule_of(item).first_estimate_s
    return DEFAULT_SECONDS[kind] if first is None else float(first)


def _targets(item, machine, generated):
    kind = kind_of(item)
    if kind == "gpu":
        return [(machine or "<gpu>", None)]
    if kind == "portable":
        return [(PORTABLE, None)]
    if item.scope == "across_gpus":
        return [(PORTABLE, generated)]
    folders = {p.name: p for p in gpu_folders(generated)}
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
                here = any(has_inputs_named(f, name) for f in gpu_folders(source))
                here = here or name in made_here
            producer = registry.get(name)
            cannot = (unmet(producer, capability) if producer is not None and machine
                      and kind_of(producer) == "gpu"
                      and (item.scope == "across_gpus" or source.name == machine) else [])
            if not here and cannot:  # say why, as the producer's own step does
                reasons.append(f"its input {name} cannot be made here ({'; '.join(cannot)})")
            elif not here:
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
