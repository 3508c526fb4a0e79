"""Lecture 1's sentences about its bar and its timing methods follow the data
(snippets/vector_add/claims_timing.py): each is checked on a copy of a GPU's outputs
edited to say something else."""

import shutil

import pytest

from snippets.machinery import claims
from snippets.machinery.layout import ROOT
from snippets.vector_add import claims_timing as timing
from tests.machinery.claims.test_claims import _edit_csv

GENERATED = ROOT / "docs" / "generated"
FOLDERS = [d.folder for d in claims.gpu_folders(GENERATED)]
NEEDED = [timing.BENCH, timing.SWEEP, timing.FIXED, timing.NCU, "vector_add/provenance.json"]


@pytest.fixture(params=FOLDERS, ids=lambda folder: folder.name)
def gpu(request, tmp_path):
    """A copy of one GPU's files these sentences read."""
    for path in NEEDED:
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(request.param / path, tmp_path / path)
    return tmp_path




def _words(item, folder) -> str:
    return item.words(claims.GpuData(folder))


WORDINGS = claims.discover()


def test_the_bar_sentence_says_where_the_bar_is_missed_or_that_it_is_not(gpu):
    bar = WORDINGS["vector-add-bar-where-missed"]

    def at(fraction, size):
        def change(row):
            if row["provider"] == "triton" and float(row["x"]) >= 2**24:
                row["fraction_of_copy"] = str(fraction if float(row["x"]) == size else 1.0)
        return change

    _edit_csv(gpu / timing.BENCH, at(0.95, 2**24))
    assert "no size from 2²⁴ up misses it" in _words(bar, gpu)
    _edit_csv(gpu / timing.BENCH, at(0.85, 2**25))
    said = _words(bar, gpu)
    assert "missed at 2²⁵ elements only" in said and "85.0\u00a0%" in said
    assert "smallest size" not in said


def test_the_host_floor_sentence_names_the_host_when_back_to_back_reads_more(gpu):
    floor = WORDINGS["fixed-cost-host-floor"]

    def host_bound(row):  # an earlier H100 run's row at 2^22
        if row["n_elements"] == str(2**22):
            row.update(back_to_back_us="48.1", do_bench_us="23.2")

    _edit_csv(gpu / timing.FIXED, host_bound)
    assert "the host's launches, not the GPU, set its pace" in _words(floor, gpu)


def test_the_ncu_claim_fails_when_ncu_shows_the_cost_per_call(gpu):
    claim = WORDINGS["fixed-cost-not-in-ncu"]
    assert claim.check(claims.GpuData(gpu))[0]
    text = (gpu / timing.NCU).read_text()
    duration = next(line for line in text.splitlines() if line.split()[:1] == ["Duration"])
    (gpu / timing.NCU).write_text(text.replace(duration, "    Duration    us    500.00"))
    assert not claim.check(claims.GpuData(gpu))[0]


def test_the_check_shown_inline_follows_the_data(tmp_path):
    """The cases "Is it right?" shows, and its sentence that every one is exact, are read
    from check.json: an error put into one case shows in the table and fails the claim."""
    from snippets.vector_add import claims_lesson as lesson

    import json

    folder = FOLDERS[0]
    (tmp_path / "vector_add").mkdir()
    cases = json.loads((folder / lesson.CHECK).read_text())
    shutil.copy(folder / "vector_add/provenance.json", tmp_path / "vector_add/provenance.json")
    (tmp_path / lesson.CHECK).write_text(json.dumps(cases))
    data = claims.GpuData(tmp_path)
    assert lesson._exact(data)[0]
    assert dict(lesson._checked_rows(data))["1 element"] == "0 / 0 / 0"
    for case in cases:
        if case["shape"] == [1025] and case["dtype"] == "torch.float16":
            case["max_abs_error"] = 0.5
    (tmp_path / lesson.CHECK).write_text(json.dumps(cases))
    assert not lesson._exact(data)[0]
    assert dict(lesson._checked_rows(data))["1,025 elements (one past a block)"] == "0 / 0.5 / 0"
