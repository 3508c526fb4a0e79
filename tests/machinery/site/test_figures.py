"""What the generated pictures claim, computed from the same parameters they are drawn
from; and every Derived figure draws on the committed data."""

import csv
import json
import re

import pytest
import triton

from snippets.machinery.items import Derived, discover
from snippets.triton_fundamentals import figures as fundamentals_figures
from snippets.triton_fundamentals.greyscale import BLOCK_H, BLOCK_W, load_photo
from snippets.matmul import figures as matmul_figures
from snippets.profiling import figures as profiling_figures
from snippets.gpus import roofline
from snippets.vector_add import figures as vector_add_figures
from snippets.vector_add.add import BLOCK_SIZE
from snippets.machinery.layout import GENERATED, ROOT, gpu_folders

GPU_DIRS = gpu_folders(GENERATED)
DERIVED = {name: item for name, item in discover().items() if isinstance(item, Derived)}


# --- concept figures ------------------------------------------------------------------
def test_vector_add_programs_match_the_wrapper_grid():
    n = vector_add_figures.EXAMPLE_N
    assert n % BLOCK_SIZE, "the example must leave a partial last block"
    blocks = vector_add_figures.program_blocks(n)
    assert len(blocks) == triton.cdiv(n, BLOCK_SIZE)
    assert sum(b["live"] for b in blocks) == n
    assert [b["masked"] for b in blocks[:-1]] == [0] * (len(blocks) - 1)
    assert blocks[-1]["masked"] == len(blocks) * BLOCK_SIZE - n > 0


def test_greyscale_tiles_cover_the_photo_with_the_wrapper_grid():
    _, height, width = load_photo().shape
    grid = fundamentals_figures.tile_grid(height, width)
    assert grid["grid"] == (triton.cdiv(height, BLOCK_H), triton.cdiv(width, BLOCK_W))
    assert grid["programs"] == grid["grid"][0] * grid["grid"][1]
    assert 0 <= grid["masked_rows"] < BLOCK_H and 0 <= grid["masked_cols"] < BLOCK_W
    assert grid["masked_rows"] + grid["masked_cols"] > 0, "the figure shows a masked edge"


def test_k_walk_has_a_masked_last_step():
    steps = matmul_figures.k_steps()
    assert len(steps) == triton.cdiv(matmul_figures.WALK_K, matmul_figures.BLOCK_K)
    assert sum(inside for _, inside in steps) == matmul_figures.WALK_K
    assert 0 < steps[-1][1] < matmul_figures.BLOCK_K


def test_grouped_waves_read_fewer_panels_than_row_major():
    # The figure's claim at a size the interpreter runs quickly: a wave of row-major
    # programs spans whole rows of tiles (every column panel of B); a grouped wave
    # spans GROUP_M rows and only as many columns as it needs.
    size, wave, group_m = 16 * matmul_figures.BLOCK_M, 40, matmul_figures.GROUP_M
    tiles = 16
    row_major = matmul_figures.order_summary(1, size=size, wave=wave)
    grouped = matmul_figures.order_summary(group_m, size=size, wave=wave)
    assert (row_major["a_panels"], row_major["b_panels"]) == (triton.cdiv(wave, tiles), tiles)
    assert (grouped["a_panels"], grouped["b_panels"]) == (group_m, triton.cdiv(wave, group_m))
    assert grouped["a_panels"] + grouped["b_panels"] < row_major["a_panels"] + row_major["b_panels"]


# --- data figures ---------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(DERIVED))
def test_every_derived_item_runs_on_the_committed_data(name, tmp_path):
    item = DERIVED[name]
    ready = [d for d in GPU_DIRS
             if all((d / source / "provenance.json").exists() for source in item.inputs)]
    if not ready:
        pytest.skip(f"no GPU folder has all the inputs of {name} yet")
    if item.scope == "across_gpus":
        item.make(tmp_path, GENERATED)
        assert any(tmp_path.iterdir()), f"{name} wrote nothing"
        return
    for gpu_dir in ready:
        folder = tmp_path / gpu_dir.name
        folder.mkdir()
        item.make(folder, gpu_dir)
        assert any(folder.iterdir()), f"{name} wrote nothing for {gpu_dir.name}"


