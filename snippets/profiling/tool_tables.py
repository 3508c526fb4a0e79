"""Lecture 4 part 2's numbers about the tools themselves, as Facts tables and the
sentences beside them: ncu against do_bench, and what each profiler costs. ``claims.py`` adds ``TABLES`` to the lecture's ``CLAIMS``.
"""

from snippets.helpers import notation as n
from snippets.profiling.speed_of_light import duration_us
from snippets.machinery.claims import Claim, Wording, tolerant
from snippets.machinery.facts import Facts

PAGE = "04-profiling-part-2.md"
OVERHEAD = "profiling_overhead/overhead.csv"
NCU = "profiling_ncu/speed_of_light.txt"
VECTOR_ADD = "vector_add/benchmark.csv"


# -- ncu against do_bench ------------------------------------------------------------------
def _do_bench_us(data) -> float:
    return 1e3 * data.row(VECTOR_ADD, provider="triton", x=2**24)["ms_p50"]


def _ncu_rows(data):
    ncu, bench = duration_us(data.folder), _do_bench_us(data)
    return [("ncu Duration (one launch)", n.us(ncu)), ("do_bench median", n.us(bench)),
            ("ncu shorter by", n.percent(1 - ncu / bench))]


def _ncu_shorter(data):
    ncu, bench = duration_us(data.folder), _do_bench_us(data)
    return 0.05 < 1 - ncu / bench < 0.25, f"ncu {ncu:.2f} µs, do_bench {bench:.2f} µs"


# -- the profilers' costs (the 4x loops are new data) --------------------------------------
def _overhead_rows(data):
    rows = []
    for tool in ("torch.profiler", "proton", "ncu"):
        r = data.row(OVERHEAD, tool=tool)
        slowdown = r["loop slowdown (x)"]
        first = r["first session_s"] if tool != "ncu" else r["session_s"]
        rows.append((tool, [n.ratio(slowdown, 1 if slowdown < 100 else 0), n.duration(first)]))
    return rows


def _session_rows(data):
    short = data.row(OVERHEAD, tool="torch.profiler")
    long = data.row(OVERHEAD, tool="torch.profiler, 4x loop")
    return [("start, the process's first session", n.duration(short["first start_s"])),
            ("start, a later session (median)", n.duration(short["start_s"])),
            (f"finish after {short['kernels']:.0f} launches (median)", n.duration(short["finish_s"])),
            (f"finish after {long['kernels']:.0f} launches (median)", n.duration(long["finish_s"]))]


def _session_claim(data):
    short = data.row(OVERHEAD, tool="torch.profiler")
    long = data.row(OVERHEAD, tool="torch.profiler, 4x loop")
    return (short["first start_s"] > 10 * max(short["finish_s"], long["finish_s"]),
            f"first start {short['first start_s']:.3f} s, finish {short['finish_s']:.3f} s and "
            f"{long['finish_s']:.3f} s")


def _extra_launch_rows(data):
    rows = []
    for tool in ("none", "torch.profiler", "proton"):
        r = data.row(OVERHEAD, tool=tool + ", 4x loop")
        rows.append((tool, [f"{n.us(r['extra launch us'])} [{n.us(r['extra launch us p20'])}, "
                            f"{n.us(r['extra launch us p80'])}]",
                            n.ratio(r["extra launch slowdown (x)"]), n.ms(r["loop ms paid once"])]))
    return rows


def _ncu_kernel_rows(data):
    """ncu's cost per profiled kernel: its loop's time over the kernels it profiled, beside
    one launch without a tool (what summary.md says in words)."""
    ncu, base = data.row(OVERHEAD, tool="ncu"), data.row(OVERHEAD, tool="none")
    profiled = ncu["kernels ncu profiled"]
    return [("kernels profiled", f"{profiled:.0f}"),
            ("passes per kernel", f"{ncu['ncu passes per kernel']:.0f}"),
            ("time per profiled kernel", n.ms(ncu["loop_ms"] / profiled)),
            ("one launch without a tool", n.ms(base["loop_ms"] / base["kernels"]))]


NAMES = {"none": "no tool", "proton": "Proton", "torch.profiler": "torch.profiler"}


def _band(r) -> tuple[float, float]:
    return r["extra launch us p20"], r["extra launch us p80"]


def _extra_launch_words(data):
    """Which tool costs more per extra launch, only where the repeats can say: a tool
    whose band (p20-p80 of the repeats' costs per extra launch) lies wholly above the
    other's costs more. A tool whose band lies wholly below the band without a tool
    (cheaper than no tool, which cannot be) makes the sentence say the loops are too
    noisy."""
    bands = {tool: _band(data.row(OVERHEAD, tool=tool + ", 4x loop"))
             for tool in ("none", "torch.profiler", "proton")}
    below = [tool for tool in ("torch.profiler", "proton") if bands[tool][1] < bands["none"][0]]
    if below:
        why = " and ".join(f"{NAMES[tool]}'s extra launches came out cheaper than with no "
                           "tool" for tool in below)
        return (f"On the {data.gpu} the 4x loops are too noisy to separate a per-launch cost "
                f"({why}, beyond the spread of the repeats).")
    said = []
    for tool in ("torch.profiler", "proton"):
        low, high = bands[tool]
        if low > bands["none"][1]:
            said.append(f"{NAMES[tool]} adds to each launch beyond the spread of the repeats")
        else:
            said.append(f"{NAMES[tool]}'s extra launches are within the spread of the "
                        "repeats of those without a tool")
    (t_low, t_high), (p_low, p_high) = bands["torch.profiler"], bands["proton"]
    order = ("each extra launch costs more under Proton than under torch.profiler"
             if p_low > t_high else
             "each extra launch costs more under torch.profiler than under Proton"
             if t_low > p_high else
             "the two tools' costs per extra launch overlap: neither costs more")
    return f"On the {data.gpu} {'; '.join(said)}, and {order} (the table)."


TABLES = [
    Claim("ncu-shorter-than-do-bench", PAGE, "ncu's Duration is between 5 % and 25 % "
          "shorter than do_bench's median for the same kernel and size", [NCU, VECTOR_ADD],
          _ncu_shorter),
    Facts("ncu-vs-do-bench", PAGE, [NCU, VECTOR_ADD], _ncu_rows, header="add_kernel, 2²⁴ floats"),
    Facts("profiler-costs", PAGE, [OVERHEAD], _overhead_rows, header="tool",
          columns=["short loop, per launch (one-off costs included)",
                   "a process's first session"]),
    Claim("profiler-session-is-its-start", PAGE, "Most of a process's first torch.profiler "
          "session is its start, where CUPTI is initialised, not the processing of the "
          "results at its finish, after 200 launches or 800", [OVERHEAD], _session_claim),
    Facts("profiler-session", PAGE, [OVERHEAD], _session_rows, header="torch.profiler"),
    Facts("profiler-extra-launch", PAGE, [OVERHEAD], _extra_launch_rows, header="tool",
          columns=["per extra launch, median [p20, p80]", "against no tool", "paid once"]),
    Facts("ncu-per-kernel", PAGE, [OVERHEAD], _ncu_kernel_rows, header="ncu"),
    Wording("proton-extra-launch", PAGE, [OVERHEAD], tolerant(_extra_launch_words)),
]
