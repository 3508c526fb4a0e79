"""What a snippet declares, and how the tests and ``regenerate.py`` find every one.

A lecture module creates one :class:`Snippet` per kernel it wants checked (and, if it
makes figures or tables beyond a benchmark, one :class:`Artifact` per output). Nothing
else is needed: :func:`discover` imports every module under ``snippets`` and collects
these objects, so adding a lecture never means editing a list somewhere else.
"""

import ast
import dataclasses
import functools
import hashlib
import importlib
import importlib.util
import pkgutil
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import torch

from snippets.helpers import tolerances
# Schedule is imported from here by the declarations, beside Snippet and Artifact.
from snippets.machinery.scheduling import NOTHING_SPECIAL, Schedule

Shape = tuple[int, ...]
InputMaker = Callable[[Shape, torch.dtype, torch.device, torch.Generator], tuple]


@dataclasses.dataclass(frozen=True)
class BadInput:
    """One way to call a host wrapper wrongly, and the error it must raise."""

    description: str
    args: tuple
    error: type[Exception]  # TypeError or ValueError
    match: str  # regular expression the message must match


@dataclasses.dataclass(frozen=True)
class Snippet:
    """A kernel (through its host wrapper) plus everything needed to check and time it."""

    name: str
    run: Callable[..., Any]  # the host wrapper: allocates, builds the grid, launches
    reference: Callable[..., Any]  # torch code computing the same function
    make_inputs: InputMaker  # random inputs of a shape, dtype and device
    quick_shapes: Sequence[Shape]  # checked everywhere, the CPU interpreter included
    full_shapes: Sequence[Shape] = ()  # checked too on a GPU (too slow to interpret)
    dtypes: Sequence[torch.dtype] = (torch.float32,)
    # (atol, rtol) for a dtype and shape; the default suits elementwise kernels.
    tolerance: Callable[[torch.dtype, Shape], tuple[float, float]] = (
        lambda dtype, shape: tolerances.elementwise(dtype)
    )
    requires_cuda: str | None = None  # why it cannot run in the interpreter, if it cannot
    # Extra wrong calls on top of the standard ones (wrong device, non-contiguous).
    bad_inputs: Callable[[torch.device], list[BadInput]] | None = None
    benchmark: Any = None  # a triton.testing.perf_report-decorated function
    # Compiles the kernel (without launching it) for IR dumps: returns a CompiledKernel.
    compile_for_ir: Callable[[], Any] | None = None
    # What regenerate.py's preflight checks before running it (see snippets/machinery/needs.py).
    needs_packages: Sequence[str] = ()  # pip requirements beyond torch/triton, e.g. "numba-cuda"
    needs_tools: Sequence[str] = ()  # command-line tools, e.g. "nvcc", "ncu"
    needs_capability: tuple[int, int] | None = None  # e.g. (9, 0) for Hopper-only features
    # When regenerate.py makes it: a set-up started ahead, a first estimate (scheduling.py).
    schedule: Schedule = NOTHING_SPECIAL
    module: str = ""  # filled in by discover()


@dataclasses.dataclass(frozen=True)
class Artifact:
    """A generated output beyond the standard ones (images, tables, profiler reports).

    ``make(folder)`` writes files into ``folder``; ``scripts/regenerate.py`` gives it a
    fresh temporary folder and moves it into ``docs/generated/`` only when it succeeds.
    """

    name: str
    make: Callable[[Path], None]
    needs_cuda: bool = True  # False: device-independent, made on any machine
    needs_packages: Sequence[str] = ()  # as for Snippet; "triton>=3.7" limits the version
    needs_tools: Sequence[str] = ()
    needs_capability: tuple[int, int] | None = None
    # What the outputs depend on beyond the code that imports reach (a notebook: the
    # parts of its page it copies): bytes folded into the staleness fingerprint.
    fingerprint: Callable[[], bytes] | None = None
    # When regenerate.py makes it and beside what: its set-up started ahead, children
    # warmed ahead, made side by side with others, its first estimate (scheduling.py).
    schedule: Schedule = NOTHING_SPECIAL
    # True: the site can do without it on a GPU (its page says it is not made yet), so a
    # GPU folder without it is not a --check problem, only a note. The executed notebooks
    # are: they re-run what the lecture's own items check and measure, and a GPU run
    # without the site's packages (mkdocs, the Jupyter kernel) skips them, with the
    # reason. Once made, an optional output must be current like any other.
    optional: bool = False
    module: str = ""  # filled in by discover()


