"""A lecture page turned into a notebook, in the page's order, with nothing typed twice.

The cells, top to bottom:

1. a title cell linking back to the page;
2. a Colab cell: on Colab it installs the pinned packages and fetches this project's
   code (the ``snippets`` package the cells import); anywhere else it does nothing;
3. a provenance cell that prints where the notebook ran (GPU, versions, commit, date);
4. then, following the page: its headings and the sentence that leads into each code
   block as Markdown; each included section as a code cell, preceded (once per module)
   by a cell importing what that module's code needs and the page does not show; after
   the wrapper and reference of a kernel, a cell checking them on the quick shapes;
   after a benchmark, a cell timing it at one size (tagged ``gpu``).

A section from inside a function is not module-level code, so it is shown as text.
"""

from __future__ import annotations

import builtins
import functools
import importlib
import os
import re
import subprocess
import threading
from pathlib import Path

from snippets.machinery.notebooks.colab import colab_cell
from snippets.machinery.notebooks.names import bound_names, eager_names, setup_code, used_names
from snippets.machinery.notebooks.page import DOCS, INCLUDE, ROOT, Heading, Prose, walk

from snippets.machinery.claims import plain_sentences

HELPERS = "from snippets.machinery.notebooks.helpers import check_against_reference, time_one_point, where_this_ran"
HELPER_NAMES = {"check_against_reference", "time_one_point", "where_this_ran"}
GPU_TAG = "gpu"  # cells that need a GPU; without one they print "skipped:" and why


# ---------------------------------------------------------------------------------------
# What the notebook needs to know about its surroundings
# ---------------------------------------------------------------------------------------
_SITE_CONFIG_LOCK = threading.Lock()


def site_config() -> dict:
    """repo_url and site_url as mkdocs.yml resolves them now (they may come from the
    environment, and be unset)."""
    # regenerate.py builds notebooks side by side in threads, and two mkdocs config
    # loads at once register the same plugins twice (strict mode then aborts with
    # "specified multiple times"): the first call loads it under a lock, once.
    with _SITE_CONFIG_LOCK:
        return _load_site_config()


@functools.cache
def _load_site_config() -> dict:
    from mkdocs.config import load_config

    config = load_config(str(ROOT / "mkdocs.yml"))
    return {"repo_url": config.get("repo_url"), "site_url": config.get("site_url")}


def current_commit() -> str:
    if os.environ.get("REGENERATE_COMMIT"):
        return os.environ["REGENERATE_COMMIT"]
    try:
        return subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True,
                              cwd=ROOT, timeout=10).stdout.strip() or "unknown"
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def page_url(page_stem: str, anchor: str = "", site_url: str | None = None) -> str:
    """Where a lecture page is: on the published site when its address is known, else
    relative to the notebook's own page on the site (notebooks/<page>.html)."""
    base = site_url.rstrip("/") + "/" if site_url else "../"
    return f"{base}{page_stem}.html" + (f"#{anchor}" if anchor else "")


# ---------------------------------------------------------------------------------------
# The page, as a sequence of cells
# ---------------------------------------------------------------------------------------
def _markdown(source, **meta):
    import nbformat  # only to build a notebook: discovery must work without it

    cell = nbformat.v4.new_markdown_cell(source)
    cell.metadata.update(meta)
    return cell


def _code(source, tags=(), **meta):
    import nbformat

    cell = nbformat.v4.new_code_cell(source)
    if tags:
        cell.metadata["tags"] = list(tags)
    if meta:
        cell.metadata["fast_pytorch"] = meta
    return cell


def _rewrite_links(text: str, site_url, page_stem: str | None = None) -> str:
    """Links between pages (``04-profiling.md``) point at the site's pages; a link within
    the page (``#in-depth``) points at that section of the lecture page, since the
    notebook keeps only the sections that have code."""
    text = re.sub(r"\]\(([0-9A-Za-z_\-]+)\.md(#[^)]*)?\)",
                  lambda m: f"]({page_url(m.group(1), (m.group(2) or '#')[1:], site_url)})", text)
    if page_stem is not None:
        text = re.sub(r"\]\(#([^)\s]+)\)",
                      lambda m: f"]({page_url(page_stem, m.group(1), site_url)})", text)
    return text


