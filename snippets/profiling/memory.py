"""Where GPU memory goes: the peak (``max_memory_allocated``) and a memory snapshot.

``torch.cuda.memory._record_memory_history()`` makes the caching allocator log every
allocation and free, with the Python stack that asked for it; ``_snapshot()`` returns the
log, and ``_dump_snapshot(path)`` writes it as a pickle that
https://pytorch.org/memory_viz draws. Here the figure is drawn from the snapshot's own
trace: the bytes allocated after each event of three training steps of the small model.
(Both functions are private but documented in "Understanding CUDA Memory Usage".)
"""

import pickle
from pathlib import Path

import torch

from snippets.helpers import plot_style
from snippets.machinery.items import Artifact, Schedule
from snippets.helpers import child_process
from snippets.profiling.launch_bound import eager_training_step
from snippets.profiling.torch_profiler import small_model

BATCH = 4096
STEPS = 3
MIB = 2**20


# --8<-- [start:snapshot]
def record_training_memory(device: torch.device, steps: int = STEPS) -> tuple[dict, dict]:
    """A snapshot of ``steps`` training steps, and the peak and current bytes."""
    model = small_model(device)
    batch = torch.randn(BATCH, 512, device=device)
    step = eager_training_step(model, batch)
    torch.cuda.reset_peak_memory_stats(device)
    before = torch.cuda.memory_allocated(device)  # model and batch: not in the log
    torch.cuda.memory._record_memory_history(max_entries=100_000)  # start logging
    try:
        for _ in range(steps):
            step()
        torch.cuda.synchronize(device)
        snapshot = torch.cuda.memory._snapshot()
    finally:
        torch.cuda.memory._record_memory_history(enabled=None)  # stop logging
    peaks = {"allocated before logging": before,
             "max_memory_allocated": torch.cuda.max_memory_allocated(device),
             "memory_allocated": torch.cuda.memory_allocated(device),
             "max_memory_reserved": torch.cuda.max_memory_reserved(device)}
    return snapshot, peaks
# --8<-- [end:snapshot]


def allocated_curve(trace: list[dict], before: int = 0) -> list[tuple[int, float]]:
    """(event index, MiB allocated by the events so far) from one device's trace:
    ``alloc`` adds its size, ``free_completed`` takes it back (``free_requested`` is the
    free call, completed once the stream has finished with the block)."""
    curve, total = [], before
    for index, event in enumerate(trace):
        if event["action"] == "alloc":
            total += event["size"]
        elif event["action"] == "free_completed":
            total -= event["size"]
        else:
            continue
        curve.append((index, total / MIB))
    return curve


def draw(curve: list[tuple[int, float]], peaks: dict, path: Path, title: str) -> None:
    plt = plot_style.apply()
    fig, ax = plt.subplots(figsize=(8, 3.2))
    ax.step([i for i, _ in curve], [m for _, m in curve], where="post",
            color=plot_style.PALETTE[0], label="allocated: before logging, plus the logged events")
    ax.axhline(peaks["max_memory_allocated"] / MIB, color=plot_style.PALETTE[3], ls="--",
               label=f"max_memory_allocated: {peaks['max_memory_allocated'] / MIB:.0f} MiB")
    ax.set_xlabel("allocator event (alloc or free), in order")
    ax.set_ylabel("MiB")
    ax.set_title(title)
    ax.legend(loc="lower right")
    ax.grid(True)
    plot_style.save(fig, path)


def write_outputs(folder: Path) -> None:
    from snippets.machinery.worker import gpu_lock

    device = torch.device("cuda")
    with gpu_lock.sharing():  # memory, not time: beside the checks, never beside a timing
        snapshot, peaks = record_training_memory(device)
    trace = snapshot["device_traces"][device.index or 0]
    with open(folder / "snapshot.pickle", "wb") as f:
        pickle.dump(snapshot, f)  # what _dump_snapshot writes: load it in memory_viz
    curve = allocated_curve(trace, peaks["allocated before logging"])
    draw(curve, peaks, folder / "memory.svg",
         f"{STEPS} training steps, batch {BATCH}, on {torch.cuda.get_device_name(device)}")
    child_process.write_csv(folder / "peaks.csv", [
        {"measure": name, "MiB": value / MIB} for name, value in peaks.items()]
        + [{"measure": "allocated at the snapshot's peak event", "MiB": max(m for _, m in curve)}])


def _in_child(folder: Path) -> None:
    command = child_process.module_command("snippets.profiling.memory", str(folder.resolve()))
    child_process.run(command, timeout=120, what="memory snapshot")


# It measures bytes, which other processes on the GPU do not change, and times nothing:
# it runs beside the checks and notebooks rather than alone.
MEMORY = Artifact(name="profiling_memory", make=_in_child,
                  schedule=Schedule(concurrent=True))


if __name__ == "__main__":
    import sys

    write_outputs(Path(sys.argv[1]))
