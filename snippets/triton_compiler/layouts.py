"""Layouts: how TritonGPU IR says which thread holds which element of a tensor.

Every tensor in TritonGPU IR carries an *encoding* after its type, e.g.
``tensor<32x128xf16, #blocked>``, defined once at the top of the module:

- ``#ttg.blocked``: each thread holds ``sizePerThread`` neighbouring elements, a warp's
  threads tile ``threadsPerWarp`` of those, the warps tile ``warpsPerCTA``; ``order``
  says which dimension varies fastest. Loads and stores use it.
- ``#ttg.slice<{dim, parent}>``: the parent layout with one dimension removed (a row
  index vector that will be broadcast along columns, or the result of a reduction).
- ``#ttg.nvidia_mma`` / ``#ttg.amd_mfma``: the register layout a tensor-core
  instruction dictates for its accumulator; ``#ttg.dot_op`` its operands in registers.
- ``#ttg.swizzled_shared`` / ``#ttg.nvmma_shared``: how a tile is laid out in shared
  memory (``!ttg.memdesc<...>`` types), swizzled so that threads do not collide on banks.

This module parses those definitions and the tensors that use them, so the page's
tables and the picture of a blocked layout come from the compiler's output.

    python -m snippets.triton_compiler.layouts OUT_DIR   # TRITON_INTERPRET=0 is needed
"""

import csv
import dataclasses
import re
import sys
from pathlib import Path

from snippets.helpers.capture import run_module
from snippets.machinery.items import Artifact


# --8<-- [start:parse]
@dataclasses.dataclass(frozen=True)
class Encoding:
    kind: str  # blocked, slice, nvidia_mma, amd_mfma, nvmma_shared, swizzled_shared...
    params: dict  # e.g. {"sizePerThread": [1, 8], "order": [1, 0]}


DEFINITION = re.compile(r"^#(?P<alias>\w+) = #\w+\.(?P<kind>\w+)<(?P<body>.*)>\s*$", re.MULTILINE)


def encodings(ttgir: str) -> dict[str, Encoding]:
    """The module's layout definitions by alias: ``{"blocked": Encoding("blocked", ...)}``."""
    return {m["alias"]: Encoding(m["kind"], parse_params(m["body"]))
            for m in DEFINITION.finditer(ttgir)}


def parse_params(body: str) -> dict:
    """``{a = [1, 8], b = 3, c = #blocked}`` (braces optional) as a dict."""
    body = body.strip().removeprefix("{").removesuffix("}")
    params, depth, field = {}, 0, ""
    for char in body + ",":
        depth += char in "[<{" and 1 or char in "]>}" and -1 or 0
        if char == "," and depth == 0:
            name, _, value = field.partition("=")
            params[name.strip()] = _value(value.strip())
            field = ""
        else:
            field += char
    return params


def _value(text: str):
    if re.fullmatch(r"[\[\]\d, -]+", text):  # [1, 8] or [[0, 1], [0, 2]]
        return eval(text, {})  # only brackets, digits and commas: a literal
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    return {"true": True, "false": False}.get(text, text)
# --8<-- [end:parse]


# --8<-- [start:uses]
# "%a = tt.load %ptrs, ... : tensor<128x32x!tt.ptr<f16>, #blocked1>": op, shape, layout.
TENSOR = re.compile(r"(?:tensor|memdesc)<(?P<shape>\d+(?:x\d+)*)x(?P<element>[\w!.]+(?:<\w+>)?),"
                    r" #(?P<layout>[\w.]+(?:<\{[^}]*\}>)?)")
OPERATION = re.compile(r"^\s*(?:%[\w#:, %]+ = )?(?P<op>[a-z_]+\.[\w.]+)")


def tensor_layouts(ttgir: str, ops: tuple[str, ...]) -> list[tuple[str, str, str, str]]:
    """(operation, shape, element type, layout) of the last tensor type on each line of
    the given operations (the result's type comes last), without repeats."""
    found = []
    for line in ttgir.splitlines():
        op = OPERATION.match(line)
        types = list(TENSOR.finditer(line))
        if op and op["op"] in ops and types:
            last = types[-1]
            row = (op["op"], last["shape"], last["element"], "#" + last["layout"])
            if row not in found:
                found.append(row)
    return found
# --8<-- [end:uses]


