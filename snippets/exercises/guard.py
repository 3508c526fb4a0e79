"""Watching a learner's function while it runs: what it launched, what torch computed.

The checker calls the learner's host wrapper inside :class:`Watch`, which

- counts Triton launches, by wrapping ``run`` of Triton's kernel classes (the native
  ``JITFunction`` and the interpreter's ``InterpretedFunction``; the autotuner calls
  the same ``run``), so an answer that never launched a kernel is caught;
- records every torch computation made *outside* a launch (a ``TorchDispatchMode``
  sees each aten operation), so an answer computed with torch and handed back, or
  copied through a kernel, is caught. Allocating, viewing and filling memory is
  allowed: a wrapper needs those. Inside a launch everything is allowed, since the
  interpreter itself moves data with torch;
- poisons every buffer the wrapper allocates: filled with NaN and followed by a guard
  region of an unusual value, so an element the kernel never wrote is still NaN
  afterwards and a store past the end lands in the guard, where :func:`overrun` finds
  it, instead of in someone else's memory. Inputs get a guard of another value, so an
  unmasked load past their end reads something that cannot look like a right answer
  (and a kernel that copies it into the output's guard is still caught).
"""

import contextlib
import threading

import torch
from torch.utils._python_dispatch import TorchDispatchMode

GUARD_ELEMENTS = 1 << 16  # past the end of every buffer: more than any block reaches

# aten operations a host wrapper may use: they allocate, fill with a constant, describe
# or view memory; none of them can compute an answer.
ALLOCATING = {"empty", "empty_like", "empty_strided", "new_empty", "new_empty_strided"}
ALLOWED = ALLOCATING | {
    "zeros", "zeros_like", "new_zeros", "full", "full_like", "new_full", "fill_", "zero_",
    "ones", "ones_like", "new_ones", "view", "_unsafe_view", "_reshape_alias", "alias",
    "as_strided", "detach", "t", "transpose", "permute", "unsqueeze", "squeeze", "expand",
    "slice", "select", "lift_fresh", "is_same_size", "sym_size", "sym_stride", "sym_numel",
    "sym_storage_offset", "unbind", "split", "split_with_sizes", "chunk", "narrow",
}

NUMPY_DOORS = ("numpy", "tolist", "__array__")

_state = threading.local()


def _inside_launch() -> bool:
    return getattr(_state, "launch_depth", 0) > 0


def guard_value(dtype, role: str):
    """What fills the guard past an ``"input"`` or an ``"output"``: +inf for floating
    inputs (an unmasked load reads it, and a load masked only by multiplying with a
    zero, as garbage * 0, still gives NaN: inf * 0), tiny and negative for outputs;
    never NaN, since a kernel storing NaN past the end would leave a NaN guard
    unchanged and :func:`overrun` compares the guard with its value."""
    if dtype.is_floating_point:
        info = torch.finfo(dtype)
        return float("inf") if role == "input" else -3 * info.tiny
    if dtype == torch.bool:
        return role == "input"
    info = torch.iinfo(dtype)
    return info.max if role == "input" else info.min


def guarded_empty(shape, dtype, device, role: str = "output") -> torch.Tensor:
    """A contiguous tensor of ``shape`` whose storage continues with a guard region;
    the tensor itself is NaN (or the dtype's largest value for integers)."""
    numel = 1
    for size in shape:
        numel *= size
    buffer = torch.empty(numel + GUARD_ELEMENTS, dtype=dtype, device=device)
    buffer.fill_(guard_value(dtype, role))
    buffer[:numel].fill_(_poison(dtype))
    return buffer[:numel].view(shape)


def guarded_copy(t: torch.Tensor) -> torch.Tensor:
    """``t``'s values in a buffer with an input guard after them. A matrix whose rows
    are further apart than its width (a slice of a wider one) keeps its row stride."""
    if t.dim() == 2 and t.stride(1) == 1 and t.stride(0) > t.shape[1]:
        wide = guarded_empty((t.shape[0], t.stride(0)), t.dtype, t.device, role="input")
        copy = wide[:, :t.shape[1]]
    else:
        copy = guarded_empty(tuple(t.shape), t.dtype, t.device, role="input")
    copy.copy_(t)
    return copy


