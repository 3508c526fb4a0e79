"""Lecture 3's headline sentences, each written from data: the checks passed, what grouped
order saves at 8192, the autotuned kernel against torch.matmul, and the fused epilogue's
payoff (and the H200 run's unexplained unfused time at 2048).

Imports nothing heavy: the site build reads this module.
"""


from snippets.helpers import notation
from snippets.machinery.claims import (Claim, Spread, Wording, gpu_folders, tolerant,
                                       verdict)
from snippets.machinery.facts import Facts
from snippets.matmul.claims import L2, _l2_mib, _l2_pair
from snippets.matmul.claims_small_products_and_epilogue import (EPILOGUE, _count,
                                                                said_on_each_gpu)

PAGE = "03-matmul.md"
PAGE_2 = "03-matmul-part-2.md"
NAIVE_CHECK = "matmul_naive/check.json"
AUTOTUNED_CHECK = "matmul_autotuned/check.json"
EPILOGUE_CHECK = "matmul_epilogue/check.json"
L2_SUMMARY = "matmul_l2_order/summary.txt"
H200 = "nvidia-h200"  # the claim across GPUs is checked once, from its folder
SETTLED = "matmul_autotune/settled.csv"


# --- "Is it right?": check.json exists only when every shape passed its tolerance ------
def _worst(data, path) -> tuple[int, float, str]:
    """(checks, largest error, its dtype) of one check.json."""
    rows = data.json(path)
    worst = max(rows, key=lambda r: r["max_abs_error"])
    return len(rows), worst["max_abs_error"], worst["dtype"].replace("torch.", "")


def _checked(data, paths):
    """{gpu name: [_worst(path) for each path]} for every GPU folder with all of paths."""
    return {gpu.gpu: [_worst(gpu, p) for p in paths]
            for gpu in gpu_folders(data.folder.parent) if all(gpu.has(p) for p in paths)}


def _naive_check_words(data):
    """Every GPU in one sentence: how many shape-and-dtype checks matmul_naive passed, and
    its largest error (the check raises at the first one beyond matmul_tolerance, so a
    check.json means every row passed)."""
    found = _checked(data, [NAIVE_CHECK])
    counts = {n for [(n, _, _)] in found.values()}
    dtypes = {dtype for [(_, _, dtype)] in found.values()}
    count = f"all {counts.pop()}" if len(counts) == 1 else "all"
    errors = " and ".join(f"{error:.2g} on the {notation.short_gpu(gpu)}"
                          for gpu, [(_, error, _)] in found.items())
    where = f", in {dtypes.pop()}" if len(dtypes) == 1 else ""
    return (f"`matmul_naive` passed {count} of its shape-and-dtype checks on every GPU, each "
            f"within `matmul_tolerance`; the largest difference from the reference was "
            f"{errors}{where}.")


def _later_checks_words(data):
    """Every GPU in one sentence: the autotuned and fused kernels' checks, counted (every
    row passed)."""
    found = _checked(data, [AUTOTUNED_CHECK, EPILOGUE_CHECK])
    counts = {(tuned, fused) for [(tuned, _, _), (fused, _, _)] in found.values()}
    if len(counts) == 1:
        tuned, fused = counts.pop()
        said = f"all {tuned} of its checks and `matmul_bias_relu` all {fused}"
    else:
        said = "all of its checks and `matmul_bias_relu` all of its own"
    return (f"`matmul_autotuned` passed {said} (against `relu(A @ B + bias)` in float64), "
            "on every GPU.")


# --- Part 1: what grouped order saves at 8192 -------------------------------------------


def _l2_gain_words(data):
    """One GPU: at 8192, how many times fewer DRAM bytes grouped order reads, and the
    naive / grouped ratio of their settled times (one settled measurement each, no
    spread recorded: a ratio, not a verdict)."""
    naive, grouped = _l2_pair(data, 8192)
    fewer = naive["DRAM read (GB)"] / grouped["DRAM read (GB)"]
    time = naive["settled time (ms)"] / grouped["settled time (ms)"]
    return (f"On the {data.gpu}, the naive order reads {notation.ratio(fewer)} the DRAM bytes "
            f"of grouped order and takes {notation.ratio(time)} its settled time.")


