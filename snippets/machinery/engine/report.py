"""What a run prints: the plan before it, and the summary after (estimate against
actual, per item, per phase and in total)."""

from snippets.machinery.engine.estimates import phase_estimates
from snippets.machinery.layout import gpu_folders
from snippets.machinery.engine.planning import NOT_SELECTED
from snippets.machinery.items import Snippet, kind_of


def estimate_source(todo, generated) -> str | None:
    """Where the GPU items' estimates come from, when not from this GPU's own records: a
    first run on a GPU the site has not seen is estimated from another GPU's runs, at
    that host's pace (an H100 run on a slow host once put a first H200 run half again
    over what it took). None where this GPU's folder has records, or nothing is on a GPU."""
    gpu_steps = [s for s in todo if kind_of(s.item) == "gpu"]
    if generated is None or not gpu_steps:
        return None
    here = generated / gpu_steps[0].where
    if any((here / s.item.name / "provenance.json").is_file() for s in gpu_steps):
        return None
    others = [p.name for p in gpu_folders(generated) if p != here]
    if not others:
        return None
    return (f"estimated from the records of {', '.join(others)} (none of this GPU's yet): "
            "another host's pace, so read it as a rough guide")


START_UP = "start-up and plan"  # the phase before the first item: imports, CUDA, plan


def print_plan(console, steps, generated=None, planned_s: float | None = None) -> None:
    """The plan as a table: what will be made (with its estimate) and what will be
    skipped and why; items left out by --kinds are only counted. ``generated``: the
    outputs' folder, to say where the estimates come from (``estimate_source``);
    ``planned_s``: the seconds the run has taken so far, counted in its estimate."""
    from rich.table import Table

    table = Table(title="regenerate: the plan", title_justify="left")
    for column in ("item", "kind", "output folder", "plan", "est."):
        table.add_column(column, overflow="fold")
    left_out = [s for s in steps if s.skip and s.skip.startswith(NOT_SELECTED)]
    for step in steps:
        if step in left_out:
            continue
        est = f"{step.estimate_s:.0f} s" + ("?" if step.guessed else "")
        plan_text = "make" if step.skip is None else f"[yellow]skip[/]: {step.skip}"
        table.add_row(step.item.name, kind_of(step.item), step.where, plan_text,
                      est if step.skip is None else "")
    console.print(table)
    todo = [s for s in steps if s.skip is None]
    # On a GPU (where GPU items are made), the snippets are checked first.
    checking = any(isinstance(s.item, Snippet) and kind_of(s.item) == "gpu" for s in todo)
    phases = phase_estimates(todo, checking)
    if planned_s is not None and todo:
        phases = {START_UP: planned_s, **phases}
    guessed = sum(s.guessed for s in todo)
    if left_out:
        console.print(f"{len(left_out)} more left out by --kinds ({left_out[0].skip.split('(')[-1]}")
    console.print(f"{len(todo)} to make, {len(steps) - len(todo)} skipped; estimated "
                  f"{sum(phases.values()) / 60:.1f} min"
                  + (" (" + ", then ".join(f"{name} {seconds:.0f} s"
                                           for name, seconds in phases.items()) + ")"
                     if len(phases) > 1 else "")
                  + (f" ({guessed} never timed before: guessed)" if guessed else ""))
    source = estimate_source(todo, generated)
    if source:
        console.print(source)


def print_summary(console, steps, results, wall_s: float | None = None,
                  phases: dict | None = None) -> None:
    from rich.table import Table

    by_step = {id(r["step"]): r for r in results}
    table = Table(title="regenerate: summary", title_justify="left")
    for column in ("item", "output folder", "outcome", "seconds", "estimated"):
        table.add_column(column, overflow="fold")
    for step in steps:
        result = by_step.get(id(step))
        if result is None and step.skip and step.skip.startswith(NOT_SELECTED):
            continue  # counted in the last line, like the plan does
        if result is None:
            outcome = f"skipped: {step.skip}" if step.skip else "not reached"
            table.add_row(step.item.name, step.where, outcome, "", "")
            continue
        outcome = result["outcome"] + (f": {result['error']}" if result.get("error") else "")
        table.add_row(step.item.name, step.where, outcome, f"{result['seconds']:.1f}",
                      f"{step.estimate_s:.0f}")
    console.print(table)
    made = sum(r["outcome"] == "made" for r in results)
    failed = sum(r["outcome"] == "FAILED" for r in results)
    skipped = sum(s.skip is not None for s in steps)
    total = wall_s if wall_s is not None else sum(r["seconds"] for r in results)
    for phase, (estimated, actual) in (phases or {}).items():
        console.print(f"  {phase}: {actual:.0f} s (estimated {estimated:.0f} s)")
    estimated = sum(e for e, _ in (phases or {}).values())
    console.print(f"summary: {made} made, {failed} failed, {skipped} skipped, "
                  f"{total / 60:.1f} min" + (f" (estimated {estimated / 60:.1f} min)"
                                            if phases else ""))
