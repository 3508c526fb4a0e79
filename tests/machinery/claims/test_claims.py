"""Sentences about measured data are code (snippets/machinery/claims.py), and the pages use them.

- every declared Claim holds on the committed data of every GPU folder;
- a Claim made false by an edited CSV makes ``--check`` (snippets/machinery/engine/staleness.py
  check_outputs) fail, naming the claim; a Wording's sentence follows the data;
- every ``{{ claim() }}`` / ``{{ words() }}`` names an item declared for its page, and
  every declared item is used on its page;
- the audit: every sentence on every page that looks like it states or compares a
  measurement is bound to a claim or wording, or allow-listed with a reason
  (tests/machinery/claims/allowlist.py); and no word of relation between results (ahead,
  faster, level with, ...) is typed by hand beside a directive or anywhere else in a
  page's prose, unless allow-listed as a method, a definition or an idiom.

``pytest tests/machinery/claims/test_claims.py -s`` prints the per-page counts.
"""

import re
import csv
import shutil
from pathlib import Path

import pytest


from tests.machinery.claims import audit as claims_audit
from tests.machinery.claims.allowlist import ALLOWED, PENDING

from snippets.machinery import claims
from snippets.machinery.facts import Facts
from snippets.machinery.layout import ROOT

GENERATED = ROOT / "docs" / "generated"
DECLARED = claims.discover()
GPU_FOLDERS = [d.folder for d in claims.gpu_folders(GENERATED)]


# ---------------------------------------------------------------------------------------
# Claims hold, and --check notices when one does not
# ---------------------------------------------------------------------------------------
def test_every_declared_claim_holds_on_every_gpu():
    assert GPU_FOLDERS, "no GPU results under docs/generated"
    problems = claims.problems(GENERATED)
    assert not problems, "\n".join(problems)


def test_no_generated_sentence_says_its_data_is_too_old():
    # Every GPU folder is current (tests/machinery/engine/test_generated.py), so a Wording that falls back
    # to "the data predates this sentence's code" (claims.tolerant) is a Wording that
    # misreads its data: a reader would see an apology instead of the sentence.
    apologies = [f"{name} on {data.gpu}: {text}"
                 for name, item in DECLARED.items() if isinstance(item, claims.Wording)
                 for data, text in claims.wordings(item, GENERATED)
                 if "predates" in text or "regenerate to word it" in text]
    assert not apologies, "\n".join(apologies)


def _edit_csv(path: Path, change):
    with open(path, newline="") as f:
        reader = csv.DictReader(f)
        fields, rows = reader.fieldnames, list(reader)
    for row in rows:
        change(row)
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=fields)
        writer.writeheader()
        writer.writerows(rows)


def _one_gpu_copy(tmp_path: Path) -> Path:
    """A generated/ folder holding one GPU's outputs (the portable ones are not needed)."""
    generated = tmp_path / "generated"
    shutil.copytree(GPU_FOLDERS[0], generated / GPU_FOLDERS[0].name)
    return generated


def test_check_fails_naming_a_claim_the_data_contradicts(tmp_path):
    from snippets.machinery.engine.staleness import check_outputs

    from snippets.machinery.items import discover

    generated = _one_gpu_copy(tmp_path)
    name = "roll-long-rows"
    assert name in DECLARED
    before = "\n".join(check_outputs(discover(), generated))
    assert name not in before

    # torch.roll, 100x faster on every row length: "torch.roll stays slower" is now false.
    def faster_torch(row):
        if row["provider"] == "torch":
            for key in ("ms_p50", "ms_p20", "ms_p80"):
                row[key] = str(float(row[key]) / 100)
            for key in ("value_p50", "value_low", "value_high"):
                row[key] = str(float(row[key]) * 100)
            row["fraction_of_copy"] = str(float(row["fraction_of_copy"]) * 100)

    _edit_csv(generated / GPU_FOLDERS[0].name / "roll_rows" / "benchmark.csv", faster_torch)
    after = check_outputs(discover(), generated)
    named = [p for p in after if f"claim {name!r} is FALSE" in p]
    assert named, "\n".join(after)
    assert DECLARED[name].page in named[0] and GPU_FOLDERS[0].name in named[0]


