"""Exercises of lecture 4 (profiling): skeletons here, solutions in ../solutions."""

import torch

from snippets.exercises.exercise import Exercise, Speed, randint, randn

DTYPES = [torch.float32, torch.float16, torch.bfloat16, torch.float64]

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
]
