"""Which machine a host-bound time measures: one sentence for the pages' host-bound
tables (an eager training step, a profiler's cost, a Numba call, a compiled call's host
time).

A time set by the host (queuing launches, running Python before a kernel) measures the
CPU of the machine that drove the GPU as well as the GPU, and each GPU's outputs were
made on the machine that GPU sat in. The sentence names each machine's CPU where the
item's provenance records it (``cpu``, written by snippets/machinery/engine/provenance.py
from the run on), and says that it was not recorded where it is not.
"""

import json

from snippets.machinery.claims import GpuData, every_gpu, listed

CPU_KEYS = ("cpu", "cpu_model")  # what a provenance record would name the CPU by


def recorded_cpu(data: GpuData, item: str) -> str | None:
    """The CPU model the item's provenance names on this GPU's machine, or None."""
    record = json.loads((data.folder / item / "provenance.json").read_text())
    return next((str(record[key]) for key in CPU_KEYS
                 if record.get(key) and record[key] != "unknown"), None)


ALSO_GPU = "they measure the CPU of the machine that drove that GPU as well as the GPU"


def host_cpu_words(data: GpuData, item: str, lead: str, measures: str = ALSO_GPU) -> str:
    """One sentence for every GPU with ``item``'s outputs: ``lead`` (what the table shows,
    e.g. "These step times depend on the host") and what they ``measure`` on each GPU;
    which CPU that was, where the provenance says, or that it was not recorded."""
    gpus = every_gpu(data, [f"{item}/provenance.json"])
    cpus = {gpu.gpu: recorded_cpu(gpu, item) for gpu in gpus}
    said = f"{lead}: on {listed(f'the {gpu}' for gpu in cpus)} {measures}"
    named = [f"{cpu} for the {gpu}" for gpu, cpu in cpus.items() if cpu]
    unnamed = [f"the {gpu}" for gpu, cpu in cpus.items() if not cpu]
    if named:
        said += f" ({listed(named)})"
        if unnamed:
            said += f", and the runs did not record the CPU model for {listed(unnamed)}"
    else:
        said += (", and the runs did not record "
                 f"{'its CPU model' if len(unnamed) == 1 else 'their CPU models'}")
    if len(cpus) > 1:
        said += ", so a gap between the GPUs' columns here may come from their hosts"
    return said + "."
