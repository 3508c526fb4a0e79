"""The tensor cores' peak at the clock a kernel actually ran at.

NVIDIA's datasheet peak (989 TFLOP/s dense float16/bfloat16 on an H100 SXM) is
132 SMs x 4096 flop per clock x 1830 MHz, the boost clock. At the board's power limit
the clock sits far lower (``snippets/helpers/sm_clocks.py`` reads it), so the share of
the datasheet peak mixes two things: how busy the kernel keeps the tensor cores, and what clock the board
allowed. Dividing by the peak *at the measured clock* leaves only the first: how much
is left for a better kernel at that clock. float8 runs at twice the rate.
"""

DENSE_FLOP_PER_CLOCK_PER_SM = 4096  # float16/bfloat16 wgmma, Hopper SXM (H100, H200)


def peak_tflops(sms: int, mhz: float, float8: bool = False) -> float:
    """Dense tensor-core TFLOP/s of ``sms`` SMs at ``mhz``."""
    return sms * DENSE_FLOP_PER_CLOCK_PER_SM * (2 if float8 else 1) * mhz * 1e6 / 1e12


def share_of_peak(tflops: float, sms: int, mhz, float8: bool = False):
    """``tflops`` as a percentage of the peak at ``mhz`` (one decimal), or "n/a"."""
    if mhz in (None, "n/a") or not sms:
        return "n/a"
    return round(100 * tflops / peak_tflops(sms, float(mhz), float8), 1)
