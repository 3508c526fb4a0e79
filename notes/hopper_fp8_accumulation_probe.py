"""Probe: float8 accuracy and speed at each accumulation precision.

For 8192^3 and 4096x8192x4096 (M x K x N), lecture 7's float8 kernel with Triton's
default accumulation (no promotion) and with ``max_num_imprecise_acc`` 32, 64 and 128,
against ``torch._scaled_mm`` with and without ``use_fast_accum``. Error is measured
against the exact product of the float8 values (float64 of the dequantized inputs),
max and rms; speed with lecture 7's settled method (helpers/settled.py, sm_clocks.py).
Then it runs the new ``steps.fp8_rows`` once, as regenerate.py will.
Run with the ``snippets`` package installed (``pip install -e .``): python3 notes/hopper_fp8_accumulation_probe.py OUT
"""

import json
import subprocess
import sys
import time

import torch

from snippets.helpers import settled, sm_clocks as clocks
from snippets.hopper_matmul import fp8, fp8_table, steps
from snippets.matmul import problem

out = sys.argv[1]
result = {"gpu": torch.cuda.get_device_name(0), "date": time.strftime("%Y-%m-%d %H:%M UTC",
          time.gmtime()), "torch": torch.__version__, "cases": []}
import triton  # noqa: E402
result["triton"] = triton.__version__
for m, k, n in [(8192, 8192, 8192), (4096, 8192, 4096)]:
    a, b = problem.timing_inputs((m, k, n), torch.bfloat16)
    a8, sa = fp8.quantize(a)
    b8_t, sb = fp8.quantize(b.T.contiguous())
    exact = (a8.double() @ b8_t.double().T) * (sa.double() * sb.double())
    providers = {
        "triton default": lambda: fp8.matmul_fp8(a8, b8_t, sa, sb),
        "triton promote 128": lambda: fp8.matmul_fp8(a8, b8_t, sa, sb, 128),
        "triton promote 64": lambda: fp8.matmul_fp8(a8, b8_t, sa, sb, 64),
        "triton promote 32": lambda: fp8.matmul_fp8(a8, b8_t, sa, sb, 32),
        "_scaled_mm default": lambda: fp8.scaled_mm(a8, b8_t, sa, sb),
        "_scaled_mm fast_accum": lambda: fp8.scaled_mm(a8, b8_t, sa, sb, fast_accum=True),
    }
    errors = {}
    for name, run in providers.items():
        d = run().double() - exact
        errors[name] = {"max abs": float(d.abs().max()), "rms": float(d.square().mean().sqrt())}
        del d
    with clocks.Sampler() as sampler:
        replays, _ = settled.run_stretches(providers, sampler)
        ms = settled.settled_ms(replays)
        per_pass = settled.stretch_medians(replays)
        mhz = {name: sampler.median_mhz(name) for name in providers}
    for name in providers:
        result["cases"].append({"shape": [m, k, n], "provider": name, **errors[name],
                                "ms": ms[name], "passes ms": per_pass[name],
                                "TFLOP/s": 2 * m * n * k / ms[name] / 1e9, "SM MHz": mhz[name],
                                "config": steps._config_text(fp8.matmul_fp8_kernel)})
        print(result["cases"][-1], flush=True)
    del exact
    json.dump(result, open(f"{out}/hopper_fp8_accumulation.json", "w"), indent=1)

t0 = time.time()
timeline = {"replays": [], "clocks": []}
with clocks.Sampler() as sampler:
    rows = fp8_table.fp8_rows(sampler, timeline, steps.time_case, steps._tflops,
                              steps._clock_column)
result["fp8_rows"] = rows
result["fp8_rows seconds"] = time.time() - t0
print(json.dumps(rows, indent=1))
try:
    result["commit"] = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True,
                                      text=True).stdout.strip()
except OSError:
    pass
json.dump(result, open(f"{out}/hopper_fp8_accumulation.json", "w"), indent=1)
