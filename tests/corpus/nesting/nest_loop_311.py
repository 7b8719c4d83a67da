"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


def f_while__try_except_star__break(a, b, c, d, xs, ys):
    while a or b and c:
        try:
            break
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
        g(9)
    g(9)


def f_while__try_except_star__global(a, b, c, d, xs, ys):
    yield
    while not (a and b):
        try:
            g(0)
        except* ValueError:
            global G1
            G1 = a
        except* (KeyError, OSError) as e:
            g(2)
    return b


def f_while__try_except_star__raise_from(a, b, c, d, xs, ys):
    yield
    while a or b:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            raise ValueError(a) from b
    return a


def f_while_else__try_except_star__continue(a, b, c, d, xs, ys):
    yield
    while (y := g(a)):
        try:
            continue
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
    else:
        g(1)
    return a


def f_while_else__try_except_star__nonlocal_outer(a):
    n1 = 0
    def f_while_else__try_except_star__nonlocal(a, b, c, d, xs, ys):
        while not (a and b):
            try:
                g(0)
            except* ValueError:
                nonlocal n1
                g(b)
            except* (KeyError, OSError) as e:
                g(2)
            continue
        else:
            g(1)
        g(9)
        g(b)
    return f_while_else__try_except_star__nonlocal


async def f_while_else__try_except_star__assign(a, b, c, d, xs, ys):
    while a:
        try:
            x = g(b)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
    else:
        g(1)
    g(b)


def f_while_true__try_except_star__raise(a, b, c, d, xs, ys):
    yield
    while True:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            raise ValueError(a)
        g(9)
    g(b)


def f_while_true__try_except_star__assert(a, b, c, d, xs, ys):
    while 1:
        try:
            g(0)
        except* ValueError:
            assert a, b
        except* (KeyError, OSError) as e:
            g(2)
    return b


def f_while_true__try_except_star__reraise(a, b, c, d, xs, ys):
    while 1:
        try:
            raise
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
        continue
    g(b)


def f_for__try_except_star__pass(a, b, c, d, xs, ys):
    yield
    for v in g(a):
        try:
            g(0)
        except* ValueError:
            pass
        except* (KeyError, OSError) as e:
            g(2)
        return a
    return b


def f_for__try_except_star__lambda(a, b, c, d, xs, ys):
    for v in range(a):
        try:
            h = lambda q: q if q else a
            g(h)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
    g(9)
    g(b)


def f_for__try_except_star__yield_value(a, b, c, d, xs, ys):
    for v in xs:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            x = yield a
        return a


async def f_for_else__try_except_star__bare_return(a, b, c, d, xs, ys):
    for v in range(a):
        g(0)
    else:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            h = lambda q: q if q else a
            g(h)
    g(9)


async def f_for_else__try_except_star__await(a, b, c, d, xs, ys):
    for v in (1, 2):
        g(0)
    else:
        try:
            await w(a)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
    return a
    g(b)


def f_for_else__try_except_star__augassign(a, b, c, d, xs, ys):
    yield
    for v in range(a):
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            x += 1
    else:
        g(1)
    return b
