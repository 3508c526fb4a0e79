def my_block_shapes(block_m, block_n, block_k, b_is_transposed, epilogue_subtile):
    a_block = [block_m, block_k]
    b_block = [block_n, block_k] if b_is_transposed else [block_k, block_n]
    c_block = [block_m, block_n // 2 if epilogue_subtile else block_n]
    return a_block, b_block, c_block
