"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


async def f_while__if__pass(a, b, c, d, xs, ys):
    while a or b:
        if a or b:
            pass
        g(9)
    g(9)


def f_while__if__lambda(a, b, c, d, xs, ys):
    while a:
        if a or b:
            h = lambda q: q if q else a
            g(h)
    return b


def f_while__if__yield_value(a, b, c, d, xs, ys):
    while a and (b or c):
        if not (a and b):
            x = yield a


def f_while__if_else__del(a, b, c, d, xs, ys):
    while a and b:
        if a in xs:
            x = a
            del x
        else:
            g(1)
        return a
    g(9)


def f_while__if_else__call(a, b, c, d, xs, ys):
    while not (a and b):
        if a < b < c:
            g(a)
        else:
            g(1)
        continue
    return a
    g(b)


def f_while__if_else__break(a, b, c, d, xs, ys):
    while a and (b or c):
        if not (a and b):
            break
        else:
            g(1)
        g(9)
    return b


def f_while__if_elif__assert(a, b, c, d, xs, ys):
    yield
    while a and b:
        if a:
            g(0)
        elif not (a and b):
            assert a, b
        return a
    g(9)
    g(b)


async def f_while__if_elif__reraise(a, b, c, d, xs, ys):
    while not a:
        if not a:
            raise
        elif a or b:
            g(1)


def f_while__if_elif__pass(a, b, c, d, xs, ys):
    while not (a and b):
        if not (a and b):
            pass
        elif not (a and b):
            g(1)
        g(9)


def f_while__if_elif_else__yield_from(a, b, c, d, xs, ys):
    while a or b:
        if not a:
            g(0)
        elif a < b < c:
            g(1)
        elif (y := g(a)):
            g(2)
        else:
            yield from xs
        continue
    g(9)
    return b


def f_while__if_elif_else__return(a, b, c, d, xs, ys):
    while a and (b or c):
        if not a:
            g(0)
        elif a and (b or c):
            return a
        elif a in xs:
            g(2)
        else:
            g(3)
    g(9)
    return b


def f_while__if_elif_else__del(a, b, c, d, xs, ys):
    yield
    while not a:
        if a:
            x = a
            del x
        elif not a:
            g(1)
        elif not (a and b):
            g(2)
        else:
            g(3)
    g(b)


def f_while__while__assign(a, b, c, d, xs, ys):
    yield
    while a or b:
        while a and b:
            x = g(b)
        continue


def f_while__while__raise(a, b, c, d, xs, ys):
    yield
    while a and b:
        while a or b and c:
            raise ValueError(a)
    return b


def f_while__while__assert(a, b, c, d, xs, ys):
    while a or b and c:
        while not a:
            assert a, b
        continue
    return b


def f_while__while_else__augassign(a, b, c, d, xs, ys):
    while a < b < c:
        while a or b:
            g(0)
        else:
            x += 1
    return a
    g(b)


def f_while__while_else__yield(a, b, c, d, xs, ys):
    while a < b:
        while (y := g(a)):
            g(0)
        else:
            yield a
        g(9)
    g(b)


def f_while__while_else__yield_from(a, b, c, d, xs, ys):
    while not (a and b):
        while a < b:
            g(0)
        else:
            yield from xs
        g(9)
    g(b)


def f_while__while_true__continue(a, b, c, d, xs, ys):
    while a and (b or c):
        while 1:
            continue
    return b


def f_while__while_true__nonlocal_outer(a):
    n1 = 0
    def f_while__while_true__nonlocal(a, b, c, d, xs, ys):
        while a < b:
            while True:
                nonlocal n1
                g(b)
            return a
        return b
    return f_while__while_true__nonlocal


def f_while__while_true__assign(a, b, c, d, xs, ys):
    while not (a and b):
        while 1:
            x = g(b)
        g(9)
    return a
    g(b)


def f_while__for__bare_return(a, b, c, d, xs, ys):
    while not a:
        for v in (1, 2):
            return
    return a
    g(b)


async def f_while__for__await(a, b, c, d, xs, ys):
    while a and (b or c):
        for v in {1, 2}:
            await w(a)
    return b


def f_while__for__augassign(a, b, c, d, xs, ys):
    while a in xs:
        for v in {1, 2}:
            x += 1
        g(9)
    g(9)
    return b


def f_while__for_else__global(a, b, c, d, xs, ys):
    yield
    while a and (b or c):
        for v in g(a):
            g(0)
        else:
            global G1
            G1 = a
        g(9)


def f_while__for_else__raise_from(a, b, c, d, xs, ys):
    yield
    while a or b:
        for v in xs:
            raise ValueError(a) from b
        else:
            g(1)
        g(9)
    g(9)


def f_while__for_else__continue(a, b, c, d, xs, ys):
    while (y := g(a)):
        for v in {1, 2}:
            continue
        else:
            g(1)
    return b


async def f_while__async_for__lambda(a, b, c, d, xs, ys):
    while not a:
        async for v in ait(a):
            h = lambda q: q if q else a
            g(h)


async def f_while__async_for__yield_value(a, b, c, d, xs, ys):
    while a < b < c:
        async for v in ait(a):
            x = yield a
        return


async def f_while__async_for__bare_return(a, b, c, d, xs, ys):
    while a:
        async for v in ait(a):
            return
        g(9)
    return b


async def f_while__async_for_else__call(a, b, c, d, xs, ys):
    while (y := g(a)):
        async for v in ait(a):
            g(0)
        else:
            g(a)
        return a
    return a
    return b


async def f_while__async_for_else__break(a, b, c, d, xs, ys):
    while a in xs:
        async for v in ait(a):
            g(0)
        else:
            break
        return a


async def f_while__async_for_else__global(a, b, c, d, xs, ys):
    while a and b:
        async for v in ait(a):
            global G1
            G1 = a
        else:
            g(1)
        continue


def f_while__with__reraise(a, b, c, d, xs, ys):
    while a is None:
        with cm(a):
            raise
    return a
    g(b)


def f_while__with__pass(a, b, c, d, xs, ys):
    yield
    while (y := g(a)):
        with cm(a):
            pass
        return a


async def f_while__with__lambda(a, b, c, d, xs, ys):
    while not a:
        with cm(a):
            h = lambda q: q if q else a
            g(h)
        g(9)
    g(9)
    return b


async def f_while__with_as__return(a, b, c, d, xs, ys):
    while (y := g(a)):
        with cm(a) as x, cm(b) as y:
            return a
        return a


def f_while__with_as__del(a, b, c, d, xs, ys):
    while a < b < c:
        with cm(a) as x, cm(b) as y:
            x = a
            del x
        continue
    return a


def f_while__with_as__call(a, b, c, d, xs, ys):
    while not a:
        with cm(a) as x, cm(b) as y:
            g(a)
        return a
    return a


