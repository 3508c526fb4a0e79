"""Lecture 7's sentences about what each step and each change of step 2 bought, how much
of the tensor cores' peak is left, and lecture 3's kernel timed twice (see claims.py;
the Facts tables beside them are in facts_steps_and_fp8.py). Imports nothing heavy.

"Ahead", "level" and "behind" are bar.py's rule: the mean of three passes beyond the
spread between repeats of one comparison, measured on each GPU.
"""

from snippets.machinery.claims import Claim, GpuData, Wording, tolerant
from snippets.hopper_matmul.bar import standing
from snippets.hopper_matmul.facts_steps_and_fp8 import (
    CASES, CONFIGS, FP8, LECTURE3, LECTURE3_SETTLED, ONE_CHANGE, PAGE, STEPS, _changes, _final,
    _spread, after_persistence)

H100, H200 = "nvidia-h100-80gb-hbm3", "nvidia-h200"
SHARE, TORCH_SHARE = "% of peak at its clock", "torch % of peak at its clock"
# one_change.csv's variants, as a sentence names them (by the start of their label)
CHANGE_NAMES = {"2a.": "persistence", "2b.": "`flatten`", "2c.": "the subtiled epilogue",
                "2d.": "`GROUP_M = 16`", "2. ": "the balanced grid",
                "256": "256 × 128 tiles"}


# --- step 2, one change at a time -------------------------------------------------------
def _named(variant: str) -> str:
    return next(name for start, name in CHANGE_NAMES.items() if variant.startswith(start))


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _standings_words(data) -> str:
    """Which changes were ahead, level or behind on this GPU, and the four after
    persistence together (one_change.csv, against this GPU's spread between runs)."""
    apart, found = _spread(data), {"ahead": [], "behind": [], "level": []}
    changes = _changes(data)
    for r in changes:
        found[standing(float(r["x previous"]), apart)].append(_named(r["variant"]))
    groups = [(state, names) for state, names in found.items() if names]
    if len(groups) == 1:
        said = f"On the {data.gpu}, every change was {groups[0][0]}"
    else:  # "persistence and the balanced grid were ahead, `flatten` behind, ..."
        verb = "was" if len(groups[0][1]) == 1 else "were"
        clauses = [f"{_listed(names)} {verb if i == 0 else ''} {state}".replace("  ", " ")
                   for i, (state, names) in enumerate(groups)]
        said = f"On the {data.gpu}, " + ", ".join(clauses)
    together = after_persistence(data)
    if together is None:
        return said + "."
    return said + "; the four changes after persistence, taken together, " + {
        "ahead": "put the kernel ahead of the plainest persistent one.",
        "level": "left the kernel level with the plainest persistent one.",
        "behind": "left the kernel behind the plainest persistent one."}[standing(together, apart)]


def _flatten_level_or_slightly_behind(data):
    r = next(r for r in _changes(data) if r["variant"].startswith("2b."))
    ratio, apart = float(r["x previous"]), _spread(data)
    return standing(ratio, apart) != "ahead" and ratio >= 0.98, \
        f"flatten {ratio} with spread {apart:.3f}"


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


def _tma_share_words(data) -> str:
    """How far step 1's share of the peak at its own clock moved from lecture 3's
    kernel's, and in which direction, on this GPU."""
    moves = _tma_share_moves(data)
    counted = [(sum(m > 0 for m in moves), "higher"), (sum(m < 0 for m in moves), "lower"),
               (sum(m == 0 for m in moves), "the same")]
    parts = [f"{word} in {COUNTS.get(n, n)}" for n, word in counted if n]
    if len(parts) == 1:
        listed = parts[0].split(" in ")[0] + " in every case"
    else:
        parts[0] += " case" + ("s" if counted[0][0] > 1 or not counted[0][0] else "")
        listed = ", ".join(parts[:-1]) + " and " + parts[-1]
    widest = max(abs(m) for m in moves)
    return (f"On the {data.gpu}, step 1's share of the peak at its own clock is within "
            f"{widest:.1f} points of lecture 3's kernel's in all {COUNTS.get(len(moves))} "
            f"cases: {listed}.")


def _tma_clock_words(data) -> str:
    """Where step 1 settled against lecture 3's kernel, at float16, on this GPU (the
    clocks themselves are in the steps table's SM MHz column). A claim that it never
    settled lower held on two GPUs until an H100 run put it one clock step (15 MHz)
    lower at 4096: worded from each GPU's data instead."""
    moved = []
    for size in (4096, 8192):
        old = data.row(STEPS, step="lecture 3 (grouped)", dtype="float16", size=size)["SM MHz"]
        new = data.row(STEPS, step="1. TMA descriptors", dtype="float16", size=size)["SM MHz"]
        moved.append((f"{new - old:.0f} MHz higher", " than") if new > old else
                     (f"{old - new:.0f} MHz lower", " than") if new < old else
                     ("at the same clock", " as"))
    (small, than), (large, _) = moved
    return (f"On the {data.gpu} at float16, the TMA step settled {small}{than} lecture 3's "
            f"kernel at the smaller size and {large} at the larger.")


# --- how much of the peak is left ---------------------------------------------------------
def _shares(data):
    return [(_final(data, d, s)[SHARE], _final(data, d, s)[TORCH_SHARE]) for d, s in CASES]


def _peak_words(data) -> str:
    """The highest share of the peak either kernel reaches at its clock on this GPU (each
    case's shares, ours and torch's: the table above)."""
    highest = max(max(pair) for pair in _shares(data))
    return (f"On the {data.gpu}, neither the persistent kernel nor torch reaches more than "
            f"{highest:.1f} % of the tensor cores' peak at the clock it ran at.")


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


def _wide_tiles_words(data) -> str:
    """How 256 x 128 tiles did against step 2's 128 x 256 on this GPU (one_change.csv's
    row, timed beside step 2; its ratio and share of the peak are in the one-change
    table)."""
    row = next((r for r in data.rows(ONE_CHANGE) if str(r["variant"]).startswith("256")),
               None)
    if row is None or row.get("x previous") in ("", None):
        raise LookupError("256x128 tiles not timed in this GPU's data yet")
    ratio, apart = float(row["x previous"]), _spread(data)
    state = {"ahead": "ahead of", "behind": "behind", "level": "level with"}[
        standing(ratio, apart)]
    return (f"On the {data.gpu}, the swapped tiles were {state} step 2, "
            f"{'within' if state == 'level with' else 'beyond'} the spread.")


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


def _settled_config_words(data) -> str:
    """Whether lecture 3's autotuner picked this lecture's config on this GPU, case by
    case, and what its pick changes where it did not."""
    gaps = _settled_gaps(data)
    other = [(case, mine, theirs) for case, mine, theirs, _ in gaps if mine != theirs]
    if not other:
        return (f"On the {data.gpu}, the autotuner picked this lecture's config in "
                f"all {COUNTS.get(len(gaps))} cases, so the two columns time the same kernel.")
    kept = len(gaps) - len(other)
    return (f"On the {data.gpu}, the autotuner picked this lecture's config in "
            f"{COUNTS.get(kept, kept)} of the {COUNTS.get(len(gaps))} cases; in "
            + "; in ".join(f"{case} it picked {_differs(mine, theirs)}"
                           for case, mine, theirs in other) + ".")


def _settled_gap_words(data) -> str:
    widest, apart = max(g for *_, g in _settled_gaps(data)), _spread(data)
    relation = "wider than" if widest > apart else "within"
    return (f"On the {data.gpu} the widest of those gaps (the table's last column) is "
            f"{relation} the spread the page measures below between three passes of one run.")


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
