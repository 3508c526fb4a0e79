"""Does grouped order really help? Nsight Compute's L2 hit rate, naive versus grouped.

The two kernels run the same tiles with the same block sizes and settings; only the
order in which programs visit the tiles differs (``matmul_naive_kernel`` row by row,
``matmul_grouped_kernel`` in groups of GROUP_M rows). For each size we record

- ``lts__t_sector_hit_rate.pct``: the share of L2 requests (in 32-byte sectors) that
  hit in L2,
- ``dram__bytes_read.sum``: the bytes L2 had to fetch from DRAM (HBM),
- ``gpu__time_duration.sum``: the kernel's duration in that profiled run,

plus the time outside the profiler, by lecture 7's settled method (CUDA-graph
replays, two passes): at 2048 a kernel takes about 30 µs, and ``do_bench`` from
Python would time the wrappers' host work with it. Nsight Compute replays
each kernel with the caches flushed in between, so both orders start from a cold L2.
The DRAM bytes over the profiled duration give the rate at which the kernel read
DRAM, which the summary compares with the measured copy bandwidth: a kernel reading
far below it is not waiting on DRAM bandwidth, whatever its order.

``python -m snippets.matmul.l2 probe`` is what ncu runs: it launches the four
kernels in the order of ``PROBE_CASES`` and nothing else of ours.
"""

import csv
import io
import re
import shutil
import sys
from pathlib import Path

import torch

from snippets.helpers.device import measure_copy_bandwidth
from snippets.machinery.items import Artifact, Schedule
from snippets.helpers import settled
from snippets.matmul import problem
from snippets.matmul.grouped import matmul_grouped
from snippets.matmul.naive import matmul_naive
from snippets.helpers import child_process

# --8<-- [start:cases]
SIZES = (2048, 8192)  # A and B take 16 MiB at 2048 (fits in L2), 256 MiB at 8192
ORDERS = ("naive", "grouped")
PROBE_CASES = [(size, order) for size in SIZES for order in ORDERS]
# The same blocks and settings for both orders, so that only the order differs.
FIXED_BLOCKS = dict(block_m=128, block_n=128, block_k=64, num_warps=8, num_stages=3)
GROUP_M = 8
METRICS = ("lts__t_sector_hit_rate.pct", "dram__bytes_read.sum", "gpu__time_duration.sum",
           "sm__cycles_elapsed.avg.per_second")  # the SM clock during the profiled launch
KERNEL_REGEX = "regex:matmul_(naive|grouped)_kernel"
# --8<-- [end:cases]


