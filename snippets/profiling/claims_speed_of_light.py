"""Lecture 4 part 2's reading of ncu's Speed Of Light section: where the vector add stands,
said from each GPU's report (``profiling_ncu/speed_of_light.txt``).

Found by snippets/machinery/claims.py (a ``claims_*`` module): no GPU item imports it.
"""

from snippets.machinery.claims import Claim, Wording, every_gpu, listed
from snippets.profiling.speed_of_light import read_speed_of_light

PART_2 = "04-profiling-part-2.md"
SOL = "profiling_ncu/speed_of_light.txt"


def _shares(gpu) -> tuple[float, float]:
    metrics = read_speed_of_light(gpu.folder)["metrics"]
    return metrics["DRAM Throughput"][1], metrics["Compute (SM) Throughput"][1]


def _where_it_stands(data) -> str:
    gpus = every_gpu(data, [SOL])
    dram = [f"{_shares(g)[0]:.0f} % on the {g.gpu}" for g in gpus]
    dram[0] = dram[0].replace(" % on", " % of its peak on", 1)
    sm = max(_shares(g)[1] for g in gpus)
    return (f"For ours, ncu reads DRAM throughput at {listed(dram)}, and the SM's busiest "
            f"unit at {sm:.0f} % or less.")


def _memory_bound(data):
    dram, sm = _shares(data)
    return dram >= 75 and sm <= 20, f"DRAM {dram} %, SM {sm} %"


CLAIMS = [
    Wording("ncu-sol-reading", PART_2, [SOL], _where_it_stands),
    Claim("ncu-sol-memory-bound", PART_2,
          "So the kernel is memory-bound, as a vector add should be: DRAM at three quarters "
          "of its peak or more, the SM's units mostly idle", [SOL], _memory_bound),
]