async def f_while__async_with__raise(a, b, c, d, xs, ys):
    while (y := g(a)):
        async with acm(a) as x:
            raise ValueError(a)
    return b


async def f_while__async_with__assert(a, b, c, d, xs, ys):
    while not (a and b):
        async with acm(a) as x:
            assert a, b
        return a


async def f_while__async_with__reraise(a, b, c, d, xs, ys):
    while (y := g(a)):
        async with acm(a) as x:
            raise
    g(9)
    return b


def f_while__try_except__yield(a, b, c, d, xs, ys):
    while (y := g(a)):
        try:
            yield a
        except ValueError:
            g(1)
    return b


def f_while__try_except__yield_from(a, b, c, d, xs, ys):
    while a in xs:
        try:
            yield from xs
        except ValueError:
            g(1)
    g(9)
    g(b)


async def f_while__try_except__return(a, b, c, d, xs, ys):
    while a in xs:
        try:
            return a
        except ValueError:
            g(1)
        return a
    g(9)
    return b


def f_while__try_except_as__nonlocal_outer(a):
    n1 = 0
    def f_while__try_except_as__nonlocal(a, b, c, d, xs, ys):
        while a or b and c:
            try:
                nonlocal n1
                g(b)
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                g(2)
            return a
        g(b)
    return f_while__try_except_as__nonlocal


def f_while__try_except_as__assign(a, b, c, d, xs, ys):
    while a or b and c:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            x = g(b)
        return a
    return a
    g(b)


def f_while__try_except_as__raise(a, b, c, d, xs, ys):
    yield
    while (y := g(a)):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            raise ValueError(a)
        except Exception:
            g(2)
        g(9)


async def f_while__try_except_else__await(a, b, c, d, xs, ys):
    while not a:
        try:
            await w(a)
        except ValueError as e:
            g(1)
        else:
            g(2)
        continue
    g(b)


def f_while__try_except_else__augassign(a, b, c, d, xs, ys):
    while a and (b or c):
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            x += 1
        g(9)
    g(b)


def f_while__try_except_else__yield(a, b, c, d, xs, ys):
    while (y := g(a)):
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            yield a
        return a
    g(9)
    return b


async def f_while__try_finally__raise_from(a, b, c, d, xs, ys):
    while a is None:
        try:
            raise ValueError(a) from b
        finally:
            g(1)
        continue
    g(9)


async def f_while__try_finally__continue(a, b, c, d, xs, ys):
    while a in xs:
        try:
            continue
        finally:
            g(1)
        return a


def f_while__try_finally__nonlocal_outer(a):
    n1 = 0
    def f_while__try_finally__nonlocal(a, b, c, d, xs, ys):
        yield
        while not a:
            try:
                nonlocal n1
                g(b)
            finally:
                g(1)
            g(9)
        g(9)
        g(b)
    return f_while__try_finally__nonlocal


def f_while__try_except_else_finally__yield_value(a, b, c, d, xs, ys):
    while a or b:
        try:
            g(0)
        except ValueError:
            x = yield a
        else:
            g(2)
        finally:
            g(3)
    return a
    return b


async def f_while__try_except_else_finally__bare_return(a, b, c, d, xs, ys):
    while a and b:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            return
        finally:
            g(3)
        continue


async def f_while__try_except_else_finally__await(a, b, c, d, xs, ys):
    while a or b:
        try:
            g(0)
        except ValueError:
            await w(a)
        else:
            g(2)
        finally:
            g(3)


def f_while_else__if__bare_return(a, b, c, d, xs, ys):
    while a and (b or c):
        g(0)
    else:
        if a or b and c:
            return
    g(9)


async def f_while_else__if__await(a, b, c, d, xs, ys):
    while a:
        if a is None:
            await w(a)
        continue
    else:
        g(1)
    return b


def f_while_else__if__augassign(a, b, c, d, xs, ys):
    while a or b:
        if not (a and b):
            x += 1
    else:
        g(1)
    return b


def f_while_else__if_else__global(a, b, c, d, xs, ys):
    yield
    while not (a and b):
        g(0)
    else:
        if a is None:
            global G1
            G1 = a
        else:
            g(1)
        g(9)


async def f_while_else__if_else__raise_from(a, b, c, d, xs, ys):
    while a in xs:
        if a:
            raise ValueError(a) from b
        else:
            g(1)
        continue
    else:
        g(1)


def f_while_else__if_else__continue(a, b, c, d, xs, ys):
    yield
    while a or b and c:
        if a or b and c:
            g(0)
        else:
            continue
        return a
    else:
        g(1)
    g(9)
    g(b)


def f_while_else__if_elif__lambda(a, b, c, d, xs, ys):
    yield
    while a:
        if not a:
            g(0)
        elif a or b:
            h = lambda q: q if q else a
            g(h)
        continue
    else:
        g(1)


def f_while_else__if_elif__yield_value(a, b, c, d, xs, ys):
    while a and b:
        if a is None:
            x = yield a
        elif a and (b or c):
            g(1)
        continue
    else:
        g(1)
    return b


async def f_while_else__if_elif__bare_return(a, b, c, d, xs, ys):
    while not a:
        if not (a and b):
            g(0)
        elif a or b:
            return
        g(9)
    else:
        g(1)
    g(9)
    return b


def f_while_else__if_elif_else__call(a, b, c, d, xs, ys):
    while not a:
        if a:
            g(0)
        elif a < b < c:
            g(1)
        elif a or b and c:
            g(a)
        else:
            g(3)
        continue
    else:
        g(1)
    return a
    g(b)


async def f_while_else__if_elif_else__break(a, b, c, d, xs, ys):
    while a and (b or c):
        g(0)
    else:
        if a and b:
            await w(a)
        elif a in xs:
            g(1)
        elif not (a and b):
            g(2)
        else:
            g(3)
        return a
    g(9)
    return b


def f_while_else__if_elif_else__global(a, b, c, d, xs, ys):
    while a < b:
        if a or b and c:
            g(0)
        elif a:
            g(1)
        elif a or b and c:
            g(2)
        else:
            global G1
            G1 = a
    else:
        g(1)
    return a


async def f_while_else__while__reraise(a, b, c, d, xs, ys):
    while a is None:
        while a and (b or c):
            raise
    else:
        g(1)
    g(9)
    return b


def f_while_else__while__pass(a, b, c, d, xs, ys):
    while not a:
        g(0)
    else:
        while a < b < c:
            pass
        g(9)
    return b


def f_while_else__while__lambda(a, b, c, d, xs, ys):
    yield
    while a or b and c:
        g(0)
    else:
        while a and b:
            h = lambda q: q if q else a
            g(h)
        g(9)
    return a
    return b


async def f_while_else__while_else__return(a, b, c, d, xs, ys):
    while not (a and b):
        g(0)
    else:
        while a or b and c:
            g(0)
        else:
            return a
        g(9)
    return b


