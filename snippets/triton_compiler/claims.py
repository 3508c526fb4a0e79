"""What lecture 6's sentences say about the compiler's outputs (see snippets/machinery/claims.py).

The compiler outputs are made on a CPU (``docs/generated/portable/``, this machine's
Triton), and each GPU machine repeats the key compiles with its own Triton
(``compiler_gpu_triton``). Claims are evaluated once per GPU folder, so each claim here
reads the portable outputs through ``../portable/`` and, where that GPU folder holds
them, the same quantities made by the GPU machine's Triton: a sentence must hold for
both releases. Nothing heavy is imported (no Triton, no torch).
"""

import re

from snippets.machinery.claims import Claim, GpuData
from snippets.machinery.facts import Facts
from snippets.machinery.layout import PORTABLE as PORTABLE_FOLDER

PAGE = "06-triton-compiler.md"  # part 1
PAGE_2 = "06-triton-compiler-part-2.md"
PORTABLE = f"../{PORTABLE_FOLDER}/"  # the portable outputs, from a GPU's folder
CONVERSIONS = "compiler_pass_dumps/layout_conversions.csv"
TARGETS = "compiler_four_targets/targets.csv"
GPU_ITEM = "compiler_gpu_triton"


def canonical_pass(name: str) -> str:
    """A pass's name without the ``Pass`` suffix: newer MLIR prints its own passes as
    ``CSEPass``, ``CanonicalizerPass``..., older MLIR as ``CSE``, ``Canonicalizer``; the
    same pass must not count as one release's addition and the other's removal."""
    return name.removesuffix("Pass")


def _sources(data: GpuData, portable_path: str, gpu_path: str):
    """(label, GpuData, path) for the CPU's outputs and, if made, this GPU machine's."""
    portable = GpuData(data.folder.parent / PORTABLE_FOLDER)
    item = portable_path.removeprefix(PORTABLE).split("/")[0]
    found = [(f"CPU Triton {portable.json(f'{item}/provenance.json')['triton']}", portable,
              portable_path.removeprefix(PORTABLE))]
    if data.has(f"{GPU_ITEM}/{gpu_path}"):
        version = data.json(f"{GPU_ITEM}/triton.json")["triton"]
        found.append((f"{data.machine} Triton {version}", data, f"{GPU_ITEM}/{gpu_path}"))
    return found


def _for_each_release(data, portable_path, gpu_path, check_one):
    """A claim holds when ``check_one(source, path)`` holds for every release's outputs."""
    holds, said = True, []
    for label, source, path in _sources(data, portable_path, gpu_path):
        ok, numbers = check_one(source, path)
        holds &= bool(ok)
        said.append(f"{label}: {numbers}")
    return holds, "; ".join(said)


def _conversion_run(source, path, name, run=1):
    return source.row(path, **{"pass": name, "run": run})


def _convert_adds_only_conversions(data):
    def check(source, path):
        row = _conversion_run(source, path, "ConvertTritonToTritonGPU")
        added = row["ops_after"] - row["ops_before"]
        conversions = row["convert_layout_after"] - row["convert_layout_before"]
        return added > 0 and added == conversions and conversions >= row["ops_after"] / 5, (
            f"{row['ops_before']:.0f} -> {row['ops_after']:.0f} operations, "
            f"{conversions:.0f} new ttg.convert_layout")
    return _for_each_release(data, PORTABLE + CONVERSIONS, "layout_conversions.csv", check)


def _remove_conversions_leaves_few(data):
    def check(source, path):
        row = _conversion_run(source, path, "TritonGPURemoveLayoutConversions")
        before, after = row["convert_layout_before"], row["convert_layout_after"]
        return after * 10 <= before, f"convert_layout {before:.0f} -> {after:.0f} in its first run"
    return _for_each_release(data, PORTABLE + CONVERSIONS, "layout_conversions.csv", check)


