"""Conditions whose conditional expressions are operands of `and` / `or`:
a first arm's jump over the else arm lands on the next operand (or on the
exit of the whole condition), so the chain of tests is a graph, not a
nest of per-shape chains (found by the nesting corpus,
tests/corpus/nesting/expressions.py, issue 19)."""

import itertools


def _g(*args):
    return args[0] if args else None


_INPUTS = list(itertools.product((0, 1, 2), repeat=3))


# All versions: `(ternary) or y`: the first arm's jump over the else arm
# goes to `y` (was: read as nested ifs, another bytecode; e121).
def _ternary_or(a, b, c):
    if (b if a else _g(a)) or b != c:
        return 1
    return 2


# All versions: `(ternary) and y`: the arm's jump lands on `y` too.
def _ternary_and(a, b, c):
    if (b if a else c) and _g(c):
        return 1
    return 2


# All versions: `x or (ternary) or y`: the ternary in the middle of a chain.
def _or_ternary_or(a, b, c):
    if a or (b if c else a) or _g(c):
        return 1
    return 2


# All versions: the arms themselves compound (`t and u`, `d or a`), the
# whole an `or` operand.
def _compound_ternary_or(a, b, c):
    if (_g(a) is c != 1 if (b and a) else (c or a)) or (c if b else a):
        return 1
    return 2


def case_ternary_operands():
    out = []
    for a, b, c in _INPUTS:
        out.append((_ternary_or(a, b, c), _ternary_and(a, b, c), _or_ternary_or(a, b, c), _compound_ternary_or(a, b, c)))
    return out


# 3.10+: a loop tested at its bottom by a conditional expression: the
# bottom copy's first arm ends in a copy of the exit (`return None`)
# instead of a jump, so it is longer than the top test (was: conditional
# jump leaves its block; e213).
def _while_ternary_bottom(d):
    while (d if d else d):
        d = _g(d - 1)


# 3.10+: a false constant arm folded into a jump to the exit: a copy of
# the implicit `return None` with the condition's line (was: conditional
# jump leaves its block; e233).
def _while_or_none_arm(a, b, c):
    while _g(a) or (None if b else c):
        a = b = c = 0


# All versions: a constant else arm folded into a jump (`None`), inside
# the test of another conditional expression (was: conditional jump
# leaves its block; e291).
def _ternary_constant_arm_in_test(a, b, c, d):
    if (_g(b) if (d and (a if c else None)) else (not c)):
        return 1
    return 2


def case_constant_arms():
    out = []
    for a, b, c in _INPUTS:
        _while_ternary_bottom(a)
        _while_or_none_arm(a, b, c)
        out.append((_ternary_constant_arm_in_test(a, b, c, a + b)))
    return out


# All versions: a chained comparison as the first test of the condition,
# the test of a conditional expression (was: conditional jump leaves its
# block; e1).
def _chained_test_ternary_or(a, b, c):
    if ((_g(a) is c != 1) if (None is not b <= 1) else (c or a)) or c:
        return 1
    return 2


# 3.8/3.9: a conditional expression whose test the compiler folded
# (`not 0`) keeps its dead else arm after the first arm's jump (was:
# conditional jump leaves its block; e1). 3.10+ drop it. Left (3.13): the
# jump of `d` to the body lands on a NOP of the folded test (mismatch).
def _dead_else_arm(c, d):
    if d or ((c or 0) if (not 0) else (not c)):
        return 1
    return 2


def case_chained_and_folded_tests():
    return [(_chained_test_ternary_or(a, b, c), _dead_else_arm(a, b)) for a, b, c in _INPUTS]


# 3.11 (nesting/expressions.py e285, run over a grid of inputs): `assert b
# and (d if a else 1)`: the test of `d` jumps (when false) to the assert's
# raise, which the test of `b` also goes to; read as an if/else whose body
# took that jump for falling off its end (`d` false passed the assert).
# 3.10: the constant arm's jump to the exit is a copy of it, which the test
# of `a` goes to, the test of `d` falling into a copy of the raise (was:
# refused, the source losing a raise; also nesting e145, e285).
# (Nested so that the decompiled code is what runs.)
def case_assert_and_ternary_folded_arm():
    def f(a, b, d):
        assert b and (d if a else 1)

    out = []
    for a, b, d in _INPUTS:
        try:
            f(a, b, d)
            out.append("ok")
        except AssertionError:
            out.append("fail")
    return out


