def my_first_pass(passes, operation):
    for name, ir_after in passes:
        if operation in ir_after:
            return name
    return None
