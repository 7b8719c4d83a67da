def case_star_assignments():
    a, *b, c = range(6)
    (d, e), f = (1, 2), 3
    *g, = "xyz"
    h, (i, *j) = 0, [1, 2, 3]
    k = l = m = 7
    return a, b, c, d, e, f, g, h, i, j, k, l, m


def case_star_literals():
    xs = [1, 2]
    ys = (3,)
    d1 = {"a": 1}
    return ([*xs, *ys, 0], (*xs, *ys), {*xs, *ys}, {**d1, "b": 2, **{"c": 3}},
            [*range(3)], (*"ab",))


def case_swap_and_for_unpack():
    a, b = 1, 2
    a, b = b, a
    x, y, z = 1, 2, 3
    x, y, z = z, x, y
    pairs = []
    for i, (c, *rest) in enumerate(["ab", "cde"]):
        pairs.append((i, c, rest))
    return a, b, x, y, z, pairs
