"""Lecture 4 part 2's readings of its outputs that the main text states: what is live at
the training step's memory peak (from the snapshot's own trace), what Proton's rate for
the smaller axpy says against the copy bandwidth, and what each tool costs a loop of
launches, one ratio per tool.

Found by snippets/machinery/claims.py (a ``claims_*`` module): no GPU item imports it.
"""

import pickle
import re

from snippets.helpers import notation as n
from snippets.machinery.claims import Claim, Wording, each_gpu_said, tolerant
from snippets.machinery.facts import Facts
from snippets.profiling.tables import MEMORY, SNAPSHOT, WORKSPACES

PART_2 = "04-profiling-part-2.md"
PROTON = "profiling_proton/time_and_bandwidth.txt"
DEVICE = "device/device.json"
OVERHEAD = "profiling_overhead/overhead.csv"

# -- what is live at the memory peak ----------------------------------------------------
KINDS = ("the weights and the batch (allocated before the steps)",
         "activations the forward pass keeps for the backward",
         "gradients and temporaries of the backward pass",
         "cuBLAS workspaces")
BACKWARD_FRAMES = ("autograd::Engine", "evaluate_function")


def _kind(event) -> str:
    """Which of KINDS one allocation is, from the stack the snapshot recorded with it."""
    names = [frame["name"] for frame in event.get("frames", [])]
    if any(name in WORKSPACES for name in names):
        return KINDS[3]
    python = [frame["name"] for frame in event.get("frames", [])
              if frame["filename"].endswith(".py")]
    if any(part in name for name in names for part in BACKWARD_FRAMES) or "backward" in python:
        return KINDS[2]
    return KINDS[1]


def live_at_peak(data) -> tuple[dict[str, float], float]:
    """({kind: bytes live at the peak}, bytes allocated at the peak): the snapshot's
    trace replayed (``alloc`` adds a block, ``free_completed`` takes it back) on top of
    what was allocated before logging began."""
    with open(data.folder / SNAPSHOT, "rb") as f:
        snapshot = pickle.load(f)
    trace = next(t for t in snapshot["device_traces"] if t)
    before = {r["measure"]: r["MiB"] for r in data.rows(MEMORY)}["allocated before logging"] * 2**20
    live, total, peak, at_peak = {}, before, before, {}
    for event in trace:
        if event["action"] == "alloc":
            live[event["addr"]] = event
            total += event["size"]
        elif event["action"] == "free_completed":
            total -= live.pop(event["addr"], {"size": event["size"]})["size"]
        if total > peak:
            peak, at_peak = total, dict(live)
    kinds = dict.fromkeys(KINDS, 0.0)
    kinds[KINDS[0]] = before
    for event in at_peak.values():
        kinds[_kind(event)] += event["size"]
    return kinds, peak


def _still_allocated(data) -> list[tuple[float, str, list[dict]]]:
    """Blocks allocated during the logged steps (they have a stack) and still allocated at
    the end: (bytes, which of KINDS, the stack's frames), largest first."""
    with open(data.folder / SNAPSHOT, "rb") as f:
        snapshot = pickle.load(f)
    found = [(block["size"], _kind(block), block["frames"])
             for segment in snapshot["segments"] for block in segment["blocks"]
             if block["state"] == "active_allocated" and block.get("frames")]
    return sorted(found, key=lambda b: b[0], reverse=True)


def _peak_rows(data):
    """Each kind of memory live at the peak, beside what of it is still allocated after the
    steps (the weights and the batch stay; of the rest, the blocks the snapshot still holds)."""
    kinds, peak = live_at_peak(data)
    after = dict.fromkeys(KINDS, 0.0)
    after[KINDS[0]] = kinds[KINDS[0]]
    blocks: dict[str, list[float]] = {}
    for size, kind, _ in _still_allocated(data):
        after[kind] += size
        blocks.setdefault(kind, []).append(size)

    def still(kind):
        sizes = blocks.get(kind, [])
        if not sizes and not after[kind]:
            return "none"
        if len(sizes) < 2:
            return n.mib(after[kind])
        parts = [n.mib(size) for size in sizes]
        parts = [part.rsplit(None, 1)[0] for part in parts[:-1]] + parts[-1:]
        return f"{n.mib(after[kind])} ({' + '.join(parts)})"
    remaining = {r["measure"]: r["MiB"] for r in data.rows(MEMORY)}["memory_allocated"]
    return [(kind, [n.mib(size), still(kind)]) for kind, size in kinds.items()] + [
        ("total (max_memory_allocated; memory_allocated after)",
         [n.mib(peak), n.mib(remaining * 2**20)])]


