"""Exercises of lecture 5 (CUDA in PyTorch, torch.compile): skeletons here, solutions in ../solutions."""

import torch
import torch.nn.functional as F

from snippets.exercises.exercise import Exercise, randint, randn

# tanh written as a sigmoid, and the GPU's fast exp, round differently from torch: a few ulp.
GELU_TOLERANCE = (1e-5, 1e-4)

EXERCISES = [
    Exercise(
        name="gelu", lecture="05-cuda-and-compile", title="GELU by hand", kind="kernel",
        skeleton="snippets.exercises.cuda_and_compile.gelu",
        solution="snippets.exercises.solutions.cuda_and_compile.gelu", entry="my_gelu",
        reference=lambda x: F.gelu(x, approximate="tanh"),
        make_inputs=lambda shape, g, device: (3 * randn(shape, g, device),),
        shapes=[(1,), (511,), (1000,), (3, 5, 7)], random_shape=lambda g: (randint(g, 1, 3000),),
        tolerance=lambda shape: GELU_TOLERANCE,
        hint="Check the constants: sqrt(2 / pi) = 0.7978845608..., and sigmoid(2 z), not sigmoid(z)",
    ),
    Exercise(
        name="bias_gelu", lecture="05-cuda-and-compile-part-2", title="fuse the bias into GELU",
        kind="kernel", skeleton="snippets.exercises.cuda_and_compile.bias_gelu",
        solution="snippets.exercises.solutions.cuda_and_compile.bias_gelu", entry="my_bias_gelu",
        reference=lambda x, bias: F.gelu(x + bias, approximate="tanh"),
        make_inputs=lambda shape, g, device: (3 * randn(shape, g, device), randn(shape[-1:], g, device)),
        shapes=[(1, 1), (7, 64), (9, 65), (20, 130)],
        random_shape=lambda g: (randint(g, 1, 40), randint(g, 1, 200)),
        tolerance=lambda shape: GELU_TOLERANCE,
        hint="The bias has one value per column: load it with the column offsets and broadcast it "
             "with bias[None, :]",
    ),
]
