"""The page's verdict rule (snippets/hopper_matmul/claims_verdicts.py): a comparison is
faster or slower only when every pass lies beyond a margin set by the noise between
passes pooled over every comparison on a GPU, level otherwise."""

import pytest

from snippets.helpers import notation
from snippets.machinery.claims import GpuData
from snippets.machinery.layout import ROOT
from snippets.hopper_matmul import claims, claims_steps, claims_verdicts as cv

GENERATED = ROOT / "docs" / "generated"
GPUS = [p for p in ("nvidia-h100-80gb-hbm3", "nvidia-h200")
        if (GENERATED / p / "hopper_matmul_steps" / "steps.csv").exists()]


def test_three_passes_all_below_the_margin_are_slower():
    # bar.py's rule called this 0.926x "level": the run's widest gap between passes was wider
    assert cv.judge_passes([0.941, 0.917, 0.918], noise=0.02) == "slower"
    assert cv.judge_passes([1.06, 1.05, 1.07], noise=0.02) == "faster"


@pytest.mark.parametrize("passes", [[0.97, 1.02, 1.0], [1.036, 0.969, 1.030],
                                    [0.95, 0.96, 1.01]])
def test_passes_straddling_1_are_level(passes):
    assert cv.judge_passes(passes, noise=0.001) == "level"


def test_a_pass_inside_the_margin_keeps_a_comparison_level():
    assert cv.judge_passes([0.941, 0.917, 0.918], noise=0.04) == "level"  # margin 0.08


def test_the_noise_is_a_scaled_median_distance_without_the_middle_pass():
    # distances from each median: 0.01, 0.01 | 0.02, 0.04 | 0.0, 0.03 -> median 0.015
    pooled = cv.pooled_noise([[1.0, 1.01, 0.99], [0.9, 0.92, 0.96], [1.1, 1.1, 1.13]])
    assert pooled == pytest.approx(cv.MAD_TO_SIGMA * 0.015)
    assert cv.distances([1.0, 1.2, 1.1]) == pytest.approx([0.1, 0.1])
    assert cv.pooled_noise([[1.0, 1.1]]) is None  # two passes: not pooled


def test_one_noisy_comparison_does_not_widen_the_noise():
    quiet = [[1.0, 1.01, 0.99]] * 9
    assert cv.pooled_noise(quiet + [[0.8, 1.0, 1.2]]) == pytest.approx(cv.pooled_noise(quiet))


@pytest.mark.parametrize("gpu", GPUS)
def test_on_each_gpus_data_the_rule_calls_0_941_0_917_0_918_slower(gpu):
    data = GpuData(GENERATED / gpu)
    noise = cv.noise(data)
    assert noise is not None and len(cv.comparisons(data)) >= 12
    assert cv.judge_passes([0.941, 0.917, 0.918], noise) == "slower"
    assert cv.judge_passes([0.98, 1.0, 1.02], noise) == "level"


@pytest.mark.parametrize("gpu", GPUS)
def test_the_page_judges_the_persistent_kernel_by_its_passes(gpu):
    data = GpuData(GENERATED / gpu)
    row = data.row(cv.STEPS, step="2. persistent", dtype="float16", size=8192)
    passes = [float(p) for p in row["x torch, passes"].split("/")]
    assert cv.row_verdict(data, row, "x torch") == cv.judge_passes(passes, cv.noise(data))
    cells = next(c for c in claims.CLAIMS if c.name == "hopper-versus-torch").cells(data)
    assert cells["float16 8192"] == [notation.ratio(float(row["x torch"])),
                                     cv.judge_passes(passes, cv.noise(data))]


@pytest.mark.skipif(not GPUS, reason="no GPU's steps.csv in docs/generated")
def test_the_verdict_tables_caption_gives_each_gpus_margin_from_its_passes():
    table = next(c for c in claims.CLAIMS if c.name == "hopper-versus-torch")
    caption = table.markdown(GENERATED).splitlines()[-1]
    for gpu in GPUS:
        data = GpuData(GENERATED / gpu)
        said = f"{notation.percent(cv.margin(data), 1)} on the {notation.short_gpu(data.gpu)}"
        assert said in caption and caption.startswith("*") and "margin: " in caption


def test_together_multiplies_each_passes_ratios(tmp_path):
    from snippets.helpers.csv_files import write_rows

    folder = tmp_path / "gpu" / "hopper_matmul_step_table"
    folder.mkdir(parents=True)
    rows = [{"variant": "2a. persistent", "ms": 2.0, "x previous": 1.0,
             "x previous, passes": "1.000 / 1.000 / 1.000"}]
    for name in ("2b. + flatten", "2c. + subtiled", "2d. + GROUP_M 16", "2. persistent"):
        rows.append({"variant": name, "ms": 1.0, "x previous": 1.1,
                     "x previous, passes": "1.100 / 1.000 / 1.050"})
    write_rows(folder / "one_change.csv", rows)
    ratio, passes = cv.together_passes(GpuData(tmp_path / "gpu"))
    assert ratio == 2.0 and passes == pytest.approx([1.1**4, 1.0, 1.05**4])


def test_every_verdict_claim_holds_on_the_committed_data():
    from snippets.machinery.claims import Claim, evaluate

    names = {"hopper-persistent-not-behind", "hopper-one-change-switches-not-ahead",
             "hopper-bar-missed-by-promotion-only", "hopper-flatten-level-or-slightly-behind",
             "hopper-warp-specialize-nothing", "hopper-tma-fewer-instructions"}
    found = [c for c in claims.CLAIMS + claims_steps.CLAIMS
             if isinstance(c, Claim) and c.name in names]
    assert len(found) == len(names)
    for claim in found:
        outcomes = evaluate(claim, GENERATED)
        assert outcomes and all(o.holds for o in outcomes), outcomes


def test_the_error_sentence_shows_each_products_error(tmp_path):
    from snippets.helpers.csv_files import write_rows

    folder = tmp_path / "nvidia-h100-80gb-hbm3" / "hopper_matmul_steps"
    folder.mkdir(parents=True)
    errors = {"torch._scaled_mm, float8, fast": 0.00263, "persistent kernel, float8, fast": 0.00263,
              "torch._scaled_mm, float8, promoted": 0.00166,
              "persistent kernel, float8, promoted": 0.00171}
    write_rows(folder / "fp8.csv", [{"product": p, "accumulation error, rms": e}
                                    for p, e in errors.items()])
    wording = next(c for c in claims.CLAIMS if c.name == "hopper-fp8-error-values")
    said = wording.words(GpuData(folder.parent))
    assert "0.00263 for both fast products" in said
    assert "0.00171 for our promoted product, 0.00166 for cuBLAS's" in said
    assert "h100" in said.lower()