@dataclasses.dataclass(frozen=True)
class Derived:
    """A figure or table drawn from outputs that are already in ``docs/generated``.

    It needs no GPU: a roofline or a trace timeline is drawn from the CSV or JSON that a
    GPU run wrote, so it can be redrawn on any machine, for every GPU the site has
    results for. ``scope`` says what it reads and where it goes:

    - ``"per_gpu"``: ``make(folder, gpu_dir)`` once for each ``docs/generated/<gpu>/``
      that holds all of ``inputs``; the output goes to ``docs/generated/<gpu>/<name>/``.
    - ``"across_gpus"``: ``make(folder, generated_dir)`` once, reading every GPU's
      folder; the output goes to ``docs/generated/portable/<name>/``.

    ``inputs`` names the items whose outputs it reads: it is stale when its own code
    changes or when any of those outputs is remade.
    """

    name: str
    make: Callable[[Path, Path], None]
    inputs: Sequence[str]
    scope: str = "per_gpu"
    needs_packages: Sequence[str] = ()
    needs_tools: Sequence[str] = ()
    module: str = ""  # filled in by discover()

    def __post_init__(self):
        if self.scope not in ("per_gpu", "across_gpus"):
            raise ValueError(f"Derived {self.name!r}: scope must be 'per_gpu' or 'across_gpus'")


Item = Snippet | Artifact | Derived


# Drawing only: a GPU item's figures are drawn from the data it wrote, and are redrawn on
# any machine (``regenerate.py --redraw``), so a change of style does not make a GPU
# output stale; ``drawing_hash`` records which drawing code drew them.
DRAWING_MODULES = ("snippets.helpers.plot_style", "snippets.helpers.plot_dark")
DRAWING_FILES = ("snippets/helpers/plot_style.py", "snippets/helpers/plot_dark.py",
                 "snippets/machinery/plots.py")


def source_files(item: Item, drawing: bool | None = None) -> list[Path]:
    """The files an item's generated outputs depend on: the module that declares it and
    every lecture module it reaches through imports (or names as ``"snippets.x.y"``, as
    a command line run in a child process does), followed transitively. Adding a module
    to a lecture therefore marks stale only what uses it. The teaching helpers count;
    the machinery (snippets/machinery) does not, so a refactor there does not mark
    every figure stale: regenerate after one that changes what is measured. A GPU item's
    hash leaves out the drawing modules (``drawing``: None, by the item's kind; True
    counts them, as every hash did before ``--redraw`` existed)."""
    if drawing is None:
        drawing = kind_of(item) != "gpu"
    seen: dict[str, Path] = {}
    pending = [item.module]
    while pending:
        name = pending.pop()
        if name in seen or _is_framework(name) or (not drawing and name in DRAWING_MODULES):
            continue
        path = _module_file(name)
        if path is None:
            continue
        seen[name] = path
        pending.extend(_lecture_modules_named_in(path))
    return sorted(seen.values())


def _is_framework(module_name: str) -> bool:
    # The teaching helpers are lecture code shared by lectures: a change there is a
    # change in what is measured, so they count; the machinery does not.
    return module_name == "snippets" or module_name.startswith("snippets.machinery")


def _module_file(module_name: str) -> Path | None:
    spec = importlib.util.find_spec(module_name)
    if spec is None or spec.origin is None or not spec.origin.endswith(".py"):
        return None
    return Path(spec.origin)


