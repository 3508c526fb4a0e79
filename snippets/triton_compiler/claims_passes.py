"""Lecture 6's sentences on what TritonGPUCoalesce does to the grouped matmul's IR (its
conversions, its renumbered layouts). Beside claims.py, not in it: compiler_versions
imports claims.py, so an edit there would make that output stale."""

import re

from snippets.triton_compiler.claims import PAGE, PORTABLE, Claim, _for_each_release


# "+  %a_49 = tt.load %a_46, %a_47, %a_48 : ...": a load or store the diff adds.
MEMORY_OP = re.compile(r"^\+.*?\btt\.(load|store)\s+((?:%[\w.]+(?:,\s*)?)+)")


def _coalesce_adds_the_step(data):
    """The conversions between ConvertTritonToTritonGPU and the first run of
    TritonGPURemoveLayoutConversions are all TritonGPUCoalesce's, one for every operand of
    each load and store it re-lays out and one for each new load's result."""
    def check(source, path):
        passes = source.rows(path)
        start = next(i for i, r in enumerate(passes) if r["pass"] == "TritonGPUCoalesce")
        end = next(i for i, r in enumerate(passes)
                   if i > start and r["pass"] == "TritonGPURemoveLayoutConversions")
        counts = [r["convert_layouts_before"] for r in passes[start:end + 1]]
        added = counts[1] - counts[0]
        diff = source.text(path.replace("passes.csv", "TritonGPUCoalesce.diff"))
        expected = 0
        for line in diff.splitlines():
            m = MEMORY_OP.match(line)
            if m:
                expected += len(m[2].split(",")) + (m[1] == "load")
        return added > 0 and added == expected and len(set(counts[1:])) == 1, (
            f"convert_layout {counts[0]:.0f} -> {counts[1]:.0f} across Coalesce, "
            f"{expected} operands and load results in its diff, then {counts[1:]}")
    return _for_each_release(data, PORTABLE + "compiler_pass_dumps/passes.csv", "passes.csv",
                             check)


# "-#blocked6 = #ttg.blocked<{...}>": a layout definition the diff removes or adds.
LAYOUT_DEF = re.compile(r"^([+-])#(\w+) = (.*)$")


def _coalesce_renumbers(data):
    """Every layout definition the Coalesce diff removes comes back under another name:
    the printer renumbers, nothing is lost."""
    def check(source, path):
        removed, added = {}, {}
        for line in source.text(path).splitlines():
            m = LAYOUT_DEF.match(line)
            if m:
                (removed if m[1] == "-" else added)[m[2]] = m[3]
        renamed = {old: next((new for new, body in added.items()
                              if body == removed[old] and new != old), None) for old in removed}
        return bool(removed) and all(renamed.values()), ", ".join(
            f"#{old} -> #{new}" for old, new in renamed.items())
    return _for_each_release(data, PORTABLE + "compiler_pass_dumps/TritonGPUCoalesce.diff",
                             "TritonGPUCoalesce.diff", check)



CLAIMS = [
    Claim("compiler-coalesce-adds-the-step", PAGE,
          "the new conversions are all `TritonGPUCoalesce`'s: one for every operand of "
          "each load and store it gives a new layout, and one turning each new load's "
          "result back into the layout its users expect; no pass after it adds any before "
          "`TritonGPURemoveLayoutConversions` first runs",
          [PORTABLE + "compiler_pass_dumps/passes.csv",
           PORTABLE + "compiler_pass_dumps/TritonGPUCoalesce.diff"], _coalesce_adds_the_step),
    Claim("compiler-coalesce-renumbers", PAGE,
          "the removed layout definition comes back as a `+` line under a new number (the "
          "printer renumbered it; the layout did not change)",
          [PORTABLE + "compiler_pass_dumps/TritonGPUCoalesce.diff"], _coalesce_renumbers),
]
