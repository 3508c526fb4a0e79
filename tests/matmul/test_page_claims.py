"""Claims the matmul lecture (docs/03-matmul.md) makes, pinned.

Runs in the CPU interpreter and natively on a GPU; ``cuda``-marked tests need a GPU.
"""

import inspect
import json
import math
import re

import pytest
import torch
import triton
import triton.language as tl

from snippets.helpers.runtime import default_device, interpreting
from snippets.matmul import autotuned, k_mask, l2, order, problem
from snippets.matmul.grouped import matmul_grouped
from snippets.matmul.indexing import block_offsets, mask_2d, offsets_2d
from snippets.matmul.naive import matmul_naive

DEVICE = default_device()


# -- offsets and masks ---------------------------------------------------------------
@triton.jit
def _helpers_kernel(offsets_ptr, mask_ptr, n_rows, n_cols, stride_row,
                    BLOCK_ROWS: tl.constexpr, BLOCK_COLS: tl.constexpr):
    rows = block_offsets(tl.program_id(0), BLOCK_ROWS)
    cols = block_offsets(tl.program_id(1), BLOCK_COLS)
    # Write each helper's result at the position of the element it describes.
    where = offsets_2d(rows, cols, 2 * BLOCK_COLS, 1)
    tl.store(offsets_ptr + where, offsets_2d(rows, cols, stride_row, 1))
    tl.store(mask_ptr + where, mask_2d(rows, cols, n_rows, n_cols).to(tl.int32))


def test_offset_and_mask_helpers_cover_a_2x2_grid_of_blocks():
    block_rows, block_cols, n_rows, n_cols, stride_row = 2, 4, 3, 5, 7
    shape = (2 * block_rows, 2 * block_cols)
    offsets = torch.full(shape, -1, dtype=torch.int32, device=DEVICE)
    inside = torch.full(shape, -1, dtype=torch.int32, device=DEVICE)
    _helpers_kernel[(2, 2)](offsets, inside, n_rows, n_cols, stride_row,
                            BLOCK_ROWS=block_rows, BLOCK_COLS=block_cols)
    i = torch.arange(shape[0])[:, None]
    j = torch.arange(shape[1])[None, :]
    assert torch.equal(offsets.cpu(), (i * stride_row + j).int())
    assert torch.equal(inside.cpu(), ((i < n_rows) & (j < n_cols)).int())


# -- the K mask ----------------------------------------------------------------------
@pytest.mark.parametrize("fill", [0.0, 1.0, float("nan")])
def test_without_k_mask_the_result_depends_on_memory_after_the_inputs(fill):
    a, b = k_mask.inputs_followed_by(fill, device=DEVICE)
    expected = problem.matmul_reference(a, b)
    unmasked = k_mask.matmul_no_k_mask(a, b)
    masked = matmul_naive(a, b, block_m=16, block_n=16, block_k=32)
    atol, rtol = problem.matmul_tolerance(torch.float32, (8, 40, 8))
    torch.testing.assert_close(masked, expected, atol=atol, rtol=rtol)
    if fill == 0.0:  # right, but only by accident
        torch.testing.assert_close(unmasked, expected, atol=atol, rtol=rtol)
    elif math.isnan(fill):
        assert unmasked.isnan().all()
    else:
        assert (unmasked - expected).abs().max() > 1.0


def test_output_dtype_follows_the_inputs():
    # The guide allocated C as float16 whatever the inputs were.
    a = torch.randn(17, 9, device=DEVICE)
    b = torch.randn(9, 5, device=DEVICE)
    for run in (matmul_naive, matmul_grouped, autotuned.matmul_autotuned):
        assert run(a, b).dtype == torch.float32
        assert run(a.half(), b.half()).dtype == torch.float16


# -- block order ---------------------------------------------------------------------
def test_swizzle2d_gives_the_grouped_order_in_this_runtime():
    # The guide says tl.swizzle2d does not work in the interpreter; on our Triton it does
    # (this test runs in the interpreter on CPU, natively on a GPU).
    expected = torch.tensor([[0, 3, 6, 9], [1, 4, 7, 10], [2, 5, 8, 11],
                             [12, 14, 16, 18], [13, 15, 17, 19]], dtype=torch.int32)
    assert torch.equal(order.launch_order(5, 4, 3, DEVICE).cpu(), expected)


