"""for/else and while/else: the else clause and the breaks that skip it.

Samples that need Python 3.11 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Control-flow shape of 3.11+ (jumps, loops, conditions) that failed to
# decompile (3.8-3.10 read some of them differently: not yet identical
# there).

def break_ending_if_before_break():
    # The if's `break` jumps where the `break` ending the block goes; it is
    # no jump over an else threaded through that one (it has its own line).
    def wrap(chunks, width, lines):
        while chunks:
            cur = []
            while chunks:
                if len(chunks[-1]) <= width:
                    cur.append(chunks.pop())
                else:
                    break
            if cur:
                if len(lines) < 3:
                    lines.append(cur)
                else:
                    while cur:
                        if cur[-1] == "x":
                            lines.append(cur)
                            break
                        del cur[-1]
                    else:
                        if lines:
                            prev = lines[-1]
                            if len(prev) < width:
                                lines[-1] = prev + ["."]
                                break
                        lines.append(["."])
                    break
            else:
                chunks.pop()
        return lines

    return wrap(list("abcdefghij"), 2, []), wrap(list("ab"), 1, [[1], [2], [3]])
