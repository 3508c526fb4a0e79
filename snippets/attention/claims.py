"""What lecture 8's sentences say about its measured data (see snippets/machinery/claims.py).

Imports nothing heavy: the site build reads this module. A ratio of two providers is
taken per pass (the two passes of one run, in opposite orders); "ahead" means every
pass is above 1, "behind" every pass below 1, as lecture 7 counts.
"""

from snippets.helpers import notation
from snippets.machinery.claims import Claim, Wording, tolerant
from snippets.machinery.facts import Facts

PAGE = "08-attention.md"
TFLOPS = "attention_benchmark/tflops.csv"
MEMORY = "attention_memory/memory.csv"
STAGES = "attention_pipelining/stages.csv"
DIRECTIONS = ("forward", "forward+backward")
NAMES = {"sdpa flash": "flash", "sdpa cudnn": "cuDNN", "sdpa efficient": "efficient",
         "flex": "flex"}
# --8<-- [start:bars]
BAR_FLASH, BAR_CUDNN = 1.0, 0.85  # the bars: >= 1.0x SDPA flash everywhere; >= 0.85x
CUDNN_CASES = dict(head_dim=128, min_n=4096)  # cuDNN's forward at head dim 128, N >= 4096
# --8<-- [end:bars]


def _dtype(row) -> str:
    return row.get("dtype") or "bfloat16"  # rows made before float16 was timed


def _cases(data):
    """(dtype, head dim, N, causal): bfloat16 first, then by head dim, N and mask."""
    rows = data.rows(TFLOPS)
    return sorted({(_dtype(r), r["head dim"], r["N"], r["causal"]) for r in rows},
                  key=lambda c: (c[0] != "bfloat16", -c[1], c[2], c[3]))


def _row(data, direction, case, provider):
    dtype, d, n, causal = case
    found = [r for r in data.rows(TFLOPS, direction=direction, provider=provider,
                                  **{"head dim": d}, N=n, causal=causal)
             if _dtype(r) == dtype]
    if len(found) != 1:
        raise LookupError(f"{TFLOPS}: {len(found)} rows for {provider}, {direction}, {case}")
    return found[0]


def passes(data, direction, case, provider) -> list[float] | None:
    """Our TFLOP/s over the provider's, per pass; None where it was not timed."""
    ours, theirs = _row(data, direction, case, "ours"), _row(data, direction, case, provider)
    if not theirs["available"]:
        return None
    return [ours[p] / theirs[p] for p in ("pass 1", "pass 2")]


def _label(case) -> str:
    dtype, d, n, causal = case
    return (f"head dim {int(d)}, N = {notation.elements(n)}{', causal' if causal else ''}"
            + ("" if dtype == "bfloat16" else f", {dtype}"))


def _ahead_everywhere(provider):
    def check(data):
        said, holds = [], True
        for direction in DIRECTIONS:
            for case in _cases(data):
                ratios = passes(data, direction, case, provider)
                if ratios is None:
                    continue
                holds &= min(ratios) > 1.0
                said.append(f"{direction} {_label(case)}: {min(ratios):.3f}-{max(ratios):.3f}")
        return holds and bool(said), "; ".join(said)
    return check


def _verdict(ratios) -> str:
    """Ahead or behind only when both passes agree; level where they straddle 1."""
    return "ahead" if min(ratios) > 1.0 else "behind" if max(ratios) < 1.0 else "level"


def _flex_words(data):
    """Where flex_attention was timed, both directions together: in how many cases ours
    is ahead of it, level with it (the two passes straddle 1) and behind it, and the
    direction of the cases behind where they share one. The tables give each ratio."""
    found = {}
    for direction in DIRECTIONS:
        for case in _cases(data):
            ratios = passes(data, direction, case, "flex")
            if ratios is not None:
                found[(direction, case)] = _verdict(ratios)
    verdicts = list(found.values())
    phrases = {"ahead": "ahead of it", "level": "level with it", "behind": "behind it"}
    counted = [f"{phrases[v]} in {verdicts.count(v)}" for v in phrases if v in verdicts]
    counted[0] += " cases" if len(counted) > 1 else ""  # three numbers at most: no total
    if len(counted) == 1:
        counted[0] = counted[0].split(" in ")[0] + f" in all {len(verdicts)} cases"
    listed = counted[0] if len(counted) == 1 else ", ".join(counted[:-1]) + " and " + counted[-1]
    behind = {direction for (direction, _), v in found.items() if v == "behind"}
    which = (f"; every case behind is a {behind.pop().replace('+', ' + ')}" if len(behind) == 1
             else "")
    return (f"On the {data.gpu}, where the compiled flex_attention was timed, our kernels "
            f"are {listed}{which}.")


