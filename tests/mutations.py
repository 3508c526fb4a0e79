"""Does the suite fail on wrong code? Apply each wrong change below to a kernel (or an
exercise's solution), run the tests that should catch it, put the file back exactly, and
print RED (caught) or GREEN (missed: a test to strengthen).

    python tests/mutations.py                 # every mutation
    python tests/mutations.py 1 3b "dQ"       # those whose names start so

Add a line to MUTATIONS for each kind of mistake a test claims to guard against: a mask,
an offset, a scale. Not collected by pytest (a few minutes in the interpreter)."""

import os
import subprocess
import sys
import time
from pathlib import Path

# This checkout, not whichever one `pip install -e` put on the path: the wrong changes
# are made here, and the tests run against them here.
ROOT = Path(__file__).resolve().parents[1]
ATT = ["tests/attention/test_attention.py", "-k", "not claims and not benchmark and not tiling"]
SOFTMAX = ["tests/exercises/test_exercises.py", "-k", "softmax_rows"]
LSE = ["tests/exercises/test_exercises.py", "-k", "online_logsumexp"]
CAUSAL = ["tests/exercises/test_exercises.py", "-k", "causal_diagonal"]
KMASK = ["tests/exercises/test_exercises.py", "-k", "matmul_k_mask"]


def every(snippet):
    """The correctness cases of one Snippet (tests/machinery/test_every_snippet.py)."""
    return ["tests/machinery/test_every_snippet.py", "-k", f"matches_torch and {snippet}-"]


