"""The site's "Try it" sections: each exercise folded into a closed block.

A lecture ends with ``## Try it`` and one ``### Title`` per exercise (statement, skeleton,
check, hints, solution). On the site each becomes a collapsed ``??? example`` block
titled by its heading, so a page reads to its end without scrolling past the skeletons;
the page's source, and so the lecture's notebook, keeps them as they are.
"""

import re
import textwrap

from markdown.extensions.toc import slugify

TRY_IT = re.compile(r"^## Try it\n(?P<body>.*?)(?=^## |\Z)", re.MULTILINE | re.DOTALL)


def fold_exercises(markdown):
    """Each exercise under "## Try it" as a closed block titled by its heading, so a page
    reads to its end without scrolling past skeletons (the notebook keeps them open)."""
    def fold(match):
        intro, *rest = re.split(r"^### (.+)\n", match.group("body"), flags=re.MULTILINE)
        # The heading's anchor stays (the notebook links to it), on an empty element.
        blocks = [f'<span id="{slugify(title.strip(), "-")}"></span>\n\n'
                  f'??? example "{title.strip().replace(chr(34), chr(39))}"\n\n'
                  + textwrap.indent(body.strip("\n"), "    ") + "\n\n"
                  for title, body in zip(rest[::2], rest[1::2])]
        return "## Try it\n" + intro + "".join(blocks)
    return TRY_IT.sub(fold, markdown)
