"""List/set/dict comprehensions and generator expressions (inlined on 3.12+)."""

DATA = [3, 0, 1, 4, 1, 5, 9, 2, 6]


def list_simple():
    return [i * 2 for i in DATA]


def list_cond():
    return [i * 2 for i in DATA if i]


def list_two_conds():
    return [i for i in DATA if i if i % 2]


def list_and_cond():
    return [i for i in DATA if i and i > 2]


def list_multi_for():
    return [(i, j) for i in range(3) for j in range(i)]


def list_multi_for_cond():
    return [(i, j) for i in range(4) if i for j in range(i) if j != 1]


def list_nested():
    return [[j for j in range(i)] for i in range(4)]


def list_nested_in_iter():
    return [x + 1 for x in [y * 2 for y in DATA]]


def list_unpack_target():
    return [a + b for a, b in zip(DATA, DATA[1:])]


def list_star_target():
    return [rest for first, *rest in [(1, 2, 3), (4, 5)]]


def set_comp():
    return {i % 3 for i in DATA}


def dict_comp():
    return {i: i * i for i in DATA if i > 1}


def dict_comp_multi():
    return {(i, j): i + j for i in range(3) for j in range(2)}


def genexpr_sum():
    return sum(i for i in DATA if i > 2)


def genexpr_list():
    return list(i * i for i in range(5))


def comp_local_shadow():
    i = "outer"
    xs = [i for i in range(3)]
    return i, xs


def comp_closure():
    k = 10
    return [i + k for i in DATA]


def comp_closure_lambda():
    fs = [lambda: i for i in range(3)]
    return [f() for f in fs]


def comp_captured_by_inner():
    return [(lambda: x)() for x in range(3)]


def comp_uses_arg(n=4):
    return [n * i for i in range(n)]


def comp_in_expression():
    return len([i for i in DATA]) + 1


def comp_in_call_args():
    return max([i for i in DATA], key=lambda v: -v)


def comp_as_statement():
    out = []
    [out.append(i) for i in DATA]
    return out


def comp_walrus():
    total = 0
    vals = [total := total + i for i in DATA]
    return vals, total


def comp_ternary_elt():
    return [i if i else -1 for i in DATA]


def comp_or_cond():
    return [i for i in DATA if i == 1 or i == 9]


def comp_not_cond():
    return [i for i in DATA if not i]


def comp_dict_items():
    d = {"a": 1, "b": 2}
    return {v: k for k, v in d.items()}


def comp_nested_dict_in_list():
    return [{j: i for j in range(i)} for i in range(3)]


def comp_set_in_dict():
    return {i: {j for j in range(i)} for i in range(3)}


def comp_in_loop():
    out = []
    for n in range(3):
        out.append([n * i for i in range(n)])
    return out


def comp_in_if(flag=True):
    if flag:
        return [i for i in DATA]
    return None


def comp_two_in_a_row():
    a = [i for i in DATA]
    b = {i for i in DATA}
    return a, b


def comp_same_var_twice():
    a = [i for i in range(2)]
    b = [i for i in range(3)]
    return a, b


def comp_attribute_iter():
    class O:
        xs = (1, 2, 3)
    return [x for x in O.xs]


def comp_in_class_body():
    class C:
        xs = [i * 2 for i in range(3)]
        ys = {i: i for i in xs}
    return C.xs, C.ys


def comp_class_body_uses_class_var():
    class C:
        n = 3
        xs = [i for i in range(n)]
    return C.xs


def comp_nested_three():
    return [[[k for k in range(j)] for j in range(i)] for i in range(3)]


def comp_generator_in_comp():
    return [sum(j for j in range(i)) for i in range(4)]


def comp_after_use():
    x = 5
    ys = [x for x in range(x)]
    return x, ys


def comp_global_iter():
    return [str(v) for v in DATA]


def comp_method_elt():
    return ["x{}".format(i) for i in range(3)]


def comp_fstring():
    return [f"{i}-{i * 2}" for i in range(3)]


def comp_subscript_target():
    d = {}
    return [d for d["k"] in range(3)], d


def comp_attr_in_cond():
    return [s for s in ["a", "B", "c"] if s.islower()]