def test_a_generated_table_follows_the_data(tmp_path):
    generated = _one_gpu_copy(tmp_path)
    facts = DECLARED["greyscale-mark"]

    def mark(cells):
        return next(value for label, value in cells.items() if label.endswith("mark"))

    [data] = claims.gpu_folders(generated)
    before = facts.cells(data)

    def far_from_the_copy(row):
        if row["provider"] == "triton":
            row["fraction_of_copy"] = str(float(row["fraction_of_copy"]) / 2)

    _edit_csv(generated / GPU_FOLDERS[0].name / "greyscale" / "benchmark.csv", far_from_the_copy)
    [data] = claims.gpu_folders(generated)
    after = facts.cells(data)
    assert after != before
    assert mark(after) == ["✗ missed"], after


def test_the_bar_claim_fails_when_another_case_falls_short(tmp_path):
    # bfloat16 4096 behind beyond the spread, or the fast float8 pair below 0.90x: the
    # sentence "missed in one place only: the promoted float8 pair" must then fail.
    def holds(generated):
        return all(o.holds for o in claims.evaluate(
            DECLARED["hopper-bar-missed-by-promotion-only"], generated))

    def bf16_4096_behind(row):
        if row["step"] == "2. persistent" and (row["dtype"], row["size"]) == ("bfloat16", "4096"):
            # every pass far below 1: slower by the page's rule (each pass beyond the margin)
            row.update({"x torch": "0.500", "x torch, passes": "0.500 / 0.500 / 0.500"})

    def fast_fp8_slow(row):
        if row["product"] == "persistent kernel, float8, fast":
            row.update({"x cuBLAS": "0.850"})

    for edit, name in ((bf16_4096_behind, "steps.csv"), (fast_fp8_slow, "fp8.csv")):
        generated = _one_gpu_copy(tmp_path / name)
        assert holds(generated)
        _edit_csv(generated / GPU_FOLDERS[0].name / "hopper_matmul_steps" / name, edit)
        assert not holds(generated), name


# ---------------------------------------------------------------------------------------
# Pages and declarations agree
# ---------------------------------------------------------------------------------------
def _directives_by_page():
    return {page: claims_audit.directives(page) for page in claims_audit.PAGES}


def test_every_directive_names_an_item_declared_for_its_page():
    wrong = []
    for page, directives in _directives_by_page().items():
        for kind, name in directives:
            item = DECLARED.get(name)
            if item is None:
                wrong.append(f"{page}: {kind}({name!r}) is declared nowhere")
            elif item.page != page:
                wrong.append(f"{page}: {name!r} is declared for {item.page}")
            elif ((kind == "claim") != isinstance(item, claims.Claim)
                  or (kind == "facts") != isinstance(item, Facts)):
                wrong.append(f"{page}: {name!r} is a {type(item).__name__}, used as {kind}()")
    assert not wrong, "\n".join(wrong)


def test_every_declared_item_is_used_on_its_page():
    used = {(page, name) for page, ds in _directives_by_page().items() for _, name in ds}
    unused = [f"{item.page}: {name!r} is declared but not on the page"
              for name, item in DECLARED.items() if (item.page, name) not in used]
    assert not unused, "\n".join(unused)


# ---------------------------------------------------------------------------------------
# The audit
# ---------------------------------------------------------------------------------------
def _allowed(sentence, entries):
    return [e for e in entries if e[0] == sentence.page and e[1] in sentence.text]


def test_allow_list_entries_give_reasons():
    for page, fragment, reason in ALLOWED + PENDING:
        assert page in claims_audit.PAGES, page
        assert fragment.strip() and len(reason) > 5, (page, fragment)


@pytest.mark.parametrize("page", claims_audit.PAGES)
def test_every_sentence_about_measurements_is_bound_or_allowed(page):
    unbound = [s for s in claims_audit.candidates(page)
               if not s.bound and not _allowed(s, ALLOWED + PENDING)]
    counts = claims_audit.counts(page)
    pending = sum(1 for s in claims_audit.candidates(page) if not s.bound and _allowed(s, PENDING))
    print(f"\n{page}: {counts['words']} generated (words), {counts['claim']} declared "
          f"(claim), {pending} pending")
    assert not unbound, (
        "sentences that may state or compare measured data, with no {{ claim() }} / "
        "{{ words() }} and not in tests/machinery/claims/allowlist.py:\n"
        + "\n".join(f"  {s.page}:{s.line}: {s.text}" for s in unbound))


