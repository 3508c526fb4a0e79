"""Probe (the cuDNN bar): lecture 8's forward against SDPA's cuDNN backend.

    python notes/attention_forward_probe.py OUT.json       # on an H100: torch 2.11, Triton 3.6
    python notes/attention_forward_probe.py --cpu-smoke    # here: correctness only, interpreter

bfloat16, head dim 128, 16 heads, batch 16384 // N (benchmark.py's inputs), N = 4096 and
16384, causal and not. Timed: cuDNN's forward (``sdpa_kernel(CUDNN_ATTENTION)``, inputs
requiring grad as in benchmark.py, so it keeps its statistics as ours keeps the LSE),
and VARIANTS of our forward:

- ``lecture BMxBN wW sS``: ``snippets/attention/forward.py`` as it is, at configs around
  notes/attention_configs_h100.json's best (128 x 64, 8 warps, 3 stages);
- ``lecture TMA``: ``forward_tma.py`` at the chosen config;
- ``probe ...``: ``probe_forward_kernel`` below, one Hopper trick of Triton 3.6's
  tutorial 06 per switch: ``ptr`` (the lecture's kernel, re-written for N a multiple of
  the blocks: the probe's own baseline), ``tma`` (Q, K, V, O through host tensor
  descriptors, as the tutorial's ``_attn_fwd_tma``), ``ws`` (``tl.range(...,
  warp_specialize=True)`` on the unmasked loop: Triton 3.6 may refuse it on sm_90; the
  error is recorded), ``kT`` (K loaded transposed, no ``tl.trans``), ``scale-first`` (the
  scores scaled before the maximum, the diagonal masked by adding -1e6 as the tutorial
  does, instead of ``where(-inf)``).

Every variant is first checked against ``F.scaled_dot_product_attention``'s math backend
in float32 on the same inputs (||out - ref|| / ||ref|| under 1e-2, NaN failing), at
B = 1, H = 16, N = 1024; a variant that fails is not timed. Timing: do_bench (warm-up
5 ms, 20 ms of calls, median), two passes in opposite orders; TFLOP/s count
4 B H N^2 D, halved when causal, as benchmark.py does. Variants are compiled in order
and skipped once TIME_BUDGET_S has passed (recorded as such), so the run stays under
90 s. Output: a table (last lines) and OUT.json with every number.
"""

import json
import math
import os
import sys
import time

if "--cpu-smoke" in sys.argv:
    os.environ.setdefault("TRITON_INTERPRET", "1")

import snippets  # noqa: E402,F401  (decides interpreter or native before Triton loads)
import torch  # noqa: E402
import triton  # noqa: E402
import triton.language as tl  # noqa: E402
from triton.tools.tensor_descriptor import TensorDescriptor  # noqa: E402

from snippets.attention.forward import LOG2_E, attention_forward  # noqa: E402
from snippets.attention.forward_tma import attention_forward_tma  # noqa: E402

TOKENS, HEADS, HEAD_DIM, DTYPE = 16384, 16, 128, torch.bfloat16
LENGTHS = (4096, 16384)
BEST = (128, 64, 8, 3)  # notes/attention_configs_h100.json, forward.GPU_CONFIGS[128]
LECTURE_CONFIGS = [BEST, (128, 64, 8, 4), (128, 128, 8, 3), (128, 128, 8, 2), (64, 64, 4, 3),
                   (128, 64, 8, 2)]
# name: (tma, warp_specialize, k_transposed, scale_first)
PROBE_SWITCHES = {"ptr": (False, False, False, False), "tma": (True, False, False, False),
                  "tma+ws": (True, True, False, False), "ptr+ws": (False, True, False, False),
                  "kT": (False, False, True, False),
                  "scale-first": (False, False, False, True),
                  "tma+scale-first": (True, False, False, True)}
TIME_BUDGET_S = 70.0  # from main's start; imports and CUDA's start come before it
CHECK_N, TOLERANCE = 1024, 1e-2
WARMUP_MS, REP_MS = 5, 20


