"""The generated outputs on the site are current, and say what the pages say they say."""

from snippets.machinery.layout import GENERATED, gpu_folders
from snippets.machinery.engine.staleness import check_outputs
from snippets.machinery.items import discover

GPU_DIRS = gpu_folders(GENERATED)


def test_every_output_is_present_and_made_from_the_current_code():
    problems = check_outputs(discover())
    assert not problems, "run scripts/regenerate.py on a GPU:\n" + "\n".join(problems)


def test_vector_add_ir_shows_what_the_page_describes():
    assert GPU_DIRS, "no GPU results"
    for gpu in GPU_DIRS:
        ir = gpu / "vector_add" / "ir"
        assert "sizePerThread = [4]" in (ir / "ttgir.mlir").read_text()
        assert "LDG.E.128" in (ir / "kernel.sass").read_text()
