"""What an exercise declares: where its skeleton and solution live, and how to check it.

Three kinds:

- ``kernel``: the learner hands in a host wrapper that launches a Triton kernel; it is
  compared with a torch reference on the lecture's awkward shapes and on random ones.
- ``speed``: a ``kernel`` exercise that is also timed against the reference on a GPU and
  judged by the fraction of the GPU's measured copy bandwidth it reaches.
- ``question``: the learner hands in a function answering a question about the compiler,
  the hardware or a measurement (bytes moved, the pass that introduces an operation);
  it is compared with the true answer on fixed and random cases, so hard-coding the
  statement's example does not pass.
"""

import dataclasses
import importlib
from collections.abc import Callable, Sequence
from typing import Any

import torch

from snippets.helpers import tolerances

KINDS = ("kernel", "speed", "question")


@dataclasses.dataclass(frozen=True)
class Speed:
    """How a speed exercise is timed: at one large shape, by bytes moved."""

    shape: tuple[int, ...]
    bytes_moved: Callable[[tuple[int, ...]], int]  # bytes read + written at that shape
    target: float  # fraction of the GPU's measured copy bandwidth that passes


@dataclasses.dataclass(frozen=True)
class Exercise:
    name: str
    lecture: str  # the page it belongs to, e.g. "01-vector-add"
    title: str
    kind: str
    skeleton: str  # module with the parts to write (``# TODO`` and ``...``)
    solution: str  # module with a reference solution, kept hidden on the page
    entry: str  # the name, in both modules, of what the learner hands in
    # kernel: torch code computing the answer from the inputs; question: the true answer.
    reference: Callable[..., Any]
    # kernel: (shape, generator, device) -> inputs; question: (case, generator) -> arguments.
    make_inputs: Callable[..., tuple]
    shapes: Sequence[Any]  # the lecture's awkward shapes (or fixed question cases)
    random_shape: Callable[[torch.Generator], Any]  # a fresh shape (or case) per call
    tolerance: Callable[[Any], tuple[float, float]] = (
        lambda shape: tolerances.elementwise(torch.float32))
    hint: str = ""  # the likely mistake, named when values differ
    speed: Speed | None = None
    random_cases: int = 4

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"exercise {self.name!r}: kind must be one of {KINDS}")
        if (self.kind == "speed") != (self.speed is not None):
            raise ValueError(f"exercise {self.name!r}: a speed exercise, and only one, has `speed`")

    def load(self, solution: bool = False):
        """The skeleton's (or the solution's) ``entry``."""
        module = importlib.import_module(self.solution if solution else self.skeleton)
        return getattr(module, self.entry)


def randint(generator: torch.Generator, low: int, high: int) -> int:
    """A random integer in [low, high] drawn from ``generator``."""
    return int(torch.randint(low, high + 1, (1,), generator=generator))


def randn(shape, generator, device, dtype=torch.float32) -> torch.Tensor:
    return torch.randn(shape, generator=generator, dtype=dtype).to(device)


def randn_shifted_rows(shape, generator, device) -> torch.Tensor:
    """3 * randn with the rows shifted by +150, -150 and 0 in turn: a softmax or a
    log-sum-exp computed against the row's max does not mind, but exp of the first row
    of every shape overflows float32 (past 88.7) and exp of the second underflows."""
    shift = torch.tensor([150.0, -150.0, 0.0]).repeat(shape[0] // 3 + 1)[:shape[0], None]
    return 3 * randn(shape, generator, device) + shift.to(device)


class CheckFailed(Exception):
    """What the checker found wrong, in words for the learner (speed.py and checker.py
    both raise it, so it lives here rather than in either)."""
