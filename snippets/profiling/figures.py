"""Pictures of lecture 4's profiler outputs, drawn from the files a GPU run wrote.

Each is a ``Derived`` item: it reads another item's output in ``docs/generated/<gpu>/``
and needs no GPU, so it is redrawn for every GPU the site has results for.

- ``profiling_timeline``: the torch.profiler trace (``profiling_trace/trace.json``) as a
  timeline: what the CPU ran, the CUDA calls it made, and the kernels on the GPU.
- ``profiling_proton_chart``: the Proton profile (``profiling_proton/*.hatchet``) as an
  icicle chart, each frame as wide as its time.
- ``profiling_ncu_bars``: Nsight Compute's speed-of-light section
  (``profiling_ncu/speed_of_light.txt``) as bars.

Nothing here imports the lecture's other modules: the pictures depend only on the files.
"""

import json
import re
from pathlib import Path

from snippets.helpers import plot_style
from snippets.profiling.speed_of_light import read_speed_of_light
from snippets.machinery.items import Derived


def _gpu_name(gpu_dir: Path) -> str:
    record = gpu_dir / "device" / "provenance.json"
    return (json.loads(record.read_text()).get("gpu") if record.exists() else None) or gpu_dir.name


# ---------------------------------------------------------------------------------------
# torch.profiler trace -> timeline
# ---------------------------------------------------------------------------------------
KERNEL_FAMILIES = [  # (label, what the kernel name contains), first match wins
    ("matmul (cuBLAS)", ("gemm", "sgemm", "xmma", "nvjet", "cutlass", "scal_kernel", "cublasLt")),
    ("elementwise", ("elementwise_kernel",)),
    ("reduction", ("reduce_kernel",)),
    ("optimizer (foreach)", ("multi_tensor_apply",)),
    ("memset / memcpy", ("Memset", "Memcpy")),
]


def kernel_family(name: str) -> str:
    for label, needles in KERNEL_FAMILIES:
        if any(needle in name for needle in needles):
            return label
    return "other"


def read_trace(gpu_dir: Path) -> dict:
    """The events the timeline draws, in microseconds from the first profiler step."""
    events = json.loads((gpu_dir / "profiling_trace" / "trace.json").read_text())["traceEvents"]
    steps = [e for e in events if e.get("cat") == "user_annotation"
             and e["name"].startswith("ProfilerStep")]
    t0 = min(e["ts"] for e in steps)

    def spans(selected):
        return [(e["name"], e["ts"] - t0, e["dur"]) for e in selected]

    return {
        "regions": spans(e for e in events if e.get("cat") == "user_annotation"),
        "runtime": spans(e for e in events if e.get("cat") == "cuda_runtime"),
        "gpu": spans(e for e in events if e.get("cat") in ("kernel", "gpu_memset", "gpu_memcpy")),
        "cpu_ops": spans(e for e in events if e.get("cat") == "cpu_op"),
    }


def gpu_idle(trace: dict) -> dict:
    """How busy the GPU was over the recorded steps, and where it waited: the lesson of a
    trace is in its gaps (a GPU idle between kernels is waiting for the host)."""
    kernels = sorted((start, start + duration) for _, start, duration in trace["gpu"])
    steps = [(s, s + d) for name, s, d in trace["regions"] if name.startswith("ProfilerStep")]
    begin, end = min(s for s, _ in steps), max(e for _, e in steps)
    busy, gaps, reached = 0.0, [], begin
    for start, stop in kernels:  # one stream here, but merge overlaps all the same
        if start > reached:
            gaps.append(start - reached)
        busy += max(0.0, stop - max(start, reached))
        reached = max(reached, stop)
    gaps.append(max(0.0, end - reached))
    return {"steps": len(steps), "span_us": end - begin, "busy_us": busy,
            "busy_fraction": busy / (end - begin), "kernels": len(kernels),
            "longest_gap_us": max(gaps), "gaps_over_5us": sum(g > 5 for g in gaps)}


# The CPU lanes are drawn in greys and black so that no colour there can be mistaken for
# a kernel family on the GPU lane, which uses the palette's colours.
CPU_LANE_COLOURS = {"ProfilerStep": "#c8c8c8", "train_step": plot_style.MUTED,
                    "Optimizer": "#4d4d4d", "aten": "#9a9a9a", "runtime": plot_style.PALETTE[7]}


