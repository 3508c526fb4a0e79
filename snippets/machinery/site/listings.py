"""Excerpts, not dumps: how the page hook shows a generated listing.

IR loses its source-location noise (MLIR's ``#loc`` lines and ``loc(...)`` references,
PTX's ``.loc`` lines, LLVM's debug records) and every absolute path of the machine that
made it. A listing longer than a screen is shown as a short excerpt chosen by code (the
lines that match the directive's ``excerpt=`` patterns, the lines a diff changes, or the
Triton kernel inside Inductor's ``output_code``), with the whole listing in a collapsed
block one click away.
"""

import re

SHORT = 30  # a listing up to this many lines is shown whole
HEAD = 16  # without a better excerpt, the first lines
CONTEXT = 1  # lines kept around each matching line
EXCERPT_MAX = 30  # lines an excerpt shows at most
MAX_LINES = 400  # the collapsed whole listing stops here (the file has the rest)

MLIR_LOC_LINE = re.compile(r"^\s*#loc\d*\s*=\s*loc\(.*$")
PTX_LOC_LINE = re.compile(r"^\s*\.loc\s")
# Debug records of LLVM IR and PTX: metadata lines, !dbg references, DWARF sections.
LLVM_DEBUG_LINE = re.compile(r"^!\d+ = |^\s*(#dbg_|call void @llvm\.dbg\.)")
LLVM_DEBUG_REF = re.compile(r",\s*!dbg !\d+")
# "/work/main/snippets/vector_add/add.py" -> "snippets/vector_add/add.py"; any other
# absolute path keeps its file name only. A path under the home folder ("~/.triton/cache")
# is no machine's private path and stays whole.
IN_PROJECT = re.compile(r"/(?:[\w.+-]+/)+?(?=snippets/)")
ABSOLUTE = re.compile(r"(?<![\w.:/~])/(?:[\w.+-]+/)+([\w.+-]+)")
# Inductor's output_code: each generated kernel is a source string passed to async_compile.
# (a Triton kernel: its name, then its source; a C++ one: its argument types, then its source)
COMPILED = re.compile(r"async_compile\.(?P<kind>\w+)\(\s*(?:'\w+'|\[[^\]]*\]),\s*r?'''\n?"
                      r"(?P<src>.*?)'''", re.S)


def _strip_loc_refs(line):
    """Removes every ``loc(...)`` (balanced parentheses) from one MLIR line."""
    out, i = [], 0
    while True:
        at = line.find(" loc(", i)
        if at < 0:
            out.append(line[i:])
            return "".join(out)
        out.append(line[i:at])
        depth, j = 0, at + 4
        while j < len(line):
            depth += {"(": 1, ")": -1}.get(line[j], 0)
            j += 1
            if depth == 0:
                break
        i = j


def clean(content):
    """Listing text without source locations, debug records or machine paths."""
    lines = []
    for line in content.splitlines():
        if MLIR_LOC_LINE.match(line) or PTX_LOC_LINE.match(line) or LLVM_DEBUG_LINE.match(line):
            continue
        if " loc(" in line:
            line = _strip_loc_refs(line)
        line = LLVM_DEBUG_REF.sub("", line)
        line = IN_PROJECT.sub("", line)
        line = ABSOLUTE.sub(r"\1", line)
        lines.append(line.rstrip())
    while lines and not lines[-1]:
        lines.pop()
    return lines


def matching(lines, patterns, context=CONTEXT):
    """The lines that match any pattern, with ``context`` lines around each; gaps
    marked with an ellipsis line. Empty if nothing matches."""
    compiled = [re.compile(p) for p in patterns]
    hits = [i for i, line in enumerate(lines) if any(p.search(line) for p in compiled)]
    if not hits:
        return []
    keep = sorted({j for i in hits for j in range(i - context, i + context + 1)
                   if 0 <= j < len(lines)})
    out, last = [], None
    for j in keep:
        if last is not None and j != last + 1:
            out.append("…")
        out.append(lines[j])
        last = j
    if len(out) > EXCERPT_MAX:  # a pattern that matches everywhere: the first matches
        out = out[:EXCERPT_MAX] + ["… (more in the whole listing)"]
    return out


def diff_changes(lines):
    """A unified diff's changed lines (with one line around each)."""
    return matching(lines, [r"^[+-](?![+-]{2})"])


def inductor_kernels(content):
    """[(language, source)] of the kernels Inductor generated, from its output_code."""
    found = []
    for match in COMPILED.finditer(content):
        language = "python" if match["kind"] == "triton" else "cpp"
        found.append((language, match["src"].rstrip()))
    return found


def excerpt(lines, lang, patterns=None):
    """(excerpt lines, words saying how it was chosen) for a listing too long to show."""
    if patterns:
        chosen = matching(lines, patterns)
        if chosen:
            return chosen, "the lines the text discusses"
    if lang == "diff":
        chosen = diff_changes(lines)
        if chosen:
            return chosen, "the changed lines"
    return lines[:HEAD], f"the first {HEAD} lines"
