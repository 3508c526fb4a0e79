"""Where everything lives: the repository, the pages, and the layout of
``docs/generated/`` (one folder per GPU, one for what does not depend on the GPU, one
per item inside each). Every other module asks here instead of spelling a path."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
GENERATED = DOCS / "generated"
# Outputs that do not depend on the GPU (made on any machine) go to this folder.
PORTABLE = "portable"
# The GPU's measured limits (copy bandwidth, matmul rate): an item of this name in each
# GPU's folder, made first on every GPU run (snippets/gpus/ceilings.py declares it), its
# numbers in this file.
DEVICE_ITEM = "device"
DEVICE_FILE = "device.json"


def logs_folder(generated: Path = GENERATED) -> Path:
    """What each run's items printed, per output folder (not committed): beside the
    generated folder, not in it (everything that lists GPU folders would take it for
    one), ``docs/.generated-logs``, hidden from the site and from git."""
    return generated.parent / f".{generated.name}-logs"


LOGS = logs_folder()


def generated_in(docs: Path) -> Path:
    """The generated outputs of a docs folder (the site's hooks get theirs from MkDocs)."""
    return Path(docs) / GENERATED.name


def gpu_folders(generated: Path = GENERATED) -> list[Path]:
    """The GPU folders under ``generated``: every folder but the portable one and
    hidden ones (a run's temporary folders start with a dot)."""
    if not generated.is_dir():
        return []
    return sorted(p for p in generated.iterdir()
                  if p.is_dir() and p.name != PORTABLE and not p.name.startswith("."))


def output_folders(generated: Path = GENERATED) -> list[Path]:
    """Every folder of outputs under ``generated``: the GPUs', then the portable one
    (where it exists)."""
    portable = generated / PORTABLE
    return gpu_folders(generated) + ([portable] if portable.is_dir() else [])


def device_limits(gpu_folder: Path) -> Path:
    """The measured limits of the GPU whose folder this is."""
    return gpu_folder / DEVICE_ITEM / DEVICE_FILE


# Each lecture page is also a notebook, made on each GPU by an item of its own:
# docs/01-vector-add.md -> the item notebook_vector_add, its file 01-vector-add.ipynb.
NOTEBOOK_PREFIX = "notebook_"


def notebook_item(page_stem: str) -> str:
    """notebook_vector_add for the page 01-vector-add."""
    return NOTEBOOK_PREFIX + page_stem.split("-", 1)[-1].replace("-", "_")


def notebook_file(page_stem: str) -> str:
    """01-vector-add.ipynb for the page 01-vector-add."""
    return f"{page_stem}.ipynb"


# A lecture page is docs/NN-name.md (and docs/NN-name-part-2.md for its second part);
# its code is the package snippets/name_with_underscores.
LECTURE_PAGE = re.compile(r"^(?P<number>\d\d)-(?P<name>.+?)(?:-part-(?P<part>\d+))?\.md$")


def lecture_packages() -> list[str]:
    """The lectures' package names, in the order of their pages."""
    names = []
    for page in sorted(DOCS.glob("[0-9][0-9]-*.md")):
        name = LECTURE_PAGE.match(page.name)["name"].replace("-", "_")
        if name not in names:
            names.append(name)
    return names
