"""Conditional expressions used as conditions: an if's test that is
`(a if t else b)`, alone or after `x or` / `x and` (found by the nesting
corpus, tests/corpus/nesting/expressions.py; the `or` one is issue 19's
`if x or (x if y else 2):`)."""


def _g(*args):
    return args


# 3.11+: each arm's false jump goes to its own copy of the function's
# `return None` (was: conditional jump leaves its block).
def case_if_ternary(x=0, y=1, z=2):
    out = []
    for x, y, z in ((0, 1, 2), (1, 0, 0), (0, 0, 3), (4, 1, 0)):
        if (x if y else z):
            out.append(1)
    return out


def _if_ternary_call(x, y, z):
    if (x if y else z):
        _g()


# All versions: `x or (ternary)` read the first operand as a ternary's test
# (was: mismatch before 3.10, conditional jump leaves its block after).
def _or_ternary(x, y, z):
    if x or (x if y else z):
        _g()


def _and_ternary(x, y, z):
    if x and (y if z else x):
        _g()


def case_or_and_ternary():
    out = []
    for x, y, z in ((0, 1, 2), (1, 0, 0), (0, 0, 3), (4, 1, 0), (0, 0, 0)):
        if x or (x if y else z):
            out.append("or")
        if x and (y if z else x):
            out.append("and")
        if x or y and (z if x else y):
            out.append("or-and")
    return out


# A true constant arm leaves no code: `y` false goes straight to the body
# (3.8-3.10) or to a NOP before it (3.11+).
def _or_ternary_constant_arm(x, y):
    if x or (x if y else 2):
        _g()


def case_ternary_constant_arm():
    out = []
    for x, y in ((0, 0), (0, 1), (1, 0), (3, 5)):
        if x or (x if y else 2):
            out.append((x, y))
    return out


# 3.8/3.9: a loop tested at its top by a conditional expression was read as
# `while True:` + `if not (...): break` (another bytecode). 3.10+ test at
# the bottom too and read it already.
def _while_ternary(x, y, z):
    while (x if y else z):
        _g()


def _while_ternary_in_for(x, y, z):
    for v in z:
        while (x if y else v):
            _g()


def _while_ternary_else(x, y, z):
    while (x if y else z):
        _g()
    else:
        _g(1)


def case_while_ternary():
    out = []
    x, y = 4, 1
    while (x if y else out):
        x -= 1
        out.append(x)
    return out


# Left: a bottom-tested loop whose test is `x or (ternary)` (3.10, 3.12,
# 3.13): conditional jump leaves its block. 3.8/3.9 read it.
# A ternary with a false constant else arm (below, 3.10+): its constant
# folded into the test's jump out, the top test reads as `y and x` then the
# first arm's jump past the else arm, over a copy of the way out, to the
# body (was: loop ends in a conditional jump that is not its test).
def _while_or_ternary(x, y, z):
    while x or (x if y else z):
        _g()
    return 1


def case_while_ternary_constant_arm(x=5, y=1):
    out = []
    while (x if y else 0):
        x -= 1
        out.append(x)
    return out


# A true constant first arm: the test's way into it is a jump straight to
# the body (was: conditional jump leaves its block, every version).
def _if_ternary_constant_first_arm(x, y):
    if (2 if y else x):
        _g()


def case_ternary_constant_first_arm():
    out = []
    for x, y in ((0, 0), (0, 1), (1, 0), (3, 5)):
        if (2 if y else x):
            out.append((x, y))
        if x and (1 if y else x):
            out.append(y)
    return out


# 3.10+: an arm that is a false constant leaves only a jump to the false
# exit (was: conditional jump leaves its block).
def _if_ternary_false_else(a, d):
    if (d if _g(a) else 0):
        _g(1)
    else:
        _g(2)


# 3.10-3.12: the same as a loop's test (its top copy's false arm is a copy
# of the exit; was: loop ends in a conditional jump that is not its test).
def _while_ternary_false_else(a, d):
    while (d if _g(a) else None):
        _g(1)


# 3.11+: the first arm goes into the body, a short exit block, through a
# copy of it instead of a jump over the else arm (was: conditional jump
# leaves its block).
def _not_and_ternary_return(a, b, c, d):
    if (not (d and (b if c else a))):
        return 1
    return 2


def case_not_and_ternary_return():
    return [_not_and_ternary_return(a, b, c, d) for a in (0, 1) for b in (0, 1) for c in (0, 1) for d in (0, 1)]


# An assert's raise, copied behind the first arm, is no body the arm goes
# into (was read so: the self-check refused the lost raise).
def _assert_or_ternary(a, b, c, xs):
    assert ((b or 0 or 0) or ((b > None) if (c not in 1) else (not xs[0]))), a


# 3.8/3.9: a while test holding a conditional expression among `or`
# operands (its first arm's jump over the else arm is threaded into the
# body): was read as `while True: if not (...): break` (nesting corpus;
# run only where the test is false).
def _while_or_ternary_operands(a, xs, n):
    while _same(a) or (a if xs[0] else n) or _same((xs[0] and (a if n else xs))):
        _g(1)
    return n


def _same(x):
    return x


# 3.8/3.9, 3.10/3.12 (see case_while_ternary_constant_arm): a while test
# that is a conditional expression with a folded constant arm (`not 1`).
def _while_ternary_not_constant_arm(c, xs, n):
    out = []
    while (n if (c or xs[0]) else (not 1)):
        out.append(n)
        n -= 1
    return out


def case_while_ternary_operands():
    # (the loop's body changes nothing: only calls whose test is false at once end)
    out = [_while_or_ternary_operands(0, [0], 0), _while_or_ternary_operands(0, [1], 1)]
    for c in (0, 1):
        for xs in ([0], [1]):
            out.append(_while_ternary_not_constant_arm(c, xs, 2))
    return out


# 3.8/3.9: `if (ternary): continue`: the first arm's jump over the else
# arm lands on the `continue` and is threaded back to the loop's head (was:
# conditional jump leaves its block; nesting corpus).
def _continue_on_ternary(xs, c, d):
    out = []
    for v in xs:
        if (v if d else c):
            continue
        out.append(v)
    return out


# 3.8/3.9: the same with a true constant else arm, which leaves no code:
# `d` false goes straight to the `continue`.
def _continue_on_ternary_constant_arm(xs, d):
    out = []
    for v in xs:
        if (v if d else 1):
            continue
        out.append(v)
    return out


def case_continue_on_ternary():
    out = []
    for c in (0, 1):
        for d in (0, 1):
            out.append(_continue_on_ternary([0, 1, 2, 0], c, d))
        out.append(_continue_on_ternary_constant_arm([0, 1, 2, 0], c))
    return out


# 3.11: a chained comparison ending a ternary's first arm, the arm going
# into the body (its jump past the else arm; the chain's cleanup goes to
# the false exit): was read as an if/elif (nesting corpus).  Left: 3.10
# and 3.12 (the arm goes into a copy of the exit there: other layouts).
def _chain_ending_first_arm(xs, b, a, out):
    while 1:
        if ((xs[0] < 0 == a) if (not b) else (not _same(a))):
            break
        out.append(xs[0])
        xs[0] -= 1


