"""Exercises of lecture 1 (vector add): skeletons here, solutions in ../solutions."""

import torch

from snippets.exercises.exercise import Exercise, randint, randn

SIZES = [(1,), (7,), (256,), (1000,), (1031,), (4, 3, 17)]  # 1, under a block, one block, ragged, prime, 3-D

EXERCISES = [
    Exercise(
        name="mul_mask", lecture="01-vector-add", title="finish the mask", kind="kernel",
        skeleton="snippets.exercises.vector_add.mul_mask",
        solution="snippets.exercises.solutions.vector_add.mul_mask", entry="my_mul",
        reference=torch.mul,
        make_inputs=lambda shape, g, device: (randn(shape, g, device), randn(shape, g, device)),
        shapes=SIZES, random_shape=lambda g: (randint(g, 1, 4000),),
    ),
    Exercise(
        name="add_bytes", lecture="01-vector-add", title="how many bytes does the add move?",
        kind="question", skeleton="snippets.exercises.vector_add.bytes_moved",
        solution="snippets.exercises.solutions.vector_add.bytes_moved", entry="my_add_bytes",
        reference=lambda n, dtype: 3 * n * torch.empty((), dtype=dtype).element_size(),
        make_inputs=lambda case, g: case,
        shapes=[(2**20, torch.float32), (1, torch.float16)],
        random_shape=lambda g: (randint(g, 1, 10**9),
                                [torch.float32, torch.float16, torch.bfloat16, torch.float64][randint(g, 0, 3)]),
        hint="Count the bytes of each array the kernel touches: which are read, which written?",
    ),
]
