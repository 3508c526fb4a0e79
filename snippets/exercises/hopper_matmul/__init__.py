"""Exercises of lecture 7 (matmul on Hopper): skeletons here, solutions in ../solutions."""

import torch

from snippets.exercises.exercise import Exercise, randint, randn

DTYPES = [torch.float16, torch.float32, torch.int8, torch.bfloat16]


def _matrix(case, g):
    """(rows, columns, dtype, first column): a slice starting at that column of a matrix."""
    rows, columns, dtype, first = case
    base = torch.zeros((rows, columns + first), dtype=dtype)
    return (base[:, first:],)


def _tma_truth(t):
    from snippets.hopper_matmul.descriptors import TMA_ALIGNMENT

    return (t.data_ptr() % TMA_ALIGNMENT == 0
            and t.stride(0) * t.element_size() % TMA_ALIGNMENT == 0)


def _true_block_shapes(block_m, block_n, block_k, b_is_transposed, epilogue_subtile):
    """What the lecture's pre_hook (descriptors.set_block_shapes) sets on real descriptors."""
    from types import SimpleNamespace

    from snippets.hopper_matmul.descriptors import set_block_shapes

    nargs = {"a_desc": SimpleNamespace(), "b_desc": SimpleNamespace(),
             "c_desc": SimpleNamespace(), "BLOCK_M": block_m, "BLOCK_N": block_n,
             "BLOCK_K": block_k, "B_IS_TRANSPOSED": b_is_transposed,
             "EPILOGUE_SUBTILE": epilogue_subtile}
    set_block_shapes(nargs)
    return tuple(list(nargs[d].block_shape) for d in ("a_desc", "b_desc", "c_desc"))


def _random_config(g):
    sizes = [16, 32, 64, 128, 256]
    return (sizes[randint(g, 1, 4)], sizes[randint(g, 1, 4)], sizes[randint(g, 0, 3)],
            bool(randint(g, 0, 1)), bool(randint(g, 0, 1)))


EXERCISES = [
    Exercise(
        name="persistent_relu", lecture="07-hopper-matmul", title="a persistent loop over tiles",
        kind="kernel", skeleton="snippets.exercises.hopper_matmul.persistent",
        solution="snippets.exercises.solutions.hopper_matmul.persistent", entry="my_relu",
        reference=torch.relu,
        make_inputs=lambda shape, g, device: (randn(shape, g, device),),
        shapes=[(1,), (128,), (129,), (1000,), (4099,)],  # fewer, as many, more tiles than programs
        random_shape=lambda g: (randint(g, 1, 6000),),
        hint="With more tiles than programs, each program must loop: tl.range(pid, n_tiles, n_programs)",
    ),
    Exercise(
        name="tma_can_read", lecture="07-hopper-matmul", title="can TMA read it?", kind="question",
        skeleton="snippets.exercises.hopper_matmul.tma_check",
        solution="snippets.exercises.solutions.hopper_matmul.tma_check", entry="my_tma_can_read",
        reference=_tma_truth, make_inputs=_matrix,
        shapes=[(4, 64, torch.float16, 0), (4, 65, torch.float16, 0), (3, 8, torch.float32, 1)],
        random_shape=lambda g: (randint(g, 1, 8), randint(g, 1, 80), DTYPES[randint(g, 0, 3)],
                                randint(g, 0, 3)),
        random_cases=30,
        hint="Both conditions matter: where the matrix starts (a slice may start mid-row) and "
             "how far apart its rows are, in bytes",
    ),
    Exercise(
        name="tma_block_shapes", lecture="07-hopper-matmul",
        title="which block does each descriptor move?", kind="question",
        skeleton="snippets.exercises.hopper_matmul.block_shapes",
        solution="snippets.exercises.solutions.hopper_matmul.block_shapes",
        entry="my_block_shapes", reference=_true_block_shapes,
        make_inputs=lambda case, g: case,
        # step 2's config, the float8 one (B transposed), a square one without subtiling
        shapes=[(128, 256, 64, False, True), (128, 256, 128, True, True),
                (128, 128, 64, False, False)],
        random_shape=_random_config, random_cases=30,
        hint="B's block is K x N, or N x K when B is given transposed; only C's block is "
             "halved by the subtiled epilogue, and only along N",
    ),
]
