"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


def f_if__match__return(a, b, c, d, xs, ys):
    yield
    if a or b:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                return a
            case {'k': r}:
                g(3)
            case _:
                g(4)
    g(9)
    g(b)


def f_if__match__del(a, b, c, d, xs, ys):
    yield
    if a and (b or c):
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


def f_if__match__call(a, b, c, d, xs, ys):
    if a in xs:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(a)
            case _:
                g(4)
    g(9)
    return b


def f_if__with_parens__raise(a, b, c, d, xs, ys):
    yield
    if a or b and c:
        with (cm(a) as x, cm(b) as y):
            raise ValueError(a)
    return a


async def f_if__with_parens__assert(a, b, c, d, xs, ys):
    if a is None:
        with (cm(a) as x, cm(b) as y):
            assert a, b
        return a
    g(9)


def f_if__with_parens__reraise(a, b, c, d, xs, ys):
    yield
    if a is None:
        with (cm(a) as x, cm(b) as y):
            raise
    return a


def f_if_else__match__break(a, b, c, d, xs, ys):
    if a:
        g(0)
    else:
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
    return a
    return b


def f_if_else__match__global(a, b, c, d, xs, ys):
    if a < b:
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
    return a
    g(b)


def f_if_else__match__raise_from(a, b, c, d, xs, ys):
    if a is None:
        match a:
            case 1:
                raise ValueError(a) from b
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(4)
    else:
        g(1)
    return b


def f_if_else__with_parens__pass(a, b, c, d, xs, ys):
    if a is None:
        g(0)
    else:
        with (cm(a) as x, cm(b) as y):
            pass
        return a
    g(b)


def f_if_else__with_parens__lambda(a, b, c, d, xs, ys):
    if a:
        g(0)
    else:
        with (cm(a) as x, cm(b) as y):
            h = lambda q: q if q else a
            g(h)
    return b


def f_if_else__with_parens__yield_value(a, b, c, d, xs, ys):
    if a or b and c:
        with (cm(a) as x, cm(b) as y):
            x = yield a
    else:
        g(1)
    return a
    g(b)


async def f_if_elif__match__continue(a, b, c, d, xs, ys):
    if a:
        g(0)
    elif a or b and c:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                raise ValueError(a) from b
            case _:
                g(4)
    g(b)


def f_if_elif__match__nonlocal_outer(a):
    n1 = 0
    def f_if_elif__match__nonlocal(a, b, c, d, xs, ys):
        if a or b and c:
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    g(2)
                case {'k': r}:
                    g(3)
                case _:
                    nonlocal n1
                    g(b)
        elif a or b:
            g(1)
        return a
        return b
    return f_if_elif__match__nonlocal


def f_if_elif__match__assign(a, b, c, d, xs, ys):
    yield
    if a < b:
        g(0)
    elif a < b < c:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                x = g(b)
            case {'k': r}:
                g(3)
            case _:
                g(4)
    return b


async def f_if_elif__with_parens__bare_return(a, b, c, d, xs, ys):
    if a and (b or c):
        with (cm(a) as x, cm(b) as y):
            return
    elif not a:
        g(1)


async def f_if_elif__with_parens__await(a, b, c, d, xs, ys):
    if a in xs:
        with (cm(a) as x, cm(b) as y):
            await w(a)
        g(9)
    elif not (a and b):
        g(1)


async def f_if_elif__with_parens__augassign(a, b, c, d, xs, ys):
    if a and (b or c):
        g(0)
    elif (y := g(a)):
        with (cm(a) as x, cm(b) as y):
            x += 1
    g(b)


def f_if_elif_else__match__raise(a, b, c, d, xs, ys):
    if a < b < c:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                raise ValueError(a)
        return a
    elif (y := g(a)):
        g(1)
    elif a < b < c:
        g(2)
    else:
        g(3)


async def f_if_elif_else__match__assert(a, b, c, d, xs, ys):
    if a is None:
        g(0)
    elif a in xs:
        match a:
            case 1:
                assert a, b
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(4)
        g(9)
    elif a and b:
        g(2)
    else:
        g(3)


def f_if_elif_else__match__reraise(a, b, c, d, xs, ys):
    if not a:
        g(0)
    elif a and (b or c):
        match a:
            case 1:
                raise
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(4)
    elif a and (b or c):
        g(2)
    else:
        g(3)
    g(b)


def f_if_elif_else__with_parens__yield(a, b, c, d, xs, ys):
    if a:
        g(0)
    elif a < b < c:
        with (cm(a) as x, cm(b) as y):
            yield a
        return a
    elif a or b:
        g(2)
    else:
        g(3)


def f_if_elif_else__with_parens__yield_from(a, b, c, d, xs, ys):
    if not a:
        with (cm(a) as x, cm(b) as y):
            yield from xs
    elif a < b:
        g(1)
    elif a in xs:
        g(2)
    else:
        g(3)
    g(9)


def f_if_elif_else__with_parens__return(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    elif (y := g(a)):
        g(1)
    elif (y := g(a)):
        with (cm(a) as x, cm(b) as y):
            return a
    else:
        g(3)
    g(b)
