"""The framework's own pieces: comparison messages, input checks, units, discovery."""

import subprocess
import sys

import pytest
import torch

from snippets.helpers.bench import gbps, tflops
from snippets.helpers.checks import check_tensors
from snippets.helpers.compare import MismatchError, assert_close
from snippets.helpers.runtime import default_device
from snippets.machinery.items import discover


def test_mismatch_message_names_count_worst_index_and_values():
    expected = torch.zeros(3, 4)
    actual = expected.clone()
    actual[1, 2] = 5.0
    actual[2, 3] = 0.5
    with pytest.raises(MismatchError) as info:
        assert_close(actual, expected, atol=1e-3, rtol=0)
    message = str(info.value)
    assert "2 of 12 elements differ" in message
    assert "(1, 2)" in message and "got 5.0" in message and "expected 0.0" in message


def test_nan_output_never_passes():
    with pytest.raises(MismatchError):
        assert_close(torch.tensor([1.0, float("nan")]), torch.tensor([1.0, 2.0]), 1e9, 1e9)


def test_matching_output_passes():
    x = torch.randn(100)
    assert_close(x + 1e-7, x, atol=1e-6, rtol=0)


def test_check_tensors_rejects_meta_device_and_strided_views():
    with pytest.raises(ValueError, match="meta"):
        check_tensors({"x": torch.ones(4, device="meta")})
    with pytest.raises(ValueError, match="contiguous"):
        check_tensors({"x": torch.ones(8, device=default_device())[::2]})


@pytest.mark.cuda
def test_native_launch_rejects_cpu_tensors():
    with pytest.raises(ValueError, match="CUDA device"):
        check_tensors({"x": torch.ones(4)})


def test_throughput_units():
    # 1 GB moved in 1 ms is 1000 GB/s; 2e12 flop in 1 ms is 2000 TFLOP/s.
    reading = gbps(10**9, (1.0, 0.5, 2.0))
    assert reading == (1000.0, 500.0, 2000.0)
    assert reading.ms == (1.0, 0.5, 2.0)
    assert tflops(2 * 10**12, (1.0, 1.0, 1.0))[0] == pytest.approx(2000.0)


def test_discovery_finds_the_vector_add_snippet():
    assert "vector_add" in discover()


def test_python_dash_m_snippets_lists_everything():
    out = subprocess.run([sys.executable, "-m", "snippets"], capture_output=True, text=True,
                         check=True).stdout
    for name in discover():
        assert name in out
