"""try/except statements whose body or clauses return, raise or re-raise,
and the code after them.

Samples that need Python 3.11 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Control-flow shape of 3.11+ (jumps, loops, conditions) that failed to
# decompile (3.8-3.10 read some of them differently: not yet identical
# there).

def if_else_in_try_before_copied_return():
    # The if's jump over the else goes to a copy of the `return None` after
    # the try statement (with the jump's line), not to the original.
    out = []

    def f(mode, pid):
        if pid:
            try:
                if mode is None:
                    out.append(len(mode))
                else:
                    out.append(len(mode) + pid)
            except:
                out.append(pid)
        else:
            out.append(mode)

    f(None, 1)
    f([], 2)
    f("ab", 3)
    f("ab", 0)
    return out
