"""Claims the Hopper matmul lecture (docs/07-hopper-matmul.md) makes, pinned.

The kernels themselves are checked against torch on lecture 3's odd shapes by
tests/machinery/test_every_snippet.py (in the interpreter here, natively on a GPU). These tests pin
the rest: the alignment rule, the descriptors' block shapes, the balanced grid, how
settled timings are reduced, the verdict wording, the step table's arithmetic, and (on a Hopper GPU) what the compiled code contains.
"""

import re

import pytest
import torch
import triton
import triton.language as tl

from snippets.helpers.csv_files import write_rows
from snippets.helpers.runtime import default_device, interpreting
from snippets.helpers import settled
from snippets.hopper_matmul import bar, descriptors, fp8, profile, step_table, steps
from snippets.hopper_matmul.persistent import balanced_programs, matmul_persistent
from snippets.hopper_matmul.tma import matmul_tma
from snippets.matmul import problem
from snippets.machinery.layout import ROOT

DEVICE = default_device()
HOPPER = (not interpreting() and torch.cuda.is_available()
          and torch.cuda.get_device_capability() >= (9, 0))


def test_the_apis_the_page_names_exist_in_this_triton():
    from triton.tools.tensor_descriptor import TensorDescriptor  # noqa: F401

    assert hasattr(tl, "make_tensor_descriptor")
    params = tl.range.__init__.__code__.co_varnames
    assert "warp_specialize" in params and "flatten" in params


@pytest.mark.parametrize("columns, dtype, aligned", [
    (64, torch.float16, True), (65, torch.float16, False), (8, torch.float16, True),
    (16, fp8.FP8, True), (17, fp8.FP8, False), (4, torch.float32, True)])
def test_rows_must_start_16_bytes_apart(columns, dtype, aligned):
    t = torch.zeros((3, columns), dtype=dtype, device=DEVICE)
    ready = descriptors.tma_aligned(t)
    assert (ready is t) == aligned
    assert ready.shape == t.shape and (ready.stride(0) * ready.element_size()) % 16 == 0


def test_block_shapes_follow_the_config():
    a, b, c = (torch.zeros(64, 64, device=DEVICE) for _ in range(3))
    nargs = {"a_desc": descriptors.describe(a), "b_desc": descriptors.describe(b),
             "c_desc": descriptors.describe(c), "BLOCK_M": 128, "BLOCK_N": 256, "BLOCK_K": 64,
             "EPILOGUE_SUBTILE": True, "B_IS_TRANSPOSED": True}
    descriptors.set_block_shapes(nargs)
    assert nargs["a_desc"].block_shape == [128, 64]
    assert nargs["b_desc"].block_shape == [256, 64]  # N x K when B is transposed
    assert nargs["c_desc"].block_shape == [128, 128]  # halves along N


@pytest.mark.parametrize("run", [matmul_tma, matmul_persistent])
def test_odd_widths_come_back_contiguous(run):
    a, b = problem.make_inputs((5, 13, 7), torch.float16, DEVICE, torch.Generator().manual_seed(0))
    c = run(a, b)
    assert c.is_contiguous() and c.shape == (5, 7)


def test_quantize_puts_the_largest_element_on_448():
    x = torch.tensor([[0.5, -2.0], [1.0, 0.25]])
    x8, scale = fp8.quantize(x)
    assert x8.dtype == fp8.FP8 and scale.dim() == 0
    assert x8.float().abs().max() == fp8.FP8_MAX
    assert torch.allclose(x8.float() * scale, x, rtol=2**-3)


def _step_rows(passes):
    rows = []
    cases = [(d, s) for d in ("float16", "bfloat16") for s in (4096, 8192)]
    for (dtype, size), pair in zip(cases, passes):
        for step in steps.STEPS:
            final = step == steps.FINAL_STEP
            rows.append({"dtype": dtype, "size": size, "step": step, "ms": 1.0,
                         "x torch": round(sum(pair) / 2, 3) if final else 0.9,
                         "x torch, passes": " / ".join(f"{p:.3f}" for p in pair)})
    return rows


