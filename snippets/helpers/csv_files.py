"""Writing an item's rows as CSV: every key any row has becomes a column, in the order
the keys first appear (a row may lack a column, e.g. a provider that did not run)."""

import csv
from pathlib import Path


def write_rows(path: Path, rows: list[dict]) -> None:
    fields = list(dict.fromkeys(key for row in rows for key in row))
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=fields)
        writer.writeheader()
        writer.writerows(rows)
