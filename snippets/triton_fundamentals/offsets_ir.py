"""Which integer width each lecture 1-2 kernel adds to its pointers, read from its TTIR.

Every ``tt.addptr`` in the Triton IR names the type of the offset it adds. Compiled for
sm_90 with every integer argument an i32 (what a launch on a tensor under 2**31
elements passes), a kernel whose offsets are all ``i64`` indexes correctly at any size;
an ``i32`` offset is one that wraps past 2**31 - 1. Needs real ``@triton.jit``
functions, so it runs with ``TRITON_INTERPRET=0`` and prints one JSON line:

    TRITON_INTERPRET=0 python -m snippets.triton_fundamentals.offsets_ir
"""

import json
import re

import triton
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

HOPPER = GPUTarget("cuda", 90, 32)


def _kernels() -> dict:
    """name -> (kernel, argument types, constants), as a launch would pass them."""
    from snippets.triton_fundamentals.copying import copy_kernel
    from snippets.triton_fundamentals.greyscale import greyscale_kernel
    from snippets.triton_fundamentals.offsets import add_kernel_int32, copy_kernel_int32
    from snippets.triton_fundamentals.permute import roll_rows_kernel, roll_rows_onehot_kernel
    from snippets.triton_fundamentals.softmax import softmax_rows_kernel
    from snippets.triton_fundamentals.square_rows import square_rows_kernel
    from snippets.vector_add.add import add_kernel

    add_types = {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n_elements": "i32"}
    copy_types = {"x_ptr": "*u8", "z_ptr": "*u8", "n_elements": "i32"}
    rows = {"x_ptr": "*fp32", "out_ptr": "*fp32", "x_row_stride": "i32",
            "out_row_stride": "i32", "n_cols": "i32"}
    roll = {"x_ptr": "*fp32", "out_ptr": "*fp32", "n_cols": "i32", "shift": "i32"}
    grey = {"image_ptr": "*u8", "out_ptr": "*fp32", "height": "i32", "width": "i32"}
    return {
        "add_kernel": (add_kernel, add_types, {"BLOCK_SIZE": 1024}),
        "copy_kernel": (copy_kernel, copy_types, {"BLOCK_SIZE": 2048, "DEBUG": False}),
        "greyscale_kernel": (greyscale_kernel, grey, {"BLOCK_H": 16, "BLOCK_W": 128}),
        "square_rows_kernel": (square_rows_kernel, rows, {"BLOCK_SIZE": 1024}),
        "softmax_rows_kernel": (softmax_rows_kernel, rows, {"BLOCK_SIZE": 1024}),
        "roll_rows_kernel": (roll_rows_kernel, roll, {"BLOCK_SIZE": 1024}),
        "roll_rows_onehot_kernel": (roll_rows_onehot_kernel, roll, {"BLOCK_SIZE": 64}),
        "add_kernel_int32": (add_kernel_int32, add_types, {"BLOCK_SIZE": 1024}),
        "copy_kernel_int32": (copy_kernel_int32, copy_types, {"BLOCK_SIZE": 2048}),
    }


def ttir(kernel, types: dict, constants: dict) -> str:
    names = kernel.arg_names
    source = ASTSource(
        fn=kernel,
        signature={name: types.get(name, "constexpr") for name in names},
        constexprs={(names.index(name),): value for name, value in constants.items()},
    )
    return triton.compile(source, target=HOPPER).asm["ttir"]


# --8<-- [start:widths]
def offset_widths(ir: str) -> list[str]:
    """The type of every offset that ``tt.addptr`` adds, in order of appearance:
    ``tensor<1024x!tt.ptr<f32>>, tensor<1024xi64>`` gives ``"block i64"`` (a block of
    offsets), ``!tt.ptr<f32>, i64`` gives ``"base i64"`` (one offset for the program).
    A row kernel adds an i64 base (row * stride) and then an i32 block of columns that
    stays below the block size: both are right at any size."""
    found = re.findall(r"tt\.addptr .*?:.*?,\s*(tensor<[^>]*?x)?(i\d+)>?\s*(?:loc|$)", ir,
                       flags=re.MULTILINE)
    return [f"{'block' if tensor else 'base'} {width}" for tensor, width in found]
# --8<-- [end:widths]


def main() -> None:
    widths = {name: sorted(set(offset_widths(ttir(*spec)))) for name, spec in _kernels().items()}
    print(json.dumps(widths))


if __name__ == "__main__":
    main()
