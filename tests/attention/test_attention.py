"""Lecture 8 (docs/08-attention.md): the attention kernels against a float64 reference.

Values and all three gradients, through autograd, on shapes that hit every mask:
sequence lengths 1, 17, 1000 and 4097 (multiples of no block), odd batch x heads,
causal and not, head dims 64 and 128, float16 and bfloat16, more or fewer keys than
queries, GQA ratios 1, 2, 4 and 8 (ratio 2 with batch 2), a custom scale. The upstream
gradient dO is seeded random, different for every batch element, head, row and column,
the inputs are followed in memory by NaN (an unmasked load past the last head shows),
and the reference (reference64) is plain float64 autograd written here. The
interpreter runs the small cases (bfloat16 it computes wrongly, so natively only);
``cuda``-marked ones run on a GPU.

Two checks per tensor: element by element (problem.attention_tolerance, against the
reference rounded to the dtype), and on the whole tensor, ||actual - reference|| /
||reference|| against the float64 reference itself (from the lecture's review: the elementwise
bound alone lets an all-zero or halved gradient of a long sequence through).
"""

import math

import pytest
import torch

from snippets.attention import backward, forward, online_softmax, problem
from snippets.attention.forward import attention_forward
from snippets.attention.function import flash_attention, reference_gradients, upstream_gradient
from snippets.helpers.compare import assert_close
from snippets.helpers.runtime import default_device, interpreting, unsupported_here
from snippets.helpers.tolerances import UNIT_ROUNDOFF
from snippets.machinery.layout import ROOT

DEVICE = default_device()
NAMES = ("O", "dQ", "dK", "dV")
# ||actual - reference|| / ||reference||, in units of the dtype's roundoff. The kernels
# (and a torch model of their roundings) stay near 1 on every test shape, bfloat16 too.
RELATIVE_UNITS = 4


def random_upstream(q, generator):
    """dO: seeded standard normal values, different for every batch element, head, row
    and column (a gradient shared by the heads lets a kernel that reads another head's
    dO through)."""
    return torch.randn(q.shape, generator=generator).to(q.device, q.dtype)


def nan_tailed(t):
    """t's values in a buffer that goes on with NaN past its end: a load past the last
    head's rows that its mask does not stop reads NaN, which no product with 0 hides."""
    buffer = torch.full((t.numel() + 64 * 128,), math.nan, dtype=t.dtype, device=t.device)
    buffer[:t.numel()] = t.reshape(-1)
    return buffer[:t.numel()].view(t.shape)


def kernel_gradients(q, k, v, do, causal=False, scale=None):
    """O, dQ, dK, dV of the kernels, through autograd (function.flash_attention)."""
    q, k, v = (t.detach().requires_grad_() for t in (q, k, v))
    o = flash_attention(q, k, v, causal=causal, scale=scale)
    o.backward(do)
    return o.detach(), q.grad, k.grad, v.grad


def reference64(q, k, v, do, causal=False, scale=None):
    """O, dQ, dK, dV in float64, written out here rather than taken from problem.py or
    function.py: softmax(scale * Q K^T) V per query head h, which reads key/value head
    h // (H / H_KV), and the gradients of its sum against dO by autograd."""
    q64, k64, v64 = (t.detach().double().requires_grad_() for t in (q, k, v))
    heads, kv_heads, n_q, n_kv = q.shape[1], k.shape[1], q.shape[2], k.shape[2]
    kv_head = torch.arange(heads, device=q.device) // (heads // kv_heads)
    scale = 1 / math.sqrt(q.shape[-1]) if scale is None else scale
    scores = torch.einsum("bhid,bhjd->bhij", q64, k64[:, kv_head]) * scale
    if causal:  # query i sees keys 0..i
        rows, cols = torch.arange(n_q, device=q.device), torch.arange(n_kv, device=q.device)
        scores = scores.masked_fill(cols[None, :] > rows[:, None], -math.inf)
    o = torch.einsum("bhij,bhjd->bhid", torch.softmax(scores, dim=-1), v64[:, kv_head])
    o.backward(do.double())
    return o.detach(), q64.grad, k64.grad, v64.grad


