"""Constants inside boolean operators and conditions: the compiler folds a
constant's test into an unconditional jump (or drops it), which leaves
shapes no plain `and`/`or` has (found by the nesting corpus,
tests/corpus/nesting/expressions.py)."""


def _g(*args):
    return args


# 3.10+: `b or 1 or None`: the true constant jumps to the end, whose code
# (the return) is copied behind it (was: boolean operand is not an
# expression).
def _or_true_constant_return(b):
    return (b or 1 or None)


def _and_false_constant_return(b, c):
    return (b and 0 and _g(c))


def _or_true_constant_lambda(b, d):
    return lambda: (_g(d) and (b or 1 or None))


def _or_true_constant_in_arm(b, c):
    return ((c or 1 or b) if b else _g(c))


def case_boolean_constants():
    out = []
    for b in (0, 1, 2, None, ""):
        out.append(_or_true_constant_return(b))
        out.append(_and_false_constant_return(b, 3))
        out.append(_or_true_constant_lambda(b, 1)())
        out.append(_or_true_constant_in_arm(b, 0))
    return out


# A false constant's `and` inside an `or`: `None` jumps to the end.
def _or_of_false_constant_and(a, b, c):
    return ((_g(a) or c) or (0 < a) or (None and 0 and b))


# A comprehension whose filter ends in a false constant: the element is
# dropped and nothing is appended (was: comprehension body not understood).
def _comprehension_false_filter(xs):
    return [a for a in xs if (0 or 0)]


def _comprehension_and_false(xs, b):
    return [a for a in xs if (b and 0)]


def _set_comprehension_false(xs):
    return {a for a in xs if None}


def _dict_comprehension_and_false(xs, b):
    return {a: b for a in xs if (b and None)}


def _generator_false_filter(xs, b):
    return list(a for a in xs if (b and 0))


def case_comprehension_false_filters():
    xs = [1, 0, 2]
    return (_comprehension_false_filter(xs), _comprehension_and_false(xs, 1), _set_comprehension_false(xs),
            _dict_comprehension_and_false(xs, 1), _generator_false_filter(xs, 1))


# A lambda whose constant test dropped the only use of a free variable
# (its cell stays), or whose else arm is the `None` it falls into (was:
# lambda body is not one expression).
def _lambda_or_true_constant(c):
    return lambda: (1 or c)


# 3.10+ (was refused by the self-check): the dropped `c` sits inside the
# group that keeps `_g(0)` alive; `0 and _g(0)` would drop the call: read
# as `(True and 0) and _g(0)`, the constant in a group of its own.
def _lambda_and_false_constant(c):
    return lambda: ((0 and c) and _g(0))


# 3.10+ (nesting/expressions.py e130, e280; refused by the self-check: "would
# lose 1 call"): the same in a longer group, whose first operand is kept.
def case_group_ending_in_false_constant_before_call():
    def f(c, a, xs):
        return (c and 0 and _g(a)) and (_g(a) != xs[0])

    return [f(c, 1, [1]) for c in (0, 1)]


def _lambda_ternary_else_none(xs, c):
    return lambda: (xs[0] if c else None)


def _lambda_not_folded_arm(a, c):
    return lambda: (not (a if None else c))


def case_lambda_constants():
    return (_lambda_or_true_constant(5)(), _lambda_and_false_constant(5)(), _lambda_ternary_else_none([3], 0)(),
            _lambda_ternary_else_none([3], 1)(), _lambda_not_folded_arm(1, 0)())


# 3.12+: a constant a constant test leaves is loaded and returned apart,
# not with RETURN_CONST (was: mismatch).
def _return_constant_ternary(a):
    return (1 if 1 else a)


def _return_false_constant_chain(d, xs):
    return ((not 1) and (d if 1 else d) and (xs[0] not in 0))


# 3.8/3.9: a true constant test leaves no code; the first arm jumps over
# the else arm, kept though nothing reaches it (was: unstructured jump).
def _not_of_constant_test_ternary(a):
    x = (not (a if 1 else None))
    return x


def _constant_test_ternary_call(a, b):
    return _g(b if 1 else a)


# 3.8/3.9, in a condition: the arm a true constant test drops is kept, and
# the jump over it has nothing to say: read without it (was: unstructured
# jump; left: a mismatch, the recompiled code has no dead arm to jump over).
# 3.10/3.11: the dropped arm's `xs` is the comprehension function's free
# variable (a cell of the enclosing one), no instruction uses it: read
# without it (co_cellvars differ; nesting corpus e36, e66, e186, e226).
def _comprehension_constant_test_ternary(xs):
    return [a for a in xs if (0 if 1 else xs[0])]


