"""Exercises of lecture 9 (Gluon on Hopper): skeletons here, solutions in ../solutions."""

from snippets.exercises.exercise import Exercise, randint


class MBarrier:
    """Enough of a Hopper mbarrier to decide waits: it counts completed phases. A phase
    completes when its expected arrivals (and bytes) are in; ``try_wait.parity p``
    passes when the phase of parity p has completed, that is, when the phase now open
    has the other parity (a fresh barrier's open phase is 0, so a wait on parity 1
    passes at once: the "phase before phase 0" counts as complete)."""

    def __init__(self):
        self.completed = 0

    def passes(self, parity: int) -> bool:
        return self.completed % 2 != parity


def _parity_between(blocked_at: int, passes_at: int) -> int:
    """The parity whose wait blocks while ``blocked_at`` phases have completed and
    passes once ``passes_at`` have."""
    before, after = MBarrier(), MBarrier()
    before.completed, after.completed = blocked_at, passes_at
    found = [p for p in (0, 1) if after.passes(p) and (blocked_at < 0 or not before.passes(p))]
    return found[0]


def _ring_waits(j: int, stages: int) -> tuple[int, int, int]:
    """(slot, parity the consumer waits on `ready` for block j, parity the loader waits
    on `empty` before it loads block j), from the mbarrier's rule above."""
    lap = j // stages  # how many earlier blocks used this slot
    ready = _parity_between(lap, lap + 1)  # block j's copy is the slot's (lap+1)-th
    empty = _parity_between(lap - 1, lap)  # the (lap)-th release frees the slot
    return j % stages, ready, empty


EXERCISES = [
    Exercise(
        name="ring_phase", lecture="09-gluon-attention", title="which slot, which phase?",
        kind="question", skeleton="snippets.exercises.gluon_attention.ring_phase",
        solution="snippets.exercises.solutions.gluon_attention.ring_phase", entry="my_ring_waits",
        reference=_ring_waits, make_inputs=lambda case, g: case,
        # The first lap (a fresh `empty` barrier), the second lap, one slot, a long run.
        shapes=[(0, 2), (1, 2), (2, 2), (3, 2), (5, 1), (6, 3), (1001, 4)],
        random_shape=lambda g: (randint(g, 0, 5000), randint(g, 1, 6)), random_cases=40,
        hint="Count the laps: block j is the slot's (j // STAGES + 1)-th fill. A wait on "
             "parity p passes once the phase of parity p has completed; the loader's wait "
             "for block j needs the slot's (j // STAGES)-th release, and a fresh barrier "
             "lets a wait on parity 1 through",
    ),
]
