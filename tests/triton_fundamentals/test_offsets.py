"""Offsets past 2**31 elements: every kernel widens its offsets or its wrapper refuses.

The interpreter cannot cheaply hold 2**31 elements, so the refusals are tested with the
limit lowered (the check reads it at call time) and with meta tensors, which have a
shape and no memory; the widening is read from each kernel's Triton IR compiled for
sm_90. The real sizes run natively under the ``cuda`` marker.
"""

import csv
import json

import pytest
import torch

from snippets.helpers import checks
from snippets.helpers.capture import run_module
from snippets.machinery.claims import GpuData

SMALL_LIMIT = 1000  # offsets past this count as "past int32" in the refusal tests


def test_largest_offset_counts_the_masked_lanes_of_the_last_block():
    assert checks.largest_offset((10,), block=4) == 11  # 3 blocks of 4: offsets 0..11
    assert checks.largest_offset((3, 5), (5, 1), block=4) == 3 * 5 + 7 * 1
    assert checks.largest_offset((0, 5)) == 0
    assert checks.largest_offset((2**31 - 2048,), block=1024) == 2**31 - 2049


def test_meta_tensor_past_int32_is_refused_with_a_sentence():
    past = torch.empty(2**31 + 17, dtype=torch.uint8, device="meta")
    with pytest.raises(ValueError, match=r"offsets up to 2,147,484,671.*int32"):
        checks.check_int32_offsets({"x": past})
    checks.check_int32_offsets({"x": torch.empty(2**31 - 2048, device="meta")})
    with pytest.raises(ValueError, match="c "):  # a shape stands for an output not yet made
        checks.check_int32_offsets({"c": (2**16, 2**16)})


def _refusing_calls():
    from snippets.cuda_and_compile.gelu_compile import gelu_tanh_triton
    from snippets.triton_fundamentals.copying import copy_kernel_bug_1, copy_with
    from snippets.hopper_matmul.fp8 import FP8, check_fp8_inputs
    from snippets.matmul.grouped import matmul_grouped
    from snippets.matmul.indexing import transpose
    from snippets.matmul.naive import matmul_naive
    from snippets.matmul.problem import check_matmul_inputs
    from snippets.profiling.proton_axpy import axpy
    from snippets.triton_fundamentals.offsets import add_int32, copy_int32

    x = torch.ones(2000)
    a = torch.ones(40, 40)
    scale = torch.ones(())
    return {
        "copy_int32": lambda: copy_int32(x),
        "add_int32": lambda: add_int32(x, x),
        "copy_with (the buggy demos)": lambda: copy_with(copy_kernel_bug_1, x, 4),
        "matmul_naive": lambda: matmul_naive(a, a),
        "matmul_grouped": lambda: matmul_grouped(a, a),
        "check_matmul_inputs (TMA, persistent, autotuned)": lambda: check_matmul_inputs(a, a),
        "check_fp8_inputs": lambda: check_fp8_inputs(a.to(FP8), a.to(FP8), scale, scale),
        "transpose": lambda: transpose(a),
        "axpy": lambda: axpy(x, x, 0.5),
        "gelu_tanh_triton": lambda: gelu_tanh_triton(x),
    }


@pytest.mark.parametrize("name", list(_refusing_calls()))
def test_int32_wrappers_refuse_offsets_past_the_limit(monkeypatch, name):
    monkeypatch.setattr(checks, "INT32_OFFSET_LIMIT", SMALL_LIMIT)
    with pytest.raises(ValueError, match="computes its offsets in int32"):
        _refusing_calls()[name]()


def test_int64_kernels_run_past_the_limit_and_match_torch(monkeypatch):
    from snippets.triton_fundamentals.copying import copy
    from snippets.triton_fundamentals.softmax import softmax_rows, softmax_rows_reference
    from snippets.vector_add.add import add

    monkeypatch.setattr(checks, "INT32_OFFSET_LIMIT", SMALL_LIMIT)
    x = torch.randn(2000)
    assert torch.equal(copy(x), x)
    assert torch.equal(add(x, x), x + x)
    rows = torch.randn(40, 50)
    torch.testing.assert_close(softmax_rows(rows), softmax_rows_reference(rows))