@triton.jit
def _probe_block(acc, m_i, l_i, q, k_ptrs, v_ptrs, k_desc, v_desc, kv_row, rows, start_n,
                 qk_scale, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr, MASK: tl.constexpr,
                 TMA: tl.constexpr, KT: tl.constexpr, SCALE_FIRST: tl.constexpr):
    cols = start_n + tl.arange(0, BLOCK_N)
    if TMA:
        s = tl.dot(q, k_desc.load([kv_row + start_n, 0]).T)
    elif KT:
        s = tl.dot(q, tl.load(k_ptrs + start_n * HEAD_DIM))  # HEAD_DIM x BLOCK_N: K transposed
    else:
        s = tl.dot(q, tl.trans(tl.load(k_ptrs + start_n * HEAD_DIM)))
    if SCALE_FIRST:  # tutorial 06: scale, then the additive mask, then the maximum
        s = s * qk_scale
        if MASK:
            s = s + tl.where(cols[None, :] <= rows[:, None], 0.0, -1.0e6)
        m_new = tl.maximum(m_i, tl.max(s, 1))
        p = tl.math.exp2(s - m_new[:, None])
    else:  # the lecture's: the maximum of the raw scores, one multiply-add per score
        if MASK:
            s = tl.where(cols[None, :] <= rows[:, None], s, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, 1) * qk_scale)
        p = tl.math.exp2(s * qk_scale - m_new[:, None])
    alpha = tl.math.exp2(m_i - m_new)
    l_i = l_i * alpha + tl.sum(p, 1)
    acc = acc * alpha[:, None]
    if TMA:
        v = v_desc.load([kv_row + start_n, 0])
    else:
        v = tl.load(v_ptrs + start_n * HEAD_DIM)
    acc = tl.dot(p.to(v.dtype), v, acc)
    return acc, m_new, l_i


@triton.jit
def probe_forward_kernel(q_ptr, k_ptr, v_ptr, o_ptr, q_desc, k_desc, v_desc, o_desc, lse_ptr,
                         n, qk_scale, HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr,
                         BLOCK_N: tl.constexpr, CAUSAL: tl.constexpr, TMA: tl.constexpr,
                         WS: tl.constexpr, KT: tl.constexpr, SCALE_FIRST: tl.constexpr):
    """q, k, v, o: (B * H, n, D) contiguous, n a multiple of BLOCK_M and BLOCK_N."""
    block_m = tl.program_id(0)
    batch_head = tl.program_id(1).to(tl.int64)
    start = batch_head * n * HEAD_DIM
    kv_row = (batch_head * n).to(tl.int32)  # descriptor row of this head's first key
    rows = block_m * BLOCK_M + tl.arange(0, BLOCK_M)
    dims = tl.arange(0, HEAD_DIM)
    keys = tl.arange(0, BLOCK_N)
    if TMA:
        q = q_desc.load([kv_row + block_m * BLOCK_M, 0])
    else:
        q = tl.load(q_ptr + start + rows[:, None] * HEAD_DIM + dims[None, :])
    if KT:
        k_ptrs = k_ptr + start + keys[None, :] * HEAD_DIM + dims[:, None]
    else:
        k_ptrs = k_ptr + start + keys[:, None] * HEAD_DIM + dims[None, :]
    v_ptrs = v_ptr + start + keys[:, None] * HEAD_DIM + dims[None, :]
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    full_end = block_m * BLOCK_M if CAUSAL else n
    for start_n in tl.range(0, full_end, BLOCK_N, warp_specialize=WS):
        acc, m_i, l_i = _probe_block(acc, m_i, l_i, q, k_ptrs, v_ptrs, k_desc, v_desc, kv_row,
                                     rows, start_n, qk_scale, BLOCK_N, HEAD_DIM, False, TMA,
                                     KT, SCALE_FIRST)
    if CAUSAL:  # the diagonal blocks, masked
        for start_n in tl.range(full_end, (block_m + 1) * BLOCK_M, BLOCK_N):
            acc, m_i, l_i = _probe_block(acc, m_i, l_i, q, k_ptrs, v_ptrs, k_desc, v_desc,
                                         kv_row, rows, start_n, qk_scale, BLOCK_N, HEAD_DIM,
                                         True, TMA, KT, SCALE_FIRST)
    acc = acc / l_i[:, None]
    tl.store(lse_ptr + batch_head * n + rows, m_i + tl.math.log2(l_i))
    if TMA:
        o_desc.store([kv_row + block_m * BLOCK_M, 0], acc.to(o_ptr.dtype.element_ty))
    else:
        tl.store(o_ptr + start + rows[:, None] * HEAD_DIM + dims[None, :],
                 acc.to(o_ptr.dtype.element_ty))


