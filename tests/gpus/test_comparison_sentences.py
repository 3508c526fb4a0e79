"""The GPUs page's sentence about orders (snippets/gpus/claims.py) reads the
comparison's CSV through a GPU folder and words it by the comparison's own rule
(compare.ranking_changes), once for all GPUs."""


import pytest

from snippets.machinery.claims import GpuData, gpu_folders
from snippets.gpus import claims, compare
from snippets.machinery.layout import ROOT

GENERATED = ROOT / "docs" / "generated"


def _rows(*lines):
    return [{"gpu": g, "benchmark": b, "line": l, "unit": "GB/s", "fraction of limit": f,
             "p20-p80 band": f"{f - w}-{f + w}"} for g, b, l, f, w in lines]


@pytest.mark.parametrize("rows, changes", [
    # A copy kernel against torch.square: different benchmarks, never paired.
    (_rows(("A", "copy", "copy_kernel", 0.9, 0.001), ("A", "square", "torch", 0.8, 0.001),
           ("B", "copy", "copy_kernel", 0.8, 0.001), ("B", "square", "torch", 0.9, 0.001)), 0),
    # One benchmark, the order reversed beyond the bands.
    (_rows(("A", "copy", "ours", 0.90, 0.01), ("A", "copy", "torch", 0.95, 0.01),
           ("B", "copy", "ours", 0.96, 0.01), ("B", "copy", "torch", 0.85, 0.01)), 1),
    # Reversed medians, but the bands overlap on one GPU: level there, no change.
    (_rows(("A", "copy", "ours", 0.90, 0.05), ("A", "copy", "torch", 0.95, 0.05),
           ("B", "copy", "ours", 0.96, 0.01), ("B", "copy", "torch", 0.85, 0.01)), 0),
])
def test_the_rule_pairs_lines_of_one_benchmark_only_beyond_their_bands(rows, changes):
    assert len(compare.ranking_changes(rows)) == changes


def test_the_sentence_agrees_with_the_committed_comparison():
    [data, *_] = gpu_folders(GENERATED)
    if not data.has(claims.FRACTIONS):
        pytest.skip("no GPU comparison committed")
    summary = (GENERATED / "portable" / "gpu_comparison" / "summary.md").read_text()
    unchanged = "no two lines of one benchmark change order" in claims._order_changes_words(data)
    assert unchanged == ("No two lines of one benchmark" in summary)


def test_the_sentence_reads_the_portable_comparison_from_a_gpu_folder_and_is_said_once(tmp_path):
    from snippets.machinery.claims import wordings

    folder = tmp_path / "portable" / "gpu_comparison"
    folder.mkdir(parents=True)
    (folder / "fractions.csv").write_text(
        "gpu,benchmark,line,x,unit,value,fraction of limit,p20-p80 band\n"
        "A,copy,ours,n=1,GB/s,1,0.90,0.89-0.91\nA,copy,torch,n=1,GB/s,1,0.95,0.94-0.96\n"
        "B,copy,ours,n=1,GB/s,1,0.96,0.95-0.97\nB,copy,torch,n=1,GB/s,1,0.85,0.84-0.86\n")
    for gpu in ("gpu-a", "gpu-b"):
        (tmp_path / gpu).mkdir()
        (tmp_path / gpu / "device").mkdir()
    said = claims._order_changes_words(GpuData(tmp_path / "gpu-a"))
    assert "one pair of lines changes order: copy: ours is ahead of torch" in said
    [wording] = claims.CLAIMS
    assert [sentence for _, sentence in wordings(wording, tmp_path)] == [said]
