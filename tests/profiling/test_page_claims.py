"""What the profiling page claims, checked: on the CPU where the demo can run there, on
the GPU (``cuda`` marker) where it cannot. Timings are never asserted; the page shows
them as measured by scripts/regenerate.py."""

import importlib
import json
import subprocess
import textwrap
import sys
import warnings
from pathlib import Path

import pytest
import torch

from snippets.helpers import child_process

from snippets.profiling import marked_region, nsight_compute, overhead, proton_session
from snippets.profiling import timing, torch_profiler
from snippets.profiling.proton_axpy import axpy_launch_metadata

CPU = torch.device("cpu")
REPO = child_process.REPO_ROOT


# -- torch.profiler -------------------------------------------------------------------

def test_each_square_variant_dispatches_to_the_aten_op_the_page_names():
    chains = torch_profiler.op_chains(CPU)
    assert chains["a * a"] == ["aten::mul"]
    assert chains["a ** 2"][0] == "aten::pow" and "aten::mul" not in chains["a ** 2"]
    # torch.square has an aten op of its own, which calls pow: it is a ** 2 underneath.
    assert chains["torch.square(a)"][:2] == ["aten::square", "aten::pow"]


def test_op_chain_artifact_has_one_row_per_variant(tmp_path):
    torch_profiler.make_cpu_op_chains(tmp_path)
    lines = (tmp_path / "op_chains.csv").read_text().splitlines()
    assert len(lines) == 1 + len(timing.SQUARE_VARIANTS)
    assert any(line.startswith("a * a,aten::mul") for line in lines)


@pytest.mark.parametrize("key", ["device_time_total", "cuda_time_total", "self_cuda_time_total"])
def test_both_sort_keys_are_accepted(key):
    prof = torch_profiler.profile_once(lambda a: a * a, torch.ones(100), device=CPU)
    assert "aten::mul" in prof.key_averages().table(sort_by=key, row_limit=5)


def test_use_cuda_form_of_the_old_profiler_is_deprecated():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with torch.autograd.profiler.profile(use_cuda=True):
            torch.ones(3) * 2
    assert any(issubclass(w.category, FutureWarning) and "use_device" in str(w.message)
               for w in caught)


def test_schedule_records_two_steps_and_exports_a_trace(tmp_path):
    torch_profiler.write_trace(tmp_path, CPU)
    events = json.loads((tmp_path / "trace.json").read_text())["traceEvents"]
    names = [e.get("name", "") for e in events]
    # wait=1, warmup=1, active=2: steps 0 and 1 are skipped, 2 and 3 are recorded.
    assert sorted(n for n in names if n.startswith("ProfilerStep#")) == [
        "ProfilerStep#2", "ProfilerStep#3"]
    assert names.count("train_step") == 2
    assert "train_step" in (tmp_path / "steps_table.txt").read_text()


def test_model_forward_runs_linear_as_addmm_and_gelu():
    model = torch_profiler.small_model(CPU)
    with torch.no_grad():
        ops = torch_profiler.aten_ops(torch_profiler.profile_once(model, torch.randn(4, 512),
                                                                 device=CPU))
    assert ops.count("aten::linear") == 2 and ops.count("aten::addmm") == 2
    assert ops.index("aten::linear") < ops.index("aten::addmm")
    assert "aten::gelu" in ops


def test_sort_key_is_device_time_on_the_gpu_and_cpu_time_on_the_cpu():
    assert torch_profiler.sort_key(torch.device("cuda")) == "device_time_total"
    assert torch_profiler.sort_key(CPU) == "self_cpu_time_total"


# -- timing ---------------------------------------------------------------------------

def _words(text):
    return " ".join(text.split())  # the texts are wrapped for the page


def _summary(mul, power, square, spread=0.01):
    def stats(median):
        trials = [median * (1 - spread / 2), median, median * (1 + spread / 2)]
        return {"median": median, "p20": median, "p80": median, "runs": 3,
                "trial_medians": trials}
    return {"torch.square(a)": stats(square), "a * a": stats(mul), "a ** 2": stats(power)}


def test_verdict_says_no_difference_when_the_gap_is_within_the_spread():
    text = _words(timing.square_verdict(_summary(1.000, 1.002, 1.001, spread=0.01)))
    assert "no measurable difference" in text and "does not hold" in text


def test_verdict_agrees_with_the_blog_only_beyond_the_spread():
    assert "as the blog says" in _words(timing.square_verdict(_summary(1.0, 1.2, 1.0)))
    assert "opposite" in _words(timing.square_verdict(_summary(1.2, 1.0, 1.0)))


def test_summarise_trials_pools_runs_and_keeps_each_trial_median():
    summary = timing.summarise_trials({"v": [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]})["v"]
    assert summary["median"] == pytest.approx(3.5)
    assert summary["trial_medians"] == [2.0, 5.0]
    assert summary["runs"] == 6
    assert timing.trial_spread(summary) == pytest.approx(3.0 / 3.5)


def test_quantiles_are_median_p20_p80():
    assert timing.quantiles(range(101)) == (50.0, 20.0, 80.0)


# -- NVTX ranges, the profiler window, ncu and nsys -------------------------------------

