"""Lecture 3's sentences on timing methods, read from synthetic data on the CPU: the small
products split by the host's margin before do_bench's flush ends, do_bench against graph
replays, ncu against the settled method, and the tile benchmark's steps."""

import json

import pytest

from snippets.machinery.claims import GpuData
from snippets.helpers.csv_files import write_rows

GRAPH_US = {"naive": (4.0, 5.3, 8.1), "grouped": (4.0, 5.4, 8.1), "autotuned": (2.6, 3.5, 6.8),
            "torch": (2.7, 3.4, 5.5)}
SIZES = (256, 512, 1024)


def _write(path, rows):
    path.parent.mkdir(parents=True, exist_ok=True)
    write_rows(path, rows)


def _gpu(tmp_path, host_autotuned=54.0, autotuned_do_bench=(17.0, 19.3, 18.1), stall=36.8):
    """A GPU folder shaped like the H200's: the autotuned kernel's host ends a few µs
    before the 60.6 µs flush, and naive at 256 stalled once."""
    gpu = tmp_path / "nvidia-h200"
    (gpu / "matmul_small").mkdir(parents=True)
    (gpu / "matmul_small" / "provenance.json").write_text(json.dumps({"gpu": "NVIDIA H200"}))
    small, square = [], []
    for i, size in enumerate(SIZES):
        for provider, graph in GRAPH_US.items():
            do_bench = graph[i] + 2.7 + i  # a few µs above, growing a little
            if provider == "autotuned":
                do_bench = autotuned_do_bench[i]
            steady = do_bench
            if (provider, size) == ("naive", 256):
                do_bench = stall
            small.append({"size": size, "provider": provider, "tile": "64x64x64", "programs": 16,
                          "do_bench_us": do_bench, "do_bench_p20_us": do_bench * 0.9,
                          "do_bench_p80_us": do_bench * 1.1, "steady_us": steady,
                          "host_us": host_autotuned if provider == "autotuned" else 40.0,
                          "flush_us": 60.6})
            flops = 2 * size**3
            square.append({"provider": provider, "x": size,
                           "value_p50": flops / graph[i] / 1e6, "value_low": 0, "value_high": 0,
                           "ms_p50": graph[i] / 1000, "ms_p20": 0, "ms_p80": 0})
    _write(gpu / "matmul_small" / "small.csv", small)
    _write(gpu / "matmul_autotuned" / "benchmark.csv", square)
    # Lecture 1's fixed cost: a fit whose intercepts differ by 3.2 µs.
    _write(gpu / "vector_add_fixed_cost" / "fixed_cost.csv",
           [{"n_elements": n, "MB_moved": 12 * n / 1e6, "do_bench_us": 12 * n / 4e9 * 1e6 + 6.9,
             "back_to_back_us": 12 * n / 4e9 * 1e6 + 3.7} for n in (2**24, 2**25, 2**26)])
    return GpuData(gpu)


def test_the_host_words_split_the_cases_by_the_margin_before_the_flush(tmp_path):
    from snippets.matmul.claims_small_products_and_epilogue import _small_host_words

    said = _small_host_words(_gpu(tmp_path))
    assert said.startswith("On the NVIDIA H200, the host's work ends 10 µs or more")
    assert "except for the autotuned kernel" in said and "a few µs above" in said
    assert "torch's included" in said
    assert "one stall (naive at 256) that do_bench_steady, timing again, does not repeat" in said
    assert "For the autotuned kernel the host's work ends less than that before the flush" in said
    assert "a time that does not grow with the product is the host's" in said


def test_the_host_words_say_nothing_of_the_host_where_do_bench_grows_with_the_product(tmp_path):
    from snippets.matmul.claims_small_products_and_epilogue import _small_host_words

    said = _small_host_words(_gpu(tmp_path, autotuned_do_bench=(6.0, 12.0, 24.0), stall=7.5))
    assert "stall" not in said and "is the host's" not in said
    said = _small_host_words(_gpu(tmp_path / "spare", host_autotuned=30.0))
    assert "in every case" in said and "For the" not in said


