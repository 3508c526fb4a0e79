"""Lecture 4 part 1's measured numbers (the training step, its memory) as Facts tables (one column per GPU), and the short
sentences beside them (see snippets/machinery/facts.py and snippets/machinery/claims.py).

``claims.py`` adds these to the lecture's ``CLAIMS``. Columns a GPU run has not made yet (the
step anatomy in ``remedies.csv``, the 4x loops in ``overhead.csv``) show "regenerate" in
that GPU's cells until it has.
"""

import pickle

from snippets.helpers import notation as n
from snippets.machinery.claims import Claim, Spread, Wording, compare, each_gpu_said
from snippets.machinery.facts import Facts

PAGE = "04-profiling.md"
PART_2 = "04-profiling-part-2.md"  # the memory section
BUSY = "profiling_timeline/gpu_busy.json"
REMEDIES = "profiling_launch_bound/remedies.csv"
MEMORY = "profiling_memory/peaks.csv"
SNAPSHOT = "profiling_memory/snapshot.pickle"
LOG = "profiling_launch_bound/cudagraphs_log.txt"
PRECISION = "profiling_matmul_precision/precision.csv"
REDUCE = 'torch.compile, mode="reduce-overhead"'


def _ms(row) -> Spread:
    return Spread(row["ms_p50"], row["ms_p20"], row["ms_p80"])


# -- the trace: how busy the GPU was ---------------------------------------------------
def _busy_rows(data):
    b = data.json(BUSY)
    return [("GPU busy (kernels running)", n.us(b["busy_us"])),
            (f"span of the {b['steps']} recorded steps", n.us(b["span_us"])),
            ("busy share", n.percent(b["busy_fraction"])),
            ("idle gaps longer than 5 µs", f"{b['gaps_over_5us']:.0f}"),
            ("longest idle gap", n.us(b["longest_gap_us"])),
            ("busy share without the profiler (eager step, back to back)",
             n.percent(b["busy_us"] / b["steps"] / (1e3 * _step(data, "eager")["ms_p50"])))]


def _busy_claim(data):
    b = data.json(BUSY)
    return b["busy_fraction"] < 0.2, f"busy {b['busy_fraction']:.1%} of the recorded steps"


# -- the forward pass: how many kernels, and is the GPU busy -------------------------------
FORWARD = "profiling_torch_tables/model_forward.txt"
FORWARD_CALLS = 5  # profile_steps' active steps: the table sums them


def _forward_table(data):
    """(GPU operations: kernel rows of the table, kernels' device µs per call)."""
    text = data.text(FORWARD)
    names, total = [], None
    for line in text.splitlines():
        if line.startswith("Self CUDA time total:"):
            value = line.split(":")[1].strip()
            total = float(value[:-2]) * (1e3 if value.endswith("ms") else 1.0)
        name = line[:55].strip()
        if not name or name.startswith(("-", "Name", "Self", "aten::", "ProfilerStep")):
            continue
        names.append(name)
    if total is None:
        raise LookupError("no 'Self CUDA time total' line")
    return names, total / FORWARD_CALLS


def _forward_kernels(data):
    names, _ = _forward_table(data)
    return len(names) == 6, f"{len(names)} GPU operations: {'; '.join(n[:30] for n in names)}"


def _forward_share(data):
    """(kernels' device µs per forward call, the call's median µs timed back to back)."""
    _, kernel_us = _forward_table(data)
    eager = data.row(REMEDIES, what="forward", variant="eager")
    return kernel_us, 1e3 * eager["ms_p50"]


def _forward_busy_rows(data):
    kernel_us, call_us = _forward_share(data)
    return [("kernels per forward call (the table above)", n.us(kernel_us)),
            ("a forward call, timed back to back", n.us(call_us)),
            ("busy share", n.percent(kernel_us / call_us))]



def _short_kernels(data):
    b = data.json(BUSY)
    mean = b["busy_us"] / b["kernels"]
    return (mean < 10 and b["gaps_over_5us"] > b["kernels"] / 2,
            f"{mean:.1f} µs a kernel on average; {b['gaps_over_5us']:.0f} idle gaps over 5 µs "
            f"for {b['kernels']:.0f} kernels")


# -- the remedies -----------------------------------------------------------------------
def _step(data, variant, batch=256):
    return data.row(REMEDIES, what="training step", variant=variant, batch=batch)


TRACE = "profiling_trace/trace.json"


def _optimizer_one_kernel(data):
    events = data.json(TRACE)["traceEvents"]
    kernels = [e["name"] for e in events if e.get("cat") == "kernel"]
    steps = data.json(BUSY)["steps"]
    updates = sum("multi_tensor_apply" in k for k in kernels)
    return updates == steps, (f"{updates} multi_tensor_apply kernels in {steps} steps, "
                              f"of {len(kernels)} kernels")