def test_marked_steps_open_the_window_after_warm_up(monkeypatch):
    log = []

    class Range:
        def __init__(self, name):
            self.name = name

        def __enter__(self):
            log.append(f"push {self.name}")

        def __exit__(self, *exc):
            log.append("pop")

    monkeypatch.setattr(torch.cuda.nvtx, "range", Range)
    monkeypatch.setattr(torch.cuda.profiler, "start", lambda: log.append("start"))
    monkeypatch.setattr(torch.cuda.profiler, "stop", lambda: log.append("stop"))
    monkeypatch.setattr(torch.cuda, "synchronize", lambda *a: log.append("sync"))
    marked_region.run_marked_steps(lambda: log.append("work"), n_steps=3, first_profiled=2)
    assert log == ["push step 0", "work", "pop", "push step 1", "work", "pop",
                   "sync", "start", "push step 2", "work", "pop", "sync", "stop"]


def test_ncu_and_nsys_commands_target_the_marked_program():
    ncu = marked_region.ncu_command()
    assert ncu[ncu.index("--clock-control") + 1] == "none"
    assert ncu[ncu.index("--profile-from-start") + 1] == "off"
    assert ncu[ncu.index("-k") + 1] == "regex:add_kernel"
    nsys = marked_region.NSYS_COMMAND
    assert nsys[nsys.index("--capture-range") + 1] == "cudaProfilerApi"
    for command in (ncu, nsys):
        module = command[command.index("-m") + 1]
        assert callable(importlib.import_module(module).main)
    # the kernel the filter names is the one the program launches
    from snippets.vector_add.add import add_kernel
    assert add_kernel.fn.__name__ == "add_kernel"


