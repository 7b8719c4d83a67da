"""Chained comparisons (`a < b < c`) in conditions, loop tests and return values.

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Minimal sample of a decompiler bug.

def _chained_compare_under_not(value, low, high):
    # The middle operand of `low <= value <= high` stayed on the simulated
    # stack and turned the next assignment into a tuple assignment.
    if not (low <= value <= high):
        return "out"
    adjusted = value - low
    if adjusted > high:
        return "big"
    return adjusted


def case_chained_compare_under_not():
    return [_chained_compare_under_not(v, 2, 8) for v in (1, 5, 9)]


# Exception/control-flow shape of 3.8, 3.9 and 3.11 that did not decompile
# (stdlib sweep).

def _ishex(c):
    # 3.8/3.9: the last chained comparison's jump over its cleanup to the
    # return is that return, copied.
    return b'0' <= c <= b'9' or b'a' <= c <= b'f' or b'A' <= c <= b'F'


def case_return_or_chained_compare():
    return [_ishex(bytes([x])) for x in b"0aFgZ9/"]


# Control-flow shape of 3.10+ (copied exits, branches at the end of try/with
# bodies, elif chains, loops) that failed to round-trip.

def chained_compare_elif(a=1, b=1, c=1):
    if a == b == c == 0:
        f = 0.0
    elif a == 7:
        f = 1.0
    else:
        f = 2.0
    return f


def chained_compare_return_after(a=1, b=1, c=1):
    # 3.10+: the code after the statement is copied behind the cleanup.
    if a == b == c == 0:
        f = 0.0
        return f
    f = 2.0
    return f


def chained_compare_else_return_both(a=0, b=0, c=0):
    if a == b == c == 0:
        f = 0.0
        return f
    else:
        f = 2.0
    return f


def chained_compare_else(a=0, b=0, c=1):
    # The cleanup falls into the else; the branch ends in a copy of the return.
    if a == b == c == 0:
        f = 0.0
    else:
        f = 2.0
    return f


def chained_compare_then_if(i=5, w=4):
    # The branch falls into the next statement: no else.
    r = 0
    if 2 <= i <= 8:
        r = i
    if r != w:
        r = -r
    return r


# 3.12+: a loop's exit (a short return) copied onto each break, read back as
# break; and 3.12+ exit copies after branches.

def _valid_time(tt):
    year, month, mday = tt[:3]
    if (year >= 1970) and (1 <= month <= 12) and (1 <= mday <= 31):
        return year * 10000 + month * 100 + mday
    else:
        return None


def return_none_after_chained_compares():
    # The written `return None` is kept: each chained comparison's cleanup
    # is one more way to it.
    return [_valid_time(t) for t in ((2020, 5, 17), (1969, 1, 1), (2000, 13, 1), (2000, 1, 0))]


# 3.8/3.9 bug.

def _chained_compare_three_links(a, b, c):
    # Each link but the last jumps to the cleanup that pops the middle
    # operand; three links were not merged into one comparison.
    if a == b == c == 0:
        f = 0.0
    elif a == 5:
        f = 1
    else:
        f = 2
    return f


def case_chained_compare_three_links():
    return [_chained_compare_three_links(a, b, c) for a in (0, 5) for b in (0, 5) for c in (0, 1)]


# 3.11-3.13 shape found in the stdlib sweep (the shape is nested in the case
# so that its decompiled code is what runs).

def _g(c):
    return c * 2


def case_chain_last_in_returned_or():
    def run(c):
        return c > 10 or (1 <= _g(c) <= 2) or (3 <= _g(c) <= 8)

    return [run(c) for c in (-1, 0, 1, 2, 3, 4, 5, 11)]


# Eleven operators in one chain, as a value and as a test (issue 19's list
# of a held-out set's shapes).
def _eleven_links(a, b):
    return a < b <= a + 1 < b + 2 <= a + 3 < b + 4 <= a + 5 < b + 6 <= a + 7 < b + 8 <= a + 9 < b + 10


def case_eleven_operator_chain():
    out = [_eleven_links(a, b) for a in range(3) for b in range(3)]
    for n in range(3):
        if n <= 1 < 2 < 3 < 4 < 5 < 6 < 7 < 8 < 9 < 10 < 11:
            out.append(n)
    return out


# 3.10, 3.12, 3.13 (nesting/expressions.py e78 and e85, run over a grid of
# inputs): `d or a < (g(b) and c) < 1`: behind the first link's cleanup
# come the false exit's copy and then the body's copy `d` jumps to. The
# chain was not read as one; its middle operand, left on the stack, was
# put in a temporary read again (`g` called twice).
def case_or_chained_compare_boolop_middle():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a, b, c, d):
        if d or a < (g(b) and c) < 1:
            return 1
        return 2

    return [f(0, 0, 0, 0), f(0, 1, 1, 0), f(2, 1, 0, 0), f(0, 0, 0, 1), log]


# 3.10, 3.12, 3.13 (the smallest shape of nesting/expressions.py e85, run
# over a grid of inputs): an assert of a chained comparison whose last
# operands are a conditional expression and a name: the first link's
# false jump goes to the raise, read as an if around the rest of the
# assert (`a <= b` false passed the assert). (Nested so that the
# decompiled code is what runs.)
def case_assert_chain_ternary_operand():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a, b, d):
        assert a <= b > (g(a) if a else b) > d, a

    out = []
    for a, b, d in ((1, 0, 0), (0, 1, 0), (1, 2, 0), (0, 2, 1), (2, 1, 0)):
        try:
            f(a, b, d)
            out.append("ok")
        except AssertionError:
            out.append("fail")
    return out, log


# 3.10, 3.12, 3.13 (nesting/expressions.py e85, run over a grid of inputs;
# kept in tests/corpus/_open while it ran differently): an assert of a
# chained comparison whose operands are and/or chains holding conditional
# expressions: the middle operand, left on the stack, was put in a
# temporary read again. Refused now (its smallest shapes, above, read
# right or are refused alike). (Nested so that the decompiled code is what
# runs.)
def case_assert_chained_comparison_of_ternaries():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a, b, c, d, xs):
        assert (((c or 1) >= (d is d) not in (0 if a else xs[0]) != g(b)) <= (g(0) and (0 if None else b) and (c or (g(a) if g(a) else d))) > ((0 if g(a) else a) or (0 if c else b) or (a and 1)) > ((0 if c else g(a)) and (c or (a if d else a)) and (a and d and a))), a

    out = []
    for args in ((0, 0, 0, 0, [0]), (1, 2, 1, 1, [[1]])):
        try:
            out.append(f(*args))
        except Exception as exc:
            out.append(type(exc).__name__)
    return out, log


# 3.10, 3.12, 3.13 (found reading the mismatches of nesting/expressions.py
# e11/e168): an if whose condition is a conditional expression with a
# chained comparison as its first arm. The chain's cleanup (`POP_TOP`,
# jump) after the first arm was taken for the arm's jump over the else
# arm: read as `if t: if a < b < c: pass / elif b: ...`, dropping the body
# when the chain held. (Nested so that the decompiled code is what runs.)
def case_ternary_condition_chain_first_arm():
    out = []

    def f(a, b, c):
        if (a < b < c) if a else b:
            out.append(1)
        return 2

    def h(a, b, c):
        if (a < b < c) if a else b:
            return 1
        return 2

    for args in ((1, 2, 3), (0, 1, 0), (1, 0, 0), (2, 3, 1)):
        out.append((f(*args), h(*args)))
    return out


# 3.10-3.13 (nesting/expressions.py e78 on 3.11, which the grid missed: the
# wrong run loops): as above, with a conditional expression as the chain's
# first operand (the arm is not read as one condition). Read as
# `if not a: if chain: pass`, dropping the break; now refused where the arm
# is not read. (Nested so that the decompiled code is what runs.)
def case_ternary_condition_chain_of_ternary_first_arm():
    out = []

    def f(a, b, c, d):
        n = 0
        while n < 3:
            n += 1
            if ((None if c else a) not in b == 1) if not a else d:
                break
            out.append(n)
        return n

    def h(a, b, c, d):
        if ((1 if c else a) < b < 3) if a else d:
            out.append(1)
        return 2

    for args in ((0, [5], 0, 0), (0, [5], 1, 1), (1, 2, 0, 0), (2, 2, 1, 1)):
        out.append((f(*args), h(*args)))
    return out


# 3.8-3.13 (found reading the refusals of nesting/expressions.py e269 and
# e85): a chained comparison whose operand after the first link is a
# conditional expression, in a jump context (if, while, assert, a
# comprehension's filter): the expression's test jumps with the middle
# operand kept under it, read as a test of the condition and refused.
# (Nested so that the decompiled code is what runs.)
def case_chain_link_operand_ternary():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a, b, c):
        if a < b < (g(a) if c else b + 1):
            log.append("body")
        return 2

    def w(a, b, c):
        n = 0
        while n < b > (g(n) if c else a) >= n:
            n += 1
        return n

    def t(a, b, c):
        assert a <= b > (g(a) if c else a) > 0, a

    def h(a, b, c):
        return [x for x in a if x < b < (g(x) if c else 3)]

    out = []
    for a, b, c in ((0, 1, 0), (0, 1, 1), (1, 0, 1), (2, 3, 0), (1, 4, 2)):
        try:
            t(a, b, c)
            out.append("ok")
        except AssertionError:
            out.append("fail")
        out.append((f(a, b, c), w(a, b, c), h([0, 1, 2, 3], b, c)))
    return out, log


# 3.12/3.13 (nesting/expressions.py e207, minimized; refused: "chained
# comparison not understood"): `return a < b < (x if c else y)`: the last
# comparison and the return are copied into the conditional expression's
# first arm(s), so its operand reads as `if c: return b < x`, then `b < y`.
def case_returned_chain_ending_in_ternary():
    def f(a, b, c, d, x):
        return a < b < (x if c else d)

    def h(a, b, c, d, x):
        return a < b < (x if c else (d if a else b))

    grid = [(a, b, c, d, x) for a in (0, 2) for b in (1, 3) for c in (0, 1) for d in (0, 4) for x in (2, 5)]
    return [(f(*v), h(*v)) for v in grid]


# 3.13 (nesting/expressions.py e232, minimized; refused: "a jump in the
# if's body goes into its else"): `if a < b < c and (g(b) or 0): ... else:
# ...`: the chain's cleanup jumps to the else, and so does the folded false
# constant after `g(b)`, from inside what reads as the if's body.
def case_chain_and_false_constant_operand_with_else():
    log = []

    def f(a, b, c):
        if a < b < c and (_g(b) - 2 or 0):
            log.append(1)
        else:
            log.append(2)

    for a, b, c in ((0, 1, 2), (0, 1, 1), (2, 1, 3), (0, 5, 9)):
        f(a, b, c)
    return log


# 3.10-3.13 (nesting/expressions.py e133, minimized; refused: "conditional
# jump leaves its block", "the condition's body lies past its block"): a
# chained comparison as the first arm of a conditional expression in a
# condition: the arm's jump over the else arm, after the last link, was
# taken for a jump over the chain's cleanup to the code after the chain (the
# else arm was lost).
def case_chain_as_first_arm_of_condition_ternary():
    log = []

    def f(a, b, c, d, t):
        if _g(a) if c else ((a == b in (c, d)) if t else d):
            log.append(1)

    def w(a, b, c, d, t):
        n = 0
        while (0 if a else b) and ((a == b < c) if not t else (d if t else a)) and n < 3:
            n += 1
        return n

    grid = [(a, b, c, d, t) for a in (0, 1) for b in (0, 1, 2) for c in (0, 2) for d in (0, 3) for t in (0, 1)]
    for v in grid:
        f(*v)
        log.append(w(*v))
    return log


# 3.11-3.13 (nesting/expressions.py e143 with a call in the middle,
# minimized; refused: "a value the condition reads waits on the stack"):
# `while not (a < g(b) < c)`: the bottom test's last link jumps back into
# the body and its cleanup, laid out after the way out, jumps there too.
# (Still a mismatch: read as `while True` whose body ends in `if a < g(b)
# < c: return`.)
def case_while_not_chain_with_call():
    log = []

    def f(a, c):
        n = 0
        while not (a < _g(n) < c):
            n += 1
            log.append(n)
        return n

    return [f(a, c) for a, c in ((-1, 3), (0, 5), (2, 9), (-5, 1))], log
# 3.10+: `while not (a < b < c)`: the test is copied to the loop's bottom,
# where a link that fails drops the middle operand and jumps back into the
# body (POP_TOP; JUMP), so the body's last jump back is no conditional jump
# (was, 3.10-3.13: "a value the condition reads waits on the stack" with a
# call in the middle, nested ifs re-reading a name there). Found from
# nesting/expressions.py e143.
def case_while_not_chained_comparison():
    log = []

    def g(x):
        log.append(x)
        return x

    def called_middle(a, b, n):
        while not (n > g(b) in a):
            n += 1
        return n

    def name_middle(a, b, n):
        while not (n > b in a):
            n += 1
        return n

    def three_links(a, b, n):
        while not (n > g(b) in a is not None):
            n += 1
        return n

    return [(called_middle(a, b, n), name_middle(a, b, n), three_links(a, b, n)) for a, b, n in (((1, 2), 1, 0), ((3,), 3, 5), ((0, 2), 2, -1))], log


# 3.10+ (nesting/expressions.py e268): `if (x if t else a < b < c): break`
# in a loop: the chain's failed links drop the middle operand in a cleanup
# falling into the code after the if, the loop's exit copied into the first
# arm; the chain's jump to the cleanup is one to where it falls (was: read
# as an if/elif, another bytecode).
def case_break_on_ternary_with_chained_else_arm():
    log = []

    def g(x):
        log.append(x)
        return x

    def endless(a, b, c):
        n = 0
        while True:
            if (g(n) if b else n < a < g(c)):
                break
            n += 1
        return n

    def tested(a, b, c):
        n = 0
        while n < 4:
            if (g(n) if b else n < a < g(c)):
                break
            n += 1
        return n

    return [(endless(a, b, c), tested(a, b, c), tested(c, b, a)) for a, b, c in ((2, 0, 5), (1, 1, 0), (3, 0, 4), (0, 2, 2))], log


# 3.10, 3.12, 3.13 (nesting/expressions.py e207): `return a < b >= (x if t
# else y)`: the last link and its return are copied into the conditional
# expression's first arm, the chain's cleanup returning the failed link's
# value after them (was: chained comparison not understood).
def case_return_chain_ending_in_conditional_expression():
    log = []

    def g(x):
        log.append(x)
        return x

    def two_links(a, b, t, x, y):
        return a < b >= (x if t else y)

    def three_links(a, b, t, x, y):
        return a < g(b) >= (a or x) >= (g(x) if t else y)

    return [(two_links(a, b, t, 1, 2), three_links(a, b, t, 1, 2)) for a in (0, 2) for b in (1, 3) for t in (0, 1)], log


# 3.10, 3.12, 3.13: a chained comparison ending in a conditional
# expression, in a statement that ends the function: the code after it
# (`z = ...; return z`, a call and its return, a yield) is copied into the
# first arm, the cleanup of a failed link followed by that code too (was:
# boolean operand is not an expression). Found probing the shape of e207.
def case_chain_ending_in_conditional_expression_before_exit():
    log = []

    def g(x):
        log.append(x)
        return x

    def stored(a, b, t, x, y):
        z = a < b >= (x if t else y)
        return z

    def called(a, b, t, x, y):
        return g(a < b >= (x if t else y))

    def negated(a, b, t, x, y):
        return not (a < b < (x if t else y))

    def yielded(a, b, t, x, y):
        yield a < g(b) < (x if t else y)

    return [
        (stored(a, b, t, 1, 2), called(a, b, t, 1, 2), negated(a, b, t, 1, 2), list(yielded(a, b, t, 1, 2)))
        for a in (0, 2) for b in (1, 3) for t in (0, 1)
    ], log


# 3.10: `if a < b < c: continue` ending a for loop's body: the chain's jump
# over its cleanup reaches the `continue`, a jump back on a line of its own;
# only a jump back that nothing jumps to was taken for a written one, this
# one for the loop's own (`pass`) (fuzz 3.10 seed 3, mismOld12).
def case_mold12_chain_then_continue_ending_loop():
    log = []

    def in_for(xs, lo, hi):
        for v in xs:
            log.append(v)
            if lo < v < hi:
                continue

    def in_for_else(xs, lo, hi):
        for v in xs:
            if lo < v <= hi:
                continue
        else:
            log.append(lo)

    def in_while(n, lo, hi):
        while n > 0:
            n -= 1
            if lo < n < hi:
                continue
        return n

    return [(in_for(range(4), lo, hi), in_for_else(range(3), lo, hi), in_while(3, lo, hi))
            for lo in (0, 1) for hi in (2, 5)], log


# 3.8, 3.9 (fuzz seed 3; the 3.8/3.9 half of the sample above): `if a < b
# < c: continue` in a loop, here in an if with an else.  The last link
# jumps back when false, the jump over the cleanup is threaded through the
# `continue` (kept behind the cleanup, nothing reaches it) and the cleanup
# jumps back too: the jump over the cleanup was read as the if's own
# `continue` (`if not a < b < c`'s layout), the kept one as a second.
def case_mold13_chain_continue_in_if_with_else():
    log = []

    def in_for(xs, lo, hi):
        for v in xs:
            if not v:
                if lo < v < hi:
                    continue
            else:
                log.append(v)
            log.append(-v)

    def in_while(n, lo, hi):
        while n:
            n -= 1
            if n % 2:
                if lo < n < hi:
                    continue
            else:
                log.append(n)

    for lo, hi in ((0, 9), (-3, 1), (2, 3)):
        in_for([0, 1, 2, -1], lo, hi)
        in_while(5, lo, hi)
    return log
