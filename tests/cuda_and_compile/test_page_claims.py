"""What the lecture on CUDA in PyTorch and torch.compile claims, pinned.

The kernels themselves are checked against torch by tests/machinery/test_every_snippet.py; this file
checks the page's other statements. CPU tests compile at most one small function.
"""

import inspect
import os
import subprocess
import sys

import pytest
import torch
import torch.nn.functional as F

from snippets.helpers.compare import assert_close
from snippets.helpers.tolerances import elementwise
from snippets.cuda_and_compile.compiler_output import (LOG_NAMES, compile_and_get_code,
                                                      log_name_kind, split_torch_logs)
from snippets.cuda_and_compile.gelu_compile import benchmark as gelu_benchmark
from snippets.cuda_and_compile.gelu_compile import gelu_tanh_eager
from snippets.cuda_and_compile.square_numba import sectors_touched, warp_accesses
from snippets.machinery.layout import ROOT

ATOL, RTOL = elementwise(torch.float32)


REPO_ROOT = ROOT

# --- torch.compile ----------------------------------------------------------------------
def _captured_graphs(fn, *calls, **compile_options):
    """The FX graphs Dynamo hands to a backend (here one that just runs them), for
    ``fn`` compiled once and called with each argument tuple in ``calls``."""
    graphs = []

    def keep(graph_module, example_inputs):
        graphs.append(graph_module)
        return graph_module.forward

    torch._dynamo.reset()
    compiled = torch.compile(fn, backend=keep, **compile_options)
    for args in calls:
        compiled(*args)
    return graphs


def _traced_length(graph_module):
    """The length of the input x as Dynamo traced it: an int, or a SymInt (a symbol)."""
    x = [node for node in graph_module.graph.nodes
         if node.op == "placeholder" and isinstance(node.meta["example_value"], torch.Tensor)]
    return x[0].meta["example_value"].shape[0]


def test_dynamo_captures_the_chain_as_one_graph_of_nine_ops():
    graphs = _captured_graphs(gelu_tanh_eager, (torch.randn(64),))
    assert len(graphs) == 1  # no graph break
    ops = [node for node in graphs[0].graph.nodes if node.op == "call_function"]
    assert len(ops) == 9, [str(node.target) for node in ops]


def test_the_eager_chain_moves_eleven_times_the_minimum():
    # Run op by op, each of the nine operations reads its tensor inputs and writes one
    # full-size result: 13 reads and 9 writes, against 1 + 1 for a fused kernel.
    (graph,) = _captured_graphs(gelu_tanh_eager, (torch.randn(64),))
    ops = [node for node in graph.graph.nodes if node.op == "call_function"]
    reads = sum(isinstance(arg, torch.fx.Node) for node in ops for arg in node.args)
    writes = len(ops)
    assert (reads, writes) == (13, 9)
    assert (reads + writes) / 2 == 11


def test_a_second_size_makes_the_default_compilation_size_generic():
    graphs = _captured_graphs(gelu_tanh_eager, (torch.randn(64),), (torch.randn(128),),
                              (torch.randn(256),))
    assert len(graphs) == 2  # the third size reuses the second, size-generic graph
    assert _traced_length(graphs[0]) == 64
    assert isinstance(_traced_length(graphs[1]), torch.SymInt)


def test_dynamic_false_compiles_once_per_size_within_the_recompile_limit():
    sizes = (64, 128, 256)
    graphs = _captured_graphs(gelu_tanh_eager, *[(torch.randn(n),) for n in sizes],
                              dynamic=False)
    assert [_traced_length(graph) for graph in graphs] == list(sizes)
    # The benchmark compiles once per size; past the limit Dynamo would run eager code.
    assert "compiled_static" in gelu_benchmark.benchmarks.line_vals
    assert len(gelu_benchmark.benchmarks.x_vals) < torch._dynamo.config.recompile_limit


def test_compiled_on_cpu_matches_eager_and_is_cpp():
    x = torch.linspace(-6, 6, 1000)
    result, sources = compile_and_get_code(gelu_tanh_eager, x)
    assert_close(result, gelu_tanh_eager(x), atol=ATOL, rtol=RTOL, label="compiled vs eager")
    assert_close(result, F.gelu(x, approximate="tanh"), atol=ATOL, rtol=RTOL,
                 label="compiled vs F.gelu")
    assert len(sources) == 1
    code = sources[0]
    assert 'extern "C"' in code and "cpp_fused" in code  # one fused C++ kernel ...
    assert code.count("cpp_pybinding(") == 1
    assert "@triton.jit" not in code  # ... and no Triton on the CPU
    if torch.backends.cpu.get_cpu_capability() != "DEFAULT":  # a CPU with SIMD units
        assert "at::vec::Vectorized" in code


