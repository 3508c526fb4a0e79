"""``regenerate.py --redraw``: draw every GPU output's figures again from the data it
wrote, on any machine (no GPU).

A GPU item measures once, on its GPU; its figures are drawings of that data. Drawing
code (snippets/helpers/plot_style.py, plot_dark.py, snippets/machinery/plots.py) is
therefore left out of a GPU item's ``source_hash``; its ``drawing_hash`` records which
drawing code drew its figures instead, and ``--check`` names the GPU outputs drawn by
older drawing code. This redraws them:

- a snippet's benchmark plot, from its ``benchmark*.csv`` (``plot_benchmark``);
- an item whose figure is its own drawing, through the ``REDRAW`` mapping a lecture's
  ``redraw.py`` declares (item name -> ``draw(folder, record)``, reading the folder's data).
"""

import importlib
import pkgutil
from pathlib import Path

from snippets.machinery.engine.making import benchmark_files, read_copy_gbps
from snippets.machinery.engine.outputs import now_utc, read_json, write_json
from snippets.machinery.items import Snippet, drawing_hash, kind_of
from snippets.machinery.layout import GENERATED, gpu_folders
from snippets.machinery.plots import plot_benchmark


def redrawers() -> dict:
    """Every lecture's ``REDRAW`` (snippets/<lecture>/redraw.py), by item name."""
    import snippets

    found = {}
    for info in pkgutil.iter_modules(snippets.__path__):
        if not info.ispkg or info.name in ("machinery", "helpers"):
            continue
        try:
            module = importlib.import_module(f"snippets.{info.name}.redraw")
        except ModuleNotFoundError as error:
            if error.name != f"snippets.{info.name}.redraw":
                raise
            continue
        found.update(module.REDRAW)
    return found


def redrawable(item, folder: Path, own: dict) -> bool:
    return item.name in own or (isinstance(item, Snippet) and item.benchmark is not None
                                and any(folder.glob("benchmark*.csv")))


def redraw_item(item, folder: Path, machine_dir: Path, own: dict) -> None:
    record = read_json(folder / "provenance.json")
    if item.name in own:
        own[item.name](folder, record)
    else:
        for bench, stem in benchmark_files(item.benchmark):
            csv_path = folder / f"{stem}.csv"
            if csv_path.exists():
                plot_benchmark(csv_path, folder / f"{stem}.svg", bench,
                               read_copy_gbps(machine_dir), record["gpu"])
    record["drawing_hash"] = drawing_hash()
    record["drawn_utc"] = now_utc()
    write_json(folder / "provenance.json", record)


def redraw(registry, generated: Path = GENERATED, only=None) -> list[str]:
    """Redraw the figures of every GPU output (or of the items named in ``only``);
    returns what was redrawn, as "gpu-folder/item"."""
    own = redrawers()
    done = []
    for machine_dir in gpu_folders(generated):
        for name, item in sorted(registry.items()):
            folder = machine_dir / name
            if (kind_of(item) != "gpu" or not (folder / "provenance.json").exists()
                    or (only and name not in only) or not redrawable(item, folder, own)):
                continue
            redraw_item(item, folder, machine_dir, own)
            done.append(f"{machine_dir.name}/{name}")
    return done
