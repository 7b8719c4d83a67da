"""`compile` and `ast.parse` that print nothing.

depyf compiles text it did not write the meaning of: the decompiled source
of a user's function in the self-check, a user's file or a standard library
module in the round-trip harness. The compiler's warnings about that code
(`x is 1`: "is" with a literal; an invalid escape sequence) are the user's
to see when their own program compiles, not on stderr each time depyf reads
it. Every compile depyf does of such text goes through here.
"""

import ast
import warnings


# The one filter while depyf compiles: every warning ignored.
_IGNORE_ALL = [("ignore", None, Warning, None, 0)]


def quiet_compile(source, filename, mode, flags=0, dont_inherit=True):
    """`compile(...)` with every warning it would give suppressed.  (The
    filter list swapped for one that ignores all, and put back: what
    `catch_warnings` with `simplefilter("ignore")` does for the compiler's
    warnings, which name no registry, at a tenth of its cost; the self-check
    compiles at every decompile.)"""
    saved = warnings.filters
    warnings.filters = list(_IGNORE_ALL)
    try:
        return compile(source, filename, mode, flags, dont_inherit)
    finally:
        warnings.filters = saved


def quiet_parse(source, filename="<unknown>", mode="exec"):
    """`ast.parse(...)` with every warning it would give suppressed."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return ast.parse(source, filename, mode)
