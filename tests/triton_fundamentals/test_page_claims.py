"""Claims made on the Triton fundamentals page (docs/02-triton-fundamentals.md).

The generic checks (each kernel against its torch reference, bad inputs) live in
test_snippets.py; these pin what the page says beyond "it matches torch". They run on
the CPU interpreter and natively on a GPU alike, unless marked.
"""

import json
import os
import subprocess
import sys
import textwrap

import pytest
import torch
import triton

from snippets.helpers.compare import assert_close
from snippets.helpers.runtime import default_device, interpreting
from snippets.helpers.capture import REPO_ROOT
from snippets.triton_fundamentals import copying, debugging, greyscale, permute, softmax, square_rows

DEVICE = default_device()


# -- debugging helpers -----------------------------------------------------------------
def test_check_tensors_gpu_ready_rejects_a_strided_view():
    device = default_device()
    strided = torch.ones(8, device=device)[::2]
    with pytest.raises(ValueError, match="not contiguous"):
        debugging.check_tensors_gpu_ready(torch.ones(4, device=device), strided)
    # The guide wrote `t.is_contiguous` without the call: a bound method is always true,
    # so its check let this very tensor through.
    assert bool(strided.is_contiguous) and not strided.is_contiguous()


@pytest.mark.skipif(not interpreting(), reason="the CPU is allowed only in the interpreter")
def test_check_tensors_gpu_ready_accepts_cpu_tensors_in_the_interpreter():
    debugging.check_tensors_gpu_ready(torch.ones(4), torch.ones(2, 3))


@pytest.mark.cuda
def test_check_tensors_gpu_ready_rejects_cpu_tensors_natively():
    with pytest.raises(ValueError, match="needs CUDA"):
        debugging.check_tensors_gpu_ready(torch.ones(4))


@pytest.mark.parametrize("a, b", [(0, 4), (1, 4), (4, 4), (5, 4), (10, 3), (2**31, 7)])
def test_cdiv_matches_triton(a, b):
    assert debugging.cdiv(a, b) == triton.cdiv(a, b)


@pytest.mark.parametrize("conditions, pids, expected", [
    ("", (5, 6, 7), True),
    ("=1", (1,), True),
    ("=1", (2,), False),
    (",>0", (0, 1), True),
    (",>0", (3, 0), False),
    (">=2,=0", (2, 0), True),
    (">=2,=0", (2, 1), False),
    ("!=3", (4,), True),
    ("<1, ,=0", (0, 9, 0), True),
])
def test_pid_matches(conditions, pids, expected):
    assert debugging.pid_matches(conditions, *pids) is expected


@pytest.mark.parametrize("bad", ["1", "=x", "~1", "=0,=0,=0,=0"])
def test_pid_matches_rejects_malformed_conditions(bad):
    with pytest.raises(ValueError):
        debugging.pid_matches(bad, 0, 0, 0)


def test_print_if_prints_only_in_matching_programs(capsys):
    for pid in range(3):
        debugging.print_if(">0", pid, offsets=[pid * 4, pid * 4 + 1])
    assert capsys.readouterr().out.splitlines() == [
        "pid (1,) | offsets = [4, 5]", "pid (2,) | offsets = [8, 9]"]


def test_interpreter_flag_is_read_when_the_kernel_is_decorated(tmp_path):
    """Setting TRITON_INTERPRET after `import triton` still works for kernels defined
    later; kernels defined before keep the mode they were defined in."""
    script = tmp_path / "late_flag.py"
    script.write_text(textwrap.dedent("""
        import os
        os.environ.pop("TRITON_INTERPRET", None)
        import triton

        @triton.jit
        def before(x):
            pass

        os.environ["TRITON_INTERPRET"] = "1"

        @triton.jit
        def after(x):
            pass

        print(type(before).__name__, type(after).__name__)
    """))
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         check=True, env={k: v for k, v in os.environ.items()
                                          if k != "TRITON_INTERPRET"}).stdout
    assert out.split() == ["JITFunction", "InterpretedFunction"]


# -- the copy kernel and its two bugs ----------------------------------------------------
def _small_x():
    return torch.arange(1, 11, dtype=torch.int32, device=DEVICE)  # as in copying.demo()


def test_copy_bug_1_copies_only_the_first_block():
    z = copying.copy_with(copying.copy_kernel_bug_1, _small_x(), block_size=4).cpu()
    assert z.tolist() == [1, 2, 3, 4, 0, 0, 0, 0, 0, 0]


