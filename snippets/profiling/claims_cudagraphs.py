"""What lecture 4's cudagraphs log says of the reduce-overhead training step, in words:
the graphs torch.compile recorded and how many each later step launches."""

import re

from snippets.machinery.claims import Wording, each_gpu_said, tolerant
from snippets.profiling.tables import LOG, PAGE, REDUCE, REMEDIES, _step

RECORDING = re.compile(r"Recording function=(?P<function>[^,\s]+),"
                       r"(?: mode=(?:CompilationMode\.)?(?P<mode>\w+),)? cuda_graph_id=(?P<id>\d+)")


def _graphs(data) -> tuple[int, str, float]:
    """What the cudagraphs log says of the reduce-overhead training step: how many graphs
    it recorded, their modes (forward, backward) where the log names them all (torch
    2.11's lines do not, and each is cut at 200 characters, after the graph's id), and how
    many graph launches each later step made (``remedies.csv``)."""
    if not data.has(LOG):
        raise LookupError(f"no {LOG}")
    section, graphs = None, {}
    for line in data.text(LOG).splitlines():
        if line.startswith("### "):
            section = line
        elif section and "training step" in section and REDUCE in section:
            found = RECORDING.search(line)
            if found:
                graphs[found["id"]] = (found["mode"] or "").lower()
    if not graphs:
        raise LookupError("the log names no recorded graph")
    modes = [mode for mode in graphs.values() if mode]
    named = f" ({', '.join(modes)})" if len(modes) == len(graphs) else ""
    return len(graphs), named, _step(data, REDUCE)["graph launches per step"]


def _recorded(data):
    """One GPU's log, in words (the tests read it)."""
    count, named, launches = _graphs(data)
    return (f"On the {data.gpu} the cudagraphs log shows {count} graphs recorded for "
            f"the reduce-overhead step{named}, and every later step launches "
            f"{launches:.0f} CUDA graphs.")


def _recorded_words(data):
    """One sentence for every GPU with a log: the graphs recorded and launched."""
    def shown(gpu):
        count, named, launches = _graphs(gpu)
        return f"{count} graphs recorded{named} and {launches:.0f} launched at every later step"
    return f"For the reduce-overhead step the log shows {each_gpu_said(data, shown, LOG)}."


CLAIMS = [
    Wording("cudagraphs-log", PAGE, [REMEDIES], tolerant(_recorded_words)),
]