def f_while_else__while_else__del(a, b, c, d, xs, ys):
    while (y := g(a)):
        while a is None:
            x = a
            del x
        else:
            g(1)
    else:
        g(1)
    return b


async def f_while_else__while_else__call(a, b, c, d, xs, ys):
    while a or b:
        while a < b < c:
            g(a)
        else:
            g(1)
    else:
        g(1)
    return a
    g(b)


async def f_while_else__while_true__raise(a, b, c, d, xs, ys):
    while a is None:
        g(0)
    else:
        while True:
            raise ValueError(a)
    return a


async def f_while_else__while_true__assert(a, b, c, d, xs, ys):
    while a and (b or c):
        g(0)
    else:
        while 1:
            assert a, b
    g(9)
    return b


def f_while_else__while_true__reraise(a, b, c, d, xs, ys):
    while a is None:
        while True:
            raise
        g(9)
    else:
        g(1)
    return a
    return b


def f_while_else__for__yield(a, b, c, d, xs, ys):
    while a < b < c:
        for v in range(a):
            yield a
        g(9)
    else:
        g(1)
    return b


def f_while_else__for__yield_from(a, b, c, d, xs, ys):
    while a or b and c:
        g(0)
    else:
        for v in range(a):
            yield from xs
    g(b)


async def f_while_else__for__return(a, b, c, d, xs, ys):
    while a in xs:
        for v in {1, 2}:
            return a
    else:
        g(1)
    return a
    return b


def f_while_else__for_else__nonlocal_outer(a):
    n1 = 0
    def f_while_else__for_else__nonlocal(a, b, c, d, xs, ys):
        while a < b < c:
            for v in g(a):
                g(0)
            else:
                nonlocal n1
                g(b)
        else:
            g(1)
    return f_while_else__for_else__nonlocal


def f_while_else__for_else__assign(a, b, c, d, xs, ys):
    while a or b:
        g(0)
    else:
        for v in range(a):
            g(0)
        else:
            x = g(b)


def f_while_else__for_else__raise(a, b, c, d, xs, ys):
    while a and b:
        for v in range(a):
            g(0)
        else:
            raise ValueError(a)
        g(9)
    else:
        g(1)
    return a


async def f_while_else__async_for__await(a, b, c, d, xs, ys):
    while (y := g(a)):
        g(0)
    else:
        async for v in ait(a):
            await w(a)
        g(9)
    g(b)


async def f_while_else__async_for__augassign(a, b, c, d, xs, ys):
    while not (a and b):
        async for v in ait(a):
            x += 1
    else:
        g(1)


async def f_while_else__async_for__yield(a, b, c, d, xs, ys):
    while not a:
        async for v in ait(a):
            yield a
    else:
        g(1)
    g(b)


async def f_while_else__async_for_else__raise_from(a, b, c, d, xs, ys):
    while a or b and c:
        g(0)
    else:
        async for v in ait(a):
            g(0)
        else:
            raise ValueError(a) from b


async def f_while_else__async_for_else__continue(a, b, c, d, xs, ys):
    while a < b:
        async for v in ait(a):
            g(0)
        else:
            continue
        continue
    else:
        g(1)


def f_while_else__async_for_else__nonlocal_outer(a):
    n1 = 0
    async def f_while_else__async_for_else__nonlocal(a, b, c, d, xs, ys):
        while a and b:
            async for v in ait(a):
                g(0)
            else:
                nonlocal n1
                g(b)
            return a
        else:
            g(1)
        g(b)
    return f_while_else__async_for_else__nonlocal


def f_while_else__with__yield_value(a, b, c, d, xs, ys):
    while a and b:
        g(0)
    else:
        with cm(a):
            x = yield a
    g(9)
    g(b)


def f_while_else__with__bare_return(a, b, c, d, xs, ys):
    while a or b and c:
        g(0)
    else:
        with cm(a):
            return
        return a
    return a


async def f_while_else__with__await(a, b, c, d, xs, ys):
    while a and (b or c):
        with cm(a):
            await w(a)
    else:
        g(1)
    g(b)


def f_while_else__with_as__break(a, b, c, d, xs, ys):
    yield
    while a in xs:
        with cm(a) as x, cm(b) as y:
            break
        g(9)
    else:
        g(1)
    g(b)


async def f_while_else__with_as__global(a, b, c, d, xs, ys):
    while (y := g(a)):
        with cm(a) as x, cm(b) as y:
            global G1
            G1 = a
        continue
    else:
        g(1)
    g(b)


async def f_while_else__with_as__raise_from(a, b, c, d, xs, ys):
    while a is None:
        with cm(a) as x, cm(b) as y:
            raise ValueError(a) from b
    else:
        g(1)
    g(b)


async def f_while_else__async_with__pass(a, b, c, d, xs, ys):
    while not a:
        g(0)
    else:
        async with acm(a) as x:
            pass
    g(b)


async def f_while_else__async_with__lambda(a, b, c, d, xs, ys):
    while a in xs:
        async with acm(a) as x:
            h = lambda q: q if q else a
            g(h)
        g(9)
    else:
        g(1)
    g(b)


async def f_while_else__async_with__yield_value(a, b, c, d, xs, ys):
    while a < b < c:
        async with acm(a) as x:
            x = yield a
        g(9)
    else:
        g(1)


async def f_while_else__try_except__del(a, b, c, d, xs, ys):
    while a or b:
        g(0)
    else:
        try:
            g(0)
        except ValueError:
            x = a
            del x


def f_while_else__try_except__call(a, b, c, d, xs, ys):
    while a and b:
        g(0)
    else:
        try:
            g(a)
        except ValueError:
            g(1)
        g(9)
    g(9)


def f_while_else__try_except__break(a, b, c, d, xs, ys):
    while a < b < c:
        g(0)
    else:
        try:
            g(0)
        except ValueError:
            return a
        g(9)
    g(9)
    g(b)


async def f_while_else__try_except_as__assert(a, b, c, d, xs, ys):
    while a and b:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            assert a, b
        g(9)
    else:
        g(1)
    g(b)


def f_while_else__try_except_as__reraise(a, b, c, d, xs, ys):
    yield
    while a:
        g(0)
    else:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            raise
        return a
    return a


def f_while_else__try_except_as__pass(a, b, c, d, xs, ys):
    while (y := g(a)):
        g(0)
    else:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            pass
    return a


def f_while_else__try_except_else__yield_from(a, b, c, d, xs, ys):
    while a:
        g(0)
    else:
        try:
            yield from xs
        except ValueError as e:
            g(1)
        else:
            g(2)
        g(9)
    return a
    return b


def f_while_else__try_except_else__return(a, b, c, d, xs, ys):
    while a or b and c:
        try:
            return a
        except ValueError as e:
            g(1)
        else:
            g(2)
    else:
        g(1)
    return b


