"""Exercises for every lecture, and the checker that marks them.

Each lecture has a folder of skeletons (``snippets/exercises/<lecture>/<name>.py``: the
parts to write are marked ``# TODO`` and hold ``...``) and a reference solution under
``snippets/exercises/solutions/``. ``catalogue.py`` lists them; a learner checks an
answer in one line::

    from snippets.exercises import check
    check("mul_mask", my_mul)                        # in a notebook
    python -m snippets.exercises check mul_mask      # the skeleton file, from a shell
"""

from snippets.exercises.checker import Report, check

__all__ = ["Report", "check"]
