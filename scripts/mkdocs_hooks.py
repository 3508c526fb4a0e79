"""MkDocs hook: puts generated figures, tables and IR dumps into the pages.

A page asks for a generated file with a directive on a line of its own, e.g.::

    {{ image("vector_add/benchmark.svg", "Vector add throughput") }}
    {{ table("vector_add/benchmark.csv", "Numbers behind the plot", where="x >= 1048576") }}
    {{ text("profiling/square_table.txt", "torch.profiler table", lang="text") }}
    {{ ir("vector_add/ir", "What add_kernel compiles to") }}
    {{ download("profiling/trace.json", "Chrome trace of one step") }}

The path is ``<snippet or artifact name>/<file>``, looked up under
``docs/generated/<machine>/`` for every machine that has it; each machine becomes a tab,
and every caption ends with that output's provenance (GPU, driver, versions, commit,
date) read from the ``provenance.json`` written beside it by ``scripts/regenerate.py``.
A file that no machine has is an error under ``mkdocs build --strict``, unless a
failure was recorded for it, in which case the page says so.

Below its title, every page that shows generated outputs says which machines made them,
when, and from which commits (a collapsed note, from the same provenance records).
"""

import ast
import csv
import html
import json
import logging
import posixpath
import re
import sys
import textwrap
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the snippets package

log = logging.getLogger("mkdocs.hooks.generated")

DIRECTIVE = re.compile(
    r"^(?P<indent>[ \t]*)\{\{\s*(?P<kind>image|table|text|ir|download)\((?P<args>.*)\)\s*\}\}[ \t]*$",
    re.MULTILINE,
)
# Sentences about measured data (snippets/core/claims.py), anywhere in a paragraph:
# {{ claim("name") }} a declared claim, checked on every GPU; {{ words("name") }} a
# sentence written by code from each GPU's data.
INLINE = re.compile(r"\{\{\s*(?P<kind>claim|words)\(\s*(?P<args>[^)]*)\)\s*\}\}")
PORTABLE = "portable"  # outputs that do not depend on the GPU
IR_STAGES = [  # (file, tab title, pygments lexer)
    ("ttir.mlir", "TTIR", "text"),
    ("ttgir.mlir", "TTGIR", "text"),
    ("llir.ll", "LLVM IR", "llvm"),
    ("kernel.ptx", "PTX", "ptx"),
    ("kernel.sass", "SASS", "text"),
]
MAX_LINES = 400


def _parse_args(text):
    call = ast.parse(f"f({text})", mode="eval").body
    args = [ast.literal_eval(a) for a in call.args]
    kwargs = {k.arg: ast.literal_eval(k.value) for k in call.keywords}
    return args, kwargs


