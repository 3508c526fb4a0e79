"""Lecture 8's sentences on how to read its measurements (issue 32's review): the naive
version's memory traffic against each GPU's copy bandwidth, which cases the benchmark
timed, the smallest margin over SDPA's flash backend, the TMA step and the cuDNN bar.

Beside claims.py, not in it: the page embeds a section of claims.py, so a sentence added
there would make the lecture's executed notebook stale. Imports nothing heavy: the site
build reads this module.
"""

from snippets.attention.claims import (
    BAR_CUDNN, DIRECTIONS, MEMORY, PAGE, STAGES, TFLOPS, _cases, _cudnn_ratios,
    _label, _row, passes)
from snippets.core import notation
from snippets.core.claims import Claim, GpuData
from snippets.core.facts import Facts

DEVICE = "device/device.json"
H100, H200 = "nvidia-h100-80gb-hbm3", "nvidia-h200"
NAIVE, KERNEL = "torch, naive", "our kernel"

# How many times naive.py's naive_attention reads or writes the N x N scores, in units of
# their bfloat16 size (HEADS * N * N * 2 bytes, the CSV's "scores MiB"): the product writes
# them (1); the scaling reads and writes them (2); .float() reads them and writes float32
# (1 + 2); the softmax reads and writes float32 (2 + 2); .to(bfloat16) reads float32 and
# writes bfloat16 (2 + 1); the product with V reads them (1). A lower bound on the traffic:
# a kernel that reads its input twice moves more. tests/test_attention.py counts it from
# the aten operations the code runs.
SCORE_PASSES = 14
TRAFFIC_N = 16384  # the longest length at which the naive version fits on every GPU
FROM_N = 4096  # the lengths the page compares from, as the faster-than-naive claim does


# --- The naive version against each GPU's copy bandwidth ------------------------------
def naive_traffic(data, n=TRAFFIC_N) -> dict:
    """Bytes the naive version moves at N = n (at least), its time, and the rate."""
    row = data.row(MEMORY, N=n, version=NAIVE)
    moved = SCORE_PASSES * row["scores MiB"] * 2**20
    rate = moved / (row["ms"] * 1e-3) / 1e9
    copy = data.json(DEVICE)["copy_gbps"]
    return {"bytes": moved, "ms": row["ms"], "gbps": rate, "copy_gbps": copy,
            "share": rate / copy}


def _traffic_rows(data):
    t = naive_traffic(data)
    return [(f"bytes read and written, at least ({SCORE_PASSES} × the scores)",
             notation.mib(t["bytes"])),
            ("naive version's time", notation.ms(t["ms"])),
            ("bytes / time", notation.gbps(t["gbps"])),
            ("the GPU's measured copy bandwidth", notation.gbps(t["copy_gbps"])),
            ("share of the copy bandwidth", notation.percent(t["share"]))]


def _near_copy(data):
    t = naive_traffic(data)
    return t["share"] > 2 / 3, (f"{t['bytes'] / 1e9:.1f} GB in {t['ms']:.3g} ms = "
                                f"{t['gbps']:.0f} GB/s, copy {t['copy_gbps']:.0f} GB/s, "
                                f"{t['share']:.0%}")


def _times(data, version):
    return {r["N"]: r["ms"] for r in data.rows(MEMORY, version=version)
            if not isinstance(r["peak MiB"], str) and r["N"] >= FROM_N}


def _h100_over_h200(h100: dict, h200: dict) -> dict:
    """H100 time / H200 time at each N both GPUs ran."""
    return {n: t / h200[n] for n, t in h100.items() if n in h200}


def _follows_memory(data):
    """The H200 has the H100's multiprocessors and more copy bandwidth: the naive
    version is faster there at every length from FROM_N (by more than a tenth), the
    kernel's time stays within 5 % of the H100's."""
    h100, h200 = GpuData(data.folder.parent / H100), GpuData(data.folder.parent / H200)
    d100, d200 = h100.json(DEVICE), h200.json(DEVICE)
    same_sms = d100["multiprocessors"] == d200["multiprocessors"]
    more_copy = d200["copy_gbps"] > 1.2 * d100["copy_gbps"]
    naive, kernel = (_h100_over_h200(_times(h100, v), _times(h200, v)) for v in (NAIVE, KERNEL))
    holds = (same_sms and more_copy and bool(naive) and min(naive.values()) > 1.1
             and bool(kernel) and max(abs(r - 1) for r in kernel.values()) <= 0.05)
    said = lambda ratios: ", ".join(f"{int(n)}: {r:.3f}" for n, r in sorted(ratios.items()))
    return holds, (f"H100 time / H200 time, naive: {said(naive)}; kernel: {said(kernel)}; "
                   f"copy {d100['copy_gbps']:.0f} and {d200['copy_gbps']:.0f} GB/s; "
                   f"multiprocessors {d100['multiprocessors']} and {d200['multiprocessors']}")


def _every_length(data):
    """The kernel ran at every length measured, the longest 2**16, its peak memory under
    one percent of the GPU's."""
    rows = data.rows(MEMORY, version=KERNEL)
    ran = all(not isinstance(r["peak MiB"], str) for r in rows)
    peak = max(r["peak MiB"] for r in rows if not isinstance(r["peak MiB"], str))
    memory_mib = data.json(DEVICE)["memory_gib"] * 1024
    longest = max(r["N"] for r in rows)
    return (ran and longest == 2**16 and peak < memory_mib / 100,
            f"longest N {int(longest)}, kernel peak {peak:.1f} MiB of {memory_mib:.0f} MiB")


