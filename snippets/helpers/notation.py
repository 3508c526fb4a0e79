"""One notation for measured numbers, site-wide.

Every table cell and generated sentence formats its numbers through these functions, so a
reader meets one spelling of each unit on every page: ``µs`` (never ``us``), ``2²⁴`` for a
power of two, ``1.05×`` for a ratio, ``94 %`` for a share, ``✓``/``✗`` for a yes/no
column. Numbers keep about three significant digits: more would claim a precision that
the run-to-run spread does not have.

The space before a unit is a no-break space (U+00A0), so a number and its unit never sit
on two lines.
"""

from __future__ import annotations

import math
import re

NBSP = "\u00a0"
_SUPERSCRIPT = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")


def _sig(value: float, digits: int = 3) -> str:
    """``value`` with ``digits`` significant digits, no exponent for everyday sizes."""
    if value == 0 or not math.isfinite(value):
        return f"{value:g}"
    decimals = max(0, digits - 1 - math.floor(math.log10(abs(value))))
    return f"{value:,.{decimals}f}"


def ratio(x: float, digits: int = 2) -> str:
    """A ratio of two measurements: ``1.05×``."""
    return f"{x:.{digits}f}×"


def percent(fraction: float, decimals: int = 0) -> str:
    """A share given as a fraction (0.94): ``94 %``."""
    return f"{fraction * 100:.{decimals}f}{NBSP}%"


def duration(seconds: float) -> str:
    """A time in the unit that keeps it between 1 and 1000: ``12.3 µs``, ``1.22 ms``."""
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6)):
        if abs(seconds) >= scale:
            return f"{_sig(seconds / scale)}{NBSP}{unit}"
    return f"{_sig(seconds / 1e-9)}{NBSP}ns"


def us(microseconds: float) -> str:
    """A time measured in microseconds, in the unit that reads best."""
    return duration(microseconds * 1e-6)


def ms(milliseconds: float) -> str:
    """A time measured in milliseconds, in the unit that reads best."""
    return duration(milliseconds * 1e-3)


def elements(n: int | float) -> str:
    """A size: ``2²⁴`` when it is a power of two, else with thousands separators."""
    n = int(n)
    if n > 0 and n & (n - 1) == 0:
        return "2" + str(n.bit_length() - 1).translate(_SUPERSCRIPT)
    return f"{n:,}"


def mib(nbytes: float) -> str:
    """Bytes as ``64 MiB`` (or GiB / KiB where that reads better)."""
    for unit, scale in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if abs(nbytes) >= scale:
            return f"{_sig(nbytes / scale)}{NBSP}{unit}"
    return f"{nbytes:.0f}{NBSP}B"


def tflops(x: float) -> str:
    return f"{_sig(x)}{NBSP}TFLOP/s"


def gbps(x: float) -> str:
    """Bandwidth in GB/s (10⁹ bytes per second, as the benchmarks measure it)."""
    return f"{x:,.0f}{NBSP}GB/s"


def mhz(x: float) -> str:
    return f"{x:.0f}{NBSP}MHz"


def mark(ok: bool) -> str:
    """A yes/no cell: ``✓`` or ``✗``."""
    return "✓" if ok else "✗"


def spread(median: float, low: float, high: float, fmt=ratio) -> str:
    """A median with the band its repeats fell in: ``1.05× (1.03–1.07)``."""
    return f"{fmt(median)} ({fmt(low).rstrip('×')}–{fmt(high)})"


def short_gpu(name: str) -> str:
    """A GPU's name as a table column: ``NVIDIA H100 80GB HBM3`` -> ``H100``."""
    words = [w for w in name.replace("NVIDIA", "").replace("GeForce", "").split()
             if not re.fullmatch(r"\d+GB|HBM\w*|SXM\d*|PCIe|NVL", w)]
    return " ".join(words) or name