@pytest.mark.parametrize("gpu_dir", GPU_DIRS, ids=lambda p: p.name)
def test_roofline_places_every_kernel_under_its_measured_roof(gpu_dir):
    # The roofs are measured too, and they move with the GPU's power state: on the H100
    # the 8192^3 fp16 torch.matmul measured 676 TFLOP/s (80th percentile 678) for the
    # ceiling at the start of a run, and the same product 712 in matmul_autotuned later
    # in that run. So a kernel is held to the roof of the ceilings' fastest runs (80th
    # percentile), plus 10% for that drift.
    device = json.loads((gpu_dir / "device" / "device.json").read_text())
    fastest = {key: device.get(f"{key}_high", device.get(key)) for key in
               ("copy_gbps", "matmul_tflops_fp16", "matmul_tflops_bf16")}
    points, movers = roofline.kernel_points(gpu_dir)  # raises on a kernel with no entry
    assert points and movers
    for point in points:
        roof = roofline.roof_tflops(point["flops_per_byte"], fastest)
        # (vector add at 2^28 reaches 102% of the 1 GiB copy.)
        assert point["tflops"] <= 1.10 * roof, point


def test_profiling_timeline_counts_the_trace_events():
    gpu_dir = next(d for d in GPU_DIRS if (d / "profiling_trace").is_dir())
    events = json.loads((gpu_dir / "profiling_trace" / "trace.json").read_text())["traceEvents"]
    trace = profiling_figures.read_trace(gpu_dir)
    kernels = [e for e in events if e.get("cat") in ("kernel", "gpu_memset", "gpu_memcpy")]
    assert len(trace["gpu"]) == len(kernels) > 0
    assert all(start >= 0 for _, start, _ in trace["regions"])
    assert {profiling_figures.kernel_family(n) for n, _, _ in trace["gpu"]} - {"other"}


def test_proton_chart_times_add_up():
    gpu_dir = next(d for d in GPU_DIRS if (d / "profiling_proton").is_dir())
    tree = profiling_figures.read_proton_tree(gpu_dir)

    def leaves(node):
        return [node] if not node["children"] else [x for c in node["children"] for x in leaves(c)]

    assert tree["time_ns"] == sum(leaf["time_ns"] for leaf in leaves(tree)) > 0
    viewer = (gpu_dir / "profiling_proton" / "time_and_bandwidth.txt").read_text()
    root_us = float(re.search(r"^([\d.]+) .*ROOT$", viewer, re.M).group(1))
    assert tree["time_ns"] / 1e3 == pytest.approx(root_us, rel=1e-3)
    assert profiling_figures.readable_name("_ZN2at6native29vectorized_elementwise_kernelILi4E") == (
        "at::native::vectorized_elementwise_kernel")


def test_ncu_bars_read_every_percentage_of_the_section():
    gpu_dir = next(d for d in GPU_DIRS if (d / "profiling_ncu").is_dir())
    text = (gpu_dir / "profiling_ncu" / "speed_of_light.txt").read_text()
    sol = profiling_figures.read_speed_of_light(gpu_dir)
    percent = {name for name, (unit, _) in sol["metrics"].items() if unit == "%"}
    assert percent == set(re.findall(r"^\s+(\S.*?)\s{2,}%\s", text, re.M))
    assert "add_kernel" in sol["launch"]


def test_l2_bars_read_both_orders_at_every_size():
    gpu_dir = next(d for d in GPU_DIRS if (d / "matmul_l2_order").is_dir())
    rows = matmul_figures.read_l2_rows(gpu_dir)
    sizes = {r["size"] for r in rows}
    assert len(rows) == 2 * len(sizes)


# --- pages ----------------------------------------------------------------------------
IMAGE = re.compile(r'\{\{\s*image\("([^"]+)"')


LECTURES = sorted({p.name[:2] for p in (ROOT / "docs").glob("0[1-5]-*.md")})


