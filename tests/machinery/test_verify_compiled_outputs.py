"""What the method page says of outputs that torch.compile's code allocates:
they bypass the dispatcher's NaN fill, and the check reaches them only through a freed
NaN block of at least 1 MiB, four times the expected output's bytes, which the caching
allocator keeps in its pool of blocks over 1 MiB."""

from pathlib import Path

import pytest
import torch

from snippets.machinery import verify
from snippets.machinery.layout import ROOT

PAGE = ROOT / "docs" / "how-numbers-are-made.md"


@pytest.mark.parametrize("nbytes, floats", [
    (16, (1 << 20) // 4 + 1),            # a small output: the block is still over 1 MiB
    (4 << 20, (4 << 20) // 4 + 1),       # a large one: the block is the size asked for
])
def test_the_allocator_poison_is_one_block_over_1_mib(monkeypatch, nbytes, floats):
    made = []
    monkeypatch.setattr(torch, "full", lambda size, value, device: made.append((size, value)))
    verify._poison_cuda_allocator(torch.device("cuda"), nbytes)
    [(size, value)] = made
    assert size == (floats,) and 4 * size[0] > 1 << 20 and value != value  # NaN
    made.clear()
    verify._poison_cuda_allocator(torch.device("cpu"), nbytes)
    assert not made  # nothing to do off the GPU


def test_the_check_asks_for_four_times_the_expected_bytes():
    import inspect

    source = inspect.getsource(verify.check)
    assert "_poison_cuda_allocator(device, 4 * expected.numel() * expected.element_size())" in source
    text = " ".join(PAGE.read_text().split())
    assert "four times the expected output's bytes and at least 1 MiB" in text
    assert "Outputs of 1 MiB or less come from the allocator's small pool" in text
