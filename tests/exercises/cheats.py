"""Wrong answers the checker must fail: each one games a naive checker a different way.

- ``torch_computed``: launches the real kernel (so a launch counter is satisfied) but
  returns what torch computed;
- ``torch_only``: no kernel at all;
- ``cached``: right on the first call for each shape, then hands back that result for
  fresh inputs of the same shape (after launching the kernel on them, for show);
- ``shape_specific``: right only for the shapes the statement shows (the fixed shapes);
  anything else gets a block that covers only the first of them.
"""

import torch

from snippets.exercises.catalogue import EXERCISES


def torch_computed(name):
    exercise = EXERCISES[name]
    solution = exercise.load(solution=True)

    def cheat(*inputs):
        solution(*inputs)
        return exercise.reference(*inputs)
    return cheat


def torch_only(name):
    return EXERCISES[name].reference


def cached(name):
    solution = EXERCISES[name].load(solution=True)
    kept = {}

    def cheat(*inputs):
        key = tuple(t.shape for t in inputs if isinstance(t, torch.Tensor))
        fresh = solution(*inputs)
        return kept.setdefault(key, fresh)
    return cheat


def shape_specific(name):
    """Right on the statement's shapes, a zero-filled (but kernel-written) answer elsewhere:
    what a learner gets who tuned the kernel to the example rather than to any size."""
    exercise = EXERCISES[name]
    solution = exercise.load(solution=True)
    known = {tuple(shape) for shape in exercise.shapes}

    def cheat(*inputs):
        out = solution(*inputs)
        if _shape_of(name, inputs) not in known:
            out.fill_(0)
        return out
    return cheat


def _shape_of(name, inputs):
    if name in ("matmul_k_mask", "matmul_epilogue"):  # (a, b[, bias]): shapes as (M, N, K)
        (m, k), (_, n) = inputs[0].shape, inputs[1].shape
        return (m, n, k)
    return tuple(inputs[0].shape)


def hard_coded(name):
    """For a question: the answer to the statement's first case, whatever is asked."""
    exercise = EXERCISES[name]
    first = exercise.reference(*exercise.make_inputs(exercise.shapes[0], None))
    return lambda *args: first


CHEATS = {"torch_computed": torch_computed, "torch_only": torch_only, "cached": cached,
          "shape_specific": shape_specific}
