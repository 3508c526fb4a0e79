"""Proton beyond scopes: call paths (``context="python"``), instruction sampling
(``mode="pcsampling"``) and a timeline (``data="trace"``).

Each runs in its own process on the same workload (``axpy`` from ``proton_axpy``, called
from two Python functions so that the call path has something to show). A mode that
fails on this stack is not hidden: its row says how it failed, in Proton's own words.

Run as a program: ``python -m snippets.profiling.proton_modes MODE PROFILE_PATH``.
"""

import json
import sys
import tempfile
from pathlib import Path

import torch

from snippets.core.snippet import Artifact
from snippets.profiling import _tools
from snippets.profiling.proton_session import run_viewer

N_ELEMENTS = 2**22

# --8<-- [start:modes]
MODES = {  # name: keyword arguments of proton.start
    'context="python"': {"context": "python"},  # a tree of Python call paths
    'mode="pcsampling"': {"backend": "cupti", "mode": "pcsampling"},  # stalls per line
    'data="trace"': {"data": "trace"},  # a timeline (Chrome trace JSON) instead of a tree
}
# --8<-- [end:modes]


def scale(x, y):
    from snippets.profiling.proton_axpy import axpy

    return axpy(x, y, 0.5)


def training_like_step(x, y):
    return scale(x, y)


def main(mode: str, profile_name: str) -> None:
    import triton.profiler as proton

    x = torch.randn(N_ELEMENTS, device="cuda")
    y = torch.randn(N_ELEMENTS, device="cuda")
    training_like_step(x, y)  # compile outside the session
    torch.cuda.synchronize()
    proton.start(profile_name, hook="triton", **MODES[mode])
    for _ in range(5):
        training_like_step(x, y)
    torch.cuda.synchronize()
    proton.finalize()


def try_mode(mode: str, scratch: Path) -> dict:
    name = scratch / mode.split("=")[1].strip('"')
    try:
        output, _ = _tools.run(_tools.module_command("snippets.profiling.proton_modes", mode,
                                                     str(name)), timeout=120,
                               what=f"Proton {mode}")
    except _tools.ToolError as error:
        return {"mode": mode, "ran": "no", "files": "",
                "evidence": str(error).splitlines()[0][:300]}
    files = sorted(p for p in scratch.iterdir() if p.name.startswith(name.name))
    return {"mode": mode, "ran": "yes" if files else "no files",
            "files": " ".join(f"{p.name} ({p.stat().st_size} B)" for p in files),
            "evidence": output.strip().splitlines()[-1][:300] if output.strip() else "",
            "_paths": files}


def stall_table(profile: Path) -> list[dict]:
    """Per kernel of a pcsampling profile, each stall reason's samples, largest first."""
    rows = []

    def visit(node):
        metrics = node.get("metrics", {})
        stalled = metrics.get("num_stalled_samples", 0)
        if stalled:
            reasons = sorted(((k.removeprefix("stalled_"), v) for k, v in metrics.items()
                              if k.startswith("stalled_") and v), key=lambda kv: -kv[1])
            rows.extend({"kernel": node["frame"]["name"], "stall reason": reason,
                         "samples": value, "share of stalled samples": value / stalled,
                         "samples in all": metrics.get("num_samples", "")}
                        for reason, value in reasons)
        for child in node.get("children", []):
            visit(child)

    visit(json.loads(profile.read_text())[0])
    return rows


def make(folder: Path) -> None:
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        for mode in MODES:
            row = try_mode(mode, Path(scratch))
            for path in row.pop("_paths", []):
                if path.stat().st_size < 2_000_000:
                    (folder / path.name).write_bytes(path.read_bytes())
                if path.suffix == ".hatchet":
                    try:
                        # a sampling profile holds stall counts, not times: list them
                        options = ("-l",) if "pcsampling" in path.name else ("-m", "time/us")
                        view = run_viewer(folder / path.name, *options)
                    except _tools.ToolError as error:
                        view = f"proton-viewer failed: {error}"
                    (folder / f"{path.stem}_tree.txt").write_text(view)
            rows.append(row)
    _tools.write_csv(folder / "modes.csv", rows)
    sampled = folder / "pcsampling.hatchet"
    if sampled.exists() and (stalls := stall_table(sampled)):
        _tools.write_csv(folder / "stalls.csv", stalls)


PROTON_MODES = Artifact(name="profiling_proton_modes", make=make,
                        needs_packages=("llnl-hatchet",))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
