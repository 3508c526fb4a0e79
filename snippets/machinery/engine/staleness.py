"""--check: is every output present, and made from the code and data as they are now?

An output is stale when the code that made it changed (its ``source_hash``) or, for a
derived figure, when an output it was drawn from was remade (its ``inputs_fingerprint``).
``check_outputs`` lists what is missing, stale or orphaned: the test suite runs it.
"""

import hashlib
from pathlib import Path

from snippets.machinery.items import Derived, drawing_hash, kind_of, source_hash

from snippets.machinery.layout import DEVICE_ITEM, GENERATED, PORTABLE, gpu_folders

from snippets.machinery.engine.outputs import read_json


def derived_sources(item: Derived, generated: Path, machine_dir: Path | None) -> list[Path]:
    """The folders a derived item reads: one GPU's, or every GPU's."""
    if item.scope == "per_gpu":
        return [machine_dir] if machine_dir is not None else []
    return gpu_folders(generated)


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
            if any(has_inputs(item, gpu) for gpu in gpu_folders(generated)):
                expected[name] = item
    return expected


def staleness(item, record: dict, folder: Path, generated: Path) -> str | None:
    """Why an existing output is out of date, or None if it is current."""
    if item.name == DEVICE_ITEM:
        # Remeasured on every GPU run, whatever changed: never stale in between (the
        # figures drawn from it are redrawn from the limits they have).
        return None
    if record.get("source_hash") != source_hash(item):
        return "stale (its code changed since)"
    if (kind_of(item) == "gpu" and any(folder.glob("*.svg"))
            and record.get("drawing_hash") != drawing_hash()):
        return ("figures drawn by older drawing code (`regenerate.py --redraw` draws them "
                "again from the data, no GPU needed)")
    if isinstance(item, Derived):
        machine_dir = folder.parent if item.scope == "per_gpu" else None
        fingerprint = inputs_fingerprint(item, derived_sources(item, generated, machine_dir))
        if record.get("inputs_fingerprint") != fingerprint:
            return "stale (the data it is drawn from was remade)"
    return None


def missing_optional(registry, generated: Path = GENERATED) -> list[str]:
    """Optional outputs (the executed notebooks) a GPU folder does not have: not a
    problem, but --check names them, so that a run without them is never silent."""
    return [f"{machine_dir.name}/{name}: not made on this GPU yet (optional)"
            for machine_dir in gpu_folders(generated)
            for name, item in sorted(expected_items(registry, machine_dir, generated).items())
            if getattr(item, "optional", False) and not (machine_dir / name).is_dir()]


def check_outputs(registry, generated: Path = GENERATED) -> list[str]:
    """Problems with the generated outputs; an empty list means all is current."""
    problems = []
    machines = gpu_folders(generated)
    if not machines:
        problems.append(f"no GPU results at all under {generated}")
    for machine_dir in machines + [generated / PORTABLE]:
        failures = read_json(machine_dir / "failures.json", {})
        expected = expected_items(registry, machine_dir, generated)
        present = {p.name for p in machine_dir.iterdir() if p.is_dir()
                   and not p.name.startswith(".")} if machine_dir.is_dir() else set()
        for name in sorted(set(expected) - present):
            if getattr(expected[name], "optional", False):
                continue  # listed by missing_optional(), shown as such on its page
            why = f" (last attempt failed: {failures[name]['error']})" if name in failures else ""
            problems.append(f"{machine_dir.name}/{name}: missing{why}")
        for name in sorted(present - set(registry)):
            problems.append(f"{machine_dir.name}/{name}: made by code that no longer exists")
        for name in sorted(set(expected) & present):
            record = read_json(machine_dir / name / "provenance.json")
            if record is None:
                problems.append(f"{machine_dir.name}/{name}: no provenance.json")
                continue
            reason = staleness(expected[name], record, machine_dir / name, generated)
            if reason:
                problems.append(f"{machine_dir.name}/{name}: {reason}")
    # Sentences on the pages that are declared claims about this data (snippets/*/claims.py)
    from snippets.machinery import claims

    problems += claims.problems(generated)
    return problems
