"""``check("name", my_wrapper)``: run a learner's answer and say what is wrong, or that it passes.

For a kernel exercise every shape (the lecture's awkward ones, then random ones drawn
afresh on each call) is run twice with fresh random inputs, inside guard.Watch: a
cached answer, a torch-computed one and one that only fits the statement's shape all
fail, each with a sentence saying why. The first failure stops the check.
"""

import dataclasses
import inspect
import os
import re
import sys
import warnings

import torch

from snippets.helpers.runtime import default_device, interpreting
from snippets.exercises import diagnose, guard
from snippets.exercises.exercise import CheckFailed, Exercise

PASSED, FAILED = "PASSED", "NOT YET"


@dataclasses.dataclass
class Report:
    name: str
    passed: bool
    lines: list[str]

    def __str__(self):
        return "\n".join(self.lines)

    def __repr__(self):
        return f"Report({self.name!r}, passed={self.passed})"

    def _ipython_display_(self):
        """In a notebook the check has printed its report already: show nothing more."""


def _fresh_generator() -> tuple[torch.Generator, int]:
    seed = int.from_bytes(os.urandom(4), "little")
    return torch.Generator().manual_seed(seed), seed


LEFTOVER = re.compile(r"(=|return|\(|,)\s*\.\.\.\s*(\)|,|$|#)", re.MULTILINE)


def _leftover_ellipsis(error: BaseException, fn) -> bool:
    """Whether the error comes from a ``...`` still to be filled in: the interpreter
    names it in the error; a native compile error may not, so the source is read too
    (the function and the kernels it names)."""
    text = f"{type(error).__name__}: {error}".lower()
    if "ellipsis" in text:
        return True
    sources = [fn] + [value for name, value in getattr(fn, "__globals__", {}).items()
                      if name in getattr(getattr(fn, "__code__", None), "co_names", ())]
    for value in sources:
        value = getattr(value, "fn", value)  # a Triton kernel object wraps the Python function
        try:
            if LEFTOVER.search(inspect.getsource(value)):
                return True
        except (TypeError, OSError):  # not Python source we can read (a builtin, a notebook cell's closure...)
            continue
    return False


def _explain_error(error: BaseException, shape, fn=None) -> str:
    lines = str(error).strip().splitlines()
    message = f"{type(error).__name__}: {lines[-1] if lines else ''}"
    if _leftover_ellipsis(error, fn):
        return (f"your code stopped on shape {shape} because a `...` is still there: fill in "
                f"every `# TODO` ({message})")
    return (f"your code raised an error on shape {shape}: {message}. An access out of bounds "
            "usually means a load or store without its mask")


def _run_once(exercise: Exercise, fn, shape, generator, device):
    inputs = exercise.make_inputs(shape, generator, device)
    expected = exercise.reference(*inputs)
    guarded = tuple(guard.guarded_copy(t) if isinstance(t, torch.Tensor) else t for t in inputs)
    try:
        # An unmasked load reads the infinite guard values; numpy's overflow warnings about
        # them (in the interpreter) would only bury the sentence that says what is wrong.
        with guard.Watch() as watch, warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            actual = fn(*guarded)
    except Exception as error:  # the learner's code: any error is theirs to read
        raise CheckFailed(_explain_error(error, shape, fn)) from None
    if watch.launches == 0:
        raise CheckFailed(f"on shape {shape} no Triton kernel was launched: the answer must come "
                       "from your @triton.jit kernel, launched as kernel[grid](...)")
    if watch.torch_ops:
        ops = ", ".join(dict.fromkeys(watch.torch_ops))
        raise CheckFailed(f"on shape {shape} your function computed with torch ({ops}) outside the "
                       "Triton kernel: the wrapper may only allocate and launch; the kernel computes")
    if not isinstance(actual, torch.Tensor):
        raise CheckFailed(f"on shape {shape} your function returned {type(actual).__name__}, not a tensor")
    if any(isinstance(t, torch.Tensor) and t.untyped_storage().data_ptr()
           == actual.untyped_storage().data_ptr() for t in guarded):
        raise CheckFailed(f"on shape {shape} your function returned one of its inputs (or a view of "
                       "it): return the new tensor your kernel wrote")
    tensors = [("output", "output", actual)] + [(f"input {i + 1}", "input", t)
                                                for i, t in enumerate(guarded) if isinstance(t, torch.Tensor)]
    for name, role, tensor in tensors:
        past = guard.overrun(tensor, role)
        if past is not None:
            raise CheckFailed(f"on shape {shape} your kernel wrote past the end of the {name}, which "
                           f"holds {tensor.numel()} elements, to element {tensor.numel() + past}: is "
                           "the store masked, and are the offsets computed with the right sizes?")
    atol, rtol = exercise.tolerance(shape)
    words = diagnose.mismatch_words(actual, expected, atol, rtol)
    if words:
        raise CheckFailed(f"on shape {shape}: {words}" + (f". {exercise.hint}" if exercise.hint else ""))