def test_children_can_import_the_snippets():
    code = "import snippets.profiling.overhead as m; print(m.__name__)"
    done = subprocess.run([sys.executable, "-c", code], cwd="/", env=child_process.child_env(),
                          capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "snippets.profiling.overhead"


def test_tool_errors_name_the_command_and_show_its_output():
    with pytest.raises(child_process.ToolError, match=r"demo exited with 3; last output: boom"):
        child_process.run([sys.executable, "-c", "print('boom'); raise SystemExit(3)"],
                          timeout=60, what="demo")
    with pytest.raises(child_process.ToolError, match="not installed"):
        child_process.run(["/nonexistent/ncu"], timeout=60, what="demo")


# -- Proton ---------------------------------------------------------------------------

@pytest.mark.parametrize("dtype, size", [(torch.float32, 4), (torch.float16, 2)])
def test_axpy_reports_two_flops_and_three_accesses_per_element(dtype, size):
    x = torch.empty(10, dtype=dtype)
    meta = axpy_launch_metadata((1, 1, 1), None, {"n_elements": 1000, "x_ptr": x})
    assert meta == {"name": "axpy_kernel [n=1000]", "flops": 2000, "bytes": 3 * 1000 * size}


def test_axpy_kernel_carries_its_launch_metadata_when_compiled():
    # Under the interpreter launch_metadata is never called; a native JITFunction keeps it.
    code = ("from snippets.profiling.proton_axpy import axpy_kernel, axpy_launch_metadata as f;"
            "assert axpy_kernel.launch_metadata is f; print('ok')")
    env = child_process.child_env() | {"TRITON_INTERPRET": "0"}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert done.stdout.strip() == "ok", done.stderr


def test_proton_api_the_page_uses():
    import inspect
    from importlib.metadata import entry_points

    import triton.profiler as proton

    assert "hook" in inspect.signature(proton.start).parameters
    assert list(inspect.signature(proton.scope).parameters)[:2] == ["name", "metrics"]
    assert callable(proton.activate) and callable(proton.deactivate) and callable(proton.finalize)
    assert not hasattr(proton, "deactive")  # the slides' spelling
    scripts = {ep.name: ep.value for ep in entry_points(group="console_scripts")}
    assert scripts["proton"].startswith("triton.profiler")
    assert scripts["proton-viewer"] == f"{proton_session.VIEWER}:main"


def test_viewer_without_hatchet_fails_with_a_clear_message(tmp_path):
    code = "import hatchet"
    if subprocess.run([sys.executable, "-c", code], env=child_process.child_env()).returncode == 0:
        pytest.skip("llnl-hatchet is installed here")
    profile = tmp_path / "empty.hatchet"
    profile.write_text("[]")
    with pytest.raises(child_process.ToolError, match="llnl-hatchet"):
        proton_session.run_viewer(profile, "-l")


# -- overhead -------------------------------------------------------------------------

def _loops(short_s, long_s, repeats=5, start=0.0, finish=(0.0, 0.0), first_start=None):
    """A process's loops as overhead.main writes them: short and 4x taking turns."""
    loops = []
    for r in range(repeats):
        pair = [(200, short_s, finish[0]), (800, long_s, finish[1])]
        for kernels, loop_s, finish_s in (pair if r % 2 == 0 else pair[::-1]):
            loops.append({"kernels": kernels, "loop_s": loop_s + 1e-5 * r, "start_s": start,
                          "finish_s": finish_s, "session_s": loop_s + start + finish_s})
    if first_start is not None:
        loops[0]["start_s"] = first_start
        loops[0]["session_s"] += first_start - start
    return loops


def _results(**tools):
    results = {"none": {"loops": _loops(0.002, 0.008), "process_s": 4.0, "output": ""}}
    results.update(tools)
    return results


def _ncu(loop_s, kernels, process_s, output=""):
    return {"loops": [{"kernels": kernels, "loop_s": loop_s, "start_s": 0.0, "finish_s": 0.0,
                       "session_s": loop_s}], "process_s": process_s, "output": output}


def test_overhead_rows_are_relative_to_the_run_without_a_tool():
    rows = overhead.overhead_rows(_results(ncu=_ncu(2.0, 200, 20.0)))
    ncu = next(row for row in rows if row["tool"] == "ncu")
    assert ncu["loop slowdown (x)"] == pytest.approx(1000.0, rel=0.01)
    assert ncu["process slowdown (x)"] == pytest.approx(5.0)
    assert [row["tool"] for row in rows] == ["none", "none, 4x loop", "ncu"]
    assert rows[0]["repeats"] == 5 and ncu["repeats"] == 1


def test_overhead_slowdown_is_per_launch_when_ncu_runs_a_shorter_loop():
    rows = overhead.overhead_rows(_results(ncu=_ncu(6.0, 20, 12.0)))
    assert rows[-1]["loop slowdown (x)"] == pytest.approx(30000, rel=0.01)  # 300 ms against 10 us


def test_overhead_summary_explains_sessions_and_ncu_per_kernel_cost():
    lines = '==PROF== Profiling "add_kernel": 0%....100% - 10 passes\n' * 200
    results = _results(**{"torch.profiler": {
        "loops": _loops(0.003, 0.012, start=0.05, finish=(0.003, 0.012), first_start=1.0),
        "process_s": 5.0, "output": ""}, "ncu": _ncu(60.0, 200, 70.0, lines)})
    rows = overhead.overhead_rows(results)
    ncu = rows[-1]
    assert ncu["loop_ms"] == 60000 and isinstance(ncu["loop_ms"], int)  # not 6e+04
    torch_row = next(row for row in rows if row["tool"] == "torch.profiler")
    assert torch_row["first start_s"] == 1.0 and torch_row["start_s"] == 0.05
    text = _words(overhead.overhead_summary(rows))
    assert "per launch" in text
    assert "torch.profiler's first start took 1.000 s, a later one 0.050 s" in text
    assert "ncu profiled 200 kernels, replaying each in 10 passes: 300 ms per profiled kernel" in text


def test_the_4x_loops_separate_a_cost_per_launch_from_one_paid_once():
    # Proton on the H100: 53.2 ms for 200 launches, 84.5 for 800; no tool
    # 29 µs per extra launch: 1.8x per extra launch, about 43 ms paid once.
    results = {"none": {"loops": _loops(0.0048, 0.0048 + 600 * 29e-6), "process_s": 5.0,
                        "output": ""},
               "proton": {"loops": _loops(0.0532, 0.0845), "process_s": 5.0, "output": ""}}
    rows = {row["tool"]: row for row in overhead.overhead_rows(results)}
    assert rows["proton, 4x loop"]["extra launch slowdown (x)"] == pytest.approx(1.8, abs=0.01)
    assert rows["proton, 4x loop"]["extra launch us"] == pytest.approx(52.2, abs=0.1)
    assert rows["proton, 4x loop"]["loop ms paid once"] == pytest.approx(42.8, abs=0.1)
    assert rows["proton"]["extra launch slowdown (x)"] == ""  # only the pair has it
    assert "proton 52.2 µs [52.2, 52.2] (1.80× no tool's), 42.8 ms paid once" in _words(
        overhead.overhead_summary(list(rows.values())))


def test_the_short_and_4x_loops_take_turns_and_pair_by_repeat():
    loops = _loops(0.001, 0.004, repeats=4)
    assert [loop["kernels"] for loop in loops] == [200, 800, 800, 200, 200, 800, 800, 200]
    assert all(short["kernels"] == 200 and long["kernels"] == 800
               for short, long in overhead.pairs(loops))
    assert len(overhead.per_extra_launch(loops)) == 4


def test_each_process_runs_its_repeats_and_ncu_one_short_loop(monkeypatch, tmp_path):
    monkeypatch.setattr(nsight_compute, "find_ncu", lambda: "ncu")
    command = overhead.command_for("proton", tmp_path / "r.json")
    assert command[-4:] == ["proton", str(tmp_path / "r.json"), str(overhead.ITERATIONS),
                            str(overhead.REPEATS)]
    assert overhead.command_for("ncu", tmp_path / "r.json")[-2:] == [
        str(overhead.NCU_ITERATIONS), "0"]


def test_ncu_passes_are_read_from_its_progress_lines():
    lines = ['==PROF== Profiling "add_kernel": 0%....50%....100% - 10 passes',
             '==PROF== Profiling "mul_kernel": 0%....50%....100% - 12 passes']
    assert overhead.passes_per_kernel(lines[0]) == "10"
    assert overhead.passes_per_kernel("\n".join(lines)) == "10-12"
    assert overhead.passes_per_kernel('==PROF== Profiling "k": 0%....100% - 1 pass') == "1"
    assert overhead.passes_per_kernel("==PROF== Disconnected from process 1") == ""


def test_ncu_wraps_a_run_without_an_in_process_tool(monkeypatch, tmp_path):
    monkeypatch.setattr(nsight_compute, "find_ncu", lambda: "ncu")
    command = overhead.command_for("ncu", tmp_path / "r.json")
    assert command[:6] == ["ncu", "--clock-control", "none", "--profile-from-start", "off",
                           "--section"]
    # a shorter loop under ncu, once: its cost is per profiled kernel
    assert command[-4:] == ["none", str(tmp_path / "r.json"), str(overhead.NCU_ITERATIONS), "0"]
    with pytest.raises(ValueError, match="unknown tool"):
        overhead.Session("nsys", tmp_path)


# -- on the GPU -----------------------------------------------------------------------

@pytest.mark.cuda
def test_on_the_gpu_each_variant_launches_a_kernel_from_the_named_op():
    cuda = torch.device("cuda")
    a = torch.randn(2**20, device=cuda)
    launched_by, kernels = {}, {}
    for name, fn in timing.SQUARE_VARIANTS.items():
        found = torch_profiler.kernels_by_op(torch_profiler.profile_once(fn, a, device=cuda))
        assert found, f"no kernel recorded for {name}"
        launched_by[name] = {op for op, _, _ in found}
        kernels[name] = sorted(kernel for _, kernel, _ in found)
    assert launched_by["a * a"] == {"aten::mul"}
    assert launched_by["a ** 2"] == {"aten::pow"}
    assert launched_by["torch.square(a)"] <= {"aten::square", "aten::pow"}
    assert kernels["torch.square(a)"] == kernels["a ** 2"]  # the same code, as the page says


@pytest.mark.cuda
def test_on_the_gpu_the_timers_return_one_reading_per_run():
    a = torch.randn(2**16, device="cuda")
    readings = timing.host_timer_readings(lambda: a * a, reps=3)
    assert all(len(times) == 3 and min(times) > 0 for times in readings.values())
    assert len(timing.cuda_event_times(lambda: a * a, 5, flush_l2=True)) == 5
    assert len(timing.cuda_event_times(lambda: a * a, 5, flush_l2=False)) == 5


@pytest.mark.cuda
def test_on_the_gpu_marked_steps_run_without_a_tool_attached():
    calls = []
    marked_region.run_marked_steps(lambda: calls.append(1), n_steps=2, first_profiled=1)
    assert calls == [1, 1]


# -- the timing artifacts' bookkeeping, with a host clock standing in for the GPU -------

class _HostEvent:
    """Stands in for torch.cuda.Event on the CPU: a host timestamp."""

    def __init__(self, enable_timing=False):
        self.t = None

    def record(self, stream=None):
        import time
        self.t = time.perf_counter()

    def synchronize(self):
        pass

    def elapsed_time(self, end):
        return (end.t - self.t) * 1e3


@pytest.fixture
def host_clock(monkeypatch):
    """Run the timing artifacts on the CPU: only their bookkeeping is under test."""
    import types

    real_randn, real_empty = torch.randn, torch.empty

    def on_cpu(make):
        return lambda *a, device=None, **k: make(*a, **k)

    monkeypatch.setattr(timing.torch, "randn", on_cpu(real_randn))
    monkeypatch.setattr(timing.torch, "empty", on_cpu(real_empty))
    monkeypatch.setattr(torch.cuda, "Event", _HostEvent)
    monkeypatch.setattr(torch.cuda, "synchronize", lambda *a: None)
    monkeypatch.setattr(torch.cuda, "_sleep", lambda cycles: None)
    monkeypatch.setattr(torch.cuda, "current_device", lambda: 0)
    monkeypatch.setattr(torch.cuda, "get_device_properties",
                        lambda i: types.SimpleNamespace(L2_cache_size=50 * 2**20))
    monkeypatch.setattr(timing.triton.testing, "do_bench", lambda fn, quantiles: [1.0, 0.9, 1.1])
    monkeypatch.setattr(timing, "SQUARE_ELEMENTS", 1000)
    monkeypatch.setattr(timing, "L2_SIZES", [1000])
    monkeypatch.setattr(timing, "L2_FLUSH_BYTES", 4096)


def test_timing_artifacts_write_what_the_page_embeds(host_clock, tmp_path):
    import csv

    timing.make_host_timer_table(tmp_path)
    timing.make_square_timing(tmp_path, trials=3, reps=4)
    timing.make_l2_table(tmp_path, reps=3)
    with open(tmp_path / "square_timing.csv") as f:
        rows = list(csv.DictReader(f))
    assert [row["variant"] for row in rows] == list(timing.SQUARE_VARIANTS)
    assert all(row["runs"] == "12" for row in rows)
    assert "Verdict:" in (tmp_path / "verdict.md").read_text()
    assert len((tmp_path / "raw_times.csv").read_text().splitlines()) == 1 + 3 * 12
    with open(tmp_path / "l2.csv") as f:
        states = [row["L2"] for row in csv.DictReader(f)]
    assert states == ["flushed (cold)", "not flushed (warm)", "do_bench"]
    with open(tmp_path / "host_timers.csv") as f:
        assert len(list(csv.DictReader(f))) == 3
    page = (REPO / "docs" / "04-profiling.md").read_text()
    for name in ("host_timers.csv", "square_timing.csv", "raw_times.csv", "l2.csv"):
        assert f"/{name}\"" in page and (tmp_path / name).exists()
    assert (tmp_path / "verdict.md").exists()  # its verdict is a claim on the page


def test_every_timed_run_waits_behind_gpu_work_flushed_or_warm(host_clock, monkeypatch):
    # Without it a kernel shorter than its launch would be timed waiting for the host.
    spins = []
    monkeypatch.setattr(torch.cuda, "_sleep", spins.append)
    timing.cuda_event_times(lambda: None, 4, flush_l2=False)
    assert spins == [timing.HEAD_START_CYCLES] * 4
    timing.cuda_event_times(lambda: None, 4, flush_l2=True)  # zeroing the buffer instead
    assert len(spins) == 4


# -- profiled steps, idle gaps, new artifacts -------------------------------------------

def test_profile_steps_records_only_the_active_steps():
    from snippets.profiling.torch_profiler import aten_ops, profile_steps

    prof = profile_steps(lambda a: a * a, torch.randn(10), device=torch.device("cpu"),
                         warmup=2, active=5)
    assert aten_ops(prof) == ["aten::mul"] * 5  # the warm-up steps are not in the record
    counts = {e.key: e.count for e in prof.key_averages()}
    assert counts["aten::mul"] == 5 and counts["ProfilerStep*"] == 5


def test_gpu_idle_finds_the_gaps_between_kernels():
    from snippets.profiling.figures import gpu_idle

    trace = {"regions": [("ProfilerStep#1", 0.0, 100.0)],
             "gpu": [("k1", 10.0, 10.0), ("k2", 15.0, 10.0), ("k3", 60.0, 20.0)]}
    idle = gpu_idle(trace)
    assert idle["busy_us"] == pytest.approx(35.0)  # 10-25 and 60-80, the overlap once
    assert idle["longest_gap_us"] == pytest.approx(35.0)  # 25 to 60
    assert idle["busy_fraction"] == pytest.approx(0.35)


def test_timeline_cpu_lanes_use_no_kernel_family_colour():
    from snippets.helpers import plot_style
    from snippets.profiling.figures import CPU_LANE_COLOURS, KERNEL_FAMILIES

    family_colours = set(plot_style.PALETTE[:len(KERNEL_FAMILIES) + 1])
    assert not family_colours & set(CPU_LANE_COLOURS.values())


def test_kernel_families_know_hopper_cublas_names():
    from snippets.profiling.figures import kernel_family

    for name in ("sgemm_largek_lds64", "xmma_gemm_f32f32_f32f32_f32_tn_n",
                 "nvjet_tst_128x64_64x8_1x2_h_bz_NNT", "cutlass_80_tensorop_s1688gemm"):
        assert kernel_family(name) == "matmul (cuBLAS)"


def test_overhead_separates_a_per_launch_cost_from_a_one_time_cost():
    results = _results(**{"torch.profiler": {
        "loops": _loops(0.003, 0.012, start=0.1, finish=(3.0, 3.6)), "process_s": 8.0,
        "output": ""}})
    text = _words(overhead.overhead_summary(overhead.overhead_rows(results)))
    assert "about 1.00 ms per recorded launch and 2.80 s paid once" in text


def test_memory_curve_adds_allocations_and_takes_back_completed_frees():
    from snippets.profiling.memory import MIB, allocated_curve

    trace = [{"action": "alloc", "size": 2 * MIB}, {"action": "free_requested", "size": 2 * MIB},
             {"action": "alloc", "size": MIB}, {"action": "free_completed", "size": 2 * MIB},
             {"action": "segment_alloc", "size": 20 * MIB}]
    assert allocated_curve(trace, before=MIB) == [(0, 3.0), (2, 4.0), (3, 2.0)]


def test_ncu_daily_command_filters_by_nvtx_and_saves_a_report():
    from snippets.profiling import ncu_daily

    command = ncu_daily.ncu_report_command("add")
    assert command[command.index("--nvtx-include") + 1] == "add 2^24 1/"
    assert command[command.index("-o") + 1] == "add"
    assert command[command.index("--import-source") + 1] == "yes"
    # the Source page shows counters per line only with this section
    sections = [command[i + 1] for i, part in enumerate(command) if part == "--section"]
    assert {"SourceCounters", "WarpStateStats"} <= set(sections)
    assert ncu_daily.RANGE.startswith(marked_region.RANGE_NAME)
    assert ncu_daily.import_command("add")[1:3] == ["--import", "add.ncu-rep"]


def test_sync_debug_cases_include_the_page_s_examples():
    from snippets.profiling.sync_debug import cases

    names = set(cases(torch.randn(3)))
    assert {"x.sum().item()", "x.cpu()", "str(x) (what print(x) does)", "x * 2"} <= names


def test_emit_nvtx_is_the_autograd_profiler_s_nvtx_mode():
    assert hasattr(torch.autograd.profiler, "emit_nvtx")
    import inspect

    assert "record_shapes" in inspect.signature(torch.autograd.profiler.emit_nvtx).parameters


def test_profiler_options_the_page_names():
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CPU], record_shapes=True, with_stack=True,
                 profile_memory=True) as prof:
        torch.randn(8, 4) @ torch.randn(4, 2)
    table = prof.key_averages(group_by_input_shape=True).table(sort_by="self_cpu_time_total")
    assert "Input Shapes" in table and "[[8, 4], [4, 2]]" in table
    assert "CPU Mem" in table  # profile_memory adds memory columns


