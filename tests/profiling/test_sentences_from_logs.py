"""Lecture 4's sentences from its logs, pinned on the CPU: the cudagraphs log read as the
committed logs write it, the per-launch wording that refuses noisy loops, the forward's
kernel order, and the eager host reading that does not fit its step."""

import json
from pathlib import Path

import pytest

from snippets.machinery.claims import GpuData, gpu_folders
from snippets.helpers import child_process
from snippets.profiling import claims_cudagraphs, claims_training_step, tables, tool_tables
from snippets.machinery.layout import ROOT

GENERATED = ROOT / "docs" / "generated"

# Verbatim from docs/generated/nvidia-h100-80gb-hbm3/profiling_launch_bound/cudagraphs_log.txt
# (torch 2.11: its "Recording function" lines name no mode, and each is cut at 200
# characters, after the graph's id).
COMMITTED_LOG = """\
# TORCH_LOGS=cudagraphs,perf_hints, what each row of the table logged
### training step: eager, batch 256
### training step: CUDA graph, batch 256
### training step: torch.compile, mode="reduce-overhead", batch 256
[__cudagraphs] Created 1 graph partitions: 1 cudagraphable, 0 non-cudagraphable
[__cudagraphs]   Partition 0: 3 nodes, cudagraphable, inputs=5, outputs=5
[__cudagraphs] Recording cudagraph tree for graph without symints
[__cudagraphs] [0/0] Running warmup function=partition_0
[__cudagraphs] Created 1 graph partitions: 1 cudagraphable, 0 non-cudagraphable
[__cudagraphs]   Partition 0: 8 nodes, cudagraphable, inputs=5, outputs=4
[__cudagraphs] Recording cudagraph tree for graph without symints
[__cudagraphs] [0/0] Running warmup function=partition_0
[__cudagraphs] [0/0] Recording function=partition_0, cuda_graph_id=0, inputs: [0]: Tensor(size=[2048], stride=(1,), dtype=torch.float32, data_ptr=0x7FC2A3E80000), [1]: Tensor(size=[256, 512], stride=( [...]
[__cudagraphs] [0/0] Recording function=partition_0, cuda_graph_id=1, inputs: [0]: Tensor(size=[256, 512], stride=(512, 1), dtype=torch.float32, data_ptr=0x7FC279D00000), [1]: Tensor(size=[512, 2048], [...]
### forward: torch.compile, mode="reduce-overhead", batch 256
[__cudagraphs] [0/0] Recording function=partition_0, cuda_graph_id=0, inputs: [0]: Tensor(size=[256, 512], stride=(512, 1), dtype=torch.float32, data_ptr=0x7FC2A3E00000), [1]: Tensor(size=[2048, 512], [...]
"""


def _remedies(folder: Path, **reduce_overhead) -> None:
    base = {"what": "training step", "batch": 256, "ms_p50": 0.62, "ms_p20": 0.60,
            "ms_p80": 0.70, "host ms per step": 0.85, "kernels per step": 23.0,
            "kernel launches per step": 21.0, "graph launches per step": 0.0}
    rows = [{**base, "variant": "eager"},
            {**base, "variant": tables.REDUCE, "ms_p50": 0.83, "ms_p20": 0.81, "ms_p80": 0.98,
             "host ms per step": 0.87, "kernels per step": 27.0,
             "kernel launches per step": 10.0, "graph launches per step": 2.0,
             **reduce_overhead}]
    child_process.write_csv(folder / "remedies.csv", rows)


def test_the_cudagraphs_log_is_read_as_the_committed_logs_write_it(tmp_path):
    folder = tmp_path / "gpu" / "profiling_launch_bound"
    folder.mkdir(parents=True)
    (folder / "cudagraphs_log.txt").write_text(COMMITTED_LOG)
    _remedies(folder)
    said = claims_cudagraphs._recorded(GpuData(tmp_path / "gpu"))
    # Two graphs of the training step (ids 0 and 1); the forward-only row's is not counted.
    assert "2 graphs recorded for the reduce-overhead step," in said
    assert "every later step launches 2 CUDA graphs" in said


