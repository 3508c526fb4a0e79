"""Lecture 8: attention. FlashAttention's forward and backward in Triton, against every
attention backend torch has."""
