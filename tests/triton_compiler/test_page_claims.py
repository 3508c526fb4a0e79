"""What the lecture on the Triton compiler claims, pinned.

The compiles themselves run in scripts/regenerate.py (they need TRITON_INTERPRET=0 and
take seconds each); these tests read what it generated, plus cheap checks of the
parsers on hand-made input.
"""

import csv
import gzip
import inspect
import json
import shutil

import pytest

from snippets.triton_compiler import claims as compiler_claims
from snippets.triton_compiler.layouts import Encoding, encodings, owner, parse_params, tensor_layouts
from snippets.triton_compiler.linear_layouts import blocked_as_linear, coordinate, owners
from snippets.triton_compiler.pass_dumps import (HEADER, KEY_PASSES, ops_by_dialect, split_dump,
                                          without_locations)
from snippets.triton_compiler.ptx_vs_cuda import count_features
from snippets.triton_compiler.switches import knob_table
from snippets.machinery.layout import ROOT

GENERATED = ROOT / "docs" / "generated" / "portable"


def _rows(path):
    with open(GENERATED / path, newline="") as f:
        return list(csv.DictReader(f))


# --- parsers on hand-made input ----------------------------------------------------------
def test_split_dump_keeps_module_snapshots_in_order():
    dump = "\n".join([
        "// -----// IR Dump Before CanonicalizerPass: canonicalize ('tt.func' operation: @f) //----- //",
        "tt.func @f",
        "// -----// IR Dump Before TritonGPUCoalesce: tritongpu-coalesce ('builtin.module' operation) //----- //",
        '%0 = tt.load %p : tensor<4x!tt.ptr<f32>, #blocked> loc("x.py":3:1)',
        "// -----// SoftwarePipeliner internal IR Dump After: LowerLoops",
        "ttg.local_alloc",
        "// -----// IR Dump Before CSEPass: cse ('builtin.module' operation) //----- //",
        "arith.addi",
    ])
    snapshots = split_dump(dump)
    assert [(s.name, s.argument) for s in snapshots] == [
        ("TritonGPUCoalesce", "tritongpu-coalesce"), ("CSEPass", "cse")]
    assert "local_alloc" not in snapshots[0].ir  # the pipeliner's internal dump is dropped
    assert "loc(" not in without_locations(snapshots[0].ir)
    assert ops_by_dialect(snapshots[0].ir) == {"tt": 1}


def test_layout_parameters_and_owner_of_each_element():
    (layout,) = encodings(
        "#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], "
        "warpsPerCTA = [8, 1], order = [1, 0]}>\n").values()
    assert layout == Encoding("blocked", {"sizePerThread": [1, 8], "threadsPerWarp": [2, 16],
                                          "warpsPerCTA": [8, 1], "order": [1, 0]})
    assert owner((0, 0), layout) == (0, 0)
    assert owner((0, 7), layout) == (0, 0)  # a run of eight belongs to one thread
    assert owner((0, 8), layout) == (0, 1)  # the next run to the next lane
    assert owner((1, 0), layout) == (0, 16)  # the second row: the warp's other half
    assert owner((2, 0), layout) == (1, 0)  # then the next warp
    assert owner((16, 0), layout) == (0, 0)  # the layout's tile is 16 rows: it repeats
    assert parse_params("blockM = 128, blockN = 128, colStride = 1") == {
        "blockM": 128, "blockN": 128, "colStride": 1}


def test_tensor_layouts_reads_inline_slices():
    line = ("%r = tt.make_range {end = 32 : i32, start = 0 : i32} : "
            "tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>")
    assert tensor_layouts(line, ("tt.make_range",)) == [
        ("tt.make_range", "32", "i32", "#ttg.slice<{dim = 1, parent = #blocked}>")]


def test_ptx_features_count_predicated_memory_instructions():
    ptx = ".entry k()\n{\n\t@%p1 ld.global.v4.b32 { %r1, %r2, %r3, %r4 }, [ %rd1 + 0 ];\n" \
          "\tsetp.ge.s32 %p2, %r1, %r2;\n\t@%p2 bra $L;\n$L:\n\tret;\n}\n"
    counts = count_features(ptx)
    assert counts["global loads"] == 1 and counts["128-bit (v4) loads or stores"] == 1
    assert counts["branches (bra)"] == 1 and counts["predicated instructions (@%p)"] == 2