def f_while_else__try_except_else__del(a, b, c, d, xs, ys):
    while not a:
        try:
            g(0)
        except ValueError as e:
            x = a
            del x
        else:
            g(2)
        g(9)
    else:
        g(1)
    g(b)


def f_while_else__try_finally__assign(a, b, c, d, xs, ys):
    while not a:
        try:
            x = g(b)
        finally:
            g(1)
        continue
    else:
        g(1)


def f_while_else__try_finally__raise(a, b, c, d, xs, ys):
    yield
    while a or b and c:
        g(0)
    else:
        try:
            raise ValueError(a)
        finally:
            g(1)
    return a


def f_while_else__try_finally__assert(a, b, c, d, xs, ys):
    while a < b < c:
        try:
            assert a, b
        finally:
            g(1)
        continue
    else:
        g(1)
    g(9)
    return b


async def f_while_else__try_except_else_finally__augassign(a, b, c, d, xs, ys):
    while a or b and c:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            x += 1
        g(9)
    else:
        g(1)
    return b


def f_while_else__try_except_else_finally__yield(a, b, c, d, xs, ys):
    while a in xs:
        g(0)
    else:
        try:
            yield a
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
    return a
    g(b)


def f_while_else__try_except_else_finally__yield_from(a, b, c, d, xs, ys):
    while a or b:
        try:
            g(0)
        except ValueError:
            yield from xs
        else:
            g(2)
        finally:
            g(3)
    else:
        g(1)
    g(9)
    return b


def f_while_true__if__yield(a, b, c, d, xs, ys):
    while True:
        if a or b:
            yield a
        g(9)
    return a
    g(b)


def f_while_true__if__yield_from(a, b, c, d, xs, ys):
    while True:
        if not (a and b):
            yield from xs
        return a
    g(9)
    g(b)


def f_while_true__if__return(a, b, c, d, xs, ys):
    while True:
        if a < b < c:
            return a
    return b


def f_while_true__if_else__nonlocal_outer(a):
    n1 = 0
    def f_while_true__if_else__nonlocal(a, b, c, d, xs, ys):
        while True:
            if (y := g(a)):
                g(0)
            else:
                nonlocal n1
                g(b)
        return b
    return f_while_true__if_else__nonlocal


def f_while_true__if_else__assign(a, b, c, d, xs, ys):
    while 1:
        if a < b:
            g(0)
        else:
            x = g(b)
        continue
    return b


def f_while_true__if_else__raise(a, b, c, d, xs, ys):
    while 1:
        if a < b < c:
            raise ValueError(a)
        else:
            g(1)
        return a
    return b


async def f_while_true__if_elif__await(a, b, c, d, xs, ys):
    while True:
        if a and (b or c):
            g(0)
        elif a and (b or c):
            await w(a)
        g(9)
    return b


def f_while_true__if_elif__augassign(a, b, c, d, xs, ys):
    while 1:
        if a < b:
            g(0)
        elif a in xs:
            x += 1
        return a
    g(b)


def f_while_true__if_elif__yield(a, b, c, d, xs, ys):
    while 1:
        if a < b < c:
            g(0)
        elif a:
            yield a
    g(9)


def f_while_true__if_elif_else__raise_from(a, b, c, d, xs, ys):
    while 1:
        if a < b < c:
            raise ValueError(a) from b
        elif not a:
            g(1)
        elif a and b:
            g(2)
        else:
            g(3)
    g(b)


def f_while_true__if_elif_else__continue(a, b, c, d, xs, ys):
    while True:
        if a and b:
            continue
        elif a:
            g(1)
        elif a in xs:
            g(2)
        else:
            g(3)
    return b


def f_while_true__if_elif_else__nonlocal_outer(a):
    n1 = 0
    def f_while_true__if_elif_else__nonlocal(a, b, c, d, xs, ys):
        while 1:
            if a and b:
                nonlocal n1
                g(b)
            elif a in xs:
                g(1)
            elif not (a and b):
                g(2)
            else:
                g(3)
            g(9)
        g(b)
    return f_while_true__if_elif_else__nonlocal


def f_while_true__while__yield_value(a, b, c, d, xs, ys):
    while True:
        while a and (b or c):
            x = yield a
    g(9)


async def f_while_true__while__bare_return(a, b, c, d, xs, ys):
    while True:
        while a < b < c:
            return
        continue
    return b


async def f_while_true__while__await(a, b, c, d, xs, ys):
    while True:
        while a < b < c:
            await w(a)
        continue
    return a
    g(b)


async def f_while_true__while_else__break(a, b, c, d, xs, ys):
    while 1:
        while a < b:
            break
        else:
            g(1)
    return a
    return b


async def f_while_true__while_else__global(a, b, c, d, xs, ys):
    while 1:
        while a:
            g(0)
        else:
            global G1
            G1 = a


async def f_while_true__while_else__raise_from(a, b, c, d, xs, ys):
    while 1:
        while a in xs:
            g(0)
        else:
            raise ValueError(a) from b
    g(b)


def f_while_true__while_true__pass(a, b, c, d, xs, ys):
    while True:
        while 1:
            pass
        g(9)


def f_while_true__while_true__lambda(a, b, c, d, xs, ys):
    while True:
        while True:
            h = lambda q: q if q else a
            g(h)
    g(9)
    g(b)


def f_while_true__while_true__yield_value(a, b, c, d, xs, ys):
    while 1:
        while True:
            x = yield a


def f_while_true__for__del(a, b, c, d, xs, ys):
    yield
    while 1:
        for v in xs:
            x = a
            del x
        g(9)
    g(b)


def f_while_true__for__call(a, b, c, d, xs, ys):
    while 1:
        for v in (1, 2):
            g(a)
        g(9)
    g(9)
    return b


def f_while_true__for__break(a, b, c, d, xs, ys):
    while True:
        for v in {1, 2}:
            break
        return a


def f_while_true__for_else__assert(a, b, c, d, xs, ys):
    while True:
        for v in range(a):
            assert a, b
        else:
            g(1)
        continue


def f_while_true__for_else__reraise(a, b, c, d, xs, ys):
    while 1:
        for v in range(a):
            g(0)
        else:
            raise
        g(9)


def f_while_true__for_else__pass(a, b, c, d, xs, ys):
    while 1:
        for v in g(a):
            g(0)
        else:
            pass


def f_while_true__async_for__yield_from_outer(a):
    n1 = 0
    async def f_while_true__async_for__yield_from(a, b, c, d, xs, ys):
        while True:
            async for v in ait(a):
                nonlocal n1
                g(b)
            continue
        return a
        g(b)
    return f_while_true__async_for__yield_from


async def f_while_true__async_for__return(a, b, c, d, xs, ys):
    while True:
        async for v in ait(a):
            return a
        continue
    g(b)


