"""What the hooks add at the top of a page, placed so that the page opens with its
own first sentence: under the title comes the lecture's first paragraph, then the
hooks' compact lines (the notebook links, where the outputs were made)."""

import re

TITLE = re.compile(r"^# .*\n", re.MULTILINE)


def after_first_paragraph(markdown: str, block: str) -> str:
    """``block`` after the first paragraph of prose under the page's title; right under
    the title where prose does not come first (a box, a figure, a list), and first
    on a page with no title."""
    if not block:
        return markdown
    title = TITLE.search(markdown)
    at = title.end() if title else 0
    lines = markdown[at:].split("\n")
    start = next((i for i, line in enumerate(lines) if line.strip()), None)
    if start is not None and _prose(lines[start]):
        end = next((i for i in range(start, len(lines)) if not lines[i].strip()), len(lines))
        head = "\n".join(lines[:end])
        return f"{markdown[:at]}{head}\n\n{block}\n" + "\n".join(lines[end:])
    return f"{markdown[:at]}\n{block}\n{markdown[at:]}"


def _prose(line: str) -> bool:
    """A line that starts a paragraph of text (not a heading, box, list, table, fence,
    directive, image or HTML)."""
    return not re.match(r"\s*(#|!!!|\?\?\?|[-*+] |\d+\. |\||```|~~~|\{\{|!\[|<|===|    )", line)