def _snippets_of(module_name: str):
    """(variable name, Snippet) for each kernel the module declares, and the names of
    its benchmarks (triton.testing.Mark objects)."""
    import triton

    from snippets.machinery.items import Snippet

    module = importlib.import_module(module_name)
    snippets = [(name, value) for name, value in vars(module).items()
                if isinstance(value, Snippet) and value.run.__module__ == module_name]
    marks = {name: value for name, value in vars(module).items()
             if isinstance(value, triton.testing.Mark)}
    return snippets, marks


def body_cells(parts, page_stem: str, site_url):
    """The page's parts as (module or None, cell) pairs, plus the generated check and
    timing cells, before any set-up cell is added."""
    cells = []
    for part in parts:
        if isinstance(part, Heading):
            if part.level == 1:
                continue
            link = page_url(page_stem, part.anchor, site_url)
            cells.append((None, _markdown(f"{'#' * part.level} {part.text}\n\n"
                                          f"<small>[This section on the page]({link})</small>")))
        elif isinstance(part, Prose):
            # Inline {{ claim() }} / {{ words() }} become the sentences the site shows.
            text = plain_sentences(part.text)
            cells.append((None, _markdown(_rewrite_links(text, site_url, page_stem))))
        elif part.enclosing:
            cells.append((None, _markdown(
                f"From inside `{part.enclosing}` in `{part.path}` (it runs when that "
                f"function does, so here it is text):\n\n```python\n{part.code}\n```")))
        else:
            cells.append((part.module, _code(part.code, section=part.label)))
    return _add_checks_and_timings(_without_empty_headings(cells))


def _without_empty_headings(cells):
    """Drop a heading with no cell under it before the next heading of its level or
    above (a section of prose and figures only)."""
    def level(cell):
        match = re.match(r"(#+) ", cell.source) if cell.cell_type == "markdown" else None
        return len(match.group(1)) if match else None

    kept = []
    for module, cell in reversed(cells):
        mine = level(cell)
        if mine is not None:
            following = level(kept[-1][1]) if kept else 0
            if not kept or (following is not None and following <= mine):
                continue
        kept.append((module, cell))
    return kept[::-1]


def _add_checks_and_timings(cells):
    """After the cells that define a kernel's wrapper (and its reference, if shown), a
    cell checking them; after a benchmark's cell, a cell timing it at one size."""
    where_bound = {}  # name -> index of the last code cell binding it
    for index, (module, cell) in enumerate(cells):
        if module:
            for name in bound_names(cell.source):
                where_bound[name] = index
    inserts = {}  # index -> cells to put after it
    for module_name in dict.fromkeys(m for m, _ in cells if m):
        snippets, marks = _snippets_of(module_name)
        for variable, snippet in snippets:
            run_name, ref_name = snippet.run.__name__, snippet.reference.__name__
            if run_name not in where_bound:
                continue  # the page does not show this kernel's wrapper
            after = max(where_bound[run_name], where_bound.get(ref_name, -1))
            args = [variable, f"run={run_name}"]
            if ref_name in where_bound:
                args.append(f"reference={ref_name}")
            tags = (GPU_TAG,) if snippet.requires_cuda else ()
            code = (f"# {run_name}, as defined above, against the torch reference on the "
                    f"quick shapes\ncheck_against_reference({', '.join(args)})")
            inserts.setdefault(after, []).append((module_name, _code(code, tags, check=snippet.name)))
        for index, (module, cell) in enumerate(cells):
            if module != module_name:
                continue
            for name in sorted(bound_names(cell.source) & set(marks)):
                # The kernel's needs (a Hopper GPU, say) apply to its timing too.
                owner = next((variable for variable, snippet in snippets
                              if snippet.benchmark is marks[name]), None)
                code = (f"# One size of the benchmark above, on this GPU\ntime_one_point({name}"
                        + (f", needs={owner})" if owner else ")"))
                inserts.setdefault(index, []).append((module_name, _code(code, (GPU_TAG,),
                                                                         timing=name)))
    result = []
    for index, pair in enumerate(cells):
        result.append(pair)
        result.extend(inserts.get(index, []))
    return result


