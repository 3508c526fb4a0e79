"""What the hooks add at the top of a page, placed so that the page opens with its
own first sentence: under the title comes the lecture's first paragraph, then the
hooks' compact lines (the notebook links, where the outputs were made)."""

import posixpath
import re

TITLE = re.compile(r"^# .*\n", re.MULTILINE)
CHECKED = '<sup class="claim"'  # the mark site_claims.py puts after a checked sentence


def claim_legend(markdown: str, page_src: str) -> str:
    """One line saying what the check mark means, for a page that has one."""
    if CHECKED not in markdown:
        return ""
    guide = posixpath.relpath("how-numbers-are-made.md", posixpath.dirname(page_src) or ".")
    return ('\n<sup class="claim">&#10003;</sup> after a sentence: it is checked against '
            "every GPU's data whenever the outputs are regenerated (hover or tap the mark for the "
            f"numbers; [how]({guide}#checked-sentences)).\n{{: .claim-legend }}\n")


def after_first_paragraph(markdown: str, block: str) -> str:
    """``block`` after the first paragraph of prose under the page's title (one that
    ends with a colon introduces what follows it: the block goes after the next
    paragraph that does not); right under the title where prose does not come first
    (a box, a figure, a list), and first on a page with no title."""
    if not block:
        return markdown
    title = TITLE.search(markdown)
    at = title.end() if title else 0
    lines = markdown[at:].split("\n")
    start = next((i for i, line in enumerate(lines) if line.strip()), None)
    if start is None or not _prose(lines[start]):
        return f"{markdown[:at]}\n{block}\n{markdown[at:]}"
    end = first = _paragraph_end(lines, start)
    while lines[end - 1].rstrip().endswith(":"):
        following = next((i for i in range(end, len(lines)) if lines[i].strip()), None)
        if following is None or lines[following].startswith("#"):
            end = first  # no paragraph closes the thought before the next heading
            break
        end = _paragraph_end(lines, following)
    head = "\n".join(lines[:end])
    return f"{markdown[:at]}{head}\n\n{block}\n" + "\n".join(lines[end:])


def _paragraph_end(lines, start):
    """The blank line after the paragraph (or block) that starts at ``start``; an
    indented continuation (a box's body) belongs to it."""
    i = start + 1
    while i < len(lines) and (lines[i].strip() or (
            i + 1 < len(lines) and lines[i + 1].startswith("    "))):
        i += 1
    return i


def _prose(line: str) -> bool:
    """A line that starts a paragraph of text (not a heading, box, list, table, fence,
    directive, image or HTML)."""
    return not re.match(r"\s*(#|!!!|\?\?\?|[-*+] |\d+\. |\||```|~~~|\{\{|!\[|<|===|    )", line)


FENCE = re.compile(r"^\s*(```|~~~)")


def before_first_section(markdown: str, block: str) -> str:
    """``block`` just before the page's first section (its first ``## `` heading outside a
    code fence), so that the page opens with its own words: the title, the first
    paragraph and the lecture's opening (what you will learn) come first, then the hooks'
    quiet lines. A page with no section gets it after its first paragraph."""
    if not block:
        return markdown
    lines = markdown.split("\n")
    fenced = False
    for i, line in enumerate(lines):
        if FENCE.match(line):
            fenced = not fenced
        elif not fenced and line.startswith("## "):
            return "\n".join(lines[:i] + [block, ""] + lines[i:])
    return after_first_paragraph(markdown, block)
