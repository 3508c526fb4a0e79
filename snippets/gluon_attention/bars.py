"""The bars lecture 9 set itself before measuring (read by its sentences and its figure)."""

# --8<-- [start:bars]
BAR_CUDNN = 0.90  # the final kernel's forward: at least 0.90x SDPA's cuDNN backend
BAR_TL = 1.15  # and at least 1.15x lecture 8's tl kernel, in every case and every pass
# --8<-- [end:bars]