@pytest.mark.parametrize("lecture", LECTURES)
def test_every_lecture_has_three_generated_figures(lecture):
    # A lecture in two parts (NN-name.md, NN-name-part-2.md) counts its parts together.
    pages = sorted((ROOT / "docs").glob(f"{lecture}-*.md"))
    figures = [f for page in pages for f in IMAGE.findall(page.read_text())]
    assert len(figures) >= 3, f"lecture {lecture} shows {len(figures)} generated figures"
    for path in figures:
        assert any((folder / path).exists() for folder in GENERATED.iterdir()), path


def test_profiling_lecture_shows_its_profiles_as_pictures():
    figures = [f for page in ("04-profiling.md", "04-profiling-part-2.md")
               for f in IMAGE.findall((ROOT / "docs" / page).read_text())]
    items = {path.split("/")[0] for path in figures}
    assert {"profiling_timeline", "profiling_proton_chart", "profiling_ncu_bars"} <= items


def test_roofline_exists_for_every_gpu():
    for gpu_dir in GPU_DIRS:
        if (gpu_dir / "device" / "device.json").exists():
            assert (gpu_dir / "roofline" / "roofline.svg").exists(), gpu_dir.name
            with open(gpu_dir / "roofline" / "roofline.csv", newline="") as f:
                assert list(csv.DictReader(f))


def test_roofline_reads_every_benchmarked_snippet():
    from snippets.machinery.items import Snippet

    benchmarked = {name for name, item in discover().items()
                   if isinstance(item, Snippet) and item.benchmark is not None}
    assert set(roofline.ROOFLINE.inputs) - {"device"} == benchmarked


# --- legends clear of the data ---------------------------------------------------------
def _captured_figure(monkeypatch):
    """Runs a drawing function with plot_style.save replaced: returns the figure."""
    from snippets.helpers import plot_style

    seen = {}

    def keep(fig, path):
        fig.canvas.draw()
        seen["fig"] = fig

    monkeypatch.setattr(plot_style, "save", keep)
    return seen


def test_benchmark_legend_sits_below_the_axes(monkeypatch, tmp_path):
    from types import SimpleNamespace

    from snippets.machinery import plots

    seen = _captured_figure(monkeypatch)
    bench = SimpleNamespace(ylabel="GB/s", x_log=True, xlabel="n", x_names=["n"],
                            plot_name="vector-add")
    csv_path = next(GENERATED.glob("*/vector_add/benchmark.csv"))
    plots.plot_benchmark(csv_path, tmp_path / "plot.svg", bench, 3000.0, "a GPU")
    fig = seen["fig"]
    ax = fig.axes[0]
    legend = ax.get_legend().get_window_extent()
    assert legend.y1 < ax.get_window_extent().y0, "the legend overlaps the plotted lines"


@pytest.mark.parametrize("gpu_dir", GPU_DIRS, ids=lambda p: p.name)
def test_roofline_roofs_meet_at_the_ridge_and_the_legend_is_clear(gpu_dir, monkeypatch,
                                                                  tmp_path):
    seen = _captured_figure(monkeypatch)
    roofline.draw_roofline(tmp_path, gpu_dir)
    ax = seen["fig"].axes[0]
    ceilings = roofline.read_ceilings(gpu_dir)
    top = max(filter(None, (ceilings["matmul_tflops_fp16"], ceilings["matmul_tflops_bf16"])),
              default=None)
    memory = ax.get_lines()[0].get_ydata()
    if top:
        assert max(memory) <= top * 1.0001, "the memory roof climbs above the compute roof"
    legend = ax.get_legend().get_window_extent()
    assert legend.y1 < ax.get_window_extent().y0, "the legend sits on the roofs"


