"""Timing a speed exercise against its torch reference, as a fraction of the copy bandwidth.

On a GPU: the median of ``triton.testing.do_bench`` for the learner's wrapper and for
the reference at the exercise's large shape, turned into GB/s from the bytes the
operation must move, and divided by the copy bandwidth this site measured on the same
GPU model (``docs/generated/<gpu>/device/device.json``; measured here, on a smaller
buffer, when the site has no results for this GPU). On the CPU there is nothing
meaningful to time: the check says so and judges correctness only.
"""

import json

import torch

from snippets.helpers.runtime import default_device, interpreting
from snippets.exercises.exercise import CheckFailed, Exercise
from snippets.machinery.layout import GENERATED, device_limits



def copy_bandwidth_gbps() -> tuple[float, str]:
    """(GB/s, where the number comes from) for the GPU in use."""
    from snippets.helpers.device import machine_slug

    path = device_limits(GENERATED / machine_slug())
    if path.exists():
        return float(json.loads(path.read_text())["copy_gbps"]), f"measured for the site, {path.parent.parent.name}"
    from snippets.helpers.device import measure_copy_bandwidth

    median = measure_copy_bandwidth(n_bytes=2**28)[0]
    return float(median), "measured now (256 MiB copy)"


def time_against_reference(exercise: Exercise, fn, lines: list[str]) -> None:
    if interpreting() or not torch.cuda.is_available():
        lines.append("speed: timing needs a GPU (here kernels run in the CPU interpreter); "
                     "correctness only. Run this check on a GPU (Colab: Runtime > Change runtime "
                     "type > GPU) to see how close you come to the copy bandwidth")
        return
    import triton.testing

    speed = exercise.speed
    generator = torch.Generator().manual_seed(0)
    inputs = exercise.make_inputs(speed.shape, generator, default_device())
    mine = triton.testing.do_bench(lambda: fn(*inputs), return_mode="median")
    torch_ms = triton.testing.do_bench(lambda: exercise.reference(*inputs), return_mode="median")
    moved = speed.bytes_moved(speed.shape)
    limit, source = copy_bandwidth_gbps()
    mine_gbps, torch_gbps = moved / mine * 1e-6, moved / torch_ms * 1e-6
    lines.append(f"speed at shape {speed.shape} ({moved / 2**20:.0f} MiB moved): yours {mine * 1e3:.1f} µs "
                 f"= {mine_gbps:.0f} GB/s = {mine_gbps / limit:.0%} of the copy bandwidth "
                 f"({limit:.0f} GB/s, {source}); torch {torch_ms * 1e3:.1f} µs = {torch_gbps / limit:.0%}")
    if mine_gbps / limit < speed.target:
        raise CheckFailed(f"correct, but not fast yet: {mine_gbps / limit:.0%} of the copy bandwidth, "
                       f"the goal is {speed.target:.0%}. Hint: how much work does each program do?")
