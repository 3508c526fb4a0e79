"""What lecture 7's figures claim, checked against the code they are drawn from."""

import csv
import inspect

import pytest
import torch
import triton
import triton.language as tl

from snippets.helpers.runtime import default_device
from snippets.hopper_matmul import (descriptor_figure, fp8_table, schedule_figure, steps,
                                     steps_figure, timeline_figure)
from snippets.hopper_matmul.persistent import GPU_CONFIGS, balanced_programs
from snippets.hopper_matmul.tiles import tile_position


@triton.jit
def _positions_kernel(out_ptr, num_pid_m, num_pid_n, GROUP_M: tl.constexpr):
    tile_id = tl.program_id(0)
    pid_m, pid_n = tile_position(tile_id, num_pid_m, num_pid_n, GROUP_M)
    tl.store(out_ptr + 2 * tile_id, pid_m)
    tl.store(out_ptr + 2 * tile_id + 1, pid_n)


@pytest.mark.parametrize("num_pid_m, num_pid_n, group_m", [(7, 5, 3), (4, 6, 8)])
def test_the_figures_tile_order_is_the_kernels(num_pid_m, num_pid_n, group_m):
    tiles = num_pid_m * num_pid_n
    out = torch.full((tiles, 2), -1, dtype=torch.int32, device=default_device())
    _positions_kernel[(tiles,)](out, num_pid_m, num_pid_n, GROUP_M=group_m)
    mirror = [list(schedule_figure.grouped_position(t, num_pid_m, num_pid_n, group_m))
              for t in range(tiles)]
    assert out.tolist() == mirror


def test_schedule_uses_the_kernels_config_and_balanced_grid():
    chosen = GPU_CONFIGS[0].kwargs
    assert (schedule_figure.BLOCK_M, schedule_figure.BLOCK_N, schedule_figure.GROUP_M) == (
        chosen["BLOCK_M"], chosen["BLOCK_N"], chosen["GROUP_M"])
    plan = schedule_figure.schedule()
    tiles = triton.cdiv(8192, chosen["BLOCK_M"]) * triton.cdiv(8192, chosen["BLOCK_N"])
    assert sorted(n for row in plan["number"] for n in row) == list(range(tiles))
    # As many rounds as one program per SM would take, with fewer programs.
    assert plan["rounds"] == triton.cdiv(tiles, 132) and plan["programs"] <= 132
    assert plan["programs"] == balanced_programs(tiles, 132)
    assert 0 < plan["one_per_sm_last_round_busy"] < 132, "one per SM ends in a partial round"


def test_descriptor_figure_boxes_and_padding_come_from_the_code():
    descs = descriptor_figure.example_descriptors()
    kw = GPU_CONFIGS[0].kwargs
    assert descs["a_desc"].block_shape == [kw["BLOCK_M"], kw["BLOCK_K"]]
    assert descs["b_desc"].block_shape == [kw["BLOCK_K"], kw["BLOCK_N"]]
    loads = descriptor_figure.k_loads()
    assert len(loads) == triton.cdiv(descriptor_figure.K, kw["BLOCK_K"])
    assert 0 < loads[-1][1] < kw["BLOCK_K"], "the last box sticks out of K"
    assert descriptor_figure.M % kw["BLOCK_M"] and descriptor_figure.N % kw["BLOCK_N"]
    pad = descriptor_figure.padded_rows()
    align = pad["alignment"]
    assert (pad["plain_pitch"] * pad["element_size"]) % align
    assert (pad["padded_pitch"] * pad["element_size"]) % align == 0
    assert 0 < pad["padded_pitch"] - pad["plain_pitch"] < align // pad["element_size"]


def test_steps_figure_reads_the_columns_steps_py_writes():
    written = inspect.getsource(steps.step_rows) + inspect.getsource(fp8_table)
    for column in steps_figure.STEP_COLUMNS + steps_figure.FP8_COLUMNS:
        assert f'"{column}":' in written, column


def _write(path, rows):
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)


