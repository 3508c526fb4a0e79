"""Where regenerate.py's outputs live, how they are published, and what failed.

- Layout: ``docs/generated/<gpu>/<item>/`` for outputs made on a GPU (and the derived
  figures drawn from them), ``docs/generated/portable/<item>/`` for outputs that do not
  depend on the GPU (and comparisons across GPUs). Each folder has a ``provenance.json``.
- Publication is atomic: an item is built in a temporary folder and swapped in with two
  renames, so a failing or killed run leaves the outputs already there intact.
- ``failures.json`` in an output folder lists the items whose last attempt failed.
"""

import datetime
import json
import os
import shutil
from pathlib import Path

# The layout is snippets/machinery/layout.py's; the engine's modules take it from here too.
from snippets.machinery.layout import output_folders


def now_utc() -> str:
    return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


def write_json(path: Path, data) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    os.replace(tmp, path)


def read_json(path: Path, default=None):
    return json.loads(path.read_text()) if path.exists() else default


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


# ---------------------------------------------------------------------------------------
# failures.json: what failed last time, until it is made
# ---------------------------------------------------------------------------------------
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
    for folder in output_folders(generated):
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
