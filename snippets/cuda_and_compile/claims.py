"""What lecture 5's sentences say about its measured data (see snippets/machinery/claims.py)."""

import re

from snippets.helpers import notation as n
from snippets.machinery.claims import Claim, Spread, Wording, every_gpu, tolerant, verdict
from snippets.machinery.facts import Facts
from snippets.cuda_and_compile.tables import TABLES, _mapping_at, each_said, grouped, named

PAGE = "05-cuda-and-compile.md"
PART_2 = "05-cuda-and-compile-part-2.md"
NCU = "square_cuda_ncu/square_metrics.csv"


def _ncu_square(data):
    rows = {r["kernel"]: r for r in data.rows(NCU)}
    ours, torch_ = rows["our square_kernel"], rows["torch.square"]

    def coalesced(r):  # a warp's request touches exactly the sectors its bytes fill
        return abs(r["sectors per request"] - 4 * r["floats per thread per load"]) < 0.5

    loads = ours["load instructions (warp)"] / torch_["load instructions (warp)"]
    dram = "DRAM throughput (% of peak)"
    return (coalesced(ours) and coalesced(torch_) and ours["floats per thread per load"] == 1
            and torch_["floats per thread per load"] == 4 and 3.5 < loads < 4.5
            and ours[dram] < torch_[dram],
            f"sectors per request {ours['sectors per request']:.1f} and "
            f"{torch_['sectors per request']:.1f}; floats per load 1 and 4; {loads:.1f}x the "
            f"load instructions; DRAM {ours[dram]:.0f} and {torch_[dram]:.0f} % of peak")


SQUARE = "square_cuda/benchmark.csv"
GELU = "gelu_tanh_triton/benchmark.csv"


def _largest(data, path, provider):
    rows = data.rows(path, provider=provider)
    return max(rows, key=lambda r: r["x"])


def _square_small_flat(data):
    said, holds = [], True
    for provider in ("cuda", "torch"):
        rows = sorted(data.rows(SQUARE, provider=provider), key=lambda r: r["x"])
        ratio = rows[1]["ms_p50"] / rows[0]["ms_p50"]
        holds &= ratio < 2
        said.append(f"{provider}: {rows[0]['x']:.0f} -> {rows[1]['x']:.0f} takes {ratio:.2f}x the time")
    return holds, "; ".join(said) + " for 4x the data"


def _square_largest_rows(data):
    """One GPU: the share of the copy bandwidth torch.square and our kernel reach at the
    largest size (values, not bounds): one table for every GPU, not a sentence each."""
    return [(label, n.percent(_largest(data, SQUARE, provider)["fraction_of_copy"]))
            for label, provider in (("`torch.square`", "torch"), ("our kernel", "cuda"))]


NUMBA = "square_numba/benchmark.csv"
SECTORS = "../portable/numba_warp_sectors/sectors.csv"
CALL_STATES = {"ahead": "faster beyond the spread", "behind": "slower beyond the spread",
               "level within the noise": "level within the noise"}


def _numba_against_cuda_words(data):
    """Every GPU in one sentence: at the largest size, where the kernel outlasts the host's
    work, a Numba call (coalesced mapping) against a call of the C++ extension, both timed
    with do_bench: the ratio of their median times, and the verdict beyond the p20-p80
    spread."""
    found = []
    for gpu in every_gpu(data, [NUMBA, SQUARE]):
        size = max(r["x"] for r in gpu.rows(SQUARE, provider="cuda"))
        numba = Spread.of_row(gpu.row(NUMBA, provider="numba", x=size), "ms")
        cuda = Spread.of_row(gpu.row(SQUARE, provider="cuda", x=size), "ms")
        found.append((CALL_STATES[verdict(numba, cuda, higher_is_better=False)], gpu,
                      numba.median / cuda.median))
    ratios = each_said([(n.ratio(r), gpu, None) for _, gpu, r in found], " the time of a C++ call")
    verdicts = ", and ".join(f"{how} on {named(members, found, again=True)}"
                             for how, members in grouped(found))
    close = all(0.95 <= r <= 1.05 for _, _, r in found)
    return ("At the largest size, where the kernel outlasts the host's work, a Numba call "
            f"(x along a row) takes {ratios}: {verdicts}"
            + (", but within 5 %. The same kernel, compiled by Numba or by nvcc, runs in "
               "nearly the same time." if close else "."))


def _sectors_ratio(data) -> float:
    rows = {r["mapping"].split(" (")[0]: r for r in data.rows(SECTORS)}
    return (rows["x down a column"]["sectors per warp load"]
            / rows["x along a row"]["sectors per warp load"])