def test_a_log_without_a_recorded_graph_is_not_worded(tmp_path):
    folder = tmp_path / "gpu" / "profiling_launch_bound"
    folder.mkdir(parents=True)
    (folder / "cudagraphs_log.txt").write_text(
        "\n".join(line for line in COMMITTED_LOG.splitlines() if "Recording function" not in line))
    _remedies(folder)
    with pytest.raises(LookupError):
        claims_cudagraphs._recorded(GpuData(tmp_path / "gpu"))


@pytest.mark.parametrize("data", gpu_folders(GENERATED), ids=lambda d: d.machine)
def test_every_gpu_log_names_the_graphs_of_the_reduce_overhead_step(data):
    if not data.has(tables.LOG):
        pytest.skip("no cudagraphs log for this GPU")
    assert "2 graphs recorded" in claims_cudagraphs._recorded(data)


def _overhead(folder: Path, none: tuple, torch_band: tuple, proton_band: tuple) -> None:
    """overhead.csv's 4x rows: each tool's cost per extra launch, (p20, p80) µs."""
    rows = [{"tool": f"{tool}, 4x loop", "extra launch us": sum(band) / 2,
             "extra launch us p20": band[0], "extra launch us p80": band[1]}
            for tool, band in (("none", none), ("torch.profiler", torch_band),
                               ("proton", proton_band))]
    (folder / "profiling_overhead").mkdir(parents=True)
    child_process.write_csv(folder / "profiling_overhead" / "overhead.csv", rows)


@pytest.mark.parametrize("none, torch_band, proton_band, expected", [
    ((28, 30), (43, 47), (50, 55), "costs more under Proton than under torch.profiler"),
    ((28, 30), (50, 56), (40, 47), "costs more under torch.profiler than under Proton"),
    ((28, 30), (43, 52), (50, 55), "overlap: neither costs more"),
    ((28, 30), (29, 33), (50, 55), "torch.profiler's extra launches are within the spread"),
    ((28, 30), (40, 45), (10, 20), "too noisy"),            # a tool cheaper than none
])
def test_the_per_launch_wording_orders_tools_only_beyond_the_bands(tmp_path, none, torch_band,
                                                                   proton_band, expected):
    _overhead(tmp_path, none, torch_band, proton_band)
    said = tool_tables._extra_launch_words(GpuData(tmp_path))
    assert expected in said
    if expected == "too noisy":
        assert "costs" not in said


def _trace(folder: Path, names: list[str]) -> None:
    events = [{"cat": "kernel" if name != "Memset (Device)" else "gpu_memset", "name": name,
               "ts": float(i), "dur": 1.0} for i, name in enumerate(names)]
    (folder / "profiling_trace").mkdir(parents=True)
    (folder / "profiling_trace" / "trace.json").write_text(json.dumps({"traceEvents": events}))


def test_the_forward_order_claim_reads_the_order_the_kernels_ran_in(tmp_path):
    ran = ["sm80_xmma_gemm_f32f32_f32f32_f32_tn_n", "vectorized_elementwise_kernel<GeluCUDAKernelImpl>",
           "Memset (Device)", "void scal_kernel<float>", "void sgemm_largek_lds64<true>",
           "void cublasLt::epilogue::impl::globalKernel<8>", "pow_tensor_scalar_kernel"]
    _trace(tmp_path / "right", ran)
    assert claims_training_step._forward_order(GpuData(tmp_path / "right"))[0]
    # The page's former order: the split-K GEMM first, the xmma second.
    _trace(tmp_path / "swapped", ran[2:6] + ran[:2])
    assert not claims_training_step._forward_order(GpuData(tmp_path / "swapped"))[0]