@pytest.mark.parametrize("num_pid_m, num_pid_n, group_m", [(5, 4, 3), (9, 9, 3), (7, 3, 8)])
def test_every_tile_gets_exactly_one_program(num_pid_m, num_pid_n, group_m):
    grid = order.launch_order(num_pid_m, num_pid_n, group_m, DEVICE).cpu()
    assert sorted(grid.flatten().tolist()) == list(range(num_pid_m * num_pid_n))


def test_group_size_one_is_the_row_by_row_order():
    grid = order.launch_order(6, 5, 1, DEVICE).cpu()
    assert torch.equal(grid, torch.arange(30, dtype=torch.int32).view(6, 5))


def test_first_nine_programs_read_90_blocks_row_by_row_and_54_grouped():
    assert order.blocks_loaded(order.launch_order(9, 9, 1, DEVICE), 9, 9) == (9, 81)
    assert order.blocks_loaded(order.launch_order(9, 9, 3, DEVICE), 9, 9) == (27, 27)


# -- precision -----------------------------------------------------------------------
def test_dot_takes_input_precision_and_allow_tf32_is_deprecated():
    params = inspect.signature(tl.dot).parameters
    assert "input_precision" in params
    assert re.search(r"allow_tf32:\s*\*?Deprecated", tl.dot.__doc__)


def test_triton_defaults_to_tf32_and_torch_to_full_float32():
    from triton.backends.nvidia.compiler import CUDAOptions

    assert CUDAOptions.default_dot_input_precision == "tf32"
    assert "ieee" in CUDAOptions.allowed_dot_input_precisions
    assert torch.get_float32_matmul_precision() == "highest"


def test_tolerance_grows_with_k_and_is_wider_for_tf32():
    small = problem.matmul_tolerance(torch.float32, (8, 64, 8))
    large = problem.matmul_tolerance(torch.float32, (8, 4096, 8))
    tf32 = problem.matmul_tolerance(torch.float32, (8, 4096, 8), "tf32")
    assert large[0] > small[0] and tf32[0] > 10 * large[0]


@pytest.mark.cuda
def test_tf32_is_less_accurate_than_ieee_on_the_gpu():
    shape = (256, 4096, 256)
    generator = torch.Generator().manual_seed(0)
    a, b = problem.make_inputs(shape, torch.float32, DEVICE, generator)
    expected = problem.matmul_reference(a, b)
    errors = {}
    for precision in ("ieee", "tf32"):
        c = matmul_grouped(a, b, input_precision=precision)
        atol, rtol = problem.matmul_tolerance(torch.float32, shape, precision)
        torch.testing.assert_close(c, expected, atol=atol, rtol=rtol)
        errors[precision] = (c - expected).abs().max().item()
    assert errors["tf32"] > 10 * errors["ieee"]


# -- autotuning ----------------------------------------------------------------------
def test_pruning_keeps_small_tiles_for_small_outputs_and_never_empties_the_list():
    def kept(m, n):
        return autotuned.drop_oversized_tiles(autotuned.GPU_CONFIGS, {"M": m, "N": n, "K": 8})

    assert [c.kwargs["BLOCK_M"] for c in kept(1, 1)] == [64]
    assert kept(4096, 4096) == autotuned.GPU_CONFIGS
    assert all(c.kwargs["BLOCK_N"] <= 64 for c in kept(1000, 33))


def test_gpu_configs_suit_wgmma():
    for config in autotuned.GPU_CONFIGS:
        assert config.kwargs["BLOCK_M"] % 64 == 0 and config.num_warps in (4, 8)
        smem = config.num_stages * (config.kwargs["BLOCK_M"] + config.kwargs["BLOCK_N"]) \
            * config.kwargs["BLOCK_K"] * 2
        assert smem <= 192 * 1024  # float16 operand buffers fit in an H100's shared memory


def test_autotuner_keeps_a_config_from_its_list():
    a = torch.randn(70, 40, device=DEVICE, dtype=torch.float16)
    b = torch.randn(40, 90, device=DEVICE, dtype=torch.float16)
    picked = autotuned.best_config(a, b)
    configs = autotuned.INTERPRETER_CONFIGS if interpreting() else autotuned.GPU_CONFIGS
    assert picked in configs


