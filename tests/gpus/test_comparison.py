"""The GPU comparison: complete, and worded from the data it reads."""

import json

from snippets.machinery.items import Snippet, discover
from snippets.gpus import compare


def test_every_benchmarked_snippet_is_compared():
    benchmarked = {s.name for s in discover().values()
                   if isinstance(s, Snippet) and s.benchmark is not None}
    assert set(compare.BENCHMARKED) == benchmarked


def _gpu(generated, slug, name, copy_gbps, rows, band=0.01):
    folder = generated / slug
    (folder / "device").mkdir(parents=True)
    (folder / "device" / "device.json").write_text(json.dumps(
        {"copy_gbps": copy_gbps, "copy_gbps_low": copy_gbps - 1, "matmul_tflops_bf16": 700.0,
         "matmul_tflops_bf16_low": 650.0}))
    (folder / "device" / "provenance.json").write_text(json.dumps({"gpu": name}))
    (folder / "copy").mkdir()
    lines = ["benchmark,provider,provider_name,x_name,x,args,unit,value_p50,value_low,value_high"]
    lines += [f"copy,{p},{p},n,{x},{{}},GB/s,{v},{v * (1 - band)},{v * (1 + band)}"
              for p, x, v in rows]
    (folder / "copy" / "benchmark.csv").write_text("\n".join(lines) + "\n")


def test_comparison_reads_each_gpu_against_its_own_limit_and_finds_order_changes(tmp_path):
    # On GPU A, ours (90%) trails torch (95%); on GPU B ours (96%) leads torch (85%).
    _gpu(tmp_path, "gpu-a", "NVIDIA H200", 1000.0,
         [("ours", 16, 1.0), ("torch", 16, 1.0), ("ours", 1024, 900.0), ("torch", 1024, 950.0)])
    _gpu(tmp_path, "gpu-b", "Other GPU", 2000.0,
         [("ours", 1024, 1920.0), ("torch", 1024, 1700.0)])
    (tmp_path / "out").mkdir()
    compare.make_comparison(tmp_path / "out", tmp_path)
    fractions = (tmp_path / "out" / "fractions.csv").read_text()
    assert "NVIDIA H200,copy,ours,n=1024,GB/s,900.0,0.9" in fractions
    assert "Other GPU,copy,ours,n=1024,GB/s,1920.0,0.96" in fractions
    assert "n=16" not in fractions  # only the largest size is compared
    summary = " ".join((tmp_path / "out" / "summary.md").read_text().split())
    assert "copy bandwidth (GB/s) 1000 (21 % of the datasheet's 4800)" in summary
    assert "Other GPU: copy bandwidth (GB/s) 2000;" in summary  # no datasheet entry
    limits = (tmp_path / "out" / "limits.csv").read_text()
    assert "low end of spread" in limits.splitlines()[0]
    assert "NVIDIA H200,bf16 matmul (TFLOP/s),700,650," in limits
    assert "copy: ours is ahead of torch on Other GPU and behind it on NVIDIA H200" in summary
    assert (tmp_path / "out" / "fractions.svg").read_text().startswith("<?xml")


def test_lines_of_different_benchmarks_are_never_compared():
    # A copy kernel against torch.square at other sizes is no order.
    rows = [{"gpu": g, "benchmark": b, "line": l, "unit": "GB/s", "fraction of limit": f,
             "p20-p80 band": f"{f - 0.001}-{f + 0.001}"}
            for g, b, l, f in (("A", "copy", "copy_kernel", 0.9), ("A", "square", "torch", 0.8),
                               ("B", "copy", "copy_kernel", 0.8), ("B", "square", "torch", 0.9))]
    assert compare.ranking_changes(rows) == []


def test_an_order_inside_the_noise_is_not_an_order_change(tmp_path):
    # The same medians as above, but GPU B's p20-p80 bands are 10% wide: they overlap.
    _gpu(tmp_path, "gpu-a", "NVIDIA H200", 1000.0, [("ours", 1024, 900.0), ("torch", 1024, 950.0)])
    _gpu(tmp_path, "gpu-b", "Other GPU", 2000.0,
         [("ours", 1024, 1920.0), ("torch", 1024, 1800.0)], band=0.1)
    (tmp_path / "out").mkdir()
    compare.make_comparison(tmp_path / "out", tmp_path)
    summary = " ".join((tmp_path / "out" / "summary.md").read_text().split())
    assert "No two lines of one benchmark change order between the GPUs beyond" in summary