def _buffers_follow_the_consumer(data):
    def check(source, path):
        rows = {r["target"]: r for r in source.rows(path)}
        synchronous = all(rows[t]["buffers_per_operand"] == rows[t]["num_stages"] - 1
                          for t in ("sm_80", "gfx942") if t in rows)  # AMD: CPU outputs only
        asynchronous = all(rows[t]["buffers_per_operand"] == rows[t]["num_stages"]
                           for t in ("sm_90", "sm_100"))
        return synchronous and asynchronous, ", ".join(
            f"{t}: {rows[t]['buffers_per_operand']:.0f} buffers for "
            f"{rows[t]['num_stages']:.0f} stages" for t in ("sm_80", "sm_90", "sm_100", "gfx942")
            if t in rows)
    return _for_each_release(data, PORTABLE + TARGETS, "targets.csv", check)


# "ttg.local_alloc : () -> !ttg.memdesc<3x32x128xf16": the multi-buffered operand tiles.
ALLOC = re.compile(r"ttg\.local_alloc\s*:\s*\(\)\s*->\s*!ttg\.memdesc<(\d+)x(\d+)x(\d+)xf16")


def _shared_memory_is_the_buffers(data):
    """On sm_80 and sm_90 the shared memory a launch requests is exactly the operand
    buffers the TTGIR allocates (fp16: 2 bytes an element)."""
    portable = GpuData(data.folder.parent / PORTABLE_FOLDER)
    said, holds = [], True
    for target in ("sm_80", "sm_90"):
        ttgir = portable.text(f"compiler_four_targets/{target}.ttgir")
        buffers = sum(int(n) * int(r) * int(c) * 2 for n, r, c in ALLOC.findall(ttgir))
        shared = portable.row(TARGETS, target=target)["shared_memory_bytes"]
        holds &= buffers == shared
        said.append(f"{target}: buffers {buffers} bytes, launch requests {shared:.0f}")
    return holds, "; ".join(said)


def _matmul_compiles_slowest(data):
    rows = GpuData(data.folder.parent / PORTABLE_FOLDER).rows("compiler_cache/compile_times.csv")
    said, holds = [], True
    for target in sorted({r["target"] for r in rows}):
        times = {r["kernel"]: r["seconds_median_of_3"] for r in rows if r["target"] == target}
        matmul = next(t for k, t in times.items() if "matmul" in k)
        others = [t for k, t in times.items() if "matmul" not in k]
        holds &= matmul > max(others)
        said.append(f"{target}: matmul {matmul:.3g} s, others at most {max(others):.3g} s")
    return holds, "; ".join(said)


def _release_passes(data):
    """(GPU machine's version, its canonical pass names, CPU's version, its names)."""
    cpu = GpuData(data.folder.parent / PORTABLE_FOLDER)
    gpu_names = [canonical_pass(r["pass"]) for r in data.rows(f"{GPU_ITEM}/passes.csv")]
    cpu_names = [canonical_pass(r["pass"])
                 for r in cpu.rows("compiler_pass_dumps/passes.csv")]
    return (data.json(f"{GPU_ITEM}/triton.json")["triton"], gpu_names,
            cpu.json("compiler_pass_dumps/provenance.json")["triton"], cpu_names)


def _version(text: str) -> tuple:
    return tuple(int(p) for p in re.findall(r"\d+", text)[:3])


def _same_buffers(data) -> bool:
    cpu = GpuData(data.folder.parent / PORTABLE_FOLDER)
    return [r.get("buffers_per_operand") for r in cpu.rows(TARGETS) if r["target"] != "gfx942"] \
        == [r.get("buffers_per_operand") for r in data.rows(f"{GPU_ITEM}/targets.csv")]