def _run_case(order: str, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    if order == "naive":
        return matmul_naive(a, b, **FIXED_BLOCKS)
    return matmul_grouped(a, b, group_m=GROUP_M, **FIXED_BLOCKS)


def _inputs(size: int):
    return problem.timing_inputs((size, size, size), torch.float16)


def probe() -> None:
    """Launch each case once, in PROBE_CASES order (what ncu profiles)."""
    from snippets.helpers import child_process

    inputs = {size: _inputs(size) for size in SIZES}
    torch.cuda.synchronize()
    child_process.wait_for_go()  # started ahead by the run: launched in the item's own turn
    for size, order in PROBE_CASES:
        _run_case(order, *inputs[size])
    torch.cuda.synchronize()


# --8<-- [start:ncu]
def ncu_command(ncu: str) -> list[str]:
    return [
        ncu, "--clock-control", "none",  # keep the GPU's normal clocks, as in do_bench
        "--csv", "--print-units", "base",  # one row per metric; bytes and nanoseconds
        "--metrics", ",".join(METRICS),
        "-k", KERNEL_REGEX, "-c", str(len(PROBE_CASES)),
        sys.executable, "-m", "snippets.matmul.l2", "probe",
    ]
# --8<-- [end:ncu]


def find_ncu() -> str:
    found = shutil.which("ncu") or "/usr/local/cuda/bin/ncu"
    if not Path(found).exists():
        raise FileNotFoundError("Nsight Compute (ncu) not found on PATH or in /usr/local/cuda/bin")
    return found


# --8<-- [start:parse]
_UNIT_SCALE = {  # to bytes, seconds or percent
    "byte": 1, "Kbyte": 1e3, "Mbyte": 1e6, "Gbyte": 1e9, "Tbyte": 1e12,
    "nsecond": 1e-9, "usecond": 1e-6, "msecond": 1e-3, "second": 1,
    "ns": 1e-9, "us": 1e-6, "ms": 1e-3, "s": 1, "%": 1,
    "cycle/second": 1, "cycle/usecond": 1e6, "cycle/nsecond": 1e9, "hz": 1, "Hz": 1,
    "Khz": 1e3, "KHz": 1e3, "Mhz": 1e6, "MHz": 1e6, "Ghz": 1e9, "GHz": 1e9,
}
CLOCK = "sm__cycles_elapsed.avg.per_second"  # optional: a row without it still parses


def _number(text: str) -> float:
    text = text.strip()
    if re.fullmatch(r"-?\d{1,3}(,\d{3})+(\.\d*)?", text):  # 1,234,567.5
        text = text.replace(",", "")
    elif "," in text and "." not in text:  # a decimal comma: 93,5
        text = text.replace(",", ".")
    return float(text)


def parse_ncu_csv(text: str) -> list[dict]:
    """One dict per profiled kernel launch, in launch order: its ``id``, ``kernel``
    name and a ``metrics`` mapping of metric name -> value (bytes, seconds, percent).

    ncu prints ``==PROF==`` progress lines and the program's own output around the
    CSV; only lines from the header (the one naming "Metric Value") on are CSV.
    """
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines)
                  if line.startswith('"') and '"Metric Value"' in line), None)
    if start is None:
        raise ValueError("no ncu CSV header (with a \"Metric Value\" column) in the output")
    csv_lines = [line for line in lines[start:] if line.startswith('"')]
    launches: dict[int, dict] = {}
    for row in csv.DictReader(io.StringIO("\n".join(csv_lines))):
        launch = launches.setdefault(int(row["ID"]), {"id": int(row["ID"]),
                                                      "kernel": row["Kernel Name"],
                                                      "metrics": {}})
        unit = row.get("Metric Unit", "").strip()
        scale = _UNIT_SCALE.get(unit)
        if scale is None and row["Metric Name"] == CLOCK:
            continue  # a unit we do not know for the clock: leave it out, keep the rest
        if scale is None:
            raise ValueError(f"unexpected unit {unit!r} for {row['Metric Name']}")
        launch["metrics"][row["Metric Name"]] = _number(row["Metric Value"]) * scale
    return [launches[i] for i in sorted(launches)]
# --8<-- [end:parse]


def table_rows(launches: list[dict], bench_ms: dict, bench_mhz: dict | None = None) -> list[dict]:
    """Join the ncu launches (in PROBE_CASES order) with the settled times (and the SM
    clock each was settled at, where known)."""
    if len(launches) != len(PROBE_CASES):
        raise ValueError(f"expected {len(PROBE_CASES)} profiled kernels, got {len(launches)}")
    rows = []
    for (size, order), launch in zip(PROBE_CASES, launches):
        if order not in launch["kernel"]:
            raise ValueError(f"launch {launch['id']} is {launch['kernel']}, expected {order}")
        m = launch["metrics"]
        ms = bench_ms[(size, order)]
        rows.append({
            "size": size,
            "order": order if order == "naive" else f"grouped (GROUP_M={GROUP_M})",
            "L2 hit rate (%)": round(m["lts__t_sector_hit_rate.pct"], 1),
            "DRAM read (GB)": round(m["dram__bytes_read.sum"] / 1e9, 4),
            "minimum read (GB)": round(2 * size * size * 2 / 1e9, 4),  # A and B once
            "ncu time (ms)": round(m["gpu__time_duration.sum"] * 1e3, 3),
            "DRAM read rate (TB/s)": round(
                m["dram__bytes_read.sum"] / m["gpu__time_duration.sum"] / 1e12, 2),
            "settled time (ms)": round(ms, 4),
            "TFLOP/s": round(2 * size**3 / (ms * 1e-3) / 1e12, 1),
            # ncu's launch runs alone on an idle GPU; the settled replays run for a second
            # at a stretch, at the clock the board settles to under them.
            "ncu SM MHz": round(m[CLOCK] / 1e6) if CLOCK in m else "n/a",
            "settled SM MHz": round((bench_mhz or {}).get((size, order)) or 0) or "n/a",
        })
    return rows


