"""The home page's lecture list is made from the nav (snippets/machinery/site/mkdocs_nav_list.py)."""

import logging

import yaml
from snippets.machinery.layout import ROOT



def _hook():
    from snippets.machinery.site import mkdocs_nav_list

    return mkdocs_nav_list


def _nav():
    class Loader(yaml.SafeLoader):  # mkdocs.yml's !ENV and !!python/name tags: not needed
        pass

    Loader.add_multi_constructor("!", lambda loader, suffix, node: None)
    Loader.add_multi_constructor("tag:yaml.org,2002:python/", lambda loader, suffix, node: None)
    return yaml.load((ROOT / "mkdocs.yml").read_text(), Loader=Loader)["nav"]


def test_every_lecture_in_the_nav_is_listed_with_its_description(caplog):
    hook = _hook()
    lectures = hook.lectures(_nav())
    pages = [page for _, parts in lectures for _, page in parts]
    assert sorted(pages) == sorted(p.name for p in (ROOT / "docs").glob("[0-9][0-9]-*.md"))
    with caplog.at_level(logging.WARNING):
        listing = hook.lecture_list(_nav(), ROOT / "docs", "index.md")
    assert not caplog.records, [r.getMessage() for r in caplog.records]
    numbered = [line for line in listing.splitlines() if not line.startswith(" ")]
    assert len(numbered) == len(lectures)
    for number, ((title, parts), line) in enumerate(zip(lectures, numbered), 1):
        text = hook.NUMBERED.sub("", title)
        if len(parts) == 1:
            assert line.startswith(f"{number}. [{text}]({parts[0][1]}): ")
        else:
            assert line == f"{number}. {text}, in {hook.COUNTS[len(parts)]} parts:"
    for _, parts in lectures:
        for part, page in parts:
            shown = (hook.part_label(part) if hook.PART_NUMBERED.match(part)
                     else hook.NUMBERED.sub("", part))
            assert f"[{shown}]({page}): " in listing


def test_a_lecture_in_parts_is_its_title_over_a_list_of_parts(tmp_path):
    for name in ("01-a.md", "02-b.md", "02-b-part-2.md"):
        (tmp_path / name).write_text(f"---\ndescription: about {name}\n---\n# {name}\n")
    nav = [{"Lectures": [{"1. A": "01-a.md"},
                         {"2. B": [{"Part 1": "02-b.md"}, {"Part 2": "02-b-part-2.md"}]}]}]
    assert _hook().lecture_list(nav, tmp_path, "index.md").splitlines() == [
        "1. [A](01-a.md): about 01-a.md",
        "2. B, in two parts:",
        "    - [Part 1](02-b.md): about 02-b.md",
        "    - [Part 2](02-b-part-2.md): about 02-b-part-2.md",
    ]


def test_a_lecture_without_a_description_is_a_warning(tmp_path, caplog):
    (tmp_path / "01-a.md").write_text("# 1. A\n")
    nav = [{"Lectures": [{"1. A": "01-a.md"}]}]
    with caplog.at_level(logging.WARNING):
        assert _hook().lecture_list(nav, tmp_path, "index.md") == "1. [A](01-a.md)"
    assert "no 'description'" in caplog.text


def test_a_part_ends_with_a_link_to_the_next_part():
    from types import SimpleNamespace as Node

    hook = _hook()
    section = Node(title="2. B", children=[])
    parts = [Node(is_page=True, title=f"Part {k}", parent=section,
                  file=Node(src_uri=f"02-b{'' if k == 1 else '-part-2'}.md")) for k in (1, 2)]
    notebook = Node(is_page=True, title="Lecture 2, part 1, as a notebook", parent=section,
                    file=Node(src_uri="notebooks/02-b.ipynb"))
    section.children = [parts[0], notebook, parts[1]]
    assert hook.next_part(parts[0]) is parts[1]
    assert hook.next_part(parts[1]) is None
    assert hook.on_page_markdown("# B\n", parts[0], {}, None).endswith(
        "**Next:** [Part 2](02-b-part-2.md).\n")
    lone = Node(is_page=True, title="1. A", parent=Node(title="Lectures", children=[]),
                file=Node(src_uri="01-a.md"))
    assert hook.on_page_markdown("# A\n", lone, {}, None) == "# A\n"


def test_a_notebook_is_titled_after_its_lecture_and_part():
    from types import SimpleNamespace

    from snippets.machinery.site.mkdocs_notebooks import notebook_title

    section = SimpleNamespace(title="2. Triton fundamentals", parent=None)
    assert notebook_title(SimpleNamespace(title="3. Matrix multiplication", parent=None)) \
        == "Lecture 3 as a notebook"
    assert notebook_title(SimpleNamespace(title="2.1 Programs, debugging, rows", parent=section)) \
        == "Lecture 2, part 1, as a notebook"
    assert notebook_title(SimpleNamespace(title="Part 2: 2-D data", parent=section)) \
        == "Lecture 2, part 2, as a notebook"
