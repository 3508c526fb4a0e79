"""Regenerate every number, plot, IR dump and profiler output on the site.

For each registered item (see ``snippets/machinery/items.py``; ``python -m snippets``
lists them) this machine can make:

- a **Snippet** is checked against its torch reference on the GPU, benchmarked, and its
  IR dumped;
- an **Artifact** writes its own outputs (profiler tables, images, captured output);
- a **Derived** item is drawn from outputs already in ``docs/generated`` (a roofline,
  a trace timeline, the comparison between GPUs): no GPU needed.

Outputs go to ``docs/generated/<gpu>/<item>/``, or ``docs/generated/portable/<item>/``
for what does not depend on the GPU, each with a ``provenance.json``. Results are kept
per GPU: a run on another GPU adds a folder and erases nothing.

Before it runs anything, a preflight checks what each item needs (GPU, compute
capability, pip packages, tools such as ncu and nvcc) and prints the plan: what it will
make, what it will skip and why, and how long it should take (from the last run on this
GPU, or on another). Each item is built in a temporary folder and swapped into place
only when complete, so a skipped, failing or interrupted item leaves the outputs
already there intact. A failing item is recorded in ``failures.json`` (the page says
so) and the run goes on; the exit status is non-zero if anything failed. Every item
and check runs in a worker process with a time limit derived from its estimate: one
that hangs is stopped and recorded as timed out. What items print goes to
``docs/.generated-logs/``; the terminal shows the plan, progress and the summary.

    python scripts/regenerate.py              # on a GPU: its outputs + derived figures
    python scripts/regenerate.py --list       # the plan (preflight), and nothing else
    python scripts/regenerate.py --only vector_add --only greyscale
    python scripts/regenerate.py --kinds portable   # GPU-independent outputs (any machine)
    python scripts/regenerate.py --check      # outputs missing or stale? (no GPU needed)
    python scripts/regenerate.py --redraw     # the GPU outputs' figures, drawn again from their data

``scripts/regenerate.py`` starts this command line; the engine's parts are this
package's modules (its ``__init__`` names them: planning, running, provenance, reporting...).
"""

import argparse
import sys
import time
from pathlib import Path

import snippets  # noqa: F401  (decides interpreter vs GPU before Triton is imported)
import torch

from snippets.helpers.runtime import interpreting
from snippets.machinery.items import discover

from snippets.machinery.engine.ahead import started_ahead
from snippets.machinery.layout import GENERATED
from snippets.machinery.engine.planning import plan
from snippets.machinery.engine.provenance import machine_facts
from snippets.machinery.engine.report import START_UP, print_plan, print_summary
from snippets.machinery.engine.running import logs_folder, run
from snippets.machinery.engine.schedule import KINDS
from snippets.machinery.engine.staleness import check_outputs, missing_optional


def main(argv=None, started: float | None = None) -> int:
    """``started``: the ``time.perf_counter()`` the run's wall time counts from (the
    command line passes the process's start; by default, this call's)."""
    started = time.perf_counter() if started is None else started
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", action="append", metavar="NAME",
                        help="only this snippet or artifact (repeatable)")
    parser.add_argument("--list", action="store_true",
                        help="run the preflight and print the plan; make nothing")
    parser.add_argument("--check", action="store_true",
                        help="report outputs that are missing or stale; exit 1 if any")
    parser.add_argument("--steps", default="check,benchmark,ir",
                        help="for snippets: which of check,benchmark,ir to run")
    parser.add_argument("--kinds", default=None,
                        help="comma-separated: gpu (outputs that need a GPU), portable "
                             "(GPU-independent ones), derived (figures drawn from generated "
                             "data). Default: gpu,derived on a GPU; portable,derived elsewhere")
    parser.add_argument("--redraw", action="store_true",
                        help="draw the GPU outputs' figures again from their data (no GPU "
                             "needed; --only narrows it), then exit")
    parser.add_argument("--force", action="store_true",
                        help="redraw derived outputs even if they are up to date")
    parser.add_argument("--generated-dir", type=Path, default=GENERATED, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    generated = args.generated_dir
    registry = discover()

    if args.redraw:
        from snippets.machinery.engine.redraw import redraw

        done = redraw(registry, generated, args.only)
        print(f"--redraw: {len(done)} GPU output(s) redrawn from their data")
        return 0

    if args.check:
        problems = check_outputs(registry, generated)
        for note in missing_optional(registry, generated):
            print(f"  note: {note}")
        for problem in problems:
            print(f"  {problem}")
        print(f"--check: {len(problems)} problem(s)" if problems else "--check: all outputs current")
        return 1 if problems else 0

    from rich.console import Console

    # Wide enough for the tables when the output is a log file, not a terminal.
    console = Console(highlight=False, width=None if sys.stdout.isatty() else 150)
    on_gpu = torch.cuda.is_available() and not interpreting()
    if interpreting() and torch.cuda.is_available():
        raise SystemExit("refusing to benchmark under TRITON_INTERPRET=1: "
                         "unset it to time the real kernels")
    kinds = tuple((args.kinds or ("gpu,derived" if on_gpu else "portable,derived")).split(","))
    if set(kinds) - set(KINDS):
        raise SystemExit(f"--kinds takes {', '.join(KINDS)}; got {args.kinds}")
    # A whole run on a GPU starts its workers now: they import while the plan is made.
    with started_ahead(registry.values(), logs_folder(generated) / "started-ahead.log",
                       on_gpu and not args.list and not args.only and "gpu" in kinds):
        facts = machine_facts()
        machine = capability = None
        if on_gpu:
            from snippets.helpers.device import machine_slug

            machine = machine_slug()
            capability = torch.cuda.get_device_capability()
        steps = plan(registry, args.only, kinds, machine, capability, generated, args.force)

        console.print(f"regenerate: {facts['gpu'] or 'no GPU (Triton interpreter)'}; "
                      f"torch {facts['torch']}, triton {facts['triton']}; commit "
                      f"{facts['commit'][:10]}{' (dirty)' if facts['dirty'] else ''}")
        planned_s = time.perf_counter() - started
        print_plan(console, steps, generated, planned_s)
        if args.list:
            return 0

        # Filled as the run goes, so an interrupt still has them; the start-up and the
        # plan are a phase of the run, known by now.
        results, phases = [], {START_UP: [planned_s, planned_s]}
        try:
            run(console, steps, facts, machine, generated, set(args.steps.split(",")),
                on_gpu, results, phases)
        except KeyboardInterrupt:
            return 130
        finally:
            print_summary(console, steps, results, time.perf_counter() - started, phases)
        return 1 if any(r["outcome"] == "FAILED" for r in results) else 0

