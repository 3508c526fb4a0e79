"""Exercises of lecture 6 (the Triton compiler): skeletons here, solutions in ../solutions."""

import functools
import re

from snippets.exercises.exercise import Exercise, randint

TWO_D_THREADS = [(1, 32), (2, 16), (4, 8), (8, 4), (16, 2), (32, 1)]
TWO_D_WARPS = [(1, 1), (1, 2), (2, 1), (2, 2), (1, 4), (4, 1), (2, 4), (4, 2), (8, 1)]


def _true_owner(row, column, size_per_thread, threads_per_warp, warps_per_cta, order):
    from snippets.triton_compiler.layouts import Encoding, owner

    params = {"sizePerThread": list(size_per_thread), "threadsPerWarp": list(threads_per_warp),
              "warpsPerCTA": list(warps_per_cta), "order": list(order)}
    return owner((row, column), Encoding("blocked", params))


def _random_layout(g):
    size = [2 ** randint(g, 0, 3), 2 ** randint(g, 0, 3)]
    threads, warps = TWO_D_THREADS[randint(g, 0, 5)], TWO_D_WARPS[randint(g, 0, 8)]
    extent = [2 * size[d] * threads[d] * warps[d] for d in (0, 1)]  # two repeats of the pattern
    order = [1, 0] if randint(g, 0, 1) else [0, 1]
    return (randint(g, 0, extent[0] - 1), randint(g, 0, extent[1] - 1), size, list(threads),
            list(warps), order)


def _pass_story(passes, operation):
    """(first pass that adds it, pass that removes the most, the largest count)."""
    from snippets.exercises.triton_compiler.softmax_dump import count_operation

    counts = [count_operation(ir, operation) for _, ir in passes]
    names = [name for name, _ in passes]
    first = next((n for n, c in zip(names, counts) if c > 0), None)
    drops = [before - after for before, after in zip([0] + counts, counts)]
    removes_most = names[drops.index(max(drops))] if max(drops) > 0 else None
    return first, removes_most, max(counts)


@functools.cache
def _introduced_operations() -> list[str]:
    """Operations of Triton's and NVIDIA's dialects absent from the kernel as written (the
    IR after the first pass, which only inlines) and added by some later pass."""
    from snippets.exercises.triton_compiler.softmax_dump import softmax_passes

    dialects = r"\b((?:tt|ttg|ttng|nvgpu|nvvm)\.[a-z_]+)\b"
    passes = softmax_passes()
    present = set(re.findall(dialects, passes[0][1]))
    introduced = set()
    for _, ir in passes[1:]:
        found = set(re.findall(dialects, ir))
        introduced |= found - present
        present |= found
    return sorted(introduced - {"ttg.convert_layout"})


def _compiles_again(first: int, second: int) -> bool:
    """Whether Triton's own specialisation (what a launch calls) puts a different type or
    specialisation into the cache key for the two integers."""
    from snippets.triton_compiler.cache import launch_specialisation

    keys = [tuple(row[1:]) for row in launch_specialisation([first, second])]
    return keys[0] != keys[1]


# Integers near every boundary of the rule: 1, multiples of 16 and their neighbours, and
# both ends of the i32 and i64 ranges.
_EDGES = [0, 1, 2, 15, 16, 17, 32, 48, 4096, -1, -16, 2**31 - 16, 2**31 - 1, 2**31, 2**31 + 1,
          -2**31, -2**31 - 1, -2**31 - 16, 2**63 - 1, 2**63, 2**63 + 16, -2**63]


def _integer_pair(g):
    def one():
        base = _EDGES[randint(g, 0, len(_EDGES) - 1)]
        return base + 16 * randint(g, -3, 3) if randint(g, 0, 1) and abs(base) < 2**60 else base
    return one(), one()


def _passes_and(operation):
    from snippets.exercises.triton_compiler.softmax_dump import softmax_passes

    return softmax_passes(), operation


EXERCISES = [
    Exercise(
        name="layout_owner", lecture="06-triton-compiler", title="which thread holds an element?",
        kind="question", skeleton="snippets.exercises.triton_compiler.layout_owner",
        solution="snippets.exercises.solutions.triton_compiler.layout_owner", entry="my_layout_owner",
        reference=_true_owner, make_inputs=lambda case, g: case,
        shapes=[(0, 5, [1, 4], [4, 8], [2, 2], [1, 0]), (9, 70, [1, 4], [4, 8], [2, 2], [1, 0]),
                (3, 1, [2, 1], [8, 4], [1, 4], [0, 1])],
        random_shape=_random_layout, random_cases=40,
        hint="Work one dimension at a time: lane position (index // size) % threads, warp "
             "position (index // (size * threads)) % warps; then order[0] counts fastest",
    ),
    Exercise(
        name="first_pass", lecture="06-triton-compiler",
        title="which passes add and remove ttg.convert_layout?", kind="question",
        skeleton="snippets.exercises.triton_compiler.first_pass",
        solution="snippets.exercises.solutions.triton_compiler.first_pass", entry="my_pass_story",
        reference=_pass_story, make_inputs=lambda case, g: _passes_and(case),
        shapes=["ttg.convert_layout"],
        random_shape=lambda g: _introduced_operations()[randint(g, 0, len(_introduced_operations()) - 1)],
        random_cases=3,
        hint="The IR after a pass is what the next pass receives: compare each pass's count "
             "with the count after the pass before it, not with the first one",
    ),
    Exercise(
        name="compiles_again", lecture="06-triton-compiler-part-2",
        title="does this launch compile again?", kind="question",
        skeleton="snippets.exercises.triton_compiler.compiles_again",
        solution="snippets.exercises.solutions.triton_compiler.compiles_again", entry="my_compiles_again",
        reference=_compiles_again, make_inputs=lambda case, g: case,
        shapes=[(7, 9), (16, 48), (16, 24), (1, 2), (2**31 - 1, 2**31)],
        random_shape=_integer_pair, random_cases=40,
        hint="Check the type ranges at their ends (2**31 - 1 is still i32) and that 1 is a "
             "constant before it is anything else",
    ),
]
