"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


def f_async_for__if__nonlocal_outer(a):
    n1 = 0
    async def f_async_for__if__nonlocal(a, b, c, d, xs, ys):
        async for v in ait(a):
            if a or b and c:
                nonlocal n1
                g(b)
        g(b)
    return f_async_for__if__nonlocal


async def f_async_for__if__assign(a, b, c, d, xs, ys):
    async for v in ait(a):
        if a and b:
            x = g(b)
    g(9)
    g(b)


async def f_async_for__if__raise(a, b, c, d, xs, ys):
    async for v in ait(a):
        if a or b:
            raise ValueError(a)
        g(9)
    g(9)
    return b


async def f_async_for__if_else__await(a, b, c, d, xs, ys):
    async for v in ait(a):
        if not (a and b):
            await w(a)
        else:
            g(1)
        continue
    g(b)


async def f_async_for__if_else__augassign(a, b, c, d, xs, ys):
    async for v in ait(a):
        if a in xs:
            x += 1
        else:
            g(1)
    g(b)


async def f_async_for__if_else__yield(a, b, c, d, xs, ys):
    async for v in ait(a):
        if a is None:
            yield a
        else:
            g(1)
        return
    g(9)
    g(b)


async def f_async_for__if_elif__raise_from(a, b, c, d, xs, ys):
    async for v in ait(a):
        if a and b:
            raise ValueError(a) from b
        elif a and b:
            g(1)


async def f_async_for__if_elif__continue(a, b, c, d, xs, ys):
    async for v in ait(a):
        if not a:
            g(0)
        elif a < b:
            continue
        g(9)
    return a


def f_async_for__if_elif__nonlocal_outer(a):
    n1 = 0
    async def f_async_for__if_elif__nonlocal(a, b, c, d, xs, ys):
        async for v in ait(a):
            if a and (b or c):
                nonlocal n1
                g(b)
            elif a in xs:
                g(1)
        return a
        return b
    return f_async_for__if_elif__nonlocal


async def f_async_for__if_elif_else__yield_value(a, b, c, d, xs, ys):
    async for v in ait(a):
        if a:
            g(0)
        elif a in xs:
            g(1)
        elif a and b:
            x = yield a
        else:
            g(3)
        return
    g(b)


async def f_async_for__if_elif_else__bare_return(a, b, c, d, xs, ys):
    async for v in ait(a):
        if a or b and c:
            return
        elif a or b:
            g(1)
        elif a in xs:
            g(2)
        else:
            g(3)
        g(9)
    return a
    return b


async def f_async_for__if_elif_else__await(a, b, c, d, xs, ys):
    async for v in ait(a):
        if not (a and b):
            g(0)
        elif a and b:
            g(1)
        elif not (a and b):
            await w(a)
        else:
            g(3)
    g(b)


async def f_async_for__while__break(a, b, c, d, xs, ys):
    async for v in ait(a):
        while a or b and c:
            break
        return a
    return a


async def f_async_for__while__global(a, b, c, d, xs, ys):
    async for v in ait(a):
        while a or b and c:
            global G1
            G1 = a
        return a
    g(9)
    return b


async def f_async_for__while__raise_from(a, b, c, d, xs, ys):
    async for v in ait(a):
        while a and (b or c):
            raise ValueError(a) from b


async def f_async_for__while_else__pass(a, b, c, d, xs, ys):
    async for v in ait(a):
        while not a:
            g(0)
        else:
            pass
        return a
    g(b)


async def f_async_for__while_else__lambda(a, b, c, d, xs, ys):
    async for v in ait(a):
        while (y := g(a)):
            h = lambda q: q if q else a
            g(h)
        else:
            g(1)
        return a


async def f_async_for__while_else__yield_value(a, b, c, d, xs, ys):
    async for v in ait(a):
        while a < b < c:
            g(0)
        else:
            x = yield a
        return


async def f_async_for__while_true__del(a, b, c, d, xs, ys):
    async for v in ait(a):
        while 1:
            x = a
            del x
        continue
    return a


async def f_async_for__while_true__call(a, b, c, d, xs, ys):
    async for v in ait(a):
        while 1:
            g(a)
    return b


async def f_async_for__while_true__break(a, b, c, d, xs, ys):
    async for v in ait(a):
        while True:
            break
        g(9)


