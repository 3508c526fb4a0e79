"""Pins what Triton's CPU interpreter gets wrong on the versions we run.

Each test asserts the limitation still exists. When a Triton upgrade fixes one, its test
fails: then drop the workaround (see snippets/helpers/runtime.py) and the note on the page.
"""

import pytest
import torch

from snippets.helpers.runtime import interpreting
from snippets.vector_add.add import add

pytestmark = pytest.mark.skipif(not interpreting(), reason="about the CPU interpreter only")


def test_bfloat16_arithmetic_is_wrong_in_the_interpreter():
    x = torch.tensor([1.0, 2.0, 3.0], dtype=torch.bfloat16)
    assert not torch.equal(add(x, x), x + x)


def test_float16_is_fine_in_the_interpreter():
    x = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float16)
    assert torch.equal(add(x, x), x + x)
