"""Expressions written over several lines (the line table follows the source's
line breaks).

Samples that need Python 3.12 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Line-layout mismatch found by the 3.11 sweep. 3.11 is affected as much as
# 3.12+, but the harness's source oracle (run under the test interpreter,
# 3.11) prints through ast.unparse, which loses the original's line breaks,
# so the sample only runs from 3.12.

def boolean_operands_on_several_lines():
    # `inspect.isawaitable`: 3.11+ threads `and`/`or` jumps only between
    # operands on one line, so the printer keeps the original's line breaks
    # (in parentheses when no bracket is open).
    def awaitable(obj):
        return (isinstance(obj, int) or
                isinstance(obj, str) and
                    bool(len(obj) & 1) or
                isinstance(obj, bytes))

    return [awaitable(x) for x in (1, "a", "ab", b"", None)]