def _gpu(generated: Path, machine: str, gpu: str, step: tuple, forward: tuple) -> None:
    """One GPU folder with the remedies rows the relation sentences read: (eager,
    reduce-overhead or default-mode) medians with their p20-p80 bands, ms."""
    folder = generated / machine / "profiling_launch_bound"
    folder.mkdir(parents=True)
    (folder / "provenance.json").write_text(json.dumps({"gpu": gpu}))

    def row(what, variant, band):
        low, median, high = band
        return {"what": what, "variant": variant, "batch": 256, "ms_p50": median,
                "ms_p20": low, "ms_p80": high}
    eager = (0.640, 0.657, 0.670)
    child_process.write_csv(folder / "remedies.csv", [
        row("training step", "eager", eager), row("training step", tables.REDUCE, step),
        row("forward", "eager", eager), row("forward", "torch.compile, default mode", forward)])


def _sentence(generated: Path, name: str) -> str:
    return _sentence_of(name, GpuData(generated / "a"))


def test_a_remedy_slower_beyond_the_spread_is_called_slower(tmp_path):
    # The case: reduce-overhead's step at 1.05 ms against eager's 657 µs (and a
    # default-mode forward beyond eager's band) is slower, not "not faster".
    _gpu(tmp_path, "a", "GPU A", step=(1.00, 1.05, 1.10), forward=(0.70, 0.75, 0.80))
    _gpu(tmp_path, "b", "GPU B", step=(1.25, 1.30, 1.40), forward=(0.50, 0.55, 0.60))
    step = _sentence(tmp_path, "reduce-overhead-step")
    assert "slower than eager on the GPU A and the GPU B, beyond the spread of both" in step
    forward = _sentence(tmp_path, "compile-default-forward")
    assert ("slower than eager on the GPU A and faster than eager on the GPU B, "
            "beyond the spread of both") in forward
    assert "not faster" not in step + forward


def test_a_remedy_within_the_spread_is_called_level(tmp_path):
    _gpu(tmp_path, "a", "GPU A", step=(0.60, 0.66, 0.72), forward=(0.66, 0.68, 0.70))
    said = _sentence(tmp_path, "reduce-overhead-step")
    assert "level with eager (their spreads overlap) on the GPU A" in said
    assert "slower" not in said and "beyond the spread" not in said


@pytest.mark.parametrize("name, what, variant", [
    ("reduce-overhead-step", "training step", tables.REDUCE),
    ("compile-default-forward", "forward", "torch.compile, default mode")])
def test_the_committed_data_is_worded_as_its_spreads_say(name, what, variant):
    # On every GPU's committed data: slower beyond the spread reads "slower", and so on.
    from snippets.machinery.claims import compare

    gpus = [gpu for gpu in gpu_folders(GENERATED) if gpu.has(tables.REMEDIES)]
    if not gpus:
        pytest.skip("no GPU has remedies.csv")
    said = _sentence_of(name, gpus[0])
    for gpu in gpus:
        bands = {v: tables._ms(gpu.row(tables.REMEDIES, what=what, variant=v, batch=256))
                 for v in (variant, "eager")}
        expected = tables.RELATION[compare(bands[variant], bands["eager"])]
        assert f"{expected} on " in said and f"the {gpu.gpu}" in said, (gpu.machine, said)


def _sentence_of(name, data):
    return next(t for t in tables.TABLES if t.name == name).words(data)


def test_host_bound_rows_name_the_cpu_where_the_provenance_records_it(tmp_path):
    from snippets.machinery.host_words import host_cpu_words

    for machine, gpu, cpu in (("a", "GPU A", None), ("b", "GPU B", "Xeon X")):
        folder = tmp_path / machine / "item"
        folder.mkdir(parents=True)
        record = {"gpu": gpu, **({"cpu": cpu} if cpu else {})}
        (folder / "provenance.json").write_text(json.dumps(record))
    said = host_cpu_words(GpuData(tmp_path / "a"), "item", "These times depend on the host")
    assert said.startswith("These times depend on the host: on the GPU A and the GPU B")
    assert "(Xeon X for the GPU B)" in said
    assert "did not record the CPU model for the GPU A" in said
    (tmp_path / "b" / "item" / "provenance.json").write_text(json.dumps({"gpu": "GPU B"}))
    assert "the runs did not record their CPU models" in host_cpu_words(
        GpuData(tmp_path / "a"), "item", "These times depend on the host")