def case_chain_ending_first_arm():
    out = []
    _chain_ending_first_arm([2], 0, False, out)
    _chain_ending_first_arm([2], 1, 0, out)
    return out


# 3.8/3.9: a while test whose last operand holds a conditional
# expression: the chain reader took the tests before it for the loop's
# test and the rest for an `if not ...: break` (nesting corpus).
def _while_and_then_ternary(b, xs, a, d):
    while (b and xs[0]) and (not a) and (_same(d) or (d if a else xs[1])):
        xs.pop(0)
    return xs


def case_while_and_then_ternary():
    return [_while_and_then_ternary(b, [1, 2, 0, 3], 0, d) for b in (0, 1) for d in (0, 1)]


# 3.8/3.9: an `or` / `and` value in a conditional expression's first arm:
# its jump to the end of the expression is threaded past the arm's jump
# over the else arm (was: boolean operator leaves its block; nesting
# corpus).
def _or_in_first_arm(b, c, d):
    x = ((c or b) if d else _same(d))
    return x


def _or_constant_in_first_arm(b, c, d, xs):
    x = ((c or 1 or b) if (b if xs[0] else d) else _same(d))
    return x


def case_or_in_first_arm():
    out = []
    for b in (0, 2):
        for c in (0, 3):
            for d in (0, 1):
                out.append(_or_in_first_arm(b, c, d))
                out.append(_or_constant_in_first_arm(b, c, d, [b]))
    return out


# 3.8/3.9: a while test holding a conditional expression as a value (an
# operand of `in` / `!=`): no chain of tests reads it, the loop was read as
# `while True:` + `if not (...): break` (nesting corpus).
def _while_ternary_value_in(a, xs):
    out = []
    while (a if _same(xs) else None) in xs:
        out.append(xs.pop())
    return out


def _while_compare_ternary_value(c, xs):
    n = 0
    while _same(c) != (xs[0] >= 3 or (xs[0] if c else 0)):
        xs[0] += 1
        n += 1
    return n


def case_while_ternary_value():
    # (`0 != True` stays true as xs[0] grows: a call with (0, [5]) never ended)
    return [_while_ternary_value_in(1, [0, 1, 1]), _while_ternary_value_in(2, []), _while_compare_ternary_value(1, [0]), _while_compare_ternary_value(1, [2])]


# Guards (3.8/3.9) for the readings above: a one-line `if a: continue`
# before the next statement's test is no arm of `(True if a else b)`, and
# a one-line `if x == 0: break` no `(False if x == 0 else True)` (the
# stdlib's xdrlib `Unpacker.unpack_list`).
def _one_line_continues(xs, a, b):
    out = []
    for v in xs:
        if a: continue
        if b: continue
        out.append(v)
    return out


def _one_line_break(xs):
    out = []
    while 1:
        x = xs.pop()
        if x == 0: break
        out.append(x)
    return out


def case_one_line_exits():
    return [_one_line_continues([1, 2], a, b) for a in (0, 1) for b in (0, 1)] + [_one_line_break([0, 3, 2])]


# 3.10, 3.12, 3.13: WRONG OUTPUT before the fix: an if whose test is a
# conditional expression returning through copies of `return 1`; the chain
# reader, trying a longer run of tests for the outer `if b:`, took the
# inner if's body (a `return 1`) for a copy to skip, and the body became
# `pass` (found by running the nesting corpus' expressions).
def _if_ternary_copied_returns(a, b, xs):
    if not (a and (b if xs[0] else xs[0])) if b else a:
        return 1
    return 2


def case_if_ternary_copied_returns():
    # (the helper inside the case: its recompiled code runs too)
    def inner(a, b, xs):
        if not (a and (b if xs[0] else xs[0])) if b else a:
            return 1
        return 2

    return [inner(a, b, [x]) for a in (0, 1) for b in (0, 1) for x in (0, 1)]


# 3.8/3.9: a returned conditional expression whose arms are conditional
# expressions: the first arm's jump over the else arm became a copy of the
# return, but the inner first arm's jump reaches the return at the end
# (was: stack underflow; nesting corpus, mostly in lambdas).
def _return_nested_ternary_arms(a, b, c, d):
    return (d if a else c) if b else (a if d else b)


def case_return_nested_ternary_arms():
    f = lambda a, b, c, d: (d if a else (c if b else a)) if _g(b) else (a if d else b)
    return [(_return_nested_ternary_arms(a, b, 2, d), f(a, b, 2, d)) for a in (0, 1) for b in (0, 1) for d in (0, 3)]


# 3.8/3.9 (nesting/expressions.py e239, run over a grid of inputs): a
# `continue` whose condition is a conditional expression with a folded
# conditional expression (`1 if 0 else 1`) in its test: the test of `b`
# jumps to the else arm `c`, read as an if without an else inside the
# first arm's if (`a` true, `b` false went on to `g(v)`). (Nested so
# that the decompiled code is what runs.)
def case_continue_on_ternary_with_folded_test():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a, b, c, xs):
        for v in xs:
            if g(0) if (a and (1 if 0 else 1) and b) else c:
                continue
            g(v)

    for a in (0, 1):
        for b in (0, 1):
            for c in (0, 1):
                f(a, b, c, [a + 2 * b + 4 * c + 10])
    return log


# 3.13 (nesting/expressions.py e191, run over a grid of inputs; kept in
# tests/corpus/_open until it ran the same): `not` of a conditional
# expression whose first arm holds a folded conditional expression: the
# decompiled test went the other way. (Nested so that the decompiled code
# is what runs.)
def case_not_of_ternary_with_folded_arm():
    def f(a, b, xs):
        if (not ((a and (0 if xs[0] else xs[0])) if (b or b) else (b is a))):
            return 1
        return 2

    return [f(0, 1, [0]), f(1, 1, [1]), f(1, 0, [0]), f(0, 0, [1])]


# 3.8/3.9 (nesting/expressions.py e103, e133, e163): a loop test that is a
# conditional expression whose first arm ends in a conditional expression
# with a true constant else arm: that arm's jump to the body is also the
# first arm's way past the else arm (no jump of its own). Read as `while
# True:` around an if/elif of breaks.
def case_ternary_first_arm_ending_in_true_constant_arm():
    log = []

    def g(x):
        log.append(x)
        return 1

    def f(a, b, c):
        while ((a if 0 else 1) if not c else b):
            c = g(c)
            b = 0

    for a, b, c in ((0, 0, 0), (1, 0, 1), (0, 1, 1)):
        f(a, b, c)
    return log


# 3.8-3.13 (nesting/expressions.py e299, refused: "conditional jump leaves
# its block" / "unstructured jump"): a condition that is a conditional
# expression whose first arm is a conditional expression of constants:
# that arm ends in a constant's jump (to the body or the false exit), the
# jump past the else arm after it was dead and is gone.
def case_if_on_ternary_whose_arm_is_a_constant_ternary():
    def f(a, d, xs):
        out = []
        for v in xs:
            if (0 if a else 1) if d else False:
                continue
            out.append(v)
        if (0 if a else 1) if d else (not 1):
            out.append(-1)
        return out

    return [f(a, d, [1, 2]) for a in (0, 1) for d in (0, 1)]


