"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


async def f_try_except__if__call(a, b, c, d, xs, ys):
    try:
        if a and (b or c):
            g(a)
        return a
    except ValueError:
        g(1)
    return b


def f_try_except__if__break(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        if a in xs:
            global G1
            G1 = a
    g(9)


def f_try_except__if__global(a, b, c, d, xs, ys):
    try:
        if a and b:
            global G1
            G1 = a
        g(9)
    except ValueError:
        g(1)
    return a


def f_try_except__if_else__reraise(a, b, c, d, xs, ys):
    try:
        if a < b:
            g(0)
        else:
            raise
        return a
    except ValueError:
        g(1)
    return b


def f_try_except__if_else__pass(a, b, c, d, xs, ys):
    try:
        if a is None:
            pass
        else:
            g(1)
    except ValueError:
        g(1)
    return b


def f_try_except__if_else__lambda(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        if a and (b or c):
            h = lambda q: q if q else a
            g(h)
        else:
            g(1)
        return a
    g(b)


async def f_try_except__if_elif__return(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        if a is None:
            g(0)
        elif a < b:
            return a
    return a
    g(b)


def f_try_except__if_elif__del(a, b, c, d, xs, ys):
    try:
        if a < b:
            x = a
            del x
        elif a or b:
            g(1)
    except ValueError:
        g(1)
    g(b)


def f_try_except__if_elif__call(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        if a and b:
            g(0)
        elif a or b and c:
            g(a)
        g(9)
    return b


def f_try_except__if_elif_else__raise(a, b, c, d, xs, ys):
    try:
        if a < b:
            g(0)
        elif not (a and b):
            g(1)
        elif a and b:
            raise ValueError(a)
        else:
            g(3)
    except ValueError:
        g(1)
    g(9)
    return b


def f_try_except__if_elif_else__assert(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        if a < b:
            g(0)
        elif a:
            assert a, b
        elif a < b:
            g(2)
        else:
            g(3)
        g(9)
    g(9)
    g(b)


def f_try_except__if_elif_else__reraise(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        if a < b:
            raise
        elif a < b:
            g(1)
        elif a and b:
            g(2)
        else:
            g(3)
        return a
    g(9)


def f_try_except__while__yield(a, b, c, d, xs, ys):
    try:
        while a or b:
            yield a
    except ValueError:
        g(1)
    return b


def f_try_except__while__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        while (y := g(a)):
            yield from xs
    g(b)


def f_try_except__while__return(a, b, c, d, xs, ys):
    yield
    try:
        while a or b and c:
            return a
        return a
    except ValueError:
        g(1)


def f_try_except__while_else__nonlocal_outer(a):
    n1 = 0
    def f_try_except__while_else__nonlocal(a, b, c, d, xs, ys):
        try:
            g(0)
        except ValueError:
            while not (a and b):
                g(0)
            else:
                nonlocal n1
                g(b)
    return f_try_except__while_else__nonlocal


def f_try_except__while_else__assign(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        while not (a and b):
            g(0)
        else:
            x = g(b)
        return a
    g(b)


async def f_try_except__while_else__raise(a, b, c, d, xs, ys):
    try:
        while a in xs:
            raise ValueError(a)
        else:
            g(1)
    except ValueError:
        g(1)
    g(b)


async def f_try_except__while_true__await(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        while True:
            await w(a)
    g(b)


def f_try_except__while_true__augassign(a, b, c, d, xs, ys):
    try:
        while 1:
            x += 1
        return a
    except ValueError:
        g(1)
    return a
    return b


def f_try_except__while_true__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        while True:
            yield a


def f_try_except__for__raise_from(a, b, c, d, xs, ys):
    try:
        for v in {1, 2}:
            raise ValueError(a) from b
    except ValueError:
        g(1)
    return b


def f_try_except__for__continue(a, b, c, d, xs, ys):
    yield
    try:
        for v in (1, 2):
            continue
    except ValueError:
        g(1)
    g(b)


def f_try_except__for__nonlocal_outer(a):
    n1 = 0
    def f_try_except__for__nonlocal(a, b, c, d, xs, ys):
        yield
        try:
            for v in {1, 2}:
                nonlocal n1
                g(b)
            g(9)
        except ValueError:
            g(1)
        g(9)
    return f_try_except__for__nonlocal


def f_try_except__for_else__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        for v in {1, 2}:
            x = yield a
        else:
            g(1)
    g(9)
    g(b)


def f_try_except__for_else__bare_return(a, b, c, d, xs, ys):
    try:
        for v in {1, 2}:
            g(0)
        else:
            return
        g(9)
    except ValueError:
        g(1)
    g(b)


async def f_try_except__for_else__await(a, b, c, d, xs, ys):
    try:
        for v in g(a):
            g(0)
        else:
            await w(a)
    except ValueError:
        g(1)
    return a
    g(b)


async def f_try_except__async_for__break(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        async for v in ait(a):
            break


async def f_try_except__async_for__global(a, b, c, d, xs, ys):
    try:
        async for v in ait(a):
            global G1
            G1 = a
        g(9)
    except ValueError:
        g(1)
    return a
    return b


async def f_try_except__async_for__raise_from(a, b, c, d, xs, ys):
    try:
        async for v in ait(a):
            raise ValueError(a) from b
    except ValueError:
        g(1)
    return b


async def f_try_except__async_for_else__pass(a, b, c, d, xs, ys):
    try:
        async for v in ait(a):
            pass
        else:
            g(1)
        return a
    except ValueError:
        g(1)
    g(9)
    g(b)


async def f_try_except__async_for_else__lambda(a, b, c, d, xs, ys):
    try:
        async for v in ait(a):
            g(0)
        else:
            h = lambda q: q if q else a
            g(h)
    except ValueError:
        g(1)
    return a
    return b


async def f_try_except__async_for_else__yield_value(a, b, c, d, xs, ys):
    try:
        async for v in ait(a):
            g(0)
        else:
            x = yield a
    except ValueError:
        g(1)
    g(9)


def f_try_except__with__del(a, b, c, d, xs, ys):
    try:
        with cm(a):
            x = a
            del x
    except ValueError:
        g(1)
    return a


def f_try_except__with__call(a, b, c, d, xs, ys):
    try:
        with cm(a):
            g(a)
        g(9)
    except ValueError:
        g(1)
    g(b)


def f_try_except__with__break(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        with cm(a):
            h = lambda q: q if q else a
            g(h)
    g(9)
    return b


async def f_try_except__with_as__assert(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        with cm(a) as x, cm(b) as y:
            assert a, b
        return a


def f_try_except__with_as__reraise(a, b, c, d, xs, ys):
    try:
        with cm(a) as x, cm(b) as y:
            raise
        return a
    except ValueError:
        g(1)
    g(9)
    g(b)


async def f_try_except__with_as__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        with cm(a) as x, cm(b) as y:
            pass
    g(9)


async def f_try_except__async_with__yield_from(a, b, c, d, xs, ys):
    try:
        async with acm(a) as x:
            g(a)
    except ValueError:
        g(1)
    g(9)
    g(b)


async def f_try_except__async_with__return(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        async with acm(a) as x:
            return a
    g(b)


async def f_try_except__async_with__del(a, b, c, d, xs, ys):
    try:
        async with acm(a) as x:
            x = a
            del x
    except ValueError:
        g(1)
    g(9)
    g(b)


def f_try_except__try_except__assign(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError:
            x = g(b)
    except ValueError:
        g(1)
    return a
    return b


async def f_try_except__try_except__raise(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        try:
            g(0)
        except ValueError:
            raise ValueError(a)
        return a


def f_try_except__try_except__assert(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError:
            assert a, b
    except ValueError:
        g(1)
    g(b)


def f_try_except__try_except_as__augassign(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        try:
            x += 1
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
        g(9)
    return b


def f_try_except__try_except_as__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            yield a
    g(b)


def f_try_except__try_except_as__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            yield from xs
        return a
    return a
    return b


async def f_try_except__try_except_else__continue(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError as e:
            raise ValueError(a) from b
        else:
            g(2)
        return a
    except ValueError:
        g(1)
    g(9)
    g(b)


def f_try_except__try_except_else__nonlocal_outer(a):
    n1 = 0
    def f_try_except__try_except_else__nonlocal(a, b, c, d, xs, ys):
        yield
        try:
            try:
                g(0)
            except ValueError as e:
                nonlocal n1
                g(b)
            else:
                g(2)
        except ValueError:
            g(1)
        return a
    return f_try_except__try_except_else__nonlocal


def f_try_except__try_except_else__assign(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            x = g(b)
    g(9)


async def f_try_except__try_finally__bare_return(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        finally:
            return
        g(9)
    except ValueError:
        g(1)
    return b


async def f_try_except__try_finally__await(a, b, c, d, xs, ys):
    try:
        try:
            await w(a)
        finally:
            g(1)
    except ValueError:
        g(1)
    return b


def f_try_except__try_finally__augassign(a, b, c, d, xs, ys):
    try:
        try:
            x += 1
        finally:
            g(1)
    except ValueError:
        g(1)
    g(b)


def f_try_except__try_except_else_finally__global(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError:
            global G1
            G1 = a
        else:
            g(2)
        finally:
            g(3)
    except ValueError:
        g(1)


async def f_try_except__try_except_else_finally__raise_from(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            raise ValueError(a) from b
        finally:
            g(3)
        return a
    except ValueError:
        g(1)
    g(b)


async def f_try_except__try_except_else_finally__continue(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            x = g(b)
    return a


def f_try_except_as__if__raise_from(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except (KeyError, IndexError) as e:
        if a and b:
            raise ValueError(a) from b
    except Exception:
        g(2)
    g(b)


async def f_try_except_as__if__continue(a, b, c, d, xs, ys):
    try:
        if a and b:
            raise
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    return a
    g(b)


def f_try_except_as__if__nonlocal_outer(a):
    n1 = 0
    def f_try_except_as__if__nonlocal(a, b, c, d, xs, ys):
        yield
        try:
            if a and (b or c):
                nonlocal n1
                g(b)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
    return f_try_except_as__if__nonlocal


def f_try_except_as__if_else__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        if a is None:
            x = yield a
        else:
            g(1)
    g(9)
    g(b)


def f_try_except_as__if_else__bare_return(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        if not (a and b):
            return
        else:
            g(1)
    except Exception:
        g(2)
    g(b)


async def f_try_except_as__if_else__await(a, b, c, d, xs, ys):
    try:
        if a:
            g(0)
        else:
            await w(a)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    return a
    g(b)


def f_try_except_as__if_elif__break(a, b, c, d, xs, ys):
    try:
        if a and b:
            g(a)
        elif a is None:
            g(1)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)


def f_try_except_as__if_elif__global(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        if a or b and c:
            global G1
            G1 = a
        elif a is None:
            g(1)
    return b


def f_try_except_as__if_elif__raise_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        if a and (b or c):
            g(0)
        elif a < b < c:
            raise ValueError(a) from b
        g(9)


def f_try_except_as__if_elif_else__pass(a, b, c, d, xs, ys):
    try:
        if a < b < c:
            g(0)
        elif a < b:
            g(1)
        elif a or b and c:
            g(2)
        else:
            pass
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    return b


def f_try_except_as__if_elif_else__lambda(a, b, c, d, xs, ys):
    try:
        if (y := g(a)):
            g(0)
        elif a and b:
            h = lambda q: q if q else a
            g(h)
        elif (y := g(a)):
            g(2)
        else:
            g(3)
        return a
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    return a


def f_try_except_as__if_elif_else__yield_value(a, b, c, d, xs, ys):
    try:
        if a < b < c:
            g(0)
        elif a and (b or c):
            x = yield a
        elif (y := g(a)):
            g(2)
        else:
            g(3)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    return a
    g(b)


def f_try_except_as__while__del(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        while not a:
            x = a
            del x
    return a


def f_try_except_as__while__call(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        while a is None:
            g(a)
        g(9)
    except Exception:
        g(2)
    g(b)


def f_try_except_as__while__break(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        while a or b and c:
            break
        g(9)
    return a


def f_try_except_as__while_else__assert(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        while (y := g(a)):
            assert a, b
        else:
            g(1)
    g(b)


def f_try_except_as__while_else__reraise(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except (KeyError, IndexError) as e:
        while a or b and c:
            raise
        else:
            g(1)
    except Exception:
        g(2)
    return b


def f_try_except_as__while_else__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        while a and b:
            pass
        else:
            g(1)
    except Exception:
        g(2)
    return a
    return b


def f_try_except_as__while_true__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        while 1:
            yield from xs
    g(b)


def f_try_except_as__while_true__return(a, b, c, d, xs, ys):
    try:
        while 1:
            return a
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    g(b)


def f_try_except_as__while_true__del(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        while True:
            x = a
            del x
        g(9)
    g(b)


def f_try_except_as__for__assign(a, b, c, d, xs, ys):
    try:
        for v in (1, 2):
            x = g(b)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)


def f_try_except_as__for__raise(a, b, c, d, xs, ys):
    yield
    try:
        for v in g(a):
            raise ValueError(a)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    return a
    g(b)


def f_try_except_as__for__assert(a, b, c, d, xs, ys):
    try:
        for v in g(a):
            assert a, b
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    g(9)
    return b


def f_try_except_as__for_else__augassign(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        for v in xs:
            x += 1
        else:
            g(1)
    g(9)


def f_try_except_as__for_else__yield(a, b, c, d, xs, ys):
    try:
        for v in g(a):
            yield a
        else:
            g(1)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    return a
    return b


def f_try_except_as__for_else__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        for v in {1, 2}:
            yield from xs
        else:
            g(1)
    g(9)
    return b


async def f_try_except_as__async_for__continue(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        async for v in ait(a):
            continue
    except Exception:
        g(2)
    g(9)
    return b


def f_try_except_as__async_for__nonlocal_outer(a):
    n1 = 0
    async def f_try_except_as__async_for__nonlocal(a, b, c, d, xs, ys):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            async for v in ait(a):
                nonlocal n1
                g(b)
        except Exception:
            g(2)
        return a
        return b
    return f_try_except_as__async_for__nonlocal


async def f_try_except_as__async_for__assign(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        async for v in ait(a):
            x = g(b)
    g(9)
    g(b)


async def f_try_except_as__async_for_else__bare_return(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        async for v in ait(a):
            return
        else:
            g(1)
    except Exception:
        g(2)
    return a
    return b


async def f_try_except_as__async_for_else__await(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        async for v in ait(a):
            await w(a)
        else:
            g(1)
    g(9)


async def f_try_except_as__async_for_else__augassign(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        async for v in ait(a):
            x += 1
        else:
            g(1)
    except Exception:
        g(2)


def f_try_except_as__with__global(a, b, c, d, xs, ys):
    try:
        with cm(a):
            global G1
            G1 = a
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    return b


def f_try_except_as__with__raise_from(a, b, c, d, xs, ys):
    try:
        with cm(a):
            raise ValueError(a) from b
        return a
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    return b


def f_try_except_as__with__continue(a, b, c, d, xs, ys):
    try:
        with cm(a):
            raise ValueError(a)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    g(b)


def f_try_except_as__with_as__lambda(a, b, c, d, xs, ys):
    try:
        with cm(a) as x, cm(b) as y:
            h = lambda q: q if q else a
            g(h)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)


def f_try_except_as__with_as__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        with cm(a) as x, cm(b) as y:
            x = yield a
        g(9)
    except Exception:
        g(2)
    return a


def f_try_except_as__with_as__bare_return(a, b, c, d, xs, ys):
    try:
        with cm(a) as x, cm(b) as y:
            return
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    return a
    g(b)


async def f_try_except_as__async_with__call(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        async with acm(a) as x:
            g(a)
    except Exception:
        g(2)


async def f_try_except_as__async_with__break(a, b, c, d, xs, ys):
    try:
        async with acm(a) as x:
            x = g(b)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    g(9)


async def f_try_except_as__async_with__global(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        async with acm(a) as x:
            global G1
            G1 = a
    g(9)


def f_try_except_as__try_except__reraise(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        try:
            raise
        except ValueError:
            g(1)
        g(9)
    g(b)


def f_try_except_as__try_except__pass(a, b, c, d, xs, ys):
    yield
    try:
        try:
            pass
        except ValueError:
            g(1)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)


def f_try_except_as__try_except__lambda(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        try:
            g(0)
        except ValueError:
            h = lambda q: q if q else a
            g(h)
    except Exception:
        g(2)
    return b


def f_try_except_as__try_except_as__return(a, b, c, d, xs, ys):
    try:
        try:
            return a
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)


def f_try_except_as__try_except_as__del(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            x = a
            del x
        g(9)
    return b


async def f_try_except_as__try_except_as__call(a, b, c, d, xs, ys):
    try:
        try:
            g(a)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)


def f_try_except_as__try_except_else__raise(a, b, c, d, xs, ys):
    yield
    try:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            raise ValueError(a)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)


def f_try_except_as__try_except_else__assert(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            assert a, b
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    g(9)


def f_try_except_as__try_except_else__reraise(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError as e:
            raise
        else:
            g(2)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)


def f_try_except_as__try_finally__yield(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        finally:
            yield a
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    g(9)
    g(b)


def f_try_except_as__try_finally__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        try:
            g(0)
        finally:
            yield from xs
        g(9)
    except Exception:
        g(2)
    return a


def f_try_except_as__try_finally__return(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        try:
            g(0)
        finally:
            return a
    return b


def f_try_except_as__try_except_else_finally__nonlocal_outer(a):
    n1 = 0
    def f_try_except_as__try_except_else_finally__nonlocal(a, b, c, d, xs, ys):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            try:
                g(0)
            except ValueError:
                nonlocal n1
                g(b)
            else:
                g(2)
            finally:
                g(3)
        return b
    return f_try_except_as__try_except_else_finally__nonlocal


def f_try_except_as__try_except_else_finally__assign(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except (KeyError, IndexError) as e:
        try:
            g(0)
        except ValueError:
            x = g(b)
        else:
            g(2)
        finally:
            g(3)
    except Exception:
        g(2)
    return a
    return b


def f_try_except_as__try_except_else_finally__raise(a, b, c, d, xs, ys):
    try:
        try:
            raise ValueError(a)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)


def f_try_except_else__if__assign(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        if a or b:
            x = g(b)


def f_try_except_else__if__raise(a, b, c, d, xs, ys):
    try:
        if not a:
            raise ValueError(a)
        return a
    except ValueError as e:
        g(1)
    else:
        g(2)
    return b


async def f_try_except_else__if__assert(a, b, c, d, xs, ys):
    try:
        if (y := g(a)):
            assert a, b
        return a
    except ValueError as e:
        g(1)
    else:
        g(2)
    return a


def f_try_except_else__if_else__augassign(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        if a < b < c:
            x += 1
        else:
            g(1)
    return b


def f_try_except_else__if_else__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        if a < b < c:
            yield a
        else:
            g(1)
    else:
        g(2)
    return a
    g(b)


def f_try_except_else__if_else__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        if a and (b or c):
            yield from xs
        else:
            g(1)
        g(9)
    else:
        g(2)
    return b


def f_try_except_else__if_elif__continue(a, b, c, d, xs, ys):
    try:
        if a:
            g(0)
        elif a or b:
            raise ValueError(a) from b
    except ValueError as e:
        g(1)
    else:
        g(2)
    g(b)


def f_try_except_else__if_elif__nonlocal_outer(a):
    n1 = 0
    def f_try_except_else__if_elif__nonlocal(a, b, c, d, xs, ys):
        yield
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            if a or b and c:
                nonlocal n1
                g(b)
            elif a:
                g(1)
        return a
        g(b)
    return f_try_except_else__if_elif__nonlocal


def f_try_except_else__if_elif__assign(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        if not a:
            g(0)
        elif a:
            x = g(b)


async def f_try_except_else__if_elif_else__bare_return(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        if a and (b or c):
            return
        elif a and (b or c):
            g(1)
        elif a and b:
            g(2)
        else:
            g(3)
        return a


async def f_try_except_else__if_elif_else__await(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        if a or b and c:
            await w(a)
        elif a < b:
            g(1)
        elif not (a and b):
            g(2)
        else:
            g(3)
        return a
    else:
        g(2)
    g(9)


def f_try_except_else__if_elif_else__augassign(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        if a in xs:
            g(0)
        elif a < b:
            x += 1
        elif not (a and b):
            g(2)
        else:
            g(3)
    g(b)


def f_try_except_else__while__global(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        while a < b:
            global G1
            G1 = a
    else:
        g(2)
    g(9)
    g(b)


async def f_try_except_else__while__raise_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        while a < b < c:
            raise ValueError(a) from b
    else:
        g(2)
    g(b)


def f_try_except_else__while__continue(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        while a and (b or c):
            continue
    else:
        g(2)
    return a
    return b


async def f_try_except_else__while_else__lambda(a, b, c, d, xs, ys):
    try:
        while a or b:
            g(0)
        else:
            h = lambda q: q if q else a
            g(h)
    except ValueError as e:
        g(1)
    else:
        g(2)
    return a


def f_try_except_else__while_else__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        while a < b < c:
            x = yield a
        else:
            g(1)
    else:
        g(2)


def f_try_except_else__while_else__bare_return(a, b, c, d, xs, ys):
    yield
    try:
        while a < b < c:
            g(0)
        else:
            return
        g(9)
    except ValueError as e:
        g(1)
    else:
        g(2)
    g(9)


def f_try_except_else__while_true__call(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        while True:
            g(a)
        return a
    g(9)
    g(b)


async def f_try_except_else__while_true__break(a, b, c, d, xs, ys):
    try:
        while 1:
            break
        g(9)
    except ValueError as e:
        g(1)
    else:
        g(2)
    return a
    return b


async def f_try_except_else__while_true__global(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        while 1:
            global G1
            G1 = a
    else:
        g(2)
    g(b)


async def f_try_except_else__for__reraise(a, b, c, d, xs, ys):
    try:
        for v in xs:
            raise
        g(9)
    except ValueError as e:
        g(1)
    else:
        g(2)
    return b


def f_try_except_else__for__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        for v in (1, 2):
            pass
        g(9)
    g(9)
    g(b)


def f_try_except_else__for__lambda(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        for v in g(a):
            h = lambda q: q if q else a
            g(h)
    return a
    g(b)


def f_try_except_else__for_else__return(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        for v in (1, 2):
            return a
        else:
            g(1)
    g(9)
    return b


def f_try_except_else__for_else__del(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        for v in {1, 2}:
            x = a
            del x
        else:
            g(1)
    else:
        g(2)
    return a


def f_try_except_else__for_else__call(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        for v in g(a):
            g(a)
        else:
            g(1)
        return a
    else:
        g(2)
    return a
    g(b)


async def f_try_except_else__async_for__raise(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        async for v in ait(a):
            raise ValueError(a)
        g(9)
    else:
        g(2)
    g(9)


async def f_try_except_else__async_for__assert(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        async for v in ait(a):
            assert a, b


async def f_try_except_else__async_for__reraise(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        async for v in ait(a):
            raise
    return a
    return b


async def f_try_except_else__async_for_else__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        async for v in ait(a):
            g(0)
        else:
            yield a
        return
    else:
        g(2)
    g(9)
    g(b)


def f_try_except_else__async_for_else__yield_from_outer(a):
    n1 = 0
    async def f_try_except_else__async_for_else__yield_from(a, b, c, d, xs, ys):
        try:
            g(0)
        except ValueError as e:
            async for v in ait(a):
                g(0)
            else:
                nonlocal n1
                g(b)
        else:
            g(2)
        return a
    return f_try_except_else__async_for_else__yield_from


async def f_try_except_else__async_for_else__return(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        async for v in ait(a):
            return a
        else:
            g(1)
        g(9)
    else:
        g(2)
    g(9)
    g(b)


def f_try_except_else__with__nonlocal_outer(a):
    n1 = 0
    def f_try_except_else__with__nonlocal(a, b, c, d, xs, ys):
        try:
            with cm(a):
                nonlocal n1
                g(b)
        except ValueError as e:
            g(1)
        else:
            g(2)
        return a
        g(b)
    return f_try_except_else__with__nonlocal


def f_try_except_else__with__assign(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        with cm(a):
            x = g(b)
    return b


def f_try_except_else__with__raise(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except ValueError as e:
        with cm(a):
            raise ValueError(a)
        g(9)
    else:
        g(2)
    g(b)


async def f_try_except_else__with_as__await(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        with cm(a) as x, cm(b) as y:
            await w(a)
    else:
        g(2)
    return a


def f_try_except_else__with_as__augassign(a, b, c, d, xs, ys):
    try:
        with cm(a) as x, cm(b) as y:
            x += 1
    except ValueError as e:
        g(1)
    else:
        g(2)
    return a
    return b


def f_try_except_else__with_as__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        with cm(a) as x, cm(b) as y:
            yield a
    else:
        g(2)
    g(9)
    return b


async def f_try_except_else__async_with__raise_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        async with acm(a) as x:
            raise ValueError(a) from b
        g(9)
    g(b)


async def f_try_except_else__async_with__continue(a, b, c, d, xs, ys):
    try:
        async with acm(a) as x:
            x += 1
    except ValueError as e:
        g(1)
    else:
        g(2)
    g(9)
    return b


def f_try_except_else__async_with__nonlocal_outer(a):
    n1 = 0
    async def f_try_except_else__async_with__nonlocal(a, b, c, d, xs, ys):
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            async with acm(a) as x:
                nonlocal n1
                g(b)
            g(9)
        return b
    return f_try_except_else__async_with__nonlocal


def f_try_except_else__try_except__yield_value(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError:
            x = yield a
    except ValueError as e:
        g(1)
    else:
        g(2)
    return b


async def f_try_except_else__try_except__bare_return(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError:
            return
        g(9)
    except ValueError as e:
        g(1)
    else:
        g(2)
    return a
    g(b)


async def f_try_except_else__try_except__await(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        try:
            g(0)
        except ValueError:
            await w(a)
    else:
        g(2)


def f_try_except_else__try_except_as__break_outer(a):
    n1 = 0
    def f_try_except_else__try_except_as__break(a, b, c, d, xs, ys):
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            try:
                nonlocal n1
                g(b)
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                g(2)
        g(b)
    return f_try_except_else__try_except_as__break


def f_try_except_else__try_except_as__global(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            global G1
            G1 = a
        except Exception:
            g(2)
    except ValueError as e:
        g(1)
    else:
        g(2)
    g(9)
    g(b)


def f_try_except_else__try_except_as__raise_from(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        try:
            raise ValueError(a) from b
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
    return a
    return b


def f_try_except_else__try_except_else__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            pass
        return a
    else:
        g(2)
    return b


def f_try_except_else__try_except_else__lambda(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            h = lambda q: q if q else a
            g(h)
        g(9)
    except ValueError as e:
        g(1)
    else:
        g(2)


def f_try_except_else__try_except_else__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            x = yield a
    return b


def f_try_except_else__try_finally__del(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        try:
            g(0)
        finally:
            x = a
            del x
        g(9)
    else:
        g(2)
    g(9)
    g(b)


async def f_try_except_else__try_finally__call(a, b, c, d, xs, ys):
    try:
        try:
            g(a)
        finally:
            g(1)
    except ValueError as e:
        g(1)
    else:
        g(2)
    g(9)


def f_try_except_else__try_finally__break(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        try:
            g(0)
        finally:
            x = a
            del x
    return b


def f_try_except_else__try_except_else_finally__assert(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            assert a, b
    except ValueError as e:
        g(1)
    else:
        g(2)


def f_try_except_else__try_except_else_finally__reraise(a, b, c, d, xs, ys):
    yield
    try:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            raise
    except ValueError as e:
        g(1)
    else:
        g(2)
    g(9)
    return b


def f_try_except_else__try_except_else_finally__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            pass
        finally:
            g(3)
    else:
        g(2)
    g(9)


def f_try_finally__if__reraise(a, b, c, d, xs, ys):
    try:
        if a:
            raise
    finally:
        g(1)
    return a
    g(b)


def f_try_finally__if__pass(a, b, c, d, xs, ys):
    try:
        if not (a and b):
            pass
    finally:
        g(1)
    return b


async def f_try_finally__if__lambda(a, b, c, d, xs, ys):
    try:
        if a < b < c:
            h = lambda q: q if q else a
            g(h)
        g(9)
    finally:
        g(1)
    g(9)


def f_try_finally__if_else__return(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    finally:
        if a and b:
            g(0)
        else:
            return a
    g(b)


def f_try_finally__if_else__del(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        if a in xs:
            g(0)
        else:
            x = a
            del x
        return a
    return a
    return b


def f_try_finally__if_else__call(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        if a or b and c:
            g(a)
        else:
            g(1)
    g(b)


def f_try_finally__if_elif__raise(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        if a and b:
            g(0)
        elif a in xs:
            raise ValueError(a)
    return a
    return b


def f_try_finally__if_elif__assert(a, b, c, d, xs, ys):
    try:
        if not (a and b):
            g(0)
        elif (y := g(a)):
            assert a, b
        g(9)
    finally:
        g(1)
    g(b)


def f_try_finally__if_elif__reraise(a, b, c, d, xs, ys):
    yield
    try:
        if a < b < c:
            g(0)
        elif a:
            raise
    finally:
        g(1)


def f_try_finally__if_elif_else__yield(a, b, c, d, xs, ys):
    try:
        if (y := g(a)):
            g(0)
        elif a is None:
            g(1)
        elif a or b:
            yield a
        else:
            g(3)
    finally:
        g(1)
    g(b)


def f_try_finally__if_elif_else__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        if a < b < c:
            g(0)
        elif a or b:
            g(1)
        elif a or b and c:
            g(2)
        else:
            yield from xs
    return b


def f_try_finally__if_elif_else__return(a, b, c, d, xs, ys):
    try:
        if a < b < c:
            g(0)
        elif (y := g(a)):
            g(1)
        elif a in xs:
            return a
        else:
            g(3)
    finally:
        g(1)
    return b


def f_try_finally__while__nonlocal_outer(a):
    n1 = 0
    def f_try_finally__while__nonlocal(a, b, c, d, xs, ys):
        try:
            g(0)
        finally:
            while a and b:
                nonlocal n1
                g(b)
        g(b)
    return f_try_finally__while__nonlocal


def f_try_finally__while__assign(a, b, c, d, xs, ys):
    try:
        while not (a and b):
            x = g(b)
        g(9)
    finally:
        g(1)


def f_try_finally__while__raise(a, b, c, d, xs, ys):
    try:
        while a < b < c:
            raise ValueError(a)
    finally:
        g(1)
    return b


async def f_try_finally__while_else__await(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        while not (a and b):
            await w(a)
        else:
            g(1)
        return a
    g(b)


async def f_try_finally__while_else__augassign(a, b, c, d, xs, ys):
    try:
        while a in xs:
            g(0)
        else:
            x += 1
        return a
    finally:
        g(1)
    return b


def f_try_finally__while_else__yield(a, b, c, d, xs, ys):
    try:
        while a or b and c:
            yield a
        else:
            g(1)
    finally:
        g(1)
    g(9)


def f_try_finally__while_true__raise_from(a, b, c, d, xs, ys):
    try:
        while 1:
            raise ValueError(a) from b
        g(9)
    finally:
        g(1)
    g(b)


def f_try_finally__while_true__continue(a, b, c, d, xs, ys):
    try:
        while True:
            continue
        g(9)
    finally:
        g(1)
    g(9)
    return b


def f_try_finally__while_true__nonlocal_outer(a):
    n1 = 0
    async def f_try_finally__while_true__nonlocal(a, b, c, d, xs, ys):
        try:
            g(0)
        finally:
            while 1:
                nonlocal n1
                g(b)
    return f_try_finally__while_true__nonlocal


def f_try_finally__for__yield_value(a, b, c, d, xs, ys):
    try:
        for v in range(a):
            x = yield a
        return a
    finally:
        g(1)
    return b


async def f_try_finally__for__bare_return(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        for v in (1, 2):
            return
    return a


async def f_try_finally__for__await(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        for v in range(a):
            await w(a)
        return a
    g(9)
    g(b)


def f_try_finally__for_else__break(a, b, c, d, xs, ys):
    yield
    try:
        for v in {1, 2}:
            g(0)
        else:
            raise
    finally:
        g(1)
    g(b)


async def f_try_finally__for_else__global(a, b, c, d, xs, ys):
    try:
        for v in {1, 2}:
            global G1
            G1 = a
        else:
            g(1)
        g(9)
    finally:
        g(1)
    return a


def f_try_finally__for_else__raise_from(a, b, c, d, xs, ys):
    try:
        for v in xs:
            raise ValueError(a) from b
        else:
            g(1)
    finally:
        g(1)
    return b


async def f_try_finally__async_for__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        async for v in ait(a):
            pass
        return a
    return a
    return b


async def f_try_finally__async_for__lambda(a, b, c, d, xs, ys):
    try:
        async for v in ait(a):
            h = lambda q: q if q else a
            g(h)
    finally:
        g(1)
    g(9)
    return b


async def f_try_finally__async_for__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        async for v in ait(a):
            x = yield a
    return


async def f_try_finally__async_for_else__del(a, b, c, d, xs, ys):
    try:
        async for v in ait(a):
            x = a
            del x
        else:
            g(1)
    finally:
        g(1)
    return a
    g(b)


async def f_try_finally__async_for_else__call(a, b, c, d, xs, ys):
    try:
        async for v in ait(a):
            g(a)
        else:
            g(1)
    finally:
        g(1)
    return b


async def f_try_finally__async_for_else__break(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        async for v in ait(a):
            break
        else:
            g(1)
        g(9)
    g(9)
    return b


def f_try_finally__with__assert(a, b, c, d, xs, ys):
    try:
        with cm(a):
            assert a, b
    finally:
        g(1)
    return b


def f_try_finally__with__reraise(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        with cm(a):
            raise
        return a
    return b


def f_try_finally__with__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        with cm(a):
            pass
        return a
    g(b)


def f_try_finally__with_as__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        with cm(a) as x, cm(b) as y:
            yield from xs
    g(b)


def f_try_finally__with_as__return(a, b, c, d, xs, ys):
    try:
        with cm(a) as x, cm(b) as y:
            return a
    finally:
        g(1)
    g(b)


def f_try_finally__with_as__del(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        with cm(a) as x, cm(b) as y:
            x = a
            del x
        return a
    return a
    return b


async def f_try_finally__async_with__assign(a, b, c, d, xs, ys):
    try:
        async with acm(a) as x:
            x = g(b)
    finally:
        g(1)
    return b


async def f_try_finally__async_with__raise(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        async with acm(a) as x:
            raise ValueError(a)
    return a
    return b


async def f_try_finally__async_with__assert(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        async with acm(a) as x:
            assert a, b
    return a
    g(b)


def f_try_finally__try_except__augassign(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        try:
            g(0)
        except ValueError:
            x += 1
    g(b)


def f_try_finally__try_except__yield(a, b, c, d, xs, ys):
    try:
        try:
            yield a
        except ValueError:
            g(1)
    finally:
        g(1)
    g(9)
    return b


def f_try_finally__try_except__yield_from(a, b, c, d, xs, ys):
    try:
        try:
            yield from xs
        except ValueError:
            g(1)
    finally:
        g(1)
    return b


def f_try_finally__try_except_as__continue(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        try:
            global G1
            G1 = a
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
    g(b)


def f_try_finally__try_except_as__nonlocal_outer(a):
    n1 = 0
    def f_try_finally__try_except_as__nonlocal(a, b, c, d, xs, ys):
        try:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                nonlocal n1
                g(b)
            except Exception:
                g(2)
        finally:
            g(1)
    return f_try_finally__try_except_as__nonlocal


def f_try_finally__try_except_as__assign(a, b, c, d, xs, ys):
    yield
    try:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            x = g(b)
    finally:
        g(1)
    return a


def f_try_finally__try_except_else__bare_return(a, b, c, d, xs, ys):
    try:
        try:
            return
        except ValueError as e:
            g(1)
        else:
            g(2)
        g(9)
    finally:
        g(1)
    return a
    return b


async def f_try_finally__try_except_else__await(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        try:
            g(0)
        except ValueError as e:
            await w(a)
        else:
            g(2)
        g(9)
    return a


def f_try_finally__try_except_else__augassign(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            x += 1
        g(9)
    g(b)


def f_try_finally__try_finally__global(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        try:
            g(0)
        finally:
            global G1
            G1 = a
        return a
    return a


def f_try_finally__try_finally__raise_from(a, b, c, d, xs, ys):
    try:
        try:
            raise ValueError(a) from b
        finally:
            g(1)
        return a
    finally:
        g(1)
    return a


async def f_try_finally__try_finally__continue(a, b, c, d, xs, ys):
    try:
        try:
            return a
        finally:
            g(1)
    finally:
        g(1)


async def f_try_finally__try_except_else_finally__lambda(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            h = lambda q: q if q else a
            g(h)
    g(b)


def f_try_finally__try_except_else_finally__yield_value(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            x = yield a
    finally:
        g(1)
    g(9)


async def f_try_finally__try_except_else_finally__bare_return(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            return
    finally:
        g(1)
    return b


def f_try_except_else_finally__if__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        if a in xs:
            x = yield a
        g(9)
    finally:
        g(3)
    g(9)
    return b


def f_try_except_else_finally__if__bare_return(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        if a and (b or c):
            return
    finally:
        g(3)


async def f_try_except_else_finally__if__await(a, b, c, d, xs, ys):
    try:
        if a:
            await w(a)
        g(9)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)


def f_try_except_else_finally__if_else__break(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except ValueError:
        if not a:
            g(0)
        else:
            global G1
            G1 = a
    else:
        g(2)
    finally:
        g(3)
    g(b)


def f_try_except_else_finally__if_else__global(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except ValueError:
        if not (a and b):
            global G1
            G1 = a
        else:
            g(1)
    else:
        g(2)
    finally:
        g(3)
    g(b)


def f_try_except_else_finally__if_else__raise_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        if a < b:
            g(0)
        else:
            raise ValueError(a) from b
    else:
        g(2)
    finally:
        g(3)
    return b


def f_try_except_else_finally__if_elif__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        if a or b:
            pass
        elif a in xs:
            g(1)
    finally:
        g(3)
    g(9)


def f_try_except_else_finally__if_elif__lambda(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        if not (a and b):
            g(0)
        elif a or b:
            h = lambda q: q if q else a
            g(h)
    finally:
        g(3)
    g(9)


def f_try_except_else_finally__if_elif__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        if a or b and c:
            g(0)
        elif a < b:
            x = yield a


def f_try_except_else_finally__if_elif_else__del(a, b, c, d, xs, ys):
    try:
        if a:
            g(0)
        elif a or b:
            x = a
            del x
        elif not (a and b):
            g(2)
        else:
            g(3)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    g(b)


def f_try_except_else_finally__if_elif_else__call(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        if a:
            g(a)
        elif a < b:
            g(1)
        elif a < b < c:
            g(2)
        else:
            g(3)
    return b


def f_try_except_else_finally__if_elif_else__break(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        if not (a and b):
            g(0)
        elif a and (b or c):
            g(1)
        elif not (a and b):
            h = lambda q: q if q else a
            g(h)
        else:
            g(3)
    finally:
        g(3)
    g(9)


async def f_try_except_else_finally__while__assert(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        while a and (b or c):
            assert a, b
        g(9)
    else:
        g(2)
    finally:
        g(3)
    g(9)
    g(b)


def f_try_except_else_finally__while__reraise(a, b, c, d, xs, ys):
    try:
        while a is None:
            raise
        g(9)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    return b


def f_try_except_else_finally__while__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        while a in xs:
            pass
    g(9)
    return b


def f_try_except_else_finally__while_else__yield_from(a, b, c, d, xs, ys):
    try:
        while a < b < c:
            yield from xs
        else:
            g(1)
        return a
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    g(b)


async def f_try_except_else_finally__while_else__return(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        while a or b:
            return a
        else:
            g(1)
    else:
        g(2)
    finally:
        g(3)
    return a
    g(b)


async def f_try_except_else_finally__while_else__del(a, b, c, d, xs, ys):
    try:
        while (y := g(a)):
            x = a
            del x
        else:
            g(1)
        g(9)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)


async def f_try_except_else_finally__while_true__assign(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        while True:
            x = g(b)
    else:
        g(2)
    finally:
        g(3)
    return a
    return b


def f_try_except_else_finally__while_true__raise(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        while True:
            raise ValueError(a)
    finally:
        g(3)
    g(b)


async def f_try_except_else_finally__while_true__assert(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        while True:
            assert a, b
        g(9)
    return b


def f_try_except_else_finally__for__augassign(a, b, c, d, xs, ys):
    try:
        for v in xs:
            x += 1
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    return b


def f_try_except_else_finally__for__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        for v in g(a):
            yield a
        return a
    finally:
        g(3)


def f_try_except_else_finally__for__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        for v in xs:
            yield from xs
    g(9)


def f_try_except_else_finally__for_else__continue(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        for v in {1, 2}:
            continue
        else:
            g(1)
        g(9)
    else:
        g(2)
    finally:
        g(3)
    return a
    return b


def f_try_except_else_finally__for_else__nonlocal_outer(a):
    n1 = 0
    async def f_try_except_else_finally__for_else__nonlocal(a, b, c, d, xs, ys):
        try:
            for v in (1, 2):
                g(0)
            else:
                nonlocal n1
                g(b)
            return a
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
        g(9)
        return b
    return f_try_except_else_finally__for_else__nonlocal


def f_try_except_else_finally__for_else__assign(a, b, c, d, xs, ys):
    try:
        for v in xs:
            g(0)
        else:
            x = g(b)
        return a
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    g(b)


async def f_try_except_else_finally__async_for__bare_return(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        async for v in ait(a):
            return
    return a
    g(b)


async def f_try_except_else_finally__async_for__await(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        async for v in ait(a):
            await w(a)
    finally:
        g(3)
    return b


async def f_try_except_else_finally__async_for__augassign(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        async for v in ait(a):
            x += 1
    finally:
        g(3)
    return b


async def f_try_except_else_finally__async_for_else__global(a, b, c, d, xs, ys):
    try:
        async for v in ait(a):
            global G1
            G1 = a
        else:
            g(1)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    g(9)


async def f_try_except_else_finally__async_for_else__raise_from(a, b, c, d, xs, ys):
    try:
        async for v in ait(a):
            g(0)
        else:
            raise ValueError(a) from b
        g(9)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)


async def f_try_except_else_finally__async_for_else__continue(a, b, c, d, xs, ys):
    try:
        async for v in ait(a):
            continue
        else:
            g(1)
        g(9)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    g(b)


def f_try_except_else_finally__with__lambda(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        with cm(a):
            h = lambda q: q if q else a
            g(h)
        g(9)
    else:
        g(2)
    finally:
        g(3)


def f_try_except_else_finally__with__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        with cm(a):
            x = yield a
    else:
        g(2)
    finally:
        g(3)
    return a
    g(b)


def f_try_except_else_finally__with__bare_return(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        with cm(a):
            return
        g(9)
    else:
        g(2)
    finally:
        g(3)
    g(9)


def f_try_except_else_finally__with_as__call(a, b, c, d, xs, ys):
    try:
        with cm(a) as x, cm(b) as y:
            g(a)
        return a
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    return a
    g(b)


def f_try_except_else_finally__with_as__break(a, b, c, d, xs, ys):
    yield
    try:
        with cm(a) as x, cm(b) as y:
            g(a)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    return b


def f_try_except_else_finally__with_as__global(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        with cm(a) as x, cm(b) as y:
            global G1
            G1 = a
        return a
    g(b)


async def f_try_except_else_finally__async_with__reraise(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        async with acm(a) as x:
            raise
        return a
    else:
        g(2)
    finally:
        g(3)
    g(b)


async def f_try_except_else_finally__async_with__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        async with acm(a) as x:
            pass
    g(9)
    return b


async def f_try_except_else_finally__async_with__lambda(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        async with acm(a) as x:
            h = lambda q: q if q else a
            g(h)
    finally:
        g(3)
    g(b)


def f_try_except_else_finally__try_except__return(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        try:
            g(0)
        except ValueError:
            return a
    else:
        g(2)
    finally:
        g(3)
    return b


def f_try_except_else_finally__try_except__del(a, b, c, d, xs, ys):
    yield
    try:
        try:
            x = a
            del x
        except ValueError:
            g(1)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)


def f_try_except_else_finally__try_except__call(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        try:
            g(0)
        except ValueError:
            g(a)
    finally:
        g(3)
    return b


def f_try_except_else_finally__try_except_as__raise(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            raise ValueError(a)
        except Exception:
            g(2)
        return a
    finally:
        g(3)
    return b


def f_try_except_else_finally__try_except_as__assert(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            assert a, b
        except Exception:
            g(2)
        g(9)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    return a
    g(b)


def f_try_except_else_finally__try_except_as__reraise(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            raise
    finally:
        g(3)


def f_try_except_else_finally__try_except_else__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        try:
            g(0)
        except ValueError as e:
            yield a
        else:
            g(2)
    finally:
        g(3)
    return a


def f_try_except_else_finally__try_except_else__yield_from(a, b, c, d, xs, ys):
    try:
        try:
            yield from xs
        except ValueError as e:
            g(1)
        else:
            g(2)
        g(9)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    return b


def f_try_except_else_finally__try_except_else__return(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except ValueError:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            return a
    else:
        g(2)
    finally:
        g(3)
    g(b)


def f_try_except_else_finally__try_finally__nonlocal_outer(a):
    n1 = 0
    def f_try_except_else_finally__try_finally__nonlocal(a, b, c, d, xs, ys):
        try:
            try:
                g(0)
            finally:
                nonlocal n1
                g(b)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
        return b
    return f_try_except_else_finally__try_finally__nonlocal


async def f_try_except_else_finally__try_finally__assign(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        try:
            g(0)
        finally:
            x = g(b)
        return a
    finally:
        g(3)
    return b


def f_try_except_else_finally__try_finally__raise(a, b, c, d, xs, ys):
    try:
        try:
            raise ValueError(a)
        finally:
            g(1)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    g(b)


async def f_try_except_else_finally__try_except_else_finally__await(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        try:
            await w(a)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
    finally:
        g(3)
    return b


def f_try_except_else_finally__try_except_else_finally__augassign(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            x += 1
        finally:
            g(3)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    g(9)
    g(b)


def f_try_except_else_finally__try_except_else_finally__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        try:
            g(0)
        except ValueError:
            yield a
        else:
            g(2)
        finally:
            g(3)
        return a
    finally:
        g(3)
    g(b)
