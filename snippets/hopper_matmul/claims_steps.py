"""Lecture 7's sentences about what each step and each change of step 2 bought, how much
of the tensor cores' peak is left, and lecture 3's kernel timed twice (see claims.py;
the Facts tables beside them are in facts_steps_and_fp8.py). Imports nothing heavy.

"Faster", "slower" and "level" are claims_verdicts.py's rule: faster or slower only
when every pass of the comparison lies beyond a margin set by the noise between passes
pooled over every comparison on that GPU.
"""

from snippets.machinery.claims import (Claim, GpuData, Wording, every_gpu, listed,
                                       tolerant)
from snippets.hopper_matmul.claims_verdicts import row_verdict, together_passes, verdict
from snippets.hopper_matmul.facts_steps_and_fp8 import (
    CASES, CONFIGS, FP8, LECTURE3, LECTURE3_SETTLED, ONE_CHANGE, PAGE, STEPS, _changes, _final,
    _spread)

H100, H200 = "nvidia-h100-80gb-hbm3", "nvidia-h200"
SHARE, TORCH_SHARE = "% of peak at its clock", "torch % of peak at its clock"
# one_change.csv's variants, as a sentence names them (by the start of their label)
CHANGE_NAMES = {"2a.": "persistence", "2b.": "`flatten`", "2c.": "the subtiled epilogue",
                "2d.": "`GROUP_M = 16`", "2. ": "the balanced grid",
                "256": "256 × 128 tiles"}


# --- one sentence for every GPU ---------------------------------------------------------
def _gpus_named(gpus: list[GpuData]) -> str:
    """"the NVIDIA H100 80GB HBM3 and the NVIDIA H200"."""
    return listed([f"the {gpu.gpu}" for gpu in gpus])


def on_each_gpu(data, inputs, phrase, joiner="; ") -> str:
    """One sentence for every GPU: "On the A and the B, X." where their data say the same
    words, "On the A, X; on the B, Y." where not."""
    groups: dict[str, list[GpuData]] = {}
    for gpu in every_gpu(data, inputs):
        groups.setdefault(phrase(gpu), []).append(gpu)
    said = joiner.join(f"{'on' if i and joiner == '; ' else 'On'} {_gpus_named(gpus)}, {words}"
                       for i, (words, gpus) in enumerate(groups.items()))
    return said + "."


# --- step 2, one change at a time -------------------------------------------------------
def _named(variant: str) -> str:
    return next(name for start, name in CHANGE_NAMES.items() if variant.startswith(start))


def _standings_phrase(data) -> str:
    """Which changes were faster, slower or level on this GPU, and the four after
    persistence together (one_change.csv, by the page's rule)."""
    found = {"faster": [], "level": [], "slower": []}
    # the swapped tiles are an alternative to step 2, not a change of it: their own sentence
    changes = [r for r in _changes(data) if not str(r["variant"]).startswith("256")]
    for r in changes:
        found[row_verdict(data, r, "x previous")].append(_named(r["variant"]))
    groups = [(state, names) for state, names in found.items() if names]
    if len(groups) == 1:
        said = f"every change was {groups[0][0]}"
    else:  # "persistence and the balanced grid were faster, `flatten` level, ... slower"
        verb = "was" if len(groups[0][1]) == 1 else "were"
        clauses = [f"{listed(names)} {verb if i == 0 else ''} {state}".replace("  ", " ")
                   for i, (state, names) in enumerate(groups)]
        said = ", ".join(clauses)
    together = together_passes(data)
    if together is None:
        return said
    return said + "; the four changes after persistence, taken together, " + {
        "faster": "made the kernel faster than the plainest persistent one",
        "level": "left the kernel level with the plainest persistent one",
        "slower": "made the kernel slower than the plainest persistent one"}[verdict(
            data, *together)]


def _standings_words(data) -> str:
    """Step 2's changes by the page's rule, one sentence for every GPU (GPUs whose
    changes stood alike named together)."""
    return on_each_gpu(data, [ONE_CHANGE, STEPS, FP8], _standings_phrase, joiner=". ")


