"""The ``{{ … }}`` directives a page may hold, defined once for everything that reads them:
the site's hooks (site/mkdocs_hooks.py, site/mkdocs_nav_list.py), the notebooks built
from the pages (notebooks/page.py, claims.plain_sentences) and the audit of the pages'
sentences (tests/machinery/claims/audit.py).

Two families, written as a Python call between double braces:

- on a line of its own, a generated file:
  ``{{ image("item/file.svg", "caption", key=value) }}``, and likewise ``table``,
  ``text``, ``ir`` and ``download``; the list of lectures, ``{{ lectures() }}``;
- inside a sentence, measured data: ``{{ claim("name") }}`` (a declared claim),
  ``{{ words("name") }}`` (a sentence written by code); ``{{ facts("name") }}``, a table
  of measured numbers, also on a line of its own.

The arguments are Python literals (:func:`parse_args`).
"""

import ast
import re

FILE_KINDS = ("image", "table", "text", "ir", "download")  # a generated file, on its own line
SENTENCE_KINDS = ("claim", "words", "facts")  # measured data, inside a sentence
# Every directive that stands on a line of its own (the page's furniture, not its prose).
LINE_KINDS = FILE_KINDS + ("lectures", "facts")

_OPEN = r"\{\{\s*"
_CLOSE = r"\s*\}\}"


def _kind(kinds) -> str:
    return f"(?P<kind>{'|'.join(kinds)})"


# A generated file: the whole line, its indent kept (a directive inside a box or a tab).
FILE_LINE = re.compile(
    rf"^(?P<indent>[ \t]*){_OPEN}{_kind(FILE_KINDS)}\((?P<args>.*)\){_CLOSE}[ \t]*$",
    re.MULTILINE)
# A sentence's data, anywhere in a paragraph. Its arguments hold no ")": a name.
SENTENCE = re.compile(rf"{_OPEN}{_kind(SENTENCE_KINDS)}\(\s*(?P<args>[^)]*)\){_CLOSE}")
# Where a line begins with one (that line is then prose, not furniture).
SENTENCE_START = re.compile(rf"{_OPEN}{_kind(SENTENCE_KINDS)}\(")
# A facts table on a line of its own: inside an admonition or a collapsed block, every
# line of the table must carry the line's indent, not only the first.
FACTS_LINE = re.compile(
    rf"^(?P<indent>[ \t]*)(?P<call>{_OPEN}facts\((?P<args>[^)]*)\){_CLOSE})[ \t]*$",
    re.MULTILINE)
# The list of lectures, from the nav.
LECTURES_LINE = re.compile(rf"^[ \t]*{_OPEN}lectures\(\s*\){_CLOSE}[ \t]*$", re.MULTILINE)
# Any directive that stands on a line of its own (one line, without its newline).
ANY_LINE = re.compile(rf"^[ \t]*{_OPEN}{_kind(LINE_KINDS)}\((?P<args>.*)\){_CLOSE}[ \t]*$")


def parse_args(text: str) -> tuple[list, dict]:
    """A directive's arguments (the text between its parentheses): (positional, keyword),
    each a Python literal."""
    call = ast.parse(f"f({text})", mode="eval").body
    args = [ast.literal_eval(a) for a in call.args]
    kwargs = {k.arg: ast.literal_eval(k.value) for k in call.keywords}
    return args, kwargs


def name_of(match: re.Match) -> str:
    """The name a sentence directive (``SENTENCE``, ``FACTS_LINE``) refers to: its first argument."""
    return parse_args(match["args"])[0][0]