def _assert_outcomes(f):
    out = []
    for a, b, d in _INPUTS:
        try:
            f(a, b, d)
            out.append("ok")
        except AssertionError as exc:
            out.append(("fail", exc.args))
    return out


# 3.12 (nesting/expressions.py e145, e275, e285, minimized; refused: "the
# decompiled source would lose 1 raise"): an assert whose test holds a
# conditional expression with a true constant arm (or a false one after
# `and`): 3.12 copies the raise to the first arm's end and the code after
# the assert to the constant arm's jump, where 3.11/3.13 jump: two copies
# in a row, the second the constant arm's jump (was read as `a and not d`,
# losing the copied raise).
def case_assert_with_copied_raise_and_exit():
    def f1(a, b, d):
        assert (d if d else 0) and (b if a else d), a

    def f2(a, b, d):
        assert (b and (d if d else 0)) and (b if a else d), a

    def f3(a, b, d):
        assert (d if d else 0) and ((_g(a) >= _g(b)) if b else (0 if b else a)), a

    return [_assert_outcomes(f) for f in (f1, f2, f3)]


# 3.12/3.13 (nesting/expressions.py e35, minimized; refused: "conditional
# jump leaves its block"): an assert whose test holds a chained comparison
# failing into the raise: the chain's cleanup (`POP_TOP`) is followed by a
# copy of the raise, which the chain reader skips; the condition's reading
# took it for one more arm.
def case_assert_chain_cleanup_before_raise_copy():
    def f(a, b, d):
        assert d and ((a >= b is not d) if a else b), a

    def h(a, b, d):
        assert (d if d else 0) and ((a >= b is not d) if d else (d if a else b)), a

    return [_assert_outcomes(f), _assert_outcomes(h)]
# 3.10+ (nesting/expressions.py e275): `assert ... and ((b and 1) if c else
# a)`: the true constant's jump to the exit and the first arm's jump past
# the else arm to the raise are both copies of those blocks, one after the
# other (was: conditional jump leaves its block).
def case_assert_ternary_arm_ends_in_true_constant():
    def f(a, b, c):
        assert (b if c else a) and ((b and 1) if c else a)

    out = []
    for a, b, c in _INPUTS:
        try:
            f(a, b, c)
            out.append("ok")
        except AssertionError:
            out.append("fail")
    return out


# 3.10+ (found reducing nesting/expressions.py e35): `assert (d if c else 0)
# and (b if c else a)`: the false constant's jump to the raise is a copy of
# it, which the test of `c` goes to; reading the jump there as one to the
# raise itself left that copy unreached, a dead else arm (was: refused, the
# source losing a raise; before, `if d and d: pass else: assert False`, the
# second operand's raise dropped).
def case_assert_ternary_false_constant_arm():
    def f(a, b, c, d):
        assert (d if c else 0) and (b if c else a)

    out = []
    for a, b, c in _INPUTS:
        for d in (0, 1):
            try:
                f(a, b, c, d)
                out.append("ok")
            except AssertionError:
                out.append("fail")
    return out


# 3.10+ (found reducing nesting/expressions.py e35): in an assert, a false
# constant arm whose jump to the raise was copied right after the test the
# arm follows (`(False if d else a)`: the test jumps past the copy, as over
# an if statement's body), and a chained comparison ending a first arm,
# whose cleanup is followed by a copy of the raise too (was: read as if
# statements holding asserts, another bytecode).
def case_assert_arms_ending_in_raise_copies():
    def f(a, b, c, d):
        assert b if c else (False if d else a)

    def h(a, b, c, d):
        assert (a >= b < c) if d else c

    out = []
    for a, b, c in _INPUTS:
        for d in (0, 1):
            for fn in (f, h):
                try:
                    fn(a, b, c, d)
                    out.append("ok")
                except AssertionError:
                    out.append("fail")
    return out


