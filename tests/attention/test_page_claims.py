"""Lecture 8's short verdicts (snippets/attention/claims_verdicts.py), pinned: the bars'
sentence agrees with the sentences that judge each bar in full, and both sentences read
well whatever the data say; GPUs that agree are named together ("On both GPUs"). Runs on
the generated data, no GPU needed."""

import pytest

from snippets.attention import claims as attention_claims
from snippets.attention import claims_verdicts
from snippets.machinery.claims import GpuData, gpu_folders
from snippets.machinery.layout import GENERATED


def _gpus():
    return [gpu for gpu in gpu_folders(GENERATED)
            if gpu.has(attention_claims.TFLOPS) and gpu.has(attention_claims.MEMORY)]


def test_some_gpu_has_the_lectures_data():
    assert _gpus(), f"no GPU folder under {GENERATED} has the benchmark and memory data"


@pytest.mark.parametrize("gpu", _gpus(), ids=lambda g: g.machine)
def test_each_bar_verdict_agrees_with_its_full_sentence(gpu: GpuData):
    met = claims_verdicts.bars_met(gpu)
    cudnn_said = attention_claims._cudnn_words(gpu)
    assert ("the bar is met" in cudnn_said) == met["cudnn"], cudnn_said
    # The flash bar: at least as fast in every case and pass; the standing sentence says
    # "ahead" only above 1 in both passes, so "ahead in every case" implies the bar.
    from snippets.attention import claims_reading

    standing = claims_reading._flash_standing(gpu)
    if "(they are" not in standing:
        assert met["flash"], standing
    # The memory bar is the kernel's half of the memory claim.
    holds, numbers = attention_claims._quadratic_vs_linear(gpu)
    if holds:
        assert met["memory"], numbers


@pytest.mark.parametrize("met, said", [
    ({"flash": True, "cudnn": True, "memory": True}, "all three bars are met ("),
    ({"flash": True, "cudnn": False, "memory": True},
     "two of the three bars are met (at least as fast as SDPA's flash backend in every "
     "case and peak memory linear in N); the third is not (a forward at least 0.85× as "
     "fast as cuDNN's at head dim 128 from N = 4096)"),
    ({"flash": False, "cudnn": False, "memory": True},
     "one of the three bars is met (peak memory linear in N); the other two are not ("),
    ({"flash": False, "cudnn": False, "memory": False}, "none of the three bars is met ("),
])
def test_the_bars_sentence_reads_well_whatever_is_met(monkeypatch, met, said):
    monkeypatch.setattr(claims_verdicts, "bars_met", lambda data: met)
    assert claims_verdicts._bars_phrase(None).startswith(said)


@pytest.mark.parametrize("part, whole, share", [
    (0, 80, "none"), (80, 80, "all"), (10, 80, "a few"), (30, 80, "fewer than half"),
    (40, 80, "about half"), (44, 80, "about half"), (60, 80, "most")])
def test_shares_in_words(part, whole, share):
    assert claims_verdicts._share(part, whole) == share


@pytest.mark.parametrize("gpu", _gpus(), ids=lambda g: g.machine)
def test_flex_against_flash_counts_every_case_both_ran(gpu: GpuData):
    found = claims_verdicts.flex_against_flash(gpu)
    both = sum(1 for direction in attention_claims.DIRECTIONS
               for case in attention_claims._cases(gpu)
               if all(attention_claims._row(gpu, direction, case, p)["available"]
                      for p in ("flex", "sdpa flash")))
    assert sum(found.values()) == both > 0
    words = claims_verdicts._flex_flash_words(gpu)
    assert f"of the {both} cases where both were timed" in words, words


@pytest.mark.parametrize("names, every, said", [
    (["the A", "the B"], 2, "both GPUs"),
    (["the A", "the B", "the C"], 3, "every GPU"),
    (["the A"], 2, "the A"),
    (["the A"], 1, "the A"),
    (["the A", "the B"], 3, "the A and the B"),
])
def test_gpus_that_agree_are_named_together(names, every, said):
    assert attention_claims._gpus_named(names, every) == said


@pytest.mark.skipif(len(_gpus()) != 2, reason="the sentence names both GPUs where two have the data")
def test_the_cudnn_sentence_covers_both_gpus_at_once():
    words = attention_claims._cudnn_words(_gpus()[0])
    assert words.startswith("On both GPUs, the forward in the bar's cases runs at "), words
    assert words == attention_claims._cudnn_words(_gpus()[1])  # said once on the page