def _l2_larger_gains_less(data):
    """Across every GPU with the data: at 8192 grouped order reads at most two thirds of
    naive order's DRAM bytes on each GPU; and a GPU with a larger L2 has its naive order
    read fewer DRAM bytes, and a smaller naive / grouped settled-time ratio."""
    found = []
    for gpu in gpu_folders(data.folder.parent):
        if gpu.has(L2) and gpu.has(L2_SUMMARY):
            naive, grouped = _l2_pair(gpu, 8192)
            found.append((_l2_mib(gpu), naive["DRAM read (GB)"],
                          naive["settled time (ms)"] / grouped["settled time (ms)"], gpu.gpu,
                          naive["DRAM read (GB)"] / grouped["DRAM read (GB)"]))
    found.sort()
    holds = len(found) > 1 and all(f[4] > 1.5 for f in found) and all(
        a[0] < b[0] and a[1] > b[1] and a[2] > b[2] for a, b in zip(found, found[1:]))
    return holds, "; ".join(f"{g}: L2 {mib:.0f} MiB, naive reads {read} GB ({fewer:.2f}x "
                            f"grouped's), time ratio {ratio:.3f}"
                            for mib, read, ratio, g, fewer in found)


# --- Part 2: against torch.matmul --------------------------------------------------------
def _settled_ratio_rows(data):
    return [(f"{r['dtype']} {r['M']:.0f}³", notation.ratio(r["autotuned / torch"]))
            for r in data.rows(SETTLED)]


def _settled_range_words(data):
    """One sentence for every GPU: the lowest and highest settled ratio of the four
    target cases, across all GPUs."""
    ratios = [r["autotuned / torch"] for gpu in gpu_folders(data.folder.parent)
              if gpu.has(SETTLED) for r in gpu.rows(SETTLED)]
    return (f"In the four target cases the autotuned kernel reaches between "
            f"{notation.ratio(min(ratios))} and {notation.ratio(max(ratios))} of "
            "`torch.matmul`'s throughput, timed settled (the table has each GPU's).")


# --- Part 2: small products, graph-timed ------------------------------------------------
SQUARE = "matmul_autotuned/benchmark.csv"


def _small_phrase(data) -> str:
    """"ahead of the naive kernel at every size", or "ahead at two sizes and level within
    the noise at one": the autotuned kernel against the naive one up to 2048, graph
    replays, beyond the p20-p80 spread."""
    found: dict[str, int] = {}
    for size in sorted(r["x"] for r in data.rows(SQUARE, provider="autotuned")):
        if size <= 2048:
            word = verdict(Spread.of_row(data.row(SQUARE, provider="autotuned", x=size)),
                           Spread.of_row(data.row(SQUARE, provider="naive", x=size)))
            found[word] = found.get(word, 0) + 1
    if len(found) == 1:
        return f"{next(iter(found))} of the naive kernel at every size"
    return "against the naive kernel " + " and ".join(
        f"{word} at {_count(range(n), 'size')}" for word, n in found.items())


def _small_words(data):
    return ("Up to 2048, the autotuned kernel is "
            + said_on_each_gpu(data, _small_phrase, [SQUARE]) + ".")


# --- Part 2: the fused epilogue's payoff -------------------------------------------------
def _spreads(data, provider):
    return {r["x"]: Spread.of_row(r, "ms") for r in data.rows(EPILOGUE, provider=provider)}


def _against(fused, other) -> str:
    """"ahead at every size", or "ahead at two sizes and level within the noise at one"."""
    found: dict[str, int] = {}
    for x, spread in fused.items():
        word = verdict(spread, other[x], higher_is_better=False)
        found[word] = found.get(word, 0) + 1
    if len(found) == 1:
        return f"{next(iter(found))} at every size"
    return " and ".join(f"{word} at {_count(range(n), 'size')}" for word, n in found.items())


def _unfused_smallest(gpu):
    """The unfused pair's median (µs) at the smallest size, and that size."""
    smallest = min(gpu.rows(EPILOGUE, provider="unfused"), key=lambda r: r["x"])
    return smallest["ms_p50"] * 1000, smallest["x"]