def _sectors_cost_words(data):
    """Every GPU in one sentence: the strided mapping's extra sectors per warp load against
    the time it costs at the largest size (far less than in proportion when its time ratio
    is under half the sector ratio)."""
    sectors = _sectors_ratio(data)
    found = [("far less than" if _mapping_at(gpu)[2] < sectors / 2 else "about", gpu, None)
             for gpu in every_gpu(data, [NUMBA]) if gpu.has(SECTORS)]
    said = ", and ".join(f"{how} {sectors:.0f}× the time on {named(members, found)}"
                         for how, members in grouped(found))
    tail = (": the other warps of its block read the rest of each sector soon after, and can "
            "find it in the L1 cache" if all(how == "far less than" for how, _, _ in found)
            else "")
    return f"So the strided kernel's {sectors:.0f}× the sectors per warp load cost it {said}{tail}."


def _gelu_share(data, provider) -> float:
    return _largest(data, GELU, provider)["fraction_of_copy"]


def _gelu_eager_words(data):
    """Every GPU: eager's share of the copy bandwidth at the largest size, and whether it is
    near the one eleventh that nine kernels at full bandwidth give (0.07 to 0.11)."""
    shares = [_gelu_share(gpu, "eager") for gpu in every_gpu(data, [GELU])]
    near = all(0.07 <= share <= 0.11 for share in shares)
    return ("At the largest size eager reaches " + each_said(
        [(n.percent(_gelu_share(gpu, "eager")), gpu, None) for gpu in every_gpu(data, [GELU])],
        " of the copy bandwidth")
            + (", about one eleventh of it" if near else ", far from one eleventh of it"))


def _gelu_fused_words(data):
    """Every GPU: the range of shares the hand-written kernel and F.gelu reach at the
    largest size."""
    gpus = every_gpu(data, [GELU])
    shares = [_gelu_share(gpu, p) for gpu in gpus for p in ("triton", "torch_gelu")]
    return ("The hand-written Triton kernel and `F.gelu` reach "
            f"{n.percent(min(shares))} to {n.percent(max(shares))} of the copy bandwidth at "
            f"the largest size on {named(gpus, gpus)}")


def _gelu_compiled_words(data):
    """Every GPU: the default compiled line's throughput over eager's at the largest size."""
    gpus = every_gpu(data, [GELU])
    said = each_said([(n.ratio(_gelu_share(gpu, "compiled") / _gelu_share(gpu, "eager"), 1),
                       gpu, None) for gpu in gpus], " eager's bytes a second")
    return ("`torch.compile` (the default line) fuses the chain into one kernel: at the "
            f"largest size it moves {said}")


LOGS = ("torch_logs_cuda/graph_code.txt", "torch_logs_cuda/output_code.py")
# What differs from run to run in those logs: the compiled function's random id, and the
# temporary folders and cache file names Inductor wrote to.
RUN_NAMES = re.compile(r"[0-9a-f]{8}(?:_[0-9a-f]{4}){3}_[0-9a-f]{12}|/tmp/\S+")


def _logs_same(data):
    """Every GPU folder with the TORCH_LOGS listings holds the same text, once the random
    names of one run are masked."""
    texts = {}
    for gpu in every_gpu(data, list(LOGS)):
        texts[gpu.gpu] = tuple(RUN_NAMES.sub("<run name>", gpu.text(path)) for path in LOGS)
    return (len(texts) > 1 and len(set(texts.values())) == 1,
            f"{len(set(texts.values()))} distinct text(s) across {', '.join(texts)}")


CLAIMS = [
    Claim("torch-logs-same-on-every-gpu", PART_2,
          "The GPUs' tabs of these two listings are the same apart from the random names of "
          "one run (the compiled function's id, temporary files)", list(LOGS), _logs_same,
          gpus=["nvidia-h200"]),
    Wording("gelu-compiled-over-eager", PART_2, [GELU], tolerant(_gelu_compiled_words)),
    Claim("square-small-sizes-flat", PAGE,
          "At the smallest sizes the time hardly grows with the data (from 256 to 512, four "
          "times the data, less than twice the time)", [SQUARE], _square_small_flat),
    Facts("square-largest-of-copy", PAGE, [SQUARE], _square_largest_rows, header="at the largest size",
          caption="Share of the copy bandwidth each kernel reaches at the largest size"),
    Wording("numba-against-cuda", PAGE, [NUMBA, SQUARE], tolerant(_numba_against_cuda_words)),
    Wording("numba-sectors-cost", PAGE, [NUMBA, SECTORS], tolerant(_sectors_cost_words)),
    Wording("gelu-eager-share", PART_2, [GELU], tolerant(_gelu_eager_words)),
    Wording("gelu-fused-share", PART_2, [GELU], tolerant(_gelu_fused_words)),
    Claim("ncu-square-coalesced", PAGE, "Both kernels are coalesced: a warp's request "
          "touches exactly the sectors its loads fill (4 for one float per thread, 16 for "
          "four). What differs is the width of each load: a thread of torch.square loads "
          "four floats per instruction, ours one, so ours issues four times as many load "
          "instructions and reaches a lower DRAM throughput", [NCU], _ncu_square),
] + TABLES
