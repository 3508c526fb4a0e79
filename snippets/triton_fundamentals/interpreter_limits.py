"""What Triton's CPU interpreter gets right and wrong, found by trying.

Each probe runs a tiny kernel and compares what it produced with what the same
operation gives in torch (or, for asserts, with what should happen). ``python -m
snippets.triton_fundamentals.interpreter_limits`` prints the table (as CSV) under the
interpreter; tests/triton_fundamentals/test_interpreter.py pins every outcome, so a Triton
release that changes one fails a test instead of silently making the page wrong.
"""

import csv
import io
import sys

import torch
import triton
import triton.language as tl

from snippets.helpers.runtime import interpreting
from snippets.machinery.items import Artifact


# --8<-- [start:copy]
@triton.jit
def _copy(x_ptr, out_ptr, N: tl.constexpr):
    offsets = tl.arange(0, N)
    tl.store(out_ptr + offsets, tl.load(x_ptr + offsets))
# --8<-- [end:copy]


@triton.jit
def _double(x_ptr, out_ptr, N: tl.constexpr):
    offsets = tl.arange(0, N)
    x = tl.load(x_ptr + offsets)
    tl.store(out_ptr + offsets, x + x)


@triton.jit
def _scale_by_float(x_ptr, out_ptr, N: tl.constexpr):
    offsets = tl.arange(0, N)
    tl.store(out_ptr + offsets, 0.5 * tl.load(x_ptr + offsets))  # uint8 times a float


@triton.jit
def _transpose(x_ptr, out_ptr, N: tl.constexpr):
    i = tl.arange(0, N)
    tl.store(out_ptr + i[None, :] * N + i[:, None], tl.load(x_ptr + i[:, None] * N + i[None, :]))


@triton.jit
def _dot(a_ptr, b_ptr, c_ptr, N: tl.constexpr):
    i = tl.arange(0, N)
    tile = i[:, None] * N + i[None, :]
    tl.store(c_ptr + tile, tl.dot(tl.load(a_ptr + tile), tl.load(b_ptr + tile)))


@triton.jit
def _swizzle(out_ptr, GRID_M: tl.constexpr, GRID_N: tl.constexpr, GROUP: tl.constexpr):
    i = tl.program_id(0)
    j = tl.program_id(1)
    new_i, new_j = tl.swizzle2d(i, j, GRID_M, GRID_N, GROUP)
    tl.store(out_ptr + (i * GRID_N + j) * 2, new_i)
    tl.store(out_ptr + (i * GRID_N + j) * 2 + 1, new_j)


@triton.jit
def _count(counter_ptr, N: tl.constexpr):
    tl.atomic_add(counter_ptr + tl.zeros((N,), tl.int32), 1)  # every lane, one address


@triton.jit
def _assert_small(x_ptr, N: tl.constexpr):
    tl.device_assert(tl.load(x_ptr + tl.arange(0, N)) < 0, "values must be negative")


@triton.jit
def _static_assert(N: tl.constexpr):
    tl.static_assert(N < 4, "N must be below 4")


@triton.jit
def _masked_load(x_ptr, out_ptr, n, N: tl.constexpr):
    offsets = tl.arange(0, N)
    tl.store(out_ptr + offsets, tl.load(x_ptr + offsets, mask=offsets < n))  # no other=