def summary(rows: list[dict], copy_gbps: float | None = None) -> str:
    """One sentence per size, worded from the numbers (so it cannot contradict them),
    then the DRAM read rates against the copy bandwidth, when that is given."""
    lines = []
    for size in SIZES:
        naive, grouped = (next(r for r in rows if r["size"] == size and r["order"].startswith(o))
                          for o in ORDERS)
        dram = naive["DRAM read (GB)"] / max(grouped["DRAM read (GB)"], 1e-9)
        speed = naive["settled time (ms)"] / grouped["settled time (ms)"]
        lines.append(
            f"{size} x {size} x {size}: grouped order read {grouped['DRAM read (GB)']:.3f} GB "
            f"from DRAM against {naive['DRAM read (GB)']:.3f} GB in naive order "
            f"({dram:.2f}x {'less' if dram >= 1 else 'more'}), L2 hit rate "
            f"{grouped['L2 hit rate (%)']:.1f}% against {naive['L2 hit rate (%)']:.1f}%, and ran "
            f"{speed if speed >= 1 else 1 / speed:.2f}x {'faster' if speed >= 1 else 'slower'} "
            f"({grouped['TFLOP/s']:.0f} against {naive['TFLOP/s']:.0f} TFLOP/s).")
    if copy_gbps:
        lines.append(f"DRAM read rate in the profiled runs, against the measured copy "
                     f"bandwidth of {copy_gbps / 1e3:.2f} TB/s:")
        for r in rows:
            rate = r["DRAM read rate (TB/s)"]
            lines.append(f"  {r['size']:>5} {r['order']:20}: {rate:.2f} TB/s "
                         f"({rate * 1e3 / copy_gbps:.0%} of the copy bandwidth)")
    return "\n".join(lines) + "\n"


def _make_l2_table(folder: Path) -> None:
    bench_ms, bench_mhz = {}, {}
    for size in SIZES:
        a, b = _inputs(size)
        timed = settled.compare_settled({order: (lambda order=order: _run_case(order, a, b))
                                         for order in ORDERS})
        bench_ms.update({(size, order): timed[order]["ms"] for order in ORDERS})
        bench_mhz.update({(size, order): timed[order]["mhz"] for order in ORDERS})
    output = child_process.run_one_ahead(L2_ORDER.name, _command, folder, timeout=240,
                                         what="ncu on the two orders", env=_ENV)
    (folder / "ncu_output.txt").write_text(output)
    rows = table_rows(parse_ncu_csv(output), bench_ms, bench_mhz)
    with open(folder / "l2_order.csv", "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    l2_mib = getattr(torch.cuda.get_device_properties(0), "L2_cache_size", 0) / 2**20
    copy_gbps = measure_copy_bandwidth()[0]
    (folder / "summary.txt").write_text(
        f"L2 cache of {torch.cuda.get_device_name(0)}: {l2_mib:.0f} MiB\n"
        + summary(rows, copy_gbps))


_ENV = {"TRITON_INTERPRET": "0"}


def _command(_folder: Path) -> list[str]:
    return ncu_command(find_ncu())


def _start_ahead() -> None:
    # ncu and the probe start beside the run's checks and wait before the first launch
    child_process.start_one_ahead(L2_ORDER.name, _command, what="ncu on the two orders", env=_ENV)


L2_ORDER = Artifact(name="matmul_l2_order", make=_make_l2_table, needs_cuda=True,
                    schedule=Schedule(warm_start=_start_ahead))


if __name__ == "__main__":
    if sys.argv[1:] == ["probe"]:
        probe()
    else:
        sys.exit("usage: python -m snippets.matmul.l2 probe   (run under ncu)")
