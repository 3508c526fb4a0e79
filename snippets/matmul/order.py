"""In which order the programs of a matmul visit the tiles of C, and why it matters.

A GPU runs a few hundred programs at a time, roughly in program-id order. Programs
that run together and read the same blocks of A and B find them in the L2 cache; so
the number of *different* blocks a wave of programs touches decides how much comes
from DRAM. ``tl.swizzle2d`` renumbers the tiles so that consecutive programs cover a
column of ``GROUP_M`` tiles, then the next column, instead of a whole row.

``python -m snippets.matmul.order`` prints the orders the lecture page shows; it runs
the real ``tl.swizzle2d`` (in the CPU interpreter, which runs it correctly).
"""

import torch
import triton
import triton.language as tl

from snippets.machinery.items import Artifact


# --8<-- [start:kernel]
@triton.jit
def tile_order_kernel(
    order_ptr,  # num_pid_m x num_pid_n int32: which program computes each tile
    num_pid_m,  # tiles along M
    num_pid_n,  # tiles along N
    GROUP_M: tl.constexpr,  # rows of tiles per group; 1 keeps the row-by-row order
):
    pid = tl.program_id(0)
    # Row-major position of this program, then the tile it is sent to instead.
    pid_m, pid_n = tl.swizzle2d(pid // num_pid_n, pid % num_pid_n, num_pid_m, num_pid_n,
                                GROUP_M)
    tl.store(order_ptr + pid_m * num_pid_n + pid_n, pid)
# --8<-- [end:kernel]


def launch_order(num_pid_m: int, num_pid_n: int, group_m: int, device="cpu") -> torch.Tensor:
    """For each tile of C, the id of the program that computes it."""
    order = torch.full((num_pid_m, num_pid_n), -1, dtype=torch.int32, device=device)
    tile_order_kernel[(num_pid_m * num_pid_n,)](order, num_pid_m, num_pid_n, GROUP_M=group_m)
    return order


# --8<-- [start:count]
def blocks_loaded(order: torch.Tensor, first_programs: int, k_blocks: int) -> tuple[int, int]:
    """Different blocks of A and of B that programs 0 .. first_programs-1 read.

    Tile (i, j) reads the k_blocks blocks of row-panel i of A and of column-panel j of
    B, so the count depends only on how many distinct rows and columns those
    programs cover.
    """
    running = (order < first_programs).nonzero()
    rows = running[:, 0].unique().numel()
    cols = running[:, 1].unique().numel()
    return rows * k_blocks, cols * k_blocks
# --8<-- [end:count]


def _grid_text(order: torch.Tensor) -> str:
    width = len(str(order.max().item()))
    return "\n".join(" ".join(f"{v:>{width}}" for v in row) for row in order.tolist())


def report(device="cpu") -> str:
    parts = []
    for group_m in (1, 3):
        title = "row by row (GROUP_M = 1)" if group_m == 1 else f"grouped (GROUP_M = {group_m})"
        parts.append(f"5 x 4 tiles, {title}:\n{_grid_text(launch_order(5, 4, group_m, device))}")
    parts.append("9 x 9 tiles, K split into 9 blocks; blocks read by the first 9 programs:")
    for group_m in (1, 3):
        a_blocks, b_blocks = blocks_loaded(launch_order(9, 9, group_m, device), 9, 9)
        parts.append(f"  GROUP_M = {group_m}: {a_blocks} of A + {b_blocks} of B = "
                     f"{a_blocks + b_blocks} blocks")
    return "\n\n".join(parts[:2]) + "\n\n" + "\n".join(parts[2:]) + "\n"


def _make_order_text(folder):
    from snippets.helpers.capture import run_module

    (folder / "order.txt").write_text(run_module("snippets.matmul.order"))


BLOCK_ORDER = Artifact(name="matmul_block_order", make=_make_order_text, needs_cuda=False)


if __name__ == "__main__":
    from snippets.helpers.runtime import default_device

    print(report(default_device()), end="")
