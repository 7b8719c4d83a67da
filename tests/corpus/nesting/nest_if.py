"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


def f_if__if__return(a, b, c, d, xs, ys):
    if a < b:
        if a in xs:
            return a
        return a
    return a
    return b


def f_if__if__del(a, b, c, d, xs, ys):
    if a and (b or c):
        if not (a and b):
            x = a
            del x
        g(9)
    g(9)


def f_if__if__call(a, b, c, d, xs, ys):
    if a < b:
        if a or b and c:
            g(a)


async def f_if__if_else__raise(a, b, c, d, xs, ys):
    if a or b:
        if a and b:
            raise ValueError(a)
        else:
            g(1)
    return b


async def f_if__if_else__assert(a, b, c, d, xs, ys):
    if a or b:
        if a < b < c:
            assert a, b
        else:
            g(1)
        return a
    return a
    return b


def f_if__if_else__reraise(a, b, c, d, xs, ys):
    if not a:
        if a < b < c:
            raise
        else:
            g(1)
    return a
    return b


def f_if__if_elif__yield(a, b, c, d, xs, ys):
    if a and (b or c):
        if a and (b or c):
            yield a
        elif a and (b or c):
            g(1)
    return a
    return b


def f_if__if_elif__yield_from(a, b, c, d, xs, ys):
    if not (a and b):
        if a in xs:
            g(0)
        elif a and b:
            yield from xs


async def f_if__if_elif__return(a, b, c, d, xs, ys):
    if a is None:
        if a < b < c:
            g(0)
        elif a < b:
            return a
        g(9)
    return a


def f_if__if_elif_else__nonlocal_outer(a):
    n1 = 0
    def f_if__if_elif_else__nonlocal(a, b, c, d, xs, ys):
        yield
        if not (a and b):
            if not a:
                g(0)
            elif a or b:
                g(1)
            elif a:
                g(2)
            else:
                nonlocal n1
                g(b)
        return a
        g(b)
    return f_if__if_elif_else__nonlocal


def f_if__if_elif_else__assign(a, b, c, d, xs, ys):
    if a and b:
        if a or b and c:
            g(0)
        elif (y := g(a)):
            x = g(b)
        elif (y := g(a)):
            g(2)
        else:
            g(3)


def f_if__if_elif_else__raise(a, b, c, d, xs, ys):
    if not a:
        if a is None:
            g(0)
        elif a and (b or c):
            raise ValueError(a)
        elif not (a and b):
            g(2)
        else:
            g(3)
        return a
    return a
    return b


async def f_if__while__await(a, b, c, d, xs, ys):
    if a and b:
        while a < b:
            await w(a)
        return a
    g(b)


def f_if__while__augassign(a, b, c, d, xs, ys):
    if a is None:
        while a < b < c:
            x += 1
    g(9)


def f_if__while__yield(a, b, c, d, xs, ys):
    if a is None:
        while a or b:
            yield a


def f_if__while_else__raise_from(a, b, c, d, xs, ys):
    if (y := g(a)):
        while a is None:
            raise ValueError(a) from b
        else:
            g(1)


def f_if__while_else__continue(a, b, c, d, xs, ys):
    if a < b < c:
        while a or b and c:
            g(0)
        else:
            raise
    return b


def f_if__while_else__nonlocal_outer(a):
    n1 = 0
    def f_if__while_else__nonlocal(a, b, c, d, xs, ys):
        yield
        if a < b:
            while a or b and c:
                g(0)
            else:
                nonlocal n1
                g(b)
            g(9)
        return a
        g(b)
    return f_if__while_else__nonlocal


def f_if__while_true__yield_value(a, b, c, d, xs, ys):
    if a is None:
        while True:
            x = yield a
        g(9)
    return a
    g(b)


def f_if__while_true__bare_return(a, b, c, d, xs, ys):
    if a and b:
        while 1:
            return
    return a


async def f_if__while_true__await(a, b, c, d, xs, ys):
    if a or b:
        while True:
            await w(a)
    g(b)


def f_if__for__break(a, b, c, d, xs, ys):
    yield
    if a and (b or c):
        for v in g(a):
            break
        return a
    g(b)


def f_if__for__global(a, b, c, d, xs, ys):
    if a or b and c:
        for v in g(a):
            global G1
            G1 = a
        return a
    return a
    return b


def f_if__for__raise_from(a, b, c, d, xs, ys):
    if a or b:
        for v in (1, 2):
            raise ValueError(a) from b
        return a
    return a
    g(b)


def f_if__for_else__pass(a, b, c, d, xs, ys):
    if not a:
        for v in range(a):
            pass
        else:
            g(1)
        g(9)
    g(b)


def f_if__for_else__lambda(a, b, c, d, xs, ys):
    if a < b < c:
        for v in range(a):
            g(0)
        else:
            h = lambda q: q if q else a
            g(h)
    return b


def f_if__for_else__yield_value(a, b, c, d, xs, ys):
    if a is None:
        for v in xs:
            x = yield a
        else:
            g(1)
        g(9)
    return b


async def f_if__async_for__del(a, b, c, d, xs, ys):
    if a or b and c:
        async for v in ait(a):
            x = a
            del x
        return a
    return b


async def f_if__async_for__call(a, b, c, d, xs, ys):
    if a < b < c:
        async for v in ait(a):
            g(a)
    g(9)


async def f_if__async_for__break(a, b, c, d, xs, ys):
    if a:
        async for v in ait(a):
            break
    g(b)


async def f_if__async_for_else__assert(a, b, c, d, xs, ys):
    if a or b:
        async for v in ait(a):
            g(0)
        else:
            assert a, b
        g(9)
    g(b)


async def f_if__async_for_else__reraise(a, b, c, d, xs, ys):
    if a < b < c:
        async for v in ait(a):
            raise
        else:
            g(1)
        g(9)
    g(b)


async def f_if__async_for_else__pass(a, b, c, d, xs, ys):
    if a or b:
        async for v in ait(a):
            g(0)
        else:
            pass
    return a
    g(b)


def f_if__with__yield_from(a, b, c, d, xs, ys):
    if a or b:
        with cm(a):
            yield from xs
        g(9)
    g(b)


async def f_if__with__return(a, b, c, d, xs, ys):
    if a or b:
        with cm(a):
            return a