def _ratio_cells(data, direction):
    out = []
    for case in _cases(data):
        ours = _row(data, direction, case, "ours")
        cells = [notation.tflops(ours["TFLOP/s"])]
        for provider in NAMES:
            theirs = _row(data, direction, case, provider)
            cells.append(notation.ratio(ours["TFLOP/s"] / theirs["TFLOP/s"])
                         if theirs["available"] else "not timed")
        out.append((_label(case), cells))
    return out


def _cudnn_ratios(data):
    found = {}
    for case in _cases(data):
        if case[1] == CUDNN_CASES["head_dim"] and case[2] >= CUDNN_CASES["min_n"]:
            ratios = passes(data, "forward", case, "sdpa cudnn")
            if ratios is not None:
                found[case] = ratios
    return found


def _cudnn_words(data):
    found = _cudnn_ratios(data)
    low = min(min(r) for r in found.values())
    high = max(max(r) for r in found.values())
    met = low >= BAR_CUDNN
    verdict = "the bar is met" if met else "the bar is not met"
    # The bar's cases (head dim 128, N from 4096) are named by the paragraph above:
    # three numbers here at most, the rest is in the table.
    return (f"On the {data.gpu}, the forward in the bar's cases runs at "
            f"{notation.ratio(low)} to {notation.ratio(high)} the speed of SDPA's cuDNN "
            f"backend over both passes of every case, against a bar of "
            f"{notation.ratio(BAR_CUDNN)}: {verdict}.")


def _memory_rows(data):
    """Per length: peak memory and time of the naive version and of the kernel."""
    out = []
    for n in sorted({r["N"] for r in data.rows(MEMORY)}):
        peaks, times = [], []
        for version in ("torch, naive", "our kernel"):
            row = data.row(MEMORY, N=n, version=version)
            lost = isinstance(row["peak MiB"], str)
            peaks.append("out of memory" if lost else notation.mib(row["peak MiB"] * 2**20))
            times.append("—" if lost else notation.ms(row["ms"]))
        out.append((f"N = {notation.elements(n)}", peaks + times))
    return out


def _growth(data, version):
    """Peak memory at 2N over peak memory at N, for each doubling from 4096 that ran."""
    peaks = {r["N"]: r["peak MiB"] for r in data.rows(MEMORY, version=version)
             if not isinstance(r["peak MiB"], str)}
    return [peaks[n * 2] / peaks[n] for n in sorted(peaks) if n >= 4096 and n * 2 in peaks]


def _quadratic_vs_linear(data):
    naive, ours = _growth(data, "torch, naive"), _growth(data, "our kernel")
    holds = bool(naive) and min(naive) >= 3.5 and bool(ours) and max(ours) <= 2.2
    return holds, (f"per doubling from 4096: naive x{', x'.join(f'{g:.2f}' for g in naive)}; "
                   f"kernel x{', x'.join(f'{g:.2f}' for g in ours)}")


def _out_of_memory_words(data):
    rows = data.rows(MEMORY)
    lost = sorted(r["N"] for r in rows if r["version"] == "torch, naive"
                  and isinstance(r["peak MiB"], str))
    ran = [r["N"] for r in rows if r["version"] == "our kernel"
           and not isinstance(r["peak MiB"], str)]
    every = len(ran) == len([r for r in rows if r["version"] == "our kernel"])
    kernel = (f"the kernel runs at every length measured, up to N = "
              f"{notation.elements(max(ran))}" if every else
              f"the kernel runs up to N = {notation.elements(max(ran))}, not at every "
              f"length measured")
    if not lost:
        return f"On the {data.gpu}, the naive version fits at every length measured; {kernel}."
    return (f"On the {data.gpu}, the naive version runs out of memory from N = "
            f"{notation.elements(lost[0])}; {kernel}.")


def _kernel_faster_than_naive(data):
    said, holds = [], True
    for n in sorted({r["N"] for r in data.rows(MEMORY)}):
        naive = data.row(MEMORY, N=n, version="torch, naive")
        ours = data.row(MEMORY, N=n, version="our kernel")
        if isinstance(naive["peak MiB"], str) or n < 4096:
            continue
        holds &= ours["ms"] < naive["ms"]
        said.append(f"N={n}: {ours['ms']:.3g} ms against {naive['ms']:.3g} ms")
    return holds and bool(said), "; ".join(said)


