"""MkDocs hook: each lecture's executed notebook as a page, linked from the lecture.

``scripts/regenerate.py`` keeps one executed copy of each lecture's notebook per GPU,
``docs/generated/<gpu>/notebook_<lecture>/<page>.ipynb`` (see snippets/machinery/notebooks/). For
each lecture this hook:

- renders one copy as the page ``notebooks/<page>.html`` through mkdocs-jupyter: the
  copy of the first GPU folder, in alphabetical order, that has one (the page says which);
- puts one line in the lecture, after its first paragraph, with a link to that page, a
  download link for every GPU's copy, and an Open-in-Colab link built from ``repo_url``
  (when no copy exists yet a box says so instead);
- keeps the notebook pages out of the navigation and out of the search index: the
  footer's Previous / Next follow the lectures, and a search finds the lecture page,
  not the same text twice (the notebook is one click from its lecture);
- folds the notebook's Colab set-up cell (site_notebook_pages.py);
- strips what mkdocs-jupyter's template would load from CDNs (MathJax, mermaid), so
  the site still makes no request outside itself.
"""

import html
import json
import logging
import os
import posixpath
import re
import shutil
import tempfile
from pathlib import Path
from urllib.parse import urlparse

from mkdocs.structure.files import File

from snippets.machinery.layout import generated_in, gpu_folders, notebook_file, notebook_item
from snippets.machinery.site.notebook_pages import fold_setup_cell
from snippets.machinery.site.pagehead import before_first_section

log = logging.getLogger("mkdocs.hooks.notebooks")

PAGE_DIR = "notebooks"  # where the rendered notebooks live on the site
LECTURE = re.compile(r"^[0-9][0-9]-.+\.md$")
# mkdocs-jupyter's template loads these from CDNs; nothing on our pages needs them.
CDN_SCRIPTS = re.compile(
    r"<script\b[^>]*\bsrc=\"[^\"]*\"[^>]*>\s*</script>\s*(?=<!-- MathJax configuration -->)"
    r"|<!-- MathJax configuration -->.*?<!-- End of mathjax configuration -->"
    r"|<script type=\"module\">(?:(?!</script>).)*?mermaid(?:(?!</script>).)*</script>",
    re.DOTALL,
)

_state = {"copies": {}, "tmp": None}


def executed_copies(generated: Path, page_stem: str) -> list[Path]:
    """Every GPU's executed copy of a lecture's notebook, GPU folders in alphabetical order."""
    found = [gpu / notebook_item(page_stem) / notebook_file(page_stem)
             for gpu in gpu_folders(generated)]
    return [path for path in found if path.exists()]


def gpu_of(copy: Path) -> str:
    record = copy.parent / "provenance.json"
    if record.exists():
        return json.loads(record.read_text()).get("gpu") or copy.parent.parent.name
    return copy.parent.parent.name


def colab_url(config, copy_src: str) -> str | None:
    """Colab opens notebooks from GitHub: github.com/<owner>/<repo> in repo_url, on the
    branch $COLAB_BRANCH where the publishing workflow pushes the copies stamped with
    the repository's address (snippets/machinery/site/colab_notebooks.py), else the branch of edit_uri
    (``edit/<branch>/...`` or ``blob/<branch>/...``), else main."""
    repo_url = config.get("repo_url")
    if not repo_url:
        return None
    parsed = urlparse(repo_url)
    if parsed.netloc != "github.com":
        return None
    owner_repo = parsed.path.strip("/").removesuffix(".git")
    match = re.match(r"(?:edit|blob)/([^/]+)/", config.get("edit_uri") or "")
    branch = os.environ.get("COLAB_BRANCH") or (match.group(1) if match else "main")
    docs = Path(config["docs_dir"]).name
    return (f"https://colab.research.google.com/github/{owner_repo}/blob/{branch}/"
            f"{docs}/{copy_src}")


