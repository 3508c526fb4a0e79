"""The Gluon attention forward (snippets/gluon_attention) against a float64 reference.

On a Hopper GPU (``cuda``-marked): O and the base-2 log-sum-exp on shapes that hit every
mask and boundary (sequence lengths 1, 17, 257, 1000, 4097: multiples of no block;
fewer and more keys than queries, causal aligned at the top left; batch x heads > 1;
GQA 4 and 8; head dims 64 and 128; float16 and bfloat16; a custom scale), inputs
followed in memory by NaN, the output poisoned with NaN before the launch; and the
inputs the wrapper must refuse. Two checks on O, as lecture 8's tests do: element by
element against the reference rounded to the dtype, and ||O - ref|| / ||ref|| against
the float64 reference within a few units of the dtype's roundoff.

On any machine (CPU, seconds): the kernel compiles for sm_90a without a GPU (Triton
3.6 and 3.9 both allow it), with wgmma and TMA instructions in its PTX and no local
memory; and the wrapper refuses to run under the interpreter with a clear message.
"""

import json
import subprocess
import sys

import pytest
import torch

from snippets.attention import problem
from snippets.gluon_attention.accuracy import (FORWARDS, LSE_TOLERANCE, RELATIVE_UNITS, SHAPES,
                                               forward_of, nan_tailed, reference64)
from snippets.helpers.child_process import child_env
from snippets.helpers.runtime import interpreting
from snippets.helpers.tolerances import UNIT_ROUNDOFF
from snippets.machinery.layout import ROOT

WS_CONFIGS = [(64, 4, 168, 240), (64, 2, 168, 240)]  # forward_ws configs besides the default
OVERLAP_CONFIGS = [(128, 2, 168, 240, False), (64, 2, 168, 240, False), (128, 3, 168, 240, False)]


def check_forward(shape, dtype, causal, scale=None, seed=0, impl="v1"):
    attention_forward = forward_of(impl)
    generator = torch.Generator().manual_seed(seed)
    q, k, v = (nan_tailed(t) for t in problem.make_inputs(shape, dtype, "cuda", generator))
    o, lse = attention_forward(q, k, v, causal=causal, scale=scale)
    used = problem.default_scale(shape[-1]) if scale is None else scale
    o_ref, lse_ref = reference64(q, k, v, causal, used)
    assert torch.isfinite(o).all() and torch.isfinite(lse).all(), "unwritten or NaN output"
    atol, rtol = problem.attention_tolerance(dtype)
    torch.testing.assert_close(o, o_ref.to(dtype), atol=atol, rtol=rtol)
    relative = ((o.double() - o_ref).norm() / o_ref.norm()).item()
    assert relative <= RELATIVE_UNITS * UNIT_ROUNDOFF[dtype], f"||O - ref|| / ||ref|| = {relative:.2e}"
    # The log-sum-exp comes from float32 statistics of unrounded scores: tight.
    atol, rtol = LSE_TOLERANCE
    torch.testing.assert_close(lse.double(), lse_ref, atol=atol, rtol=rtol)


@pytest.mark.cuda
@pytest.mark.parametrize("impl", FORWARDS)
@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
@pytest.mark.parametrize("dtype", problem.DTYPES, ids=str)
@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "x".join(map(str, s)))
def test_forward_matches_float64(shape, dtype, causal, impl):
    check_forward(shape, dtype, causal, impl=impl)


@pytest.mark.cuda
@pytest.mark.parametrize("config", [(128, 128, 2, 8), (128, 64, 3, 8), (64, 64, 2, 4), (128, 32, 2, 8)],
                         ids=lambda c: "x".join(map(str, c)))
@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
def test_other_configs(config, causal):
    """Other blocks the benchmark tries: square 128 x 128 tiles, a three-deep ring, one
    warpgroup, BLOCK_M four times BLOCK_N (four diagonal blocks)."""
    from snippets.gluon_attention.forward import attention_forward

    shape, dtype = (2, 3, 3, 333, 333, 128), torch.bfloat16
    q, k, v = problem.make_inputs(shape, dtype, "cuda", torch.Generator().manual_seed(1))
    o, _ = attention_forward(q, k, v, causal=causal, config=config)
    o_ref, _ = reference64(q, k, v, causal, problem.default_scale(128))
    relative = ((o.double() - o_ref).norm() / o_ref.norm()).item()
    assert relative <= RELATIVE_UNITS * UNIT_ROUNDOFF[dtype], f"{relative:.2e}"


@pytest.mark.cuda
@pytest.mark.parametrize("config", WS_CONFIGS, ids=lambda c: "x".join(map(str, c)))
@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
def test_other_ws_configs(config, causal):
    """The warp-specialized kernel's other (BLOCK_N, STAGES, maxnreg, consumer registers)."""
    from snippets.gluon_attention.forward_ws import attention_forward

    shape, dtype = (2, 3, 3, 333, 333, 128), torch.bfloat16
    q, k, v = problem.make_inputs(shape, dtype, "cuda", torch.Generator().manual_seed(1))
    o, _ = attention_forward(q, k, v, causal=causal, config=config)
    o_ref, _ = reference64(q, k, v, causal, problem.default_scale(128))
    relative = ((o.double() - o_ref).norm() / o_ref.norm()).item()
    assert relative <= RELATIVE_UNITS * UNIT_ROUNDOFF[dtype], f"{relative:.2e}"


