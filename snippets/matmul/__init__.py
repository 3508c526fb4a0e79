"""Lecture 3: matrix multiplication, from a naive blocked kernel to one that keeps up
with cuBLAS.

Read the modules in this order: ``indexing`` (offset and mask helpers), ``problem``
(inputs, reference and tolerances shared by every kernel), ``naive``, ``k_mask``
(what goes wrong without a mask along K), ``order`` (the order in which output blocks
are computed), ``grouped``, ``autotuned``, ``l2`` (Nsight Compute's view of block
order) and ``versus_torch``.
"""
