"""What each step buys, against torch on the same GPU in the same run.

For float16 and bfloat16 at 4096^3 and 8192^3 we time lecture 3's grouped kernel, the
TMA kernel (step 1), the persistent kernel (step 2) and ``torch.matmul`` (cuBLAS),
all on lecture 3's timing inputs, and in the float16 8192 case also step 2's changes
one at a time and its 256 x 128 tiles (``one_change.py``); for float8 at 8192^3 the
float8 kernel against ``torch._scaled_mm`` at equal accumulation precision, and every
product's error (``fp8_table.py``). Each kernel is timed once per GPU: the bfloat16
products beside the float8 ones are steps.csv's. Every provider is timed at the clock
the board settles to under it, in three passes (``snippets/helpers/settled.py``), with
the SM clock and the board's power read meanwhile (``snippets/helpers/sm_clocks.py``);
every replay is kept (``timeline.csv``) for the timeline figure. ``verdict.md`` states the lecture's bar,
per GPU, from the numbers (``bar.py``).

Where the item's time goes (H100, ``helpers/settled.py``'s 0.5 s stretches): 5 settled runs
(four cases and float8) of 1 lead-in + 3 passes x providers stretches, providers
4 + 4 + 4 + 9 (float16 8192 with the one-change variants) + 4 = 25: 80 stretches,
about 40 s; the rest is compiling nothing (``compile_ahead`` did that beside the
checks), autotuning the TMA kernel at the timed sizes (3 configs, inside
``capture``'s first call), capturing 25 graphs and the float8 errors: a few seconds.
"""

import json
from pathlib import Path

import torch

from snippets.machinery.worker import compile_ahead as ahead
from snippets.helpers.csv_files import write_rows
from snippets.machinery.items import Artifact, Schedule
from snippets.helpers import settled, sm_clocks
from snippets.hopper_matmul import bar, fp8, fp8_table, one_change
from snippets.hopper_matmul.peak import share_of_peak
from snippets.hopper_matmul.persistent import (matmul_persistent, matmul_persistent_kernel,
                                               sm_count)
from snippets.hopper_matmul.tma import matmul_tma, matmul_tma_kernel
from snippets.matmul import problem
from snippets.matmul.grouped import matmul_grouped

# --8<-- [start:cases]
SIZES = (4096, 8192)
DTYPES = (torch.float16, torch.bfloat16)
FP8_SIZE = 8192
# Lecture 3's kernel with the first (and at these sizes usually the best) of its configs.
LECTURE3_BLOCKS = dict(block_m=128, block_n=256, block_k=64, num_warps=8, num_stages=3)
STEPS = {  # name -> how to run it on (a, b)
    "lecture 3 (grouped)": lambda a, b: matmul_grouped(a, b, **LECTURE3_BLOCKS),
    "1. TMA descriptors": matmul_tma,
    "2. persistent": matmul_persistent,
}
FINAL_STEP = "2. persistent"  # the best kernel of the lecture, the one the bar is about
# float16 8192 also times step 2's changes one at a time (one_change.py)
ONE_CHANGE_CASE = (one_change.DTYPE, one_change.SIZE)
# --8<-- [end:cases]


# --8<-- [start:timing]
def time_case(providers: dict, sampler: sm_clocks.Sampler, case: str, timeline: dict) -> dict:
    """Every provider's settled time (ms per call) and its stretch medians, one per pass
    (A B C D, D C B A, A B C D). Every replay, and every clock reading taken meanwhile,
    goes to ``timeline`` ("replays" and "clocks"), labelled with ``case``."""
    replays, host_start = settled.run_stretches(providers, sampler)
    timeline["replays"] += [{"case": case, "provider": r.provider, "stretch": r.stretch,
                             "start s": round(r.start_s, 4), "ms": round(r.ms, 5),
                             "timed": int(r.timed)} for r in replays]
    timeline["clocks"] += [{"case": case, "t s": round(t, 4), "label": label,
                            "SM MHz": mhz, "board W": round(watts)}
                           for t, label, mhz, watts in sampler.readings_since(host_start)]
    per_pass = settled.stretch_medians(replays)
    return {"ms": settled.settled_ms(replays), "per pass": per_pass}


