"""Straight-line statements: assignments (chained, swapped, unpacked), asserts,
calls, decorators, nonlocal declarations.

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Minimal sample of a decompiler bug.

def case_swap_values():
    # Stores of rotated (≤3.10) or swapless (3.11+) values are one tuple assignment.
    a, b = 1, 2
    a, b = b, a
    heap = [5, 1]
    item = 3
    item, heap[0] = heap[0], item
    return a, b, item, heap


class _Obj:
    pass


def case_chained_assignment_many_targets():
    o = _Obj()
    o.a = o.b = o.c = o.d = 0
    x = y = z = [1]
    return o.a, o.b, o.c, o.d, x is y is z


def _decorate(tag):
    def wrap(fn):
        fn.tags = getattr(fn, "tags", []) + [tag]
        return fn

    return wrap


def case_decorator_order():
    @_decorate("outer")
    @_decorate("inner")
    def target():
        return 1

    return target.tags


def _call_with_computed_keyword(name, value):
    # `**{name: value}` has a key that is not a constant: it stays a mapping.
    return dict(**{name: value})


def case_call_with_computed_keyword():
    return _call_with_computed_keyword("k", 1)


def _raise_assertion_error_with_star(cond, *args):
    # 3.8 loads AssertionError as a global, like `assert`; `*args` has no assert form.
    if not cond:
        raise AssertionError(*args)
    return "ok"


def case_raise_assertion_error_with_star():
    out = [_raise_assertion_error_with_star(True)]
    try:
        _raise_assertion_error_with_star(False, "a", "b")
    except AssertionError as exc:
        out.append(exc.args)
    return out


def _swap_in_loop(items):
    # Inside a loop body the loop target was below the statement's values;
    # the swap came out as two assignments that lose a value.
    n = len(items)
    for i in range(n // 2):
        items[i], items[n - i - 1] = items[n - i - 1], items[i]
    return items


def _swap_in_handler(a, b):
    try:
        raise ValueError
    except ValueError as exc:
        a, b = b, a
    return a, b


def case_swap_in_loop_and_handler():
    return _swap_in_loop([1, 2, 3, 4, 5]), _swap_in_handler(1, 2)


def _membership_in_constant_set(word):
    # `x in {...}` of constants is compiled with a frozenset constant.
    if word in {"temp", "ignore", "cdata"}:
        return "marked"
    return "other"


def _assert_false(x):
    # `assert False, msg` (or `assert 0`) compiles to an unconditional raise.
    if x:
        return 1
    assert False, "never get here"


def case_constant_set_and_assert_false():
    out = [_membership_in_constant_set(w) for w in ("temp", "x")]
    try:
        _assert_false(0)
    except AssertionError as exc:
        out.append(str(exc))
    return out


class _Key:
    events = 1
    data = ("r", "w")


def _multiple_assignment_with_unpacking(key):
    # One target of the rotated multiple assignment is itself unpacked.
    mask, (reader, writer) = key.events, key.data
    return mask, reader, writer


def case_multiple_assignment_with_unpacking():
    return _multiple_assignment_with_unpacking(_Key())


# Minimal sample of a decompiler bug.

def case_nonlocal_declared_but_never_used():
    # types._cell_factory: the inner function's only trace of `a` is its
    # closure (co_freevars); without `nonlocal a` it would have none
    a = 1

    def f():
        nonlocal a

    return f.__closure__[0].cell_contents, f.__code__.co_freevars


# Bytecode mismatch found by the 3.11 stdlib sweep (and its 3.12/3.13
# twins).

def unpacking_first_of_chained_targets():
    # `code.InteractiveInterpreter.showtraceback`: `a, b = c = v` keeps a
    # copy of v (COPY) for c while the tuple target unpacks the other.
    class Box:
        pass

    box = Box()
    first, second = pair = (1, 2)
    box.x, box.y = box.both = [3, 4]
    a, (b, c) = d = e = (5, (6, 7))
    return first, second, pair, box.x, box.y, box.both, a, b, c, d, e


# Name and local order (co_names, co_varnames) that follows the source
# order; shape found in the 3.12/3.13 stdlib sweeps.

def _two_underscores(code):
    _, _, encoding = code.partition(".")
    a, _, _ = code.partition(".")
    return a, encoding


def case_two_underscores():
    return [_two_underscores("x.y"), _two_underscores("xy")]


# 3.8/3.9 bug.

def _assert_is_or(policy):
    # `not (a is b)` compiles as `a is not b`: the negated jump test is
    # written `not (a or b)` rather than `not a and not b`.
    assert policy is None or isinstance(policy, int)
    return policy


def case_assert_is_or():
    return _assert_is_or(None), _assert_is_or(3)
