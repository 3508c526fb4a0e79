"""Exercises of lecture 3 (matrix multiplication): skeletons here, solutions in ../solutions."""

import torch

from snippets.helpers import tolerances
from snippets.exercises.exercise import Exercise, randint, randn

EXERCISES = [
    Exercise(
        name="transpose", lecture="03-matmul", title="a tiled transpose", kind="kernel",
        skeleton="snippets.exercises.matmul.transpose",
        solution="snippets.exercises.solutions.matmul.transpose", entry="my_transpose",
        reference=lambda x: x.t().contiguous(),
        make_inputs=lambda shape, g, device: (randn(shape, g, device),),
        shapes=[(1, 1), (1, 17), (17, 1), (16, 16), (33, 65), (100, 37)],
        random_shape=lambda g: (randint(g, 1, 90), randint(g, 1, 90)),
        hint="Tall, wide and square matrices all go through the same mask: (rows < n_rows) & (columns < n_columns)",
    ),
    Exercise(
        name="matmul_k_mask", lecture="03-matmul", title="mask the K loop", kind="kernel",
        skeleton="snippets.exercises.matmul.k_mask",
        solution="snippets.exercises.solutions.matmul.k_mask", entry="my_matmul",
        reference=lambda a, b: a @ b,
        # The shape is (M, N, K): the inputs are an M x K and a K x N matrix, each scaled
        # by K ** -0.25 as lecture 3's are, so every output has variance 1 and the
        # site's tolerance model (error growing like sqrt(K) roundoffs of a unit-sized
        # sum) holds; unscaled, an output near 0 amid sums of size sqrt(K) failed it at
        # random (about one seed in a few hundred).
        make_inputs=lambda shape, g, device: (
            randn((shape[0], shape[2]), g, device) * shape[2] ** -0.25,
            randn((shape[2], shape[1]), g, device) * shape[2] ** -0.25),
        shapes=[(1, 1, 1), (16, 16, 16), (17, 19, 23), (5, 33, 70)],
        random_shape=lambda g: (randint(g, 1, 40), randint(g, 1, 40), randint(g, 1, 70)),
        tolerance=lambda shape: tolerances.for_reduction(torch.float32, shape[2]),
        hint="If only K that are not multiples of 16 fail, the last K step reads past K: "
             "mask it, and let masked elements read 0",
    ),
    Exercise(
        name="matmul_epilogue", lecture="03-matmul-part-2",
        title="fuse a bias and a SiLU into the epilogue", kind="kernel",
        skeleton="snippets.exercises.matmul.epilogue",
        solution="snippets.exercises.solutions.matmul.epilogue", entry="my_matmul_bias_silu",
        # silu(A @ B + bias) summed in float32 from the float16 inputs, rounded once to
        # float16, as the kernel does.
        reference=lambda a, b, bias: torch.nn.functional.silu(
            a.float() @ b.float() + bias.float()).half(),
        # The shape is (M, N, K). A and B are scaled by K ** -0.25 as in matmul_k_mask, so
        # that A @ B has variance 1 whatever K; the bias has variance 1 too.
        make_inputs=lambda shape, g, device: (
            (randn((shape[0], shape[2]), g, device) * shape[2] ** -0.25).half(),
            (randn((shape[2], shape[1]), g, device) * shape[2] ** -0.25).half(),
            randn((shape[1],), g, device).half()),
        # M = 1, K = 1, N below, at and past one block, K over one and over four blocks.
        shapes=[(1, 1, 1), (1, 37, 20), (16, 16, 16), (17, 19, 1), (5, 33, 70), (40, 3, 33)],
        random_shape=lambda g: (randint(g, 1, 40), randint(g, 1, 40), randint(g, 1, 70)),
        tolerance=lambda shape: tolerances.for_reduction(torch.float16, shape[2],
                                                         accumulate_in=torch.float32),
        hint="If only K above 16 fail, part of the epilogue runs inside the K loop: it "
             "belongs after it, once per tile. Otherwise: is the bias indexed by columns, "
             "and added before the SiLU?",
    ),
]
