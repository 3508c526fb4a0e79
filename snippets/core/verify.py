"""Checking a snippet against its torch reference; shared by pytest and regenerate.py."""

import torch

from snippets.core.compare import assert_close
from snippets.core.snippet import BadInput, Shape, Snippet


def _poison_cuda_allocator(device: torch.device, nbytes: int) -> None:
    # torch.empty on the GPU often hands back memory a previous run already filled with
    # correct results, which would hide an output element the kernel never writes.
    # Filling a large block with NaN and freeing it makes the next allocations start
    # from NaN instead, so an unwritten element fails the comparison.
    if device.type == "cuda":
        torch.full((max(nbytes, 1 << 20) // 4 + 1,), float("nan"), device=device)


def check(snippet: Snippet, shape: Shape, dtype: torch.dtype, device: torch.device,
          seed: int) -> float:
    """Run the snippet on fresh random inputs; raise on mismatch, return the max error."""
    generator = torch.Generator(device="cpu").manual_seed(seed)
    inputs = snippet.make_inputs(shape, dtype, device, generator)
    expected = snippet.reference(*inputs)
    _poison_cuda_allocator(device, 4 * expected.numel() * expected.element_size())
    actual = snippet.run(*inputs)
    atol, rtol = snippet.tolerance(dtype, shape)
    label = f"{snippet.name} shape={shape} dtype={dtype} seed={seed}"
    assert_close(actual, expected, atol=atol, rtol=rtol, label=label)
    if expected.numel() == 0:
        return 0.0
    return float((actual.double() - expected.double()).abs().max())


def standard_bad_inputs(snippet: Snippet, device: torch.device) -> list[BadInput]:
    """Wrong calls every wrapper must reject: each tensor argument on the wrong device,
    and each tensor argument as a non-contiguous view; plus the snippet's own cases."""
    shape = snippet.quick_shapes[-1]
    generator = torch.Generator(device="cpu").manual_seed(0)
    args = snippet.make_inputs(shape, snippet.dtypes[0], device, generator)
    cases = []
    for i, arg in enumerate(args):
        if not isinstance(arg, torch.Tensor):
            continue
        on_meta = list(args)
        on_meta[i] = arg.to("meta")
        cases.append(BadInput(f"argument {i} on the meta device", tuple(on_meta),
                              ValueError, "meta"))
        if arg.dim() >= 1 and arg.shape[-1] >= 2:
            wide = torch.empty((*arg.shape[:-1], arg.shape[-1] * 2), dtype=arg.dtype,
                               device=arg.device)
            strided = list(args)
            strided[i] = wide[..., ::2]
            cases.append(BadInput(f"argument {i} not contiguous", tuple(strided),
                                  ValueError, "contiguous"))
    if snippet.bad_inputs is not None:
        cases.extend(snippet.bad_inputs(device))
    return cases


def check_every_shape(snippet: Snippet, device: torch.device, seed: int) -> list[dict]:
    """``check`` on every shape in every dtype: the rows of a GPU run's check.json
    (shape, dtype, largest difference). Raises on the first mismatch. Off the GPU, as
    the test suite does: the quick shapes only, in the dtypes the interpreter gets right."""
    from snippets.core import gpu_lock
    from snippets.core.runtime import unsupported_here

    on_gpu = device.type == "cuda"
    shapes = list(snippet.quick_shapes) + (list(snippet.full_shapes) if on_gpu else [])
    rows = []
    for shape in shapes:
        for dtype in snippet.dtypes:
            if not on_gpu and unsupported_here(dtype):
                continue
            # Beside the notebooks, which regenerate.py runs meanwhile: never during one
            # of their timings (a no-op elsewhere).
            with gpu_lock.sharing():
                max_error = check(snippet, shape, dtype, device, seed=seed)
            rows.append({"shape": list(shape), "dtype": str(dtype), "max_abs_error": max_error})
    return rows