# 3.8/3.9 (nesting/expressions.py e237, minimized; refused: stack
# underflow): a conditional expression with a true constant test as the
# first arm of another: its jump over its dead else arm is threaded past
# the outer arm's own jump (or to the return after the whole expression,
# the outer arm's jump a copy of it).
def case_constant_test_ternary_in_first_arm():
    def f(a, d, xs):
        x = (a if 1 else d) if xs[0] else d
        return x

    def h(a, d, xs):
        return (a if 1 else d) if (xs[0] or d) else d

    return [(f(a, d, [x]), h(a, d, [x])) for a in (0, 1) for d in (0, 2) for x in (0, 3)]


# 3.8/3.9 (nesting/expressions.py e36, minimized; refused: conditional
# jump leaves its block, comprehension body not understood): a condition's
# operand `(1 if 1 else b)`: the constant test and the true arm leave no
# code but the jump over the else arm's tests, which nothing reaches.
def case_condition_operand_constant_test_ternary():
    def f(b, d, e):
        if d or ((1 if 1 else b) and e):
            return 1
        return 2

    def h(xs, b, d):
        return [a for a in xs if d or ((1 if 1 else b) and a)]

    return [(f(b, d, e), h([0, 1], b, d)) for b in (0, 1) for d in (0, 2) for e in (0, 3)]


# All versions (nesting/expressions.py e36 on 3.8/3.9, minimized; was
# refused: conditional jump leaves its block, comprehension body not
# understood): `t or 1` as an operand before others: the constant's test
# folds away and `t` jumps to where it falls, the next operand.  (Read as
# `t or True` by the chain reader, but for a chain falling into a jump:
# e241's `(x if (t or 1) else y)`, whose test falls into its first arm's
# jump past the else arm, is the conditional expression reader's.)
def case_true_constant_or_operand():
    log = []

    def f(a, b, d):
        if d or ((b or 1) and a):
            log.append(1)
        if (b or 1) and a:
            log.append(2)
        return [x for x in (0, 1) if d or ((b or 1) and x)]

    return [f(a, b, d) for a in (0, 1) for b in (0, 2) for d in (0, 3)], log


# 3.12+: `return b or (d and (None if t else b))`: the return is copied
# behind the constant arm, `LOAD_CONST None` kept apart from it (no
# RETURN_CONST), and the operand read as a return statement of its own
# (was: boolean operand is not an expression; nesting corpus).
def _or_and_ternary_none_arm(b, d, xs):
    return (b or (d and (None if xs[0] else b)))


def _lambda_or_and_ternary_none_arm(b, d, xs):
    return lambda: (_g(b) or (d and (None if xs[0] else b)))


def case_or_and_ternary_none_arm():
    out = []
    for b in (0, 1):
        for d in (0, 2):
            for xs in ([0], [1]):
                out.append(_or_and_ternary_none_arm(b, d, xs))
                out.append(_lambda_or_and_ternary_none_arm(b, d, xs)())
    return out


# All versions: a conditional expression tested by `t or 1`: the constant's
# test folds away and `t` jumps to where it falls, the first arm; 3.8/3.9
# keep the dead else arm behind it (a copy of the return where the arm
# returns), 3.10+ drop it (was: boolean operand is not an expression, an
# `if not t: pass` statement read inside the operand; nesting corpus).
def _ternary_or_true_constant_test(b, d, xs, a):
    return (b or (d.real if (xs[0] or 1) else a))


def _ternary_or_true_constant_test_value(b, d, xs, a):
    x = b and ((d if (xs[0] or 1) else a) + 1)
    return x


def case_ternary_or_true_constant_test():
    out = []
    for b in (0, 1):
        for xs in ([0], [2]):
            out.append(_ternary_or_true_constant_test(b, 3, xs, 5))
            out.append(_ternary_or_true_constant_test_value(b, 3, xs, 5))
            out.append((lambda: _g(b) and (_g(xs) if (xs[0] or 1) else _g(b)))())
    return out


# 3.8/3.9 (nesting/expressions.py e110, minimized; refused: boolean
# operand is not an expression): as above, with a boolean operator as the
# returned first arm: its jump goes to the return past the dead else arm,
# the arm's own jump there became a copy of the return.
def case_returned_and_arm_of_true_constant_test():
    def f(a, b, c, d):
        return (d and c) if (a or 1) else b

    def h(a, b, c, d):
        return b or ((d or c) if (a or 1) else b)

    return [(f(a, b, c, d), h(a, b, c, d)) for a in (0, 1) for b in (0, 2) for c in (0, 3) for d in (0, 4)]


# The same with more tests before the constant (`t or u or 1`): each jumps
# to where the last falls (was: boolean operand is not an expression).
def _ternary_or_true_constant_tests(a, b, c, d, xs):
    return (b or (c if (xs[0] or not a or 1) else d))


