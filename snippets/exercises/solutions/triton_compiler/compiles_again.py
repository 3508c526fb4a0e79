def my_cache_key_part(value):
    if value == 1:
        return "constexpr", "constant 1"  # a 1 becomes a constant, whatever its type
    if -2**31 <= value < 2**31:
        ir_type = "i32"
    elif -2**63 <= value < 2**63:
        ir_type = "i64"
    else:
        ir_type = "u64"
    return ir_type, "multiple of 16" if value % 16 == 0 else "none"


def my_compiles_again(first, second):
    return my_cache_key_part(first) != my_cache_key_part(second)
