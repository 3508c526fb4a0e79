"""Picture (a schematic, not a measurement): who does what in step 3's program.

Three partitions over a few key blocks: the loader warp copies K_j and V_j into ring
slot j % 2 once the slot is free; each consumer warpgroup issues S_j = Q K_jᵀ and
P_{j-1} V_{j-1} on the tensor cores, then computes block j's softmax while the second
product still runs. Arrows mark the mbarriers: `ready` from a copy to the product that
reads it, `empty` from the product that last reads a slot back to the copy that refills it.
The durations are made up: the figure shows order and overlap, not time.
"""

from pathlib import Path

from snippets.helpers import plot_style
from snippets.machinery.items import Artifact

BLOCKS = 4  # key blocks drawn
STEP = 1.0  # one consumer step, in the figure's made-up time unit
LANES = {"loader (1 warp)": 3.0, "consumer 0: tensor cores": 2.0, "consumer 0: softmax": 1.6,
         "consumer 1: tensor cores": 0.6, "consumer 1: softmax": 0.2}


def _box(ax, lane, start, width, text, color):
    y = LANES[lane]
    ax.add_patch(plot_style_rectangle(start, y - 0.15, width, 0.3, color))
    ax.text(start + width / 2, y, text, ha="center", va="center", fontsize=9,
            color=plot_style.text_on(color))


def plot_style_rectangle(x, y, w, h, color):
    from matplotlib.patches import FancyBboxPatch

    return FancyBboxPatch((x, y), w, h, boxstyle="round,pad=0,rounding_size=0.05",
                          facecolor=color, edgecolor=plot_style.INK, linewidth=0.6)


COPY, PRODUCT, SOFTMAX = 0.2, 0.22, 0.5  # made-up durations: a copy, S_j, P V and a softmax
PV = 0.5


def schedule(blocks: int = BLOCKS, lag: float = 0.55):
    """The boxes of step 3's program, from its rules: a copy into slot j % 2 waits until
    both consumers released block j - 2 of that tensor; a consumer issues S_j once K_j
    landed and its previous softmax is done, then P_{j-1} V_{j-1} once V_{j-1} landed,
    and computes softmax j once S_j is done; it releases K_j after S_j, V_{j-1} after its
    softmax j and P_{j-1} V_{j-1}. Returns [(lane, start, width, label, kind)]."""
    boxes, loader = [], 0.1
    ready_k, ready_v, free_k, free_v = {}, {}, {}, {}
    tensor_free = {0: 0.0, 1: lag}
    softmax_end = {0: 0.0, 1: lag}
    for j in range(blocks):
        start = max(loader, free_k.get(j - 2, 0.0))
        boxes.append(("loader (1 warp)", start, COPY, f"K{j}", "copy"))
        ready_k[j] = loader = start + COPY
        start = max(loader + 0.02, free_v.get(j - 2, 0.0))
        boxes.append(("loader (1 warp)", start, COPY, f"V{j}", "copy"))
        ready_v[j] = loader = start + COPY
        for c in (0, 1):
            tc, sm = f"consumer {c}: tensor cores", f"consumer {c}: softmax"
            s_start = max(tensor_free[c], ready_k[j], softmax_end[c]) + 0.02
            boxes.append((tc, s_start, PRODUCT, f"S{j}", "product"))
            s_end = tensor_free[c] = s_start + PRODUCT
            free_k[j] = max(free_k.get(j, 0.0), s_end)
            if j:
                pv_start = max(s_end, ready_v[j - 1]) + 0.02
                boxes.append((tc, pv_start, PV, f"P{j - 1}·V{j - 1}", "product"))
                tensor_free[c] = pv_start + PV
            boxes.append((sm, s_end + 0.02, SOFTMAX, f"softmax {j}", "softmax"))
            softmax_end[c] = s_end + 0.02 + SOFTMAX
            if j:
                free_v[j - 1] = max(free_v.get(j - 1, 0.0), tensor_free[c], softmax_end[c])
    for c in (0, 1):  # the drain: the last block's P V
        start = max(tensor_free[c], softmax_end[c], ready_v[blocks - 1]) + 0.02
        boxes.append((f"consumer {c}: tensor cores", start, PV,
                      f"P{blocks - 1}·V{blocks - 1}", "product"))
    return boxes


def draw(path: Path) -> None:
    plt = plot_style.apply()
    fig, ax = plt.subplots(figsize=(10.0, 3.6))
    colors = {"copy": plot_style.PALETTE[5], "product": plot_style.PALETTE[0],
              "softmax": plot_style.PALETTE[1]}
    boxes = schedule()
    for lane, start, width, label, kind in boxes:
        _box(ax, lane, start, width, label, colors[kind])
    where = {(lane, label): (start, width) for lane, start, width, label, _ in boxes}
    arrow = dict(arrowstyle="->", color=plot_style.INK, linewidth=0.8)
    k0, s0 = where[("loader (1 warp)", "K0")], where[("consumer 0: tensor cores", "S0")]
    ax.annotate("", xy=(s0[0], LANES["consumer 0: tensor cores"] + 0.15),
                xytext=(k0[0] + k0[1], LANES["loader (1 warp)"] - 0.15), arrowprops=arrow)
    ax.text(k0[0] + k0[1] + 0.05, 2.5, "ready", fontsize=9)
    s0_last, k2 = where[("consumer 1: tensor cores", "S0")], where[("loader (1 warp)", "K2")]
    ax.annotate("", xy=(k2[0], LANES["loader (1 warp)"] - 0.15),
                xytext=(s0_last[0] + s0_last[1], LANES["consumer 1: tensor cores"] + 0.15),
                arrowprops=dict(arrow, linestyle="--"))
    ax.text(k2[0] + 0.05, 2.5, "empty (both released K0)", fontsize=9)
    ax.set_yticks(list(LANES.values()))
    ax.set_yticklabels(list(LANES))
    ax.set_xticks([])
    ax.set_xlabel("time (a schematic: the order and overlap the code allows, not durations)")
    ax.set_xlim(0, max(start + width for _, start, width, _, _ in boxes) + 0.1)
    ax.set_ylim(-0.2, 3.4)
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    ax.set_title("Step 3's program: one loader warp, two consumer warpgroups, a ring of two slots")
    plot_style.save(fig, path)


def make_schedule(folder: Path) -> None:
    draw(folder / "schedule.svg")


GLUON_ATTENTION_SCHEDULE = Artifact(name="gluon_attention_schedule", make=make_schedule,
                                    needs_cuda=False)