def versus(per_pass: dict, name: str, reference: str) -> list[float]:
    """Per pass: how many times faster ``name`` ran than ``reference``. The result
    judged is their mean; their largest gap is a repeat's spread (bar.py)."""
    return [ref / ms for ref, ms in zip(per_pass[reference], per_pass[name])]
# --8<-- [end:timing]


def _tflops(size: int, ms: float) -> float:
    return round(2 * size**3 / (ms * 1e-3) / 1e12, 1)


TUNED = {"1. TMA descriptors": matmul_tma_kernel, "2. persistent": matmul_persistent_kernel}


def _config_text(kernel) -> str:
    """The config the autotuner kept at the latest launch (lecture 3's is fixed)."""
    if kernel is None:
        blocks = LECTURE3_BLOCKS
        return (f"{blocks['block_m']}x{blocks['block_n']}x{blocks['block_k']} "
                f"warps={blocks['num_warps']} stages={blocks['num_stages']}")
    chosen = kernel.best_config
    kw = chosen.kwargs
    text = f"{kw['BLOCK_M']}x{kw['BLOCK_N']}x{kw['BLOCK_K']} warps={chosen.num_warps} " \
           f"stages={chosen.num_stages} group={kw['GROUP_M']}"
    return text + (" subtiled" if kw.get("EPILOGUE_SUBTILE") else "")


def _clock_column(sampler: sm_clocks.Sampler, name: str, prefix: str = "") -> dict:
    mhz = sampler.median_mhz(name)
    return {f"{prefix}SM MHz": round(mhz) if mhz is not None else "n/a"}


def _per_clock(ratio: float, sampler: sm_clocks.Sampler, name: str, reference="torch"):
    """The ratio at equal clocks: (TFLOP/s per MHz) over the reference's. Above 1, the
    kernel does more per cycle; a ratio above 1 with this below 1 wins on clock alone."""
    mhz, ref_mhz = sampler.median_mhz(name), sampler.median_mhz(reference)
    return round(ratio * ref_mhz / mhz, 3) if mhz and ref_mhz else "n/a"


def _share(tflops: float, mhz, float8: bool = False):
    return share_of_peak(tflops, sm_count(0), mhz, float8)


def step_rows(sampler: sm_clocks.Sampler, timeline: dict) -> tuple[list[dict], list[dict]]:
    """steps.csv's rows, and one_change.csv's (timed in the float16 8192 case)."""
    rows, changes = [], []
    for dtype in DTYPES:
        for size in SIZES:
            a, b = problem.timing_inputs((size, size, size), dtype)
            providers = {"torch": lambda: torch.matmul(a, b)}
            providers.update({step: (lambda run=run: run(a, b)) for step, run in STEPS.items()})
            if (dtype, size) == ONE_CHANGE_CASE:
                providers.update({name: (lambda run=run: run(a, b)) for name, run in
                                  one_change.variants(with_final=False).items()})
            sampler.samples.clear()  # this case's readings only
            dtype_name = str(dtype).removeprefix("torch.")
            timed = time_case(providers, sampler, f"{dtype_name} {size}", timeline)
            torch_ms = timed["ms"]["torch"]
            torch_mhz = _clock_column(sampler, "torch")["SM MHz"]
            for step in STEPS:
                ms = timed["ms"][step]
                passes = versus(timed["per pass"], step, "torch")
                ratio = bar.mean_ratio(passes)
                mhz = _clock_column(sampler, step)["SM MHz"]
                rows.append({"dtype": dtype_name, "size": size,
                             "step": step, "ms": round(ms, 4), "TFLOP/s": _tflops(size, ms),
                             "torch TFLOP/s": _tflops(size, torch_ms),
                             "x torch": round(ratio, 3),
                             "x torch, passes": " / ".join(f"{r:.3f}" for r in passes),
                             **_clock_column(sampler, step),
                             **_clock_column(sampler, "torch", "torch "),
                             "x torch per clock": _per_clock(ratio, sampler, step),
                             "% of peak at its clock": _share(_tflops(size, ms), mhz),
                             "torch % of peak at its clock": _share(_tflops(size, torch_ms),
                                                                   torch_mhz),
                             "config": _config_text(TUNED.get(step))})
            if (dtype, size) == ONE_CHANGE_CASE:
                changes = one_change.one_change_rows(timed, sampler, _tflops, _clock_column,
                                                     _share)
    return rows, changes


