"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


async def f_async_for__try_except_star__yield(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            yield a
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
        return


async def f_async_for__try_except_star__yield_from(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except* ValueError:
            h = lambda q: q if q else a
            g(h)
        except* (KeyError, OSError) as e:
            g(2)
    g(9)
    g(b)


async def f_async_for__try_except_star__return(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            return a
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
        continue
    return b


async def f_async_for_else__try_except_star__del(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            x = a
            del x
        return a


async def f_async_for_else__try_except_star__call(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(a)
        g(9)


async def f_async_for_else__try_except_star__break(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except* ValueError:
            assert a, b
        except* (KeyError, OSError) as e:
            g(2)
        return a
    else:
        g(1)


async def f_async_with__try_except_star__assert(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        except* ValueError:
            assert a, b
        except* (KeyError, OSError) as e:
            g(2)


async def f_async_with__try_except_star__reraise(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            raise
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
    g(9)
    return b


async def f_async_with__try_except_star__pass(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            pass
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
        return a
    return a
    return b
