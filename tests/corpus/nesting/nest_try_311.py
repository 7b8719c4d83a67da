"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


def f_try_except__try_except_star__lambda(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        try:
            g(0)
        except* ValueError:
            h = lambda q: q if q else a
            g(h)
        except* (KeyError, OSError) as e:
            g(2)
    g(b)


def f_try_except__try_except_star__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        try:
            g(0)
        except* ValueError:
            x = yield a
        except* (KeyError, OSError) as e:
            g(2)
        g(9)


def f_try_except__try_except_star__bare_return(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        try:
            g(0)
        except* ValueError:
            assert a, b
        except* (KeyError, OSError) as e:
            g(2)
    g(b)


async def f_try_except_as__try_except_star__await(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            await w(a)


def f_try_except_as__try_except_star__augassign(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        try:
            g(0)
        except* ValueError:
            x += 1
        except* (KeyError, OSError) as e:
            g(2)
    g(9)
    return b


def f_try_except_as__try_except_star__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            yield a
    except Exception:
        g(2)
    g(b)


def f_try_except_else__try_except_star__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        try:
            g(0)
        except* ValueError:
            yield from xs
        except* (KeyError, OSError) as e:
            g(2)
        g(9)


async def f_try_except_else__try_except_star__return(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except* ValueError:
            raise ValueError(a) from b
        except* (KeyError, OSError) as e:
            g(2)
        g(9)
    except ValueError as e:
        g(1)
    else:
        g(2)
    g(9)
    return b


def f_try_except_else__try_except_star__del(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        try:
            g(0)
        except* ValueError:
            x = a
            del x
        except* (KeyError, OSError) as e:
            g(2)
        return a


def f_try_finally__try_except_star__call(a, b, c, d, xs, ys):
    try:
        try:
            g(a)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
    finally:
        g(1)
    return b


async def f_try_finally__try_except_star__break(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        try:
            g(0)
        except* ValueError:
            raise
        except* (KeyError, OSError) as e:
            g(2)
        g(9)
    return b


def f_try_finally__try_except_star__global(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            global G1
            G1 = a
    return a
    g(b)


def f_try_except_else_finally__try_except_star__raise_from(a, b, c, d, xs, ys):
    yield
    try:
        try:
            g(0)
        except* ValueError:
            raise ValueError(a) from b
        except* (KeyError, OSError) as e:
            g(2)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    return a
    return b


def f_try_except_else_finally__try_except_star__continue(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            raise ValueError(a) from b
    finally:
        g(3)
    g(9)
    g(b)


def f_try_except_else_finally__try_except_star__nonlocal_outer(a):
    n1 = 0
    def f_try_except_else_finally__try_except_star__nonlocal(a, b, c, d, xs, ys):
        try:
            try:
                g(0)
            except* ValueError:
                nonlocal n1
                g(b)
            except* (KeyError, OSError) as e:
                g(2)
            g(9)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
        g(9)
    return f_try_except_else_finally__try_except_star__nonlocal


async def f_try_except_star__if__augassign(a, b, c, d, xs, ys):
    try:
        if a or b:
            x += 1
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(b)


def f_try_except_star__if__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        if a and (b or c):
            yield a
        g(9)


def f_try_except_star__if__yield_from(a, b, c, d, xs, ys):
    try:
        if a or b:
            yield from xs
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(b)


def f_try_except_star__if_else__continue(a, b, c, d, xs, ys):
    try:
        if a and (b or c):
            h = lambda q: q if q else a
            g(h)
        else:
            g(1)
        g(9)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(9)
    g(b)


def f_try_except_star__if_else__nonlocal_outer(a):
    n1 = 0
    def f_try_except_star__if_else__nonlocal(a, b, c, d, xs, ys):
        try:
            if not a:
                g(0)
            else:
                nonlocal n1
                g(b)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
        g(9)
        g(b)
    return f_try_except_star__if_else__nonlocal


def f_try_except_star__if_else__assign(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        if (y := g(a)):
            g(0)
        else:
            x = g(b)
        g(9)
    g(9)
    g(b)


def f_try_except_star__if_elif__bare_return(a, b, c, d, xs, ys):
    try:
        if a or b and c:
            g(0)
        elif not a:
            return
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(9)


async def f_try_except_star__if_elif__await(a, b, c, d, xs, ys):
    try:
        if a and b:
            await w(a)
        elif a or b and c:
            g(1)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(9)
    g(b)


def f_try_except_star__if_elif__augassign(a, b, c, d, xs, ys):
    try:
        if a and (b or c):
            x += 1
        elif not (a and b):
            g(1)
        g(9)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(9)
    g(b)


def f_try_except_star__if_elif_else__global(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        if not a:
            g(0)
        elif a in xs:
            g(1)
        elif a and b:
            global G1
            G1 = a
        else:
            g(3)
    return a
    return b


def f_try_except_star__if_elif_else__raise_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        if a and b:
            g(0)
        elif a is None:
            raise ValueError(a) from b
        elif a or b and c:
            g(2)
        else:
            g(3)
        g(9)


def f_try_except_star__if_elif_else__continue_outer(a):
    n1 = 0
    async def f_try_except_star__if_elif_else__continue(a, b, c, d, xs, ys):
        try:
            if not (a and b):
                nonlocal n1
                g(b)
            elif (y := g(a)):
                g(1)
            elif a < b:
                g(2)
            else:
                g(3)
            g(9)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
    return f_try_except_star__if_elif_else__continue


def f_try_except_star__while__lambda(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        while not a:
            h = lambda q: q if q else a
            g(h)
    return b


def f_try_except_star__while__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        while a and (b or c):
            x = yield a
    g(9)


def f_try_except_star__while__bare_return(a, b, c, d, xs, ys):
    try:
        while a in xs:
            return
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)


async def f_try_except_star__while_else__call(a, b, c, d, xs, ys):
    try:
        while a or b:
            g(a)
        else:
            g(1)
        g(9)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(9)
    return b


def f_try_except_star__while_else__break(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except* ValueError:
        while a in xs:
            g(a)
        else:
            g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(9)
    return b


def f_try_except_star__while_else__global(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        while a or b:
            global G1
            G1 = a
        else:
            g(1)
        g(9)
    return b


async def f_try_except_star__while_true__reraise(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        while True:
            raise
    except* (KeyError, OSError) as e:
        g(2)
    return b


def f_try_except_star__while_true__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        while True:
            pass
    return b


def f_try_except_star__while_true__lambda(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        while True:
            h = lambda q: q if q else a
            g(h)
    except* (KeyError, OSError) as e:
        g(2)
    return a
    g(b)


def f_try_except_star__for__return(a, b, c, d, xs, ys):
    try:
        for v in xs:
            return a
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(9)


async def f_try_except_star__for__del(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        for v in g(a):
            x = a
            del x
        g(9)
    except* (KeyError, OSError) as e:
        g(2)
    g(9)
    return b


async def f_try_except_star__for__call(a, b, c, d, xs, ys):
    try:
        for v in range(a):
            g(a)
        g(9)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(9)
    return b


def f_try_except_star__for_else__raise(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        for v in g(a):
            g(0)
        else:
            raise ValueError(a)
    return a
    g(b)


async def f_try_except_star__for_else__assert(a, b, c, d, xs, ys):
    try:
        for v in (1, 2):
            assert a, b
        else:
            g(1)
        g(9)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)


async def f_try_except_star__for_else__reraise(a, b, c, d, xs, ys):
    try:
        for v in range(a):
            g(0)
        else:
            raise
        g(9)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)


async def f_try_except_star__async_for__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        async for v in ait(a):
            yield a
    return


async def f_try_except_star__async_for__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        async for v in ait(a):
            assert a, b
        g(9)
    return b


def f_try_except_star__async_for__return_outer(a):
    n1 = 0
    async def f_try_except_star__async_for__return(a, b, c, d, xs, ys):
        try:
            g(0)
        except* ValueError:
            async for v in ait(a):
                nonlocal n1
                g(b)
        except* (KeyError, OSError) as e:
            g(2)
        g(9)
    return f_try_except_star__async_for__return


def f_try_except_star__async_for_else__nonlocal_outer(a):
    n1 = 0
    async def f_try_except_star__async_for_else__nonlocal(a, b, c, d, xs, ys):
        try:
            g(0)
        except* ValueError:
            async for v in ait(a):
                g(0)
            else:
                nonlocal n1
                g(b)
        except* (KeyError, OSError) as e:
            g(2)
    return f_try_except_star__async_for_else__nonlocal


async def f_try_except_star__async_for_else__assign(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        async for v in ait(a):
            x = g(b)
        else:
            g(1)
    except* (KeyError, OSError) as e:
        g(2)
    return a
    g(b)


async def f_try_except_star__async_for_else__raise(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        async for v in ait(a):
            raise ValueError(a)
        else:
            g(1)
        g(9)


async def f_try_except_star__with__await(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        with cm(a):
            await w(a)
    except* (KeyError, OSError) as e:
        g(2)
    return b


async def f_try_except_star__with__augassign(a, b, c, d, xs, ys):
    try:
        with cm(a):
            x += 1
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)


def f_try_except_star__with__yield(a, b, c, d, xs, ys):
    try:
        with cm(a):
            yield a
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)


def f_try_except_star__with_as__raise_from(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        with cm(a) as x, cm(b) as y:
            raise ValueError(a) from b
        g(9)


def f_try_except_star__with_as__continue(a, b, c, d, xs, ys):
    try:
        with cm(a) as x, cm(b) as y:
            g(a)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(b)


def f_try_except_star__with_as__nonlocal_outer(a):
    n1 = 0
    def f_try_except_star__with_as__nonlocal(a, b, c, d, xs, ys):
        try:
            with cm(a) as x, cm(b) as y:
                nonlocal n1
                g(b)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
        return a
        g(b)
    return f_try_except_star__with_as__nonlocal


async def f_try_except_star__async_with__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        async with acm(a) as x:
            x = yield a
    except* (KeyError, OSError) as e:
        g(2)


def f_try_except_star__async_with__bare_return_outer(a):
    n1 = 0
    async def f_try_except_star__async_with__bare_return(a, b, c, d, xs, ys):
        try:
            g(0)
        except* ValueError:
            async with acm(a) as x:
                nonlocal n1
                g(b)
        except* (KeyError, OSError) as e:
            g(2)
        return b
    return f_try_except_star__async_with__bare_return


async def f_try_except_star__async_with__await(a, b, c, d, xs, ys):
    try:
        async with acm(a) as x:
            await w(a)
        return a
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)


def f_try_except_star__try_except__break(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        try:
            g(0)
        except ValueError:
            x += 1
    g(9)
    g(b)


def f_try_except_star__try_except__global(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        try:
            g(0)
        except ValueError:
            global G1
            G1 = a
    return b


async def f_try_except_star__try_except__raise_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        try:
            g(0)
        except ValueError:
            raise ValueError(a) from b
    return b


async def f_try_except_star__try_except_as__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            pass
        g(9)
    return b


async def f_try_except_star__try_except_as__lambda(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            h = lambda q: q if q else a
            g(h)
    g(b)


def f_try_except_star__try_except_as__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            x = yield a
        g(9)
    except* (KeyError, OSError) as e:
        g(2)


def f_try_except_star__try_except_else__del(a, b, c, d, xs, ys):
    try:
        try:
            x = a
            del x
        except ValueError as e:
            g(1)
        else:
            g(2)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(9)


def f_try_except_star__try_except_else__call(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        try:
            g(0)
        except ValueError as e:
            g(a)
        else:
            g(2)
    except* (KeyError, OSError) as e:
        g(2)
    g(b)


async def f_try_except_star__try_except_else__break(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            global G1
            G1 = a
        return a
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    return b


def f_try_except_star__try_finally__assert(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        try:
            g(0)
        finally:
            assert a, b
        g(9)


def f_try_except_star__try_finally__reraise(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        try:
            g(0)
        finally:
            raise
        g(9)
    except* (KeyError, OSError) as e:
        g(2)


async def f_try_except_star__try_finally__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        try:
            pass
        finally:
            g(1)
        g(9)
    except* (KeyError, OSError) as e:
        g(2)
    g(9)
    return b


def f_try_except_star__try_except_else_finally__yield_from(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError:
            yield from xs
        else:
            g(2)
        finally:
            g(3)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    return b


async def f_try_except_star__try_except_else_finally__return(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        try:
            x = g(b)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
    except* (KeyError, OSError) as e:
        g(2)
    g(b)


def f_try_except_star__try_except_else_finally__del(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            x = a
            del x
        finally:
            g(3)
    g(b)


def f_try_except_star__try_except_star__assign(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            x = g(b)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    return a
    return b


def f_try_except_star__try_except_star__raise(a, b, c, d, xs, ys):
    try:
        try:
            raise ValueError(a)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
        return a
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    return b


async def f_try_except_star__try_except_star__assert(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except* ValueError:
            assert a, b
        except* (KeyError, OSError) as e:
            g(2)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(9)
    g(b)


def f_try_except_star__match__augassign(a, b, c, d, xs, ys):
    try:
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
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(b)


def f_try_except_star__match__yield(a, b, c, d, xs, ys):
    try:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                yield a
        g(9)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(9)
    g(b)


def f_try_except_star__match__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                yield from xs
        g(9)
    return b


def f_try_except_star__with_parens__continue(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        with (cm(a) as x, cm(b) as y):
            x = a
            del x
    except* (KeyError, OSError) as e:
        g(2)


def f_try_except_star__with_parens__nonlocal_outer(a):
    n1 = 0
    def f_try_except_star__with_parens__nonlocal(a, b, c, d, xs, ys):
        try:
            with (cm(a) as x, cm(b) as y):
                nonlocal n1
                g(b)
            return a
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
    return f_try_except_star__with_parens__nonlocal


def f_try_except_star__with_parens__assign(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        with (cm(a) as x, cm(b) as y):
            x = g(b)
    except* (KeyError, OSError) as e:
        g(2)
    return b
