"""What an item needs besides Python and torch, and whether this machine has it.

``scripts/regenerate.py`` asks these questions before it runs anything (its preflight),
so that nothing fails half-way through a run for a reason that was knowable at the
start: a missing pip package, a missing command-line tool, a GPU too old for the
instructions a kernel uses, or a Triton too old (or too new) for the feature shown.
Each answer is a sentence a reader can act on, or None when the need is met.
"""

import functools
import importlib.metadata
import importlib.util
import os
import shutil
from pathlib import Path

from packaging.requirements import Requirement

# Where the CUDA toolkit puts its tools when they are not on PATH.
CUDA_BIN_DIRS = [os.environ.get("CUDA_HOME", ""), "/usr/local/cuda"]

# What a missing tool is for and where it comes from (pip cannot install these).
TOOL_SOURCES = {
    "ncu": "Nsight Compute, part of the CUDA toolkit",
    "nvcc": "the CUDA compiler, part of the CUDA toolkit",
    "nsys": "Nsight Systems, a separate download from NVIDIA",
    "compute-sanitizer": "part of the CUDA toolkit",
    "cuobjdump": "part of the CUDA toolkit",
    "c++": "a C++ compiler (torch.compile on the CPU and load_inline build with it)",
}


def find_tool(name: str) -> str | None:
    """Full path of a command-line tool: $NAME (e.g. $NCU), PATH, then the CUDA toolkit."""
    override = os.environ.get(name.upper().replace("-", "_"))
    candidates = [override, shutil.which(name)]
    candidates += [str(Path(d) / "bin" / name) for d in CUDA_BIN_DIRS if d]
    for candidate in candidates:
        if candidate and Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return candidate
    return None


def missing_tool(name: str) -> str | None:
    if find_tool(name):
        return None
    source = TOOL_SOURCES.get(name, "install it")
    return f"`{name}` not found ({source}; or set ${name.upper().replace('-', '_')})"


@functools.cache
def _installed_version(distribution: str) -> str | None:
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return None


@functools.cache
def _modules_of() -> dict[str, list[str]]:
    """For each installed distribution (normalized name), the top-level modules it installs."""
    modules = {}
    for module, distributions in importlib.metadata.packages_distributions().items():
        for distribution in distributions:
            key = distribution.lower().replace("_", "-")
            modules.setdefault(key, []).append(module)
    return modules


def _importable(distribution: str) -> bool:
    """Whether the modules a distribution installs can be found (without importing
    them): its metadata may outlive them, and the tests hide a module to simulate a
    machine without it."""
    modules = [m for m in _modules_of().get(distribution.lower().replace("_", "-"), [])
               if not m.startswith("_")]
    for module in modules:
        try:
            if importlib.util.find_spec(module) is not None:
                return True
        except (ImportError, ValueError):
            continue
    return not modules  # a distribution that installs no module: its metadata says it all


def _listed_in(distribution: str) -> str:
    """The requirements file that names a distribution (the GPU extras, if none does)."""
    from snippets.machinery.layout import ROOT

    for name in ("requirements.txt", "requirements-gpu.txt"):
        path = ROOT / name
        lines = path.read_text().lower().splitlines() if path.exists() else []
        # Requirement lines only: "-e ." (this project, editable) and other options are not.
        if any(Requirement(line.split("#")[0]).name.lower() == distribution.lower()
               for line in lines if line.split("#")[0].strip()
               and not line.lstrip().startswith("-")):
            return name
    return "requirements-gpu.txt"


def missing_package(requirement: str) -> str | None:
    """None if a pip requirement such as ``"llnl-hatchet"`` or ``"triton>=3.7"`` holds."""
    wanted = Requirement(requirement)
    version = _installed_version(wanted.name)
    if version is None or not _importable(wanted.name):
        return f"pip package `{wanted.name}` is not installed (see {_listed_in(wanted.name)})"
    if wanted.specifier and not wanted.specifier.contains(version, prereleases=True):
        return f"needs {requirement}, this machine has {wanted.name} {version}"
    return None


def missing_capability(minimum: tuple[int, int] | None, have: tuple[int, int] | None) -> str | None:
    if minimum is None or have is None:
        return None
    if tuple(have) < tuple(minimum):
        return (f"needs a GPU of compute capability {minimum[0]}.{minimum[1]} or newer; "
                f"this one is {have[0]}.{have[1]}")
    return None


def unmet(item, capability: tuple[int, int] | None = None) -> list[str]:
    """Every unmet need of an item, as sentences (empty when it can run here)."""
    reasons = [r for r in map(missing_package, item.needs_packages) if r]
    reasons += [r for r in map(missing_tool, item.needs_tools) if r]
    reason = missing_capability(getattr(item, "needs_capability", None), capability)
    return reasons + ([reason] if reason else [])