def test_allow_list_has_no_stale_entries():
    """An entry whose sentence is gone (reworded or bound) must go too."""
    used = {(s.page, e[1]) for page in claims_audit.PAGES
            for s in claims_audit.candidates(page) for e in _allowed(s, ALLOWED + PENDING)}
    stale = [f"{page}: {fragment!r}" for page, fragment, _ in ALLOWED + PENDING
             if (page, fragment) not in used]
    assert not stale, "remove from tests/machinery/claims/allowlist.py:\n" + "\n".join(stale)


# ---------------------------------------------------------------------------------------
# The notebooks made from the pages say the same sentences
# ---------------------------------------------------------------------------------------
def test_notebook_prose_shows_the_sentences_not_the_directives(tmp_path):
    from snippets.machinery.notebooks.build import body_cells
    from snippets.machinery.notebooks.page import Prose, walk

    page = tmp_path / "99-page.md"
    page.write_text('# Title\n\n{{ claim("roll-long-rows") }} Then\n'
                    '{{ words("gelu-guards") }} Next:\n\n'
                    '```python\n--8<-- "snippets/vector_add/add.py:reference"\n```\n')
    [prose] = [p for p in walk(page) if isinstance(p, Prose)]
    assert '{{ claim("roll-long-rows") }}' in prose.text  # the fingerprint sees the directive
    cells = body_cells([prose], "99-page", None)
    text = "".join(cell[1]["source"] for cell in cells)
    assert "{{" not in text
    assert DECLARED["roll-long-rows"].sentence in text
    assert "skipping the guards" in text  # worded from the data: "saved" or "made no difference"


# The relational words of the audit, and "level" alone (a fragment may cut "level with").
RELATIONAL = re.compile(rf"{claims_audit.RELATIONAL.pattern}|(?<![\w-])level(?![\w-])",
                        re.IGNORECASE)
# What a reason must say for an allowed sentence that uses a word of relation: that the
# word is not a relation between measurements (a title, a verb, an idiom, a definition, a
# mechanism, a rule). A reason that points at data instead ("where it does is the table
# above") lets a comparison through that the data may no longer support: such a sentence
# must be bound to the data with {{ words() }} or {{ claim() }}.
NOT_A_MEASURED_RELATION = ("as in", "title", "heading", "verb", "defines", "definition",
                           "mechanism", "motivation", "rule", "not a result", "no measured",
                           "introduces", "log level", "what the bound claims")


@pytest.mark.parametrize("page", claims_audit.PAGES)
def test_no_relation_between_results_is_typed_by_hand(page):
    # A directive binds its own words, not the ones typed beside it: "{{ words(...) }}
    # Where torch is ahead, ..." once let a hand-typed comparison through because the
    # sentence carried a directive. Every hand-typed word of relation, in a bound
    # sentence or not, is a comparison unless the allow-list says why it is not one.
    typed = [s for s in claims_audit.hand_typed_relations(page) if not _allowed(s, ALLOWED)]
    assert not typed, (
        "words of relation between results typed by hand: let code write the sentence "
        "({{ words() }}), declare it ({{ claim() }}), reword it, or allow-list a method "
        "sentence in tests/machinery/claims/allowlist.py:\n"
        + "\n".join(f"  {s.page}:{s.line}: [{s.relation}] {s.text}" for s in typed))


def test_a_directive_ends_its_sentence():
    # What follows a directive that writes whole sentences is a sentence of its own,
    # bound by nothing: a number or comparison typed there is a candidate.
    text = ('{{ words("square-rows-narrow") }} It runs 5 % faster.\n\n'
            '{{ claim("block-size-corners-weakest") }} Ours wins.\n\n'
            '{{ claim("roll-long-rows") }} at 3 µs.\n')
    found = claims_audit.sentences("01-vector-add.md", text)
    assert [(s.text, s.bound, s.relation) for s in found] == [
        ('{{ words("square-rows-narrow") }}', True, None),
        ("It runs 5 % faster.", False, "faster"),
        ('{{ claim("block-size-corners-weakest") }}', True, None),
        ("Ours wins.", False, "wins"),
        ('{{ claim("roll-long-rows") }} at 3 µs.', True, None),
    ]


def test_no_allowed_sentence_states_a_relation_between_measurements():
    suspect = [(page, fragment, reason) for page, fragment, reason in ALLOWED + PENDING
               if RELATIONAL.search(fragment)
               and not any(kind in reason for kind in NOT_A_MEASURED_RELATION)]
    assert not suspect, ("allowed sentences that compare measurements: bind them to the "
                         "data instead:\n" + "\n".join(map(str, suspect)))
