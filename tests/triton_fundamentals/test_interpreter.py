"""Pins what the fundamentals page says about Triton's CPU interpreter.

Each probe in snippets/triton_fundamentals/interpreter_limits.py must still behave as the page
says; when a Triton release changes one, its test here fails and the page (and the
generated table) must change with it. The captured outputs shown on the page (the copy
bugs, the pdb session) are checked to say what the prose says they say.
"""

import os
import subprocess
import sys
import textwrap

import pytest
import torch
import triton
import triton.language as tl

from snippets.helpers.runtime import interpreting
from snippets.triton_fundamentals import interpreter_limits as limits
from snippets.helpers.capture import REPO_ROOT
from snippets.triton_fundamentals.copying import make_copy_bugs
from snippets.triton_fundamentals.debugging import as_int, make_pdb_session

pytestmark = pytest.mark.skipif(not interpreting(), reason="about the CPU interpreter only")

# probe -> does the interpreter do what torch (or an error) says it should?
EXPECTED = {
    limits.probe_bf16_copy: True,
    limits.probe_bf16_arithmetic: False,
    limits.probe_fp16_arithmetic: True,
    limits.probe_fp8_copy: True,
    limits.probe_fp8_arithmetic: False,
    limits.probe_uint8_times_float: True,  # the guide said this fails: fixed since
    limits.probe_none_slicing: True,  # the guide said [:, None] fails: fixed since
    limits.probe_dot_fp16: True,
    limits.probe_dot_bf16: False,
    limits.probe_swizzle2d: True,
    limits.probe_atomic_add: True,
    limits.probe_gather: True,
    limits.probe_device_assert: False,
    limits.probe_static_assert: True,
    limits.probe_out_of_bounds_load: False,
    limits.probe_out_of_bounds_store: False,
    limits.probe_masked_load_without_other: True,
    limits.probe_div_mod_negative: True,
}


def test_every_probe_is_pinned():
    assert {probe for _, _, probe in limits.PROBES} == set(EXPECTED)


@pytest.mark.parametrize("probe", list(EXPECTED), ids=lambda p: p.__name__)
def test_probe_outcome(probe):
    correct, observed = probe()
    assert correct is EXPECTED[probe], observed


def test_device_assert_stays_off_even_with_debug_switched_on():
    code = textwrap.dedent("""
        import torch, triton, triton.language as tl
        from snippets.triton_fundamentals.interpreter_limits import probe_device_assert
        print(probe_device_assert()[0])
    """)
    env = dict(os.environ, TRITON_INTERPRET="1", TRITON_DEBUG="1")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, env=env, cwd=REPO_ROOT).stdout
    assert out.strip() == "False"


def test_limits_table_artifact(tmp_path):
    limits.make_limits_table(tmp_path)
    lines = (tmp_path / "limits.csv").read_text().splitlines()
    assert lines[0] == "feature,probe,as expected,observed"
    assert len(lines) == 1 + len(limits.PROBES)


def test_copy_bugs_output_shows_what_the_page_says(tmp_path):
    make_copy_bugs(tmp_path)
    text = (tmp_path / "output.txt").read_text()
    bug_1, bug_2, fixed = text.split("--- ")[1:]
    # Bug 1: every program gets the same offsets, so only the first block is copied.
    assert bug_1.count("offsets:  [0 1 2 3]") == 3
    assert "z = [1, 2, 3, 4, 0, 0, 0, 0, 0, 0]" in bug_1
    # Bug 2: programs 1 and 2 start at 10 and 20: past the end, every lane masked off.
    assert "(1, 0, 0)  offsets:  [10 11 12 13]" in bug_2
    assert "(2, 0, 0)  offsets:  [20 21 22 23]" in bug_2
    assert bug_2.count("mask:  [False False False False]") == 2
    assert "z = [1, 2, 3, 4, 0, 0, 0, 0, 0, 0]" in bug_2
    # Fixed: the last program's last two lanes are masked and read as 0.
    assert "(2, 0, 0)  mask:  [ True  True False False]" in fixed
    assert "z = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]" in fixed


def test_pdb_session_stops_in_the_second_program_inside_the_kernel(tmp_path):
    make_pdb_session(tmp_path)
    session = (tmp_path / "session.txt").read_text()
    assert session.startswith("> ./snippets/triton_fundamentals/debugging.py(")
    assert "scale_kernel()" in session.splitlines()[0]
    assert "(Pdb) p pid\narray([1], dtype=int32)" in session
    assert "(Pdb) p offsets\narray([4, 5, 6, 7], dtype=int32)" in session
    assert "pid (2,) | offsets = [ 8  9 10 11] | mask = [ True  True False False]" in session
    assert "pid (0,)" not in session and "pid (1,)" not in session
    assert "out = tensor([0.0000, 0.5000" in session


def test_jit_no_longer_takes_interpret():
    with pytest.raises(TypeError, match="interpret"):
        triton.jit(interpret=True)



def _record(value):
    _RECORDED.append(value)


_RECORDED = []


@triton.jit
def _record_pid_kernel(x_ptr):
    _record(tl.program_id(0))  # a plain Python call: fine in the interpreter only


def test_program_id_is_a_triton_tensor_holding_numpy_data():
    # Older posts describe a `WrappedTensor` with a `.tensor` attribute; now it is a
    # tl.tensor whose values sit in .handle.data, which as_int reads.
    _RECORDED.clear()
    _record_pid_kernel[(3,)](torch.zeros(1))
    assert all(isinstance(pid, tl.tensor) for pid in _RECORDED)
    assert [as_int(pid) for pid in _RECORDED] == [0, 1, 2]
    assert type(_RECORDED[0].handle.data).__module__ == "numpy"
