"""Scratch probe (not part of the site): persistent-kernel variants vs torch.matmul,
timed at the GPU's settled clock.

Run from the repository root on a Hopper GPU (needs nvidia-ml-py). For each dtype and
size, every provider is a CUDA graph of ~10 ms of products, replayed back to back for
SEG_MS at a stretch in the order torch, A, B, B, A, torch, torch, A, B (the GPU never
idle in between), one event pair per replay and the SM clock sampled meanwhile. It
prints, per stretch, the TFLOP/s of all replays and of the second half (the clock
settled). ``trace`` (an earlier question, kept for rerunning it) samples the clock
every millisecond while torch, ours and torch run back to back from an idle GPU.
"""
import json, os, statistics, threading, time
import torch, triton
from snippets.matmul import problem
from snippets.hopper_matmul import descriptors, persistent as P

import pynvml
pynvml.nvmlInit()
H = pynvml.nvmlDeviceGetHandleByIndex(0)
OUT = os.environ.get("OUT", "/tmp")
SEG_MS, GRAPH_MS = 1500, 10


def read():
    return (pynvml.nvmlDeviceGetClockInfo(H, pynvml.NVML_CLOCK_SM),
            pynvml.nvmlDeviceGetPowerUsage(H) / 1000)


class Sampler:
    def __init__(self, interval=0.002):
        self.label, self.rows, self.on, self.interval = None, [], False, interval
    def __enter__(self):
        self.on = True; self.t0 = time.perf_counter()
        def loop():
            while self.on:
                if self.label is not None:
                    self.rows.append((time.perf_counter() - self.t0, self.label, *read()))
                time.sleep(self.interval)
        self.th = threading.Thread(target=loop, daemon=True); self.th.start(); return self
    def __exit__(self, *a):
        self.on = False; self.th.join()
    def median(self, label):
        xs = [r for r in self.rows if r[1] == label]
        if not xs: return (None, None)
        return statistics.median(r[2] for r in xs), statistics.median(r[3] for r in xs)


def launcher(a, b, c, size, chosen, balanced):
    """Persistent kernel with a fixed config; balanced: as many programs as needed so that
    every program gets the same number of tiles (ceil(tiles / ceil(tiles / SMs)))."""
    kw = dict(chosen.kwargs)
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    tiles = triton.cdiv(size, kw["BLOCK_M"]) * triton.cdiv(size, kw["BLOCK_N"])
    programs = min(sms, tiles)
    if balanced:
        programs = triton.cdiv(tiles, triton.cdiv(tiles, sms))
    a_desc, b_desc, c_desc = map(descriptors.describe, (a, b, c))
    descriptors.set_block_shapes({"a_desc": a_desc, "b_desc": b_desc, "c_desc": c_desc,
                                  "B_IS_TRANSPOSED": False, **kw})
    kern = P.matmul_persistent_kernel.fn
    def run():
        kern[(programs,)](a_desc, b_desc, c_desc, None, None, size, size, size,
                          NUM_SMS=programs, B_IS_TRANSPOSED=False, **kw,
                          num_warps=chosen.num_warps, num_stages=chosen.num_stages)
    return run, programs


def graph_of(fn, ms_target=GRAPH_MS):
    s = torch.cuda.Stream()
    with torch.cuda.stream(s):
        fn(); torch.cuda.synchronize()
        e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        e0.record(); [fn() for _ in range(5)]; e1.record(); torch.cuda.synchronize()
        n = max(1, int(ms_target / (e0.elapsed_time(e1) / 5)))
        g = torch.cuda.CUDAGraph()
        with torch.cuda.graph(g):
            for _ in range(n):
                fn()
    torch.cuda.synchronize()
    return g, n


def segments(graphs, order, seg_ms, sampler, base):
    """Replay each provider in ``order`` for seg_ms, back to back with no idle GPU time in
    between (a sync at each switch only, to move the sampler's label). Every replay has
    its own event pair. Returns rows (provider, segment index, start ms since base, ms per call)."""
    rows = []
    for i, n in enumerate(order):
        g, calls = graphs[n]
        reps = max(1, round(seg_ms / GRAPH_MS))
        ev = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(reps)]
        sampler.label = n
        for e0, e1 in ev:
            e0.record(); g.replay(); e1.record()
        torch.cuda.synchronize()
        sampler.label = None
        rows += [(n, i, base.elapsed_time(e0), e0.elapsed_time(e1) / calls) for e0, e1 in ev]
    return rows


def main():
    cfg = P.persistent_config
    variants = {
        "g8 grid=SMs (now)": (cfg(128, 256, 64, num_warps=8, num_stages=3, subtile=True), False),
        "g16 balanced": (cfg(128, 256, 64, num_warps=8, num_stages=3, subtile=True, group_m=16), True),
    }
    out = {"gpu": torch.cuda.get_device_name(), "seg_ms": SEG_MS, "cases": []}
    t0 = time.time()
    keep = []  # closures, descriptors and outputs the graphs write: alive until the end
    for dtype in (torch.bfloat16, torch.float16):
        for size in (8192, 4096):
            a, b = problem.timing_inputs((size,) * 3, dtype)
            ref = torch.matmul(a, b)
            graphs = {"torch": graph_of(lambda a=a, b=b: torch.matmul(a, b))}
            for name, (chosen, balanced) in variants.items():
                c = torch.empty((size, size), dtype=dtype, device="cuda")
                run, programs = launcher(a, b, c, size, chosen, balanced)
                run(); torch.cuda.synchronize()
                err = (c.float() - ref.float()).abs().max().item()
                assert err < 0.05, (name, err)
                graphs[name] = graph_of(run)
                keep.append((run, c))
            names = list(graphs)
            # torch, v1, v2, then reversed, then again: ABC CBA ABC
            order = names + names[::-1] + names
            base = torch.cuda.Event(enable_timing=True)
            time.sleep(0.3)
            with Sampler(0.002) as s:
                base.record()
                rows = segments(graphs, order, SEG_MS, s, base)
            case = {"dtype": str(dtype), "size": size, "order": order, "rows": rows,
                    "clock": [(round(t, 4), l, c_, round(p)) for t, l, c_, p in s.rows]}
            out["cases"].append(case)
            # summary: per segment, median of the replays in its second half
            seg = {}
            for n, i, t, ms in rows:
                seg.setdefault((n, i), []).append(ms)
            print(f"\n{dtype} {size} ({time.time()-t0:.0f}s)")
            for (n, i), v in sorted(seg.items(), key=lambda kv: kv[0][1]):
                half = v[len(v) // 2:]
                print(f"  seg {i} {n:20s} all {2*size**3/statistics.median(v)/1e9:5.0f}  "
                      f"2nd half {2*size**3/statistics.median(half)/1e9:5.0f} TFLOP/s  "
                      f"clk {s.median(n)[0]}", flush=True)
            json.dump(out, open(os.path.join(OUT, "steady_probe.json"), "w"))
    print("total", round(time.time() - t0))


if __name__ == "__main__":
    main()
