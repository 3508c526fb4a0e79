"""Picture: which tiles each program of the persistent kernel computes, and when.

Drawn for an 8192 x 8192 C with the tile shape and GROUP_M of the persistent kernel's
first GPU config (``persistent.GPU_CONFIGS[0]``) on the 132 SMs of an H100 SXM or an
H200, with the number of programs ``persistent.balanced_programs`` launches. Program
``p`` of ``P`` computes the tiles numbered ``p, p + P, p + 2P, ...``; tile number ``t``
sits where lecture 3's grouped order (``tl.swizzle2d``) puts it. ``grouped_position`` is that order in plain Python (the
kernel's ``tiles.tile_position`` is a ``@triton.jit`` function);
``tests/hopper_matmul/test_page_claims.py`` checks the two agree.
"""

from pathlib import Path

from snippets.helpers import plot_style
from snippets.machinery.items import Artifact
from snippets.hopper_matmul.persistent import GPU_CONFIGS, balanced_programs

CHOSEN = GPU_CONFIGS[0].kwargs
BLOCK_M, BLOCK_N, GROUP_M = CHOSEN["BLOCK_M"], CHOSEN["BLOCK_N"], CHOSEN["GROUP_M"]
SIZE = 8192
NUM_SMS = 132  # H100 SXM and H200


def grouped_position(tile_id: int, num_pid_m: int, num_pid_n: int, group_m: int):
    """(pid_m, pid_n) of tile ``tile_id``: ``tl.swizzle2d`` of its row-major position."""
    group_size = group_m * num_pid_n  # tiles in one group of GROUP_M rows
    first_row = tile_id // group_size * group_m
    rows_here = min(num_pid_m - first_row, group_m)  # the last group may be shorter
    within = tile_id % group_size
    return first_row + within % rows_here, within // rows_here


