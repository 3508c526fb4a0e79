"""Lecture 8's sentences on how to read its measurements (from the lecture's review): the naive
version's memory traffic against each GPU's copy bandwidth, which cases the benchmark
timed, the smallest margin over SDPA's flash backend, the TMA step and the cuDNN bar.

Beside claims.py, not in it: the page embeds a section of claims.py, so a sentence added
there would make the lecture's executed notebook stale. Imports nothing heavy: the site
build reads this module.
"""

from snippets.attention.claims import (
    BAR_CUDNN, DIRECTIONS, MEMORY, PAGE, STAGES, TFLOPS, _cases, _cudnn_ratios,
    _label, _row, _stage_rows, _verdict, on_each_gpu, passes)
from snippets.helpers import notation
from snippets.machinery.claims import Claim, GpuData, Wording, tolerant
from snippets.machinery.facts import Facts

DEVICE = "device/device.json"
# claims.py's sentence that our kernels are ahead of flash in every case: false on the
# H100's run of the lecture's grid (a forward + backward case behind); worded per GPU here
# (attention-flash-standing) until the next GPU run's edit of claims.py removes it.
RETIRED = ["attention-ahead-of-flash"]
H100, H200 = "nvidia-h100-80gb-hbm3", "nvidia-h200"
NAIVE, KERNEL = "torch, naive", "our kernel"

# How many times naive.py's naive_attention reads or writes the N x N scores, in units of
# their bfloat16 size (HEADS * N * N * 2 bytes, the CSV's "scores MiB"): the product writes
# them (1); the scaling reads and writes them (2); .float() reads them and writes float32
# (1 + 2); the softmax reads and writes float32 (2 + 2); .to(bfloat16) reads float32 and
# writes bfloat16 (2 + 1); the product with V reads them (1). A lower bound on the traffic:
# a kernel that reads its input twice moves more. tests/attention/test_attention.py counts it from
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


# --- The benchmark's grid, the smallest margin over flash, the bars ------------------
GRID = {(dtype, d, n) for dtype in ("bfloat16", "float16") for d in (64, 128)
        for n in (1024, 2048, 4096, 8192, 16384)}  # the lecture's grid, each causal and not


def _grid(data):
    """The benchmark's cases are the lecture's grid, each causal and not, and
    flex_attention ran in every one of them, forward and forward + backward."""
    cases = {(dtype, int(d), int(n), int(causal)) for dtype, d, n, causal in _cases(data)}
    whole = cases == {(*case, causal) for case in GRID for causal in (0, 1)}
    flex = [r for r in data.rows(TFLOPS, provider="flex")]
    missing = sorted({(r.get("dtype"), int(r["head dim"]), int(r["N"]), int(r["causal"]))
                      for r in flex if not r["available"]})
    return (whole and len(flex) == 2 * len(cases) and not missing,
            f"{len(cases)} cases, the grid's {2 * len(GRID)}: {whole}; flex not timed in "
            f"{missing or 'none'}")


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


SMALL = {1: "one", 2: "two", 3: "three", 4: "four"}


def _flash_standing_words(data) -> str:
    """One sentence for every GPU (on_each_gpu): _flash_standing on each."""
    return on_each_gpu(data, _flash_standing, TFLOPS) + "."


def _flash_standing(data) -> str:
    """Per direction, in how many cases our kernels are ahead of SDPA's flash backend in
    both passes, and each case where they are not, level (the passes straddle 1) or
    behind."""
    counts, others = [], []
    for direction in DIRECTIONS:
        found = {case: passes(data, direction, case, "sdpa flash") for case in _cases(data)}
        found = {case: _verdict(r) for case, r in found.items() if r is not None}
        ahead = sum(v == "ahead" for v in found.values())
        named = direction.replace("+", " + ")
        short = len(found) - ahead  # the counts in words: the paragraph's numbers are few
        counts.append(f"in every {named} case" if not short else
                      f"in all but {SMALL[short]} of the {named} cases" if short in SMALL
                      else f"in {ahead} of the {len(found)} {named} cases")
        others += [f"{verdict} in the {named} at {_label(case)}"
                   + (" (one pass faster, the other slower)" if verdict == "level" else "")
                   for case, verdict in found.items() if verdict != "ahead"]
    said = (f"our kernels are ahead of SDPA's flash backend in both passes "
            f"{' and '.join(counts)}")
    if not others:
        return said
    return said + " (they are " + "; ".join(others) + ")"


def _tma_slower(data):
    pointer = data.row(STAGES, loads="pointer", chosen=1)
    tma = data.row(STAGES, loads="TMA")
    if tma["note"]:
        return False, f"TMA did not run: {tma['note']}"
    ratios = [tma[p] / pointer[p] for p in ("pass 1", "pass 2")]
    return max(ratios) < 1.0, f"TMA / pointer per pass: {ratios[0]:.3f}, {ratios[1]:.3f}"


def _cudnn_below_words(data):
    """One sentence for every GPU (on_each_gpu): _cudnn_below on each."""
    return on_each_gpu(data, _cudnn_below, TFLOPS) + "."


def _cudnn_below(data):
    """In how many of the bar's cases the forward is below it in both passes."""
    found = _cudnn_ratios(data)
    below = [case for case, ratios in found.items() if max(ratios) < BAR_CUDNN]
    lengths = sorted({int(case[2]) for case in found})
    dtypes = sorted({case[0] for case in found}, key=lambda t: t != "bfloat16")
    where = (f"head dim 128 at N = {', '.join(notation.elements(n) for n in lengths)}, in "
             f"{' and '.join(dtypes)}, causal and not")
    count = (f"every one of its {len(found)} cases" if len(below) == len(found) else
             f"{len(below)} of its {len(found)} cases")
    return f"the forward is below the bar in both passes in {count} ({where})"


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
    Wording("attention-flash-standing", PAGE, [TFLOPS], tolerant(_flash_standing_words)),
    Facts("attention-tma-loads", PAGE, [STAGES],
          lambda data: _stage_rows(data, keep=lambda row: row["chosen"]),
          header="loads and num_stages", columns=["forward", "passes"],
          caption="The forward at head dim 128, N = 4096, no mask, bfloat16, at the chosen "
                  "num_stages: pointer loads, then TMA loads (TFLOP/s per pass in the "
                  "second column)"),
    Claim("attention-tma-slower", PAGE,
          "the descriptor loads are slower than the pointer loads, in both passes",
          [STAGES], _tma_slower),
    Claim("attention-grid-timed", PAGE,
          "the run timed the whole grid the bars are judged on: head dims 64 and 128 at "
          "N = 1024, 2048, 4096, 8192 and 16384, in bfloat16 and float16, each causal and "
          "not, with flex_attention in every case",
          [TFLOPS], _grid),
    Facts("attention-flash-smallest-margin", PAGE, [TFLOPS], _margin_rows,
          header="smallest margin over flash", columns=["case", "ours ÷ flash"],
          caption="The case where our kernels are closest to SDPA's flash backend, per "
                  "direction: the ratio of the two passes' mean TFLOP/s, and in brackets "
                  "the lowest and highest pass"),
    Wording("attention-cudnn-cases-below", PAGE, [TFLOPS],
            tolerant(_cudnn_below_words)),
]
