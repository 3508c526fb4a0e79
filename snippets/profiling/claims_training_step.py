"""Lecture 4 part 1's sentences about the training step that the trace and the step timings
tell together: the order of the forward's kernels, how much the profiler
stretches a step, and what a reduce-overhead step still launches one by one.

Found by snippets/machinery/claims.py (a ``claims_*`` module): no GPU item imports it.
"""

from snippets.helpers import notation as n
from snippets.machinery.claims import Claim, Wording, each_gpu_said, tolerant
from snippets.machinery.facts import Facts
from snippets.profiling.tables import BUSY, PAGE, REDUCE, REMEDIES, TRACE, _step

# The first forward pass in the trace, in the order the GPU ran it: the first layer
# (512 -> 2048), the GELU, then the second layer (2048 -> 512).
FORWARD_ORDER = ("xmma_gemm", "Gelu", "Memset", "scal_kernel", "sgemm_largek",
                 "cublasLt::epilogue")


def _gpu_operations(data) -> list[str]:
    """The trace's kernels, memsets and copies on the GPU, in the order they started."""
    events = data.json(TRACE)["traceEvents"]
    ran = [e for e in events if e.get("cat") in ("kernel", "gpu_memset", "gpu_memcpy")]
    return [e["name"] for e in sorted(ran, key=lambda e: e["ts"])]


def _forward_order(data):
    first = _gpu_operations(data)[:len(FORWARD_ORDER)]
    holds = len(first) == len(FORWARD_ORDER) and all(
        part in name for part, name in zip(FORWARD_ORDER, first))
    return holds, "the step's first GPU operations: " + "; ".join(name[:40] for name in first)


def _stretch(data) -> tuple[float, float, float]:
    """(µs a step spanned under the profiler, µs an eager step takes back to back without
    it, µs of kernels per step in the trace)."""
    b = data.json(BUSY)
    return b["span_us"] / b["steps"], 1e3 * _step(data, "eager")["ms_p50"], b["busy_us"] / b["steps"]


def _stretch_words(data):
    """One sentence for every GPU: how much longer a step spans under the profiler (the
    busy shares beside it are in the Facts table under the sentence)."""
    def longer(gpu):
        profiled, plain, _ = _stretch(gpu)
        return f"{n.ratio(profiled / plain)} as long"
    return ("Against an eager step timed back to back without it, a step under the profiler "
            f"is {each_gpu_said(data, longer, BUSY)}.")


def _stretch_rows(data):
    profiled, plain, kernels = _stretch(data)
    return [("a step under the profiler (span of the trace per step)", n.us(profiled)),
            ("an eager step without it (back to back, CUDA events)", n.us(plain)),
            ("kernel time per step (trace)", n.us(kernels)),
            ("busy share without the profiler", n.percent(kernels / plain))]


def _idle_most(data):
    profiled, plain, kernels = _stretch(data)
    return kernels / plain < 0.5, (f"kernels {kernels:.0f} µs of a {plain:.0f} µs step "
                                   f"({kernels / plain:.0%})")


def _host_paced(data):
    r = _step(data, REDUCE)
    host = r["host ms per step"]
    return (r["ms_p20"] <= host <= r["ms_p80"],
            f"host {host:.3f} ms, step {r['ms_p50']:.3f} [{r['ms_p20']:.3f}, {r['ms_p80']:.3f}] ms")


def _outside_words(data):
    """One sentence for every GPU: how many of a reduce-overhead step's kernels and memsets
    the host still launches one by one."""
    def launched(gpu):
        r = _step(gpu, REDUCE)
        return f"{r['kernel launches per step']:.0f} of {r['kernels per step']:.0f}"
    return ("Beside its CUDA graphs, the host still launches some of a reduce-overhead step's "
            f"kernels and memsets one by one: {each_gpu_said(data, launched, REMEDIES)}.")


CLAIMS = [
    Claim("forward-layer-order", PAGE, "the trace of a training step ([a schedule and a trace]"
          "(#a-schedule-and-a-trace)) keeps the order "
          "they ran in, and there the first layer's product (K = 512) is one `xmma` GEMM; after the GELU, the second layer's "
          "(K = 2048) is a Memset that clears its output, a scaling kernel "
          "(`scal_kernel`), a split-K GEMM (`sgemm_largek`: the K dimension cut into "
          "slices computed in parallel) and a cuBLASLt epilogue kernel, in that order",
          [TRACE], _forward_order),
    Wording("profiler-stretches-step", PAGE, [BUSY, REMEDIES], tolerant(_stretch_words)),
    Facts("profiler-stretch", PAGE, [BUSY, REMEDIES], _stretch_rows, header="eager step"),
    Claim("gpu-idle-most-of-step", PAGE, "Without the profiler too the GPU is idle for "
          "most of the step: its kernels fill less than half of it", [BUSY, REMEDIES],
          _idle_most),
    Claim("reduce-overhead-host-paced", PAGE, "the host's time to queue a step falls within "
          "the band of the step's own time back to back: the host sets the pace",
          [REMEDIES], _host_paced),
    Wording("reduce-overhead-outside", PAGE, [REMEDIES], tolerant(_outside_words)),
]