def power_note(steps: list[dict], watts: list[float], gpu_limits: dict, gpu: str) -> str:
    """Where the clock sat while the products ran, worded from the readings."""
    clocks_read = [r["torch SM MHz"] for r in steps if r["torch SM MHz"] != "n/a"]
    clocks_read += [r["SM MHz"] for r in steps if r["SM MHz"] != "n/a"]
    if not clocks_read or not watts or not gpu_limits:
        return f"{gpu}: no clock or power readings (NVML's Python binding is missing).\n"
    return (f"{gpu}: while the float16 and bfloat16 products were timed, torch's and ours "
            f"alike, the board drew {min(watts):.0f} to {max(watts):.0f} W (NVML's reading, "
            f"an average over about a second) of its {gpu_limits['power_limit_w']:.0f} W "
            f"limit, and the SM clock sat at {min(clocks_read):.0f} to "
            f"{max(clocks_read):.0f} MHz (median per provider and case), against a highest "
            f"clock of {gpu_limits['max_sm_mhz']:.0f} MHz.\n")


def make_step_tables(folder: Path) -> None:
    gpu = torch.cuda.get_device_name(0)
    timeline: dict[str, list] = {"replays": [], "clocks": []}
    with sm_clocks.Sampler() as sampler:
        steps, changes = step_rows(sampler, timeline)
        step_watts = [r["board W"] for r in timeline["clocks"] if r["label"] != "settling"]
        fp8_results = fp8_table.fp8_rows(sampler, timeline, time_case, _tflops,
                                         _clock_column)
    gpu_limits = sm_clocks.limits()
    write_rows(folder / "steps.csv", steps)
    write_rows(folder / "fp8.csv", fp8_results)
    write_rows(folder / "one_change.csv", changes)
    write_rows(folder / "timeline.csv", timeline["replays"])
    write_rows(folder / "clocks.csv", timeline["clocks"])
    (folder / "limits.json").write_text(json.dumps(gpu_limits, indent=2) + "\n")
    (folder / "verdict.md").write_text(bar.verdict(steps, fp8_results, gpu, FINAL_STEP))
    (folder / "power.md").write_text(power_note(steps, step_watts, gpu_limits, gpu))


# A size nothing times (the autotuners' choices for it, made beside the checks, are
# used by no timing), small, and compiled to the same kernels as the timed sizes: the
# Hopper kernels do not specialise on M, N and K, and lecture 3's sees multiples of 16.
AHEAD_SIZE = 768


def first_calls():
    """A call of every kernel this item times, at AHEAD_SIZE (the autotuners choose for
    that size only: the timed sizes are tuned when they are timed)."""
    for dtype in DTYPES:
        a, b = problem.timing_inputs((AHEAD_SIZE,) * 3, dtype)
        yield from ((lambda run=run, a=a, b=b: run(a, b)) for run in STEPS.values())
    a, b = problem.timing_inputs((AHEAD_SIZE,) * 3, one_change.DTYPE)
    yield from ((lambda run=run, a=a, b=b: run(a, b))
                for run in one_change.variants(with_final=False).values())
    a, b = problem.timing_inputs((AHEAD_SIZE,) * 3, torch.bfloat16)
    a8, a_scale = fp8.quantize(a)
    b8_t, b_scale = fp8.quantize(b.T.contiguous())
    yield from (run for _, _, run in fp8_table.products(a, b, a8, b8_t, a_scale,
                                                        b_scale).values())


def compile_ahead() -> None:
    """The item's set-up (``prepare``): its Triton kernels compiled while the run checks
    the snippets (``snippets.machinery.worker.compile_ahead``), so the GPU is not idle for them later."""
    if torch.cuda.is_available() and torch.cuda.get_device_capability() >= (9, 0):
        ahead.compile_ahead(first_calls())


STEPS_TABLE = Artifact(name="hopper_matmul_steps", make=make_step_tables,
                       needs_capability=(9, 0),
                       schedule=Schedule(
                           prepare=compile_ahead,
                           # Its kernels land in Triton's cache on disk; the autotuners'
                           # choices made there (at AHEAD_SIZE) serve no timing, so the
                           # process that times them need not make them again (31.5 s
                           # of the items' worker, one set-up after another).
                           setup_on_disk=True,
                           # 80 stretches of about 0.53 s, and the tuning and graph captures
                           first_estimate_s=50.0))
