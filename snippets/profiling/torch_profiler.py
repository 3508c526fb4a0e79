"""torch.profiler: which aten ops an expression calls, which kernels they launch, and
where the time goes; plus a scheduled profile of training steps exported as a trace.

Everything here runs on the CPU too (with only ``ProfilerActivity.CPU``), which is how
the tests check what the page says about the ops each square variant dispatches to.
On the GPU, ``ProfilerActivity.CUDA`` adds the kernels and their device time.
"""

import json
import statistics
from collections.abc import Callable
from pathlib import Path

import torch
from torch.autograd import DeviceType
from torch.profiler import ProfilerActivity, profile, record_function, schedule

from snippets.machinery.items import Artifact, Schedule
from snippets.helpers import child_process
from snippets.profiling.timing import SQUARE_VARIANTS

PROFILED_ELEMENTS = 2**24  # large enough that each kernel takes a measurable time


def _synchronize(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


# --8<-- [start:profile_once]
def activities_for(device: torch.device) -> list[ProfilerActivity]:
    if device.type == "cuda":
        return [ProfilerActivity.CPU, ProfilerActivity.CUDA]
    return [ProfilerActivity.CPU]


def profile_once(fn: Callable, *args, device: torch.device) -> profile:
    """Profile one call of ``fn(*args)`` after a warm-up call."""
    fn(*args)  # warm-up: allocator and lazy initialisation stay out of the profile
    _synchronize(device)
    with profile(activities=activities_for(device)) as prof:
        fn(*args)
        _synchronize(device)  # the kernels must finish inside the profiled region
    return prof


def sort_key(device: torch.device) -> str:
    # "device_time_total" on torch 2.11 and 2.13; "cuda_time_total" still works but
    # is a deprecated alias. A CPU-only profile has no device time to sort by.
    return "device_time_total" if device.type == "cuda" else "self_cpu_time_total"
# --8<-- [end:profile_once]


# --8<-- [start:profile_steps]
def profile_steps(fn: Callable, *args, device: torch.device, warmup: int = 2,
                  active: int = 5) -> profile:
    """Profile ``active`` calls of ``fn(*args)``, each a profiler step, after ``warmup``
    steps in which the profiler runs but records nothing: CUPTI's start-up (its
    "Activity Buffer Request") happens there and stays out of the tables."""
    with profile(activities=activities_for(device),
                 schedule=schedule(wait=0, warmup=warmup, active=active, repeat=1)) as prof:
        for _ in range(warmup + active):
            fn(*args)
            _synchronize(device)  # each step's kernels finish inside its own step
            prof.step()
    return prof
# --8<-- [end:profile_steps]


# --8<-- [start:ops_and_kernels]
def aten_ops(prof: profile) -> list[str]:
    """The aten operators recorded, in call order (nested ones included)."""
    events = sorted(prof.events(), key=lambda e: e.time_range.start)
    return [e.name for e in events if e.device_type == DeviceType.CPU and e.name.startswith("aten::")]


def kernels_by_op(prof: profile) -> list[tuple[str, str, float]]:
    """(aten op, kernel name, device microseconds) for every kernel an op launched."""
    rows = []
    for event in prof.events():  # every call of every recorded step: one row per launch
        if event.device_type == DeviceType.CPU and event.name.startswith("aten::"):
            rows.extend((event.name, k.name, k.duration) for k in event.kernels)
    return rows
# --8<-- [end:ops_and_kernels]


def op_chains(device: torch.device, n_elements: int = 1000) -> dict[str, list[str]]:
    """For each square variant, the aten ops one call runs."""
    a = torch.randn(n_elements, device=device)
    return {name: aten_ops(profile_once(fn, a, device=device))
            for name, fn in SQUARE_VARIANTS.items()}


# --8<-- [start:model]
def small_model(device: torch.device) -> torch.nn.Module:
    """Two linear layers with a GELU between: a matmul, a bias add and an activation."""
    torch.manual_seed(0)
    return torch.nn.Sequential(
        torch.nn.Linear(512, 2048), torch.nn.GELU(), torch.nn.Linear(2048, 512)
    ).to(device)
# --8<-- [end:model]


# --8<-- [start:schedule]
def profile_training_steps(model: torch.nn.Module, batch: torch.Tensor,
                           on_trace_ready: Callable[[profile], None], steps: int = 6) -> None:
    """Run ``steps`` training steps; the profiler skips the first, warms up on the
    second, records the next two and then hands its results to ``on_trace_ready``."""
    optimizer = torch.optim.SGD(model.parameters(), lr=1e-3)
    with profile(
        activities=activities_for(batch.device),
        schedule=schedule(wait=1, warmup=1, active=2, repeat=1),
        on_trace_ready=on_trace_ready,
    ) as prof:
        for _ in range(steps):
            with record_function("train_step"):  # a labelled range of our own
                loss = model(batch).square().mean()
                loss.backward()
                optimizer.step()
                optimizer.zero_grad(set_to_none=True)
            _synchronize(batch.device)
            prof.step()  # tell the schedule that one step has ended
# --8<-- [end:schedule]


def write_trace_and_table(folder: Path, device: torch.device) -> Callable[[profile], None]:
    # --8<-- [start:on_trace_ready]
    def on_trace_ready(prof: profile) -> None:
        table = prof.key_averages().table(sort_by=sort_key(device), row_limit=15)
        (folder / "steps_table.txt").write_text(table + "\n")
        prof.export_chrome_trace(str(folder / "trace.json"))  # open in ui.perfetto.dev
    # --8<-- [end:on_trace_ready]
    return on_trace_ready


def write_trace(folder: Path, device: torch.device) -> None:
    model = small_model(device)
    batch = torch.randn(256, 512, device=device)
    profile_training_steps(model, batch, write_trace_and_table(folder, device))
    if not (folder / "trace.json").exists():
        raise RuntimeError("the profiler schedule never called on_trace_ready")
    json.loads((folder / "trace.json").read_text())  # fail here, not in Perfetto


def make_cpu_op_chains(folder: Path) -> None:
    """Which aten ops each square variant calls: the same on every machine."""
    rows = [{"variant": name, "aten ops, in call order": " -> ".join(ops)}
            for name, ops in op_chains(torch.device("cpu")).items()]
    child_process.write_csv(folder / "op_chains.csv", rows)


def write_gpu_tables(folder: Path) -> None:
    device = torch.device("cuda")
    a = torch.randn(PROFILED_ELEMENTS, device=device)
    rows = []
    for index, (name, fn) in enumerate(SQUARE_VARIANTS.items()):
        prof = profile_steps(fn, a, device=device)
        table = prof.key_averages().table(sort_by=sort_key(device), row_limit=10)
        (folder / f"square_{index}.txt").write_text(f"# {name}\n{table}\n")
        found = kernels_by_op(prof)
        if not found:
            raise RuntimeError(f"torch.profiler recorded no CUDA kernel for {name}: is CUPTI "
                               "available to this torch build?")
        launches: dict[tuple[str, str], list[float]] = {}
        for op, kernel, us in found:  # one launch per recorded step: summarise them
            launches.setdefault((op, kernel), []).append(us)
        ops = aten_ops(prof)
        per_call = " -> ".join(ops[:len(ops) // len(next(iter(launches.values())))])
        rows += [{"variant": name, "aten ops": per_call, "launched by": op, "kernel": kernel,
                  "launches": len(times), "device_us": statistics.median(times)}
                 for (op, kernel), times in launches.items()]
    child_process.write_csv(folder / "kernels.csv", rows)
    # Kernel names are C++ templates full of <...>: shown as text, not as a table.
    (folder / "kernels.txt").write_text("\n\n".join(
        f"{row['variant']}: {row['launched by']}, {row['device_us']:.1f} us (median of "
        f"{row['launches']} launches)\n  {row['kernel']}"
        for row in rows) + "\n")

    model = small_model(device)
    batch = torch.randn(256, 512, device=device)
    with torch.no_grad():
        prof = profile_steps(model, batch, device=device)
    table = prof.key_averages().table(sort_by=sort_key(device), row_limit=12)
    (folder / "model_forward.txt").write_text(table + "\n")


# CUPTI, which the profiler switches on for CUDA activity, can stay attached to the
# process afterwards; the GPU profiles are made in a child process so that nothing made
# after them by scripts/regenerate.py is timed with it attached. The child is started
# ahead (``child_process.start_ahead``): its interpreter, torch and CUDA context start beside
# the run's checks, and it profiles in the item's own turn.
def _command(what: str) -> Callable[[Path], list[str]]:
    return lambda folder: child_process.module_command("snippets.profiling.torch_profiler", what,
                                                       str(folder.resolve()))


def _start_ahead(name: str, what: str) -> Callable[[], None]:
    return lambda: child_process.start_one_ahead(name, _command(what),
                                                 what=f"torch.profiler ({what})")


def _in_child(name: str, what: str) -> Callable[[Path], None]:
    def make(folder: Path) -> None:
        child_process.run_one_ahead(name, _command(what), folder, timeout=180,
                                    what=f"torch.profiler ({what})")
    return make


CPU_OP_CHAINS = Artifact(name="profiling_op_chains", make=make_cpu_op_chains, needs_cuda=False)
GPU_TABLES = Artifact(name="profiling_torch_tables",
                      make=_in_child("profiling_torch_tables", "tables"),
                      schedule=Schedule(
                          warm_start=_start_ahead("profiling_torch_tables", "tables"),
                          # CUPTI's start and six profiles (its child started ahead)
                          first_estimate_s=6.0))
TRACE = Artifact(name="profiling_trace", make=_in_child("profiling_trace", "trace"),
                 schedule=Schedule(
                     warm_start=_start_ahead("profiling_trace", "trace"),
                     # CUPTI's start and a scheduled profile of seven steps (started ahead)
                     first_estimate_s=6.0))


if __name__ == "__main__":
    import sys

    what, out = sys.argv[1], Path(sys.argv[2])
    if what not in ("tables", "trace"):
        raise SystemExit(f"unknown output {what!r}: expected tables or trace")
    torch.empty(1, device="cuda")  # the CUDA context, before the item's turn
    child_process.wait_for_go()
    if what == "tables":
        write_gpu_tables(out)
    else:
        write_trace(out, torch.device("cuda"))
