"""Scratch probe (not part of the site): persistent-kernel configs vs torch.matmul,
timed interleaved (torch, candidate, torch, candidate...) with CUDA-graph replays,
with the SM clock and board power sampled through NVML during each timing."""
import json, os, threading, time, statistics
import torch, triton
from snippets.matmul import problem
from snippets.hopper_matmul import persistent as P

try:
    import pynvml
    pynvml.nvmlInit(); H = pynvml.nvmlDeviceGetHandleByIndex(0)
except Exception as e:
    print("no nvml", e); H = None

class Sampler:
    def __init__(self): self.samples = []; self.on = False
    def __enter__(self):
        self.on = True; self.samples = []
        def loop():
            while self.on:
                if H is not None:
                    self.samples.append((pynvml.nvmlDeviceGetClockInfo(H, pynvml.NVML_CLOCK_SM),
                                         pynvml.nvmlDeviceGetPowerUsage(H) / 1000))
                time.sleep(0.005)
        self.t = threading.Thread(target=loop); self.t.start(); return self
    def __exit__(self, *a):
        self.on = False; self.t.join()
    def median(self):
        if not self.samples: return (float("nan"), float("nan"))
        return (statistics.median(s[0] for s in self.samples), statistics.median(s[1] for s in self.samples))

def cfg(bm, bn, bk, w, s, sub=True, flat=True, g=8, ws=False):
    return P.persistent_config(bm, bn, bk, num_warps=w, num_stages=s, subtile=sub, flatten=flat,
                               group_m=g, warp_specialize=ws)

CANDS = {
 "128x256x64 w8 s3 sub g8 (current)": cfg(128,256,64,8,3),
 "128x256x64 w8 s4 sub g8": cfg(128,256,64,8,4),
 "128x256x64 w8 s3 whole g8": cfg(128,256,64,8,3,sub=False),
 "128x256x64 w8 s3 sub g16": cfg(128,256,64,8,3,g=16),
 "128x256x64 w8 s3 sub g4": cfg(128,256,64,8,3,g=4),
 "128x256x64 w8 s3 sub g32": cfg(128,256,64,8,3,g=32),
 "128x256x64 w8 s3 sub nested": cfg(128,256,64,8,3,flat=False),
 "256x128x64 w8 s3 sub g8": cfg(256,128,64,8,3),
 "256x128x64 w8 s4 sub g8": cfg(256,128,64,8,4),
 "128x128x64 w4 s4 sub g8": cfg(128,128,64,4,4),
 "128x128x64 w8 s4 sub g8": cfg(128,128,64,8,4),
 "128x256x32 w8 s6 sub g8": cfg(128,256,32,8,6),
 "256x128x64 w8 s3 sub nested": cfg(256,128,64,8,3,flat=False),
}

def runner(a, b, c, size, chosen):
    vals = dict(chosen.kwargs)
    def run():
        P.launch_persistent(a, b, c, size, size, size, kernel=P.matmul_persistent_kernel.fn,
                            **vals, num_warps=chosen.num_warps, num_stages=chosen.num_stages)
    return run

def bench(fn):
    with Sampler() as s:
        ms = triton.testing.do_bench_cudagraph(fn, rep=60, quantiles=(0.5, 0.2, 0.8))[0]
    return ms, *s.median()

def kernel_names(a, b):
    from torch.profiler import profile, ProfilerActivity
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        torch.matmul(a, b); torch.cuda.synchronize()
    return sorted({e.name for e in prof.events() if e.device_type.name == "CUDA"})

out = {"gpu": torch.cuda.get_device_name(), "rows": [], "cublas": {}}
ROUNDS = int(os.environ.get("ROUNDS", "4"))
t0 = time.time()
for dtype in (torch.float16, torch.bfloat16):
    for size in (4096, 8192):
        a, b = problem.timing_inputs((size, size, size), dtype)
        c = torch.empty((size, size), dtype=dtype, device="cuda")
        ref = torch.matmul(a, b)
        out["cublas"][f"{dtype} {size}"] = kernel_names(a, b)
        runs = {}
        for name, chosen in CANDS.items():
            try:
                r = runner(a, b, c, size, chosen); r(); torch.cuda.synchronize()
                err = (c.float() - ref.float()).abs().max().item()
                if err > 0.05: print("WRONG", name, err); continue
                runs[name] = r
            except Exception as e:
                print("fail", name, type(e).__name__, str(e)[:100])
        torch_fn = lambda: torch.matmul(a, b)
        per = {n: [] for n in runs}; tor = []
        for rnd in range(ROUNDS):
            for n, r in runs.items():
                t = bench(torch_fn); k = bench(r)
                tor.append(t); per[n].append((k, t[0] / k[0]))
        tmed = statistics.median(x[0] for x in tor)
        tclk = statistics.median(x[1] for x in tor); tpw = statistics.median(x[2] for x in tor)
        print(f"\n{dtype} {size}: torch {2*size**3/tmed/1e9:.0f} TFLOP/s at {tclk:.0f} MHz {tpw:.0f} W  ({time.time()-t0:.0f}s)")
        for n, v in sorted(per.items(), key=lambda kv: -statistics.median(x[1] for x in kv[1])):
            ms = statistics.median(x[0][0] for x in v); ratio = statistics.median(x[1] for x in v)
            clk = statistics.median(x[0][1] for x in v); pw = statistics.median(x[0][2] for x in v)
            lo, hi = min(x[1] for x in v), max(x[1] for x in v)
            print(f"  {n:36s} {2*size**3/ms/1e9:6.0f} TFLOP/s  x{ratio:.3f} [{lo:.3f},{hi:.3f}]  {clk:.0f} MHz {pw:.0f} W")
            out["rows"].append(dict(dtype=str(dtype), size=size, cand=n, ms=ms, ratio=ratio, lo=lo, hi=hi,
                                    clk=clk, power=pw, torch_ms=tmed, torch_clk=tclk, torch_power=tpw))
print(json.dumps(out["cublas"], indent=1))
od = os.environ.get("OUT", "/tmp")
json.dump(out, open(os.path.join(od, "probe.json"), "w"), indent=1)
print("total", time.time() - t0)
