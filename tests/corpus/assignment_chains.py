"""Chained assignments mixing names and tuple targets (CPython's
test_grammar.test_expr_stmt): the decompiled text wrote a tuple target as a
walrus, which does not compile."""


def chain_of_tuple_and_name_targets():
    abc = a, b, c = x, y, z = xyz = 1, 2, (3, 4)
    return abc, a, b, c, x, y, z, xyz


def chain_of_names_then_tuple():
    x = y = z = 1, 2, 3
    p, q, r = 1, 2, 3
    return x, y, z, p, q, r
