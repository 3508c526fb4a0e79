"""The profiling figures a GPU item draws itself, drawn again from the data it wrote
(``regenerate.py --redraw``, snippets/machinery/engine/redraw.py)."""

import csv
import pickle
from pathlib import Path

from snippets.profiling import memory as training_memory


def memory(folder: Path, record: dict) -> None:
    with open(folder / "snapshot.pickle", "rb") as f:
        snapshot = pickle.load(f)
    with open(folder / "peaks.csv", newline="") as f:
        peaks = {row["measure"]: float(row["MiB"]) * training_memory.MIB
                 for row in csv.DictReader(f)}
    # write_outputs takes the trace of device 0 (the one "cuda" device it records).
    trace = snapshot["device_traces"][0]
    curve = training_memory.allocated_curve(trace, peaks["allocated before logging"])
    training_memory.draw(curve, peaks, folder / "memory.svg",
                         f"{training_memory.STEPS} training steps, batch "
                         f"{training_memory.BATCH}, on {record['gpu']}")


REDRAW = {"profiling_memory": memory}
