"""Lecture 4 part 1's forward-pass busy share is worded by one rule for every GPU: a GPU
at 60 % and one at 50 % both wait for the host for the rest of the call, and neither is
singled out (snippets/profiling/claims_reading_04.py)."""

import csv
import json
from pathlib import Path

from snippets.helpers.notation import percent
from snippets.machinery.claims import GpuData, gpu_folders
from snippets.machinery.layout import ROOT
from snippets.profiling import claims_reading_04, tables

GENERATED = ROOT / "docs" / "generated"
CALLS = tables.FORWARD_CALLS


def _gpu(root: Path, machine: str, name: str, kernel_us: float, call_us: float) -> Path:
    """A GPU folder whose forward pass keeps the GPU busy for kernel_us of call_us."""
    folder = root / machine
    table = folder / tables.FORWARD
    table.parent.mkdir(parents=True)
    table.write_text("Self CPU time total: 1.000ms\n"
                     f"Self CUDA time total: {kernel_us * CALLS:.3f}us\n")
    (table.parent / "provenance.json").write_text(json.dumps({"gpu": name}))
    remedies = folder / tables.REMEDIES
    remedies.parent.mkdir(parents=True)
    with open(remedies, "w", newline="") as f:
        writer = csv.DictWriter(f, ["what", "variant", "batch", "ms_p50", "ms_p20", "ms_p80"])
        writer.writeheader()
        writer.writerow({"what": "forward", "variant": "eager", "batch": 256,
                         "ms_p50": call_us / 1e3, "ms_p20": call_us / 1e3, "ms_p80": call_us / 1e3})
    return folder


def test_two_gpus_that_both_wait_are_worded_alike(tmp_path):
    first = _gpu(tmp_path, "a", "GPU A", kernel_us=60.0, call_us=100.0)
    _gpu(tmp_path, "b", "GPU B", kernel_us=50.0, call_us=100.0)
    said = claims_reading_04.forward_gpu_words(GpuData(first))
    assert f"{percent(0.6)} on the GPU A and {percent(0.5)} on the GPU B" in said
    assert "On both GPUs the rest of the call is time the GPU spends waiting" in said
    assert "keeps up" not in said


def test_a_gpu_whose_host_keeps_up_is_named_apart(tmp_path):
    first = _gpu(tmp_path, "a", "GPU A", kernel_us=90.0, call_us=100.0)
    _gpu(tmp_path, "b", "GPU B", kernel_us=50.0, call_us=100.0)
    said = claims_reading_04.forward_gpu_words(GpuData(first))
    assert "On the GPU B the rest of the call is time the GPU spends waiting" in said
    assert "On the GPU A the host keeps up" in said


def test_the_committed_data_names_every_gpu_once_and_reads_alike_from_each():
    gpus = [g for g in gpu_folders(GENERATED) if g.has(tables.FORWARD) and g.has(tables.REMEDIES)]
    if not gpus:
        return
    sentences = {claims_reading_04.forward_gpu_words(g) for g in gpus}
    assert len(sentences) == 1, sentences  # the page says it once
    [said] = sentences
    assert "regenerate" not in said
    for gpu in gpus:
        assert said.count(f"on the {gpu.gpu}") == 1, said