def _flatten_level_or_slightly_behind(data):
    r = next(r for r in _changes(data) if r["variant"].startswith("2b."))
    ratio, said = float(r["x previous"]), row_verdict(data, r, "x previous")
    return said != "faster" and ratio >= 0.98, f"flatten {ratio}: {said}"


# --- step 1 per clock ---------------------------------------------------------------------
COUNTS = {1: "one", 2: "two", 3: "three", 4: "four"}


def _tma_share_moves(data):
    """Step 1's share of the peak at its own clock minus lecture 3's kernel's, per case,
    in points (rounded to a tenth, as steps.csv gives the shares)."""
    moves = []
    for dtype, size in CASES:
        old, new = (data.row(STEPS, step=step, dtype=dtype, size=size)[SHARE]
                    for step in ("lecture 3 (grouped)", "1. TMA descriptors"))
        moves.append(round(new - old, 1))
    return moves


def _tma_share_listed(data) -> str:
    """In how many cases step 1's share of the peak moved up, down or not at all."""
    moves = _tma_share_moves(data)
    counted = [(sum(m > 0 for m in moves), "higher"), (sum(m < 0 for m in moves), "lower"),
               (sum(m == 0 for m in moves), "the same")]
    parts = [f"{word} in {COUNTS.get(n, n)}" for n, word in counted if n]
    if len(parts) == 1:
        return parts[0].split(" in ")[0] + " in every case"
    parts[0] += " case" + ("s" if counted[0][0] > 1 or not counted[0][0] else "")
    return ", ".join(parts[:-1]) + " and " + parts[-1]


BARELY_POINTS = 3.0


def _tma_share_words(data) -> str:
    """How far step 1's share of the peak at its own clock moved from lecture 3's
    kernel's, on every GPU in one short sentence: the largest move (which way each case
    moved is in the steps table). It names the two kernels without digits ("the TMA
    step", "the grouped kernel"): every digit in a generated sentence counts as a number
    from the data (at most three a paragraph)."""
    gpus = every_gpu(data, [STEPS])
    widest = max(abs(m) for gpu in gpus for m in _tma_share_moves(gpu))
    # "Barely moved" only while no case moves by more than this many points.
    barely = ": its work per cycle barely moved" if widest <= BARELY_POINTS else ""
    return (f"At its own clock, the TMA step's share of the tensor cores' peak stays within "
            f"{widest:.1f} points of the grouped kernel's in every case on "
            f"{_gpus_named(gpus)}{barely}.")


def _tma_clock_moves(data) -> list[tuple[float, float]]:
    """(lecture 3's kernel's SM MHz, the TMA step's) at float16, 4096 then 8192."""
    return [tuple(data.row(STEPS, step=step, dtype="float16", size=size)["SM MHz"]
                  for step in ("lecture 3 (grouped)", "1. TMA descriptors"))
            for size in (4096, 8192)]


def _clock_moved(old: float, new: float, amounts: bool) -> str:
    if new == old:
        return "at the same clock"
    way = "higher" if new > old else "lower"
    return f"{abs(new - old):.0f} MHz {way}" if amounts else f"at a {way} clock"


def _tma_clock_words(data) -> str:
    """Where step 1 settled against lecture 3's kernel, at float16, on every GPU in one
    short sentence: the largest move either way (each clock is in the steps table's SM
    MHz column). A claim that it never settled lower held on two GPUs until an H100 run
    put it one clock step (15 MHz) lower at 4096: worded from each GPU's data instead."""
    gpus = every_gpu(data, [STEPS])
    moves = [new - old for gpu in gpus for old, new in _tma_clock_moves(gpu)]
    named = _gpus_named(gpus)
    if not any(moves):
        return f"At float16 the TMA step settled at the grouped kernel's clock on {named}."
    way = ("higher" if min(moves) >= 0 else "lower" if max(moves) <= 0
           else "higher or lower")
    return (f"At float16 the TMA step settled at most {max(map(abs, moves)):.0f} MHz {way} "
            f"than the grouped kernel on {named}.")


# --- how much of the peak is left ---------------------------------------------------------
def _shares(data):
    return [(_final(data, d, s)[SHARE], _final(data, d, s)[TORCH_SHARE]) for d, s in CASES]


