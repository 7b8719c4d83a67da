"""Comprehensions and lambdas: their scopes, cells and conditions.

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


def comprehension_shadows_a_cell():
    base = 10
    add = lambda v: v + base  # noqa: E731 - base is a cell
    out = [base * 2 for base in range(3)]
    pairs = {base: add(base) for base in out}
    return out, pairs, add(1), base


# Minimal sample of a decompiler bug.

def case_lambda_returning_none():
    # the lambda's whole body is the `return None` a def body would drop
    noop = lambda: None  # noqa: E731
    table = {3: lambda _value: None}
    return noop(), table[3](1), getattr(object(), "missing", lambda: None)()


def case_comprehension_condition_on_its_own_line():
    # 3.12+ jumps depend on line numbers: the `if` on its own line compiles
    # to other jumps than the same comprehension written on one line
    other = {2, 3}
    items = [1, 2, 3, 4]
    return list(value for value in items
                if value not in other)


# 3.12: a lambda whose free variable only a dropped arm used (`(1 or c)`'s
# `c`): said in a new `... if True else c` around the whole body, whose
# first arm's jump past it the compiler turns into a copy of the return,
# where the body's own dead arm (read as `if True else None`) holds it
# without one (nesting corpus e157; x16).
def _x16_lambda_dead_name_in_dead_arm(a, b, c, d):
    return lambda: (not a) or (d and ((b or b) if (1 or c) else (a or b)))


def _x16_lambda_dead_name_in_dead_first_arm(a, b, c, d):
    return lambda: (not a) or (d and (c if (0 and a) else (b or b)))


def case_x16_lambda_dead_name_in_dead_arm():
    return [(_x16_lambda_dead_name_in_dead_arm(a, b, 3, d)(), _x16_lambda_dead_name_in_dead_first_arm(a, b, 3, d)())
            for a in (0, 1) for b in (0, 2) for d in (0, 4)]


# 3.12: the same where the reading spelled no dead arm (the dropped `d` was
# in an argument, `g((d if 0 else 0))`, or an operand read `d`): said in a
# new arm after the whole body, `... if True else d`, whose jump past it
# 3.12 turns into a copy of the return, the body's own jumps to the return
# then landing on the other; 3.10+ says it in a dead first arm, `d if False
# else ...`, no jump after the body (nesting corpus e197, e207; x16).
def _x16_lambda_dead_name_in_argument(a, b, d):
    return lambda: ((a or abs(b)) if abs((d if 0 else 0)) else abs(b))


def _x16_lambda_dead_name_in_compared_operand(a, b, c, d, xs):
    return lambda: ((d if 1 else b) < (not c) >= (xs[0] if a else d))


def case_x16_lambda_dead_name_in_first_arm():
    return [(_x16_lambda_dead_name_in_argument(a, -2, 3)(), _x16_lambda_dead_name_in_compared_operand(a, 1, c, 0, [a])())
            for a in (0, 1) for c in (0, 1)]