def assert_relative_close(actual, expected64, dtype, label):
    """||actual - expected|| / ||expected|| (Frobenius) within RELATIVE_UNITS units of
    roundoff; NaN fails. Not where the reference is exactly zero (one key: dQ = dK = 0),
    which the elementwise check covers."""
    norm = expected64.norm()
    if norm == 0:
        return
    units = float((actual.detach().double() - expected64).norm() / norm) / UNIT_ROUNDOFF[dtype]
    assert units <= RELATIVE_UNITS, (f"{label}: ||actual - reference|| / ||reference|| is "
                                     f"{units:.3g} units of roundoff, above {RELATIVE_UNITS}")


def assert_matches(got, expected64, dtype, label):
    """Both checks, on O, dQ, dK and dV."""
    atol, rtol = problem.attention_tolerance(dtype)
    for name, a, e in zip(NAMES, got, expected64):
        assert_close(a, e.to(dtype), atol=atol, rtol=rtol, label=f"{name} {label}")
        assert_relative_close(a, e, dtype, f"{name} {label}")


def _check(shape, dtype, causal, seed=0):
    reason = unsupported_here(dtype)
    if reason:
        pytest.skip(reason)
    generator = torch.Generator().manual_seed(seed)
    q, k, v = problem.make_inputs(shape, dtype, DEVICE, generator)
    do = random_upstream(q, generator)
    q, k, v, do = map(nan_tailed, (q, k, v, do))
    got = kernel_gradients(q, k, v, do, causal=causal)
    assert_matches(got, reference64(q, k, v, do, causal=causal), dtype,
                   f"{shape} {dtype} causal={causal}")


# (B, H, H_KV, N_Q, N_KV, D)
QUICK = [
    (1, 1, 1, 1, 1, 64),  # one query, one key
    (1, 3, 3, 17, 17, 64),  # odd heads, a length that is a multiple of no block
    (3, 1, 1, 17, 5, 128),  # odd batch, fewer keys than queries
    (1, 4, 1, 9, 40, 64),  # GQA 4, more keys than queries
    (1, 8, 1, 17, 17, 64),  # GQA 8
    (2, 6, 3, 9, 12, 64),  # GQA 2 with batch 2: batch * (H / H_KV) is not batch * H_KV
]
FULL = [
    (3, 5, 5, 1000, 1000, 64), (3, 5, 5, 1000, 1000, 128),
    (1, 3, 3, 4097, 4097, 128), (1, 8, 2, 4097, 4097, 64),
    (1, 8, 1, 1000, 4097, 128), (1, 4, 1, 4097, 1000, 64),
    (1, 1, 1, 1, 4097, 128), (1, 1, 1, 4097, 1, 64),
]


@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
@pytest.mark.parametrize("dtype", problem.DTYPES, ids=str)
@pytest.mark.parametrize("shape", QUICK, ids=lambda s: "x".join(map(str, s)))
def test_values_and_gradients_match_float64(shape, dtype, causal):
    _check(shape, dtype, causal)


@pytest.mark.cuda
@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
@pytest.mark.parametrize("dtype", problem.DTYPES, ids=str)
@pytest.mark.parametrize("shape", FULL, ids=lambda s: "x".join(map(str, s)))
def test_long_sequences_match_float64(shape, dtype, causal):
    _check(shape, dtype, causal)


def test_causal_means_what_sdpa_means():
    """Top-left aligned, as F.scaled_dot_product_attention(is_causal=True), also when
    there are fewer queries than keys."""
    generator = torch.Generator().manual_seed(1)
    q, k, v = problem.make_inputs((1, 2, 2, 5, 9, 64), torch.float32, "cpu", generator)
    expected = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
    assert_close(problem.attention_reference(q, k, v, causal=True).float(), expected,
                 atol=1e-5, rtol=1e-5)


