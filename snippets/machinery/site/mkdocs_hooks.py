"""MkDocs hook: puts generated figures, tables and IR dumps into the pages.

A page asks for a generated file with a directive on a line of its own, e.g.::

    {{ image("vector_add/benchmark.svg", "Vector add throughput") }}
    {{ table("vector_add/benchmark.csv", "Triton against torch", pivot=True, where="x >= 1048576") }}
    {{ text("profiling/square_table.txt", "torch.profiler table", lang="text") }}
    {{ text("roofline/caption.txt", "Sentences written by code", lang="prose") }}
    {{ ir("vector_add/ir", "What add_kernel compiles to", excerpt=["tt\\.load"]) }}
    {{ download("profiling/trace.json", "Chrome trace of one step") }}

The path is ``<snippet or artifact name>/<file>``, looked up under
``docs/generated/<machine>/`` for every machine that has it. Directives on consecutive
lines (blank lines between them allowed) make one block: one tab per GPU holding that
GPU's figure, table and download, and one small provenance line per tab (GPU, driver,
versions, commit, date, read from the ``provenance.json`` that ``scripts/regenerate.py``
writes beside each output); with one machine there is no tab strip. Listings are shown as
excerpts with the whole collapsed (site_listings.py), tables with readable headers and
numbers (site_tables.py). A file that no machine has is an error under ``mkdocs build
--strict``, unless a failure was recorded for it, in which case the page says so.

After its first paragraph, every page that shows generated outputs says which machines
made them, when, and from which commits (one collapsed line, from the same provenance
records; site_pagehead.py places it).
"""

import csv
import json
import logging
import posixpath
import re
import textwrap
from pathlib import Path

from snippets.machinery.directives import FACTS_LINE, FILE_LINE, SENTENCE, name_of, parse_args
from snippets.machinery.site import listings, tables
from snippets.machinery.site.claims import mark_numbers, render_sentence
from snippets.machinery.site.exercises import fold_exercises
from snippets.machinery.site.figures import dark_name, figure_markdown, phone_name, svg_box
from snippets.machinery.site.pagehead import before_first_section, claim_legend
from snippets.machinery.layout import PORTABLE, generated_in, output_folders
from snippets.machinery.site.provenance import Provenance  # noqa: E402

log = logging.getLogger("mkdocs.hooks.generated")

IR_STAGES = [  # (file, tab title, pygments lexer)
    ("ttir.mlir", "TTIR", "text"),
    ("ttgir.mlir", "TTGIR", "text"),
    ("llir.ll", "LLVM IR", "llvm"),
    ("kernel.ptx", "PTX", "ptx"),
    ("kernel.sass", "SASS", "text"),
]
SHOWN_ROWS = 15  # a longer table is collapsed, one click away


