"""do_bench_steady: a timing whose p20-p80 band shows a host stall is taken again."""

import pytest
import triton

from snippets.helpers import bench


def _fake_do_bench(monkeypatch, results):
    calls = []

    def fake(fn, quantiles=None, **kwargs):
        calls.append(quantiles)
        return results[len(calls) - 1]

    monkeypatch.setattr(triton.testing, "do_bench", fake)
    return calls


def test_a_steady_timing_is_taken_once(monkeypatch):
    calls = _fake_do_bench(monkeypatch, [(0.0040, 0.0039, 0.0042)])
    assert bench.do_bench_steady(lambda: None) == (0.0040, 0.0039, 0.0042)
    assert calls == [bench.QUANTILES]


def test_a_stalled_timing_is_taken_again_and_the_narrowest_band_kept(monkeypatch):
    stalled = (0.117, 0.079, 0.179)  # the H100's copy at 2^16 elements in the committed CSV
    still_noisy = (0.020, 0.004, 0.083)
    steady = (0.0042, 0.0040, 0.0045)
    calls = _fake_do_bench(monkeypatch, [stalled, still_noisy, steady, steady])
    assert bench.do_bench_steady(lambda: None) == steady
    assert len(calls) == 3  # stops at the first steady attempt


def test_when_every_attempt_is_noisy_the_narrowest_is_kept(monkeypatch):
    attempts = [(0.117, 0.079, 0.179), (0.05, 0.04, 0.07), (0.02, 0.004, 0.083)]
    _fake_do_bench(monkeypatch, attempts)
    assert bench.do_bench_steady(lambda: None) == (0.05, 0.04, 0.07)


def test_other_quantiles_are_refused():
    with pytest.raises(ValueError, match="QUANTILES"):
        bench.do_bench_steady(lambda: None, quantiles=(0.5,))
