"""Every registered snippet against its torch reference, and against bad input.

Shapes come from each snippet: ``quick_shapes`` everywhere, ``full_shapes`` as well on
a GPU. Inputs are fresh random draws each run (the seed is in any failure message).
"""

import random

import pytest

from snippets.helpers.runtime import default_device, interpreting, unsupported_here
from snippets.machinery.items import discover, snippets_only
from snippets.machinery.verify import check, standard_bad_inputs

SNIPPETS = snippets_only(discover())
DEVICE = default_device()


def _dtype_name(dtype):
    return str(dtype).removeprefix("torch.")


def _correctness_cases():
    for snippet in SNIPPETS:
        shapes = list(snippet.quick_shapes)
        if not interpreting():
            shapes += list(snippet.full_shapes)
        marks = []
        if snippet.requires_cuda and interpreting():
            marks = [pytest.mark.skip(reason=f"needs CUDA: {snippet.requires_cuda}")]
        for shape in shapes:
            for dtype in snippet.dtypes:
                case_id = f"{snippet.name}-{'x'.join(map(str, shape))}-{_dtype_name(dtype)}"
                reason = unsupported_here(dtype)
                dtype_marks = [pytest.mark.skip(reason=reason)] if reason else []
                yield pytest.param(snippet, shape, dtype, id=case_id, marks=marks + dtype_marks)


@pytest.mark.parametrize("snippet, shape, dtype", _correctness_cases())
def test_matches_torch_reference(snippet, shape, dtype):
    check(snippet, shape, dtype, DEVICE, seed=random.randrange(2**31))


def _bad_input_cases():
    for snippet in SNIPPETS:
        if snippet.requires_cuda and interpreting():
            continue
        for case in standard_bad_inputs(snippet, DEVICE):
            yield pytest.param(snippet, case, id=f"{snippet.name}-{case.description}")


@pytest.mark.parametrize("snippet, case", _bad_input_cases())
def test_rejects_bad_input(snippet, case):
    with pytest.raises(case.error, match=case.match):
        snippet.run(*case.args)


def test_every_snippet_declares_shapes_and_dtypes():
    assert SNIPPETS, "no snippets were discovered"
    for snippet in SNIPPETS:
        assert snippet.quick_shapes, f"{snippet.name} has no quick_shapes"
        assert snippet.dtypes, f"{snippet.name} has no dtypes"