@pytest.mark.parametrize("name, _", LOG_NAMES)
def test_every_torch_logs_name_on_the_page_is_known(name, _):
    assert log_name_kind(name) is not None, f"TORCH_LOGS does not know {name!r} here"
    assert name in inspect.signature(torch._logging.set_logs).parameters


def test_the_seed_table_names_still_work():
    # The older write-up's table: +dynamo, graph, fusion, output_code.
    assert log_name_kind("dynamo") == "log"
    for name in ("graph", "fusion", "output_code"):
        assert log_name_kind(name) == "artifact"
    assert log_name_kind("no_such_stage") is None


def test_split_torch_logs_groups_lines_by_name():
    log = (
        "V1121 08:31:55.638000 9875 torch/_dynamo/output_graph.py:2835] [0/0] "
        "[__graph_code] TRACED GRAPH\n"
        "some warning printed by something else\n"
        "V1121 08:31:57.494000 9875 torch/_inductor/graph.py:12] [0/0] [__output_code] a = 1\n"
        "V1121 08:31:57.494000 9875 torch/_inductor/graph.py:12] [__output_code] \n"
    )
    assert split_torch_logs(log) == {"graph_code": ["TRACED GRAPH"], "output_code": ["a = 1", ""]}


# --- Numba's thread mapping --------------------------------------------------------------
def test_x_along_a_row_needs_a_quarter_of_the_sectors():
    assert warp_accesses(rows_on_x=False)[:3] == [(0, 0), (0, 1), (0, 2)]
    assert warp_accesses(rows_on_x=True)[:3] == [(0, 0), (1, 0), (2, 0)]
    assert sectors_touched(warp_accesses(rows_on_x=False)) == 4
    assert sectors_touched(warp_accesses(rows_on_x=True)) == 16


# --- GPU only ----------------------------------------------------------------------------
@pytest.mark.cuda
def test_compiled_on_gpu_is_one_triton_kernel():
    x = torch.linspace(-6, 6, 4096, device="cuda")
    result, sources = compile_and_get_code(gelu_tanh_eager, x)
    assert_close(result, gelu_tanh_eager(x), atol=ATOL, rtol=RTOL, label="compiled vs eager")
    code = "\n".join(sources)
    assert code.count("@triton.jit") == 1
    assert "triton_poi_fused" in code  # poi: a pointwise kernel


@pytest.mark.cuda
def test_eager_launches_nine_kernels_and_compiled_one():
    from torch.autograd import DeviceType
    from torch.profiler import ProfilerActivity, profile

    from snippets.cuda_and_compile.gelu_compile import compiled_gelu_tanh

    x = torch.randn(2**20, device="cuda")
    compiled = compiled_gelu_tanh()
    compiled(x)  # compile outside the profiled region
    torch.cuda.synchronize()
    counts = {}
    for label, fn in (("eager", gelu_tanh_eager), ("compiled", compiled)):
        with profile(activities=[ProfilerActivity.CUDA]) as prof:
            fn(x)
            torch.cuda.synchronize()
        counts[label] = sum(1 for e in prof.events() if e.device_type == DeviceType.CUDA)
    assert counts == {"eager": 9, "compiled": 1}


# Each wrong call runs in a process of its own: on our GPU machine (torch 2.11, nvcc
# 13.0) a process that had already raised two errors from the bare extension crashed
# (SIGSEGV) on the third, whichever it was. One call per process keeps each check
# meaningful, and a crash still fails the test.
EXTENSION_CALLS = {
    "float64": ("m.double()", "TypeError", "float32, got Double"),
    "transposed": ("m.t()", "ValueError", "contiguous"),
    "on the CPU": ("m.cpu()", "ValueError", "CUDA device, got cpu"),
    "1-D": ("m.flatten()", "ValueError", "2-D, got 1 dimensions"),
}


@pytest.mark.cuda
@pytest.mark.parametrize("case", list(EXTENSION_CALLS))
def test_cuda_extension_checks_its_own_input(case):
    argument, error, words = EXTENSION_CALLS[case]
    script = (
        "import torch\n"
        "from snippets.cuda_and_compile.square_cuda import extension\n"
        "square = extension().square  # no Python wrapper in front: only the C++ checks\n"
        "m = torch.randn(3, 5, device='cuda')\n"
        "assert torch.equal(square(m), m * m)\n"
        "try:\n"
        f"    square({argument})\n"
        "except Exception as e:\n"
        "    print(type(e).__name__, str(e).splitlines()[0])\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            cwd=REPO_ROOT, timeout=300)
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-2000:]}"
    assert result.stdout.startswith(error) and words in result.stdout, result.stdout


