"""Conditions holding conditional expressions whose jumps the compiler
threads, read to code that runs differently (found by running the
decompiled nesting corpus, tests/corpus/nesting/expressions.py, over a grid
of inputs: its units take arguments, so the corpus never runs them)."""


def _run(f, *args):
    log = []

    def g(x):
        log.append(x)
        return x

    try:
        result = f(g, *args)
    except Exception as exc:
        result = type(exc).__name__
    return result, log


# 3.8 (e239): a `continue` condition whose test is a folded conditional
# expression; the decompiled loop calls g where the original does not.
def case_continue_on_folded_ternary_test():
    def f(g, a, b, c, d, xs):
        for v in xs:
            if ((g(0) or (not g(a)) or (None >= 0 not in xs[0] not in a)) if ((a and (1 if 0 else 1)) and (a is None is d)) else (not (not c))):
                continue
            g(v)

    return [_run(f, 1, 0, 1, 0, [0]), _run(f, 0, 0, 0, 0, [1])]


# 3.13 (e191): `not` of a conditional expression whose arms hold a folded
# conditional expression: the decompiled test goes the other way.
def case_not_of_ternary_with_folded_arm():
    def f(g, a, b, xs):
        if (not ((a and (0 if xs[0] else xs[0])) if (b or b) else (b is a))):
            return 1
        return 2

    return [_run(f, 0, 1, [0]), _run(f, 1, 1, [1]), _run(f, 1, 0, [0])]


# 3.13 (e85): an assert of a chained comparison whose operands are and/or
# chains holding conditional expressions: the decompiled code evaluates
# an operand the original does not reach.
def case_assert_chained_comparison_of_ternaries():
    def f(g, a, b, c, d, xs):
        assert (((c or 1) >= (d is d) not in (0 if a else xs[0]) != g(b)) <= (g(0) and (0 if None else b) and (c or (g(a) if g(a) else d))) > ((0 if g(a) else a) or (0 if c else b) or (a and 1)) > ((0 if c else g(a)) and (c or (a if d else a)) and (a and d and a))), a

    return [_run(f, 0, 0, 0, 0, [0]), _run(f, 1, 2, 1, 1, [[1]])]