def probe_forward(q, k, v, causal, config, switches):
    """(O, LSE) of probe_forward_kernel; q, k, v (B, H, N, D), N a multiple of the blocks."""
    tma, ws, kt, scale_first = switches
    b, h, n, d = q.shape
    block_m, block_n, num_warps, num_stages = config
    if n % block_m or n % block_n:
        raise ValueError(f"the probe kernel needs N a multiple of {block_m} and {block_n}")
    o = torch.empty_like(q)
    lse = torch.empty((b, h, n), dtype=torch.float32, device=q.device)
    rows = b * h * n

    def describe(t, block):
        return TensorDescriptor(t, [rows, d], [d, 1], [block, d])

    descs = ((describe(q, block_m), describe(k, block_n), describe(v, block_n),
              describe(o, block_m)) if tma else (None,) * 4)
    probe_forward_kernel[(n // block_m, b * h)](
        q, k, v, o, *descs, lse, n, q.shape[-1] ** -0.5 * LOG2_E,
        HEAD_DIM=d, BLOCK_M=block_m, BLOCK_N=block_n, CAUSAL=causal, TMA=tma, WS=ws, KT=kt,
        SCALE_FIRST=scale_first, num_warps=num_warps, num_stages=num_stages)
    return o, lse


def variants(smoke=False):
    """name -> run(q, k, v, causal) -> O, in the order they are compiled (the most
    telling first: variants past the compile budget are skipped)."""
    configs = [(32, 16, 4, 1)] if smoke else LECTURE_CONFIGS
    best = configs[0]

    def lecture(config):
        return lambda q, k, v, c: attention_forward(q, k, v, c, config=config)[0]

    out = {"lecture {}x{} w{} s{}".format(*best): lecture(best)}
    for name, switches in PROBE_SWITCHES.items():
        out[f"probe {name}"] = (lambda q, k, v, c, s=switches:
                                probe_forward(q, k, v, c, best, s)[0])
    for config in configs[1:]:
        out["lecture {}x{} w{} s{}".format(*config)] = lecture(config)
    out["lecture TMA"] = lambda q, k, v, c: attention_forward_tma(q, k, v, c, config=best)[0]
    return out


# What the lecture's forward (snippets/attention/forward.py) would change if a variant
# wins clearly (both passes of every case ahead of "lecture 128x64 w8 s3"): kept here,
# not in the lecture, until the probe's numbers say so.
LECTURE_CHANGES = {
    "probe ptr": "nothing: the probe's own copy of the lecture's kernel (N a multiple of "
                 "the blocks, no GQA); a gap to the lecture's row is the cost of the "
                 "lecture's generality (key masks on the last block, GQA head index)",
    "probe tma": "load Q, K, V and store O through descriptors as the probe does "
                 "(forward_tma.py loads Q, K, V only and stores O with pointers): "
                 "forward_tma.py's kernel gains an o descriptor, and the benchmark's "
                 "provider switches to it",
    "probe tma+ws": "as 'probe tma', plus warp_specialize=True on the unmasked loop: "
                    "the page's sentence that Triton 3.6 gives no warp specialisation on "
                    "Hopper would be wrong and must go",
    "probe ptr+ws": "warp_specialize=True on forward.py's stage-1 tl.range only",
    "probe kT": "in _attend_block, k_block points at K transposed (HEAD_DIM x BLOCK_N: "
                "keys[None, :] * HEAD_DIM + dims[:, None]) and s = tl.dot(q, k), no tl.trans",
    "probe scale-first": "in _attend_block, s = s * qk_scale before the maximum, and the "
                         "diagonal mask added as -1e6 (the tutorial's order); the "
                         "backward's LSE is unchanged (same base-2 units)",
    "probe tma+scale-first": "both 'probe tma' and 'probe scale-first'",
}
for _config in LECTURE_CONFIGS[1:]:
    LECTURE_CHANGES["lecture {}x{} w{} s{}".format(*_config)] = (
        f"forward.GPU_CONFIGS[128] = {_config}, then the pipelining table's chosen "
        "stages and tiling_figure's blocks follow it")
LECTURE_CHANGES["lecture TMA"] = "the benchmark's 'ours' forward through forward_tma.py"


def cudnn_forward(q, k, v, causal):
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel

    with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
        return F.scaled_dot_product_attention(q, k, v, is_causal=causal)


def reference(q, k, v, causal):
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel

    with sdpa_kernel(SDPBackend.MATH):
        return F.scaled_dot_product_attention(q.float(), k.float(), v.float(), is_causal=causal)


def inputs(b, h, n, d, dtype, device, seed=0, requires_grad=False):
    g = torch.Generator().manual_seed(seed)
    return tuple(torch.randn((b, h, n, d), generator=g).to(device, dtype)
                 .requires_grad_(requires_grad) for _ in range(3))


def relative_error(out, ref) -> float:
    out = out.float()
    if not torch.isfinite(out).all():
        return float("nan")
    return float((out - ref).norm() / ref.norm())


def check(run, b, h, n, d, dtype, device) -> dict:
    """||out - ref|| / ||ref|| per mask, fresh inputs, the output poisoned first."""
    errors = {}
    for causal in (False, True):
        q, k, v = inputs(b, h, n, d, dtype, device, seed=int(causal) + 1)
        out = run(q, k, v, causal)
        errors[int(causal)] = relative_error(out, reference(q, k, v, causal))
    return errors


def cpu_smoke() -> None:
    """Every variant's correctness check in the interpreter (float16: the interpreter
    computes bfloat16 wrongly), at 1 x 2 heads x 64 x 64, the blocks 32 x 16."""
    failed = []
    for name, run in variants(smoke=True).items():
        if name.startswith("probe"):  # the probe kernels at the smoke's block sizes
            switches = PROBE_SWITCHES[name.removeprefix("probe ")]
            run = (lambda q, k, v, c, s=switches: probe_forward(q, k, v, c, (32, 16, 4, 1), s)[0])
        try:
            errors = check(run, 1, 2, 64, 64, torch.float16, "cpu")
        except Exception as error:  # noqa: BLE001
            errors = {"error": f"{type(error).__name__}: {str(error).splitlines()[0][:150]}"}
        ok = all(isinstance(e, float) and e < TOLERANCE for e in errors.values())
        print(f"{'ok  ' if ok else 'FAIL'} {name}: {errors}")
        if not ok:
            failed.append(name)
    if failed:
        raise SystemExit(f"failed: {failed}")
    print("cpu smoke: every variant matches SDPA's math backend")


def main(out_path: str) -> None:
    started = time.perf_counter()
    device = "cuda"
    result = {"gpu": torch.cuda.get_device_name(0), "torch": torch.__version__,
              "triton": triton.__version__, "cudnn": torch.backends.cudnn.version(),
              "dtype": "bfloat16", "head dim": HEAD_DIM, "heads": HEADS,
              "tokens": TOKENS, "checks": {}, "rows": [], "skipped": {}}
    candidates = variants()
    cases = [(n, causal) for n in LENGTHS for causal in (False, True)]
    data = {n: inputs(TOKENS // n, HEADS, n, HEAD_DIM, DTYPE, device, requires_grad=True)
            for n in LENGTHS}
    calls = {}  # (name, n, causal) -> call
    for n, causal in cases:
        q, k, v = data[n]
        calls[("cudnn", n, causal)] = lambda q=q, k=k, v=v, c=causal: cudnn_forward(q, k, v, c)
    for name, run in candidates.items():
        if time.perf_counter() - started > TIME_BUDGET_S * 0.7:
            result["skipped"][name] = "time budget (compiles)"
            continue
        try:
            with torch.no_grad():
                errors = check(run, 1, HEADS, CHECK_N, HEAD_DIM, DTYPE, device)
        except Exception as error:  # noqa: BLE001 (a compiler error has no common type)
            result["checks"][name] = f"{type(error).__name__}: {str(error).splitlines()[0][:200]}"
            print(f"{name}: {result['checks'][name]}", flush=True)
            continue
        result["checks"][name] = errors
        if not all(e < TOLERANCE for e in errors.values()):  # NaN fails too
            print(f"{name}: WRONG {errors}", flush=True)
            continue
        for n, causal in cases:
            q, k, v = (t.detach() for t in data[n])
            calls[(name, n, causal)] = lambda q=q, k=k, v=v, c=causal, run=run: run(q, k, v, c)
        print(f"{name}: checked {errors} at {time.perf_counter() - started:.0f} s", flush=True)
    for call in calls.values():
        call()  # cuDNN's plans; the kernels are compiled by their checks
    torch.cuda.synchronize()
    ms = {key: [] for key in calls}
    for order in (list(calls), list(reversed(calls))):
        for key in order:
            if time.perf_counter() - started > TIME_BUDGET_S:
                result["skipped"][str(key)] = "time budget (timing)"
                continue
            ms[key].append(triton.testing.do_bench(calls[key], warmup=WARMUP_MS, rep=REP_MS,
                                                   return_mode="median"))
    for (name, n, causal), times in ms.items():
        if len(times) < 2:
            continue
        flops = 4 * (TOKENS // n) * HEADS * n * n * HEAD_DIM * (0.5 if causal else 1.0)
        tf = [flops / (t * 1e-3) / 1e12 for t in times]
        ref = ms.get(("cudnn", n, causal), [])
        ratio = [r / t for r, t in zip(ref, times)] if len(ref) == 2 else []
        result["rows"].append({"variant": name, "N": n, "causal": int(causal),
                               "ms": times, "TFLOP/s": tf,
                               "over cudnn": ratio})
    result["seconds"] = round(time.perf_counter() - started, 1)
    with open(out_path, "w") as f:
        json.dump(result, f, indent=1)
    print(f"\n{'variant':28s} {'N':>6s} {'causal':>6s} {'TFLOP/s (2 passes)':>20s} "
          f"{'x cuDNN (2 passes)':>20s}")
    for r in result["rows"]:
        ratio = " / ".join(f"{x:.3f}" for x in r["over cudnn"]) or "-"
        print(f"{r['variant']:28s} {r['N']:6d} {r['causal']:6d} "
              f"{' / '.join(f'{x:.0f}' for x in r['TFLOP/s']):>20s} {ratio:>20s}")
    base = "lecture {}x{} w{} s{}".format(*BEST)
    own = {(r["N"], r["causal"]): r["ms"] for r in result["rows"] if r["variant"] == base}
    wins = {}
    for name in {r["variant"] for r in result["rows"]} - {base, "cudnn"}:
        speedups = [b / t for r in result["rows"] if r["variant"] == name
                    for b, t in zip(own.get((r["N"], r["causal"]), []), r["ms"])]
        if len(speedups) == 2 * len(cases) and min(speedups) > 1.0:
            wins[name] = (min(speedups), max(speedups))
    result["wins over the lecture's forward"] = {
        name: {"speedup, lowest and highest pass": w, "lecture change": LECTURE_CHANGES[name]}
        for name, w in wins.items()}
    with open(out_path, "w") as f:
        json.dump(result, f, indent=1)
    for name, (low, high) in sorted(wins.items(), key=lambda w: -w[1][0]):
        print(f"ahead of {base} in every case and pass: {name} ({low:.3f}-{high:.3f}x): "
              f"{LECTURE_CHANGES[name]}")
    print(f"skipped: {result['skipped'] or 'none'}; {result['seconds']} s")


if __name__ == "__main__":
    if "--cpu-smoke" in sys.argv:
        cpu_smoke()
    else:
        if len(sys.argv) != 2 or not torch.cuda.is_available():
            raise SystemExit(__doc__)
        main(sys.argv[1])
