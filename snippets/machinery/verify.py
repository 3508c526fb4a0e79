"""Checking a snippet against its torch reference; shared by pytest and regenerate.py."""

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from snippets.helpers.compare import assert_close
from snippets.machinery.items import BadInput, Shape, Snippet


# Allocations a wrapper makes for its outputs (and scratch): everything else computes.
ALLOCATING = {"empty", "empty_like", "empty_strided", "new_empty", "new_empty_strided"}


# Every byte 0xFF is NaN in every floating-point width: float64/32/16, bfloat16 and both
# float8 formats (all exponent and mantissa bits set). The float32 NaN pattern would not
# be: 0x7FC00000 read as float16 is alternately 0.0 and NaN, and as e4m3 0, 0, -2, NaN.
POISON_BYTE = 0xFF


def poison_value(dtype: torch.dtype):
    """What an unwritten element of a type without NaN holds during a check: a value a
    right answer is unlikely to be (the largest integer, True). Floating-point buffers
    are filled byte by byte instead (:func:`poison`)."""
    if dtype == torch.bool:
        return True
    return torch.iinfo(dtype).max


def poison(tensor: torch.Tensor) -> None:
    """Fill a freshly allocated tensor with what no kernel should leave there: NaN in
    every byte for floating-point types, :func:`poison_value` for the others."""
    if tensor.device.type == "meta":
        return  # no memory to fill
    if tensor.dtype.is_floating_point or tensor.dtype.is_complex:
        tensor.untyped_storage().fill_(POISON_BYTE)
    else:
        tensor.fill_(poison_value(tensor.dtype))


# Bytes of poison on either side of every contiguous buffer allocated during a check: a
# kernel whose mask lets a lane write one element past the end (``<=`` for ``<``) changes
# them, where a plain buffer would hide the stray write in memory nobody reads.
GUARD_BYTES = 256


class PoisonedAllocations(TorchDispatchMode):
    """While active, every tensor allocated through torch (``torch.empty_like`` in a
    Python wrapper, ``torch::empty`` in a C++ extension) starts poisoned (:func:`poison`),
    whichever pool of the caching allocator it comes from, so an output element the
    kernel never writes cannot pass by holding a previous run's right answer. A
    contiguous one is also fenced: it sits between two guards of poison, and
    :meth:`stray_writes` says afterwards which guards a kernel wrote into."""

    def __init__(self):
        super().__init__()
        self._fenced = []  # (what, guard views, their bytes when allocated)

    @classmethod
    def ignore_compile_internals(cls) -> bool:
        # torch.compile still compiles under this mode (it skips frames under others).
        return True

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        result = func(*args, **(kwargs or {}))
        if (func.overloadpacket.__name__ in ALLOCATING and isinstance(result, torch.Tensor)
                and result.numel() > 0):
            if result.is_contiguous() and result.device.type != "meta":
                result = self._fenced_like(result)
            poison(result)
        return result

    def _fenced_like(self, tensor: torch.Tensor) -> torch.Tensor:
        pad = max(1, GUARD_BYTES // tensor.element_size())
        whole = torch.empty(tensor.numel() + 2 * pad, dtype=tensor.dtype, device=tensor.device)
        poison(whole)
        guards = (whole[:pad], whole[pad + tensor.numel():])
        self._fenced.append((f"{tuple(tensor.shape)} {tensor.dtype}", guards,
                             [_as_bytes(g).clone() for g in guards]))
        return whole[pad:pad + tensor.numel()].view(tensor.shape)

    def stray_writes(self) -> list[str]:
        """The buffers allocated in this mode that something wrote before or after."""
        return [f"{what}: {side} its end" for what, guards, before in self._fenced
                for side, guard, old in zip(("before", "past"), guards, before)
                if not torch.equal(_as_bytes(guard), old)]


def _as_bytes(tensor: torch.Tensor) -> torch.Tensor:
    return tensor.view(torch.uint8) if tensor.dtype != torch.bool else tensor.to(torch.uint8)


def _poison_cuda_allocator(device: torch.device, nbytes: int) -> None:
    # Code that allocates without going through torch's dispatcher (Inductor's generated
    # wrappers call the allocator directly) is not seen by PoisonedAllocations. For it,
    # a large block filled with NaN bytes and freed makes the caching allocator's large
    # pool (blocks over 1 MiB) hand out NaN; small outputs are covered by the mode only.
    if device.type == "cuda":
        torch.full((max(nbytes, 1 << 20) + 1,), POISON_BYTE, dtype=torch.uint8, device=device)


def check(snippet: Snippet, shape: Shape, dtype: torch.dtype, device: torch.device,
          seed: int) -> float:
    """Run the snippet on fresh random inputs, with every buffer it allocates filled with
    :func:`poison_value` first and fenced by guards; raise on mismatch or on a write
    outside an allocated buffer, return the max error."""
    generator = torch.Generator(device="cpu").manual_seed(seed)
    inputs = snippet.make_inputs(shape, dtype, device, generator)
    expected = snippet.reference(*inputs)
    _poison_cuda_allocator(device, 4 * expected.numel() * expected.element_size())
    allocations = PoisonedAllocations()
    with allocations:
        actual = snippet.run(*inputs)
    atol, rtol = snippet.tolerance(dtype, shape)
    label = f"{snippet.name} shape={shape} dtype={dtype} seed={seed}"
    stray = allocations.stray_writes()
    assert not stray, f"{label}: the kernel wrote outside a buffer it was given: {stray}"
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
    from snippets.machinery.worker import gpu_lock
    from snippets.helpers.runtime import unsupported_here

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
