"""`while True` loops and the ways out of them (break, return, nested loops).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Exception/control-flow shape of 3.8, 3.9 and 3.11 that did not decompile
# (stdlib sweep).

def case_chained_compare_break():
    # 3.8/3.9: the jump over a chained comparison's cleanup into `break`
    # is threaded to the loop's exit.
    spans = [(0, 2), (2, 5), (5, 9)]
    i = 0
    p = 6
    while True:
        a, b = spans[i]
        if a <= p < b:
            break
        else:
            i += 1
    return i, a, b


def case_for_else_continue_then_break():
    # 3.8/3.9: a for-else ending in continue, then break: the for's breaks
    # are threaded through that break.
    items = [[1, 1, 2], [1, 1, 3], [1, 4]]
    common = []
    while True:
        prefix = None
        for item in items:
            if not item:
                break
            if prefix is None:
                prefix = item[0]
            elif item[0] != prefix:
                break
        else:
            for item in items:
                del item[0]
            common.append(prefix)
            continue
        break
    out = [common, items]
    return out


# Minimal sample of a decompiler bug.

def case_continue_unless_chained_comparison():
    # random.gammavariate (3.8/3.9): the last link's fall into `continue`
    # was taken for the jump over the chain's cleanup; the decompiler
    # went back to the loop head forever
    def first_inside(values):
        it = iter(values)
        while 1:
            u = next(it)
            if not 1 < u < 9:
                continue
            return u

    return first_inside([0, 12, 9, 3, 5])


def case_while_true_first_in_while_true():
    # idlelib HyperParser.get_expression (3.10): both loops' heads fell on
    # one instruction once the inner loop's line NOP was dropped; the
    # inner loop's break was an "unstructured jump"
    def scan(pos, lim, post):
        while True:
            while True:
                if pos > lim:
                    pos -= 1
                else:
                    break
            if not post:
                break
            pos -= 3
            post = pos > 10
        return pos

    return [scan(5, 2, False), scan(20, 2, True), scan(1, 2, True)]


def case_while_true_starting_with_a_while():
    # difflib._mdiff._line_iterator (3.10): the outer loop's head is the
    # inner loop's top test; the outer loop was taken for the inner one and
    # its continue was an "unstructured jump"
    def pump(lines, it):
        n = 0
        while True:
            while len(lines) < 4:
                lines.append(next(it, "X"))
            s = lines[0]
            if s == "X":
                n = 1
            elif s == "Y":
                lines.pop(0)
                continue
            else:
                return n, lines
            lines.clear()
            if len(lines) > 99:
                return 0, lines

    return pump(["Y", "Y"], iter(["Y", "X", "a", "b", "c", "d", "e", "f"]))


# Loop shape of 3.12+ (exits threaded through the jump that ends a block,
# folded backward jumps) that failed to round-trip.

def continue_before_the_last_statement():
    # `if c: continue` then the loop's last statement, not `if not c:`.
    items = ["x1", "", "y", "x2"]
    out = []
    while True:
        line = items.pop() if items else None
        if line is None:
            break
        if line.startswith("x"):
            continue
        out.append(line)
    return out


def while_true_first_in_while_body():
    # Both loops jump back to the same instruction.
    pos = [0, 2, 4]
    size = 3
    k = 0
    out = []
    while size > 0:
        while True:
            if pos[k % 3] >= size:
                break
            k += 1
        out.append(k)
        size -= 1
    return out


# 3.10 bytecode mismatch.

def case_if_body_continue_in_while_true():
    # 3.10: the jump over an else goes to the jump back of `while True`;
    # an if body's jump straight to the head is a `continue`.
    items = [1, 2, 3, 4, 5]
    out = []
    while True:
        if not items:
            break
        item = items.pop()
        if item % 2:
            out.append(item)
            continue
        out.append(-item)
    return out


# Bytecode mismatch found by the 3.11 stdlib sweep (and its 3.12/3.13
# twins).

def written_return_none_after_a_loop():
    # `minidom._get_containing_element`: the loop's two exits (its first
    # test, its bottom test) share a written `return None`; the implicit
    # one would be copied for each.
    def find(nodes):
        k = 0
        while k < len(nodes):
            if nodes[k] > 2:
                return nodes[k]
            k += 1
        return None

    def first_true(items):
        while True:
            if items.pop():
                break
        return None

    return find([1, 2, 3]), find([]), first_true([0, 1, 0])


# 3.12+: a loop's exit (a short return) copied onto each break, read back as
# break; and 3.12+ exit copies after branches.

def break_before_new_names():
    out = []
    items = iter([3, 0, 2, -1, 5])
    while 1:
        ch = next(items)
        if not ch:
            continue
        if ch < 0:
            break
        out.append(ch)
    return len(out), sorted(out)


# 3.8/3.9 bug.

def _else_break(text, i):
    # The else is only `break`: the false jump is threaded through it to the
    # loop's exit.
    if text[i:i + 1] == "%":
        j = i + 1
        while 1:
            c = text[j:j + 1]
            if not c:
                return -1
            if c.isspace():
                j = j + 1
            else:
                break
    else:
        j = i
    return j


def case_else_break():
    return _else_break("%  x", 0), _else_break("ab", 0), _else_break("%  ", 0)


class _Exc:
    def __init__(self, context=None):
        self.__context__ = context


def _or_then_break(new_exc, old_exc, frame_exc):
    # `a` jumps straight to where the `break` goes (threaded through it).
    while 1:
        exc_context = new_exc.__context__
        if exc_context is old_exc:
            return "set"
        if exc_context is None or exc_context is frame_exc:
            break
        new_exc = exc_context
    return new_exc is frame_exc


def case_or_then_break():
    frame = _Exc()
    chain = _Exc(_Exc(frame))
    return _or_then_break(chain, None, frame), _or_then_break(_Exc(), frame, frame), _or_then_break(_Exc(_Exc()), frame, None)


# 3.11-3.13 shape found in the stdlib sweep (the shape is nested in the case
# so that its decompiled code is what runs).

def case_inner_loop_breaks_to_outer_loops_end():
    def run(lines):
        lines = list(lines)
        starts, stops = [], []
        while True:
            line = lines.pop(0) if lines else ""
            if line.startswith("x"):
                starts.append(len(lines))
                while True:
                    line = lines.pop(0) if lines else ""
                    if line == "y":
                        stops.append(1)
                        break
                    elif not line:
                        stops.append(2)
                        break
            elif not line:
                break
        return starts, stops

    return [run(["a", "x", "b", "y", "c"]), run(["x", "b"]), run([])]


def case_for_else_continue_then_break_outer():
    def run(items):
        out = []
        while True:
            prefix = None
            for item in items:
                if not item:
                    break
                prefix = item[0]
            else:
                for item in items:
                    del item[0]
                out.append(prefix)
                continue
            break
        out.append(len(items))
        return out

    return [run([[1, 2], [3]]), run([[], [1]])]


# `while 1:` whose body is `if a and b: break` (issue 19's list of a
# held-out set's shapes; at the end of a module it was refused: see
# modules/loops_ending_a_scope.py).
def case_while_one_if_and_break():
    a, n = True, 0
    while 1:
        n += 1
        if a and n > 2:
            break
    return n


# 3.8/3.9 (helper othold, from nest_if's f_if_elif_else__while_true__break):
# `while True: break` leaves only jumps, both threaded to where the loop
# goes on (its break, then its dead jump back): read as an empty if/else,
# or its jump back as the jump over an else.
def _while_true_only_breaks(a, log):
    if a:
        while True:
            break
    log.append(a)
    return log


def _elif_while_true_only_breaks(a, log):
    if a == 1:
        log.append(1)
    elif a == 2:
        while True:
            break
    else:
        log.append(3)
    return log


# 3.8/3.9 (the same sample's elif): a test entering that loop is threaded
# past its break and dead jump back onto the jump after them, outside the
# if's body ("conditional jump leaves its block").
def _elif_test_into_while_true_only_breaks(a, b, c, log):
    if not a:
        log.append(0)
    elif a and (b or c):
        while True:
            break
    else:
        log.append(3)
    return log


def case_while_true_only_breaks():
    log = []
    entered = [_elif_test_into_while_true_only_breaks(a, b, c, log) for a in (0, 1) for b in (0, 1) for c in (0, 1)]
    return _while_true_only_breaks(0, log), _while_true_only_breaks(1, log), [_elif_while_true_only_breaks(a, log) for a in (1, 2, 3)], entered


# 3.8/3.9 (nesting/expressions.py e258, `while 1: if (not 0): break` then
# `g(a)`; refused by the self-check: "would lose 1 call"): the loop's
# first statement breaks: its head is that jump, the body after it is
# dead code kept, and its jump back is threaded past the loop too; read as
# the jump over dead code alone, the call was lost.
def case_while_true_breaks_before_dead_body():
    log = []

    def g(x):
        log.append(x)
        return x

    def first_breaks(a):
        while 1:
            if not 0:
                break
            g(a)

    def first_breaks_then_more(a):
        g("before")
        while True:
            break
            g(a)
        return a

    return first_breaks(1), first_breaks_then_more(2), log


# 3.8/3.9 (fuzz 3.8/3.9 seed 1 #325, #756, seed 2 #891; mismatch): a
# `while True: break` before more code of its block: the break jumps right
# past the loop's jump back, which nothing reaches and which is threaded
# there too (its head is the break). The two jumps were read as nothing,
# which recompiles to no code at all.
def case_while_true_break_before_more_code():
    def f(a, b, d):
        while True:
            break
        return d if a else b

    def h(a, b, d, log):
        if a and (b or d):
            while True:
                break
            log.append(1)
        try:
            log.append(0)
        except ValueError:
            log.append(1)
        else:
            x = a
            while True:
                break
            log.append(x)
        return log

    return [(f(a, b, 3), h(a, b, 1, [])) for a in (0, 1) for b in (0, 2)]


# `while True:` whose last jump back is a `continue` a plain test jumps over
# (`if not c: continue`), the code after it returning: read as
# `if c: break` with the return after the loop (3.8-3.11; a break keeps an
# unconditional jump to the code after the loop).
def t16_continue_unless_test_then_return():
    def first_inside(values):
        it = iter(values)
        while 1:
            u = next(it)
            if not u < 9:
                continue
            return u

    return first_inside([12, 9, 3, 5])


# The same with an `or` test and more code before the return (3.8-3.11).
def t16_continue_unless_or_then_code():
    def first_inside(values, log):
        it = iter(values)
        while 1:
            u = next(it)
            if not (u < 0 or u > 9):
                continue
            log.append(u)
            return u

    log = []
    return first_inside([3, 12, 5], log), log


# 3.8/3.9 (nesting corpus e298): `while 1:` whose body starts with an if
# whose condition's first operand is a conditional expression with a folded
# true test and a constant first arm, `(None if 1 else a) or b`: the
# constant's test at the loop's head was read as the loop's test, `while
# not None:` (no compiler leaves a constant's loop test), and the arm
# jump's constant as `False` (mismatch).
def case_x17_while_true_starting_with_constant_arm():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a, d, xs):
        n = 0
        while 1:
            if ((None if 1 else a) or (d if xs[0] else None)) or n > 2:
                break
            n = g(n + 1)
        return n

    return [f(a, d, xs) for a in (0, 1) for d in (0, 2) for xs in ([0], [1])], log


def _lo17_raise_at(log, x, at):
    log.append(x)
    if x == at:
        raise ValueError(x)


# 3.12/3.13 (fuzz 3.12 seed 58 #935, left open as hb17_open): `while True:`
# whose body is an if/elif, the elif's body a try/except then `break`, code
# after the loop: the clause jumps back to the body's `break` (a jump keeping
# its own line, not threaded), which was read as where the statement goes
# on: the `break` written in the except clause, so when the try body
# finished the loop went round for ever.
def case_lo17_break_after_try_in_elif_in_while_true():
    def f(log, a, xs, at):
        while True:
            if a < 0:
                log.append(3)
                a += 1
            elif a in xs:
                try:
                    _lo17_raise_at(log, a, at)
                except ValueError:
                    log.append(2)
                break
        log.append(4)
        return log

    return [f([], 1, (1, 2), -1), f([], 1, (1, 2), 1), f([], -1, (0,), 0)]


# 3.12/3.13: the same without the first branch (`if` alone): read the same
# wrong way.
def case_lo17_break_after_try_in_if_in_while_true():
    def f(log, a, xs, at):
        while True:
            if a in xs:
                try:
                    _lo17_raise_at(log, a, at)
                except ValueError:
                    log.append(2)
                break
            a += 1
        log.append(4)
        return log

    return [f([], 1, (1, 2), -1), f([], 1, (1, 2), 1), f([], 0, (1,), 0)]


# Sibling: a for loop instead of `while True`.
def case_lo17_break_after_try_in_elif_in_for():
    def f(log, a, xs, at):
        for v in range(3):
            if a < 0:
                log.append(3)
                a += 1
            elif a in xs:
                try:
                    _lo17_raise_at(log, a, at)
                except ValueError:
                    log.append(2)
                break
        log.append(4)
        return log

    return [f([], 1, (1, 2), -1), f([], 1, (1, 2), 1), f([], -1, (0,), 0)]


# Sibling: `while a < 5` instead of `while True`, the clause naming the exception.
def case_lo17_break_after_named_clause_in_elif_in_while():
    def f(log, a, xs, at):
        while a < 5:
            if a < 0:
                log.append(3)
                a += 1
            elif a in xs:
                try:
                    _lo17_raise_at(log, a, at)
                except ValueError as e:
                    log.append(e.args)
                break
            else:
                a += 2
        log.append(4)
        return log

    return [f([], 1, (1, 2), -1), f([], 1, (1, 2), 1), f([], -1, (0,), 0), f([], 4, (0,), 0)]
