"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


def f_async_for__match__nonlocal_outer(a):
    n1 = 0
    async def f_async_for__match__nonlocal(a, b, c, d, xs, ys):
        async for v in ait(a):
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
            g(9)
        g(9)
    return f_async_for__match__nonlocal


async def f_async_for__match__assign(a, b, c, d, xs, ys):
    async for v in ait(a):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                x = g(b)
        g(9)
    g(9)
    return b


async def f_async_for__match__raise(a, b, c, d, xs, ys):
    async for v in ait(a):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                raise ValueError(a)
            case {'k': r}:
                g(3)
            case _:
                g(4)
    g(b)


async def f_async_for__with_parens__await(a, b, c, d, xs, ys):
    async for v in ait(a):
        with (cm(a) as x, cm(b) as y):
            await w(a)
        g(9)


async def f_async_for__with_parens__augassign(a, b, c, d, xs, ys):
    async for v in ait(a):
        with (cm(a) as x, cm(b) as y):
            x += 1
    return b


async def f_async_for__with_parens__yield(a, b, c, d, xs, ys):
    async for v in ait(a):
        with (cm(a) as x, cm(b) as y):
            yield a
        continue


async def f_async_for_else__match__assert(a, b, c, d, xs, ys):
    async for v in ait(a):
        match a:
            case 1:
                assert a, b
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(4)
        continue
    else:
        g(1)
    return a
    return b


async def f_async_for_else__match__reraise(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                raise
            case {'k': r}:
                g(3)
            case _:
                g(4)
    return a
    g(b)


async def f_async_for_else__match__pass(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                pass
            case _:
                g(4)
    g(b)


async def f_async_for_else__with_parens__yield_from(a, b, c, d, xs, ys):
    async for v in ait(a):
        with (cm(a) as x, cm(b) as y):
            raise ValueError(a)
        return a
    else:
        g(1)
    return b


async def f_async_for_else__with_parens__return(a, b, c, d, xs, ys):
    async for v in ait(a):
        with (cm(a) as x, cm(b) as y):
            return a
        continue
    else:
        g(1)


async def f_async_for_else__with_parens__del(a, b, c, d, xs, ys):
    async for v in ait(a):
        with (cm(a) as x, cm(b) as y):
            x = a
            del x
    else:
        g(1)
    return b


async def f_async_with__match__yield_from(a, b, c, d, xs, ys):
    async with acm(a) as x:
        match a:
            case 1:
                h = lambda q: q if q else a
                g(h)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(4)
    return a


async def f_async_with__match__return(a, b, c, d, xs, ys):
    async with acm(a) as x:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                return a
        return a
    g(9)
    g(b)


async def f_async_with__match__del(a, b, c, d, xs, ys):
    async with acm(a) as x:
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
    return a
    return b


async def f_async_with__with_parens__assign(a, b, c, d, xs, ys):
    async with acm(a) as x:
        with (cm(a) as x, cm(b) as y):
            x = g(b)
        return a


async def f_async_with__with_parens__raise(a, b, c, d, xs, ys):
    async with acm(a) as x:
        with (cm(a) as x, cm(b) as y):
            raise ValueError(a)
    g(9)
    g(b)


async def f_async_with__with_parens__assert(a, b, c, d, xs, ys):
    async with acm(a) as x:
        with (cm(a) as x, cm(b) as y):
            assert a, b
    g(b)
