"""What lecture 5's sentences say about its measured data (see snippets/core/claims.py)."""

from snippets.core.claims import Claim, Spread, Wording, verdict

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

    def coalesced(r):  # a warp's request touches exactly the sectors its bytes fill
        return abs(r["sectors per request"] - 4 * r["floats per thread per load"]) < 0.5

    text = (f"On the {data.gpu} each thread of our kernel loads "
            f"{ours['floats per thread per load']:.0f} float(s) per load instruction, and "
            f"each thread of torch.square {torch_['floats per thread per load']:.0f}; our "
            f"kernel issues {ours['load instructions (warp)'] / torch_['load instructions (warp)']:.1f} "
            f"times as many load instructions. Sectors per request: "
            f"{ours['sectors per request']:.1f} against {torch_['sectors per request']:.1f}")
    if coalesced(ours) and coalesced(torch_):
        text += (", exactly what the load widths need: both kernels are coalesced, and the "
                 "difference is the width of each load")
    return text + (f". DRAM throughput: {ours['DRAM throughput (% of peak)']:.0f}% against "
                   f"{torch_['DRAM throughput (% of peak)']:.0f}% of peak.")


def _host(data):
    rows = [r for r in data.rows(HOST) if r["host_us_per_call"] == r["host_us_per_call"]]
    if not rows:
        return f"On the {data.gpu} no variant could be measured (see the table's notes)."
    flush = rows[0]["do_bench flush_us"]
    parts = [f"{r['variant']} {r['host_us_per_call']:.1f} us (do_bench {r['do_bench_us']:.1f} us)"
             for r in rows]
    longer = [r["variant"] for r in rows if r["host_us_per_call"] > flush]
    text = (f"On the {data.gpu}, host time per call at 2^18 elements: " + "; ".join(parts)
            + f". do_bench's cache flush keeps the GPU busy for {flush:.0f} us before each run")
    if longer:
        return text + (f"; the host time of {', '.join(longer)} is longer than that, so "
                       "do_bench's reading includes host time.")
    return text + ("; every call's host time is shorter than that, so do_bench's readings "
                   "are kernel time, and the host cost does not explain a gap in them.")


SQUARE = "square_cuda/benchmark.csv"
GELU = "gelu_tanh_triton/benchmark.csv"


def _largest(data, path, provider):
    rows = data.rows(path, provider=provider)
    return max(rows, key=lambda r: r["x"])


def _square_small_flat(data):
    said, holds = [], True
    for provider in ("cuda", "torch"):
        rows = sorted(data.rows(SQUARE, provider=provider), key=lambda r: r["x"])
        ratio = rows[1]["ms_p50"] / rows[0]["ms_p50"]
        holds &= ratio < 2
        said.append(f"{provider}: {rows[0]['x']:.0f} -> {rows[1]['x']:.0f} takes {ratio:.2f}x the time")
    return holds, "; ".join(said) + " for 4x the data"


def _square_largest(data):
    ours, torch_ = _largest(data, SQUARE, "cuda"), _largest(data, SQUARE, "torch")
    return (torch_["fraction_of_copy"] >= 0.9 and ours["fraction_of_copy"] <= 0.8,
            f"torch.square {torch_['fraction_of_copy']:.3f}, ours {ours['fraction_of_copy']:.3f} of copy")


def _gelu_eager(data):
    eager = _largest(data, GELU, "eager")["fraction_of_copy"]
    return 0.07 <= eager <= 0.11, f"eager at {eager:.3f} of copy (1/11 = 0.091)"


def _gelu_fused_near_copy(data):
    triton_ = _largest(data, GELU, "triton")["fraction_of_copy"]
    gelu = _largest(data, GELU, "torch_gelu")["fraction_of_copy"]
    return min(triton_, gelu) >= 0.9, f"Triton {triton_:.3f}, F.gelu {gelu:.3f} of copy"


def _gelu_compiled(data):
    sizes = sorted({r["x"] for r in data.rows(GELU, provider="compiled")})
    default = _largest(data, GELU, "compiled")
    text = (f"On the {data.gpu} the default compiled line reaches "
            f"{default['fraction_of_copy']:.2f} of the copy bandwidth at the largest size; ")
    said = {"ahead": "ahead of", "behind": "behind",
            "level within the noise": "level within the noise with"}
    parts = []
    for n in sizes[-2:]:
        static = Spread.of_row(data.row(GELU, provider="compiled_static", x=n))
        hand = Spread.of_row(data.row(GELU, provider="triton", x=n))
        parts.append(f"at 2^{int(n).bit_length() - 1} elements `dynamic=False` is "
                     f"{said[verdict(static, hand)]} the hand-written kernel "
                     f"({static.median:.0f} against {hand.median:.0f} GB/s)")
    return text + " and ".join(parts) + "."


def _gelu_small(data):
    n = 2**18
    hand = data.row(GELU, provider="triton", x=n)
    said = {"ahead": "faster than", "behind": "slower than",
            "level within the noise": "level within the noise with"}
    parts = []
    for provider, name in (("compiled", "default"), ("compiled_static", "dynamic=False")):
        row = data.row(GELU, provider=provider, x=n)
        parts.append(f"the {name} compiled line {1e3 * row['ms_p50']:.1f} us, "
                     f"{said[verdict(Spread.of_row(row, 'ms'), Spread.of_row(hand, 'ms'), False)]} "
                     f"the hand-written kernel")
    return (f"On the {data.gpu} at 2^18 elements: " + "; ".join(parts)
            + f" ({1e3 * hand['ms_p50']:.1f} us).")


def _gelu_compiled_in_between(data):
    eager = _largest(data, GELU, "eager")["fraction_of_copy"]
    default = _largest(data, GELU, "compiled")["fraction_of_copy"]
    hand = _largest(data, GELU, "triton")["fraction_of_copy"]
    return (eager < default < 0.8 * hand,
            f"eager {eager:.2f}, compiled {default:.2f}, Triton {hand:.2f} of copy")


CLAIMS = [
    Claim("gelu-compiled-in-between", PAGE,
          "torch.compile (the default line) lands in between, well below the copy bandwidth "
          "at the largest size (under 0.8 of the hand-written kernel's)", [GELU],
          _gelu_compiled_in_between),
    Claim("square-small-sizes-flat", PAGE,
          "At the smallest sizes the time hardly grows with the data (from 256 to 512, four "
          "times the data, less than twice the time)", [SQUARE], _square_small_flat),
    Claim("square-largest-torch-near-copy", PAGE,
          "at the largest size torch.square comes close to the copy bandwidth (0.9 of it or "
          "more), and our kernel falls well short of it (0.8 or less)", [SQUARE], _square_largest),
    Claim("gelu-eager-one-eleventh", PAGE,
          "Eager sits near one eleventh of the copy bandwidth (between 0.07 and 0.11 of it at "
          "the largest size)", [GELU], _gelu_eager),
    Claim("gelu-fused-near-copy", PAGE,
          "The hand-written Triton kernel and F.gelu come close to the copy bandwidth (0.9 of "
          "it or more at the largest size)", [GELU], _gelu_fused_near_copy),
    Wording("gelu-compiled-lines", PAGE, [GELU], _gelu_compiled),
    Wording("gelu-small-sizes", PAGE, [GELU], _gelu_small),
    Wording("numba-per-call", PAGE, [NUMBA], _numba_per_call),
    Wording("numba-mapping-by-size", PAGE, [NUMBA], _mapping),
    Wording("ncu-square", PAGE, [NCU], _ncu_square),
    Wording("gelu-host-cost", PAGE, [HOST], _host),
]
