"""Every exercise, by name, in lecture order: each lecture folder's ``EXERCISES``."""

import importlib
import importlib.util

from snippets.machinery.layout import lecture_packages


def _collect() -> dict:
    found = {}
    for lecture in lecture_packages():
        if importlib.util.find_spec(f"snippets.exercises.{lecture}") is None:
            continue  # a lecture without exercises
        module = importlib.import_module(f"snippets.exercises.{lecture}")
        for exercise in getattr(module, "EXERCISES", []):
            if exercise.name in found:
                raise ValueError(f"two exercises are named {exercise.name!r}")
            found[exercise.name] = exercise
    return found


EXERCISES = _collect()