def test_lse_is_the_log_sum_exp_of_the_scaled_scores():
    generator = torch.Generator().manual_seed(2)
    q, k, v = problem.make_inputs((1, 2, 2, 17, 23, 64), torch.float16, DEVICE, generator)
    _, lse = attention_forward(q, k, v, causal=True)
    scores = (q.double() @ k.double().transpose(-2, -1)) / 8.0  # 1 / sqrt(64)
    scores = scores.masked_fill(~torch.ones(17, 23, dtype=torch.bool).tril().to(DEVICE), -math.inf)
    expected = torch.logsumexp(scores, dim=-1) / math.log(2)  # base 2
    assert_close(lse.double().cpu(), expected.cpu(), atol=1e-3, rtol=1e-3)


@pytest.mark.parametrize("call, error, match", [
    (lambda q: attention_forward(q[..., :32].contiguous(), q[..., :32].contiguous(),
                                 q[..., :32].contiguous()), ValueError, "head dims: 64, 128"),
    (lambda q: attention_forward(q.float(), q.float(), q.float()), TypeError, "float16, bfloat16"),
    (lambda q: attention_forward(q.transpose(1, 2), q.transpose(1, 2), q.transpose(1, 2)),
     ValueError, "contiguous"),
])
def test_unsupported_inputs_are_refused_with_what_is_supported(call, error, match):
    q = torch.ones(1, 4, 4, 64, dtype=torch.float16, device=DEVICE)
    with pytest.raises(error, match=match):
        call(q)


def test_one_head_past_int32_is_refused(monkeypatch):
    """Within a head the offsets are int32 (row * D + column); past that, a sentence.
    The limit is lowered, as tests/triton_fundamentals/test_offsets.py does, instead of allocating 2**31."""
    from snippets.helpers import checks

    monkeypatch.setattr(checks, "INT32_OFFSET_LIMIT", 1000)
    q = torch.ones(1, 1, 16, 64, dtype=torch.float16, device=DEVICE)
    with pytest.raises(ValueError, match="int32"):
        attention_forward(q, q, q)


@pytest.mark.cuda
def test_heads_past_2_to_the_31_elements():
    """q, k, v, o, dO, dQ, dK, dV of 2**31 + 2**17 elements each (4 GiB each in float16,
    32 GiB in all): the last head starts past int32's reach, in the forward and in the
    three backward kernels, and must still be right."""
    n, d = 1024, 128
    heads = 2**31 // (n * d) + 1
    q = torch.randn(1, heads, n, d, dtype=torch.float16, device="cuda")
    k, v = torch.randn_like(q), torch.randn_like(q)
    o, lse = attention_forward(q, k, v, causal=True)
    do = torch.randn_like(o)
    dq, dk, dv = backward.attention_backward(q, k, v, o, lse, do, causal=True)
    last = slice(heads - 2, heads)
    assert_matches([t[:, last] for t in (o, dq, dk, dv)],
                   reference64(q[:, last], k[:, last], v[:, last], do[:, last], causal=True),
                   torch.float16, "last heads")


def test_the_snippet_references_agree_with_the_plain_float64_one():
    """problem.attention_reference (forward, GQA, causal, a scale) and
    function.reference_gradients (what the snippet check compares with, rounded to
    bfloat16) against reference64, which shares no code with them."""
    generator = torch.Generator().manual_seed(6)
    q, k, v = problem.make_inputs((2, 4, 2, 9, 13, 64), torch.bfloat16, "cpu", generator)
    for causal in (False, True):
        for scale in (None, 0.3):
            expected = reference64(q, k, v, torch.zeros_like(q), causal, scale)[0]
            assert_close(problem.attention_reference(q, k, v, causal, scale), expected,
                         atol=1e-12, rtol=1e-12, label=f"O causal={causal} scale={scale}")
        rounded = reference_gradients(q, k, v, causal=causal)
        do = upstream_gradient(q)  # what reference_gradients uses
        for name, e64, e in zip(NAMES, reference64(q, k, v, do, causal=causal), rounded):
            # rounded to nearest: within half a bfloat16 step of the float64 value
            assert_close(e.double(), e64, atol=1e-30, rtol=UNIT_ROUNDOFF[torch.bfloat16],
                         label=f"{name} causal={causal}")