class Renderer:
    def __init__(self, docs_dir: Path, page_src: str):
        self.generated = docs_dir / "generated"
        self.page_dir = posixpath.dirname(page_src)
        self.used = {}  # machine -> names of the items whose outputs this page shows

    # -- where things are -------------------------------------------------------------
    def machines(self):
        if not self.generated.is_dir():
            return []
        names = sorted(p.name for p in self.generated.iterdir() if p.is_dir())
        # GPUs first, then the device-independent outputs.
        return [n for n in names if n != PORTABLE] + ([PORTABLE] if PORTABLE in names else [])

    def found(self, path):
        return [m for m in self.machines() if (self.generated / m / path).exists()]

    def link(self, machine, path):
        return posixpath.relpath(f"generated/{machine}/{path}", self.page_dir or ".")

    def record(self, machine, item):
        path = self.generated / machine / item / "provenance.json"
        return json.loads(path.read_text()) if path.exists() else None

    def provenance(self, machine, path):
        item = path.split("/")[0]
        p = self.record(machine, item)
        if p is None:
            return "provenance missing"
        where = (
            f"{p['gpu']} (sm_{p['compute_capability']}, driver {p['driver']}, CUDA {p['cuda']})"
            if p.get("gpu") else f"{p.get('host', 'CPU')} (no GPU)"
        )
        if p.get("drawn_from"):  # a Derived output: drawn from data a GPU run wrote
            dates = sorted(set(filter(None, p["drawn_from"].values())))
            data = f"{dates[0]} to {dates[-1]}" if len(dates) > 1 else (dates or ["?"])[0]
            where = (f"{where}, drawn on {p.get('drawn_on', '?')} from data made {data}"
                     if p.get("gpu") else f"{p.get('drawn_on', '?')} from the data of "
                     f"{', '.join(p.get('gpus') or [])} (made {data})")
        dirty = " with uncommitted changes" if p.get("dirty") else ""
        record_link = self.link(machine, f"{item}/provenance.json")
        return (
            f"<small>Made by `scripts/regenerate.py` on {where}; torch {p['torch']}, "
            f"triton {p['triton']}; commit `{p['commit'][:10]}`{dirty}; {p['date_utc']} "
            f"([record]({record_link})).</small>"
        )

    def failure(self, path):
        item = path.split("/")[0]
        notes = []
        for machine in self.machines():
            record = self.generated / machine / "failures.json"
            if record.exists():
                failures = json.loads(record.read_text())
                if item in failures:
                    notes.append(f"{machine}: {failures[item]['error']} ({failures[item]['date_utc']})")
        return notes

    # -- the directives ---------------------------------------------------------------
    def render(self, kind, args, kwargs):
        path = args[0]
        machines = self.found(path)
        if not machines:
            failures = self.failure(path)
            if failures:
                body = "\n".join(f"- {f}" for f in failures)
                return f'!!! failure "Could not be generated"\n\n{textwrap.indent(body, "    ")}\n'
            log.warning("generated file %r not found under docs/generated/*/: "
                        "run scripts/regenerate.py", path)
            return f'!!! warning "Not generated yet"\n\n    `{path}` has not been generated.\n'
        blocks = []
        for index, machine in enumerate(machines):
            self.used.setdefault(machine, set()).add(path.split("/")[0])
            body = getattr(self, f"_{kind}")(machine, path, *args[1:], **kwargs)
            title = self.machine_title(machine, path)
            # "===!" starts a new tab set, so two directives in a row stay separate.
            marker = "===!" if index == 0 else "==="
            blocks.append(f'{marker} "{title}"\n\n{textwrap.indent(body, "    ")}\n')
        return "\n".join(blocks)

    def machine_title(self, machine, path):
        item = path.split("/")[0]
        record = self.generated / machine / item / "provenance.json"
        if machine == PORTABLE:
            gpus = json.loads(record.read_text()).get("gpus") if record.exists() else None
            return f"All GPUs ({', '.join(gpus)})" if gpus else "Any machine"
        if record.exists():
            return json.loads(record.read_text()).get("gpu") or machine
        return machine

    def _caption(self, machine, path, caption):
        return f"*{caption}* {self.provenance(machine, path)}\n"

    def _image(self, machine, path, caption):
        return f"![{caption}]({self.link(machine, path)})\n\n{self._caption(machine, path, caption)}"

    def _download(self, machine, path, caption):
        size_kb = (self.generated / machine / path).stat().st_size / 1024
        return (f"[:material-download: {caption}]({self.link(machine, path)}) "
                f"({size_kb:.0f} KiB)\n\n{self._caption(machine, path, caption)}")

    def _text(self, machine, path, caption, lang="text", max_lines=MAX_LINES):
        content = (self.generated / machine / path).read_text()
        return self._code(machine, path, content, lang, max_lines) + "\n" + self._caption(
            machine, path, caption)

    def _code(self, machine, path, content, lang, max_lines):
        lines = content.rstrip("\n").splitlines()
        note = ""
        if len(lines) > max_lines:
            note = (f"\nShowing the first {max_lines} of {len(lines)} lines; "
                    f"[the whole file]({self.link(machine, path)}).\n")
            lines = lines[:max_lines]
        fence = "````" if any(line.startswith("```") for line in lines) else "```"
        # "listing": generated output wraps its long lines instead of scrolling (extra.css).
        return f"{fence}{{.{lang} .listing}}\n" + "\n".join(lines) + f"\n{fence}\n{note}"

    def _table(self, machine, path, caption, columns=None, max_rows=60, where=None):
        with open(self.generated / machine / path, newline="") as f:
            rows = list(csv.DictReader(f))
        if where:  # e.g. "x >= 16777216": keep the rows a paragraph talks about
            rows = [row for row in rows if _row_matches(row, where)]
        columns = columns or (list(rows[0].keys()) if rows else [])
        out = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
        for row in rows[:max_rows]:
            out.append("| " + " | ".join(_cell(row.get(c, "")) for c in columns) + " |")
        if len(rows) > max_rows:
            out.append(f"\n{max_rows} of {len(rows)} rows; [all of them]({self.link(machine, path)}).")
        return "\n".join(out) + "\n\n" + self._caption(machine, path, caption)

    def _ir(self, machine, path, caption, max_lines=MAX_LINES):
        tabs = []
        for file_name, title, lang in IR_STAGES:
            stage = f"{path}/{file_name}"
            if (self.generated / machine / stage).exists():
                content = (self.generated / machine / stage).read_text()
                code = self._code(machine, stage, content, lang, max_lines)
                marker = "===!" if not tabs else "==="
                tabs.append(f'{marker} "{title}"\n\n{textwrap.indent(code, "    ")}\n')
        return "\n".join(tabs) + "\n" + self._caption(machine, f"{path}/", caption)


    # -- the page's note on where its outputs come from --------------------------------
    def outputs_note(self):
        """A collapsed note: per machine, when this page's outputs were made and from
        which commits; its title alone answers "which GPUs, and when"."""
        if not self.used:
            return ""
        titles, lines = [], []
        for machine in self.machines():
            records = [r for r in (self.record(machine, item)
                                   for item in sorted(self.used.get(machine, ()))) if r]
            if not records:
                continue
            gpu = records[0].get("gpu") or machine
            name = "CPU (outputs that do not depend on the GPU)" if machine == PORTABLE else gpu
            dates = sorted(r["date_utc"] for r in records)
            days = sorted({d.split()[0] for d in dates})
            when = days[0] if len(days) == 1 else f"{days[0]} to {days[-1]}"
            titles.append(f"{'a CPU' if machine == PORTABLE else gpu} ({when})")
            commits = ", ".join(f"`{c[:7]}`" for c in sorted({r["commit"] for r in records}))
            dirty = " (some with uncommitted changes)" if any(r.get("dirty") for r in records) \
                else ""
            stack = "; ".join(sorted({f"torch {r['torch']}, triton {r['triton']}" for r in records}))
            span = dates[0] if dates[0] == dates[-1] else f"{dates[0]} to {dates[-1]}"
            lines.append(f"- **{name}**, folder `{machine}`: {len(records)} outputs, made {span} "
                         f"from commit{'s' if ',' in commits else ''} {commits}{dirty}; {stack}.")
        if not titles:
            return ""
        body = "\n".join(lines) + ("\n\nEach figure, table and listing names its own record "
                                   "in its caption.")
        made_on = ", ".join(titles[:-1]) + " and " + titles[-1] if len(titles) > 1 else titles[0]
        return (f'??? info "This page\'s outputs were made on {made_on}"\n\n'
                f'{textwrap.indent(body, "    ")}\n')


