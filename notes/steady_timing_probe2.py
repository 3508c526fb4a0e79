"""Probe 2 (H200): sweep outlier points in a fresh process, plain do_bench vs do_bench_steady;
the offsets artifact (2**32 timing path) and the new matmul ceilings, timed."""
import json, os, time, pathlib
OUT = os.environ["OUT"]
import snippets  # noqa
import torch, triton
from snippets.helpers.bench import QUANTILES
R = {"gpu": torch.cuda.get_device_name(), "torch": torch.__version__, "triton": triton.__version__}
def save(): json.dump(R, open(f"{OUT}/probe2.json", "w"), indent=1)
t0 = time.time()
from snippets.triton_fundamentals.copying import COPY
from snippets.vector_add.add import VECTOR_ADD
from snippets.triton_fundamentals.greyscale import GREYSCALE
from snippets.triton_fundamentals.softmax import ROW_SOFTMAX
cases = [(VECTOR_ADD, 4096, "triton"), (VECTOR_ADD, 8192, "triton"), (COPY, 65536, "triton"),
         (GREYSCALE, 256, "triton"), (GREYSCALE, 512, "triton"), (GREYSCALE, 1024, "triton"),
         (ROW_SOFTMAX, 256, "triton fp16"), (ROW_SOFTMAX, 512, "triton fp16"),
         (ROW_SOFTMAX, 256, "torch fp16"), (ROW_SOFTMAX, 512, "torch fp16")]
import snippets.helpers.bench as bench
plain = lambda fn, quantiles=QUANTILES, **kw: triton.testing.do_bench(fn, quantiles=quantiles, **kw)
for mode in ("plain", "steady"):
    out = {}
    for snip, x, provider in cases:
        mark = snip.benchmark; b = mark.benchmarks
        mod = __import__(snip.module if snip.module else mark.fn.__module__, fromlist=["x"])
        saved = mod.do_bench_steady
        if mode == "plain":
            mod.do_bench_steady = plain
        reps = []
        for _ in range(3):
            r = mark.fn(**{b.x_names[0]: x, b.line_arg: provider, **b.args})
            reps.append([round(v * 1e3, 2) for v in r.ms]); torch.cuda.empty_cache()
        mod.do_bench_steady = saved
        out[f"{snip.name}@{x}/{provider}"] = reps
    R[f"sweep_points_{mode}_us_p50_p20_p80"] = out; save()
R["t_sweeps"] = time.time() - t0; save()
from snippets.triton_fundamentals.offsets import make_offset_cost
folder = pathlib.Path(OUT) / "vector_add_offsets"; folder.mkdir(exist_ok=True)
s = time.time(); make_offset_cost(folder); R["t_offsets_artifact"] = time.time() - s; save()
from snippets.gpus.ceilings import matmul_limits
s = time.time(); R["matmul_limits"] = matmul_limits(); R["t_matmul_limits"] = time.time() - s; save()
R["t_total"] = time.time() - t0; save()
print(json.dumps(R, indent=1))
