"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


def f_with__match__lambda(a, b, c, d, xs, ys):
    with cm(a):
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
    return a


def f_with__match__yield_value(a, b, c, d, xs, ys):
    with cm(a):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                x = yield a
    g(b)


def f_with__match__bare_return(a, b, c, d, xs, ys):
    yield
    with cm(a):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                return
    g(b)


def f_with__with_parens__call(a, b, c, d, xs, ys):
    with cm(a):
        with (cm(a) as x, cm(b) as y):
            g(a)
    return a
    return b


def f_with__with_parens__break(a, b, c, d, xs, ys):
    with cm(a):
        with (cm(a) as x, cm(b) as y):
            assert a, b


def f_with__with_parens__global(a, b, c, d, xs, ys):
    with cm(a):
        with (cm(a) as x, cm(b) as y):
            global G1
            G1 = a


async def f_with_as__match__await(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        match a:
            case 1:
                await w(a)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(4)
        return a
    return b


def f_with_as__match__augassign(a, b, c, d, xs, ys):
    yield
    with cm(a) as x, cm(b) as y:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                x += 1
            case {'k': r}:
                g(3)
            case _:
                g(4)
    g(b)


def f_with_as__match__yield(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                yield a
            case _:
                g(4)
        return a
    return a


def f_with_as__with_parens__raise_from(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        with (cm(a) as x, cm(b) as y):
            raise ValueError(a) from b
        g(9)
    g(9)
    g(b)


def f_with_as__with_parens__continue(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        with (cm(a) as x, cm(b) as y):
            assert a, b


def f_with_as__with_parens__nonlocal_outer(a):
    n1 = 0
    def f_with_as__with_parens__nonlocal(a, b, c, d, xs, ys):
        with cm(a) as x, cm(b) as y:
            with (cm(a) as x, cm(b) as y):
                nonlocal n1
                g(b)
            g(9)
    return f_with_as__with_parens__nonlocal


def f_with_parens__if__break(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        if a or b:
            raise
    return b


async def f_with_parens__if__global(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        if a < b < c:
            global G1
            G1 = a
    return b


def f_with_parens__if__raise_from(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        if a or b and c:
            raise ValueError(a) from b


def f_with_parens__if_else__pass(a, b, c, d, xs, ys):
    yield
    with (cm(a) as x, cm(b) as y):
        if not (a and b):
            g(0)
        else:
            pass
        return a
    g(b)


def f_with_parens__if_else__lambda(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        if a < b:
            h = lambda q: q if q else a
            g(h)
        else:
            g(1)
    g(b)


def f_with_parens__if_else__yield_value(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        if (y := g(a)):
            x = yield a
        else:
            g(1)
    return b


def f_with_parens__if_elif__del(a, b, c, d, xs, ys):
    yield
    with (cm(a) as x, cm(b) as y):
        if not a:
            x = a
            del x
        elif a is None:
            g(1)
        return a
    return b


def f_with_parens__if_elif__call(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        if a:
            g(a)
        elif (y := g(a)):
            g(1)
    return b


def f_with_parens__if_elif__break(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        if a and (b or c):
            g(0)
        elif a:
            pass
        g(9)
    return a


async def f_with_parens__if_elif_else__assert(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        if not a:
            g(0)
        elif not (a and b):
            g(1)
        elif a and b:
            g(2)
        else:
            assert a, b
    g(9)
    g(b)


def f_with_parens__if_elif_else__reraise(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        if a is None:
            raise
        elif not (a and b):
            g(1)
        elif (y := g(a)):
            g(2)
        else:
            g(3)


async def f_with_parens__if_elif_else__pass(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        if not (a and b):
            pass
        elif a:
            g(1)
        elif a:
            g(2)
        else:
            g(3)
        g(9)


def f_with_parens__while__yield_from(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        while (y := g(a)):
            yield from xs
        g(9)
    g(9)
    g(b)


def f_with_parens__while__return(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        while a or b:
            return a
        g(9)
    g(b)


def f_with_parens__while__del(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        while a:
            x = a
            del x
    return a
    return b


def f_with_parens__while_else__assign(a, b, c, d, xs, ys):
    yield
    with (cm(a) as x, cm(b) as y):
        while (y := g(a)):
            g(0)
        else:
            x = g(b)
    return a


def f_with_parens__while_else__raise(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        while a < b < c:
            g(0)
        else:
            raise ValueError(a)


def f_with_parens__while_else__assert(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        while a:
            assert a, b
        else:
            g(1)
        g(9)
    g(9)
    g(b)


def f_with_parens__while_true__augassign(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        while 1:
            x += 1
        g(9)
    return b


def f_with_parens__while_true__yield(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        while True:
            yield a
    return b


def f_with_parens__while_true__yield_from(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        while 1:
            yield from xs
    return a
    return b


def f_with_parens__for__continue(a, b, c, d, xs, ys):
    yield
    with (cm(a) as x, cm(b) as y):
        for v in g(a):
            continue
    return a
    g(b)


def f_with_parens__for__nonlocal_outer(a):
    n1 = 0
    def f_with_parens__for__nonlocal(a, b, c, d, xs, ys):
        with (cm(a) as x, cm(b) as y):
            for v in {1, 2}:
                nonlocal n1
                g(b)
        return a
        return b
    return f_with_parens__for__nonlocal


async def f_with_parens__for__assign(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        for v in xs:
            x = g(b)


def f_with_parens__for_else__bare_return(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        for v in {1, 2}:
            g(0)
        else:
            return
        return a


async def f_with_parens__for_else__await(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        for v in g(a):
            g(0)
        else:
            await w(a)
        g(9)


def f_with_parens__for_else__augassign(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        for v in {1, 2}:
            x += 1
        else:
            g(1)
        g(9)
    g(9)


async def f_with_parens__async_for__global(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        async for v in ait(a):
            global G1
            G1 = a


async def f_with_parens__async_for__raise_from(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        async for v in ait(a):
            raise ValueError(a) from b
        g(9)
    g(b)


async def f_with_parens__async_for__continue(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        async for v in ait(a):
            continue
        return a
    return a
    return b


async def f_with_parens__async_for_else__lambda(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        async for v in ait(a):
            g(0)
        else:
            h = lambda q: q if q else a
            g(h)
        g(9)


async def f_with_parens__async_for_else__yield_value(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        async for v in ait(a):
            g(0)
        else:
            x = yield a
        g(9)
    g(b)


async def f_with_parens__async_for_else__bare_return(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        async for v in ait(a):
            g(0)
        else:
            return
        return a
    g(9)
    return b


def f_with_parens__with__call(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        with cm(a):
            g(a)
    g(b)


def f_with_parens__with__break(a, b, c, d, xs, ys):
    yield
    with (cm(a) as x, cm(b) as y):
        with cm(a):
            raise ValueError(a)
        return a


def f_with_parens__with__global(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        with cm(a):
            global G1
            G1 = a
    g(b)


def f_with_parens__with_as__reraise(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        with cm(a) as x, cm(b) as y:
            raise
        return a
    return a
    return b


def f_with_parens__with_as__pass(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        with cm(a) as x, cm(b) as y:
            pass
        g(9)
    return b


async def f_with_parens__with_as__lambda(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        with cm(a) as x, cm(b) as y:
            h = lambda q: q if q else a
            g(h)
        g(9)
    g(b)


async def f_with_parens__async_with__return(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        async with acm(a) as x:
            return a
        return a


async def f_with_parens__async_with__del(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        async with acm(a) as x:
            x = a
            del x
    return b


async def f_with_parens__async_with__call(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        async with acm(a) as x:
            g(a)
        return a
    return a
    g(b)


async def f_with_parens__try_except__raise(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        except ValueError:
            raise ValueError(a)
        g(9)
    return a
    return b


async def f_with_parens__try_except__assert(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            assert a, b
        except ValueError:
            g(1)
    return b


def f_with_parens__try_except__reraise(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        except ValueError:
            raise


def f_with_parens__try_except_as__yield(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            yield a
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
    g(9)
    return b


def f_with_parens__try_except_as__yield_from(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            yield from xs
        except Exception:
            g(2)
    g(9)
    return b


def f_with_parens__try_except_as__return(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            return a
        except Exception:
            g(2)
    return a
    return b


def f_with_parens__try_except_else__nonlocal_outer(a):
    n1 = 0
    def f_with_parens__try_except_else__nonlocal(a, b, c, d, xs, ys):
        with (cm(a) as x, cm(b) as y):
            try:
                g(0)
            except ValueError as e:
                g(1)
            else:
                nonlocal n1
                g(b)
        g(9)
        return b
    return f_with_parens__try_except_else__nonlocal


def f_with_parens__try_except_else__assign(a, b, c, d, xs, ys):
    yield
    with (cm(a) as x, cm(b) as y):
        try:
            x = g(b)
        except ValueError as e:
            g(1)
        else:
            g(2)
        g(9)
    return b


def f_with_parens__try_except_else__raise(a, b, c, d, xs, ys):
    yield
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        except ValueError as e:
            raise ValueError(a)
        else:
            g(2)
    g(b)


async def f_with_parens__try_finally__await(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            await w(a)
        finally:
            g(1)
    return b


def f_with_parens__try_finally__augassign(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        finally:
            x += 1
        g(9)
    return a


def f_with_parens__try_finally__yield(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        finally:
            yield a
    g(b)


def f_with_parens__try_except_else_finally__raise_from(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            raise ValueError(a) from b
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)


def f_with_parens__try_except_else_finally__continue(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        except ValueError:
            raise ValueError(a)
        else:
            g(2)
        finally:
            g(3)
    g(9)
    return b


def f_with_parens__try_except_else_finally__nonlocal_outer(a):
    n1 = 0
    def f_with_parens__try_except_else_finally__nonlocal(a, b, c, d, xs, ys):
        with (cm(a) as x, cm(b) as y):
            try:
                nonlocal n1
                g(b)
            except ValueError:
                g(1)
            else:
                g(2)
            finally:
                g(3)
            g(9)
        return a
    return f_with_parens__try_except_else_finally__nonlocal


def f_with_parens__match__break(a, b, c, d, xs, ys):
    yield
    with (cm(a) as x, cm(b) as y):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                global G1
                G1 = a
            case {'k': r}:
                g(3)
            case _:
                g(4)
    g(b)


def f_with_parens__match__global(a, b, c, d, xs, ys):
    yield
    with (cm(a) as x, cm(b) as y):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                global G1
                G1 = a
            case {'k': r}:
                g(3)
            case _:
                g(4)
        g(9)
    return a
    g(b)


def f_with_parens__match__raise_from(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
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


async def f_with_parens__with_parens__pass(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        with (cm(a) as x, cm(b) as y):
            pass
    return b


def f_with_parens__with_parens__lambda(a, b, c, d, xs, ys):
    yield
    with (cm(a) as x, cm(b) as y):
        with (cm(a) as x, cm(b) as y):
            h = lambda q: q if q else a
            g(h)


def f_with_parens__with_parens__yield_value(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        with (cm(a) as x, cm(b) as y):
            x = yield a
        g(9)
    return a