async def f_while_true__async_for__del(a, b, c, d, xs, ys):
    while True:
        async for v in ait(a):
            x = a
            del x
        return a
    g(9)


async def f_while_true__async_for_else__assign(a, b, c, d, xs, ys):
    while 1:
        async for v in ait(a):
            g(0)
        else:
            x = g(b)
    return b


async def f_while_true__async_for_else__raise(a, b, c, d, xs, ys):
    while True:
        async for v in ait(a):
            raise ValueError(a)
        else:
            g(1)
    return b


async def f_while_true__async_for_else__assert(a, b, c, d, xs, ys):
    while 1:
        async for v in ait(a):
            assert a, b
        else:
            g(1)
        g(9)


def f_while_true__with__augassign(a, b, c, d, xs, ys):
    yield
    while 1:
        with cm(a):
            x += 1
    return a
    return b


def f_while_true__with__yield(a, b, c, d, xs, ys):
    while True:
        with cm(a):
            yield a
        g(9)
    return a
    g(b)


def f_while_true__with__yield_from(a, b, c, d, xs, ys):
    while 1:
        with cm(a):
            yield from xs
    g(b)


def f_while_true__with_as__continue(a, b, c, d, xs, ys):
    while True:
        with cm(a) as x, cm(b) as y:
            continue
    g(b)


def f_while_true__with_as__nonlocal_outer(a):
    n1 = 0
    def f_while_true__with_as__nonlocal(a, b, c, d, xs, ys):
        while True:
            with cm(a) as x, cm(b) as y:
                nonlocal n1
                g(b)
            return a
    return f_while_true__with_as__nonlocal


async def f_while_true__with_as__assign(a, b, c, d, xs, ys):
    while True:
        with cm(a) as x, cm(b) as y:
            x = g(b)
    g(b)


async def f_while_true__async_with__bare_return(a, b, c, d, xs, ys):
    while True:
        async with acm(a) as x:
            return
    return b


async def f_while_true__async_with__await(a, b, c, d, xs, ys):
    while 1:
        async with acm(a) as x:
            await w(a)
        continue
    g(9)
    g(b)


async def f_while_true__async_with__augassign(a, b, c, d, xs, ys):
    while True:
        async with acm(a) as x:
            x += 1
        g(9)
    g(9)


def f_while_true__try_except__global(a, b, c, d, xs, ys):
    while 1:
        try:
            g(0)
        except ValueError:
            global G1
            G1 = a
    g(9)
    g(b)


def f_while_true__try_except__raise_from(a, b, c, d, xs, ys):
    yield
    while True:
        try:
            raise ValueError(a) from b
        except ValueError:
            g(1)
        continue
    g(9)
    g(b)


def f_while_true__try_except__continue(a, b, c, d, xs, ys):
    yield
    while 1:
        try:
            continue
        except ValueError:
            g(1)
    g(b)


def f_while_true__try_except_as__lambda(a, b, c, d, xs, ys):
    while 1:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            h = lambda q: q if q else a
            g(h)
    g(9)
    return b


def f_while_true__try_except_as__yield_value(a, b, c, d, xs, ys):
    while True:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            x = yield a
        except Exception:
            g(2)
        return a
    g(b)


def f_while_true__try_except_as__bare_return(a, b, c, d, xs, ys):
    yield
    while True:
        try:
            return
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
        return a


async def f_while_true__try_except_else__call(a, b, c, d, xs, ys):
    while 1:
        try:
            g(a)
        except ValueError as e:
            g(1)
        else:
            g(2)
        continue
    g(9)


def f_while_true__try_except_else__break(a, b, c, d, xs, ys):
    while True:
        try:
            break
        except ValueError as e:
            g(1)
        else:
            g(2)
        g(9)
    return b


def f_while_true__try_except_else__global(a, b, c, d, xs, ys):
    yield
    while True:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            global G1
            G1 = a
    return b


def f_while_true__try_finally__reraise(a, b, c, d, xs, ys):
    while 1:
        try:
            raise
        finally:
            g(1)
        return a


def f_while_true__try_finally__pass(a, b, c, d, xs, ys):
    while 1:
        try:
            pass
        finally:
            g(1)
    g(b)


def f_while_true__try_finally__lambda(a, b, c, d, xs, ys):
    while True:
        try:
            h = lambda q: q if q else a
            g(h)
        finally:
            g(1)
        continue
    return a


async def f_while_true__try_except_else_finally__return(a, b, c, d, xs, ys):
    while 1:
        try:
            return a
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
    g(9)


def f_while_true__try_except_else_finally__del(a, b, c, d, xs, ys):
    while True:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            x = a
            del x
        return a
    return b


def f_while_true__try_except_else_finally__call(a, b, c, d, xs, ys):
    while 1:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(a)
        return a
    g(b)


def f_for__if__del(a, b, c, d, xs, ys):
    yield
    for v in xs:
        if a or b:
            x = a
            del x
        return a
    return b


def f_for__if__call(a, b, c, d, xs, ys):
    for v in g(a):
        if a or b and c:
            g(a)


def f_for__if__break(a, b, c, d, xs, ys):
    for v in range(a):
        if a < b < c:
            break
        return a
    g(9)


def f_for__if_else__assert(a, b, c, d, xs, ys):
    yield
    for v in (1, 2):
        if a in xs:
            g(0)
        else:
            assert a, b
    g(9)
    g(b)


def f_for__if_else__reraise(a, b, c, d, xs, ys):
    for v in {1, 2}:
        if a < b:
            raise
        else:
            g(1)
        return a


def f_for__if_else__pass(a, b, c, d, xs, ys):
    for v in {1, 2}:
        if a < b:
            pass
        else:
            g(1)
        continue


def f_for__if_elif__yield_from(a, b, c, d, xs, ys):
    for v in {1, 2}:
        if a in xs:
            g(0)
        elif a:
            yield from xs
        g(9)


async def f_for__if_elif__return(a, b, c, d, xs, ys):
    for v in {1, 2}:
        if (y := g(a)):
            g(0)
        elif (y := g(a)):
            return a
    return b


def f_for__if_elif__del(a, b, c, d, xs, ys):
    for v in {1, 2}:
        if a or b:
            x = a
            del x
        elif a < b < c:
            g(1)


def f_for__if_elif_else__assign(a, b, c, d, xs, ys):
    yield
    for v in (1, 2):
        if a < b:
            g(0)
        elif a and b:
            x = g(b)
        elif a < b:
            g(2)
        else:
            g(3)
    return a
    return b


def f_for__if_elif_else__raise(a, b, c, d, xs, ys):
    for v in range(a):
        if a < b:
            g(0)
        elif a and (b or c):
            g(1)
        elif not a:
            g(2)
        else:
            raise ValueError(a)
        g(9)
    g(b)


