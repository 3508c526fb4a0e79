"""Measured numbers as a small table, one column per GPU.

A sentence about measurements reads best short, with its numbers beside it in a table
rather than inside it: "The persistent kernel is level with torch.matmul at 8192 on every
GPU" (a :class:`~snippets.machinery.claims.Claim`, checked on each GPU's data), then a table
of the ratios. :class:`Facts` declares that table; ``{{ facts("name") }}`` on a line of
its own puts it on the page (and in the lecture's notebook), with one column per GPU
folder that has the data::

    Facts("matmul-ratios", PAGE, ["matmul/benchmark.csv"],
          rows=lambda data: [(f"float16 {n}", notation.ratio(r)) for n, r in ...],
          header="size")

``rows(data)`` returns ``(label, value)`` pairs for one GPU, already formatted with
:mod:`snippets.helpers.notation`. With ``columns=["fwd", "fwd+bwd"]`` it returns
``(label, [value, value])`` and each GPU gets one column per title. Rows follow the first
GPU's order; a label another GPU lacks shows "—".
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from pathlib import Path

from snippets.machinery.claims import GpuData, gpu_folders
from snippets.helpers.notation import short_gpu

MISSING = "—"


@dataclasses.dataclass(frozen=True)
class Facts:
    name: str
    page: str
    inputs: Sequence[str]
    rows: Callable[[GpuData], list[tuple[str, object]]]
    header: str = ""
    caption: str | None = None
    columns: Sequence[str] | None = None

    def applies_to(self, data: GpuData) -> bool:
        return all(data.has(path) for path in self.inputs)

    def cells(self, data: GpuData) -> dict[str, list[str]]:
        """One GPU's rows, label -> its cells (one per column title)."""
        width = len(self.columns or [None])
        try:
            found = self.rows(data)
        except (LookupError, ValueError, TypeError) as error:  # KeyError is a LookupError
            note = f"data older than this table ({type(error).__name__}); regenerate"
            return {"(not readable)": [note] * width}
        cells = {}
        for label, value in found:
            values = list(value) if self.columns else [value]
            if len(values) != width:
                raise ValueError(f"facts {self.name!r}: row {label!r} has {len(values)} "
                                 f"values for {width} columns")
            cells[str(label)] = [str(v) for v in values]
        return cells

    def markdown(self, generated: Path) -> str:
        """The table as Markdown (empty text when no GPU has the data)."""
        gpus = [data for data in gpu_folders(generated) if self.applies_to(data)]
        if not gpus:
            return ""
        per_gpu = [(data, self.cells(data)) for data in gpus]
        labels: list[str] = []
        for _, cells in per_gpu:
            labels += [label for label in cells if label not in labels]
        heads = [self.header or " "]
        for data, _ in per_gpu:
            gpu = short_gpu(data.gpu)
            heads += [f"{gpu}: {title}" for title in self.columns] if self.columns else [gpu]
        width = len(self.columns or [None])
        lines = ["| " + " | ".join(heads) + " |",
                 "|" + "---|" + "---:|" * (len(heads) - 1)]
        for label in labels:
            row = [label]
            for _, cells in per_gpu:
                row += cells.get(label, [MISSING] * width)
            lines.append("| " + " | ".join(row) + " |")
        if self.caption:
            lines.append("")
            lines.append(f"*{self.caption}*")
        return "\n".join(lines)