def test_every_switch_the_page_names_is_a_knob_of_this_triton():
    # Runs on Triton 3.9 here and 3.6 on the GPU machine: the page says both have them.
    env_vars = {row[1] for row in knob_table()}
    assert {"TRITON_CACHE_DIR", "TRITON_KERNEL_DUMP", "TRITON_DUMP_DIR",
            "TRITON_ALWAYS_COMPILE", "TRITON_PRINT_AUTOTUNING"} <= env_vars


# --- what the generated outputs show --------------------------------------------------------
FAMILIES = {"sm_80": "mma.sync", "sm_90": "wgmma", "sm_100": "tcgen05.mma", "gfx942": "MFMA"}


@pytest.mark.parametrize("target, family", FAMILIES.items())
def test_each_target_uses_its_matrix_instruction(target, family):
    (row,) = [r for r in _rows("compiler_four_targets/targets.csv") if r["target"] == target]
    assert row["matrix_instruction"].startswith(family + " ("), row["matrix_instruction"]


def test_blackwell_keeps_the_accumulator_in_tensor_memory_and_hopper_needs_more_smem():
    rows = {r["target"]: r for r in _rows("compiler_four_targets/targets.csv")}
    assert int(rows["sm_100"]["tensor_memory_columns"]) > 0
    assert all(int(rows[t]["tensor_memory_columns"]) == 0 for t in ("sm_80", "sm_90", "gfx942"))
    assert int(rows["sm_90"]["shared_memory_bytes"]) > int(rows["sm_80"]["shared_memory_bytes"])
    ttgir = (GENERATED / "compiler_four_targets" / "sm_80.ttgir").read_text()
    assert "versionMajor = 2" in ttgir
    assert "versionMajor = 3" in (GENERATED / "compiler_four_targets" / "sm_90.ttgir").read_text()


def test_pass_excerpts_show_what_the_page_says():
    folder = GENERATED / "compiler_pass_dumps"
    assert {f"{name}.diff" for name in KEY_PASSES} <= {p.name for p in folder.iterdir()}
    coalesce = (folder / "TritonGPUCoalesce.diff").read_text()
    assert "sizePerThread = [1, 8]" in coalesce  # eight fp16 = 16 bytes per thread
    accelerate = (folder / "TritonGPUAccelerateMatmul.diff").read_text()
    assert "-" in [line[0] for line in accelerate.splitlines() if "tt.dot" in line]
    assert "+#mma" in accelerate and "ttng.warp_group_dot" in accelerate
    conversions = (folder / "ConvertTritonToTritonGPU.diff").read_text().splitlines()
    assert conversions and all(line.startswith("+") and "ttg.convert_layout" in line
                               for line in conversions)
    removed = (folder / "TritonGPURemoveLayoutConversions.diff").read_text()
    assert "-      %" in removed and "ttg.convert_layout" in removed
    assert "tt.latency" in (folder / "TritonGPUAssignLatencies.diff").read_text()
    schedule = (folder / "TritonGPUScheduleLoops.diff").read_text()
    assert "loop.stage = 0" in schedule and "loop.stage = 2" in schedule
    pipeline = (folder / "TritonGPUPipeline.diff").read_text()
    for op in ("memdesc<3x", "async_copy_global_to_local", "async_commit_group", "async_wait",
               "warp_group_dot_wait"):
        assert op in pipeline, op
    allocation = (folder / "AllocateSharedMemoryNv.diff").read_text()
    assert "allocation.offset" in allocation and "ttg.shared =" in allocation
    lowering = (folder / "ConvertTritonGPUToLLVM.diff").read_text()
    assert "cp.async" in lowering and "wgmma" in lowering
    passes = _rows("compiler_pass_dumps/passes.csv")
    nvg = [r["pass"] for r in passes if " nvg:" in " " + r["dialects_before"]]
    assert nvg[-1] == "ConvertNVGPUToLLVM"  # nvg.wgmma lives until that pass
    for index, row in enumerate(passes[:-1]):  # passes with nothing to do here
        if row["pass"] in ("TritonNvidiaGPUAssignCGALayoutsPass", "NVGPUWarpSpecialization",
                           "TritonNvidiaGPUOptimizeCTALocalityPass"):
            assert row["dialects_before"] == passes[index + 1]["dialects_before"], row["pass"]
    with gzip.open(folder / "all_passes.mlir.gz", "rt") as f:
        snapshots = split_dump(f.read())
    assert any(s.name == "TritonGPUPipeline" for s in snapshots)
    first = next(i for i, s in enumerate(snapshots) if s.name == "TritonGPURemoveLayoutConversions")
    kept = [line for line in without_locations(snapshots[first + 1].ir).splitlines()
            if "ttg.convert_layout" in line]
    assert sum("#ttg.dot_op" in line for line in kept) == 2 and len(kept) == 3  # as the caption says


