"""Lecture 7: matrix multiplication on Hopper (H100, H200).

Lecture 3's grouped kernel, taken further one step per module: tiles loaded by the
Tensor Memory Accelerator (TMA, one per SM) through tensor descriptors (``tma.py``), one
program per SM looping over tiles (``persistent.py``), the same kernel on float8 inputs with
per-tensor scales (``fp8.py``); ``steps.py`` times every step against torch,
``profile.py`` reads Nsight Compute counters for each, ``step_table.py`` joins the two;
``resources.py`` counts each config's registers, spills and programs per SM and reads
the float8 promotion in the PTX; ``peak.py`` is the tensor cores' peak at a measured
clock; ``claims.py`` (with ``claims_steps.py``) and ``facts_steps_and_fp8.py`` are the
page's checked sentences and tables.
"""
