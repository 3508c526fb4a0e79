"""What each kind of item produces, as a function that fills a fresh folder.

- a **Snippet**: ``check.json`` (checked against its torch reference on the GPU), its
  benchmark as CSV and plot, its IR dumps;
- an **Artifact**: whatever its own ``make`` writes;
- a **Derived** item: drawn from outputs already in ``docs/generated``.

A snippet's benchmark reads the GPU's measured limits (the ``device`` item's
``device.json``, made first on the run) to say how close it comes to them.

Each maker also writes the folder's ``provenance.json``; ``outputs.build_item`` runs it
in a temporary folder and publishes the folder only when it succeeds.
"""

import csv
import json
import time
from pathlib import Path

import snippets  # noqa: F401  (decides interpreter vs GPU before Triton is imported)
import torch

from snippets.helpers import ir as ir_dump
from snippets.machinery.plots import plot_benchmark
from snippets.machinery.items import Derived, Snippet

from snippets.machinery.layout import device_limits

from snippets.machinery.engine.outputs import read_json, write_json
from snippets.machinery.engine.provenance import derived_provenance, provenance
from snippets.machinery.engine.staleness import derived_sources


def verify_on_gpu(snippet: Snippet, folder: Path, checked=None) -> float:
    """Write check.json: the rows the first phase's worker made (``checked``: rows and
    seconds), or a check run here. Return the seconds the check took."""
    from snippets.machinery.verify import check_every_shape

    if checked is not None:
        rows, seconds = checked
    else:
        started = time.perf_counter()
        rows = check_every_shape(snippet, torch.device("cuda"), seed=time.time_ns() % 2**31)
        seconds = time.perf_counter() - started
    write_json(folder / "check.json", rows)
    return seconds


def benchmark_files(mark) -> list[tuple]:
    """(benchmark, file stem) for each benchmark of a ``perf_report`` mark: one is
    ``benchmark``, several are ``benchmark-<plot_name>``; its CSV and plot take that stem.
    The run that writes them and ``--redraw`` that draws them again both name them so."""
    benches = mark.benchmarks if isinstance(mark.benchmarks, list) else [mark.benchmarks]
    return [(bench, "benchmark" if len(benches) == 1 else f"benchmark-{bench.plot_name}")
            for bench in benches]


def run_benchmark(mark, folder: Path, copy_gbps: float | None, gpu: str) -> None:
    for bench, stem in benchmark_files(mark):
        rows = []
        x_name = bench.x_names[0]
        for x in bench.x_vals:
            for provider, provider_name in zip(bench.line_vals, bench.line_names):
                kwargs = {name: x for name in bench.x_names}
                kwargs.update({bench.line_arg: provider}, **bench.args)
                reading = mark.fn(**kwargs)
                ms = getattr(reading, "ms", (float("nan"),) * 3)
                rows.append({
                    "benchmark": bench.plot_name, "provider": provider,
                    "provider_name": provider_name, "x_name": x_name, "x": x,
                    "args": json.dumps({k: str(v) for k, v in bench.args.items()}),
                    "unit": bench.ylabel, "value_p50": reading[0], "value_low": reading[1],
                    "value_high": reading[2], "ms_p50": ms[0], "ms_p20": ms[1], "ms_p80": ms[2],
                })
                torch.cuda.empty_cache()
        if copy_gbps and bench.ylabel == "GB/s":
            for row in rows:  # how close each point comes to the measured limit
                row["fraction_of_copy"] = row["value_p50"] / copy_gbps
        csv_path = folder / f"{stem}.csv"
        with open(csv_path, "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)
        plot_benchmark(csv_path, folder / f"{stem}.svg", bench, copy_gbps, gpu)


def dump_ir(snippet: Snippet, folder: Path) -> None:
    stages = ir_dump.ir_stages(snippet.compile_for_ir())
    stages["ptx"] = ir_dump.strip_ptx_debug_sections(stages["ptx"])
    ir_folder = folder / "ir"
    ir_folder.mkdir()
    for stage, (file_name, _) in ir_dump.STAGES.items():
        (ir_folder / file_name).write_text(stages[stage])


def make_snippet_outputs(snippet: Snippet, facts: dict, copy_gbps, steps,
                         checked=None) -> callable:
    def make(folder: Path) -> None:
        started = time.perf_counter()
        check_seconds = None
        if "check" in steps:
            check_seconds = verify_on_gpu(snippet, folder, checked)
        if checked is not None:  # checked in the first phase: time only what runs now
            started = time.perf_counter()
        if "benchmark" in steps and snippet.benchmark is not None:
            run_benchmark(snippet.benchmark, folder, copy_gbps, facts["gpu"])
        if "ir" in steps and snippet.compile_for_ir is not None:
            dump_ir(snippet, folder)
        record = provenance(facts, snippet, time.perf_counter() - started)
        if checked is not None:
            record["check_seconds"] = round(check_seconds, 1)  # in the parallel phase
        write_json(folder / "provenance.json", record)
    return make


def make_artifact(artifact, facts: dict) -> callable:
    def make(folder: Path) -> None:
        started = time.perf_counter()
        artifact.make(folder)
        write_json(folder / "provenance.json",
                   provenance(facts, artifact, time.perf_counter() - started))
    return make


def make_derived(item: Derived, facts: dict, source: Path, generated: Path) -> callable:
    def make(folder: Path) -> None:
        started = time.perf_counter()
        item.make(folder, source)
        sources = derived_sources(item, generated, source if item.scope == "per_gpu" else None)
        write_json(folder / "provenance.json",
                   derived_provenance(facts, item, sources, time.perf_counter() - started))
    return make


def read_copy_gbps(machine_dir: Path) -> float | None:
    limits = read_json(device_limits(machine_dir))
    return limits["copy_gbps"] if limits else None