def test_copy_bug_2_copies_only_the_first_block():
    z = copying.copy_with(copying.copy_kernel_bug_2, _small_x(), block_size=4).cpu()
    assert z.tolist() == [1, 2, 3, 4, 0, 0, 0, 0, 0, 0]


def test_copy_bug_2_is_right_when_there_is_a_single_program():
    # pid * n_elements is 0 for program 0: the bug hides whenever the tensor fits a block.
    x = _small_x()
    z = copying.copy_with(copying.copy_kernel_bug_2, x, block_size=16)
    assert torch.equal(z, x)


@pytest.mark.parametrize("n, block", [(10, 4), (1, 4), (4, 4), (1000, 64)])
def test_fixed_copy_is_right(n, block):
    x = torch.arange(1, n + 1, dtype=torch.int32, device=DEVICE)
    assert torch.equal(copying.copy_with(copying.copy_kernel, x, block_size=block), x)


def _compile_for_sm90(module: str, kernel: str, signature: dict, constexprs: dict,
                      aligned: tuple[int, ...] = ()) -> dict[str, str]:
    """Every IR stage of a kernel compiled for sm_90 without a GPU, in a fresh native
    process (under the interpreter @triton.jit gives no compilable kernel). ``aligned``:
    the arguments to treat as multiples of 16, as Triton's launcher does on a GPU for
    pointers and sizes that are."""
    code = textwrap.dedent(f"""
        import json, snippets, triton
        from triton.backends.compiler import GPUTarget
        from triton.compiler import ASTSource
        from {module} import {kernel}
        source = ASTSource({kernel}, signature={signature!r}, constexprs={constexprs!r},
                           attrs={{(i,): [["tt.divisibility", 16]] for i in {aligned!r}}})
        compiled = triton.compile(source, target=GPUTarget("cuda", 90, 32))
        print(json.dumps({{stage: compiled.asm[stage] for stage in ("ttir", "ttgir", "ptx")}}))
    """)
    env = dict(os.environ, TRITON_INTERPRET="0")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, env=env, cwd=REPO_ROOT)
    return json.loads(result.stdout)


def _compile_copy_ttir(debug: bool) -> str:
    return _compile_for_sm90(
        "snippets.triton_fundamentals.copying", "copy_kernel",
        signature={"x_ptr": "*fp32", "z_ptr": "*fp32", "n_elements": "i32",
                   "BLOCK_SIZE": "constexpr", "DEBUG": "constexpr"},
        constexprs={"BLOCK_SIZE": 4, "DEBUG": debug})["ttir"]


def test_debug_prints_are_compiled_only_when_switched_on():
    assert "tt.print" not in _compile_copy_ttir(debug=False)
    assert "tt.print" in _compile_copy_ttir(debug=True)


# -- rows: square and softmax ----------------------------------------------------------
@pytest.mark.parametrize("n_cols, block, warps", [
    (1, 1, 1), (7, 8, 1), (256, 256, 1), (781, 1024, 4), (1024, 1024, 4),
    (2048, 2048, 8), (4096, 4096, 16), (16384, 16384, 16), (32768, 32768, 16)])
def test_row_block_and_warps(n_cols, block, warps):
    assert square_rows.row_block_and_warps(n_cols) == (block, warps)


def test_row_block_and_warps_refuses_rows_wider_than_a_block():
    with pytest.raises(ValueError, match="fit one block"):
        square_rows.row_block_and_warps(square_rows.MAX_ROW + 1)


def test_softmax_is_stable_for_large_inputs():
    # exp(1000) overflows float32; subtracting the row max first keeps every term <= 1.
    x = torch.tensor([[1000.0, 999.0, 998.0], [-1000.0, 0.0, 1000.0]], device=DEVICE)
    naive = torch.exp(x) / torch.exp(x).sum(dim=1, keepdim=True)
    assert torch.isnan(naive).any()
    y = softmax.softmax_rows(x)
    assert_close(y, torch.softmax(x, dim=1), atol=1e-6, rtol=1e-5)


def test_softmax_padding_lanes_do_not_leak_into_the_row():
    # 3 columns in a block of 4: if the padding lane read 0 instead of -inf, it would add
    # exp(0 - max) to the sum and the row would no longer sum to one.
    x = torch.full((2, 3), -5.0, device=DEVICE)
    y = softmax.softmax_rows(x).cpu()
    assert_close(y, torch.full((2, 3), 1 / 3), atol=1e-6, rtol=1e-6)


