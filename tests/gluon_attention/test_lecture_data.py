"""Lecture 9's data code on the CPU: the float64 reference, the words written from a
benchmark CSV, and the PTX outline (no GPU, no compile)."""

import csv
import json
import math

import pytest
import torch
import torch.nn.functional as F

from snippets.gluon_attention import claims, machine_code
from snippets.gluon_attention.accuracy import reference64
from snippets.machinery.claims import GpuData


def test_reference_matches_sdpa_in_float64():
    g = torch.Generator().manual_seed(0)
    q = torch.randn(1, 4, 9, 16, generator=g, dtype=torch.float64)
    k = torch.randn(1, 2, 13, 16, generator=g, dtype=torch.float64)
    v = torch.randn(1, 2, 13, 16, generator=g, dtype=torch.float64)
    for causal in (False, True):
        o, lse = reference64(q, k, v, causal, 0.25)
        mask = torch.ones(9, 13, dtype=torch.bool).tril() if causal else None
        want = F.scaled_dot_product_attention(q, k.repeat_interleave(2, 1), v.repeat_interleave(2, 1),
                                              attn_mask=mask, scale=0.25)
        torch.testing.assert_close(o, want)
        scores = 0.25 * q @ k.repeat_interleave(2, 1).transpose(-2, -1)
        if causal:
            scores = scores.masked_fill(~mask, -math.inf)
        torch.testing.assert_close(lse, torch.logsumexp(scores, -1) / math.log(2))


PROVIDERS = ["gluon v1", "gluon ws", "gluon overlap", "lecture 8 tl", "sdpa cudnn", "sdpa flash"]


def write_benchmark(root, speeds):
    """A GPU folder whose benchmark has one case per mask; ``speeds[provider]`` is
    (pass 1, pass 2) for both cases."""
    folder = root / "nvidia-h200" / "gluon_attention_benchmark"
    folder.mkdir(parents=True)
    (folder / "provenance.json").write_text(json.dumps({"gpu": "NVIDIA H200"}))
    with open(folder / "tflops.csv", "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["dtype", "head dim", "N", "causal", "provider", "TFLOP/s", "pass 1", "pass 2"])
        for causal in (0, 1):
            for p in PROVIDERS:
                a, b = speeds.get(p, (100.0, 100.0))
                writer.writerow(["bfloat16", 128, 4096, causal, p, (a + b) / 2, a, b])
    other = root / "nvidia-h100-80gb-hbm3" / "vector_add"
    other.mkdir(parents=True)
    (other / "provenance.json").write_text(json.dumps({"gpu": "NVIDIA H100 80GB HBM3"}))
    return GpuData(root / "nvidia-h200")


@pytest.mark.parametrize("final, verdict", [((95.0, 96.0), "met in every case"),
                                            ((89.0, 95.0), "not met")])
def test_bar_is_met_only_when_every_pass_is(tmp_path, final, verdict):
    data = write_benchmark(tmp_path, {"gluon overlap": final, "sdpa cudnn": (100.0, 100.0)})
    said = claims.bar_words(data, "sdpa cudnn", claims.BAR_CUDNN, "cuDNN")
    assert verdict in said and said.startswith("On the NVIDIA H200")


def test_gain_is_faster_only_beyond_both_passes(tmp_path):
    data = write_benchmark(tmp_path, {"gluon ws": (101.0, 99.0), "gluon v1": (100.0, 100.0),
                                      "gluon overlap": (110.0, 111.0)})
    assert "level in every case" in claims.gain_words(data, "gluon ws", "gluon v1", "ws")
    assert "faster in every case" in claims.gain_words(data, "gluon overlap", "gluon ws", "x")


def test_gpus_without_the_lecture_are_named(tmp_path):
    data = write_benchmark(tmp_path, {})
    said = claims.not_run_words(data)
    assert "the NVIDIA H100 80GB HBM3 has not run it yet" in said


PTX = """
$L__BB0_3:
	mbarrier.try_wait.parity.shared::cta.b64 complete, [%r1], %r2;
	wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {%r3}, %rd1, %rd2;
	wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {%r3}, %rd1, %rd2;
	wgmma.commit_group.sync.aligned;
	wgmma.wait_group.sync.aligned 1;
	bar.sync 	2, 128;
	ex2.approx.ftz.f32 %f1, %f2;
	fma.rn.f32 %f3, %f1, %f2, %f3;
	wgmma.wait_group.sync.aligned 0;
	@%p1 bra 	$L__BB0_3;
"""


def test_outline_keeps_the_order_of_waits_and_counts_the_work():
    body = machine_code.first_product_loop(machine_code.instruction_lines(PTX))
    assert machine_code.outline(body) == [
        "mbarrier.try_wait  (wait until a TMA copy landed)",
        "wgmma.mma_async x2",
        "wgmma.commit_group",
        "wgmma.wait_group 1",
        "bar.sync  (128 threads wait for each other)",
        "    ... 2 other instructions, 1 of them ex2.approx",
        "wgmma.wait_group 0",
        "    ... 1 other instruction",
    ]


def test_profile_rows_group_launches_between_markers():
    from snippets.gluon_attention import profile

    def launch(name, ms):
        return {"kernel": name, "metrics": {"gpu__time_duration.sum": ms}}

    launches = []
    for causal in (0, 1):
        for name in profile.PROVIDERS:
            launches.append(launch("void at::cuda::spin_kernel(long)", 1))
            launches.append(launch(f"main {name}", 10))
            if name == "sdpa cudnn":
                launches.append(launch("cudnn helper", 2))
    rows = profile.table_rows(launches)
    assert [(r["provider"], r["causal"]) for r in rows][:2] == [("lecture 8 tl", 0), ("gluon v1", 0)]
    cudnn = rows[len(profile.PROVIDERS) - 1]
    assert cudnn["kernels"] == 2 and cudnn["kernel"] == "main sdpa cudnn"
    assert cudnn["gpu__time_duration.sum"] == 12
    with pytest.raises(Exception, match="expected"):
        profile.table_rows(launches[:-3])


def test_no_gpu_having_run_it_is_said_too(tmp_path):
    other = tmp_path / "nvidia-h200" / "vector_add"
    other.mkdir(parents=True)
    (other / "provenance.json").write_text(json.dumps({"gpu": "NVIDIA H200"}))
    assert claims.not_run_words(GpuData(tmp_path / "nvidia-h200")).startswith("No GPU")


def test_the_schematic_follows_the_kernels_rules():
    """Step 3's schematic: a copy of K or V into a slot starts after both consumers
    released that tensor's block two before; each softmax j runs while that consumer's P_{j-1} V_{j-1} does."""
    from snippets.gluon_attention.schedule_figure import schedule

    boxes = schedule()
    at = {(lane, label): (start, start + width) for lane, start, width, label, _ in boxes}
    for j in range(2, 4):
        for c in (0, 1):
            assert at[("loader (1 warp)", f"K{j}")][0] >= at[(f"consumer {c}: tensor cores", f"S{j - 2}")][1]
            assert (at[("loader (1 warp)", f"V{j}")][0]
                    >= at[(f"consumer {c}: tensor cores", f"P{j - 2}·V{j - 2}")][1])
    for c in (0, 1):
        for j in range(1, 4):
            soft = at[(f"consumer {c}: softmax", f"softmax {j}")]
            pv = at[(f"consumer {c}: tensor cores", f"P{j - 1}·V{j - 1}")]
            assert soft[0] < pv[1] and pv[0] < soft[1]  # they overlap