def case_ternary_or_true_constant_tests():
    out = [_ternary_or_true_constant_tests(a, b, 3, 4, [x]) for a in (0, 1) for b in (0, 1) for x in (0, 1)]
    for a in (0, 1):
        if a or not a or 1:
            pass
        out.append(a)
    return out


# 3.10+: `while t or None:`: the constant's test folds away, so the top
# test jumps into the body and falls into the way out (a jump past the
# loop, or a copy of the code after it); the bottom test is `t` again (was:
# loop ends in a conditional jump that is not its test; nesting corpus).
def _while_or_false_constant(xs):
    out = []
    while xs or None:
        out.append(xs.pop())
    out.append(0)
    return out


def _while_or_false_constant_returns(xs):
    while xs or None:
        xs.pop()


def _while_or_false_constant_in_for(xs, ys):
    out = []
    for y in ys:
        while xs or None:
            out.append(xs.pop() + y)
    return out


def _while_or_not_false_constant(xs, b):
    while xs or not b or None:
        b = xs.pop()
    return b


def case_while_or_false_constant():
    return [
        _while_or_false_constant([1, 2]),
        _while_or_false_constant_returns([3]),
        _while_or_false_constant_in_for([1, 2], [10, 20]),
        _while_or_not_false_constant([1, 0, 4], 1),
    ]


# A lambda's conditional expression tested by `t or 1`: read as `if not t:
# pass` and the return of the first arm (3.8/3.9: and of the dead else arm),
# which no lambda body is (was: lambda body is not one expression; nesting
# corpus).
def case_lambda_ternary_or_true_constant_test():
    f = lambda b: (_g(b) if (b or 1) else 0)
    h = lambda b, c: ((not 1) if (b or c or 1) else 2)
    return [f(0), f(1), h(0, 0), h(1, 0)]


# A comprehension's filter ending in a false constant (`if t or u or None`):
# its last test falls into the jump back, read as `if not ...: continue`
# before the element (was: comprehension body not understood, 3.10/3.11;
# nesting corpus).
def _filter_or_false_constant(xs, c):
    return [a for a in xs if (_g(a) > (1,) or c or None)]


def case_filter_or_false_constant():
    return [_filter_or_false_constant([0, 1, 2], c) for c in (0, 1)] + [{a for a in (1, 2, 3) if (a > 2 or not a or 0)}]


# 3.10+: a constant first operand of a value's `or` / `and` left by a folded
# operator (`(1 and None) or x`): the compiler drops the test of a constant
# written there, so it is spelled `(True and c)` (was: mismatch, the
# recompiled code lost the constant's test; nesting corpus).
def _constant_operand_kept(xs, c):
    return ((1 and None) or (xs[0] if xs[0] else 0) or c)


def case_constant_operand_kept():
    return [_constant_operand_kept([x], c) for x in (0, 2) for c in (0, 3)] + [((1 and 0) or _g(x)) for x in (0, 1)]


# 3.10+: an operator on a constant left by a folded `and` (`not (1 and 1)`):
# written `not 1`, the constant and the operator were folded into one
# constant (`False`) on the way back (was: mismatch; nesting corpus e17).
def case_operator_of_folded_and_constant():
    f = lambda: (not (1 and 1))
    h = lambda: -(2 and 2)
    k = lambda x: (~(0 and 3), x)
    return [f(), h(), k(1)]


# 3.8/3.9: a returned conditional expression whose test is a true constant
# (`return (x if 1 else y)`): the first arm's jump past the else arm became
# the return, and the else arm, which nothing reaches, stays behind it with
# a return of its own. Read as two returns, the second one dropped on the
# way back (was: mismatch; nesting corpus e210, _return_constant_ternary).
def case_returned_true_constant_ternary():
    def f(a, b):
        if a:
            return (_g(a) if 1 else b + 1)
        for x in b:
            return (x if True else a)
        return (1 if 1 else a)

    return [f(1, [2]), f(0, [3]), f(0, [])]


# 3.8/3.9: the `return None` the compiler adds after a try statement (or an
# if) whose every branch returns is dead code ending the function, no
# conditional expression's dropped arm: the returns before it were read as
# `return v if True else None` (mismatch; stdlib
# _collections_abc.ItemsView.__contains__, configparser.has_option).
def _else_return_then_implicit_none(d, k):
    try:
        v = d[k]
    except KeyError:
        return False
    else:
        return v or k


def case_else_return_then_implicit_none():
    def f(d, k):
        try:
            v = d[k]
        except KeyError:
            return False
        else:
            return v

    return [_else_return_then_implicit_none({1: 0}, 1), _else_return_then_implicit_none({}, 1), f({1: 2}, 1), f({}, 1)]


