"""The Gluon forward compiled for Hopper (sm_90a) on a machine without a GPU.

As lecture 6's ``snippets/triton_compiler/offline.py`` does for ``tl`` kernels: we hand
``triton.compile`` what a launch would gather (argument types, constants, which
integers are multiples of 16) plus a target, and the whole pipeline runs on the CPU,
``ptxas`` included. Gluon kernels go in as a ``GluonASTSource``; a TMA descriptor's
type is a string that names its dtype, block shape and shared layout, which
``mangle_type`` writes for us from a host descriptor over a small CPU tensor.
"""

import torch
import triton
from triton.backends.compiler import GPUTarget
from triton.experimental.gluon._runtime import GluonASTSource
from triton.runtime.jit import mangle_type

from snippets.gluon_attention import forward, forward_overlap, forward_ws

HOPPER = GPUTarget("cuda", 90, 32)  # Triton compiles capability 9.0 as sm_90a


def descriptor_type(dtype: torch.dtype, block: int, head_dim: int) -> str:
    """The signature string of a (rows, head_dim) descriptor with (block, head_dim) tiles."""
    rows = torch.empty((block, head_dim), dtype=dtype)
    layout = forward.shared_tile_layout((block, head_dim), dtype)
    return mangle_type(forward.TensorDescriptor(rows, list(rows.shape), list(rows.stride()),
                                                [block, head_dim], layout))


# --8<-- [start:compile]
def forward_source(dtype=torch.bfloat16, head_dim=128, causal=True, config=None):
    """What a launch of the forward on contiguous inputs would hand the compiler."""
    block_m, block_n, stages, num_warps = config or forward.GPU_CONFIGS[head_dim]
    kernel = forward.attention_forward_kernel
    names = kernel.arg_names
    element = {torch.bfloat16: "bf16", torch.float16: "fp16"}[dtype]
    types = {"q_desc": descriptor_type(dtype, block_m, head_dim),
             "k_desc": descriptor_type(dtype, block_n, head_dim),
             "v_desc": descriptor_type(dtype, block_n, head_dim),
             "o_ptr": f"*{element}", "lse_ptr": "*fp32",
             "heads": "i32", "group": "i32", "n_q": "i32", "n_kv": "i32", "qk_scale": "fp32"}
    constants = {"HEAD_DIM": head_dim, "BLOCK_M": block_m, "BLOCK_N": block_n,
                 "STAGES": stages, "CAUSAL": causal, "num_warps": num_warps}
    aligned = ["o_ptr", "lse_ptr", "heads", "n_q", "n_kv"]  # a launch at N = 4096, H = 16
    signature = {name: types.get(name, "constexpr") for name in names}
    return GluonASTSource(
        fn=kernel, signature=signature,
        constexprs={(names.index(n),): value for n, value in constants.items()},
        attrs={(names.index(n),): [["tt.divisibility", 16]] for n in aligned}), num_warps


def compile_forward(dtype=torch.bfloat16, head_dim=128, causal=True, config=None):
    """The compiled kernel (``.asm`` holds ttgir, llir, ptx, cubin) and its resources."""
    source, num_warps = forward_source(dtype, head_dim, causal, config)
    return triton.compile(source, target=HOPPER, options={"num_warps": num_warps})
# --8<-- [end:compile]


# --8<-- [start:compile_ws]
def forward_ws_source(dtype=torch.bfloat16, head_dim=128, causal=True, config=None,
                      module=forward_ws):
    """The same for the warp-specialized forward (``forward_ws``, or ``forward_overlap``
    as ``module``): Q in 64-row tiles, and ``maxnreg`` among the compile options."""
    config = config or module.GPU_CONFIGS[head_dim]
    block_n, stages, maxnreg, consumer_regs = config[:4]
    if module is forward_overlap:
        kernel = forward_overlap.attention_forward_overlap_kernel
    else:
        kernel = forward_ws.attention_forward_ws_kernel
    names = kernel.arg_names
    element = {torch.bfloat16: "bf16", torch.float16: "fp16"}[dtype]
    types = {"q_desc": descriptor_type(dtype, forward_ws.HALF_M, head_dim),
             "k_desc": descriptor_type(dtype, block_n, head_dim),
             "v_desc": descriptor_type(dtype, block_n, head_dim),
             "o_ptr": f"*{element}", "lse_ptr": "*fp32",
             "heads": "i32", "group": "i32", "n_q": "i32", "n_kv": "i32", "qk_scale": "fp32"}
    num_warps = forward_ws.CONSUMER_WARPS
    constants = {"HEAD_DIM": head_dim, "BLOCK_N": block_n, "STAGES": stages, "CAUSAL": causal,
                 "CONSUMER_REGS": consumer_regs, "num_warps": num_warps}
    if module is forward_overlap:
        constants["LONGEST_FIRST"] = config[4]
        constants["PINGPONG"] = bool(config[5]) if len(config) > 5 else False
    aligned = ["o_ptr", "lse_ptr", "heads", "n_q", "n_kv"]
    signature = {name: types.get(name, "constexpr") for name in names}
    source = GluonASTSource(
        fn=kernel, signature=signature,
        constexprs={(names.index(n),): value for n, value in constants.items()},
        attrs={(names.index(n),): [["tt.divisibility", 16]] for n in aligned})
    return source, {"num_warps": num_warps, "maxnreg": maxnreg}


def compile_forward_ws(dtype=torch.bfloat16, head_dim=128, causal=True, config=None):
    """The compiled warp-specialized kernel."""
    source, options = forward_ws_source(dtype, head_dim, causal, config)
    return triton.compile(source, target=HOPPER, options=options)


def compile_forward_overlap(dtype=torch.bfloat16, head_dim=128, causal=True, config=None):
    """The compiled warp-specialized kernel with overlapped products (``forward_overlap``)."""
    source, options = forward_ws_source(dtype, head_dim, causal, config, module=forward_overlap)
    return triton.compile(source, target=HOPPER, options=options)


def compile_forward_pingpong(dtype=torch.bfloat16, head_dim=128, causal=True):
    """The same with the consumers taking turns (``forward_overlap.PINGPONG_CONFIGS``)."""
    return compile_forward_overlap(dtype, head_dim, causal,
                                   forward_overlap.PINGPONG_CONFIGS[head_dim])
# --8<-- [end:compile_ws]


def resources(compiled) -> dict:
    """Registers per thread, local (spill) bytes and shared memory per program, read
    off the cubin with the cuobjdump that Triton's package carries (``n_regs`` exists
    only once a binary is loaded on a GPU)."""
    import os
    import re
    import subprocess
    import tempfile

    tool = os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia", "bin", "cuobjdump")
    with tempfile.NamedTemporaryFile(suffix=".cubin") as cubin:
        cubin.write(compiled.asm["cubin"])
        cubin.flush()
        report = subprocess.run([tool, "--dump-resource-usage", cubin.name], check=True,
                                capture_output=True, text=True).stdout
    usage = dict(re.findall(r"(REG|LOCAL|STACK):(\d+)", report))
    return {"registers": int(usage["REG"]), "local bytes": int(usage["LOCAL"]),
            "stack bytes": int(usage["STACK"]), "shared bytes": int(compiled.metadata.shared)}


if __name__ == "__main__":
    for dt in (torch.bfloat16, torch.float16):
        for d in (64, 128):
            for causal in (False, True):
                c = compile_forward(dt, d, causal)
                ptx = c.asm["ptx"]
                print(dt, d, causal, resources(c), "wgmma:", ptx.count("wgmma.mma_async"),
                      "tma:", ptx.count("cp.async.bulk.tensor"))