def _workspace_stack(data):
    """The snapshot's stack of the largest workspace block that a Python frame allocated:
    its innermost Python frame and the torch function that named the workspace."""
    for _, kind, frames in _still_allocated(data):
        python = [f for f in frames if f["filename"].endswith(".py")]
        named = [f["name"] for f in frames if f["name"] in WORKSPACES]
        if kind == KINDS[3] and python and named:
            top = python[0]
            return (f"The snapshot's stack for the largest of them runs from "
                    f"`{top['name']}` in `{top['filename'].rsplit('/', 1)[-1]}` (line "
                    f"{top['line']}), the first GEMM's Python caller, down to torch's "
                    f"`{named[0]}`.")
    raise LookupError("no workspace block with a Python frame in the snapshot")


def _peak_accounted(data):
    kinds, peak = live_at_peak(data)
    measured = {r["measure"]: r["MiB"] for r in data.rows(MEMORY)}["max_memory_allocated"]
    holds = abs(peak / 2**20 - measured) < 0.5 and all(size > 0 for size in kinds.values())
    return holds, ("; ".join(f"{kind.split(' (')[0]} {size / 2**20:.1f} MiB"
                             for kind, size in kinds.items())
                   + f"; replayed peak {peak / 2**20:.1f} MiB, max_memory_allocated {measured:.1f}")


# -- Proton: the smaller axpy against the copy bandwidth ---------------------------------
AXPY_ROW = re.compile(r"(?P<us>[\d.]+)\s+(?P<gbps>[\d.]+)\s+axpy_kernel \[n=(?P<n>\d+)\]")


def _axpy_rates(data) -> dict[int, float]:
    """{elements: GB/s} of the axpy rows proton-viewer printed."""
    return {int(m["n"]): float(m["gbps"]) for m in AXPY_ROW.finditer(data.text(PROTON))}


def _small_above_copy(data):
    rates = _axpy_rates(data)
    if len(rates) < 2:
        return False, f"axpy rows found: {rates}"
    small, large = rates[min(rates)], rates[max(rates)]
    copy = data.json(DEVICE)["copy_gbps_high"]
    return (small > copy and small > large,
            f"n={min(rates)}: {small:.0f} GB/s, n={max(rates)}: {large:.0f} GB/s, copy up to "
            f"{copy:.0f} GB/s")


# -- what each tool costs, one ratio per tool ---------------------------------------------
TOOL_WORDS = {"ncu": "**ncu** (the Speed Of Light section only)",
              "proton": '**Proton**, started with `hook="triton"` (the hook that makes Triton '
                        "call `launch_metadata`)",
              "torch.profiler": "**torch.profiler** (CPU and CUDA activities)"}


def _slowdown(data, tool) -> str:
    slowdown = data.row(OVERHEAD, tool=tool)["loop slowdown (x)"]
    return n.ratio(slowdown, 1) if slowdown < 100 else f"{slowdown:,.0f}×"


def _slowdown_words(tool):
    """One list item for every GPU: how much ``tool`` slows the loop, per launch."""
    def words(data):
        return (f"{TOOL_WORDS[tool]}: "
                f"{each_gpu_said(data, lambda gpu: _slowdown(gpu, tool), OVERHEAD)}.")
    return tolerant(words)


CLAIMS = [
    Facts("memory-at-peak", PART_2, [MEMORY, SNAPSHOT], _peak_rows, header="memory",
          columns=["at the peak", "still allocated after"]),
    Wording("memory-workspace-stack", PART_2, [MEMORY, SNAPSHOT], tolerant(_workspace_stack)),
    Claim("memory-peak-accounted", PART_2, "Replaying the snapshot's log of allocations and "
          "frees up to the peak accounts for all of `max_memory_allocated`, in four kinds "
          "of memory", [MEMORY, SNAPSHOT], _peak_accounted),
    Claim("proton-small-axpy-above-copy", PART_2, "the smaller size's rate is above the "
          "copy bandwidth measured in [lecture 1](01-vector-add.md), and above the larger "
          "size's", [PROTON, DEVICE], _small_above_copy),
    Wording("ncu-loop-slowdown", PART_2, [OVERHEAD], _slowdown_words("ncu")),
    Wording("proton-loop-slowdown", PART_2, [OVERHEAD], _slowdown_words("proton")),
    Wording("torch-profiler-loop-slowdown", PART_2, [OVERHEAD],
            _slowdown_words("torch.profiler")),
]