class Renderer(Provenance):
    def __init__(self, docs_dir: Path, page_src: str):
        self.generated = generated_in(docs_dir)
        self.page_dir = posixpath.dirname(page_src)
        self.used = {}  # machine -> names of the items whose outputs this page shows

    # -- where things are -------------------------------------------------------------
    def machines(self):
        # GPUs first, then the device-independent outputs.
        return [p.name for p in output_folders(self.generated)]

    def found(self, path):
        return [m for m in self.machines() if (self.generated / m / path).exists()]

    def link(self, machine, path):
        return posixpath.relpath(f"generated/{machine}/{path}", self.page_dir or ".")

    def record(self, machine, item):
        path = self.generated / machine / item / "provenance.json"
        return json.loads(path.read_text()) if path.exists() else None

    # -- the directives ---------------------------------------------------------------
    def render_group(self, directives):
        """Consecutive directives (a figure, its table, its CSV) as one block: one tab per
        machine holding every item that machine made, then that machine's provenance
        once; with one machine, no tab strip (the provenance line names the machine)."""
        items, notes = [], []
        for kind, args, kwargs in directives:
            if self.found(args[0]):
                items.append((kind, args, kwargs))
            else:
                notes.append(self.missing(args[0]))
        machines = []
        for kind, args, kwargs in items:
            machines += [m for m in self.found(args[0]) if m not in machines]
        gpus = [m for m in machines if m != PORTABLE]
        tabs = gpus or machines  # device-independent items sit inside every GPU's tab
        blocks = []
        for machine in tabs:
            body, used = [], []
            for kind, args, kwargs in items:
                where = machine if machine in self.found(args[0]) else (
                    PORTABLE if PORTABLE in self.found(args[0]) else None)
                if where is None:
                    body.append(f"*{args[1]}*: not made on this machine.\n")
                    continue
                self.used.setdefault(where, set()).add(args[0].split("/")[0])
                kwargs = dict(kwargs)
                collapsed = kwargs.pop("collapsed", None)
                shown = getattr(self, f"_{kind}")(where, *args, **kwargs)
                body.append(f'??? table "{collapsed}"\n\n{textwrap.indent(shown, "    ")}'
                            if collapsed else shown)
                if (where, args[0].split("/")[0]) not in {(w, p.split("/")[0]) for w, p in used}:
                    used.append((where, args[0]))
            blocks.append((machine, "\n".join(body), used))
        if len(blocks) > 1 and self.same_everywhere(items, [m for m, _, _ in blocks]):
            # Byte-identical outputs (IR compiled for the same architecture, a log with
            # no timing in it): shown once, not once per GPU tab, with every GPU's record.
            names = " and ".join(f"the {self.machine_title(m, items[0][1][0])}" for m, _, _ in blocks)
            used = [pair for _, _, pairs in blocks for pair in pairs]
            blocks = [(blocks[0][0], f"{blocks[0][1]}\n*The same, byte for byte, on {names}.*\n",
                       used)]
        blocks = [(m, f"{body}\n{self.provenance_line(used)}") for m, body, used in blocks]
        if len(blocks) == 1:
            out = blocks[0][1]
        else:
            out = "\n".join(
                f'{"===!" if i == 0 else "==="} "{self.machine_title(m, items[0][1][0])}"\n\n'
                f'{textwrap.indent(b, "    ")}\n' for i, (m, b) in enumerate(blocks))
        return "\n".join(notes + [out])

    def same_everywhere(self, items, machines) -> bool:
        """Whether every machine's copy of every item's files is the same, byte for byte
        (provenance records aside)."""
        def contents(machine, path):
            where = self.generated / (machine if machine in self.found(path) else PORTABLE) / path
            if where.is_file():
                return where.read_bytes()
            return sorted((f.relative_to(where).as_posix(), f.read_bytes())
                          for f in where.rglob("*") if f.is_file() and f.name != "provenance.json")
        return all(len({repr(contents(m, args[0])) for m in machines}) == 1
                   for _, args, _ in items)

    def missing(self, path):
        failures = self.failure(path)
        if failures:
            body = "\n".join(f"- {f}" for f in failures)
            return f'!!! failure "Could not be generated"\n\n{textwrap.indent(body, "    ")}\n'
        log.warning("generated file %r not found under docs/generated/*/: "
                    "run scripts/regenerate.py", path)
        return f'!!! warning "Not generated yet"\n\n    `{path}` has not been generated.\n'

    def _caption(self, caption):
        return f"*{caption}*\n"

    def _image(self, machine, path, caption, wide=False, photo=False):
        box = phone_box = phone_link = dark_link = dark_phone_link = None
        here = self.generated / machine
        if path.endswith(".svg"):
            # Every GPU's copy of a figure gets the box of the first copy (its natural
            # size, or the column's width if ``wide``): the page does not jump when the
            # tab switches, and no copy is drawn larger than the others. The same for
            # the phone variant, where there is one (site_figures.py).
            first = self.generated / self.found(path)[0]
            box = svg_box(first / path)
            if (self.generated / machine / phone_name(path)).exists():
                phone_link = self.link(machine, phone_name(path))
                phone_box = svg_box((first if (first / phone_name(path)).exists() else
                                     self.generated / machine) / phone_name(path))
            if (here / dark_name(path)).exists():  # the dark twin (site_figures.py)
                dark_link = self.link(machine, dark_name(path))
                if phone_link and (here / dark_name(phone_name(path))).exists():
                    dark_phone_link = self.link(machine, dark_name(phone_name(path)))
        image = figure_markdown(self.link(machine, path), caption, box, wide, phone_link,
                                phone_box, photo, dark_link, dark_phone_link)
        return f"{image}\n\n{self._caption(caption)}"

    def _download(self, machine, path, caption):
        size_kb = (self.generated / machine / path).stat().st_size / 1024
        return (f"[:material-download: {caption}]({self.link(machine, path)}) "
                f"({size_kb:.0f} KiB)\n")

    def _text(self, machine, path, caption, lang="text", excerpt=None):
        content = (self.generated / machine / path).read_text()
        if lang == "prose" or (path.endswith(".md") and lang == "text"):  # sentences by code
            # Markdown, as the code that wrote it meant: its `code spans` stay code; a * or
            # _ elsewhere (a name like __init__) is a character, not emphasis.
            prose = "".join(part if part.startswith("`") else re.sub(r"([*_])", r"\\\1", part)
                            for part in re.split(r"(`[^`\n]+`)", content.strip()))
            # A list written right under its sentence needs a blank line to be a list.
            prose = re.sub(r"(?m)^(?!- )(.+)\n(?=- )", "\\1\n\n", prose)
            prose = mark_numbers(prose)  # numbers from data, counted by the browser test
            return f'{prose}\n\n{self._caption(caption)}'
        if path.endswith("output_code.py"):
            return self._output_code(machine, path, content, caption)
        return self._code(machine, path, content, lang, excerpt) + "\n" + self._caption(caption)

    def _output_code(self, machine, path, content, caption):
        """Inductor's output_code: the generated kernels first, highlighted in their own
        language; the whole file (the wrapper that calls them) collapsed below."""
        kernels = listings.inductor_kernels(content)
        shown = "".join(
            f"```{{.{lang} .listing}}\n{textwrap.dedent(src)}\n```\n\n" for lang, src in kernels)
        note = (f"*The kernel{'s' if len(kernels) > 1 else ''} Inductor generated, taken out of "
                f"{caption}*\n\n" if kernels else f"*{caption}*\n\n")
        return (f"{shown}{note}[The whole output_code]({self.link(machine, path)}) "
                f"({len(content.splitlines())} lines: the wrapper that calls "
                f"{'them' if len(kernels) > 1 else 'it'}).\n{{: .listing-note }}\n")

    @staticmethod
    def _fence(lines, lang):
        fence = "````" if any(line.startswith("```") for line in lines) else "```"
        # "listing": generated output; it scrolls sideways rather than wrap (extra.css).
        return f"{fence}{{.{lang} .listing}}\n" + "\n".join(lines) + f"\n{fence}\n"

    def _code(self, machine, path, content, lang, patterns=None):
        """A short listing whole; a long one as an excerpt chosen by code, with a link to
        the whole file under it (a line, not a box to open: the excerpt is what the text
        discusses, and the file is one click away)."""
        lines = listings.clean(content)
        if len(lines) <= listings.SHORT:
            return self._fence(lines, lang)
        chosen, how = listings.excerpt(lines, lang, patterns)
        return (f"{self._fence(chosen, lang)}\n"
                f"Excerpt: {how}; [the whole listing]({self.link(machine, path)}) has "
                f"{len(lines)} lines.\n{{: .listing-note }}\n")

    def _table(self, machine, path, caption, columns=None, max_rows=None, where=None,
               pivot=False, reference=None, headers=None):
        with open(self.generated / machine / path, newline="") as f:
            rows = list(csv.DictReader(f))
        if where:  # e.g. "x >= 16777216": keep the rows a paragraph talks about
            rows = [row for row in rows if _row_matches(row, where)]
        if pivot:
            table = tables.pivot(rows, reference)
        else:
            table = tables.plain(rows, columns or (list(rows[0].keys()) if rows else []),
                                 headers)
        csv_link = f" ([CSV]({self.link(machine, path)}))"
        count = table.count("\n") - 2
        if count > (max_rows or SHOWN_ROWS):  # a long table: one click away, with a cue
            return (f'??? table "{caption}: {count} rows"\n\n'
                    f'{textwrap.indent(table, "    ")}\n'
                    f"    [All the data, as CSV]({self.link(machine, path)})\n")
        return f"{table}\n{self._caption(caption + csv_link)}"

    def _ir(self, machine, path, caption, excerpt=None):
        tabs = []
        for file_name, title, lang in IR_STAGES:
            stage = f"{path}/{file_name}"
            if (self.generated / machine / stage).exists():
                content = (self.generated / machine / stage).read_text()
                code = self._code(machine, stage, content, lang, excerpt)
                marker = "===!" if not tabs else "==="
                tabs.append(f'{marker} "{title}"\n\n{textwrap.indent(code, "    ")}\n')
        return "\n".join(tabs) + "\n" + self._caption(caption)