@pytest.mark.cuda
def test_numba_views_torch_memory_without_copying():
    from snippets.cuda_and_compile.square_numba import numba_cuda

    cuda = numba_cuda()

    t = torch.randn(33, 65, device="cuda")
    view = cuda.as_cuda_array(t)
    assert view.__cuda_array_interface__["data"][0] == t.data_ptr()
    assert view.shape == tuple(t.shape)
    # torch names no stream in the interface, so Numba cannot know which one to follow.
    assert "stream" not in t.__cuda_array_interface__


@pytest.mark.cuda
@pytest.mark.parametrize("square_name", ["square_numba", "square_numba_rows_on_x"])
def test_numba_kernel_is_ordered_on_torch_side_stream(square_name):
    from snippets.cuda_and_compile import square_numba as module

    square = getattr(module, square_name)
    square(torch.ones(2, 2, device="cuda"))  # compile first, outside the race
    side = torch.cuda.Stream()
    with torch.cuda.stream(side):
        # Long torch work on the side stream produces the input; a kernel launched on
        # another stream could read it before it is written.
        x = torch.randn(4096, 4096, device="cuda")
        for _ in range(30):
            x = x * 1.0001 + 0.0001
        out = square(x)
        expected = x * x
    side.synchronize()
    assert_close(out, expected, atol=ATOL, rtol=RTOL, label=f"{square_name} on a side stream")


def test_ncu_square_csv_is_read_per_kernel_and_metric():
    from snippets.cuda_and_compile import ncu_square

    header = '"ID","Kernel Name","Metric Name","Metric Unit","Metric Value"'
    lines = [header]
    for kernel, inst, req, sec in (("square_kernel(const float *)", 524288, 524288, 2097152),
                                   ("vectorized_elementwise_kernel<4>", 131072, 131072, 2097152)):
        lines += [f'"0","{kernel}","smsp__sass_inst_executed_op_global_ld.sum","inst","{inst:,}"',
                  f'"0","{kernel}","l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum","","{req:,}"',
                  f'"0","{kernel}","l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum","sector","{sec:,}"',
                  f'"0","{kernel}","dram__throughput.avg.pct_of_peak_sustained_elapsed","%","80"',
                  f'"0","{kernel}","gpu__time_duration.sum","usecond","50"']
    rows = {r["kernel"]: r for r in ncu_square.table(ncu_square.parse("==PROF== x\n" + "\n".join(lines)))}
    assert rows["our square_kernel"]["floats per thread per load"] == 1.0
    assert rows["our square_kernel"]["sectors per request"] == 4.0
    assert rows["torch.square"]["floats per thread per load"] == 4.0
    assert rows["torch.square"]["sectors per request"] == 16.0


def test_lecture_5_sentences_are_on_the_page_and_name_the_gpu():
    from tests.machinery.claims.audit import assert_bound_and_naming_the_gpu
    from snippets.cuda_and_compile import claims, claims_hosts, claims_timing

    CLAIMS = claims.CLAIMS + claims_timing.CLAIMS + claims_hosts.CLAIMS
    for page in ("05-cuda-and-compile.md", "05-cuda-and-compile-part-2.md"):
        assert_bound_and_naming_the_gpu([c for c in CLAIMS if c.page == page], page)
    assert {c.page for c in CLAIMS} == {"05-cuda-and-compile.md", "05-cuda-and-compile-part-2.md"}


def test_torch_trace_counts_record_kinds(tmp_path):
    from snippets.cuda_and_compile.torch_trace import events_in

    log = tmp_path / "t.log"
    log.write_text('V1123 123 x.py:1] {"dynamo_start": {}, "frame_id": 0}\n\tpayload\n'
                   'V1123 124 x.py:2] {"inductor_output_code": {}, "frame_id": 0}\n')
    assert events_in(log) == {"dynamo_start": 1, "inductor_output_code": 1}


def test_torch_trace_keeps_the_guard_tree_without_machine_paths(tmp_path):
    from snippets.cuda_and_compile.torch_trace import first_payload, readable_guards

    log = tmp_path / "t.log"
    log.write_text(
        'V1 1 x.py:1] {"dynamo_start": {}, "frame_id": 0}\n\tnot this\n'
        'V1 2 guards.py:9] {"dynamo_cpp_guards_str": {}, "frame_id": 0, "has_payload": "h"}\n'
        "\t\n\tTREE_GUARD_MANAGER:\n"
        "\t| +- ID_MATCH: ___check_obj_id(G['torch'], 1)  # return x  # /home/me/g.py:33 in f\n"
        'V1 3 utils.py:2] {"chromium_event": {}}\n\t{"name": "later"}\n')
    tree = first_payload(log, "dynamo_cpp_guards_str")
    assert tree.startswith("TREE_GUARD_MANAGER:") and "later" not in tree
    assert readable_guards(tree).splitlines()[-1] == "| +- ID_MATCH: ___check_obj_id(G['torch'], 1)"
    assert first_payload(log, "inductor_output_code") is None


