"""Every lecture's notebook is generated from its page and runs top to bottom.

On the CPU the notebooks run through Triton's interpreter, at the quick sizes; cells
that need a GPU print ``skipped:`` and why. The executed copies on the site are made by
``scripts/regenerate.py`` on a GPU (artifacts ``notebook_<lecture>``).
"""

import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from snippets.machinery.layout import notebook_item
from snippets.machinery.notebooks.build import (GPU_TAG, build_notebook, lecture_pages, notebook_sources,
                                           site_config)
from snippets.machinery.notebooks.colab import pinned_requirements
from snippets.machinery.notebooks.execute import NotebookFailed, execute, write
from snippets.machinery.notebooks.helpers import SKIPPED
from snippets.machinery.notebooks.page import Include, walk


from snippets.machinery.site import mkdocs_notebooks
from snippets.machinery.layout import ROOT

PAGES = lecture_pages()
PARALLEL = 2  # notebooks run at once: each is a kernel process, and CI has two cores


def _stem(page):
    return page.stem


def _outputs(cell) -> str:
    return "".join(o.get("text", "") for o in cell.get("outputs", []))


def _run(notebook):
    started = time.perf_counter()
    try:
        execute(notebook)
    except NotebookFailed as error:
        return notebook, error, time.perf_counter() - started
    return notebook, None, time.perf_counter() - started


@pytest.fixture(scope="module")
def executed():
    """Every lecture's notebook, run on the CPU: page stem -> (notebook, error, seconds)."""
    from concurrent.futures import ThreadPoolExecutor

    started = time.perf_counter()
    notebooks = [build_notebook(page) for page in PAGES]  # (mkdocs' config loader is not thread-safe)
    with ThreadPoolExecutor(PARALLEL) as pool:
        results = dict(zip((p.stem for p in PAGES), pool.map(_run, notebooks)))
    print(f"\nall {len(PAGES)} notebooks executed in {time.perf_counter() - started:.1f} s "
          f"({PARALLEL} at a time): " + ", ".join(f"{stem} {r[2]:.1f} s" for stem, r in results.items()))
    return results


@pytest.mark.parametrize("page", PAGES, ids=_stem)
def test_notebook_runs_top_to_bottom(page, executed):
    notebook, error, _ = executed[page.stem]
    if error:  # names the failing cell, the section it came from, and the error
        pytest.fail(str(error), pytrace=False)
    for cell in notebook.cells:
        if cell.cell_type != "code":
            continue
        meta, text = cell.metadata.get("fast_pytorch", {}), _outputs(cell)
        if GPU_TAG in cell.metadata.get("tags", []):
            assert text.startswith(SKIPPED), f"GPU cell ran silently or ran on the CPU: {cell.source}"
        if "check" in meta and GPU_TAG not in cell.metadata.get("tags", []):
            assert "all match" in text, f"{meta['check']} checked nothing:\n{text}"
    provenance = next(c for c in notebook.cells if c.metadata.get("fast_pytorch", {}).get("setup")
                      == "provenance")
    assert "triton" in _outputs(provenance) and "commit" in _outputs(provenance)


@pytest.mark.parametrize("page", PAGES, ids=_stem)
def test_code_cells_are_the_page_sections_in_page_order(page):
    notebook = build_notebook(page, commit="0" * 40)
    includes = [p for p in walk(page) if isinstance(p, Include)]
    cells = [c for c in notebook.cells if "section" in c.metadata.get("fast_pytorch", {})]
    runnable = [p for p in includes if not p.enclosing]
    assert [c.metadata["fast_pytorch"]["section"] for c in cells] == [p.label for p in runnable]
    assert [c.source for c in cells] == [p.code for p in runnable]
    for fragment in (p for p in includes if p.enclosing):  # shown as text, not dropped
        assert any(fragment.code in c.source for c in notebook.cells if c.cell_type == "markdown")
    # Generated, so the same page gives the same file.
    assert build_notebook(page, commit="0" * 40) == notebook


def _copy_of_repo(tmp_path) -> Path:
    root = tmp_path / "repo"
    shutil.copytree(ROOT / "snippets", root / "snippets",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "docs", root / "docs", ignore=shutil.ignore_patterns("generated"))
    return root