def test_a_zeroed_or_halved_gradient_fails_the_norm_check():
    """One query over 4097 keys in bfloat16: dV is small everywhere, so the elementwise
    bound (16 units of roundoff, absolute) passes an all-zero dV and half the true dV;
    the norm check fails both, and passes the reference rounded to the dtype."""
    dtype = torch.bfloat16
    q, k, v = problem.make_inputs((1, 1, 1, 1, 4097, 128), dtype, "cpu",
                                  torch.Generator().manual_seed(7))
    dv = reference64(q, k, v, random_upstream(q, torch.Generator().manual_seed(7)))[3]
    atol, rtol = problem.attention_tolerance(dtype)
    for wrong in (torch.zeros_like(dv), dv / 2):
        assert_close(wrong.to(dtype), dv.to(dtype), atol=atol, rtol=rtol)  # the weak check
        with pytest.raises(AssertionError, match="units of roundoff"):
            assert_relative_close(wrong.to(dtype), dv, dtype, "dV")
    assert_relative_close(dv.to(dtype), dv, dtype, "dV")


def test_the_backward_runs_seven_products_where_the_count_has_five(monkeypatch):
    """What the page says of its TFLOP/s: the count is FlashAttention's (forward +
    backward 3.5 times the forward's two products: five in the backward), while the
    dK/dV kernel (S, dV, dP, dK) and the dQ kernel (S, dP, dQ) run seven. Counted on one
    block of queries and one of keys, where each kernel's loop body runs once: in the
    interpreter the products it executes, on a GPU the tt.dot of the compiled TTIR."""
    executed, products = [], {}
    if interpreting():
        from triton.runtime.interpreter import InterpreterBuilder

        create_dot = InterpreterBuilder.create_dot

        def counted(self, *args, **kwargs):
            executed.append(1)
            return create_dot(self, *args, **kwargs)

        monkeypatch.setattr(InterpreterBuilder, "create_dot", counted)

    class Counting:
        def __init__(self, kernel, name):
            self.kernel, self.name = kernel, name

        def __getitem__(self, grid):
            def launch(*args, **kwargs):
                before = len(executed)
                compiled = self.kernel[grid](*args, **kwargs)
                products[self.name] = (len(executed) - before if interpreting()
                                       else compiled.asm["ttir"].count(" tt.dot "))
            return launch

    for name in ("attention_dkdv_kernel", "attention_dq_kernel"):
        monkeypatch.setattr(backward, name, Counting(getattr(backward, name), name))
    q, k, v = problem.make_inputs((1, 1, 1, 16, 16, 64), torch.float16, DEVICE,
                                  torch.Generator().manual_seed(9))
    kernel_gradients(q, k, v, torch.ones_like(q))
    assert products == {"attention_dkdv_kernel": 4, "attention_dq_kernel": 3}
    forward = problem.attention_flops(1, 1, 64, 64, 64, causal=False)
    assert problem.attention_flops(1, 1, 64, 64, 64, causal=False, backward=True) == 3.5 * forward