def f_for__if_elif_else__assert(a, b, c, d, xs, ys):
    for v in (1, 2):
        if a or b and c:
            g(0)
        elif a or b and c:
            assert a, b
        elif a < b:
            g(2)
        else:
            g(3)
        g(9)


def f_for__while__augassign(a, b, c, d, xs, ys):
    for v in {1, 2}:
        while a is None:
            x += 1


def f_for__while__yield(a, b, c, d, xs, ys):
    for v in range(a):
        while a or b:
            yield a
    return a
    return b


def f_for__while__yield_from(a, b, c, d, xs, ys):
    for v in g(a):
        while (y := g(a)):
            yield from xs
        continue
    return b


async def f_for__while_else__continue(a, b, c, d, xs, ys):
    for v in {1, 2}:
        while a < b:
            g(0)
        else:
            continue
    return a


def f_for__while_else__nonlocal_outer(a):
    n1 = 0
    def f_for__while_else__nonlocal(a, b, c, d, xs, ys):
        for v in {1, 2}:
            while a < b:
                nonlocal n1
                g(b)
            else:
                g(1)
            g(9)
    return f_for__while_else__nonlocal


def f_for__while_else__assign(a, b, c, d, xs, ys):
    for v in xs:
        while a < b:
            g(0)
        else:
            x = g(b)
    g(b)


def f_for__while_true__bare_return(a, b, c, d, xs, ys):
    for v in (1, 2):
        while 1:
            return
    g(9)
    return b


async def f_for__while_true__await(a, b, c, d, xs, ys):
    for v in (1, 2):
        while True:
            await w(a)
        g(9)
    return b


def f_for__while_true__augassign(a, b, c, d, xs, ys):
    for v in xs:
        while True:
            x += 1
    g(9)


async def f_for__for__global(a, b, c, d, xs, ys):
    for v in xs:
        for v in (1, 2):
            global G1
            G1 = a
    g(9)
    g(b)


def f_for__for__raise_from(a, b, c, d, xs, ys):
    yield
    for v in g(a):
        for v in g(a):
            raise ValueError(a) from b
    return a


def f_for__for__continue(a, b, c, d, xs, ys):
    yield
    for v in (1, 2):
        for v in {1, 2}:
            continue


async def f_for__for_else__lambda(a, b, c, d, xs, ys):
    for v in g(a):
        for v in g(a):
            g(0)
        else:
            h = lambda q: q if q else a
            g(h)


def f_for__for_else__yield_value(a, b, c, d, xs, ys):
    for v in (1, 2):
        for v in xs:
            g(0)
        else:
            x = yield a
    g(b)


async def f_for__for_else__bare_return(a, b, c, d, xs, ys):
    for v in xs:
        for v in {1, 2}:
            return
        else:
            g(1)
        g(9)
    return a


async def f_for__async_for__call(a, b, c, d, xs, ys):
    for v in {1, 2}:
        async for v in ait(a):
            g(a)
        g(9)


async def f_for__async_for__break(a, b, c, d, xs, ys):
    for v in xs:
        async for v in ait(a):
            break
        g(9)
    return b


async def f_for__async_for__global(a, b, c, d, xs, ys):
    for v in xs:
        async for v in ait(a):
            global G1
            G1 = a
        return a
    return b


async def f_for__async_for_else__reraise(a, b, c, d, xs, ys):
    for v in xs:
        async for v in ait(a):
            g(0)
        else:
            raise
        return a
    return a
    return b


async def f_for__async_for_else__pass(a, b, c, d, xs, ys):
    for v in xs:
        async for v in ait(a):
            pass
        else:
            g(1)
        g(9)


async def f_for__async_for_else__lambda(a, b, c, d, xs, ys):
    for v in xs:
        async for v in ait(a):
            h = lambda q: q if q else a
            g(h)
        else:
            g(1)
        return a
    g(9)
    return b


def f_for__with__return(a, b, c, d, xs, ys):
    for v in {1, 2}:
        with cm(a):
            return a
    g(9)
    return b


def f_for__with__del(a, b, c, d, xs, ys):
    for v in range(a):
        with cm(a):
            x = a
            del x
        g(9)
    return a
    g(b)


async def f_for__with__call(a, b, c, d, xs, ys):
    for v in (1, 2):
        with cm(a):
            g(a)
    g(9)
    return b


async def f_for__with_as__raise(a, b, c, d, xs, ys):
    for v in range(a):
        with cm(a) as x, cm(b) as y:
            raise ValueError(a)
    g(9)


def f_for__with_as__assert(a, b, c, d, xs, ys):
    for v in g(a):
        with cm(a) as x, cm(b) as y:
            assert a, b
    g(9)
    return b


def f_for__with_as__reraise(a, b, c, d, xs, ys):
    for v in (1, 2):
        with cm(a) as x, cm(b) as y:
            raise
        return a
    g(9)
    g(b)


async def f_for__async_with__yield(a, b, c, d, xs, ys):
    for v in {1, 2}:
        async with acm(a) as x:
            yield a
    g(b)


async def f_for__async_with__yield_from(a, b, c, d, xs, ys):
    for v in g(a):
        async with acm(a) as x:
            return a
    g(b)


async def f_for__async_with__return(a, b, c, d, xs, ys):
    for v in g(a):
        async with acm(a) as x:
            return a
        return a
    g(9)
    return b


def f_for__try_except__nonlocal_outer(a):
    n1 = 0
    def f_for__try_except__nonlocal(a, b, c, d, xs, ys):
        for v in {1, 2}:
            try:
                nonlocal n1
                g(b)
            except ValueError:
                g(1)
        return b
    return f_for__try_except__nonlocal


def f_for__try_except__assign(a, b, c, d, xs, ys):
    for v in xs:
        try:
            x = g(b)
        except ValueError:
            g(1)
    return a
    return b


async def f_for__try_except__raise(a, b, c, d, xs, ys):
    for v in range(a):
        try:
            g(0)
        except ValueError:
            raise ValueError(a)
    return b


async def f_for__try_except_as__await(a, b, c, d, xs, ys):
    for v in xs:
        try:
            await w(a)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
    return a
    g(b)


def f_for__try_except_as__augassign(a, b, c, d, xs, ys):
    yield
    for v in range(a):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            x += 1
        g(9)
    g(b)


def f_for__try_except_as__yield(a, b, c, d, xs, ys):
    for v in range(a):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            yield a
        except Exception:
            g(2)
        g(9)
    g(9)


def f_for__try_except_else__raise_from(a, b, c, d, xs, ys):
    yield
    for v in (1, 2):
        try:
            raise ValueError(a) from b
        except ValueError as e:
            g(1)
        else:
            g(2)
    g(9)


def f_for__try_except_else__continue(a, b, c, d, xs, ys):
    for v in (1, 2):
        try:
            g(0)
        except ValueError as e:
            continue
        else:
            g(2)
    g(b)


