"""float8 against cuBLAS like for like, and every product's error.

Hopper's float8 tensor cores keep a narrower running sum than float32 (fp8.py), so a
float8 product is compared only with one that accumulates alike: the kernel's default
(no promotion) with ``torch._scaled_mm(use_fast_accum=True)``, the kernel promoting
every ``PROMOTE_EVERY`` products with the default ``torch._scaled_mm``. Errors are
measured twice: against the exact product of the float8 values (what the accumulation
loses) and against a float64 product of the bfloat16 inputs (what float8 costs in all).
The bfloat16 products the float8 ones are read beside are steps.csv's (bfloat16 8192):
each kernel is timed once per GPU.
"""

import torch

from snippets.hopper_matmul import compiled, fp8
from snippets.hopper_matmul.peak import share_of_peak
from snippets.hopper_matmul.persistent import sm_count
from snippets.matmul import problem

FP8_SIZE = 8192
PROMOTE_EVERY = fp8.PROMOTE_EVERY  # chosen in fp8.py
FAST, PROMOTED = "fast (no promotion)", f"promoted to float32 every {PROMOTE_EVERY} of K"


def products(a, b, a8, b8_t, a_scale, b_scale) -> dict:
    """name -> (accumulation, the cuBLAS product it is compared with, how to run it)."""
    return {
        "torch._scaled_mm, float8, fast": (FAST, None, lambda: fp8.scaled_mm(
            a8, b8_t, a_scale, b_scale, fast_accum=True)),
        "persistent kernel, float8, fast": (FAST, "torch._scaled_mm, float8, fast",
                                            lambda: fp8.matmul_fp8(a8, b8_t, a_scale,
                                                                   b_scale)),
        "torch._scaled_mm, float8, promoted": ("promoted to float32 (cuBLAS)", None, lambda: fp8.scaled_mm(
                                                   a8, b8_t, a_scale, b_scale)),
        "persistent kernel, float8, promoted": (
            PROMOTED, "torch._scaled_mm, float8, promoted",
            lambda: fp8.matmul_fp8(a8, b8_t, a_scale, b_scale, PROMOTE_EVERY)),
    }


def _g(x: float) -> float:
    return float(f"{x:.3g}")


def errors(out: torch.Tensor, exact_fp8, exact_inputs, is_fp8: bool) -> dict:
    out = out.double()
    d = out - exact_inputs
    found = {"relative error": _g(float(d.norm() / exact_inputs.norm())),
             "max abs error": _g(float(d.abs().max()))}
    if is_fp8:
        d = out - exact_fp8
        found |= {"accumulation error, max": _g(float(d.abs().max())),
                  "accumulation error, rms": _g(float(d.square().mean().sqrt()))}
    else:
        found |= {"accumulation error, max": "n/a", "accumulation error, rms": "n/a"}
    return found


def fp8_rows(sampler, timeline, time_case, tflops, clock_column) -> list[dict]:
    """Time every product with lecture 7's settled method and measure its errors."""
    size = FP8_SIZE
    a, b = problem.timing_inputs((size, size, size), torch.bfloat16)
    a8, a_scale = fp8.quantize(a)
    b8_t, b_scale = fp8.quantize(b.T.contiguous())
    runs = products(a, b, a8, b8_t, a_scale, b_scale)
    exact_inputs = a.double() @ b.double()  # before float8 rounding
    exact_fp8 = (a8.double() @ b8_t.double().T) * (a_scale.double() * b_scale.double())
    found, tuned = {}, {}
    for name, (_, _, run) in runs.items():
        found[name] = errors(run(), exact_fp8, exact_inputs, "float8" in name)
        if name.startswith("persistent kernel, float8"):
            # the autotuner's pick for this accumulation mode (MAX_IMPRECISE_ACC is in
            # its key), with the registers and spills the compiler reported for it
            chosen = fp8.matmul_fp8_kernel.best_config
            every = PROMOTE_EVERY if name.endswith("promoted") else None
            tuned[name] = {"config": compiled.config_text(chosen),
                           **compiled.registers_and_spills(
                               compiled.compile_config(fp8.FP8, chosen, every))}
    del exact_inputs, exact_fp8
    sampler.samples.clear()
    timed = time_case({name: run for name, (_, _, run) in runs.items()}, sampler,
                      f"float8 {size}", timeline)
    rows = []
    for name, (accumulation, partner, _) in runs.items():
        ms, row = timed["ms"][name], {}
        mhz = clock_column(sampler, name)["SM MHz"]
        if partner:
            passes = [p / q for p, q in zip(timed["per pass"][partner], timed["per pass"][name])]
            partner_mhz = clock_column(sampler, partner)["SM MHz"]
            ratio = sum(passes) / len(passes)  # judged on the mean of the passes
            row = {"x cuBLAS": round(ratio, 3),
                   "x cuBLAS, passes": " / ".join(f"{r:.3f}" for r in passes),
                   "x cuBLAS per clock": (round(ratio * partner_mhz / mhz, 3)
                                          if "n/a" not in (mhz, partner_mhz) else "n/a")}
        rows.append({"product": name, "accumulation": accumulation, "size": size,
                     "ms": round(ms, 4), "TFLOP/s": tflops(size, ms), **row,
                     "SM MHz": mhz, "% of peak at its clock": share_of_peak(
                         tflops(size, ms), sm_count(0), mhz, "float8" in name),
                     **found[name], **tuned.get(name, {})})
    return rows
