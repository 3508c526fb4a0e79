"""Picture: the cuBLAS kernel torch.matmul ran, decoded, beside ours, at 8192^2.

Drawn from what the GPU run recorded, nothing typed in: the kernel's name and grid
from Nsight Compute (``hopper_matmul_ncu/metrics.csv``) and our persistent kernel's
tile and grid from the same file and ``steps.csv``. The name's fields are our reading
of NVIDIA's (undocumented) scheme, ``nvjet_sm90_<types>_<tile M>x<tile N>_<tile K>x
<stages>_<cluster>_...``: the page says so.

Left: one program's tile of C for each kernel, to scale, and cuBLAS's cluster of two
CTAs (which can share one operand's tile through TMA multicast). Right: how many tiles
each SM computes over the whole 8192^2 product: our 2048 tiles on 128 programs are 16
full rounds; cuBLAS's tiles on its grid leave a last, partial wave (wave quantization).
"""

import csv
import math
import re
from pathlib import Path

from snippets.helpers import plot_style
from snippets.machinery.items import Derived

SIZE = 8192
NVJET = re.compile(r"nvjet_sm(?P<sm>\d+)_\w+?_(?P<tm>\d+)x(?P<tn>\d+)_(?P<tk>\d+)x(?P<stages>\d+)_"
                   r"(?P<cm>\d+)x(?P<cn>\d+)_")
OUR_TILE = re.compile(r"^(?P<tm>\d+)x(?P<tn>\d+)x(?P<tk>\d+)")


def _rows(path: Path) -> list[dict]:
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def decode(name: str) -> dict | None:
    """Tile, K step, stages and cluster shape from an nvjet kernel name (None if not one)."""
    found = NVJET.search(name)
    return {k: int(v) for k, v in found.groupdict().items()} if found else None


def kernels(gpu_dir: Path) -> dict:
    """{"ours": ..., "cuBLAS": ...}: tile (m, n), programs launched, name."""
    metrics = {r["step"]: r for r in _rows(gpu_dir / "hopper_matmul_ncu" / "metrics.csv")}
    steps = _rows(gpu_dir / "hopper_matmul_steps" / "steps.csv")
    config = next(r["config"] for r in steps if r["step"] == "2. persistent")
    ours = OUR_TILE.match(config)
    theirs = decode(metrics["torch.matmul"]["kernel"])
    if not ours or not theirs:
        raise ValueError(f"cannot read the tiles from {config!r} and "
                         f"{metrics['torch.matmul']['kernel']!r}")
    return {
        "ours": {"tile": (int(ours["tm"]), int(ours["tn"])), "cluster": (1, 1),
                 "programs": int(float(metrics["2. persistent"]["launch__grid_size"])),
                 "name": "persistent kernel"},
        "cuBLAS": {"tile": (theirs["tm"], theirs["tn"]), "cluster": (theirs["cm"], theirs["cn"]),
                   "programs": int(float(metrics["torch.matmul"]["launch__grid_size"])),
                   "name": metrics["torch.matmul"]["kernel"]},
    }


def tiles_per_program(tile: tuple[int, int], programs: int, size: int = SIZE) -> list[int]:
    """How many tiles of a size x size C each program computes, most first."""
    tiles = math.ceil(size / tile[0]) * math.ceil(size / tile[1])
    base, extra = divmod(tiles, programs)
    return [base + 1] * extra + [base] * (programs - extra)


def draw(folder: Path, gpu_dir: Path) -> None:
    plt = plot_style.apply()
    from matplotlib.patches import Rectangle

    found = kernels(gpu_dir)
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.2),
                                      gridspec_kw={"width_ratios": [1, 1.5]})
    x = 0
    for i, (who, k) in enumerate(found.items()):
        colour = plot_style.PALETTE[i]
        (tm, tn), (cm, cn) = k["tile"], k["cluster"]
        for c in range(cm * cn):  # the CTAs of one cluster, side by side along N
            left.add_patch(Rectangle((x + c * tn, 0), tn, tm, facecolor=colour, alpha=0.55,
                                     edgecolor=plot_style.INK, lw=1))
        label = f"{who}: {tm} x {tn}" + (f"\ncluster {cm} x {cn}" if cm * cn > 1 else "")
        left.text(x + cn * tn / 2, tm + 15, label, ha="center", va="bottom")
        x += cn * tn + 80
    left.set_xlim(-20, x)
    left.set_ylim(0, 420)
    left.set_aspect("equal")
    left.set_xlabel("N (elements)")
    left.set_ylabel("M (elements)")
    left.set_title("one program's tile of C, to scale")
    for i, (who, k) in enumerate(found.items()):
        counts = tiles_per_program(k["tile"], k["programs"])
        rounds = sum(counts) / k["programs"]
        right.step(range(1, len(counts) + 1), counts, where="mid", lw=2,
                   color=plot_style.PALETTE[i],
                   label=f"{who}: {sum(counts)} tiles on {k['programs']} programs\n"
                         f"= {rounds:.2f} rounds")
    right.set_xlabel("program (SM), most tiles first")
    right.set_ylabel(f"tiles computed at {SIZE}²")
    right.set_ylim(0, None)
    right.grid(True, axis="y")
    right.legend(loc="lower left")
    right.set_title("work per SM: full rounds, or a partial last wave")
    plot_style.save(fig, folder / "cublas.svg", phone=True)


CUBLAS_FIGURE = Derived(name="hopper_matmul_cublas", make=draw,
                        inputs=("hopper_matmul_ncu", "hopper_matmul_steps"))
