"""Finding Nsight Compute's command-line tool, ``ncu``: this lecture introduces it, and
lectures 5 and 7 profile with it too. A missing ncu raises the child-process tools'
:class:`ToolError`, so ``regenerate.py`` records a sentence a reader can act on."""

from snippets.helpers.child_process import ToolError
from snippets.machinery.needs import find_tool

NCU_DEFAULT = "/usr/local/cuda/bin/ncu"  # where the CUDA toolkit installs it


def find_ncu() -> str:
    """Nsight Compute's command-line tool: $NCU, one on PATH, or the CUDA toolkit's."""
    found = find_tool("ncu")
    if found:
        return found
    raise ToolError(f"Nsight Compute (ncu) not found: set NCU, or install it at {NCU_DEFAULT}")
