"""Sentences about measured data, as code.

A page may not type a measured number or a comparison of measured results by hand: the
data is remade on every run and on every GPU, and a sentence true of one run or one GPU
goes stale without anyone noticing. Such a sentence is one of two things instead:

- a :class:`Wording`: the sentence is *written by code* from each GPU's data, so it says
  whatever the data says (``{{ words("name") }}`` on the page);
- a :class:`Claim`: the sentence is written by hand, but it is declared with a predicate
  over the generated data that must hold on every GPU folder that has the data
  (``{{ claim("name") }}`` on the page). ``scripts/regenerate.py --check``, the test suite
  and ``mkdocs build --strict`` fail when a claim is false on any GPU, naming the page,
  the claim and the numbers it read.

Each lecture declares its claims in ``snippets/<lecture>/claims.py`` as a module-level
``CLAIMS`` list, and may add more in modules named ``claims_*.py`` beside it (a page that
embeds a section of ``claims.py`` makes its executed notebook depend on that file: a
sentence added elsewhere leaves the notebook current). Those modules import nothing
heavy (no torch, no Triton), so the site build and ``--check`` read them quickly.

"Ahead" and "behind" mean beyond the data's own spread: :class:`Spread` holds a median
with its p20-p80 band (or a pass-to-pass range) and :func:`verdict` says "level within the
noise" when the bands overlap.
"""

from __future__ import annotations

import csv
import dataclasses
import importlib
import json
import pkgutil
from collections.abc import Callable, Sequence
from pathlib import Path

from snippets.machinery import directives, layout
from snippets.machinery.layout import GENERATED


# ---------------------------------------------------------------------------------------
# Reading one GPU's data
# ---------------------------------------------------------------------------------------
def _number(value):
    try:
        return float(value)
    except (TypeError, ValueError):
        return value