@pytest.mark.cuda
def test_sync_debug_mode_warns_at_item_and_not_at_a_multiply():
    from snippets.profiling.sync_debug import cases, synchronising_calls

    found = synchronising_calls(cases(torch.randn(100, device="cuda")))
    assert found["x.sum().item()"] and found["x.cpu()"]
    assert not found["x * 2"] and not found["x.sum()"]


def test_lecture_4_sentences_are_on_the_page_and_wordings_name_the_gpu():
    from tests.machinery.claims.audit import assert_bound_and_naming_the_gpu
    from snippets.profiling import claims, claims_cudagraphs, claims_hosts, claims_training_step

    CLAIMS = (claims.CLAIMS + claims_cudagraphs.CLAIMS + claims_training_step.CLAIMS
              + claims_hosts.CLAIMS)
    for page in ("04-profiling.md", "04-profiling-part-2.md"):
        assert_bound_and_naming_the_gpu([c for c in CLAIMS if c.page == page], page)
    assert {c.page for c in CLAIMS} == {"04-profiling.md", "04-profiling-part-2.md"}


def test_stall_table_reads_a_pcsampling_profile(tmp_path):
    from snippets.profiling.proton_modes import stall_table

    profile = tmp_path / "p.hatchet"
    profile.write_text(json.dumps([{"frame": {"name": "ROOT"}, "metrics": {}, "children": [
        {"frame": {"name": "k"}, "children": [], "metrics": {
            "num_samples": 10, "num_stalled_samples": 8, "stalled_long_scoreboard": 6,
            "stalled_drain": 2, "stalled_wait": 0}}]}, {"CUDA": {}}]))
    rows = stall_table(profile)
    assert [r["stall reason"] for r in rows] == ["long_scoreboard", "drain"]
    assert rows[0]["share of stalled samples"] == pytest.approx(0.75)