def _csv(folder, item, header, rows, name="benchmark.csv"):
    (folder / item).mkdir(parents=True, exist_ok=True)
    (folder / item / name).write_text("\n".join([header] + rows) + "\n")


def test_bars_are_judged_from_each_gpus_own_numbers(tmp_path):
    from snippets.gpus import bars

    header = "provider,x,x_name,fraction_of_copy,ms_p50"
    _csv(tmp_path, "vector_add", header, ["triton,8388608,n,0.5,1", "triton,16777216,n,0.899,1",
                                          "triton,33554432,n,0.97,1", "torch,16777216,n,0.1,1"])
    verdict = bars.vector_add_bar(tmp_path)
    assert verdict == {"measured": "lowest 89.9% of copy, at 2^24 elements", "met": "NO"}
    _csv(tmp_path, "greyscale", header, ["triton,1024,side,0.5,1", "triton,16384,side,0.86,1"])
    assert bars.memory_bound_bar("greyscale", "triton")(tmp_path)["met"] == "yes"
    _csv(tmp_path, "row_softmax", header, [
        "triton fp32,1024,n,0,1.0", "torch fp32,1024,n,0,1.2",
        "triton fp16,16384,n,0,2.0", "torch fp16,16384,n,0,1.9",
        "triton fp16,32768,n,0,9.0", "torch fp16,32768,n,0,1.0"])  # outside the bar's range
    assert bars.softmax_bar(tmp_path) == {
        "measured": "speed-up over torch.softmax 0.95x to 1.20x", "met": "NO"}
    assert bars.matmul_bar(tmp_path)["met"] == "no data"


def test_the_hopper_bar_counts_cases_over_every_gpu(tmp_path):
    from snippets.gpus import bars

    # Judged against each GPU's spread between two runs of one comparison
    # (hopper_matmul/bar.py): gpu-a timed bfloat16 8192 at 1.03, then again at 1.02.
    header = 'dtype,size,step,x torch,"x torch, passes"'
    cases = [("float16", 4096), ("float16", 8192), ("bfloat16", 4096), ("bfloat16", 8192)]
    ratios = {"gpu-a": [1.015, 1.0, 1.005, 1.03], "gpu-b": [1.055, 0.985, 1.035, 1.015]}
    for gpu, values in ratios.items():
        rows = [f'{d},{s},2. persistent,{r},"{r} / {r}"' for (d, s), r in zip(cases, values)]
        _csv(tmp_path / gpu, "hopper_matmul_steps", header,
             rows + ['float16,4096,1. TMA,9,"9 / 9"'], name="steps.csv")
    _csv(tmp_path / "gpu-a", "hopper_matmul_steps", "product,accumulation,x cuBLAS",
         ['"persistent kernel, bfloat16",float32,1.02'], name="fp8.csv")
    verdict = bars.hopper_par_bar([tmp_path / "gpu-a", tmp_path / "gpu-b"])
    assert verdict["measured"].startswith("5 of 8 cases ahead of torch.matmul, 2 level")
    assert "1 behind; worst 0.985×" in verdict["measured"]
    assert verdict["met"] == "NO"
    assert bars.hopper_gpu_bar(tmp_path / "gpu-a")["met"] == "yes"

def test_the_float8_bar_keeps_torch_scaled_mm_out_of_italics(tmp_path):
    """The bar tables are Markdown: "torch._scaled_mm" unescaped renders "_scaled_" in
    italics, so its underscores are escaped in the label and the measurement."""
    from snippets.gpus import bars

    label = next(b for b, _ in bars.BARS["07-hopper-matmul"] if "float8" in b)
    assert r"torch.\_scaled\_mm" in label and "._scaled_" not in label
    _csv(tmp_path, "hopper_matmul_steps", "product,accumulation,x cuBLAS",
         ['"persistent kernel, float8, fast",fast (no promotion),1.02'], name="fp8.csv")
    measured = bars.hopper_fp8_bar(tmp_path)["measured"]
    assert measured == r"fast (no promotion): 1.020× torch.\_scaled\_mm", measured
