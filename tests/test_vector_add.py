"""What the vector-add page claims about the compiled code, checked without a GPU."""

import os
import subprocess
import sys
from pathlib import Path

import triton

ROOT = Path(__file__).resolve().parent.parent


def test_compiling_needs_no_gpu_and_shows_the_global_loads():
    # In a fresh process without the interpreter, exactly as the page tells readers.
    script = (
        "from snippets.vector_add.ir_offline import compile_add_kernel_for, global_loads\n"
        "from snippets.core.ir import ir_stages\n"
        "from snippets.vector_add.add import add_kernel\n"
        "assert not hasattr(add_kernel, 'cache')  # the private PTX cache old posts used\n"
        "for flag in (True, False):\n"
        "    stages = ir_stages(compile_add_kernel_for(90, n_multiple_of_16=flag))\n"
        "    assert set(stages) == {'ttir', 'ttgir', 'llir', 'ptx', 'sass'}\n"
        "    assert 'tt.load' in stages['ttir'] and '.target sm_90' in stages['ptx']\n"
        "    print(flag, sorted(set(global_loads(stages['sass']))))\n"
    )
    env = dict(os.environ, TRITON_INTERPRET="0")
    out = subprocess.run([sys.executable, "-c", script], env=env, cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout.splitlines()
    # Triton 3.9 does not carry n_elements' multiple-of-16 fact through its widening to
    # 64 bits, which add_kernel's 64-bit offsets need for the mask: one-element loads
    # either way (Triton 3.6 still vectorises: the H100's SASS claim on lecture 1).
    assert out == ["True ['LDG.E']", "False ['LDG.E']"]


def test_a_64_bit_length_that_is_a_multiple_of_16_brings_the_wide_loads_back():
    script = (
        "import triton\n"
        "from triton.backends.compiler import GPUTarget\n"
        "from triton.compiler import ASTSource\n"
        "from snippets.core.ir import ir_stages\n"
        "from snippets.vector_add.add import add_kernel\n"
        "from snippets.vector_add.ir_offline import global_loads\n"
        "for length in ('i32', 'i64'):\n"
        "    source = ASTSource(fn=add_kernel, constexprs={'BLOCK_SIZE': 1024},\n"
        "        signature={'x_ptr': '*fp32', 'y_ptr': '*fp32', 'out_ptr': '*fp32',\n"
        "                   'n_elements': length, 'BLOCK_SIZE': 'constexpr'},\n"
        "        attrs={(i,): [['tt.divisibility', 16]] for i in range(4)})\n"
        "    sass = ir_stages(triton.compile(source, target=GPUTarget('cuda', 90, 32)))['sass']\n"
        "    print(length, sorted(set(global_loads(sass))))\n"
    )
    env = dict(os.environ, TRITON_INTERPRET="0")
    out = subprocess.run([sys.executable, "-c", script], env=env, cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout.splitlines()
    if triton.__version__.startswith("3.9"):
        assert out == ["i32 ['LDG.E']", "i64 ['LDG.E.128']"]
    else:  # other Triton versions: at least the 64-bit length gets the wide load
        assert out[1] == "i64 ['LDG.E.128']"
