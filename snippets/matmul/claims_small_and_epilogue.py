"""Lecture 3's tables and sentences on outputs that newer code makes (the small products
timed from Python, the fused epilogue): a GPU folder made before them shows a note that
asks to regenerate instead of failing the site's build.

Imports nothing heavy: the site build reads this module (through claims.py).
"""

from snippets.core import notation
from snippets.core.claims import Spread, verdict

SQUARE = "matmul_autotuned/benchmark.csv"
SMALL = "matmul_small/small.csv"  # made by snippets/matmul/small.py
EPILOGUE = "matmul_epilogue/benchmark.csv"  # made by snippets/matmul/epilogue.py
NOT_YET = "not measured on this GPU yet (regenerate)"


def _small_rows(data):
    """do_bench from Python against the host's time per call and the flush, from
    matmul_small (a GPU without it yet shows a note)."""
    if not data.has(SMALL):
        return [(NOT_YET, ["—"] * 3)]
    rows = data.rows(SMALL)
    found = [(f"{r['provider']} at {r['size']:.0f}",
              [notation.us(r["do_bench_us"]),
               f"{notation.us(r['do_bench_p20_us'])}–{notation.us(r['do_bench_p80_us'])}",
               notation.us(r["host_us"])])
             for r in rows if r["provider"] in ("naive", "autotuned")]
    found.append(("do_bench's L2 flush", [notation.us(rows[0]["flush_us"]), "", ""]))
    return found


def _small_host_words(data):
    """Which small cases have a host slower than the flush, and whether those are the
    ones whose do_bench time runs above their graph time (new data: tolerant)."""
    if not data.has(SMALL):
        return f"On the {data.gpu}, the host's time per call is not measured yet (regenerate)."
    slow, others = [], []
    for r in data.rows(SMALL):
        graph = data.row(SQUARE, provider=r["provider"], x=r["size"])["ms_p50"] * 1000
        above = r["do_bench_us"] > 1.5 * graph
        (slow if r["host_us"] > r["flush_us"] else others).append(above)
    if not slow:  # three numbers at most in the sentence: the rest is in the table
        return (f"On the {data.gpu}, the host's time per call is shorter than the flush in "
                f"every case, and do_bench's median is still more than 1.5 times the graph's "
                f"time in {sum(others)} of the {len(others)}.")
    return (f"On the {data.gpu}, the host takes longer than the flush in {len(slow)} cases; "
            f"do_bench's median is more than half again the graph's time in {sum(slow)} of "
            f"those and in {sum(others)} of the others.")


def _tiles_rows(data):
    """The tile the autotuner kept at the small sizes, and the programs it launches."""
    if not data.has(SMALL):
        return [(NOT_YET, "—")]
    return [(f"{r['size']:.0f}", f"{r['tile']}, {r['programs']:.0f} programs")
            for r in data.rows(SMALL, provider="autotuned")]


def _epilogue_rows(data):
    """The fused epilogue against the same product followed by torch's add and ReLU, and
    torch.addmm with a ReLU (matmul_epilogue's benchmark; a GPU without it shows a note)."""
    if not data.has(EPILOGUE):
        return [(NOT_YET, ["—"] * 3)]
    found = []
    for r in data.rows(EPILOGUE, provider="fused"):
        times = {p: data.row(EPILOGUE, provider=p, x=r["x"])["ms_p50"]
                 for p in ("fused", "unfused", "torch")}
        found.append((f"{r['x']:.0f}×1024 @ 1024×{r['x']:.0f}",
                      [notation.ms(times["fused"]), notation.ms(times["unfused"]),
                       notation.ms(times["torch"])]))
    return found


def _epilogue_words(data):
    """Whether fusing beats the same product unfused, beyond the spread, at every size."""
    if not data.has(EPILOGUE):
        return f"On the {data.gpu}, the fused epilogue is not measured yet (regenerate)."
    said = []
    for r in data.rows(EPILOGUE, provider="fused"):
        fused = Spread.of_row(r, "ms")
        unfused = Spread.of_row(data.row(EPILOGUE, provider="unfused", x=r["x"]), "ms")
        said.append(f"{verdict(fused, unfused, higher_is_better=False)} at {r['x']:.0f}")
    return (f"On the {data.gpu}, the fused kernel against the same product unfused: "
            + ", ".join(said) + ".")