def test_layout_tables_match_the_prose():
    tensors = _rows("compiler_layouts/matmul_tensors.csv")
    assert any(r["operation"] == "tt.make_range" and r["layout"].startswith("#ttg.slice")
               for r in tensors)
    assert any(r["operation"] == "ttng.warp_group_dot" and r["layout"] == "#mma" for r in tensors)
    allocs = [r["shape"] for r in tensors if r["operation"] == "ttg.local_alloc"]
    assert sorted(allocs) == ["3x128x32", "3x32x128"]
    rows = _rows("compiler_layouts/num_warps.csv")
    softmax = {int(r["num_warps"]): r["sizePerThread"] for r in rows if r["tensor"].startswith("softmax")}
    assert softmax == {1: "[4]", 2: "[4]", 4: "[4]", 8: "[4]", 16: "[2]"}
    # Hopper stacks the warps along M; Ampere spreads them over both dimensions.
    accumulator = {(r["tensor"].split(" on ")[1][:5], int(r["num_warps"])): r["warpsPerCTA"]
                   for r in rows if r["tensor"].startswith("matmul")}
    assert accumulator == {("sm_90", 4): "[4, 1]", ("sm_90", 8): "[8, 1]",
                           ("sm_80", 4): "[2, 2]", ("sm_80", 8): "[2, 4]"}
    assert (GENERATED / "compiler_layouts" / "blocked_layout.svg").stat().st_size > 0


def test_triton_vectorises_and_predicates_where_nvcc_branches():
    rows = {r["feature"]: r for r in _rows("compiler_ptx_vs_cuda/features.csv")}
    cuda, triton = "CUDA C++ (nvcc), one element per thread", "Triton, BLOCK_SIZE=1024, 4 warps"
    wide = rows["128-bit (v4) loads or stores"]
    assert int(wide[cuda]) == 0 and int(wide[triton]) == 6  # 4 loads + 2 stores of 4 floats
    assert int(rows["branches (bra)"][cuda]) == 1 and int(rows["branches (bra)"][triton]) == 0
    cuda_ptx = (GENERATED / "compiler_ptx_vs_cuda" / "cuda_add.ptx").read_text()
    assert "cvta.to.global" in cuda_ptx and "mul.wide.s32" in cuda_ptx
    assert "add.s64" in cuda_ptx and "add.s64" in (GENERATED / "compiler_ptx_vs_cuda" / "triton_add.ptx").read_text()


def test_cache_makes_new_entries_exactly_where_the_page_says():
    text = (GENERATED / "compiler_cache" / "cache.txt").read_text()
    verdicts = [line.rsplit("-> ", 1)[1] for line in text.splitlines() if "->" in line]
    assert verdicts == ["cache hit", "new entry", "new entry", "new entry"]
    for suffix in (".ttir", ".ttgir", ".llir", ".ptx", ".cubin", ".json"):
        assert f"add_kernel{suffix}" in text


def test_cache_listing_names_tritons_default_folder():
    """The page says where Triton caches by default. cache.py prints the knob, which a
    TRITON_CACHE_DIR set for the whole run would replace with a temporary folder: the
    portable item is made without it."""
    first = (GENERATED / "compiler_cache" / "cache.txt").read_text().splitlines()[0]
    assert first == "default cache folder: ~/.triton/cache", first


def test_the_default_cache_folder_is_printed_even_when_triton_cache_dir_is_set(monkeypatch):
    """A run with TRITON_CACHE_DIR set (a fresh cache) still prints Triton's default."""
    import os

    from triton import knobs

    from snippets.triton_compiler.cache import default_cache_dir

    monkeypatch.setenv("TRITON_CACHE_DIR", "/tmp/a-fresh-cache")
    monkeypatch.delenv("TRITON_HOME", raising=False)
    assert knobs.cache.dir == "/tmp/a-fresh-cache"
    assert default_cache_dir(knobs) == os.path.join(os.path.expanduser("~/"), ".triton", "cache")


