"""Question: replay an allocator's log to find the memory peak and what is live there.

Run the check: ``python -m snippets.exercises check live_at_peak``.
"""

from snippets.exercises import check


# --8<-- [start:answer]
def my_peak(events: list[tuple]) -> tuple[int, dict[str, int]]:
    """Replay ``events``, an allocator's log in order, from nothing allocated:
    ``("alloc", address, size, category)`` allocates ``size`` bytes at ``address``;
    ``("free", address)`` frees the block allocated there, and the address may be
    allocated again later.

    Returns ``(peak, live)``: ``peak`` is the most bytes allocated at once (just after
    some event); ``live`` maps each category to the bytes of its blocks allocated at that
    moment, leaving out categories with none. When the peak is reached more than once,
    the first time counts.
    """
    blocks = {}  # address -> (size, category) of every block allocated now
    total, peak, blocks_at_peak = 0, 0, {}
    for event in events:
        # TODO: apply the event to `blocks` and `total`; at a new peak, keep a copy of `blocks`.
        ...
    # TODO: add up the sizes of `blocks_at_peak` by category.
    return ...
# --8<-- [end:answer]


# --8<-- [start:check]
check("live_at_peak", my_peak)
# --8<-- [end:check]