def _larger_batch(data):
    small, large = _step(data, "eager"), _step(data, "eager", 4096)
    ratio = large["ms_p50"] / small["ms_p50"]
    return ratio < 3, f"batch 4096 takes {ratio:.2f}x the time of batch 256 per step"


def _graph_fastest(data):
    eager, graph = _step(data, "eager"), _step(data, "CUDA graph")
    return (eager["ms_p20"] > 2 * graph["ms_p80"],
            f"CUDA graph {graph['ms_p50']:.3f} ms, eager {eager['ms_p50']:.3f} ms a step")


# Faster, slower or level, as each GPU's spreads say: the host's pace decides these
# timings, and the machines the GPUs sit in differ, so the relation is read, not assumed.
RELATION = {1: "slower than eager", -1: "faster than eager",
            0: "level with eager (their spreads overlap)"}


def relation_across_gpus(data, variant: str, what: str) -> str:
    """'slower than eager on the A and faster than eager on the B': ``variant`` against
    eager, for ``what`` (a training step or the forward pass), on every GPU with the data."""
    def relation(gpu):
        rows = {v: gpu.row(REMEDIES, what=what, variant=v, batch=256) for v in (variant, "eager")}
        return RELATION[compare(_ms(rows[variant]), _ms(rows["eager"]))]

    said = each_gpu_said(data, relation, REMEDIES)
    apart = RELATION[1] in said or RELATION[-1] in said  # faster or slower somewhere
    return said + (", beyond the spread of both" if apart else "")


def _remedy_rows(data):
    rows = []
    for variant, batch, label in (("eager", 256, "eager, batch 256"),
                                  ("eager", 4096, "eager, batch 4096"),
                                  ("CUDA graph", 256, "one CUDA graph, batch 256"),
                                  (REDUCE, 256, "reduce-overhead, batch 256")):
        r = _step(data, variant, batch)
        rows.append((label, [n.ms(r["ms_p50"]), n.us(r["us_per_sample"]),
                             n.duration(r["first_call_s"])]))
    return rows


def _forward_rows(data):
    return [(r["variant"].replace("torch.compile, ", ""),
             [n.ms(r["ms_p50"]), n.duration(r["first_call_s"])])
            for r in data.rows(REMEDIES, what="forward")]


# -- why reduce-overhead does not help (new columns of remedies.csv) ----------------------
ANATOMY_COLUMNS = {"eager": "eager", "CUDA graph": "one graph", REDUCE: "reduce-overhead"}


def _anatomy_rows(data):
    ordered = [_step(data, v) for v in ANATOMY_COLUMNS]

    def wrappers(r):
        return sum(r[f"{w} host ms per step (profiled)"]
                   for w in ("guards", "compiled forward", "compiled backward"))
    return [("host time to queue a step", [n.ms(r["host ms per step"]) for r in ordered]),
            ("time per step, back to back (CUDA events)", [n.ms(r["ms_p50"]) for r in ordered]),
            ("kernels and memsets the GPU ran", [f"{r['kernels per step']:.0f}" for r in ordered]),
            ("kernel launches by the host", [f"{r['kernel launches per step']:.0f}"
                                             for r in ordered]),
            ("CUDA graph launches", [f"{r['graph launches per step']:.0f}" for r in ordered]),
            ("host time in torch.compile's wrappers (profiled)",
             [n.ms(wrappers(r)) for r in ordered])]


# Not on the page: the page words the profiler's cost from the trace's span.
def _inflation(data):
    eager = _step(data, "eager")
    return (f"On the {data.gpu} the host took {n.ratio(eager['host ms ratio under torch.profiler'])} "
            "as long to queue an eager step while torch.profiler recorded it.")


# -- memory --------------------------------------------------------------------------------
WORKSPACES = {"at::cuda::getCurrentCUDABlasHandle()": "cuBLAS workspace (getCurrentCUDABlasHandle)",
              "at::cuda::getCUDABlasLtWorkspace()": "cuBLASLt workspace (getCUDABlasLtWorkspace)"}


def _survivors(data):
    """Blocks allocated during the logged steps (they have a stack) and still allocated
    at the end: (MiB, what the innermost torch frame that names a workspace says)."""
    with open(data.folder / SNAPSHOT, "rb") as f:
        snapshot = pickle.load(f)
    found = []
    for segment in snapshot["segments"]:
        for block in segment["blocks"]:
            if block["state"] != "active_allocated" or not block.get("frames"):
                continue
            names = [frame["name"] for frame in block["frames"]]
            what = next((WORKSPACES[name] for name in names if name in WORKSPACES), "other")
            found.append((block["size"] / 2**20, what))
    return sorted(found, reverse=True)


