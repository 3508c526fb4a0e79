"""The SM clock and the board's power while a kernel is timed, read through NVML.

A large matrix product keeps every tensor core busy, and on an H100 or H200 that draws
the board's whole power allowance: the GPU then lowers its clock until the power fits.
Two kernels compared at that limit are compared at whatever clock each one lets the
GPU hold. ``Sampler`` reads the SM clock and the power every few milliseconds in a
background thread, filed under the name of whatever is being timed, and keeps every
reading with its time. NVML refreshes the clock about every 100 ms and reports the
power as an average over about a second: fine for a clock over half a second of one
kernel, too slow to tell apart the power of two kernels run a second apart.

NVML comes with the driver; its Python binding is the ``nvidia-ml-py`` package
(``pynvml``). Without it the readings are empty and the tables say so.
"""

import statistics
import threading
import time

INTERVAL_S = 0.005


def _nvml():
    try:
        import pynvml

        pynvml.nvmlInit()
        return pynvml
    except Exception:  # no binding, or no driver to talk to
        return None


def limits(device_index: int = 0) -> dict:
    """The board's power limit (W) and highest SM clock (MHz); empty without NVML."""
    nvml = _nvml()
    if nvml is None:
        return {}
    handle = nvml.nvmlDeviceGetHandleByIndex(device_index)
    return {"power_limit_w": nvml.nvmlDeviceGetEnforcedPowerLimit(handle) / 1000,
            "max_sm_mhz": nvml.nvmlDeviceGetMaxClockInfo(handle, nvml.NVML_CLOCK_SM)}


class Sampler:
    """``with Sampler() as s: s.label = "torch"; ...``; then ``s.median_mhz("torch")``."""

    def __init__(self, device_index: int = 0):
        self.label = None
        self.samples: dict[str, list[tuple[float, float]]] = {}
        self.log: list[tuple[float, str, float, float]] = []  # (perf_counter, label, MHz, W)
        self._nvml = _nvml()
        self._handle = (self._nvml.nvmlDeviceGetHandleByIndex(device_index)
                        if self._nvml is not None else None)
        self._running = False

    def _read(self):
        nvml, handle = self._nvml, self._handle
        return (nvml.nvmlDeviceGetClockInfo(handle, nvml.NVML_CLOCK_SM),
                nvml.nvmlDeviceGetPowerUsage(handle) / 1000)

    def _loop(self):
        while self._running:
            label = self.label
            if label is not None:
                mhz, watts = self._read()
                self.samples.setdefault(label, []).append((mhz, watts))
                self.log.append((time.perf_counter(), label, mhz, watts))
            time.sleep(INTERVAL_S)

    def __enter__(self):
        if self._nvml is not None:
            self._running = True
            self._thread = threading.Thread(target=self._loop, daemon=True)
            self._thread.start()
        return self

    def __exit__(self, *exc):
        if self._running:
            self._running = False
            self._thread.join()

    def median_mhz(self, label: str) -> float | None:
        """The median SM clock of the samples taken under ``label`` (None: no samples)."""
        samples = self.samples.get(label)
        return statistics.median(s[0] for s in samples) if samples else None

    def readings_since(self, host_start: float) -> list[tuple[float, str, float, float]]:
        """(seconds after ``host_start``, label, MHz, W) of every reading taken since."""
        return [(t - host_start, label, mhz, watts)
                for t, label, mhz, watts in self.log if t >= host_start]