# 3.10-3.11 (nesting/expressions.py e273, refused: "conditional jump leaves
# its block"): a loop test ending in a true constant (`and (not 0)`):
# the top copy falls into the body where the constant was, the bottom
# copy falls into the jump back to the body.
def case_while_ternary_and_true_constant():
    def f(b, c, d):
        n = 0
        while (d if b else c) and (not 0):
            n += 1
            b, c, d = b - 1, c - 1, d - 1
        return n

    return [f(b, 3, 2) for b in (0, 1, 5)]


# 3.8/3.9 (nesting/expressions.py e185, e35, e69; refused: "conditional
# jump leaves its block"): a conditional expression whose test is a
# conditional expression with a true constant else arm (`a if t else 1`,
# no code: `t` jumps straight past the first arm's jump over it, into the
# outer first arm), as a condition and in an assert.
def case_ternary_tested_by_ternary_with_true_constant_arm():
    def f(a, c, t):
        out = []
        if c if (a if t else 1) else a:
            out.append(1)
        try:
            assert (c if (a if t else 1) else a), a
        except AssertionError:
            out.append(2)
        return out

    return [f(a, c, t) for a in (0, 1) for c in (0, 1) for t in (0, 1)]


# 3.10+ (nesting/expressions.py e35, minimized; refused: "conditional jump
# leaves its block"): a conditional expression whose test ends in a false
# constant (`t or None`): the constant's folded test is a jump to the else
# arm, read as the test's last operand.
def case_ternary_test_ending_in_false_constant():
    def f(a, b, c):
        out = []
        if b if (a or None) else c:
            out.append(1)
        try:
            assert (b if (a or None) else c), a
        except AssertionError:
            out.append(2)
        return out

    return [f(a, b, c) for a in (0, 1) for b in (0, 1) for c in (0, 1)]


# 3.8/3.9 (nesting/expressions.py e280, e220, minimized; refused: "boolean
# operator leaves its block"): a returned conditional expression whose
# first arm is a boolean operator over a conditional expression: the arm's
# jump to the return became a copy of it, the operator's jump goes to the
# return itself, past the inner arm's jump over its else arm.
def case_returned_ternary_arm_bool_over_ternary():
    def f_or(a, b, c, d, t):
        return (a or (b if c else d)) if t else a

    def f_and(a, b, c, d, t):
        return (a and (b if c else d) and c) if t else a

    grid = [(a, b, c, d, t) for a in (0, 1) for b in (0, 2) for c in (0, 3) for d in (0, 4) for t in (0, 1)]
    return [(f_or(*p), f_and(*p)) for p in grid]


# 3.10+ (nesting/expressions.py e94, e294, minimized; refused: "boolean
# operand is not an expression"): `x = a and (b if c else (c if d else
# a))`: the code after the expression (the store, the return) is copied
# into each arm but the last, so the operand reads as one if per arm.
def case_assigned_bool_over_nested_ternary():
    def f(a, b, c, d):
        x = a and (b if c else (c if d else a))
        return x

    return [f(a, b, c, d) for a in (0, 1) for b in (0, 2) for c in (0, 3) for d in (0, 4)]


# 3.10+ (nesting/expressions.py e167, e27, e90, minimized; refused:
# "boolean operand is not an expression"): a returned boolean operator
# whose operand is a nested conditional expression: each arm returns by a
# copy of the return, so the operand reads as one if per arm returning,
# then the last arm returned.
def case_returned_bool_over_nested_ternary():
    def f(a, b, c):
        return a and (b if c else (None if a else c))

    return [f(a, b, c) for a in (0, 1) for b in (0, 2) for c in (0, 3)]


# 3.8-3.13 (nesting/expressions.py e46 on 3.13, minimized; refused:
# "conditional jump leaves its block", "comprehension body not
# understood"): a conditional expression inside an operand of a condition's
# test (`x in (b if c else d)` as the first arm of a conditional
# expression): values wait under its test; read in place.
def case_condition_operand_holding_ternary():
    def f(x, b, c, d, t, e):
        out = []
        if x in (b if c else d) if t else e:
            out.append(1)
        out.append([y for y in (x, b) if (y in (b if c else d) if t else e)])
        return out

    return [f(x, [1], c, [2], t, e) for x in (1, 2) for c in (0, 1) for t in (0, 1) for e in (0, 1)]


# 3.8-3.13 (found with the chained comparisons of nesting/expressions.py
# e35/e69, minimized; refused: "conditional jump leaves its block"): a
# condition's later operand starts with a conditional expression whose
# value a comparison reads (nothing waits under its test): its test was
# taken for one of the condition's.
def case_condition_operand_starting_with_ternary():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a, b, c, d):
        if d or (1 if c else a) < b:
            log.append("body")
        return 2

    def t(a, b, c, d):
        assert d or (g(1) if c else a) < b, a

    out = []
    for a, b, c, d in ((0, 1, 0, 0), (2, 1, 0, 0), (0, 0, 1, 0), (0, 2, 1, 0), (2, 0, 0, 1)):
        try:
            t(a, b, c, d)
            out.append("ok")
        except AssertionError:
            out.append("fail")
        out.append(f(a, b, c, d))
    return out, log


# 3.11-3.13 (nesting/expressions.py e33, e123, minimized; read as `if ...:
# while True:` with the bottom test spelled out): a while test ending in a
# conditional expression whose else arm is a true constant, which leaves
# no code: its test's false jump goes into the body, in the top test and
# (through a jump back laid out after the way out) in the bottom one.
def case_while_or_ternary_true_else_arm():
    def f(b, a, n):
        out = []
        while (not b) or (a[0] if n[0] else 1):
            out.append(n[0])
            n[0] -= 1
            if len(out) > 4:
                break
        return out

    return [f(b, [a], [n]) for b in (0, 1) for a in (0, 1) for n in (0, 2)]


# 3.12/3.13 (nesting/expressions.py e167, minimized; refused: "boolean
# operand is not an expression"): a returned boolean operator whose operand
# is a conditional expression tested by a chained comparison, its else arm
# another conditional expression: the operand reads as an if/else whose two
# bodies return (each arm by a copy of the return).
def case_returned_bool_over_chain_tested_ternary():
    def f(a, b, c, d, x):
        return x and (a if b < c < d else (None if a else c))

    return [f(a, b, c, d, x) for a in (0, 1) for b in (0, 2) for c in (1, 3) for d in (0, 4) for x in (0, 5)]
# 3.10+ (nesting/expressions.py e18): a conditional expression whose arms
# are both false constants, `(None if t else 0)`: each arm is a jump to the
# same place, so `t` goes on alike either way; its test is still read from
# where its jumps go (was: read as nested ifs, `if t: pass`).
def case_break_on_ternary_of_false_constants():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a, d, xs):
        n = 0
        while n < 3:
            if g(xs[0]) and (d or (None if xs[n] else 0)):
                break
            n += 1
        return n

    return [f(a, d, xs) for a in (0, 1) for d in (0, 1) for xs in ([0, 1, 0], [1, 1, 1])], log


