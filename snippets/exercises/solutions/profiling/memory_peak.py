def my_peak(events: list[tuple]) -> tuple[int, dict[str, int]]:
    blocks = {}  # address -> (size, category) of every block allocated now
    total, peak, blocks_at_peak = 0, 0, {}
    for event in events:
        if event[0] == "alloc":
            _, address, size, category = event
            blocks[address] = (size, category)
            total += size
        else:  # a free names only the address: its size is the block's allocated there
            size, _ = blocks.pop(event[1])
            total -= size
        if total > peak:  # strictly higher: a later peak of the same height does not count
            peak, blocks_at_peak = total, dict(blocks)  # a copy: `blocks` changes after
    live = {}
    for size, category in blocks_at_peak.values():
        live[category] = live.get(category, 0) + size
    return peak, live