def test_softmax_handles_minus_infinity_entries():
    x = torch.tensor([[0.0, float("-inf"), 0.0, float("-inf"), 1.0]], device=DEVICE)
    assert_close(softmax.softmax_rows(x), torch.softmax(x, dim=1), atol=1e-6, rtol=1e-5)


# -- greyscale ---------------------------------------------------------------------------
def test_the_photograph_ships_with_matplotlib():
    photo = greyscale.load_photo()
    assert photo.dtype == torch.uint8 and photo.shape[0] == 3 and photo.shape[1] > 100


def test_greyscale_photo_artifact(tmp_path):
    greyscale.make_greyscale_photo(tmp_path)
    assert {p.name for p in tmp_path.iterdir()} == {"before.jpg", "after.jpg", "check.txt"}
    from PIL import Image

    before, after = Image.open(tmp_path / "before.jpg"), Image.open(tmp_path / "after.jpg")
    assert before.mode == "RGB" and after.mode == "L" and before.size == after.size


def test_greyscale_of_pure_colours_is_the_weights():
    image = torch.zeros(3, 1, 3, dtype=torch.uint8)
    for channel in range(3):
        image[channel, 0, channel] = 255
    grey = greyscale.greyscale(image.to(DEVICE)).cpu()
    expected = torch.tensor([[greyscale.RED, greyscale.GREEN, greyscale.BLUE]]) * 255
    assert_close(grey, expected, atol=1e-4, rtol=1e-6)


def test_greyscale_reference_is_a_chain_of_separate_operations():
    """Why torch is far behind on the page: eager torch runs one operator (one kernel on
    a GPU) per step, each writing a temporary, where the Triton kernel is one pass."""
    from torch.profiler import profile

    image = torch.zeros(3, 4, 5, dtype=torch.uint8)
    with profile() as prof:
        greyscale.greyscale_reference(image)
    names = [event.name for event in prof.events()]
    assert "aten::_to_copy" in names  # image.float(): the float32 temporary
    assert names.count("aten::mul") == 3 and names.count("aten::add") == 2


def test_greyscale_uses_full_width_accesses_and_a_layout_change_in_between():
    """What the page says about greyscale's distance from the copy bandwidth: every load
    and store is a 16-byte vector (the access width is not what holds it back), and the
    uint8 tiles and the float32 tile get different register layouts, so the compiler
    moves the result through shared memory (behind barriers) before storing it."""
    asm = _compile_for_sm90(
        "snippets.triton_fundamentals.greyscale", "greyscale_kernel",
        signature={"image_ptr": "*u8", "out_ptr": "*fp32", "height": "i32", "width": "i32",
                   "BLOCK_H": "constexpr", "BLOCK_W": "constexpr"},
        constexprs={"BLOCK_H": greyscale.BLOCK_H, "BLOCK_W": greyscale.BLOCK_W},
        aligned=(0, 1, 2, 3))  # as for the benchmark's images: sides are powers of two
    accesses = [line.split()[1] for line in asm["ptx"].splitlines()
                if "ld.global" in line or "st.global" in line]
    assert accesses == ["ld.global.v4.b32"] * 3 + ["st.global.v4.b32"] * 4
    assert "ttg.convert_layout" in asm["ttgir"]
    assert "bar.sync" in asm["ptx"]


# -- permutation -------------------------------------------------------------------------
@pytest.mark.parametrize("roll", [permute.roll_rows, permute.roll_rows_onehot])
@pytest.mark.parametrize("shift", [0, 1, 15, -1, -17, 33])
def test_roll_any_shift(roll, shift):
    x = torch.arange(2 * 16, dtype=torch.float32, device=DEVICE).view(2, 16)
    assert torch.equal(roll(x, shift), torch.roll(x, shift, dims=1))


@pytest.mark.parametrize("roll", [permute.roll_rows, permute.roll_rows_onehot])
def test_roll_moves_inf_and_nan_without_spreading_them(roll):
    # With hit * x (as on the slide) 0 * inf = NaN would reach every lane of the row.
    x = torch.tensor([[1.0, float("inf"), 3.0, float("nan"), 5.0]], device=DEVICE)
    torch.testing.assert_close(roll(x, 2), torch.roll(x, 2, dims=1), equal_nan=True)


