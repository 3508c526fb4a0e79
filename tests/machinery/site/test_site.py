"""The site builds cleanly and makes no request outside itself."""

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from snippets.machinery.layout import ROOT


# Resources a browser fetches by itself: scripts, styles, images, fonts, frames.
FETCHED = re.compile(r"""<(?:script|img|iframe|source|audio|video)\b[^>]*\bsrc=["']([^"']+)"""
                     r"""|<link\b[^>]*\bhref=["']([^"']+)|url\(\s*["']?([^"')]+)""", re.I)


# Inline scripts that fetch by themselves (import("https://..."), a loader's URL).
INLINE_SCRIPT = re.compile(r"<script\b[^>]*>(.*?)</script>", re.S | re.I)
URL_IN_SCRIPT = re.compile(r"""["'`](?:https?:)?//[A-Za-z0-9.-]+\.[A-Za-z]{2,}[^"'`]*""")


def outside_requests(site: Path) -> set[str]:
    """Every resource a page of the built site would fetch from outside the site."""
    external = set()
    for page in list(site.rglob("*.html")) + list(site.rglob("*.css")):
        text = page.read_text(errors="replace")
        for match in FETCHED.finditer(text):
            url = next(g for g in match.groups() if g)
            if re.match(r"(https?:)?//", url):
                external.add(f"{page.relative_to(site)}: {url}")
        for script in INLINE_SCRIPT.finditer(text):
            for url in URL_IN_SCRIPT.findall(script.group(1)):
                external.add(f"{page.relative_to(site)}: {url[1:]} (in an inline script)")
    return external


def test_strict_build_is_clean_and_self_contained(tmp_path):
    site = tmp_path / "site"
    result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir",
                             str(site)], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-3000:]
    external = outside_requests(site)
    assert not external, "\n".join(sorted(external))
    # Sentences code wrote are Markdown: a `code span` in one renders as code, never as
    # literal backticks on the page (outside code, and outside the notebooks' pages).
    def text_outside_code(page):
        html = re.sub(r"<(code|pre|script|style)\b.*?</\1>", "", page.read_text(), flags=re.S)
        return re.sub(r"<[^>]+>", " ", html)  # attributes (a meta description) are not text

    backticks = [page.name for page in site.glob("*.html")
                 if re.search(r"`[^`\n]+`", text_outside_code(page))]
    assert not backticks, f"literal backticks in rendered text: {backticks}"
    # Each lecture reads as a lesson: an opening that says what you will learn, at most
    # eight closed boxes before its "In depth" part, and no tracker words anywhere.
    from tests.machinery.site import lesson_shape

    problems = lesson_shape.problems(site)
    assert not problems, "\n".join(problems)


def _hooks():
    from snippets.machinery.site import mkdocs_hooks

    return mkdocs_hooks


def _output(docs, machine, item, gpu, date, commit):
    folder = docs / "generated" / machine / item
    folder.mkdir(parents=True)
    (folder / "plot.svg").write_text("<svg/>")
    (folder / "provenance.json").write_text(json.dumps(
        {"item": item, "gpu": gpu, "compute_capability": "90", "driver": "1", "cuda": "13.0",
         "torch": "2.11.0", "triton": "3.6.0", "commit": commit * 40, "date_utc": date,
         "dirty": False}))


