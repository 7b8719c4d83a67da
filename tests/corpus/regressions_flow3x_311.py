"""Control-flow shapes of 3.11+ (jumps, loops, conditions) that failed to
decompile. (3.8-3.10 read some of them differently: not yet identical there.)"""


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
