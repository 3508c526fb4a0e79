"""Reading GEMM kernel names: which precision did cuBLAS compute in?

The small model's trace shows GEMM kernels named like ``sgemm_...`` or
``xmma_gemm_f32f32_...``: full float32 matrix products, the slowest of the tensor-core
GPU's options. A kernel name says it: ``s``/``f32`` is float32, ``tf32`` (or a
``nvjet``/``cutlass`` kernel whose name carries ``tf32``) is TensorFloat-32, ``bf16`` is
bfloat16. Here the same forward pass runs under three settings and the profiler says
which kernels each launched, with the time of the forward pass.

``torch.set_float32_matmul_precision("high")`` lets float32 matmuls use TF32 tensor cores
(10 mantissa bits instead of 23 for the inputs, float32 accumulation);
``torch.autocast("cuda", dtype=torch.bfloat16)`` runs the matmuls in bfloat16.
"""

from collections.abc import Callable
from pathlib import Path

import torch

from snippets.machinery.items import Artifact, Schedule
from snippets.helpers import child_process
from snippets.profiling.torch_profiler import kernels_by_op, profile_steps, small_model

BATCH = 4096  # large enough that the GEMMs, not the launches, take the time
FLOPS = 2 * BATCH * (512 * 2048 + 2048 * 512)  # two matrix products per forward
GEMM_OPS = ("aten::addmm", "aten::mm", "aten::linear", "aten::matmul")


# --8<-- [start:settings]
def forward_under(setting: str, model: torch.nn.Module, batch: torch.Tensor) -> Callable[[], None]:
    def forward() -> None:
        with torch.no_grad():
            if setting == "bfloat16 autocast":
                with torch.autocast("cuda", dtype=torch.bfloat16):
                    model(batch)
            else:
                model(batch)
    return forward


SETTINGS = {  # name: the float32 matmul precision it sets
    'float32, precision "highest"': "highest",  # torch's default: true float32
    'float32, precision "high" (TF32)': "high",
    "bfloat16 autocast": "highest",
}
# --8<-- [end:settings]


def measure(device: torch.device) -> tuple[list[dict], str]:
    from snippets.machinery.worker import gpu_lock
    from snippets.helpers.queued import steady_queued_ms

    model = small_model(device)
    batch = torch.randn(BATCH, 512, device=device)
    rows, text = [], []
    previous = torch.get_float32_matmul_precision()
    # A forward under each setting first (cuBLAS's handle and heuristics): started ahead,
    # the child makes them beside the run's checks, holding the GPU shared, then waits
    # for the item's turn (``child_process.start_ahead``).
    with gpu_lock.sharing():
        for name, precision in SETTINGS.items():
            torch.set_float32_matmul_precision(precision)
            forward_under(name, model, batch)()
        torch.cuda.synchronize()
    torch.set_float32_matmul_precision(previous)
    child_process.wait_for_go()
    try:
        for name, precision in SETTINGS.items():
            torch.set_float32_matmul_precision(precision)
            forward = forward_under(name, model, batch)
            prof = profile_steps(forward, device=device, warmup=2, active=1)
            launched = sorted({kernel for op, kernel, _ in kernels_by_op(prof) if op in GEMM_OPS})
            # cuBLAS may clear a buffer first (a Memset, no kernel): listed, not counted
            gemms = [k for k in launched if not k.startswith("Memset")]
            # Queued ahead of the GPU (helpers/queued.py, lecture 5's timing): do_bench
            # from Python timed the host's launches with TF32's and autocast's forward on
            # a slow host (an H100's TF32 row three times the runs' before), not the GPU.
            ms = steady_queued_ms(forward)
            rows.append({"setting": name, "GEMM kernels": len(gemms),
                         "memsets": len(launched) - len(gemms), "ms_p50": ms[0],
                         "ms_p20": ms[1], "ms_p80": ms[2], "TFLOP/s": FLOPS / ms[0] / 1e9})
            text.append(f"{name}:\n" + "\n".join(f"  {k}" for k in launched))
    finally:
        torch.set_float32_matmul_precision(previous)
    return rows, "\n\n".join(text) + "\n"


def write_outputs(folder: Path) -> None:
    rows, kernels = measure(torch.device("cuda"))
    child_process.write_csv(folder / "precision.csv", rows)
    (folder / "gemm_kernels.txt").write_text(kernels)


def _command(folder: Path) -> list[str]:
    return child_process.module_command("snippets.profiling.matmul_precision",
                                        str(folder.resolve()))


def _start_ahead() -> None:
    child_process.start_one_ahead(MATMUL_PRECISION.name, _command, what="matmul precision")


def _in_child(folder: Path) -> None:
    child_process.run_one_ahead(MATMUL_PRECISION.name, _command, folder, timeout=180,
                                what="matmul precision")


MATMUL_PRECISION = Artifact(name="profiling_matmul_precision", make=_in_child,
                            schedule=Schedule(
                                warm_start=_start_ahead,
                                # three settings, each profiled (CUPTI's start in the
                                # first) and timed with do_bench; the child started ahead
                                first_estimate_s=6.0))


if __name__ == "__main__":
    import sys

    write_outputs(Path(sys.argv[1]))