@pytest.mark.parametrize("with_fp8", [True, False])
def test_steps_figure_draws_a_small_csv(tmp_path, with_fp8):
    source = tmp_path / "gpu" / steps_figure.SOURCE
    source.mkdir(parents=True)
    rows = [{"dtype": dtype, "size": size, "step": step, "ms": 1.0, "TFLOP/s": 600 + i,
             "torch TFLOP/s": 620, "x torch": round((600 + i) / 620, 3),
             "do_bench x torch": 0.9, "config": "128x256x64"}
            for dtype in ("float16", "bfloat16") for size in (4096, 8192)
            for i, step in enumerate(steps.STEPS)]
    _write(source / "steps.csv", rows)
    if with_fp8:
        _write(source / "fp8.csv", [{"product": p, "size": 8192, "ms": 1.0, "TFLOP/s": 900,
                                     "relative error": 0.01, "max abs error": 0.1}
                                    for p in ("torch._scaled_mm, float8",
                                              "persistent kernel, float8")])
    cases = steps_figure.read_steps(tmp_path / "gpu")
    assert len(cases) == 4 and all(list(c["steps"]) == list(steps.STEPS) for c in cases.values())
    out = tmp_path / "out"
    out.mkdir()
    steps_figure.draw_steps(out, tmp_path / "gpu")
    assert (out / "steps.svg").stat().st_size > 0


def test_steps_figure_names_a_missing_column(tmp_path):
    source = tmp_path / steps_figure.SOURCE
    source.mkdir()
    _write(source / "steps.csv", [{"dtype": "float16", "size": 4096, "step": "x"}])
    with pytest.raises(ValueError, match="TFLOP/s"):
        steps_figure.read_steps(tmp_path)


def test_timeline_figure_reads_the_columns_steps_py_writes():
    written = inspect.getsource(steps.time_case)
    for column in timeline_figure.REPLAY_COLUMNS + timeline_figure.CLOCK_COLUMNS:
        assert f'"{column}":' in written, column


def test_timeline_figure_draws_a_small_csv(tmp_path):
    source = tmp_path / "gpu" / timeline_figure.SOURCE
    source.mkdir(parents=True)
    replays, clock = [], []
    for case in ("float16 4096", "bfloat16 8192", "float8 8192"):
        for stretch, provider in enumerate(["torch", "2. persistent", "2. persistent", "torch"]):
            for i in range(4):
                t = stretch + i / 4
                replays.append({"case": case, "provider": provider, "stretch": stretch,
                                "start s": t, "ms": 0.2 + 0.01 * stretch, "timed": int(i >= 2)})
                clock.append({"case": case, "t s": t, "label": provider, "SM MHz": 1400 - i,
                              "board W": 690})
    _write(source / "timeline.csv", replays)
    _write(source / "clocks.csv", clock)
    cases = timeline_figure.read_timeline(tmp_path / "gpu")
    assert list(cases) == ["float16 4096", "bfloat16 8192"], "float8 is left out"
    assert len(cases["float16 4096"]["replays"]) == 16 and len(cases["float16 4096"]["clock"]) == 16
    out = tmp_path / "out"
    out.mkdir()
    timeline_figure.draw_timeline(out, tmp_path / "gpu")
    assert (out / "timeline.svg").stat().st_size > 0


def test_cublas_figure_decodes_the_kernel_name_and_counts_the_waves():
    from snippets.hopper_matmul import cublas_figure

    found = cublas_figure.decode("nvjet_sm90_hsh_320x128_64x3_1x2_h_bz_coopB_NNT")
    assert (found["tm"], found["tn"], found["tk"], found["stages"]) == (320, 128, 64, 3)
    assert (found["cm"], found["cn"]) == (1, 2)
    assert cublas_figure.decode("ampere_h16816gemm_128x128") is None
    ours = cublas_figure.tiles_per_program((128, 256), 128)
    assert ours == [16] * 128  # 2048 tiles, every round full
    theirs = cublas_figure.tiles_per_program((320, 128), 132)
    assert sum(theirs) == 26 * 64 and theirs.count(13) == 1664 - 12 * 132


def test_timeline_reads_only_the_float16_and_bfloat16_cases(tmp_path):
    source = tmp_path / timeline_figure.SOURCE
    source.mkdir()
    rows = [{"case": case, "provider": "torch", "stretch": 0, "start s": 0.0, "ms": 1.0,
             "timed": 1} for case in ("float16 4096", "float8 8192", "one-change 8192",
                                      "one change at a time, float16 8192")]
    _write(source / "timeline.csv", rows)
    assert list(timeline_figure.read_timeline(tmp_path)) == ["float16 4096"]
