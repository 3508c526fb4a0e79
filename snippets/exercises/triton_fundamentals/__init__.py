"""Exercises of lecture 2 (Triton fundamentals): skeletons here, solutions in ../solutions."""

import torch

from snippets.helpers import tolerances
from snippets.exercises.exercise import Exercise, randint, randn, randn_shifted_rows

MATRICES = [(1, 1), (3, 7), (17, 100), (5, 128), (9, 257)]  # one element, ragged, a power of two, just past one


ROLLED = [(1, 1), (3, 7), (17, 64), (8, 100), (9, 257)]  # one row, fewer rows than a tile, ragged


def _roll_inputs(shape, g, device):
    """A matrix and a shift that may be negative or longer than a row."""
    return randn(shape, g, device), randint(g, -2 * shape[1] - 3, 2 * shape[1] + 3)


def _wide_slice(shape, g, device):
    """A rows x columns matrix that is a slice of a wider one: its rows are further apart."""
    rows, columns = shape
    return randn((rows, columns + 5), g, device)[:, :columns]


EXERCISES = [
    Exercise(
        name="square_rows", lecture="02-triton-fundamentals", title="one program per row",
        kind="kernel", skeleton="snippets.exercises.triton_fundamentals.square_rows",
        solution="snippets.exercises.solutions.triton_fundamentals.square_rows", entry="my_square_rows",
        reference=lambda x: x * x,
        make_inputs=lambda shape, g, device: (_wide_slice(shape, g, device),),
        shapes=MATRICES, random_shape=lambda g: (randint(g, 1, 40), randint(g, 1, 300)),
        hint="The input's rows are x.stride(0) elements apart, more than n_columns",
    ),
    Exercise(
        name="softmax_rows", lecture="02-triton-fundamentals", title="a fused softmax",
        kind="kernel", skeleton="snippets.exercises.triton_fundamentals.softmax",
        solution="snippets.exercises.solutions.triton_fundamentals.softmax", entry="my_softmax_rows",
        reference=lambda x: torch.softmax(x, dim=-1),
        make_inputs=lambda shape, g, device: (randn_shifted_rows(shape, g, device),),
        shapes=MATRICES, random_shape=lambda g: (randint(g, 1, 40), randint(g, 1, 300)),
        tolerance=lambda shape: tolerances.for_reduction(torch.float32, shape[-1]),
        hint="If the rows are wrong only when n_columns is not a power of two, the padding "
             "lanes count: load them as -inf (other=-float('inf')); if the output has NaN "
             "or zeros, exp overflowed or underflowed (the rows hold values near +-150): "
             "subtract the row's max before exp",
    ),
    Exercise(
        name="roll_tiles", lecture="02-triton-fundamentals-part-2", title="several rows per program",
        kind="kernel", skeleton="snippets.exercises.triton_fundamentals.roll_tiles",
        solution="snippets.exercises.solutions.triton_fundamentals.roll_tiles", entry="my_roll_tiles",
        reference=lambda x, shift: torch.roll(x, shift, dims=1),
        make_inputs=_roll_inputs,
        shapes=ROLLED, random_shape=lambda g: (randint(g, 1, 40), randint(g, 1, 300)),
        hint="If only the last tile is wrong, the rows past n_rows need masking too; if "
             "negative shifts are wrong, the source column went below zero before the %",
    ),
]
