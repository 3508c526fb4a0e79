"""Under ``mkdocs serve``, a page's folder address works too: ``/01-vector-add/``.

The site's pages are files, ``01-vector-add.html`` (``use_directory_urls: false``, so
that the built site works opened from disk, ``file://``), and ``mkdocs serve`` answers
only those addresses: ``/01-vector-add/``, the form most sites use, was a 404. While
serving (and only then: the built site stays as it is), each page gets a folder of its
name whose ``index.html`` sends the browser on to the page, fragment included.
"""

import html
import posixpath
from pathlib import Path

_serving = False
_pages: list[str] = []

REDIRECT = """<!doctype html>
<html><head><meta charset="utf-8"><title>{title}</title>
<meta http-equiv="refresh" content="0; url={target}">
<script>location.replace({target_js} + location.hash);</script>
</head><body><a href="{target}">{title}</a></body></html>
"""


def on_startup(command, dirty):
    global _serving
    _serving = command == "serve"


def on_files(files, config):
    _pages[:] = [f.dest_uri for f in files.documentation_pages()]
    return files


def on_post_build(config):
    if _serving:
        write_page_folders(Path(config["site_dir"]), _pages)


def write_page_folders(site: Path, pages) -> list[Path]:
    """For each ``x.html`` of ``pages`` (but the home page), ``x/index.html`` sending
    the browser to it, unless a file or folder of that name is there already."""
    written = []
    for page in pages:
        if not page.endswith(".html") or posixpath.basename(page) in ("index.html", "404.html"):
            continue
        folder = site / page.removesuffix(".html")
        if folder.exists():
            continue
        folder.mkdir(parents=True)
        target = f"../{posixpath.basename(page)}"
        (folder / "index.html").write_text(REDIRECT.format(
            title=html.escape(posixpath.basename(page)), target=html.escape(target),
            target_js=repr(target)))
        written.append(folder / "index.html")
    return written