def test_proton_start_takes_the_modes_the_page_shows():
    import inspect

    import triton.profiler as proton
    from triton.profiler import mode

    from snippets.profiling.proton_modes import MODES

    parameters = inspect.signature(proton.start).parameters
    for kwargs in MODES.values():
        assert set(kwargs) <= set(parameters)
    assert mode.PCSampling().name == "pcsampling"


def test_step_anatomy_finds_torch_compile_wrappers_on_the_cpu():
    # The names lecture 4's wrapper columns sum (guards, compiled forward, compiled
    # backward) are the ones torch.profiler records; aot_eager keeps the CPU test quick.
    from snippets.profiling import step_anatomy
    from snippets.profiling.torch_profiler import small_model

    model = small_model(torch.device("cpu"))
    compiled = torch.compile(model, backend="aot_eager")
    batch = torch.randn(8, 512)

    def step():
        compiled(batch).square().mean().backward()

    for _ in range(3):
        step()
    row = step_anatomy.anatomy(step)
    for what in step_anatomy.WRAPPERS:
        assert row[f"{what} host ms per step (profiled)"] > 0, what
    assert row["kernels per step"] == 0  # no GPU


def test_max_autotune_turns_cuda_graphs_on():
    # Lecture 4 says so, and names the mode without them.
    import torch._inductor

    assert torch._inductor.list_mode_options("max-autotune")["triton.cudagraphs"]
    assert torch._inductor.list_mode_options("reduce-overhead")["triton.cudagraphs"]
    assert "triton.cudagraphs" not in torch._inductor.list_mode_options(
        "max-autotune-no-cudagraphs")