def test_the_excess_is_compared_with_lecture_1s_saving(tmp_path):
    from snippets.matmul import claims_timing_methods

    data = _gpu(tmp_path)
    said = claims_timing_methods._excess_against_lecture_1_words(data)
    assert said.endswith("every such excess is within a factor of four of lecture 1's saving.")
    rows = dict(claims_timing_methods._excess_rows(data))
    assert rows["lecture 1: back-to-back timing's saving per call"] == "3.20\u00a0µs"
    _write(tmp_path / "nvidia-h200" / "vector_add_fixed_cost" / "fixed_cost.csv",
           [{"n_elements": n, "MB_moved": 12 * n / 1e6, "do_bench_us": 12 * n / 4e9 * 1e6 + 16.9,
             "back_to_back_us": 12 * n / 4e9 * 1e6 + 0.9} for n in (2**24, 2**25, 2**26)])
    # A 16 µs saving: the 3.2 µs excess is not within a factor of four of it.
    said = claims_timing_methods._excess_against_lecture_1_words(data)
    assert "within a factor of four" not in said and "under a quarter of it" in said


def _l2(tmp_path, naive_settled=2.0089):
    gpu = tmp_path / "nvidia-h100-80gb-hbm3"
    _write(gpu / "matmul_l2_order" / "l2_order.csv",
           [{"size": size, "order": order, "ncu time (ms)": ncu, "settled time (ms)": settled,
             "ncu SM MHz": ncu_mhz, "settled SM MHz": settled_mhz}
            for size, order, ncu, settled, ncu_mhz, settled_mhz in (
                (2048, "naive", 0.027, 0.031, 1585, 1500),
                (2048, "grouped (GROUP_M=8)", 0.027, 0.0307, 1581, 1515),
                (8192, "naive", 1.667, naive_settled, 1330, 1200),
                (8192, "grouped (GROUP_M=8)", 1.648, 1.904, 1430, 1245))])
    return GpuData(gpu)


def test_ncu_against_settled_reads_clock_and_time_ratios(tmp_path):
    from snippets.matmul import claims_timing_methods

    data = _l2(tmp_path)
    assert claims_timing_methods._clock_part(data)[0]
    assert "a smaller gain than the settled times do" in claims_timing_methods._gain_words(data)
    rows = dict(claims_timing_methods._method_rows(data))
    assert rows["8192, naive"] == ["1.21×", "1.11×"]
    # grouped's gain larger under ncu than settled: the sentence says so
    larger = _l2(tmp_path / "other", naive_settled=1.667 * 1.904 / 1.648 * 0.99)
    assert "a larger gain than the settled times do" in claims_timing_methods._gain_words(larger)
    # ncu makes grouped order slower, the settled times faster
    _write(tmp_path / "slower" / "nvidia-h100-80gb-hbm3" / "matmul_l2_order" / "l2_order.csv",
           [{"size": 8192, "order": order, "ncu time (ms)": ncu, "settled time (ms)": settled}
            for order, ncu, settled in (("naive", 1.85, 2.59), ("grouped (GROUP_M=8)", 1.91, 2.09))])
    slower = GpuData(tmp_path / "slower" / "nvidia-h100-80gb-hbm3")
    assert "the slower of the two" in claims_timing_methods._gain_words(slower)


@pytest.mark.parametrize("gains, holds", [((29.0, 117.0, 265.0, 502.0), True),
                                          ((29.0, 50.0, 265.0, 502.0), False)])
def test_the_largest_tile_step_is_read_from_both_orders(tmp_path, gains, holds):
    from snippets.matmul import claims_timing_methods

    gpu = tmp_path / "nvidia-h100-80gb-hbm3"
    _write(gpu / "matmul_grouped" / "benchmark.csv",
           [{"provider": p, "x": x, "value_p50": v} for p in ("naive", "grouped")
            for x, v in zip((16, 32, 64, 128), gains)])
    lowering = tmp_path / "portable" / "matmul_dot_lowering" / "dot_lowering.txt"
    lowering.parent.mkdir(parents=True)
    lowering.write_text(" 16 x 16 : tt.dot -> PTX mma.sync (m16n8k16, 2 in the PTX)\n"
                        " 32 x 32 : tt.dot -> PTX mma.sync (m16n8k16, 4 in the PTX)\n"
                        " 64 x 64 : ttng.warp_group_dot -> PTX wgmma.mma_async\n")
    data = GpuData(gpu)
    assert claims_timing_methods._largest_step_mma_sync(data)[0] is holds
    assert claims_timing_methods._step_rows(data)[0][0] == "16 → 32"