# --- added for the corrected lecture ----------------------------------------------------------
def test_header_parser_reads_both_mlir_formats():
    new = "// -----// IR Dump Before TritonGPUCoalesce: tritongpu-coalesce ('builtin.module' operation) //----- //"
    old = ("// -----// IR Dump Before TritonGPUPipeline (tritongpu-pipeline{num-stages=3}) "
           "('builtin.module' operation) //----- //")
    assert HEADER.match(new).group("name", "argument", "scope") == (
        "TritonGPUCoalesce", "tritongpu-coalesce", "builtin.module")
    assert HEADER.match(old).group("name", "argument", "scope") == (
        "TritonGPUPipeline", "tritongpu-pipeline", "builtin.module")


def test_the_compiled_configuration_is_what_the_page_says_it_is():
    from snippets.triton_compiler.offline import MATMUL_BLOCKS, MATMUL_OPTIONS
    from snippets.matmul import grouped

    defaults = {n: p.default for n, p in inspect.signature(grouped.matmul_grouped).parameters.items()}
    assert defaults["block_k"] == 64 != MATMUL_BLOCKS["BLOCK_K"]  # the wrapper's own K step
    assert (defaults["num_warps"], defaults["num_stages"]) == (
        MATMUL_OPTIONS["num_warps"], MATMUL_OPTIONS["num_stages"])
    benchmark = inspect.getsource(grouped)
    assert "block_k=32, num_warps=4, num_stages=3" in benchmark  # the benchmark's launch


def test_linear_layout_coordinates_are_xors_of_bases():
    bases = {"register": [[0, 1], [0, 2]], "lane": [[1, 0], [0, 4]], "warp": [[2, 0]]}
    assert coordinate(bases, register=3, lane=2, warp=1) == (2, 7)
    assert coordinate(bases) == (0, 0)
    assert len(owners(bases)) == 32  # 2 register, 2 lane, 1 warp bits: 32 distinct elements
    blocked = Encoding("blocked", {"sizePerThread": [1, 8], "threadsPerWarp": [2, 16],
                                   "warpsPerCTA": [8, 1], "order": [1, 0]})
    linear = blocked_as_linear(blocked.params, [32, 128])
    if linear is None:
        pytest.skip("this Triton cannot convert layouts from Python")
    assert all(owner(c, blocked) == (w, lane) for c, (w, lane, _) in owners(linear).items())


def test_buffers_shared_memory_and_targets():
    rows = {r["target"]: r for r in _rows("compiler_four_targets/targets.csv")}
    assert [rows[t]["buffers_per_operand"] for t in ("sm_80", "sm_90", "sm_100", "gfx942")] == [
        "2", "3", "3", "2"]
    for target in ("sm_90", "sm_100"):
        assert f".target {target}a" in (GENERATED / "compiler_four_targets" / f"{target}.ptx").read_text()
    for name in ("cuda_add.ptx", "triton_add.ptx"):
        assert ".target sm_90a" in (GENERATED / "compiler_ptx_vs_cuda" / name).read_text()


def test_integers_from_2_to_the_31_become_i64():
    rows = {r["integer argument"]: r for r in _rows("compiler_cache/specialisation.csv")}
    assert rows[str(2**31 - 1)]["type in the IR"] == "i32"
    assert rows[str(2**31)]["type in the IR"] == "i64"
    assert rows["1"]["type in the IR"] == "constexpr"
    assert rows["16"]["specialisation in the key"] == "multiple of 16"


def test_cxx_switches_are_in_the_library_and_tools_worked():
    assert all(r["in libtriton"] == "yes" for r in _rows("compiler_switches/cxx_switches.csv"))
    tools = (GENERATED / "compiler_tools" / "tools.txt").read_text()
    assert "hold the same operations" in tools
    assert "after the edit: 16 global loads, 0 128-bit" in tools
    assert "remark:" in (GENERATED / "compiler_tools" / "remarks.txt").read_text()
    assert "none: the loop was not pipelined" in tools


