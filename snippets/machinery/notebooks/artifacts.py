"""One notebook per lecture page, executed by ``scripts/regenerate.py`` on each GPU.

The list of lectures is the list of pages (``docs/NN-*.md``): a new lecture gets its
notebook without an edit here. Each artifact builds the notebook from the page as it
is now, runs it top to bottom with nbclient in a fresh kernel (so Triton runs natively
on the GPU, whatever the calling process did) and keeps the executed copy,
``<page>.ipynb``, with its outputs trimmed by the generator.
"""

import functools
import json
from pathlib import Path

from snippets.machinery.items import Artifact, Schedule
from snippets.machinery.layout import notebook_file, notebook_item
from snippets.machinery.notebooks.build import build_notebook, lecture_pages, notebook_fingerprint


def notebook_maker(page: Path):
    def make_notebook(folder: Path) -> None:
        from snippets.machinery.notebooks.execute import execute, write

        notebook = build_notebook(page)
        seconds = execute(notebook)  # a failing cell raises, naming the cell and section
        write(notebook, folder / notebook_file(page.stem))
        (folder / "execution.json").write_text(
            json.dumps({"page": f"docs/{page.name}", "seconds": round(seconds, 1)}, indent=2) + "\n")
    return make_notebook


for _page in lecture_pages():
    globals()[notebook_item(_page.stem).upper()] = Artifact(
        name=notebook_item(_page.stem),
        make=notebook_maker(_page),
        needs_cuda=True,
        optional=True,  # the page shows "not generated yet" where a GPU lacks it
        # The page's includes are resolved with the site's own configuration (mkdocs.yml,
        # which names the theme and plugins), exactly as the site resolves them.
        needs_packages=("nbformat", "nbclient", "ipykernel", "mkdocs", "pymdown-extensions",
                        "mkdocs-material", "mkdocs-jupyter"),
        fingerprint=functools.partial(notebook_fingerprint, _page),
        schedule=Schedule(
            # Its checks and timings go through the notebook helpers, which hold the GPU
            # lock (snippets/machinery/worker/gpu_lock.py): notebooks may run side by side.
            concurrent=True,
            # A new page's notebook, never run (a first run is usually one with cold
            # caches): the recorded notebooks' median (about 19 s on the H100) plus what
            # cold caches cost one beside the checks (engine/estimates.py, 35 s).
            first_estimate_s=55.0),
    )
