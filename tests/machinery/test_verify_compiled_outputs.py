"""What the method page says of outputs that torch.compile's code allocates:
they bypass the dispatcher's NaN fill, and the check reaches them only through a freed
NaN block of at least 1 MiB, four times the expected output's bytes, which the caching
allocator keeps in its pool of blocks over 1 MiB."""


import pytest
import torch

from snippets.machinery import verify
from snippets.machinery.layout import ROOT

PAGE = ROOT / "docs" / "how-numbers-are-made.md"


@pytest.mark.parametrize("nbytes, size", [
    (16, (1 << 20) + 1),            # a small output: the block is still over 1 MiB
    (4 << 20, (4 << 20) + 1),       # a large one: the block is the size asked for
])
def test_the_allocator_poison_is_one_block_over_1_mib(monkeypatch, nbytes, size):
    made = []
    monkeypatch.setattr(torch, "full", lambda shape, value, dtype, device: made.append(
        (shape, value, dtype)))
    verify._poison_cuda_allocator(torch.device("cuda"), nbytes)
    assert made == [((size,), 0xFF, torch.uint8)]  # bytes, each 0xFF: NaN at every width
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


@pytest.mark.parametrize("dtype", [torch.float64, torch.float32, torch.float16, torch.bfloat16,
                                   torch.float8_e4m3fn, torch.float8_e5m2])
def test_a_poisoned_float_buffer_is_nan_in_every_element(dtype):
    # The float32 NaN pattern read at another width is not all NaN (0.0 and NaN in turn
    # as float16); every byte 0xFF is NaN at every width.
    buffer = torch.empty(7, dtype=dtype)
    verify.poison(buffer)
    assert buffer.float().isnan().all()


def test_a_poisoned_integer_buffer_holds_the_largest_value():
    buffer = torch.empty(5, dtype=torch.int16)
    verify.poison(buffer)
    assert (buffer == torch.iinfo(torch.int16).max).all()
