"""What the generated notebook cells call: where the notebook ran, checks, small timings.

A cell that needs a GPU calls one of these and, without one, prints ``skipped:`` and the
reason instead of doing nothing: a reader (and the test suite) can see every cell that
did not run, and why.
"""

import datetime
import os
import platform
import subprocess
import warnings

import torch

from snippets.machinery.worker import gpu_lock
from snippets.helpers.runtime import interpreting, unsupported_here
from snippets.machinery.items import Snippet
from snippets.machinery.layout import ROOT

SKIPPED = "skipped:"  # how every cell that did not run starts its output

# A backward runs on the autograd engine's own thread, where torch 2.11 finds no current
# CUDA context at the first cuBLAS call, warns, and sets the primary context: which is
# what it should do. Nothing is wrong, so a notebook does not print it in red.
warnings.filterwarnings("ignore", message="Attempting to run cuBLAS, but there was no "
                        "current CUDA context")


def on_gpu() -> bool:
    """True when Triton kernels run natively on a CUDA GPU (not in the interpreter)."""
    return torch.cuda.is_available() and not interpreting()


def skip(reason: str) -> None:
    print(f"{SKIPPED} {reason}")


def _git(*args: str) -> str:
    try:
        return subprocess.run(["git", *args], capture_output=True, text=True, cwd=ROOT,
                              timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


def where_this_ran() -> dict:
    """Print (and return) the machine, the versions and the commit this notebook ran on."""
    import triton

    commit = os.environ.get("REGENERATE_COMMIT") or _git("rev-parse", "HEAD") or "unknown"
    dirty = os.environ.get("REGENERATE_DIRTY")
    if dirty is None:
        dirty = "1" if _git("status", "--porcelain", "--untracked-files=no", "--", "snippets",
                            "docs/*.md") else "0"
    facts = {
        "date_utc": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "torch": torch.__version__,
        "triton": triton.__version__,
        "python": platform.python_version(),
        "commit": commit[:10] + (" (with uncommitted changes)" if dirty == "1" else ""),
    }
    if on_gpu():
        major, minor = torch.cuda.get_device_capability()
        facts["gpu"] = f"{torch.cuda.get_device_name()} (sm_{major}{minor}, CUDA {torch.version.cuda})"
    else:
        facts["gpu"] = "none: Triton kernels run in its CPU interpreter (TRITON_INTERPRET=1)"
    for key in ("gpu", "torch", "triton", "python", "commit", "date_utc"):
        print(f"{key:8} {facts[key]}")
    return facts


def check_against_reference(snippet: Snippet, run=None, reference=None) -> None:
    """Run ``run`` (the wrapper defined above in the notebook, by default the snippet's
    own) on the quick shapes and dtypes the test suite uses, compare it with the torch
    reference, and print the largest difference; raise on a mismatch."""
    from snippets.helpers.runtime import default_device
    from snippets.machinery.verify import check

    from snippets.machinery.needs import unmet

    if snippet.requires_cuda and not on_gpu():
        skip(f"{snippet.name} needs a CUDA GPU ({snippet.requires_cuda})")
        return
    capability = torch.cuda.get_device_capability() if on_gpu() else None
    missing = unmet(snippet, capability)
    if missing:
        skip(f"{snippet.name}: {'; '.join(missing)}")
        return
    replaced = {key: value for key, value in (("run", run), ("reference", reference)) if value}
    if replaced:
        import dataclasses

        snippet = dataclasses.replace(snippet, **replaced)
    device = default_device()
    print(f"{snippet.run.__name__} against {snippet.reference.__name__} on {device}:")
    for dtype in snippet.dtypes:
        dtype_name = str(dtype).removeprefix("torch.")
        reason = unsupported_here(dtype)
        if reason:
            skip(f"{dtype_name}: {reason}")
            continue
        errors = []
        for index, shape in enumerate(snippet.quick_shapes):
            # One shape at a time: a timing elsewhere waits for the checks in flight, so
            # the shorter each hold, the shorter that wait.
            with gpu_lock.sharing(), warnings.catch_warnings():  # beside other notebooks'
                # checks, never their timings. The shapes are the test suite's small, awkward
                # ones on purpose: Numba's warning that a grid of one or two blocks under-uses
                # the GPU is true and beside the point of a correctness check.
                warnings.filterwarnings("ignore", message=r".*Grid size \d+ will likely "
                                        "result in GPU under-utilization")
                errors.append(check(snippet, shape, dtype, device, seed=index))
        shapes = ", ".join("x".join(map(str, shape)) for shape in snippet.quick_shapes)
        print(f"  {dtype_name:9} shapes {shapes}: all match, largest difference {max(errors):.3g}")


def time_one_point(mark, needs: Snippet | None = None) -> None:
    """Time a benchmark at one size (the middle of its range) for each provider: a
    small sample of the sweep that regenerate.py runs in full for the page's plot.
    ``needs``: the snippet it times, whose needs (a GPU generation, a package) apply."""
    if not on_gpu():
        skip("timing needs a CUDA GPU (the interpreter's speed says nothing about the kernel)")
        return
    if needs is not None:
        from snippets.machinery.needs import unmet

        missing = unmet(needs, torch.cuda.get_device_capability())
        if missing:
            skip(f"{needs.name}: {'; '.join(missing)}")
            return
    benchmarks = mark.benchmarks if isinstance(mark.benchmarks, list) else [mark.benchmarks]
    for bench in benchmarks:
        x = sorted(bench.x_vals)[len(bench.x_vals) // 2]
        args = ", ".join(f"{k}={v}" for k, v in bench.args.items())
        print(f"{bench.plot_name}: {', '.join(bench.x_names)} = {x}" + (f" ({args})" if args else ""))
        calls = []
        for provider in bench.line_vals:
            kwargs = {x_name: x for x_name in bench.x_names}
            kwargs.update({bench.line_arg: provider}, **bench.args)
            calls.append(kwargs)
        # Each provider once beside the checks first: its kernels compile (seconds, on
        # the CPU) outside the timing's hold, which stops every other notebook's checks;
        # a hold each, as short as can be, since a waiting timing waits for the longest.
        for kwargs in calls:
            with gpu_lock.sharing():
                mark.fn(**kwargs)
        with gpu_lock.timing():  # no other notebook's kernels on the GPU meanwhile
            readings = [mark.fn(**kwargs) for kwargs in calls]
        for name, reading in zip(bench.line_names, readings):
            median = reading[0] if isinstance(reading, tuple) else reading
            ms = getattr(reading, "ms", None)
            timing = f" ({ms[0] * 1000:.1f} us)" if ms else ""
            print(f"  {name:40} {median:10.4g} {bench.ylabel}{timing}")
            torch.cuda.empty_cache()