# 3.8/3.9: a returned conditional expression whose test is a false constant
# (`return (x if 0 else y)`), alone or as an arm: the constant test is
# kept, the arms' jumps to the return became returns. Read as `if 0:
# return x` then `return y`, whose constant test the compiler drops (was:
# mismatch; nesting corpus e30).
def case_returned_false_constant_ternary():
    def f(a, b, c):
        return (a if c else (c if 0 else b))

    def h(b, c):
        return (c if 0 else b)

    return [f(1, 2, 0), f(1, 2, 3), h(4, 5)]


# 3.8/3.9 (nesting/expressions.py e91, e131, e97; refused by the self-check:
# "would lose the constant 2", or "lambda body is not one expression"): a
# test ending in a true constant (`t or 1`) whose first arm, or if body,
# returns: the tests jump to where they fall, the else arm (or the code
# after the if) is dead but kept, returned on its own; read as one
# conditional expression returned.
def case_returns_behind_true_constant_test():
    def if_return(a, b):
        if (a or b or 1):
            return 1
        return 2

    def return_ternary(b):
        return (3 if (b or 1) else 2)

    def lambda_ternary_arm(b):
        return lambda: ((not 1) if (b or 1) else (1 if 0 else 0))

    return [(if_return(a, b), return_ternary(b), lambda_ternary_arm(b)()) for a in (0, 1) for b in (0, 1)]


# 3.12 (nesting corpus e111): an if whose condition ends in a false
# constant (`a and b and 0`): its body is dead code, dropped; the tests'
# false jumps went to the constant's jump past the body, which the compiler
# replaced by a copy of the code after the statement (read as `if a and b:
# pass`, whose jumps go to that code itself: a mismatch).
def _if_and_false_constant_dead_body(a, b):
    if a and b and 0:
        return 1
    return 2


def case_if_and_false_constant_dead_body():
    return [_if_and_false_constant_dead_body(a, b) for a in (0, 1) for b in (0, 1)]


# 3.10, 3.12 (comprehension_shapes.py::_filter_long_with_conditionals,
# minimized): `(x if t else (None and c)) or y`: the false constant's jump
# past the dead `c` keeps the first arm's jump past the else arm, to the
# very next instruction, where the test's false jump goes too (was: refused
# in an if or while, conditional jump leaves its block; `(x or False)` in a
# filter).
def case_ternary_false_operand_else_arm():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a, c, d):
        if (g(d) if a else (None and c)) or d:
            return 1
        return 2

    def w(a, c, d):
        while (g(d) if a else (None and c)) or d:
            d -= 1
        return d

    def h(xs, c, d):
        return [a for a in xs if (g(d) if a else (None and c)) or d]

    return [(f(a, c, d), w(a, c, d), h([0, 1], c, d)) for a in (0, 1) for c in (0, 1) for d in (0, 2)], log


# All versions (found by a seeded run of the nesting corpus' expression
# generator): `(t or 1) and (x if c else y)`: the folded constant's test
# jumps where it falls, before a conditional expression whose arms the
# condition's graph reads (was: conditional jump leaves its block; a
# mismatch for the while loop on 3.8/3.9).
def case_true_constant_or_before_ternary():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a, b):
        if (b or 1) and (g(a) if a else a):
            g("body")
        return 0

    def w(a, b):
        n = 0
        while (b or 1) and (g(n) if a else n < 2):
            n += 1
            if n > 3:
                break
        return n

    return [(f(a, b), w(a, b)) for a in (0, 1) for b in (0, 2)], log


# 3.10-3.13 (exprNew8; nesting/expressions.py e19): `if c or 1:` whose
# body ends in an exit (`continue`, `return`): the constant's test folds
# to a line marker (a NOP) of the condition's line before the body, where
# every test of `c` jumps when true, and the code after the if, dead, is
# dropped; was read `if not c: pass` then the body (the `continue` lost
# into the loop's end; a conditional expression in `c` as nested ifs):
# mismatch.
def case_or_true_constant_before_exit():
    log = []

    def g(x):
        log.append(x)
        return x

    def in_loop(a, d, xs):
        for v in xs:
            if a or d or 1:
                continue
            g(v)
        return 0

    def ternary_in_loop(a, d, xs):
        for v in xs:
            if (g(a) if d else g(a)) or 1:
                continue
            g(v)
        return 1

    def returns(a, d):
        if (g(a) if d else g(a + 1)) or 1:
            return 1
        return 2

    return [(in_loop(a, d, [1, 2]), ternary_in_loop(a, d, [1, 2]), returns(a, d)) for a in (0, 1) for d in (0, 1)], log


