"""Lecture 4 part 2's readings of its outputs that the main text states: what is live at
the training step's memory peak (from the snapshot's own trace), what Proton's rate for
the smaller axpy says against the copy bandwidth, and what each tool costs a loop of
launches, one ratio per tool.

Found by snippets/machinery/claims.py (a ``claims_*`` module): no GPU item imports it.
"""

import pickle
import re

from snippets.helpers import notation as n
from snippets.machinery.claims import Claim
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


def _peak_rows(data):
    kinds, peak = live_at_peak(data)
    return [(kind, n.mib(size)) for kind, size in kinds.items()] + [
        ("total at the peak (max_memory_allocated)", n.mib(peak))]


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
def _slowdown_rows(data):
    rows = []
    for tool in ("torch.profiler", "proton", "ncu"):
        slowdown = data.row(OVERHEAD, tool=tool)["loop slowdown (x)"]
        rows.append((tool, [n.ratio(slowdown, 1 if slowdown < 100 else 0)]))
    return rows


def _ncu_far_above(data):
    slow = {tool: data.row(OVERHEAD, tool=tool)["loop slowdown (x)"]
            for tool in ("torch.profiler", "proton", "ncu")}
    holds = slow["ncu"] > 1000 and max(slow["torch.profiler"], slow["proton"]) < 20
    return holds, ", ".join(f"{tool} {x:.1f}x" for tool, x in slow.items())


CLAIMS = [
    Facts("memory-at-peak", PART_2, [MEMORY, SNAPSHOT], _peak_rows, header="live at the peak"),
    Claim("memory-peak-accounted", PART_2, "Replaying the snapshot's log of allocations and "
          "frees up to the peak accounts for all of `max_memory_allocated`, in four kinds "
          "of memory", [MEMORY, SNAPSHOT], _peak_accounted),
    Claim("proton-small-axpy-above-copy", PART_2, "the smaller size's rate is above the "
          "copy bandwidth measured in [lecture 1](01-vector-add.md), and above the larger "
          "size's", [PROTON, DEVICE], _small_above_copy),
    Facts("profiler-loop-slowdown", PART_2, [OVERHEAD], _slowdown_rows, header="tool",
          columns=["slows a loop of small launches by"]),
    Claim("ncu-costs-thousands", PART_2, "Under ncu each launch takes more than a thousand "
          "times as long as without a tool; under torch.profiler or Proton, less than twenty "
          "times", [OVERHEAD], _ncu_far_above),
]