# ---------------------------------------------------------------------------------------
# Files: one rendered page per lecture; the executed copies stay downloadable files
# ---------------------------------------------------------------------------------------
def on_config(config):
    plugins = config["plugins"]
    if "mkdocs-jupyter" not in plugins:
        raise ValueError("snippets/machinery/site/mkdocs_notebooks.py needs the mkdocs-jupyter plugin")
    return config


def on_files(files, config):
    from mkdocs_jupyter.plugin import NotebookFile

    docs_dir = Path(config["docs_dir"])
    generated = generated_in(docs_dir)
    if _state["tmp"] is None:
        _state["tmp"] = Path(tempfile.mkdtemp(prefix="notebook-pages-"))
    _state["copies"] = {}
    for file in list(files):
        # mkdocs-jupyter makes a page of every .ipynb; the executed copies are files to
        # download, and only the one chosen below becomes a page.
        if isinstance(file, NotebookFile) and file.src_uri.startswith("generated/"):
            files.remove(file)
            files.append(file.file)
    for page in sorted(docs_dir.glob("*.md")):
        if not LECTURE.match(page.name):
            continue
        copies = executed_copies(generated, page.stem)
        _state["copies"][page.stem] = copies
        if not copies:
            continue
        # The page's source must lie outside docs/generated, which the plugin ignores.
        source = _state["tmp"] / PAGE_DIR / notebook_file(page.stem)
        source.parent.mkdir(exist_ok=True)
        shutil.copyfile(copies[0], source)
        page_file = File(f"{PAGE_DIR}/{notebook_file(page.stem)}", str(_state["tmp"]), config["site_dir"],
                         config["use_directory_urls"])
        files.append(NotebookFile(page_file, **config))
    return files


# ---------------------------------------------------------------------------------------
# The box at the top of a lecture, and the header of a notebook page
# ---------------------------------------------------------------------------------------
def _relative(target: str, page_src: str) -> str:
    return posixpath.relpath(target, posixpath.dirname(page_src) or ".")


def _copy_src(copy: Path, docs_dir: Path) -> str:
    return copy.relative_to(docs_dir).as_posix()


def _colab_sentence(config, copy_src):
    url = colab_url(config, copy_src)
    if url:
        return f"[Open in Colab]({url})"
    if not config.get("repo_url"):
        return ""  # a local build: nothing to link to, and nothing a reader needs to hear
    return "Colab opens notebooks from GitHub only: download the notebook and upload it"


def lecture_box(page_stem, copies, config, page_src) -> str:
    """One quiet line (class "notebook-line", extra.css): the notebook page, its
    downloads, Colab."""
    docs_dir = Path(config["docs_dir"])
    name = notebook_item(page_stem)
    if not copies:
        log.info("no executed notebook for %s yet (run scripts/regenerate.py --only %s on a GPU)",
                 page_stem, name)
        return (f'!!! warning "Notebook not generated yet"\n\n'
                f"    This page's notebook has not been executed on a GPU yet: "
                f"`python scripts/regenerate.py --only {name}` makes it.\n")
    first = _copy_src(copies[0], docs_dir)
    downloads = ", ".join(
        f"[{gpu_of(copy)}]({_relative(_copy_src(copy, docs_dir), page_src)})" for copy in copies)
    page_link = _relative(f"{PAGE_DIR}/{notebook_file(page_stem)}", page_src)
    colab = _colab_sentence(config, first)
    return (f":material-notebook-outline: [This page as a notebook]({page_link}) "
            f"(its code in order, run on {gpu_of(copies[0])}) · download .ipynb: {downloads}"
            + (f" · {colab}" if colab else "") + "\n{: .notebook-line }\n")


def on_page_markdown(markdown, page, config, files):
    src = page.file.src_uri
    if posixpath.dirname(src) or not LECTURE.match(posixpath.basename(src)):
        return markdown
    stem = src.removesuffix(".md")
    box = lecture_box(stem, _state["copies"].get(stem, []), config, src)
    return before_first_section(markdown, box)


