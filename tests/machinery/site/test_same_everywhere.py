"""The page hook shows an output that every GPU made byte for byte the same once, not
once per GPU tab; outputs that differ keep their tabs."""

import json

from snippets.machinery.site.mkdocs_hooks import Renderer


def _gpu(docs, machine, gpu, text):
    folder = docs / "generated" / machine / "item"
    folder.mkdir(parents=True)
    (folder / "out.txt").write_text(text)
    (folder / "provenance.json").write_text(json.dumps(
        {"gpu": gpu, "commit": "0" * 40, "date_utc": "2026-11-28 12:00 UTC"}))


def _render(tmp_path, first, second):
    docs = tmp_path / "docs"
    _gpu(docs, "gpu-a", "GPU A", first)
    _gpu(docs, "gpu-b", "GPU B", second)
    return Renderer(docs, "page.md").render_group([("text", ("item/out.txt", "a log"), {})])


def test_identical_outputs_are_shown_once_with_every_record(tmp_path):
    out = _render(tmp_path, "same\n", "same\n")
    assert "===" not in out and out.count("same") == 2  # the text, and the note
    assert "The same, byte for byte, on the GPU A and the GPU B." in out
    assert "Made on GPU A" in out and "Made on GPU B" in out


def test_different_outputs_keep_a_tab_each(tmp_path):
    out = _render(tmp_path, "one\n", "two\n")
    assert '===! "GPU A"' in out and '=== "GPU B"' in out
    assert "byte for byte" not in out
