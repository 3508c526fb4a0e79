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
from pathlib import Path

from mkdocs.utils.meta import get_data

from snippets.machinery.directives import LECTURES_LINE

log = logging.getLogger("mkdocs.hooks.nav_list")

SECTION = "Lectures"
COUNTS = {2: "two", 3: "three", 4: "four"}
NUMBERED = re.compile(r"^\d+\.\s*")  # nav titles are "1. Vector add, ...": the list numbers them
# A part's nav title carries its lecture's number ("2.1 Programs, ..."), for the sidebar and
# Previous / Next; under its lecture in the list it is "Part 1: Programs, ...".
PART_NUMBERED = re.compile(r"^\d+\.(\d+)\s+")


def part_label(title: str) -> str:
    return PART_NUMBERED.sub(lambda m: f"Part {m.group(1)}: ", title)


def lectures(nav) -> list[tuple[str, list[tuple[str, str]]]]:
    """(title, parts) for each entry of the nav's Lectures section, in order: parts is
    [(part title, page)] for a lecture in several pages, [(title, page)] for one page."""
    for entry in nav or []:
        if isinstance(entry, dict) and SECTION in entry:
            return [(title, [(t, p) for part in target for t, p in part.items()]
                     if isinstance(target, list) else [(title, target)])
                    for item in entry[SECTION] for title, target in item.items()]
    return []


def summary(docs_dir: Path, page: str) -> str | None:
    _, meta = get_data((docs_dir / page).read_text(encoding="utf-8"))
    return meta.get("description")


def _entry(title: str, page: str, docs_dir: Path, page_src: str) -> str:
    described = summary(docs_dir, page)
    if not described:
        log.warning("%s: no 'description' in the front matter of %s for the lecture list",
                    page_src, page)
    link = posixpath.relpath(page, posixpath.dirname(page_src) or ".")
    return f"[{title}]({link})" + (f": {described}" if described else "")


def lecture_list(nav, docs_dir: Path, page_src: str) -> str:
    """A numbered list; a lecture in several pages is its title over a list of its parts."""
    items = []
    for number, (title, parts) in enumerate(lectures(nav), 1):
        text = NUMBERED.sub("", title)
        if len(parts) == 1 and parts[0][0] == title:
            items.append(f"{number}. " + _entry(text, parts[0][1], docs_dir, page_src))
            continue
        count = COUNTS.get(len(parts), str(len(parts)))
        items.append(f"{number}. {text}, in {count} parts:")
        items += ["    - " + _entry(part_label(part), page, docs_dir, page_src)
                  for part, page in parts]
    if not items:
        log.warning("%s: the nav has no %r section to list", page_src, SECTION)
    return "\n".join(items)


def next_part(page):
    """The page after this one in its lecture's nav section ("2. Triton fundamentals"),
    when the lecture is in parts and this is not the last; else None."""
    section = page.parent
    if section is None or not NUMBERED.match(section.title or ""):
        return None
    parts = [p for p in section.children
             if getattr(p, "is_page", False) and not posixpath.dirname(p.file.src_uri)]
    at = next((i for i, p in enumerate(parts) if p is page), None)
    return parts[at + 1] if at is not None and at + 1 < len(parts) else None


def on_page_markdown(markdown, page, config, files):
    following = next_part(page)
    if following is not None:
        # The footer's "next" is this part's notebook; a reader at the end wants the part.
        link = posixpath.relpath(following.file.src_uri,
                                 posixpath.dirname(page.file.src_uri) or ".")
        markdown = (markdown.rstrip("\n")
                    + f"\n\n**Next:** [{following.title}]({link}).\n")
    if not LECTURES_LINE.search(markdown):
        return markdown
    listing = lecture_list(config["nav"], Path(config["docs_dir"]), page.file.src_uri)
    return LECTURES_LINE.sub(lambda _: listing, markdown)
