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
# What each run's items printed, per output folder (not committed).
LOGS = DOCS / ".generated-logs"


def gpu_folders(generated: Path = GENERATED) -> list[Path]:
    """The GPU folders under ``generated``: every folder but the portable one and
    hidden ones (a run's temporary folders start with a dot)."""
    if not generated.is_dir():
        return []
    return sorted(p for p in generated.iterdir()
                  if p.is_dir() and p.name != PORTABLE and not p.name.startswith("."))


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