def _fp8_rows(fast, promoted, repeated=None):
    """fp8.csv rows; ``repeated``: the bfloat16 8192 persistent/torch ratio timed again."""
    again = [] if repeated is None else [
        {"product": bar.REPEATED, "accumulation": "float32", "x cuBLAS": repeated}]
    return again + [{"product": "torch._scaled_mm, float8, fast", "accumulation": "fast"},
            {"product": "persistent kernel, float8, fast", "accumulation": "fast",
             "x cuBLAS": fast},
            {"product": "persistent kernel, float8, promoted", "accumulation": "promoted",
             "x cuBLAS": promoted}]


def test_a_ratio_counts_only_beyond_the_spread_between_runs():
    assert bar.standing(1.02, 0.01) == "ahead"
    assert bar.standing(1.02, 0.03) == "level"
    assert bar.standing(0.98, 0.03) == "level"
    assert bar.standing(0.96, 0.03) == "behind"
    # straddling passes no longer make a case level: the mean and the spread decide
    assert bar.standing(0.973, 0.006) == "behind"


def test_the_spread_is_two_runs_of_one_comparison_apart():
    rows = _step_rows([(1.0, 1.0), (1.0, 1.0), (1.0, 1.0), (1.06, 1.066)])
    assert bar.repeated_ratios(rows, _fp8_rows(1.0, 0.8, repeated=1.031)) == (1.063, 1.031)
    assert abs(bar.spread(rows, _fp8_rows(1.0, 0.8, repeated=1.031)) - 0.032) < 1e-9
    assert bar.spread(rows, _fp8_rows(1.0, 0.8)) == 0.0  # not measured: no allowance


def test_verdict_counts_by_the_spread_and_prints_three_digits():
    # bfloat16 8192 (the repeated case) at 1.04, timed again at 1.03: spread 0.01
    rows = _step_rows([(1.01, 1.03), (0.994, 1.0), (0.97, 0.98), (1.03, 1.05)])
    text = bar.verdict(rows, _fp8_rows(1.01, 0.95, repeated=1.03), "GPU", steps.FINAL_STEP)
    assert "2 of 4 cases ahead" in text and "1 level" in text and "1 behind" in text
    assert "worst 0.975×" in text and "missed on this GPU" in text and "0.010 apart" in text
    assert "out of sample" in text and "fast: 1.010×" in text and ": met." in text
    assert "\n\n- float16 4096" in text  # a Markdown list starts after a blank line
    rows = _step_rows([(1.01, 1.03), (0.994, 1.0), (0.995, 1.0), (1.03, 1.05)])
    text = bar.verdict(rows, _fp8_rows(1.01, 0.85, repeated=1.03), bar.TUNED_ON,
                       steps.FINAL_STEP)
    assert "met on this GPU" in text and "in sample" in text and ": missed." in text


def test_fp8_promotion_matches_the_exact_float8_product():
    shape = (33, 64, 17)
    a8, b8_t, sa, sb = fp8.make_inputs(shape, fp8.FP8, default_device(),
                                       torch.Generator().manual_seed(1))
    expected = fp8.matmul_fp8_reference(a8, b8_t, sa, sb).float()
    atol, rtol = fp8.tolerance(fp8.FP8, shape)
    for every in (None, fp8.PROMOTION_CHOICES[0]):
        got = fp8.matmul_fp8(a8, b8_t, sa, sb, promote_every=every).float()
        torch.testing.assert_close(got, expected, atol=atol, rtol=rtol)


def test_stretches_run_each_provider_early_and_late():
    assert settled.stretch_order(["torch", "s1", "s2"], passes=2) == \
        ["torch", "s1", "s2", "s2", "s1", "torch"]
    assert settled.stretch_order(["a", "b"]) == ["a", "b", "b", "a", "a", "b"]  # three passes
    assert settled.PASSES >= 3 and settled.COMPARE_PASSES == 2  # lecture 3 keeps its method