def notebook_header(page_stem, copies, config, page_src) -> str:
    docs_dir = Path(config["docs_dir"])
    first = copies[0]
    record = first.parent / "provenance.json"
    made = ""
    if record.exists():
        p = json.loads(record.read_text())
        made = (f"; torch {p.get('torch')}, triton {p.get('triton')}, commit "
                f"<code>{html.escape(str(p.get('commit', ''))[:10])}</code>, {p.get('date_utc')}")
    links = [f'<a href="{_relative(_copy_src(c, docs_dir), page_src)}" download>'
             f"{html.escape(gpu_of(c))}</a>" for c in copies]
    url = colab_url(config, _copy_src(first, docs_dir))
    colab = (f' <a href="{html.escape(url)}">Open in Colab</a>.' if url
             else (f" {html.escape(said)}." if (said := _colab_sentence(config, "")) else ""))
    lecture = _relative(f"{page_stem}.md".replace(".md", ".html"), page_src)
    return (
        '<div class="admonition info"><p class="admonition-title">An executed notebook</p>'
        f"<p>Generated from <a href=\"{lecture}\">the lecture page</a> by "
        f"<code>snippets/machinery/notebooks/</code> and run by <code>scripts/regenerate.py</code> on "
        f"{html.escape(gpu_of(first))}{made}. Shown: the run on the first GPU (in "
        f"alphabetical order of its folder) that has one. Download the notebook (.ipynb): "
        f"{', '.join(links)}.{colab}</p></div>\n"
    )


def on_page_content(content, page, config, files):
    src = page.file.src_uri
    if not src.startswith(f"{PAGE_DIR}/") or not src.endswith(".ipynb"):
        return content
    stem = posixpath.basename(src).removesuffix(".ipynb")
    content = fold_setup_cell(CDN_SCRIPTS.sub("", content))
    page.meta.setdefault("search", {})["exclude"] = True  # its lecture is the search hit
    header = notebook_header(stem, _state["copies"][stem], config, src)
    # Below the notebook's title (its first heading), as on the lecture pages.
    title = re.search(r"</h1>", content)
    at = title.end() if title else 0
    _keep_resolving_toc(page, content)
    return content[:at] + header + content[at:]


def _keep_resolving_toc(page, content):
    """mkdocs-jupyter's table of contents cuts some headings' anchors short (a heading
    with code in it); in the navigation they would lead nowhere, so they are left out."""
    ids = set(re.findall(r'\bid="([^"]+)"', content))

    def keep(items):
        kept = [item for item in items if item.id in ids]
        for item in kept:
            item.children = keep(item.children)
        return kept

    page.toc.items = keep(page.toc.items)


def notebook_title(lecture) -> str:
    """"Lecture 3 as a notebook" after "3. Matrix multiplication"; "Lecture 2, part 1, as a
    notebook" after "2.1 Programs, ..." (or "Part 1: ..." in the nav section "2. ...")."""
    numbered_part = re.match(r"(\d+)\.(\d+)\s", lecture.title)
    if numbered_part:
        return f"Lecture {numbered_part.group(1)}, part {numbered_part.group(2)}, as a notebook"
    number = re.match(r"(\d+)\.", lecture.title)
    if number:
        return f"Lecture {number.group(1)} as a notebook"
    part = re.match(r"Part (\d+)", lecture.title)
    section = re.match(r"(\d+)\.", lecture.parent.title) if lecture.parent else None
    if part and section:
        return f"Lecture {section.group(1)}, part {part.group(1)}, as a notebook"
    return f"{lecture.title}, as a notebook"


def on_nav(nav, config, files):
    """Each notebook page gets its title ("Lecture 3 as a notebook") but no place in
    the navigation: Previous / Next go from lecture to lecture, and the notebook is
    reached from the line in its lecture."""
    from mkdocs.structure.pages import Page

    for stem in sorted(_state["copies"]):
        notebook = files.get_file_from_path(f"{PAGE_DIR}/{notebook_file(stem)}")
        lecture = next((p for p in nav.pages if p.file.src_uri == f"{stem}.md"), None)
        if notebook is None or lecture is None:
            continue
        page = notebook.page or Page("Notebook", notebook, config)
        page.title = notebook_title(lecture)
    return nav