def test_the_step_anatomy_table_reads_what_launch_bound_writes(tmp_path):
    # The Facts table and the sentences of lecture 4's reduce-overhead section read the
    # columns launch_bound writes and the log it keeps: same names on both sides.
    from snippets.machinery.claims import GpuData
    from snippets.profiling import claims_cudagraphs, launch_bound_run, step_anatomy, tables

    folder = tmp_path / "gpu" / "profiling_launch_bound"
    folder.mkdir(parents=True)
    counts = {"host ms per step": 1.1, "kernels per step": 22.0,
              "kernel launches per step": 21.0, "graph launches per step": 0.0}
    counts.update({f"{w} host ms per step (profiled)": 0.1 for w in step_anatomy.WRAPPERS})
    rows = []
    for variant in tables.ANATOMY_COLUMNS:
        rows.append({"what": "training step", "variant": variant, "batch": 256, "ms_p50": 1.0,
                     "ms_p20": 0.9, "ms_p80": 1.1, "us_per_sample": 4.0, "first_call_s": 1.0,
                     **counts, "host ms ratio under torch.profiler": 2.2})
    child_process.write_csv(folder / "remedies.csv", rows)
    log = ("### training step: " + tables.REDUCE + ", batch 256\n"
           "V1126 07:00:00.000 1 cudagraph_trees.py:2404] [0/0] [__cudagraphs] [0/0] "
           "Recording function=0, mode=CompilationMode.FORWARD, cuda_graph_id=0\n"
           "V1126 07:00:00.000 1 cudagraph_trees.py:2404] [0/0] [__cudagraphs] [0/0] "
           "Recording function=1, mode=CompilationMode.BACKWARD, cuda_graph_id=1\n")
    (folder / "cudagraphs_log.txt").write_text(launch_bound_run._log_lines(log))
    data = GpuData(tmp_path / "gpu")
    facts = next(t for t in tables.TABLES if t.name == "step-anatomy")
    cells = facts.cells(data)
    assert cells["kernel launches by the host"] == ["21"] * 3
    assert "2.20×" in tables._inflation(data)
    assert "2 graphs recorded for the reduce-overhead step (forward, backward)" in claims_cudagraphs._recorded(data)


