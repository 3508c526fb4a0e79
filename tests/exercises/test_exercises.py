"""Every exercise is solvable and every checker can fail.

On the CPU (the interpreter, small shapes): each reference solution passes its check;
each unfilled skeleton fails it; each cheat in exercise_cheats.py (torch-computed,
cached, shape-specific, hard-coded) fails it, for the reason it should.
"""

import subprocess
import sys

import pytest
import torch

from snippets.machinery.items import discover
from snippets.exercises import check
from snippets.exercises.catalogue import EXERCISES

from tests.exercises import cheats as exercise_cheats
from snippets.machinery.layout import ROOT

KERNELS = [name for name, e in EXERCISES.items() if e.kind != "question"]
QUESTIONS = [name for name, e in EXERCISES.items() if e.kind == "question"]
REASONS = {  # what the checker's sentence may say, per cheat
    # (x.t().contiguous() of a 1 x 1 matrix is x itself: handing back an input is caught too)
    "torch_computed": ("computed with torch", "returned one of its inputs"),
    "torch_only": ("no Triton kernel was launched",),
    "cached": ("differ from the torch reference",),
    "shape_specific": ("differ from the torch reference",),
}


def test_at_least_fourteen_exercises_and_one_per_lecture():
    assert len(EXERCISES) >= 14
    lectures = {e.lecture for e in EXERCISES.values()}
    pages = {p.stem for p in (ROOT / "docs").glob("[0-9][0-9]-*.md")}
    assert lectures == pages


@pytest.mark.parametrize("name", EXERCISES)
def test_the_solution_passes(name):
    report = check(name, solution=True, quiet=True, time_it=False)
    assert report.passed, str(report)


@pytest.mark.parametrize("name", EXERCISES)
def test_the_unfilled_skeleton_fails(name):
    report = check(name, quiet=True, time_it=False)
    assert not report.passed, str(report)
    assert "`...`" in str(report), f"the message should point at the part left to write:\n{report}"


@pytest.mark.parametrize("cheat", REASONS)
@pytest.mark.parametrize("name", KERNELS)
def test_each_cheat_fails(name, cheat):
    report = check(name, exercise_cheats.CHEATS[cheat](name), quiet=True, time_it=False)
    assert not report.passed, f"{cheat} passed:\n{report}"
    assert any(reason in str(report) for reason in REASONS[cheat]), str(report)


@pytest.mark.parametrize("name", QUESTIONS)
def test_a_hard_coded_answer_fails(name):
    report = check(name, exercise_cheats.hard_coded(name), quiet=True)
    assert not report.passed, str(report)


