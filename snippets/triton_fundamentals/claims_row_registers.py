"""Lecture 2's tables about rows in registers: the registers and spills each row width
compiles to (new data: a GPU folder made before it shows a note that asks to
regenerate), and rows of 64, whose throughput is the same on every GPU measured.

Imports nothing heavy: the site build reads this module (through claims.py).
"""

from snippets.helpers import notation
from snippets.machinery.claims import gpu_folders

ROLL_64 = "roll_rows_onehot/benchmark.csv"
REGISTERS = "row_registers/registers.csv"  # made by snippets/triton_fundamentals/row_registers.py


def _count(value) -> str:
    return f"{value:.0f}" if isinstance(value, float) else str(value or "—")


def _largest(data, path, provider):
    return max(data.rows(path, provider=provider), key=lambda r: r["x"])


# --- Registers per row width (new data: a GPU without it shows a note) ---------------
def _register_rows(data):
    if not data.has(REGISTERS):
        return [("not measured on this GPU yet (regenerate)", ["—", "—"])]
    return [(f"{r['kernel']}, {r['n_cols']:.0f} columns ({r['num_warps']:.0f} warps, "
             f"{r['values_per_thread']:.0f} a thread)",
             [_count(r["registers"]), _count(r["spills"])])
            for r in data.rows(REGISTERS, kernel="softmax")]


def _rows_of_64_under_a_third(data):
    """At the most rows, the rotated loads on rows of 64 move less than a third of what
    the same GPU's copy moves: not the memory system's limit."""
    top = _largest(data, ROLL_64, "gather")
    return top["fraction_of_copy"] < 1 / 3, (f"{top['value_p50']:.0f} GB/s, "
                                            f"{top['fraction_of_copy']:.1%} of the copy")


def _rows_of_64_same(data):
    """Every GPU measured gives the rotated loads on rows of 64 the same GB/s at the most
    rows (within 3 %), though their copy bandwidths differ by more than a fifth."""
    found = []
    for other in gpu_folders(data.folder.parent):
        if other.has(ROLL_64):
            top = _largest(other, ROLL_64, "gather")
            found.append((top["value_p50"], top["value_p50"] / top["fraction_of_copy"]))
    rates, copies = [f[0] for f in found], [f[1] for f in found]
    holds = (len(found) >= 2 and max(rates) / min(rates) <= 1.03
             and max(copies) / min(copies) >= 1.2)
    return holds, ", ".join(f"{r:.0f} GB/s with copy {c:.0f}" for r, c in found)


def _rows_of_64_rows(data):
    top = _largest(data, ROLL_64, "gather")
    return [(f"rotated loads, rows of 64, {notation.elements(top['x'])} rows",
             notation.gbps(top["value_p50"])),
            ("measured copy bandwidth", notation.gbps(top["value_p50"] / top["fraction_of_copy"]))]
