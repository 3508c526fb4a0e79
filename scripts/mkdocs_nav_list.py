"""MkDocs hook: ``{{ lectures() }}`` on a page becomes the list of lectures, from the nav.

The titles, their order and their links come from the ``Lectures`` section of the nav in
``mkdocs.yml``; each lecture's one-line summary is the ``description`` in its page's
front matter (which the theme also uses as the page's meta description). A lecture added
to the nav appears on the home page without anyone editing it; one without a
description is a warning, an error under ``mkdocs build --strict``.
"""

import logging
import posixpath
import re
import sys
from pathlib import Path

from mkdocs.utils.meta import get_data

log = logging.getLogger("mkdocs.hooks.nav_list")

# The snippets package, for the {{ claim() }} / {{ words() }} sentences that
# scripts/mkdocs_hooks.py renders: MkDocs restores sys.path after importing each hook, so
# the path that hook adds at import time is gone by the time pages are built; it is
# added here when the build starts instead.
ROOT = str(Path(__file__).resolve().parents[1])


def on_config(config):
    if ROOT not in sys.path:
        sys.path.append(ROOT)
    return config


DIRECTIVE = re.compile(r"^[ \t]*\{\{\s*lectures\(\s*\)\s*\}\}[ \t]*$", re.MULTILINE)
SECTION = "Lectures"
NUMBERED = re.compile(r"^\d+\.\s*")  # nav titles are "1. Vector add, ...": the list numbers them


def lectures(nav) -> list[tuple[str, str]]:
    """(title, page) for each entry of the nav's Lectures section, in order."""
    for entry in nav or []:
        if isinstance(entry, dict) and SECTION in entry:
            return [(title, page) for item in entry[SECTION] for title, page in item.items()]
    return []


def summary(docs_dir: Path, page: str) -> str | None:
    _, meta = get_data((docs_dir / page).read_text(encoding="utf-8"))
    return meta.get("description")


def lecture_list(nav, docs_dir: Path, page_src: str) -> str:
    items = []
    for number, (title, page) in enumerate(lectures(nav), 1):
        described = summary(docs_dir, page)
        if not described:
            log.warning("%s: no 'description' in the front matter of %s for the lecture list",
                        page_src, page)
        link = posixpath.relpath(page, posixpath.dirname(page_src) or ".")
        text = NUMBERED.sub("", title)
        items.append(f"{number}. [{text}]({link})" + (f": {described}" if described else ""))
    if not items:
        log.warning("%s: the nav has no %r section to list", page_src, SECTION)
    return "\n".join(items)


def on_page_markdown(markdown, page, config, files):
    if not DIRECTIVE.search(markdown):
        return markdown
    listing = lecture_list(config["nav"], Path(config["docs_dir"]), page.file.src_uri)
    return DIRECTIVE.sub(lambda _: listing, markdown)
