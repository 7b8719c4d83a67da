"""`while True` loops and the ways out of them (break, return, nested loops).

Samples that need Python 3.11 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Control-flow shape of 3.11+ (jumps, loops, conditions) that failed to
# decompile (3.8-3.10 read some of them differently: not yet identical
# there).

def while_true_starting_with_while(data=(1, 2, 3, 4, 5, 6, 7)):
    # The outer loop's head is the inner loop's test: the `continue` and the
    # jump back both reach it, after the inner loop's exit.
    it = iter(data)
    lines = []
    out = []
    while True:
        while len(lines) < 2:
            lines.append(next(it, None))
        s = lines.pop(0)
        if s is None:
            break
        elif s % 2:
            out.append(s)
            continue
        out.append(-s)
    return out


def while_true_starting_with_while_true(data=(3, 1, 0, 4, 1, 5, 0, 9, 2)):
    # Both loops go back to the same first instruction; the inner loop's
    # closing jump has its `while` line, the outer's `continue`s later ones.
    pos = len(data)
    out = []
    while True:
        while True:
            if pos > 0 and data[pos - 1] == 1:
                pos -= 1
            else:
                break
        if pos > 2:
            pos -= 2
            out.append(pos)
            if pos == 5:
                continue
            out.append(0)
        else:
            break
    return out, pos