def _with_setup_cells(cells, already: set[str]):
    """Before each module's first code cell, a cell with what its code needs."""
    builtin_names = set(dir(builtins))
    first_index = {}
    for index, (module, _) in enumerate(cells):
        if module and module not in first_index:
            first_index[module] = index
    bound_before = []  # for each cell, the names bound by the cells before it
    seen = set(already)
    for module, cell in cells:
        bound_before.append(set(seen))
        if cell.cell_type == "code":
            seen |= bound_names(cell.source)
    result = []
    for index, (module, cell) in enumerate(cells):
        if module and first_index.get(module) == index:
            own = [(i, c) for i, (m, c) in enumerate(cells) if m == module]
            defines = set().union(*(bound_names(c.source) for _, c in own))
            used = set().union(*(used_names(c.source) for _, c in own))
            # A name the page defines only further down, but read as a cell runs (in
            # a decorator, say): import the module's own copy until then.
            early = set().union(*(eager_names(c.source) - bound_names(c.source) - bound_before[i]
                                  for i, c in own))
            # Likewise a name a function reads when it is called, if the page defines
            # it further down than the function: a check cell may call the function
            # before the page reaches it (square_numba and torch_stream, say).
            early |= set().union(*(used_names(c.source) & defines - bound_before[i]
                                   - bound_names(c.source) for i, c in own))
            needed = (used - defines | early) - builtin_names
            code = setup_code(module, needed, bound_before[index] - early)
            if code:
                path = module.replace(".", "/") + ".py"
                header = f"# What the code of {path} below needs that the page does not show\n"
                result.append(_code(header + code, setup=module))
        result.append(cell)
    return result


def build_notebook(page: Path, *, root: Path = ROOT, repo_url=None, site_url=None,
                   commit=None) -> nbformat.NotebookNode:
    """The notebook for one lecture page; its includes are read under ``root``.
    repo_url and site_url default to what mkdocs.yml resolves them to."""
    import nbformat

    config = site_config()
    repo_url = repo_url or config["repo_url"]
    site_url = site_url or config["site_url"]
    commit = commit or current_commit()
    parts = walk(page, root)
    title = next((p.text for p in parts if isinstance(p, Heading) and p.level == 1), page.stem)
    stem = page.stem
    intro = (
        f"[← Back to the lecture]({page_url(stem, site_url=site_url)})\n\n"
        f"# {title}: the notebook\n\n"
        f"The code of [the lecture page]({page_url(stem, site_url=site_url)}), in the "
        "page's order: each code cell is a named section of `snippets/` that the page "
        "embeds, preceded by what it needs that the page does not show. After a kernel, a "
        "cell checks it against its torch reference on the sizes the test suite uses; after "
        "a benchmark, a cell times it at one size. Cells tagged `gpu` need a CUDA GPU: "
        "without one they print `skipped:` and why.\n\n"
        f"Generated from `docs/{page.name}` by `snippets/machinery/notebooks/build.py`, never edited by "
        "hand: change the page or the snippets and regenerate."
    )
    head = [
        _markdown(intro),
        _code(colab_cell(commit, repo_url), setup="colab"),
        _code("# Where this copy ran: printed by the run itself\n" + HELPERS + "\n\n"
              "where_this_ran();", setup="provenance"),
    ]
    cells = _with_setup_cells(body_cells(parts, stem, site_url), already=set(HELPER_NAMES))
    notebook = nbformat.v4.new_notebook(cells=head + cells)
    for index, cell in enumerate(notebook.cells):
        cell["id"] = f"cell-{index:03d}"  # stable ids: the same page gives the same file
    notebook.metadata.update(
        kernelspec={"name": "python3", "display_name": "Python 3", "language": "python"},
        language_info={"name": "python"},
        fast_pytorch={"page": f"docs/{page.name}", "generated_by": "snippets/machinery/notebooks/build.py",
                      "commit": commit},
    )
    return notebook


def lecture_pages(docs: Path = DOCS) -> list[Path]:
    """Every lecture page: docs/NN-*.md."""
    return sorted(docs.glob("[0-9][0-9]-*.md"))


def notebook_fingerprint(page: Path, root: Path = ROOT) -> bytes:
    """What a notebook is made of, for its staleness check: the parts of the page it
    copies (headings, the lead-in sentences, the included code) and the files those
    includes come from, with this package. Prose elsewhere on the page can change
    without making the executed notebook stale."""
    parts = repr(walk(page)).encode()
    files = b"".join(p.name.encode() + p.read_bytes() for p in notebook_sources(page, root)[1:])
    return parts + files


def notebook_sources(page: Path, root: Path = ROOT) -> list[Path]:
    """What an executed notebook was made from: the page, every file it includes, and
    this package. Its staleness fingerprint should cover all of them (the fingerprint
    of an item in snippet.py covers the item's own package only)."""
    included = {root / match.group("path") for line in page.read_text().splitlines()
                if (match := INCLUDE.match(line))}
    package = sorted(Path(__file__).parent.glob("*.py"))
    return [page] + sorted(included) + package