def f_for__try_except_else__nonlocal_outer(a):
    n1 = 0
    def f_for__try_except_else__nonlocal(a, b, c, d, xs, ys):
        yield
        for v in {1, 2}:
            try:
                g(0)
            except ValueError as e:
                g(1)
            else:
                nonlocal n1
                g(b)
        return b
    return f_for__try_except_else__nonlocal


def f_for__try_finally__yield_value(a, b, c, d, xs, ys):
    for v in xs:
        try:
            g(0)
        finally:
            x = yield a
        g(9)
    g(b)


def f_for__try_finally__bare_return(a, b, c, d, xs, ys):
    for v in range(a):
        try:
            g(0)
        finally:
            return


async def f_for__try_finally__await(a, b, c, d, xs, ys):
    for v in g(a):
        try:
            g(0)
        finally:
            await w(a)
    return b


def f_for__try_except_else_finally__break(a, b, c, d, xs, ys):
    for v in {1, 2}:
        try:
            break
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
        g(9)
    g(b)


def f_for__try_except_else_finally__global(a, b, c, d, xs, ys):
    for v in xs:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            global G1
            G1 = a
        finally:
            g(3)
        continue


def f_for__try_except_else_finally__raise_from(a, b, c, d, xs, ys):
    for v in g(a):
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            raise ValueError(a) from b
        finally:
            g(3)
        g(9)
    return b


def f_for_else__if__global(a, b, c, d, xs, ys):
    yield
    for v in xs:
        if a < b < c:
            global G1
            G1 = a
        return a
    else:
        g(1)
    g(9)


def f_for_else__if__raise_from(a, b, c, d, xs, ys):
    for v in range(a):
        g(0)
    else:
        if a is None:
            raise ValueError(a) from b
    g(b)


async def f_for_else__if__continue(a, b, c, d, xs, ys):
    for v in (1, 2):
        g(0)
    else:
        if a and (b or c):
            return a
    return a
    return b


async def f_for_else__if_else__lambda(a, b, c, d, xs, ys):
    for v in {1, 2}:
        if not (a and b):
            h = lambda q: q if q else a
            g(h)
        else:
            g(1)
        return a
    else:
        g(1)
    g(b)


def f_for_else__if_else__yield_value(a, b, c, d, xs, ys):
    for v in xs:
        if a:
            x = yield a
        else:
            g(1)
        return a
    else:
        g(1)
    return b


def f_for_else__if_else__bare_return(a, b, c, d, xs, ys):
    for v in range(a):
        if a < b < c:
            return
        else:
            g(1)
    else:
        g(1)
    return b


def f_for_else__if_elif__call(a, b, c, d, xs, ys):
    yield
    for v in range(a):
        g(0)
    else:
        if not a:
            g(a)
        elif not (a and b):
            g(1)
    return b


def f_for_else__if_elif__break(a, b, c, d, xs, ys):
    for v in {1, 2}:
        g(0)
    else:
        if not (a and b):
            g(0)
        elif not (a and b):
            raise ValueError(a) from b
    return b


def f_for_else__if_elif__global(a, b, c, d, xs, ys):
    for v in xs:
        if a:
            global G1
            G1 = a
        elif not (a and b):
            g(1)
        continue
    else:
        g(1)
    return a
    g(b)


async def f_for_else__if_elif_else__reraise(a, b, c, d, xs, ys):
    for v in g(a):
        g(0)
    else:
        if (y := g(a)):
            raise
        elif a in xs:
            g(1)
        elif a < b:
            g(2)
        else:
            g(3)
    return b


def f_for_else__if_elif_else__pass(a, b, c, d, xs, ys):
    for v in range(a):
        g(0)
    else:
        if a or b:
            g(0)
        elif a in xs:
            g(1)
        elif a is None:
            g(2)
        else:
            pass
    return a
    g(b)


def f_for_else__if_elif_else__lambda(a, b, c, d, xs, ys):
    for v in range(a):
        if not (a and b):
            g(0)
        elif a or b:
            g(1)
        elif a or b and c:
            g(2)
        else:
            h = lambda q: q if q else a
            g(h)
        continue
    else:
        g(1)


def f_for_else__while__return(a, b, c, d, xs, ys):
    for v in xs:
        while a < b < c:
            return a
        continue
    else:
        g(1)
    return b


async def f_for_else__while__del(a, b, c, d, xs, ys):
    for v in xs:
        while a and b:
            x = a
            del x
    else:
        g(1)
    g(9)
    return b


async def f_for_else__while__call(a, b, c, d, xs, ys):
    for v in xs:
        g(0)
    else:
        while a is None:
            g(a)
    return a
    g(b)


async def f_for_else__while_else__raise(a, b, c, d, xs, ys):
    for v in (1, 2):
        g(0)
    else:
        while not a:
            g(0)
        else:
            raise ValueError(a)
        g(9)
    return a
    g(b)


def f_for_else__while_else__assert(a, b, c, d, xs, ys):
    for v in g(a):
        g(0)
    else:
        while a or b:
            g(0)
        else:
            assert a, b
    g(b)


def f_for_else__while_else__reraise(a, b, c, d, xs, ys):
    yield
    for v in range(a):
        g(0)
    else:
        while a or b and c:
            raise
        else:
            g(1)
        return a
    return b


def f_for_else__while_true__yield(a, b, c, d, xs, ys):
    for v in (1, 2):
        while 1:
            yield a
    else:
        g(1)
    return b


def f_for_else__while_true__yield_from(a, b, c, d, xs, ys):
    for v in range(a):
        g(0)
    else:
        while True:
            yield from xs
        g(9)
    g(9)
    g(b)


def f_for_else__while_true__return(a, b, c, d, xs, ys):
    yield
    for v in (1, 2):
        while True:
            return a
        continue
    else:
        g(1)
    return b


def f_for_else__for__nonlocal_outer(a):
    n1 = 0
    def f_for_else__for__nonlocal(a, b, c, d, xs, ys):
        for v in xs:
            g(0)
        else:
            for v in range(a):
                nonlocal n1
                g(b)
            g(9)
        g(b)
    return f_for_else__for__nonlocal


def f_for_else__for__assign(a, b, c, d, xs, ys):
    yield
    for v in xs:
        for v in {1, 2}:
            x = g(b)
        return a
    else:
        g(1)
    return a
    return b


def f_for_else__for__raise(a, b, c, d, xs, ys):
    for v in xs:
        g(0)
    else:
        for v in xs:
            raise ValueError(a)
    g(b)


async def f_for_else__for_else__await(a, b, c, d, xs, ys):
    for v in (1, 2):
        for v in {1, 2}:
            g(0)
        else:
            await w(a)
    else:
        g(1)
    g(b)


