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
