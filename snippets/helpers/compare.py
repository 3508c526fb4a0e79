"""Comparing a kernel's output with its torch reference, with a useful failure message."""

import torch


class MismatchError(AssertionError):
    """The kernel's output differs from the reference by more than the tolerance."""


def assert_close(actual: torch.Tensor, expected: torch.Tensor, atol: float, rtol: float,
                 label: str = "output") -> None:
    """Like ``torch.testing.assert_close``, but says how many elements differ, where the
    worst one is (as a multi-dimensional index) and both values there.

    NaN in ``actual`` always fails unless ``expected`` has NaN in the same place: an
    unwritten or garbage output must never pass.
    """
    if actual.shape != expected.shape:
        raise MismatchError(f"{label}: shape {tuple(actual.shape)} != expected {tuple(expected.shape)}")
    if actual.dtype != expected.dtype:
        raise MismatchError(f"{label}: dtype {actual.dtype} != expected {expected.dtype}")
    a = actual.detach().to("cpu", torch.float64)
    e = expected.detach().to("cpu", torch.float64)
    both_nan = torch.isnan(a) & torch.isnan(e)
    error = (a - e).abs()
    error = torch.where(both_nan, torch.zeros_like(error), error)
    error = torch.nan_to_num(error, nan=float("inf"))
    allowed = atol + rtol * e.abs().nan_to_num(nan=0.0)
    bad = error > allowed
    n_bad = int(bad.sum())
    if n_bad == 0:
        return
    excess = torch.where(bad, error - allowed, torch.zeros_like(error))
    worst_flat = int(torch.argmax(excess.flatten()))
    worst_index = tuple(int(i) for i in torch.unravel_index(torch.tensor(worst_flat), a.shape))
    raise MismatchError(
        f"{label}: {n_bad} of {a.numel()} elements differ beyond atol={atol:g}, rtol={rtol:g}; "
        f"worst at index {worst_index}: got {a.flatten()[worst_flat].item()!r}, "
        f"expected {e.flatten()[worst_flat].item()!r}"
    )
