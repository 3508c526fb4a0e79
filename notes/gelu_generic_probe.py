"""Probe (not part of the site): does the size-generic compiled GELU's speed at 2^26
depend on the size at which Inductor autotuned its launch config? Each variant in a
fresh process with fresh Triton and Inductor caches."""
import glob, json, os, subprocess, sys, tempfile

CHILD = r'''
import glob, os, sys, torch, triton
from snippets.cuda_and_compile.gelu_compile import gelu_tanh_compiled, compiled_gelu_tanh_static_shapes
from snippets.helpers.queued import queued_ms
first, second = int(sys.argv[1]), int(sys.argv[2])
for n in (first, second):
    gelu_tanh_compiled(torch.randn(n, device="cuda"))
torch.cuda.synchronize()
out = {}
for n in (2**20, 2**24, 2**26):
    x = torch.randn(n, device="cuda")
    ms = min(queued_ms(lambda: gelu_tanh_compiled(x))[0] for _ in range(3))
    out[n] = round(2 * n * 4 / (ms * 1e-3) / 1e9)
x = torch.randn(2**26, device="cuda")
ms = min(queued_ms(lambda: compiled_gelu_tanh_static_shapes()(x))[0] for _ in range(3))
out["static 2^26"] = round(2 * 2**26 * 4 / (ms * 1e-3) / 1e9)
configs = []
for f in glob.glob(os.environ["TORCHINDUCTOR_CACHE_DIR"] + "/**/*.best_config", recursive=True):
    configs.append(open(f).read()[:300])
print("GBPS", first, second, out)
for c in configs: print("  best_config", c)
'''
for first, second in ((2**16, 2**18), (2**16, 2**26), (2**26, 2**16)):
    with tempfile.TemporaryDirectory() as d:
        env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=d + "/ind", TRITON_CACHE_DIR=d + "/tri")
        r = subprocess.run([sys.executable, "-c", CHILD, str(first), str(second)], env=env,
                           capture_output=True, text=True)
        print(r.stdout[-3000:], r.stderr[-1500:] if r.returncode else "")
