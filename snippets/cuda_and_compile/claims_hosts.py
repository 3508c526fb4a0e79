"""Lecture 5's sentences under its host-bound tables (a Numba call, a compiled call's host
time), naming the machine they measure (``snippets/profiling/claims_hosts.py`` says how),
and the guard tree Dynamo built for the compiled GELU, counted by kind.

Found by snippets/machinery/claims.py (a ``claims_*`` module): no GPU item imports it.
"""

import re

from snippets.helpers import notation as n
from snippets.machinery.claims import Claim, Spread, Wording
from snippets.machinery.facts import Facts
from snippets.machinery.host_words import host_cpu_words

PAGE = "05-cuda-and-compile.md"
PART_2 = "05-cuda-and-compile-part-2.md"
GUARDS = "torch_trace/guards.txt"
HOST = "gelu_host_cost/host_cost.csv"
GELU = "gelu_tanh_triton/benchmark.csv"
SMALL = 2**18  # the host-cost table's size
# The host-cost table's rows of one kernel each, and the benchmark's line for the same call.
ONE_KERNEL = {"Triton kernel by hand": "triton",
              "torch.compile, default (size-generic)": "compiled",
              "torch.compile, dynamic=False": "compiled_static"}


def _host_over_kernel(data):
    """At 2^18 elements, each one-kernel call's host time (the median of the host-cost
    table) is more than twice its kernel's time on the GPU, the benchmark's 80th
    percentile (queued ahead of the GPU, so the host's work is kept out of it)."""
    holds, said = True, []
    for variant, provider in ONE_KERNEL.items():
        host = data.row(HOST, variant=variant)["host_us_per_call"]
        kernel = Spread.of_row(data.row(GELU, provider=provider, x=SMALL), "ms").times(1e3)
        holds &= host > 2 * kernel.high
        said.append(f"{variant}: host {host:.1f} µs, kernel {kernel} µs")
    return holds, "; ".join(said)

def _host_us_rows(data):
    """The host's time per call of the four one-kernel calls at 2^18 elements (the whole
    host-cost table, with do_bench's column and the eager chain, is in In depth)."""
    return [(variant, n.us(data.row(HOST, variant=variant)["host_us_per_call"]))
            for variant in ("F.gelu(approximate='tanh')", *ONE_KERNEL)]


# What each kind of guard in the tree checks, in the page's words; a kind not named here
# is counted under its own name.
GUARD_KINDS = {
    "TENSOR_MATCH": "TENSOR_MATCH: a tensor's dtype, device, size and stride",
    "ID_MATCH": "ID_MATCH: a global name still refers to the same object",
    "EQUALS_MATCH": "EQUALS_MATCH: a global constant still has its value",
    "GLOBAL_STATE": "GLOBAL_STATE: grad mode, autocast, TF32 and other global settings",
}
GUARD = re.compile(r"^[| ]*\+- (?P<kind>[A-Z][A-Z_]+):")


def guard_kinds(text: str) -> dict[str, int]:
    """How many guards of each kind a guard tree as TORCH_TRACE writes it holds (the
    tree's ``GuardManager`` lines are its branches, not guards)."""
    found: dict[str, int] = {}
    for line in text.splitlines():
        match = GUARD.match(line)
        if match:
            found[match["kind"]] = found.get(match["kind"], 0) + 1
    if not found:
        raise LookupError("no guard in the tree")
    return found


def _guard_rows(data):
    found = guard_kinds(data.text(GUARDS))
    named = [kind for kind in GUARD_KINDS if kind in found]
    rows = [(GUARD_KINDS[kind], f"{found[kind]}") for kind in named]
    others = sorted(kind for kind in found if kind not in GUARD_KINDS)
    if others:
        rows.append((f"other kinds ({', '.join(others)})", f"{sum(found[k] for k in others)}"))
    rows.append(("all guards, checked before every call", f"{sum(found.values())}"))
    return rows


CLAIMS = [
    Claim("gelu-host-over-kernel", PART_2, "each call of the hand-written Triton kernel or of "
          "either compiled function costs the host more than twice what its kernel takes on "
          "the GPU", [HOST, GELU], _host_over_kernel),
    Wording("host-cpu-numba", PAGE, ["square_numba/provenance.json"],
            lambda data: host_cpu_words(data, "square_numba", "These times per call depend on the host")),
    Wording("host-cpu-gelu", PART_2, ["gelu_host_cost/provenance.json"],
            lambda data: host_cpu_words(data, "gelu_host_cost", "The *host, per call* column is host time",
                                         "it measures the CPU of the machine that drove that GPU")),
    Facts("gelu-host-us", PART_2, [HOST], _host_us_rows,
          header="2¹⁸ elements, host time per call"),
    Facts("gelu-guard-kinds", PART_2, [GUARDS], _guard_rows,
          header="guards in the tree, by kind"),
]
