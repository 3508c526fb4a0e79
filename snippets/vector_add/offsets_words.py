"""The sentence lecture 1 prints about 64-bit offsets, written from each GPU's data.

Light on purpose (no torch, no Triton): claims modules import it, and the site build and
``regenerate.py --check`` read those quickly. The data is made by
``snippets.vector_add.offsets`` (the ``vector_add_offsets`` artifact).
"""

from snippets.core.claims import Spread, verdict

COST = "vector_add_offsets/cost.csv"
PAST_INT32 = "vector_add_offsets/past_int32.json"
SAID = {"ahead": "faster than", "behind": "slower than",
        "level within the noise": "level within the noise with"}


def _power_of_two(n: int) -> str:
    exponent = int(n).bit_length() - 1
    return f"2^{exponent}" if n == 2**exponent else f"{int(n):,}"


def _one_kernel(data, kernel: str) -> str:
    rows = data.rows(COST, kernel=kernel)
    largest = max(r["n_elements"] for r in rows)
    by_width = {r["offsets"]: r for r in rows if r["n_elements"] == largest}
    wide, narrow = (Spread.of_row(by_width[w], "ms") for w in ("int64", "int32"))
    ratio = wide.median / narrow.median
    return (f"{kernel} of {_power_of_two(largest)} {by_width['int64']['dtype']} elements takes "
            f"{wide.median * 1e3:.4g} µs with int64 offsets against "
            f"{narrow.median * 1e3:.4g} µs "
            f"with int32 ({ratio:.3f}x: {SAID[verdict(wide, narrow, higher_is_better=False)]} "
            f"int32)")


def offsets_wording(data) -> str:
    """int64 against int32 offsets at the largest size of each kernel, and the big copy."""
    parts = "; ".join(_one_kernel(data, kernel) for kernel in ("copy", "add"))
    sentence = f"On the {data.gpu} (p20-p80 bands compared), {parts}."
    if data.has(PAST_INT32):
        past = data.json(PAST_INT32)
        outcome = ("matching its input exactly" if past["int64_equal"]
                   else "NOT matching its input")
        sentence += (f" With int64 offsets, copy of 2^31 + 17 uint8 elements runs, {outcome} "
                     f"(the int32 version refuses it), and copies "
                     f"{_power_of_two(past['timed_n_elements'])} at "
                     f"{past['int64_gbps']:.0f} GB/s.")
    return sentence
