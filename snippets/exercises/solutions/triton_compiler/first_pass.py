from snippets.exercises.triton_compiler.softmax_dump import count_operation


def my_pass_story(passes, operation):
    first, removes_most, largest_drop, before, most = None, None, 0, 0, 0
    for name, ir_after in passes:
        after = count_operation(ir_after, operation)
        if first is None and after > 0:
            first = name
        if before - after > largest_drop:
            removes_most, largest_drop = name, before - after
        before, most = after, max(most, after)
    return first, removes_most, most
