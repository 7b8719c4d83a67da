"""Asserts whose condition holds conditional expressions, read as nested
ifs that run differently (found by checking the decompiled nesting corpus,
tests/corpus/nesting/expressions.py, by running it: e285, e35, e275)."""


def _g(*args):
    return args[0] if args else None


# 3.11: `if _g(a) and not d: pass` inside `if _g(b):` falls off the end
# instead of into the assert's raise: `_g(b)` true, `_g(a)` true, `d`
# false passes the assert (e285). (The function is nested so that the
# runner runs its decompiled code.)
def case_assert_nested():
    def f(a, b, c, d):
        assert ((d if _g(a) else 1) if _g(b) else (None and None and c)), a

    out = []
    for a, b, c, d in ((1, 1, 0, 0), (1, 1, 0, 1), (0, 1, 0, 0), (1, 0, 1, 1)):
        try:
            f(a, b, c, d)
            out.append("ok")
        except AssertionError:
            out.append("fail")
    return out