def _poison(dtype):
    if dtype.is_floating_point or dtype.is_complex:
        return float("nan")
    if dtype == torch.bool:
        return True
    return torch.iinfo(dtype).max


def overrun(t: torch.Tensor, role: str) -> int | None:
    """Index (past the end) of the first guard element something wrote, or None.
    Only for tensors made by :func:`guarded_empty`; others answer None."""
    storage_elements = t.untyped_storage().nbytes() // t.element_size()
    extent = 1 + sum((size - 1) * stride for size, stride in zip(t.shape, t.stride()))
    if t.storage_offset() != 0 or storage_elements != extent + GUARD_ELEMENTS:
        return None
    guard = t.new_empty(0).set_(t.untyped_storage(), extent, (GUARD_ELEMENTS,), (1,))
    hits = torch.nonzero(guard != guard_value(t.dtype, role))
    return int(hits[0]) if len(hits) else None


class _NoTorchCompute(TorchDispatchMode):
    def __init__(self, watch):
        super().__init__()
        self.watch = watch

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if _inside_launch():
            return func(*args, **kwargs)
        name = func.overloadpacket.__name__
        if name in ALLOCATING and kwargs.get("layout", torch.strided) == torch.strided:
            result = func(*args, **kwargs)
            if result.is_contiguous() and result.dim() > 0:
                return guarded_empty(tuple(result.shape), result.dtype, result.device)
            return result.fill_(_poison(result.dtype))
        if name not in ALLOWED:
            self.watch.torch_ops.append(f"aten.{name}")
        return func(*args, **kwargs)


def _kernel_classes():
    classes = []
    from triton.runtime.jit import JITFunction
    classes.append(JITFunction)
    try:
        from triton.runtime.interpreter import InterpretedFunction
        classes.append(InterpretedFunction)
    except ImportError:  # a Triton without the interpreter
        pass
    return classes


class Watch(contextlib.AbstractContextManager):
    """``with Watch() as watch: out = fn(*inputs)``; then ``watch.launches`` (how many
    Triton launches) and ``watch.torch_ops`` (torch computations outside them)."""

    def __init__(self):
        self.launches = 0
        self.torch_ops: list[str] = []
        self._saved = []
        self._saved_methods = []
        self._mode = None

    def __enter__(self):
        for cls in _kernel_classes():
            # Saved as the class itself holds it (None: inherited), so that leaving puts
            # back exactly what was there, whichever Triton version defines it where.
            self._saved.append((cls, cls.__dict__.get("run")))
            cls.run = self._counting(cls.run)
        # Leaving torch for numpy (x.numpy() * y.numpy()) is no aten operation: the
        # mode would not see it, so the doors to numpy are watched too.
        for name in NUMPY_DOORS:
            self._saved_methods.append((name, torch.Tensor.__dict__.get(name)))
            setattr(torch.Tensor, name, self._recording(name, getattr(torch.Tensor, name)))
        self._mode = _NoTorchCompute(self)
        self._mode.__enter__()
        return self

    def __exit__(self, *exc):
        self._mode.__exit__(*exc)
        for name, original in reversed(self._saved_methods):
            if original is None:
                delattr(torch.Tensor, name)
            else:
                setattr(torch.Tensor, name, original)
        self._saved_methods.clear()
        for cls, original in reversed(self._saved):
            if original is None:
                delattr(cls, "run")
            else:
                cls.run = original
        self._saved.clear()
        return False

    def _recording(self, name, method):
        watch = self

        def recorded(tensor, *args, **kwargs):
            if not _inside_launch():
                watch.torch_ops.append(f"Tensor.{name}")
            return method(tensor, *args, **kwargs)

        return recorded

    def _counting(self, original):
        watch = self

        def run(kernel, *args, **kwargs):
            if not kwargs.get("warmup", False):
                watch.launches += 1
            _state.launch_depth = getattr(_state, "launch_depth", 0) + 1
            try:
                return original(kernel, *args, **kwargs)
            finally:
                _state.launch_depth -= 1

        return run
