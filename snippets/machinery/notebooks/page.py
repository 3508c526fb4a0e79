"""A lecture page, read in order: its headings, its prose, and the code it includes.

The code of an include is resolved by pymdownx's own snippet preprocessor, configured
from ``mkdocs.yml``, so a notebook cell holds exactly what the page shows: the same
section rules, the same dedenting, the same error for a missing file or section.
"""

import ast
import dataclasses
import functools
import re
from pathlib import Path

from markdown.extensions.toc import slugify

from snippets.machinery.directives import SENTENCE_START

from snippets.machinery.layout import DOCS, ROOT  # noqa: F401  (build.py takes them from here)

FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})")
HEADING = re.compile(r"^(?P<hashes>#{1,6})[ \t]+(?P<text>.+?)[ \t]*#*[ \t]*$")
INCLUDE = re.compile(r'^[ \t]*-{1,}8<-{1,}[ \t]+"(?P<path>[^"]+?):(?P<section>[a-z][-_0-9a-z]*)"[ \t]*$',
                     re.IGNORECASE)
# Lines that are page furniture rather than prose: directives, admonition and tab
# headers, tables, HTML.
NOT_PROSE = ("{{", "!!!", "???", "===", "|", "<")
# ... except a sentence about measured data ({{ claim() }} / {{ words() }}, rendered to
# plain text when the notebook is built), which is prose: directives.SENTENCE_START.
SUMMARY_CHARS = 280  # prose kept before a code cell: its last sentences, about this long


@dataclasses.dataclass(frozen=True)
class Heading:
    level: int
    text: str  # as written (Markdown)
    anchor: str  # the id the site gives it


@dataclasses.dataclass(frozen=True)
class Prose:
    text: str  # the sentences just before a code block, joined on one line


@dataclasses.dataclass(frozen=True)
class Include:
    path: str  # relative to the repository root, e.g. snippets/vector_add/add.py
    section: str
    code: str  # the section as the page shows it (resolved by pymdownx)
    enclosing: str | None  # the function it sits in, when it is not module-level code

    @property
    def label(self) -> str:
        return f"{self.path}:{self.section}"

    @property
    def module(self) -> str:
        return self.path.removesuffix(".py").replace("/", ".")


Part = Heading | Prose | Include


@functools.cache
def _snippet_preprocessor():
    """pymdownx.snippets as the site configures it (base path pinned to this checkout)."""
    import markdown
    from mkdocs.utils.yaml import yaml_load

    # The file itself, not mkdocs' load_config: that would import every plugin (the
    # notebook renderer needs nbformat), and --check reads this without them.
    with open(ROOT / "mkdocs.yml") as file:
        extensions = yaml_load(file).get("markdown_extensions", [])
    options = next((dict(e["pymdownx.snippets"] or {}) for e in extensions
                    if isinstance(e, dict) and "pymdownx.snippets" in e), {})
    options["base_path"] = [str(ROOT)]
    md = markdown.Markdown(extensions=["pymdownx.snippets"],
                           extension_configs={"pymdownx.snippets": options})
    return md.preprocessors["snippet"]


def resolve(include_line: str, root: Path = ROOT) -> str:
    """The text pymdownx puts in place of one ``--8<-- "file:section"`` line."""
    preprocessor = _snippet_preprocessor()
    # base_path and the bases derived from it (which pymdownx caches) point at ``root``.
    preprocessor.base_path, preprocessor.bases, preprocessor.seen = [str(root)], None, set()
    return "\n".join(preprocessor.parse_snippets([include_line.strip()])).strip("\n")


def enclosing_function(source: str, section: str) -> str | None:
    """The function a section sits inside, or None when it is module-level code.

    Module-level sections become runnable cells; a section from inside a function is
    shown as text, since its names only exist while that function runs.
    """
    lines = source.splitlines()
    start = next((i for i, line in enumerate(lines)
                  if re.search(rf"--8<--\s*\[start:{re.escape(section)}\]", line)), None)
    if start is None:
        return None
    body = next((i for i in range(start + 1, len(lines)) if lines[i].strip()), start)
    if not lines[body][:1].isspace():
        return None
    line_number = body + 1
    innermost = None
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if node.lineno <= line_number <= node.end_lineno:
                if innermost is None or node.lineno > innermost.lineno:
                    innermost = node
    return innermost.name if innermost else "an indented block"


def anchor(heading_text: str) -> str:
    """The id the site's toc extension gives a heading (inline Markdown removed first)."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading_text)
    text = text.replace("`", "").replace("**", "")
    return slugify(text, "-")


def last_sentences(block: list[str], limit: int = SUMMARY_CHARS) -> str:
    """The end of a prose block: the sentence that leads into the code, and the one
    before it if both fit."""
    text = " ".join(line.strip().removeprefix("- ").removeprefix("* ") for line in block)
    sentences = re.split(r"(?<=[.!?])\s+(?=[A-Z`*(\[])", text)
    kept = [sentences[-1]]
    for sentence in reversed(sentences[:-1]):
        if len(sentence) + sum(map(len, kept)) > limit:
            break
        kept.insert(0, sentence)
    return " ".join(kept)


def walk(page: Path, root: Path = ROOT) -> list[Part]:
    """Headings, the prose that leads into each code block, and the includes, in order."""
    parts: list[Part] = []
    lines = page.read_text().splitlines()
    prose: list[str] = []  # the current prose block
    last_prose: list[str] = []  # the latest finished one, not yet used
    i = 0
    while i < len(lines):
        line = lines[i]
        fence = FENCE.match(line)
        if fence:
            body, i = _fenced_body(lines, i, fence)
            if prose:
                last_prose, prose = prose, []
            includes = [INCLUDE.match(b) for b in body if b.strip()]
            if len(includes) == 1 and includes[0]:
                if last_prose:
                    parts.append(Prose(last_sentences(last_prose)))
                    last_prose = []
                parts.append(_include(includes[0], body, root))
            continue
        heading = HEADING.match(line)
        stripped = line.strip()
        if heading:
            prose, last_prose = [], []
            text = heading.group("text")
            # An explicit id (attr_list's "{#id}" after the text) is the heading's anchor.
            explicit = re.match(r"(?P<text>.*?)\s*\{\s*#(?P<id>[-\w]+)\s*\}$", text)
            if explicit:
                text = explicit.group("text")
            parts.append(Heading(len(heading.group("hashes")), text,
                                 explicit.group("id") if explicit else anchor(text)))
        elif not stripped:
            if prose:
                last_prose, prose = prose, []
        elif stripped.startswith(NOT_PROSE) and not SENTENCE_START.match(stripped):
            if prose:
                last_prose, prose = prose, []
        else:
            prose.append(stripped)
        i += 1
    return parts


def _fenced_body(lines, start, fence):
    marker = fence.group("fence")
    closing = re.compile(rf"^[ \t]*{re.escape(marker[0])}{{{len(marker)},}}[ \t]*$")
    end = start + 1
    while end < len(lines) and not closing.match(lines[end]):
        end += 1
    return lines[start + 1:end], end + 1


def _include(match, body, root) -> Include:
    line = next(b for b in body if b.strip())
    path, section = match.group("path"), match.group("section")
    code = resolve(line, root)
    source = (root / path).read_text()
    return Include(path, section, code, enclosing_function(source, section))
