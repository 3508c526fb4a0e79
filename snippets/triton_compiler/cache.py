"""Triton's kernel cache: where it is, what one entry holds, what makes a new entry,
and how long a compile takes when there is no entry to reuse.

Every compile is keyed by a hash of the source, the argument types, the
specialisation (constants, which integers and pointers are multiples of 16), the
options (``num_warps``, ``num_stages``...), the target and the Triton version. A hit
skips the whole pipeline. The JIT does the same keyed lookup on every launch, after it
has looked at the arguments: a new value of a ``tl.constexpr``, or an integer that
stops being a multiple of 16, is a new key and therefore a new compile.

    python -m snippets.triton_compiler.cache OUT_DIR   # TRITON_INTERPRET=0 is needed
"""

import csv
import os
import statistics
import tempfile
import time
from pathlib import Path

from snippets.helpers.capture import run_module
from snippets.machinery.items import Artifact


# --8<-- [start:entries]
def cache_entries(cache_dir: Path) -> dict[str, list[str]]:
    """Each entry (a folder named by the hash) and the files in it."""
    return {entry.name: sorted(f.name for f in entry.iterdir())
            for entry in sorted(Path(cache_dir).iterdir()) if entry.is_dir()}


def default_cache_dir(knobs) -> str:
    """Where Triton caches when TRITON_CACHE_DIR is not set (``knobs.cache.dir`` is that
    variable when it is set, as it may be for the whole run that prints this)."""
    home = os.environ.get("TRITON_HOME", os.path.expanduser("~/"))
    return getattr(knobs.cache, "get_triton_dir",
                   lambda name: os.path.join(home, ".triton", name))("cache")


def show_the_cache() -> None:
    from triton import knobs

    from snippets.triton_compiler.offline import compile_add

    print("default cache folder:", default_cache_dir(knobs).replace(os.path.expanduser("~"), "~"))
    with tempfile.TemporaryDirectory() as cache_dir:
        os.environ["TRITON_CACHE_DIR"] = cache_dir  # read at every compile
        compile_add("sm_90")  # the first compile of this source: a new entry
        (files,) = cache_entries(Path(cache_dir)).values()
        print("one entry holds:", ", ".join(files))
        launches = [  # (what changed, the compile), in the order a program might launch
            ("nothing (same source, types, constants)", lambda: compile_add("sm_90")),
            ("n_elements no longer a multiple of 16", lambda: compile_add("sm_90", n_multiple_of_16=False)),
            ("BLOCK_SIZE (a tl.constexpr) 1024 -> 512", lambda: compile_add("sm_90", block=512)),
            ("the target: sm_80 instead of sm_90", lambda: compile_add("sm_80")),
        ]
        for change, compile_again in launches:
            before = len(cache_entries(Path(cache_dir)))
            compile_again()
            verdict = "new entry" if len(cache_entries(Path(cache_dir))) > before else "cache hit"
            print(f"  {change:44} -> {verdict}")
        del os.environ["TRITON_CACHE_DIR"]
# --8<-- [end:entries]


# --8<-- [start:specialise]
def launch_specialisation(values) -> list[list]:
    """What the JIT makes of each Python integer argument: its IR type and the
    specialisation that goes into the cache key ("D": divisible by 16; a value of 1
    becomes a constant). Triton's own function, as a launch calls it."""
    from triton._C.libtriton import native_specialize_impl
    from triton.backends.compiler import BaseBackend

    rows = []
    for value in values:
        kind, key = native_specialize_impl(BaseBackend, value, False, True, True)
        rows.append([value, kind, {"D": "multiple of 16", "": "none"}.get(key, f"constant {key}")])
    return rows
# --8<-- [end:specialise]


SPECIALISED_VALUES = (7, 16, 1, 2**31 - 1, 2**31, 2**31 + 16)


# --8<-- [start:timing]
def compile_seconds(compile_kernel, repeats: int = 3) -> float:
    """Median wall time of a compile that cannot use the cache."""
    os.environ["TRITON_ALWAYS_COMPILE"] = "1"
    try:
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            compile_kernel()
            times.append(time.perf_counter() - start)
        return statistics.median(times)
    finally:
        del os.environ["TRITON_ALWAYS_COMPILE"]
# --8<-- [end:timing]


def time_our_kernels(path: Path) -> None:
    from snippets.triton_compiler.offline import compile_add, compile_grouped_matmul, compile_softmax

    compile_add("sm_90")  # the first compile in a process also loads the backend: not timed
    kernels = {
        "vector add (lecture 1)": compile_add,
        "row softmax (lecture 2)": compile_softmax,
        "grouped matmul, 3 stages (lecture 3)": compile_grouped_matmul,
    }
    with open(path, "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["kernel", "target", "seconds_median_of_3"])
        for name, compile_kernel in kernels.items():
            for target in ("sm_90", "gfx942"):
                seconds = compile_seconds(lambda: compile_kernel(target))
                writer.writerow([name, target, f"{seconds:.3f}"])


def _capture(folder: Path) -> None:
    (folder / "cache.txt").write_text(
        run_module(__name__, str(folder), interpret=False, timeout_s=300))


CACHE = Artifact(name="compiler_cache", make=_capture, needs_cuda=False)


def write_specialisation(path: Path) -> None:
    with open(path, "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["integer argument", "type in the IR", "specialisation in the key"])
        writer.writerows(launch_specialisation(SPECIALISED_VALUES))


if __name__ == "__main__":
    from snippets.helpers.cli import output_folder

    folder = output_folder("python -m snippets.triton_compiler.cache FOLDER")
    write_specialisation(folder / "specialisation.csv")
    show_the_cache()
    time_our_kernels(folder / "compile_times.csv")
