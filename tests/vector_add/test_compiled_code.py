"""What the vector-add page claims about the compiled code, checked without a GPU."""

import ast
import os
import subprocess
import sys
from pathlib import Path
from snippets.machinery.layout import ROOT

PORTABLE = ROOT / "docs" / "generated" / "portable" / "vector_add_offline_ir"


def _fresh_process(script: str, cache: Path) -> list[str]:
    """stdout lines of ``script`` in a new process with the real compiler, as the page
    tells readers to run it, and a Triton cache of its own: what an earlier experiment
    left in the reader's cache must not decide what the compiler is said to emit."""
    env = dict(os.environ, TRITON_INTERPRET="0", TRITON_CACHE_DIR=str(cache))
    return subprocess.run([sys.executable, "-c", script], env=env, cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.splitlines()


def test_compiling_needs_no_gpu_and_the_page_says_what_this_compiler_emits(tmp_path):
    script = (
        "from snippets.vector_add.ir_offline import compile_add_kernel_for, loads_by_length, what_it_shows\n"
        "from snippets.helpers.ir import ir_stages\n"
        "from snippets.vector_add.add import add_kernel\n"
        "assert not hasattr(add_kernel, 'cache')  # the private PTX cache old posts used\n"
        "stages = ir_stages(compile_add_kernel_for(90))\n"
        "assert set(stages) == {'ttir', 'ttgir', 'llir', 'ptx', 'sass'}\n"
        "assert 'tt.load' in stages['ttir'] and '.target sm_90' in stages['ptx']\n"
        "loads = loads_by_length()\n"
        "print(repr(loads))\n"
        "print(what_it_shows(loads))\n"
    )
    loads_line, sentence = _fresh_process(script, tmp_path)
    loads = ast.literal_eval(loads_line)
    # Four floats per load with the fact (Triton 3.6 and 3.9 alike), one without it.
    assert loads == {"multiple of 16: True ": ["LDG.E.128"], "multiple of 16: False": ["LDG.E"]}
    assert "used the fact" in sentence, sentence


def test_the_committed_listing_and_its_sentence_agree():
    from snippets.vector_add.ir_offline import read_listing, what_it_shows

    loads = read_listing((PORTABLE / "loads.txt").read_text())
    assert (PORTABLE / "what_it_shows.txt").read_text().strip() == what_it_shows(loads)


def test_a_64_bit_length_that_is_a_multiple_of_16_gets_the_wide_loads(tmp_path):
    script = (
        "import triton\n"
        "from triton.backends.compiler import GPUTarget\n"
        "from triton.compiler import ASTSource\n"
        "from snippets.helpers.ir import ir_stages\n"
        "from snippets.vector_add.add import add_kernel\n"
        "from snippets.vector_add.ir_offline import global_loads\n"
        "source = ASTSource(fn=add_kernel, constexprs={'BLOCK_SIZE': 1024},\n"
        "    signature={'x_ptr': '*fp32', 'y_ptr': '*fp32', 'out_ptr': '*fp32',\n"
        "               'n_elements': 'i64', 'BLOCK_SIZE': 'constexpr'},\n"
        "    attrs={(i,): [['tt.divisibility', 16]] for i in range(4)})\n"
        "sass = ir_stages(triton.compile(source, target=GPUTarget('cuda', 90, 32)))['sass']\n"
        "print(sorted(set(global_loads(sass))))\n"
    )
    assert _fresh_process(script, tmp_path) == ["['LDG.E.128']"]


def test_lecture_6s_edited_kernel_stays_out_of_the_readers_cache(tmp_path):
    # Lecture 6 compiles add_kernel from a hand-edited TTGIR (one element per thread).
    # Triton caches that under the unedited source's key; in the reader's cache it made
    # every later compile of add_kernel load one float at a time (how lecture 1 once
    # came to say so).
    script = (
        "import pathlib, tempfile\n"
        "from snippets.triton_compiler.tools import override_a_layout\n"
        "from snippets.helpers.ir import ir_stages\n"
        "from snippets.vector_add.ir_offline import compile_add_kernel_for, global_loads\n"
        "with tempfile.TemporaryDirectory() as work:\n"
        "    before, after = override_a_layout(pathlib.Path(work))\n"
        "print('ld.global.v4' in before, 'ld.global.v4' in after)\n"
        "sass = ir_stages(compile_add_kernel_for(90))['sass']\n"
        "print(sorted(set(global_loads(sass))))\n"
    )
    assert _fresh_process(script, tmp_path)[-2:] == ["True False", "['LDG.E.128']"]


def _sweep_gpu(tmp_path, wide_spills=0, l2_mib=50.0):
    """A GPU folder with lecture 1's sweep at 2^26 and its fixed-cost fit."""
    import csv
    import json

    gpu = tmp_path / "nvidia-h100-80gb-hbm3"
    rows = {"vector_add_block_size/sweep.csv": [
        {"n_elements": 2**26, "BLOCK_SIZE": b, "num_warps": w, "fraction_of_copy": f,
         "registers_per_thread": r, "spills": s}
        for b, w, f, r, s in ((256, 8, 0.90, 12, 0), (1024, 4, 0.99, 25, 0),
                              (4096, 2, 0.99, 164, 0), (8192, 4, 0.99, 164, wide_spills),
                              (8192, 2, 0.86, 255, 58))],
        "vector_add_fixed_cost/fixed_cost.csv": [
        {"n_elements": n, "MB_moved": 12 * n / 1e6, "do_bench_us": 12 * n / 3e9 * 1e6 + 6.8,
         "back_to_back_us": 12 * n / 3e9 * 1e6 + 3.4} for n in (2**24, 2**25, 2**26)]}
    for path, found in rows.items():
        (gpu / path).parent.mkdir(parents=True, exist_ok=True)
        with open(gpu / path, "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=list(found[0]))
            writer.writeheader()
            writer.writerows(found)
    (gpu / "device").mkdir()
    (gpu / "device" / "device.json").write_text(json.dumps({"l2_mib": l2_mib}))
    from snippets.machinery.claims import GpuData

    return GpuData(gpu)


def test_the_block_size_claims_tell_registers_from_spills(tmp_path):
    from snippets.vector_add import claims

    data = _sweep_gpu(tmp_path)
    assert claims._corner_spills(data)[0]
    assert claims._registers_alone(data)[0]
    rows = dict(claims._registers_rows(data))
    assert rows["BLOCK_SIZE 8192, 4 warps (64 a thread)"] == ["164", "0"]
    # a second pair that spills: registers-alone would no longer hold
    assert not claims._registers_alone(_sweep_gpu(tmp_path / "spilling", wide_spills=4))[0]


def test_the_fixed_cost_claims_read_the_fit_and_the_l2_size(tmp_path):
    from snippets.vector_add import claims

    data = _sweep_gpu(tmp_path)
    holds, numbers = claims._half_removed(data)
    assert holds and "50% removed" in numbers, numbers
    assert claims._writes_past_l2(data)[0]  # 64 MiB written against a 50 MiB L2
    assert not claims._writes_past_l2(_sweep_gpu(tmp_path / "big", l2_mib=96.0))[0]
