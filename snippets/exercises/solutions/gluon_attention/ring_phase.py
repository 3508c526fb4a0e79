def my_ring_waits(j: int, stages: int) -> tuple[int, int, int]:
    slot = j % stages
    lap = j // stages
    ready_parity = lap & 1  # the (lap + 1)-th phase has parity lap % 2
    empty_parity = ready_parity ^ 1  # the lap-th release: the phase before, or a fresh barrier's
    return slot, ready_parity, empty_parity
