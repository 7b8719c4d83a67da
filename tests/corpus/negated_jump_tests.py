"""Tests whose reading negates a constant (or an `is` / `in` test) in a
jump context: the compiler folds `not 1` into `False` (and `not a is b`
into `a is not b`), which jumps the other way on something else, so the
`not` goes on an enclosing `and` / `or` / conditional expression instead
(`not (a or b)` and `not a and not b` jump alike).  Found by the nesting
corpus (tests/corpus/nesting/expressions.py); 3.8 and 3.9 keep a
constant's own test in a jump context, later versions fold it away."""


def _g(*args):
    return args[0] if args else None


# 3.8/3.9: an assert whose failing test was read as `not 1 and not d ...`
# (was: `assert not (not 1 and ...)`, a `False` loaded where `1` was).
def _assert_true_constant_or(a, c, d):
    assert ((1 or d or d) and (not _g(a)) and (d not in a >= c)), a
    return a


# 3.8/3.9: an assert on a conditional expression with a constant arm.
def _assert_constant_arm(a, b, xs):
    assert (b if xs[0] else 1), a
    return b


# 3.8/3.9: `not` of a conditional expression whose arms are constants.
def _assert_negated_constant_arms(a, xs):
    assert ((not 1) if (0 == 0) else (not xs[0])), a
    return a


# 3.8/3.9: a while test negating a conditional expression with a
# constant arm (run only where the test is false).  3.11-3.13: the true
# else arm leaves no code, its test's false jump goes into the body (the
# bottom copy's through a jump back laid out after the way out): read as
# `if ...: while True:` (nesting corpus e123).
def _while_not_constant_arm(a, xs):
    while (not (_g(a) if xs[0] else None)):
        _g(1)
    return a


# 3.8/3.9: an if on `not (b or None or 0)`.
def _if_not_or_constants(b):
    if (not (b or None or 0)):
        return 1
    else:
        return 2


def case_negated_jump_tests():
    out = []
    for a in (1, 2, "x"):
        for d in (0, 1):
            try:
                out.append(_assert_true_constant_or(a, 1, d))
            except Exception as e:
                out.append(type(e).__name__)
    for b in (0, 1):
        for xs in ([0], [1]):
            try:
                out.append(_assert_constant_arm(1, b, xs))
            except AssertionError as e:
                out.append(str(e))
            try:
                out.append(_assert_negated_constant_arms(2, xs))
            except AssertionError as e:
                out.append(str(e))
        out.append(_while_not_constant_arm(1, [1]))
        out.append(_if_not_or_constants(b))
    out.append(_if_not_or_constants(None))
    return out


# 3.12/3.13 (exprNew8, a variant of _assert_constant_arm): `assert c or (b
# if t else 1)` ending a function: the test of `t` jumps to the constant
# arm's copy of the exit, laid out before the copy the test of `b` jumps
# to (`not t or b` gets them the other way round); was read `not c and t
# and not b` (mismatch).
def _assert_or_constant_arm_of_copy(a, b, c, t):
    assert c or (b if t else 1), a


def case_assert_or_constant_arm_of_copy():
    out = []
    for b in (0, 1):
        for c in (0, 1):
            for t in (0, 1):
                try:
                    out.append(_assert_or_constant_arm_of_copy("no", b, c, t))
                except AssertionError as e:
                    out.append(str(e))
    return out
