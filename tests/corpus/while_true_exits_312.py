"""`while True` loops and the ways out of them (break, return, nested loops).

Samples that need Python 3.12 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Loop shape of 3.12+ that 3.10 and 3.11 lay out another way (and do not
# round-trip yet).

def while_true_closed_by_continue():
    # The loop's only jumps back are folded `if c: continue`s; its body
    # ends in a return, so it runs to the end of the function.
    def wait(results):
        while 1:
            sts = results.pop()
            if sts < 0:
                continue
            if sts == 0:
                if results:
                    continue
                return None
            return sts * 2

    return [wait([3, -1, 0]), wait([0, 0])]