def _row_matches(row, condition):
    column, op, value = condition.split()
    left, right = float(row[column]), float(value)
    return {">=": left >= right, "<=": left <= right, "==": left == right,
            ">": left > right, "<": left < right}[op]


def _directive_runs(markdown):
    """Yields (start line, end line, indent, [(kind, args, kwargs)]) for each run of
    directive lines at one indent separated only by blank lines."""
    lines = markdown.split("\n")
    i = 0
    while i < len(lines):
        match = FILE_LINE.match(lines[i])
        if not match:
            i += 1
            continue
        indent, run, end = match["indent"], [match], i
        j = i + 1
        while j < len(lines):
            if not lines[j].strip():
                j += 1
                continue
            following = FILE_LINE.match(lines[j])
            if not following or following["indent"] != indent:
                break
            run.append(following)
            end = j
            j += 1
        directives = []
        for m in run:
            args, kwargs = parse_args(m["args"])
            directives.append((m["kind"], args, kwargs))
        end = _absorb_collapsed(lines, end, indent, directives)
        yield i, end, indent, directives
        i = end + 1


COLLAPSED = re.compile(r'^(?P<indent>[ \t]*)\?\?\?\+? \w+ "(?P<title>[^"]*)"[ \t]*$')


def _absorb_collapsed(lines, end, indent, directives):
    """A collapsed block right after a run that holds nothing but directives (a figure's
    "numbers behind the plot") joins the run: it is shown collapsed inside the same tabs.
    Returns the run's new last line."""
    j = end + 1
    while j < len(lines) and not lines[j].strip():
        j += 1
    block = COLLAPSED.match(lines[j]) if j < len(lines) else None
    if not block or block["indent"] != indent:
        return end
    inner, k, last = [], j + 1, j
    while k < len(lines):
        if lines[k].strip():
            directive = FILE_LINE.match(lines[k])
            if not directive or directive["indent"] != indent + "    ":
                break
            inner.append(directive)
            last = k
        k += 1
    if not inner or (k < len(lines) and lines[k].startswith(indent + " ")):
        return end  # the block holds more than directives: leave it to the page
    for m in inner:
        args, kwargs = parse_args(m["args"])
        directives.append((m["kind"], args, {**kwargs, "collapsed": block["title"]}))
    return last


