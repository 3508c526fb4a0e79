"""Runnable code behind every lecture on the site.

Three wings. Each lecture is a sub-package named after its page (``docs/NN-name.md`` is
``snippets/name``); each module in it is one idea (a kernel, its host wrapper, its
torch reference and, where it makes sense, a benchmark); ``snippets.gpus`` compares the
GPUs and ``snippets.exercises`` holds each lecture's exercises. ``snippets.helpers`` is
the small library lectures share (timing, checks, tolerances, plot style). ``snippets.
machinery`` is what the lectures are declared against and what turns them into the
site: item declarations and discovery, the engine behind ``scripts/regenerate.py``,
the MkDocs hooks and the notebooks.

Importing this package decides, once and before Triton is imported anywhere, whether
Triton runs natively or in its CPU interpreter: without a CUDA device we switch the
interpreter on, so every kernel on the site also runs on a laptop. An explicit
``TRITON_INTERPRET`` in the environment always wins.
"""

import os

if "TRITON_INTERPRET" not in os.environ:
    import torch

    if not torch.cuda.is_available():
        os.environ["TRITON_INTERPRET"] = "1"

# Triton 3.9 warns on every compile until this default is chosen explicitly. Keeping
# fused multiply-add on matches Triton 3.6 (our GPU machine) and torch's own kernels.
os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
