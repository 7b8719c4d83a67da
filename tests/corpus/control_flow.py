def _classify(n):
    if n < 0:
        return "neg"
    elif n == 0:
        return "zero"
    elif n < 10:
        return "small"
    else:
        return "big"


def case_if_elif_else():
    out = [_classify(n) for n in (-3, 0, 4, 50)]
    x = 5
    if x > 3:
        if x > 4:
            out.append("a")
        else:
            out.append("b")
    if not x:
        out.append("c")
    return out


def case_while_else_break_continue():
    out = []
    i = 0
    while i < 10:
        i += 1
        if i % 2:
            continue
        if i == 8:
            break
        out.append(i)
    else:
        out.append("no-break")
    j = 0
    while j < 3:
        j += 1
    else:
        out.append("while-else")
    return out


def case_for_else_nested():
    found = []
    for a in range(2, 20):
        for b in range(2, a):
            if a % b == 0:
                break
        else:
            found.append(a)
    for k in []:
        found.append(k)
    else:
        found.append(-1)
    return found


def case_while_true():
    n, steps = 27, 0
    while True:
        if n == 1:
            break
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


def case_chained_comparisons():
    vals = []
    for x in range(-1, 6):
        vals.append(0 < x <= 3 < 4 != x)
        vals.append(x is not None is not False)
    a, b, c = 1, 2, 3
    return vals, a < b < c, a < b > c, 1 < 2 in [2]


def case_boolean_values():
    xs = [0, 1, "", "s", None, [], [0]]
    out = []
    for x in xs:
        out.append(x or "default")
        out.append(x and "yes")
        out.append("t" if x else "f")
        out.append(len([x, (x or 5) + 1 if isinstance(x, int) else (x and 2) or 3]))
        out.append(f(x) if (f := len) and x else not x)
    return out


def case_walrus():
    data = [1, 2, 3, 4, 5, 6]
    out = []
    if (n := len(data)) > 3:
        out.append(n)
    while (item := data.pop()) > 3:
        out.append(item)
    out.append([y for x in range(5) if (y := x * x) % 2])
    return out, y


def case_slices():
    s = list(range(20))
    t = s[:]
    t[2:5] = ["a"]
    del t[::3]
    return (s[1:], s[:3], s[::2], s[1:10:3], s[-3:], s[::-1][:2],
            "abcdef"[1:-1], t, s[len(s) // 2:])


def case_augmented_assignment():
    class Box:
        pass

    b = Box()
    b.n = 1
    b.n += 5
    b.n *= 3
    d = {"k": [1]}
    d["k"] += [2]
    d["k"][0] -= 10
    x = 7
    x //= 2
    x **= 2
    x <<= 1
    x ^= 3
    x |= 64
    x &= 0xFF
    x %= 50
    return b.n, d, x


def case_assert():
    results = []
    for v in (1, 0):
        try:
            assert v, "value was %d" % v
            results.append("ok")
        except AssertionError as e:
            results.append(str(e))
    try:
        assert False
    except AssertionError as e:
        results.append(e.args)
    return results


def case_del():
    a = 1
    b = [1, 2, 3, 4]
    d = {"x": 1, "y": 2}

    class O:
        pass

    o = O()
    o.attr = 1
    del b[0], d["x"]
    del o.attr
    del a
    try:
        a
    except NameError as e:
        msg = type(e).__name__
    return b, d, hasattr(o, "attr"), msg


def case_conditional_nested():
    return [("even" if i % 2 == 0 else "odd") if i else "zero" for i in range(4)]


def case_global_state():
    global _COUNTER
    _COUNTER = 0
    for _ in range(3):
        _bump()
    return _COUNTER


_COUNTER = 0


def _bump():
    global _COUNTER
    _COUNTER += 1


# Every version: `else: pass` leaves a line marker (NOP) that the body's
# jump goes over; normalisation drops the marker, the jump then reaching
# the next instruction, and the else was read as missing (other bytecode;
# nesting corpus, f3_while_else__if_elif__if_else__pass).
def case_else_pass():
    out = []
    for a, b in ((0, 0), (1, 0), (1, 1)):
        if a:
            if b:
                out.append("b")
            else:
                pass
            out.append("a")
        out.append("end")
    return out


# 3.10+: a `pass` ending an if's body after a compound statement (an if, a
# loop): its line (3.10: on the body's jump over the else; 3.11+: a NOP)
# keeps the statement's jumps out landing on that jump, which without it
# go on past the whole if. The reader dropped the `pass`. Found in fuzz
# 3.10 seed 3 #504 (a match there, see match_310.py), minimised (old15).
def _old15_pass_after_if_in_if_body(a, b, log):
    for v in a:
        if not v:
            if b:
                log.append(1)
            else:
                log.append(2)
            pass
        elif b:
            log.append(3)
        else:
            log.append(4)
        x = v
    return log


def _old15_pass_after_loop_in_if_body(a, b, log):
    if a:
        for v in a:
            log.append(v)
        pass
    else:
        log.append(b)
    return log


def _old15_pass_after_while_in_else_body(a, b, log):
    if not a:
        log.append(b)
    else:
        while b:
            b -= 1
            log.append(b)
        pass
    return log


def case_old15_pass_after_compound_ending_if_body():
    out = []
    for a in ([], [0, 1], [2]):
        for b in (0, 2):
            out.append((_old15_pass_after_if_in_if_body(a, b, []), _old15_pass_after_loop_in_if_body(a, b, []),
                        _old15_pass_after_while_in_else_body(a, b, [])))
    return out