# --8<-- [start:owner]
def owner(index: tuple[int, ...], layout: Encoding) -> tuple[int, int]:
    """(warp, lane) of the thread that holds element ``index`` in a blocked layout.

    Along each dimension the layout repeats every sizePerThread * threadsPerWarp *
    warpsPerCTA elements; inside one repeat, consecutive runs of sizePerThread elements
    go to consecutive lanes, and the lanes' runs to consecutive warps. Lane and warp
    numbers count the dimension named first in ``order`` fastest.
    """
    p = layout.params
    size, threads, warps = p["sizePerThread"], p["threadsPerWarp"], p["warpsPerCTA"]
    lane_at = [(i // size[d]) % threads[d] for d, i in enumerate(index)]
    warp_at = [(i // (size[d] * threads[d])) % warps[d] for d, i in enumerate(index)]
    lane = warp = 0
    lane_stride = warp_stride = 1
    for d in p["order"]:  # fastest-varying dimension first
        lane, lane_stride = lane + lane_at[d] * lane_stride, lane_stride * threads[d]
        warp, warp_stride = warp + warp_at[d] * warp_stride, warp_stride * warps[d]
    return warp, lane
# --8<-- [end:owner]


MATMUL_OPS = ("tt.make_range", "ttg.async_copy_global_to_local",
              "ttg.local_alloc", "ttng.warp_group_dot", "ttg.convert_layout", "tt.store")


def write_outputs(folder: Path) -> None:
    from snippets.triton_compiler.offline import compile_grouped_matmul, compile_softmax

    matmul = compile_grouped_matmul("sm_90").asm["ttgir"]
    (folder / "matmul_sm90.ttgir").write_text(matmul)
    with open(folder / "matmul_encodings.csv", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["alias", "kind", "parameters"])
        for alias, encoding in encodings(matmul).items():
            writer.writerow([f"#{alias}", encoding.kind,
                             "; ".join(f"{k} = {v}" for k, v in encoding.params.items())])
    with open(folder / "matmul_tensors.csv", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["operation", "shape", "element", "layout"])
        writer.writerows(tensor_layouts(matmul, MATMUL_OPS))
    rows = []
    for num_warps in (1, 2, 4, 8, 16):  # the softmax's 1024-wide row on more and more warps
        ttgir = compile_softmax("sm_90", block=1024, num_warps=num_warps).asm["ttgir"]
        (_, _, _, alias), = tensor_layouts(ttgir, ("tt.load",))
        p = encodings(ttgir)[alias.lstrip("#")].params
        rows.append(["softmax on sm_90, 1024 fp32", num_warps, str(p["sizePerThread"]),
                     str(p["threadsPerWarp"]), str(p["warpsPerCTA"]), 1024 // (32 * num_warps)])
    # The matmul's accumulator: Hopper's warp groups stack along M, Ampere's warps tile both.
    for target, num_warps in (("sm_90", 4), ("sm_90", 8), ("sm_80", 4), ("sm_80", 8)):
        ttgir = compile_grouped_matmul(target, num_warps=num_warps).asm["ttgir"]
        mma = next(e for e in encodings(ttgir).values() if e.kind == "nvidia_mma").params
        rows.append([f"matmul accumulator on {target}, 128x128 fp32", num_warps, "", "",
                     str(mma["warpsPerCTA"]), 128 * 128 // (32 * num_warps)])
        print(f"matmul on {target}, {num_warps} warps: mma instrShape {mma['instrShape']}")
    with open(folder / "num_warps.csv", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["tensor", "num_warps", "sizePerThread", "threadsPerWarp",
                         "warpsPerCTA", "values_per_thread"])
        writer.writerows(rows)
    print(f"{len(encodings(matmul))} encodings in the matmul's TTGIR for sm_90")


def _capture(folder: Path) -> None:
    from snippets.triton_compiler.figures import plot_blocked_layout

    (folder / "summary.txt").write_text(
        run_module(__name__, str(folder), interpret=False, timeout_s=300))
    ttgir = (folder / "matmul_sm90.ttgir").read_text()
    # The picture shows the layout the compiler chose for the B tile's loads.
    (op, shape, _, alias), = [row for row in tensor_layouts(ttgir, ("ttg.async_copy_global_to_local",))
                              if row[1] == "32x128"]
    shape = tuple(int(n) for n in shape.split("x"))
    plot_blocked_layout(encodings(ttgir)[alias.lstrip("#")], shape, alias, folder / "blocked_layout.svg",
                        owner)


LAYOUTS = Artifact(name="compiler_layouts", make=_capture, needs_cuda=False)


if __name__ == "__main__":
    write_outputs(Path(sys.argv[1]))
