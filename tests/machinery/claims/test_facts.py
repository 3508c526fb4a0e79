"""Facts tables (snippets/machinery/facts.py) and the site's notation (snippets/helpers/notation.py)."""

import json

import pytest

from snippets.helpers import notation
from snippets.machinery.facts import Facts


def _gpu(generated, folder, name, rows):
    item = generated / folder / "bench"
    item.mkdir(parents=True)
    (item / "provenance.json").write_text(json.dumps({"gpu": name}))
    (item / "data.csv").write_text("case,ratio\n" + "".join(f"{c},{r}\n" for c, r in rows))


def _ratios(data):
    return [(row["case"], notation.ratio(row["ratio"])) for row in data.rows("bench/data.csv")]


def test_one_column_per_gpu_rows_in_the_first_gpus_order(tmp_path):
    _gpu(tmp_path, "nvidia-h100", "NVIDIA H100 80GB HBM3", [("a", 1.05), ("b", 0.9)])
    _gpu(tmp_path, "nvidia-h200", "NVIDIA H200", [("b", 0.95), ("c", 1.2)])
    _gpu(tmp_path, "portable", "none", [("a", 1)])  # not a GPU: no column
    table = Facts("t", "p.md", ["bench/data.csv"], _ratios, header="case",
                  caption="Ratio to torch").markdown(tmp_path)
    lines = table.splitlines()
    assert lines[0] == "| case | H100 | H200 |"
    assert lines[1] == "|---|---:|---:|"
    assert lines[2:5] == ["| a | 1.05× | — |", "| b | 0.90× | 0.95× |", "| c | — | 1.20× |"]
    assert lines[-1] == "*Ratio to torch*"


def test_several_columns_per_gpu_and_a_row_of_the_wrong_width(tmp_path):
    _gpu(tmp_path, "nvidia-h100", "NVIDIA H100 80GB HBM3", [("a", 1.05)])
    two = Facts("t", "p.md", ["bench/data.csv"], columns=["fwd", "fwd+bwd"],
                rows=lambda data: [("a", ["1", "2"])])
    assert two.markdown(tmp_path).splitlines()[0] == "|   | H100: fwd | H100: fwd+bwd |"
    wrong = Facts("t", "p.md", ["bench/data.csv"], columns=["fwd", "fwd+bwd"],
                  rows=lambda data: [("a", ["1"])])
    with pytest.raises(ValueError, match="1 values for 2 columns"):
        wrong.markdown(tmp_path)


def test_data_older_than_the_table_says_so_instead_of_breaking_the_build(tmp_path):
    _gpu(tmp_path, "nvidia-h100", "NVIDIA H100 80GB HBM3", [("a", 1.05)])
    old = Facts("t", "p.md", ["bench/data.csv"],
                rows=lambda data: [("a", data.row("bench/data.csv", case="zz")["ratio"])])
    assert "regenerate" in old.markdown(tmp_path)
    assert Facts("t", "p.md", ["other.csv"], _ratios).markdown(tmp_path) == ""


def test_notation():
    nb = notation.NBSP
    assert notation.ratio(1.0449) == "1.04×"
    assert notation.percent(0.9412) == f"94{nb}%"
    assert notation.duration(12.34e-6) == f"12.3{nb}µs"
    assert notation.us(1220) == f"1.22{nb}ms"
    assert notation.ms(0.5) == f"500{nb}µs"
    assert notation.duration(3e-9) == f"3.00{nb}ns"
    assert notation.elements(2**24) == "2²⁴" and notation.elements(1000) == "1,000"
    assert notation.mib(64 * 2**20) == f"64.0{nb}MiB"
    assert notation.mark(True) == "✓" and notation.mark(False) == "✗"
    assert notation.spread(1.05, 1.03, 1.07) == "1.05× (1.03–1.07×)"
    assert notation.short_gpu("NVIDIA H100 80GB HBM3") == "H100"
    assert notation.short_gpu("NVIDIA H200") == "H200"
    assert notation.short_gpu("NVIDIA GeForce RTX 4090") == "RTX 4090"


def test_every_declared_table_reads_the_committed_data():
    """A table whose code cannot read a GPU's data shows "(not readable)" on the page
    instead of failing the build (facts.py): that must never reach the committed site.
    Lecture 9's correctness table once did, after a fourth forward joined its CSV."""
    from snippets.machinery import claims
    from snippets.machinery.layout import GENERATED

    unreadable = [f"{item.name} on {data.machine}"
                  for item in claims.discover().values() if isinstance(item, Facts)
                  for data in claims.gpu_folders(GENERATED) if item.applies_to(data)
                  and "(not readable)" in item.cells(data)]
    assert not unreadable, unreadable