def test_linear_layout_outputs():
    summary = (GENERATED / "compiler_linear_layouts" / "summary.txt").read_text()
    assert "agrees on every one" in summary and "128 x 128" in summary
    bases = {}
    for r in _rows("compiler_linear_layouts/linear_bases.csv"):
        kind = "sm_100" if r["layout"].startswith("#linear") else "b_tile"
        bases.setdefault((kind, r["input"]), []).append(json.loads(r["moves to (row, column)"]))
    # As the page reads them: the B tile's runs of eight, 16 lanes across a row, warps down.
    assert bases["b_tile", "register"] == [[0, 1], [0, 2], [0, 4], [16, 0]]
    assert bases["b_tile", "lane"] == [[0, 8], [0, 16], [0, 32], [0, 64], [1, 0]]
    assert bases["b_tile", "warp"] == [[2, 0], [4, 0], [8, 0]]
    # sm_100's accumulator: a row of 64 per lane, 32 rows per warp, 4 bands x 2 halves.
    assert bases["sm_100", "register"] == [[0, 1 << i] for i in range(6)]
    assert bases["sm_100", "lane"] == [[1 << i, 0] for i in range(5)]
    assert bases["sm_100", "warp"] == [[32, 0], [64, 0], [0, 64]]


def test_every_claim_of_the_page_holds_on_the_portable_outputs():
    from snippets.machinery.claims import Claim, GpuData

    data = GpuData(GENERATED.parent / "a-gpu-without-its-own-outputs")
    for claim in compiler_claims.CLAIMS:
        if isinstance(claim, Claim) and all(p.startswith("../portable/") for p in claim.inputs):
            holds, numbers = claim.check(data)
            assert holds, f"{claim.name}: {numbers}"


def test_release_comparison_from_a_gpu_folder(tmp_path):
    """The GPU item's outputs have the portable ones' format: build a GPU folder from
    the portable outputs and check the derived table and the page's sentence."""
    from snippets.triton_compiler.versions import compare
    from snippets.machinery.claims import GpuData

    generated = tmp_path / "generated"
    gpu = generated / "some-gpu" / compiler_claims.GPU_ITEM
    gpu.mkdir(parents=True)
    (generated / "portable").symlink_to(GENERATED)
    for name in ("passes.csv", "layout_conversions.csv", "stages.csv"):
        shutil.copy(GENERATED / "compiler_pass_dumps" / name, gpu / name)
    targets = [r for r in _rows("compiler_four_targets/targets.csv") if r["target"] != "gfx942"]
    with open(gpu / "targets.csv", "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=["target", "num_stages", "buffers_per_operand",
                                               "shared_memory_bytes"], extrasaction="ignore")
        writer.writeheader()
        writer.writerows(targets)
    (gpu / "triton.json").write_text(json.dumps({"triton": "3.x", "dump_went_to": "MLIR_DUMP_PATH"}))
    (gpu / "dump_headers.txt").write_text(
        "// -----// IR Dump Before InlinerPass (inline) ('builtin.module' operation) //----- //\n")
    (tmp_path / "out").mkdir()
    compare(tmp_path / "out", generated)
    versions = (tmp_path / "out" / "versions.csv").read_text()
    assert "module-level passes" in versions and "(absent)" not in versions
    facts = next(c for c in compiler_claims.CLAIMS if c.name == "compiler-releases-compared")
    cells = facts.cells(GpuData(generated / "some-gpu"))
    assert cells["passes only in the GPU machine's"] == ["0"], cells
    # the header reads "the CPU's Triton against the GPU machine's": the CPU's count first
    cpu_passes, gpu_passes = len(_rows("compiler_pass_dumps/passes.csv")), 3
    with open(gpu / "passes.csv", "w", newline="") as f:
        f.write("pass\nCSE\nInliner\nCanonicalizer\n")
    cells = facts.cells(GpuData(generated / "some-gpu"))
    assert cells["module-level passes (sm_90 matmul)"] == [f"{cpu_passes} against {gpu_passes}"]
    assert cells["buffers per operand, sm_80 / sm_90 / sm_100"] == ["the same"], cells
    # MLIR's renamed passes (CSE in one release, CSEPass in the other) are one pass
    assert compiler_claims.canonical_pass("CSEPass") == compiler_claims.canonical_pass("CSE")
    dump_claim = next(c for c in compiler_claims.CLAIMS if c.name == "compiler-gpu-triton-dump-path")
    assert dump_claim.check(GpuData(generated / "some-gpu"))[0]
