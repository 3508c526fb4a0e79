"""A notebook page's HTML, made easier to read: its Colab set-up cell folded.

Every notebook opens with the cell that, on Colab, fetches this project's code
(snippets/machinery/notebooks/colab.py): about 40 lines that do nothing anywhere else. On the
site it is folded under a one-line summary, so the page opens with the lecture's code.
"""

import re

SETUP_MARKER = "# On Colab: fetch this project"  # the cell's first comment (colab.py)
CELL_START = re.compile(r'<div class="jp-Cell jp-CodeCell[^"]*"[^>]*>')
DIV = re.compile(r"<div\b|</div>")


def fold_setup_cell(content: str) -> str:
    """The page's HTML with the Colab set-up cell inside a closed <details>."""
    marker = content.find(SETUP_MARKER)
    if marker < 0:
        return content
    starts = [m for m in CELL_START.finditer(content, 0, marker)]
    if not starts:
        return content
    start = starts[-1].start()
    end = _end_of_div(content, start)
    if end is None:
        return content
    code = re.search(r"<pre>(.*?)</pre>", content[start:end], re.DOTALL)
    lines = code.group(1).strip("\n").count("\n") + 1 if code else 0
    summary = (f"Colab set-up cell ({lines} lines): on Colab it fetches this project's code "
               f"and its pinned packages; anywhere else it does nothing")
    # Styled as the quiet bar of the site's other folded code (extra.css).
    return (f'{content[:start]}<details class="colab-setup"><summary>{summary}</summary>'
            f"{content[start:end]}</details>{content[end:]}")


def _end_of_div(content: str, start: int) -> int | None:
    """Where the <div> opened at ``start`` closes (just after its </div>)."""
    depth = 0
    for match in DIV.finditer(content, start):
        depth += 1 if match.group() == "<div" else -1
        if depth == 0:
            return match.end()
    return None
