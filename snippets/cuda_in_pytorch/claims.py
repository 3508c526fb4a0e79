"""What lecture 5's sentences say about its measured data (see snippets/core/claims.py)."""

from snippets.core.claims import Spread, Wording, verdict

PAGE = "05-cuda-and-compile.md"
NUMBA = "square_numba/benchmark.csv"
NCU = "square_cuda_ncu/square_metrics.csv"
HOST = "gelu_host_cost/host_cost.csv"


def _numba_per_call(data):
    numba = data.row(NUMBA, provider="numba", x=256)
    torch_ = data.row(NUMBA, provider="torch", x=256)
    return (f"On the {data.gpu}, at 256 x 256, a Numba call took {1e3 * numba['ms_p50']:.0f} us "
            f"and torch.square {1e3 * torch_['ms_p50']:.1f} us (medians): the Numba line's "
            "fixed cost per call, not its kernel.")


def _mapping(data):
    said = []
    for n in sorted({r["x"] for r in data.rows(NUMBA, provider="numba")}):
        ours = Spread.of_row(data.row(NUMBA, provider="numba", x=n))
        theirs = Spread.of_row(data.row(NUMBA, provider="numba_rows_on_x", x=n))
        said.append((int(n), verdict(ours, theirs), ours, theirs))
    ahead = [f"{n} ({a.median:.0f} against {b.median:.0f} GB/s)" for n, v, a, b in said
             if v == "ahead"]
    level = [str(n) for n, v, _, _ in said if v == "level within the noise"]
    behind = [str(n) for n, v, _, _ in said if v == "behind"]
    text = f"On the {data.gpu} the coalesced mapping is ahead beyond the spread at " + (
        ", ".join(ahead) if ahead else "no size")
    if level:
        text += f", level within the noise at {', '.join(level)}"
    if behind:
        text += f", behind at {', '.join(behind)}"
    return text + "."


def _ncu_square(data):
    rows = {r["kernel"]: r for r in data.rows(NCU)}
    ours, torch_ = rows["our square_kernel"], rows["torch.square"]
    return (f"On the {data.gpu} each thread of our kernel loads "
            f"{ours['floats per thread per load']:.0f} float per instruction, "
            f"{ours['sectors per request']:.0f} sectors per request, against "
            f"{torch_['floats per thread per load']:.0f} floats and "
            f"{torch_['sectors per request']:.0f} sectors for torch.square, which issues "
            f"{ours['load instructions (warp)'] / torch_['load instructions (warp)']:.1f} times "
            f"fewer load instructions; DRAM throughput {ours['DRAM throughput (% of peak)']:.0f}% "
            f"against {torch_['DRAM throughput (% of peak)']:.0f}% of peak.")


def _host(data):
    rows = [r for r in data.rows(HOST) if r["host_us_per_call"] == r["host_us_per_call"]]
    flush = rows[0]["do_bench flush_us"]
    parts = [f"{r['variant']} {r['host_us_per_call']:.1f} us (do_bench {r['do_bench_us']:.1f} us)"
             for r in rows]
    return (f"On the {data.gpu}, host time per call at 2^18 elements: " + "; ".join(parts)
            + f". do_bench's cache flush keeps the GPU busy for {flush:.0f} us before each run.")


CLAIMS = [
    Wording("numba-per-call", PAGE, [NUMBA], _numba_per_call),
    Wording("numba-mapping-by-size", PAGE, [NUMBA], _mapping),
    Wording("ncu-square", PAGE, [NCU], _ncu_square),
    Wording("gelu-host-cost", PAGE, [HOST], _host),
]
