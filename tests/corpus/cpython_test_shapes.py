"""Shapes CPython's own tests hold that the decompiled tests ran wrongly
(`python -m depyf.verify.cpython_tests`): each case runs, so a decompilation
that compiles but means something else is caught by its outcome too."""


class _Manager:
    def __init__(self):
        self.log = []

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def with_continue_in_loop():
    # test_with.testWithContinue: the `continue` ending a with body inside a
    # while loop skips what follows the with (the compiler drops that code
    # as unreachable).
    counter = 0
    while True:
        counter += 1
        if counter > 2:
            break
        with _Manager():
            counter += 10
            continue
        counter += 100
    return counter


def with_continue_in_for():
    total = 0
    for i in range(3):
        with _Manager():
            total += i
            continue
        total += 100
    return total


def walrus_binds_nonlocal():
    # test_named_expressions: the comprehension's walrus binds `var` of the
    # enclosing function through the `nonlocal` of the function holding it.
    var = None

    def inner():
        nonlocal var
        [var := 1 for _ in range(1)]

    inner()
    return var


def annotated_name_is_local():
    # test_grammar.test_var_annot_basic_semantics: `x: int` with no value
    # compiles to nothing but makes `x` a local of the function.
    try:
        x: int
        return x
    except UnboundLocalError:
        return "unbound local"
    except NameError:
        return "name error"


def unpack_to_nothing():
    # test_generators: `[] = gen` exhausts a generator (and fails when it
    # yields anything).
    items = iter(())
    [] = items
    () = []
    try:
        [] = (1,)
    except ValueError as exc:
        return str(exc)
    return "unpacked"


def local_bound_only_in_dead_code():
    # test_listcomps.test_unbound_local_after_comprehension (3.12+, where the
    # comprehension is inlined): `x` is a local of `f` (its `x = 0` is dead
    # code the compiler dropped), not the global the decompiled `return x`
    # reads.
    def f():
        if False:
            x = 0
        [x for x in [1]]
        return x

    try:
        return f()
    except UnboundLocalError:
        return "unbound local"
    except NameError:
        return "name error"


def double_not_is_a_bool():
    # test_descr.test_specials (3.13: `not not x` is TO_BOOL, UNARY_NOT,
    # UNARY_NOT... read back as `x`): a `__bool__` returning `not not
    # self.x` returned the int.
    x = 5
    return not not x, not not [], not not (x - 5)


def nested_walrus_statement():
    # test_named_expressions.test_named_expression_assignment_06: a walrus
    # chain as an expression statement: the printer raised TypeError
    # ("cannot print expression node ChainedTarget") instead of a
    # DecompilationError.
    (z := (y := (x := 0)))
    return x, y, z


def reraise_after_try_in_handler():
    # test_raise.test_except_reraise (3.10): the bare `raise` after a try
    # nested in a handler re-raises the handler's exception; it was read
    # into the nested try's clause (re-raising the inner one).
    try:
        raise TypeError("outer")
    except TypeError:
        try:
            raise KeyError("inner")
        except KeyError:
            pass
        raise


# 3.12+ (CPython's test_dictcomps, test_scope_isolation_from_global): an
# inlined comprehension's loop variable has a slot in the function, but the
# function's own reads of that name are of the global. The slot is not a
# local declared by annotation alone (`x: object` made the read a local
# one: UnboundLocalError).
_shadowed_by_comprehension = "Global variable"


def case_comprehension_variable_shadows_global():
    actual = {_shadowed_by_comprehension: None for _shadowed_by_comprehension in range(3)}
    nested = {_shadowed_by_comprehension: v for v in range(2) for _shadowed_by_comprehension in range(v, 3)}
    return actual, nested, _shadowed_by_comprehension
