"""snippets/machinery/worker/gpu_lock.py: a timing holds the GPU alone, checks share it.

Notebooks run side by side as separate processes, so the lock is tested across
processes: a child holds the lock for a moment and reports when it held it.
"""

import inspect
import subprocess
import sys
import time
from pathlib import Path

from snippets.machinery.layout import ROOT

HOLD = """
import sys, time
from snippets.machinery.worker import gpu_lock
mode, seconds = sys.argv[1], float(sys.argv[2])
with (gpu_lock.timing() if mode == "timing" else gpu_lock.sharing()):
    start = time.time()
    time.sleep(seconds)
    end = time.time()  # inside: after the block the lock is free, and another may hold it
print(start, end)
"""


def _child(script: str, lock: Path, *args: str, **env) -> subprocess.Popen:
    """``python -c script *args`` sharing ``lock`` (and the environment ``env`` adds),
    its stdout and stderr piped."""
    env = {"FAST_PYTORCH_GPU_LOCK": str(lock), "PATH": "/usr/bin:/bin", "TRITON_INTERPRET": "1",
           **env}
    return subprocess.Popen([sys.executable, "-c", script, *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _hold(mode: str, seconds: float, lock: Path) -> subprocess.Popen:
    return _child(HOLD, lock, mode, str(seconds))


def _held(processes) -> list[tuple[float, float]]:
    spans = []
    for process in processes:
        out, _ = process.communicate(timeout=60)
        assert process.returncode == 0
        spans.append(tuple(map(float, out.split())))
    return spans


def _overlap(a, b) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def _taken_alone_now(lock: Path) -> bool:
    """Whether another holder could take the lock alone at this moment."""
    import fcntl

    with open(lock, "a") as f:
        try:
            fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        fcntl.flock(f, fcntl.LOCK_UN)
        return True


def test_checks_share_the_gpu_and_a_timing_holds_it_alone(tmp_path):
    lock = tmp_path / "gpu.lock"
    checks = [_hold("sharing", 1.5, lock) for _ in range(2)]
    time.sleep(0.5)  # both checks hold the lock before the timing asks for it
    timing = _hold("timing", 0.5, lock)
    first, second, timed = _held(checks + [timing])
    assert _overlap(first, second), "two checks must be able to share the GPU"
    assert not _overlap(timed, first) and not _overlap(timed, second), \
        "a timing ran while a check held the GPU"


def test_a_waiting_timing_goes_before_checks_that_arrive_after_it(tmp_path):
    lock = tmp_path / "gpu.lock"
    check = _hold("sharing", 1.5, lock)
    time.sleep(0.5)
    timing = _hold("timing", 0.5, lock)  # waits for the first check
    time.sleep(0.5)
    late_check = _hold("sharing", 0.5, lock)  # arrives while the timing waits
    first, timed, late = _held([check, timing, late_check])
    assert timed[0] >= first[1] - 0.01 and late[0] >= timed[1] - 0.01


COMPILING = """
import sys, time
from snippets.machinery.worker import gpu_lock
from triton import knobs
with gpu_lock.sharing():
    time.sleep(1.0)                               # launches before the compile
    knobs.runtime.jit_cache_hook(key="k")         # Triton starts compiling a kernel
    time.sleep(1.5)                               # compiling: the GPU is let go
    knobs.runtime.jit_post_compile_hook(key="k")  # compiled: the hold is taken again
    back = time.time()
    time.sleep(0.2)
print(back, time.time())
"""


def test_a_check_lets_go_of_the_gpu_while_triton_compiles_and_waits_to_take_it_back(tmp_path):
    lock = tmp_path / "gpu.lock"
    check = _child(COMPILING, lock)
    time.sleep(0.5)  # the check holds the GPU, not yet compiling
    asked = time.time()
    timing = _hold("timing", 2.0, lock)  # gets it once the compile starts (~1.0 s)...
    (after_compile, _), timed = _held([check, timing])
    assert timed[0] - asked < 1.4, "the timing waited for the compile"
    assert after_compile >= timed[1] - 0.01, "the check took the GPU back during the timing"


def test_without_the_variable_both_are_no_ops(monkeypatch):
    from snippets.machinery.worker import gpu_lock

    monkeypatch.delenv(gpu_lock.LOCK_ENV, raising=False)
    with gpu_lock.timing(), gpu_lock.timing():  # would deadlock if it locked anything
        pass


def test_compiling_ahead_makes_every_call_under_the_shared_lock_and_passes_over_failures(
        monkeypatch, tmp_path):
    # An item's set-up (snippets/machinery/worker/compile_ahead.py) compiles beside the checks: each call
    # holds the lock shared, so a timing waits at most for one call, never for them all;
    # a call that fails is left for the timing to record, and the rest still compile.
    import torch

    from snippets.machinery.worker import compile_ahead as ahead, gpu_lock

    lock = tmp_path / "gpu.lock"
    monkeypatch.setenv(gpu_lock.LOCK_ENV, str(lock))
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "synchronize", lambda: None)
    made = []

    def shared_now():  # an exclusive lock cannot be taken while a call holds it shared
        return not _taken_alone_now(lock)

    def fails():
        raise RuntimeError("no kernel for this case")

    ahead.compile_ahead([lambda: made.append(shared_now()), fails,
                         lambda: made.append(shared_now())])
    assert made == [True, True]
    assert not shared_now()  # released between and after the calls


def test_a_check_lets_go_of_the_gpu_while_torch_compile_compiles(monkeypatch, tmp_path):
    # torch.compile's compiles (a frame, a lazy backward) take seconds to a minute; a
    # check's shared hold is let go for as long as Dynamo compiles (seen here from inside
    # a backend, which Dynamo calls while it compiles), and taken back afterwards.
    import torch

    from snippets.machinery.worker import gpu_lock

    lock = tmp_path / "gpu.lock"
    monkeypatch.setenv(gpu_lock.LOCK_ENV, str(lock))
    free_while_compiling = []

    def backend(graph, example_inputs):
        free_while_compiling.append(_taken_alone_now(lock))
        return graph.forward

    compiled = torch.compile(lambda x: x.sin() + 1, backend=backend)
    with gpu_lock.sharing():
        assert not _taken_alone_now(lock)
        compiled(torch.randn(8))
        assert not _taken_alone_now(lock), "the hold was not taken back after the compile"
    assert free_while_compiling == [True]


def test_recording_a_cuda_graph_keeps_the_hold(monkeypatch, tmp_path):
    # Dynamo's callbacks also fire around a CUDA graph's recording, which runs kernels.
    import torch  # noqa: F401  (the hooks are installed once torch is imported)
    from torch._dynamo.callback import CallbackTrigger, callback_handler

    from snippets.machinery.worker import gpu_lock

    lock = tmp_path / "gpu.lock"
    monkeypatch.setenv(gpu_lock.LOCK_ENV, str(lock))
    with gpu_lock.sharing():
        with callback_handler.install_callbacks(CallbackTrigger.CUDAGRAPH_RECORDING, "0/0"):
            assert not _taken_alone_now(lock)
        with callback_handler.install_callbacks(CallbackTrigger.LAZY_BACKWARD, "0/0"):
            assert _taken_alone_now(lock)


def test_inductors_benchmarks_hold_the_gpu_alone_also_inside_a_check(monkeypatch, tmp_path):
    # Inductor autotunes at a compiled function's first call, inside the check's shared
    # hold: its benchmarks time kernels, so they hold the GPU alone (the check's own
    # hold let go meanwhile: one process cannot hold the lock both ways).
    import torch  # noqa: F401
    from torch._inductor.runtime import benchmarking

    from snippets.machinery.worker import gpu_lock

    lock = tmp_path / "gpu.lock"
    monkeypatch.setenv(gpu_lock.LOCK_ENV, str(lock))
    other = _hold("sharing", 1.5, lock)  # another process's check
    time.sleep(0.7)
    seen = []

    def benchmark(*args, **kwargs):
        seen.append((time.time(), _taken_alone_now(lock)))
        return 1.0

    with gpu_lock.sharing():  # waits for nothing: the other check shares
        if hasattr(benchmarking, "set_gpu_benchmark_lock_context"):
            with benchmarking.maybe_gpu_benchmark_lock():
                benchmark()
        else:
            gpu_lock._alone(benchmark)()
        assert not _taken_alone_now(lock)  # the check's hold is back
    (_, other_end), = _held([other])
    assert seen[0][0] >= other_end - 0.01, "the benchmark ran beside another check"
    assert not seen[0][1], "the benchmark did not hold the lock"
    if hasattr(benchmarking, "set_gpu_benchmark_lock_context"):
        assert benchmarking._gpu_benchmark_lock_context is gpu_lock._benchmarking


def test_holds_nest_in_one_thread_without_waiting_for_themselves(monkeypatch, tmp_path):
    from snippets.machinery.worker import gpu_lock

    lock = tmp_path / "gpu.lock"
    monkeypatch.setenv(gpu_lock.LOCK_ENV, str(lock))
    with gpu_lock.timing():
        with gpu_lock.timing(), gpu_lock.sharing():  # already alone: nothing to take
            pass
    with gpu_lock.sharing(), gpu_lock.sharing():
        with gpu_lock.timing():
            pass
        assert not _taken_alone_now(lock)
    assert _taken_alone_now(lock)


def test_work_carried_into_another_thread_takes_the_holds_with_it(monkeypatch, tmp_path):
    # Lecture 8's set-up holds the lock shared and runs each call in the benchmark's own
    # thread, waiting for it. A benchmark there once asked for the GPU alone while its
    # own process held it shared: it waited for itself, holding the turnstile, and every
    # process stopped behind it (on an H100). Carried, the holds go with the
    # work: its compiles let them go, its benchmarks take the GPU alone.
    from concurrent.futures import ThreadPoolExecutor

    import torch  # noqa: F401  (the hooks are installed once torch is imported)
    from torch._dynamo.callback import CallbackTrigger, callback_handler

    from snippets.machinery.worker import gpu_lock

    lock = tmp_path / "gpu.lock"
    monkeypatch.setenv(gpu_lock.LOCK_ENV, str(lock))
    seen = {}

    def work():
        with callback_handler.install_callbacks(CallbackTrigger.DYNAMO, "0/0"):
            seen["compiling"] = _taken_alone_now(lock)
        with gpu_lock._benchmarking():
            seen["benchmark held it"] = not _taken_alone_now(lock)
        seen["back"] = not _taken_alone_now(lock)

    with ThreadPoolExecutor(1) as thread, gpu_lock.sharing():
        thread.submit(gpu_lock.carried(work)).result(timeout=20)
        assert not _taken_alone_now(lock)
    assert seen == {"compiling": True, "benchmark held it": True, "back": True}


def test_a_timing_beside_a_share_of_its_own_process_says_so_instead_of_waiting(
        monkeypatch, tmp_path):
    # Not carried: the thread cannot take the GPU alone while another thread of its
    # process holds it shared. A timing raises; an Inductor benchmark runs in that share.
    from concurrent.futures import ThreadPoolExecutor

    import pytest

    from snippets.machinery.worker import gpu_lock

    lock = tmp_path / "gpu.lock"
    monkeypatch.setenv(gpu_lock.LOCK_ENV, str(lock))

    def timed():
        with gpu_lock.timing():
            pass

    def benchmarked():
        with gpu_lock._benchmarking():
            return _taken_alone_now(lock)

    with ThreadPoolExecutor(1) as thread, gpu_lock.sharing():
        with pytest.raises(RuntimeError, match="another thread of this process"):
            thread.submit(timed).result(timeout=20)
        assert thread.submit(benchmarked).result(timeout=20) is False


# The child asks what this file's tests ask, with the same function (its source).
FAILED_COMPILE = """
import sys
from pathlib import Path
from snippets.machinery.worker import gpu_lock
from triton import knobs
""" + inspect.getsource(_taken_alone_now) + """

def free():  # whether a timing could take the GPU alone now
    return _taken_alone_now(Path(sys.argv[1]))

seen = []
with gpu_lock.sharing():
    knobs.runtime.jit_cache_hook(key="a")         # a compile that raises: no post hook
    seen.append(free())                           # let go while it compiled
    knobs.runtime.jit_cache_hook(key="b")         # the next compile
    knobs.runtime.jit_post_compile_hook(key="b")  # ends: the hold is taken again
    seen.append(free())
    knobs.runtime.jit_cache_hook(key="c")         # raises too, the last in the hold
seen.append(free())
with gpu_lock.sharing():
    knobs.runtime.jit_cache_hook(key="d")
    knobs.runtime.jit_post_compile_hook(key="d")
    seen.append(free())                           # a later hold is held after compiles
print(" ".join(map(str, seen)))
"""


def test_a_compile_that_raises_does_not_leave_the_holds_let_go(tmp_path):
    # hopper_matmul_warp_specialize expects a config not to compile: Triton then never
    # calls the post-compile hook, and the thread's later GPU work must still be held.
    lock = tmp_path / "gpu.lock"
    child = _child(FAILED_COMPILE, lock, str(lock))
    out, err = child.communicate(timeout=60)
    assert child.returncode == 0, err
    assert out.split() == ["True", "False", "True", "False"]


BUILDING = """
import sys, fcntl, time
from pathlib import Path
from snippets.machinery.worker import gpu_lock
from snippets.machinery.worker.build_lock import exclusive_build

with gpu_lock.sharing():
    with exclusive_build(Path(sys.argv[1])):
        time.sleep(1.5)                           # the build: the GPU is let go
    back = time.time()
    time.sleep(0.2)
print(back, time.time())
"""


def test_a_check_lets_go_of_the_gpu_while_an_extension_builds(tmp_path):
    # On an H100 a 47 s build inside a notebook's check held a waiting timing, and
    # every process queued behind it, for 47 s.
    lock = tmp_path / "gpu.lock"
    check = _child(BUILDING, lock, str(tmp_path / "ext"))
    time.sleep(1.0)  # the check holds the GPU and builds
    asked = time.time()
    timing = _hold("timing", 0.5, lock)
    (after_build, _), timed = _held([check, timing])
    assert timed[0] - asked < 1.2, "the timing waited for the build"
    assert after_build >= timed[1] - 0.01, "the check took the GPU back during the timing"


def test_the_lock_log_names_the_job_and_the_time_let_go(tmp_path):
    lock, log = tmp_path / "gpu.lock", tmp_path / "lock.log"
    check = _child(COMPILING, lock, FAST_PYTORCH_GPU_LOCK_LOG=str(log),
                   FAST_PYTORCH_GPU_LOCK_JOB="some_item")
    _, err = check.communicate(timeout=60)
    assert check.returncode == 0, err
    pid, mode, asked, waited, held, paused, retaken, job = log.read_text().split()
    assert (mode, job) == ("sharing", "some_item")
    assert 1.4 < float(paused) < float(held)