# -- Nsight Compute output -----------------------------------------------------------
# The layout ncu --csv prints (details page, one row per metric, after its ==PROF== log
# lines); the numbers are made up for the test.
NCU_SAMPLE = '''==PROF== Connected to process 4242 (/usr/bin/python3.12)
==PROF== Profiling "matmul_naive_kernel" - 0: 0%....50%....100% - 1 pass
==PROF== Profiling "matmul_grouped_kernel" - 1: 0%....50%....100% - 1 pass
==PROF== Profiling "matmul_naive_kernel" - 2: 0%....50%....100% - 1 pass
==PROF== Profiling "matmul_grouped_kernel" - 3: 0%....50%....100% - 1 pass
==PROF== Disconnected from process 4242
"ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream","Block Size","Grid Size","Device","CC","Section Name","Metric Name","Metric Unit","Metric Value"
"0","4242","python3.12","127.0.0.1","matmul_naive_kernel","1","7","(256, 1, 1)","(256, 1, 1)","0","9.0","Command line profiler metrics","dram__bytes_read.sum","byte","17,301,504"
"0","4242","python3.12","127.0.0.1","matmul_naive_kernel","1","7","(256, 1, 1)","(256, 1, 1)","0","9.0","Command line profiler metrics","gpu__time_duration.sum","nsecond","61,216"
"0","4242","python3.12","127.0.0.1","matmul_naive_kernel","1","7","(256, 1, 1)","(256, 1, 1)","0","9.0","Command line profiler metrics","lts__t_sector_hit_rate.pct","%","88.51"
"1","4242","python3.12","127.0.0.1","matmul_grouped_kernel","1","7","(256, 1, 1)","(256, 1, 1)","0","9.0","Command line profiler metrics","dram__bytes_read.sum","byte","17,039,360"
"1","4242","python3.12","127.0.0.1","matmul_grouped_kernel","1","7","(256, 1, 1)","(256, 1, 1)","0","9.0","Command line profiler metrics","gpu__time_duration.sum","nsecond","60,000"
"1","4242","python3.12","127.0.0.1","matmul_grouped_kernel","1","7","(256, 1, 1)","(256, 1, 1)","0","9.0","Command line profiler metrics","lts__t_sector_hit_rate.pct","%","89.02"
"2","4242","python3.12","127.0.0.1","matmul_naive_kernel","1","7","(256, 1, 1)","(4096, 1, 1)","0","9.0","Command line profiler metrics","dram__bytes_read.sum","Gbyte","2.5"
"2","4242","python3.12","127.0.0.1","matmul_naive_kernel","1","7","(256, 1, 1)","(4096, 1, 1)","0","9.0","Command line profiler metrics","gpu__time_duration.sum","msecond","2.1"
"2","4242","python3.12","127.0.0.1","matmul_naive_kernel","1","7","(256, 1, 1)","(4096, 1, 1)","0","9.0","Command line profiler metrics","lts__t_sector_hit_rate.pct","%","70,5"
"3","4242","python3.12","127.0.0.1","matmul_grouped_kernel","1","7","(256, 1, 1)","(4096, 1, 1)","0","9.0","Command line profiler metrics","dram__bytes_read.sum","byte","600,000,000"
"3","4242","python3.12","127.0.0.1","matmul_grouped_kernel","1","7","(256, 1, 1)","(4096, 1, 1)","0","9.0","Command line profiler metrics","gpu__time_duration.sum","nsecond","1,800,000"
"3","4242","python3.12","127.0.0.1","matmul_grouped_kernel","1","7","(256, 1, 1)","(4096, 1, 1)","0","9.0","Command line profiler metrics","lts__t_sector_hit_rate.pct","%","93.4"
'''


def test_ncu_csv_parser_reads_launches_in_order_in_base_units():
    launches = l2.parse_ncu_csv(NCU_SAMPLE)
    assert [launch["kernel"] for launch in launches] == [
        "matmul_naive_kernel", "matmul_grouped_kernel"] * 2
    first, _, third, fourth = launches
    assert first["metrics"]["dram__bytes_read.sum"] == 17_301_504
    assert first["metrics"]["gpu__time_duration.sum"] == pytest.approx(61_216e-9)
    assert third["metrics"]["dram__bytes_read.sum"] == pytest.approx(2.5e9)
    assert third["metrics"]["gpu__time_duration.sum"] == pytest.approx(2.1e-3)
    assert third["metrics"]["lts__t_sector_hit_rate.pct"] == pytest.approx(70.5)
    assert fourth["metrics"]["gpu__time_duration.sum"] == pytest.approx(1.8e-3)