def _peak_words(data) -> str:
    """The highest share of the peak either kernel reaches at its clock, on every GPU in
    one sentence (each case's shares, ours and torch's: the table above)."""
    highest = [(max(max(pair) for pair in _shares(gpu)), gpu) for gpu in every_gpu(data, [STEPS])]
    (first, gpu), rest = highest[0], highest[1:]
    return ("Neither the persistent kernel nor torch reaches more than "
            f"{first:.1f} % of the tensor cores' peak at the clock it ran at on the {gpu.gpu}"
            + "".join(f", nor more than {h:.1f} % on the {g.gpu}" for h, g in rest) + ".")


def _h200_lower(data):
    """Both kernels' share of the peak at their clock is lower on the H200 than on the
    H100 in every case."""
    h100, h200 = (_shares(GpuData(data.folder.parent / gpu)) for gpu in (H100, H200))
    holds = all(a > b for pair in zip(h100, h200) for a, b in zip(*pair))
    return holds, f"(ours, torch) % of peak, H100: {h100}; H200: {h200}"


def _wide_rows(data):
    """configs.csv's rows of step 2's 128x256 and the 256x128 tiles (float16)."""
    rows = [r for r in data.rows(CONFIGS) if r["dtype"] == "float16"]
    narrow = next(r for r in rows if "step 2's config" in str(r["config"]))
    wide = next(r for r in rows if str(r["config"]).startswith(("256x128 tiles", "256x128x64")))
    return narrow, wide


def _wide_tiles_same_budget(data):
    """128x256 and 256x128 (float16, step 2's kernel): registers within 8, no spills,
    as many programs per SM."""
    a, b = _wide_rows(data)
    return (abs(a["registers per thread"] - b["registers per thread"]) <= 8
            and a["spills"] == b["spills"] == 0
            and a["programs per SM"] == b["programs per SM"]), \
        (f"registers {a['registers per thread']:.0f} / {b['registers per thread']:.0f}, spills "
         f"{a['spills']:.0f} / {b['spills']:.0f}, programs {a['programs per SM']:.0f} / "
         f"{b['programs per SM']:.0f}")


def _wide_tiles_phrase(data) -> str:
    """How 256 x 128 tiles did against step 2's 128 x 256 on this GPU (one_change.csv's
    row, timed beside step 2; its ratio and share of the peak are in the one-change
    table)."""
    row = next((r for r in data.rows(ONE_CHANGE) if str(r["variant"]).startswith("256")),
               None)
    if row is None or row.get("x previous") in ("", None):
        raise LookupError("256x128 tiles not timed in this GPU's data yet")
    state = {"faster": "faster than", "slower": "slower than", "level": "level with"}[
        row_verdict(data, row, "x previous")]
    return (f"the swapped tiles were {state} step 2"
            + ("" if state == "level with" else ", in every pass beyond the margin"))


def _wide_tiles_words(data) -> str:
    return on_each_gpu(data, [ONE_CHANGE, STEPS, FP8], _wide_tiles_phrase)


# --- lecture 3's kernel, settled in two runs ----------------------------------------------
def _settled_gaps(data):
    """(case, lecture 3's config, this lecture's config, gap between the settled ratios)."""
    found = []
    for dtype, size in CASES:
        pick = data.row(LECTURE3, dtype=dtype, M=size, K=size, N=size)
        here = data.row(STEPS, dtype=dtype, size=size, step="lecture 3 (grouped)")
        there = data.row(LECTURE3_SETTLED, dtype=dtype, M=size, K=size, N=size)
        config = (f"{pick['BLOCK_M']:.0f}x{pick['BLOCK_N']:.0f}x{pick['BLOCK_K']:.0f} "
                  f"warps={pick['num_warps']:.0f} stages={pick['num_stages']:.0f}"
                  + ("" if pick["GROUP_M"] == 8 else f" group={pick['GROUP_M']:.0f}"))
        found.append((f"{dtype} {size}", config, here["config"],
                      abs(there["autotuned / torch"] - here["x torch"])))
    return found


