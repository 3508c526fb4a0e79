"""Reading Triton's IR without a GPU.

``triton.compile`` runs the whole pipeline (Triton IR, TritonGPU IR, LLVM IR, PTX and a
cubin, through the ``ptxas`` bundled with Triton) for any target you name, on any
machine. It needs real ``@triton.jit`` functions, so run this with
``TRITON_INTERPRET=0``:

    TRITON_INTERPRET=0 python -m snippets.vector_add.ir_offline
"""

import ast
import re
from pathlib import Path

# --8<-- [start:offline]
import triton
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

from snippets.helpers.capture import run_module
from snippets.helpers.ir import ir_stages
from snippets.machinery.items import Artifact
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


def loads_by_length() -> dict[str, list[str]]:
    """The distinct global loads add_kernel compiles to, by what is known of n_elements."""
    return {f"multiple of 16: {multiple!s:5}":
            sorted(set(global_loads(ir_stages(compile_add_kernel_for(90, multiple))["sass"])))
            for multiple in (True, False)}


def what_it_shows(loads: dict[str, list[str]]) -> str:
    """The paragraph under the listing, worded from the compiler's output, so that it is
    true of whichever Triton compiled it (the listing's provenance names the version)."""
    aligned, unaligned = (loads[key] for key in sorted(loads, reverse=True))
    wide = "LDG.E.128" in aligned
    if wide and "LDG.E.128" not in unaligned:
        return ("The compiler that made this listing used the fact: with a length that "
                "is a multiple of 16 it loads four floats per instruction (`LDG.E.128`); "
                "without it, one at a time (`LDG.E`), four times as many load "
                "instructions for the same data.")
    if not wide:
        return ("The compiler that made this listing did not use the fact: it loads one "
                "float per instruction (`LDG.E`) either way, so here a length that is a "
                "multiple of 16 buys nothing.")
    return ("The compiler that made this listing emits 128-bit loads (`LDG.E.128`) even "
            "without the fact, which it can only do if it proved the alignment "
            "another way.")


def read_listing(listing: str) -> dict[str, list[str]]:
    """loads_by_length() back from the lines this module prints."""
    return {line.split(" -> ")[0].removeprefix("n_elements "):
            ast.literal_eval(line.split("loads: ")[1])
            for line in listing.splitlines() if " -> loads: " in line}


if __name__ == "__main__":
    for case, found in loads_by_length().items():
        print(f"n_elements {case} -> loads: {found}")


def capture_offline_compile(folder: Path) -> None:
    """Run this module as a reader would (no GPU, the real compiler) and keep its output,
    with the sentence that says what it shows."""
    listing = run_module(__name__, interpret=False)
    (folder / "loads.txt").write_text(listing)
    (folder / "what_it_shows.txt").write_text(what_it_shows(read_listing(listing)) + "\n")


OFFLINE_IR = Artifact(name="vector_add_offline_ir", make=capture_offline_compile, needs_cuda=False)
