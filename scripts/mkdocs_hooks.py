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
"""

import ast
import csv
import html
import json
import logging
import posixpath
import re
import textwrap
from pathlib import Path

log = logging.getLogger("mkdocs.hooks.generated")

DIRECTIVE = re.compile(
    r"^(?P<indent>[ \t]*)\{\{\s*(?P<kind>image|table|text|ir|download)\((?P<args>.*)\)\s*\}\}[ \t]*$",
    re.MULTILINE,
)
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

    def provenance(self, machine, path):
        item = path.split("/")[0]
        record = self.generated / machine / item / "provenance.json"
        if not record.exists():
            return "provenance missing"
        p = json.loads(record.read_text())
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
        return f"{fence}{lang}\n" + "\n".join(lines) + f"\n{fence}\n{note}"

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


def on_page_markdown(markdown, page, config, files):
    renderer = Renderer(Path(config["docs_dir"]), page.file.src_uri)

    def replace(match):
        args, kwargs = _parse_args(match.group("args"))
        block = renderer.render(match.group("kind"), args, kwargs)
        return textwrap.indent(block, match.group("indent"))

    return DIRECTIVE.sub(replace, markdown)
