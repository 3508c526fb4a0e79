"""Lecture 5's timing sentences, pinned on the CPU: the guards row that was slower,
the small GELU sizes that are too noisy to order, the do_bench readings that are not
kernel time, and the profiler's kernel time that passes do_bench's time per call."""

from pathlib import Path

import pytest
import torch

from snippets.machinery.claims import GpuData
from snippets.cuda_and_compile import claims_timing, tables
from snippets.helpers import child_process

STATIC = "torch.compile, dynamic=False"
SKIPPED = "torch.compile, dynamic=False, guards skipped"


def _host_cost(folder: Path, **do_bench) -> None:
    """A host-cost table: every call 5 µs in do_bench unless named in ``do_bench``."""
    rows = []
    for variant, host in (("eager, op by op", 66.0), ("F.gelu(approximate='tanh')", 6.6),
                          ("Triton kernel by hand", 23.0), (claims_timing.DEFAULT, 47.0),
                          (STATIC, 35.9), (SKIPPED, 55.4)):
        rows.append({"variant": variant, "host_us_per_call": host, "host_us_min": host - 1,
                     "host_us_max": host + 1, "do_bench_us": do_bench.get(variant, 5.0),
                     "note": "", "do_bench flush_us": 85.0})
    (folder / "gelu_host_cost").mkdir(parents=True, exist_ok=True)
    child_process.write_csv(folder / "gelu_host_cost" / "host_cost.csv", rows)


def _guards(folder: Path, skipped: float) -> str:
    rows = [{"variant": STATIC, "host_us_per_call": 35.9, "host_us_min": 34.3,
             "host_us_max": 38.4},
            {"variant": SKIPPED, "host_us_per_call": skipped, "host_us_min": skipped - 1.5,
             "host_us_max": skipped + 1.5}]
    (folder / "gelu_host_cost").mkdir(parents=True)
    child_process.write_csv(folder / "gelu_host_cost" / "host_cost.csv", rows)
    return tables._guards_words(GpuData(folder))


def test_the_guards_sentence_says_when_skipping_them_was_slower(tmp_path):
    assert "saved" in _guards(tmp_path / "faster", 20.0)
    assert "made no difference" in _guards(tmp_path / "level", 36.0)
    slower = _guards(tmp_path / "slower", 55.4)  # the H100's committed rows
    assert "slower" in slower and "does not isolate the guards" in slower
    assert "saved" not in slower and "skipping the guards" in slower


def test_a_do_bench_reading_far_from_the_others_is_named(tmp_path):
    _host_cost(tmp_path / "calm")
    assert "every one of them" in claims_timing._do_bench_words(GpuData(tmp_path / "calm"))
    _host_cost(tmp_path / "off", **{SKIPPED: 12.1})
    said = claims_timing._do_bench_words(GpuData(tmp_path / "off"))
    assert SKIPPED in said and "these data do not say what" in said


def _gelu(folder: Path, compiled: tuple[float, float, float]) -> None:
    rows = []
    for provider, (p50, p20, p80) in (("compiled", compiled), ("compiled_static", (5.9, 5.3, 6.2)),
                                      ("triton", (5.7, 5.2, 6.1))):
        rows.append({"benchmark": "gelu", "provider": provider, "x": claims_timing.SMALL,
                     "ms_p50": p50 / 1e3, "ms_p20": p20 / 1e3, "ms_p80": p80 / 1e3})
    (folder / "gelu_tanh_triton").mkdir(parents=True)
    child_process.write_csv(folder / "gelu_tanh_triton" / "benchmark.csv", rows)


@pytest.mark.parametrize("compiled, host_table, expected", [
    ((5.9, 5.6, 6.4), 5.6, "level within the noise with"),   # the H100's committed points
    ((14.2, 12.3, 18.5), 9.6, "too noisy to order"),         # the H200's: a wide band
    ((14.2, 14.0, 14.5), 5.6, "too noisy to order"),         # the host-cost table disagrees
])
def test_the_small_gelu_points_are_ordered_only_when_readable(tmp_path, compiled, host_table,
                                                                expected):
    _gelu(tmp_path, compiled)
    _host_cost(tmp_path, **{claims_timing.DEFAULT: host_table})
    assert expected in claims_timing._small_words(GpuData(tmp_path))


def test_the_kernel_against_call_sentence_compares_bands(tmp_path):
    def make(folder: Path, kernel_us: float) -> GpuData:
        kernels, calls = [], []
        for provider in ("numba", "numba_rows_on_x"):
            kernels.append({"provider": provider, "n": 8192, "block": "16x16",
                            "kernel_us_p50": kernel_us, "kernel_us_p20": kernel_us - 0.5,
                            "kernel_us_p80": kernel_us + 0.5})
            calls.append({"benchmark": "square", "provider": provider, "x": 8192,
                          "ms_p50": 0.262, "ms_p20": 0.2615, "ms_p80": 0.2625})
        (folder / "square_numba_kernels").mkdir(parents=True)
        (folder / "square_numba").mkdir(parents=True)
        child_process.write_csv(folder / tables.KERNELS, kernels)
        child_process.write_csv(folder / tables.NUMBA, calls)
        return GpuData(folder)

    longer = claims_timing._kernel_against_call_words(make(tmp_path / "longer", 274.7))
    assert "longer than do_bench's time for the whole call" in longer
    assert "cannot explain" in longer
    level = claims_timing._kernel_against_call_words(make(tmp_path / "level", 262.3))
    assert "level with the call" in level and "explain" not in level
    shorter = claims_timing._kernel_against_call_words(make(tmp_path / "shorter", 200.0))
    assert "shorter than the call" in shorter and "time outside the kernel can explain" in shorter


def test_the_guards_skipped_row_compiles_a_function_of_its_own():
    # Dynamo's cache is kept per code object: sharing the dynamic=False row's function
    # would share its compilations.
    from snippets.cuda_and_compile import gelu_compile, host_cost

    assert (host_cost._gelu_tanh_skip_guards.__code__
            is not gelu_compile._gelu_tanh_static_shapes.__code__)
    x = torch.linspace(-3, 3, 7)
    torch.testing.assert_close(host_cost._gelu_tanh_skip_guards(x), gelu_compile.gelu_tanh_eager(x))


def test_the_gelu_benchmark_takes_a_wide_queued_timing_again(monkeypatch):
    from snippets.helpers import queued

    readings = iter([(0.010, 0.005, 0.020), (0.006, 0.0059, 0.0062), (0.5, 0.4, 0.6)])
    monkeypatch.setattr(queued, "queued_ms", lambda fn: next(readings))
    assert queued.steady_queued_ms(lambda: None) == (0.006, 0.0059, 0.0062)
    readings = iter([(0.010, 0.005, 0.020), (0.010, 0.004, 0.020), (0.010, 0.006, 0.020)])
    monkeypatch.setattr(queued, "queued_ms", lambda fn: next(readings))
    assert queued.steady_queued_ms(lambda: None) == (0.010, 0.006, 0.020)  # narrowest