# 3.8-3.10 (fuzz set, seed 1: `return (d and (a if 1 else g(a)))`, `y =
# ... (d and (g(a) if 1 else c)) ...`): a conditional expression with a
# true constant test as the right operand of `and`/`or`: its first arm's
# jump past the else arm goes to the code after the operator, which the
# compiler copied there (3.10: the store and return; 3.8/3.9: the return
# alone, the dead else arm kept behind it) (was: boolean operand is not an
# expression).
def case_true_constant_ternary_operand():
    log = []

    def g(x):
        log.append(x)
        return x

    def stored_and(a, c, d):
        y = d and (g(a) if 1 else c)
        return y

    def stored_or(a, c, d):
        y = d or (g(a) if 1 else c)
        return y

    def returned_and(a, c, d):
        return d and (a if 1 else g(a))

    def returned_or(a, c, d):
        return d or (a if 1 else g(c))

    def passed_on(a, c, d):
        g(d and (g(a) if 1 else c))

    return [(stored_and(a, c, d), stored_or(a, c, d), returned_and(a, c, d), returned_or(a, c, d), passed_on(a, c, d))
            for a in (0, 1) for c in (0, 2) for d in (0, 3)], log


# 3.11, 3.13 (fuzz set, seed 1: `y = d and (a if 1 else c) if a else b`):
# a conditional expression with a true constant test as the right operand of
# `and`/`or` in the first arm of another conditional expression: no else arm
# is left, and the first arm's jump to the end of the inner expression is
# threaded to the end of the outer one (was: unstructured jump).
def case_true_constant_ternary_operand_in_arm():
    log = []

    def g(x):
        log.append(x)
        return x

    def stored_and(a, b, c, d):
        y = d and (a if 1 else c) if a else b
        return g(y)

    def stored_or(a, b, c, d):
        y = (d or (g(a) if 1 else c)) if b else d
        return y

    def constant_arm(a, b):
        y = a or (1 if 1 else None) if a else b
        return g(y)

    def passed_on(a, b, c, d):
        g((d and (a if 1 else c)) if b else c)

    return [(stored_and(a, b, c, d), stored_or(a, b, c, d), constant_arm(a, b), passed_on(a, b, c, d))
            for a in (0, 1) for b in (0, 2) for c in (0, 3) for d in (0, 4)], log


# 3.11, 3.13 (fuzz set, seed 1: `x = a if a or None else a`): a conditional
# expression whose test ends in a false constant: the constant's test folds
# into a jump to the else arm, which the test before it jumps over, into the
# first arm, when true (was: unstructured jump).
def case_false_constant_ternary_test():
    log = []

    def g(x):
        log.append(x)
        return x

    def stored(a, b):
        x = a if a or None else b
        y = g(a)
        return x, y

    def stored_and(a, b):
        x = g(a) if (a and b) or 0 else b
        y = g(b)
        return x, y

    def passed_on(a, b):
        g(a if a or None else b)
        return 0

    return [(stored(a, b), stored_and(a, b), passed_on(a, b)) for a in (0, 1) for b in (0, 2)], log


# 3.12, 3.13 (fuzz set, seed 2: `if (g(xs[0]) if (not c) else (c or 0)):`
# in an async for): an if's test that is a conditional expression whose else
# arm ends in a false constant: the constant's test folds into a jump to the
# false exit, which only the test before it falls into (was: conditional
# jump leaves its block).
def case_false_constant_in_tested_arm():
    log = []

    def g(x):
        log.append(x)
        return x

    def alone(c, xs):
        if (g(xs[0]) if (not c) else (c or 0)):
            g(1)
        g(2)

    def in_loop(c, xs):
        for v in xs:
            if (g(v) if (not c) else (c or None)):
                g(1)
            g(2)

    return [(alone(c, xs), in_loop(c, xs)) for c in (0, 3) for xs in ([0], [1, 0])], log


# 3.10-3.12 (fuzz set, seed 1: `x = (g(a) and ((None and ...) if (None if
# xs[0] else 0) else (not c)))` in an except* handler): a conditional
# expression whose test is a conditional expression of two false constants,
# as the right operand of `and`: the test goes to the else arm either way
# and its first arm is dropped (was: boolean operand is not an expression).
def case_never_true_test_operand():
    log = []

    def g(x):
        log.append(x)
        return x

    def stored(a, b, c, xs):
        x = g(a) and (b if (None if xs[0] else 0) else (not c))
        return g(x)

    def negated(a, b, c, xs):
        x = g(a) or (b if (0 if not xs[0] else None) else g(c))
        return x

    return [(stored(a, b, c, xs), negated(a, b, c, xs)) for a in (0, 1) for b in (0, 2) for c in (0, 3) for xs in ([0], [1])], log