def draw_timeline(folder: Path, gpu_dir: Path) -> None:
    plt = plot_style.apply()

    trace = read_trace(gpu_dir)
    idle = gpu_idle(trace)
    (folder / "gpu_busy.json").write_text(json.dumps(idle, indent=1) + "\n")
    families = [label for label, _ in KERNEL_FAMILIES] + ["other"]
    colours = dict(zip(families, plot_style.PALETTE))
    end = max(t + d for _, t, d in trace["regions"])
    fig, ax = plt.subplots(figsize=(10, 3.4))
    lanes = [("CPU: regions", 3), ("CPU: aten ops", 2), ("CPU: CUDA API calls", 1),
             ("GPU: kernels", 0)]
    for name, start, duration in trace["regions"]:
        colour = next((c for key, c in CPU_LANE_COLOURS.items() if name.startswith(key)),
                      "#e0e0e0")
        nested = not name.startswith("ProfilerStep")
        ax.broken_barh([(start, duration)], (3 - 0.4 + (0.1 if nested else 0),
                                             0.8 - (0.2 if nested else 0)),
                       facecolors=colour, edgecolor="white", lw=0.5)
        if nested and duration > 0.08 * end:  # the step bar behind it needs no label
            ax.text(start + 0.01 * end, 3, name.split("#")[0], va="center", fontsize=9,
                    color="white" if colour in ("#4d4d4d", plot_style.MUTED) else plot_style.INK)
    ax.broken_barh([(s, d) for _, s, d in trace["cpu_ops"]], (2 - 0.35, 0.7),
                   facecolors=CPU_LANE_COLOURS["aten"], alpha=0.5, lw=0)
    ax.broken_barh([(s, d) for _, s, d in trace["runtime"]], (1 - 0.35, 0.7),
                   facecolors=CPU_LANE_COLOURS["runtime"], lw=0)
    for family in families:
        mine = [(s, max(d, end / 1500)) for n, s, d in trace["gpu"] if kernel_family(n) == family]
        if mine:
            ax.broken_barh(mine, (-0.35, 0.7), facecolors=colours[family], lw=0,
                           label=f"{family} ({len(mine)})")
    ax.set_yticks([lane for _, lane in lanes], [label for label, _ in lanes])
    ax.set_xlim(0, end)
    ax.set_ylim(-0.6, 3.6)
    ax.set_xlabel(f"time since the first profiler step (µs); the GPU is busy "
                  f"{idle['busy_us']:.0f} µs of {idle['span_us']:.0f} "
                  f"({idle['busy_fraction'] * 100:.0f} %); longest idle gap "
                  f"{idle['longest_gap_us']:.0f} µs")
    ax.set_title(f"torch.profiler trace of {idle['steps']} "
                 f"training steps on {_gpu_name(gpu_dir)}: {len(trace['gpu'])} GPU kernels "
                 f"and copies, {len(trace['runtime'])} CUDA API calls")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.28), ncol=3, title="GPU kernels")
    ax.grid(True, axis="x")
    plot_style.save(fig, folder / "timeline.svg")


PROFILING_TIMELINE = Derived(name="profiling_timeline", make=draw_timeline,
                             inputs=["profiling_trace", "device"])


# ---------------------------------------------------------------------------------------
# Proton profile -> icicle chart
# ---------------------------------------------------------------------------------------
def readable_name(name: str) -> str:
    """The namespace path of an Itanium-mangled C++ name (``_ZN2at6native...``), enough
    to say which kernel it is; other names are returned as they are."""
    if not name.startswith("_ZN"):
        return name
    parts, rest = [], name[3:]
    while (match := re.match(r"(\d+)", rest)):
        length = int(match.group(1))
        start = len(match.group(1))
        parts.append(rest[start:start + length])
        rest = rest[start + length:]
    return "::".join(parts) or name


def read_proton_tree(gpu_dir: Path) -> dict:
    """The call tree with inclusive time (ns), bytes and flops for every frame."""
    path = next((gpu_dir / "profiling_proton").glob("*.hatchet"))
    root = json.loads(path.read_text())[0]

    def visit(node):
        children = [visit(c) for c in node.get("children", [])]
        metrics = node.get("metrics", {})
        return {
            "name": readable_name(node["frame"]["name"]),
            "time_ns": metrics.get("time (ns)") or sum(c["time_ns"] for c in children),
            "bytes": metrics.get("bytes") or sum(c["bytes"] for c in children),
            "flops": metrics.get("flops") or sum(c["flops"] for c in children),
            "count": metrics.get("count", 0),
            "children": children,
        }

    return visit(root)


