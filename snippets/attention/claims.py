"""What lecture 8's sentences say about its measured data (see snippets/machinery/claims.py).

Imports nothing heavy: the site build reads this module. A ratio of two providers is
taken per pass (the two passes of one run, in opposite orders); "ahead" means every
pass is above 1, "behind" every pass below 1, as lecture 7 counts.
"""

from snippets.helpers import notation
from snippets.machinery.claims import Claim, Wording, gpu_folders, tolerant
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


def said_by_gpu(data, phrase, needs) -> list[tuple[str, str]]:
    """(phrase, "the A and the B") per distinct phrase, over every GPU folder beside
    ``data``'s that has ``needs``: GPUs whose data say the same words are named together,
    as "both GPUs" (or "every GPU") where that is all of them."""
    named: dict[str, list[str]] = {}
    gpus = [gpu for gpu in gpu_folders(data.folder.parent) if gpu.has(needs)]
    for gpu in gpus:
        named.setdefault(phrase(gpu), []).append(f"the {gpu.gpu}")
    return [(said, _gpus_named(names, len(gpus))) for said, names in named.items()]


def _gpus_named(names: list[str], every: int) -> str:
    """"both GPUs" where ``names`` are all of two GPUs, "every GPU" where all of more,
    else "the A and the B"."""
    if len(names) == every > 1:
        return "both GPUs" if every == 2 else "every GPU"
    return " and ".join(names)


def on_each_gpu(data, phrase, needs) -> str:
    """One sentence for every GPU: "On the A and the B, X" where their data say the same,
    "On the A, X; on the B, Y" where not (without its full stop)."""
    text = "; ".join(f"on {gpus}, {said}" for said, gpus in said_by_gpu(data, phrase, needs))
    return text[:1].upper() + text[1:]


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
    """One sentence for every GPU (on_each_gpu): _flex_phrase on each."""
    return on_each_gpu(data, _flex_phrase, TFLOPS) + "."


def _flex_phrase(data):
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
    return f"where the compiled flex_attention was timed, our kernels are {listed}{which}"


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
    """One sentence for every GPU: the range of the forward's speed over cuDNN's, over
    both passes of every case of the bar on every GPU, and each GPU's verdict. The bar's
    cases (head dim 128, N from 4096) are named by the paragraph above: three numbers
    here at most (one range for all GPUs); each GPU's ratios are in the tables."""
    found = said_by_gpu(data, lambda gpu: tuple(sorted(
        r for pair in _cudnn_ratios(gpu).values() for r in pair)), TFLOPS)
    every = [r for ratios, _ in found for r in ratios]
    verdicts = said_by_gpu(data, lambda gpu: "met" if min(
        min(r) for r in _cudnn_ratios(gpu).values()) >= BAR_CUDNN else "not met", TFLOPS)
    verdict = (f"the bar is {verdicts[0][0]}" if len(verdicts) == 1 else
               "the bar is " + " and ".join(f"{v} on {gpus}" for v, gpus in verdicts))
    everyone = said_by_gpu(data, lambda gpu: "", TFLOPS)[0][1]  # every GPU in `found`
    return (f"On {everyone}, the forward in the bar's cases "
            f"runs at {notation.ratio(min(every))} to {notation.ratio(max(every))} the speed "
            f"of SDPA's cuDNN backend over both passes of every case, against a bar of "
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
    """One sentence for every GPU: from which N the naive version runs out of memory on
    each (GPUs with the same length named together), then how far the kernel runs."""
    naive = said_by_gpu(data, lambda gpu: _out_of_memory_phrases(gpu)[0], MEMORY)
    kernel = said_by_gpu(data, lambda gpu: _out_of_memory_phrases(gpu)[1], MEMORY)
    (first, gpus), *others = naive  # "On the A, the naive version ..., on the B from N = Y"
    lost = [f"On {gpus}, {first}"] + [
        f"on {gpus} " + said.replace("the naive version runs out of memory ", "").replace(
            "the naive version fits", "it fits") for said, gpus in others]
    ran = (kernel[0][0] if len(kernel) == 1 else
           "; ".join(f"on {gpus}, {said}" for said, gpus in kernel))
    return f"{', '.join(lost[:-1]) + ' and ' if others else ''}{lost[-1]}; {ran}."


def _out_of_memory_phrases(data):
    """(what the naive version does, what the kernel does) on one GPU."""
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
        return "the naive version fits at every length measured", kernel
    return (f"the naive version runs out of memory from N = {notation.elements(lost[0])}",
            kernel)


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


def _stage_rows(data, keep=lambda r: r["loads"] == "pointer"):  # the stages: pointer loads
    out = []
    for r in filter(keep, data.rows(STAGES)):
        label = (f"{r['loads']} loads, {int(r['stages'])} stage{'s' if r['stages'] > 1 else ''}"
                 + (" (chosen)" if r["chosen"] else ""))
        if r["note"]:
            out.append((label, ["did not run", r["note"][:60]]))
        else:
            out.append((label, [notation.tflops(r["TFLOP/s"]),
                                f"{r['pass 1']:.0f} / {r['pass 2']:.0f}"]))
    return out


def _tma_ratios(data):
    """TMA over pointer loads per pass on one GPU, or the note of why TMA did not run."""
    pointer = data.row(STAGES, loads="pointer", chosen=1)
    tma = data.row(STAGES, loads="TMA")
    if tma["note"]:
        return tma["note"]
    return tuple(tma[p] / pointer[p] for p in ("pass 1", "pass 2"))


def _tma_side(ratios) -> str:
    return "ahead of" if min(ratios) > 1 else "behind" if max(ratios) < 1 else "level with"


def _tma_words(data):
    """One sentence for every GPU: the range of TMA's speed over the pointer loads over
    both passes on every GPU it ran on (each GPU's passes are in the table under it),
    whether it is ahead, level or behind on each, and where it did not run."""
    found = said_by_gpu(data, _tma_ratios, STAGES)
    ran = [(ratios, gpus) for ratios, gpus in found if not isinstance(ratios, str)]
    said = []
    if ran:
        every = [r for ratios, _ in ran for r in ratios]
        sides: dict[str, list[str]] = {}
        for ratios, gpus in ran:
            sides.setdefault(_tma_side(ratios), []).append(gpus)
        verdict = (f"{next(iter(sides))} them" if len(sides) == 1 else
                   " and ".join(f"{side} them on {' and '.join(gpus)}"
                                for side, gpus in sides.items()))
        ran_on = dict(said_by_gpu(data, lambda gpu: not isinstance(_tma_ratios(gpu), str),
                                  STAGES))[True]  # "both GPUs" where it ran on both
        said.append(f"on {ran_on}, TMA loads run the forward "
                    f"at {notation.ratio(min(every))} to {notation.ratio(max(every))} the "
                    f"speed of pointer loads over the two passes: {verdict}")
    said += [f"on {gpus}, the descriptor version did not run with this Triton ({note})"
             for note, gpus in found if isinstance(note, str)]
    text = "; ".join(said)
    return text[:1].upper() + text[1:] + "."


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
                  "changed, pointer loads (TFLOP/s per pass in the second column)"),
    Wording("attention-tma-step", PAGE, [STAGES], tolerant(_tma_words)),
]