# --- The benchmark's grid, the smallest margin over flash, the bars ------------------
TIMED = ({("bfloat16", 128, n) for n in (1024, 4096, 16384)}
         | {("bfloat16", 64, 4096), ("float16", 128, 4096)})
FLEX_TIMED_AT = 4096


def _grid(data):
    """The benchmark's cases are TIMED, each causal and not, and flex is timed at one N."""
    cases = {(dtype, int(d), int(n), int(causal)) for dtype, d, n, causal in _cases(data)}
    timed = {case[:3] for case in cases}
    both_masks = cases == {(*case, causal) for case in TIMED for causal in (0, 1)}
    flex = {int(r["N"]) for r in data.rows(TFLOPS, provider="flex") if r["available"]}
    return (timed == TIMED and both_masks and flex == {FLEX_TIMED_AT},
            f"timed {sorted(timed)}; flex at {sorted(flex)}")


def smallest_flash_margin(data, direction):
    """(case, our TFLOP/s over flash's: mean of the passes, lowest and highest pass) of
    the case whose lower pass is the smallest."""
    found = []
    for case in _cases(data):
        ratios = passes(data, direction, case, "sdpa flash")
        if ratios is not None:
            mean = (_row(data, direction, case, "ours")["TFLOP/s"]
                    / _row(data, direction, case, "sdpa flash")["TFLOP/s"])
            found.append((min(ratios), case, mean, max(ratios)))
    low, case, mean, high = min(found)
    return case, mean, low, high


def _margin_rows(data):
    out = []
    for direction in DIRECTIONS:
        case, mean, low, high = smallest_flash_margin(data, direction)
        out.append((direction.replace("+", " + "),
                    [_label(case), notation.spread(mean, low, high)]))
    return out


def _tma_slower(data):
    pointer = data.row(STAGES, loads="pointer", chosen=1)
    tma = data.row(STAGES, loads="TMA")
    if tma["note"]:
        return False, f"TMA did not run: {tma['note']}"
    ratios = [tma[p] / pointer[p] for p in ("pass 1", "pass 2")]
    return max(ratios) < 1.0, f"TMA / pointer per pass: {ratios[0]:.3f}, {ratios[1]:.3f}"


CUDNN_TIMED = {("bfloat16", 4096, 0), ("bfloat16", 4096, 1), ("bfloat16", 16384, 0),
               ("bfloat16", 16384, 1), ("float16", 4096, 0), ("float16", 4096, 1)}


def _cudnn_missed_everywhere(data):
    found = _cudnn_ratios(data)
    cases = {(c[0], int(c[2]), int(c[3])) for c in found}
    worst = max(max(r) for r in found.values())
    return (cases == CUDNN_TIMED and worst < BAR_CUDNN,
            f"{len(found)} cases, the best pass {worst:.3f} against {BAR_CUDNN}")


CLAIMS = [
    Facts("attention-naive-traffic", PAGE, [MEMORY, DEVICE], _traffic_rows,
          header=f"naive version, N = {notation.elements(TRAFFIC_N)}",
          caption="What the naive version moves at the longest length it runs on every GPU "
                  "(batch 1, 8 heads, head dim 64, bfloat16): the bytes counted from its "
                  "code, over its median time, against the GPU's copy"),
    Claim("attention-naive-near-copy", PAGE,
          "at N = 16384 those bytes over its time come to more than two thirds of the GPU's "
          "measured copy bandwidth, before counting the time its two products take",
          [MEMORY, DEVICE], _near_copy),
    Claim("attention-naive-follows-memory", PAGE,
          "the H200 has as many multiprocessors as the H100 and a higher measured copy "
          "bandwidth; from N = 4096 on it runs the naive version faster than the H100 at "
          "every length, and the kernel within five percent of the H100's time",
          [f"../{gpu}/{path}" for gpu in (H100, H200) for path in (MEMORY, DEVICE)],
          _follows_memory, gpus=[H100, H200]),
    Claim("attention-kernel-every-length", PAGE,
          "N = 2¹⁶ is only the longest length measured, not a limit of the kernel: it ran at "
          "every length measured, with a peak memory under one percent of the GPU's",
          [MEMORY, DEVICE], _every_length),
    Claim("attention-tma-slower", PAGE,
          "the descriptor loads are slower than the pointer loads, in both passes",
          [STAGES], _tma_slower),
    Claim("attention-grid-timed", PAGE,
          "the run timed part of the grid issue 32 asked for, not all of it: in bfloat16, "
          "head dim 128 at N = 1024, 4096 and 16384 but head dim 64 at N = 4096 only; "
          "float16 at head dim 128, N = 4096 only; each causal and not; and "
          "flex_attention at N = 4096 only",
          [TFLOPS], _grid),
    Facts("attention-flash-smallest-margin", PAGE, [TFLOPS], _margin_rows,
          header="smallest margin over flash", columns=["case", "ours ÷ flash"],
          caption="The case where our kernels are closest to SDPA's flash backend, per "
                  "direction: the ratio of the two passes' mean TFLOP/s, and in brackets "
                  "the lowest and highest pass"),
    Claim("attention-cudnn-missed-everywhere", PAGE,
          "the forward is below the bar in every one of its cases and in both passes: head "
          "dim 128 at N = 4096 and 16384 in bfloat16 and at N = 4096 in float16, causal "
          "and not",
          [TFLOPS], _cudnn_missed_everywhere),
]