# 3.10, 3.12 (found by the behaviour grid on this session's shapes: `if
# (g(d) if (not c) else (c or 0)): g(1)` then `return g(2)`): the false
# constant's jump to the false exit became a copy of `return g(2)`, which the
# condition's graph took for the way into the body, skipping the original
# `return g(2)` the body falls into: the decompiled function returned None
# after `g(1)` (a wrong reading; now refused, not yet read).
def case_false_constant_copied_exit_after_body():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(c, d):
        if (g(d) if (not c) else (c or 0)):
            g(1)
        return g(2)

    return [f(c, d) for c in (0, 3) for d in (0, 4)], log


# 3.12/3.13 (fuzz set, seeds 1-3: 46 programs, e.g. `with cm(a): ... return
# (c if 0 else d)`): the return after a with statement, an if/else or a
# loop, its value a conditional expression with a constant test. The
# compiler copies an exit block of at most four instructions onto each
# jump that reaches it (a with's swallow path, the if's jump over its else,
# a break); the folded test's jump past the dead arm kept this one apart,
# and `return d` would be copied (was: mismatch, the return copied).
def case_folded_return_after_branch():
    log = []

    class _Cm:
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return True

    def g(x):
        log.append(x)
        if x == 3:
            raise ValueError(x)
        return x

    def after_with(a, c, d):
        with _Cm():
            g(a)
        return (c if 0 else d)

    def after_if_else(a, c, xs):
        if a:
            g(1)
        else:
            g(2)
        return (xs[0] if 1 else None)

    def after_break(a, d):
        for v in a:
            if v:
                g(v)
                break
        return (d if None else g(d))

    return [(after_with(a, 1, 2), after_if_else(a, 0, [5]), after_break([0, a], 4)) for a in (0, 1, 3)], log


# 3.8/3.9 (fuzz set seed 3 #624, after the 3.10-3.13 reading of a folded
# false constant's jump joined): an if whose test is a conditional
# expression with both arms always true (`(not 0) if t else (d or 1)`): the
# body always runs. It was read `if not t or False: if not d: pass` (the
# fold reading meant for 3.10+, which drop a constant operand's test),
# which compiles to other jumps.
def case_always_true_ternary_test():
    log = []

    def g(x):
        log.append(x)
        return x

    def test_of_two_true_arms(xs, d):
        if ((not 0) if (g(xs[0]) and xs[0]) else (d or 1)):
            g(1)
        return 0

    return [test_of_two_true_arms(xs, d) for xs in ([0], [1]) for d in (0, 2)], log


# 3.8/3.9 (fuzz 3.8/3.9 seed 1 #165, minimised by hand; refused: "boolean
# operand is not an expression"): `return 1 or (None if 1 else c)` after an
# if (or a loop) that ends at the return: the conditional's first arm jumps
# to the return and became a copy of it, its else arm dead behind it. The
# jump of the if to the statement's first instruction was taken for one
# of a conditional expression in the statement, which left the dead arm
# unread.
def case_true_or_folded_conditional_after_if():
    log = []

    def after_if(a, c):
        if a:
            log.append(a)
        return 1 or (None if 1 else c)

    def after_loop(a, c):
        while a:
            a -= 1
            log.append(a)
        return 0 or (None if 1 else c)

    return after_if(0, 2), after_if(3, 4), after_loop(2, 5), log


# 3.13 (fuzz 3.13 seed 1 programs 499, 528, 588, 909; mismatch, the
# exception table): a conditional expression whose first arm is a short
# circuit decided by its constant (`1 or d`, `None and d`) in a generator.
# 3.13 makes the arm's jump over the other arm when it folds the short
# circuit, after the rows of the table are set: no row covers that jump.
# Read as the constant alone (`1 if a else b`), the jump was covered.
def case_mnew11_short_circuit_constant_arm_in_generator():
    def gen(a, b, d):
        y = (1 or d) if a else b
        yield y
        y = (None and d) if b else a
        yield y

    return list(gen(0, 2, 3)), list(gen(1, 0, 3))


# 3.12/3.13 (fuzz 3.13 seed 1 program 796; mismatch, the if's ways out):
# a dead test (`if 0:`) ending a function after an if/elif/else. Its line
# goes to the implicit `return None`, which the branches jump to: the dead
# test's blocks kept it from being copied onto them. Read as a written
# `return None` (its line is its own), the return was copied.
def case_mnew11_dead_test_ending_function_after_if():
    log = []

    def f(a, b):
        if a is None:
            log.append(0)
        elif a or b:
            log.append(1)
        else:
            log.append(3)
        if 0:
            log.append(4)

    return [f(a, b) for a in (None, 0, 1) for b in (0, 1)], log


