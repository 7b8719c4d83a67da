"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


def f_with__if__lambda(a, b, c, d, xs, ys):
    with cm(a):
        if a and (b or c):
            h = lambda q: q if q else a
            g(h)
    g(9)


def f_with__if__yield_value(a, b, c, d, xs, ys):
    with cm(a):
        if a in xs:
            x = yield a
    g(9)


async def f_with__if__bare_return(a, b, c, d, xs, ys):
    with cm(a):
        if (y := g(a)):
            return
        return a
    return b


def f_with__if_else__call(a, b, c, d, xs, ys):
    with cm(a):
        if a in xs:
            g(a)
        else:
            g(1)
        g(9)
    return a


async def f_with__if_else__break(a, b, c, d, xs, ys):
    with cm(a):
        if a < b < c:
            pass
        else:
            g(1)
    g(b)


def f_with__if_else__global(a, b, c, d, xs, ys):
    with cm(a):
        if a or b:
            g(0)
        else:
            global G1
            G1 = a
    return a
    return b


async def f_with__if_elif__reraise(a, b, c, d, xs, ys):
    with cm(a):
        if a in xs:
            raise
        elif not (a and b):
            g(1)
    g(b)


def f_with__if_elif__pass(a, b, c, d, xs, ys):
    with cm(a):
        if not (a and b):
            pass
        elif a or b and c:
            g(1)


def f_with__if_elif__lambda(a, b, c, d, xs, ys):
    yield
    with cm(a):
        if a and b:
            h = lambda q: q if q else a
            g(h)
        elif a and b:
            g(1)
        return a
    g(9)
    return b


def f_with__if_elif_else__return(a, b, c, d, xs, ys):
    yield
    with cm(a):
        if a < b < c:
            g(0)
        elif a or b:
            g(1)
        elif a in xs:
            return a
        else:
            g(3)


def f_with__if_elif_else__del(a, b, c, d, xs, ys):
    with cm(a):
        if a is None:
            x = a
            del x
        elif a and (b or c):
            g(1)
        elif a in xs:
            g(2)
        else:
            g(3)
        return a
    return b


def f_with__if_elif_else__call(a, b, c, d, xs, ys):
    with cm(a):
        if (y := g(a)):
            g(0)
        elif a or b and c:
            g(a)
        elif (y := g(a)):
            g(2)
        else:
            g(3)


def f_with__while__raise(a, b, c, d, xs, ys):
    with cm(a):
        while (y := g(a)):
            raise ValueError(a)
        g(9)
    g(9)


def f_with__while__assert(a, b, c, d, xs, ys):
    with cm(a):
        while a:
            assert a, b


def f_with__while__reraise(a, b, c, d, xs, ys):
    with cm(a):
        while a or b and c:
            raise


def f_with__while_else__yield(a, b, c, d, xs, ys):
    with cm(a):
        while a:
            yield a
        else:
            g(1)
    g(b)


def f_with__while_else__yield_from(a, b, c, d, xs, ys):
    with cm(a):
        while a in xs:
            g(0)
        else:
            yield from xs
        return a


def f_with__while_else__return(a, b, c, d, xs, ys):
    yield
    with cm(a):
        while not (a and b):
            return a
        else:
            g(1)
    return b


def f_with__while_true__nonlocal_outer(a):
    n1 = 0
    def f_with__while_true__nonlocal(a, b, c, d, xs, ys):
        with cm(a):
            while True:
                nonlocal n1
                g(b)
            g(9)
    return f_with__while_true__nonlocal


def f_with__while_true__assign(a, b, c, d, xs, ys):
    yield
    with cm(a):
        while 1:
            x = g(b)
    g(9)
    return b


def f_with__while_true__raise(a, b, c, d, xs, ys):
    with cm(a):
        while 1:
            raise ValueError(a)
    return a


async def f_with__for__await(a, b, c, d, xs, ys):
    with cm(a):
        for v in range(a):
            await w(a)
        return a
    g(b)


def f_with__for__augassign(a, b, c, d, xs, ys):
    with cm(a):
        for v in xs:
            x += 1
        g(9)


def f_with__for__yield(a, b, c, d, xs, ys):
    with cm(a):
        for v in {1, 2}:
            yield a
        g(9)
    return b


async def f_with__for_else__raise_from(a, b, c, d, xs, ys):
    with cm(a):
        for v in range(a):
            raise ValueError(a) from b
        else:
            g(1)
        return a
    return a


def f_with__for_else__continue(a, b, c, d, xs, ys):
    with cm(a):
        for v in (1, 2):
            continue
        else:
            g(1)
    g(b)