def _unfused_outlier_here(data):
    """This GPU's unfused median at the smallest size, when it is more than 1.5 times the
    shortest any GPU measured there (the outlier of matmul-unfused-outlier), else None."""
    found = [_unfused_smallest(gpu) for gpu in gpu_folders(data.folder.parent)
             if gpu.has(EPILOGUE)]
    here = _unfused_smallest(data)
    return here if here[0] > 1.5 * min(us for us, _ in found) else None


def _epilogue_payoff_words(data):
    """One GPU: the fused kernel against the unfused pair (verdict and the range of the
    unfused / fused median time, without the smallest size where the unfused pair's time
    is an outlier across GPUs) and against torch.addmm with a ReLU (verdict)."""
    fused, unfused, torch = (_spreads(data, p) for p in ("fused", "unfused", "torch"))
    outlier = _unfused_outlier_here(data)
    gains = [unfused[x].median / fused[x].median for x in fused
             if outlier is None or x != outlier[1]]
    aside = ("" if outlier is None else
             f", leaving out the smallest size, where the unfused pair's "
             f"{notation.us(outlier[0])} is an outlier ([in depth](#the-fused-epilogue-size-by-size))")
    return (f"On the {data.gpu}, against the unfused pair the fused kernel is "
            f"{_against(fused, unfused)}, the pair taking {notation.ratio(min(gains))} to "
            f"{notation.ratio(max(gains))} its time{aside}; against `torch.addmm` with a "
            f"ReLU it is {_against(fused, torch)}.")


def _unfused_outlier_words(data):
    """One sentence for every GPU: the unfused pair's median at the smallest size on the
    GPU where it is longest, against the GPU where it is shortest, when one is more than
    1.5 times the other (these data do not say why; not re-measured)."""
    found = {}
    for gpu in gpu_folders(data.folder.parent):
        if gpu.has(EPILOGUE):
            rows = gpu.rows(EPILOGUE, provider="unfused")
            smallest = min(rows, key=lambda r: r["x"])
            found[gpu.gpu] = (smallest["ms_p50"] * 1000, smallest["x"])
    slow = max(found, key=lambda g: found[g][0])
    fast = min(found, key=lambda g: found[g][0])
    (slow_us, x), (fast_us, _) = found[slow], found[fast]
    if slow_us <= 1.5 * fast_us:
        return (f"The unfused pair's times at {x:.0f} agree across the GPUs within a factor "
                "of 1.5.")
    return (f"The unfused pair at {x:.0f} took {notation.us(slow_us)} on the {slow}, against "
            f"{notation.us(fast_us)} on the {fast}; these data do not say why, and it has "
            "not been measured again since.")


CLAIMS = [
    Wording("matmul-naive-checks", PAGE, [NAIVE_CHECK], _naive_check_words),
    Wording("matmul-l2-gain", PAGE, [L2], tolerant(_l2_gain_words)),
    Claim("matmul-l2-larger-gains-less", PAGE,
          "grouped order reads far fewer bytes from DRAM than naive order on every GPU, and "
          "the GPU with the larger L2 (the H200) reads fewer bytes in naive order and saves a "
          "smaller share of its time by grouping", [L2, L2_SUMMARY], _l2_larger_gains_less,
          gpus=[H200]),
    Wording("matmul-later-checks", PAGE_2, [AUTOTUNED_CHECK, EPILOGUE_CHECK],
            _later_checks_words),
    Wording("matmul-settled-range", PAGE_2, [SETTLED], tolerant(_settled_range_words)),
    Facts("matmul-settled-ratios", PAGE_2, [SETTLED], _settled_ratio_rows,
          header="autotuned / torch.matmul, settled"),
    Wording("matmul-small-verdict", PAGE_2, [SQUARE], tolerant(_small_words)),
    Wording("matmul-epilogue-payoff", PAGE_2, [EPILOGUE], tolerant(_epilogue_payoff_words)),
    Wording("matmul-unfused-outlier", PAGE_2, [EPILOGUE], tolerant(_unfused_outlier_words)),
]