def test_lecture_kernels_add_int64_offsets_in_their_ir():
    """Compiled for sm_90 with i32 arguments: the per-program offsets are i64; a row
    kernel's block of columns stays i32 (it is below the block size), the int32 versions
    kept for the cost comparison are i32 throughout."""
    widths = json.loads(run_module("snippets.triton_fundamentals.offsets_ir", interpret=False,
                                   timeout_s=300).strip().splitlines()[-1])
    for name in ("add_kernel", "copy_kernel"):
        assert widths[name] == ["block i64"], (name, widths[name])
    assert widths["greyscale_kernel"] == ["base i64", "block i64"]
    for name in ("square_rows_kernel", "softmax_rows_kernel", "roll_rows_kernel",
                 "roll_rows_onehot_kernel"):
        assert widths[name] == ["base i64", "block i32"], (name, widths[name])
    for name in ("add_kernel_int32", "copy_kernel_int32"):
        assert widths[name] == ["block i32"], (name, widths[name])


def test_offset_widths_reads_scalar_and_block_offsets():
    from snippets.triton_fundamentals.offsets_ir import offset_widths

    ir = ("%1 = tt.addptr %0, %o : tensor<1024x!tt.ptr<f32>>, tensor<1024xi64> loc(#l)\n"
          "%g = tt.addptr %p, %plane : !tt.ptr<i8>, i64 loc(#l2)\n"
          "%2 = tt.addptr %1, %c : tensor<16x128x!tt.ptr<f32>>, tensor<16x128xi32>\n")
    assert offset_widths(ir) == ["block i64", "base i64", "block i32"]


def _fake_gpu(tmp_path, int64_ms):
    folder = tmp_path / "nvidia-fake"
    (folder / "vector_add_offsets").mkdir(parents=True)
    (folder / "vector_add_offsets" / "provenance.json").write_text('{"gpu": "Fake GPU"}')
    fields = ["kernel", "dtype", "n_elements", "offsets", "ms_p50", "ms_p20", "ms_p80", "gbps"]
    with open(folder / "vector_add_offsets" / "cost.csv", "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=fields)
        writer.writeheader()
        for kernel, dtype, n in (("copy", "uint8", 2**30), ("add", "float32", 2**28)):
            for offsets, ms in (("int32", 1.0), ("int64", int64_ms)):
                writer.writerow({"kernel": kernel, "dtype": dtype, "n_elements": n,
                                 "offsets": offsets, "ms_p50": ms, "ms_p20": ms * 0.99,
                                 "ms_p80": ms * 1.01, "gbps": 1.0})
    return GpuData(folder)


def test_offsets_claim_and_table_follow_the_data(tmp_path):
    import json

    from snippets.triton_fundamentals.claims_offsets_cost import offsets_level, offsets_rows

    level, slower = _fake_gpu(tmp_path / "a", 1.0), _fake_gpu(tmp_path / "b", 1.2)
    for data in (level, slower):
        (data.folder / "vector_add_offsets" / "past_int32.json").write_text(json.dumps(
            {"int64_equal": True, "timed_n_elements": 2**32, "int64_gbps": 3000.0}))
    assert offsets_level(level)[0] and not offsets_level(slower)[0]
    rows = dict(offsets_rows(slower))
    assert rows["copy, 2³⁰ uint8: int64 / int32 offsets"] == "1.20\u00a0ms / 1.00\u00a0ms (1.200×)"
    assert rows["copy of 2³¹ + 17 uint8, int64 offsets"] == "matches its input"


# --- natively, at the size that crashed -------------------------------------------------
PAST = 2**31 + 17


@pytest.mark.cuda
@pytest.mark.parametrize("dtype", [torch.uint8, torch.float16])
def test_copy_past_int32_natively(dtype):
    from snippets.triton_fundamentals.copying import copy

    x = torch.empty(PAST, dtype=dtype, device="cuda")
    x[-4096:] = torch.arange(4096, device="cuda").to(dtype)  # the end is what used to wrap
    z = copy(x)
    assert torch.equal(z[-4096:], x[-4096:]) and torch.equal(z[:4096], x[:4096])
    del z, x
    torch.cuda.empty_cache()


@pytest.mark.cuda
def test_add_past_int32_natively():
    from snippets.vector_add.add import add

    x = torch.ones(PAST, dtype=torch.float16, device="cuda")
    x[-17:] = 3
    out = add(x, x)
    assert out[-17:].eq(6).all() and out[:-17].eq(2).all()
    del out, x
    torch.cuda.empty_cache()
