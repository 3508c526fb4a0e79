"""Lecture 2's row softmax on rows whose values would overflow exp without the row max.

The Snippet's own inputs are unit-scale random numbers: exp of them never overflows, so a
kernel that forgot to subtract the row's maximum would still pass. Here every row sits
far from zero, where exp(x) is inf in float32 (x > 88.7) or 0 (x < -103) unless the
maximum is subtracted first."""

import pytest
import torch

from snippets.helpers.runtime import default_device
from snippets.triton_fundamentals.softmax import softmax_rows, tolerance

DEVICE = default_device()


@pytest.mark.parametrize("offset", [200.0, -200.0])
@pytest.mark.parametrize("n_cols", [1, 7, 100])
def test_rows_far_from_zero(offset, n_cols):
    generator = torch.Generator().manual_seed(n_cols)
    x = (offset + 3 * torch.randn(5, n_cols, generator=generator)).to(DEVICE)
    expected = torch.softmax(x.double(), dim=1).float()
    atol, rtol = tolerance(torch.float32, x.shape)
    torch.testing.assert_close(softmax_rows(x), expected, atol=atol, rtol=rtol)