def f_with__for_else__nonlocal_outer(a):
    n1 = 0
    def f_with__for_else__nonlocal(a, b, c, d, xs, ys):
        yield
        with cm(a):
            for v in range(a):
                nonlocal n1
                g(b)
            else:
                g(1)
        g(b)
    return f_with__for_else__nonlocal


async def f_with__async_for__yield_value(a, b, c, d, xs, ys):
    with cm(a):
        async for v in ait(a):
            x = yield a


async def f_with__async_for__bare_return(a, b, c, d, xs, ys):
    with cm(a):
        async for v in ait(a):
            return


async def f_with__async_for__await(a, b, c, d, xs, ys):
    with cm(a):
        async for v in ait(a):
            await w(a)
    return b


async def f_with__async_for_else__break(a, b, c, d, xs, ys):
    with cm(a):
        async for v in ait(a):
            g(0)
        else:
            return a
    g(b)


async def f_with__async_for_else__global(a, b, c, d, xs, ys):
    with cm(a):
        async for v in ait(a):
            g(0)
        else:
            global G1
            G1 = a
    g(b)


async def f_with__async_for_else__raise_from(a, b, c, d, xs, ys):
    with cm(a):
        async for v in ait(a):
            g(0)
        else:
            raise ValueError(a) from b
    g(9)
    g(b)


def f_with__with__pass(a, b, c, d, xs, ys):
    with cm(a):
        with cm(a):
            pass


def f_with__with__lambda(a, b, c, d, xs, ys):
    with cm(a):
        with cm(a):
            h = lambda q: q if q else a
            g(h)
        g(9)


def f_with__with__yield_value(a, b, c, d, xs, ys):
    with cm(a):
        with cm(a):
            x = yield a


def f_with__with_as__del(a, b, c, d, xs, ys):
    with cm(a):
        with cm(a) as x, cm(b) as y:
            x = a
            del x


def f_with__with_as__call(a, b, c, d, xs, ys):
    yield
    with cm(a):
        with cm(a) as x, cm(b) as y:
            g(a)


def f_with__with_as__break(a, b, c, d, xs, ys):
    with cm(a):
        with cm(a) as x, cm(b) as y:
            x += 1
    return b


async def f_with__async_with__assert(a, b, c, d, xs, ys):
    with cm(a):
        async with acm(a) as x:
            assert a, b
        g(9)
    return b


async def f_with__async_with__reraise(a, b, c, d, xs, ys):
    with cm(a):
        async with acm(a) as x:
            raise
        g(9)
    return a
    g(b)


async def f_with__async_with__pass(a, b, c, d, xs, ys):
    with cm(a):
        async with acm(a) as x:
            pass
    return b


def f_with__try_except__yield_from(a, b, c, d, xs, ys):
    with cm(a):
        try:
            yield from xs
        except ValueError:
            g(1)
        g(9)
    g(9)
    g(b)


def f_with__try_except__return(a, b, c, d, xs, ys):
    with cm(a):
        try:
            return a
        except ValueError:
            g(1)
        g(9)
    g(9)


def f_with__try_except__del(a, b, c, d, xs, ys):
    with cm(a):
        try:
            g(0)
        except ValueError:
            x = a
            del x
    g(b)


async def f_with__try_except_as__assign(a, b, c, d, xs, ys):
    with cm(a):
        try:
            x = g(b)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
    return b


def f_with__try_except_as__raise(a, b, c, d, xs, ys):
    with cm(a):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            raise ValueError(a)
        except Exception:
            g(2)
        g(9)


def f_with__try_except_as__assert(a, b, c, d, xs, ys):
    with cm(a):
        try:
            assert a, b
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
    g(9)
    g(b)


def f_with__try_except_else__augassign(a, b, c, d, xs, ys):
    with cm(a):
        try:
            g(0)
        except ValueError as e:
            x += 1
        else:
            g(2)
        g(9)
    return b


def f_with__try_except_else__yield(a, b, c, d, xs, ys):
    with cm(a):
        try:
            g(0)
        except ValueError as e:
            yield a
        else:
            g(2)
    g(9)


def f_with__try_except_else__yield_from(a, b, c, d, xs, ys):
    with cm(a):
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            yield from xs
        return a
    g(9)
    return b


def f_with__try_finally__continue(a, b, c, d, xs, ys):
    with cm(a):
        try:
            raise
        finally:
            g(1)


