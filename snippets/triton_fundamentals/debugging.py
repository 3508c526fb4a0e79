"""Debugging helpers for Triton kernels, in the spirit of the Practitioner's Guide.

Under the interpreter (``TRITON_INTERPRET=1``) a kernel body is ordinary Python run
once per program, so it can call plain Python functions: the helpers below print or stop
only in the programs you name. A compiled kernel can call only ``@triton.jit``
functions and Triton built-ins, and Triton checks every function a kernel refers to
before compiling it, so a call to one of these helpers fails ("Unsupported function
referenced") even behind a ``tl.constexpr`` switch that is off. Keep them in kernels run
under the interpreter; in a kernel that is also compiled, print with ``tl.device_print``
(or Python's ``print``, which Triton lowers to it) behind such a switch, as
``copying.py`` does: a constexpr ``if`` is decided while compiling, and the print in the
branch not taken is not compiled.

Run ``python -m snippets.triton_fundamentals.debugging`` to stop in one program under pdb.
"""

import operator
import pdb
import sys

import torch
import triton
import triton.language as tl

from snippets.helpers.runtime import interpreting
from snippets.machinery.items import Artifact


# --8<-- [start:ready]
def check_tensors_gpu_ready(*tensors: torch.Tensor) -> None:
    """Stop before a launch that would read the wrong memory: every tensor must be
    contiguous, and on the GPU unless kernels run in the interpreter."""
    for i, t in enumerate(tensors):
        if not t.is_contiguous():  # a method: without the () it is always truthy
            raise ValueError(f"tensor {i} is not contiguous (strides {t.stride()})")
        if not interpreting() and not t.is_cuda:
            raise ValueError(f"tensor {i} is on {t.device}; a native launch needs CUDA")
# --8<-- [end:ready]


# --8<-- [start:cdiv]
def cdiv(a: int, b: int) -> int:
    """a / b rounded up: how many blocks of size b cover a elements (triton.cdiv)."""
    return (a + b - 1) // b
# --8<-- [end:cdiv]


# --8<-- [start:pid-conditions]
_COMPARE = {"==": operator.eq, "!=": operator.ne, ">=": operator.ge, "<=": operator.le,
            ">": operator.gt, "<": operator.lt, "=": operator.eq}


def as_int(value) -> int:
    """A program id as a Python int. Under the interpreter ``tl.program_id`` returns a
    one-element block (its numpy data sits in ``.handle.data``)."""
    data = getattr(getattr(value, "handle", None), "data", value)
    return int(data.item() if hasattr(data, "item") else data)


def pid_matches(conditions: str, pid_0=0, pid_1=0, pid_2=0) -> bool:
    """Whether the program ids satisfy ``conditions``: one test per grid axis,
    comma-separated, empty meaning "any". ``"=1"`` is pid_0 == 1, ``",>0"`` is
    pid_1 > 0, ``">=2,=0"`` is pid_0 >= 2 and pid_1 == 0."""
    tests = conditions.replace(" ", "").split(",")
    if len(tests) > 3:
        raise ValueError(f"at most three axes, got {conditions!r}")
    for test, pid in zip(tests, (pid_0, pid_1, pid_2)):
        if not test:
            continue
        op = next((op for op in _COMPARE if test.startswith(op)), None)
        if op is None or not test[len(op):].lstrip("-").isdigit():
            raise ValueError(f"{test!r} is not a comparison such as '=0', '>1' or '!=3'")
        if not _COMPARE[op](as_int(pid), int(test[len(op):])):
            return False
    return True
# --8<-- [end:pid-conditions]


# --8<-- [start:print-if]
def print_if(conditions: str, pids, **values) -> None:
    """Print ``values`` from the programs whose ids match ``conditions``."""
    pids = tuple(pids) if isinstance(pids, (tuple, list)) else (pids,)
    if pid_matches(conditions, *pids):
        shown = " | ".join(f"{name} = {value}" for name, value in values.items())
        print(f"pid {tuple(as_int(p) for p in pids)} | {shown}")


def breakpoint_if(conditions: str, pids) -> None:
    """Open pdb in the calling kernel's frame, in the programs whose ids match."""
    pids = tuple(pids) if isinstance(pids, (tuple, list)) else (pids,)
    if pid_matches(conditions, *pids):
        pdb.Pdb().set_trace(sys._getframe(1))  # stop in the kernel, not in this helper
# --8<-- [end:print-if]


# --8<-- [start:inspect-kernel]
@triton.jit
def scale_kernel(x_ptr, out_ptr, n_elements, factor, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    # Interpreter only (plain Python calls): print from the last program, stop in the second.
    print_if(">=2", pid, offsets=offsets, mask=mask)
    breakpoint_if("=1", pid)
    x = tl.load(x_ptr + offsets, mask=mask)
    tl.store(out_ptr + offsets, x * factor, mask=mask)
# --8<-- [end:inspect-kernel]


def main() -> None:
    if not interpreting():
        sys.exit("run this under the interpreter: TRITON_INTERPRET=1 python -m "
                 "snippets.triton_fundamentals.debugging")
    # --8<-- [start:inspect-launch]
    x = torch.arange(10, dtype=torch.float32)
    out = torch.empty_like(x)
    scale_kernel[(cdiv(10, 4),)](x, out, 10, 0.5, BLOCK_SIZE=4)
    print("out =", out)
    # --8<-- [end:inspect-launch]


# What we type at the (Pdb) prompt; the Artifact feeds it to pdb through stdin.
PDB_COMMANDS = ["p pid", "p offsets", "p mask", "p x_ptr", "p offsets.dtype, mask.shape",
                "where", "continue"]


def make_pdb_session(folder) -> None:
    from snippets.helpers.capture import run_module

    session = run_module("snippets.triton_fundamentals.debugging", merge_stderr=True,
                         stdin="\n".join(PDB_COMMANDS) + "\n")
    # pdb does not echo what it reads from a pipe; put each command back after its prompt.
    commands = iter(PDB_COMMANDS)
    parts = session.split("(Pdb) ")
    session = parts[0] + "".join(f"(Pdb) {next(commands, '')}\n{p}" for p in parts[1:])
    (folder / "session.txt").write_text(session)


PDB_SESSION = Artifact(name="pdb_session", make=make_pdb_session, needs_cuda=False)


if __name__ == "__main__":
    main()
