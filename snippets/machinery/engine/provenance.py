"""Provenance: where, when, from what code and in how long each output was made.

Every output folder gets a ``provenance.json``: the machine's facts (GPU, driver,
versions, commit), the item and its source hash, the date and the seconds it took (the
next run's estimate starts from these). A derived output speaks for the GPU whose data
it draws, and records which data that was.
"""

import os
import platform
import subprocess
import sys
from pathlib import Path

import snippets  # noqa: F401  (decides interpreter vs GPU before Triton is imported)
import torch

from snippets.helpers.runtime import interpreting
from snippets.machinery.items import Derived, drawing_hash, kind_of, source_hash

from snippets.machinery.engine.estimates import caches_cold
from snippets.machinery.layout import DEVICE_ITEM, ROOT

from snippets.machinery.engine.outputs import now_utc, read_json
from snippets.machinery.engine.staleness import inputs_fingerprint


def _run(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT,
                              timeout=30).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


def cpu_model() -> str:
    """The CPU's model name as Linux reports it (platform.processor() is often empty)."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return " ".join(line.split(":", 1)[1].split())
    except OSError:
        pass
    return platform.processor() or "unknown"


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
        # Host-bound times (queuing launches, Python before a kernel) measure this CPU
        # as much as the GPU: the pages name it beside such tables.
        "cpu": cpu_model(),
        "cpu_count": os.cpu_count(),
        "commit": commit,
        "dirty": dirty,
        "command": "python scripts/regenerate.py " + " ".join(sys.argv[1:]),
        "gpu": None,
        # Whether this run began with Triton's cache empty: the estimates of later runs
        # take the records of runs like theirs (engine/estimates.py).
        "caches": "cold" if caches_cold() else "warm",
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
    # A set-up made in a first-phase worker: its seconds estimate the next run's phase.
    # And the part of it the items' worker made itself, after the workers' (the set-up's
    # tail, which the timings wait for).
    # And when every set-up had finished, in seconds from the first phase's start (the
    # items' worker makes its part of each set-up one at a time: that chain, not any one
    # set-up, decides how long the timings wait).
    # That depends on the order the set-ups started in: its version goes with it.
    order = record.pop("setup_order", None)
    for key in ("setup_seconds", "own_setup_seconds", "setups_done_seconds"):
        setups = record.pop(key, {})
        if item.name in setups:
            record[key] = setups[item.name]
    if "setups_done_seconds" in record:
        record["setup_order"] = order
    record["item"] = item.name
    record["source_hash"] = source_hash(item)
    if kind_of(item) == "gpu":  # its figures: drawn by this code (--redraw draws them again)
        record["drawing_hash"] = drawing_hash()
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
    # The CPU here is the drawing machine's, not the one that drove the GPU.
    record["drawn_on_cpu"] = record.pop("cpu", None)
    record.pop("cpu_count", None)
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