def test_ncu_table_joins_launches_with_cases_and_checks_kernel_names():
    launches = l2.parse_ncu_csv(NCU_SAMPLE)
    bench_ms = {case: 1.0 for case in l2.PROBE_CASES}
    rows = l2.table_rows(launches, bench_ms)
    assert [(r["size"], r["order"].split()[0]) for r in rows] == l2.PROBE_CASES
    assert rows[2]["DRAM read (GB)"] == 2.5 and rows[3]["L2 hit rate (%)"] == 93.4
    with pytest.raises(ValueError, match="expected naive"):
        l2.table_rows(launches[1:] + launches[:1], bench_ms)


def test_ncu_parser_rejects_output_without_a_table():
    with pytest.raises(ValueError, match="no ncu CSV header"):
        l2.parse_ncu_csv("==PROF== Connected to process 1\n==ERROR== no kernels were profiled\n")


def test_ncu_command_profiles_exactly_the_probe_kernels():
    command = l2.ncu_command("ncu")
    assert command[command.index("-c") + 1] == str(len(l2.PROBE_CASES))
    assert command[command.index("--clock-control") + 1] == "none"
    assert command[-2:] == ["snippets.matmul.l2", "probe"]


def test_the_ncu_command_the_page_shows_is_the_one_the_artifact_runs():
    # The page shows the command as a reader would type it in a shell; the artifact
    # builds it in Python (ncu_command). Typed by hand, it must stay the same list.
    import shlex
    import sys

    from snippets.machinery.layout import ROOT

    page = (ROOT / "docs" / "03-matmul.md").read_text()
    [typed] = [block for block in re.findall(r"```bash\n(.*?)```", page, re.DOTALL)
               if block.lstrip().startswith("ncu ")]
    command = l2.ncu_command("ncu")
    command[command.index(sys.executable)] = "python"
    assert shlex.split(typed.replace("\\\n", " ")) == command


# -- portable artifacts --------------------------------------------------------------
def test_block_order_artifact_shows_both_grids(tmp_path):
    order.BLOCK_ORDER.make(tmp_path)
    text = (tmp_path / "order.txt").read_text()
    assert " 0  3  6  9" in text and "9 of A + 81 of B = 90" in text and "= 54 blocks" in text


@pytest.mark.skipif(not interpreting(), reason="the page's capture is made by the CPU stack "
                    "(Triton 3.9's interpreter); Triton 3.6's interpreter rejects the runtime "
                    "loop bound of this kernel (seen on our GPU machine)")
def test_k_mask_artifact_reports_the_wrong_result(tmp_path):
    k_mask.K_MASK_DEMO.make(tmp_path)
    lines = (tmp_path / "k_mask.txt").read_text().splitlines()
    assert any("holds  1.0" in line and "without K mask = 24" in line for line in lines)
    assert any("holds  nan" in line and "without K mask = nan" in line for line in lines)


def test_dot_lowering_on_hopper_uses_wgmma_except_for_ieee_float32(tmp_path):
    from snippets.matmul import offline_ir

    offline_ir.DOT_LOWERING.make(tmp_path)
    lines = (tmp_path / "dot_lowering.txt").read_text().splitlines()
    by_case = dict(zip(offline_ir.CASES, lines))
    for case in [("fp16", "ieee"), ("bf16", "ieee"), ("fp32", "tf32")]:
        assert "wgmma.mma_async" in by_case[case]
    assert "tf32.tf32" in by_case[("fp32", "tf32")]
    assert "no tensor-core instruction" in by_case[("fp32", "ieee")]
    # The block-size benchmark's tiles on 4 warps: a warp group's wgmma needs 64 rows,
    # so 16 and 32 fall back to Ampere's mma.sync (lecture 3's "Block size").
    by_tile = dict(zip(offline_ir.TILES, lines[-len(offline_ir.TILES):]))
    for tile in (16, 32):
        assert "mma.sync (m16n8k16" in by_tile[tile] and "wgmma" not in by_tile[tile]
    for tile in (64, 128):
        assert "wgmma.mma_async" in by_tile[tile]


@pytest.mark.skipif(not interpreting(), reason="about the CPU interpreter only")
def test_interpreter_ignores_input_precision():
    # Its tl.dot is a NumPy matmul in float32: TF32 rounding is not simulated.
    a = torch.randn(64, 64)
    b = torch.randn(64, 64)
    assert torch.equal(matmul_grouped(a, b, input_precision="tf32"),
                       matmul_grouped(a, b, input_precision="ieee"))


