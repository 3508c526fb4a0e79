"""The notebook's first code cell: on Colab, fetch this project's code and its packages.

A notebook opened in Colab has nothing but itself: the ``snippets`` package its cells
import must be fetched, and the notebook cannot know from where, since the repository
has no address of its own (every fork publishes its own site). So the address is
stamped in when the site is published: ``.github/workflows/pages.yml`` runs
``snippets/machinery/site/colab_notebooks.py``, which copies every executed notebook with ``REPO_URL``
and ``COMMIT`` filled in (:func:`stamp`) onto a branch of the repository, and the
site's Open-in-Colab link points there. A notebook generated anywhere else has
``REPO_URL = None`` and says what to do on Colab instead of failing obscurely.

This module imports only the standard library: the publishing workflow, which
installs no torch, loads it by path.
"""

import re
from pathlib import Path

# Not layout.ROOT: loaded by path (above), this module cannot import the package.
ROOT = Path(__file__).resolve().parents[3]

# Installed on Colab, at the versions requirements.txt pins (the rest of that file is
# for building the site and testing).
RUNTIME_PACKAGES = ("torch", "triton", "numpy", "matplotlib")
CLONE_DIR = "/content/fast-pytorch-notes"  # Colab's working folder; $FAST_PYTORCH_CLONE overrides
SETUP = "colab"  # the cell's fast_pytorch.setup metadata


def pinned_requirements(names=RUNTIME_PACKAGES, root: Path = ROOT) -> list[str]:
    """The lines of requirements.txt that pin ``names``, so Colab gets the same versions."""
    pins = {}
    for line in (root / "requirements.txt").read_text().splitlines():
        line = line.split("#")[0].strip()
        match = re.match(r"([A-Za-z0-9_.\-]+)\s*==", line)
        if match:
            pins[match.group(1).lower()] = line
    missing = [name for name in names if name.lower() not in pins]
    if missing:
        raise ValueError(f"requirements.txt pins no version of {', '.join(missing)}")
    return [pins[name.lower()] for name in names]


def colab_cell(commit: str | None, repo_url: str | None, pins=None) -> str:
    """The cell's code. ``repo_url`` and ``commit``: where the code lives and which
    version; None where they are not known yet (they are stamped in at publication)."""
    pins = pinned_requirements() if pins is None else list(pins)
    return f'''\
# On Colab: fetch this project's code (the `snippets` package the cells below import)
# at the commit the site was published from, and install the packages it pins. The
# site's publishing workflow fills in REPO_URL and COMMIT in the copy Colab opens.
# Anywhere else this cell does nothing: run the notebook from a checkout of the
# repository with requirements.txt installed.
import sys

if "google.colab" in sys.modules:
    import importlib.metadata
    import os
    import subprocess

    REPO_URL = {_git_url(repo_url)!r}
    COMMIT = {commit!r}
    PINNED = {pins!r}
    CLONE_DIR = os.environ.get("FAST_PYTORCH_CLONE", {CLONE_DIR!r})
    if REPO_URL is None:
        raise RuntimeError("this copy does not know where its code lives: open the notebook "
                           "through the Open-in-Colab link of the published site")
    if not os.path.isdir(os.path.join(CLONE_DIR, ".git")):
        subprocess.run(["git", "clone", "--quiet", "--filter=blob:none", "--no-checkout",
                        REPO_URL, CLONE_DIR], check=True)
        if subprocess.run(["git", "-C", CLONE_DIR, "checkout", "--quiet", COMMIT]).returncode:
            print(f"commit {{COMMIT}} is not in {{REPO_URL}}: using its default branch, "
                  "whose code may differ from this notebook's")
            subprocess.run(["git", "-C", CLONE_DIR, "reset", "--quiet", "--hard"], check=True)

    def _installed(pin):  # as pip reads "==": 2.13.0+cu126 is torch==2.13.0
        name, version = pin.split("==")
        try:
            return importlib.metadata.version(name).split("+")[0] == version
        except importlib.metadata.PackageNotFoundError:
            return False

    missing = [pin for pin in PINNED if not _installed(pin)]
    if missing:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", *missing], check=True)
    print(f"code at {{COMMIT}} in {{CLONE_DIR}}; "
          + (f"installed {{', '.join(missing)}}" if missing else "packages already as pinned"))
    os.chdir(CLONE_DIR)  # the kernel imports from its working folder: the clone's snippets'''


def _git_url(repo_url: str | None) -> str | None:
    if not repo_url or repo_url.endswith(".git") or "://" not in repo_url:
        return repo_url  # None, a clone URL, or a local path
    return repo_url.rstrip("/") + ".git"


def stamp(notebook: dict, repo_url: str, commit: str, pins=None) -> dict:
    """The notebook (a parsed .ipynb) with its Colab cell fetching ``repo_url`` at
    ``commit``. The cell is written anew, as this module writes it now, with the pins
    of requirements.txt at that commit; every other cell keeps its executed outputs."""
    cells = [c for c in notebook["cells"]
             if c.get("metadata", {}).get("fast_pytorch", {}).get("setup") == SETUP]
    if len(cells) != 1:
        raise ValueError(f"expected one Colab set-up cell, found {len(cells)}")
    cells[0]["source"] = colab_cell(commit, repo_url, pins)
    cells[0]["outputs"], cells[0]["execution_count"] = [], None
    notebook.setdefault("metadata", {}).setdefault("fast_pytorch", {}).update(
        repo_url=repo_url, published_commit=commit)
    return notebook