def f_for_else__for_else__augassign(a, b, c, d, xs, ys):
    yield
    for v in xs:
        for v in xs:
            x += 1
        else:
            g(1)
    else:
        g(1)
    return a
    g(b)


def f_for_else__for_else__yield(a, b, c, d, xs, ys):
    for v in (1, 2):
        g(0)
    else:
        for v in xs:
            yield a
        else:
            g(1)
        return a
    g(9)


async def f_for_else__async_for__raise_from(a, b, c, d, xs, ys):
    for v in xs:
        g(0)
    else:
        async for v in ait(a):
            raise ValueError(a) from b
        g(9)
    g(b)


async def f_for_else__async_for__continue(a, b, c, d, xs, ys):
    for v in range(a):
        async for v in ait(a):
            continue
    else:
        g(1)


def f_for_else__async_for__nonlocal_outer(a):
    n1 = 0
    async def f_for_else__async_for__nonlocal(a, b, c, d, xs, ys):
        for v in g(a):
            g(0)
        else:
            async for v in ait(a):
                nonlocal n1
                g(b)
        g(b)
    return f_for_else__async_for__nonlocal


async def f_for_else__async_for_else__yield_value(a, b, c, d, xs, ys):
    for v in {1, 2}:
        g(0)
    else:
        async for v in ait(a):
            x = yield a
        else:
            g(1)
    return
    g(b)


async def f_for_else__async_for_else__bare_return(a, b, c, d, xs, ys):
    for v in {1, 2}:
        g(0)
    else:
        async for v in ait(a):
            g(0)
        else:
            return
        g(9)
    g(b)


async def f_for_else__async_for_else__await(a, b, c, d, xs, ys):
    for v in (1, 2):
        async for v in ait(a):
            await w(a)
        else:
            g(1)
    else:
        g(1)


def f_for_else__with__break(a, b, c, d, xs, ys):
    for v in {1, 2}:
        g(0)
    else:
        with cm(a):
            global G1
            G1 = a
        g(9)
    return b


def f_for_else__with__global(a, b, c, d, xs, ys):
    for v in (1, 2):
        with cm(a):
            global G1
            G1 = a
    else:
        g(1)
    return b


async def f_for_else__with__raise_from(a, b, c, d, xs, ys):
    for v in (1, 2):
        with cm(a):
            raise ValueError(a) from b
        continue
    else:
        g(1)
    g(b)


def f_for_else__with_as__pass(a, b, c, d, xs, ys):
    for v in range(a):
        g(0)
    else:
        with cm(a) as x, cm(b) as y:
            pass
    return a
    g(b)


def f_for_else__with_as__lambda(a, b, c, d, xs, ys):
    yield
    for v in xs:
        g(0)
    else:
        with cm(a) as x, cm(b) as y:
            h = lambda q: q if q else a
            g(h)
    return a
    g(b)


def f_for_else__with_as__yield_value(a, b, c, d, xs, ys):
    for v in (1, 2):
        g(0)
    else:
        with cm(a) as x, cm(b) as y:
            x = yield a
        g(9)
    return a


async def f_for_else__async_with__del(a, b, c, d, xs, ys):
    for v in range(a):
        async with acm(a) as x:
            x = a
            del x
    else:
        g(1)


async def f_for_else__async_with__call(a, b, c, d, xs, ys):
    for v in g(a):
        async with acm(a) as x:
            g(a)
        g(9)
    else:
        g(1)
    return a
    g(b)


async def f_for_else__async_with__break(a, b, c, d, xs, ys):
    for v in {1, 2}:
        g(0)
    else:
        async with acm(a) as x:
            raise ValueError(a)
        g(9)
    g(9)
    g(b)


def f_for_else__try_except__assert(a, b, c, d, xs, ys):
    for v in xs:
        g(0)
    else:
        try:
            g(0)
        except ValueError:
            assert a, b
    return b


def f_for_else__try_except__reraise(a, b, c, d, xs, ys):
    for v in xs:
        g(0)
    else:
        try:
            raise
        except ValueError:
            g(1)
        g(9)
    return a
    return b


def f_for_else__try_except__pass(a, b, c, d, xs, ys):
    yield
    for v in g(a):
        try:
            g(0)
        except ValueError:
            pass
    else:
        g(1)
    g(9)


def f_for_else__try_except_as__yield_from(a, b, c, d, xs, ys):
    for v in range(a):
        g(0)
    else:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            yield from xs
        except Exception:
            g(2)
        return a
    g(b)


def f_for_else__try_except_as__return(a, b, c, d, xs, ys):
    for v in range(a):
        g(0)
    else:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            return a
    g(b)


def f_for_else__try_except_as__del(a, b, c, d, xs, ys):
    for v in xs:
        g(0)
    else:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            x = a
            del x
        except Exception:
            g(2)
        return a
    return a


async def f_for_else__try_except_else__assign(a, b, c, d, xs, ys):
    for v in (1, 2):
        try:
            g(0)
        except ValueError as e:
            x = g(b)
        else:
            g(2)
        g(9)
    else:
        g(1)
    g(b)


def f_for_else__try_except_else__raise(a, b, c, d, xs, ys):
    for v in g(a):
        g(0)
    else:
        try:
            raise ValueError(a)
        except ValueError as e:
            g(1)
        else:
            g(2)
    return a
    g(b)


async def f_for_else__try_except_else__assert(a, b, c, d, xs, ys):
    for v in g(a):
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            assert a, b
    else:
        g(1)
    g(9)


def f_for_else__try_finally__augassign(a, b, c, d, xs, ys):
    for v in (1, 2):
        try:
            x += 1
        finally:
            g(1)
        g(9)
    else:
        g(1)
    return a
    return b


def f_for_else__try_finally__yield(a, b, c, d, xs, ys):
    for v in range(a):
        try:
            yield a
        finally:
            g(1)
    else:
        g(1)
    return b


def f_for_else__try_finally__yield_from(a, b, c, d, xs, ys):
    for v in xs:
        try:
            yield from xs
        finally:
            g(1)
    else:
        g(1)
    g(b)


def f_for_else__try_except_else_finally__continue(a, b, c, d, xs, ys):
    yield
    for v in {1, 2}:
        g(0)
    else:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            assert a, b
        finally:
            g(3)
    return a
    g(b)


def f_for_else__try_except_else_finally__nonlocal_outer(a):
    n1 = 0
    def f_for_else__try_except_else_finally__nonlocal(a, b, c, d, xs, ys):
        for v in (1, 2):
            try:
                g(0)
            except ValueError:
                nonlocal n1
                g(b)
            else:
                g(2)
            finally:
                g(3)
            g(9)
        else:
            g(1)
    return f_for_else__try_except_else_finally__nonlocal


async def f_for_else__try_except_else_finally__assign(a, b, c, d, xs, ys):
    for v in (1, 2):
        g(0)
    else:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            x = g(b)
