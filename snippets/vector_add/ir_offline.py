"""Reading Triton's IR without a GPU.

``triton.compile`` runs the whole pipeline (Triton IR, TritonGPU IR, LLVM IR, PTX and a
cubin, through the ``ptxas`` bundled with Triton) for any target you name, on any
machine. It needs real ``@triton.jit`` functions, so run this with
``TRITON_INTERPRET=0``:

    TRITON_INTERPRET=0 python -m snippets.vector_add.ir_offline
"""

import re
from pathlib import Path

# --8<-- [start:offline]
import triton
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

from snippets.core.capture import run_module
from snippets.core.ir import ir_stages
from snippets.core.snippet import Artifact
from snippets.vector_add.add import add_kernel


def compile_add_kernel_for(capability: int = 90, n_multiple_of_16: bool = True):
    """Compile add_kernel for an NVIDIA GPU of this compute capability (90 = Hopper)."""
    # A launch tells the compiler which pointers are 16-byte aligned (torch's allocations
    # are) and which integers are multiples of 16. Both decide whether it may load four
    # float32 values with one 128-bit instruction, so we state them as a launch would.
    aligned = [0, 1, 2, 3] if n_multiple_of_16 else [0, 1, 2]
    source = ASTSource(
        fn=add_kernel,
        # The argument types a float32 launch would have; BLOCK_SIZE is a constant.
        signature={"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32",
                   "n_elements": "i32", "BLOCK_SIZE": "constexpr"},
        constexprs={"BLOCK_SIZE": 1024},
        attrs={(i,): [["tt.divisibility", 16]] for i in aligned},
    )
    return triton.compile(source, target=GPUTarget("cuda", capability, 32))
# --8<-- [end:offline]


# --8<-- [start:loads]
def global_loads(sass: str) -> list[str]:
    """The global-memory load instructions (LDG...) in a SASS listing."""
    return re.findall(r"\bLDG\S*", sass)
# --8<-- [end:loads]


if __name__ == "__main__":
    for multiple in (True, False):
        sass = ir_stages(compile_add_kernel_for(90, n_multiple_of_16=multiple))["sass"]
        print(f"n_elements multiple of 16: {multiple!s:5} -> loads: {sorted(set(global_loads(sass)))}")


def capture_offline_compile(folder: Path) -> None:
    """Run this module as a reader would (no GPU, the real compiler) and keep its output."""
    (folder / "loads.txt").write_text(run_module(__name__, interpret=False))


OFFLINE_IR = Artifact(name="vector_add_offline_ir", make=capture_offline_compile, needs_cuda=False)
