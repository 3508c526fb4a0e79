"""Exercise: GELU (tanh approximation) by hand, the function torch.compile fuses.

Run the check: ``python -m snippets.exercises check gelu``.
"""

import torch
import triton
import triton.language as tl

from snippets.exercises import check


# --8<-- [start:kernel]
@triton.jit
def my_gelu_kernel(x_ptr, out_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    offsets = tl.program_id(axis=0) * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask)
    # TODO: gelu(x) = 0.5 * x * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x**3))).
    # Triton has tl.sigmoid; 0.5 * (1 + tanh(z)) = sigmoid(2 * z).
    y = ...
    tl.store(out_ptr + offsets, y, mask=mask)


def my_gelu(x: torch.Tensor) -> torch.Tensor:
    out = torch.empty_like(x)
    n_elements = out.numel()
    my_gelu_kernel[(triton.cdiv(n_elements, 512),)](x, out, n_elements, BLOCK_SIZE=512)
    return out
# --8<-- [end:kernel]


# --8<-- [start:check]
check("gelu", my_gelu)
# --8<-- [end:check]
