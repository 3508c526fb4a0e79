"""Proton beyond scopes: call paths (``context="python"``), instruction sampling
(``mode="pcsampling"``) and a timeline (``data="trace"``).

Each runs in its own process (the three started side by side, profiling one at a time) on the same workload (``axpy`` from ``proton_axpy``, called
from two Python functions so that the call path has something to show). A mode that
fails on this stack is not hidden: its row says how it failed, in Proton's own words.

Run as a program: ``python -m snippets.profiling.proton_modes MODE PROFILE_PATH``.
"""

import json
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import torch

from snippets.machinery.items import Artifact, Schedule
from snippets.helpers import child_process
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

    from snippets.machinery.worker import gpu_lock

    x = torch.randn(N_ELEMENTS, device="cuda")
    y = torch.randn(N_ELEMENTS, device="cuda")
    with gpu_lock.sharing():  # started ahead, beside the run's checks
        training_like_step(x, y)  # compile outside the session
        torch.cuda.synchronize()
    child_process.wait_for_go()  # started beside the other modes: profile one at a time
    proton.start(profile_name, hook="triton", **MODES[mode])
    for _ in range(5):
        training_like_step(x, y)
    torch.cuda.synchronize()
    proton.finalize()


def _name(mode: str, scratch: Path) -> Path:
    return scratch / mode.split("=")[1].strip('"')


def _row(mode: str, scratch: Path, status: int, output: str) -> dict:
    name = _name(mode, scratch)
    lines = output.strip().splitlines()
    if status != 0:
        last = lines[-1] if lines else "(no output)"
        return {"mode": mode, "ran": "no", "files": "",
                "evidence": f"Proton {mode} exited with {status}; last output: {last}"[:300]}
    files = sorted(p for p in scratch.iterdir() if p.name.startswith(name.name)
                   and p.suffix not in (".log", ".ready") and not p.name.startswith("go_"))
    return {"mode": mode, "ran": "yes" if files else "no files",
            "files": " ".join(f"{p.name} ({p.stat().st_size} B)" for p in files),
            "evidence": lines[-1][:300] if lines else "", "_paths": files}


def _commands(profiles: Path) -> dict[str, list[str]]:
    return {mode: child_process.module_command("snippets.profiling.proton_modes", mode,
                                               str(_name(mode, profiles))) for mode in MODES}


def _start_ahead() -> None:
    child_process.start_ahead(PROTON_MODES.name, _commands, what="Proton")


def try_modes(scratch: Path) -> list[dict]:
    """Each mode's process, all started side by side (ahead, beside the run's checks,
    where the run started them: ``child_process.start_ahead``), profiling one at a time."""
    profiles = scratch / "profiles"
    profiles.mkdir()
    done = child_process.run_ahead(PROTON_MODES.name, _commands, profiles, timeout=120,
                                   what="Proton")
    return [_row(mode, profiles, *done[mode][:2]) for mode in MODES]


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


def _keep(folder: Path, path: Path) -> tuple[Path, tuple[str, ...]] | None:
    """Copy a small profile into ``folder``; a .hatchet one's viewer options, else None."""
    if path.stat().st_size < 2_000_000:
        (folder / path.name).write_bytes(path.read_bytes())
    if path.suffix != ".hatchet":
        return None
    # a sampling profile holds stall counts, not times: list them
    return folder / path.name, ("-l",) if "pcsampling" in path.name else ("-m", "time/us")


def _view(profile: Path, options: tuple[str, ...]) -> None:
    try:
        view = run_viewer(profile, *options)
    except child_process.ToolError as error:
        view = f"proton-viewer failed: {error}"
    profile.with_name(f"{profile.stem}_tree.txt").write_text(view)


def make(folder: Path) -> None:
    # The modes' processes start side by side and profile one at a time; the viewers
    # (one process per profile, nothing timed) then run side by side.
    with tempfile.TemporaryDirectory() as scratch, ThreadPoolExecutor(len(MODES)) as pool:
        rows = try_modes(Path(scratch))
        views = [kept for row in rows for path in row.pop("_paths", [])
                 if (kept := _keep(folder, path))]
        list(pool.map(lambda view: _view(*view), views))
    child_process.write_csv(folder / "modes.csv", rows)
    sampled = folder / "pcsampling.hatchet"
    if sampled.exists() and (stalls := stall_table(sampled)):
        child_process.write_csv(folder / "stalls.csv", stalls)


PROTON_MODES = Artifact(name="profiling_proton_modes", make=make,
                        needs_packages=("llnl-hatchet",),
                        schedule=Schedule(
                            warm_start=_start_ahead,
                            # three sessions in turn (their processes started ahead), then
                            # the viewers side by side
                            first_estimate_s=6.0))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