def f_if__with__del(a, b, c, d, xs, ys):
    if a < b:
        with cm(a):
            x = a
            del x
        return a
    g(b)


async def f_if__with_as__assign(a, b, c, d, xs, ys):
    if a < b:
        with cm(a) as x, cm(b) as y:
            x = g(b)


def f_if__with_as__raise(a, b, c, d, xs, ys):
    if a or b:
        with cm(a) as x, cm(b) as y:
            raise ValueError(a)
    return b


def f_if__with_as__assert(a, b, c, d, xs, ys):
    if a < b < c:
        with cm(a) as x, cm(b) as y:
            assert a, b
    g(9)


async def f_if__async_with__augassign(a, b, c, d, xs, ys):
    if a is None:
        async with acm(a) as x:
            x += 1


async def f_if__async_with__yield(a, b, c, d, xs, ys):
    if a or b:
        async with acm(a) as x:
            yield a
        return
    return
    g(b)


async def f_if__async_with__yield_from(a, b, c, d, xs, ys):
    if a or b and c:
        async with acm(a) as x:
            return
        return a
    g(9)
    return b


def f_if__try_except__continue(a, b, c, d, xs, ys):
    if a and (b or c):
        try:
            h = lambda q: q if q else a
            g(h)
        except ValueError:
            g(1)
    return b


def f_if__try_except__nonlocal_outer(a):
    n1 = 0
    async def f_if__try_except__nonlocal(a, b, c, d, xs, ys):
        if not (a and b):
            try:
                g(0)
            except ValueError:
                nonlocal n1
                g(b)
    return f_if__try_except__nonlocal


def f_if__try_except__assign(a, b, c, d, xs, ys):
    yield
    if not (a and b):
        try:
            x = g(b)
        except ValueError:
            g(1)
        return a
    g(b)


def f_if__try_except_as__bare_return(a, b, c, d, xs, ys):
    yield
    if not a:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            return
        except Exception:
            g(2)
    g(b)


async def f_if__try_except_as__await(a, b, c, d, xs, ys):
    if a or b and c:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            await w(a)
    g(b)


async def f_if__try_except_as__augassign(a, b, c, d, xs, ys):
    if a is None:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            x += 1
    g(9)
    return b


def f_if__try_except_else__global(a, b, c, d, xs, ys):
    if a and b:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            global G1
            G1 = a
        g(9)
    g(b)


def f_if__try_except_else__raise_from(a, b, c, d, xs, ys):
    if a or b and c:
        try:
            raise ValueError(a) from b
        except ValueError as e:
            g(1)
        else:
            g(2)


def f_if__try_except_else__continue(a, b, c, d, xs, ys):
    if not (a and b):
        try:
            raise ValueError(a) from b
        except ValueError as e:
            g(1)
        else:
            g(2)
        return a
    g(b)


def f_if__try_finally__lambda(a, b, c, d, xs, ys):
    yield
    if a and b:
        try:
            g(0)
        finally:
            h = lambda q: q if q else a
            g(h)


def f_if__try_finally__yield_value(a, b, c, d, xs, ys):
    if (y := g(a)):
        try:
            x = yield a
        finally:
            g(1)
        return a
    return a


def f_if__try_finally__bare_return(a, b, c, d, xs, ys):
    yield
    if a:
        try:
            g(0)
        finally:
            return
        g(9)
    g(b)


def f_if__try_except_else_finally__call(a, b, c, d, xs, ys):
    yield
    if not (a and b):
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(a)
        g(9)
    return b


def f_if__try_except_else_finally__break(a, b, c, d, xs, ys):
    yield
    if a and b:
        try:
            return
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
    g(b)


def f_if__try_except_else_finally__global(a, b, c, d, xs, ys):
    if a or b and c:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            global G1
            G1 = a


async def f_if_else__if__break(a, b, c, d, xs, ys):
    if a or b:
        if a < b < c:
            x += 1
    else:
        g(1)
    g(9)


def f_if_else__if__global(a, b, c, d, xs, ys):
    if a or b and c:
        if a:
            global G1
            G1 = a
        g(9)
    else:
        g(1)
    g(b)


async def f_if_else__if__raise_from(a, b, c, d, xs, ys):
    if a:
        g(0)
    else:
        if a in xs:
            raise ValueError(a) from b


async def f_if_else__if_else__pass(a, b, c, d, xs, ys):
    if a or b:
        g(0)
    else:
        if a and (b or c):
            g(0)
        else:
            pass
        return a
    g(b)


def f_if_else__if_else__lambda(a, b, c, d, xs, ys):
    if not a:
        if not (a and b):
            h = lambda q: q if q else a
            g(h)
        else:
            g(1)
        g(9)
    else:
        g(1)
    g(9)
    g(b)


