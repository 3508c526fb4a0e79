"""Which machine a host-bound time measures: lecture 4's sentences under its host-bound
tables (an eager training step, a loop of launches under a profiler).

A time set by the host (queuing launches, running Python before a kernel) measures the
CPU of the machine that drove the GPU as well as the GPU, and each GPU's outputs were
made on the machine that GPU sat in. The sentence names each machine's CPU where the item's
provenance records it (a ``cpu`` or ``cpu_model`` key), and says that it was not
recorded where it is not: written by code, it follows the provenance when the engine
starts recording the CPU (snippets/machinery/host_words.py).

Found by snippets/machinery/claims.py (a ``claims_*`` module): no GPU item imports it.
"""

from snippets.machinery.claims import Wording
from snippets.machinery.host_words import host_cpu_words

PAGE = "04-profiling.md"
PART_2 = "04-profiling-part-2.md"


CLAIMS = [
    Wording("host-cpu-launch-bound", PAGE, ["profiling_launch_bound/provenance.json"],
            lambda data: host_cpu_words(data, "profiling_launch_bound",
                                         "The eager and reduce-overhead step times depend on the host")),
    Wording("host-cpu-tool-costs", PART_2, ["profiling_overhead/provenance.json"],
            lambda data: host_cpu_words(data, "profiling_overhead", "These tools' costs depend on the host")),
]