# 3.10, 3.12 (found by a seeded run of the nesting corpus' expression
# generator): `if a or (None if b else d): return 1` then `return 2`: the
# false constant's jump to `return 2` is a copy of it (its line) laid out
# right after the test of `b`, which jumps past it as over an if
# statement's body (was: conditional jump leaves its block).
def case_or_ternary_false_arm_copied_exit():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a, b, d):
        if a or (None if b else d):
            return 1
        return 2

    def h(a, b, d):
        if g(d) or (a if a else g(b)) or (b or (None if b else d)):
            return 1
        return 2

    return [(f(a, b, d), h(a, b, d)) for a in (0, 1) for b in (0, 1) for d in (0, 2)], log


# 3.12/3.13 (exprNew8; fuzz seed 1 program 1, minimized): `d and (a if 1
# else c)` as a boolean operand: the folded test drops the else arm, and
# the first arm's jump past it became a copy of the code after the
# operator (up to its return); was refused (boolean operand is not an
# expression) or, returned, read `d and a` (mismatch).
def case_true_constant_ternary_operand_before_copied_tail():
    log = []

    def g(x):
        log.append(x)
        return x

    def stored(a, c, d):
        x = d and (a if 1 else c)
        return x

    def returned(a, c, d):
        return d and (a if not 0 else c)

    def called(a, c, d):
        g(d or (g(a) if 1 else g(c)))

    def nested(a, c, d):
        x = d and ((a or c) if 1 else c)
        return x

    return [(stored(a, c, d), returned(a, c, d), called(a, c, d), nested(a, c, d)) for a in (0, 1) for c in (0, 2) for d in (0, 3)], log


# 3.10-3.13 (exprNew8; fuzz seed 1 program 384, minimized): an operand of
# an `or` that is a conditional expression with the same false constant
# in both arms, `(None if d else None)`: its test jumps to the very next
# instruction, the next operand, whichever way it goes (both the chain's
# reader and the condition's graph); was refused (conditional jump leaves
# its block).
def case_test_jumping_where_it_falls_in_or():
    log = []

    def g(x):
        log.append(x)
        return x

    def chain(a, c, d):
        if a or (None if d else None) or c:
            g(1)
        return g(0)

    def graph(a, c, d):
        if (a and (d if g(a) else 1)) or (None if d else None) or c:
            g(1)
        return g(0)

    return [(chain(a, c, d), graph(a, c, d)) for a in (0, 1) for c in (0, 2) for d in (0, 3)], log


# 3.8/3.9 (nesting/expressions.py e293, `while None and (1 if 1 else 1)`,
# refused by the self-check: "would lose 1 call"): a conditional
# expression with a true constant test, as a condition: the first arm's
# jump past the else arm (a true constant: no code) is a jump to the next
# instruction, kept; read as the test alone, the jump was lost (a mismatch;
# after the constant `None`, a loop the compiler drops, its call lost).
def case_true_constant_ternary_condition():
    log = []

    def g(x):
        log.append(x)
        return x

    def in_while(d):
        n = 0
        while d and (1 if 1 else 1):
            d = g(d - 1)
            n += 1
        return n

    def in_if(d):
        if d and (1 if 1 else 1):
            g("if")

    def arm_alone(d):
        if (d if 1 else 1):
            g("arm")

    def after_none():
        while None and (1 if 1 else 1):
            g(1)

    return [(in_while(d), in_if(d), arm_alone(d), after_none()) for d in (0, 2)], log


# 3.8/3.9 (fuzz 3.8 seeds 1-3, ~20 programs, e.g. seed 1 #177, seed 2
# #185; mismatch "bytecode differs ...: original LOAD_CONST None,
# RETURN_VALUE, recompiled <end>"): `return X if 1 else Y` keeps its dead
# arm, a second return, after the first; the decompiler took an arm `None`
# for the implicit return, and dropped another arm after an earlier
# return: it reads `return X if True else Y`.
def _returned_constant_ternary_of_none(a):
    for v in a:
        len(v)
    return (len(a) if 1 else None)


def _return_then_returned_constant_ternary(a):
    if a:
        len(a)
    return a
    return (len(a) if 1 else a)


def case_returned_constant_ternary():
    return _returned_constant_ternary_of_none("ab"), _return_then_returned_constant_ternary("ab")


# 3.8/3.9 (fuzz 3.8 seeds 2-3, e.g. seed 2 #269, #343; mismatch "bytecode
# differs ...: original POP_JUMP_IF_FALSE, recompiled RETURN_VALUE"):
# `return X if None else None` ending a function keeps the test of None
# (an if statement's constant test is dropped): its else arm was taken for
# the implicit return, leaving `if None: return X`.
def _returned_test_of_none_else_none(a):
    if a:
        len(a)
    return (len(a) if None else None)


def case_returned_test_of_none_else_none():
    return _returned_test_of_none_else_none("ab"), _returned_test_of_none_else_none("")


# 3.10/3.11/3.13 (fuzz 3.10 seed 1 #666, seed 2 #441; 3.11 the same;
# refused "unstructured jump"): a conditional expression whose test ends
# in a false constant, `b if (t or None) else c`, with code after it: the
# constant's test folds to a jump to the else arm, which only the test `t`
# falls into. The graph of the tests took that jump for a folded
# constant's only in a comprehension (elsewhere it may be a `break` or
# `continue`); outside any loop it is one too.
def case_ternary_test_ending_in_false_constant_then_code():
    def f(a, b, c):
        x = b if a or None else c
        y = x
        return y

    def h(a):
        if a or None:
            r = 1
        else:
            r = 2
        return r

    return [(f(a, 1, 2), h(a)) for a in (0, 3)]


# 3.10/3.11/3.13 (fuzz 3.10 seeds 1-3, ten programs; 3.11 nine; refused
# "unstructured jump"): a conditional expression whose first arm ends in
# one with a true constant test, `b or (a if 1 else a)`: the folded arm's
# jump over its dropped else arm is threaded through the first arm's own
# jump over the outer else arm, to the same place. Going where the jump
# after the block goes is falling into it.
def case_arm_ending_in_true_constant_ternary():
    def f(a, b):
        y = b or (a if 1 else a) if a else b
        return len([y]) and y

    return [f(a, b) for a in (0, 2) for b in (0, 3)]


# 3.13: `if (d if b else (b if d else 0)):` as an if body with an else
# after it: the false constant arm's jump to the false exit (the jump over
# the else, which has no line of its own) is threaded past it, to where it
# goes, so the condition seemed to leave by three ways ("conditional jump
# leaves its block"). Found by the fuzz set (3.13 seed 2 #250).
def case_if_body_tested_by_arm_of_false_constant():
    def f(a, b, d, log):
        if a:
            if (d if b else (b if d else 0)):
                log.append(1)
        else:
            log.append(2)
        log.append(3)
        return log

    return [f(a, b, d, []) for a in (0, 1) for b in (0, 1) for d in (0, 1)]


