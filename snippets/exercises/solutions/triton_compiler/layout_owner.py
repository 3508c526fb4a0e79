def my_layout_owner(row, column, size_per_thread, threads_per_warp, warps_per_cta, order):
    index = (row, column)
    lane_at = [(index[d] // size_per_thread[d]) % threads_per_warp[d] for d in (0, 1)]
    warp_at = [(index[d] // (size_per_thread[d] * threads_per_warp[d])) % warps_per_cta[d]
               for d in (0, 1)]
    fast, slow = order  # order[0] is the dimension that counts fastest
    lane = lane_at[fast] + lane_at[slow] * threads_per_warp[fast]
    warp = warp_at[fast] + warp_at[slow] * warps_per_cta[fast]
    return warp, lane