@triton.jit
def _div_mod(out_ptr, N: tl.constexpr):
    a = tl.arange(0, N) - 3  # -3 .. N-4
    tl.store(out_ptr + tl.arange(0, N), a % 4)
    tl.store(out_ptr + N + tl.arange(0, N), a // 2)


@triton.jit
def _gather(x_ptr, out_ptr, N: tl.constexpr):
    i = tl.arange(0, N)
    tl.store(out_ptr + i, tl.gather(tl.load(x_ptr + i), (i + 1) % N, 0))


def _values(t: torch.Tensor) -> str:
    return str(t.flatten().tolist()[:6])


def _compare(actual: torch.Tensor, expected: torch.Tensor,
             reference: str = "torch") -> tuple[bool, str]:
    """``reference`` names what computed ``expected``, as the table should say it."""
    if torch.equal(actual.float(), expected.float()):
        return True, f"as {reference}: {_values(actual)}"
    return False, f"got {_values(actual)}, {reference} gives {_values(expected)}"


def _elementwise(kernel, dtype, expected_fn, out_dtype=None):
    x = torch.tensor([1.0, 2.0, 3.0, 4.0]).to(dtype)
    out = torch.zeros(4, dtype=out_dtype or dtype)
    kernel[(1,)](x, out, 4)
    return _compare(out, expected_fn(x).to(out.dtype))


def probe_bf16_copy():
    return _elementwise(_copy, torch.bfloat16, lambda x: x)


def probe_bf16_arithmetic():
    return _elementwise(_double, torch.bfloat16, lambda x: x + x)


def probe_fp16_arithmetic():
    return _elementwise(_double, torch.float16, lambda x: x + x)


def probe_fp8_copy():
    return _elementwise(_copy, torch.float8_e4m3fn, lambda x: x)


def probe_fp8_arithmetic():
    return _elementwise(_double, torch.float8_e4m3fn, lambda x: (x.float() * 2))


def probe_uint8_times_float():
    return _elementwise(_scale_by_float, torch.uint8, lambda x: 0.5 * x.float(),
                        out_dtype=torch.float32)


def probe_none_slicing():
    x = torch.arange(16.0).view(4, 4)
    out = torch.zeros(4, 4)
    _transpose[(1,)](x, out, 4)
    return _compare(out, x.t())


def _probe_dot(dtype):
    generator = torch.Generator().manual_seed(0)
    a = torch.randn(16, 16, generator=generator).to(dtype)
    b = torch.randn(16, 16, generator=generator).to(dtype)
    c = torch.zeros(16, 16)
    _dot[(1,)](a, b, c, 16)
    error = (c - a.float() @ b.float()).abs().max().item()
    return error < 1e-3, f"max |error| vs torch = {error:.3g}"


def probe_dot_fp16():
    return _probe_dot(torch.float16)


def probe_dot_bf16():
    return _probe_dot(torch.bfloat16)


def probe_swizzle2d():
    out = torch.zeros(4, 4, 2, dtype=torch.int32)
    _swizzle[(4, 4)](out, 4, 4, 2)
    # What swizzle2d computes, written out in Python: group GROUP rows of programs so
    # that consecutive ids walk down a column within the group.
    expected = torch.zeros_like(out)
    for i in range(4):
        for j in range(4):
            linear = i * 4 + j
            group, in_group = divmod(linear, 2 * 4)
            first_row = group * 2
            rows_in_group = min(4 - first_row, 2)
            expected[i, j] = torch.tensor([first_row + in_group % rows_in_group,
                                           in_group // rows_in_group])
    return _compare(out, expected)


def probe_atomic_add():
    counter = torch.zeros(1, dtype=torch.int32)
    _count[(3,)](counter, 4)  # 3 programs x 4 lanes
    return _compare(counter, torch.tensor([12], dtype=torch.int32))


def probe_gather():
    x = torch.arange(8.0)
    out = torch.zeros(8)
    _gather[(1,)](x, out, 8)
    return _compare(out, torch.roll(x, -1))


def probe_device_assert():
    try:
        _assert_small[(1,)](torch.arange(4.0), 4)
    except Exception as error:  # noqa: BLE001  (any error means the assert fired)
        return True, f"raised {type(error).__name__}"
    return False, "no error: the assert never fires (debug is off in the interpreter)"


def probe_static_assert():
    try:
        _static_assert[(1,)](8)
    except Exception as error:  # noqa: BLE001
        return True, f"raised {type(error).__name__}"
    return False, "no error"


# --8<-- [start:out-of-bounds]
def probe_out_of_bounds_load():
    backing = torch.arange(8.0)
    x = backing[:4]  # a 4-element tensor; its memory is followed by 4.0, 5.0, ...
    out = torch.zeros(8)
    _copy[(1,)](x, out, 8)  # reads 8 elements, no mask
    if torch.equal(out, backing):
        return False, f"no error; read the neighbouring memory: {_values(out)}..."
    return True, "raised or read nothing"
# --8<-- [end:out-of-bounds]


def probe_out_of_bounds_store():
    backing = torch.zeros(8)
    out = backing[:4]  # a 4-element tensor, followed in memory by 4 more zeros
    _copy[(1,)](torch.arange(1.0, 9.0), out, 8)  # writes 8 elements, no mask
    if torch.equal(backing, torch.arange(1.0, 9.0)):
        return False, f"no error; overwrote the neighbouring memory: {backing[4:].tolist()}"
    return True, "raised or wrote nothing"


def probe_masked_load_without_other():
    out = torch.full((8,), -1.0)
    _masked_load[(1,)](torch.arange(1.0, 9.0), out, 5, 8)
    return (out[5:] == 0).all().item(), (f"masked elements hold {out[5:].tolist()}; on a GPU "
                                         "they are unspecified: pass other= to rely on a value")


def probe_div_mod_negative():
    out = torch.zeros(16, dtype=torch.int32)
    _div_mod[(1,)](out, 8)
    a = torch.arange(8, dtype=torch.int32) - 3
    # C's (and the GPU's) truncation is torch.fmod and rounding_mode="trunc"; torch's own
    # % and // floor instead (-3 % 4 is 1 there), so "as torch" would be wrong here.
    c_semantics = torch.cat([torch.fmod(a, 4), torch.div(a, 2, rounding_mode="trunc")])
    return _compare(out, c_semantics, 'torch.fmod and torch.div(rounding_mode="trunc")')


# (feature, what the probe does, probe). "as expected" means: what torch computes, or
# for asserts and out-of-bounds accesses, an error.
PROBES = [
    ("bfloat16 load/store", "copy [1, 2, 3, 4]", probe_bf16_copy),
    ("bfloat16 arithmetic", "x + x", probe_bf16_arithmetic),
    ("float16 arithmetic", "x + x", probe_fp16_arithmetic),
    ("float8_e4m3fn load/store", "copy [1, 2, 3, 4]", probe_fp8_copy),
    ("float8_e4m3fn arithmetic", "x + x", probe_fp8_arithmetic),
    ("uint8 times a float", "0.5 * x with x uint8", probe_uint8_times_float),
    ("[:, None] and [None, :]", "transpose a 4x4 tile", probe_none_slicing),
    ("tl.dot, float16", "16x16 @ 16x16", probe_dot_fp16),
    ("tl.dot, bfloat16", "16x16 @ 16x16", probe_dot_bf16),
    ("tl.swizzle2d", "4x4 grid, groups of 2", probe_swizzle2d),
    ("tl.atomic_add", "3 programs x 4 elements add 1 to one counter", probe_atomic_add),
    ("tl.gather", "rotate a block by one position", probe_gather),
    ("tl.device_assert", "assert x < 0 on x = [0, 1, 2, 3]", probe_device_assert),
    ("tl.static_assert", "assert N < 4 with N = 8", probe_static_assert),
    ("out-of-bounds load", "load 8 from a 4-element view, no mask",
     probe_out_of_bounds_load),
    ("out-of-bounds store", "store 8 into a 4-element view, no mask",
     probe_out_of_bounds_store),
    ("masked load without other=", "elements 5..7 masked off", probe_masked_load_without_other),
    ("% and // of negatives", "(-3..4) % 4 and // 2, vs C-style truncation",
     probe_div_mod_negative),
]


def run_probes() -> list[dict]:
    rows = []
    for feature, what, probe in PROBES:
        try:
            correct, observed = probe()
        except Exception as error:  # noqa: BLE001  (an error is an outcome to report)
            correct, observed = False, f"error: {type(error).__name__}: {error}"[:160]
        rows.append({"feature": feature, "probe": what, "as expected": "yes" if correct else "NO",
                     "observed": observed})
    return rows


def main() -> None:
    if not interpreting():
        sys.exit("probes the interpreter: run with TRITON_INTERPRET=1")
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=["feature", "probe", "as expected", "observed"])
    writer.writeheader()
    writer.writerows(run_probes())
    print(buffer.getvalue(), end="")


def make_limits_table(folder) -> None:
    from snippets.helpers.capture import run_module

    (folder / "limits.csv").write_text(run_module("snippets.triton_fundamentals.interpreter_limits"))


INTERPRETER_LIMITS = Artifact(name="interpreter_limits", make=make_limits_table,
                              needs_cuda=False)


if __name__ == "__main__":
    main()