def test_the_overhead_processes_wait_at_the_barrier_and_time_one_at_a_time(monkeypatch, tmp_path):
    # Stand-ins for the tools' processes: each says it is ready, waits for its go file,
    # then records when it ran; the parent releases the next only after one has exited.
    code = textwrap.dedent("""
        import json, os, sys, time
        from pathlib import Path
        go = os.environ["SNIPPETS_GO"]
        Path(go + ".ready").write_text("ready")
        waited = time.perf_counter()
        while not Path(go).exists():
            time.sleep(0.01)
        began = time.time()
        time.sleep(0.05)
        Path(sys.argv[1]).write_text(json.dumps({"loops": [], "waited_s": time.perf_counter() - waited,
                                                 "began": began, "ended": time.time()}))
    """)
    monkeypatch.setattr(overhead, "command_for",
                        lambda tool, result: [sys.executable, "-c", code, str(result)])
    results = overhead.run_processes(tmp_path)
    assert list(results) == list(overhead.PROCESSES)
    spans = [(r["began"], r["ended"]) for r in results.values()]
    assert all(ended <= next_began for (_, ended), (next_began, _) in zip(spans, spans[1:]))
    assert all(r["process_s"] > 0 for r in results.values())


def test_proton_modes_start_side_by_side_and_report_each_mode(monkeypatch, tmp_path):
    from snippets.profiling import proton_modes

    def fake(commands, scratch, *, timeout, what, env=None):
        done = {}
        for mode, command in commands.items():
            if "pcsampling" in mode:
                done[mode] = (1, "RuntimeError: CUPTI_ERROR_NOT_SUPPORTED\n", 1.0)
            else:
                Path(command[-1] + ".hatchet").write_text("[]")
                done[mode] = (0, "done\n", 1.0)
        return done

    monkeypatch.setattr(proton_modes.child_process, "run_in_turn", fake)
    rows = {row["mode"]: row for row in proton_modes.try_modes(tmp_path)}
    assert rows['context="python"']["ran"] == "yes"
    assert rows['context="python"']["files"] == "python.hatchet (2 B)"
    assert rows['mode="pcsampling"']["ran"] == "no"
    assert "CUPTI_ERROR_NOT_SUPPORTED" in rows['mode="pcsampling"']["evidence"]


def test_launch_bound_reads_host_and_events_around_the_same_blocks(monkeypatch):
    # The host's time to queue a step comes from the very blocks the events
    # time, after a longer warm-up; here a fake clock lets each block's steps take longer.
    from snippets.profiling import launch_bound

    class Event:
        def __init__(self, enable_timing):
            self.at = None

        def record(self):
            self.at = calls["n"]

        def synchronize(self):
            pass

        def elapsed_time(self, end):
            return float(end.at - self.at)  # "ms": one per step

    calls = {"n": 0}

    def step():
        calls["n"] += 1

    monkeypatch.setattr(torch.cuda, "Event", Event)
    monkeypatch.setattr(torch.cuda, "synchronize", lambda: None)
    blocks = launch_bound.time_per_step(step, steps=4, blocks=3)
    assert calls["n"] == (launch_bound.WARMUP_BLOCKS + 3) * 4
    assert [gpu for gpu, _ in blocks] == [1.0, 1.0, 1.0]
    assert all(host >= 0 for _, host in blocks) and len(blocks) == 3


# -- children started ahead (child_process.start_ahead / run_ahead) -------------------------
_CHILD = """
import sys, time
from pathlib import Path
from snippets.helpers import child_process
out = Path(sys.argv[1])
(out / "before.txt").write_text(str(time.time()))
child_process.wait_for_go()
(out / "after.txt").write_text(str(time.time()))
print("measured")
"""


def _child_command(out):
    import sys

    return [sys.executable, "-c", _CHILD, str(out)]