# A conditional expression as the first arm of another, in a loop body or a
# generator expression: the inner arm's jump to the end is threaded past
# the outer arm's own (refused on every version until issue 19, "value
# IterValue used as an expression"; a held-out decompiler test set).
def case_generator_of_nested_conditionals():
    rows = [(1, 0, 1), (0, 2, 1), (0, 0, 0), (3, 4, 0)]
    return list([(a if a else b) if c else (b if a else c)] for a, b, c in rows)


def case_nested_conditional_argument_in_loop():
    out = []
    for a, b, c in [(1, 0, 1), (0, 2, 1), (0, 0, 0)]:
        out.append((a if a else b) if c else b)
    return out


# 3.10-3.12: a filter that is a conditional expression whose first arm ends
# in a false constant (`a or None`): the constant's test jumps straight back
# to the loop head (3.10/3.11 before the arm's own jump past the else arm),
# read as `if not a: continue` + an elif, which no comprehension has: the
# comprehension was refused (nesting corpus e36, e46, e166, e226).
def _filter_ternary_or_false_constant(xs, b, c):
    return [a for a in xs if ((a or None) if _same_flag(b) else c)]


def _same_flag(b):
    return b


def case_filter_ternary_or_false_constant():
    return [_filter_ternary_or_false_constant([0, 1, 2], b, c) for b in (0, 1) for c in (0, 1)]


# 3.8-3.13: a filter that is a conditional expression whose test is one
# with two false constant arms (`(0 if t else 0)`): `t` leads to the else
# arm either way (its first arm dead code, dropped); the comprehension was
# refused (nesting corpus e36, e46). 3.13 keeps `t`'s test as a jump to the
# next instruction: read as `if t: pass` before the filter's next test.
def _filter_ternary_never_true_test(xs, b, c):
    return [a for a in xs if (b if (0 if _same_flag(a) else 0) else c)]


def case_filter_ternary_never_true_test():
    return [_filter_ternary_never_true_test([0, 1, 2], 1, c) for c in (0, 1)]


# 3.11-3.13: a filter `a or (x or y)` whose second operand's first operand
# never holds (`b and (0 if t else 0)`, or a conditional expression testing
# that): its tests read as `if not a: (if b and t: pass) ...` before the
# element (3.11/3.12: an if whose both arms are `pass`), which no
# comprehension has: the comprehension was refused (nesting corpus e46).
def _filter_or_never_true_operand(xs, b, c, d):
    return [a for a in xs if a or ((b and (0 if _same_flag(c) else 0)) or d)]


def case_filter_or_never_true_operand():
    return [_filter_or_never_true_operand([0, 1, 2], b, c, d) for b in (0, 1) for c in (0, 1) for d in (0, 1)]


def _filter_or_ternary_never_true_operand(xs, b, c, d):
    return [a for a in xs if a or ((b and (_same_flag(c) if (0 if c else 0) else (not 1))) or (d or 0))]


def case_filter_or_ternary_never_true_operand():
    return [_filter_or_ternary_never_true_operand([0, 1, 2], b, c, d) for b in (0, 1) for c in (0, 1) for d in (0, 1)]


# 3.8-3.12: a filter longer than a condition's graph reading took (more
# than 20 tests and arm jumps), conditional expressions among them: read
# as a chain it fell apart into statements; the comprehension was refused
# (nesting corpus e166, e36).
def _filter_long_with_conditionals(xs, b, c, d):
    return [a for a in xs if ((b and _same_flag(a)) if (_same_flag(a) and b and c) else (_same_flag(a) if a else 0)) or ((1 if a else None) or (_same_flag(d) if (a if 0 else a) else (None and c))) or ((None or (1 if 0 else 1)) == (0 and 1 and d))]


def case_filter_long_with_conditionals():
    return [_filter_long_with_conditionals([0, 1, 2, None], b, c, d) for b in (0, 1) for c in (0, 1) for d in (0, 2)]


# 3.10+ (nesting/expressions.py e36, e66, e186; mismatch: co_cellvars
# differ): a name the comprehension reads only in an arm a constant test
# drops (in a filter or the element) is still its free variable, the
# enclosing function's cell; the decompiled comprehension said nothing of it.
def _filter_dead_arm_names(xs, b, c):
    return [a for a in xs if (b if 0 else c)]


def _element_dead_arm_names(xs, b, c):
    return {a: (b if None else a) for a in xs if c}


def case_comprehension_dead_arm_names():
    return [(_filter_dead_arm_names([0, 1], 2, c), _element_dead_arm_names([0, 1], 2, c)) for c in (0, 1)]


