"""What lecture 4's sentences say about its measured data (see snippets/machinery/claims.py).

The robust comparisons are Claims; the numbers behind them are Facts tables
(``tables.py``, one column per GPU); what only a sentence per GPU can say is a Wording.
"""

from snippets.helpers import notation as n
from snippets.machinery.claims import Claim
from snippets.machinery.facts import Facts
from snippets.profiling import tables, tool_tables

PAGE = "04-profiling.md"
PART_2 = "04-profiling-part-2.md"
OVERHEAD = "profiling_overhead/overhead.csv"
SYNC = "profiling_sync_debug/sync_debug.csv"


READS_BACK = {"x.sum().item()", "x.cpu()", "str(x) (what print(x) does)",
              "bool(x.any()) (an if on a tensor)", "x[x > 0] (boolean mask)", "torch.nonzero(x)"}


def _sync(data):
    warned = {r["call"] for r in data.rows(SYNC) if r["synchronises"] == "yes"}
    return warned == READS_BACK, "warned at " + ", ".join(sorted(warned))


SQUARE = "profiling_square_timing/square_timing.csv"


def _square_level(data):
    rows = data.rows(SQUARE)
    medians = [r["median_ms"] for r in rows]
    gap = (max(medians) - min(medians)) / min(medians)
    spread = max(r["trial_spread_pct"] for r in rows) / 100
    return gap < spread, f"medians {gap:.2%} apart, trials move by up to {spread:.2%}"


def _square_rows(data):
    return [(r["variant"], [f"{r['runs']:.0f}", n.ms(r["median_ms"]),
                            n.percent(r["trial_spread_pct"] / 100, 2)])
            for r in data.rows(SQUARE)]


L2 = "profiling_l2/l2.csv"
STALLS = "profiling_proton_modes/stalls.csv"


def _stalls(data):
    rows = sorted(data.rows(STALLS), key=lambda r: -r["samples"])
    top = rows[0]
    return (top["stall reason"] == "long_scoreboard",
            f"largest: {top['stall reason']}, {top['share of stalled samples']:.0%} of stalled samples")

def _l2_largest(data):
    rows = data.rows(L2)
    largest = max(r["MiB moved"] for r in rows)
    cold = data.row(L2, **{"MiB moved": largest, "L2": "flushed (cold)"})
    warm = data.row(L2, **{"MiB moved": largest, "L2": "not flushed (warm)"})
    gap = abs(cold["median_us"] - warm["median_us"]) / warm["median_us"]
    return gap < 0.05, (f"at {largest:.0f} MiB: flushed {cold['median_us']:.1f} µs, not flushed "
                        f"{warm['median_us']:.1f} µs ({gap:.1%} apart)")


def _l2_small(data):
    rows = data.rows(L2)
    smallest, largest = min(r["MiB moved"] for r in rows), max(r["MiB moved"] for r in rows)
    said, holds = [], True
    for how in ("flushed (cold)", "not flushed (warm)"):
        small = data.row(L2, **{"MiB moved": smallest, "L2": how})["GB/s"]
        large = data.row(L2, **{"MiB moved": largest, "L2": how})["GB/s"]
        holds &= small < large / 3
        said.append(f"{how}: {small:.0f} GB/s at {smallest:.0f} MiB, {large:.0f} at {largest:.0f}")
    return holds, "; ".join(said)


def _proton_vs_torch(data):
    """Proton's short loop slower than torch.profiler's beyond the repeats' bands, and a
    process's first Proton session shorter than its first torch.profiler session."""
    proton = data.row(OVERHEAD, tool="proton")
    torch_ = data.row(OVERHEAD, tool="torch.profiler")
    holds = (proton["loop_ms_p20"] > torch_["loop_ms_p80"]
             and proton["first session_s"] < torch_["first session_s"])
    return holds, (f"short loop proton {proton['loop_ms']:.1f} [{proton['loop_ms_p20']:.1f}, "
                   f"{proton['loop_ms_p80']:.1f}] ms, torch.profiler {torch_['loop_ms']:.1f} "
                   f"[{torch_['loop_ms_p20']:.1f}, {torch_['loop_ms_p80']:.1f}] ms; first "
                   f"session proton {proton['first session_s']:.2f} s, torch.profiler "
                   f"{torch_['first session_s']:.2f} s")


def _ncu_process_below_loop(data):
    ncu = data.row(OVERHEAD, tool="ncu")
    return (ncu["process slowdown (x)"] * 100 < ncu["loop slowdown (x)"],
            f"ncu process {ncu['process slowdown (x)']:.1f}x, loop {ncu['loop slowdown (x)']:.0f}x")


CLAIMS = [
    Claim("l2-small-sizes-low-throughput", PAGE,
          "at the smallest size the throughput is under a third of the largest size's, "
          "flushed or not", [L2], _l2_small),
    Claim("l2-flush-irrelevant-when-large", PAGE,
          "once the data is several times larger than the L2, flushing can no longer matter "
          "much (at the largest size the two medians are within 5%)", [L2], _l2_largest),
    Claim("proton-loop-vs-torch-profiler", PART_2,
          "Over this loop of 200 launches Proton slows the loop more than torch.profiler "
          "(beyond the spread of the repeats), but a process's first Proton session starts "
          "and finishes much faster", [OVERHEAD], _proton_vs_torch),
    Claim("ncu-process-ratio-below-loop-ratio", PART_2,
          "so its process ratio is far below its loop ratio (by more than a hundred times)",
          [OVERHEAD], _ncu_process_below_loop),
    Claim("sync-debug-found", PART_2, "torch warned at every call that needs a value on the "
          "host (`.item()`, `.cpu()`, printing, an `if` on a tensor, a boolean mask, "
          "`nonzero`) and at none of the others", [SYNC], _sync),
    Claim("square-variants-level", PAGE, "The three variants' medians are closer together "
          "than the median of one trial moves between repeated trials: no measurable "
          "difference, so the blog's conclusion that `a * a` is faster does not hold here",
          [SQUARE], _square_level),
    Facts("square-timing", PAGE, [SQUARE], _square_rows, header="variant",
          columns=["runs", "median", "trial-to-trial spread"]),
    Claim("pcsampling-top-stall", PART_2, "Here it does: the largest stall reason is "
          "`long_scoreboard`", [STALLS], _stalls),
] + tables.TABLES + tool_tables.TABLES
