"""The Gluon benchmark as a run of ``scripts/regenerate.py`` makes it.

Each Gluon forward (one per step of the lecture, and the ping-pong tried), lecture 8's ``tl``
kernel and SDPA's cuDNN and flash backends, at lecture 8's forward cases of head dim 128
and N = 4096 and 8192 (bfloat16 and float16, causal and not), timed by ``bench.measure``
with lecture 8's own timing, in the benchmark's thread as lecture 8 times (cuDNN's plans
stay in the thread that built them). Two passes a case, the providers in one order and
then in reverse; ``bench.py`` says what each column is.
"""

from pathlib import Path

import torch

from snippets.machinery.items import Artifact, Schedule


def make_benchmark(folder: Path) -> None:
    from snippets.attention.benchmark import in_thread
    from snippets.gluon_attention import bench
    from snippets.helpers.csv_files import write_rows

    write_rows(folder / "tflops.csv", in_thread(bench.measure))
    import triton

    (folder / "versions.txt").write_text(
        f"torch {torch.__version__}, Triton {triton.__version__}, "
        f"cuDNN {torch.backends.cudnn.version()}, {torch.cuda.get_device_name(0)}\n")


# Optional: a GPU without it (one that has not run this lecture yet) is named on the page.
# About 100 s on an H200: 8 cases x 7 providers x 2 passes of lecture 8's timing, plus
# the first calls (the three Gluon kernels compile for each dtype and mask).
GLUON_ATTENTION_BENCHMARK = Artifact(name="gluon_attention_benchmark", make=make_benchmark,
                                     needs_capability=(9, 0), optional=True,
                                     schedule=Schedule(first_estimate_s=100.0))