# --- phone variants: panels stacked ----------------------------------------------------
def test_stack_puts_a_row_of_three_panels_in_one_column(tmp_path):
    from snippets.helpers import plot_style

    plt = plot_style.apply()
    fig, axes = plt.subplots(1, 3, figsize=(11, 3.6))
    for i, ax in enumerate(axes):
        image = ax.imshow([[i, i + 1], [i + 2, i + 3]])
        ax.set_title(f"panel {i}")
    fig.colorbar(image, ax=axes.tolist(), label="shared scale")
    axes[0].twinx()
    fig.suptitle("a title far too long for a phone's width " * 3)
    fig.legend(["a", "b", "c", "d"], ncols=4, loc="lower center")
    plot_style.save(fig, tmp_path / "row.svg", phone=True)
    assert (tmp_path / "row.svg").exists() and (tmp_path / "row.phone.svg").exists()

    fig, axes = plt.subplots(1, 3, figsize=(11, 3.6))
    twin = axes[0].twinx()
    plot_style.stack(fig)
    cells = plot_style.panels(fig)
    assert [cell[0] for cell in cells] == list(axes), "reading order kept"
    assert twin in cells[0], "a twin axes moves with its panel"
    specs = [cell[0].get_subplotspec() for cell in cells]
    assert [(s.rowspan.start, s.colspan.start) for s in specs] == [(0, 0), (1, 0), (2, 0)]
    assert all(s.get_gridspec().get_geometry() == (3, 1) for s in specs)
    assert fig.get_size_inches()[0] == plot_style.PHONE_WIDTH
    fig.canvas.draw()
    tops = [ax.get_position().y0 for ax in axes]
    assert tops[0] > tops[1] > tops[2], "stacked top to bottom"
    plt.close(fig)


def test_every_phone_variant_is_narrow_and_has_its_wide_figure():
    """A phone variant sits beside a wide figure, is narrower than it, and fits a phone
    (about 430 CSS px): a figure of panels side by side stacks them; one panel is drawn
    narrower with its text raised."""
    from snippets.machinery.site.figures import svg_box

    phones = sorted(GENERATED.rglob("*.phone.svg"))
    assert phones
    for phone in phones:
        wide = phone.with_name(phone.name.replace(".phone.svg", ".svg"))
        assert wide.exists(), f"{phone} has no wide figure"
        width, height = svg_box(phone)
        assert width * 4 / 3 <= 450, f"{phone}: {width * 4 / 3:.0f} px wide"
        assert width < svg_box(wide)[0], f"{phone}: no narrower than {wide.name}"


# --- every figure reads on a phone ------------------------------------------------------
def _shown_on_a_phone():
    """Every light figure the site can show, and the file a 390 px phone gets for it:
    its phone variant where it has one."""
    from snippets.helpers.plot_style import phone_path

    for svg in sorted(GENERATED.glob("*/*/*.svg")):
        if ".dark" in svg.suffixes or ".phone" in svg.suffixes:
            continue
        phone = phone_path(svg)
        yield svg, phone if phone.exists() else svg


def test_every_figure_reads_on_a_phone():
    """At 390 px wide the page scales a figure down to its column: its smallest text,
    which every SVG records, must still be at least 9 CSS px there."""
    from snippets.helpers.plot_style import MIN_PHONE_TEXT_PX, svg_width_pt, text_px_on_phone

    small, seen = [], 0
    for figure, shown in _shown_on_a_phone():
        head = shown.read_text()[:4000]
        recorded = re.search(r"smallest text ([\d.]+) pt", head)
        if recorded is None:
            small.append(f"{shown.relative_to(GENERATED)}: drawn before the smallest text "
                         "was recorded (regenerate it, or --redraw a GPU output)")
            continue
        seen += 1
        px = text_px_on_phone(float(recorded.group(1)), svg_width_pt(shown))
        if px < MIN_PHONE_TEXT_PX:
            small.append(f"{shown.relative_to(GENERATED)}: {px:.1f} px")
    assert seen > 30
    assert not small, "text under 9 px on a phone:\n" + "\n".join(small)


def test_a_wide_figure_gets_a_phone_variant_with_legible_text(tmp_path):
    from snippets.helpers import plot_style

    plt = plot_style.apply()
    fig, ax = plt.subplots(figsize=(9, 3.5))
    ax.plot([1, 2, 3], [3, 1, 2], label="a series")
    ax.set_xlabel("x")
    ax.legend()
    plot_style.save(fig, tmp_path / "wide.svg")
    phone = tmp_path / "wide.phone.svg"
    assert phone.exists() and (tmp_path / "wide.phone.dark.svg").exists()
    pt = float(re.search(r"smallest text ([\d.]+) pt", phone.read_text()).group(1))
    assert plot_style.text_px_on_phone(pt, plot_style.svg_width_pt(phone)) >= 9
