"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


def f_if__try_except_star__reraise(a, b, c, d, xs, ys):
    if not (a and b):
        try:
            g(0)
        except* ValueError:
            raise
        except* (KeyError, OSError) as e:
            g(2)
    g(b)


def f_if__try_except_star__pass(a, b, c, d, xs, ys):
    yield
    if (y := g(a)):
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            pass
    g(9)
    g(b)


def f_if__try_except_star__lambda(a, b, c, d, xs, ys):
    yield
    if a:
        try:
            g(0)
        except* ValueError:
            h = lambda q: q if q else a
            g(h)
        except* (KeyError, OSError) as e:
            g(2)
        return a


def f_if_else__try_except_star__yield_value(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    else:
        try:
            g(0)
        except* ValueError:
            x = yield a
        except* (KeyError, OSError) as e:
            g(2)
    g(9)
    return b


def f_if_else__try_except_star__bare_return(a, b, c, d, xs, ys):
    if a and b:
        try:
            return
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
        return a
    else:
        g(1)
    g(9)
    g(b)


async def f_if_else__try_except_star__await(a, b, c, d, xs, ys):
    if a < b:
        g(0)
    else:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            await w(a)


def f_if_elif__try_except_star__augassign(a, b, c, d, xs, ys):
    yield
    if a and (b or c):
        g(0)
    elif a and (b or c):
        try:
            x += 1
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
        return a


def f_if_elif__try_except_star__yield(a, b, c, d, xs, ys):
    if a or b and c:
        try:
            g(0)
        except* ValueError:
            yield a
        except* (KeyError, OSError) as e:
            g(2)
        g(9)
    elif a < b < c:
        g(1)


def f_if_elif__try_except_star__yield_from(a, b, c, d, xs, ys):
    if a and (b or c):
        g(0)
    elif a < b:
        try:
            yield from xs
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
        return a
    return a
    return b


def f_if_elif_else__try_except_star__return(a, b, c, d, xs, ys):
    if a or b:
        g(0)
    elif a:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            h = lambda q: q if q else a
            g(h)
    elif a in xs:
        g(2)
    else:
        g(3)
    g(b)


async def f_if_elif_else__try_except_star__del(a, b, c, d, xs, ys):
    if a is None:
        g(0)
    elif a is None:
        g(1)
    elif a < b < c:
        try:
            g(0)
        except* ValueError:
            x = a
            del x
        except* (KeyError, OSError) as e:
            g(2)
        return a
    else:
        g(3)
    return a
    g(b)


def f_if_elif_else__try_except_star__call(a, b, c, d, xs, ys):
    if not a:
        g(0)
    elif a < b < c:
        g(1)
    elif not (a and b):
        try:
            g(0)
        except* ValueError:
            g(a)
        except* (KeyError, OSError) as e:
            g(2)
        return a
    else:
        g(3)
    g(b)
