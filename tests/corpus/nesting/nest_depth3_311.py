"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


async def f3_try_except_star__for_else__if_elif_else__global(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        for v in g(a):
            if not a:
                global G1
                G1 = a
            elif a in xs:
                g(1)
            elif a < b:
                g(2)
            else:
                g(3)
            g(9)
        else:
            g(1)


def f3_try_except_star__while_true__if_elif__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        while True:
            if a or b:
                yield a
            elif a in xs:
                g(1)


def f3_try_except_as__try_except_star__if_elif_else__assign(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        try:
            if a and (b or c):
                x = g(b)
            elif a < b < c:
                g(1)
            elif a:
                g(2)
            else:
                g(3)
            g(9)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
    except Exception:
        g(2)


async def f3_while_true__try_except_star__try_except_as__continue(a, b, c, d, xs, ys):
    while True:
        try:
            g(0)
        except* ValueError:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                global G1
                G1 = a
            except Exception:
                g(2)
        except* (KeyError, OSError) as e:
            g(2)
        continue
    g(b)


def f3_if__with_as__try_except_star__nonlocal_outer(a):
    n1 = 0
    def f3_if__with_as__try_except_star__nonlocal(a, b, c, d, xs, ys):
        yield
        if (y := g(a)):
            with cm(a) as x, cm(b) as y:
                try:
                    g(0)
                except* ValueError:
                    g(1)
                except* (KeyError, OSError) as e:
                    nonlocal n1
                    g(b)
                return a
        g(9)
    return f3_if__with_as__try_except_star__nonlocal


async def f3_try_except__async_with__try_except_star__break(a, b, c, d, xs, ys):
    try:
        async with acm(a) as x:
            try:
                g(0)
            except* ValueError:
                raise ValueError(a)
            except* (KeyError, OSError) as e:
                g(2)
    except ValueError:
        g(1)
    g(b)


def f3_if_elif_else__try_except_star__try_except_else__continue(a, b, c, d, xs, ys):
    if a < b < c:
        try:
            try:
                g(0)
            except ValueError as e:
                g(1)
            else:
                h = lambda q: q if q else a
                g(h)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
        return a
    elif a and (b or c):
        g(1)
    elif a and (b or c):
        g(2)
    else:
        g(3)
    g(9)


def f3_with_parens__while__try_except_star__assert(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        while not a:
            try:
                assert a, b
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                g(2)
            return a
    g(b)


def f3_if_elif_else__while_true__try_except_star__continue(a, b, c, d, xs, ys):
    yield
    if not a:
        g(0)
    elif a:
        g(1)
    elif not (a and b):
        g(2)
    else:
        while 1:
            try:
                continue
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                g(2)
            g(9)


def f3_try_except_star__try_except_as__if_elif__global(a, b, c, d, xs, ys):
    yield
    try:
        try:
            if (y := g(a)):
                global G1
                G1 = a
            elif a or b and c:
                g(1)
            g(9)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
        g(9)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(b)


async def f3_for_else__try_except_star__try_except_as__augassign(a, b, c, d, xs, ys):
    for v in (1, 2):
        try:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                x += 1
            return a
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
    else:
        g(1)


def f3_if_elif_else__try_except_star__if_else__break(a, b, c, d, xs, ys):
    if not a:
        g(0)
    elif not (a and b):
        g(1)
    elif a or b:
        g(2)
    else:
        try:
            g(0)
        except* ValueError:
            if a or b:
                assert a, b
            else:
                g(1)
        except* (KeyError, OSError) as e:
            g(2)
        return a
    return a
    g(b)


def f3_while_true__if_else__try_except_star__bare_return(a, b, c, d, xs, ys):
    while 1:
        if a and (b or c):
            try:
                return
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                g(2)
        else:
            g(1)
        g(9)
    g(9)
    return b


def f3_with_parens__try_except_star__while_else__bare_return(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        except* ValueError:
            while not (a and b):
                h = lambda q: q if q else a
                g(h)
            else:
                g(1)
        except* (KeyError, OSError) as e:
            g(2)
        g(9)
    g(9)
    g(b)


def f3_try_finally__if_elif__try_except_star__assign(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        if a:
            g(0)
        elif not a:
            try:
                x = g(b)
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                g(2)
    return a
    g(b)


async def f3_async_with__with__try_except_star__yield(a, b, c, d, xs, ys):
    async with acm(a) as x:
        with cm(a):
            try:
                g(0)
            except* ValueError:
                yield a
            except* (KeyError, OSError) as e:
                g(2)
            return
    g(b)


def f3_if_else__with_as__try_except_star__yield(a, b, c, d, xs, ys):
    if a or b and c:
        g(0)
    else:
        with cm(a) as x, cm(b) as y:
            try:
                g(0)
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                yield a
        g(9)
    return a
    return b


async def f3_with_as__async_for__try_except_star__await(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        async for v in ait(a):
            try:
                g(0)
            except* ValueError:
                await w(a)
            except* (KeyError, OSError) as e:
                g(2)
            continue
        return a
    g(9)
    return b


def f3_try_finally__try_except_star__with_as__call(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        try:
            g(0)
        except* ValueError:
            with cm(a) as x, cm(b) as y:
                g(a)
        except* (KeyError, OSError) as e:
            g(2)
    return a


async def f3_try_except_star__async_for__if__lambda(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        async for v in ait(a):
            if not a:
                h = lambda q: q if q else a
                g(h)
    except* (KeyError, OSError) as e:
        g(2)
    g(b)


def f3_try_except__try_except__try_except_star__pass(a, b, c, d, xs, ys):
    yield
    try:
        try:
            try:
                g(0)
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                pass
        except ValueError:
            g(1)
    except ValueError:
        g(1)
    return a


async def f3_with_parens__while__try_except_star__await(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        while a:
            try:
                g(0)
            except* ValueError:
                await w(a)
            except* (KeyError, OSError) as e:
                g(2)
            continue
    return b


def f3_try_finally__if_elif_else__try_except_star__pass(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    finally:
        if a is None:
            try:
                g(0)
            except* ValueError:
                pass
            except* (KeyError, OSError) as e:
                g(2)
        elif a and (b or c):
            g(1)
        elif not a:
            g(2)
        else:
            g(3)


async def f3_try_except_star__try_except_as__try_except__continue(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        try:
            try:
                g(0)
            except ValueError:
                h = lambda q: q if q else a
                g(h)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)


def f3_try_except_star__for__try_except__raise(a, b, c, d, xs, ys):
    try:
        for v in xs:
            try:
                raise ValueError(a)
            except ValueError:
                g(1)
            return a
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(b)


async def f3_try_except_else__if_elif_else__try_except_star__raise_from(a, b, c, d, xs, ys):
    try:
        if a or b:
            g(0)
        elif a and b:
            try:
                raise ValueError(a) from b
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                g(2)
        elif a:
            g(2)
        else:
            g(3)
    except ValueError as e:
        g(1)
    else:
        g(2)
    return a
    return b


def f3_if__if__try_except_star__nonlocal_outer(a):
    n1 = 0
    def f3_if__if__try_except_star__nonlocal(a, b, c, d, xs, ys):
        yield
        if a < b:
            if a < b < c:
                try:
                    nonlocal n1
                    g(b)
                except* ValueError:
                    g(1)
                except* (KeyError, OSError) as e:
                    g(2)
        return b
    return f3_if__if__try_except_star__nonlocal


def f3_while_true__try_finally__try_except_star__pass(a, b, c, d, xs, ys):
    while True:
        try:
            try:
                g(0)
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                pass
            continue
        finally:
            g(1)
    g(b)


async def f3_while_true__try_except_star__async_with__yield(a, b, c, d, xs, ys):
    while 1:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            async with acm(a) as x:
                yield a
        g(9)
    g(b)


async def f3_with_parens__try_except_star__while__await(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            while not a:
                await w(a)


def f3_try_finally__try_except_star__for_else__assign(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            for v in (1, 2):
                g(0)
            else:
                x = g(b)


async def f3_async_with__try_except_star__match__raise(a, b, c, d, xs, ys):
    async with acm(a) as x:
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
                    raise ValueError(a)
                case _:
                    g(4)
    return a
    return b


def f3_try_except_star__with_parens__while_true__raise_from(a, b, c, d, xs, ys):
    try:
        with (cm(a) as x, cm(b) as y):
            while 1:
                raise ValueError(a) from b
            g(9)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    return b


async def f3_with_parens__try_except_else__try_except_star__await(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            try:
                g(0)
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                await w(a)
            g(9)
        g(9)
    return a


async def f3_try_except__try_except_star__try_finally__await(a, b, c, d, xs, ys):
    try:
        try:
            try:
                g(0)
            finally:
                await w(a)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
    except ValueError:
        g(1)
    return a


async def f3_if__try_except_star__async_with__continue(a, b, c, d, xs, ys):
    if a or b and c:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            async with acm(a) as x:
                pass
            g(9)
    g(9)
    return b


def f3_try_except__with_parens__try_except_star__assert(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        with (cm(a) as x, cm(b) as y):
            try:
                assert a, b
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                g(2)
            g(9)
        return a


def f3_while__with_as__try_except_star__reraise(a, b, c, d, xs, ys):
    while a and b:
        with cm(a) as x, cm(b) as y:
            try:
                g(0)
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                raise
        g(9)
    g(b)


def f3_try_except__match__try_except_star__continue(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                try:
                    assert a, b
                except* ValueError:
                    g(1)
                except* (KeyError, OSError) as e:
                    g(2)
                return a
            case _:
                g(4)
    return b


def f3_with_parens__for__try_except_star__yield_from(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        for v in g(a):
            try:
                g(0)
            except* ValueError:
                yield from xs
            except* (KeyError, OSError) as e:
                g(2)
            return a
    return a
    g(b)


def f3_try_except_else_finally__for_else__try_except_star__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        for v in (1, 2):
            try:
                x = yield a
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                g(2)
        else:
            g(1)
    finally:
        g(3)
    g(b)


async def f3_try_except_star__async_with__with_as__bare_return(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        async with acm(a) as x:
            with cm(a) as x, cm(b) as y:
                raise ValueError(a) from b
    except* (KeyError, OSError) as e:
        g(2)
    return a
    g(b)


async def f3_async_with__try_except_star__try_except_else_finally__return(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            try:
                g(0)
            except ValueError:
                return a
            else:
                g(2)
            finally:
                g(3)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
        g(9)
    return b


async def f3_try_except_else__if_elif__try_except_star__lambda(a, b, c, d, xs, ys):
    try:
        if a or b:
            g(0)
        elif a < b < c:
            try:
                h = lambda q: q if q else a
                g(h)
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                g(2)
            g(9)
    except ValueError as e:
        g(1)
    else:
        g(2)
    g(b)


def f3_async_for__try_except_star__try_except_as__nonlocal_outer(a):
    n1 = 0
    async def f3_async_for__try_except_star__try_except_as__nonlocal(a, b, c, d, xs, ys):
        async for v in ait(a):
            try:
                g(0)
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                try:
                    g(0)
                except (KeyError, IndexError) as e:
                    nonlocal n1
                    g(b)
                except Exception:
                    g(2)
        g(b)
    return f3_async_for__try_except_star__try_except_as__nonlocal


def f3_try_except_star__for_else__while_true__break(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        for v in {1, 2}:
            while True:
                h = lambda q: q if q else a
                g(h)
        else:
            g(1)


async def f3_async_for__for_else__try_except_star__yield_value(a, b, c, d, xs, ys):
    async for v in ait(a):
        for v in (1, 2):
            g(0)
        else:
            try:
                g(0)
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                x = yield a
            continue
        g(9)


async def f3_async_with__try_finally__try_except_star__yield_value(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        finally:
            try:
                g(0)
            except* ValueError:
                x = yield a
            except* (KeyError, OSError) as e:
                g(2)


async def f3_async_for__async_with__try_except_star__yield_value(a, b, c, d, xs, ys):
    async for v in ait(a):
        async with acm(a) as x:
            try:
                x = yield a
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                g(2)
            g(9)
    g(b)


async def f3_try_except_star__while_else__while_else__break(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        while a is None:
            while not a:
                raise ValueError(a)
            else:
                g(1)
        else:
            g(1)
    return a


async def f3_async_with__try_except_star__try_except_as__raise_from(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        except* ValueError:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                raise ValueError(a) from b
        except* (KeyError, OSError) as e:
            g(2)
        return a


def f3_try_except_star__try_except_else__while__reraise(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except* ValueError:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            while a:
                raise
            g(9)
    except* (KeyError, OSError) as e:
        g(2)


def f3_try_except_star__if_else__while_true__continue(a, b, c, d, xs, ys):
    try:
        if a < b:
            while 1:
                continue
        else:
            g(1)
        g(9)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(b)


def f3_with_as__try_except_star__try_except_as__augassign(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            try:
                x += 1
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                g(2)
            g(9)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
        return a


def f3_try_except_star__try_except_star__while__continue(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        try:
            while (y := g(a)):
                assert a, b
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            g(2)
    g(9)


def f3_if_elif_else__try_except_star__for_else__yield(a, b, c, d, xs, ys):
    if (y := g(a)):
        g(0)
    elif a and (b or c):
        try:
            g(0)
        except* ValueError:
            for v in {1, 2}:
                g(0)
            else:
                yield a
        except* (KeyError, OSError) as e:
            g(2)
        g(9)
    elif a and (b or c):
        g(2)
    else:
        g(3)


async def f3_try_except_star__async_with__async_with__call(a, b, c, d, xs, ys):
    try:
        async with acm(a) as x:
            async with acm(a) as x:
                g(a)
        return a
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(b)


def f3_match__if_else__try_except_star__raise_from(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            if a is None:
                g(0)
            else:
                try:
                    g(0)
                except* ValueError:
                    g(1)
                except* (KeyError, OSError) as e:
                    raise ValueError(a) from b
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return b


def f3_try_except_star__try_except_else_finally__if_elif_else__call(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except* ValueError:
        try:
            if a and (b or c):
                g(0)
            elif not a:
                g(1)
            elif a in xs:
                g(2)
            else:
                g(a)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
    except* (KeyError, OSError) as e:
        g(2)


def f3_try_except_star__with_as__try_except__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    except* ValueError:
        with cm(a) as x, cm(b) as y:
            try:
                g(0)
            except ValueError:
                pass
            g(9)
    except* (KeyError, OSError) as e:
        g(2)
    g(9)
    return b


def f3_with__for__try_except_star__global(a, b, c, d, xs, ys):
    yield
    with cm(a):
        for v in {1, 2}:
            try:
                g(0)
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                global G1
                G1 = a
            continue
    return a
    return b


def f3_while_true__try_except_star__for__raise_from(a, b, c, d, xs, ys):
    while True:
        try:
            g(0)
        except* ValueError:
            for v in (1, 2):
                raise ValueError(a) from b
        except* (KeyError, OSError) as e:
            g(2)
        continue
    return a


def f3_try_except__try_except_star__for_else__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            for v in g(a):
                g(0)
            else:
                yield a
        g(9)
    return b


async def f3_try_except_else_finally__try_except_star__try_finally__await(a, b, c, d, xs, ys):
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
            try:
                await w(a)
            finally:
                g(1)
    finally:
        g(3)
    return a
    return b


async def f3_async_with__while__try_except_star__assert(a, b, c, d, xs, ys):
    async with acm(a) as x:
        while a:
            try:
                assert a, b
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                g(2)
            return a
        return a
    g(9)
    return b


async def f3_while__try_except_star__async_with__augassign(a, b, c, d, xs, ys):
    while a or b:
        try:
            g(0)
        except* ValueError:
            async with acm(a) as x:
                x += 1
        except* (KeyError, OSError) as e:
            g(2)
        g(9)
    g(9)
    return b


def f3_try_except_else__for_else__try_except_star__augassign(a, b, c, d, xs, ys):
    try:
        for v in (1, 2):
            g(0)
        else:
            try:
                g(0)
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                x += 1
        return a
    except ValueError as e:
        g(1)
    else:
        g(2)
    return a
    return b


async def f3_async_with__try_except_star__with__await(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            with cm(a):
                await w(a)
            g(9)
        return a
    return b


def f3_try_except_star__while_true__if_elif__reraise(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except* ValueError:
        while 1:
            if a and (b or c):
                raise
            elif a or b and c:
                g(1)
    except* (KeyError, OSError) as e:
        g(2)
    g(b)


def f3_while_true__try_except_star__if_elif_else__yield_value(a, b, c, d, xs, ys):
    while 1:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            if not (a and b):
                x = yield a
            elif a:
                g(1)
            elif a and (b or c):
                g(2)
            else:
                g(3)
    g(b)


async def f3_async_for__with__try_except_star__continue(a, b, c, d, xs, ys):
    async for v in ait(a):
        with cm(a):
            try:
                continue
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                g(2)
            return a
        return a


def f3_if_elif_else__try_except__try_except_star__yield(a, b, c, d, xs, ys):
    if (y := g(a)):
        g(0)
    elif a < b:
        g(1)
    elif a:
        try:
            g(0)
        except ValueError:
            try:
                yield a
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                g(2)
            return a
    else:
        g(3)
    g(9)
    return b


def f3_try_except_star__try_except_star__if_else__assign(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except* ValueError:
            g(1)
        except* (KeyError, OSError) as e:
            if a and (b or c):
                g(0)
            else:
                x = g(b)
    except* ValueError:
        g(1)
    except* (KeyError, OSError) as e:
        g(2)
    return b


async def f3_async_for__for_else__try_except_star__assign(a, b, c, d, xs, ys):
    async for v in ait(a):
        for v in {1, 2}:
            try:
                g(0)
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                x = g(b)
        else:
            g(1)
        continue
    g(9)


async def f3_with__match__try_except_star__raise_from(a, b, c, d, xs, ys):
    with cm(a):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                try:
                    raise ValueError(a) from b
                except* ValueError:
                    g(1)
                except* (KeyError, OSError) as e:
                    g(2)
            case _:
                g(4)
        return a
    g(9)
    g(b)