PARTS = {"warps": "warps", "stages": "stages", "group": "GROUP_M"}


def _config_parts(config: str) -> dict:
    """"128x256x64 warps=8 stages=3 group=8" -> {"tiles": "128x256x64", "warps": "8", ...}
    (group defaults to 8, as lecture 3's and this lecture's kernels do)."""
    tiles, *rest = str(config).split()
    parts = {"tiles": tiles, "group": "8"}
    parts.update(part.split("=", 1) for part in rest)
    return parts


def _differs(mine: str, theirs: str) -> str:
    """What the autotuner's pick changes in this lecture's config: "4 stages, not 3"."""
    a, b = _config_parts(mine), _config_parts(theirs)
    said = [f"{a['tiles']} tiles, not {b['tiles']}"] if a["tiles"] != b["tiles"] else []
    said += [f"{a[key]} {name}, not {b.get(key)}" for key, name in PARTS.items()
             if a.get(key) != b.get(key)]
    return ", ".join(said) or mine


def _settled_config_phrase(data) -> str:
    """Whether lecture 3's autotuner picked this lecture's config on this GPU, case by
    case, and what its pick changes where it did not."""
    gaps = _settled_gaps(data)
    other = [(case, mine, theirs) for case, mine, theirs, _ in gaps if mine != theirs]
    if not other:
        return (f"the autotuner picked this lecture's config in "
                f"all {COUNTS.get(len(gaps))} cases, so the two columns time the same kernel")
    kept = len(gaps) - len(other)
    return (f"the autotuner picked this lecture's config in "
            f"{COUNTS.get(kept, kept)} of the {COUNTS.get(len(gaps))} cases; in "
            + "; in ".join(f"{case} it picked {_differs(mine, theirs)}"
                           for case, mine, theirs in other))


def _settled_config_words(data) -> str:
    return on_each_gpu(data, SETTLED_INPUTS, _settled_config_phrase, joiner=". ")


def _settled_gap_phrase(data) -> str:
    widest, apart = max(g for *_, g in _settled_gaps(data)), _spread(data)
    relation = "wider than" if widest > apart else "within"
    return (f"the widest of those gaps (the table's settled-gap columns) is {relation} "
            f"the spread the page measures between three passes of one run")


def _settled_gap_words(data) -> str:
    return on_each_gpu(data, SETTLED_INPUTS, _settled_gap_phrase)


SETTLED_INPUTS = [STEPS, FP8, LECTURE3, LECTURE3_SETTLED]
CLAIMS = [
    Wording("hopper-one-change-standings", PAGE, [ONE_CHANGE, STEPS, FP8],
            tolerant(_standings_words)),
    Claim("hopper-flatten-level-or-slightly-behind", PAGE,
          "in the one-change run above it was level or slightly behind on every GPU",
          [ONE_CHANGE, STEPS, FP8], _flatten_level_or_slightly_behind),
    Wording("hopper-tma-clock", PAGE, [STEPS], tolerant(_tma_clock_words)),
    Wording("hopper-tma-share-moves", PAGE, [STEPS], tolerant(_tma_share_words)),
    Wording("hopper-peak-left", PAGE, [STEPS], tolerant(_peak_words)),
    Claim("hopper-peak-h200-lower", PAGE,
          "Both kernels reach a smaller share of the peak on the H200 than on the H100, in "
          "every case", [f"../{gpu}/{STEPS}" for gpu in (H100, H200)], _h200_lower,
          gpus=[H100, H200]),
    Wording("hopper-wide-tiles-timed", PAGE, [ONE_CHANGE, STEPS, FP8],
            tolerant(_wide_tiles_words)),
    Claim("hopper-wide-tiles-same-budget", PAGE,
          "On every GPU, 128 × 256 and 256 × 128 tiles need about as many registers, spill "
          "none and fit as many programs on an SM", [CONFIGS], _wide_tiles_same_budget),
    Wording("hopper-lecture3-same-config", PAGE, SETTLED_INPUTS,
            tolerant(_settled_config_words)),
    Wording("hopper-lecture3-gap-versus-spread", PAGE, SETTLED_INPUTS,
            tolerant(_settled_gap_words)),
]