def test_each_page_says_which_machines_made_its_outputs_and_when(tmp_path):
    """In one collapsed line after the page's first paragraph (the page opens with its
    own first sentence)."""
    _output(tmp_path, "nvidia-h200", "a", "NVIDIA H200", "2026-11-21 09:30 UTC", "1")
    _output(tmp_path, "nvidia-h200", "b", "NVIDIA H200", "2026-11-22 10:00 UTC", "2")
    _output(tmp_path, "nvidia-h100-80gb-hbm3", "a", "NVIDIA H100 80GB HBM3",
            "2026-11-20 08:00 UTC", "3")
    _output(tmp_path, "nvidia-h200", "unused", "NVIDIA H200", "2027-01-01 00:00 UTC", "4")
    page = SimpleNamespace(file=SimpleNamespace(src_uri="lecture.md"))
    config = {"docs_dir": str(tmp_path)}
    source = ('# Title\n\nProse.\n\n{{ image("a/plot.svg", "A") }}\n\n'
              '{{ image("b/plot.svg", "B") }}\n')
    markdown = _hooks().on_page_markdown(source, page, config, None)

    # The page opens with its own words; the note is one quiet line before the first
    # section (no box), and the full list closes the page, with the lab notebook.
    assert markdown.startswith("# Title\n\nProse.\n")
    note = next(line for line in markdown.splitlines() if line.startswith("This page's outputs"))
    assert note.startswith("This page's outputs were made on NVIDIA H100 80GB HBM3 "
                           "(2026-11-20) and NVIDIA H200 (2026-11-21 to 2026-11-22)")
    assert "??? " not in markdown.split("## ")[0] and "{: .page-note }" in markdown
    details = markdown.split("### Where this page's outputs were made")[1]
    assert ("2 outputs, made by `scripts/regenerate.py` 2026-11-21 09:30 UTC to "
            "2026-11-22 10:00 UTC") in details
    assert "commits `1111111`, `2222222`" in details and "commit `3333333`" in details
    # The stacks once per machine here; the line under each result is short.
    assert "sm_90, driver 1, CUDA 13.0, torch 2.11.0, triton 3.6.0" in details
    line = next(x for x in markdown.splitlines() if x.strip().startswith("Made on NVIDIA H200"))
    assert "driver" not in line and "commit `1111111`" in line and "[record](" in line
    assert "2027" not in markdown and "4444444" not in markdown  # only the outputs shown
    assert _hooks().on_page_markdown("# Home\n\nNo outputs.\n", page, config, None) == \
        "# Home\n\nNo outputs.\n"


def _helper(name):
    return importlib.import_module(f"snippets.machinery.site.{name}")


def test_listings_lose_locations_and_machine_paths():
    listings = _helper("listings")
    ir = ('#loc = loc("/work/main/snippets/vector_add/add.py":19:0)\n'
          '#loc15 = loc("x_ptr"(#loc))\n'
          'module {\n'
          '  tt.func public @k(%x: !tt.ptr<f32> loc("x_ptr"(#loc))) {\n'
          '    %0 = tt.load %x : !tt.ptr<f32> loc(#loc3)\n'
          '\t.loc\t1 19 0\n'
          '\t.file\t1 "/home/someone/build/add.py"\n'
          '  } loc(#loc)\n}\n')
    lines = listings.clean(ir)
    assert lines == ["module {", "  tt.func public @k(%x: !tt.ptr<f32>) {",
                     "    %0 = tt.load %x : !tt.ptr<f32>", '\t.file\t1 "add.py"', "  }", "}"]
    assert listings.clean('"/work/main/snippets/a/b.py"') == ['"snippets/a/b.py"']
    # a path under the home folder is no machine's private path: kept whole
    assert listings.clean("default cache folder: ~/.triton/cache") == [
        "default cache folder: ~/.triton/cache"]


def test_long_listings_get_an_excerpt_chosen_by_code():
    listings = _helper("listings")
    lines = [f"op{i}" for i in range(100)]
    chosen, how = listings.excerpt(lines, "text", ["^op50$"])
    assert chosen == ["op49", "op50", "op51"] and "discusses" in how
    diff = [" a", " b", "-old", "+new", " c", " d", " e", "+more"]
    chosen, how = listings.excerpt(diff, "diff")
    assert chosen == [" b", "-old", "+new", " c", "…", " e", "+more"] and "changed" in how
    assert listings.excerpt(lines, "text")[0] == lines[:listings.HEAD]
    code = ("x = 1\nk = async_compile.triton('triton_poi_0', '''\nimport triton\n"
            "@triton.jit\ndef triton_poi_0(in_ptr0):\n    pass\n''', device_str='cuda')\n")
    assert listings.inductor_kernels(code) == [
        ("python", "import triton\n@triton.jit\ndef triton_poi_0(in_ptr0):\n    pass")]