B, F = "snippets/attention/backward.py", "snippets/attention/function.py"
MUTATIONS = [  # (name, file, old, new, tests)
    ("1 dK/dV kernel reads dO of the first batch element and head", B,
     "            do = tl.load(do_ptr + q_where,", "            do = tl.load(do_ptr + q_where - q_start,", ATT),
    ("2 dQ kernel: key/value start batch * group (wrong for batch > 1 under GQA)", B,
     "kv_start = (batch * (heads // group) + head // group)", "kv_start = (batch * group + head // group)", ATT),
    ("2b dQ kernel: key/value start ignores the batch", B,
     "kv_start = (batch * (heads // group) + head // group)", "kv_start = (head // group)", ATT),
    ("3 backward ignores a custom scale (wrapper)", B,
     "scale = problem.default_scale(d) if scale is None else scale", "scale = problem.default_scale(d)", ATT),
    ("3b backward ignores a custom scale (autograd Function)", F,
     "causal=ctx.causal,\n                                        scale=ctx.scale)",
     "causal=ctx.causal,\n                                        scale=None)", ATT),
    ("4 softmax exercise solution without the row max", "snippets/exercises/solutions/triton_fundamentals/softmax.py",
     "numerator = tl.exp(x - tl.max(x, axis=0))", "numerator = tl.exp(x)", SOFTMAX),
    ("5 K-mask solution masks a by its rows only", "snippets/exercises/solutions/matmul/k_mask.py",
     "a_mask = (rows[:, None] < M) & (k_now[None, :] < K)", "a_mask = (rows[:, None] < M)", KMASK),
    ("5b K-mask solution loads a without a mask", "snippets/exercises/solutions/matmul/k_mask.py",
     "mask=a_mask, other=0.0)", ")", KMASK),
    ("logsumexp solution without the running max", "snippets/exercises/solutions/attention/logsumexp.py",
     "        l = l * tl.exp(m - m_new) + tl.sum(tl.exp(x - m_new), axis=0)\n        m = m_new\n    tl.store(out_ptr + row, m + tl.log(l))",
     "        l = l + tl.sum(tl.exp(x), axis=0)\n        m = m_new\n    tl.store(out_ptr + row, tl.log(l))", LSE),
    ("logsumexp solution without the rescale", "snippets/exercises/solutions/attention/logsumexp.py",
     "l = l * tl.exp(m - m_new) +", "l = l +", LSE),
    ("causal_diagonal solution: keys masked by n but not by the diagonal", "snippets/exercises/solutions/attention/causal_mask.py",
     "keep = (cols[None, :] <= rows[:, None]) & (cols[None, :] < n)", "keep = (cols[None, :] < n)", CAUSAL),
    # more: masks, offsets, scales of lecture 8
    ("dK/dV kernel: causal mask > instead of >=", B,
     "p_t = tl.where(rows[None, :] >= cols[:, None], p_t, 0.0)", "p_t = tl.where(rows[None, :] > cols[:, None], p_t, 0.0)", ATT),
    ("dK/dV kernel: GQA loop over one query head only", B,
     "for head in range(group):", "for head in range(1):", ATT),
    ("dK/dV kernel: dK not scaled", B, "(dk * scale).to(", "(dk).to(", ATT),
    ("dQ kernel: diagonal block unmasked (full_end ignores causal)", B,
     "full_end = tl.minimum(block_m * BLOCK_M, full_end)", "full_end = full_end", ATT),
    ("dQ kernel: causal mask < instead of <=", B,
     "keep = keep & (cols[None, :] <= rows[:, None])", "keep = keep & (cols[None, :] < rows[:, None])", ATT),
    ("dQ kernel: keys loaded without their mask", B,
     "        k = tl.load(k_ptr + kv_where, mask=(cols < n_kv)[:, None], other=0.0)",
     "        k = tl.load(k_ptr + kv_where)", ATT),
    ("dK/dV kernel: queries loaded without their mask", B,
     "            q = tl.load(q_ptr + q_where, mask=(rows < n_q)[:, None], other=0.0)",
     "            q = tl.load(q_ptr + q_where)", ATT),
    ("dK/dV kernel: dO loaded without its mask", B,
     "            do = tl.load(do_ptr + q_where, mask=(rows < n_q)[:, None], other=0.0)",
     "            do = tl.load(do_ptr + q_where)", ATT),
    ("delta kernel: rows of dO read from the first head", B,
     "do = tl.load(do_ptr + where,", "do = tl.load(do_ptr + where % (HEAD_DIM * 8),", ATT),
    # lectures 1-5: the kernels every Snippet's correctness cases cover. A row's stride
    # standing in for its length is no mutation here (inputs must be contiguous), nor is
    # the epilogue's bias read past N (those columns are never stored).
    ("vector_add: mask one element too wide", "snippets/vector_add/add.py",
     "    mask = offsets < n_elements\n    x = tl.load(x_ptr", "    mask = offsets <= n_elements\n    x = tl.load(x_ptr",
     every("vector_add")),
    ("vector_add: adds x to itself", "snippets/vector_add/add.py", "x + y, mask=mask)", "x + x, mask=mask)",
     every("vector_add")),
    ("row_softmax: padding lanes read 0, not -inf", "snippets/triton_fundamentals/softmax.py",
     'mask=mask, other=-float("inf"))', "mask=mask, other=0.0)", every("row_softmax")),
    ("row_softmax: no row max subtracted", "snippets/triton_fundamentals/softmax.py",
     "shifted = x - tl.max(x, axis=0)", "shifted = x", ["tests/triton_fundamentals/test_softmax_large_values.py"]),
    ("roll_rows: rolled the wrong way", "snippets/triton_fundamentals/permute.py",
     "source = (cols + n_cols - shift) % n_cols", "source = (cols + shift) % n_cols", every("roll_rows-")),
    ("greyscale: red and blue weights swapped", "snippets/triton_fundamentals/greyscale.py",
     "grey = 0.2989 * r + 0.5870 * g + 0.1140 * b", "grey = 0.1140 * r + 0.5870 * g + 0.2989 * b", every("greyscale")),
    ("greyscale: columns not masked", "snippets/triton_fundamentals/greyscale.py",
     "mask = (rows[:, None] < height) & (cols[None, :] < width)", "mask = (rows[:, None] < height)", every("greyscale")),
    ("matmul: a's K mask dropped (b's zeros hide it unless past-the-end reads are not finite)",
     "snippets/matmul/naive.py", "mask=mask_2d(rows, ks, M, K), other=0.0)", "mask=mask_2d(rows, ks, M, K + 8), other=0.0)",
     every("matmul_naive")),
    ("matmul: b's K mask dropped", "snippets/matmul/naive.py",
     "mask=mask_2d(ks, cols, K, N), other=0.0)", "mask=mask_2d(ks, cols, K + 8, N), other=0.0)", every("matmul_naive")),
    ("matmul: tile rows and columns swapped in the naive order", "snippets/matmul/naive.py",
     "    pid_m = pid // num_pid_n\n    pid_n = pid % num_pid_n", "    pid_n = pid // num_pid_n\n    pid_m = pid % num_pid_n",
     every("matmul_naive")),
    ("matmul epilogue: no ReLU", "snippets/matmul/epilogue.py",
     "acc = tl.maximum(acc + bias[None, :].to(tl.float32), 0.0)", "acc = acc + bias[None, :].to(tl.float32)",
     every("matmul_epilogue")),
    ("gelu: the cubic term's constant off by 10 %", "snippets/cuda_and_compile/gelu_compile.py",
     "inner = 0.7978845608028654 * (x + 0.044715 * x * x * x)", "inner = 0.7978845608028654 * (x + 0.04 * x * x * x)",
     every("gelu_tanh_triton")),
    ("axpy: alpha ignored", "snippets/profiling/proton_axpy.py",
     "out = alpha * x.to(tl.float32) + y.to(tl.float32)", "out = x.to(tl.float32) + y.to(tl.float32)", every("profiling_axpy")),
    # lecture 8's forward
    ("attention forward: causal diagonal block left unmasked", "snippets/attention/forward.py",
     "rows, start_n, n_kv, qk_scale, BLOCK_N, True, CAUSAL)", "rows, start_n, n_kv, qk_scale, BLOCK_N, True, False)", ATT),
    ("attention forward: no rescale of the running sum", "snippets/attention/forward.py",
     "l_i = l_i * alpha + tl.sum(p, 1)", "l_i = l_i + tl.sum(p, 1)", ATT),
    ("attention forward: log-sum-exp without the maximum", "snippets/attention/forward.py",
     "m_i + tl.math.log2(l_i), mask=rows < n_q)", "tl.math.log2(l_i), mask=rows < n_q)", ATT),
    ("attention forward: GQA key/value head ignores the batch", "snippets/attention/forward.py",
     "kv_head = batch * (heads // group) + head // group", "kv_head = head // group", ATT),
]


def run(tests):
    cmd = [sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", *tests]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True).returncode


def main(only):
    for name, file, old, new, tests in MUTATIONS:
        if only and not any(name.startswith(o) for o in only):
            continue
        path = ROOT / file
        before = path.read_text()
        assert before.count(old) == 1, f"{name}: the text to change is not there once"
        path.write_text(before.replace(old, new))
        start = time.time()
        try:
            rc = run(tests)
        finally:
            now = path.read_text()
            path.write_text(now.replace(new, old, 1) if now.count(new) == 1 else before)
        assert path.read_text() == before or path.read_text().count(old) == 1
        print(f"{'RED  ' if rc else 'GREEN'} ({time.time() - start:4.0f} s) {name}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
