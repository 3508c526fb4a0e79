"""Where regenerate.py's outputs live, how they are published, and whether they are current.

- Layout: ``docs/generated/<gpu>/<item>/`` for outputs made on a GPU (and the derived
  figures drawn from them), ``docs/generated/portable/<item>/`` for outputs that do not
  depend on the GPU (and comparisons across GPUs). Each folder has a ``provenance.json``.
- Publication is atomic: an item is built in a temporary folder and swapped in with two
  renames, so a failing or killed run leaves the outputs already there intact.
- ``check_outputs`` says what is missing, stale or orphaned: the test suite runs it.
"""

import datetime
import hashlib
import json
import os
import shutil
from pathlib import Path

from snippets.core.snippet import Derived, kind_of, source_hash

ROOT = Path(__file__).resolve().parent.parent
GENERATED = ROOT / "docs" / "generated"
PORTABLE = "portable"
DEVICE_ITEM = "device"  # the measured limits of the GPU, made before any benchmark


def now_utc() -> str:
    return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


def write_json(path: Path, data) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    os.replace(tmp, path)


def read_json(path: Path, default=None):
    return json.loads(path.read_text()) if path.exists() else default


def gpu_machines(generated: Path) -> list[Path]:
    """Every ``docs/generated/<gpu>/`` folder, sorted."""
    if not generated.is_dir():
        return []
    return sorted(p for p in generated.iterdir()
                  if p.is_dir() and p.name != PORTABLE and not p.name.startswith("."))


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


def record_outcome(machine_dir: Path, name: str, error: str | None) -> None:
    """Keep failures.json in step: add a failed item, drop one that now succeeded."""
    path = machine_dir / "failures.json"
    failures = read_json(path, {})
    if error is None:
        failures.pop(name, None)
    else:
        failures[name] = {"error": error, "date_utc": now_utc()}
    if failures:
        machine_dir.mkdir(parents=True, exist_ok=True)
        write_json(path, failures)
    elif path.exists():
        path.unlink()


def drop_stale_failures(generated: Path) -> None:
    """Forget a recorded failure whose item has been made since (by a later run, or
    copied in from another machine's run): the page must not report it any more."""
    for folder in gpu_machines(generated) + [generated / PORTABLE]:
        path = folder / "failures.json"
        failures = read_json(path, {})
        current = {name: failure for name, failure in failures.items()
                   if not _made_after(folder / name, failure.get("date_utc", ""))}
        if current == failures:
            continue
        if current:
            write_json(path, current)
        else:
            path.unlink()


def _made_after(output: Path, date_utc: str) -> bool:
    # Dates are "YYYY-MM-DD HH:MM UTC": their order as strings is their order in time.
    # In the same minute the order is unknown, and the failure is kept.
    made = read_json(output / "provenance.json", {}).get("date_utc")
    return made is not None and made > date_utc


# ---------------------------------------------------------------------------------------
# Derived outputs: which data they were drawn from
# ---------------------------------------------------------------------------------------
def derived_sources(item: Derived, generated: Path, machine_dir: Path | None) -> list[Path]:
    """The folders a derived item reads: one GPU's, or every GPU's."""
    if item.scope == "per_gpu":
        return [machine_dir] if machine_dir is not None else []
    return gpu_machines(generated)


def inputs_fingerprint(item: Derived, sources: list[Path]) -> str:
    """Changes whenever any output the item reads is remade."""
    digest = hashlib.sha256()
    for folder in sources:
        for name in sorted(item.inputs):
            record = read_json(folder / name / "provenance.json", {})
            digest.update(f"{folder.name}/{name}:{record.get('source_hash')}:"
                          f"{record.get('date_utc')}:{record.get('commit')}\n".encode())
    return digest.hexdigest()[:16]


def has_inputs(item: Derived, folder: Path) -> bool:
    return all((folder / name / "provenance.json").exists() for name in item.inputs)


# ---------------------------------------------------------------------------------------
# --check: is every output present, and made from the code as it is now?
# ---------------------------------------------------------------------------------------
def expected_items(registry, folder: Path, generated: Path) -> dict:
    """The items whose outputs belong in ``folder`` (a GPU's folder or portable/)."""
    on_gpu = folder.name != PORTABLE
    expected = {}
    for name, item in registry.items():
        kind = kind_of(item)
        if kind == "gpu" and on_gpu or kind == "portable" and not on_gpu:
            expected[name] = item
        elif kind == "derived" and item.scope == "per_gpu" and on_gpu:
            if has_inputs(item, folder):  # drawn only where its data exists
                expected[name] = item
        elif kind == "derived" and item.scope == "across_gpus" and not on_gpu:
            if any(has_inputs(item, gpu) for gpu in gpu_machines(generated)):
                expected[name] = item
    return expected


def staleness(item, record: dict, folder: Path, generated: Path) -> str | None:
    """Why an existing output is out of date, or None if it is current."""
    if record.get("source_hash") != source_hash(item):
        return "stale (its code changed since)"
    if isinstance(item, Derived):
        machine_dir = folder.parent if item.scope == "per_gpu" else None
        fingerprint = inputs_fingerprint(item, derived_sources(item, generated, machine_dir))
        if record.get("inputs_fingerprint") != fingerprint:
            return "stale (the data it is drawn from was remade)"
    return None


def check_outputs(registry, generated: Path = GENERATED) -> list[str]:
    """Problems with the generated outputs; an empty list means all is current."""
    problems = []
    machines = gpu_machines(generated)
    if not machines:
        problems.append(f"no GPU results at all under {generated}")
    for machine_dir in machines + [generated / PORTABLE]:
        failures = read_json(machine_dir / "failures.json", {})
        expected = expected_items(registry, machine_dir, generated)
        present = {p.name for p in machine_dir.iterdir() if p.is_dir()
                   and not p.name.startswith(".")} if machine_dir.is_dir() else set()
        for name in sorted(set(expected) - present):
            why = f" (last attempt failed: {failures[name]['error']})" if name in failures else ""
            problems.append(f"{machine_dir.name}/{name}: missing{why}")
        for name in sorted(present - set(registry) - {DEVICE_ITEM}):
            problems.append(f"{machine_dir.name}/{name}: made by code that no longer exists")
        for name in sorted(set(expected) & present):
            record = read_json(machine_dir / name / "provenance.json")
            if record is None:
                problems.append(f"{machine_dir.name}/{name}: no provenance.json")
                continue
            reason = staleness(expected[name], record, machine_dir / name, generated)
            if reason:
                problems.append(f"{machine_dir.name}/{name}: {reason}")
        if machine_dir.name != PORTABLE and DEVICE_ITEM not in present:
            problems.append(f"{machine_dir.name}/{DEVICE_ITEM}: missing (measured copy bandwidth)")
    # Sentences on the pages that are declared claims about this data (snippets/*/claims.py)
    from snippets.core import claims

    problems += claims.problems(generated)
    return problems


# ---------------------------------------------------------------------------------------
# Estimates: how long an item took last time, on this GPU or any other
# ---------------------------------------------------------------------------------------
DEFAULT_SECONDS = {"gpu": 15.0, "portable": 10.0, "derived": 3.0}


def last_seconds(name: str, folder: Path, generated: Path,
                 key: str = "seconds") -> float | None:
    """Seconds the last run of ``name`` took in ``folder``, else anywhere else (``key``:
    "check_seconds" for the part a snippet's check took in a run's first phase)."""
    candidates = [folder] + gpu_machines(generated) + [generated / PORTABLE]
    for candidate in candidates:
        record = read_json(candidate / name / "provenance.json", {})
        if key in record:
            return float(record[key])
    return None
