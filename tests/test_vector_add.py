"""What the vector-add page claims about the compiled code, checked without a GPU."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_compiling_needs_no_gpu_and_alignment_decides_the_load_width():
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
    assert out == ["True ['LDG.E.128']", "False ['LDG.E']"]
