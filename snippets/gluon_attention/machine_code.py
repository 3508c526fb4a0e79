"""What the machine is told to do: the three Gluon forwards compiled for Hopper, no GPU.

Each kernel (bfloat16, head dim 128, no mask: the benchmark's case) is compiled for
sm_90a on whatever machine runs this (``offline.py``), and its PTX is read two ways:

- ``counts.csv``: per kernel, registers and shared memory per program (from the cubin),
  and how often the instructions the lecture discusses occur: tensor-core products
  (``wgmma.mma_async``), waits for them (``wgmma.wait_group`` 0 and 1), register budget
  moves (``setmaxnreg``), barriers over a warpgroup or the program (``bar.sync``) and
  exponentials (``ex2.approx``, the MUFU unit's instruction).
- ``<kernel>_loop.txt``: the outline of the first consumer's main loop (the first loop
  that waits for a product): each synchronising instruction in order, the work between
  them counted. It shows where a warpgroup waits, and what it does while a product runs.

    python -m snippets.gluon_attention.machine_code OUT_DIR   # TRITON_INTERPRET=0 is needed
"""

import re
import sys
from pathlib import Path

from snippets.machinery.items import Artifact

KERNELS = ("v1", "ws", "overlap")
# Instructions that order the work: each gets a line of the outline, in order.
MARKERS = [  # (regular expression on a PTX line, how the outline names it)
    (r"mbarrier\.try_wait", "mbarrier.try_wait  (wait until a TMA copy landed)"),
    (r"wgmma\.mma_async", "wgmma.mma_async"),
    (r"wgmma\.commit_group", "wgmma.commit_group"),
    (r"wgmma\.wait_group\.sync\.aligned (\d+)", "wgmma.wait_group {0}"),
    (r"\bbar\.sync\s+\d+(?:,\s*(\d+))?", "bar.sync  ({0} threads wait for each other)"),
    (r"mbarrier\.arrive\.expect_tx", "mbarrier.arrive.expect_tx  (a copy's bytes announced)"),
    (r"cp\.async\.bulk\.tensor", "cp.async.bulk.tensor  (a TMA copy issued)"),
    (r"mbarrier\.arrive", "mbarrier.arrive  (a slot is free again)"),
]


def compile_kernel(name: str, dtype=None, head_dim=128, causal=False):
    import torch

    from snippets.gluon_attention import offline

    compile = {"v1": offline.compile_forward, "ws": offline.compile_forward_ws,
               "overlap": offline.compile_forward_overlap,
               "pingpong": offline.compile_forward_pingpong}[name]
    return compile(dtype or torch.bfloat16, head_dim, causal=causal)


def instruction_lines(ptx: str) -> list[str]:
    """PTX instructions and labels, without comments, directives and blank lines."""
    out = []
    for line in ptx.splitlines():
        text = line.split("//")[0].strip()
        if text and not text.startswith((".", "{", "}")):
            out.append(text)
    return out


def first_product_loop(lines: list[str]) -> list[str]:
    """The body of the first loop (a label whose block ends in a branch back to it)
    that waits for a tensor-core product: the first consumer's main loop."""
    for start, line in enumerate(lines):
        label = re.match(r"^(\$L__BB\d+_\d+):$", line)
        if not label:
            continue
        back = re.compile(rf"\bbra(\.uni)?\s+{re.escape(label[1])};")
        for end in range(start + 1, len(lines)):
            if back.search(lines[end]):
                body = lines[start + 1:end + 1]
                if any("wgmma.wait_group" in b for b in body):
                    return body
                break
    raise LookupError("no loop that waits for a wgmma")


def outline(body: list[str]) -> list[str]:
    """One line per synchronising instruction (runs of products merged), and between
    them the count of other instructions, of which exponentials."""
    out, between, exps, products = [], 0, 0, 0

    def flush_work():
        nonlocal between, exps
        if between:
            out.append(f"    ... {between} other instruction{'s' if between != 1 else ''}"
                       + (f", {exps} of them ex2.approx" if exps else ""))
        between = exps = 0

    def flush_products():
        nonlocal products
        if products:
            out.append(f"wgmma.mma_async x{products}")
        products = 0

    for line in body:
        for pattern, name in MARKERS:
            found = re.search(pattern, line)
            if found:
                if name == "wgmma.mma_async":
                    flush_work()
                    products += 1
                else:
                    flush_products()
                    flush_work()
                    out.append(name.format(*(g or "all the program's" for g in found.groups())))
                break
        else:
            if "waitLoop" in line or line.startswith(("$L__", "@!complete")):
                continue  # the spin loop of a try_wait, not work
            flush_products()
            between += 1
            exps += "ex2.approx" in line
    flush_products()
    flush_work()
    return out


def counts(name: str, compiled) -> dict:
    from snippets.gluon_attention.offline import resources

    ptx = compiled.asm["ptx"]
    used = resources(compiled)
    return {
        "kernel": name, "registers": used["registers"],
        "shared KiB": round(used["shared bytes"] / 1024, 1), "local bytes": used["local bytes"],
        "wgmma.mma_async": ptx.count("wgmma.mma_async"),
        "wait_group 0": ptx.count("wgmma.wait_group.sync.aligned 0;"),
        "wait_group 1": ptx.count("wgmma.wait_group.sync.aligned 1;"),
        "setmaxnreg": ptx.count("setmaxnreg"),
        "bar.sync": len(re.findall(r"\bbar\.sync\b", ptx)),
        "ex2.approx": ptx.count("ex2.approx"),
    }


def main(folder: Path) -> None:
    import triton

    from snippets.helpers.csv_files import write_rows

    rows = []
    for name in KERNELS:
        compiled = compile_kernel(name)
        rows.append(counts(name, compiled))
        loop = outline(first_product_loop(instruction_lines(compiled.asm["ptx"])))
        (folder / f"{name}_loop.txt").write_text("\n".join(loop) + "\n")
    write_rows(folder / "counts.csv", rows)
    (folder / "versions.txt").write_text(f"Triton {triton.__version__}, target sm_90a, "
                                         "bfloat16, head dim 128, no mask\n")


def _capture(folder: Path) -> None:
    from snippets.helpers.capture import run_module

    run_module(__name__, str(folder), interpret=False, timeout_s=400)


GLUON_ATTENTION_MACHINE_CODE = Artifact(name="gluon_attention_machine_code", make=_capture,
                                        needs_cuda=False)

if __name__ == "__main__":
    main(Path(sys.argv[1]))