def test_a_deleted_section_fails_the_notebook(tmp_path):
    root = _copy_of_repo(tmp_path)
    module = root / "snippets" / "vector_add" / "add.py"
    module.write_text(re.sub(r".*--8<-- \[(start|end):reference\]\n", "", module.read_text()))
    with pytest.raises(Exception, match="reference"):
        build_notebook(root / "docs" / "01-vector-add.md", root=root)


def test_broken_code_in_a_section_fails_the_notebook(tmp_path):
    root = _copy_of_repo(tmp_path)
    module = root / "snippets" / "vector_add" / "add.py"
    source = module.read_text()
    assert "x + y, mask=mask" in source
    module.write_text(source.replace("x + y, mask=mask", "x - y, mask=mask"))
    notebook = build_notebook(root / "docs" / "01-vector-add.md", root=root)
    with pytest.raises(NotebookFailed, match=r"from the check of vector_add(.|\n)*Mismatch"):
        execute(notebook)


def test_colab_cell_pins_what_requirements_txt_pins():
    pins = pinned_requirements()
    requirements = (ROOT / "requirements.txt").read_text().splitlines()
    assert all(pin in requirements for pin in pins)
    colab = build_notebook(PAGES[0]).cells[1]
    assert "google.colab" in colab.source and all(repr(pin) in colab.source for pin in pins)


def test_one_notebook_artifact_per_lecture_named_by_the_layout():
    from snippets.machinery.items import discover

    registry = discover()
    for page in PAGES:
        name = notebook_item(page.stem)
        assert name in registry and registry[name].needs_cuda


def test_notebook_sources_cover_the_page_and_what_it_includes():
    page = ROOT / "docs" / "01-vector-add.md"
    sources = notebook_sources(page)
    assert page in sources
    assert ROOT / "snippets" / "helpers" / "ir.py" in sources  # included from another package
    assert ROOT / "snippets" / "machinery" / "notebooks" / "build.py" in sources


def test_colab_link_comes_from_repo_url():
    config = {"repo_url": "https://github.com/someone/notes", "edit_uri": "edit/trunk/docs/",
              "docs_dir": "/x/docs"}
    assert mkdocs_notebooks.colab_url(config, "generated/g/notebook_a/01-a.ipynb") == (
        "https://colab.research.google.com/github/someone/notes/blob/trunk/docs/"
        "generated/g/notebook_a/01-a.ipynb")
    assert mkdocs_notebooks.colab_url({"repo_url": None, "docs_dir": "/x/docs"}, "a") is None


def test_site_renders_an_executed_notebook_without_outside_requests(tmp_path, executed):
    """Build the site from a copy of docs/ holding one CPU-executed notebook as if a GPU
    had made it: the notebook page exists, the lecture links to it, and nothing is
    fetched from outside (mkdocs-jupyter's MathJax and mermaid loaders are stripped)."""
    from tests.machinery.site import test_site

    page = PAGES[0]
    notebook, error, _ = executed[page.stem]
    assert error is None, error
    docs = tmp_path / "docs"
    shutil.copytree(ROOT / "docs", docs)
    folder = docs / "generated" / "test-gpu" / notebook_item(page.stem)
    write(notebook, folder / f"{page.stem}.ipynb")
    (folder / "provenance.json").write_text(json.dumps({"gpu": "Test GPU (CPU run)"}))
    config = (ROOT / "mkdocs.yml").read_text()
    config = config.replace("  - snippets/", f"  - {ROOT}/snippets/").replace("strict: true", "")
    config = config.replace("custom_dir: overrides", f"custom_dir: {ROOT}/overrides")
    config += f"\ndocs_dir: {docs}\n"
    (tmp_path / "mkdocs.yml").write_text(config)
    site = tmp_path / "site"
    # Not --strict: a warning about another page's outputs is test_site.py's business.
    result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "-f",
                             str(tmp_path / "mkdocs.yml"), "--site-dir", str(site)],
                            cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-3000:]
    ours = [line for line in result.stderr.splitlines() if line.startswith("WARNING")
            and (page.stem in line or "notebook" in line.lower())]
    assert not ours, "\n".join(ours)
    rendered = (site / "notebooks" / f"{page.stem}.html").read_text()
    assert "Test GPU (CPU run)" in rendered and "all match" in rendered
    assert 'src=""' not in rendered and "mermaid.esm" not in rendered
    assert f"generated/test-gpu/{notebook_item(page.stem)}/{page.stem}.ipynb" in rendered
    lecture = (site / f"{page.stem}.html").read_text()
    assert f'href="notebooks/{page.stem}.html"' in lecture
    if site_config()["repo_url"]:
        assert "colab.research.google.com/github/" in lecture
    else:  # a local build shows readers no Colab link, and no note about building one
        assert "colab.research.google.com" not in lecture
        assert "Open-in-Colab link appears on the published site" not in lecture
    assert not test_site.outside_requests(site)


