"""Probe (lecture 4): why does the eager step's "host ms per step"
(step_anatomy.host_ms_per_step, about 0.85 ms on both GPUs) exceed the same step's time
per step back to back (launch_bound.time_per_step, CUDA events: 0.62 ms H100, 0.50 ms
H200)? Times each block of steps both ways at once (host clock and CUDA events around
the same launches), then each function as the item calls it. Writes JSON to argv[1].

    python notes/launch_bound_host_probe.py OUT.json
"""

import json
import statistics
import sys
import time

import torch

from snippets.profiling import launch_bound, step_anatomy
from snippets.profiling.torch_profiler import small_model


def both_clocks(step, blocks=9, steps=20):
    rows = []
    for _ in range(blocks):
        torch.cuda.synchronize()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        t0 = time.perf_counter()
        start.record()
        for _ in range(steps):
            step()
        end.record()
        t1 = time.perf_counter()
        end.synchronize()
        t2 = time.perf_counter()
        rows.append({"host_queue_ms": (t1 - t0) * 1e3 / steps,
                     "host_until_done_ms": (t2 - t0) * 1e3 / steps,
                     "events_ms": start.elapsed_time(end) / steps})
    return {k: statistics.median(r[k] for r in rows) for k in rows[0]}


def main(out):
    device = torch.device("cuda")
    batch = torch.randn(launch_bound.BATCH, 512, device=device)
    step = launch_bound.eager_training_step(small_model(device), batch)
    for _ in range(3):
        step()
    torch.cuda.synchronize()
    result = {"gpu": torch.cuda.get_device_name(), "torch": torch.__version__}
    result["both clocks, first"] = both_clocks(step)
    result["time_per_step (item's)"] = statistics.median(launch_bound.time_per_step(step))
    result["host_ms_per_step (item's)"] = step_anatomy.host_ms_per_step(step)
    result["both clocks, after"] = both_clocks(step)
    result["host_ms_per_step again"] = step_anatomy.host_ms_per_step(step)
    result["time_per_step again"] = statistics.median(launch_bound.time_per_step(step))
    print(json.dumps(result, indent=1))
    with open(out, "w") as f:
        json.dump(result, f, indent=1)


if __name__ == "__main__":
    main(sys.argv[1])
