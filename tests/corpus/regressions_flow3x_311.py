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


def lambda_ternary_copied_return():
    # 3.12+ copies the lambda's return into both arms of its conditional.
    from math import sqrt

    f = lambda p: sqrt(2 * p) - 1 if p < 1 / 2 else 1 - sqrt(2 - 2 * p)
    g = lambda p: sqrt(p) if p < 1 else (sqrt(p + 1) if p < 2 else sqrt(p + 2))
    return [f(0.25), f(0.75), g(0.5), g(1.5), g(2.5)]


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