def test_a_missing_mask_a_short_grid_and_numpy_are_named():
    import triton
    import triton.language as tl

    from snippets.exercises.solutions.vector_add.mul_mask import my_mul_kernel

    @triton.jit
    def unmasked(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
        offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        tl.store(out_ptr + offsets, tl.load(x_ptr + offsets) * tl.load(y_ptr + offsets))

    def no_mask(x, y):
        out = torch.empty_like(x)
        unmasked[(triton.cdiv(x.numel(), 256),)](x, y, out, x.numel(), BLOCK=256)
        return out

    def short_grid(x, y):
        out = torch.empty_like(x)
        my_mul_kernel[(max(1, x.numel() // 256),)](x, y, out, x.numel(), BLOCK_SIZE=256)
        return out

    def through_numpy(x, y):  # a launch for show, then the answer from numpy
        short_grid(x, y)
        return torch.from_numpy(x.numpy() * y.numpy())

    assert "wrote past the end of the output" in str(check("mul_mask", no_mask, quiet=True))
    assert "Tensor.numpy" in str(check("mul_mask", through_numpy, quiet=True))
    words = str(check("mul_mask", short_grid, quiet=True))
    assert "the last 232 of 1000 elements" in words and "triton.cdiv" in words


def test_a_leftover_ellipsis_is_found_in_the_source_when_the_error_does_not_name_it():
    # A native compile error need not say "Ellipsis"; the checker reads the kernel's source.
    from snippets.exercises.checker import _explain_error
    from snippets.exercises.vector_add.mul_mask import my_mul

    assert "`...` is still there" in _explain_error(RuntimeError("compilation failed"), (7,), my_mul)


def test_skeletons_import_cleanly_and_declare_no_snippets():
    registry = discover()  # imports every module under snippets/, skeletons included
    assert not [n for n, item in registry.items() if item.module.startswith("snippets.exercises")]


def test_the_command_line_checks_and_exits_with_the_verdict(capsys):
    from snippets.exercises.__main__ import main

    # One real command line (a question: no kernel to interpret, so it is quick) ...
    solved = subprocess.run([sys.executable, "-m", "snippets.exercises", "check", "add_bytes",
                             "--solution"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert solved.returncode == 0 and "PASSED" in solved.stdout, solved.stdout + solved.stderr
    # ... and the rest in this process.
    assert main(["check", "mul_mask"]) == 1 and "NOT YET" in capsys.readouterr().out
    assert main(["check", "no_such_exercise"]) == 2
    assert main(["list"]) == 0
    listed = capsys.readouterr().out
    assert all(name in listed for name in EXERCISES)


def test_on_the_cpu_a_speed_exercise_says_timing_needs_a_gpu():
    if torch.cuda.is_available():
        pytest.skip("a GPU is present: timing runs (see the cuda test below)")
    report = check("fast_scale", solution=True, quiet=True)
    assert report.passed and "timing needs a GPU" in str(report)


@pytest.mark.cuda
def test_on_a_gpu_a_speed_exercise_reports_the_fraction_of_the_copy_bandwidth():
    # Reported, never asserted: whether the goal is met is a measurement, not a test.
    from snippets.exercises.checker import CheckFailed
    from snippets.exercises.speed import time_against_reference

    lines = []
    try:
        time_against_reference(EXERCISES["fast_scale"], EXERCISES["fast_scale"].load(solution=True), lines)
    except CheckFailed:
        pass
    assert "of the copy bandwidth" in lines[0] and "torch" in lines[0], lines


def test_an_unknown_name_is_a_value_error():
    with pytest.raises(ValueError, match="no exercise is named"):
        check("no_such_exercise", lambda: None)


@pytest.mark.parametrize("page", sorted((ROOT / "docs").glob("[0-9][0-9]-*.md")), ids=lambda p: p.stem)
def test_the_notebook_gets_the_exercise_cells_and_they_shadow_nothing(page):
    """Each Try-it skeleton and check call is a cell of the lecture's notebook; the
    exercise cells bind no name the lecture's cells bind (or the notebook's own check
    cells would run a lecture check on a learner's unfinished function), and the
    solutions are not cells."""
    from snippets.machinery.notebooks.build import bound_names, build_notebook

    cells = [c for c in build_notebook(page, commit="0" * 40).cells if c.cell_type == "code"]
    sections = [c.metadata.get("fast_pytorch", {}).get("section", "") for c in cells]
    mine = [c for c, s in zip(cells, sections) if s.startswith("snippets/exercises/")]
    lecture = [c for c, s in zip(cells, sections) if s and not s.startswith("snippets/exercises/")]
    assert any(c.source.startswith("check(") for c in mine)
    assert not any("/solutions/" in s for s in sections)
    clash = set().union(*map(bound_names, (c.source for c in mine))) & set().union(
        *map(bound_names, (c.source for c in lecture)))
    # The lecture's "In depth" part follows Try it, so lecture cells (and their check
    # cells) can come after the exercises: safe only because no name is shared.
    assert not clash, f"exercise cells redefine the lecture's {sorted(clash)}"


def test_a_causal_loop_that_loads_the_blocks_above_the_diagonal_fails():
    """causal_diagonal: a loop that runs to n, loading the blocks above the
    diagonal and masking all their scores, computes the right numbers from finite inputs;
    the check's infinite values in V (the first key of each block after the first) make
    it write NaN there, so it fails. The solution, which stops at the diagonal, passes."""
    import math

    import triton
    import triton.language as tl

    @triton.jit
    def to_the_end(q_ptr, k_ptr, v_ptr, o_ptr, n, scale, D: tl.constexpr, BLOCK: tl.constexpr):
        rows = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        dims = tl.arange(0, D)
        q = tl.load(q_ptr + rows[:, None] * D + dims[None, :], mask=(rows < n)[:, None], other=0.0)
        m = tl.full([BLOCK], -float("inf"), tl.float32)
        l = tl.zeros([BLOCK], tl.float32)
        acc = tl.zeros([BLOCK, D], tl.float32)
        for start in range(0, n, BLOCK):  # every block of keys, the ones above the diagonal too
            cols = start + tl.arange(0, BLOCK)
            k = tl.load(k_ptr + cols[:, None] * D + dims[None, :], mask=(cols < n)[:, None], other=0.0)
            v = tl.load(v_ptr + cols[:, None] * D + dims[None, :], mask=(cols < n)[:, None], other=0.0)
            s = tl.dot(q, tl.trans(k), input_precision="ieee") * scale
            s = tl.where((cols[None, :] <= rows[:, None]) & (cols[None, :] < n), s, -float("inf"))
            m_new = tl.maximum(m, tl.max(s, axis=1))
            p = tl.exp(s - m_new[:, None])
            alpha = tl.exp(m - m_new)
            l = l * alpha + tl.sum(p, axis=1)
            acc = tl.dot(p, v, acc * alpha[:, None], input_precision="ieee")
            m = m_new
        tl.store(o_ptr + rows[:, None] * D + dims[None, :], acc / l[:, None], mask=(rows < n)[:, None])

    def loads_every_block(q, k, v):
        n, d = q.shape
        o = torch.empty_like(q)
        to_the_end[(triton.cdiv(n, 16),)](q, k, v, o, n, 1.0 / math.sqrt(d), D=d, BLOCK=16)
        return o

    report = check("causal_diagonal", loads_every_block, quiet=True)
    assert not report.passed, str(report)
    assert "never written" in str(report) and "weighs the check's infinite values" in str(report)


def test_a_softmax_without_the_row_max_fails():
    """softmax_rows: exp(x) / sum(exp(x)) is the same function, but exp overflows: the
    check's rows shifted by +150 make it NaN there, so it fails."""
    import triton
    import triton.language as tl

    @triton.jit
    def unstable(x_ptr, out_ptr, n_columns, row_stride, BLOCK_SIZE: tl.constexpr):
        columns = tl.arange(0, BLOCK_SIZE)
        where = tl.program_id(0) * row_stride + columns
        x = tl.load(x_ptr + where, mask=columns < n_columns, other=-float("inf"))
        numerator = tl.exp(x)  # no max subtracted
        tl.store(out_ptr + where, numerator / tl.sum(numerator, axis=0), mask=columns < n_columns)

    def softmax(x):
        out = torch.empty_like(x)
        unstable[(x.shape[0],)](x, out, x.shape[1], x.stride(0),
                                BLOCK_SIZE=triton.next_power_of_2(x.shape[1]))
        return out

    report = check("softmax_rows", softmax, quiet=True)
    assert not report.passed and "subtract the row's max" in str(report), str(report)


def test_a_k_loop_that_masks_only_b_fails():
    """matmul_k_mask: a tile of a loaded past K without a mask meets zeros of b, so
    finite garbage * 0 would pass; the last row's load runs into the input's guard,
    which is +inf, and inf * 0 is NaN."""
    import triton
    import triton.language as tl

    @triton.jit
    def b_only(a_ptr, b_ptr, c_ptr, M, N, K, BLOCK: tl.constexpr):
        rows = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        columns = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
        ks = tl.arange(0, BLOCK)
        accumulator = tl.zeros((BLOCK, BLOCK), dtype=tl.float32)
        for k in range(0, tl.cdiv(K, BLOCK)):
            k_now = k * BLOCK + ks
            a = tl.load(a_ptr + rows[:, None] * K + k_now[None, :], mask=(rows < M)[:, None],
                        other=0.0)  # the rows masked, not K
            b = tl.load(b_ptr + k_now[:, None] * N + columns[None, :],
                        mask=(k_now[:, None] < K) & (columns[None, :] < N), other=0.0)
            accumulator = tl.dot(a, b, accumulator, input_precision="ieee")
        tl.store(c_ptr + rows[:, None] * N + columns[None, :], accumulator,
                 mask=(rows[:, None] < M) & (columns[None, :] < N))

    def matmul(a, b):
        (m, k), (_, n) = a.shape, b.shape
        c = torch.empty((m, n), dtype=torch.float32, device=a.device)
        b_only[(triton.cdiv(m, 16), triton.cdiv(n, 16))](a, b, c, m, n, k, BLOCK=16)
        return c

    report = check("matmul_k_mask", matmul, quiet=True)
    # (NaN reads as an element never written: the output starts as NaN)
    assert not report.passed and "reads past K" in str(report), str(report)