def on_page_markdown(markdown, page, config, files):
    renderer = Renderer(Path(config["docs_dir"]), page.file.src_uri)
    markdown = fold_exercises(markdown)
    lines = markdown.split("\n")
    for start, end, indent, directives in reversed(list(_directive_runs(markdown))):
        block = textwrap.indent(renderer.render_group(directives), indent)
        lines[start:end + 1] = block.split("\n")
    markdown = "\n".join(lines)
    docs_dir = Path(config["docs_dir"])
    def sentence(m):  # a paragraph per GPU, unless indented (a list item or a box)
        line_start = m.string.rfind("\n", 0, m.start()) + 1
        indented = m.string[line_start:m.start()][:1].isspace()
        return render_sentence(m["kind"], name_of(m), docs_dir,
                               page.file.src_uri, paragraphs=not indented)
    # An indented facts table (inside a box) is indented line by line; one at the margin
    # is left to the sentences' pass below, as any other.
    markdown = FACTS_LINE.sub(
        lambda m: (textwrap.indent(SENTENCE.sub(sentence, m["call"]), m["indent"])
                   if m["indent"] else m[0]), markdown)
    markdown = SENTENCE.sub(sentence, markdown)
    note, details = renderer.outputs_note()
    head = note + claim_legend(markdown, page.file.src_uri)
    # The quiet lines after the opening; where-made in full at the end, with the lab notebook.
    return before_first_section(markdown, head) + details
