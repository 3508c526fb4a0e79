#!/usr/bin/env python3
"""The executed notebooks, stamped for Colab: their set-up cell fetches this repository.

The published site's Open-in-Colab link opens a notebook from GitHub, and a notebook
cannot know which repository it came from (each fork publishes its own site). The
publishing workflow (.github/workflows/pages.yml) therefore runs this script with the
repository's URL and the commit being published, and pushes the copies it writes to
the ``colab`` branch, where the link points (snippets/machinery/site/mkdocs_notebooks.py, COLAB_BRANCH).

    python snippets/machinery/site/colab_notebooks.py --repo-url https://github.com/OWNER/REPO \\
        --commit SHA --out DIR     # DIR/docs/generated/<gpu>/notebook_*/<page>.ipynb

Standard library only (the workflow installs no torch): the cell's code is loaded from
snippets/machinery/notebooks/colab.py by path, not through the ``snippets`` package.
"""

import argparse
import importlib.util
import json
import sys
from pathlib import Path

# Not layout.ROOT: run by path too, this script cannot count on the package (see above).
ROOT = Path(__file__).resolve().parents[3]
GENERATED = ROOT / "docs" / "generated"


def _colab_module():
    path = ROOT / "snippets" / "machinery" / "notebooks" / "colab.py"
    spec = importlib.util.spec_from_file_location("notebook_colab_cell", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def executed_notebooks(generated: Path = GENERATED) -> list[Path]:
    return sorted(generated.glob("*/notebook_*/*.ipynb"))


def write_stamped(out: Path, repo_url: str, commit: str, generated: Path = GENERATED) -> list[Path]:
    """Copy every executed notebook under ``out`` (same path from the repository root),
    its set-up cell fetching ``repo_url`` at ``commit``. Returns the copies."""
    stamp = _colab_module().stamp
    written = []
    for source in executed_notebooks(generated):
        notebook = stamp(json.loads(source.read_text()), repo_url, commit)
        target = out / source.relative_to(generated.parent.parent)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n")
        written.append(target)
    return written


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repo-url", required=True, help="the repository's clone URL")
    parser.add_argument("--commit", required=True, help="the commit the site is built from")
    parser.add_argument("--out", type=Path, required=True, help="folder to write the copies to")
    parser.add_argument("--generated-dir", type=Path, default=GENERATED, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    (args.out / "docs").mkdir(parents=True, exist_ok=True)  # the branch's one folder, even if empty
    written = write_stamped(args.out, args.repo_url, args.commit, args.generated_dir)
    print(f"{len(written)} notebooks stamped for Colab with {args.repo_url} at {args.commit}"
          + ("" if written else ": none executed yet (scripts/regenerate.py makes them on a GPU)"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
