"""What one training step costs the host, and how many launches it makes.

The time per step of ``launch_bound`` says whether a remedy helped; these counts say why.
For each variant of the step: how long the host takes to queue a step (no profiler:
the profiler itself slows the host, see ``profiled_host_ratio``), and, from a short
``torch.profiler`` record, the kernels the GPU ran per step, the launch calls the host
made for them (one ``cudaGraphLaunch`` replays a whole captured graph) and the host time
spent in torch.compile's own wrappers: the guard check (``TorchDynamo Cache Lookup``),
the compiled forward (``Torch-Compiled Region``, around ``CompiledFunction``) and the
compiled backward (``CompiledFunctionBackward``), graph replays inside them included.
"""

import time
from collections.abc import Callable

import torch
from torch.autograd import DeviceType
from torch.profiler import ProfilerActivity, profile

PROFILED_STEPS = 5
# Runtime and driver calls that put one kernel (or memset) in the GPU's queue.
KERNEL_LAUNCHES = ("cudaLaunchKernel", "cudaLaunchKernelExC", "cuLaunchKernel",
                   "cuLaunchKernelEx", "cudaMemsetAsync")
GRAPH_LAUNCHES = ("cudaGraphLaunch", "cuGraphLaunch")
# torch.compile's host-side wrappers, by the names torch.profiler gives them.
WRAPPERS = {"guards": ("TorchDynamo Cache Lookup",),
            "compiled forward": ("Torch-Compiled Region",),
            "compiled backward": ("CompiledFunctionBackward",)}


def _synchronize() -> None:
    if torch.cuda.is_available():  # the tests run these on the CPU
        torch.cuda.synchronize()


def _activities() -> list[ProfilerActivity]:
    return [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if torch.cuda.is_available() else [])


def host_ms_per_step(step: Callable[[], object], steps: int = 20, blocks: int = 5) -> float:
    """The host's time to queue one step, the median over ``blocks`` blocks: the wall
    time of a block of steps before the host waits for the GPU. A queue of launches
    this short never fills, so the host is not held back by the GPU."""
    times = []
    for _ in range(blocks):
        _synchronize()
        started = time.perf_counter()
        for _ in range(steps):
            step()
        times.append((time.perf_counter() - started) * 1e3 / steps)
        _synchronize()
    return sorted(times)[len(times) // 2]


def _per_step(count: float) -> float:
    return count / PROFILED_STEPS


def anatomy(step: Callable[[], object]) -> dict:
    """Per step, from ``PROFILED_STEPS`` steps under torch.profiler (after the caller's
    warm-up): kernels run, kernel and graph launches, host ms in each wrapper."""
    with profile(activities=_activities()) as prof:
        for _ in range(PROFILED_STEPS):
            step()
        _synchronize()
    events = prof.events()
    kernels = sum(1 for e in events if e.device_type == DeviceType.CUDA)
    row = {
        "kernels per step": _per_step(kernels),
        "kernel launches per step": _per_step(
            sum(1 for e in events if e.name in KERNEL_LAUNCHES)),
        "graph launches per step": _per_step(
            sum(1 for e in events if e.name in GRAPH_LAUNCHES)),
    }
    for what, prefixes in WRAPPERS.items():
        us = sum(e.cpu_time_total for e in events if e.name.startswith(prefixes))
        row[f"{what} host ms per step (profiled)"] = _per_step(us) / 1e3
    return row


def profiled_host_ratio(step: Callable[[], object]) -> float:
    """How much longer the host takes to queue a step while torch.profiler records
    (CPU and CUDA activities) than without it."""
    plain = host_ms_per_step(step, steps=10, blocks=3)
    with profile(activities=_activities()):
        profiled = host_ms_per_step(step, steps=10, blocks=3)
    return profiled / plain
