"""Lecture 4's profiler-overhead measurement in words (``summary.md``): the cost of each
extra launch and what each tool pays once apart, then the short loop's slowdown with
both included, each session's start and finish, and ncu's cost per profiled kernel.
``overhead.py`` measures; this module only words its rows."""

import textwrap

# Every in-process configuration also runs a loop four times as long: the difference
# between the two is a cost per launch, what is left of the short loop a cost paid once.
LONG = ", 4x loop"
LONG_LOOP = "torch.profiler" + LONG
PAGE_WIDTH = 78  # characters a code block on the page shows without scrolling


def _times(ratio: float) -> str:
    return f"{ratio:.1f}×" if ratio < 100 else f"{ratio:,.0f}×"


def overhead_summary(rows: list[dict]) -> str:
    """The measured slowdowns in words, with what explains the two extremes: the cost of
    an in-process session outside the loop, and ncu's cost per profiled kernel."""
    base = next(row for row in rows if row["tool"] == "none")
    per_launch_us = 1e3 * base["loop_ms"] / base["kernels"]
    slowdowns = ", ".join(f"{row['tool']} {_times(row['loop slowdown (x)'])}" for row in rows
                          if row["tool"] != "none" and not row["tool"].endswith(LONG))
    # The short loop's slowdown mixes the cost per launch with what a tool pays once
    # (Proton's first launches: tens of ms over 200 launches): the two are given apart,
    # per extra launch first, and the short loop's ratio named as including both.
    paragraphs = [f"Without a tool the loop of {base['kernels']} launches took "
                  f"{base['loop_ms']:.2f} ms (median of {base['repeats']}), "
                  f"{per_launch_us:.1f} µs per launch."]
    extra = [f"{row['tool'].removesuffix(LONG)} {row['extra launch us']:.1f} µs "
             f"[{row['extra launch us p20']:.1f}, {row['extra launch us p80']:.1f}] "
             f"({row['extra launch slowdown (x)']:.2f}× no tool's), "
             f"{round(row['loop ms paid once'], 1) + 0.0:.1f} ms paid once"  # not -0.0
             for row in rows
             if row["tool"].endswith(LONG) and row["extra launch us"] != ""]
    if extra:
        paragraphs.append("Each launch the 4x loop adds (median [p20, p80] of the repeats), "
                          f"and what the short loop took beyond its launches: {'; '.join(extra)}.")
    paragraphs.append("The short loop's slowdown under each tool, what it pays once "
                      f"included: {slowdowns}.")
    sessions = [f"{row['tool']} {row['first session_s'] - row['loop_ms'] / 1e3:.3f} s "
                f"(later sessions {row['session_s'] - row['loop_ms'] / 1e3:.3f} s)"
                for row in rows if row["tool"] in ("torch.profiler", "proton")]
    if sessions:
        paragraphs.append("Starting and finishing a process's first session, outside the "
                          f"loop: {', '.join(sessions)}.")
    short = next((row for row in rows if row["tool"] == "torch.profiler"), None)
    long = next((row for row in rows if row["tool"] == LONG_LOOP), None)
    if short and long:
        per_kernel = (long["finish_s"] - short["finish_s"]) / (long["kernels"] - short["kernels"])
        one_time = short["finish_s"] - per_kernel * short["kernels"]
        paragraphs.append(
            f"torch.profiler's first start took {short['first start_s']:.3f} s, a later one "
            f"{short['start_s']:.3f} s; its finish {short['finish_s']:.2f} s after "
            f"{short['kernels']} launches, {long['finish_s']:.2f} s after {long['kernels']}: "
            f"about {1e3 * per_kernel:.2f} ms per recorded launch and {one_time:.2f} s paid once.")
    for row in rows:
        if row["tool"] == "ncu" and row["kernels ncu profiled"]:
            passes = row["ncu passes per kernel"]
            paragraphs.append(
                f"ncu profiled {row['kernels ncu profiled']} kernels"
                + (f", replaying each in {passes} passes" if passes else "")
                + f": {row['loop_ms'] / row['kernels ncu profiled']:.0f} ms per profiled "
                f"kernel, against {per_launch_us:.1f} µs per launch without a tool.")
    return "\n\n".join(textwrap.fill(p, width=PAGE_WIDTH) for p in paragraphs) + "\n"