def _release_rows(data):
    gpu_version, gpu_names, cpu_version, cpu_names = _release_passes(data)
    only_cpu = set(cpu_names) - set(gpu_names)
    only_gpu = set(gpu_names) - set(cpu_names)
    return [("GPU machine's Triton", gpu_version),
            ("module-level passes (sm_90 matmul)", f"{len(cpu_names)} against {len(gpu_names)}"),
            (f"passes only in {cpu_version}", str(len(only_cpu))),
            ("passes only in the GPU machine's", str(len(only_gpu))),
            ("buffers per operand, sm_80 / sm_90 / sm_100",
             "the same" if _same_buffers(data) else "different")]


def _newer_adds_more_same_buffers(data):
    gpu_version, gpu_names, cpu_version, cpu_names = _release_passes(data)
    newer, older = ((cpu_names, gpu_names) if _version(cpu_version) > _version(gpu_version)
                    else (gpu_names, cpu_names))
    added, dropped = set(newer) - set(older), set(older) - set(newer)
    return len(added) > len(dropped) and _same_buffers(data), (
        f"{cpu_version} vs {gpu_version}: newer adds {sorted(added)}, drops {sorted(dropped)}; "
        f"same buffers {_same_buffers(data)}")


def _dump_path_honoured(data):
    made = data.json(f"{GPU_ITEM}/triton.json")
    first = data.text(f"{GPU_ITEM}/dump_headers.txt").splitlines()[0]
    old_style = bool(re.match(r"// -----// IR Dump Before \w+ \(", first))
    return made["dump_went_to"] == "MLIR_DUMP_PATH" and old_style, (
        f"Triton {made['triton']}: dump went to {made['dump_went_to']}; first header {first[:80]!r}")


CLAIMS = [
    Claim("compiler-gpu-triton-dump-path", PAGE,
          "the GPU machines' Triton honours them too, and its MLIR writes each header as "
          "`Before Pass (argument)` rather than `Before Pass: argument`",
          [f"{GPU_ITEM}/triton.json", f"{GPU_ITEM}/dump_headers.txt"], _dump_path_honoured),
    Claim("compiler-convert-adds-only-conversions", PAGE,
          "every operation that `ConvertTritonToTritonGPU` adds is a `ttg.convert_layout`, "
          "and they are a fifth or more of the function after it",
          [PORTABLE + CONVERSIONS], _convert_adds_only_conversions),
    Claim("compiler-remove-conversions-leaves-few", PAGE,
          "the first run of `TritonGPURemoveLayoutConversions` removes nine in ten of them or more",
          [PORTABLE + CONVERSIONS], _remove_conversions_leaves_few),
    Claim("compiler-buffers-follow-the-consumer", PAGE,
          "For this grouped matmul, Ampere's pipelined loop (and AMD's) got one buffer fewer "
          "than `num_stages` per operand, Hopper's and Blackwell's got `num_stages`",
          [PORTABLE + TARGETS], _buffers_follow_the_consumer),
    Claim("compiler-shared-memory-is-the-buffers", PAGE_2,
          "on sm_80 and sm_90 the shared memory a launch requests is exactly those buffers",
          [PORTABLE + TARGETS], _shared_memory_is_the_buffers),
    Claim("compiler-matmul-compiles-slowest", PAGE_2,
          "the pipelined matmul takes the longest to compile, on both targets",
          [PORTABLE + "compiler_cache/compile_times.csv"], _matmul_compiles_slowest),
    Facts("compiler-releases-compared", PAGE_2,
          [f"{GPU_ITEM}/passes.csv", PORTABLE + "compiler_pass_dumps/passes.csv"],
          _release_rows, header="the CPU's Triton against the GPU machine's"),
    Claim("compiler-newer-release-adds-passes", PAGE_2,
          "the newer release adds more passes than it drops (names compared without MLIR's "
          "`Pass` suffix), and both give the same buffers per operand on every NVIDIA target",
          [f"{GPU_ITEM}/passes.csv", f"{GPU_ITEM}/targets.csv",
           PORTABLE + "compiler_pass_dumps/passes.csv"], _newer_adds_more_same_buffers),
]