def test_triton_rejects_a_chained_assignment():
    # The slide's `indicator = ...[:, None] = index` is valid Python (it assigns twice),
    # but not valid Triton.
    with pytest.raises(Exception, match="ultiple assignment"):
        _chained_assignment_kernel[(1,)](torch.zeros(4, device=DEVICE), 4)


@triton.jit
def _chained_assignment_kernel(out_ptr, N: triton.language.constexpr):
    a = b = triton.language.arange(0, N)
    triton.language.store(out_ptr + a, b.to(triton.language.float32))


def test_compiled_kernels_refuse_plain_python_calls_even_in_dead_branches(tmp_path):
    """Why the copy kernels print with tl.device_print, not with print_if."""
    script = tmp_path / "dead_branch.py"
    script.write_text(textwrap.dedent("""
        import triton, triton.language as tl
        from triton.backends.compiler import GPUTarget
        from triton.compiler import ASTSource

        def helper(value):
            print(value)

        @triton.jit
        def kernel(x_ptr, DEBUG: tl.constexpr):
            x = tl.load(x_ptr)
            if DEBUG:
                helper(x)

        source = ASTSource(kernel, signature={"x_ptr": "*fp32", "DEBUG": "constexpr"},
                           constexprs={"DEBUG": False})
        try:
            triton.compile(source, target=GPUTarget("cuda", 90, 32))
        except Exception as error:
            print("refused:", error)
        else:
            print("compiled")
    """))
    env = dict(os.environ, TRITON_INTERPRET="0")
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         check=True, env=env).stdout
    assert out.startswith("refused:") and "helper" in out


def test_the_softmax_exercise_checks_only_matrices_far_below_2_31_elements():
    # The page says the skeleton's int32 `row * row_stride` is safe for the check because
    # its matrices have at most 40 rows of 300 columns.
    from snippets.exercises.triton_fundamentals import EXERCISES

    exercise = next(e for e in EXERCISES if e.name == "softmax_rows")
    g = torch.Generator().manual_seed(0)
    shapes = list(exercise.shapes) + [exercise.random_shape(g) for _ in range(200)]
    assert max(r for r, _ in shapes) <= 40 and max(c for _, c in shapes) <= 300


# -- the listings the page shows: excerpts that keep what the text discusses -----------
def _excerpt(source: str):
    """The excerpt the page's ``{{ text("<source>", ...) }}`` directive shows, as lines."""
    import re

    from snippets.machinery.directives import parse_args
    from snippets.machinery.layout import GENERATED
    from snippets.machinery.site import listings

    page = (REPO_ROOT / "docs" / "02-triton-fundamentals.md").read_text()
    call = next(m[1] for m in re.finditer(r"\{\{ text\((.*)\) \}\}", page)
                if m[1].startswith(f'"{source}"'))
    args, kwargs = parse_args(call)
    lines = listings.clean((GENERATED / "portable" / args[0]).read_text())
    chosen, how = listings.excerpt(lines, "text", kwargs.get("excerpt"))
    assert how == "the lines the text discusses" and not chosen[-1].startswith("… (more")
    return chosen


def test_the_copy_bugs_excerpt_shows_all_three_runs():
    shown = "\n".join(_excerpt("copy_bugs/output.txt"))
    for line in ["(1, 0, 0)  offsets:  [10 11 12 13]", "(2, 0, 0)  offsets:  [20 21 22 23]",
                 "(2, 0, 0)  mask:  [ True  True False False]",
                 "z = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"]:
        assert line in shown
    assert shown.count("z = [1, 2, 3, 4, 0, 0, 0, 0, 0, 0]") == 2  # both bugs' results
    # Bug 1's proof that every program reads the same four elements: all three shown.
    bug_1 = shown.split("--- bug 2")[0]
    for pid in range(3):
        assert f"({pid}, 0, 0)  offsets:  [0 1 2 3]" in bug_1


def test_the_pdb_excerpt_shows_the_prints_and_the_result():
    """The lesson's excerpt: the ``p`` commands and the result, without the site-packages
    frames of ``where`` (In depth says what they show)."""
    shown = "\n".join(_excerpt("pdb_session/session.txt"))
    for line in ["(Pdb) p pid", "(Pdb) continue", "out = tensor("]:
        assert line in shown
    assert "GridExecutor" not in shown