def _survivors_claim(data):
    peaks = {r["measure"]: r["MiB"] for r in data.rows(MEMORY)}
    survivors = _survivors(data)
    outlived = peaks["memory_allocated"] - peaks["allocated before logging"]
    named = sum(mib for mib, what in survivors if what != "other")
    return (abs(named - outlived) < 0.5 and all(w != "other" for _, w in survivors),
            f"{outlived:.1f} MiB outlive the steps; cuBLAS workspaces {named:.1f} MiB")


# -- GEMM precision ----------------------------------------------------------------------
def _precision_rows(data):
    return [(r["setting"], [n.ms(r["ms_p50"]), n.tflops(r["TFLOP/s"])])
            for r in data.rows(PRECISION)]


def _bf16_ahead_of_both(data):
    # Timed with do_bench from Python, the autocast forward (more launches: the casts)
    # was timed at the host's pace and looked no faster than TF32; timed on the GPU
    # (queued ahead), its casts included, it is the fastest of the three.
    rows = data.rows(PRECISION)
    full, tf32, bf16 = rows[0], rows[1], rows[2]
    return (bf16["ms_p80"] < tf32["ms_p20"] and bf16["ms_p80"] < full["ms_p20"],
            f"bfloat16 {_ms(bf16)} ms, TF32 {_ms(tf32)}, float32 {_ms(full)}")


def _tf32_faster(data):
    rows = data.rows(PRECISION)
    full, tf32 = rows[0], rows[1]
    return (tf32["ms_p80"] * 2 < full["ms_p20"],
            f"TF32 {tf32['ms_p50']:.3f} ms, float32 {full['ms_p50']:.3f} ms")


TABLES = [
    Claim("forward-six-operations", PAGE, "six operations on the GPU", [FORWARD],
          _forward_kernels),
    Facts("forward-gpu-busy", PAGE, [FORWARD, REMEDIES], _forward_busy_rows,
          header="forward, batch 256"),
    Claim("timeline-gpu-busy-low", PAGE, "the GPU was busy for less than a fifth of the "
          "recorded steps", [BUSY], _busy_claim),
    Claim("kernels-short-gaps-many", PAGE, "The kernels of this small model take less than "
          "ten microseconds each on average, and more than half of them are followed by an "
          "idle gap", [BUSY], _short_kernels),
    Facts("timeline-gpu-busy", PAGE, [BUSY, REMEDIES], _busy_rows, header="the two recorded steps"),
    Claim("launch-bound-larger-batch", PAGE, "sixteen times the samples take less than three "
          "times the time per step", [REMEDIES], _larger_batch),
    Claim("launch-bound-graph-fastest", PAGE, "one CUDA graph of the whole step makes it more "
          "than twice as fast", [REMEDIES], _graph_fastest),
    Wording("reduce-overhead-step", PAGE, [REMEDIES], lambda data: (
        "But `reduce-overhead` makes this step "
        f"{relation_across_gpus(data, REDUCE, 'training step')}.")),
    Facts("launch-bound-remedies", PAGE, [REMEDIES], _remedy_rows, header="training step",
          columns=["per step", "per sample", "first call"]),
    Wording("compile-default-forward", PAGE, [REMEDIES], lambda data: (
        "Compiled in the default mode, the forward pass runs "
        f"{relation_across_gpus(data, 'torch.compile, default mode', 'forward')}.")),
    Facts("compile-modes-forward", PAGE, [REMEDIES], _forward_rows, header="forward, batch 256",
          columns=["per call", "first call"]),
    Facts("step-anatomy", PAGE, [REMEDIES], _anatomy_rows, header="per step, batch 256",
          columns=list(ANATOMY_COLUMNS.values())),
    Claim("tf32-faster", PAGE, "TF32 runs this forward pass more than twice as fast as "
          "float32", [PRECISION], _tf32_faster),
    Claim("bf16-ahead-of-float32", PAGE, "bfloat16 autocast, its casts included, is ahead "
          "of both beyond the spread", [PRECISION], _bf16_ahead_of_both),
    Claim("optimizer-one-kernel", PAGE, "the optimizer step it leaves eager is a single "
          "kernel here", [TRACE, BUSY], _optimizer_one_kernel),
    Facts("gemm-precision", PAGE, [PRECISION], _precision_rows, header="forward, batch 4096",
          columns=["time", "matmul rate"]),
    Claim("memory-survivors-are-workspaces", PART_2, "everything that outlives the steps is "
          "cuBLAS's workspaces", [MEMORY, SNAPSHOT], _survivors_claim),
]
