"""Question: in a ring of STAGES shared-memory slots, which slot holds key block j, and
which mbarrier parity does each side wait on?

The loader fills slot ``j % STAGES`` with block j and the copy completes a phase of that
slot's ``ready`` barrier; the consumers wait on ``ready``, use the slot, and arrive on its
``empty`` barrier, which completes a phase once every consumer has. A wait names a parity
(0 or 1), not a count: ``mbarrier.wait(bar, p)`` passes once the barrier's phase of
parity p has completed. A fresh barrier behaves as if the phase before its first had
completed, so a wait on parity 1 passes at once.

Run the check: ``python -m snippets.exercises check ring_phase``.
"""

from snippets.exercises import check


# --8<-- [start:answer]
def my_ring_waits(j: int, stages: int) -> tuple[int, int, int]:
    """(slot, ready_parity, empty_parity) for key block j in a ring of ``stages`` slots:
    the slot it goes in, the parity the consumers wait on that slot's ``ready`` barrier
    before they read block j, and the parity the loader waits on its ``empty`` barrier
    before it copies block j in."""
    # TODO: the slot, and how many blocks used it before block j (its "lap").
    slot = ...
    lap = ...
    # TODO: block j's copy completes the slot's (lap + 1)-th ready phase; the loader
    # needs the slot's lap-th release (none on the first lap).
    ready_parity = ...
    empty_parity = ...
    return slot, ready_parity, empty_parity
# --8<-- [end:answer]


# --8<-- [start:check]
check("ring_phase", my_ring_waits)
# --8<-- [end:check]
