"""Claims the Hopper matmul lecture (docs/07-hopper-matmul.md) makes, pinned.

The kernels themselves are checked against torch on lecture 3's odd shapes by
tests/test_snippets.py (in the interpreter here, natively on a GPU). These tests pin
the rest: the alignment rule, the descriptors' block shapes, the balanced grid, how
settled timings are reduced, the verdict wording, the step table's arithmetic, and (on a Hopper GPU) what the compiled code contains.
"""

import re

import pytest
import torch
import triton
import triton.language as tl

from snippets.core.runtime import default_device, interpreting
from snippets.hopper_matmul import descriptors, fp8, profile, settled, step_table, steps
from snippets.hopper_matmul.persistent import balanced_programs, matmul_persistent
from snippets.hopper_matmul.tma import matmul_tma
from snippets.matmul import problem

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


def _step_rows(ratios):
    rows = []
    for i, (dtype, size) in enumerate([(d, s) for d in ("float16", "bfloat16") for s in (4096, 8192)]):
        for step in steps.STEPS:
            rows.append({"dtype": dtype, "size": size, "step": step, "ms": 1.0,
                         "x torch": ratios[i] if step == steps.FINAL_STEP else 0.9})
    return rows


def test_verdict_states_met_and_missed_from_the_numbers():
    fp8_rows = [{"product": "persistent kernel, float8", "TFLOP/s": 900.0},
                {"product": "torch._scaled_mm, float8", "TFLOP/s": 1000.0}]
    text = steps.verdict(_step_rows([1.01, 1.0, 0.96, 0.99]), fp8_rows, "GPU")
    assert "in 2 of 4 cases" in text and "0.96x (bfloat16 at 4096)" in text
    assert "floor is MET" in text and "0.90x torch._scaled_mm" in text and ": MET." in text
    text = steps.verdict(_step_rows([1.01, 1.0, 0.94, 0.99]), fp8_rows[:1] + [
        {"product": "torch._scaled_mm, float8", "TFLOP/s": 1100.0}], "GPU")
    assert "floor is MISSED" in text and ": MISSED." in text


def test_stretches_run_each_provider_early_and_late():
    assert settled.stretch_order(["torch", "s1", "s2"]) == ["torch", "s1", "s2", "s2", "s1", "torch"]


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
    timings = [{"dtype": d, "size": s, "step": step, "ms": str(ms)}
               for d in ("float16", "bfloat16") for s in (4096, 8192)
               for step, ms in zip(steps.STEPS, (2.0, 1.0, 0.5))]
    metrics = [{"step": step, **{m: str(v) for m in profile.METRICS}}
               for step, v in zip(profile.PROFILED, (300, 200, 100, 100))]
    table = step_table.rows(timings, metrics)
    assert [r["step"] for r in table] == list(steps.STEPS)[1:]
    assert all(r["speedup over the previous step (geometric mean of 4 cases)"] == "2.000x"
               for r in table)
    assert table[0]["before -> after"] == "300 -> 200"


def test_ncu_csv_parsing_keeps_na_as_none():
    text = ('==PROF== noise\n"ID","Kernel Name","Metric Name","Metric Unit","Metric Value"\n'
            '"0","k","launch__grid_size","","2,048"\n"0","k","x.pct","","n/a"\n')
    (launch,) = profile.parse_ncu_csv(text)
    assert launch["metrics"] == {"launch__grid_size": 2048.0, "x.pct": None}


@pytest.mark.skipif(not HOPPER, reason="needs a Hopper GPU (compute capability 9.0)")
def test_compiled_code_uses_tma_and_wgmma():
    from snippets.core.ir import ir_stages
    from snippets.hopper_matmul.persistent import compile_persistent_kernel
    from snippets.hopper_matmul.tma import compile_tma_kernel

    for compiled in (compile_tma_kernel(), compile_persistent_kernel()):
        stages = ir_stages(compiled)
        assert "tt.descriptor_load" in stages["ttir"]
        assert "async_tma_copy_global_to_local" in stages["ttgir"]
        assert re.search(r"\bUTMALDG\b", stages["sass"]) and re.search(r"\bHGMMA\b", stages["sass"])
        assert not re.search(r"\bLDGSTS\b", stages["sass"])


def _generated_dumps(item):
    from pathlib import Path

    generated = Path(__file__).resolve().parent.parent / "docs" / "generated"
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
