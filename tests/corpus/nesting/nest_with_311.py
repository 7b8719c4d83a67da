"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


async def f_with__try_except_star__global(a, b, c, d, xs, ys):
    with cm(a):
        try:
            g(0)
        except* ValueError:
            global G1
            G1 = a
        except* (KeyError, OSError) as e:
            g(2)


def f_with__try_except_star__raise_from(a, b, c, d, xs, ys):
    with cm(a):
        try:
            raise ValueError(a) from b
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
    return a
    return b


def f_with__try_except_star__continue(a, b, c, d, xs, ys):
    yield
    with cm(a):
        try:
            g(0)
        except* ValueError:
            global G1
            G1 = a
        except* (KeyError, OSError) as e:
            g(2)


def f_with_as__try_except_star__nonlocal_outer(a):
    n1 = 0
    async def f_with_as__try_except_star__nonlocal(a, b, c, d, xs, ys):
        with cm(a) as x, cm(b) as y:
            try:
                g(0)
            except* ValueError:
                nonlocal n1
                g(b)
            except* (KeyError, OSError) as e:
                g(2)
            return a
        return b
    return f_with_as__try_except_star__nonlocal


def f_with_as__try_except_star__assign(a, b, c, d, xs, ys):
    yield
    with cm(a) as x, cm(b) as y:
        try:
            x = g(b)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
        return a


def f_with_as__try_except_star__raise(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            raise ValueError(a)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
        return a
    return a
    return b


def f_with_parens__try_except_star__yield_value(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        except* ValueError:
            x = yield a
        except* (KeyError, OSError) as e:
            g(2)


def f_with_parens__try_except_star__bare_return(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            raise
    return a
    g(b)


async def f_with_parens__try_except_star__await(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            await w(a)