# 3.8-3.11 (nesting/expressions.py e177, e180, e220; refused: "boolean
# operator leaves its block"): `(a and b or y) and z` as a value: the jumps
# of `a` and `b` are threaded past the or-pops of the operators around
# them (un-threaded from the last back); `(a and (d or y)) or y`: the
# inner `or`'s jump goes past the outer `or`, which jumps on the same truth.
def case_value_bool_operators_threaded_past_or_pops():
    def inner_or(a, d, y):
        return (a and (d or y)) or y

    def inner_or_constant(a, d, y):
        return (a and (d or 1)) or y

    def grouped_then_and(a, b, y, z):
        return ((a and b) or y) and z

    def grouped_constant_then_and(a, b, y, z):
        return ((a and b and 1) or y) and z

    grid = list(itertools.product((0, 2), repeat=4))
    return [
        (inner_or(a, b, y), inner_or_constant(a, b, y), grouped_then_and(a, b, y, z), grouped_constant_then_and(a, b, y, z))
        for a, b, y, z in grid
    ]


# 3.12/3.13 (nesting/expressions.py e35, e283, minimized; mismatch: read as
# `if d: assert b` then another assert): an assert whose test ends in a
# conditional expression with a false constant arm, `(0 if c else x)`: the
# arm's raise is copied right after the test of `c`, which jumps past it
# (as a test before an if statement's body would).
def case_assert_false_constant_arm_raise_copy():
    def f(a, b, d):
        assert (b if d else (0 if a else d)), a

    def h(a, b, d):
        assert (b if (d > a) else (0 if b else d)) if a else d, a

    return [_assert_outcomes(f), _assert_outcomes(h)]


# 3.13 (nesting/expressions.py e35, minimized; refused: "conditional jump
# leaves its block"): `assert x and ((a >= b is not d) if t else ...)`:
# the chain fails into a jump to the raise and its cleanup into a copy of
# the raise; the chain reader took the jump for one over the cleanup into
# code after the chain (the else arm was lost).
def case_assert_chain_failing_into_jump_to_raise():
    def f(a, b, d):
        assert (b or a) and ((a >= b is not d) if d else (0 if a else b)), a

    def h(a, b, d):
        assert ((a >= b is not d) if (d > a) else (0 if a else b)), a

    return [_assert_outcomes(f), _assert_outcomes(h)]


# 3.11-3.13 (nesting/expressions.py e35; refused: "conditional jump leaves
# its block"): an assert over 20 items, many of them arms' copies of the
# raise: the graph's limit counts tests (the arms made it read in parts,
# the first part's false way past the second's code).
def case_assert_long_condition_of_copied_raises():
    def f(a, b, d):
        assert (b and (a if d else b)) and (d if d else 0) and (((a >= b is not d) if (d > a not in (b,)) else (0 if a else b)) if (b or a) else ((not 1) if (not d) else (None != d != d))), a

    return _assert_outcomes(f)


# 3.11+ (stdlib lib2to3 DFAState.addarc, typing; a regression of the
# reading above caught by the stdlib ratchet): asserts in a row: each
# test jumps past its own raise to the next assert's test, on a line of
# its own; no false constant arm of one condition.
def case_asserts_in_a_row():
    def f(a, b, d):
        assert isinstance(a, int)
        assert b not in (5, 6), b
        assert d != 7
        return a + b

    return _assert_outcomes(f)


# 3.12 (stdlib _pydatetime timedelta.__new__; a regression of the reading
# above caught by the stdlib ratchet): `assert t and a <= b < c` in a row:
# the chain's cleanup comes before the assert's own raise, which the first
# test jumps to; the next assert was read into the same condition.
def case_asserts_ending_in_chains_in_a_row():
    def f(a, b, d):
        assert isinstance(a, int)
        assert isinstance(b, int) and 0 <= b < 2
        assert isinstance(d, int) and 0 <= d < 3
        return a

    return _assert_outcomes(f)


