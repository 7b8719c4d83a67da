"""`break` and `continue` in for and while loops (no try around them).

Samples that need Python 3.11 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Control-flow shape of 3.11+ (jumps, loops, conditions) that failed to
# decompile (3.8-3.10 read some of them differently: not yet identical
# there).

def if_around_while_with_breaks():
    # 3.11 merges the if's exit with the loop's: the breaks jump to the code
    # after the if.
    out = []

    def f(items, n):
        buf = []
        if n > 0:
            while items:
                data = items.pop()
                if n < data:
                    buf.append(n)
                    break
                if data:
                    buf.append(data)
                    break
        return buf

    for n in (0, 1, 5):
        out.append(f([0, 3, 7], n))
        out.append(f([0, 0], n))
    return out


def continue_after_raising_if_in_for():
    # The `continue` after `if c: raise` has its own line; the for loop's
    # jump back copied to a way in takes that one's (an if/else's end).
    def g(fields, changes):
        out = []
        for f in fields:
            if f < 0:
                continue
            if not f % 2:
                if f in changes:
                    raise ValueError(f)
                continue
            if f not in changes:
                out.append(f)
        return out

    return g([1, 2, 3, -1, 4, 5], {3, 4}), g([1, 3, 5], {1})
