"""Exercises of lecture 4 (profiling): skeletons here, solutions in ../solutions."""

import torch

from snippets.exercises.exercise import Exercise, Speed, randint, randn

DTYPES = [torch.float32, torch.float16, torch.bfloat16, torch.float64]
CATEGORIES = ("weights", "activations", "gradients", "workspace")


def _true_peak(events):
    """(peak bytes, {category: bytes live at the first peak}), worked out from each
    block's lifetime rather than by a running replay: a block is allocated from its
    ``alloc`` event up to, not including, the ``free`` of its address that follows."""
    opened, lifetimes = {}, []  # lifetimes: (first event, end event, size, category)
    for i, event in enumerate(events):
        if event[0] == "alloc":
            opened[event[1]] = (i, event[2], event[3])
        else:
            start, size, category = opened.pop(event[1])
            lifetimes.append((start, i, size, category))
    lifetimes += [(start, len(events), size, category)  # never freed
                  for start, size, category in opened.values()]
    totals = [sum(size for start, end, size, _ in lifetimes if start <= k < end)
              for k in range(len(events))]
    first = totals.index(max(totals))  # list.index: the first of equal peaks
    live = {}
    for start, end, size, category in lifetimes:
        if start <= first < end:
            live[category] = live.get(category, 0) + size
    return max(totals), live


# The statement's cases: a block freed before the peak (and a category with nothing left
# by then), two peaks of the same height, and addresses freed and allocated again with
# another size and category: address 0 before the peak (a free that gives back the first
# block's size there goes wrong), 8192 after it (one size per address goes wrong).
PEAK_LOGS = [
    [("alloc", 0, 1024, "weights"), ("alloc", 4096, 512, "workspace"), ("free", 4096),
     ("alloc", 8192, 2048, "activations"), ("alloc", 4096, 256, "gradients"),
     ("free", 8192), ("free", 4096)],
    [("alloc", 0, 1000, "weights"), ("alloc", 4096, 500, "activations"), ("free", 4096),
     ("alloc", 8192, 500, "gradients"), ("free", 8192)],
    [("alloc", 0, 2000, "activations"), ("alloc", 4096, 1000, "weights"), ("free", 0),
     ("alloc", 0, 500, "gradients"), ("free", 0), ("alloc", 8192, 2500, "activations"),
     ("alloc", 12288, 500, "workspace"), ("free", 8192), ("alloc", 8192, 1000, "gradients")],
]


def _random_log(g):
    """8 to 16 events over six addresses, so freed addresses come back; sizes are
    multiples of 512 bytes, so peaks of the same height happen."""
    events, blocks = [], []
    for _ in range(randint(g, 8, 16)):
        unused = [a for a in range(0, 6 * 4096, 4096) if a not in blocks]
        if blocks and (not unused or randint(g, 0, 2) == 0):
            events.append(("free", blocks.pop(randint(g, 0, len(blocks) - 1))))
        else:
            address = unused[randint(g, 0, len(unused) - 1)]
            blocks.append(address)
            events.append(("alloc", address, 512 * randint(g, 1, 8),
                           CATEGORIES[randint(g, 0, len(CATEGORIES) - 1)]))
    return events


EXERCISES = [
    Exercise(
        name="fast_scale", lecture="04-profiling", title="make a x faster", kind="speed",
        skeleton="snippets.exercises.profiling.fast_scale",
        solution="snippets.exercises.solutions.profiling.fast_scale", entry="my_scale",
        reference=torch.mul,
        make_inputs=lambda shape, g, device: (randn(shape, g, device), float(randn((), g, "cpu"))),
        shapes=[(1,), (1000,), (4099,)], random_shape=lambda g: (randint(g, 1, 20000),),
        # Read x, write out: 8 bytes per float32 element. Half the copy bandwidth is an
        # easy goal for one block of a few thousand elements per program.
        speed=Speed(shape=(2**24,), bytes_moved=lambda shape: 8 * shape[0], target=0.5),
    ),
    Exercise(
        name="scale_gbps", lecture="04-profiling-part-2", title="from milliseconds to GB/s",
        kind="question", skeleton="snippets.exercises.profiling.bandwidth",
        solution="snippets.exercises.solutions.profiling.bandwidth", entry="my_scale_gbps",
        reference=lambda n, dtype, ms: 2 * n * torch.empty((), dtype=dtype).element_size() / ms / 1e6,
        make_inputs=lambda case, g: case,
        shapes=[(2**24, torch.float32, 0.05)],
        random_shape=lambda g: (randint(g, 1, 2**28), DTYPES[randint(g, 0, 3)],
                                randint(g, 1, 10**6) / 1e4),
        hint="The kernel reads x and writes out; GB is 10^9 bytes here, not 2^30; ms is 10^-3 s",
    ),
    Exercise(
        name="live_at_peak", lecture="04-profiling-part-2", title="what is live at the peak?",
        kind="question", skeleton="snippets.exercises.profiling.memory_peak",
        solution="snippets.exercises.solutions.profiling.memory_peak", entry="my_peak",
        reference=_true_peak, make_inputs=lambda case, g: (case,),
        shapes=PEAK_LOGS, random_shape=_random_log, random_cases=40,
        hint="A free gives back the size last allocated at its address; the peak is the "
             "first event after which the total is higher than ever before (> not >=); "
             "`live` counts only the blocks allocated at that moment, by category, "
             "without categories of 0 bytes",
    ),
]