# 3.8/3.9 refused ("would lose 1 call"): an if or while whose test is an
# `and` of constants, `0 and 1`: the peephole drops the true constant's
# test and keeps `LOAD_CONST 0; POP_JUMP_IF_FALSE` with the body behind
# it, read as `if 0:` / `while 0:`, which compile to nothing. Found by the
# fuzz set (3.8/3.9 seed 3 #443).
def case_false_and_constants_guarding_body():
    log = []

    def f(a):
        for v in a:
            if 0 and 1:
                log.append(1)
            elif None and 1:
                log.append(2)
            while 0 and 1:
                log.append(3)
            log.append(v)
        return 4 if (0 and 1) else 5

    return f([6, 7]), log


# 3.10 (and 3.12 with a global callee, the exit then short enough to copy):
# `if (g(d) if not c else (c or 0)):` before `return g(2)`: the folded
# false constant's jump to the false exit became a copy of that exit,
# which only the test of `c` falls into; read as `c or False`
# (was refused: "conditional jump leaves its block"). Siblings vary the
# constant and the else arm. Found from
# case_false_constant_copied_exit_after_body (3.10 refused).
_bc_copied_exit_log = []


def _bc_copied_exit_note(x):
    _bc_copied_exit_log.append(x)
    return x


def _bc_copied_exit_or_zero(c, d):
    if (_bc_copied_exit_note(d) if (not c) else (c or 0)):
        _bc_copied_exit_note(1)
    return _bc_copied_exit_note(2)


def _bc_copied_exit_or_none(c, d):
    if (_bc_copied_exit_note(d) if c else (d or None)):
        _bc_copied_exit_note(1)
    return _bc_copied_exit_note(2)


def _bc_copied_exit_or_empty(c, d):
    if (c if d else (c or "")):
        _bc_copied_exit_note(1)
    return _bc_copied_exit_note(c)


def case_false_constant_copied_global_exit():
    del _bc_copied_exit_log[:]
    out = [
        (f(c, d), list(_bc_copied_exit_log))
        for f in (_bc_copied_exit_or_zero, _bc_copied_exit_or_none, _bc_copied_exit_or_empty)
        for c in (0, 3)
        for d in (0, 4)
    ]
    del _bc_copied_exit_log[:]
    return out


# 3.13 (fuzz 3.13 seed 2 #139 and seed 1 #542, reduced; mismatch): an if
# statement ending the function whose test is a conditional expression with
# false constant arms, `(0 if t else 0)`: its body is dead.  3.13 copies the
# short exits before it folds constant tests, so the first arm's jump to the
# false exit stays a jump, to a second copy of the return; it was read as an
# empty body (`if t: pass`, which leaves no jump).  The siblings vary the
# constants and the code before.
def case_mnew12_never_true_ternary_test_ending_function():
    def f(a, xs, log):
        log.append(a)
        if (0 if xs[0] else 0):
            log.append("dead")

    def f_none(a, xs, log):
        if (None if a else ''):
            log.append("dead")

    def f_not(a, xs, log):
        log.append(xs)
        if ((not 1) if a else (0 and log)):
            log.append("dead")

    log = []
    for a, xs in ((0, (0,)), (1, (1,)), (2, ("",))):
        for f_ in (f, f_none, f_not):
            f_(a, xs, log)
    return log


# 3.13 (fuzz 3.13 seed 1 program 891, reduced by the mismNew13 helper): an
# operand that is a constant under a true constant test (`a and (0 if 1
# else a)`), the return after it copied onto the operand's way on. 3.13
# copies short exits before it folds constant tests, so the spelling that
# keeps that copy is the conditional expression (`x and (c if True else
# None)`); `a and 0 and None`, right for 3.10-3.12, folds first and leaves
# one return. Siblings: a true constant under `or`, the value stored, a call.
def case_mnew13_constant_arm_under_true_test():
    def and_false(a):
        return a and (0 if 1 else a)

    def or_true(b, x):
        return b or (1 if 1 else x)

    def stored(a):
        x = a and ('' if 1 else a)
        return x

    def called(a, log):
        log.append(a and (None if 'k' else a))

    log = []
    out = []
    for a in (0, 1, '', 'k', None):
        out.append((and_false(a), or_true(a, 2), stored(a)))
        called(a, log)
    return out, log


# 3.13 (fuzz 3.13 seed 3 #199, seed 2 #321, seed 1 #843, seed 2 #616,
# reduced; mismatch, the exception table): a short circuit decided by its
# constant ending a part of a generator's conditional arm: a boolean
# operator's last operand (`x and None and y`, `x or 1 or y`), or the else
# arm of a conditional expression that is the arm (`(p if t else (None
# and y)) if c else e`). 3.13 makes the folded test's jump after the rows
# of the table are set: no row covers it. Read `x and (None if True else
# None)` / `p if t else None`, the jump was covered.
def case_mnew14_short_circuit_constant_ending_arm_part_in_generator():
    def gen(a, b, c):
        x = (a and None and c) if b else c
        yield x
        x = (a or 1 or c) if b else c
        yield x
        x = ((a is b) if c else (None and 0 and c)) if a else b
        yield x
        x = ((a if c else 1) if b else (1 or a or c)) if a else c
        yield x

    return [list(gen(a, b, c)) for a in (0, 2, None) for b in (0, 3) for c in ("", "s")]