def test_the_naive_version_moves_the_scores_fourteen_times():
    """claims_reading.SCORE_PASSES (the page's "fourteen times"): bytes of the N x N
    tensors naive_attention's aten operations read or write (views move none)."""
    from torch.utils._python_dispatch import TorchDispatchMode

    from snippets.attention.claims_reading import SCORE_PASSES
    from snippets.attention.naive import naive_attention

    n, heads, moved = 48, 2, []

    class Count(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            out = func(*args, **(kwargs or {}))
            view = (any(a.alias_info for a in func._schema.returns)
                    or func.overloadpacket.__name__ == "_unsafe_view")
            if not view:
                tensors = [t for t in (*args, out) if isinstance(t, torch.Tensor)]
                moved.extend(t.numel() * t.element_size() for t in tensors
                             if tuple(t.shape[-2:]) == (n, n))
            return out

    q, k, v = problem.make_inputs((1, heads, heads, n, n, 64), torch.bfloat16, "cpu",
                                  torch.Generator().manual_seed(8))
    with Count():
        naive_attention(q, k, v)
    assert sum(moved) == SCORE_PASSES * heads * n * n * 2


def test_online_softmax_matches_the_softmax_of_lecture_2():
    x = 3 * torch.randn(7, 50, generator=torch.Generator().manual_seed(3))
    for block in (1, 8, 16, 50, 64):
        assert_close(online_softmax.softmax_online(x, block), torch.softmax(x, dim=1),
                     atol=1e-6, rtol=1e-5, label=f"block {block}")
    weights, values = torch.softmax(x, dim=1), torch.randn(50, 3)
    assert_close(online_softmax.attend_online(x, values, 16), weights @ values,
                 atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
@pytest.mark.parametrize("head_dim", problem.HEAD_DIMS)
def test_the_gpu_block_sizes_are_right_too(head_dim, causal):
    """The GPU's configs (fixed per head dim) in whichever mode runs: in the interpreter
    the tests otherwise use small blocks, so these run here on lengths that span more
    than one of the GPU's blocks and end in a partial one."""
    generator = torch.Generator().manual_seed(4)
    q, k, v = problem.make_inputs((1, 4, 2, 130, 200, head_dim), torch.float16, DEVICE,
                                  generator)
    o, lse = forward.attention_forward(q, k, v, causal, config=forward.GPU_CONFIGS[head_dim])
    do = random_upstream(q, generator)
    grads = backward.attention_backward(q, k, v, o, lse, do, causal,
                                        configs=backward.GPU_CONFIGS[head_dim])
    assert_matches((o, *grads), reference64(q, k, v, do, causal=causal), torch.float16,
                   f"head dim {head_dim}")


def test_a_custom_scale_reaches_the_backward():
    """flash_attention(..., scale=0.3), more than twice the default 1 / sqrt(64): the
    forward and all three gradients use it (a backward on the default scale fails)."""
    generator = torch.Generator().manual_seed(10)
    q, k, v = problem.make_inputs((2, 2, 1, 17, 23, 64), torch.float16, DEVICE, generator)
    do = random_upstream(q, generator)
    assert_matches(kernel_gradients(q, k, v, do, causal=True, scale=0.3),
                   reference64(q, k, v, do, causal=True, scale=0.3), torch.float16, "scale 0.3")


@pytest.mark.parametrize("causal", [False, True], ids=["full", "causal"])
@pytest.mark.parametrize("shape", [(1, 3, 3, 17, 40, 64), (1, 4, 2, 130, 200, 128)],
                         ids=lambda s: "x".join(map(str, s)))
def test_the_tma_forward_matches_the_pointer_forward(shape, causal):
    """Descriptor loads read past the end of a head into the next one: the masks must
    make that harmless. The GPU's block sizes, so that blocks do run past a head."""
    from snippets.attention.forward_tma import attention_forward_tma

    q, k, v = problem.make_inputs(shape, torch.float16, DEVICE, torch.Generator().manual_seed(5))
    config = forward.GPU_CONFIGS[shape[-1]]
    o, lse = attention_forward_tma(q, k, v, causal, config=config)
    o_pointer, lse_pointer = forward.attention_forward(q, k, v, causal, config=config)
    assert_close(o, o_pointer, atol=1e-3, rtol=1e-3, label="O")
    assert_close(lse, lse_pointer, atol=1e-5, rtol=1e-5, label="LSE")


def test_tiling_figure_follows_the_kernel_loops():
    """The figure's tiles, from the forward's two loops at its GPU block sizes: causal,
    each program masks the tiles its diagonal covers and skips everything right of it."""
    from snippets.attention import tiling_figure as t

    rows, cols = -(-t.N // t.BLOCK_M), -(-t.N // t.BLOCK_N)
    per_row = t.BLOCK_M // t.BLOCK_N
    for r in range(rows):
        kinds = [t.tile_kind(r, c, t.N, causal=True) for c in range(cols)]
        assert kinds.count("full") == r * per_row
        assert kinds[r * per_row:].count("masked") == min(per_row, cols - r * per_row)
        plain = [t.tile_kind(r, c, t.N, causal=False) for c in range(cols)]
        assert plain == ["full"] * (cols - 1) + ["masked"]  # N = 1000: a partial last block


def _fake_gpu(folder, rows, memory, stages):
    import json

    from snippets.helpers.csv_files import write_rows

    for item, name, data in (("attention_benchmark", "tflops.csv", rows),
                             ("attention_memory", "memory.csv", memory),
                             ("attention_pipelining", "stages.csv", stages)):
        (folder / item).mkdir(parents=True)
        (folder / item / "provenance.json").write_text(json.dumps({"gpu": "NVIDIA H100 80GB HBM3"}))
        write_rows(folder / item / name, data)


def test_claims_read_what_the_artifacts_write(tmp_path):
    """The H100 probe's rows (notes/attention_backends_h100.json, written by
    benchmark.case_rows) and rows shaped like naive.measure's and pipelining's: every
    claim evaluates, every table and sentence is written."""
    import json

    from snippets.attention import benchmark, claims_reading
    from snippets.attention import claims as attention_claims
    from snippets.machinery.claims import Claim, GpuData, Wording

    probe = json.loads((ROOT / "notes" /
                        "attention_backends_h100.json").read_text())
    # The probe timed N = 1024, 4096 and 16384; flex's rows at 16384 are dynamo's eager
    # fallback (notes/README.md), taken from 4096 here. N = 2048 and 8192 copy their
    # shorter neighbour's rows, float16 the bfloat16 ones (the probe predates both).
    probe_rows = {(r["provider"], r["direction"], r["head dim"], r["N"], r["causal"]): r
                  for r in probe["rows"]}
    rows = []
    for dtype, d, n, causal in benchmark.CASES:
        for direction in ("forward", "forward+backward"):
            for name in benchmark.PROVIDERS:
                source = {2048: 1024, 8192: 4096}.get(n, n)
                source = 4096 if name == "flex" and n == 16384 else source
                r = probe_rows[(name, direction, d, source, int(causal))]
                rows.append({**r, "N": n, "batch": benchmark.TOKENS // n,
                             "dtype": str(dtype).removeprefix("torch.")})
    memory = []
    for n in (1024, 2048, 4096, 8192, 16384, 32768):
        fits = n <= 16384
        memory += [{"N": n, "version": "torch, naive", "scores MiB": 8 * n * n * 2 // 2**20,
                    "peak MiB": 5 * 8 * n * n * 2 / 2**20 if fits else "out of memory",
                    "ms": n * n * 1e-7 if fits else "", "TFLOP/s": ""},
                   {"N": n, "version": "our kernel", "scores MiB": 8 * n * n * 2 // 2**20,
                    "peak MiB": 8 * n * 64 * 2 / 2**20 + 0.1, "ms": n * n * 1e-8, "TFLOP/s": ""}]
    stages = [{"loads": loads, "stages": s, "chosen": int(s == 3), "TFLOP/s": t, "pass 1": t,
               "pass 2": t, "note": ""}
              for loads, s, t in (("pointer", 1, 290.0), ("pointer", 2, 410.0),
                                  ("pointer", 3, 500.0), ("pointer", 4, 499.0), ("TMA", 3, 505.0))]
    _fake_gpu(tmp_path / "h100", rows, memory, stages)
    data = GpuData(tmp_path / "h100")
    for item in attention_claims.CLAIMS:
        if isinstance(item, Claim):
            holds, numbers = item.check(data)
            assert holds, (item.name, numbers)
        elif isinstance(item, Wording):
            assert "On the NVIDIA H100" in item.words(data), item.name
        else:
            assert item.markdown(tmp_path).count("\n") >= 3, item.name
    assert "the bar is not met" in attention_claims._cudnn_words(data)
    # Lecture 8's reading claims that need no second GPU and no device.json.
    holds, numbers = claims_reading._grid(data)
    assert holds, numbers
    below = claims_reading._cudnn_below_words(data)
    assert "in every one of its 12 cases (head dim 128 at N = 2¹², 2¹³, 2¹⁴, in bfloat16 " \
           "and float16, causal and not)" in below, below
    lost = attention_claims._out_of_memory_words(data)
    assert lost.endswith("from N = 2¹⁵; the kernel runs at every length measured, up to "
                         "N = 2¹⁵."), lost
    forward = [label for label, _ in attention_claims._ratio_cells(data, "forward")]
    assert len(forward) == len(benchmark.CASES) == 40, forward
    assert forward[-1] == "head dim 64, N = 2¹⁴, causal, float16", forward
    from snippets.attention import tflops_figure

    tflops_figure.make_tflops_figure(tmp_path, tmp_path / "h100")
    assert (tmp_path / "tflops.svg").stat().st_size > 10_000


def test_benchmark_inputs_are_the_same_at_every_length():
    """benchmark.head_dim_inputs draws once per head dim what problem.timing_inputs
    draws at every N: with batch TOKENS // N the element count is the same, and randn
    fills in order (checked here at a smaller token count, on the CPU)."""
    tokens, heads, d = 1024, 4, 64
    draws = [problem.make_inputs((tokens // n, heads, heads, n, n, d), torch.float32, "cpu",
                                 torch.Generator().manual_seed(0)) for n in (64, 256, 1024)]
    for other in draws[1:]:
        for a, b in zip(draws[0], other):
            assert torch.equal(a.reshape(-1), b.reshape(-1))


def test_benchmark_grid_fits_its_time_budget():
    """The lecture's grid (40 cases, flex at every length) and the 8-minute budget: the GPU
    time of benchmark.time_ms's rule (first call, warm-up to WARMUP_MS, then REP_MS and
    MIN_CALLS, a 256 MB flush of ~0.085 ms before each call), two passes and a
    first call per provider and direction, at the H100 rates of
    notes/attention_backends_h100.json (N = 2048 and 8192 from their neighbours; flex at
    16384 from 4096, the probe's row there being dynamo's eager fallback), stays under
    half of the 40 s the item may take, leaving the rest for what is not GPU time."""
    import json

    from snippets.attention import benchmark

    assert len(benchmark.CASES) == 40 and benchmark.FLEX_LENGTHS == benchmark.LENGTHS
    rows = json.loads((ROOT / "notes" /
                       "attention_backends_h100.json").read_text())["rows"]
    rate = {(r["provider"], r["direction"], r["head dim"], r["N"], r["causal"]): r["TFLOP/s"]
            for r in rows if r["available"]}

    def tflops(name, direction, d, n, causal):
        if name == "flex" and n == 16384:
            n = 4096
        if n in (2048, 8192):
            low, high = {2048: (1024, 4096), 8192: (4096, 16384)}[n]
            return math.sqrt(tflops(name, direction, d, low, causal)
                             * tflops(name, direction, d, high, causal))
        return rate[(name, direction, d, n, int(causal))]

    flush_ms, total_ms = 0.085, 0.0
    for _, d, n, causal in benchmark.CASES:
        for backward in (False, True):
            flops = problem.attention_flops(benchmark.TOKENS // n, benchmark.HEADS, n, n, d,
                                            causal, backward)
            for name in benchmark.PROVIDERS:
                direction = "forward+backward" if backward else "forward"
                t = flops / tflops(name, direction, d, n, causal) / 1e9
                warm = max(1, int(benchmark.WARMUP_MS / t) - 1)
                timed = max(benchmark.MIN_CALLS, int(benchmark.REP_MS / t))
                # (the spin before the timed calls is the host's time, not counted here)
                total_ms += t + 2 * ((1 + warm + timed) * (t + flush_ms))
    assert 10_000 < total_ms < 20_000, total_ms