@pytest.mark.cuda
@pytest.mark.parametrize("config", OVERLAP_CONFIGS, ids=lambda c: "x".join(map(str, c)))
@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
def test_other_overlap_configs(config, causal):
    """The overlapped kernel's other (BLOCK_N, STAGES, maxnreg, consumer registers,
    longest first): tiles in launch order, a smaller key block, a three-deep ring."""
    from snippets.gluon_attention.forward_overlap import attention_forward

    shape, dtype = (2, 3, 3, 333, 333, 128), torch.bfloat16
    q, k, v = problem.make_inputs(shape, dtype, "cuda", torch.Generator().manual_seed(1))
    o, _ = attention_forward(q, k, v, causal=causal, config=config)
    o_ref, _ = reference64(q, k, v, causal, problem.default_scale(128))
    relative = ((o.double() - o_ref).norm() / o_ref.norm()).item()
    assert relative <= RELATIVE_UNITS * UNIT_ROUNDOFF[dtype], f"{relative:.2e}"


@pytest.mark.cuda
@pytest.mark.parametrize("impl", FORWARDS)
def test_custom_scale_and_fresh_inputs(impl):
    for seed in (1, 2):
        check_forward((2, 2, 2, 129, 513, 128), torch.bfloat16, True, scale=0.3, seed=seed,
                      impl=impl)


@pytest.mark.cuda
@pytest.mark.parametrize("impl", FORWARDS)
@pytest.mark.parametrize("index, description",
                         list(enumerate(b.description for b in problem.bad_inputs("cpu"))))
def test_rejects_bad_inputs(index, description, impl):
    attention_forward = forward_of(impl)
    bad = problem.bad_inputs("cuda")[index]
    with pytest.raises(bad.error, match=bad.match):
        attention_forward(*bad.args)


@pytest.mark.cuda
@pytest.mark.parametrize("impl", FORWARDS)
def test_rejects_misaligned_start(impl):
    """Contiguous but 2 bytes off a 16-byte boundary: TMA cannot copy from there."""
    attention_forward = forward_of(impl)

    buffer = torch.randn(1 + 2 * 64 * 64, device="cuda", dtype=torch.float16)
    q = buffer[1:].view(1, 2, 64, 64)
    with pytest.raises(ValueError, match="16 bytes"):
        attention_forward(q, q, q)


@pytest.mark.skipif(not interpreting(), reason="only under the interpreter (no GPU run)")
@pytest.mark.parametrize("impl", FORWARDS)
def test_refuses_the_interpreter(impl):
    attention_forward = forward_of(impl)

    q = torch.randn(1, 1, 16, 64, dtype=torch.float16)
    with pytest.raises(RuntimeError, match="interpreter"):
        attention_forward(q, q, q)


COMPILE_CHILD = """
import json, sys, torch
from snippets.gluon_attention import machine_code, offline
c = machine_code.compile_kernel(sys.argv[1], torch.bfloat16, 128, causal=True)
ptx = c.asm["ptx"]
print(json.dumps({"target": [l for l in ptx.splitlines() if l.startswith(".target")],
                  "wgmma": ptx.count("wgmma.mma_async"), "tma": ptx.count("cp.async.bulk.tensor"),
                  "setmaxnreg": ptx.count("setmaxnreg"),
                  "wait 1": ptx.count("wgmma.wait_group.sync.aligned 1;"),
                  "mbarrier waits": ptx.count("mbarrier.try_wait"), **offline.resources(c)}))
"""


@pytest.mark.parametrize("impl", FORWARDS)
def test_compiles_for_hopper_without_a_gpu(impl):
    """The whole pipeline to a cubin for sm_90a on the CPU, in a child process with
    TRITON_INTERPRET=0 (under the interpreter, the ``@triton.jit`` helpers Gluon calls,
    such as ``gl.zeros``, become interpreted functions the compiler refuses)."""
    done = subprocess.run([sys.executable, "-c", COMPILE_CHILD, impl], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, env={**child_env(), "TRITON_INTERPRET": "0"})
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["target"] == [".target sm_90a"]
    assert report["wgmma"] > 0 and report["tma"] > 0, report
    assert report["local bytes"] == 0 and report["stack bytes"] == 0, report  # no spills
    assert report["shared bytes"] <= 227 * 1024, report  # Hopper's limit per program
    if impl != "v1":  # the partitions' register budgets became setmaxnreg instructions
        assert report["setmaxnreg"] > 0, report
    if impl in ("overlap", "pingpong"):  # S_{j+1} waited for while P_j V_j stays in flight
        assert report["wait 1"] > 0, report
    if impl == "pingpong":  # each consumer waits for its turn in both of its loops
        assert report["mbarrier waits"] > 16, report
