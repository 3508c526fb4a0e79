"""Lecture 8's short verdicts: the three bars in one sentence (the main flow's result; the
bars themselves and their cases are in the page's In depth part), and how the compiled
flex_attention stands against SDPA's flash backend (the page says flex is the provider
closest to ours in kind, and this sentence says where it stands in speed).

Beside claims.py, not in it: the page embeds a section of claims.py, so a sentence added
there would make the lecture's executed notebook stale. Imports nothing heavy: the site
build reads this module.
"""

from snippets.attention.claims import (
    BAR_CUDNN, BAR_FLASH, CUDNN_CASES, DIRECTIONS, MEMORY, PAGE, TFLOPS, _cases,
    _cudnn_ratios, _growth, _row, _verdict, on_each_gpu, passes)
from snippets.helpers import notation
from snippets.machinery.claims import Wording, tolerant

LINEAR_GROWTH = 2.2  # peak memory at 2N over peak at N: "linear in N" (the memory claim's bound)
COUNTS = {1: "one", 2: "two", 3: "three"}


# --- The three bars, one verdict each ------------------------------------------------
def bars_met(data) -> dict[str, bool]:
    """Each bar's verdict on one GPU: flash (every case, both directions, both passes at
    least BAR_FLASH), cuDNN (the forward in CUDNN_CASES, every pass at least BAR_CUDNN)
    and memory (the kernel's peak grows at most LINEAR_GROWTH times per doubling of N)."""
    flash = [min(ratios) >= BAR_FLASH for direction in DIRECTIONS for case in _cases(data)
             if (ratios := passes(data, direction, case, "sdpa flash")) is not None]
    cudnn = [min(ratios) >= BAR_CUDNN for ratios in _cudnn_ratios(data).values()]
    if not data.has(MEMORY):
        raise LookupError(f"{data.machine} has no {MEMORY}")
    growth = _growth(data, "our kernel")
    return {"flash": bool(flash) and all(flash), "cudnn": bool(cudnn) and all(cudnn),
            "memory": bool(growth) and max(growth) <= LINEAR_GROWTH}


def _bar_names() -> dict[str, str]:
    return {"flash": "at least as fast as SDPA's flash backend in every case",
            "memory": "peak memory linear in N",
            "cudnn": (f"a forward at least {notation.ratio(BAR_CUDNN)} as fast as cuDNN's at "
                      f"head dim {CUDNN_CASES['head_dim']} from N = {CUDNN_CASES['min_n']}")}


def _bars_phrase(data) -> str:
    """"two of the three bars are met (A and B); the third is not (C)", and the like."""
    met = bars_met(data)
    names = _bar_names()
    kept = [names[b] for b in names if met[b]]
    missed = [names[b] for b in names if not met[b]]
    if not missed:
        return f"all three bars are met ({', '.join(kept[:-1])} and {kept[-1]})"
    if not kept:
        return f"none of the three bars is met ({', '.join(missed[:-1])} and {missed[-1]})"
    said_met = (f"{COUNTS[len(kept)]} of the three bars {'is' if len(kept) == 1 else 'are'} "
                f"met ({' and '.join(kept)})")
    said_missed = (f"the third is not ({missed[0]})" if len(missed) == 1 else
                   f"the other two are not ({' and '.join(missed)})")
    return f"{said_met}; {said_missed}"


def _bars_words(data) -> str:
    return on_each_gpu(data, _bars_phrase, TFLOPS) + "."


# --- flex_attention against SDPA's flash backend --------------------------------------
def _share(part: int, whole: int) -> str:
    """A share in words, for a sentence that carries no count of its own."""
    share = part / whole
    return ("none" if part == 0 else "all" if part == whole else
            "a few" if share < 0.2 else "fewer than half" if share < 0.4 else
            "about half" if share <= 0.6 else "most")


def flex_against_flash(data) -> dict[str, int]:
    """Cases (both directions) where the compiled flex_attention is ahead of SDPA's flash
    backend in both passes, level (the passes straddle 1) and behind in both."""
    found = {"ahead": 0, "level": 0, "behind": 0}
    for direction in DIRECTIONS:
        for case in _cases(data):
            flex, flash = (_row(data, direction, case, p) for p in ("flex", "sdpa flash"))
            if flex["available"] and flash["available"]:
                found[_verdict([flex[p] / flash[p] for p in ("pass 1", "pass 2")])] += 1
    return found


def _flex_flash_phrase(data) -> str:
    found = flex_against_flash(data)
    total = sum(found.values())
    return (f"the compiled flex_attention is behind SDPA's flash backend in "
            f"{_share(found['behind'], total)} of the {total} cases where both were timed, "
            f"in both passes")


def _flex_flash_words(data) -> str:
    return on_each_gpu(data, _flex_flash_phrase, TFLOPS) + "."


CLAIMS = [
    Wording("attention-bars-verdict", PAGE, [TFLOPS, MEMORY], tolerant(_bars_words)),
    Wording("attention-flex-versus-flash", PAGE, [TFLOPS], tolerant(_flex_flash_words)),
]
