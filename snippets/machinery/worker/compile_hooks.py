"""Hooks into the compilers, for ``snippets.machinery.worker.gpu_lock``: calls made when Triton
starts and ends compiling a kernel, a context around each frame torch.compile compiles,
and one around each of Inductor's GPU benchmarks. Private APIs, used defensively: where
a compiler lacks them, nothing is hooked and the holds cover its compiles as before.
"""

import contextlib


def _compiling_now() -> bool:
    # In Triton's asynchronous mode the compile ends in another call, maybe another
    # thread: the hold is kept there.
    try:
        from triton.runtime import _async_compile
    except ImportError:
        return True
    return _async_compile.active_mode.get() is None


def hook_triton(starts, ends) -> None:
    """``starts(pausing)`` when Triton starts compiling a kernel (``pausing``: it compiles
    synchronously, in this thread) and ``ends()`` when it has compiled it; any hooks set
    before are still called. A compile that raises never calls ``ends``."""
    try:
        from triton import knobs
    except ImportError:  # a Triton without knobs
        return
    before, after = knobs.runtime.jit_cache_hook, knobs.runtime.jit_post_compile_hook

    def cache_hook(*args, **kwargs):
        starts(_compiling_now())
        skip = before(*args, **kwargs) if before else None
        if skip:  # the earlier hook skips the compile: no post-compile call follows
            ends()
        return skip

    def post_compile_hook(*args, **kwargs):
        try:
            if after:
                after(*args, **kwargs)
        finally:
            ends()

    knobs.runtime.jit_cache_hook, knobs.runtime.jit_post_compile_hook = (
        cache_hook, post_compile_hook)


def hook_torch_compile(compiling, benchmarking) -> None:
    """Inside ``compiling()`` while Dynamo compiles a frame (or a backward graph lazily),
    and inside ``benchmarking()`` while Inductor times a kernel on the GPU."""
    hook_dynamo_frames(compiling)
    _hook_inductor_benchmarks(benchmarking)


def hook_dynamo_frames(compiling) -> None:
    """Inside ``compiling()`` while Dynamo compiles a frame (or a backward graph lazily)."""
    try:
        from torch._dynamo.callback import CallbackTrigger, callback_handler
    except ImportError:
        return
    # Not CUDAGRAPH_RECORDING: recording a CUDA graph runs kernels.
    triggers = {getattr(CallbackTrigger, name) for name in ("DYNAMO", "LAZY_BACKWARD")
                if hasattr(CallbackTrigger, name)}
    installed = callback_handler.install_callbacks

    @contextlib.contextmanager
    def install_callbacks(trigger, *args, **kwargs):
        with installed(trigger, *args, **kwargs):
            with compiling() if trigger in triggers else contextlib.nullcontext():
                yield

    callback_handler.install_callbacks = install_callbacks  # this instance only


def _hook_inductor_benchmarks(benchmarking) -> None:
    try:
        from torch._inductor.runtime import benchmarking as inductor
    except ImportError:
        return
    if hasattr(inductor, "set_gpu_benchmark_lock_context"):  # torch >= 2.12
        inductor.set_gpu_benchmark_lock_context(benchmarking)
        return
    benchmarker = getattr(inductor, "benchmarker", None)
    for name in ("benchmark_gpu", "benchmark_gpu_with_cuda_graph"):
        method = getattr(benchmarker, name, None)
        if method is not None:
            setattr(benchmarker, name, within(benchmarking, method))


def within(context, method):
    """``method``, each call of it inside ``context()``."""
    def wrapped(*args, **kwargs):
        with context():
            return method(*args, **kwargs)
    return wrapped
