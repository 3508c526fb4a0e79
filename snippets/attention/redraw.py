"""The attention figures a GPU item draws itself, drawn again from the data it wrote
(``regenerate.py --redraw``, snippets/machinery/engine/redraw.py)."""

import csv
from pathlib import Path

from snippets.attention import naive


def memory(folder: Path, record: dict) -> None:
    with open(folder / "memory.csv", newline="") as f:
        rows = list(csv.DictReader(f))
    for row in rows:  # as measure() wrote them: numbers, or "out of memory"
        row["N"] = int(row["N"])
        if row["peak MiB"] != "out of memory":
            row["peak MiB"] = float(row["peak MiB"])
    naive.draw(rows, folder / "memory.svg")


REDRAW = {"attention_memory": memory}