def test_l2_summary_words_follow_the_numbers():
    launches = l2.parse_ncu_csv(NCU_SAMPLE)
    bench_ms = {(2048, "naive"): 1.0, (2048, "grouped"): 1.0,
                (8192, "naive"): 2.0, (8192, "grouped"): 1.0}
    lines = l2.summary(l2.table_rows(launches, bench_ms)).splitlines()
    assert lines[0].startswith("2048 x 2048 x 2048") and "1.00x faster" in lines[0]
    assert "0.600 GB from DRAM against 2.500 GB" in lines[1] and "4.17x less" in lines[1]
    assert "2.00x faster" in lines[1]
    bench_ms[(8192, "grouped")] = 4.0
    assert "2.00x slower" in l2.summary(l2.table_rows(launches, bench_ms)).splitlines()[1]


def test_autotune_summary_counts_only_the_target_cases():
    from snippets.matmul.versus_torch import summary

    def row(dtype, size, ratio, k=None):
        return {"dtype": dtype, "M": size, "K": k or size, "N": size, "autotuned / torch": ratio,
                "autotuned TFLOP/s": 100 * ratio, "torch TFLOP/s": 100}

    rows = [row("float16", 4096, 0.95), row("float16", 8192, 0.85), row("bfloat16", 4096, 1.01),
            row("bfloat16", 8192, 0.9), row("float16", 2048, 0.5), row("float16", 1024, 0.1, k=16384)]
    text = summary(rows)
    assert "met in 3 of 4 cases" in text and "85.0% of torch.matmul" in text


def test_l2_summary_compares_dram_read_rates_with_the_copy_bandwidth():
    launches = l2.parse_ncu_csv(NCU_SAMPLE)
    rows = l2.table_rows(launches, {case: 1.0 for case in l2.PROBE_CASES})
    # Launch 2 read 2.5 GB in 2.1 ms: 1.19 TB/s.
    assert rows[2]["DRAM read rate (TB/s)"] == 1.19
    text = l2.summary(rows, copy_gbps=4000.0)
    assert "measured copy bandwidth of 4.00 TB/s" in text
    assert "1.19 TB/s (30% of the copy bandwidth)" in text
    assert "copy bandwidth" not in l2.summary(rows)  # no bandwidth given, no comparison