def test_a_function_called_before_the_page_defines_what_it_reads_still_runs():
    """The page shows square_numba before torch_stream, which square_numba calls; the
    check cell after square_numba runs it, so torch_stream must already be there (seen
    failing on the GPU, where that check cell runs)."""
    notebook = build_notebook(ROOT / "docs" / "05-cuda-and-compile.md")
    sources = [cell.source for cell in notebook.cells if cell.cell_type == "code"]
    check = next(i for i, s in enumerate(sources) if "check_against_reference(SQUARE_NUMBA," in s)
    assert any(re.search(r"^from snippets\.cuda_and_compile\.square_numba import .*\btorch_stream\b",
                         s, re.M) for s in sources[:check])


def test_site_config_loads_once_when_threads_ask_at_the_same_time():
    # regenerate.py builds notebooks from several threads; mkdocs' config loader is not
    # safe to run twice at once (seen on a GPU run: strict mode aborted on a plugin
    # "specified multiple times").
    from concurrent.futures import ThreadPoolExecutor

    from snippets.machinery.notebooks import build

    build._load_site_config.cache_clear()
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda _: build.site_config(), range(8)))
    assert all(r == results[0] for r in results)
    assert build._load_site_config.cache_info().misses == 1


# -- Colab ----------------------------------------------------------------------------------