# 3.12/3.13 (fuzz 3.12 s3 #884 shape, reduced; mismatch, the with's or
# except clause's way out): a dead test (`if 0:`) ending a function after a
# with or a try/except. Its line goes to the implicit `return None`, which
# the with's swallow path (the clause's way out) jumps back to: the dead
# test's blocks kept it from being copied onto that jump. Read as a written
# `return None`, the return was copied.
class _MNew14Cm:
    def __init__(self, log, swallow):
        self.log = log
        self.swallow = swallow

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append(exc[0].__name__ if exc[0] else "exit")
        return self.swallow


def case_mnew14_dead_test_ending_function_after_with_or_try():
    log = []

    def after_with(a, swallow):
        with _MNew14Cm(log, swallow):
            log.append(1 // a)
        if 0:
            log.append(2)

    def after_try(a):
        try:
            log.append(1 // a)
        except ZeroDivisionError:
            log.append("caught")
        if 0:
            log.append(3)

    out = [after_with(1, False), after_with(0, True), after_try(0), after_try(2)]
    try:
        after_with(0, False)
    except ZeroDivisionError:
        out.append("raised")
    return out, log


# 3.12: a returned `and` / `or` whose last operand is a conditional
# expression with a constant else arm that short-circuits (`0 and x`, `1 or
# x`): its folded jump to the return became a copy of it, the return itself
# left after it for the operator's jump; read as the constant alone (the
# else arm falling into the return the operator's jump shares). Now `0 and
# 0` / `1 or 1`, which fold alike (nesting corpus e27, e90; x16).
def _x16_returned_and_of_ternary_false_short_circuit(a, b, c):
    return a and ((not b) if c else (0 and (a if b else 1)))


def _x16_returned_or_of_ternary_true_short_circuit(a, b, c):
    return (None and b) or ((not c) if (0 if a else b) else (None or 1 or a))


def case_x16_returned_ternary_short_circuit_arm():
    values = (0, 1, 2)
    return [(_x16_returned_and_of_ternary_false_short_circuit(a, b, c), _x16_returned_or_of_ternary_true_short_circuit(a, b, c))
            for a in values for b in values for c in values]


# expr18: 3.10-3.13 (nesting/expressions.py e29, mismatch): an operand of
# an `or` that ends in a false constant, `((c if d else b) and None) or
# g(a)`: the constant's test is folded away, so every way out of the
# operand's tests goes to the next operand.  The graph of the condition had
# no reading for a run of tests whose ways all go one place (but a lone
# test's, `(None if t else None)`): the tests were read as statements
# before the if (`if d: if c: pass / elif b: pass`), which compile to line
# markers.  Read as `x and False` (its tests' jumps there taken as its false
# way, its fall and its arms' jumps as its true way: both go on alike).
# Siblings: in a loop with `continue`, the operand of an `and`, a while
# test, more statements after.
def case_x18_false_constant_ending_or_operand():
    log = []

    def g(x):
        log.append(x)
        return x

    def in_loop(a, b, c, d, xs):
        for v in xs:
            if ((c if d else b) and None) or g(a):
                continue
            g(v)

    def in_if(a, b, c, d):
        if ((c if d else b) and None) or g(a):
            g(1)
        g(2)

    def and_of(a, b, c, d):
        if a and (((c if d else g(b)) and 0) or g(a)):
            g(1)
        return 3

    def loop_test(a, b, c, d):
        while ((c if d else g(b)) and None) or g(a):
            a -= 1
        return a

    out = []
    for a in (0, 2):
        for b in (0, 1):
            for c in (0, 1):
                for d in (0, 1):
                    out.append((in_loop(a, b, c, d, [5, 6]), in_if(a, b, c, d), and_of(a, b, c, d), loop_test(a, b, c, d), list(log)))
                    del log[:]
    return out


# The same operand tested by a returned conditional expression (3.10, 3.12,
# 3.13 read it so; 3.11 left: read as statements before the return, a
# mismatch).
def _x18_false_constant_ending_or_operand_returned(a, b, c, d):
    return 1 if ((c if d else b) and False) or g(a) else 2


# (3.12 read the closure's calls above right, not the global's: sibling.)
def _x18_false_constant_ending_or_operand_global(a, b, c, d):
    if ((c if d else b) and None) or g(a):
        g(1)
    g(2)
