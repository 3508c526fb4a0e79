"""Sentences about measured data on a page: ``{{ claim("name") }}`` and
``{{ words("name") }}`` (snippets/machinery/claims.py), and tables of measured numbers,
``{{ facts("name") }}`` (snippets/machinery/facts.py), rendered by the page hook."""

import html
import logging
import re

log = logging.getLogger("mkdocs.hooks.generated")
_DECLARED = None
# A number in generated prose: 1,024; 0.961; 1.05x or 1.05×; 4096³. Not the digits of a
# name (float16, H100, sm_90, roll-rows-64-wide) or of an exponent (the 24 of 2^24).
NUMBER = re.compile(r"(?<![\w.^-])\d[\d,]*(?:\.\d+)?(?:x(?![A-Za-z0-9_])|×)?[²³]?(?![\w-])")
CODE_OR_TAG = re.compile(r"(`[^`]*`|<[^>]+>)")


def mark_numbers(text: str) -> str:
    """Each number in ``text`` (sentences code wrote from measured data) wrapped in
    <span class="gen">: the browser test counts them per paragraph (at most three; more
    belong in a table). Code spans and HTML tags are left alone."""
    parts = CODE_OR_TAG.split(text)
    return "".join(part if i % 2 else NUMBER.sub(r'<span class="gen">\g<0></span>', part)
                   for i, part in enumerate(parts))


def declared():
    global _DECLARED
    if _DECLARED is None:
        from snippets.machinery import claims

        _DECLARED = claims.discover()
    return _DECLARED


def render_sentence(kind, name, docs_dir, page_src, paragraphs=False):
    """A declared claim (its sentence, with the numbers behind it in a tooltip) or the
    sentences code wrote from each GPU's data: with ``paragraphs`` (the directive is not
    indented), each GPU's sentence ends its paragraph, so that two GPUs' numbers are not
    read as one wall of them. A claim that is false on some GPU, or one declared for
    another page, is an error under ``mkdocs build --strict``."""
    from snippets.machinery import claims

    item = declared().get(name)
    generated = docs_dir / "generated"
    if item is None:
        log.warning("%s: no claim or wording named %r (snippets/*/claims.py)", page_src, name)
        return f"**[unknown claim {name}]**"
    if item.page != page_src:
        log.warning("%s: claim %r is declared for %s", page_src, name, item.page)
    if kind == "facts" or hasattr(item, "markdown"):
        if kind != "facts":
            log.warning("%s: %r is a Facts table; use {{ facts(...) }} on its own line",
                        page_src, name)
        table = item.markdown(generated)
        if not table:
            log.warning("%s: facts %r has no GPU with its data", page_src, name)
        return table or "*(no GPU has the data for this table yet)*"
    if kind == "words":
        if not isinstance(item, claims.Wording):
            log.warning("%s: %r is a Claim; use {{ claim(...) }}", page_src, name)
            return item.sentence
        said = [sentence for _, sentence in claims.wordings(item, generated)]
        if not said:
            log.warning("%s: wording %r has no GPU with its data", page_src, name)
        return (mark_numbers(("\n\n" if paragraphs else " ").join(said))
                or "*(no GPU has the data for this sentence yet)*")
    if not isinstance(item, claims.Claim):
        log.warning("%s: %r is a Wording; use {{ words(...) }}", page_src, name)
        return mark_numbers(" ".join(sentence for _, sentence in claims.wordings(item, generated)))
    outcomes = claims.evaluate(item, generated)
    for outcome in outcomes:
        if not outcome.holds:
            log.warning("%s", outcome)
    if not outcomes:
        log.warning("%s: claim %r has no GPU with its data", page_src, name)
    tip = "; ".join(f"{o.machine}: {o.numbers}" for o in outcomes)
    tip = html.escape(f"Checked against each GPU's data by regenerate.py --check. {tip}")
    # The title is the tooltip a mouse shows; tabindex lets a tap (or Tab) focus the mark,
    # and the stylesheet then shows the same evidence from data-evidence: a touch screen
    # has no hover.
    return (f'{item.sentence}<sup class="claim" tabindex="0" title="{tip}" '
            f'data-evidence="{tip}">&#10003;</sup>')