def schedule(size: int = SIZE, num_sms: int = NUM_SMS) -> dict:
    """For each tile of C, its number, the program that computes it and in which round."""
    num_pid_m, num_pid_n = -(-size // BLOCK_M), -(-size // BLOCK_N)
    tiles = num_pid_m * num_pid_n
    number = [[-1] * num_pid_n for _ in range(num_pid_m)]
    for tile_id in range(tiles):
        pid_m, pid_n = grouped_position(tile_id, num_pid_m, num_pid_n, GROUP_M)
        number[pid_m][pid_n] = tile_id
    programs = balanced_programs(tiles, num_sms)
    rounds = -(-tiles // programs)
    one_per_sm = min(num_sms, tiles)  # what a grid of one program per SM would leave
    return {"number": number, "tiles": tiles, "programs": programs, "rounds": rounds,
            "last_round_busy": tiles - (rounds - 1) * programs,
            "one_per_sm_last_round_busy": tiles - (rounds - 1) * one_per_sm}


def draw_schedule(folder: Path) -> None:
    plt = plot_style.apply()
    import numpy as np
    from matplotlib import colormaps
    from matplotlib.colors import BoundaryNorm, ListedColormap

    plan = schedule()
    number = np.array(plan["number"])
    programs, rounds, busy = plan["programs"], plan["rounds"], plan["last_round_busy"]
    followed = (0, programs - 1)  # programs whose tiles the figure marks
    cmap = ListedColormap(colormaps[plot_style.HEATMAP](np.linspace(0.05, 0.95, rounds)))
    norm = BoundaryNorm(np.arange(rounds + 1) - 0.5, rounds)
    fig, (ax_c, ax_p) = plt.subplots(1, 2, figsize=(12, 5.8),
                                     gridspec_kw={"width_ratios": [1, 1.2]})

    # Left: C's tiles, coloured by the round in which their program reaches them.
    # Drawn in elements, so C is square and each tile is BLOCK_M x BLOCK_N.
    image = ax_c.imshow(number // programs, cmap=cmap, norm=norm, aspect="equal",
                        extent=(0, number.shape[1] * BLOCK_N, number.shape[0] * BLOCK_M, 0))
    for g in range(GROUP_M, number.shape[0], GROUP_M):  # the groups of GROUP_M rows
        ax_c.axhline(g * BLOCK_M, color="white", lw=0.6)
    markers = ("o", "s")
    for program, marker in zip(followed, markers):
        rows, cols = np.nonzero(number % programs == program)
        ax_c.scatter((cols + 0.5) * BLOCK_N, (rows + 0.5) * BLOCK_M, marker=marker, s=16, facecolor="white",
                     edgecolor=plot_style.INK, lw=0.6, label=f"tiles of program {program}")
    ax_c.set_xticks([])
    ax_c.set_yticks([])
    ax_c.set_xlabel(f"tiles along N ({number.shape[1]} of {BLOCK_N})")
    ax_c.set_ylabel(f"tiles along M ({number.shape[0]} of {BLOCK_M});\n"
                    f"white lines: groups of GROUP_M = {GROUP_M}")
    ax_c.set_title(f"C, {SIZE} x {SIZE}: {plan['tiles']} tiles,\ncoloured by the round that computes them")
    ax_c.legend(loc="upper center", bbox_to_anchor=(0.5, -0.08), ncol=2)

    # Right: the same work seen from the SMs: one column per SM, one row per round.
    work = np.full((rounds, NUM_SMS), np.nan)
    for r in range(rounds):
        work[r, : programs if r < rounds - 1 else busy] = r
    ax_p.imshow(np.ma.masked_invalid(work), cmap=cmap, norm=norm, aspect="auto",
                extent=(0, NUM_SMS, rounds, 0))
    idle = [(busy, rounds - 1, programs - busy, 1)] if busy < programs else []
    if programs < NUM_SMS:  # SMs with no program at all
        idle.append((programs, 0, NUM_SMS - programs, rounds))
    for x, y, width, height in idle:
        ax_p.add_patch(plt.Rectangle((x, y), width, height, facecolor="white",
                                     edgecolor=plot_style.MUTED, hatch="///", lw=0.6))
    ax_p.text(NUM_SMS / 2, rounds - 0.5,
              f"every round: {programs} programs busy, {NUM_SMS - programs} SMs idle"
              if busy == programs else
              f"round {rounds - 1}: {busy} programs busy, {NUM_SMS - busy} SMs idle",
              ha="center", va="center", fontsize=10, color=plot_style.INK,
              bbox={"facecolor": "white", "edgecolor": plot_style.MUTED, "lw": 0.5})
    for program, marker in zip(followed, markers):
        mine = [r for r in range(rounds) if not np.isnan(work[r, program])]
        ax_p.scatter([program + 0.5] * len(mine), [r + 0.5 for r in mine], marker=marker, s=14,
                     facecolor="white", edgecolor=plot_style.INK, lw=0.6)
    ax_p.set_xlabel(f"SM (grid of {programs} programs); program p computes tiles "
                    f"p, p + {programs}, ...")
    ax_p.set_ylabel("round = tile number // programs")
    ax_p.set_title(f"{programs} programs of {NUM_SMS} SMs, {rounds} rounds; one per SM\n"
                   f"would leave {plan['one_per_sm_last_round_busy']} busy in the last round\n"
                   f"(step 1: {plan['tiles']} programs of one tile, every one\n"
                   "with its own prologue and epilogue)")
    for spine in (*ax_c.spines.values(), *ax_p.spines.values()):
        spine.set_visible(False)
    colorbar = fig.colorbar(image, ax=[ax_c, ax_p], shrink=0.8, ticks=range(rounds))
    colorbar.set_label("round")
    fig.suptitle(f"The persistent kernel's schedule: {BLOCK_M} x {BLOCK_N} tiles, "
                 f"GROUP_M = {GROUP_M} (persistent.GPU_CONFIGS[0]), {NUM_SMS} SMs "
                 "(H100 SXM, H200)", y=1.07)
    plot_style.save(fig, folder / "schedule.svg", phone=True)


PERSISTENT_SCHEDULE = Artifact(name="hopper_matmul_schedule", make=draw_schedule,
                               needs_cuda=False)