_MODULE_NAME = re.compile(r"^snippets(\.[A-Za-z_][A-Za-z0-9_]*)+$")


def _lecture_modules_named_in(path: Path) -> list[str]:
    """Every ``snippets.*`` module that ``path`` imports or names in a string."""
    stat = path.stat()
    return [n for n in _modules_named_in(str(path), stat.st_mtime_ns, stat.st_size)
            if _is_module(n)]


@functools.lru_cache(maxsize=None)
def _modules_named_in(path: str, mtime_ns: int, size: int) -> tuple[str, ...]:
    # Once per version of a file: the plan reaches each module from many items (1037
    # parses of about 200 files took 2-3 s of a run's start-up).
    names = []
    for node in ast.walk(ast.parse(Path(path).read_text())):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
            # "from snippets.matmul import problem" imports the module problem.
            names += [f"{node.module}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if _MODULE_NAME.match(node.value):
                names.append(node.value)
    return tuple(n for n in names if n.startswith("snippets."))


def _is_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):  # "snippets.x.some_function": not a module
        return False


def source_hash(item: Item, drawing: bool | None = None) -> str:
    """A fingerprint of the item's source, stored with its artifacts to detect staleness."""
    digest = hashlib.sha256()
    for path in source_files(item, drawing):
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    if getattr(item, "fingerprint", None) is not None:
        digest.update(item.fingerprint())
    return digest.hexdigest()[:16]


def drawing_hash(root: Path | None = None) -> str:
    """A fingerprint of the code that draws a GPU item's figures from its data."""
    root = root or Path(__file__).resolve().parents[2]
    digest = hashlib.sha256()
    for name in DRAWING_FILES:
        digest.update(name.encode())
        digest.update((root / name).read_bytes())
    return digest.hexdigest()[:16]


# Items the machinery declares itself (it lives in snippets/machinery, which discovery
# otherwise skips): one notebook per lecture page.
MACHINERY_ITEMS = ("snippets.machinery.notebooks.artifacts",)


def _lecture_modules():
    import snippets

    for info in pkgutil.walk_packages(snippets.__path__, prefix="snippets."):
        if (info.name.startswith(("snippets.machinery", "snippets.helpers"))
                or info.name.split(".")[-1].startswith("_")):
            continue
        yield importlib.import_module(info.name)
    for name in MACHINERY_ITEMS:
        yield importlib.import_module(name)


def _defining_module(item: Item) -> str:
    # The module that defines the wrapper (or the maker) owns the item, so a snippet
    # imported into another lecture module is not counted twice.
    return (item.run if isinstance(item, Snippet) else item.make).__module__


def discover() -> dict[str, Item]:
    """Every Snippet, Artifact and Derived declared at module level under ``snippets``."""
    found: dict[str, Item] = {}
    for module in _lecture_modules():
        for value in vars(module).values():
            if not isinstance(value, (Snippet, Artifact, Derived)):
                continue
            if _defining_module(value) != module.__name__:
                continue
            if value.name in found:
                raise ValueError(f"two snippets or artifacts are named {value.name!r}")
            found[value.name] = dataclasses.replace(value, module=module.__name__)
    return dict(sorted(found.items()))


def snippets_only(registry) -> list[Snippet]:
    return [s for s in registry.values() if isinstance(s, Snippet)]


def needs_gpu(item: Item) -> bool:
    """Snippets are checked and timed on a GPU; artifacts say whether they need one;
    derived outputs never do (they read what a GPU run wrote)."""
    if isinstance(item, Derived):
        return False
    return isinstance(item, Snippet) or item.needs_cuda


def kind_of(item: Item) -> str:
    """``gpu``, ``portable`` or ``derived``: the three kinds ``regenerate.py --kinds`` picks."""
    if isinstance(item, Derived):
        return "derived"
    return "gpu" if needs_gpu(item) else "portable"
