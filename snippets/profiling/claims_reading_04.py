"""Lecture 4 part 1's forward-pass busy share, worded the same way for every GPU.

An earlier sentence named only the GPUs whose share fell under 60 % as waiting for the
host, so a page with one GPU at 60 % and one at 50 % read as if only the second waited.
This sentence sorts every GPU by the same rule and says what the rest of
the call is on each: below 80 % busy, the GPU spends the rest waiting for the host to
launch the next kernel; at 80 % or more, the host keeps up.

Found by snippets/machinery/claims.py (a ``claims_*`` module): no GPU item imports it.
"""

from snippets.helpers import notation as n
from snippets.machinery.claims import Claim, Wording, gpu_folders, listed, tolerant
from snippets.profiling import tables

PAGE = "04-profiling.md"
KEEPS_UP = 0.8  # a share at or above this: the host is not what holds the forward pass back


def forward_shares(data) -> dict[str, float]:
    """{GPU name: the forward pass's kernels' share of a call timed back to back}, for
    every GPU folder beside ``data``'s that has both inputs."""
    shares = {}
    for gpu in gpu_folders(data.folder.parent):
        if gpu.has(tables.FORWARD) and gpu.has(tables.REMEDIES):
            kernel_us, call_us = tables._forward_share(gpu)
            shares[gpu.gpu] = kernel_us / call_us
    return shares


def forward_gpu_words(data) -> str:
    shares = forward_shares(data)
    said = listed([f"{n.percent(share)} on the {gpu}" for gpu, share in shares.items()])
    sentence = (f"Of a forward call timed back to back, the forward pass's kernels keep the "
                f"GPU busy for {said}.")
    waits = [gpu for gpu, share in shares.items() if share < KEEPS_UP]
    keeps_up = [gpu for gpu, share in shares.items() if share >= KEEPS_UP]

    def on(which):
        if len(which) == len(shares):
            return "On both GPUs" if len(which) == 2 else ("On every GPU" if len(which) > 2
                                                            else f"On the {which[0]}")
        return "On " + listed(f"the {gpu}" for gpu in which)

    if waits:
        sentence += (f" {on(waits)} the rest of the call is time the GPU spends waiting for "
                     "the host to launch its next kernel, as in most of the training step below.")
    if keeps_up:
        sentence += (f" {on(keeps_up)} the host keeps up: the forward pass is not held back "
                     "by it, unlike the training step below.")
    return sentence


KERNELS = "profiling_torch_tables/kernels.txt"
POW = "pow_tensor_scalar_kernel_impl<float, float>"
MUL = "BinaryFunctor<float, float, float, at::native::binary_internal::MulFunctor<float> >"


def _square_kernels(data):
    """Each variant's kernel line in kernels.txt (the line under its 'name: aten::...' line):
    torch.square(a) and a ** 2 launch one and the same pow instance, a * a the MulFunctor one."""
    lines = data.text(KERNELS).splitlines()
    kernel = {line.split(":")[0]: lines[i + 1].strip() for i, line in enumerate(lines[:-1])
              if not line.startswith(" ") and ": aten::" in line}
    square, mul, power = kernel["torch.square(a)"], kernel["a * a"], kernel["a ** 2"]
    holds = square == power and POW in square and MUL in mul and POW not in mul
    return holds, f"torch.square(a): {square[:90]}; a * a: {mul[:90]}"


CLAIMS = [
    Claim("square-kernel-instances", PAGE, "`torch.square(a)` and `a ** 2` launch the same "
          "instance, `vectorized_elementwise_kernel<4, pow_tensor_scalar_kernel_impl<float, "
          "float>(...)::{lambda(float)#1}, ...>`; `a * a` launches the one built on "
          "`MulFunctor`, `vectorized_elementwise_kernel<4, BinaryFunctor<float, float, float, "
          "MulFunctor<float>>, ...>`", [KERNELS], _square_kernels),
    Wording("forward-gpu-share-each", PAGE, [tables.FORWARD, tables.REMEDIES],
            tolerant(forward_gpu_words)),
]