def _with_note_below_title(markdown, note):
    """Puts the note after the page's first top-level heading (or first, without one)."""
    if not note:
        return markdown
    title = re.search(r"^# .*\n", markdown, re.MULTILINE)
    at = title.end() if title else 0
    return f"{markdown[:at]}\n{note}\n{markdown[at:]}"


def _row_matches(row, condition):
    column, op, value = condition.split()
    left, right = float(row[column]), float(value)
    return {">=": left >= right, "<=": left <= right, "==": left == right,
            ">": left > right, "<": left < right}[op]


def _cell(value):
    try:
        number = float(value)
    except ValueError:
        # Kernel names such as MulFunctor<float> must not be read as HTML tags.
        return html.escape(value, quote=False).replace("|", "\\|")
    return f"{number:.4g}" if not number.is_integer() else str(int(number))


_DECLARED = None


def declared():
    global _DECLARED
    if _DECLARED is None:
        from snippets.core import claims

        _DECLARED = claims.discover()
    return _DECLARED


def render_sentence(kind, args, docs_dir, page_src):
    """A declared claim (its sentence, with the numbers behind it in a tooltip) or the
    sentences code wrote from each GPU's data. A claim that is false on some GPU, or one
    declared for another page, is an error under ``mkdocs build --strict``."""
    from snippets.core import claims

    (name,), _ = _parse_args(args)
    item = declared().get(name)
    generated = docs_dir / "generated"
    if item is None:
        log.warning("%s: no claim or wording named %r (snippets/*/claims.py)", page_src, name)
        return f"**[unknown claim {name}]**"
    if item.page != page_src:
        log.warning("%s: claim %r is declared for %s", page_src, name, item.page)
    if kind == "words":
        if not isinstance(item, claims.Wording):
            log.warning("%s: %r is a Claim; use {{ claim(...) }}", page_src, name)
            return item.sentence
        said = [sentence for _, sentence in claims.wordings(item, generated)]
        if not said:
            log.warning("%s: wording %r has no GPU with its data", page_src, name)
        return " ".join(said) or f"*(no GPU has the data for this sentence yet)*"
    if not isinstance(item, claims.Claim):
        log.warning("%s: %r is a Wording; use {{ words(...) }}", page_src, name)
        return " ".join(sentence for _, sentence in claims.wordings(item, generated))
    outcomes = claims.evaluate(item, generated)
    for outcome in outcomes:
        if not outcome.holds:
            log.warning("%s", outcome)
    if not outcomes:
        log.warning("%s: claim %r has no GPU with its data", page_src, name)
    tip = "; ".join(f"{o.machine}: {o.numbers}" for o in outcomes)
    tip = html.escape(f"Checked against each GPU's data by regenerate.py --check. {tip}")
    return f'{item.sentence}<sup class="claim" title="{tip}">&#10003;</sup>'


def on_page_markdown(markdown, page, config, files):
    renderer = Renderer(Path(config["docs_dir"]), page.file.src_uri)

    def replace(match):
        args, kwargs = _parse_args(match.group("args"))
        block = renderer.render(match.group("kind"), args, kwargs)
        return textwrap.indent(block, match.group("indent"))

    markdown = DIRECTIVE.sub(replace, markdown)
    markdown = INLINE.sub(lambda m: render_sentence(m.group("kind"), m.group("args"),
                                                    Path(config["docs_dir"]), page.file.src_uri),
                          markdown)
    return _with_note_below_title(markdown, renderer.outputs_note())
