"""Lecture 2, part 2: rotated loads on long rows against the copy and `torch.roll`."""

from snippets.machinery.claims import Claim, Wording, compare, gpu_folders, tolerant
from snippets.triton_fundamentals.claims import PAGE_2, ROLL, _largest, _time


def _roll_long_rows(data):
    gather = _largest(data, ROLL, "gather")["fraction_of_copy"]
    worst = max(r["fraction_of_copy"] for r in data.rows(ROLL, provider="torch"))
    return gather >= 0.9 and worst < 0.7, (
        f"rotated loads {gather:.3f} of copy at the widest rows; torch.roll at most {worst:.3f}")


def _roll_phrase(data):
    """One GPU's row lengths, in words: whether torch.roll is slower than the rotated
    loads beyond the spread, said for every length when it is, else naming the lengths
    where it is not and from which length on it is slower at every longer one."""
    found = {r["x"]: compare(_time(data, ROLL, "torch", r["x"]), _time(data, ROLL, "gather", r["x"]))
             for r in data.rows(ROLL, provider="torch")}
    xs = sorted(found)
    if all(found[x] > 0 for x in xs):
        return (f"`torch.roll` is also slower than the rotated loads, beyond the spread, at "
                f"every row length measured ({xs[0]:.0f} to {xs[-1]:.0f} columns)")
    states = {1: "slower", 0: "level with them within the noise",
              -1: "faster, beyond the spread"}
    others = [x for x in xs if found[x] <= 0]
    listed = "; ".join(f"at {x:.0f} columns it is {states[found[x]]}" for x in others)
    tail = [x for i, x in enumerate(xs) if all(found[y] > 0 for y in xs[i:])]
    slower = (f"`torch.roll` is slower than the rotated loads, beyond the spread, at every length from "
              f"{tail[0]:.0f} columns up" if tail else
              "`torch.roll` is not slower than the rotated loads beyond the spread at the "
              "widest rows")
    return f"{slower}; {listed}"


def _roll_against_torch_words(data):
    """One sentence for every GPU with the data, GPUs that say the same named together
    ("On the A and the B, ..."), so that each GPU's call returns it word for word and
    the page shows it once."""
    said: dict[str, list[str]] = {}
    for gpu in gpu_folders(data.folder.parent):
        if gpu.has(ROLL):
            said.setdefault(_roll_phrase(gpu), []).append(f"the {gpu.gpu}")
    return " ".join(f"On {' and '.join(gpus)}, {phrase}." for phrase, gpus in said.items())


CLAIMS = [
    Claim("roll-long-rows", PAGE_2,
          "With long rows the kernel is a copy with its addresses rotated, and runs like one, "
          "at 90% of the copy bandwidth or more at the widest rows; `torch.roll` stays under "
          "70% of it at every length.",
          [ROLL], _roll_long_rows),
    Wording("roll-long-rows-against-torch", PAGE_2, [ROLL], tolerant(_roll_against_torch_words)),
]
