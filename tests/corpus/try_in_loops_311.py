"""try/except statements inside loops (no break/continue out of them).

Samples that need Python 3.11 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Control-flow shape of 3.11+ (jumps, loops, conditions) that failed to
# decompile (3.8-3.10 read some of them differently: not yet identical
# there).

def elif_after_branch_ending_in_try():
    # 3.11 lays the inner handler out inline, after its body's copy of the
    # return; the elif after it is still the outer try's body.
    out = []

    def emit(mode):
        try:
            msg = 10 // mode
            if mode == 1:
                try:
                    out.append(1 // (mode - 1))
                except ZeroDivisionError:
                    out.append("zero")
                    out.append(msg)
            elif mode == 2:
                out.append(2)
            else:
                out.append(msg)
        except Exception:
            out.append("error")

    for m in (0, 1, 2, 3):
        emit(m)
    return out