def _check_kernel(exercise: Exercise, fn, lines: list[str]) -> None:
    device = default_device()
    generator, seed = _fresh_generator()
    shapes = list(exercise.shapes) + [exercise.random_shape(generator)
                                      for _ in range(exercise.random_cases)]
    for shape in shapes:
        for _ in range(2):  # fresh inputs twice: a result kept from a previous call fails
            _run_once(exercise, fn, shape, generator, device)
    where = "the CPU (Triton interpreter)" if interpreting() else f"{torch.cuda.get_device_name()}"
    lines.append(f"correct on {len(shapes)} shapes, each twice with fresh random inputs, on {where}: "
                 + ", ".join(str(s) for s in shapes) + f" (random seed {seed})")


def _check_question(exercise: Exercise, answer, lines: list[str]) -> None:
    if answer is Ellipsis or answer is None:
        raise CheckFailed("no answer yet: replace the `...` with your answer")
    generator, seed = _fresh_generator()
    cases = list(exercise.shapes) + [exercise.random_shape(generator)
                                     for _ in range(exercise.random_cases)]
    for case in cases:
        args = exercise.make_inputs(case, generator)
        truth = exercise.reference(*args)
        try:
            given = answer(*args) if callable(answer) else answer
        except Exception as error:  # the learner's code
            raise CheckFailed(_explain_error(error, case, answer)) from None
        if given is Ellipsis or (isinstance(given, tuple) and Ellipsis in given):
            raise CheckFailed("no answer yet: your function still returns `...`")
        if given is None and truth is not None:
            raise CheckFailed(f"for {case} your function returned None: is its `return` missing?")
        same = (abs(given - truth) <= 1e-6 * max(1.0, abs(truth))
                if isinstance(truth, float) and isinstance(given, (int, float)) else given == truth)
        if not same:
            hint = f". {exercise.hint}" if exercise.hint else ""
            raise CheckFailed(f"for {case} the answer is {truth!r}, yours is {given!r}{hint}")
    lines.append(f"right on {len(cases)} cases (random seed {seed})")


def check(name: str, answer=None, *, solution: bool = False, quiet: bool = False,
          time_it: bool = True) -> Report | None:
    """Check ``answer`` (a host wrapper, or for a question a function or value) for
    exercise ``name``; without one, the exercise's own skeleton (or, with
    ``solution=True``, its reference solution). Prints what it found and returns a
    Report. ``time_it=False`` skips the timing of a speed exercise (the test suite
    checks correctness; speed is for the learner to see, never asserted in CI). Called at the top level of an exercise's skeleton module while that module
    is imported, it does nothing: the call is there for the notebook and for
    ``python path/to/skeleton.py``."""
    caller = sys._getframe(1)
    if (caller.f_code.co_name == "<module>"
            and caller.f_globals.get("__name__", "").startswith("snippets.exercises.")):
        return None
    from snippets.exercises.catalogue import EXERCISES

    if name not in EXERCISES:
        raise ValueError(f"no exercise is named {name!r}; the exercises are: {', '.join(EXERCISES)}")
    exercise = EXERCISES[name]
    if answer is None:
        answer = exercise.load(solution=solution)
    lines = [f"{exercise.name} ({exercise.lecture}): {exercise.title}"]
    try:
        if exercise.kind == "question":
            _check_question(exercise, answer, lines)
        else:
            _check_kernel(exercise, answer, lines)
            if exercise.speed is not None and time_it:
                from snippets.exercises.speed import time_against_reference
                time_against_reference(exercise, answer, lines)
        passed = True
    except CheckFailed as failure:
        lines.append(f"{FAILED}: {failure}")
        passed = False
    lines.append(PASSED if passed else f"{FAILED}: fix the first problem above and run the check again")
    report = Report(exercise.name, passed, lines)
    if not quiet:
        print(report)
    return report
