"""What ``tl.dot`` becomes on Hopper for each input dtype and ``input_precision``.

Compiled offline for sm_90 (no GPU needed; run with ``TRITON_INTERPRET=0``, as
``python -m snippets.matmul.offline_ir``): the grouped kernel's TritonGPU IR says
whether the product became a warp-group MMA (``ttng.warp_group_dot``, Hopper's
``wgmma`` tensor-core instruction) or stayed a generic ``tt.dot``, which for IEEE
float32 is lowered to ordinary fused multiply-adds on the CUDA cores.
"""

import re
from collections import Counter
from pathlib import Path

from snippets.machinery.items import Artifact

CASES = [("fp16", "ieee"), ("bf16", "ieee"), ("fp32", "tf32"), ("fp32", "ieee")]
BLOCKS = {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 32, "GROUP_M": 8}
NUM_WARPS, NUM_STAGES = 8, 3
# The block-size benchmark's square tiles (grouped.py: BLOCK_K = 32, 4 warps, 3 stages).
TILES = (16, 32, 64, 128)
TILE_WARPS = 4


# --8<-- [start:compile]
def compile_grouped_for_hopper(dtype: str, input_precision: str, blocks: dict = BLOCKS,
                               num_warps: int = NUM_WARPS):
    """The grouped kernel compiled for sm_90 as a launch with 4096 x 4096 inputs would."""
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    from snippets.matmul.grouped import matmul_grouped_kernel as kernel

    names = kernel.arg_names
    ints = ["M", "N", "K", "stride_am", "stride_bk", "stride_cm"]
    unit_strides = ["stride_ak", "stride_bn", "stride_cn"]  # contiguous: stride 1
    constants = {**{name: 1 for name in unit_strides}, **blocks,
                 "INPUT_PRECISION": input_precision}
    signature = {name: "constexpr" for name in constants}
    signature.update({name: f"*{dtype}" for name in ("a_ptr", "b_ptr", "c_ptr")})
    signature.update({name: "i32" for name in ints})
    # Pointers 16-byte aligned and sizes multiples of 16, as torch tensors of 4096 give.
    aligned = [names.index(n) for n in ("a_ptr", "b_ptr", "c_ptr", *ints)]
    source = ASTSource(
        fn=kernel,
        signature={name: signature[name] for name in names},
        constexprs={(names.index(name),): value for name, value in constants.items()},
        attrs={(i,): [["tt.divisibility", 16]] for i in aligned},
    )
    return triton.compile(source, target=GPUTarget("cuda", 90, 32),
                          options={"num_warps": num_warps, "num_stages": NUM_STAGES})
# --8<-- [end:compile]


def summary(compiled) -> str:
    ttgir, ptx = compiled.asm["ttgir"], compiled.asm["ptx"]
    wgmma = Counter(re.findall(r"wgmma\.mma_async\.sync\.aligned\.(\S+?)\s", ptx))
    if "warp_group_dot" in ttgir:
        shapes = ", ".join(sorted(wgmma))
        return f"ttng.warp_group_dot -> PTX wgmma.mma_async ({shapes})"
    mma = Counter(re.findall(r"\bmma\.sync\.aligned\.(m\d+n\d+k\d+)", ptx))
    if mma:  # the warp-level MMA of Ampere, which Hopper also runs
        return ("tt.dot -> PTX mma.sync (" + ", ".join(
            f"{shape}, {count} in the PTX" for shape, count in sorted(mma.items())) + ")")
    fma = len(re.findall(r"\bfma\.rn\.f32\b", ptx))
    return f"tt.dot -> no tensor-core instruction; {fma} fma.rn.f32 in the PTX"


def _capture(folder: Path) -> None:
    from snippets.helpers.capture import run_module

    text = run_module(__name__, interpret=False, timeout_s=300)  # the real compiler, no GPU
    (folder / "dot_lowering.txt").write_text(text)


DOT_LOWERING = Artifact(name="matmul_dot_lowering", make=_capture, needs_cuda=False)


def tile_summary(tile: int) -> str:
    """What one square tile of the block-size benchmark lowers to (float16)."""
    blocks = {"BLOCK_M": tile, "BLOCK_N": tile, "BLOCK_K": 32, "GROUP_M": 8}
    compiled = compile_grouped_for_hopper("fp16", "ieee", blocks, TILE_WARPS)
    return f"{tile:3} x {tile:<3}: {summary(compiled)}"


if __name__ == "__main__":
    for dtype, precision in CASES:
        compiled = compile_grouped_for_hopper(dtype, precision)
        print(f"{dtype:4} input_precision={precision:4}: {summary(compiled)}")
    print(f"\nThe block-size benchmark's tiles (float16, BLOCK_K = 32, {TILE_WARPS} warps):")
    for tile in TILES:
        print(tile_summary(tile))
