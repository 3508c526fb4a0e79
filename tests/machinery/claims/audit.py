"""Find the sentences on the site's pages that may state or compare measured data.

A page's prose is read outside code fences and directive lines; each paragraph is split
into sentences, and a sentence is a *candidate* when it has a number with a unit (µs,
GB/s, %, 2.2x, ...) or a comparative word (faster, ahead, level, within, ...). A
candidate is *bound* when it carries a ``{{ claim(...) }}`` or ``{{ words(...) }}``
directive (its data is then checked or written by code, snippets/machinery/claims.py);
otherwise it must be on the allow-list (tests/machinery/claims/allowlist.py) with a reason.

A directive binds only the sentence it is in: a ``words`` directive, or a ``claim`` whose
declared sentence ends with a full stop, ends its sentence, and what follows it is a
sentence of its own. And binding a sentence does not bind the words typed around the
directive: a word of relation between results (ahead, behind, faster, slower, beats,
trails, wins, level with, ...) typed by hand is a *hand-typed relation* wherever it
stands, bound sentence or not, and must be allow-listed with a reason that says why it
is not a relation between measurements (a method, a definition, an idiom).

``python -m tests.machinery.claims.audit`` prints, per page, the sentences written by code
(``words``), the declared claims (``claim``) and the candidates still unbound.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from snippets.machinery import directives as grammar
from snippets.machinery.layout import ROOT

DOCS = ROOT / "docs"
PAGES = sorted(p.name for p in DOCS.glob("*.md"))

FENCE = re.compile(r"^\s*(```|~~~)")
SNIPPET_LINE = re.compile(r"^\s*--8<--")
BINDING = ("claim", "words")  # the directives that bind a sentence to data
CODE_SPAN = re.compile(r"`[^`]*`")
LINK_TARGET = re.compile(r"\]\([^)]*\)")
UNIT = re.compile(
    r"(?<![\w.])\d+(?:[.,]\d+)*\s*(?:µs|us|ns|ms|GB/s|TB/s|TFLOP/s|GFLOP/s|%|x|×|MHz|GHz"
    r"|W|GB|MB|GiB|MiB|KiB|KB)(?![\w/])")
COMPARATIVE = re.compile(
    r"(?<![\w-])(faster|slower|ahead|behind|level|within|times|beats?|wins?|trails?|twice|percent)(?![\w-])",
    re.IGNORECASE)
# Words that put one result above, below or level with another: typed by hand, each is a
# comparison the data may not support (an allowed one says why it is not one).
RELATIONAL = re.compile(
    r"(?<![\w-])(faster|slower|quicker|ahead|behind|beats?|beaten|trails?|trailing|wins?"
    r"|outperforms?|outpaces?|outruns?|overtakes?|lags?|level with(?:in)?|on par|parity)(?![\w-])",
    re.IGNORECASE)
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z`*(\[{\"'0-9])")


@dataclasses.dataclass(frozen=True)
class Sentence:
    page: str
    line: int  # where its paragraph starts, 1-based
    text: str  # whitespace collapsed, directives kept

    @property
    def directives(self) -> list[tuple[str, str]]:
        return [(m["kind"], grammar.name_of(m)) for m in grammar.SENTENCE.finditer(self.text)
                if m["kind"] in BINDING]

    @property
    def prose(self) -> str:
        """The text a reader sees as prose: no directives, code spans or link targets."""
        text = grammar.SENTENCE.sub(" ", self.text)
        text = LINK_TARGET.sub("]", text)
        return CODE_SPAN.sub("`code`", text)

    @property
    def candidate(self) -> bool:
        return bool(UNIT.search(self.prose) or COMPARATIVE.search(self.prose)
                    or self.relation)

    @property
    def relation(self) -> str | None:
        """The first word of relation typed by hand in this sentence (outside its
        directives), or None."""
        found = RELATIONAL.search(self.prose)
        return found.group(0) if found else None

    @property
    def bound(self) -> bool:
        return bool(self.directives)


def paragraphs(markdown: str):
    """(first line number, text) of each prose paragraph outside fences and directives."""
    in_fence, lines, start = False, [], 0
    for number, line in enumerate(markdown.splitlines(), 1):
        if FENCE.match(line):
            in_fence = not in_fence
            if lines:
                yield start, " ".join(lines)
            lines = []
            continue
        if in_fence or grammar.ANY_LINE.match(line) or SNIPPET_LINE.match(line) or not line.strip():
            if lines:
                yield start, " ".join(lines)
            lines = []
            continue
        text = line.strip()
        if text.startswith(("- ", "* ", "|", "!!!", "???", "===")) or re.match(r"\d+\. ", text):
            if lines:  # a list item, table row or admonition title starts a paragraph
                yield start, " ".join(lines)
            lines = []
            text = re.sub(r"^(?:[-*] |\d+\. |!!!|\?\?\?|===)\s*", "", text)
        if not lines:
            start = number
        lines.append(text)
    if lines:
        yield start, " ".join(lines)


@functools.cache
def _sentence_ends() -> frozenset[str]:
    """The names of the declared claims whose sentence ends with a full stop."""
    from snippets.machinery import claims

    return frozenset(name for name, item in claims.discover().items()
                     if isinstance(item, claims.Claim)
                     and item.sentence.rstrip().endswith((".", "!", "?")))


def _ends_a_sentence(match: re.Match) -> bool:
    """A ``words`` directive writes whole sentences; a claim does when its sentence ends
    with a full stop. What follows either (a capital after a space) is a new sentence."""
    return match["kind"] == "words" or (
        match["kind"] == "claim" and grammar.name_of(match) in _sentence_ends())


def sentences(page: str, markdown: str | None = None) -> list[Sentence]:
    markdown = (DOCS / page).read_text() if markdown is None else markdown
    found = []
    for start, paragraph in paragraphs(markdown):
        paragraph = re.sub(r"\s+", " ", paragraph).strip()
        # Split outside code spans and directives, whose dots do not end a sentence; a
        # directive that ends a sentence gets a full stop after its key, which goes
        # when the key is put back.
        protected = {}

        def protect(match):
            key = f"\x00{len(protected)}\x00"
            if match.re is grammar.SENTENCE and _ends_a_sentence(match):
                key += "."
            protected[key] = match.group(0)
            return key

        masked = grammar.SENTENCE.sub(protect, CODE_SPAN.sub(protect, paragraph))
        for part in SENTENCE_END.split(masked):
            for key, value in protected.items():
                part = part.replace(key, value)
            if part.strip():
                found.append(Sentence(page, start, part.strip()))
    return found


def directives(page: str) -> list[tuple[str, str]]:
    """Every (kind, name) a page uses: the sentences' claims and wordings, and the facts
    tables on lines of their own."""
    markdown = (DOCS / page).read_text()
    return ([d for s in sentences(page, markdown) for d in s.directives]
            + [("facts", grammar.name_of(m)) for m in grammar.FACTS_LINE.finditer(markdown)])


def candidates(page: str) -> list[Sentence]:
    return [s for s in sentences(page) if s.candidate]


def hand_typed_relations(page: str) -> list[Sentence]:
    """Every sentence of the page with a word of relation typed by hand, bound or not."""
    return [s for s in sentences(page) if s.relation]


def counts(page: str) -> dict[str, int]:
    """Per page: sentences written by code, declared claims, and unbound candidates."""
    said = [kind for s in sentences(page) for kind, _ in s.directives]
    unbound = [s for s in candidates(page) if not s.bound]
    return {"words": said.count("words"), "claim": said.count("claim"),
            "unbound candidates": len(unbound)}


def report() -> str:
    """Per page: sentences bound to code, and the candidates the allow-list lets through."""
    from tests.machinery.claims.allowlist import ALLOWED, PENDING

    def listed(sentence, entries):
        return any(p == sentence.page and fragment in sentence.text for p, fragment, _ in entries)

    lines = [f"{'page':<28}{'words':>7}{'claim':>7}{'allowed':>9}{'pending':>9}{'unbound':>9}"]
    for page in PAGES:
        found = counts(page)
        loose = [s for s in candidates(page) if not s.bound]
        pending = sum(listed(s, PENDING) for s in loose)
        allowed = sum(listed(s, ALLOWED) and not listed(s, PENDING) for s in loose)
        lines.append(f"{page:<28}{found['words']:>7}{found['claim']:>7}{allowed:>9}{pending:>9}"
                     f"{len(loose) - allowed - pending:>9}")
    return "\n".join(lines)


def assert_bound_and_naming_the_gpu(declared, page: str) -> None:
    """Each of a lecture's declared sentences and tables is on its page, and each Wording names the
    GPU whose data it words (whether Claims hold is test_claims.py's job)."""
    from snippets.machinery.claims import Claim, GpuData

    text = (DOCS / page).read_text()
    for item in declared:
        kind = ("claim" if isinstance(item, Claim) else
                "facts" if hasattr(item, "markdown") else "words")  # a Facts table
        assert f'{kind}("{item.name}")' in text, item.name
        if kind != "words":
            continue
        for folder in sorted((DOCS / "generated").glob("nvidia-*")):
            data = GpuData(folder)
            if item.applies_to(data):
                assert data.gpu in item.words(data)


if __name__ == "__main__":
    print(report())