def test_torch_trace_guard_tree_holds_what_the_page_says(tmp_path):
    # Lecture 5 says the guard tree checks the tensor (TENSOR_MATCH: dtype, device, size,
    # stride) and the identity of each global the function read (ID_MATCH): pinned on
    # whichever stack runs the tests (backend="eager": Dynamo's guards without Inductor).
    from snippets.cuda_and_compile.torch_trace import first_payload, readable_guards

    code = ("import torch\n"
            "f = torch.compile(lambda x: torch.tanh(x) * 2, backend='eager')\n"
            "f(torch.randn(8))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, "TORCH_TRACE": str(tmp_path)}, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    tree = readable_guards(first_payload(next(tmp_path.glob("*.log")), "dynamo_cpp_guards_str"))
    tensor = next(line for line in tree.splitlines() if "TENSOR_MATCH" in line)
    assert all(word in tensor for word in ("torch.float32", "size=[8]", "stride=[1]"))
    assert "ID_MATCH: ___check_obj_id(G['torch']" in tree and " # " not in tree


@pytest.mark.cuda
def test_numba_cuda_comes_from_the_numba_cuda_package():
    # The page says Numba's built-in CUDA target is deprecated and that numba.cuda on our
    # GPU machine is the separately maintained numba-cuda package.
    numba_cuda = pytest.importorskip("numba.cuda")
    assert "numba_cuda" in numba_cuda.__file__


def test_torch_reads_torch_trace_and_has_the_guard_skipping_stance():
    import inspect

    from torch._logging import _internal

    from snippets.cuda_and_compile.torch_trace import traced_command

    assert _internal.TRACE_ENV_VAR == "TORCH_TRACE"
    assert "TORCH_TRACE" in traced_command("d")[0]
    assert "skip_guard_eval_unsafe" in inspect.signature(torch.compiler.set_stance).parameters


def test_the_gelu_benchmark_compiles_its_default_line_in_its_own_process():
    # Inductor's cache on disk would serve the checks' size-generic graph, compiled at
    # 97 elements, with the block size picked for that size (1670 GB/s against 2925
    # compiled afresh, H100, notes/next_gpu_run.md): compiled_here turns that cache off.
    from snippets.cuda_and_compile.gelu_compile import compiled_here

    before = torch._inductor.config.fx_graph_cache
    with compiled_here():
        assert torch._inductor.config.fx_graph_cache is False
    assert torch._inductor.config.fx_graph_cache == before
    with compiled_here(False):
        assert torch._inductor.config.fx_graph_cache == before


def test_the_guard_tree_is_counted_by_kind_as_torch_trace_writes_it():
    # The tree's GuardManager lines are branches, not guards; its first line is a header.
    from snippets.cuda_and_compile.claims_hosts import guard_kinds

    tree = """TREE_GUARD_MANAGER:
+- RootGuardManager
| +- GLOBAL_STATE: ___check_global_state() against {"grad_mode":true}
| +- GuardManager: source=L['x'], accessed_by=FrameLocalsGuardAccessor(key='x')
| | +- TENSOR_MATCH: check_tensor(L['x'], Tensor, torch.float32, size=[1000], stride=[1])
| +- GuardManager: source=G, accessed_by=GlobalsGuardAccessor
| | | +- ID_MATCH: ___check_obj_id(G['torch'], 1)
| | | | +- ID_MATCH: ___check_obj_id(G['torch'].tanh, 2)

Guard latency = 63.55 us
"""
    assert guard_kinds(tree) == {"GLOBAL_STATE": 1, "TENSOR_MATCH": 1, "ID_MATCH": 2}
    with pytest.raises(LookupError):
        guard_kinds("TREE_GUARD_MANAGER:\n+- RootGuardManager\n")


def test_every_gpu_guard_tree_has_the_guards_the_page_names():
    from snippets.cuda_and_compile.claims_hosts import GUARDS, guard_kinds
    from snippets.machinery.claims import gpu_folders
    from snippets.machinery.layout import GENERATED

    for data in gpu_folders(GENERATED):
        if data.has(GUARDS):
            found = guard_kinds(data.text(GUARDS))
            assert {"TENSOR_MATCH", "ID_MATCH", "GLOBAL_STATE"} <= set(found), data.machine
