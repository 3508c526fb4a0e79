"""Every exercise, by name, in lecture order: each lecture folder's ``EXERCISES``."""

import importlib

LECTURES = ("vector_add", "fundamentals", "matmul", "profiling", "cuda_in_pytorch",
            "compiler", "hopper_matmul", "attention")


def _collect() -> dict:
    found = {}
    for lecture in LECTURES:
        module = importlib.import_module(f"snippets.exercises.{lecture}")
        for exercise in getattr(module, "EXERCISES", []):
            if exercise.name in found:
                raise ValueError(f"two exercises are named {exercise.name!r}")
            found[exercise.name] = exercise
    return found


EXERCISES = _collect()