def draw_proton_chart(folder: Path, gpu_dir: Path) -> None:
    plt = plot_style.apply()
    from matplotlib.patches import Rectangle

    tree = read_proton_tree(gpu_dir)
    fig, ax = plt.subplots(figsize=(10, 3.2))
    depth_max = 0

    def place(node, x, depth, colour_index):
        nonlocal depth_max
        depth_max = max(depth_max, depth)
        width = node["time_ns"]
        colour = plot_style.MUTED if depth == 0 else plot_style.PALETTE[colour_index % 6]
        ax.add_patch(Rectangle((x, -depth), width, 0.92, facecolor=colour, alpha=0.85,
                               edgecolor="white", lw=1.5))
        label = node["name"]
        if len(label) > 48:
            label = label[:45] + "..."
        rate = f", {node['bytes'] / node['time_ns']:,.0f} GB/s" if node["bytes"] else ""
        text = f"{label}\n{width / 1e3:,.0f} µs{rate}"
        if width < 0.1 * tree["time_ns"]:  # too narrow for the text: say it beside
            text = f"{label}: {width / 1e3:,.0f} µs{rate}"
            ax.annotate(text, (x + width / 2, -depth + 0.05), (x + width / 2, -depth - 0.35),
                        ha="center", va="top", fontsize=9,
                        arrowprops=dict(arrowstyle="-", color=plot_style.INK, lw=0.6))
        else:
            ax.text(x + width / 2, -depth + 0.46, text, ha="center", va="center",
                    fontsize=9, color=plot_style.text_on(colour), clip_on=True)
        offset = x
        for k, child in enumerate(node["children"]):
            place(child, offset, depth + 1, colour_index if depth else k)
            offset += child["time_ns"]

    place(tree, 0, 0, 0)
    ax.set_xlim(0, tree["time_ns"])
    ax.set_ylim(-depth_max - 0.6, 1.0)
    ax.set_yticks([])
    ax.spines["left"].set_visible(False)
    ax.set_xticks(ax.get_xticks(), [f"{t / 1e3:,.0f}" for t in ax.get_xticks()])
    ax.set_xlim(0, tree["time_ns"])
    ax.set_xlabel("GPU time (us, summed over every launch); width = inclusive time")
    ax.set_title(f"Proton profile on {_gpu_name(gpu_dir)}: scopes, then the kernels they launched "
                 "(GB/s where the scope or kernel declares its bytes)")
    plot_style.save(fig, folder / "proton.svg")


PROFILING_PROTON_CHART = Derived(name="profiling_proton_chart", make=draw_proton_chart,
                                 inputs=["profiling_proton", "device"])


# ---------------------------------------------------------------------------------------
# Nsight Compute speed of light -> bars
# ---------------------------------------------------------------------------------------
def draw_ncu_bars(folder: Path, gpu_dir: Path) -> None:
    plt = plot_style.apply()

    sol = read_speed_of_light(gpu_dir)
    percent = [(name, value) for name, (unit, value) in sol["metrics"].items() if unit == "%"]
    fig, ax = plt.subplots(figsize=(8, 0.45 * len(percent) + 1.4))
    names = [name for name, _ in percent][::-1]
    values = [value for _, value in percent][::-1]
    colours = [plot_style.PALETTE[0] if "Compute" in n else plot_style.PALETTE[1] for n in names]
    bars = ax.barh(names, values, color=colours)
    ax.bar_label(bars, fmt="%.1f%%", padding=3, fontsize=8.5)
    ax.axvline(80, color=plot_style.MUTED, ls="--", lw=1)
    ax.text(81, -0.45, "80%: ncu's mark of a well-used unit", fontsize=9,
            color=plot_style.MUTED, ha="left", va="center")
    ax.set_xlim(0, 110)
    ax.set_xlabel("% of the GPU's peak for that unit")
    duration = sol["metrics"].get("Duration")
    kernel = sol["launch"].split(", Context")[0]
    ax.set_title(f"Nsight Compute speed of light on {_gpu_name(gpu_dir)}:\n{kernel}"
                 + (f", {duration[1]:g} {duration[0]}" if duration else ""))
    plot_style.save(fig, folder / "speed_of_light.svg")


PROFILING_NCU_BARS = Derived(name="profiling_ncu_bars", make=draw_ncu_bars,
                             inputs=["profiling_ncu", "device"])