# 3.11-3.13 (fuzz 3.12/3.13 seeds 1-3, about ten programs each; mismatch):
# a conditional expression whose test ends in a false constant,
# `g(x if (c and 0) else y)`: `c` jumps to the else arm either way, the
# first arm dropped. With the called function already on the stack it was
# read as `if c: pass` before the call, which loads `g` after `c`.
def case_never_true_test_inside_call():
    def f(a, b):
        return len((b, (a if (len([a]) and 0) else b)))

    def h(a, b):
        return str(b if (1 if str(a) else 1) else a)

    return [(f(a, b), h(a, b)) for a in (0, 2) for b in (0, 3)]


# 3.12/3.13 (fuzz 3.12/3.13 seeds 1-3; mismatch): a conditional expression
# passed to a call whose first arm is a conditional expression or a chained
# comparison, the call and return after it copied behind every arm
# (`g((x if c else y) if d else z)`): the nested arm, read while the called
# function waited on the stack below, took that function for its own if
# statement, so the whole read as an if statement calling in each arm (the
# function loaded after the test).
def case_nested_arm_before_copied_call():
    def f(a, c, d):
        str((0 if c else len([a])) if d else a)

    def h(a, c, d):
        str(a < c < d if d else c)

    def k(a, c, d):
        return [f(a, c, d), h(a, c, d)]

    return [k(a, c, d) for a in (0, 2) for c in (0, 1, 3) for d in (0, 3)]


# 3.10/3.11 (fuzz 3.10 seed 1 #787, seed 2 #707; mismatch): a conditional
# expression tested by another whose false arm is a constant,
# `if (a or b) if (a if t else None) else c:`. `a or b` jumps to its arm's
# jump past the else arm, so the whole needs jumps threaded, and with them
# the test read first as `t and (True if a else False)` (the same ways,
# another layout): a part whose jumps go exactly where its structure sends
# them is now read so first.
def case_or_arm_tested_by_false_constant_ternary():
    def f(a, b, t):
        if (a or b) if (a if t else None) else len([a]) > 1:
            return 1
        return 2

    def h(a, b, t, d):
        if d and ((a or b) if (a if t else 0) else str(a) == "1"):
            return 3
        return 4

    return [(f(a, b, t), h(a, b, t, d)) for a in (0, 1) for b in (0, 2) for t in (0, 3) for d in (0, 1)]


