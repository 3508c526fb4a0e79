"""snippets/core/gpu_lock.py: a timing holds the GPU alone, checks share it.

Notebooks run side by side as separate processes, so the lock is tested across
processes: a child holds the lock for a moment and reports when it held it.
"""

import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

HOLD = """
import sys, time
from snippets.core import gpu_lock
mode, seconds = sys.argv[1], float(sys.argv[2])
with (gpu_lock.timing() if mode == "timing" else gpu_lock.sharing()):
    start = time.time()
    time.sleep(seconds)
    end = time.time()  # inside: after the block the lock is free, and another may hold it
print(start, end)
"""


def _hold(mode: str, seconds: float, lock: Path) -> subprocess.Popen:
    env = {"FAST_PYTORCH_GPU_LOCK": str(lock), "PATH": "/usr/bin:/bin", "TRITON_INTERPRET": "1"}
    return subprocess.Popen([sys.executable, "-c", HOLD, mode, str(seconds)], cwd=ROOT,
                            env=env, stdout=subprocess.PIPE, text=True)


def _held(processes) -> list[tuple[float, float]]:
    spans = []
    for process in processes:
        out, _ = process.communicate(timeout=60)
        assert process.returncode == 0
        spans.append(tuple(map(float, out.split())))
    return spans


def _overlap(a, b) -> bool:
    return a[0] < b[1] and b[0] < a[1]


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
from snippets.core import gpu_lock
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
    env = {"FAST_PYTORCH_GPU_LOCK": str(lock), "PATH": "/usr/bin:/bin", "TRITON_INTERPRET": "1"}
    check = subprocess.Popen([sys.executable, "-c", COMPILING], cwd=ROOT, env=env,
                             stdout=subprocess.PIPE, text=True)
    time.sleep(0.5)  # the check holds the GPU, not yet compiling
    asked = time.time()
    timing = _hold("timing", 2.0, lock)  # gets it once the compile starts (~1.0 s)...
    (after_compile, _), timed = _held([check, timing])
    assert timed[0] - asked < 1.4, "the timing waited for the compile"
    assert after_compile >= timed[1] - 0.01, "the check took the GPU back during the timing"


def test_without_the_variable_both_are_no_ops(monkeypatch):
    from snippets.core import gpu_lock

    monkeypatch.delenv(gpu_lock.LOCK_ENV, raising=False)
    with gpu_lock.timing(), gpu_lock.timing():  # would deadlock if it locked anything
        pass


def test_compiling_ahead_makes_every_call_under_the_shared_lock_and_passes_over_failures(
        monkeypatch, tmp_path):
    # An item's set-up (snippets/core/ahead.py) compiles beside the checks: each call
    # holds the lock shared, so a timing waits at most for one call, never for them all;
    # a call that fails is left for the timing to record, and the rest still compile.
    import fcntl

    import torch

    from snippets.core import ahead, gpu_lock

    lock = tmp_path / "gpu.lock"
    monkeypatch.setenv(gpu_lock.LOCK_ENV, str(lock))
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "synchronize", lambda: None)
    made = []

    def shared_now():  # an exclusive lock cannot be taken while a call holds it shared
        with open(lock, "a") as f:
            try:
                fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return True
            fcntl.flock(f, fcntl.LOCK_UN)
            return False

    def fails():
        raise RuntimeError("no kernel for this case")

    ahead.compile_ahead([lambda: made.append(shared_now()), fails,
                         lambda: made.append(shared_now())])
    assert made == [True, True]
    assert not shared_now()  # released between and after the calls

