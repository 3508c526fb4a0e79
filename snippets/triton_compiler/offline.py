"""Compiling our kernels for a GPU we do not have.

A launch on a GPU gathers four facts before it compiles: the argument types (an integer
is ``i32`` below 2^31 and ``i64`` from there), which arguments are known constants
(``tl.constexpr``), which integers and pointers are multiples of 16 (the JIT checks every
launch's values; torch's allocations are 256-byte aligned), and which integers equal 1
(they become constants). ``triton.compile`` takes the same facts from us, plus a target, and runs the
whole pipeline on the CPU. It needs real ``@triton.jit`` functions, so everything in
this package runs in a process with ``TRITON_INTERPRET=0``.
"""

# --8<-- [start:targets]
import triton
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

TARGETS = {  # name -> (the target, the GPU family it stands for)
    "sm_80": (GPUTarget("cuda", 80, 32), "NVIDIA Ampere (A100)"),
    "sm_90": (GPUTarget("cuda", 90, 32), "NVIDIA Hopper (H100, H200)"),
    "sm_100": (GPUTarget("cuda", 100, 32), "NVIDIA Blackwell (B200)"),
    "gfx942": (GPUTarget("hip", "gfx942", 64), "AMD CDNA3 (MI300X)"),  # 64-thread wavefronts
}
# --8<-- [end:targets]

# Lecture 3's matmul on 4096 x 4096 fp16 matrices, in a configuration of our own: the
# benchmark's BLOCK_K = 32 with the wrapper's default warps and stages. (The wrapper's
# default BLOCK_K is 64 and the benchmark runs 4 warps; tests/triton_compiler/test_page_claims.py pins both.)
MATMUL_BLOCKS = {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 32, "GROUP_M": 8}
MATMUL_OPTIONS = {"num_warps": 8, "num_stages": 3}


def _source(kernel, types: dict, constants: dict, multiples_of_16: list[str]) -> ASTSource:
    """What a launch would hand the compiler: every argument's type, the constants,
    and the arguments whose value is divisible by 16 (a pointer: 16-byte aligned)."""
    names = kernel.arg_names
    signature = {name: types.get(name, "constexpr") for name in names}
    return ASTSource(
        fn=kernel,
        signature=signature,
        constexprs={(names.index(name),): value for name, value in constants.items()},
        attrs={(names.index(name),): [["tt.divisibility", 16]] for name in multiples_of_16},
    )


# --8<-- [start:matmul]
def grouped_matmul_source(dtype: str = "fp16") -> ASTSource:
    """Lecture 3's grouped matmul with contiguous 4096 x 4096 matrices of ``dtype``."""
    from snippets.matmul.grouped import matmul_grouped_kernel

    pointers = ["a_ptr", "b_ptr", "c_ptr"]
    sizes = ["M", "N", "K", "stride_am", "stride_bk", "stride_cm"]
    types = {**{p: f"*{dtype}" for p in pointers}, **{s: "i32" for s in sizes}}
    # A stride of 1 is a constant to a launch: the JIT specialises integers equal to 1.
    constants = {"stride_ak": 1, "stride_bn": 1, "stride_cn": 1, **MATMUL_BLOCKS,
                 "INPUT_PRECISION": "ieee"}
    return _source(matmul_grouped_kernel, types, constants, pointers + sizes)


def compile_grouped_matmul(target: str = "sm_90", **options):
    """The grouped matmul compiled for one of TARGETS (no GPU needed)."""
    gpu_target, _ = TARGETS[target]
    return triton.compile(grouped_matmul_source(), target=gpu_target,
                          options={**MATMUL_OPTIONS, **options})
# --8<-- [end:matmul]


def softmax_source(block: int = 1024) -> ASTSource:
    """Lecture 2's row softmax on fp32 rows of ``block`` elements (strides multiples of 16)."""
    from snippets.triton_fundamentals.softmax import softmax_rows_kernel

    types = {"x_ptr": "*fp32", "out_ptr": "*fp32", "x_row_stride": "i32",
             "out_row_stride": "i32", "n_cols": "i32"}
    return _source(softmax_rows_kernel, types, {"BLOCK_SIZE": block}, list(types))


def compile_softmax(target: str = "sm_90", block: int = 1024, num_warps: int = 4):
    gpu_target, _ = TARGETS[target]
    return triton.compile(softmax_source(block), target=gpu_target,
                          options={"num_warps": num_warps})


def add_source(block: int = 1024, n_multiple_of_16: bool = True) -> ASTSource:
    """Lecture 1's vector add on fp32 vectors."""
    from snippets.vector_add.add import add_kernel

    types = {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n_elements": "i32"}
    aligned = ["x_ptr", "y_ptr", "out_ptr"] + (["n_elements"] if n_multiple_of_16 else [])
    return _source(add_kernel, types, {"BLOCK_SIZE": block}, aligned)


def compile_add(target: str = "sm_90", block: int = 1024, n_multiple_of_16: bool = True):
    gpu_target, _ = TARGETS[target]
    return triton.compile(add_source(block, n_multiple_of_16), target=gpu_target)
