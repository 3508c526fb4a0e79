"""Linear layouts: one language for every TritonGPU layout.

Since Triton 3.2 every layout (blocked, slice, MMA, shared...) is converted to a *linear
layout* inside the compiler (Zhou et al., "Linear Layouts: Robust Code Generation of
Efficient Tensor Computation Using F2", 2025). A linear layout lists, for each bit of
the hardware index (register, lane, warp, block), the tensor coordinate that bit moves
to; the coordinate of any (register, lane, warp) is the XOR of the bases of its set
bits. When no named layout fits, the TTGIR prints one as ``#ttg.linear<{register =
[[0, 1], ...], lane = [...], warp = [...], block = []}>``: the sm_100 TTGIR of the
grouped matmul has one for the accumulator read out of tensor memory.

This module reads the bases from the TTGIR, asks Triton itself (through Gluon's
builder, Triton 3.9) for the linear form of the blocked layout drawn on the page, and
checks that both agree with the blocked formula of ``layouts.owner`` element by element.

    python -m snippets.triton_compiler.linear_layouts OUT_DIR   # TRITON_INTERPRET=0 is needed
"""

import csv
import itertools
from functools import reduce
from pathlib import Path

from snippets.helpers.capture import run_module
from snippets.machinery.items import Artifact

HARDWARE = ("register", "lane", "warp")  # the input dimensions, slowest-changing last


# --8<-- [start:coordinate]
def coordinate(bases: dict[str, list[list[int]]], **index: int) -> tuple[int, ...]:
    """The tensor coordinate that ``register=r, lane=l, warp=w`` holds: the XOR of the
    bases of every set bit of r, l and w (a linear map over bits, hence the name)."""
    picked = [base for name in HARDWARE for bit, base in enumerate(bases[name])
              if index.get(name, 0) >> bit & 1]
    rank = len(next(base for name in HARDWARE for base in bases[name]))
    return tuple(reduce(lambda a, b: a ^ b, column, 0) for column in zip(*picked)) if picked \
        else (0,) * rank


def owners(bases: dict[str, list[list[int]]]) -> dict[tuple[int, ...], tuple[int, int, int]]:
    """Every coordinate the layout covers -> (warp, lane, register) holding it (the first
    one, where a layout holds an element twice: a zero base means a copy)."""
    found = {}
    sizes = [range(2 ** len(bases[name])) for name in HARDWARE]
    for register, lane, warp in itertools.product(*sizes):
        found.setdefault(coordinate(bases, register=register, lane=lane, warp=warp),
                         (warp, lane, register))
    return found
# --8<-- [end:coordinate]


# --8<-- [start:from_triton]
def blocked_as_linear(params: dict, shape: list[int]) -> dict[str, list[list[int]]] | None:
    """Triton's own linear form of a ``#ttg.blocked`` layout on a tensor of ``shape``, via
    Gluon's builder (Triton 3.9; None where that is not available)."""
    try:
        from triton._C.libtriton import gluon_ir, ir
        from triton.experimental.gluon import language as gl
    except ImportError:
        return None
    context = ir.context()
    ir.load_dialects(context)
    builder = gluon_ir.GluonOpBuilder(context)
    layout = gl.BlockedLayout(params["sizePerThread"], params["threadsPerWarp"],
                              params["warpsPerCTA"], params["order"])
    linear = builder.to_linear_layout(layout._to_ir(builder), shape)
    return {"register": linear.reg_bases, "lane": linear.lane_bases, "warp": linear.warp_bases}
# --8<-- [end:from_triton]


def linear_layouts_in(ttgir: str) -> dict[str, dict]:
    """The ``#ttg.linear`` definitions of a module, by alias."""
    from snippets.triton_compiler.layouts import encodings

    return {alias: e.params for alias, e in encodings(ttgir).items() if e.kind == "linear"}


def bases_rows(name: str, bases: dict) -> list[list]:
    return [[name, dim, bit, str(base)] for dim in HARDWARE for bit, base in enumerate(bases[dim])]


def write_outputs(folder: Path) -> None:
    from snippets.triton_compiler.layouts import encodings, owner, tensor_layouts
    from snippets.triton_compiler.offline import compile_grouped_matmul

    rows = []
    sm100 = compile_grouped_matmul("sm_100").asm["ttgir"]
    (folder / "matmul_sm100.ttgir").write_text(sm100)
    for alias, params in linear_layouts_in(sm100).items():
        rows += bases_rows(f"#{alias} (sm_100)", params)
        shape = [max(c[d] for c in owners(params)) + 1 for d in range(2)]
        print(f"#{alias} on sm_100 covers a {shape[0]} x {shape[1]} tensor")
    sm90 = compile_grouped_matmul("sm_90").asm["ttgir"]
    (_, shape, _, alias), = [r for r in tensor_layouts(sm90, ("ttg.async_copy_global_to_local",))
                             if r[1] == "32x128"]
    blocked = encodings(sm90)[alias.lstrip("#")]
    shape = [int(n) for n in shape.split("x")]
    linear = blocked_as_linear(blocked.params, shape)
    if linear is not None:
        rows += bases_rows(f"{alias} (sm_90 B tile, from Triton)", linear)
        agree = all(owner(coord, blocked)[0] == w and owner(coord, blocked)[1] == lane
                    for coord, (w, lane, _) in owners(linear).items())
        print(f"{alias} as a linear layout: {len(owners(linear))} elements, blocked formula "
              f"{'agrees on every one' if agree else 'DISAGREES'}")
    with open(folder / "linear_bases.csv", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["layout", "input", "bit", "moves to (row, column)"])
        writer.writerows(rows)


def _capture(folder: Path) -> None:
    (folder / "summary.txt").write_text(
        run_module(__name__, str(folder), interpret=False, timeout_s=300))
    layouts = linear_layouts_in((folder / "matmul_sm100.ttgir").read_text())
    alias, params = next(iter(layouts.items()))
    # The drawing lives in its own module: this one's sections run in lecture 6's notebook.
    from snippets.triton_compiler.linear_layout_figure import plot_linear_layout

    plot_linear_layout(owners(params), params, f"#{alias} in the sm_100 TTGIR", folder / "linear_layout.svg")


LINEAR_LAYOUTS = Artifact(name="compiler_linear_layouts", make=_capture, needs_cuda=False)


if __name__ == "__main__":
    from snippets.helpers.cli import output_folder

    folder = output_folder("python -m snippets.triton_compiler.linear_layouts FOLDER")
    write_outputs(folder)