def _stage_rows(data):
    out = []
    for r in data.rows(STAGES):
        label = (f"{r['loads']} loads, {int(r['stages'])} stage{'s' if r['stages'] > 1 else ''}"
                 + (" (chosen)" if r["chosen"] else ""))
        if r["note"]:
            out.append((label, ["did not run", r["note"][:60]]))
        else:
            out.append((label, [notation.tflops(r["TFLOP/s"]),
                                f"{r['pass 1']:.0f} / {r['pass 2']:.0f}"]))
    return out


def _tma_words(data):
    pointer = data.row(STAGES, loads="pointer", chosen=1)
    tma = data.row(STAGES, loads="TMA")
    if tma["note"]:
        return (f"On the {data.gpu}, the descriptor version did not run with this Triton "
                f"({tma['note']}).")
    ratios = [tma[p] / pointer[p] for p in ("pass 1", "pass 2")]
    side = "ahead of" if min(ratios) > 1 else "behind" if max(ratios) < 1 else "level with"
    return (f"On the {data.gpu}, TMA loads run the forward at {notation.ratio(min(ratios))} to "
            f"{notation.ratio(max(ratios))} the speed of pointer loads over the two passes: "
            f"{side} them.")


def _stages_help(data):
    rows = {int(r["stages"]): r for r in data.rows(STAGES, loads="pointer")}
    said, holds = [], True
    for s in (2, 3):
        before, after = rows[s - 1], rows[s]
        holds &= min(after["pass 1"], after["pass 2"]) > max(before["pass 1"], before["pass 2"])
        said.append(f"{s - 1}->{s}: {before['TFLOP/s']:.0f} -> {after['TFLOP/s']:.0f}")
    return holds, "; ".join(said)


CLAIMS = [
    Claim("attention-memory-quadratic", PAGE,
          "the naive version's peak memory grows about four times with each doubling of N, "
          "the kernel's about twice, as the inputs do",
          [MEMORY], _quadratic_vs_linear),
    Wording("attention-naive-out-of-memory", PAGE, [MEMORY], tolerant(_out_of_memory_words)),
    Facts("attention-memory", PAGE, [MEMORY], _memory_rows, header="length",
          columns=["naive, peak", "kernel, peak", "naive, time", "kernel, time"],
          caption="One forward: peak memory beyond q, k, v, and median time (batch 1, 8 "
                  "heads, head dim 64, bfloat16)"),
    Claim("attention-kernel-faster-than-naive", PAGE,
          "from N = 4096 on, the kernel is also faster than the naive version",
          [MEMORY], _kernel_faster_than_naive),
    Claim("attention-ahead-of-flash", PAGE,
          "our kernels are ahead of SDPA's flash backend in every case measured, forward and "
          "forward + backward, in both passes",
          [TFLOPS], _ahead_everywhere("sdpa flash")),
    Wording("attention-versus-flex", PAGE, [TFLOPS], tolerant(_flex_words)),
    Claim("attention-ahead-of-efficient", PAGE,
          "ahead of the efficient (xFormers) backend everywhere",
          [TFLOPS], _ahead_everywhere("sdpa efficient")),
    Facts("attention-forward", PAGE, [TFLOPS], lambda d: _ratio_cells(d, "forward"),
          header="forward", columns=["ours", "× flash", "× cuDNN", "× efficient", "× flex"],
          caption="Our forward in TFLOP/s, and its speed over each provider's (mean of the "
                  "two passes); bfloat16 unless the row says float16, 16 heads, batch × N = 16384"),
    Facts("attention-forward-backward", PAGE, [TFLOPS],
          lambda d: _ratio_cells(d, "forward+backward"), header="forward + backward",
          columns=["ours", "× flash", "× cuDNN", "× efficient", "× flex"],
          caption="The same for forward + backward (3.5 times the forward's operations)"),
    Wording("attention-cudnn-bar", PAGE, [TFLOPS], tolerant(_cudnn_words)),
    Claim("attention-stages-help", PAGE,
          "A second stage and a third each make the forward faster, beyond both passes",
          [STAGES], _stages_help),
    Facts("attention-stages", PAGE, [STAGES], _stage_rows, header="loads and num_stages",
          columns=["forward", "passes"],
          caption="The forward at head dim 128, N = 4096, no mask, bfloat16: only num_stages "
                  "changed, then only the loads (TFLOP/s per pass in the second column)"),
    Wording("attention-tma-step", PAGE, [STAGES], tolerant(_tma_words)),
]