def test_tables_have_named_columns_units_and_providers_side_by_side():
    tables = _helper("tables")
    assert [tables.three_figures(v) for v in (2974.6, 0.009792, 12.345, 1.0)] == \
        ["2970", "0.00979", "12.3", "1.00"]
    assert tables.cell("x", "1048576") == "2<sup>20</sup>"
    assert tables.cell("x", "4096") == "4096"
    assert tables.cell("fraction_of_copy", "0.9216") == "92.2\u00a0%"  # a no-break space: the unit stays with its number
    assert tables.cell("ms_p50", "0.0123", 1000.0) == "12.3"
    row = {"unit": "GB/s", "x_name": "n_elements"}
    assert tables.header("value_p50", row) == ("GB/s (median)", 1.0)
    assert tables.header("ms_p50", row) == ("time (µs)", 1000.0)
    assert tables.header("x", row)[0] == "elements"  # a size reads as words, not its CSV name
    assert tables.header("dram__throughput.avg.pct_of_peak_sustained_elapsed", row)[0] == \
        "DRAM throughput (% of peak)"
    rows = [{"provider": p, "provider_name": n, "x": x, "unit": "GB/s", "x_name": "n",
             "args": '{"dtype": "torch.float32"}', "value_p50": v}
            for x, p, n, v in (("65536", "triton", "Triton", "100"),
                               ("65536", "torch", "torch", "200"))]
    table = tables.pivot(rows).splitlines()
    assert "Triton (GB/s)" in table[0] and "Triton / torch" in table[0]
    assert table[2] == "| 2<sup>16</sup> | 100 | 200 | 0.50× |"
    # Providers that carry a dtype are divided by torch in the same dtype, never float16
    # by float32 (lecture 2's softmax table).
    rows = [{"provider": p, "x": "1024", "unit": "GB/s", "value_p50": v}
            for p, v in (("triton fp32", "100"), ("torch fp32", "50"), ("triton fp16", "90"),
                         ("torch fp16", "30"))]
    table = tables.pivot(rows).splitlines()
    assert "triton fp16 / torch fp16" in table[0] and "torch fp16 /" not in table[0]
    assert table[2].endswith("| 2.00× | 3.00× |")


def test_a_facts_table_inside_a_collapsed_block_keeps_the_blocks_indent(monkeypatch, tmp_path):
    hooks = _hooks()
    table = "| a | H100 |\n|---|---:|\n| x | 1.05× |"
    monkeypatch.setattr(hooks, "render_sentence", lambda kind, name, docs, page, **_: table)
    page = SimpleNamespace(file=SimpleNamespace(src_uri="lecture.md"))
    source = '# T\n\n??? table "Folded"\n\n    {{ facts("t") }}\n\nAfter.\n'
    markdown = hooks.on_page_markdown(source, page, {"docs_dir": str(tmp_path)}, None)
    assert "    | a | H100 |\n    |---|---:|\n    | x | 1.05× |" in markdown, markdown


def test_mkdocs_serve_answers_a_page_s_folder_address_too(tmp_path):
    # use_directory_urls is false (the site works from file://): pages are x.html, and
    # while serving, x/ leads there.
    from snippets.machinery.site import mkdocs_page_folders

    (tmp_path / "generated").mkdir()
    written = mkdocs_page_folders.write_page_folders(
        tmp_path, ["index.html", "01-vector-add.html", "generated.html", "part/x.html"])
    assert [p.relative_to(tmp_path).as_posix() for p in written] == [
        "01-vector-add/index.html", "part/x/index.html"]
    text = (tmp_path / "01-vector-add" / "index.html").read_text()
    assert 'url=../01-vector-add.html"' in text and "location.hash" in text