def test_lecture_3_wordings_and_claims_read_the_columns_the_artifacts_write(tmp_path):
    import csv as _csv

    from snippets.machinery.claims import Claim, GpuData
    from snippets.matmul import claims, claims_results

    gpu = tmp_path / "nvidia-h100-80gb-hbm3"
    for item in ("matmul_autotune", "matmul_autotuned", "matmul_grouped", "matmul_l2_order",
                 "matmul_small", "matmul_epilogue", "matmul_naive"):
        (gpu / item).mkdir(parents=True)
    for item, errors in (("matmul_naive", (0.0, 0.03)), ("matmul_autotuned", (0.0, 0.002)),
                         ("matmul_epilogue", (0.0, 0.001, 0.0))):  # as check_every_shape writes
        (gpu / item / "check.json").write_text(json.dumps(
            [{"shape": [3, 4, 5], "dtype": "torch.bfloat16", "max_abs_error": e}
             for e in errors]))

    def write(path, rows):
        with open(path, "w", newline="") as f:
            writer = _csv.DictWriter(f, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)

    shapes = [(1024, 16384, 1024), (4096, 4096, 4096), (8192, 8192, 8192)]
    write(gpu / "matmul_autotune" / "autotune.csv",
          [{"dtype": "float16", "M": m, "K": k, "N": n, "autotuned / torch": r}
           for (m, k, n), r in zip(shapes, (0.5, 0.95, 0.97))])
    write(gpu / "matmul_autotune" / "settled.csv",
          [{"dtype": "float16", "M": 4096, "K": 4096, "N": 4096, "autotuned / torch": 0.96,
            "passes": "0.950 / 0.970"}])
    write(gpu / "matmul_autotune" / "candidates.csv",
          [{"BLOCK_M": m, "BLOCK_N": n, "BLOCK_K": 64, "num_warps": w, "num_stages": 3,
            "TFLOP/s": t} for m, n, w, t in ((128, 256, 8, 680.0), (128, 128, 8, 600.0),
                                             (128, 64, 4, 320.0), (64, 64, 4, 300.0))])
    write(gpu / "matmul_autotuned" / "benchmark.csv",
          [{"provider": p, "x": x, "value_p50": v, "value_low": v - 1, "value_high": v + 1,
            "ms_p50": 2 * x**3 / v / 1e9, "ms_p20": 0, "ms_p80": 0}
           for x in (256, 1024, 2048)  # ahead at every size once graph-timed, as on the H100
           for p, v in (("naive", 100.0), ("autotuned", 150.0))])
    write(gpu / "matmul_grouped" / "benchmark.csv",
          [{"provider": p, "x": t, "value_p50": v * (1.05 if p == "grouped" else 1),
            "value_low": v * (1.05 if p == "grouped" else 1) - 1,
            "value_high": v * (1.05 if p == "grouped" else 1) + 1}
           for p in ("naive", "grouped") for t, v in ((32, 100.0), (64, 220.0), (128, 400.0))])
    write(gpu / "matmul_l2_order" / "l2_order.csv",
          [{"size": size, "order": order, "L2 hit rate (%)": hit, "DRAM read (GB)": read,
            "minimum read (GB)": minimum, "ncu time (ms)": ncu, "settled time (ms)": ms,
            "ncu SM MHz": 1980, "settled SM MHz": 1400}
           for size, order, hit, read, minimum, ncu, ms in (
               (2048, "naive", 85.0, 0.0168, 0.0168, 0.028, 0.029),
               (2048, "grouped (GROUP_M=8)", 84.0, 0.0168, 0.0168, 0.028, 0.029),
               (8192, "naive", 56.0, 4.5, 0.27, 1.9, 2.0),
               (8192, "grouped (GROUP_M=8)", 80.0, 1.5, 0.27, 1.85, 1.9))])
    (gpu / "matmul_l2_order" / "summary.txt").write_text(
        "L2 cache of NVIDIA H100 80GB HBM3: 50 MiB\n"  # the run's first line, as written
        "   2048 naive               : 0.58 TB/s (19% of the copy bandwidth)\n"
        "   2048 grouped (GROUP_M=8) : 0.58 TB/s (19% of the copy bandwidth)\n"
        "   8192 naive               : 2.34 TB/s (78% of the copy bandwidth)\n"
        "   8192 grouped (GROUP_M=8) : 0.80 TB/s (27% of the copy bandwidth)\n")
    write(gpu / "matmul_small" / "small.csv",
          [{"size": x, "provider": p, "tile": "64x64x64", "programs": 16, "do_bench_us": 40.0,
            "do_bench_p20_us": 30.0, "do_bench_p80_us": 60.0, "steady_us": 40.0,
            "host_us": 120.0, "flush_us": 90.0} for x in (256, 1024) for p in
           ("naive", "autotuned")])
    write(gpu / "matmul_epilogue" / "benchmark.csv",
          [{"provider": p, "x": x, "ms_p50": t, "ms_p20": t * 0.99, "ms_p80": t * 1.01}
           for x in (2048, 4096) for p, t in (("fused", 1.0), ("unfused", 1.3), ("torch", 1.1))])
    data = GpuData(gpu)
    for item in [*claims.CLAIMS, *claims_results.CLAIMS]:
        if isinstance(item, Claim):
            assert item.gpus or item.applies_to(data), item.name
            if item.applies_to(data):
                assert item.check(data)[0], item.name
        elif hasattr(item, "cells"):
            assert "(not readable)" not in item.cells(data), item.name
        else:
            assert "predates" not in item.words(data), item.name
    said = {c.name: c for c in claims.CLAIMS}
    assert dict(said["matmul-small-sizes"].rows(data)) == {
        "256": "ahead", "1024": "ahead", "2048": "ahead"}
    assert "longer than the flush in four cases" in said["matmul-small-host"].words(data)
    assert "ahead at 2048" in said["matmul-epilogue-verdict"].words(data)
    assert said["matmul-settled"].cells(data)["float16 4096"] == ["0.96×", "0.95× / 0.97×", "0.95×"]
    said.update({c.name: c for c in claims_results.CLAIMS})
    assert "passed all 2 of its shape-and-dtype checks" in said["matmul-naive-checks"].words(data)
    assert "was 0.03 on the " in said["matmul-naive-checks"].words(data)
    assert "all 2 of its checks and `matmul_bias_relu` all 3" in \
        said["matmul-later-checks"].words(data)
    assert "ahead of the naive kernel at every size" in said["matmul-small-verdict"].words(data)
    assert "the pair taking 1.30× to 1.30× its time" in said["matmul-epilogue-payoff"].words(data)
    assert "3.00× the DRAM bytes of grouped order and takes 1.05×" in \
        said["matmul-l2-gain"].words(data)
    assert said["matmul-settled-ratios"].cells(data) == {"float16 4096³": ["0.96×"]}