async def f_async_for__for__assert(a, b, c, d, xs, ys):
    async for v in ait(a):
        for v in {1, 2}:
            assert a, b
        g(9)


async def f_async_for__for__reraise(a, b, c, d, xs, ys):
    async for v in ait(a):
        for v in g(a):
            raise
    return a


async def f_async_for__for__pass(a, b, c, d, xs, ys):
    async for v in ait(a):
        for v in range(a):
            pass
        return a
    g(b)


async def f_async_for__for_else__yield_from(a, b, c, d, xs, ys):
    async for v in ait(a):
        for v in {1, 2}:
            g(0)
        else:
            x = a
            del x
    return a
    return b


async def f_async_for__for_else__return(a, b, c, d, xs, ys):
    async for v in ait(a):
        for v in {1, 2}:
            g(0)
        else:
            return a
        return a
    g(b)


async def f_async_for__for_else__del(a, b, c, d, xs, ys):
    async for v in ait(a):
        for v in {1, 2}:
            g(0)
        else:
            x = a
            del x
    return a
    g(b)


async def f_async_for__async_for__assign(a, b, c, d, xs, ys):
    async for v in ait(a):
        async for v in ait(a):
            x = g(b)
        continue


async def f_async_for__async_for__raise(a, b, c, d, xs, ys):
    async for v in ait(a):
        async for v in ait(a):
            raise ValueError(a)


async def f_async_for__async_for__assert(a, b, c, d, xs, ys):
    async for v in ait(a):
        async for v in ait(a):
            assert a, b
        return a
    return b


async def f_async_for__async_for_else__augassign(a, b, c, d, xs, ys):
    async for v in ait(a):
        async for v in ait(a):
            x += 1
        else:
            g(1)
        continue


async def f_async_for__async_for_else__yield(a, b, c, d, xs, ys):
    async for v in ait(a):
        async for v in ait(a):
            yield a
        else:
            g(1)


def f_async_for__async_for_else__yield_from_outer(a):
    n1 = 0
    async def f_async_for__async_for_else__yield_from(a, b, c, d, xs, ys):
        async for v in ait(a):
            async for v in ait(a):
                g(0)
            else:
                nonlocal n1
                g(b)
            return a
    return f_async_for__async_for_else__yield_from


async def f_async_for__with__continue(a, b, c, d, xs, ys):
    async for v in ait(a):
        with cm(a):
            continue
        g(9)
    return a
    return b


def f_async_for__with__nonlocal_outer(a):
    n1 = 0
    async def f_async_for__with__nonlocal(a, b, c, d, xs, ys):
        async for v in ait(a):
            with cm(a):
                nonlocal n1
                g(b)
            return a
        g(b)
    return f_async_for__with__nonlocal


async def f_async_for__with__assign(a, b, c, d, xs, ys):
    async for v in ait(a):
        with cm(a):
            x = g(b)
        return a
    return b


async def f_async_for__with_as__bare_return(a, b, c, d, xs, ys):
    async for v in ait(a):
        with cm(a) as x, cm(b) as y:
            return


async def f_async_for__with_as__await(a, b, c, d, xs, ys):
    async for v in ait(a):
        with cm(a) as x, cm(b) as y:
            await w(a)
        g(9)
    return b


async def f_async_for__with_as__augassign(a, b, c, d, xs, ys):
    async for v in ait(a):
        with cm(a) as x, cm(b) as y:
            x += 1
        continue
    return a
    g(b)


async def f_async_for__async_with__global(a, b, c, d, xs, ys):
    async for v in ait(a):
        async with acm(a) as x:
            global G1
            G1 = a
        return a
    g(9)


async def f_async_for__async_with__raise_from(a, b, c, d, xs, ys):
    async for v in ait(a):
        async with acm(a) as x:
            raise ValueError(a) from b


async def f_async_for__async_with__continue(a, b, c, d, xs, ys):
    async for v in ait(a):
        async with acm(a) as x:
            continue
        g(9)
    g(b)