class GpuData:
    """One GPU's folder under ``docs/generated/``, as the claims read it."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self.machine = self.folder.name
        self.gpu = self._gpu_name()

    def _gpu_name(self) -> str:
        for record in sorted(self.folder.glob("*/provenance.json")):
            gpu = json.loads(record.read_text()).get("gpu")
            if gpu:
                return gpu
        return self.machine

    def has(self, path: str) -> bool:
        return (self.folder / path).exists()

    def rows(self, path: str, **where) -> list[dict]:
        """The CSV's rows with numbers as floats, keeping those whose columns equal
        ``where`` (compared as numbers where both are numbers)."""
        with open(self.folder / path, newline="") as f:
            rows = [{k: _number(v) for k, v in row.items()} for row in csv.DictReader(f)]
        return [r for r in rows if all(r.get(k) == _number(v) for k, v in where.items())]

    def row(self, path: str, **where) -> dict:
        found = self.rows(path, **where)
        if len(found) != 1:
            raise LookupError(f"{self.machine}/{path}: {len(found)} rows match {where}")
        return found[0]

    def json(self, path: str):
        return json.loads((self.folder / path).read_text())

    def text(self, path: str) -> str:
        return (self.folder / path).read_text()


# ---------------------------------------------------------------------------------------
# Comparing beyond the spread
# ---------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Spread:
    """A measured value with the band its repeats fell in (``low <= median <= high``)."""

    median: float
    low: float
    high: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Spread:
        values = sorted(values)
        middle = values[len(values) // 2] if len(values) % 2 else (
            values[len(values) // 2 - 1] + values[len(values) // 2]) / 2
        return cls(middle, values[0], values[-1])

    @classmethod
    def of_row(cls, row: dict, prefix: str = "value") -> Spread:
        """A benchmark CSV row: ``value_p50`` with ``value_low``/``value_high`` (the
        throughput at the p80 and p20 times), or ``ms_p50`` with ``ms_p20``/``ms_p80``."""
        if prefix == "ms":
            return cls(row["ms_p50"], row["ms_p20"], row["ms_p80"])
        low, high = sorted((row[f"{prefix}_low"], row[f"{prefix}_high"]))
        return cls(row[f"{prefix}_p50"], low, high)

    def times(self, factor: float) -> Spread:
        """The same spread in other units (``Spread.of_row(row, "ms").times(1e3)``: µs)."""
        return type(self)(self.median * factor, self.low * factor, self.high * factor)

    def __str__(self):
        return f"{self.median:.4g} [{self.low:.4g}, {self.high:.4g}]"


def compare(a: Spread, b: Spread) -> int:
    """+1 when ``a``'s whole band is above ``b``'s, -1 when below, 0 when they overlap."""
    if a.low > b.high:
        return 1
    if a.high < b.low:
        return -1
    return 0


def verdict(a: Spread, b: Spread, higher_is_better: bool = True) -> str:
    """``"ahead"``, ``"behind"`` or ``"level within the noise"`` for ``a`` against ``b``."""
    order = compare(a, b) * (1 if higher_is_better else -1)
    return {1: "ahead", -1: "behind", 0: "level within the noise"}[order]


# ---------------------------------------------------------------------------------------
# What a page declares
# ---------------------------------------------------------------------------------------
Check = Callable[[GpuData], tuple[bool, str]]


@dataclasses.dataclass(frozen=True)
class Claim:
    """A hand-written sentence and the predicate that makes it true.

    ``check(data)`` returns ``(holds, numbers)``: whether the sentence is true of that
    GPU's data, and the numbers it read, in words (shown when it fails and in the
    page's tooltip). It is evaluated on every GPU folder that has all of ``inputs``;
    ``gpus`` narrows that to the machines (folder names) a sentence names.
    """

    name: str
    page: str  # e.g. "02-triton-fundamentals.md"
    sentence: str
    inputs: Sequence[str]  # "item/file" under a GPU folder
    check: Check
    gpus: Sequence[str] | None = None  # None: every GPU with the data

    def applies_to(self, data: GpuData) -> bool:
        if self.gpus is not None and data.machine not in self.gpus:
            return False
        return all(data.has(path) for path in self.inputs)


@dataclasses.dataclass(frozen=True)
class Wording:
    """A sentence written by code from each GPU's data: ``words(data)`` returns it for
    one GPU (naming that GPU where it helps the reader); the page shows it for every
    GPU folder that has all of ``inputs``."""

    name: str
    page: str
    inputs: Sequence[str]
    words: Callable[[GpuData], str]

    def applies_to(self, data: GpuData) -> bool:
        return all(data.has(path) for path in self.inputs)


@dataclasses.dataclass(frozen=True)
class Outcome:
    claim: Claim
    machine: str
    holds: bool
    numbers: str

    def __str__(self):
        state = "holds" if self.holds else "is FALSE"
        return (f"{self.claim.page}: claim {self.claim.name!r} {state} on {self.machine} "
                f"({self.numbers}): \"{self.claim.sentence}\"")


# ---------------------------------------------------------------------------------------
# Finding and evaluating them
# ---------------------------------------------------------------------------------------
def claim_modules():
    """``snippets.<lecture>.claims`` and ``snippets.<lecture>.claims_*``, lecture by lecture."""
    import snippets

    for info in pkgutil.iter_modules(snippets.__path__):
        if not info.ispkg or info.name == "core":
            continue
        package = importlib.import_module(f"snippets.{info.name}")
        for sub in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
            if sub.name == "claims" or sub.name.startswith("claims_"):
                yield importlib.import_module(f"snippets.{info.name}.{sub.name}")


def discover() -> dict[str, Claim | Wording]:
    """Every Claim, Wording and Facts table declared in a ``CLAIMS`` list of
    ``snippets/<lecture>/claims.py`` or ``claims_*.py``, by name, less those a module
    lists in its ``RETIRED``: a claims module a page embeds cannot be edited without
    making that page's notebooks stale on every GPU, so a claim the data no longer
    support is retired from a ``claims_*.py`` beside it (and its sentence reworded
    there) until the next GPU run's edit removes it."""
    found: dict[str, Claim | Wording] = {}
    retired: set[str] = set()
    for module in claim_modules():
        retired.update(getattr(module, "RETIRED", ()))
        for declared in getattr(module, "CLAIMS", []):
            if declared.name in found:
                raise ValueError(f"two claims are named {declared.name!r}")
            found[declared.name] = declared
    unknown = retired - set(found)
    if unknown:
        raise ValueError(f"retired, but declared nowhere: {', '.join(sorted(unknown))}")
    return {name: claim for name, claim in found.items() if name not in retired}


def gpu_folders(generated: Path) -> list[GpuData]:
    return [GpuData(p) for p in layout.gpu_folders(Path(generated))]