# 3.12/3.13 (fuzz 3.12 seed 1 #287; refused: "conditional jump leaves its
# block"): an if whose test is a conditional expression with an `and` arm
# ends an except clause: its three false ways each go to a copy of the
# clause's end (`POP_EXCEPT; return None`), which the clause reader reads
# as jumps to its last copy (the one before it falling into it). Two of
# them were taken for one exit, the third for another: the test's first
# arm was read as an if of its own, its jump leaving it.
def case_ternary_test_with_and_arm_ending_clause():
    def f(a, c, d, log):
        try:
            log.append(1 // a)
        except ZeroDivisionError:
            if (d is not None) if c else (c and a):
                log.append("then")

    log = []
    for a, c, d in ((0, 1, None), (0, 1, 2), (0, 0, 2), (1, 1, 1), (0, [], 1)):
        f(a, c, d, log)
    return log


# 3.12/3.13 (fuzz 3.12/3.13 seed 1 #17, reduced; refused: "boolean operand
# is not an expression"): `y = x or (a if c else b)` ending a finally body.
# In the copy run for exceptions the code after the operand (`y = ...`, the
# re-raise) is copied behind its first arm, that re-raise read as a jump to
# the one at the end: the operand is no block of its own.
def case_or_ternary_operand_ending_finally():
    def f(x, c, log):
        try:
            log.append(1 // x)
        finally:
            y = x or (0 if c else log.append("g"))

    log = []
    for x, c in ((1, 0), (0, 1), (0, 0)):
        try:
            f(x, c, log)
        except ZeroDivisionError:
            log.append("raised")
    return log


# 3.12/3.13 (fuzz 3.12 seed 1 #535 and #944, reduced; mismatch): a
# conditional expression testing an if or while statement, whose first arm
# is `t or 0`.  The folded false constant leaves a jump (or a copy of the
# exit) to where the condition goes when false, at the place of the arm's
# jump past the else arm; it was read as that jump and the `or 0` dropped.
# The siblings vary the constant and the statement; the else arm's operand
# is a sample of its own.
def _mnew12_arm_or_false_values():
    return ((0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0), (1, 0, 1), (0, 1, 1), (1, 1, 1))


def case_mnew12_arm_or_false_constant_in_if():
    def f(a, b, c, log):
        if ((a or 0) if b else c):
            log.append("then")

    log = []
    for a, b, c in _mnew12_arm_or_false_values():
        f(a, b, c, log)
    return log


def case_mnew12_arm_or_none_in_if_then_code():
    def f(a, b, c, log):
        if ((a or None) if b else c):
            log.append("then")
        log.append("after")

    log = []
    for a, b, c in _mnew12_arm_or_false_values():
        f(a, b, c, log)
    return log


def case_mnew12_arm_or_empty_string_in_while():
    def f(a, b, c, log):
        while ((a or '') if b else c):
            log.append("round")
            a = b = c = 0

    log = []
    for a, b, c in _mnew12_arm_or_false_values():
        f(a, b, c, log)
    return log


def case_mnew12_else_arm_or_false_constant_in_if():
    def f(a, b, c, log):
        if (a if b else (c or 0)):
            log.append("then")

    log = []
    for a, b, c in _mnew12_arm_or_false_values():
        f(a, b, c, log)
    return log


# 3.10, 3.12 (found by the behaviour grid on the sample above; RUNS
# DIFFERENTLY before the fix: `return 0` lost): the same test where the if
# returns and the code after it returns a constant.  The false constant's
# jump became a copy of `return 0` right before the body's copy of `return
# 1`; the reading that takes that copy for the jump to the code after the
# if (`if not c: return 1`, then the code after) left the original `return
# 0` marked as a copy to skip: no return 0 was read at all.
def case_mnew12_else_arm_or_false_constant_returns():
    def f(a, b, c):
        if (a if b else (c or 0)):
            return 1
        return 0

    return [f(a, b, c) for a, b, c in _mnew12_arm_or_false_values()]


# 3.8, 3.9 (fuzz seeds 1-3, ~a third of the mismatches there): an if test
# that is a conditional expression whose first arm is a true constant and
# whose else arm is an `or`.  The constant's test left no code (the
# peephole drops `LOAD_CONST True; POP_JUMP_IF_FALSE`), only the arm's jump
# to the body; it read as `(True if c else d) or e`, whose `True`, an `or`'s
# left operand, compiles to a test that is kept (`POP_JUMP_IF_TRUE`).
def _mold13_true_arm_values():
    return [(a, c, d, e) for a in (0, 1) for c in (0, 1) for d in (0, 1) for e in (0, 2)]


def case_mold13_true_arm_then_or_else_arm():
    def f(c, d, e):
        if (True if c else (d or e)):
            return "then"
        return "else"

    return [f(c, d, e) for a, c, d, e in _mold13_true_arm_values()]


def case_mold13_true_arm_tested_by_ternary_then_or():
    def f(a, c, d, e):
        if (1 if (c if a else d) else (d or e)):
            return "then"
        return "else"

    return [f(a, c, d, e) for a, c, d, e in _mold13_true_arm_values()]


def case_mold13_true_arm_then_or_in_while():
    def f(c, d, e, log):
        while (not 0 if c else (d or e)):
            log.append((c, d, e))
            c = d = e = 0

    log = []
    for a, c, d, e in _mold13_true_arm_values():
        f(c, d, e, log)
    return log


def case_mold13_or_of_true_arm_ternary():
    # (the spelling the fix must still read: `True` an `or`'s left operand)
    def f(c, d, e):
        if (True if c else d) or e:
            return "then"
        return "else"

    return [f(c, d, e) for a, c, d, e in _mold13_true_arm_values()]


# 3.8, 3.9 (fuzz seed 2): an if (or elif) test that is a conditional
# expression with a true constant test and a true constant first arm,
# `(1 if 1 else t)`.  Neither left code but the arm's jump over the else
# arm, whose test nothing reaches (kept): the jump started the statement
# and was read as one over dead code, dropping the if (its body ran
# unconditionally, the same, but the test's kept jump was lost).
def case_mold13_dead_else_arm_test_starts_if():
    def plain(a):
        if (1 if 1 else 0):
            a.append(1)
        a.append(2)
        return a

    def in_try(a, b):
        try:
            if (1 if 1 else b) and a:
                return 1 // b
        except ZeroDivisionError:
            return "zero"
        return "none"

    def elif_test(a, b):
        if a:
            return "a"
        elif (1 if 1 else b):
            return "dead"
        else:
            return "else"

    def returns(a, b):
        if (1 if 1 else a < b):
            return 1
        return 2

    return [plain([]), [in_try(a, b) for a in (0, 1) for b in (0, 2)], [elif_test(a, 1) for a in (0, 1)], returns(1, 2)]


# 3.8, 3.9 (the sample above, its else arm a condition of several tests):
# `(1 if 1 else (a or b))`, `(1 if 1 else (a and b)) and c`: the kept
# else arm's tests jump into the body and to each other; the if was
# dropped as above.
def case_mold13_dead_compound_else_arm_test_starts_if():
    def either(a, b, log):
        if (1 if 1 else (a or b)):
            log.append("then")
        log.append("after")

    def both_then(a, b, c, log):
        if (1 if 1 else (a and b)) and c:
            log.append("then")
        else:
            log.append("else")

    log = []
    for a in (0, 1):
        for c in (0, 1):
            either(a, c, log)
            both_then(a, 1, c, log)
    return log


# 3.8/3.9 (fuzz 3.8/3.9 seed 3 #451; named as left last session): a
# conditional expression that is the first arm of one whose test is a
# constant true, `(a if t else c) if 1 else d`. The dead else arm is kept
# after the outer arm's jump over it, and the inner first arm's jump was
# threaded through that jump (an absolute jump to the end): read as `a if t
# else (c if True else d)`, whose first arm jumps forward.
def _ternary_first_arm_of_constant_test(a, t, c, items):
    x = (a if t else c) if 1 else items.pop()
    items.append(x)
    return x


def _ternary_first_arm_of_constant_test_in_call(a, t, c, items):
    items.append(len(((a if t else c) if not 0 else items.pop(), a)))
    return (t if a else c) if True else a


def case_ternary_first_arm_of_constant_test():
    out = []
    for a in (0, 1):
        for t in (0, 2):
            items = [5]
            out.append((_ternary_first_arm_of_constant_test(a, t, 3, items), _ternary_first_arm_of_constant_test_in_call(a, t, 3, items), items))
    return out


# 3.10-3.13 (found by running the fuzz mismatches at many argument points:
# seed 10 #756): a conditional expression whose arms are the same value,
# `return (a if a else a)`, after a statement that ends in a test
# (`if not a: pass`, `while not a: break`): the false arm's `return a`
# (the same line, the same instructions) was taken for the compiler's
# copy of the true arm's and dropped, read as `if a: return a` (None
# when `a` is false).
def case_wh14_same_arms_return_after_test():
    def same_arms(a):
        if not a:
            pass
        return (a if a else a)

    def same_arms_after_loop(a, b):
        while not a:
            break
        return (b if a else b)

    def same_arms_call(a, log):
        if not a:
            log.append("not")
        return (log.append(a) if a else log.append(a))

    log = []
    return [same_arms(0), same_arms(2), same_arms_after_loop(0, 3), same_arms_after_loop(1, 4),
            same_arms_call(0, log), same_arms_call(1, log), log]


# 3.10 and 3.12 (was a wrong reading; 3.11 and 3.13 read it right). Found
# 2026-12-06 by running the mismatched fuzz programs of seed 11 side by side
# with their originals (fuzz seed 11 #733). The if test is a conditional
# expression whose first arm the compiler folds away (`None and 1`: always
# false) and whose else arm ends in `(0 if a else 0)` (always false too):
# 3.10/3.12 replace the jumps of the folded arm by copies of the code after
# the if (`return not a`). The reading wrote `if not c: if a: return ...
# else: pass` and then `g(1)`, so with c and a both false it called g(1),
# which the original never does (the behaviour grid, which supplies `g`,
# shows it): the longer chain's reader took the fall's copy for the exit and
# marked it skipped, and the shorter chain read in its place kept the mark.
def folded_ternary_arms_in_if_test(a, c):
    if ((None and 1) if g(a) else (c or (0 if a else 0))):
        g(1)
    return not a


# The same, minimal: `c or` a conditional expression whose arms are one
# false constant, the false exits copies of the code after the if.
def folded_ternary_arms_after_or(a, c):
    if c or (0 if a else 0):
        g(1)
    return not a


# Siblings of the two above (3.10 and 3.12 read the `_after_or`-like ones
# wrong too: `c or ('' if a else '')`, `x or c or (0 if a else 0)`, in an
# elif, before `return g(1)`, the implicit `return None`, two folded
# operands): the folded arms vary, and where the condition stands. The
# behaviour grid runs them (it supplies `g`).
def wf15_and_none(a, c):
    if c or (None and 1):
        g(1)
    return not a


def wf15_zero_and(a, c, x):
    if c or (0 and x):
        g(1)
    return not a


def wf15_one_or(a, c, x):
    if c and (1 or x):
        g(1)
    return not a


def wf15_empty_str_arms(a, c):
    if c or ('' if a else ''):
        g(1)
    return not a


def wf15_true_arms(a, c):
    if c and (1 if a else 1):
        g(1)
    return not a


def wf15_nested_both(a, c, x):
    if ((None and 1) if g(a) else (c or (0 if a else 0))) or ((0 and x) if c else (x and ('' if a else ''))):
        g(1)
    return not a


def wf15_nested_first(a, c):
    if ((c or (0 if a else 0)) if g(a) else (None and 1)):
        g(1)
    return not a


def wf15_or_before_ternary_zero(a, c, x):
    if x or c or (0 if a else 0):
        g(1)
    return not a


def wf15_and_ternary_zero(a, c):
    if c and (0 if a else 0):
        g(1)
    return not a


def wf15_ternary_zero_or(a, c):
    if (0 if a else 0) or c:
        g(1)
    return not a


def wf15_while_test(a, c):
    n = 0
    while ((None and 1) if g(a) else (c or (0 if a else 0))):
        n += 1
        if n > 2:
            break
    return not a


def wf15_while_or(a, c):
    n = 0
    while c or (0 if a else 0):
        n += 1
        c = g(n) if n < 3 else 0
    return n


def wf15_elif(a, c, x):
    if x:
        g(0)
    elif c or (0 if a else 0):
        g(1)
    return not a


def wf15_elif_else(a, c, x):
    if x:
        g(0)
    elif ((None and 1) if g(a) else (c or (0 if a else 0))):
        g(1)
    else:
        g(2)
    return not a


def wf15_assert(a, c):
    assert c or (0 if a else 0)
    return not a


def wf15_assert_nested(a, c):
    assert ((None and 1) if g(a) else (c or (0 if a else 0))), "no"
    return not a


def wf15_comprehension(a, c, xs):
    return [x for x in xs if x or (0 if a else 0)]


def wf15_comprehension_nested(a, c, xs):
    return [x for x in xs if ((None and 1) if g(x) else (c or (0 if a else 0)))]


def wf15_return_ternary(a, c):
    return ((None and 1) if g(a) else (c or (0 if a else 0)))


def wf15_return_or(a, c):
    return c or (0 if a else 0)


def wf15_if_return(a, c):
    if c or (0 if a else 0):
        return g(1)
    return not a


def wf15_if_raise_after(a, c):
    if c or (0 if a else 0):
        g(1)
    raise ValueError(a)


def wf15_if_return_none(a, c):
    if c or (0 if a else 0):
        g(1)


def wf15_if_else(a, c):
    if c or (0 if a else 0):
        g(1)
    else:
        g(2)
    return not a


def wf15_in_loop(a, c, xs):
    for x in xs:
        if x or (0 if a else 0):
            g(1)
    return not a


def wf15_in_loop_continue(a, c, xs):
    for x in xs:
        if c or (0 if a else 0):
            continue
        g(x)
    return not a


def wf15_store_after(a, c):
    if c or (0 if a else 0):
        g(1)
    y = not a
    return y


def wf15_not_ternary(a, c):
    if not (c or (0 if a else 0)):
        g(1)
    return not a


def wf15_ternary_true_arms_or(a, c):
    if c or (1 if a else 1):
        g(1)
    return not a


def wf15_two_folded(a, c, x):
    if c or (0 if a else 0) or (None if x else None):
        g(1)
    return not a


# 3.10, 3.11 and 3.12 ran it differently (3.8, 3.9 read it exactly; 3.13
# read it right); read right on all six since the fifteenth session's
# folded-arm fix (condition_chains: a shorter chain keeps no skip of the
# longer one's).
# An if test that is a conditional expression whose first arm folds to
# false (`c and None`), nested in an if with an else: the reading writes
# `if not b: if c: return None` and the outer if's else after the
# statement, so with a true, b and c false it calls the else's `g(1)`,
# which the original never does. The same family as
# folded_ternary_arms_in_if_test (3.12), another shape. Fuzz seed 13 #672
# (3.10, 3.11), minimised by hand.
def case_wh15_folded_arm_if_test_in_if_with_else():
    def f(a, b, c, d, log):
        if a:
            if (c and None) if not b else d:
                log.append(1)
        else:
            log.append(2)

    out = []
    for a in (0, 1):
        for b in (0, 1):
            for c in (0, 1):
                for d in (0, 1):
                    log = []
                    f(a, b, c, d, log)
                    out.append(log)
    return out


# tern17: while tests ending in a conditional expression whose arms fold to
# false constants (`while c or (0 if a else 0):`): the arm's test jumps out
# either way, after the bottom test's jump back to the body (3.10, 3.12:
# to copies of the code after the loop; 3.11, 3.13: to jumps there).
# 3.10-3.13 refused ("loop ends in a conditional jump that is not its
# test"), as wf15_while_or and wf15_while_test; siblings with more
# operands, a break, an else, a continue, code after the loop.
def case_t17_while_or_folded_arms():
    def f(a, c, x, log):
        n = 0
        while x or c or ('' if a else ''):
            n += 1
            log.append(n)
            x = c = n < 3
        return n

    def h(a, c, log):
        n = 0
        while c or (None if a else 0):
            n += 1
            if n > 5:
                break
            c = n < 2
        else:
            log.append("else")
        return n

    def k(a, c, log):
        n = 0
        while c or (0 if a else 0):
            n += 1
            c = n < 3
            if n == 1:
                continue
            log.append(n)
        log.append("after")

    out = []
    for a in (0, 1):
        for c in (0, 1):
            for x in (0, 1):
                log = []
                out.append((f(a, c, x, log), h(a, c, log), k(a, c, log), log))
    return out


def t17_while_nested_folded(a, c, xs):
    n = 0
    while ((c and (0 if a else 0)) if g(a) else (c or ('' if a else ''))):
        n += 1
        if n in xs:
            break
    return n


# tern17: comprehension filters ending in a conditional expression whose
# arms fold to false constants, `x or (0 if a else 0)` (3.12/3.13: the
# inlined loop's body read as `if not x: if not a: pass / else: <element>`,
# refused as "comprehension body not understood", as wf15_comprehension);
# siblings: a set, a dict, more operands, a second loop.
def case_t17_comprehension_filter_folded_arms():
    out = []
    for a in (0, 1):
        for c in (0, 1):
            xs = [0, 1, 2, 0, 3]
            out.append([x for x in xs if x or (0 if a else 0)])
            out.append({x for x in xs if c or x or (None if a else 0)})
            out.append({x: a for x in xs if x or (None if a else 0)})
            out.append([(x, y) for x in xs for y in xs[:x] if y or (0 if a else 0)])
    return out


# tern17: 3.11, an assert's test ending in a conditional expression whose
# arms fold to false constants: its test jumps to the raise it falls into
# (no copy of the raise, which 3.10 and 3.12+ make), read by no rule of
# the condition graph: refused ("conditional jump leaves its block", as
# wf15_assert_nested). Siblings: more operands, a message, a true first
# arm of the outer conditional expression.
def case_t17_assert_folded_arms():
    def f(a, b, c):
        assert b or c or ('' if a else ''), "msg"
        return 1

    def h(a, b, c):
        assert (b if c else (c or (0 if a else 0)))
        return 2

    out = []
    for a in (0, 1):
        for b in (0, 1):
            for c in (0, 1):
                for fn in (f, h):
                    try:
                        out.append(fn(a, b, c))
                    except AssertionError as e:
                        out.append(str(e))
    return out


# tern17: 3.11, an if ending the function whose test ends in a conditional
# expression whose arms fold to false constants: the folded arm's ways out
# are copies of the closing `return None`, which the test falls into; read
# as `if not c and (True if a else True): return None` then the body (a
# mismatch, wf15_if_return_none). Siblings: more operands, a longer body.
def case_t17_if_folded_arms_ending_function():
    def f(a, c, x, log):
        log.append("start")
        if x or c or ('' if a else ''):
            log.append(1)
            log.append(2)

    def h(a, c, log):
        if c or (None if a else 0):
            log.append(3)
# 3.8/3.9 (refused: stack underflow; the sibling of
# _ternary_first_arm_of_constant_test_in_call): a returned conditional
# expression that is the first arm of one whose test is a constant true,
# `return (t if a else c) if 1 else d`. The first arm's jump is threaded
# through the outer arm's jump over the dead arm to the return after it;
# the else arm's own jump to that return became a copy of it.
def case_o17_returned_ternary_first_arm_of_constant_test():
    def plain(a, t, c, d):
        return (t if a else c) if 1 else d

    def nested_else(a, t, c):
        return (t if a else (c if t else a)) if 1 else t

    return [(plain(a, t, 3, 4), nested_else(a, t, 3)) for a in (0, 1) for t in (0, 2)]


# 3.8/3.9 (mismatch; the siblings of wf15_ternary_true_arms_or and
# case_never_true_test_inside_call's `h`): `if c and a: pass / else: pass`,
# its tests threaded through the body's jump past the empty else to the
# code after (the else was dropped: no jump past it left); and a
# conditional expression whose test is one with true constant arms,
# `x if (2 if c else 3) else y`, with values waiting (read as an if
# statement before them, which ran `c` before they were computed).
def case_o17_empty_else_and_true_arms_test_in_value():
    def both_empty(a, c, log):
        if c and a:
            pass
        else:
            pass
        log.append(1)

    def three_empty(a, c, log):
        if c or a or log:
            pass
        else:
            pass
        log.append(2)

    def in_tuple(a, b, log):
        log.append((a, b if (2 if len(log) else 3) else a))

    def in_list(a, b, log):
        return len([b if ("x" if a else 1) else a, a])

    out = []
    for a in (0, 1):
        for c in (0, 1):
            for x in (0, 1):
                log = []
                f(a, c, x, log)
                h(a, c, log)
                out.append(log)
            log = []
            both_empty(a, c, log)
            three_empty(a, c, log)
            in_tuple(a, c, log)
            out.append((in_list(a, c, log), log))
    return out


# expr18: 3.10, 3.11 (nesting/expressions.py e205, mismatch): the copies of
# an exit block the tests of one condition jump to are laid out in the
# order the compiler made those tests' blocks.  The test right after a
# conditional expression jumps from the expression's join, made before its
# arms' tests; after a folded constant (`(g(t) if 1 else None)` or `False
# or g(t)`) it jumps from a block of its own, made last, so its copy comes
# last.  Read without the dead code, the copies came the other way round.
# Siblings: an `or` of an assert, an if ending the function (`and`).
def case_x18_test_after_ternary_copy_order():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(b, c, t):
        assert b or (0 if b else g(t)) or (g(t) if 1 else None), t

    def f2(b, c, t):
        assert b or (c if b else g(t)) or (False or g(t + 1))

    def h(b, c, t):
        if not b and (c if b else g(t)) and (True and g(t + 1)):
            g(2)

    out = []
    for b in (0, 1):
        for c in (0, 1):
            for t in (0, 1):
                for fn in (f, f2, h):
                    try:
                        out.append(fn(b, c, t))
                    except AssertionError as e:
                        out.append(repr(e))
                out.append(list(log))
                del log[:]
    return out


# expr18: 3.10, 3.11 (nesting/expressions.py e93, mismatch): the same order
# for a while loop's two tests.  A body that makes no block ends in the
# block the compiler made for it before the top test's blocks, where the
# bottom test's first jump starts: its copy of the exit comes right after
# the top's first test's.  A dead first operand (`None and g(n)`, a
# conditional expression with a constant test) gave each first test a
# block of its own, the bottom one's made last.  Siblings: `or`, the
# constant in a conditional expression, more tests.
def case_x18_loop_test_after_dead_operand():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(b, n):
        while (None and g(n)) or (b and (n if n else g(n))):
            n -= 1
            log.append(n)

    def h(b, n):
        while None or n and g(n) > 1:
            n -= 1

    def k(b, n):
        while (n if 1 else None) and b and g(n):
            n = n - 1

    out = []
    for b in (0, 1):
        for n in (0, 1, 3):
            for fn in (f, h, k):
                out.append((fn(b, n), list(log)))
                del log[:]
    return out


# expr18: 3.10-3.12 (siblings of case_mnew12_else_arm_or_false_constant_in_if,
# which joined with them; mismatch): the else arm's false constant (`c or
# 0`) jumps to the if's false exit, a short return of a constant, which
# the compiler copied onto that jump: the test before it falls into the
# copy.  The graph of the condition read such a jump as a folded constant
# only where no exit copy was merged; now also where it is an arm's copy of
# a constant return, only fallen into.  Siblings: `None`, `''`, the if
# returning, under an `and`, a while test.  (3.13 left: refused or
# mismatch, it copies before folding.)
def case_x18_else_arm_false_constant_copy_of_exit():
    log = []

    def g(x):
        log.append(x)
        return x

    def f1(a, b, c):
        if (a if b else (c or None)):
            g(1)

    def f2(a, b, c):
        if (g(a) if b else (c or 0)):
            return 1
        return 2

    def f3(a, b, c, d):
        if d and (a if b else (c or '')):
            g(1)

    def f4(a, b, c):
        while (a if b else (g(c) or 0)):
            a = b = c = 0

    out = []
    for a in (0, 1):
        for b in (0, 1):
            for c in (0, 1):
                out.append((f1(a, b, c), f2(a, b, c), f3(a, b, c, 1), f4(a, b, c), list(log)))
                del log[:]
    return out


# 3.13 (the nesting corpus' expressions.py::e103, refused: "conditional jump
# leaves its block"): a while test whose else arm ends in a conditional
# expression of constants, `c or (None if a else 1)`: the `None` arm's jump
# to the false exit stays a jump (3.13 folds the constant after copying the
# exits), to its own copy of the implicit `return None`, beside the copy
# the first arm's false test jumps to.  Siblings: the test in an if, the
# else arm's test a call.
def case_x19_else_arm_constant_ternary_in_while():
    log = []

    def g(x):
        log.append(x)
        return x

    def f1(a, b, c):
        while (b if a else (c or (None if a else 1))):
            g(1)
            a = 1
            b = 0

    def f2(a, b, c):
        if (b if a else (g(c) or (None if a else 1))):
            g("then")

    def f3(a, b, c):
        while (b if (None if g(a) else a) else (c or (None if a else 1))):
            g(1)
            a = 1
            c = 0

    out = []
    for a in (0, 1):
        for b in (0, 1):
            for c in (0, 1):
                out.append((f1(a, b, c), f2(a, b, c), f3(a, b, c), list(log)))
                del log[:]
    return out