def test_the_spread_is_the_widest_gap_between_three_passes():
    rows = [{"step": "2. persistent", "dtype": "float16", "size": 4096, "x torch": 1.02,
             "x torch, passes": "1.010 / 1.030 / 1.020"},
            {"step": "1. TMA descriptors", "dtype": "float16", "size": 4096, "x torch": 0.97,
             "x torch, passes": "0.950 / 0.990 / 0.970"}]
    assert bar.spread(rows) == pytest.approx(0.04)
    assert bar.widest_row(rows)["step"] == "1. TMA descriptors"
    assert bar.mean_ratio([1.0, 1.03, 1.02]) == pytest.approx(1.0166667)
    assert bar.standing(1.02, bar.spread(rows)) == "level"
    # data from before the three passes: the comparison timed twice
    old = [{**r, "x torch, passes": "1.0 / 1.0"} for r in rows]
    old[0].update(dtype="bfloat16", size=8192)
    assert bar.spread(old, [{"product": bar.REPEATED, "x cuBLAS": 1.0}]) == pytest.approx(0.02)


def _replays(ms_by_stretch, per_stretch=4):
    """Replays of stretches (provider, ms): half untimed at a wrong speed, half timed."""
    out = []
    for stretch, (name, ms) in enumerate(ms_by_stretch):
        out += [settled.Replay(name, stretch, 0.0, 99.0, timed=False)] * (per_stretch // 2)
        out += [settled.Replay(name, stretch, 0.0, ms, timed=True)] * (per_stretch // 2)
    return out


def test_settled_times_use_timed_replays_and_cancel_a_linear_drift():
    # The chip slows down by 0.1 ms per stretch; the step is truly twice as fast as torch.
    # Stretches: torch, step, step, torch; each provider's mean is at the same drift.
    replays = _replays([("torch", 2.0), ("step", 1.1), ("step", 1.2), ("torch", 2.3)])
    medians = settled.stretch_medians(replays)
    assert medians == {"torch": [2.0, 2.3], "step": [1.1, 1.2]}
    ms = settled.settled_ms(replays)
    assert ms["torch"] == pytest.approx(2.15) and ms["step"] == pytest.approx(1.15)
    assert steps.versus(medians, "step", "torch") == pytest.approx([2.0 / 1.1, 2.3 / 1.2])


def test_power_note_is_worded_from_the_readings():
    rows = [{"SM MHz": 1350, "torch SM MHz": 1320}, {"SM MHz": 1400, "torch SM MHz": 1380}]
    text = steps.power_note(rows, [697.0, 690.0], {"power_limit_w": 700.0, "max_sm_mhz": 1980},
                            "GPU")
    assert "690 to 697 W" in text and "700 W limit" in text
    assert "1320 to 1400 MHz" in text and "1980 MHz" in text
    missing = steps.power_note([{"SM MHz": "n/a", "torch SM MHz": "n/a"}], [], {}, "GPU")
    assert "no clock or power readings" in missing


def test_balanced_grid_keeps_the_rounds_and_evens_the_work():
    for tiles in (1, 5, 131, 132, 133, 512, 2048, 10_000):
        programs = balanced_programs(tiles, 132)
        assert programs <= min(tiles, 132)
        assert triton.cdiv(tiles, programs) == triton.cdiv(tiles, 132), tiles
    assert balanced_programs(2048, 132) == 128 and balanced_programs(512, 132) == 128


def test_step_table_divides_each_step_by_the_one_before():
    timings = [{"dtype": d, "size": s, "step": step, "ms": str(ms), "SM MHz": str(mhz)}
               for d in ("float16", "bfloat16") for s in (4096, 8192)
               for step, ms, mhz in zip(steps.STEPS, (2.0, 1.0, 0.5), (1300, 1350, 1400))]
    metrics = [{"step": step, **{m: str(v) for m in profile.METRICS}}
               for step, v in zip(profile.PROFILED, (300, 200, 100, 100))]
    table = step_table.rows(timings, metrics)
    assert [r["step"] for r in table] == list(steps.STEPS)[1:]
    assert all(r["speedup over the previous step (geometric mean of 4 cases)"] == "2.000x"
               for r in table)
    assert table[0]["before -> after"] == "300 -> 200"
    assert table[0]["SM MHz, settled (float16, 8192)"] == "1300 -> 1350"
    assert step_table.rows([{k: v for k, v in r.items() if k != "SM MHz"} for r in timings],
                           metrics)[0]["SM MHz, settled (float16, 8192)"] == "n/a"


def test_ncu_csv_parsing_keeps_na_as_none():
    text = ('==PROF== noise\n"ID","Kernel Name","Metric Name","Metric Unit","Metric Value"\n'
            '"0","k","launch__grid_size","","2,048"\n"0","k","x.pct","","n/a"\n')
    (launch,) = profile.parse_ncu_csv(text)
    assert launch["metrics"] == {"launch__grid_size": 2048.0, "x.pct": None}


@pytest.mark.skipif(not HOPPER, reason="needs a Hopper GPU (compute capability 9.0)")
def test_compiled_code_uses_tma_and_wgmma():
    from snippets.helpers.ir import ir_stages
    from snippets.hopper_matmul.persistent import compile_persistent_kernel
    from snippets.hopper_matmul.tma import compile_tma_kernel

    for compiled in (compile_tma_kernel(), compile_persistent_kernel()):
        stages = ir_stages(compiled)
        assert "tt.descriptor_load" in stages["ttir"]
        assert "async_tma_copy_global_to_local" in stages["ttgir"]
        assert re.search(r"\bUTMALDG\b", stages["sass"]) and re.search(r"\bHGMMA\b", stages["sass"])
        assert not re.search(r"\bLDGSTS\b", stages["sass"])


def _generated_dumps(item):

    generated = ROOT / "docs" / "generated"
    return sorted(generated.glob(f"*/{item}/ir"))


@pytest.mark.parametrize("item", ["hopper_matmul_tma", "hopper_matmul_persistent"])
def test_the_committed_dumps_show_what_the_page_says(item):
    """The page tells readers to find TMA copies and wgmma in the dumps it shows."""
    dumps = _generated_dumps(item)
    assert dumps, f"no generated IR for {item}: run scripts/regenerate.py on a Hopper GPU"
    for ir in dumps:
        sass = (ir / "kernel.sass").read_text()
        assert "async_tma_copy_global_to_local" in (ir / "ttgir.mlir").read_text(), ir
        assert re.search(r"\bUTMALDG\b", sass) and re.search(r"\bHGMMA\b", sass), ir
        assert not re.search(r"\bLDGSTS\b", sass), ir


def _h100_folder(tmp_path):
    """A GPU folder from the native H100 run kept in notes/, with ncu rows of the layout
    profile.py writes (numbers from an H100 run of the same kernels)."""
    import shutil

    from snippets.hopper_matmul import profile as prof

    gpu = tmp_path / "nvidia-h100-80gb-hbm3"
    shutil.copytree(ROOT / "notes" / "hopper_steps_h100_first_run",
                    gpu / "hopper_matmul_steps")
    (gpu / "hopper_matmul_steps" / "provenance.json").write_text(
        '{"gpu": "NVIDIA H100 80GB HBM3"}')
    kernels = {"lecture 3 (grouped)": ("matmul_grouped_kernel", 1479168, 95.76, 321650688),
               "1. TMA descriptors": ("matmul_tma_kernel", 1444448, 95.79, 187908096),
               "2. persistent": ("matmul_persistent_kernel", 1407360, 97.5, 238278912),
               "torch.matmul": ("nvjet_sm90_hsh_320x128_64x3_1x2_h_bz_coopB_NNT", 1447168,
                                97.01, 183173957)}
    rows = []
    for step, (kernel, ns, busy, inst) in kernels.items():
        row = {"step": step, "kernel": kernel, **{m: 1.0 for m in prof.METRICS}}
        row.update({"gpu__time_duration.sum": ns, step_table.TENSOR_BUSY: busy,
                    "sm__inst_executed.sum": inst})
        rows.append(row)
    (gpu / "hopper_matmul_ncu").mkdir()
    write_rows(gpu / "hopper_matmul_ncu" / "metrics.csv", rows)
    (gpu / "hopper_matmul_step_table").mkdir()
    step_table.make_table(gpu / "hopper_matmul_step_table", gpu)
    return gpu


def test_every_claim_and_wording_of_the_page_reads_a_real_run(tmp_path):
    from snippets.machinery.claims import Claim, GpuData, evaluate
    from snippets.hopper_matmul import claims, claims_steps

    gpu = _h100_folder(tmp_path)
    data = GpuData(gpu)
    # Claims that read columns this older run predates (the share of peak, lecture 3's
    # CSVs): the site's generated data checks them (tests/machinery/claims/test_claims.py).
    newer = {"hopper-peak-h200-lower"}
    for item in claims.CLAIMS + claims_steps.CLAIMS:
        if isinstance(item, Claim):
            if not item.applies_to(data) or item.name in newer:  # e.g. one_change.csv
                continue
            outcomes = evaluate(item, tmp_path)
            assert outcomes and all(o.holds for o in outcomes), outcomes
        elif hasattr(item, "markdown"):  # a Facts table: every row readable
            # hopper-noise pools comparisons of three passes; this run has two
            if item.applies_to(data) and item.name not in ("hopper-fp8-configs",
                                                            "hopper-config-resources",
                                                            "hopper-noise"):
                assert "(not readable)" not in item.cells(data), item.name
        elif item.applies_to(data):
            said = item.words(data)
            assert "H100" in said, said
    words = {c.name: c for c in claims.CLAIMS}
    kernel = dict(words["hopper-cublas-kernel"].rows(data))
    assert kernel["tile of C"] == "320 × 128" and kernel["cluster (CTAs)"] == "1 × 2"
    step_table_rows = dict(words["hopper-step-table"].rows(data))
    assert step_table_rows["1. TMA descriptors"][1] == "322 → 188"


def test_ratio_passes_divide_within_each_pass():
    timed = {"torch": {"passes": [1.0, 2.0]}, "ours": {"passes": [0.5, 4.0]}}
    assert settled.ratio_passes(timed, "ours", "torch") == [2.0, 0.5]


def test_each_variant_of_step_2_multiplies_correctly():
    from snippets.hopper_matmul import one_change

    shape = (70, 50, 90)  # ragged along M, K and N
    a, b = problem.make_inputs(shape, torch.float16, default_device(),
                               torch.Generator().manual_seed(2))
    expected = problem.matmul_reference(a, b)
    atol, rtol = problem.matmul_tolerance(torch.float16, shape)
    for name in one_change.CHANGES:
        got = one_change.run_variant(name, a, b)
        torch.testing.assert_close(got.float(), expected.float(), atol=atol, rtol=rtol,
                                   msg=lambda m, name=name: f"{name}: {m}")


def test_one_change_rows_divide_each_variant_by_the_one_before():
    from snippets.hopper_matmul import one_change

    class FakeSampler:
        samples = {}

    names = one_change.order()
    assert names[0] == "1. TMA descriptors" and names[-1] == one_change.WIDE
    assert "2. persistent" in steps.STEPS and "2. persistent" not in one_change.variants(False)
    per_pass = {n: [2.0 / (i + 1), 2.2 / (i + 1), 2.1 / (i + 1)] for i, n in enumerate(names)}
    timed = {"ms": {n: sum(p) / 3 for n, p in per_pass.items()}, "per pass": per_pass}
    rows = one_change.one_change_rows(
        timed, FakeSampler(), lambda size, ms: round(2 * size**3 / ms / 1e9, 1),
        lambda sampler, name: {"SM MHz": "n/a"}, lambda tflops, mhz: "n/a")
    assert [r["variant"] for r in rows] == names
    assert rows[0]["x previous"] == "" and rows[1]["x previous"] == 2.0
    assert rows[2]["x previous, passes"] == "1.500 / 1.500 / 1.500"
    assert rows[-2]["variant"] == steps.FINAL_STEP and rows[-2]["board W"] == "n/a"
    # the 256x128 tiles are divided by step 2 itself
    wide, final = len(names) - 1, names.index(one_change.FINAL_NAME)
    assert rows[-1]["x previous"] == round((wide + 1) / (final + 1), 3)
    assert profile.PROFILED[-1] in one_change.CHANGES and profile.PROFILED[-1] != steps.FINAL_STEP


def test_resources_list_every_config_the_page_shows():
    from snippets.hopper_matmul import one_change, resources

    names = list(resources.candidates())
    assert names[0].startswith("lecture 3 (grouped)") and resources.STEP2 in names
    assert resources.WIDE in names and sum(n.startswith("1. TMA") for n in names) == 3
    for variant in one_change.CHANGES:
        assert variant == one_change.FINAL_NAME or any(n.startswith(variant) for n in names)


def test_the_256x128_variant_multiplies_correctly():
    from snippets.hopper_matmul import one_change

    shape = (70, 50, 90)
    a, b = problem.make_inputs(shape, torch.float16, default_device(),
                               torch.Generator().manual_seed(3))
    atol, rtol = problem.matmul_tolerance(torch.float16, shape)
    got = one_change.run_variant(one_change.WIDE, a, b)
    torch.testing.assert_close(got.float(), problem.matmul_reference(a, b).float(),
                               atol=atol, rtol=rtol)


def test_one_change_table_joins_the_counters_and_is_worded(tmp_path):
    from snippets.machinery.claims import GpuData
    from snippets.helpers import notation
    from snippets.hopper_matmul import claims

    timed = [{"variant": "1. TMA descriptors", "adds": "TMA", "ms": 1.7, "TFLOP/s": 650,
              "x previous": "", "x previous, passes": "", "SM MHz": 1305, "board W": 699},
             {"variant": "2b. + flatten", "adds": "flatten", "ms": 1.65, "TFLOP/s": 666,
              "x previous": 1.03, "x previous, passes": "1.020 / 1.040", "SM MHz": 1320,
              "% of peak at its clock": 94.5, "board W": 700}]
    metrics = [{"step": "2b. + flatten", "sm__inst_executed.sum": "2.3e8",
                step_table.TENSOR_BUSY: "97.1", "launch__grid_size": "132"}]
    table = step_table.one_change(timed, metrics)
    assert table[1]["instructions (millions)"] == 230 and table[1]["programs"] == 132
    assert table[0]["instructions (millions)"] == "n/a"
    gpu = tmp_path / "gpu" / "hopper_matmul_step_table"
    gpu.mkdir(parents=True)
    write_rows(gpu / "one_change.csv", table)
    # the spread between runs: steps.csv's bfloat16 8192 at 1.02, fp8.csv's again at 1.01
    folder = tmp_path / "gpu" / "hopper_matmul_steps"
    folder.mkdir()
    write_rows(folder / "steps.csv", [{"dtype": "bfloat16", "size": 8192,
                                            "step": "2. persistent", "x torch": 1.02}])
    write_rows(folder / "fp8.csv", [{"product": "persistent kernel, bfloat16",
                                          "x cuBLAS": 1.01}])
    facts = next(c for c in claims.CLAIMS if c.name == "hopper-one-change")
    cells = facts.cells(GpuData(tmp_path / "gpu"))
    assert cells == {"2b. + flatten": ["1.03× faster", "1320\u00a0MHz",
                                       notation.percent(0.945, 1)]}, cells


def test_resources_count_promotion_additions_and_programs_per_sm():
    from types import SimpleNamespace

    from snippets.hopper_matmul import resources

    ptx = ("wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3 {%f1}, %rd1, %rd2;\n"
           "\tadd.f32 \t%f9, %f9, %f1;\n"  # reads the accumulator before the wait
           "\twgmma.wait_group.sync.aligned 0;\n"
           "\tadd.f32 \t%f10, %f10, %f1;\n")  # after the wait: not counted
    assert resources.promotion_in_ptx(ptx) == 1
    assert resources.promotion_in_ptx(ptx.replace("\tadd.f32 \t%f9, %f9, %f1;\n", "")) == 0
    budget = {"registers": 65536, "shared": 233472, "warps": 64}
    # 8 warps at 168 registers: 43008 registers a program, one fits; shared would allow 2
    compiled = SimpleNamespace(n_regs=168, metadata=SimpleNamespace(shared=100_000))
    assert resources.programs_per_sm(compiled, 8, budget) == (1, "registers")
    compiled = SimpleNamespace(n_regs=64, metadata=SimpleNamespace(shared=150_000))
    assert resources.programs_per_sm(compiled, 4, budget) == (1, "shared memory")


def test_share_of_peak_is_at_the_measured_clock():
    from snippets.hopper_matmul.peak import peak_tflops, share_of_peak

    assert round(peak_tflops(132, 1830)) == 989  # the H100 SXM datasheet's dense float16
    assert share_of_peak(658.1, 132, 1290) == round(100 * 658.1 / peak_tflops(132, 1290), 1)
    assert share_of_peak(1000, 132, 1290, float8=True) < share_of_peak(1000, 132, 1290)
    assert share_of_peak(600, 132, "n/a") == "n/a"


def test_the_promotion_in_the_compiled_code_is_checked_against_configs_csv(tmp_path):
    from snippets.machinery.claims import GpuData
    from snippets.hopper_matmul import claims

    gpu = tmp_path / "gpu"
    (gpu / "hopper_matmul_configs").mkdir(parents=True)
    (gpu / "hopper_matmul_steps").mkdir()
    (gpu / "hopper_matmul_steps" / "provenance.json").write_text('{"gpu": "NVIDIA H100"}')
    rows = [{"config": "float8 fast, 128x256x128, 3 stages", "spills": 0,
             "add.f32 before wgmma.wait_group": 0, "wgmma serialized by ptxas": "no"},
            {"config": "float8 promoted, 128x256x128, 3 stages", "spills": 20,
             "add.f32 before wgmma.wait_group": 128, "wgmma serialized by ptxas": "yes (C7517)"},
            {"config": "float8 promoted, 128x128x128, 4 stages", "spills": 0,
             "add.f32 before wgmma.wait_group": 64, "wgmma serialized by ptxas": "n/a"}]
    write_rows(gpu / "hopper_matmul_configs" / "configs.csv", rows)
    declared = {c.name: c for c in claims.CLAIMS}
    claim, table = declared["hopper-fp8-promotion-in-code"], declared["hopper-fp8-promotion-code"]
    assert not claim.check(GpuData(gpu))[0]  # ptxas's warning not read for one config
    assert table.cells(GpuData(gpu))["128x128x128, 4 stages, promoted"] == ["64", "not read", "0"]
    rows[2]["wgmma serialized by ptxas"] = "yes (C7517)"
    write_rows(gpu / "hopper_matmul_configs" / "configs.csv", rows)
    assert claim.check(GpuData(gpu))[0]
    assert table.cells(GpuData(gpu))["128x256x128, 3 stages, promoted"] == ["128", "yes", "20"]
    rows[0]["add.f32 before wgmma.wait_group"] = 4  # a fast config adding early: false
    write_rows(gpu / "hopper_matmul_configs" / "configs.csv", rows)
    assert not claim.check(GpuData(gpu))[0]


def _one_change_folder(tmp_path, ratios, spread_pair=(1.02, 1.01)):
    """A GPU folder with one_change.csv's five changes at ``ratios`` (each over the row
    before) and the two runs of one comparison ``spread_pair`` apart."""
    gpu = tmp_path / "gpu"
    (gpu / "hopper_matmul_step_table").mkdir(parents=True)
    (gpu / "hopper_matmul_steps").mkdir()
    (gpu / "hopper_matmul_steps" / "provenance.json").write_text('{"gpu": "NVIDIA H200"}')
    names = ["1. TMA descriptors", "2a. persistent, one program per SM", "2b. + flatten",
             "2c. + subtiled epilogue", "2d. + GROUP_M 16", "2. persistent"]
    rows, ms = [], 2.0
    for name, ratio in zip(names, [""] + list(ratios)):
        ms = ms / ratio if ratio else ms
        rows.append({"variant": name, "ms": ms, "x previous": ratio, "SM MHz": 1400.0})
    write_rows(gpu / "hopper_matmul_step_table" / "one_change.csv", rows)
    write_rows(gpu / "hopper_matmul_steps" / "steps.csv", [
        {"dtype": "bfloat16", "size": 8192, "step": "2. persistent", "x torch": spread_pair[0]}])
    write_rows(gpu / "hopper_matmul_steps" / "fp8.csv", [
        {"product": "persistent kernel, bfloat16", "x cuBLAS": spread_pair[1]}])
    return gpu


def test_step_2s_changes_are_worded_by_their_standing_against_the_spread(tmp_path):
    from snippets.machinery.claims import GpuData
    from snippets.hopper_matmul import claims, claims_steps

    # data without passes: bar.py's rule, spread 0.01: 1.03 faster, 0.98 slower, 1.0 level
    data = GpuData(_one_change_folder(tmp_path, [1.03, 0.98, 0.98, 1.0, 1.02]))
    said = next(c for c in claims_steps.CLAIMS if c.name == "hopper-one-change-standings").words(data)
    assert said.startswith("On the NVIDIA H200, persistence and the balanced grid were faster, "
                           "`GROUP_M = 16` level, `flatten` and the subtiled epilogue slower;"), said
    assert "taken together, made the kernel slower than the plainest" in said  # .98 * .98 * 1.02
    table = next(c for c in claims.CLAIMS if c.name == "hopper-one-change")
    assert table.cells(data)["2b. to 2. together, against 2a."][0] == "0.98× slower"
    flatten = next(c for c in claims_steps.CLAIMS
                   if c.name == "hopper-flatten-level-or-slightly-behind")
    assert flatten.check(data)[0]
    data = GpuData(_one_change_folder(tmp_path / "wide", [1.03, 1.05, 1.0, 1.0, 1.0], (1.1, 1.0)))
    said = next(c for c in claims_steps.CLAIMS if c.name == "hopper-one-change-standings").words(data)
    assert said.startswith("On the NVIDIA H200, every change was level;"), said
    assert flatten.check(data)[0]  # 1.05 is inside a spread of 0.1: level


def test_the_headroom_sentence_names_every_gpus_busy_share():
    from snippets.machinery.claims import GpuData, gpu_folders
    from snippets.machinery.layout import GENERATED
    from snippets.hopper_matmul.claims import STEP_TABLE, _headroom_words

    gpus = [g for g in gpu_folders(GENERATED) if g.has(STEP_TABLE)]
    said = _headroom_words(GpuData(gpus[0].folder))
    for gpu in gpus:
        busy = gpu.row(STEP_TABLE, step="1. TMA descriptors")["tensor cores busy (%)"]
        assert f"{round(float(busy.split('->')[0]))} %" in said
        assert gpu.gpu in said or "both GPUs" in said
