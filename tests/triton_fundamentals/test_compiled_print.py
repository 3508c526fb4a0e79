"""What Python's ``print``, ``tl.static_print`` and ``%`` do, as lecture 2 says.

Compiled for sm_90 without a GPU (``TRITON_INTERPRET=0`` in a subprocess, since the test
session runs under the interpreter).
"""

import os
import subprocess
import sys
import textwrap

import torch

from snippets.triton_fundamentals import interpreter_limits

COMPILE = textwrap.dedent("""
    import triton, triton.language as tl
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    @triton.jit
    def kernel(x_ptr):
        x = tl.load(x_ptr)
        tl.static_print("static", x)
        print("x", x)
        tl.store(x_ptr, x)

    compiled = triton.compile(ASTSource(kernel, signature={"x_ptr": "*fp32"}),
                              target=GPUTarget("cuda", 90, 32))
    print("TTIR:", [line.strip() for line in compiled.asm["ttir"].splitlines()
                    if "tt.print" in line])
""")


def test_print_in_a_compiled_kernel_is_device_print_and_static_print_runs_at_compile_time(
        tmp_path):
    script = tmp_path / "compile_print.py"  # @triton.jit reads the kernel's source file
    script.write_text(COMPILE)
    # A fresh cache: a kernel that comes out of Triton's cache is not compiled again, and
    # then static_print prints nothing.
    env = dict(os.environ, TRITON_INTERPRET="0", TRITON_CACHE_DIR=str(tmp_path / "cache"))
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         check=True, env=env).stdout
    assert "static fp32[]" in out  # printed while compiling, with the type, not a value
    ttir = out[out.index("TTIR:"):]
    assert 'tt.print " x: "' in ttir
    again = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                           check=True, env=env).stdout
    assert "static" not in again  # from the cache: not compiled, nothing printed


def test_torch_remainder_floors_and_the_interpreter_truncates():
    assert (torch.tensor(-1) % 5).item() == 4  # floors, like Python
    assert torch.fmod(torch.tensor(-1), 5).item() == -1  # truncates, like C and the GPU
    correct, observed = interpreter_limits.probe_div_mod_negative()
    assert correct and observed.startswith("as torch.fmod"), observed
