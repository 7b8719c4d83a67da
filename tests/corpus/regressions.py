"""Minimal samples of bugs found in the decompiler, one function each."""


def _while_ends_function(limit):
    # 3.12 copied the function's implicit return between the loop's bottom
    # test and its exit; the loop came out as `if ...: while True:`.
    n = 0
    while n < limit:
        n += 1
        _sink(n)


def _sink(value):
    return value


def case_while_ends_function():
    return _while_ends_function(3)


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


def _ternary_argument_of_raise(msg=None):
    # 3.10+ copies the call and raise into both arms of the conditional.
    if msg != "ok":
        raise ValueError("no message" if msg is None else msg)
    return msg


def case_ternary_argument_of_raise():
    out = []
    for m in (None, "bad", "ok"):
        try:
            out.append(_ternary_argument_of_raise(m))
        except ValueError as exc:
            out.append(str(exc))
    return out


def _compound_condition_closing_late(a, b, c):
    # `x or (y and z)` only closes on two exits after its third test.
    if a or (b and c):
        return 1
    return 0


def case_compound_condition_closing_late():
    return [_compound_condition_closing_late(a, b, c) for a in (0, 1) for b in (0, 1) for c in (0, 1)]


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


def _while_chained_compare(i, n):
    # The loop's bottom copy of a chained comparison is shaped differently
    # from its top test (and 3.12 copies the exit block into its cleanup).
    while 0 <= i < n:
        i += 1
    return i


def case_while_chained_compare():
    return [_while_chained_compare(i, 5) for i in (-1, 0, 3, 9)]


def _for_without_jump_back(items):
    # Every path through the body leaves the loop: no jump back to FOR_ITER.
    for item in items:
        return item * 2
    raise KeyError("empty")


def case_for_without_jump_back():
    out = [_for_without_jump_back([3, 4])]
    try:
        _for_without_jump_back([])
    except KeyError as exc:
        out.append(str(exc))
    return out


def _call_with_computed_keyword(name, value):
    # `**{name: value}` has a key that is not a constant: it stays a mapping.
    return dict(**{name: value})


def case_call_with_computed_keyword():
    return _call_with_computed_keyword("k", 1)


def _break_with_copied_exit(xs):
    # 3.10+ copies `return out` to the break: iterator pop, then the copy.
    out = []
    for x in xs:
        if x > 3:
            break
        out.append(x)
    return out


def case_break_with_copied_exit():
    return _break_with_copied_exit([1, 2, 5, 1]), _break_with_copied_exit([])


def _return_ternary_of_constants(x, y):
    # 3.12 copies the return into each arm as LOAD_CONST + RETURN_VALUE,
    # unlike `if x == y: return 0` (RETURN_CONST).
    return 0 if x == y else 1 if x > y else -1


def case_return_ternary_of_constants():
    return [_return_ternary_of_constants(a, 2) for a in (1, 2, 3)]


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


def _elif_after_raising_body(value, low, high):
    # The if-body ends in a raise, so no jump skips the elif; only the
    # nested if's false jump shows where the whole statement ends.
    if low == "-inf":
        if value > high:
            raise ValueError("above")
    elif high == "inf":
        if value < low:
            raise ValueError("below")
    else:
        if value < low or value > high:
            raise ValueError("outside")
    return value


def case_elif_after_raising_body():
    out = []
    for args in ((1, "-inf", 5), (9, "-inf", 5), (1, 2, "inf"), (3, 1, 4), (7, 1, 4)):
        try:
            out.append(_elif_after_raising_body(*args))
        except ValueError as exc:
            out.append(str(exc))
    return out


class _Reader:
    def __init__(self, n):
        self.n = n
        self.got = []

    def poll(self):
        return self.n > 0

    def recv(self):
        self.n -= 1
        self.got.append(self.n)


def _if_around_while(closed, reader):
    # 3.11+ merges `if not closed` and the loop's first test into one chain
    # (their exits are copies of `return None`); the loop bottom re-tests only poll().
    if not closed:
        while reader.poll():
            reader.recv()


def case_if_around_while():
    r = _Reader(3)
    _if_around_while(False, r)
    _if_around_while(True, r)
    return r.got


def _return_from_try_in_loop(maps, key):
    # 3.11+: the subscript is protected, the iterator pop and the return
    # after it are not.
    for mapping in maps:
        try:
            return mapping[key]
        except KeyError:
            pass
    return "missing"


def case_return_from_try_in_loop():
    return _return_from_try_in_loop([{}, {"k": 1}], "k"), _return_from_try_in_loop([{}], "k")


class _Lock:
    def __init__(self):
        self.log = []

    def __enter__(self):
        self.log.append("in")

    def __exit__(self, *exc):
        self.log.append("out")


def _with_ends_function(lock, log):
    # 3.11+ copies the implicit `return None` after the with's exit call.
    with lock:
        log.append("body")


def case_with_ends_function():
    lock, log = _Lock(), []
    _with_ends_function(lock, log)
    return lock.log, log


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


class _Delimit:
    def __init__(self, out):
        self.out = out

    def __enter__(self):
        self.out.append("{")

    def __exit__(self, *exc):
        self.out.append("}")


def _with_in_if_at_end(elts, out):
    # 3.11+ copies the implicit `return None` after the with; read back as
    # if/else rather than `if ...: with ...: ...; return None` + the rest.
    if elts:
        with _Delimit(out):
            out.extend(elts)
    else:
        out.append("{*()}")


def case_with_in_if_at_end():
    a, b = [], []
    _with_in_if_at_end([1, 2], a)
    _with_in_if_at_end([], b)
    return a, b


class _Key:
    events = 1
    data = ("r", "w")


def _multiple_assignment_with_unpacking(key):
    # One target of the rotated multiple assignment is itself unpacked.
    mask, (reader, writer) = key.events, key.data
    return mask, reader, writer


def case_multiple_assignment_with_unpacking():
    return _multiple_assignment_with_unpacking(_Key())
