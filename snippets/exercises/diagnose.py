"""What is wrong with an output, in words a beginner can act on.

The checker poisons every buffer the learner's wrapper allocates with NaN (see
guard.py), so an element still NaN where the reference is a number was never written.
Where the unwritten or wrong elements sit says which mistake is likely: the tail of a
vector (the grid or the mask stops short), whole rows (too few programs along the
rows), columns from some index on (the column block or its mask), or everything.
"""

import torch


def _index(flat_index: int, shape) -> tuple[int, ...]:
    index = []
    for size in reversed(shape):
        index.append(flat_index % size)
        flat_index //= size
    return tuple(reversed(index))


def _span(indices: list[int]) -> str:
    if len(indices) == 1:
        return str(indices[0])
    if indices == list(range(indices[0], indices[-1] + 1)):
        return f"{indices[0]} to {indices[-1]}"
    return ", ".join(map(str, indices[:6])) + (" ..." if len(indices) > 6 else "")


def unwritten_words(unwritten: torch.Tensor, shape) -> str:
    """Where the never-written elements are, and the likely cause."""
    total, count = unwritten.numel(), int(unwritten.sum())
    if count == total and total > 1:
        return ("nothing was written to the output: does the kernel call tl.store with the "
                "output pointer, and does the wrapper return the tensor the kernel wrote?")
    flat = unwritten.flatten()
    first = int(torch.nonzero(flat)[0])
    if bool(flat[first:].all()):
        return (f"the last {count} of {total} elements (from index {_index(first, shape)}) were "
                "never written: does the grid launch enough programs (triton.cdiv(n, BLOCK_SIZE), "
                "not n // BLOCK_SIZE), and does the mask let every offset below n through "
                "(offsets < n, not offsets < n - 1)?")
    if unwritten.dim() >= 2:
        rows = unwritten.reshape(-1, shape[-1])
        whole_rows = torch.nonzero(rows.all(dim=1)).flatten().tolist()
        if whole_rows and int(rows.sum()) == len(whole_rows) * shape[-1]:
            return (f"rows {_span(whole_rows)} (of {rows.shape[0]}) were never written: is "
                    "there one program per row (or per block of rows) for all of them?")
        columns = torch.nonzero(rows.all(dim=0)).flatten().tolist()
        if columns and int(rows.sum()) == len(columns) * rows.shape[0]:
            return (f"columns {_span(columns)} (of {shape[-1]}) were never written in any "
                    "row: is the block of columns wide enough, or the column mask "
                    "`columns < n_columns` too strict?")
    where = _index(first, shape)
    return (f"{count} of {total} elements were never written, the first at index {where}: "
            "check the offsets and the mask of the store")


def mismatch_words(actual: torch.Tensor, expected: torch.Tensor, atol: float, rtol: float):
    """None when they match; otherwise what differs, and where."""
    if actual.shape != expected.shape:
        return (f"the output has shape {tuple(actual.shape)} but should have shape "
                f"{tuple(expected.shape)}")
    if actual.dtype != expected.dtype:
        return f"the output has dtype {actual.dtype} but should have {expected.dtype}"
    if actual.device != expected.device:
        return f"the output is on {actual.device} but should be on {expected.device}"
    a, e = actual.detach().double(), expected.detach().double()
    unwritten = torch.isnan(a) & ~torch.isnan(e)
    if bool(unwritten.any()):
        return unwritten_words(unwritten, tuple(actual.shape))
    close = torch.isclose(a, e, atol=atol, rtol=rtol, equal_nan=True)
    if bool(close.all()):
        return None
    wrong = ~close
    count, total = int(wrong.sum()), wrong.numel()
    worst = int(torch.argmax(torch.where(wrong, (a - e).abs().nan_to_num(float("inf")),
                                         torch.zeros_like(a))))
    where = _index(worst, tuple(actual.shape))
    words = (f"{count} of {total} elements differ from the torch reference; the worst is at "
             f"index {where}: got {actual.flatten()[worst].item():.6g}, expected "
             f"{expected.flatten()[worst].item():.6g} (tolerance: atol={atol:.2g}, rtol={rtol:.2g})")
    if count == total:
        words += ". Every element is wrong: check the formula itself before the masks"
    return words