# 3.10+ (nesting/expressions.py e56; mismatch: co_names differ): the same
# with a global name, which the comprehension's co_names still holds.
def _filter_dead_arm_global(xs, c):
    return [a for a in xs if (_same_flag(a) if 0 else c)]


def case_filter_dead_arm_global():
    return [_filter_dead_arm_global([0, 1], c) for c in (0, 1)]


# 3.8-3.10 (nesting/expressions.py e36 on 3.8/3.9, minimized; refused:
# comprehension body not understood): a filter ending in a true constant
# (`t or 1`): the constant's test folds away, `t` jumps to where it falls,
# the element; read as `if t: pass` before the element.
def _filter_or_true_constant(xs, b):
    return [a for a in xs if b or 1]


def case_filter_or_true_constant():
    return [_filter_or_true_constant([0, 1], b) for b in (0, 2)] + [[a for a in (0, 1) if a or 1] for _ in (0,)]


# 3.8-3.10 (nesting/expressions.py e46 on 3.10, minimized; refused:
# comprehension body not understood): a filter that is a conditional
# expression with two true constant arms: its test goes to the element
# either way (falling into the first arm's jump over the empty else arm),
# read as `if t: pass / else: pass` before the element.
def _filter_ternary_true_arms(xs, c):
    return [a for a in xs if (1 if c else 1)]


def _filter_and_ternary_never_false(xs, b, c):
    return [a for a in xs if b and (_same_flag if (0 if c else 0) else 1)]


def case_filter_ternary_true_arms():
    return [(_filter_ternary_true_arms([0, 1], c), _filter_and_ternary_never_false([0, 1], b, c)) for b in (0, 1) for c in (0, 1)]


# 3.10+ (nesting/expressions.py e46 on 3.10, minimized; refused:
# comprehension body not understood): a filter never true, a conditional
# expression whose test has two false constant arms and whose else arm is
# false: the element is dropped, the test's two ways both go on to the
# else arm's jump back (read as `if t: pass / else: pass`, nothing after).
def _filter_never_true_ternary_of_false_arms(xs, c):
    return [a for a in xs if (_same_flag(a) if (0 if c else 0) else 0)]


def case_filter_never_true_ternary_of_false_arms():
    return [_filter_never_true_ternary_of_false_arms([0, 1], c) for c in (0, 1)]


# 3.13: a filter's conditional expression whose first arm ends in a false
# constant (`a or 0`): the constant's jump back to the loop head, which no
# exception-table row covers after the covered test jumping over it, read
# as half of a negated conditional (`a` alone: the table differed). Sibling
# of _filter_ternary_or_false_constant (x16). Left (3.13 mismatch): a while
# loop's test at the bottom of a coroutine's body is laid out alike (its
# conditional covered, the jump back the assembler made not), so the rows
# alone do not tell the constant's jump.
def _x16_set_filter_ternary_or_zero(xs, b, c):
    return {a for a in xs if ((a or 0) if _same_flag(b) else c)}


def case_x16_set_filter_ternary_or_zero():
    return [sorted(_x16_set_filter_ternary_or_zero([0, 1, 2], b, c)) for b in (0, 1) for c in (0, 1)]


# 3.12: a filter that is a conditional expression whose test has two false
# constant arms and whose else arm is a true constant (`t` goes on to the
# element either way, through the folded constant's jump past nothing,
# which 3.10+ keeps only for such a constant): read `(True if t else True)`,
# whose jump past its empty arm 3.10+ drops (3.10/3.11 too where the arms
# are constants); the same in an `and`'s right operand (read as two
# filters) and an `or`'s. Siblings of _filter_and_ternary_never_false (x16).
def _x16_filter_ternary_never_false(xs, c):
    return [a for a in xs if (_same_flag if (0 if c else 0) else 1)]


def _x16_filter_or_ternary_never_false(xs, b, c):
    return [a for a in xs if b or (_same_flag if (None if c else 0) else 2)]


def _x16_set_and_ternary_never_false(xs, b, c):
    return {a for a in xs if b and (_same_flag if (0 if c else 0) else 1)}


def case_x16_filter_ternary_never_false():
    return [(_x16_filter_ternary_never_false([0, 1], c), _x16_filter_or_ternary_never_false([0, 1], b, c),
             sorted(_x16_set_and_ternary_never_false([0, 1], b, c))) for b in (0, 1) for c in (0, 1)]
