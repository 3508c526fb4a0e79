"""Question: a kernel is launched again with another integer: does it compile again?

A launch puts into the cache key, for every integer argument, the type the JIT gives it
and its specialisation (part 1 of the lecture, "Compiling for a GPU you do not have",
shows both for a few values). Two launches that differ only in one integer argument
share a compiled kernel exactly when that integer gets the same type and the same
specialisation both times.

Run the check: ``python -m snippets.exercises check compiles_again``.
"""

from snippets.exercises import check


# --8<-- [start:answer]
def my_cache_key_part(value: int) -> tuple[str, str]:
    """What a launch puts into the cache key for an integer argument: (type, specialisation)."""
    # TODO: the type: "i32" from -2**31 to 2**31 - 1, "i64" up to 2**63 - 1 (and down
    # to -2**63), "u64" above that.
    ir_type = ...
    # TODO: the specialisation: "constant 1" for a value of 1 (it becomes a constexpr,
    # whatever the type rule says), "multiple of 16" for a multiple of 16 (0 is one),
    # "none" otherwise.
    specialisation = ...
    return ir_type, specialisation


def my_compiles_again(first: int, second: int) -> bool:
    """A kernel ran with an integer argument equal to `first`; it is launched again with
    `second`, everything else the same. Does this launch compile a new kernel?"""
    # TODO: compare what the two launches put into the cache key.
    return ...
# --8<-- [end:answer]


# --8<-- [start:check]
check("compiles_again", my_compiles_again)
# --8<-- [end:check]