def evaluate(claim: Claim, generated: Path) -> list[Outcome]:
    outcomes = []
    for data in gpu_folders(generated):
        if not claim.applies_to(data):
            continue
        try:
            holds, numbers = claim.check(data)
        except (LookupError, ValueError, TypeError, ZeroDivisionError) as error:
            holds, numbers = False, f"could not be read: {error}"
        outcomes.append(Outcome(claim, data.machine, bool(holds), numbers))
    return outcomes


def problems(generated: Path, declared: dict | None = None) -> list[str]:
    """Every declared claim that is false on some GPU, or that no GPU has data for."""
    declared = discover() if declared is None else declared
    found = []
    for claim in declared.values():
        if not isinstance(claim, Claim):
            continue
        outcomes = evaluate(claim, generated)
        if not outcomes:
            found.append(f"{claim.page}: claim {claim.name!r} has no GPU with its data "
                         f"({', '.join(claim.inputs)})")
        found += [str(o) for o in outcomes if not o.holds]
    return found


def every_gpu(data: GpuData, needs: Sequence[str]) -> list[GpuData]:
    """Every GPU folder beside ``data``'s (its own included) that has all of ``needs``: a
    sentence written from all of them reads the same whichever GPU's call writes it, so
    the page says it once (``wordings``)."""
    return [gpu for gpu in gpu_folders(data.folder.parent)
            if all(gpu.has(path) for path in needs)]


def listed(parts) -> str:
    """"a", "a and b", "a, b and c"."""
    parts = list(parts)
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def each_gpu_said(data: GpuData, phrase: Callable[[GpuData], str], needs: str) -> str:
    """One phrase per GPU that has ``needs``, GPUs with the same phrase named together:
    "ahead on the A and the B", "ahead on the A and behind on the B". For a sentence
    that covers every GPU at once, so that two GPUs never get two copies of it."""
    named: dict[str, list[str]] = {}
    for gpu in gpu_folders(data.folder.parent):
        if gpu.has(needs):
            named.setdefault(phrase(gpu), []).append(f"the {gpu.gpu}")
    return " and ".join(f"{said} on {' and '.join(gpus)}" for said, gpus in named.items())


def wordings(item: Wording, generated: Path) -> list[tuple[GpuData, str]]:
    """Each GPU's sentence; one that another GPU's data says word for word (a sentence
    about the comparison across GPUs, which every GPU folder reads) is said once."""
    said = {}
    for data in gpu_folders(generated):
        if item.applies_to(data):
            said.setdefault(item.words(data), data)
    return [(data, sentence) for sentence, data in said.items()]


# ---------------------------------------------------------------------------------------
# The sentences as plain text (for the notebooks made from the pages)
# ---------------------------------------------------------------------------------------


def sentence_text(name: str, generated: Path = GENERATED, declared: dict | None = None) -> str:
    """What ``{{ claim(name) }}``, ``{{ words(name) }}`` or ``{{ facts(name) }}`` says, as
    plain Markdown: a claim's sentence, a wording's sentences for every GPU that has the
    data, or a facts table with one column per GPU."""
    item = (discover() if declared is None else declared).get(name)
    if item is None:
        raise LookupError(f"no claim or wording named {name!r} (snippets/*/claims.py)")
    if isinstance(item, Claim):
        return item.sentence
    if hasattr(item, "markdown"):  # a Facts table (snippets/machinery/facts.py)
        return item.markdown(generated) or "(no GPU has the data for this table yet)"
    said = [sentence for _, sentence in wordings(item, generated)]
    return " ".join(said) or "(no GPU has the data for this sentence yet)"


def plain_sentences(text: str, generated: Path = GENERATED) -> str:
    """``text`` with every ``{{ claim(...) }}`` / ``{{ words(...) }}`` / ``{{ facts(...) }}``
    replaced by its sentence(s) or table, for places that do not go through the site's hook (notebooks)."""
    if "{{" not in text:
        return text
    declared = discover()
    return directives.SENTENCE.sub(
        lambda m: sentence_text(directives.name_of(m), generated, declared), text)


def tolerant(words: Callable[[GpuData], str]) -> Callable[[GpuData], str]:
    """A Wording's ``words`` that says so, instead of failing the site's build, where a
    GPU's files predate the code that words them (a column added since)."""
    def written(data: GpuData) -> str:
        try:
            return words(data)
        except (LookupError, ValueError, TypeError) as error:
            return (f"On the {data.gpu}, the data predates this sentence's code "
                    f"({error!r}); regenerate to word it.")
    return written