# 3.8/3.9 (fuzz set, seed 1, programs 4, 6, 81, minimized): a conditional
# expression as the first arm of another, its own first arm an `and`: the
# operator's jump goes to the outer arm's jump past the outer else arm,
# while the inner arm's jump is threaded past it (was: boolean operator
# leaves its block).
def case_operator_in_arm_of_arm():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a, b, c, d, t):
        y = ((d and g(a)) if t else c) if a else b
        return y

    def h(a, b, c, d, t):
        return ((d or g(c)) if t else c) if a else b

    return [(f(a, 2, 3, d, t), h(a, 2, 3, d, t)) for a in (0, 1) for d in (0, 4) for t in (0, 5)], log


# 3.12 (fuzz set, seeds 1 and 2: `y = a and (b or c) if a else b` in an if's
# body): the code after the conditional expression (the store and return) is
# copied behind each arm, and both operators' jumps are threaded into the
# else arm's copy; the inner operator's block ends where the first arm's
# copy starts (was: boolean operator leaves its block).
def case_nested_operator_in_arm_of_copied_store():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a, b, c):
        if a:
            g(0)
            y = a and (b or c) if a else b
        elif not a:
            g(1)

    def h(a, b, c, t):
        y = ((a and (b or g(c))) if t else c) if a else b
        return y

    return [(f(a, b, c), h(a, b, c, t)) for a in (0, 1) for b in (0, 2) for c in (0, 3) for t in (0, 4)], log


# 3.8/3.9 (nesting corpus e66, e205): a conditional expression with a
# folded true test as the first arm of another, `(a if 1 else b) if 1 else
# c`: the inner arm's jump to the outer arm's jump past `c` is threaded by
# the peephole, which spells it JUMP_ABSOLUTE (the compiler's own jumps
# past an else arm are JUMP_FORWARD); was read as `a if 1 else (b if 1 else
# c)`, whose two jumps go straight to the end (mismatch).
def case_x17_true_arm_of_true_arm_threaded():
    def f(a, b, c):
        if (a if 1 else b) if 1 else c:
            return 1
        return 2

    def h(a, b, c):
        assert ((a if 1 else None) if (not 0) else (c <= None)), b

    def k(xs, b, c):
        return [x for x in xs if ((b or (1 if 0 else None)) if 1 else c)]

    out = [f(a, b, c) for a in (0, 1) for b in (0, 2) for c in (0, 3)]
    for a in (0, 1):
        try:
            h(a, 2, 3)
            out.append("ok")
        except AssertionError as e:
            out.append(repr(e))
    return out, [k([0, 1, 2], b, c) for b in (0, 1) for c in (0, 1)]


# Sibling of case_x17_true_arm_of_true_arm_threaded (fuzz set 3.8/3.9, seed
# 1 #934, seed 2 #132): the threaded jump of `(1 if t else 1)`'s first arm
# lands on the very next jump, the outer arm's past its else arm; read
# threaded, as before (aimed at that jump, the empty arms read as no
# conditional expression: refused).
def _x17_empty_arms_in_arm_threaded(a, b, c, xs):
    if ((b or (1 if xs[0] else 1)) if (g(a) if 1 else c) else a):
        g(1)
    return (not a)


# 3.13 (nesting corpus e1; _dead_else_arm): `d or ((c or 0) if 1 else y)`:
# the true test and the dead else arm leave no code; the first arm's jump
# past the else arm became a copy of the if's body (the exits copied before
# the constants were folded), laid out right after the false constant's
# jump, only `c` jumping to it. Was read `d or (False if not c else True)`,
# whose true else arm leaves a line marker falling into the body (mismatch).
# Left: 3.10 and 3.12 copy the false constant's jump too (the code after
# the if, ahead of the body), read `if not d and not c: return 2`.
def case_x17_true_test_arm_copy_of_body():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(c, d):
        if d or ((c or 0) if 1 else 0):
            return 1
        return 2

    def h(c, d, e):
        if d or ((c or e or 0) if 1 else 0):
            return 1
        return 2

    def k(c, d):
        if d or ((g(c) or None) if not 0 else c):
            g(3)
        return 2

    return [(f(c, d), h(c, d, e), k(c, d)) for c in (0, 1) for d in (0, 2) for e in (0, 3)], log