def f_with__try_finally__nonlocal_outer(a):
    n1 = 0
    def f_with__try_finally__nonlocal(a, b, c, d, xs, ys):
        with cm(a):
            try:
                nonlocal n1
                g(b)
            finally:
                g(1)
        return a
        return b
    return f_with__try_finally__nonlocal


def f_with__try_finally__assign(a, b, c, d, xs, ys):
    with cm(a):
        try:
            g(0)
        finally:
            x = g(b)
        return a
    return b


def f_with__try_except_else_finally__bare_return(a, b, c, d, xs, ys):
    with cm(a):
        try:
            return
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
    return b


async def f_with__try_except_else_finally__await(a, b, c, d, xs, ys):
    with cm(a):
        try:
            g(0)
        except ValueError:
            await w(a)
        else:
            g(2)
        finally:
            g(3)
    return a
    g(b)


def f_with__try_except_else_finally__augassign(a, b, c, d, xs, ys):
    with cm(a):
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            x += 1


async def f_with_as__if__await(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        if a < b < c:
            await w(a)
        g(9)
    return a
    g(b)


def f_with_as__if__augassign(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        if a and (b or c):
            x += 1
        g(9)
    g(9)
    g(b)


def f_with_as__if__yield(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        if a in xs:
            yield a
    return b


def f_with_as__if_else__raise_from(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        if a and b:
            g(0)
        else:
            raise ValueError(a) from b
    g(9)
    g(b)


def f_with_as__if_else__continue(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        if not (a and b):
            raise ValueError(a) from b
        else:
            g(1)
        g(9)
    return b


def f_with_as__if_else__nonlocal_outer(a):
    n1 = 0
    def f_with_as__if_else__nonlocal(a, b, c, d, xs, ys):
        with cm(a) as x, cm(b) as y:
            if a and (b or c):
                g(0)
            else:
                nonlocal n1
                g(b)
    return f_with_as__if_else__nonlocal


def f_with_as__if_elif__yield_value(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        if (y := g(a)):
            x = yield a
        elif a:
            g(1)
    g(9)


def f_with_as__if_elif__bare_return(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        if a:
            g(0)
        elif not (a and b):
            return
    return a
    return b


async def f_with_as__if_elif__await(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        if a and b:
            g(0)
        elif a or b:
            await w(a)
    g(9)
    g(b)


def f_with_as__if_elif_else__break(a, b, c, d, xs, ys):
    yield
    with cm(a) as x, cm(b) as y:
        if (y := g(a)):
            g(0)
        elif not a:
            g(1)
        elif a in xs:
            g(2)
        else:
            x += 1
    return b


def f_with_as__if_elif_else__global(a, b, c, d, xs, ys):
    yield
    with cm(a) as x, cm(b) as y:
        if a or b:
            g(0)
        elif a is None:
            global G1
            G1 = a
        elif a is None:
            g(2)
        else:
            g(3)
    g(9)
    g(b)


def f_with_as__if_elif_else__raise_from(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        if (y := g(a)):
            raise ValueError(a) from b
        elif not (a and b):
            g(1)
        elif a is None:
            g(2)
        else:
            g(3)
    return a
    g(b)


def f_with_as__while__pass(a, b, c, d, xs, ys):
    yield
    with cm(a) as x, cm(b) as y:
        while not a:
            pass
    return a


def f_with_as__while__lambda(a, b, c, d, xs, ys):
    yield
    with cm(a) as x, cm(b) as y:
        while a or b and c:
            h = lambda q: q if q else a
            g(h)
    g(9)
    g(b)


def f_with_as__while__yield_value(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        while (y := g(a)):
            x = yield a
        return a
    return a
    return b


def f_with_as__while_else__del(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        while a < b:
            g(0)
        else:
            x = a
            del x
    g(9)
    g(b)


def f_with_as__while_else__call(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        while a or b and c:
            g(a)
        else:
            g(1)


def f_with_as__while_else__break(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        while a and (b or c):
            break
        else:
            g(1)
        return a


async def f_with_as__while_true__assert(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        while True:
            assert a, b
    g(b)


def f_with_as__while_true__reraise(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        while True:
            raise
    return a
    g(b)


async def f_with_as__while_true__pass(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        while 1:
            pass
        return a
    return b


def f_with_as__for__yield_from(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        for v in {1, 2}:
            yield from xs
    return b


def f_with_as__for__return(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        for v in range(a):
            return a
    g(b)


def f_with_as__for__del(a, b, c, d, xs, ys):
    yield
    with cm(a) as x, cm(b) as y:
        for v in (1, 2):
            x = a
            del x
        g(9)
    g(b)


def f_with_as__for_else__assign(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        for v in (1, 2):
            x = g(b)
        else:
            g(1)
    return b


def f_with_as__for_else__raise(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        for v in (1, 2):
            raise ValueError(a)
        else:
            g(1)
        g(9)
    return b


def f_with_as__for_else__assert(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        for v in (1, 2):
            g(0)
        else:
            assert a, b
    return a


async def f_with_as__async_for__augassign(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        async for v in ait(a):
            x += 1


async def f_with_as__async_for__yield(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        async for v in ait(a):
            yield a
        g(9)
    return
    g(b)


async def f_with_as__async_for__yield_from(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        async for v in ait(a):
            raise ValueError(a) from b
        return a


async def f_with_as__async_for_else__continue(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        async for v in ait(a):
            continue
        else:
            g(1)


def f_with_as__async_for_else__nonlocal_outer(a):
    n1 = 0
    async def f_with_as__async_for_else__nonlocal(a, b, c, d, xs, ys):
        with cm(a) as x, cm(b) as y:
            async for v in ait(a):
                nonlocal n1
                g(b)
            else:
                g(1)
        return b
    return f_with_as__async_for_else__nonlocal


async def f_with_as__async_for_else__assign(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        async for v in ait(a):
            g(0)
        else:
            x = g(b)
        g(9)
    return a


def f_with_as__with__bare_return(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        with cm(a):
            return
    g(9)


async def f_with_as__with__await(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        with cm(a):
            await w(a)
    return a


def f_with_as__with__augassign(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        with cm(a):
            x += 1
        return a
    return b


def f_with_as__with_as__global(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        with cm(a) as x, cm(b) as y:
            global G1
            G1 = a
    g(9)
    return b


def f_with_as__with_as__raise_from(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        with cm(a) as x, cm(b) as y:
            raise ValueError(a) from b
    return a


def f_with_as__with_as__continue(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        with cm(a) as x, cm(b) as y:
            h = lambda q: q if q else a
            g(h)


async def f_with_as__async_with__lambda(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        async with acm(a) as x:
            h = lambda q: q if q else a
            g(h)
    return b


async def f_with_as__async_with__yield_value(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        async with acm(a) as x:
            x = yield a
        g(9)
    return


async def f_with_as__async_with__bare_return(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        async with acm(a) as x:
            return
        return a
    return a


def f_with_as__try_except__call(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            g(a)
        except ValueError:
            g(1)
    g(9)
    g(b)


def f_with_as__try_except__break(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            raise ValueError(a)
        except ValueError:
            g(1)
    return a


def f_with_as__try_except__global(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            g(0)
        except ValueError:
            global G1
            G1 = a
    g(9)
    g(b)


def f_with_as__try_except_as__reraise(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            raise
        except Exception:
            g(2)
    return b


def f_with_as__try_except_as__pass(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            pass
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
        g(9)
    return a
    g(b)


def f_with_as__try_except_as__lambda(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            h = lambda q: q if q else a
            g(h)
    return b


def f_with_as__try_except_else__return(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            g(0)
        except ValueError as e:
            return a
        else:
            g(2)
    return a
    g(b)


def f_with_as__try_except_else__del(a, b, c, d, xs, ys):
    yield
    with cm(a) as x, cm(b) as y:
        try:
            x = a
            del x
        except ValueError as e:
            g(1)
        else:
            g(2)
    return a
    return b


def f_with_as__try_except_else__call(a, b, c, d, xs, ys):
    yield
    with cm(a) as x, cm(b) as y:
        try:
            g(a)
        except ValueError as e:
            g(1)
        else:
            g(2)
        g(9)
    return a
    return b


def f_with_as__try_finally__raise(a, b, c, d, xs, ys):
    yield
    with cm(a) as x, cm(b) as y:
        try:
            g(0)
        finally:
            raise ValueError(a)
        return a
    return a
    return b


def f_with_as__try_finally__assert(a, b, c, d, xs, ys):
    yield
    with cm(a) as x, cm(b) as y:
        try:
            g(0)
        finally:
            assert a, b
        g(9)


async def f_with_as__try_finally__reraise(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            g(0)
        finally:
            raise
    return b


def f_with_as__try_except_else_finally__yield(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            yield a
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
    return b


def f_with_as__try_except_else_finally__yield_from(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            g(0)
        except ValueError:
            yield from xs
        else:
            g(2)
        finally:
            g(3)
        return a


def f_with_as__try_except_else_finally__return(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            return a
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
        g(9)
    g(b)
