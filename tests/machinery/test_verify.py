"""The check every snippet goes through fails an output element the kernel never wrote,
whatever the size of the output (a poison that reached only the caching allocator's
large pool let small outputs pass with a previous run's values)."""

import pytest
import torch

from snippets.helpers.compare import MismatchError
from snippets.helpers.runtime import default_device
from snippets.machinery.items import Snippet
from snippets.machinery.verify import PoisonedAllocations, check, poison_value

DEVICE = default_device()


def _doubles_all_but_last(x: torch.Tensor) -> torch.Tensor:
    # The right answer, computed and freed just before: the allocator hands the same
    # block back, as it would after a previous check, so without poisoning the last element
    # would hold the right value.
    del_me = 2 * x
    del del_me
    out = torch.empty_like(x)  # as a wrapper allocates its output
    out.view(-1)[:-1] = 2 * x.view(-1)[:-1]  # a "kernel" that misses the last element
    return out


def _snippet(dtype: torch.dtype) -> Snippet:
    def make_inputs(shape, dtype, device, generator):
        x = torch.randint(1, 50, shape, generator=generator).to(dtype)
        return (x.to(device),)

    return Snippet(name="misses_last", run=_doubles_all_but_last,
                   reference=lambda x: 2 * x, make_inputs=make_inputs,
                   quick_shapes=[(7,)], dtypes=(dtype,))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.int32, torch.int64])
@pytest.mark.parametrize("n", [7, 1000, 300_000])  # small pool, and over 1 MiB
def test_an_unwritten_element_fails_the_check(dtype, n):
    snippet = _snippet(dtype)
    with pytest.raises(MismatchError):
        check(snippet, (n,), dtype, DEVICE, seed=0)


def test_every_allocation_starts_poisoned():
    with PoisonedAllocations():
        floats = torch.empty(5, device=DEVICE)
        ints = torch.empty_like(torch.zeros(3, dtype=torch.int32, device=DEVICE))
        flags = torch.zeros(2, device=DEVICE).new_empty(4, dtype=torch.bool)
    assert torch.isnan(floats).all()
    assert (ints == poison_value(torch.int32)).all()
    assert flags.all()


def test_the_mode_leaves_computed_results_alone():
    x = torch.arange(4.0, device=DEVICE)
    with PoisonedAllocations():
        y = x * 2 + 1
    assert torch.equal(y.cpu(), torch.tensor([1.0, 3.0, 5.0, 7.0]))


def _doubles_and_writes_one_past_the_end(x: torch.Tensor) -> torch.Tensor:
    out = torch.empty_like(x)
    out.copy_(2 * x)
    # A lane whose mask reads `<=` for `<`: one element past the end of the buffer.
    torch.as_strided(out, (out.numel() + 1,), (1,), out.storage_offset())[-1] = 0
    return out


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.int32, torch.bool])
def test_a_write_past_the_end_fails_the_check(dtype):
    snippet = _snippet(dtype)
    snippet = Snippet(name="one_past_the_end", run=_doubles_and_writes_one_past_the_end,
                      reference=lambda x: 2 * x, make_inputs=snippet.make_inputs,
                      quick_shapes=[(7,)], dtypes=(dtype,))
    with pytest.raises(AssertionError, match="outside a buffer"):
        check(snippet, (7,), dtype, DEVICE, seed=0)
