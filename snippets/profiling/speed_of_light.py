"""Reading ncu's Speed Of Light section as printed (``profiling_ncu/speed_of_light.txt``):
light on imports, so that the page's sentences and the figure read it the same way."""

import re
from pathlib import Path


def read_speed_of_light(gpu_dir: Path) -> dict:
    """Metric rows of ncu's SpeedOfLight section, and the launch line they are for."""
    text = (gpu_dir / "profiling_ncu" / "speed_of_light.txt").read_text()
    metrics = {}
    for line in text.splitlines():
        match = re.match(r"\s+(\S.*?)\s{2,}(\S+)\s+([\d,.]+)\s*$", line)
        if match:
            metrics[match.group(1)] = (match.group(2), float(match.group(3).replace(",", "")))
    launch = next((line.strip() for line in text.splitlines()
                   if re.search(r"\(\d+, \d+, \d+\)x\(", line)), "")
    return {"metrics": metrics, "launch": launch}


def duration_us(gpu_dir: Path) -> float:
    """The section's Duration line in µs, whichever unit ncu printed it in."""
    unit, value = read_speed_of_light(gpu_dir)["metrics"]["Duration"]
    return value * {"us": 1.0, "ms": 1e3, "ns": 1e-3}[unit]
