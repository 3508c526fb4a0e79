"""Is a built lecture page shaped as a lesson? Read from the HTML a reader gets.

- the opening says what you will learn (a "What you will learn" line before the first h2);
- the lab notebook sits under an h2 that starts with "In depth", after the lesson;
- the lesson (everything before that h2) has at most ``MAX_CLOSED`` closed boxes,
  counting those in a GPU tab that is hidden (a box inside a closed box is not counted:
  the reader opened the outer one to see it);
- no tracker words ("issue 32") anywhere in the text.

Run on a built site to see every lecture's numbers::

    python -m tests.machinery.site.lesson_shape SITE_DIR
"""

import re
import sys
from html.parser import HTMLParser
from pathlib import Path

MAX_CLOSED = 8
IN_DEPTH = "In depth"
OPENING = "What you will learn"
TRACKER = re.compile(r"\b(?:issue|Issue|ticket)\s+#?\d+\b")
LECTURE = re.compile(r"^\d\d-.+\.html$")


class _Shape(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.in_article = 0
        self.details_depth = 0
        self.closed_in_lesson = []  # the summaries of top-level closed boxes before In depth
        self.in_depth = False
        self.seen_h2 = False
        self.opening = False
        self.h2_text = None
        self.summary = None
        self.pending_closed = False
        self.text = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "article":
            self.in_article += 1
        if not self.in_article:
            return
        if tag == "details":
            if self.details_depth == 0 and "open" not in attrs and not self.in_depth:
                self.pending_closed = True
            self.details_depth += 1
        elif tag == "summary" and self.pending_closed:
            self.summary = []
        elif tag == "h2":
            self.h2_text = []

    def handle_endtag(self, tag):
        if tag == "article":
            self.in_article -= 1
        if not self.in_article:
            return
        if tag == "details":
            self.details_depth -= 1
        elif tag == "summary" and self.summary is not None:
            self.closed_in_lesson.append(" ".join("".join(self.summary).split()))
            self.summary, self.pending_closed = None, False
        elif tag == "h2" and self.h2_text is not None:
            heading = " ".join("".join(self.h2_text).split())
            self.seen_h2 = True
            if heading.startswith(IN_DEPTH):
                self.in_depth = True
            self.h2_text = None

    def handle_data(self, data):
        if not self.in_article:
            return
        self.text.append(data)
        if self.summary is not None:
            self.summary.append(data)
        if self.h2_text is not None:
            self.h2_text.append(data)
        if not self.seen_h2 and OPENING in data:
            self.opening = True


def shape(html: str) -> dict:
    """What one page's HTML says about its shape."""
    parser = _Shape()
    parser.feed(html)
    text = " ".join(parser.text)
    return {
        "closed_in_lesson": parser.closed_in_lesson,
        "has_in_depth": parser.in_depth,
        "has_opening": parser.opening,
        "tracker_words": sorted(set(TRACKER.findall(text))),
    }


def lecture_pages(site: Path) -> list[Path]:
    return sorted(p for p in Path(site).glob("*.html") if LECTURE.match(p.name))


def problems(site: Path) -> list[str]:
    found = []
    for page in lecture_pages(site):
        seen = shape(page.read_text())
        if len(seen["closed_in_lesson"]) > MAX_CLOSED:
            found.append(f"{page.name}: {len(seen['closed_in_lesson'])} closed boxes before "
                         f"'{IN_DEPTH}' (at most {MAX_CLOSED}): {seen['closed_in_lesson']}")
        if not seen["has_in_depth"]:
            found.append(f"{page.name}: no h2 that starts with '{IN_DEPTH}'")
        if not seen["has_opening"]:
            found.append(f"{page.name}: no '{OPENING}' before the first section")
    for page in sorted(Path(site).rglob("*.html")):
        words = shape(page.read_text())["tracker_words"]
        if words:
            found.append(f"{page.relative_to(site)}: tracker words {words}")
    return found


if __name__ == "__main__":
    site = Path(sys.argv[1] if len(sys.argv) > 1 else "site")
    for page in lecture_pages(site):
        seen = shape(page.read_text())
        print(f"{page.name}: {len(seen['closed_in_lesson'])} closed before In depth, "
              f"opening {seen['has_opening']}, in depth {seen['has_in_depth']}")
    for problem in problems(site):
        print("PROBLEM", problem)