def _colab_notebook():
    from snippets.machinery.notebooks.colab import colab_cell

    cell = {"cell_type": "code", "metadata": {"fast_pytorch": {"setup": "colab"}},
            "source": colab_cell(None, None), "outputs": [], "execution_count": None}
    return {"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}


def _a_repository_with_this_code(folder: Path) -> str:
    """A git repository holding this checkout's snippets/ and requirements.txt (CI's
    checkout may be shallow, or not a repository); returns its commit."""
    shutil.copytree(ROOT / "snippets", folder / "snippets",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "requirements.txt", folder)

    def git(*args):
        return subprocess.run(["git", "-c", "user.name=test", "-c", "user.email=test@example.com",
                               *args], cwd=folder, capture_output=True, text=True,
                              check=True).stdout.strip()

    git("init", "--quiet")
    git("add", ".")
    git("commit", "--quiet", "-m", "the code")
    return git("rev-parse", "HEAD")


def test_the_colab_cell_fetches_the_published_commit_and_makes_the_code_importable(tmp_path):
    # As on Colab, without network: the repository is a local bare clone, "google.colab"
    # is a stand-in module, and the packages are already at their pinned versions.
    from snippets.machinery.notebooks.colab import stamp

    bare, clone = tmp_path / "repo.git", tmp_path / "content" / "fast-pytorch-notes"
    commit = _a_repository_with_this_code(tmp_path / "source")
    subprocess.run(["git", "clone", "--quiet", "--bare", str(tmp_path / "source"), str(bare)],
                   check=True)
    cell = stamp(_colab_notebook(), bare.as_uri(), commit)["cells"][0]["source"]
    (tmp_path / "cell.py").write_text(cell)
    script = textwrap.dedent(f"""
        import sys, types
        sys.modules["google.colab"] = types.ModuleType("google.colab")
        for _ in range(2):  # run again, as a reader who reruns the notebook does
            exec(open({str(tmp_path / 'cell.py')!r}).read())
        import snippets
        print("imported from", snippets.__file__)
    """)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "TRITON_INTERPRET")}
    env["FAST_PYTORCH_CLONE"] = str(clone)
    (tmp_path / "content").mkdir()
    result = subprocess.run([sys.executable, "-c", script], cwd=tmp_path / "content", env=env,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("packages already as pinned") == 2  # pip not needed
    assert f"imported from {clone}" in result.stdout
    head = subprocess.run(["git", "-C", str(clone), "rev-parse", "HEAD"], capture_output=True,
                          text=True, check=True).stdout.strip()
    assert head == commit


def test_an_unstamped_colab_cell_says_how_to_open_the_notebook(tmp_path):
    (tmp_path / "cell.py").write_text(_colab_notebook()["cells"][0]["source"])
    script = ("import sys, types; sys.modules['google.colab'] = types.ModuleType('g'); "
              f"exec(open({str(tmp_path / 'cell.py')!r}).read())")
    result = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode != 0 and "Open-in-Colab link of the published site" in result.stderr


def test_off_colab_the_colab_cell_does_nothing(tmp_path):
    (tmp_path / "cell.py").write_text(_colab_notebook()["cells"][0]["source"])
    result = subprocess.run([sys.executable, str(tmp_path / "cell.py")], cwd=tmp_path,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and result.stdout == ""


def test_the_colab_link_points_at_the_branch_of_stamped_copies(monkeypatch):
    config = {"repo_url": "https://github.com/someone/notes", "edit_uri": "edit/trunk/docs/",
              "docs_dir": "/x/docs"}
    monkeypatch.setenv("COLAB_BRANCH", "colab")
    assert mkdocs_notebooks.colab_url(config, "generated/g/notebook_a/01-a.ipynb") == (
        "https://colab.research.google.com/github/someone/notes/blob/colab/docs/"
        "generated/g/notebook_a/01-a.ipynb")


def test_publishing_stamps_every_executed_notebook_with_the_repository(tmp_path):
    from snippets.machinery.site import colab_notebooks

    generated = tmp_path / "docs" / "generated"
    copy = generated / "some-gpu" / "notebook_a" / "01-a.ipynb"
    copy.parent.mkdir(parents=True)
    executed = _colab_notebook()
    executed["cells"].append({"cell_type": "code", "metadata": {}, "source": "print(1)",
                              "outputs": [{"output_type": "stream", "name": "stdout",
                                           "text": "1\n"}], "execution_count": 1})
    copy.write_text(json.dumps(executed))
    written = colab_notebooks.write_stamped(tmp_path / "out", "https://github.com/someone/notes",
                                            "0123abc", generated)
    assert written == [tmp_path / "out" / "docs" / "generated" / "some-gpu" / "notebook_a" / "01-a.ipynb"]
    stamped = json.loads(written[0].read_text())
    assert "REPO_URL = 'https://github.com/someone/notes.git'" in stamped["cells"][0]["source"]
    assert "COMMIT = '0123abc'" in stamped["cells"][0]["source"]
    assert stamped["cells"][1]["outputs"] == executed["cells"][1]["outputs"]  # outputs kept


def test_on_an_older_colab_gpu_cells_skip_what_it_cannot_run(monkeypatch, capsys):
    # A free Colab runtime's T4 is compute capability 7.5: no Hopper kernels, no bfloat16.
    import dataclasses

    import torch

    from snippets.helpers import runtime
    from snippets.machinery.notebooks import helpers
    from snippets.vector_add.add import VECTOR_ADD

    monkeypatch.setattr(helpers, "on_gpu", lambda: True)
    monkeypatch.setattr(runtime, "interpreting", lambda: False)
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "get_device_capability", lambda device=None: (7, 5))
    hopper_only = dataclasses.replace(VECTOR_ADD, name="hopper_only", needs_capability=(9, 0))
    helpers.time_one_point(object(), needs=hopper_only)
    assert capsys.readouterr().out.startswith(
        f"{SKIPPED} hopper_only: needs a GPU of compute capability 9.0 or newer; this one is 7.5")
    assert "compute capability 8.0" in runtime.unsupported_here(torch.bfloat16)
    assert runtime.unsupported_here(torch.float16) is None


def test_a_heading_with_an_explicit_id_keeps_it_and_shows_no_braces(tmp_path):
    """attr_list's "{#id}" after a heading is its anchor on the site: the notebook's
    heading links to that id and does not show the braces."""
    from snippets.machinery.notebooks.page import Heading

    page = tmp_path / "99-page.md"
    page.write_text("# Title\n\n## Offsets past 2³¹ elements {#past-2-31}\n\nText.\n\n"
                    "## Plain `code` here\n")
    headings = [h for h in walk(page) if isinstance(h, Heading)]
    assert [(h.text, h.anchor) for h in headings[1:]] == [
        ("Offsets past 2³¹ elements", "past-2-31"), ("Plain `code` here", "plain-code-here")]