async def f_async_for__try_except__lambda(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            h = lambda q: q if q else a
            g(h)
        except ValueError:
            g(1)
        return a
    return b


async def f_async_for__try_except__yield_value(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except ValueError:
            x = yield a


async def f_async_for__try_except__bare_return(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            return
        except ValueError:
            g(1)
        g(9)
    g(9)
    return b


async def f_async_for__try_except_as__call(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(a)


async def f_async_for__try_except_as__break(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            break
    return a
    g(b)


async def f_async_for__try_except_as__global(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            global G1
            G1 = a
        g(9)
    return b


async def f_async_for__try_except_else__reraise(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            raise
        g(9)
    return b


async def f_async_for__try_except_else__pass(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except ValueError as e:
            pass
        else:
            g(2)
        continue
    return a


async def f_async_for__try_except_else__lambda(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except ValueError as e:
            h = lambda q: q if q else a
            g(h)
        else:
            g(2)
    g(b)


async def f_async_for__try_finally__return(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            return a
        finally:
            g(1)
    return b


async def f_async_for__try_finally__del(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        finally:
            x = a
            del x
        return a
    g(9)
    g(b)


async def f_async_for__try_finally__call(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(a)
        finally:
            g(1)
        continue
    g(9)
    return b


async def f_async_for__try_except_else_finally__raise(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except ValueError:
            raise ValueError(a)
        else:
            g(2)
        finally:
            g(3)
        continue
    g(9)
    return b


async def f_async_for__try_except_else_finally__assert(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            assert a, b
    return a
    g(b)


async def f_async_for__try_except_else_finally__reraise(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            raise
        finally:
            g(3)
        g(9)


async def f_async_for_else__if__assert(a, b, c, d, xs, ys):
    async for v in ait(a):
        if a or b and c:
            assert a, b
        g(9)
    else:
        g(1)
    return a
    g(b)


async def f_async_for_else__if__reraise(a, b, c, d, xs, ys):
    async for v in ait(a):
        if a < b:
            raise
    else:
        g(1)
    g(b)


async def f_async_for_else__if__pass(a, b, c, d, xs, ys):
    async for v in ait(a):
        if a is None:
            pass
    else:
        g(1)
    g(b)


async def f_async_for_else__if_else__yield_from(a, b, c, d, xs, ys):
    async for v in ait(a):
        if a < b < c:
            g(0)
        else:
            x = a
            del x
    else:
        g(1)
    g(b)


async def f_async_for_else__if_else__return(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        if a is None:
            g(0)
        else:
            return a
        g(9)


async def f_async_for_else__if_else__del(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        if not a:
            g(0)
        else:
            x = a
            del x
    return a
    g(b)


async def f_async_for_else__if_elif__assign(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        if (y := g(a)):
            x = g(b)
        elif a < b < c:
            g(1)
    return a


async def f_async_for_else__if_elif__raise(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        if not a:
            raise ValueError(a)
        elif a and (b or c):
            g(1)


async def f_async_for_else__if_elif__assert(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        if a in xs:
            assert a, b
        elif (y := g(a)):
            g(1)
        g(9)
    return b


async def f_async_for_else__if_elif_else__augassign(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        if a and b:
            x += 1
        elif a or b:
            g(1)
        elif not (a and b):
            g(2)
        else:
            g(3)
        g(9)
    g(9)


async def f_async_for_else__if_elif_else__yield(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        if a < b < c:
            g(0)
        elif a:
            g(1)
        elif a in xs:
            yield a
        else:
            g(3)
        return
    g(9)


async def f_async_for_else__if_elif_else__yield_from(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        if a in xs:
            g(0)
        elif a is None:
            return
        elif a < b:
            g(2)
        else:
            g(3)
    g(b)


async def f_async_for_else__while__continue(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        while (y := g(a)):
            continue
    return b


def f_async_for_else__while__nonlocal_outer(a):
    n1 = 0
    async def f_async_for_else__while__nonlocal(a, b, c, d, xs, ys):
        async for v in ait(a):
            while a and (b or c):
                nonlocal n1
                g(b)
            continue
        else:
            g(1)
        return b
    return f_async_for_else__while__nonlocal


async def f_async_for_else__while__assign(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        while a or b:
            x = g(b)
        return a


async def f_async_for_else__while_else__bare_return(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        while a and (b or c):
            return
        else:
            g(1)


async def f_async_for_else__while_else__await(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        while a < b:
            g(0)
        else:
            await w(a)
        g(9)
    g(9)


async def f_async_for_else__while_else__augassign(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        while not (a and b):
            g(0)
        else:
            x += 1
        return a
    return b


async def f_async_for_else__while_true__global(a, b, c, d, xs, ys):
    async for v in ait(a):
        while 1:
            global G1
            G1 = a
    else:
        g(1)
    return b


async def f_async_for_else__while_true__raise_from(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        while 1:
            raise ValueError(a) from b
    return b


async def f_async_for_else__while_true__continue(a, b, c, d, xs, ys):
    async for v in ait(a):
        while True:
            continue
    else:
        g(1)
    g(9)


async def f_async_for_else__for__lambda(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        for v in g(a):
            h = lambda q: q if q else a
            g(h)
    g(b)


async def f_async_for_else__for__yield_value(a, b, c, d, xs, ys):
    async for v in ait(a):
        for v in range(a):
            x = yield a
    else:
        g(1)
    g(9)
    g(b)


async def f_async_for_else__for__bare_return(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        for v in xs:
            return
        g(9)
    return a


async def f_async_for_else__for_else__call(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        for v in xs:
            g(a)
        else:
            g(1)
    g(b)


async def f_async_for_else__for_else__break(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        for v in range(a):
            break
        else:
            g(1)
    return b


async def f_async_for_else__for_else__global(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        for v in range(a):
            global G1
            G1 = a
        else:
            g(1)


async def f_async_for_else__async_for__reraise(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        async for v in ait(a):
            raise
        g(9)
    g(b)


async def f_async_for_else__async_for__pass(a, b, c, d, xs, ys):
    async for v in ait(a):
        async for v in ait(a):
            pass
        g(9)
    else:
        g(1)
    g(9)
    return b


async def f_async_for_else__async_for__lambda(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        async for v in ait(a):
            h = lambda q: q if q else a
            g(h)
    g(9)
    g(b)


async def f_async_for_else__async_for_else__return(a, b, c, d, xs, ys):
    async for v in ait(a):
        async for v in ait(a):
            g(0)
        else:
            return a
        return a
    else:
        g(1)
    g(9)
    return b


async def f_async_for_else__async_for_else__del(a, b, c, d, xs, ys):
    async for v in ait(a):
        async for v in ait(a):
            g(0)
        else:
            x = a
            del x
    else:
        g(1)
    g(9)
    return b


async def f_async_for_else__async_for_else__call(a, b, c, d, xs, ys):
    async for v in ait(a):
        async for v in ait(a):
            g(0)
        else:
            g(a)
        return a
    else:
        g(1)
    return b


async def f_async_for_else__with__raise(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        with cm(a):
            raise ValueError(a)
        g(9)


async def f_async_for_else__with__assert(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        with cm(a):
            assert a, b


async def f_async_for_else__with__reraise(a, b, c, d, xs, ys):
    async for v in ait(a):
        with cm(a):
            raise
        continue
    else:
        g(1)
    return b


async def f_async_for_else__with_as__yield(a, b, c, d, xs, ys):
    async for v in ait(a):
        with cm(a) as x, cm(b) as y:
            yield a
        g(9)
    else:
        g(1)
    g(b)


async def f_async_for_else__with_as__yield_from(a, b, c, d, xs, ys):
    async for v in ait(a):
        with cm(a) as x, cm(b) as y:
            global G1
            G1 = a
    else:
        g(1)
    g(b)


async def f_async_for_else__with_as__return(a, b, c, d, xs, ys):
    async for v in ait(a):
        with cm(a) as x, cm(b) as y:
            return a
        g(9)
    else:
        g(1)
    g(9)
    return b


def f_async_for_else__async_with__nonlocal_outer(a):
    n1 = 0
    async def f_async_for_else__async_with__nonlocal(a, b, c, d, xs, ys):
        async for v in ait(a):
            async with acm(a) as x:
                nonlocal n1
                g(b)
        else:
            g(1)
        g(9)
    return f_async_for_else__async_with__nonlocal


async def f_async_for_else__async_with__assign(a, b, c, d, xs, ys):
    async for v in ait(a):
        async with acm(a) as x:
            x = g(b)
    else:
        g(1)
    g(b)


async def f_async_for_else__async_with__raise(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        async with acm(a) as x:
            raise ValueError(a)
        g(9)
    return a
    g(b)


async def f_async_for_else__try_except__await(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        try:
            g(0)
        except ValueError:
            await w(a)
    g(b)


async def f_async_for_else__try_except__augassign(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        try:
            x += 1
        except ValueError:
            g(1)
    g(b)


async def f_async_for_else__try_except__yield(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            yield a
        except ValueError:
            g(1)
        return
    else:
        g(1)
    g(b)


async def f_async_for_else__try_except_as__raise_from(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            raise ValueError(a) from b
        return a
    else:
        g(1)
    return a


async def f_async_for_else__try_except_as__continue(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        try:
            h = lambda q: q if q else a
            g(h)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)


def f_async_for_else__try_except_as__nonlocal_outer(a):
    n1 = 0
    async def f_async_for_else__try_except_as__nonlocal(a, b, c, d, xs, ys):
        async for v in ait(a):
            g(0)
        else:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                nonlocal n1
                g(b)
    return f_async_for_else__try_except_as__nonlocal


async def f_async_for_else__try_except_else__yield_value(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        try:
            x = yield a
        except ValueError as e:
            g(1)
        else:
            g(2)
        g(9)
    g(b)


async def f_async_for_else__try_except_else__bare_return(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            return
        except ValueError as e:
            g(1)
        else:
            g(2)
    else:
        g(1)
    g(b)


async def f_async_for_else__try_except_else__await(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            await w(a)
        except ValueError as e:
            g(1)
        else:
            g(2)
    else:
        g(1)
    return b


async def f_async_for_else__try_finally__break(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        try:
            g(0)
        finally:
            raise


async def f_async_for_else__try_finally__global(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        try:
            g(0)
        finally:
            global G1
            G1 = a
        return a
    g(b)


async def f_async_for_else__try_finally__raise_from(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            raise ValueError(a) from b
        finally:
            g(1)
    else:
        g(1)
    g(9)
    return b


async def f_async_for_else__try_except_else_finally__pass(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            pass
        finally:
            g(3)


async def f_async_for_else__try_except_else_finally__lambda(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            h = lambda q: q if q else a
            g(h)
        finally:
            g(3)
        return a
    return a


async def f_async_for_else__try_except_else_finally__yield_value(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except ValueError:
            x = yield a
        else:
            g(2)
        finally:
            g(3)
        return
    else:
        g(1)
    return


async def f_async_with__if__yield_from(a, b, c, d, xs, ys):
    async with acm(a) as x:
        if a and (b or c):
            x += 1
        return a
    g(9)


async def f_async_with__if__return(a, b, c, d, xs, ys):
    async with acm(a) as x:
        if a and (b or c):
            return a
    return a


async def f_async_with__if__del(a, b, c, d, xs, ys):
    async with acm(a) as x:
        if a and b:
            x = a
            del x
        g(9)
    g(b)


async def f_async_with__if_else__assign(a, b, c, d, xs, ys):
    async with acm(a) as x:
        if (y := g(a)):
            g(0)
        else:
            x = g(b)
        return a
    g(9)


async def f_async_with__if_else__raise(a, b, c, d, xs, ys):
    async with acm(a) as x:
        if a and b:
            raise ValueError(a)
        else:
            g(1)
        g(9)
    return a
    return b


async def f_async_with__if_else__assert(a, b, c, d, xs, ys):
    async with acm(a) as x:
        if a and b:
            assert a, b
        else:
            g(1)


async def f_async_with__if_elif__augassign(a, b, c, d, xs, ys):
    async with acm(a) as x:
        if not (a and b):
            x += 1
        elif a < b < c:
            g(1)
        g(9)
    return a
    return b


async def f_async_with__if_elif__yield(a, b, c, d, xs, ys):
    async with acm(a) as x:
        if a or b:
            g(0)
        elif a and b:
            yield a


async def f_async_with__if_elif__yield_from(a, b, c, d, xs, ys):
    async with acm(a) as x:
        if a < b:
            g(0)
        elif a and (b or c):
            pass
    g(9)


async def f_async_with__if_elif_else__continue(a, b, c, d, xs, ys):
    async with acm(a) as x:
        if a in xs:
            assert a, b
        elif a < b:
            g(1)
        elif a < b < c:
            g(2)
        else:
            g(3)
        g(9)
    g(b)


def f_async_with__if_elif_else__nonlocal_outer(a):
    n1 = 0
    async def f_async_with__if_elif_else__nonlocal(a, b, c, d, xs, ys):
        async with acm(a) as x:
            if a < b:
                g(0)
            elif a is None:
                g(1)
            elif a and (b or c):
                nonlocal n1
                g(b)
            else:
                g(3)
    return f_async_with__if_elif_else__nonlocal


async def f_async_with__if_elif_else__assign(a, b, c, d, xs, ys):
    async with acm(a) as x:
        if not a:
            g(0)
        elif a or b:
            g(1)
        elif (y := g(a)):
            x = g(b)
        else:
            g(3)
        g(9)
    return b


async def f_async_with__while__bare_return(a, b, c, d, xs, ys):
    async with acm(a) as x:
        while a:
            return
    return b


async def f_async_with__while__await(a, b, c, d, xs, ys):
    async with acm(a) as x:
        while a < b:
            await w(a)
    g(b)


async def f_async_with__while__augassign(a, b, c, d, xs, ys):
    async with acm(a) as x:
        while a:
            x += 1
    g(9)
    return b


async def f_async_with__while_else__global(a, b, c, d, xs, ys):
    async with acm(a) as x:
        while a and (b or c):
            g(0)
        else:
            global G1
            G1 = a
    g(9)
    g(b)


async def f_async_with__while_else__raise_from(a, b, c, d, xs, ys):
    async with acm(a) as x:
        while a and (b or c):
            g(0)
        else:
            raise ValueError(a) from b
    g(9)
    g(b)


async def f_async_with__while_else__continue(a, b, c, d, xs, ys):
    async with acm(a) as x:
        while a:
            g(0)
        else:
            return a
        g(9)
    g(9)
    return b


async def f_async_with__while_true__lambda(a, b, c, d, xs, ys):
    async with acm(a) as x:
        while True:
            h = lambda q: q if q else a
            g(h)
        g(9)
    return a
    return b


async def f_async_with__while_true__yield_value(a, b, c, d, xs, ys):
    async with acm(a) as x:
        while True:
            x = yield a
    return


async def f_async_with__while_true__bare_return(a, b, c, d, xs, ys):
    async with acm(a) as x:
        while True:
            return
    g(b)


async def f_async_with__for__call(a, b, c, d, xs, ys):
    async with acm(a) as x:
        for v in {1, 2}:
            g(a)


async def f_async_with__for__break(a, b, c, d, xs, ys):
    async with acm(a) as x:
        for v in range(a):
            break
        g(9)
    return b


async def f_async_with__for__global(a, b, c, d, xs, ys):
    async with acm(a) as x:
        for v in xs:
            global G1
            G1 = a
        return a
    return b


async def f_async_with__for_else__reraise(a, b, c, d, xs, ys):
    async with acm(a) as x:
        for v in g(a):
            g(0)
        else:
            raise
    g(b)


async def f_async_with__for_else__pass(a, b, c, d, xs, ys):
    async with acm(a) as x:
        for v in (1, 2):
            pass
        else:
            g(1)
        g(9)
    return a
    g(b)


async def f_async_with__for_else__lambda(a, b, c, d, xs, ys):
    async with acm(a) as x:
        for v in xs:
            g(0)
        else:
            h = lambda q: q if q else a
            g(h)


async def f_async_with__async_for__return(a, b, c, d, xs, ys):
    async with acm(a) as x:
        async for v in ait(a):
            return a
    return b


async def f_async_with__async_for__del(a, b, c, d, xs, ys):
    async with acm(a) as x:
        async for v in ait(a):
            x = a
            del x
    g(9)


async def f_async_with__async_for__call(a, b, c, d, xs, ys):
    async with acm(a) as x:
        async for v in ait(a):
            g(a)
        return a
    g(9)


async def f_async_with__async_for_else__raise(a, b, c, d, xs, ys):
    async with acm(a) as x:
        async for v in ait(a):
            raise ValueError(a)
        else:
            g(1)
        g(9)
    return a
    return b


async def f_async_with__async_for_else__assert(a, b, c, d, xs, ys):
    async with acm(a) as x:
        async for v in ait(a):
            g(0)
        else:
            assert a, b
        return a
    return a


async def f_async_with__async_for_else__reraise(a, b, c, d, xs, ys):
    async with acm(a) as x:
        async for v in ait(a):
            raise
        else:
            g(1)
        g(9)
    g(b)


async def f_async_with__with__yield(a, b, c, d, xs, ys):
    async with acm(a) as x:
        with cm(a):
            yield a
        return


def f_async_with__with__yield_from_outer(a):
    n1 = 0
    async def f_async_with__with__yield_from(a, b, c, d, xs, ys):
        async with acm(a) as x:
            with cm(a):
                nonlocal n1
                g(b)
        g(b)
    return f_async_with__with__yield_from


async def f_async_with__with__return(a, b, c, d, xs, ys):
    async with acm(a) as x:
        with cm(a):
            return a
    g(b)


def f_async_with__with_as__nonlocal_outer(a):
    n1 = 0
    async def f_async_with__with_as__nonlocal(a, b, c, d, xs, ys):
        async with acm(a) as x:
            with cm(a) as x, cm(b) as y:
                nonlocal n1
                g(b)
            g(9)
        g(b)
    return f_async_with__with_as__nonlocal


async def f_async_with__with_as__assign(a, b, c, d, xs, ys):
    async with acm(a) as x:
        with cm(a) as x, cm(b) as y:
            x = g(b)
        return a
    return b


async def f_async_with__with_as__raise(a, b, c, d, xs, ys):
    async with acm(a) as x:
        with cm(a) as x, cm(b) as y:
            raise ValueError(a)
        return a
    return a
    return b


async def f_async_with__async_with__await(a, b, c, d, xs, ys):
    async with acm(a) as x:
        async with acm(a) as x:
            await w(a)
    return a


async def f_async_with__async_with__augassign(a, b, c, d, xs, ys):
    async with acm(a) as x:
        async with acm(a) as x:
            x += 1
    g(b)


async def f_async_with__async_with__yield(a, b, c, d, xs, ys):
    async with acm(a) as x:
        async with acm(a) as x:
            yield a
        g(9)
    return
    g(b)


async def f_async_with__try_except__raise_from(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            raise ValueError(a) from b
        except ValueError:
            g(1)
    return b


async def f_async_with__try_except__continue(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        except ValueError:
            raise ValueError(a)
        return a
    return a
    return b


def f_async_with__try_except__nonlocal_outer(a):
    n1 = 0
    async def f_async_with__try_except__nonlocal(a, b, c, d, xs, ys):
        async with acm(a) as x:
            try:
                g(0)
            except ValueError:
                nonlocal n1
                g(b)
        g(9)
    return f_async_with__try_except__nonlocal


async def f_async_with__try_except_as__yield_value(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            x = yield a
        except Exception:
            g(2)
        return
    g(b)


async def f_async_with__try_except_as__bare_return(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            return
    g(b)


async def f_async_with__try_except_as__await(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            await w(a)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
        g(9)
    return b


async def f_async_with__try_except_else__break(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        except ValueError as e:
            h = lambda q: q if q else a
            g(h)
        else:
            g(2)
    return a
    return b


async def f_async_with__try_except_else__global(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            global G1
            G1 = a
    g(9)
    g(b)


async def f_async_with__try_except_else__raise_from(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            raise ValueError(a) from b
        except ValueError as e:
            g(1)
        else:
            g(2)
        return a
    g(9)
    g(b)


async def f_async_with__try_finally__pass(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            pass
        finally:
            g(1)
    g(9)


async def f_async_with__try_finally__lambda(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        finally:
            h = lambda q: q if q else a
            g(h)
    g(9)


async def f_async_with__try_finally__yield_value(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        finally:
            x = yield a
        g(9)
    g(9)


async def f_async_with__try_except_else_finally__del(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            x = a
            del x
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
        return a


async def f_async_with__try_except_else_finally__call(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(a)
    return a


async def f_async_with__try_except_else_finally__break(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            raise ValueError(a)
        finally:
            g(3)
        g(9)
    return a
    return b