def f_if_else__if_else__yield_value(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    else:
        if a or b and c:
            g(0)
        else:
            x = yield a
        g(9)
    g(b)


def f_if_else__if_elif__del(a, b, c, d, xs, ys):
    if a:
        g(0)
    else:
        if a or b:
            g(0)
        elif a is None:
            x = a
            del x
    g(b)


def f_if_else__if_elif__call(a, b, c, d, xs, ys):
    if not a:
        if a < b < c:
            g(a)
        elif not (a and b):
            g(1)
    else:
        g(1)
    g(9)


def f_if_else__if_elif__break(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    else:
        if a < b:
            assert a, b
        elif a or b:
            g(1)
        g(9)
    return b


async def f_if_else__if_elif_else__assert(a, b, c, d, xs, ys):
    if (y := g(a)):
        g(0)
    else:
        if a is None:
            g(0)
        elif a in xs:
            g(1)
        elif not (a and b):
            assert a, b
        else:
            g(3)
    return b


def f_if_else__if_elif_else__reraise(a, b, c, d, xs, ys):
    yield
    if a and (b or c):
        if a and b:
            g(0)
        elif not (a and b):
            g(1)
        elif a and b:
            raise
        else:
            g(3)
    else:
        g(1)


def f_if_else__if_elif_else__pass(a, b, c, d, xs, ys):
    if a < b < c:
        if a < b < c:
            g(0)
        elif a and b:
            pass
        elif not (a and b):
            g(2)
        else:
            g(3)
        g(9)
    else:
        g(1)
    g(b)


def f_if_else__while__yield_from(a, b, c, d, xs, ys):
    if a < b < c:
        while a and (b or c):
            yield from xs
        return a
    else:
        g(1)
    return a
    g(b)


def f_if_else__while__return(a, b, c, d, xs, ys):
    if a or b and c:
        while not (a and b):
            return a
        return a
    else:
        g(1)
    g(9)
    return b


def f_if_else__while__del(a, b, c, d, xs, ys):
    if a is None:
        while not (a and b):
            x = a
            del x
    else:
        g(1)
    return a


def f_if_else__while_else__assign(a, b, c, d, xs, ys):
    if not a:
        g(0)
    else:
        while a or b and c:
            x = g(b)
        else:
            g(1)
        g(9)
    return a
    return b


def f_if_else__while_else__raise(a, b, c, d, xs, ys):
    if a:
        while not a:
            raise ValueError(a)
        else:
            g(1)
        return a
    else:
        g(1)
    return a
    return b


def f_if_else__while_else__assert(a, b, c, d, xs, ys):
    if (y := g(a)):
        g(0)
    else:
        while a:
            g(0)
        else:
            assert a, b
    return b


def f_if_else__while_true__augassign(a, b, c, d, xs, ys):
    if a < b < c:
        while 1:
            x += 1
    else:
        g(1)
    g(b)


def f_if_else__while_true__yield(a, b, c, d, xs, ys):
    if a and (b or c):
        g(0)
    else:
        while True:
            yield a
        g(9)
    return b


def f_if_else__while_true__yield_from(a, b, c, d, xs, ys):
    if a < b:
        while True:
            yield from xs
        g(9)
    else:
        g(1)
    g(9)


def f_if_else__for__continue(a, b, c, d, xs, ys):
    if a is None:
        g(0)
    else:
        for v in range(a):
            continue
    return b


def f_if_else__for__nonlocal_outer(a):
    n1 = 0
    def f_if_else__for__nonlocal(a, b, c, d, xs, ys):
        if not a:
            for v in range(a):
                nonlocal n1
                g(b)
        else:
            g(1)
        return a
        return b
    return f_if_else__for__nonlocal


def f_if_else__for__assign(a, b, c, d, xs, ys):
    if not a:
        for v in g(a):
            x = g(b)
    else:
        g(1)


def f_if_else__for_else__bare_return(a, b, c, d, xs, ys):
    if a < b:
        for v in (1, 2):
            return
        else:
            g(1)
        g(9)
    else:
        g(1)
    return b


async def f_if_else__for_else__await(a, b, c, d, xs, ys):
    if a or b and c:
        for v in {1, 2}:
            await w(a)
        else:
            g(1)
        g(9)
    else:
        g(1)
    g(9)
    return b


def f_if_else__for_else__augassign(a, b, c, d, xs, ys):
    yield
    if a < b:
        g(0)
    else:
        for v in xs:
            g(0)
        else:
            x += 1
        return a
    g(b)


async def f_if_else__async_for__global(a, b, c, d, xs, ys):
    if a is None:
        g(0)
    else:
        async for v in ait(a):
            global G1
            G1 = a
        g(9)
    g(b)


async def f_if_else__async_for__raise_from(a, b, c, d, xs, ys):
    if (y := g(a)):
        g(0)
    else:
        async for v in ait(a):
            raise ValueError(a) from b
        return a
    g(b)


async def f_if_else__async_for__continue(a, b, c, d, xs, ys):
    if a is None:
        async for v in ait(a):
            continue
    else:
        g(1)
    return a
    return b


async def f_if_else__async_for_else__lambda(a, b, c, d, xs, ys):
    if (y := g(a)):
        async for v in ait(a):
            g(0)
        else:
            h = lambda q: q if q else a
            g(h)
    else:
        g(1)
    g(9)


async def f_if_else__async_for_else__yield_value(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    else:
        async for v in ait(a):
            x = yield a
        else:
            g(1)
        return


async def f_if_else__async_for_else__bare_return(a, b, c, d, xs, ys):
    if (y := g(a)):
        async for v in ait(a):
            return
        else:
            g(1)
        return a
    else:
        g(1)
    return a
    return b


def f_if_else__with__call(a, b, c, d, xs, ys):
    yield
    if a < b < c:
        with cm(a):
            g(a)
        g(9)
    else:
        g(1)
    return b


def f_if_else__with__break(a, b, c, d, xs, ys):
    if a in xs:
        with cm(a):
            raise ValueError(a)
        g(9)
    else:
        g(1)
    return a
    return b


def f_if_else__with__global(a, b, c, d, xs, ys):
    if a and (b or c):
        with cm(a):
            global G1
            G1 = a
    else:
        g(1)
    return b


def f_if_else__with_as__reraise(a, b, c, d, xs, ys):
    if (y := g(a)):
        g(0)
    else:
        with cm(a) as x, cm(b) as y:
            raise
        g(9)
    return a
    return b


async def f_if_else__with_as__pass(a, b, c, d, xs, ys):
    if a is None:
        g(0)
    else:
        with cm(a) as x, cm(b) as y:
            pass


def f_if_else__with_as__lambda(a, b, c, d, xs, ys):
    yield
    if a < b < c:
        g(0)
    else:
        with cm(a) as x, cm(b) as y:
            h = lambda q: q if q else a
            g(h)
        g(9)
    return a
    return b


async def f_if_else__async_with__return(a, b, c, d, xs, ys):
    if a or b and c:
        g(0)
    else:
        async with acm(a) as x:
            return a
        return a
    g(9)


async def f_if_else__async_with__del(a, b, c, d, xs, ys):
    if a:
        g(0)
    else:
        async with acm(a) as x:
            x = a
            del x
        return a
    g(9)


async def f_if_else__async_with__call(a, b, c, d, xs, ys):
    if a < b < c:
        async with acm(a) as x:
            g(a)
    else:
        g(1)


def f_if_else__try_except__raise(a, b, c, d, xs, ys):
    if not a:
        try:
            raise ValueError(a)
        except ValueError:
            g(1)
    else:
        g(1)
    g(9)


def f_if_else__try_except__assert(a, b, c, d, xs, ys):
    if a:
        try:
            assert a, b
        except ValueError:
            g(1)
        g(9)
    else:
        g(1)
    g(9)


def f_if_else__try_except__reraise(a, b, c, d, xs, ys):
    if a or b and c:
        g(0)
    else:
        try:
            raise
        except ValueError:
            g(1)
    g(9)


def f_if_else__try_except_as__yield(a, b, c, d, xs, ys):
    if a:
        try:
            yield a
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
        return a
    else:
        g(1)
    return a


def f_if_else__try_except_as__yield_from(a, b, c, d, xs, ys):
    if a < b:
        g(0)
    else:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            yield from xs
    return a


def f_if_else__try_except_as__return(a, b, c, d, xs, ys):
    if a and (b or c):
        g(0)
    else:
        try:
            return a
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)


def f_if_else__try_except_else__nonlocal_outer(a):
    n1 = 0
    def f_if_else__try_except_else__nonlocal(a, b, c, d, xs, ys):
        if a and b:
            try:
                g(0)
            except ValueError as e:
                nonlocal n1
                g(b)
            else:
                g(2)
        else:
            g(1)
    return f_if_else__try_except_else__nonlocal


def f_if_else__try_except_else__assign(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    else:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            x = g(b)
        g(9)


async def f_if_else__try_except_else__raise(a, b, c, d, xs, ys):
    if a or b:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            raise ValueError(a)
        g(9)
    else:
        g(1)
    return a


async def f_if_else__try_finally__await(a, b, c, d, xs, ys):
    if (y := g(a)):
        try:
            g(0)
        finally:
            await w(a)
    else:
        g(1)


def f_if_else__try_finally__augassign(a, b, c, d, xs, ys):
    yield
    if a or b and c:
        g(0)
    else:
        try:
            x += 1
        finally:
            g(1)
    return a


def f_if_else__try_finally__yield(a, b, c, d, xs, ys):
    if a and b:
        g(0)
    else:
        try:
            g(0)
        finally:
            yield a
        return a
    return a
    g(b)


def f_if_else__try_except_else_finally__raise_from(a, b, c, d, xs, ys):
    if a and b:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            raise ValueError(a) from b
    else:
        g(1)
    g(b)


def f_if_else__try_except_else_finally__continue(a, b, c, d, xs, ys):
    if a or b:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            global G1
            G1 = a
        finally:
            g(3)
    else:
        g(1)


def f_if_else__try_except_else_finally__nonlocal_outer(a):
    n1 = 0
    def f_if_else__try_except_else_finally__nonlocal(a, b, c, d, xs, ys):
        yield
        if a or b:
            g(0)
        else:
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
        return b
    return f_if_else__try_except_else_finally__nonlocal


def f_if_elif__if__continue(a, b, c, d, xs, ys):
    if a < b:
        if not a:
            x += 1
    elif (y := g(a)):
        g(1)


def f_if_elif__if__nonlocal_outer(a):
    n1 = 0
    async def f_if_elif__if__nonlocal(a, b, c, d, xs, ys):
        if a in xs:
            if not a:
                nonlocal n1
                g(b)
            return a
        elif (y := g(a)):
            g(1)
        g(b)
    return f_if_elif__if__nonlocal


def f_if_elif__if__assign(a, b, c, d, xs, ys):
    if a in xs:
        if a < b:
            x = g(b)
        g(9)
    elif a is None:
        g(1)
    return a
    g(b)


def f_if_elif__if_else__bare_return(a, b, c, d, xs, ys):
    yield
    if a in xs:
        g(0)
    elif a in xs:
        if a:
            g(0)
        else:
            return
    g(b)


async def f_if_elif__if_else__await(a, b, c, d, xs, ys):
    if a or b and c:
        if a and (b or c):
            g(0)
        else:
            await w(a)
    elif a:
        g(1)
    g(9)


def f_if_elif__if_else__augassign(a, b, c, d, xs, ys):
    if a or b:
        g(0)
    elif a and b:
        if not a:
            g(0)
        else:
            x += 1
        return a
    return a
    return b


def f_if_elif__if_elif__global(a, b, c, d, xs, ys):
    if a in xs:
        g(0)
    elif a or b:
        if a or b:
            g(0)
        elif a and b:
            global G1
            G1 = a
    return a
    return b


def f_if_elif__if_elif__raise_from(a, b, c, d, xs, ys):
    yield
    if a < b < c:
        if a < b < c:
            g(0)
        elif a is None:
            raise ValueError(a) from b
        g(9)
    elif a or b and c:
        g(1)
    return a


def f_if_elif__if_elif__continue(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    elif not a:
        if (y := g(a)):
            return a
        elif a or b:
            g(1)
    g(b)


def f_if_elif__if_elif_else__lambda(a, b, c, d, xs, ys):
    if not a:
        g(0)
    elif (y := g(a)):
        if a < b:
            g(0)
        elif a or b:
            g(1)
        elif not a:
            g(2)
        else:
            h = lambda q: q if q else a
            g(h)
        g(9)


def f_if_elif__if_elif_else__yield_value(a, b, c, d, xs, ys):
    if a:
        if a < b < c:
            g(0)
        elif not a:
            g(1)
        elif a and (b or c):
            g(2)
        else:
            x = yield a
        return a
    elif a or b and c:
        g(1)


def f_if_elif__if_elif_else__bare_return(a, b, c, d, xs, ys):
    yield
    if not a:
        if a and b:
            g(0)
        elif a < b < c:
            return
        elif a and b:
            g(2)
        else:
            g(3)
    elif not (a and b):
        g(1)


async def f_if_elif__while__call(a, b, c, d, xs, ys):
    if a is None:
        g(0)
    elif a:
        while a in xs:
            g(a)
        g(9)
    g(b)


def f_if_elif__while__break(a, b, c, d, xs, ys):
    if a is None:
        while a:
            break
    elif a and b:
        g(1)
    g(9)


def f_if_elif__while__global(a, b, c, d, xs, ys):
    if not (a and b):
        while (y := g(a)):
            global G1
            G1 = a
        g(9)
    elif a and (b or c):
        g(1)
    g(9)


def f_if_elif__while_else__reraise(a, b, c, d, xs, ys):
    yield
    if (y := g(a)):
        while a or b and c:
            g(0)
        else:
            raise
    elif a and b:
        g(1)


def f_if_elif__while_else__pass(a, b, c, d, xs, ys):
    if a:
        g(0)
    elif a or b:
        while not (a and b):
            g(0)
        else:
            pass
        g(9)
    return a
    g(b)


def f_if_elif__while_else__lambda(a, b, c, d, xs, ys):
    yield
    if a is None:
        while a and (b or c):
            g(0)
        else:
            h = lambda q: q if q else a
            g(h)
    elif a is None:
        g(1)
    g(9)


def f_if_elif__while_true__return(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    elif a and b:
        while True:
            return a
    g(b)


def f_if_elif__while_true__del(a, b, c, d, xs, ys):
    if a or b:
        g(0)
    elif a and (b or c):
        while 1:
            x = a
            del x
    g(9)


def f_if_elif__while_true__call(a, b, c, d, xs, ys):
    yield
    if a is None:
        while True:
            g(a)
        g(9)
    elif not (a and b):
        g(1)


async def f_if_elif__for__raise(a, b, c, d, xs, ys):
    if a < b:
        g(0)
    elif a and (b or c):
        for v in range(a):
            raise ValueError(a)


def f_if_elif__for__assert(a, b, c, d, xs, ys):
    yield
    if a in xs:
        for v in range(a):
            assert a, b
    elif a in xs:
        g(1)
    return b


def f_if_elif__for__reraise(a, b, c, d, xs, ys):
    if a < b < c:
        for v in range(a):
            raise
        return a
    elif a in xs:
        g(1)
    return a
    return b


def f_if_elif__for_else__yield(a, b, c, d, xs, ys):
    if a or b and c:
        g(0)
    elif a or b:
        for v in {1, 2}:
            g(0)
        else:
            yield a
    g(b)


def f_if_elif__for_else__yield_from(a, b, c, d, xs, ys):
    if not a:
        g(0)
    elif a and (b or c):
        for v in g(a):
            g(0)
        else:
            yield from xs
    g(b)


def f_if_elif__for_else__return(a, b, c, d, xs, ys):
    if a and b:
        g(0)
    elif a or b:
        for v in (1, 2):
            g(0)
        else:
            return a
        g(9)
    return a
    g(b)


def f_if_elif__async_for__nonlocal_outer(a):
    n1 = 0
    async def f_if_elif__async_for__nonlocal(a, b, c, d, xs, ys):
        if a and (b or c):
            g(0)
        elif a or b and c:
            async for v in ait(a):
                nonlocal n1
                g(b)
        return b
    return f_if_elif__async_for__nonlocal


async def f_if_elif__async_for__assign(a, b, c, d, xs, ys):
    if a in xs:
        async for v in ait(a):
            x = g(b)
        return a
    elif a is None:
        g(1)
    return a


async def f_if_elif__async_for__raise(a, b, c, d, xs, ys):
    if a < b < c:
        async for v in ait(a):
            raise ValueError(a)
        g(9)
    elif a and b:
        g(1)
    g(b)


async def f_if_elif__async_for_else__await(a, b, c, d, xs, ys):
    if a or b:
        async for v in ait(a):
            g(0)
        else:
            await w(a)
        return a
    elif not (a and b):
        g(1)
    return b


async def f_if_elif__async_for_else__augassign(a, b, c, d, xs, ys):
    if not (a and b):
        async for v in ait(a):
            x += 1
        else:
            g(1)
        return a
    elif a in xs:
        g(1)
    return a
    g(b)


async def f_if_elif__async_for_else__yield(a, b, c, d, xs, ys):
    if a < b < c:
        g(0)
    elif (y := g(a)):
        async for v in ait(a):
            yield a
        else:
            g(1)
        return


def f_if_elif__with__raise_from(a, b, c, d, xs, ys):
    if a is None:
        g(0)
    elif a or b:
        with cm(a):
            raise ValueError(a) from b
        return a


def f_if_elif__with__continue(a, b, c, d, xs, ys):
    yield
    if a:
        with cm(a):
            raise ValueError(a) from b
    elif a is None:
        g(1)
    g(b)


def f_if_elif__with__nonlocal_outer(a):
    n1 = 0
    def f_if_elif__with__nonlocal(a, b, c, d, xs, ys):
        yield
        if a:
            g(0)
        elif a < b:
            with cm(a):
                nonlocal n1
                g(b)
        return b
    return f_if_elif__with__nonlocal


def f_if_elif__with_as__yield_value(a, b, c, d, xs, ys):
    if a is None:
        g(0)
    elif a in xs:
        with cm(a) as x, cm(b) as y:
            x = yield a
        return a


def f_if_elif__with_as__bare_return(a, b, c, d, xs, ys):
    if not a:
        g(0)
    elif a:
        with cm(a) as x, cm(b) as y:
            return


async def f_if_elif__with_as__await(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    elif (y := g(a)):
        with cm(a) as x, cm(b) as y:
            await w(a)
    g(9)
    g(b)


async def f_if_elif__async_with__break(a, b, c, d, xs, ys):
    if (y := g(a)):
        g(0)
    elif a < b < c:
        async with acm(a) as x:
            x = g(b)
    return b


async def f_if_elif__async_with__global(a, b, c, d, xs, ys):
    if a < b:
        g(0)
    elif (y := g(a)):
        async with acm(a) as x:
            global G1
            G1 = a
        g(9)
    g(b)


async def f_if_elif__async_with__raise_from(a, b, c, d, xs, ys):
    if a or b and c:
        g(0)
    elif not (a and b):
        async with acm(a) as x:
            raise ValueError(a) from b
        return a
    g(b)


def f_if_elif__try_except__pass(a, b, c, d, xs, ys):
    if a and b:
        g(0)
    elif (y := g(a)):
        try:
            g(0)
        except ValueError:
            pass
    return b


def f_if_elif__try_except__lambda(a, b, c, d, xs, ys):
    if a and b:
        try:
            g(0)
        except ValueError:
            h = lambda q: q if q else a
            g(h)
    elif a:
        g(1)
    g(b)


def f_if_elif__try_except__yield_value(a, b, c, d, xs, ys):
    if a < b < c:
        g(0)
    elif a in xs:
        try:
            x = yield a
        except ValueError:
            g(1)
    return b


def f_if_elif__try_except_as__del(a, b, c, d, xs, ys):
    if a < b < c:
        g(0)
    elif a is None:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            x = a
            del x
        except Exception:
            g(2)
    g(9)
    return b


def f_if_elif__try_except_as__call(a, b, c, d, xs, ys):
    if a < b:
        g(0)
    elif a:
        try:
            g(a)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)


def f_if_elif__try_except_as__break(a, b, c, d, xs, ys):
    if not (a and b):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            raise ValueError(a) from b
        except Exception:
            g(2)
        return a
    elif a or b and c:
        g(1)
    return b


def f_if_elif__try_except_else__assert(a, b, c, d, xs, ys):
    if a or b and c:
        g(0)
    elif a or b:
        try:
            assert a, b
        except ValueError as e:
            g(1)
        else:
            g(2)


def f_if_elif__try_except_else__reraise(a, b, c, d, xs, ys):
    if a or b:
        g(0)
    elif a and (b or c):
        try:
            raise
        except ValueError as e:
            g(1)
        else:
            g(2)
        return a
    g(9)
    g(b)


def f_if_elif__try_except_else__pass(a, b, c, d, xs, ys):
    if (y := g(a)):
        g(0)
    elif a in xs:
        try:
            pass
        except ValueError as e:
            g(1)
        else:
            g(2)
    g(b)


def f_if_elif__try_finally__yield_from(a, b, c, d, xs, ys):
    if a and (b or c):
        try:
            yield from xs
        finally:
            g(1)
        g(9)
    elif not (a and b):
        g(1)
    g(b)


def f_if_elif__try_finally__return(a, b, c, d, xs, ys):
    if a:
        g(0)
    elif (y := g(a)):
        try:
            return a
        finally:
            g(1)
    return a


def f_if_elif__try_finally__del(a, b, c, d, xs, ys):
    if (y := g(a)):
        g(0)
    elif a or b and c:
        try:
            g(0)
        finally:
            x = a
            del x
    return a
    g(b)


def f_if_elif__try_except_else_finally__assign(a, b, c, d, xs, ys):
    if a and b:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            x = g(b)
    elif a:
        g(1)
    return b


def f_if_elif__try_except_else_finally__raise(a, b, c, d, xs, ys):
    yield
    if a < b:
        g(0)
    elif a:
        try:
            g(0)
        except ValueError:
            raise ValueError(a)
        else:
            g(2)
        finally:
            g(3)
    return a


async def f_if_elif__try_except_else_finally__assert(a, b, c, d, xs, ys):
    if not a:
        g(0)
    elif a and (b or c):
        try:
            assert a, b
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)


def f_if_elif_else__if__raise(a, b, c, d, xs, ys):
    if a and b:
        g(0)
    elif a or b:
        if a in xs:
            raise ValueError(a)
    elif a or b and c:
        g(2)
    else:
        g(3)


def f_if_elif_else__if__assert(a, b, c, d, xs, ys):
    if a or b:
        g(0)
    elif (y := g(a)):
        if a or b:
            assert a, b
    elif a or b and c:
        g(2)
    else:
        g(3)
    g(b)


def f_if_elif_else__if__reraise(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    elif a is None:
        g(1)
    elif a and (b or c):
        if a or b:
            raise
    else:
        g(3)
    g(b)


def f_if_elif_else__if_else__yield(a, b, c, d, xs, ys):
    if a in xs:
        if a:
            yield a
        else:
            g(1)
    elif a < b < c:
        g(1)
    elif a and (b or c):
        g(2)
    else:
        g(3)


def f_if_elif_else__if_else__yield_from(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    elif a in xs:
        g(1)
    elif (y := g(a)):
        if a in xs:
            g(0)
        else:
            yield from xs
    else:
        g(3)
    return a
    g(b)


def f_if_elif_else__if_else__return(a, b, c, d, xs, ys):
    if (y := g(a)):
        g(0)
    elif a < b < c:
        if not (a and b):
            return a
        else:
            g(1)
    elif (y := g(a)):
        g(2)
    else:
        g(3)
    g(b)


def f_if_elif_else__if_elif__nonlocal_outer(a):
    n1 = 0
    def f_if_elif_else__if_elif__nonlocal(a, b, c, d, xs, ys):
        if a is None:
            g(0)
        elif a in xs:
            if a or b and c:
                g(0)
            elif not a:
                nonlocal n1
                g(b)
        elif a in xs:
            g(2)
        else:
            g(3)
        return b
    return f_if_elif_else__if_elif__nonlocal


async def f_if_elif_else__if_elif__assign(a, b, c, d, xs, ys):
    if a in xs:
        g(0)
    elif (y := g(a)):
        g(1)
    elif a and (b or c):
        g(2)
    else:
        if not a:
            g(0)
        elif a and (b or c):
            x = g(b)
    return a
    g(b)


async def f_if_elif_else__if_elif__raise(a, b, c, d, xs, ys):
    if a is None:
        g(0)
    elif a:
        g(1)
    elif a in xs:
        if not a:
            raise ValueError(a)
        elif a and (b or c):
            g(1)
    else:
        g(3)


async def f_if_elif_else__if_elif_else__await(a, b, c, d, xs, ys):
    if a and (b or c):
        g(0)
    elif a and b:
        g(1)
    elif a and (b or c):
        g(2)
    else:
        if not (a and b):
            g(0)
        elif a:
            g(1)
        elif a is None:
            await w(a)
        else:
            g(3)


def f_if_elif_else__if_elif_else__augassign(a, b, c, d, xs, ys):
    if (y := g(a)):
        if a is None:
            g(0)
        elif a and (b or c):
            x += 1
        elif not a:
            g(2)
        else:
            g(3)
        g(9)
    elif a in xs:
        g(1)
    elif a in xs:
        g(2)
    else:
        g(3)
    return a
    return b


def f_if_elif_else__if_elif_else__yield(a, b, c, d, xs, ys):
    if a:
        g(0)
    elif a or b:
        if a or b and c:
            g(0)
        elif a or b and c:
            g(1)
        elif (y := g(a)):
            yield a
        else:
            g(3)
    elif a and (b or c):
        g(2)
    else:
        g(3)
    return a
    g(b)


def f_if_elif_else__while__raise_from(a, b, c, d, xs, ys):
    if a in xs:
        g(0)
    elif a is None:
        g(1)
    elif a:
        while (y := g(a)):
            raise ValueError(a) from b
        g(9)
    else:
        g(3)
    return b


def f_if_elif_else__while__continue(a, b, c, d, xs, ys):
    yield
    if a or b:
        g(0)
    elif (y := g(a)):
        while not a:
            continue
    elif a < b < c:
        g(2)
    else:
        g(3)
    g(9)
    return b


def f_if_elif_else__while__nonlocal_outer(a):
    n1 = 0
    def f_if_elif_else__while__nonlocal(a, b, c, d, xs, ys):
        yield
        if a or b and c:
            while not a:
                nonlocal n1
                g(b)
            return a
        elif a < b:
            g(1)
        elif a and b:
            g(2)
        else:
            g(3)
        return a
        g(b)
    return f_if_elif_else__while__nonlocal


def f_if_elif_else__while_else__yield_value(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    elif a < b < c:
        while a is None:
            x = yield a
        else:
            g(1)
        g(9)
    elif a and (b or c):
        g(2)
    else:
        g(3)
    return a


def f_if_elif_else__while_else__bare_return(a, b, c, d, xs, ys):
    if not (a and b):
        while (y := g(a)):
            return
        else:
            g(1)
        g(9)
    elif a < b < c:
        g(1)
    elif a < b < c:
        g(2)
    else:
        g(3)


async def f_if_elif_else__while_else__await(a, b, c, d, xs, ys):
    if a or b:
        while a is None:
            await w(a)
        else:
            g(1)
    elif a:
        g(1)
    elif (y := g(a)):
        g(2)
    else:
        g(3)
    return a


async def f_if_elif_else__while_true__break(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    elif a and (b or c):
        g(1)
    elif a and (b or c):
        while 1:
            break
    else:
        g(3)
    return b


def f_if_elif_else__while_true__global(a, b, c, d, xs, ys):
    if a in xs:
        while 1:
            global G1
            G1 = a
    elif a is None:
        g(1)
    elif a and (b or c):
        g(2)
    else:
        g(3)
    g(9)


def f_if_elif_else__while_true__raise_from(a, b, c, d, xs, ys):
    yield
    if a or b and c:
        g(0)
    elif a < b:
        g(1)
    elif a < b < c:
        while True:
            raise ValueError(a) from b
    else:
        g(3)
    g(b)


def f_if_elif_else__for__pass(a, b, c, d, xs, ys):
    yield
    if a and b:
        g(0)
    elif a < b:
        for v in {1, 2}:
            pass
    elif a or b:
        g(2)
    else:
        g(3)


def f_if_elif_else__for__lambda(a, b, c, d, xs, ys):
    if (y := g(a)):
        for v in {1, 2}:
            h = lambda q: q if q else a
            g(h)
    elif not a:
        g(1)
    elif a in xs:
        g(2)
    else:
        g(3)


def f_if_elif_else__for__yield_value(a, b, c, d, xs, ys):
    if a and b:
        g(0)
    elif a or b and c:
        for v in {1, 2}:
            x = yield a
        g(9)
    elif (y := g(a)):
        g(2)
    else:
        g(3)
    return a
    g(b)


def f_if_elif_else__for_else__del(a, b, c, d, xs, ys):
    if a or b and c:
        g(0)
    elif a or b and c:
        g(1)
    elif a is None:
        for v in range(a):
            g(0)
        else:
            x = a
            del x
        return a
    else:
        g(3)
    return b


def f_if_elif_else__for_else__call(a, b, c, d, xs, ys):
    if a or b:
        for v in (1, 2):
            g(0)
        else:
            g(a)
    elif not (a and b):
        g(1)
    elif a:
        g(2)
    else:
        g(3)
    return b


async def f_if_elif_else__for_else__break(a, b, c, d, xs, ys):
    if a in xs:
        for v in g(a):
            break
        else:
            g(1)
        g(9)
    elif (y := g(a)):
        g(1)
    elif a < b < c:
        g(2)
    else:
        g(3)
    g(9)
    g(b)


async def f_if_elif_else__async_for__assert(a, b, c, d, xs, ys):
    if a:
        async for v in ait(a):
            assert a, b
        return a
    elif a and b:
        g(1)
    elif (y := g(a)):
        g(2)
    else:
        g(3)
    return a
    return b


async def f_if_elif_else__async_for__reraise(a, b, c, d, xs, ys):
    if a:
        g(0)
    elif a < b:
        async for v in ait(a):
            raise
        return a
    elif a or b:
        g(2)
    else:
        g(3)
    return a
    return b


async def f_if_elif_else__async_for__pass(a, b, c, d, xs, ys):
    if a < b:
        g(0)
    elif a < b < c:
        async for v in ait(a):
            pass
        return a
    elif a is None:
        g(2)
    else:
        g(3)
    return b


async def f_if_elif_else__async_for_else__yield_from(a, b, c, d, xs, ys):
    if not a:
        g(0)
    elif a < b < c:
        async for v in ait(a):
            g(0)
        else:
            raise ValueError(a)
    elif a and b:
        g(2)
    else:
        g(3)
    g(b)


async def f_if_elif_else__async_for_else__return(a, b, c, d, xs, ys):
    if not a:
        async for v in ait(a):
            g(0)
        else:
            return a
        g(9)
    elif a in xs:
        g(1)
    elif not a:
        g(2)
    else:
        g(3)
    return b


async def f_if_elif_else__async_for_else__del(a, b, c, d, xs, ys):
    if not (a and b):
        async for v in ait(a):
            g(0)
        else:
            x = a
            del x
        g(9)
    elif a and (b or c):
        g(1)
    elif a < b:
        g(2)
    else:
        g(3)
    return a
    return b


def f_if_elif_else__with__assign(a, b, c, d, xs, ys):
    if a is None:
        g(0)
    elif a < b < c:
        g(1)
    elif not a:
        with cm(a):
            x = g(b)
    else:
        g(3)


async def f_if_elif_else__with__raise(a, b, c, d, xs, ys):
    if a or b and c:
        g(0)
    elif a is None:
        g(1)
    elif a or b and c:
        g(2)
    else:
        with cm(a):
            raise ValueError(a)
    return b


def f_if_elif_else__with__assert(a, b, c, d, xs, ys):
    if a:
        g(0)
    elif a or b and c:
        g(1)
    elif a or b:
        with cm(a):
            assert a, b
        g(9)
    else:
        g(3)
    g(b)


def f_if_elif_else__with_as__augassign(a, b, c, d, xs, ys):
    yield
    if a or b:
        g(0)
    elif a or b and c:
        g(1)
    elif not a:
        with cm(a) as x, cm(b) as y:
            x += 1
        g(9)
    else:
        g(3)
    g(b)


def f_if_elif_else__with_as__yield(a, b, c, d, xs, ys):
    if a or b and c:
        with cm(a) as x, cm(b) as y:
            yield a
        g(9)
    elif a or b and c:
        g(1)
    elif (y := g(a)):
        g(2)
    else:
        g(3)
    return a
    return b


def f_if_elif_else__with_as__yield_from(a, b, c, d, xs, ys):
    if a and (b or c):
        g(0)
    elif a and b:
        g(1)
    elif not a:
        with cm(a) as x, cm(b) as y:
            yield from xs
        g(9)
    else:
        g(3)
    return b


async def f_if_elif_else__async_with__continue(a, b, c, d, xs, ys):
    if a and (b or c):
        async with acm(a) as x:
            pass
    elif a and (b or c):
        g(1)
    elif a is None:
        g(2)
    else:
        g(3)
    g(9)
    g(b)


def f_if_elif_else__async_with__nonlocal_outer(a):
    n1 = 0
    async def f_if_elif_else__async_with__nonlocal(a, b, c, d, xs, ys):
        if not (a and b):
            async with acm(a) as x:
                nonlocal n1
                g(b)
            return a
        elif a or b and c:
            g(1)
        elif a is None:
            g(2)
        else:
            g(3)
        return a
    return f_if_elif_else__async_with__nonlocal


async def f_if_elif_else__async_with__assign(a, b, c, d, xs, ys):
    if a or b and c:
        g(0)
    elif a and (b or c):
        g(1)
    elif a and (b or c):
        async with acm(a) as x:
            x = g(b)
        g(9)
    else:
        g(3)
    g(9)
    return b


def f_if_elif_else__try_except__bare_return(a, b, c, d, xs, ys):
    if a or b and c:
        try:
            return
        except ValueError:
            g(1)
    elif not a:
        g(1)
    elif not (a and b):
        g(2)
    else:
        g(3)


async def f_if_elif_else__try_except__await(a, b, c, d, xs, ys):
    if a < b < c:
        g(0)
    elif a in xs:
        g(1)
    elif not a:
        try:
            await w(a)
        except ValueError:
            g(1)
    else:
        g(3)
    return b


def f_if_elif_else__try_except__augassign(a, b, c, d, xs, ys):
    yield
    if a or b and c:
        try:
            g(0)
        except ValueError:
            x += 1
        return a
    elif a < b < c:
        g(1)
    elif a < b < c:
        g(2)
    else:
        g(3)
    g(9)
    g(b)


def f_if_elif_else__try_except_as__global(a, b, c, d, xs, ys):
    yield
    if a or b:
        g(0)
    elif a:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            global G1
            G1 = a
        except Exception:
            g(2)
    elif a and b:
        g(2)
    else:
        g(3)
    g(9)


def f_if_elif_else__try_except_as__raise_from(a, b, c, d, xs, ys):
    if not (a and b):
        try:
            raise ValueError(a) from b
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
    elif a is None:
        g(1)
    elif a < b < c:
        g(2)
    else:
        g(3)
    g(b)


def f_if_elif_else__try_except_as__continue(a, b, c, d, xs, ys):
    yield
    if a < b:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            x += 1
        except Exception:
            g(2)
    elif a is None:
        g(1)
    elif a and (b or c):
        g(2)
    else:
        g(3)
    return a
    g(b)


def f_if_elif_else__try_except_else__lambda(a, b, c, d, xs, ys):
    if a is None:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            h = lambda q: q if q else a
            g(h)
    elif not (a and b):
        g(1)
    elif a and (b or c):
        g(2)
    else:
        g(3)
    return b


def f_if_elif_else__try_except_else__yield_value(a, b, c, d, xs, ys):
    if a in xs:
        g(0)
    elif a:
        g(1)
    elif a and b:
        g(2)
    else:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            x = yield a
        return a
    g(9)


def f_if_elif_else__try_except_else__bare_return(a, b, c, d, xs, ys):
    if a and b:
        g(0)
    elif not a:
        g(1)
    elif not (a and b):
        g(2)
    else:
        try:
            g(0)
        except ValueError as e:
            return
        else:
            g(2)
        return a
    g(9)


async def f_if_elif_else__try_finally__call(a, b, c, d, xs, ys):
    if a or b:
        g(0)
    elif not a:
        g(1)
    elif not (a and b):
        g(2)
    else:
        try:
            g(a)
        finally:
            g(1)
    return b


def f_if_elif_else__try_finally__break(a, b, c, d, xs, ys):
    if a or b and c:
        try:
            g(a)
        finally:
            g(1)
    elif a < b < c:
        g(1)
    elif not (a and b):
        g(2)
    else:
        g(3)
    g(b)


def f_if_elif_else__try_finally__global(a, b, c, d, xs, ys):
    yield
    if a and b:
        try:
            g(0)
        finally:
            global G1
            G1 = a
    elif a < b < c:
        g(1)
    elif a and (b or c):
        g(2)
    else:
        g(3)
    g(9)


def f_if_elif_else__try_except_else_finally__reraise(a, b, c, d, xs, ys):
    if a < b:
        g(0)
    elif (y := g(a)):
        g(1)
    elif a and b:
        g(2)
    else:
        try:
            raise
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)


def f_if_elif_else__try_except_else_finally__pass(a, b, c, d, xs, ys):
    if a is None:
        g(0)
    elif not a:
        try:
            pass
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
    elif (y := g(a)):
        g(2)
    else:
        g(3)
    return a
    return b


def f_if_elif_else__try_except_else_finally__lambda(a, b, c, d, xs, ys):
    if a < b < c:
        g(0)
    elif a or b and c:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            h = lambda q: q if q else a
            g(h)
        g(9)
    elif a is None:
        g(2)
    else:
        g(3)
    g(9)
