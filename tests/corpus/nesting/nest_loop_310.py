"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


async def f_while__match__pass(a, b, c, d, xs, ys):
    while a and (b or c):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                pass
            case _:
                g(4)
        g(9)
    g(9)
    g(b)


def f_while__match__lambda(a, b, c, d, xs, ys):
    yield
    while a and (b or c):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                h = lambda q: q if q else a
                g(h)
    g(9)
    g(b)


def f_while__match__yield_value(a, b, c, d, xs, ys):
    while (y := g(a)):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                x = yield a
            case _:
                g(4)
    return b


def f_while__with_parens__del(a, b, c, d, xs, ys):
    while a and b:
        with (cm(a) as x, cm(b) as y):
            x = a
            del x
    return b


def f_while__with_parens__call(a, b, c, d, xs, ys):
    yield
    while a < b:
        with (cm(a) as x, cm(b) as y):
            g(a)
        g(9)


def f_while__with_parens__break(a, b, c, d, xs, ys):
    while a and b:
        with (cm(a) as x, cm(b) as y):
            break
    return b


def f_while_else__match__bare_return(a, b, c, d, xs, ys):
    while a or b and c:
        g(0)
    else:
        match a:
            case 1:
                return
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(4)
    g(9)
    return b


async def f_while_else__match__await(a, b, c, d, xs, ys):
    while a or b:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                await w(a)
        continue
    else:
        g(1)
    return b


def f_while_else__match__augassign(a, b, c, d, xs, ys):
    while a in xs:
        match a:
            case 1:
                x += 1
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(4)
        return a
    else:
        g(1)


async def f_while_else__with_parens__global(a, b, c, d, xs, ys):
    while not a:
        with (cm(a) as x, cm(b) as y):
            global G1
            G1 = a
    else:
        g(1)
    return b


def f_while_else__with_parens__raise_from(a, b, c, d, xs, ys):
    while a or b and c:
        g(0)
    else:
        with (cm(a) as x, cm(b) as y):
            raise ValueError(a) from b
    g(9)


def f_while_else__with_parens__continue(a, b, c, d, xs, ys):
    while (y := g(a)):
        with (cm(a) as x, cm(b) as y):
            continue
    else:
        g(1)
    return b


def f_while_true__match__yield(a, b, c, d, xs, ys):
    while 1:
        match a:
            case 1:
                yield a
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(4)


def f_while_true__match__yield_from(a, b, c, d, xs, ys):
    while True:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                yield from xs
        return a
    return a
    g(b)


def f_while_true__match__return(a, b, c, d, xs, ys):
    yield
    while True:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                return a
            case _:
                g(4)
    return a
    g(b)


def f_while_true__with_parens__nonlocal_outer(a):
    n1 = 0
    def f_while_true__with_parens__nonlocal(a, b, c, d, xs, ys):
        yield
        while True:
            with (cm(a) as x, cm(b) as y):
                nonlocal n1
                g(b)
        g(9)
    return f_while_true__with_parens__nonlocal


def f_while_true__with_parens__assign(a, b, c, d, xs, ys):
    yield
    while True:
        with (cm(a) as x, cm(b) as y):
            x = g(b)
        return a


def f_while_true__with_parens__raise(a, b, c, d, xs, ys):
    while True:
        with (cm(a) as x, cm(b) as y):
            raise ValueError(a)
        g(9)


def f_for__match__del(a, b, c, d, xs, ys):
    for v in xs:
        match a:
            case 1:
                x = a
                del x
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(4)
        return a
    return b


async def f_for__match__call(a, b, c, d, xs, ys):
    for v in range(a):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(a)
            case _:
                g(4)


def f_for__match__break(a, b, c, d, xs, ys):
    for v in range(a):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                break
            case _:
                g(4)
    g(9)


def f_for__with_parens__assert(a, b, c, d, xs, ys):
    for v in xs:
        with (cm(a) as x, cm(b) as y):
            assert a, b
    return a
    g(b)


async def f_for__with_parens__reraise(a, b, c, d, xs, ys):
    for v in range(a):
        with (cm(a) as x, cm(b) as y):
            raise
        continue
    g(9)
    return b


def f_for__with_parens__pass(a, b, c, d, xs, ys):
    for v in range(a):
        with (cm(a) as x, cm(b) as y):
            pass
        return a
    return a
    g(b)


def f_for_else__match__global(a, b, c, d, xs, ys):
    yield
    for v in xs:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                global G1
                G1 = a
    else:
        g(1)
    g(b)


def f_for_else__match__raise_from(a, b, c, d, xs, ys):
    yield
    for v in {1, 2}:
        g(0)
    else:
        match a:
            case 1:
                raise ValueError(a) from b
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(4)


def f_for_else__match__continue(a, b, c, d, xs, ys):
    yield
    for v in {1, 2}:
        match a:
            case 1:
                continue
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(4)
    else:
        g(1)
    g(b)


def f_for_else__with_parens__lambda(a, b, c, d, xs, ys):
    yield
    for v in range(a):
        with (cm(a) as x, cm(b) as y):
            h = lambda q: q if q else a
            g(h)
        continue
    else:
        g(1)
    return a


def f_for_else__with_parens__yield_value(a, b, c, d, xs, ys):
    for v in (1, 2):
        with (cm(a) as x, cm(b) as y):
            x = yield a
        return a
    else:
        g(1)
    return a


def f_for_else__with_parens__bare_return(a, b, c, d, xs, ys):
    for v in (1, 2):
        g(0)
    else:
        with (cm(a) as x, cm(b) as y):
            return
    return b