def test_a_child_started_ahead_waits_at_its_barrier_until_its_item_lets_it_go(tmp_path):
    # The child gets ready ahead (its start-up), and measures only once released: its
    # outputs land in the item's folder.
    import time

    from snippets.helpers import child_process

    child_process.start_ahead("demo", lambda out: {"demo": _child_command(out)}, what="demo")
    released = time.time()
    time.sleep(0.3)
    folder = tmp_path / "item"
    folder.mkdir()
    output = child_process.run_one_ahead("demo", _child_command, folder, timeout=60, what="demo")
    assert "measured" in output
    assert float((folder / "before.txt").read_text()) < released
    assert float((folder / "after.txt").read_text()) > released + 0.3
    assert "demo" not in child_process._AHEAD  # used once


def test_without_a_start_ahead_the_child_runs_in_the_items_turn(tmp_path):
    from snippets.helpers import child_process

    output = child_process.run_one_ahead("never-started", _child_command, tmp_path, timeout=60,
                                         what="demo")
    assert "measured" in output and (tmp_path / "after.txt").is_file()


def test_a_child_that_fails_before_its_barrier_is_forgotten_and_run_again(tmp_path):
    # Started ahead, a child that exits early (a warm-up that failed beside the checks)
    # is not kept: the item's turn runs it afresh, and a failure there is the item's.
    import sys

    import pytest

    from snippets.helpers import child_process

    def failing(out):
        return [sys.executable, "-c", "raise SystemExit('no GPU for the warm-up')"]

    with pytest.raises(child_process.ToolError, match="exited before its barrier"):
        child_process.start_ahead("fails", lambda out: {"fails": failing(out)}, what="fails")
    assert "fails" not in child_process._AHEAD
    with pytest.raises(child_process.ToolError, match="exited with 1"):
        child_process.run_one_ahead("fails", failing, tmp_path, timeout=60, what="fails")


def test_a_child_waiting_at_its_barrier_exits_once_its_parent_is_gone(tmp_path):
    # A run stopped at a time limit (its worker killed) or interrupted must not leave
    # children waiting for ever: one whose parent is gone exits by itself.
    import os
    import subprocess
    import sys
    import time

    from snippets.helpers import child_process

    parent = (f"import subprocess, sys, os, time\n"
              f"child = subprocess.Popen({_child_command(tmp_path)!r}, "
              f"env={{**os.environ, {child_process.GO_ENV!r}: {str(tmp_path / 'go')!r}}})\n"
              f"print(child.pid, flush=True)\n"
              f"while not os.path.exists({str(tmp_path / 'go.ready')!r}): time.sleep(0.02)\n")
    done = subprocess.run([sys.executable, "-c", parent], capture_output=True, text=True,
                          env=child_process.child_env(), timeout=60)
    pid = int(done.stdout.split()[0])
    for _ in range(200):  # the orphan notices within its polling interval
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    else:
        raise AssertionError("the child outlived its parent at the barrier")
    assert not (tmp_path / "after.txt").exists()


def test_the_optimizers_capture_options_are_what_the_page_says():
    # Lecture 4: Adam keeps its step count on the host unless built with capturable=True
    # or fused=True; SGD has no capturable option, keeps no step count, and clones its
    # momentum buffers from the gradients (on their device) at its first step.
    import inspect

    assert "capturable" not in inspect.signature(torch.optim.SGD).parameters
    assert {"capturable", "fused"} <= set(inspect.signature(torch.optim.Adam).parameters)
    assert 'group["capturable"] or group["fused"]' in inspect.getsource(
        torch.optim.Adam._init_group)

    weight = torch.nn.Parameter(torch.ones(3))
    sgd = torch.optim.SGD([weight], lr=0.1, momentum=0.9)
    weight.grad = torch.full((3,), 2.0)
    sgd.step()
    state = sgd.state[weight]
    assert set(state) == {"momentum_buffer"}
    assert torch.equal(state["momentum_buffer"], torch.full((3,), 2.0))

    adam = torch.optim.Adam([weight])
    adam.step()
    assert adam.state[weight]["step"].device.type == "cpu"


def test_this_steps_sgd_has_no_momentum():
    # "this step's SGD has none": every optimizer the training steps build is plain SGD.
    source = (REPO / "snippets" / "profiling" / "launch_bound.py").read_text()
    built = [line.strip() for line in source.splitlines() if "torch.optim." in line]
    assert built and all(line.endswith("torch.optim.SGD(model.parameters(), lr=1e-3)")
                         for line in built)


def test_the_speed_of_light_sentence_reads_each_gpus_report():
    from snippets.machinery.claims import GpuData, gpu_folders
    from snippets.machinery.layout import GENERATED
    from snippets.profiling.claims_speed_of_light import SOL, _shares, _where_it_stands

    gpus = [g for g in gpu_folders(GENERATED) if g.has(SOL)]
    said = _where_it_stands(GpuData(gpus[0].folder))
    for gpu in gpus:
        dram, sm = _shares(gpu)
        assert f"{dram:.0f} %" in said and gpu.gpu in said
    assert f"{max(_shares(g)[1] for g in gpus):.0f} % or less" in said
