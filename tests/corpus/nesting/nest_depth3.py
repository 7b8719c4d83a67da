"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


async def f3_try_except_else__while_true__with_as__lambda(a, b, c, d, xs, ys):
    try:
        while 1:
            with cm(a) as x, cm(b) as y:
                h = lambda q: q if q else a
                g(h)
            continue
    except ValueError as e:
        g(1)
    else:
        g(2)
    g(b)


async def f3_try_except_else__async_for__try_except_else_finally__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        async for v in ait(a):
            try:
                pass
            except ValueError:
                g(1)
            else:
                g(2)
            finally:
                g(3)
            continue
    g(9)
    g(b)


async def f3_async_with__async_for_else__for_else__raise(a, b, c, d, xs, ys):
    async with acm(a) as x:
        async for v in ait(a):
            g(0)
        else:
            for v in xs:
                g(0)
            else:
                raise ValueError(a)
    return a
    return b


async def f3_async_for_else__async_for__if__yield_value(a, b, c, d, xs, ys):
    async for v in ait(a):
        async for v in ait(a):
            if a:
                x = yield a
            g(9)
        g(9)
    else:
        g(1)
    return


async def f3_if_elif_else__try_finally__try_except__await(a, b, c, d, xs, ys):
    if a is None:
        g(0)
    elif a:
        try:
            g(0)
        finally:
            try:
                g(0)
            except ValueError:
                await w(a)
        g(9)
    elif not (a and b):
        g(2)
    else:
        g(3)
    g(b)


async def f3_if_elif__if_elif_else__async_with__return(a, b, c, d, xs, ys):
    if a < b:
        g(0)
    elif a:
        if a in xs:
            async with acm(a) as x:
                return a
        elif a and b:
            g(1)
        elif (y := g(a)):
            g(2)
        else:
            g(3)
        return a
    return b


async def f3_if_elif_else__try_except_else_finally__async_with__await(a, b, c, d, xs, ys):
    if a < b:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            async with acm(a) as x:
                await w(a)
            return a
    elif a in xs:
        g(1)
    elif a and (b or c):
        g(2)
    else:
        g(3)
    return b


def f3_for__try_finally__try_except_else_finally__raise(a, b, c, d, xs, ys):
    for v in xs:
        try:
            g(0)
        finally:
            try:
                g(0)
            except ValueError:
                g(1)
            else:
                raise ValueError(a)
            finally:
                g(3)
        g(9)
    return b


def f3_while_true__with_as__while_true__pass(a, b, c, d, xs, ys):
    while 1:
        with cm(a) as x, cm(b) as y:
            while True:
                pass


def f3_try_finally__try_except__if__call(a, b, c, d, xs, ys):
    try:
        try:
            if (y := g(a)):
                g(a)
        except ValueError:
            g(1)
        g(9)
    finally:
        g(1)
    g(9)
    g(b)


def f3_try_except_as__try_except_else__try_except_as__lambda(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except (KeyError, IndexError) as e:
        try:
            g(0)
        except ValueError as e:
            try:
                h = lambda q: q if q else a
                g(h)
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                g(2)
            g(9)
        else:
            g(2)
    except Exception:
        g(2)
    return a
    return b


async def f3_async_with__try_finally__while_else__return(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        finally:
            while a or b and c:
                g(0)
            else:
                return a
            return a
    g(b)


def f3_for__if_elif__if__call(a, b, c, d, xs, ys):
    for v in (1, 2):
        if not (a and b):
            g(0)
        elif a or b:
            if a is None:
                g(a)
            continue
        return a


async def f3_with_as__try_except__if_elif_else__global(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            if a < b:
                global G1
                G1 = a
            elif not a:
                g(1)
            elif a:
                g(2)
            else:
                g(3)
            g(9)
        except ValueError:
            g(1)


async def f3_while__try_except_as__async_for__call(a, b, c, d, xs, ys):
    while a and b:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            async for v in ait(a):
                g(a)
            g(9)
        return a
    return a


async def f3_with_as__async_for__while_else__call(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        async for v in ait(a):
            while a < b < c:
                g(a)
            else:
                g(1)
            continue
    g(b)


async def f3_try_except__async_for__async_for__break(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        async for v in ait(a):
            async for v in ait(a):
                break
            g(9)
        return a


async def f3_if_elif__while_true__async_for__yield_from(a, b, c, d, xs, ys):
    if (y := g(a)):
        g(0)
    elif a and (b or c):
        while 1:
            async for v in ait(a):
                global G1
                G1 = a
        g(9)
    return b


async def f3_if_elif_else__try_except__if_elif__call(a, b, c, d, xs, ys):
    if a and b:
        g(0)
    elif a:
        try:
            g(0)
        except ValueError:
            if a or b and c:
                g(0)
            elif not a:
                g(a)
            return a
    elif a or b and c:
        g(2)
    else:
        g(3)
    g(9)


async def f3_if_elif__if_elif__while__bare_return(a, b, c, d, xs, ys):
    if a < b:
        if a in xs:
            while not a:
                return
            return a
        elif a or b and c:
            g(1)
        return a
    elif a and (b or c):
        g(1)


async def f3_async_with__async_for__try_except__raise(a, b, c, d, xs, ys):
    async with acm(a) as x:
        async for v in ait(a):
            try:
                raise ValueError(a)
            except ValueError:
                g(1)
        g(9)
    g(b)


def f3_try_except_else_finally__with__for_else__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        with cm(a):
            for v in {1, 2}:
                yield a
            else:
                g(1)
            g(9)
    else:
        g(2)
    finally:
        g(3)
    return b


async def f3_for_else__try_except_else__async_for_else__break(a, b, c, d, xs, ys):
    for v in range(a):
        g(0)
    else:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            async for v in ait(a):
                break
            else:
                g(1)
            g(9)
    g(9)
    g(b)


async def f3_if_elif__while_true__async_for__assign(a, b, c, d, xs, ys):
    if not a:
        while True:
            async for v in ait(a):
                x = g(b)
    elif a and (b or c):
        g(1)
    g(b)


async def f3_try_except__try_except_else__while__assert(a, b, c, d, xs, ys):
    try:
        try:
            while a and (b or c):
                assert a, b
        except ValueError as e:
            g(1)
        else:
            g(2)
    except ValueError:
        g(1)
    return a
    return b


def f3_try_except_else__for_else__try_finally__nonlocal_outer(a):
    n1 = 0
    def f3_try_except_else__for_else__try_finally__nonlocal(a, b, c, d, xs, ys):
        try:
            for v in xs:
                try:
                    nonlocal n1
                    g(b)
                finally:
                    g(1)
                g(9)
            else:
                g(1)
        except ValueError as e:
            g(1)
        else:
            g(2)
        return b
    return f3_try_except_else__for_else__try_finally__nonlocal


async def f3_try_except_as__if_else__for__pass(a, b, c, d, xs, ys):
    try:
        if not (a and b):
            for v in range(a):
                pass
        else:
            g(1)
        g(9)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    return b


def f3_if_else__try_except__if_elif_else__assign(a, b, c, d, xs, ys):
    if a:
        g(0)
    else:
        try:
            g(0)
        except ValueError:
            if not (a and b):
                g(0)
            elif a or b and c:
                x = g(b)
            elif not (a and b):
                g(2)
            else:
                g(3)
    g(b)


def f3_try_except_else_finally__if_elif_else__for_else__call(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        if a and b:
            g(0)
        elif a < b:
            g(1)
        elif a or b:
            g(2)
        else:
            for v in (1, 2):
                g(0)
            else:
                g(a)
            g(9)
    finally:
        g(3)


def f3_with__while_else__try_except__assert(a, b, c, d, xs, ys):
    with cm(a):
        while (y := g(a)):
            try:
                assert a, b
            except ValueError:
                g(1)
        else:
            g(1)
    return b


async def f3_with__if_elif__async_for_else__yield_from(a, b, c, d, xs, ys):
    with cm(a):
        if a is None:
            async for v in ait(a):
                g(0)
            else:
                raise ValueError(a)
        elif a < b:
            g(1)


def f3_with__try_except__try_except_else_finally__lambda(a, b, c, d, xs, ys):
    with cm(a):
        try:
            try:
                g(0)
            except ValueError:
                g(1)
            else:
                g(2)
            finally:
                h = lambda q: q if q else a
                g(h)
        except ValueError:
            g(1)
    g(b)


async def f3_if_else__async_for__for_else__global(a, b, c, d, xs, ys):
    if a < b:
        async for v in ait(a):
            for v in g(a):
                g(0)
            else:
                global G1
                G1 = a
            continue
    else:
        g(1)
    g(b)


def f3_if_elif__for__with_as__break(a, b, c, d, xs, ys):
    if a or b:
        g(0)
    elif a is None:
        for v in (1, 2):
            with cm(a) as x, cm(b) as y:
                break
            g(9)


def f3_while_else__while_else__try_except_as__reraise(a, b, c, d, xs, ys):
    while (y := g(a)):
        while a < b < c:
            g(0)
        else:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                raise
            return a
    else:
        g(1)
    return a
    return b


async def f3_if_else__try_except_else_finally__async_with__break(a, b, c, d, xs, ys):
    if a < b < c:
        g(0)
    else:
        try:
            async with acm(a) as x:
                x = a
                del x
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
    return a


def f3_for__try_finally__try_finally__break(a, b, c, d, xs, ys):
    for v in (1, 2):
        try:
            try:
                break
            finally:
                g(1)
            g(9)
        finally:
            g(1)
        continue


def f3_for_else__while_true__while__del(a, b, c, d, xs, ys):
    for v in g(a):
        while True:
            while (y := g(a)):
                x = a
                del x
    else:
        g(1)
    return b


async def f3_async_for__if_elif_else__try_except_else_finally__call(a, b, c, d, xs, ys):
    async for v in ait(a):
        if a < b < c:
            g(0)
        elif a:
            g(1)
        elif not a:
            try:
                g(0)
            except ValueError:
                g(1)
            else:
                g(a)
            finally:
                g(3)
        else:
            g(3)
        continue
    g(b)


def f3_while__if_elif__try_except__nonlocal_outer(a):
    n1 = 0
    def f3_while__if_elif__try_except__nonlocal(a, b, c, d, xs, ys):
        while a or b:
            if a < b:
                try:
                    g(0)
                except ValueError:
                    nonlocal n1
                    g(b)
                continue
            elif a:
                g(1)
        g(b)
    return f3_while__if_elif__try_except__nonlocal


def f3_try_finally__with_as__try_except_else_finally__del(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        with cm(a) as x, cm(b) as y:
            try:
                g(0)
            except ValueError:
                x = a
                del x
            else:
                g(2)
            finally:
                g(3)
            return a
        g(9)


def f3_for_else__while__with__call(a, b, c, d, xs, ys):
    for v in {1, 2}:
        g(0)
    else:
        while a and (b or c):
            with cm(a):
                g(a)
            return a
        return a


async def f3_try_finally__for__try_finally__call(a, b, c, d, xs, ys):
    try:
        for v in (1, 2):
            try:
                g(0)
            finally:
                g(a)
            continue
    finally:
        g(1)
    g(b)


async def f3_async_for__if_else__try_except_else_finally__call(a, b, c, d, xs, ys):
    async for v in ait(a):
        if a is None:
            try:
                g(0)
            except ValueError:
                g(1)
            else:
                g(2)
            finally:
                g(a)
            return a
        else:
            g(1)
        continue
    return b


def f3_try_except_as__while__with_as__assign(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        while not (a and b):
            with cm(a) as x, cm(b) as y:
                x = g(b)
            continue
        g(9)
    except Exception:
        g(2)
    g(9)
    g(b)


async def f3_for_else__try_except_as__with__call(a, b, c, d, xs, ys):
    for v in range(a):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            with cm(a):
                g(a)
            g(9)
    else:
        g(1)


async def f3_if_else__try_except_else__async_with__return(a, b, c, d, xs, ys):
    if (y := g(a)):
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            async with acm(a) as x:
                return a
        return a
    else:
        g(1)
    return a


async def f3_try_finally__for__if_elif_else__await(a, b, c, d, xs, ys):
    try:
        for v in (1, 2):
            if a and (b or c):
                g(0)
            elif a and b:
                g(1)
            elif a < b < c:
                g(2)
            else:
                await w(a)
            g(9)
        return a
    finally:
        g(1)
    return a
    return b


def f3_for__while__try_except__bare_return(a, b, c, d, xs, ys):
    yield
    for v in {1, 2}:
        while not (a and b):
            try:
                g(0)
            except ValueError:
                return
        g(9)


def f3_with_as__try_except__try_except_else_finally__continue(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
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
                assert a, b
        g(9)
    return a
    return b


def f3_if_elif__for_else__for__raise_from(a, b, c, d, xs, ys):
    yield
    if a and (b or c):
        g(0)
    elif a and b:
        for v in (1, 2):
            g(0)
        else:
            for v in range(a):
                raise ValueError(a) from b


def f3_while_else__try_except_else__with_as__global(a, b, c, d, xs, ys):
    while a in xs:
        g(0)
    else:
        try:
            g(0)
        except ValueError as e:
            with cm(a) as x, cm(b) as y:
                global G1
                G1 = a
        else:
            g(2)
    g(9)
    return b


async def f3_try_except__async_with__if__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        async with acm(a) as x:
            if a:
                pass
            return a
    g(b)


async def f3_if_elif_else__while_else__async_with__return(a, b, c, d, xs, ys):
    if (y := g(a)):
        g(0)
    elif a in xs:
        g(1)
    elif a or b and c:
        while (y := g(a)):
            async with acm(a) as x:
                return a
            continue
        else:
            g(1)
    else:
        g(3)
    return a
    g(b)


async def f3_async_for_else__for__async_for__bare_return(a, b, c, d, xs, ys):
    async for v in ait(a):
        for v in xs:
            async for v in ait(a):
                return
        return a
    else:
        g(1)
    g(b)


async def f3_if_elif__try_finally__async_for__return(a, b, c, d, xs, ys):
    if a and b:
        g(0)
    elif a < b:
        try:
            g(0)
        finally:
            async for v in ait(a):
                return a
    g(b)


def f3_if_elif_else__if_elif__if_else__continue(a, b, c, d, xs, ys):
    yield
    if a is None:
        g(0)
    elif not (a and b):
        g(1)
    elif a < b:
        g(2)
    else:
        if a < b:
            g(0)
        elif a in xs:
            if a or b:
                x = a
                del x
            else:
                g(1)
            g(9)
    g(9)
    g(b)


def f3_try_finally__try_except__if_elif__break(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError:
            if a is None:
                g(0)
            elif a in xs:
                return a
            g(9)
    finally:
        g(1)
    g(b)


def f3_if_elif__with_as__try_except_as__nonlocal_outer(a):
    n1 = 0
    def f3_if_elif__with_as__try_except_as__nonlocal(a, b, c, d, xs, ys):
        if a:
            with cm(a) as x, cm(b) as y:
                try:
                    g(0)
                except (KeyError, IndexError) as e:
                    g(1)
                except Exception:
                    nonlocal n1
                    g(b)
            g(9)
        elif a or b and c:
            g(1)
        g(9)
    return f3_if_elif__with_as__try_except_as__nonlocal


async def f3_with__async_for_else__for_else__pass(a, b, c, d, xs, ys):
    with cm(a):
        async for v in ait(a):
            g(0)
        else:
            for v in xs:
                pass
            else:
                g(1)
            g(9)
    return b


def f3_with__while_else__if_elif_else__assert(a, b, c, d, xs, ys):
    with cm(a):
        while a:
            if a or b:
                assert a, b
            elif not a:
                g(1)
            elif a:
                g(2)
            else:
                g(3)
            return a
        else:
            g(1)
        return a
    g(9)


def f3_try_except_as__with__for_else__call(a, b, c, d, xs, ys):
    yield
    try:
        with cm(a):
            for v in {1, 2}:
                g(0)
            else:
                g(a)
        return a
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    g(9)
    g(b)


def f3_for_else__try_except_else_finally__with_as__assert(a, b, c, d, xs, ys):
    yield
    for v in {1, 2}:
        g(0)
    else:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            with cm(a) as x, cm(b) as y:
                assert a, b
        return a
    g(9)


def f3_if__while_true__try_finally__raise_from(a, b, c, d, xs, ys):
    if (y := g(a)):
        while True:
            try:
                raise ValueError(a) from b
            finally:
                g(1)
            return a
        return a
    g(b)


async def f3_if_elif__if__try_except_as__del(a, b, c, d, xs, ys):
    if a:
        g(0)
    elif a < b:
        if a < b < c:
            try:
                x = a
                del x
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                g(2)
        return a


def f3_try_finally__if_elif__while_true__global(a, b, c, d, xs, ys):
    try:
        if (y := g(a)):
            g(0)
        elif a:
            while 1:
                global G1
                G1 = a
        return a
    finally:
        g(1)
    g(9)


async def f3_try_except_else__try_except_else__async_with__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        try:
            g(0)
        except ValueError as e:
            async with acm(a) as x:
                yield a
            return
        else:
            g(2)
        return
    return


async def f3_async_for_else__try_except_else__while__yield_value(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            while (y := g(a)):
                x = yield a
            g(9)
        except ValueError as e:
            g(1)
        else:
            g(2)
        continue
    else:
        g(1)
    g(9)


def f3_while_true__if__if_else__global(a, b, c, d, xs, ys):
    while True:
        if not (a and b):
            if not a:
                g(0)
            else:
                global G1
                G1 = a
        return a
    g(9)
    return b


async def f3_async_for__async_with__try_except__bare_return(a, b, c, d, xs, ys):
    async for v in ait(a):
        async with acm(a) as x:
            try:
                return
            except ValueError:
                g(1)
            return a
        g(9)
    return a
    return b


def f3_try_except_else__if__try_except_else_finally__augassign(a, b, c, d, xs, ys):
    try:
        if a < b:
            try:
                g(0)
            except ValueError:
                x += 1
            else:
                g(2)
            finally:
                g(3)
    except ValueError as e:
        g(1)
    else:
        g(2)
    return a


def f3_for_else__try_except__with_as__yield_value(a, b, c, d, xs, ys):
    for v in range(a):
        g(0)
    else:
        try:
            with cm(a) as x, cm(b) as y:
                x = yield a
            g(9)
        except ValueError:
            g(1)
    return b


async def f3_async_for_else__if_elif_else__try_except_as__pass(a, b, c, d, xs, ys):
    async for v in ait(a):
        if a is None:
            g(0)
        elif a or b and c:
            g(1)
        elif a and b:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                pass
        else:
            g(3)
        continue
    else:
        g(1)
    return a
    g(b)


def f3_try_finally__try_finally__with_as__pass(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    finally:
        try:
            with cm(a) as x, cm(b) as y:
                pass
        finally:
            g(1)
        g(9)
    return b


def f3_for__if_elif_else__if_elif__lambda(a, b, c, d, xs, ys):
    for v in range(a):
        if not a:
            g(0)
        elif a is None:
            if a or b:
                h = lambda q: q if q else a
                g(h)
            elif not a:
                g(1)
            continue
        elif a or b:
            g(2)
        else:
            g(3)
    return b


def f3_try_except_else_finally__try_except_as__if_else__pass(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            if a:
                g(0)
            else:
                pass
        except Exception:
            g(2)
        return a
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    g(b)


async def f3_while_else__async_for_else__try_except_as__call(a, b, c, d, xs, ys):
    while (y := g(a)):
        async for v in ait(a):
            g(0)
        else:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                g(a)
            except Exception:
                g(2)
            continue
        return a
    else:
        g(1)
    return b


def f3_while__for_else__while__nonlocal_outer(a):
    n1 = 0
    def f3_while__for_else__while__nonlocal(a, b, c, d, xs, ys):
        while a in xs:
            for v in {1, 2}:
                g(0)
            else:
                while a < b:
                    nonlocal n1
                    g(b)
                continue
    return f3_while__for_else__while__nonlocal


async def f3_async_for_else__async_for__try_except_else__raise_from(a, b, c, d, xs, ys):
    async for v in ait(a):
        async for v in ait(a):
            try:
                g(0)
            except ValueError as e:
                raise ValueError(a) from b
            else:
                g(2)
            return a
        continue
    else:
        g(1)
    return b


def f3_try_finally__while_true__with__bare_return(a, b, c, d, xs, ys):
    try:
        while 1:
            with cm(a):
                return
            g(9)
    finally:
        g(1)


def f3_while_true__if__while__augassign(a, b, c, d, xs, ys):
    while True:
        if a or b and c:
            while a:
                x += 1


async def f3_if_else__async_for__if_elif__lambda(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    else:
        async for v in ait(a):
            if not a:
                h = lambda q: q if q else a
                g(h)
            elif a in xs:
                g(1)
    return b


async def f3_try_except_else__async_for_else__try_except_as__lambda(a, b, c, d, xs, ys):
    try:
        async for v in ait(a):
            try:
                h = lambda q: q if q else a
                g(h)
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                g(2)
            return a
        else:
            g(1)
        return a
    except ValueError as e:
        g(1)
    else:
        g(2)


async def f3_try_finally__with_as__async_with__call(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        with cm(a) as x, cm(b) as y:
            async with acm(a) as x:
                g(a)


def f3_try_except_as__if_elif__if_elif__yield_value(a, b, c, d, xs, ys):
    try:
        if (y := g(a)):
            if a and (b or c):
                g(0)
            elif a < b:
                x = yield a
        elif a < b < c:
            g(1)
        return a
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    g(b)


def f3_with__with__while__yield(a, b, c, d, xs, ys):
    with cm(a):
        with cm(a):
            while a is None:
                yield a
            return a
    return a
    return b


async def f3_async_for__while__with__global(a, b, c, d, xs, ys):
    async for v in ait(a):
        while not a:
            with cm(a):
                global G1
                G1 = a
            g(9)
    return b


def f3_try_except_else__with_as__try_except_as__assert(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        with cm(a) as x, cm(b) as y:
            try:
                assert a, b
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                g(2)
        g(9)
    g(9)
    return b


async def f3_while_else__async_for_else__with__yield_value(a, b, c, d, xs, ys):
    while not (a and b):
        g(0)
    else:
        async for v in ait(a):
            g(0)
        else:
            with cm(a):
                x = yield a
            g(9)
    return


async def f3_try_except_else__if_else__async_with__call(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        if a < b < c:
            g(0)
        else:
            async with acm(a) as x:
                g(a)
        return a
    g(b)


async def f3_try_except__if_elif__async_for_else__raise_from(a, b, c, d, xs, ys):
    try:
        if a is None:
            async for v in ait(a):
                g(0)
            else:
                raise ValueError(a) from b
            g(9)
        elif (y := g(a)):
            g(1)
    except ValueError:
        g(1)
    return b


def f3_if_else__try_except_else__while__augassign(a, b, c, d, xs, ys):
    if a or b:
        try:
            while (y := g(a)):
                x += 1
        except ValueError as e:
            g(1)
        else:
            g(2)
    else:
        g(1)
    g(b)


def f3_try_except_else_finally__while_true__with__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        while True:
            with cm(a):
                pass
            continue
    g(b)


def f3_try_finally__try_finally__for__raise_from(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    finally:
        try:
            for v in (1, 2):
                raise ValueError(a) from b
            return a
        finally:
            g(1)
        g(9)
    g(9)
    g(b)


async def f3_try_except_else_finally__while_true__async_for_else__global(a, b, c, d, xs, ys):
    try:
        while 1:
            async for v in ait(a):
                g(0)
            else:
                global G1
                G1 = a
            return a
        g(9)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    g(9)
    g(b)


async def f3_async_with__while__async_for_else__assign(a, b, c, d, xs, ys):
    async with acm(a) as x:
        while a or b and c:
            async for v in ait(a):
                g(0)
            else:
                x = g(b)
    return a


def f3_if_elif_else__try_except__if_else__global(a, b, c, d, xs, ys):
    yield
    if a < b < c:
        try:
            g(0)
        except ValueError:
            if (y := g(a)):
                g(0)
            else:
                global G1
                G1 = a
        g(9)
    elif a < b < c:
        g(1)
    elif a and (b or c):
        g(2)
    else:
        g(3)


def f3_with__for_else__try_except_else_finally__nonlocal_outer(a):
    n1 = 0
    def f3_with__for_else__try_except_else_finally__nonlocal(a, b, c, d, xs, ys):
        with cm(a):
            for v in g(a):
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
        return a
        return b
    return f3_with__for_else__try_except_else_finally__nonlocal


def f3_try_finally__if_elif__with__augassign(a, b, c, d, xs, ys):
    try:
        if a and (b or c):
            with cm(a):
                x += 1
        elif a is None:
            g(1)
    finally:
        g(1)


def f3_try_except_else__with__if__yield_from(a, b, c, d, xs, ys):
    try:
        with cm(a):
            if a in xs:
                yield from xs
            g(9)
    except ValueError as e:
        g(1)
    else:
        g(2)
    g(9)
    g(b)


async def f3_async_for__async_for__try_except__bare_return(a, b, c, d, xs, ys):
    async for v in ait(a):
        async for v in ait(a):
            try:
                g(0)
            except ValueError:
                return
        return a


def f3_try_except_as__try_except__for__assert(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        try:
            g(0)
        except ValueError:
            for v in range(a):
                assert a, b
            return a


async def f3_try_except_as__async_for__if_else__assign(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        async for v in ait(a):
            if not a:
                g(0)
            else:
                x = g(b)
            return a
    except Exception:
        g(2)
    return a
    return b


def f3_for__with__if_elif_else__lambda(a, b, c, d, xs, ys):
    for v in {1, 2}:
        with cm(a):
            if a and (b or c):
                g(0)
            elif a is None:
                g(1)
            elif a and (b or c):
                h = lambda q: q if q else a
                g(h)
            else:
                g(3)
            continue
        g(9)
    return a


async def f3_if_elif_else__for_else__async_with__await(a, b, c, d, xs, ys):
    if not a:
        g(0)
    elif a or b:
        g(1)
    elif (y := g(a)):
        g(2)
    else:
        for v in g(a):
            g(0)
        else:
            async with acm(a) as x:
                await w(a)
    g(b)


async def f3_if_elif_else__if_elif_else__async_for_else__raise(a, b, c, d, xs, ys):
    if a is None:
        g(0)
    elif a in xs:
        if a or b and c:
            g(0)
        elif a or b and c:
            g(1)
        elif not (a and b):
            async for v in ait(a):
                raise ValueError(a)
            else:
                g(1)
            return a
        else:
            g(3)
    elif a or b and c:
        g(2)
    else:
        g(3)
    return b


async def f3_while_true__async_for_else__try_except_else__pass(a, b, c, d, xs, ys):
    while True:
        async for v in ait(a):
            g(0)
        else:
            try:
                pass
            except ValueError as e:
                g(1)
            else:
                g(2)
            g(9)


async def f3_try_finally__try_except_as__async_for__assert(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            async for v in ait(a):
                assert a, b
        g(9)
    g(b)


def f3_try_except_else__if_elif__try_finally__yield(a, b, c, d, xs, ys):
    try:
        if a and (b or c):
            try:
                yield a
            finally:
                g(1)
            g(9)
        elif a is None:
            g(1)
    except ValueError as e:
        g(1)
    else:
        g(2)
    g(b)


async def f3_async_for_else__try_finally__try_finally__assert(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        try:
            try:
                assert a, b
            finally:
                g(1)
        finally:
            g(1)
    return a


def f3_try_except_else_finally__with__while_else__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        with cm(a):
            while a is None:
                g(0)
            else:
                yield from xs
        g(9)
    else:
        g(2)
    finally:
        g(3)
    g(9)


def f3_with_as__try_finally__try_except__bare_return(a, b, c, d, xs, ys):
    yield
    with cm(a) as x, cm(b) as y:
        try:
            try:
                g(0)
            except ValueError:
                return
            g(9)
        finally:
            g(1)


def f3_try_except__try_except_as__try_except__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            try:
                g(0)
            except ValueError:
                x = yield a
            return a
    g(b)


def f3_with__with__if__call(a, b, c, d, xs, ys):
    with cm(a):
        with cm(a):
            if (y := g(a)):
                g(a)
            return a
    g(9)
    return b


async def f3_async_for__while_else__try_except_as__augassign(a, b, c, d, xs, ys):
    async for v in ait(a):
        while a or b and c:
            g(0)
        else:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                x += 1
            except Exception:
                g(2)
    g(9)


def f3_async_for_else__try_except__while_true__nonlocal_outer(a):
    n1 = 0
    async def f3_async_for_else__try_except__while_true__nonlocal(a, b, c, d, xs, ys):
        async for v in ait(a):
            try:
                g(0)
            except ValueError:
                while 1:
                    nonlocal n1
                    g(b)
                continue
            return a
        else:
            g(1)
    return f3_async_for_else__try_except__while_true__nonlocal


def f3_if_elif_else__for__try_except__raise_from(a, b, c, d, xs, ys):
    yield
    if a:
        g(0)
    elif a:
        g(1)
    elif a < b:
        for v in (1, 2):
            try:
                raise ValueError(a) from b
            except ValueError:
                g(1)
    else:
        g(3)
    g(b)


async def f3_try_except_else__try_finally__async_with__lambda(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        try:
            async with acm(a) as x:
                h = lambda q: q if q else a
                g(h)
            g(9)
        finally:
            g(1)


async def f3_with__async_for_else__try_except_else_finally__pass(a, b, c, d, xs, ys):
    with cm(a):
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
            return a
        return a
    g(9)
    g(b)


def f3_for__try_except_as__with__return(a, b, c, d, xs, ys):
    yield
    for v in range(a):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            with cm(a):
                return a
        except Exception:
            g(2)
        continue
    return a
    g(b)


def f3_while_else__try_except_else_finally__while_true__continue(a, b, c, d, xs, ys):
    while a is None:
        g(0)
    else:
        try:
            while 1:
                continue
            g(9)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
    g(b)


async def f3_with_as__with_as__async_with__return(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        with cm(a) as x, cm(b) as y:
            async with acm(a) as x:
                return a
            return a
        g(9)


def f3_with__while_else__if_elif__break(a, b, c, d, xs, ys):
    yield
    with cm(a):
        while a < b:
            g(0)
        else:
            if a and b:
                global G1
                G1 = a
            elif a or b and c:
                g(1)
            g(9)
        g(9)
    g(b)


def f3_try_except_as__with_as__with__assign(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        with cm(a) as x, cm(b) as y:
            with cm(a):
                x = g(b)
            g(9)
        return a
    g(b)


async def f3_if_elif_else__async_for__while_true__assert(a, b, c, d, xs, ys):
    if (y := g(a)):
        g(0)
    elif a is None:
        g(1)
    elif a or b:
        g(2)
    else:
        async for v in ait(a):
            while 1:
                assert a, b
            continue
    g(9)


def f3_for_else__with__if_elif_else__raise(a, b, c, d, xs, ys):
    yield
    for v in g(a):
        g(0)
    else:
        with cm(a):
            if a or b and c:
                raise ValueError(a)
            elif (y := g(a)):
                g(1)
            elif a and (b or c):
                g(2)
            else:
                g(3)
    return b


async def f3_async_for_else__async_for__while__continue(a, b, c, d, xs, ys):
    async for v in ait(a):
        async for v in ait(a):
            while a:
                continue
    else:
        g(1)


async def f3_for_else__while_true__async_for__raise(a, b, c, d, xs, ys):
    for v in (1, 2):
        while True:
            async for v in ait(a):
                raise ValueError(a)
    else:
        g(1)
    g(b)


async def f3_try_finally__if_elif_else__try_finally__raise_from(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        if a is None:
            g(0)
        elif a and b:
            g(1)
        elif not (a and b):
            try:
                g(0)
            finally:
                raise ValueError(a) from b
            g(9)
        else:
            g(3)
    g(b)


async def f3_async_for__try_finally__try_except_else__continue(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        finally:
            try:
                g(0)
            except ValueError as e:
                g(1)
            else:
                continue
        g(9)


def f3_try_finally__try_except_as__if__raise_from(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            if not a:
                raise ValueError(a) from b
            return a
        except Exception:
            g(2)
    return b


async def f3_if_elif_else__if_else__while_true__return(a, b, c, d, xs, ys):
    if a < b < c:
        if not (a and b):
            g(0)
        else:
            while 1:
                return a
        return a
    elif a:
        g(1)
    elif not (a and b):
        g(2)
    else:
        g(3)
    g(9)


async def f3_async_for__async_for__try_except__lambda(a, b, c, d, xs, ys):
    async for v in ait(a):
        async for v in ait(a):
            try:
                g(0)
            except ValueError:
                h = lambda q: q if q else a
                g(h)
        g(9)
    g(9)


async def f3_for_else__while_true__if_elif__await(a, b, c, d, xs, ys):
    for v in (1, 2):
        g(0)
    else:
        while True:
            if not a:
                await w(a)
            elif (y := g(a)):
                g(1)
    g(9)
    g(b)


async def f3_try_except__async_with__while__continue(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        async with acm(a) as x:
            while a:
                continue
    return b


def f3_try_except__try_except_as__if_elif_else__augassign(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            if a or b:
                g(0)
            elif a or b:
                g(1)
            elif (y := g(a)):
                g(2)
            else:
                x += 1
    except ValueError:
        g(1)


async def f3_with__if__async_with__await(a, b, c, d, xs, ys):
    with cm(a):
        if a:
            async with acm(a) as x:
                await w(a)


def f3_try_except_else_finally__while__try_except_else_finally__nonlocal_outer(a):
    n1 = 0
    async def f3_try_except_else_finally__while__try_except_else_finally__nonlocal(a, b, c, d, xs, ys):
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            while a:
                try:
                    g(0)
                except ValueError:
                    g(1)
                else:
                    nonlocal n1
                    g(b)
                finally:
                    g(3)
                return a
    return f3_try_except_else_finally__while__try_except_else_finally__nonlocal


async def f3_while_else__if_elif_else__async_for_else__pass(a, b, c, d, xs, ys):
    while not (a and b):
        if a or b and c:
            g(0)
        elif not a:
            g(1)
        elif a < b:
            async for v in ait(a):
                pass
            else:
                g(1)
        else:
            g(3)
        g(9)
    else:
        g(1)


async def f3_try_except_else__async_for__try_except__pass(a, b, c, d, xs, ys):
    try:
        async for v in ait(a):
            try:
                pass
            except ValueError:
                g(1)
    except ValueError as e:
        g(1)
    else:
        g(2)
    g(b)


async def f3_while__while__while_true__await(a, b, c, d, xs, ys):
    while a in xs:
        while a < b < c:
            while True:
                await w(a)
            return a
    g(b)


async def f3_try_except_as__async_for_else__try_except_as__global(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        async for v in ait(a):
            g(0)
        else:
            try:
                global G1
                G1 = a
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                g(2)
            return a
    return b


def f3_with__with_as__try_except_else_finally__yield_from(a, b, c, d, xs, ys):
    with cm(a):
        with cm(a) as x, cm(b) as y:
            try:
                yield from xs
            except ValueError:
                g(1)
            else:
                g(2)
            finally:
                g(3)
            g(9)
    g(9)


def f3_while_true__try_except_else_finally__if_elif_else__nonlocal_outer(a):
    n1 = 0
    def f3_while_true__try_except_else_finally__if_elif_else__nonlocal(a, b, c, d, xs, ys):
        while True:
            try:
                g(0)
            except ValueError:
                g(1)
            else:
                g(2)
            finally:
                if not a:
                    g(0)
                elif not (a and b):
                    g(1)
                elif a < b:
                    nonlocal n1
                    g(b)
                else:
                    g(3)
                continue
            continue
        g(b)
    return f3_while_true__try_except_else_finally__if_elif_else__nonlocal


async def f3_while__async_for__async_for_else__assert(a, b, c, d, xs, ys):
    while not (a and b):
        async for v in ait(a):
            async for v in ait(a):
                assert a, b
            else:
                g(1)
            continue


def f3_while_else__for__if_elif_else__augassign(a, b, c, d, xs, ys):
    while a < b:
        g(0)
    else:
        for v in range(a):
            if a or b:
                g(0)
            elif not (a and b):
                g(1)
            elif a and (b or c):
                x += 1
            else:
                g(3)
            g(9)
    g(9)
    return b


def f3_while_true__for__try_finally__yield_from(a, b, c, d, xs, ys):
    while 1:
        for v in (1, 2):
            try:
                yield from xs
            finally:
                g(1)
        g(9)


async def f3_async_with__try_except_else_finally__while_true__yield_value(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            while 1:
                x = yield a
    g(9)
    g(b)


async def f3_async_for_else__if_else__try_except_else_finally__break(a, b, c, d, xs, ys):
    async for v in ait(a):
        if a is None:
            g(0)
        else:
            try:
                g(0)
            except ValueError:
                g(1)
            else:
                break
            finally:
                g(3)
            return a
        g(9)
    else:
        g(1)
    g(9)
    g(b)


def f3_try_except_else__with__async_for__nonlocal_outer(a):
    n1 = 0
    async def f3_try_except_else__with__async_for__nonlocal(a, b, c, d, xs, ys):
        try:
            g(0)
        except ValueError as e:
            with cm(a):
                async for v in ait(a):
                    nonlocal n1
                    g(b)
        else:
            g(2)
        g(b)
    return f3_try_except_else__with__async_for__nonlocal


def f3_while_true__try_except_as__while_else__pass(a, b, c, d, xs, ys):
    yield
    while 1:
        try:
            while not (a and b):
                pass
            else:
                g(1)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
        return a
    return b


def f3_with__if__try_except__del(a, b, c, d, xs, ys):
    with cm(a):
        if a and b:
            try:
                g(0)
            except ValueError:
                x = a
                del x
            g(9)
    return a
    return b


async def f3_async_with__for_else__if__global(a, b, c, d, xs, ys):
    async with acm(a) as x:
        for v in xs:
            if a or b and c:
                global G1
                G1 = a
            g(9)
        else:
            g(1)
    return a
    g(b)


def f3_try_except_else_finally__if_elif_else__if_elif__continue(a, b, c, d, xs, ys):
    yield
    try:
        if a < b < c:
            g(0)
        elif a and b:
            g(1)
        elif a:
            g(2)
        else:
            if a is None:
                g(0)
            elif a:
                raise
        g(9)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    return a
    return b


def f3_while_true__if_else__try_finally__reraise(a, b, c, d, xs, ys):
    yield
    while True:
        if (y := g(a)):
            try:
                g(0)
            finally:
                raise
        else:
            g(1)
        g(9)
    g(9)
    g(b)


async def f3_try_except__try_finally__async_for_else__await(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        finally:
            async for v in ait(a):
                await w(a)
            else:
                g(1)
            return a
    except ValueError:
        g(1)
    return b


def f3_with__while__while_else__global(a, b, c, d, xs, ys):
    with cm(a):
        while not a:
            while a in xs:
                g(0)
            else:
                global G1
                G1 = a
            continue
    return a
    g(b)


async def f3_async_for_else__try_except_else__if_elif__del(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            if a or b and c:
                g(0)
            elif a:
                x = a
                del x
            return a
        except ValueError as e:
            g(1)
        else:
            g(2)
        g(9)
    else:
        g(1)
    return b


def f3_if_elif__if__try_except_as__raise_from(a, b, c, d, xs, ys):
    if a and (b or c):
        if a < b < c:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                raise ValueError(a) from b
            except Exception:
                g(2)
            g(9)
        g(9)
    elif a < b < c:
        g(1)


def f3_while_else__try_except__while_else__call(a, b, c, d, xs, ys):
    yield
    while not (a and b):
        try:
            g(0)
        except ValueError:
            while not a:
                g(a)
            else:
                g(1)
        continue
    else:
        g(1)


async def f3_with_as__try_finally__with__reraise(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            g(0)
        finally:
            with cm(a):
                raise
            return a
        g(9)
    return b


async def f3_while_true__async_with__try_except__del(a, b, c, d, xs, ys):
    while True:
        async with acm(a) as x:
            try:
                x = a
                del x
            except ValueError:
                g(1)
            return a


async def f3_async_for__try_except__if__global(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except ValueError:
            if a or b and c:
                global G1
                G1 = a
        continue
    return b


def f3_try_except_else__while__try_except_as__global(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        while a < b < c:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                global G1
                G1 = a
            except Exception:
                g(2)
    g(9)
    g(b)


async def f3_async_with__try_except_else__with__raise_from(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            with cm(a):
                raise ValueError(a) from b
            return a
        except ValueError as e:
            g(1)
        else:
            g(2)
        return a


async def f3_try_except_else__for__try_finally__await(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        for v in xs:
            try:
                g(0)
            finally:
                await w(a)
            g(9)
    return a
    g(b)


def f3_try_finally__try_except_else_finally__while_true__del(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            while 1:
                x = a
                del x
        finally:
            g(3)
    g(b)


def f3_with_as__while_else__for__bare_return(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        while (y := g(a)):
            g(0)
        else:
            for v in {1, 2}:
                return
        return a
    g(9)
    return b


async def f3_while_else__while_true__async_for__pass(a, b, c, d, xs, ys):
    while a is None:
        while True:
            async for v in ait(a):
                pass
            return a
        return a
    else:
        g(1)
    g(b)


def f3_for_else__while__with__nonlocal_outer(a):
    n1 = 0
    async def f3_for_else__while__with__nonlocal(a, b, c, d, xs, ys):
        for v in (1, 2):
            while a:
                with cm(a):
                    nonlocal n1
                    g(b)
            g(9)
        else:
            g(1)
        g(b)
    return f3_for_else__while__with__nonlocal


async def f3_if_elif__try_except_else__async_for_else__call(a, b, c, d, xs, ys):
    if a and (b or c):
        try:
            g(0)
        except ValueError as e:
            async for v in ait(a):
                g(0)
            else:
                g(a)
        else:
            g(2)
        g(9)
    elif a < b:
        g(1)
    return b


def f3_try_except__while_else__while_else__assign(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except ValueError:
        while a < b < c:
            g(0)
        else:
            while a < b:
                g(0)
            else:
                x = g(b)
            g(9)
        return a


def f3_for_else__while_true__if_elif__yield_from(a, b, c, d, xs, ys):
    for v in xs:
        while 1:
            if a < b:
                yield from xs
            elif a in xs:
                g(1)
            g(9)
        return a
    else:
        g(1)
    return b


def f3_while_true__while_true__try_finally__del(a, b, c, d, xs, ys):
    while 1:
        while True:
            try:
                g(0)
            finally:
                x = a
                del x
            continue
        continue
    g(b)


async def f3_try_except_as__while_else__async_for__await(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        while a is None:
            g(0)
        else:
            async for v in ait(a):
                await w(a)
            return a
        g(9)
    g(b)


async def f3_async_for__if_else__while__global(a, b, c, d, xs, ys):
    async for v in ait(a):
        if not a:
            while a and (b or c):
                global G1
                G1 = a
            continue
        else:
            g(1)
        return a
    g(b)


async def f3_async_with__async_with__async_for_else__assign(a, b, c, d, xs, ys):
    async with acm(a) as x:
        async with acm(a) as x:
            async for v in ait(a):
                g(0)
            else:
                x = g(b)
    g(9)


def f3_with__try_finally__if_elif_else__return(a, b, c, d, xs, ys):
    with cm(a):
        try:
            if a < b < c:
                g(0)
            elif (y := g(a)):
                g(1)
            elif a < b < c:
                g(2)
            else:
                return a
        finally:
            g(1)


async def f3_try_except_as__async_for__while__global(a, b, c, d, xs, ys):
    try:
        async for v in ait(a):
            while a in xs:
                global G1
                G1 = a
            continue
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)


async def f3_for__with__async_for__call(a, b, c, d, xs, ys):
    for v in xs:
        with cm(a):
            async for v in ait(a):
                g(a)
            continue
        continue
    return b


async def f3_async_with__try_except__if_elif_else__call(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        except ValueError:
            if a < b:
                g(a)
            elif a in xs:
                g(1)
            elif a < b:
                g(2)
            else:
                g(3)
    return a
    return b


def f3_try_finally__for__try_except_else__global(a, b, c, d, xs, ys):
    try:
        for v in range(a):
            try:
                g(0)
            except ValueError as e:
                global G1
                G1 = a
            else:
                g(2)
        return a
    finally:
        g(1)
    g(b)


async def f3_while_true__async_with__if_elif_else__return(a, b, c, d, xs, ys):
    while 1:
        async with acm(a) as x:
            if (y := g(a)):
                return a
            elif a is None:
                g(1)
            elif a and b:
                g(2)
            else:
                g(3)
        continue
    return a
    return b


async def f3_with_as__if_elif__if_elif__global(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        if a in xs:
            if not (a and b):
                global G1
                G1 = a
            elif a and (b or c):
                g(1)
        elif a is None:
            g(1)
    g(b)


def f3_try_except_else_finally__while_else__try_except__continue(a, b, c, d, xs, ys):
    yield
    try:
        while (y := g(a)):
            try:
                g(0)
            except ValueError:
                continue
            return a
        else:
            g(1)
        g(9)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    return b


def f3_try_except__if_elif__async_for_else__nonlocal_outer(a):
    n1 = 0
    async def f3_try_except__if_elif__async_for_else__nonlocal(a, b, c, d, xs, ys):
        try:
            g(0)
        except ValueError:
            if a or b:
                async for v in ait(a):
                    g(0)
                else:
                    nonlocal n1
                    g(b)
            elif a or b and c:
                g(1)
            g(9)
        return a
    return f3_try_except__if_elif__async_for_else__nonlocal


async def f3_try_except__for__async_for_else__bare_return(a, b, c, d, xs, ys):
    try:
        for v in xs:
            async for v in ait(a):
                return
            else:
                g(1)
        g(9)
    except ValueError:
        g(1)


def f3_try_except_else_finally__try_except__while_true__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        try:
            while True:
                yield a
        except ValueError:
            g(1)
        g(9)
    else:
        g(2)
    finally:
        g(3)
    return b


def f3_with__while__for__raise_from(a, b, c, d, xs, ys):
    with cm(a):
        while not (a and b):
            for v in range(a):
                raise ValueError(a) from b
            g(9)


def f3_try_except__async_for__try_except_else_finally__nonlocal_outer(a):
    n1 = 0
    async def f3_try_except__async_for__try_except_else_finally__nonlocal(a, b, c, d, xs, ys):
        try:
            async for v in ait(a):
                try:
                    nonlocal n1
                    g(b)
                except ValueError:
                    g(1)
                else:
                    g(2)
                finally:
                    g(3)
                return a
        except ValueError:
            g(1)
        g(9)
        g(b)
    return f3_try_except__async_for__try_except_else_finally__nonlocal


async def f3_async_with__try_except_else_finally__while_true__bare_return(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            while True:
                return
            g(9)
        finally:
            g(3)
        return a
    return b


async def f3_try_finally__async_for_else__try_except_else__yield_from(a, b, c, d, xs, ys):
    try:
        async for v in ait(a):
            g(0)
        else:
            try:
                g(0)
            except ValueError as e:
                g(a)
            else:
                g(2)
            g(9)
    finally:
        g(1)
    return a
    g(b)


async def f3_if_elif_else__try_except_else_finally__async_for_else__augassign(a, b, c, d, xs, ys):
    if a or b:
        g(0)
    elif not a:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            async for v in ait(a):
                g(0)
            else:
                x += 1
            g(9)
        return a
    elif a < b:
        g(2)
    else:
        g(3)
    return a
    return b


async def f3_try_except_else_finally__async_for_else__try_except__await(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        async for v in ait(a):
            try:
                await w(a)
            except ValueError:
                g(1)
        else:
            g(1)
    finally:
        g(3)
    return a


def f3_try_except__while__while__raise_from(a, b, c, d, xs, ys):
    yield
    try:
        while a and (b or c):
            while a and b:
                raise ValueError(a) from b
    except ValueError:
        g(1)
    g(b)


def f3_try_except_else__if_else__try_except_else__global(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        if a and b:
            try:
                global G1
                G1 = a
            except ValueError as e:
                g(1)
            else:
                g(2)
        else:
            g(1)
        g(9)
    else:
        g(2)


def f3_if__with__try_except_else__reraise(a, b, c, d, xs, ys):
    if a < b < c:
        with cm(a):
            try:
                g(0)
            except ValueError as e:
                raise
            else:
                g(2)
    g(b)


async def f3_if__async_for__if_elif_else__return(a, b, c, d, xs, ys):
    if (y := g(a)):
        async for v in ait(a):
            if (y := g(a)):
                g(0)
            elif a < b < c:
                return a
            elif not a:
                g(2)
            else:
                g(3)
            return a


async def f3_for_else__async_for_else__try_except__raise_from(a, b, c, d, xs, ys):
    for v in xs:
        async for v in ait(a):
            try:
                g(0)
            except ValueError:
                raise ValueError(a) from b
            return a
        else:
            g(1)
        return a
    else:
        g(1)
    g(9)
    g(b)


async def f3_with__while__async_for__call(a, b, c, d, xs, ys):
    with cm(a):
        while not a:
            async for v in ait(a):
                g(a)
    return a


def f3_while__try_except_as__if_elif_else__assert(a, b, c, d, xs, ys):
    while a or b and c:
        try:
            if not (a and b):
                g(0)
            elif a in xs:
                g(1)
            elif a or b and c:
                g(2)
            else:
                assert a, b
            return a
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)


async def f3_try_except_else__async_for__for__return(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        async for v in ait(a):
            for v in (1, 2):
                return a
        return a
    return b


def f3_with__try_except_else__if__yield_from(a, b, c, d, xs, ys):
    with cm(a):
        try:
            if a:
                yield from xs
            g(9)
        except ValueError as e:
            g(1)
        else:
            g(2)
        return a


async def f3_try_except_as__if_else__async_for__return(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        if a or b and c:
            g(0)
        else:
            async for v in ait(a):
                return a
    except Exception:
        g(2)
    return b


async def f3_async_with__try_except__with__bare_return(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            g(0)
        except ValueError:
            with cm(a):
                return
        return a
    g(9)


async def f3_for__for_else__async_for_else__augassign(a, b, c, d, xs, ys):
    for v in range(a):
        for v in g(a):
            g(0)
        else:
            async for v in ait(a):
                g(0)
            else:
                x += 1
    g(b)


def f3_while__if_else__try_finally__yield_value(a, b, c, d, xs, ys):
    while a in xs:
        if not (a and b):
            g(0)
        else:
            try:
                g(0)
            finally:
                x = yield a
            return a
        g(9)
    return a
    g(b)


def f3_if__try_except_as__try_except_as__return(a, b, c, d, xs, ys):
    if a < b < c:
        try:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                return a
            except Exception:
                g(2)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
        return a
    return b


def f3_with__if_else__with_as__yield_value(a, b, c, d, xs, ys):
    with cm(a):
        if a is None:
            g(0)
        else:
            with cm(a) as x, cm(b) as y:
                x = yield a


async def f3_if_elif_else__while_true__try_finally__bare_return(a, b, c, d, xs, ys):
    if a in xs:
        g(0)
    elif a or b:
        g(1)
    elif a and (b or c):
        g(2)
    else:
        while True:
            try:
                g(0)
            finally:
                return
    return a


async def f3_async_for__for_else__while_else__augassign(a, b, c, d, xs, ys):
    async for v in ait(a):
        for v in xs:
            g(0)
        else:
            while a and b:
                x += 1
            else:
                g(1)
            continue
        continue
    g(b)


async def f3_while_true__while__for__await(a, b, c, d, xs, ys):
    while True:
        while not (a and b):
            for v in {1, 2}:
                await w(a)
            return a
        continue
    return b


def f3_if_elif_else__for_else__try_except__del(a, b, c, d, xs, ys):
    if not (a and b):
        for v in range(a):
            g(0)
        else:
            try:
                x = a
                del x
            except ValueError:
                g(1)
            g(9)
    elif a or b:
        g(1)
    elif a:
        g(2)
    else:
        g(3)
    return a
    g(b)


def f3_for__try_except_else__try_except_as__raise_from(a, b, c, d, xs, ys):
    for v in (1, 2):
        try:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                raise ValueError(a) from b
            except Exception:
                g(2)
        except ValueError as e:
            g(1)
        else:
            g(2)
    g(b)


def f3_for_else__try_except__while__bare_return(a, b, c, d, xs, ys):
    for v in xs:
        g(0)
    else:
        try:
            g(0)
        except ValueError:
            while a is None:
                return
        g(9)
    g(b)


async def f3_for__for_else__async_for__reraise(a, b, c, d, xs, ys):
    for v in {1, 2}:
        for v in range(a):
            async for v in ait(a):
                raise
            return a
        else:
            g(1)
        return a
    return a
    g(b)


async def f3_async_for_else__while__while__assign(a, b, c, d, xs, ys):
    async for v in ait(a):
        while a in xs:
            while a < b:
                x = g(b)
            continue
    else:
        g(1)
    g(9)


async def f3_while_true__with_as__async_for_else__assign(a, b, c, d, xs, ys):
    while True:
        with cm(a) as x, cm(b) as y:
            async for v in ait(a):
                x = g(b)
            else:
                g(1)
            return a
        continue
    return a
    return b


async def f3_with_as__async_for__with_as__assert(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        async for v in ait(a):
            with cm(a) as x, cm(b) as y:
                assert a, b
    return a
    return b


async def f3_try_except_else_finally__async_with__if__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        async with acm(a) as x:
            if a:
                raise ValueError(a) from b
    else:
        g(2)
    finally:
        g(3)
    return a


def f3_if_elif_else__while__with__pass(a, b, c, d, xs, ys):
    if a:
        g(0)
    elif a in xs:
        g(1)
    elif a and (b or c):
        g(2)
    else:
        while not (a and b):
            with cm(a):
                pass
    return a


def f3_try_finally__if_elif__try_except__assert(a, b, c, d, xs, ys):
    try:
        if a:
            try:
                g(0)
            except ValueError:
                assert a, b
        elif a and b:
            g(1)
    finally:
        g(1)


async def f3_if_elif_else__if__try_except_as__reraise(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    elif not (a and b):
        if a is None:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                raise
            except Exception:
                g(2)
    elif (y := g(a)):
        g(2)
    else:
        g(3)


def f3_try_except_else__try_except_else__try_except__bare_return(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        try:
            g(0)
        except ValueError as e:
            try:
                return
            except ValueError:
                g(1)
        else:
            g(2)
        return a
    g(b)


async def f3_async_with__try_except_else__if_else__raise_from(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            if not (a and b):
                g(0)
            else:
                raise ValueError(a) from b
            g(9)
        except ValueError as e:
            g(1)
        else:
            g(2)
    return a
    return b


def f3_while_true__for_else__with__lambda(a, b, c, d, xs, ys):
    while 1:
        for v in g(a):
            with cm(a):
                h = lambda q: q if q else a
                g(h)
        else:
            g(1)
        continue
    return a


async def f3_async_for__if_else__async_with__yield(a, b, c, d, xs, ys):
    async for v in ait(a):
        if a and b:
            g(0)
        else:
            async with acm(a) as x:
                yield a
            g(9)


def f3_async_for__if_elif__try_except_else__nonlocal_outer(a):
    n1 = 0
    async def f3_async_for__if_elif__try_except_else__nonlocal(a, b, c, d, xs, ys):
        async for v in ait(a):
            if a < b < c:
                g(0)
            elif a < b < c:
                try:
                    nonlocal n1
                    g(b)
                except ValueError as e:
                    g(1)
                else:
                    g(2)
                return a
        g(b)
    return f3_async_for__if_elif__try_except_else__nonlocal


def f3_async_for__async_with__for_else__nonlocal_outer(a):
    n1 = 0
    async def f3_async_for__async_with__for_else__nonlocal(a, b, c, d, xs, ys):
        async for v in ait(a):
            async with acm(a) as x:
                for v in range(a):
                    g(0)
                else:
                    nonlocal n1
                    g(b)
        g(b)
    return f3_async_for__async_with__for_else__nonlocal


def f3_if__while_true__try_except_else_finally__pass(a, b, c, d, xs, ys):
    if not (a and b):
        while True:
            try:
                g(0)
            except ValueError:
                g(1)
            else:
                g(2)
            finally:
                pass
        return a
    g(b)


async def f3_async_for_else__if_elif__try_except__raise(a, b, c, d, xs, ys):
    async for v in ait(a):
        if a and b:
            g(0)
        elif a and (b or c):
            try:
                raise ValueError(a)
            except ValueError:
                g(1)
        continue
    else:
        g(1)


def f3_try_except_as__while_true__while__augassign(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        while 1:
            while not (a and b):
                x += 1
    return a


def f3_if_else__with__try_except_else_finally__global(a, b, c, d, xs, ys):
    yield
    if (y := g(a)):
        with cm(a):
            try:
                global G1
                G1 = a
            except ValueError:
                g(1)
            else:
                g(2)
            finally:
                g(3)
        g(9)
    else:
        g(1)
    return b


async def f3_with__async_with__if_elif_else__raise(a, b, c, d, xs, ys):
    with cm(a):
        async with acm(a) as x:
            if a < b:
                raise ValueError(a)
            elif a or b and c:
                g(1)
            elif a and (b or c):
                g(2)
            else:
                g(3)
    return a
    return b


def f3_if_elif_else__try_except_else__try_except__global(a, b, c, d, xs, ys):
    if a or b:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            try:
                g(0)
            except ValueError:
                global G1
                G1 = a
    elif a and b:
        g(1)
    elif a:
        g(2)
    else:
        g(3)
    return a
    g(b)


async def f3_async_for_else__for__async_for_else__await(a, b, c, d, xs, ys):
    async for v in ait(a):
        for v in range(a):
            async for v in ait(a):
                g(0)
            else:
                await w(a)
            g(9)
        return a
    else:
        g(1)
    g(b)


async def f3_try_except_else__async_with__for_else__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        async with acm(a) as x:
            for v in range(a):
                g(0)
            else:
                assert a, b
            g(9)


async def f3_try_except_else_finally__try_except_else_finally__while__await(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            while a and b:
                await w(a)
            g(9)
    finally:
        g(3)


def f3_try_except_as__while_else__try_except_as__raise(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        while a < b < c:
            g(0)
        else:
            try:
                raise ValueError(a)
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                g(2)
        return a
    except Exception:
        g(2)
    return a
    g(b)


async def f3_with_as__async_with__try_except_as__yield(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        async with acm(a) as x:
            try:
                yield a
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                g(2)
            return


def f3_try_except_else_finally__try_except_else__try_except_else__bare_return(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        try:
            try:
                g(0)
            except ValueError as e:
                g(1)
            else:
                return
        except ValueError as e:
            g(1)
        else:
            g(2)
        return a
    finally:
        g(3)
    g(b)


async def f3_async_for_else__if_else__try_except_else__call(a, b, c, d, xs, ys):
    async for v in ait(a):
        if (y := g(a)):
            g(0)
        else:
            try:
                g(0)
            except ValueError as e:
                g(1)
            else:
                g(a)
            g(9)
        return a
    else:
        g(1)


def f3_for__if_elif_else__try_except_else_finally__yield_value(a, b, c, d, xs, ys):
    for v in xs:
        if a or b:
            try:
                g(0)
            except ValueError:
                x = yield a
            else:
                g(2)
            finally:
                g(3)
            continue
        elif (y := g(a)):
            g(1)
        elif a and b:
            g(2)
        else:
            g(3)
        continue
    return a
    g(b)


def f3_try_except_as__if__try_except_as__reraise(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        if a < b:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                raise
            return a


async def f3_async_for__while_else__while_true__return(a, b, c, d, xs, ys):
    async for v in ait(a):
        while a or b and c:
            g(0)
        else:
            while 1:
                return a


async def f3_try_except_else__async_for__try_except_else_finally__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        async for v in ait(a):
            try:
                x += 1
            except ValueError:
                g(1)
            else:
                g(2)
            finally:
                g(3)
            continue
        g(9)
    else:
        g(2)


def f3_while__if_else__if__yield_value(a, b, c, d, xs, ys):
    while not a:
        if a:
            if a:
                x = yield a
        else:
            g(1)
        continue
    g(b)


async def f3_while_else__if_elif_else__async_with__del(a, b, c, d, xs, ys):
    while a and (b or c):
        g(0)
    else:
        if a:
            g(0)
        elif a in xs:
            g(1)
        elif a:
            g(2)
        else:
            async with acm(a) as x:
                x = a
                del x
        return a
    return b


async def f3_while_else__async_with__if__continue(a, b, c, d, xs, ys):
    while a and (b or c):
        g(0)
    else:
        async with acm(a) as x:
            if a and (b or c):
                x = g(b)
    g(9)
    g(b)


def f3_with_as__try_finally__for__yield_value(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            g(0)
        finally:
            for v in xs:
                x = yield a
            g(9)
        return a


def f3_try_except_else__while_true__while_true__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        while 1:
            while True:
                yield from xs
            return a
        return a
    else:
        g(2)
    g(9)
    g(b)


async def f3_while_true__async_for__try_except_as__raise_from(a, b, c, d, xs, ys):
    while True:
        async for v in ait(a):
            try:
                g(0)
            except (KeyError, IndexError) as e:
                raise ValueError(a) from b
            except Exception:
                g(2)
        g(9)
    g(9)
    return b


async def f3_while_else__if_elif__if_else__pass(a, b, c, d, xs, ys):
    while a:
        g(0)
    else:
        if not (a and b):
            g(0)
        elif a in xs:
            if a < b < c:
                g(0)
            else:
                pass
        g(9)
    return b


async def f3_if__try_except_else_finally__try_except_else_finally__reraise(a, b, c, d, xs, ys):
    if a and b:
        try:
            try:
                g(0)
            except ValueError:
                raise
            else:
                g(2)
            finally:
                g(3)
            g(9)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
    return b


async def f3_async_for_else__async_with__async_with__lambda(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        async with acm(a) as x:
            async with acm(a) as x:
                h = lambda q: q if q else a
                g(h)
            return a
    return a
    g(b)


def f3_for_else__if__try_except__pass(a, b, c, d, xs, ys):
    yield
    for v in xs:
        if not (a and b):
            try:
                pass
            except ValueError:
                g(1)
            return a
    else:
        g(1)
    return b


def f3_for__while_true__if__break(a, b, c, d, xs, ys):
    for v in {1, 2}:
        while True:
            if a or b and c:
                break
            g(9)
        return a
    return a
    g(b)


async def f3_if__if_elif_else__async_for__yield_value(a, b, c, d, xs, ys):
    if a and (b or c):
        if a or b:
            g(0)
        elif (y := g(a)):
            async for v in ait(a):
                x = yield a
            g(9)
        elif a in xs:
            g(2)
        else:
            g(3)
        return
    g(b)


async def f3_try_except_else_finally__for__async_for_else__raise(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        for v in range(a):
            async for v in ait(a):
                raise ValueError(a)
            else:
                g(1)
            return a
    else:
        g(2)
    finally:
        g(3)
    return a
    return b


async def f3_for__try_except_else_finally__with_as__global(a, b, c, d, xs, ys):
    for v in g(a):
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            with cm(a) as x, cm(b) as y:
                global G1
                G1 = a
        finally:
            g(3)
    g(b)


def f3_if__with__try_except_else_finally__global(a, b, c, d, xs, ys):
    if a or b and c:
        with cm(a):
            try:
                g(0)
            except ValueError:
                g(1)
            else:
                global G1
                G1 = a
            finally:
                g(3)
        return a
    g(b)


async def f3_async_for__if_else__while_true__raise_from(a, b, c, d, xs, ys):
    async for v in ait(a):
        if not (a and b):
            g(0)
        else:
            while True:
                raise ValueError(a) from b
            g(9)
        continue
    g(9)
    g(b)


async def f3_async_with__if_elif__try_except_else_finally__return(a, b, c, d, xs, ys):
    async with acm(a) as x:
        if a is None:
            g(0)
        elif a or b and c:
            try:
                return a
            except ValueError:
                g(1)
            else:
                g(2)
            finally:
                g(3)
            g(9)
    return b


def f3_if__for_else__while_else__yield_from(a, b, c, d, xs, ys):
    if a or b:
        for v in (1, 2):
            g(0)
        else:
            while a < b:
                yield from xs
            else:
                g(1)


def f3_while__try_finally__if__global(a, b, c, d, xs, ys):
    while not (a and b):
        try:
            if a and b:
                global G1
                G1 = a
            return a
        finally:
            g(1)
        return a


async def f3_try_except__if__async_for_else__global(a, b, c, d, xs, ys):
    try:
        if a is None:
            async for v in ait(a):
                global G1
                G1 = a
            else:
                g(1)
    except ValueError:
        g(1)
    return b


def f3_try_except_else_finally__try_except_else_finally__while_else__global(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            while a and (b or c):
                g(0)
            else:
                global G1
                G1 = a
            g(9)
        finally:
            g(3)
    finally:
        g(3)
    g(9)


async def f3_for__try_except__async_for__return(a, b, c, d, xs, ys):
    for v in g(a):
        try:
            async for v in ait(a):
                return a
        except ValueError:
            g(1)


async def f3_async_for_else__while_else__try_finally__reraise(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        while a or b and c:
            try:
                raise
            finally:
                g(1)
        else:
            g(1)
    return a


def f3_try_except_else_finally__try_except_else_finally__if_else__yield_value(a, b, c, d, xs, ys):
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
            if not (a and b):
                x = yield a
            else:
                g(1)
            return a
    else:
        g(2)
    finally:
        g(3)
    g(9)
    g(b)


async def f3_async_with__try_except_else_finally__async_with__yield(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            async with acm(a) as x:
                yield a
            return
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)


def f3_async_with__try_except__try_except_as__nonlocal_outer(a):
    n1 = 0
    async def f3_async_with__try_except__try_except_as__nonlocal(a, b, c, d, xs, ys):
        async with acm(a) as x:
            try:
                g(0)
            except ValueError:
                try:
                    g(0)
                except (KeyError, IndexError) as e:
                    nonlocal n1
                    g(b)
                except Exception:
                    g(2)
    return f3_async_with__try_except__try_except_as__nonlocal


def f3_if_else__try_except__try_except__nonlocal_outer(a):
    n1 = 0
    def f3_if_else__try_except__try_except__nonlocal(a, b, c, d, xs, ys):
        if a:
            try:
                g(0)
            except ValueError:
                try:
                    g(0)
                except ValueError:
                    nonlocal n1
                    g(b)
                return a
        else:
            g(1)
        return b
    return f3_if_else__try_except__try_except__nonlocal


def f3_for__if__for_else__yield_value(a, b, c, d, xs, ys):
    for v in (1, 2):
        if a or b and c:
            for v in xs:
                g(0)
            else:
                x = yield a
            g(9)
    return b


def f3_if_elif__with_as__try_finally__break_outer(a):
    n1 = 0
    def f3_if_elif__with_as__try_finally__break(a, b, c, d, xs, ys):
        if a < b < c:
            g(0)
        elif a < b:
            with cm(a) as x, cm(b) as y:
                try:
                    g(0)
                finally:
                    nonlocal n1
                    g(b)
            return a
        g(9)
        return b
    return f3_if_elif__with_as__try_finally__break


def f3_with__while_true__for_else__lambda(a, b, c, d, xs, ys):
    with cm(a):
        while 1:
            for v in g(a):
                h = lambda q: q if q else a
                g(h)
            else:
                g(1)
    g(9)
    return b


async def f3_async_with__if_else__for_else__await(a, b, c, d, xs, ys):
    async with acm(a) as x:
        if a:
            g(0)
        else:
            for v in range(a):
                g(0)
            else:
                await w(a)


async def f3_async_for__try_except__async_for__lambda(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except ValueError:
            async for v in ait(a):
                h = lambda q: q if q else a
                g(h)
        g(9)
    g(b)


def f3_with_as__with_as__if_else__pass(a, b, c, d, xs, ys):
    yield
    with cm(a) as x, cm(b) as y:
        with cm(a) as x, cm(b) as y:
            if not (a and b):
                pass
            else:
                g(1)
            g(9)
    return b


def f3_try_except_else__with_as__while_true__return(a, b, c, d, xs, ys):
    try:
        with cm(a) as x, cm(b) as y:
            while True:
                return a
    except ValueError as e:
        g(1)
    else:
        g(2)
    return a
    g(b)


def f3_if__try_except_else_finally__if_elif__yield(a, b, c, d, xs, ys):
    if a or b:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            if a or b and c:
                yield a
            elif a < b:
                g(1)
        finally:
            g(3)
    return b


def f3_if_elif_else__try_except__if_else__assert(a, b, c, d, xs, ys):
    if a in xs:
        g(0)
    elif a is None:
        g(1)
    elif a and b:
        try:
            g(0)
        except ValueError:
            if a < b < c:
                g(0)
            else:
                assert a, b
            return a
    else:
        g(3)
    g(9)
    g(b)


async def f3_if_elif__try_except_else__async_for_else__yield_from(a, b, c, d, xs, ys):
    if a:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            async for v in ait(a):
                g(0)
            else:
                x = g(b)
            return a
        g(9)
    elif a < b < c:
        g(1)
    return b


async def f3_if__with_as__if_else__assert(a, b, c, d, xs, ys):
    if a in xs:
        with cm(a) as x, cm(b) as y:
            if a and b:
                g(0)
            else:
                assert a, b
        return a
    return b


def f3_async_for_else__try_except__try_except__continue_outer(a):
    n1 = 0
    async def f3_async_for_else__try_except__try_except__continue(a, b, c, d, xs, ys):
        async for v in ait(a):
            g(0)
        else:
            try:
                try:
                    nonlocal n1
                    g(b)
                except ValueError:
                    g(1)
            except ValueError:
                g(1)
            return a
        return a
    return f3_async_for_else__try_except__try_except__continue


async def f3_if_elif__try_except__async_with__pass(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    elif a:
        try:
            async with acm(a) as x:
                pass
            g(9)
        except ValueError:
            g(1)
        g(9)
    g(9)
    return b


async def f3_while__if_elif_else__async_for__raise_from(a, b, c, d, xs, ys):
    while a is None:
        if a < b < c:
            g(0)
        elif a or b:
            async for v in ait(a):
                raise ValueError(a) from b
            return a
        elif (y := g(a)):
            g(2)
        else:
            g(3)
        continue
    g(9)
    return b


def f3_if_elif__try_except__while__raise_from(a, b, c, d, xs, ys):
    if a or b:
        g(0)
    elif a is None:
        try:
            while a and (b or c):
                raise ValueError(a) from b
        except ValueError:
            g(1)
    return a


async def f3_with_as__if_elif__while_true__del(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        if a and b:
            while 1:
                x = a
                del x
        elif a and (b or c):
            g(1)
    g(b)


async def f3_try_except_else_finally__for_else__while__augassign(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        for v in g(a):
            while a in xs:
                x += 1
            return a
        else:
            g(1)
    g(9)


def f3_try_except_else_finally__while_true__try_except_as__continue(a, b, c, d, xs, ys):
    try:
        while True:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                continue
            except Exception:
                g(2)
            return a
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)


def f3_while__while_else__try_except_as__bare_return(a, b, c, d, xs, ys):
    while a in xs:
        while not (a and b):
            g(0)
        else:
            try:
                return
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                g(2)
            return a
        return a


async def f3_async_for__while__while_else__break(a, b, c, d, xs, ys):
    async for v in ait(a):
        while (y := g(a)):
            while a < b:
                g(0)
            else:
                break
            continue
        return a


def f3_try_except_as__try_except_as__try_finally__raise(a, b, c, d, xs, ys):
    try:
        try:
            try:
                raise ValueError(a)
            finally:
                g(1)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            g(2)
        g(9)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    return b


def f3_with_as__while__try_except__reraise(a, b, c, d, xs, ys):
    yield
    with cm(a) as x, cm(b) as y:
        while a in xs:
            try:
                raise
            except ValueError:
                g(1)
        g(9)


def f3_while_else__try_except_as__while_true__call(a, b, c, d, xs, ys):
    while a or b and c:
        g(0)
    else:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            while True:
                g(a)
        except Exception:
            g(2)
        g(9)


def f3_try_except__for_else__if_else__yield(a, b, c, d, xs, ys):
    try:
        for v in {1, 2}:
            if a:
                yield a
            else:
                g(1)
            continue
        else:
            g(1)
        return a
    except ValueError:
        g(1)
    return a
    return b


async def f3_if_elif_else__async_for__while__raise_from(a, b, c, d, xs, ys):
    if a:
        g(0)
    elif a and b:
        async for v in ait(a):
            while not a:
                raise ValueError(a) from b
    elif not (a and b):
        g(2)
    else:
        g(3)


async def f3_with_as__try_except__try_finally__return(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            try:
                g(0)
            finally:
                return a
            g(9)
        except ValueError:
            g(1)


async def f3_while_true__try_except_else__try_except_else_finally__call(a, b, c, d, xs, ys):
    while 1:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            try:
                g(0)
            except ValueError:
                g(1)
            else:
                g(a)
            finally:
                g(3)
            continue
        g(9)
    g(b)


def f3_try_except__if_elif_else__with__return(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        if a < b < c:
            g(0)
        elif a:
            with cm(a):
                return a
            return a
        elif a and (b or c):
            g(2)
        else:
            g(3)
        return a
    g(b)


def f3_try_except_else_finally__if_else__try_except_else__yield_value(a, b, c, d, xs, ys):
    try:
        if a or b:
            try:
                x = yield a
            except ValueError as e:
                g(1)
            else:
                g(2)
        else:
            g(1)
        return a
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    return a
    g(b)


def f3_while__if_elif_else__try_finally__raise_from(a, b, c, d, xs, ys):
    while a < b < c:
        if not a:
            g(0)
        elif a or b and c:
            g(1)
        elif not a:
            g(2)
        else:
            try:
                raise ValueError(a) from b
            finally:
                g(1)
    return a
    g(b)


def f3_if_elif_else__try_finally__while_true__assign(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    elif a:
        g(1)
    elif a < b < c:
        g(2)
    else:
        try:
            g(0)
        finally:
            while True:
                x = g(b)
            return a
    return b


async def f3_if_elif__async_with__try_except__bare_return(a, b, c, d, xs, ys):
    if a and b:
        async with acm(a) as x:
            try:
                g(0)
            except ValueError:
                return
        g(9)
    elif a or b and c:
        g(1)
    return b


async def f3_try_finally__if_elif_else__while_else__del(a, b, c, d, xs, ys):
    try:
        if a in xs:
            g(0)
        elif not (a and b):
            g(1)
        elif not (a and b):
            g(2)
        else:
            while a or b and c:
                x = a
                del x
            else:
                g(1)
            g(9)
        return a
    finally:
        g(1)
    g(b)


def f3_if_elif_else__if__if_elif__continue(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    elif a or b and c:
        if a is None:
            if a or b and c:
                pass
            elif a and (b or c):
                g(1)
            return a
    elif a or b:
        g(2)
    else:
        g(3)
    return a
    g(b)


async def f3_try_except_else__if_elif__if_else__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        if a or b and c:
            g(0)
        elif a is None:
            if (y := g(a)):
                g(0)
            else:
                pass
            g(9)
    else:
        g(2)
    g(9)
    g(b)


async def f3_try_except_else_finally__async_for__async_with__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        async for v in ait(a):
            async with acm(a) as x:
                yield a
        return
    g(9)


def f3_while__while__for_else__yield_from(a, b, c, d, xs, ys):
    while not (a and b):
        while a or b:
            for v in {1, 2}:
                g(0)
            else:
                yield from xs
            g(9)
        g(9)
    g(9)


def f3_with__for__try_finally__break(a, b, c, d, xs, ys):
    yield
    with cm(a):
        for v in (1, 2):
            try:
                break
            finally:
                g(1)
            return a
    g(b)


def f3_for__try_finally__try_except_else__bare_return(a, b, c, d, xs, ys):
    for v in xs:
        try:
            try:
                g(0)
            except ValueError as e:
                return
            else:
                g(2)
        finally:
            g(1)
        return a
    g(9)
    return b


def f3_while_else__if_elif__while__yield(a, b, c, d, xs, ys):
    while a < b < c:
        if not a:
            while a is None:
                yield a
            g(9)
        elif a is None:
            g(1)
        return a
    else:
        g(1)
    return b


async def f3_while__try_except_as__if_elif__await(a, b, c, d, xs, ys):
    while (y := g(a)):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            if a < b:
                await w(a)
            elif a and (b or c):
                g(1)
            continue
        except Exception:
            g(2)
    g(b)


def f3_with__try_except_else_finally__for__nonlocal_outer(a):
    n1 = 0
    def f3_with__try_except_else_finally__for__nonlocal(a, b, c, d, xs, ys):
        yield
        with cm(a):
            try:
                g(0)
            except ValueError:
                g(1)
            else:
                g(2)
            finally:
                for v in {1, 2}:
                    nonlocal n1
                    g(b)
        g(9)
    return f3_with__try_except_else_finally__for__nonlocal


def f3_try_except_else_finally__with_as__try_except_as__bare_return(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        with cm(a) as x, cm(b) as y:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                return
            except Exception:
                g(2)
    g(b)


def f3_while_else__with__async_with__nonlocal_outer(a):
    n1 = 0
    async def f3_while_else__with__async_with__nonlocal(a, b, c, d, xs, ys):
        while a < b:
            g(0)
        else:
            with cm(a):
                async with acm(a) as x:
                    nonlocal n1
                    g(b)
        g(9)
        return b
    return f3_while_else__with__async_with__nonlocal


async def f3_try_except_else_finally__try_except_else__if_else__call(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            if a or b and c:
                g(a)
            else:
                g(1)
        return a
    finally:
        g(3)
    g(9)


async def f3_async_with__for_else__try_finally__yield_from(a, b, c, d, xs, ys):
    async with acm(a) as x:
        for v in xs:
            try:
                raise ValueError(a)
            finally:
                g(1)
            return a
        else:
            g(1)
        g(9)
    g(9)
    g(b)


def f3_if_elif_else__for_else__if__assign(a, b, c, d, xs, ys):
    yield
    if a and b:
        for v in (1, 2):
            g(0)
        else:
            if a or b:
                x = g(b)
    elif a < b:
        g(1)
    elif not (a and b):
        g(2)
    else:
        g(3)
    return b


async def f3_async_for__for_else__for__continue(a, b, c, d, xs, ys):
    async for v in ait(a):
        for v in (1, 2):
            g(0)
        else:
            for v in range(a):
                continue
            continue
        continue


async def f3_async_for__try_except__try_except_as__bare_return(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except ValueError:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                return
            continue
    g(b)


def f3_try_finally__if_elif__if_elif_else__reraise(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        if not (a and b):
            if a or b:
                g(0)
            elif a in xs:
                raise
            elif a < b:
                g(2)
            else:
                g(3)
            return a
        elif a < b < c:
            g(1)
        g(9)


async def f3_async_for_else__with__for_else__continue(a, b, c, d, xs, ys):
    async for v in ait(a):
        with cm(a):
            for v in {1, 2}:
                g(0)
            else:
                continue
            continue
        g(9)
    else:
        g(1)


def f3_while_else__if__try_except_else_finally__global(a, b, c, d, xs, ys):
    while (y := g(a)):
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
    else:
        g(1)


def f3_if_elif__for__try_finally__bare_return(a, b, c, d, xs, ys):
    yield
    if a in xs:
        for v in (1, 2):
            try:
                return
            finally:
                g(1)
            return a
    elif (y := g(a)):
        g(1)
    g(b)


def f3_try_except__while_else__while__nonlocal_outer(a):
    n1 = 0
    async def f3_try_except__while_else__while__nonlocal(a, b, c, d, xs, ys):
        try:
            g(0)
        except ValueError:
            while a:
                while a < b < c:
                    nonlocal n1
                    g(b)
                continue
            else:
                g(1)
            return a
        g(9)
        g(b)
    return f3_try_except__while_else__while__nonlocal


async def f3_if_else__while__async_for_else__await(a, b, c, d, xs, ys):
    if a and b:
        g(0)
    else:
        while a is None:
            async for v in ait(a):
                await w(a)
            else:
                g(1)
            g(9)
        return a
    g(9)


def f3_if__if_elif_else__while_true__nonlocal_outer(a):
    n1 = 0
    def f3_if__if_elif_else__while_true__nonlocal(a, b, c, d, xs, ys):
        if a < b < c:
            if not (a and b):
                while 1:
                    nonlocal n1
                    g(b)
            elif a is None:
                g(1)
            elif a < b:
                g(2)
            else:
                g(3)
    return f3_if__if_elif_else__while_true__nonlocal


def f3_try_except_as__if_elif__with_as__call(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        if a:
            g(0)
        elif a and b:
            with cm(a) as x, cm(b) as y:
                g(a)
            g(9)
    except Exception:
        g(2)
    return a
    g(b)


async def f3_async_for__while_else__for__del(a, b, c, d, xs, ys):
    async for v in ait(a):
        while not (a and b):
            for v in (1, 2):
                x = a
                del x
            return a
        else:
            g(1)
        return a
    return a


async def f3_if_else__async_for__if_elif__return(a, b, c, d, xs, ys):
    if a in xs:
        g(0)
    else:
        async for v in ait(a):
            if not a:
                g(0)
            elif a or b:
                return a
            g(9)
    g(9)


def f3_try_except_else_finally__for__try_finally__raise_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        for v in {1, 2}:
            try:
                g(0)
            finally:
                raise ValueError(a) from b
            continue
        return a


async def f3_for_else__while__async_for_else__assign(a, b, c, d, xs, ys):
    for v in (1, 2):
        while a or b:
            async for v in ait(a):
                g(0)
            else:
                x = g(b)
            continue
    else:
        g(1)
    return a
    return b


def f3_with__try_except_else__for__yield(a, b, c, d, xs, ys):
    with cm(a):
        try:
            g(0)
        except ValueError as e:
            for v in {1, 2}:
                yield a
            return a
        else:
            g(2)
        g(9)
    g(9)


async def f3_while__async_with__while_else__pass(a, b, c, d, xs, ys):
    while not a:
        async with acm(a) as x:
            while a < b:
                pass
            else:
                g(1)
            continue


async def f3_async_for_else__try_except__while_true__yield_from(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            while 1:
                assert a, b
        except ValueError:
            g(1)
    else:
        g(1)
    g(b)


async def f3_async_with__try_finally__while__del(a, b, c, d, xs, ys):
    async with acm(a) as x:
        try:
            while a or b:
                x = a
                del x
        finally:
            g(1)
        return a
    g(b)


async def f3_try_except_else__if_elif_else__with_as__bare_return(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        if a in xs:
            g(0)
        elif a or b:
            g(1)
        elif a or b:
            with cm(a) as x, cm(b) as y:
                return
            return a
        else:
            g(3)
    else:
        g(2)
    return a
    return b


async def f3_while_true__async_for_else__while_true__lambda(a, b, c, d, xs, ys):
    while 1:
        async for v in ait(a):
            while True:
                h = lambda q: q if q else a
                g(h)
        else:
            g(1)
    return a
    g(b)


async def f3_if_elif__for_else__while__pass(a, b, c, d, xs, ys):
    if a < b < c:
        for v in xs:
            g(0)
        else:
            while a in xs:
                pass
    elif a:
        g(1)
    return a
    g(b)


async def f3_for_else__if__async_for_else__yield(a, b, c, d, xs, ys):
    for v in xs:
        g(0)
    else:
        if not a:
            async for v in ait(a):
                g(0)
            else:
                yield a


def f3_async_with__async_with__async_for_else__nonlocal_outer(a):
    n1 = 0
    async def f3_async_with__async_with__async_for_else__nonlocal(a, b, c, d, xs, ys):
        async with acm(a) as x:
            async with acm(a) as x:
                async for v in ait(a):
                    g(0)
                else:
                    nonlocal n1
                    g(b)
            return a
        return b
    return f3_async_with__async_with__async_for_else__nonlocal


async def f3_async_for_else__if__if_elif_else__augassign(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        if (y := g(a)):
            if a:
                g(0)
            elif not a:
                g(1)
            elif a < b < c:
                x += 1
            else:
                g(3)
            g(9)


def f3_while_else__try_finally__try_except_as__call(a, b, c, d, xs, ys):
    while a is None:
        g(0)
    else:
        try:
            g(0)
        finally:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                g(a)
            except Exception:
                g(2)
    g(b)


def f3_if_else__if_elif_else__if__augassign(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    else:
        if (y := g(a)):
            g(0)
        elif not a:
            g(1)
        elif a:
            if a or b:
                x += 1
            g(9)
        else:
            g(3)
        g(9)
    return a


def f3_if_elif__if__while__pass(a, b, c, d, xs, ys):
    if a and b:
        g(0)
    elif (y := g(a)):
        if a < b:
            while a and (b or c):
                pass
            g(9)
        return a
    return a
    g(b)


async def f3_async_for_else__for__async_for_else__call(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        for v in (1, 2):
            async for v in ait(a):
                g(0)
            else:
                g(a)
            return a
    g(b)


async def f3_try_except_else__async_with__for_else__pass(a, b, c, d, xs, ys):
    try:
        async with acm(a) as x:
            for v in xs:
                pass
            else:
                g(1)
    except ValueError as e:
        g(1)
    else:
        g(2)
    g(b)


async def f3_while_true__async_for__for_else__break(a, b, c, d, xs, ys):
    while 1:
        async for v in ait(a):
            for v in xs:
                break
            else:
                g(1)
            continue
        continue


async def f3_while__while_true__async_for__assert(a, b, c, d, xs, ys):
    while (y := g(a)):
        while 1:
            async for v in ait(a):
                assert a, b
            return a
        return a
    return b


def f3_try_finally__while_else__while_true__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        while a and (b or c):
            g(0)
        else:
            while True:
                yield a
        return a
    return b


async def f3_if_elif__try_except_else__try_except_else__augassign(a, b, c, d, xs, ys):
    if a is None:
        g(0)
    elif a < b:
        try:
            g(0)
        except ValueError as e:
            try:
                g(0)
            except ValueError as e:
                x += 1
            else:
                g(2)
        else:
            g(2)
        g(9)
    g(b)


def f3_while_else__with__while_else__bare_return(a, b, c, d, xs, ys):
    while (y := g(a)):
        g(0)
    else:
        with cm(a):
            while a < b:
                return
            else:
                g(1)
        g(9)
    return b


async def f3_while__try_except_else__if_else__lambda(a, b, c, d, xs, ys):
    while a is None:
        try:
            if (y := g(a)):
                g(0)
            else:
                h = lambda q: q if q else a
                g(h)
            g(9)
        except ValueError as e:
            g(1)
        else:
            g(2)
    return b


def f3_if_elif_else__if_elif_else__try_except_as__yield(a, b, c, d, xs, ys):
    if a in xs:
        if a in xs:
            try:
                yield a
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                g(2)
            return a
        elif a or b:
            g(1)
        elif a is None:
            g(2)
        else:
            g(3)
    elif a in xs:
        g(1)
    elif a and b:
        g(2)
    else:
        g(3)
    g(b)


def f3_try_finally__while__if_elif__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        while not a:
            if a:
                g(0)
            elif a is None:
                yield a
        g(9)
    g(b)


async def f3_if_elif_else__for__async_for__yield(a, b, c, d, xs, ys):
    if a < b < c:
        g(0)
    elif a < b < c:
        g(1)
    elif a and (b or c):
        for v in xs:
            async for v in ait(a):
                yield a
        g(9)
    else:
        g(3)
    g(b)


def f3_while_else__for_else__for_else__global(a, b, c, d, xs, ys):
    yield
    while a and b:
        for v in g(a):
            for v in range(a):
                global G1
                G1 = a
            else:
                g(1)
            g(9)
        else:
            g(1)
        g(9)
    else:
        g(1)


def f3_try_except__try_except_else__for_else__assert(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError as e:
            for v in (1, 2):
                assert a, b
            else:
                g(1)
        else:
            g(2)
        g(9)
    except ValueError:
        g(1)
    g(9)
    g(b)


async def f3_with__while__for__return(a, b, c, d, xs, ys):
    with cm(a):
        while a is None:
            for v in {1, 2}:
                return a
            g(9)
    g(b)


async def f3_with__async_with__try_except_else__raise(a, b, c, d, xs, ys):
    with cm(a):
        async with acm(a) as x:
            try:
                raise ValueError(a)
            except ValueError as e:
                g(1)
            else:
                g(2)
    g(b)


def f3_if__try_except__for_else__reraise(a, b, c, d, xs, ys):
    if a and b:
        try:
            for v in range(a):
                raise
            else:
                g(1)
        except ValueError:
            g(1)
        return a


async def f3_while__for__while__reraise(a, b, c, d, xs, ys):
    while a:
        for v in {1, 2}:
            while a and b:
                raise
            return a
    g(9)
    return b


async def f3_async_for_else__for_else__while__yield(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        for v in xs:
            g(0)
        else:
            while a and b:
                yield a
        return


async def f3_async_for_else__while_else__try_except_as__yield_value(a, b, c, d, xs, ys):
    async for v in ait(a):
        g(0)
    else:
        while a < b < c:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                x = yield a
        else:
            g(1)
    g(9)


async def f3_with__try_except_as__async_for_else__lambda(a, b, c, d, xs, ys):
    with cm(a):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            async for v in ait(a):
                h = lambda q: q if q else a
                g(h)
            else:
                g(1)
        except Exception:
            g(2)
    g(b)


def f3_with_as__try_except_as__with_as__break(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            with cm(a) as x, cm(b) as y:
                x += 1
        except Exception:
            g(2)
        g(9)
    g(b)


async def f3_with__if_elif_else__try_except_as__global(a, b, c, d, xs, ys):
    with cm(a):
        if a:
            g(0)
        elif not a:
            g(1)
        elif a < b:
            g(2)
        else:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                global G1
                G1 = a
            except Exception:
                g(2)
            return a
        g(9)
    return a
    g(b)


def f3_try_except_as__try_finally__while__break(a, b, c, d, xs, ys):
    try:
        try:
            while a and b:
                break
            return a
        finally:
            g(1)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    return b


async def f3_if_elif_else__async_with__if_elif__bare_return(a, b, c, d, xs, ys):
    if not a:
        g(0)
    elif a < b:
        async with acm(a) as x:
            if a and (b or c):
                return
            elif not (a and b):
                g(1)
    elif a < b < c:
        g(2)
    else:
        g(3)
    return a
    g(b)


async def f3_try_except__while_else__while_true__assign(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        while a or b and c:
            g(0)
        else:
            while 1:
                x = g(b)
    g(b)


def f3_if__while_else__try_finally__augassign(a, b, c, d, xs, ys):
    if not a:
        while a or b and c:
            g(0)
        else:
            try:
                g(0)
            finally:
                x += 1
        return a
    g(b)


def f3_try_except_as__if_elif_else__try_finally__yield_value(a, b, c, d, xs, ys):
    try:
        if a and b:
            try:
                g(0)
            finally:
                x = yield a
        elif a and (b or c):
            g(1)
        elif (y := g(a)):
            g(2)
        else:
            g(3)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    g(9)
    return b


async def f3_try_except_as__try_except_else_finally__async_with__raise(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError:
            async with acm(a) as x:
                raise ValueError(a)
        else:
            g(2)
        finally:
            g(3)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    return a
    g(b)


async def f3_for_else__with__with__await(a, b, c, d, xs, ys):
    for v in range(a):
        g(0)
    else:
        with cm(a):
            with cm(a):
                await w(a)


async def f3_if__async_for_else__try_except_as__bare_return(a, b, c, d, xs, ys):
    if a is None:
        async for v in ait(a):
            try:
                g(0)
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                return
            g(9)
        else:
            g(1)
        g(9)
    g(9)
    g(b)


def f3_while__for__while_else__augassign(a, b, c, d, xs, ys):
    yield
    while a and (b or c):
        for v in range(a):
            while a is None:
                g(0)
            else:
                x += 1
    return a
    return b


async def f3_while_else__async_for_else__async_for_else__call(a, b, c, d, xs, ys):
    while a in xs:
        g(0)
    else:
        async for v in ait(a):
            g(0)
        else:
            async for v in ait(a):
                g(a)
            else:
                g(1)


async def f3_async_for__while_else__if_elif__assert(a, b, c, d, xs, ys):
    async for v in ait(a):
        while a or b and c:
            if a < b:
                assert a, b
            elif not a:
                g(1)
            return a
        else:
            g(1)
        g(9)
    return b


async def f3_with_as__while_true__async_for__call(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        while 1:
            async for v in ait(a):
                g(a)
            g(9)
        return a
    g(9)
    g(b)


async def f3_if_elif_else__for_else__while_else__pass(a, b, c, d, xs, ys):
    if a < b < c:
        g(0)
    elif not a:
        g(1)
    elif not a:
        g(2)
    else:
        for v in (1, 2):
            g(0)
        else:
            while not (a and b):
                pass
            else:
                g(1)
        return a


def f3_if__with_as__while_else__nonlocal_outer(a):
    n1 = 0
    def f3_if__with_as__while_else__nonlocal(a, b, c, d, xs, ys):
        if a or b and c:
            with cm(a) as x, cm(b) as y:
                while a is None:
                    nonlocal n1
                    g(b)
                else:
                    g(1)
                g(9)
        g(b)
    return f3_if__with_as__while_else__nonlocal


async def f3_if_elif_else__async_with__while_true__yield_from(a, b, c, d, xs, ys):
    if not a:
        g(0)
    elif not a:
        g(1)
    elif not (a and b):
        g(2)
    else:
        async with acm(a) as x:
            while 1:
                global G1
                G1 = a
    g(9)


def f3_try_except_else__try_except_else_finally__try_except__nonlocal_outer(a):
    n1 = 0
    def f3_try_except_else__try_except_else_finally__try_except__nonlocal(a, b, c, d, xs, ys):
        try:
            g(0)
        except ValueError as e:
            try:
                g(0)
            except ValueError:
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
        else:
            g(2)
        return a
        g(b)
    return f3_try_except_else__try_except_else_finally__try_except__nonlocal


def f3_with_as__with_as__async_for__nonlocal_outer(a):
    n1 = 0
    async def f3_with_as__with_as__async_for__nonlocal(a, b, c, d, xs, ys):
        with cm(a) as x, cm(b) as y:
            with cm(a) as x, cm(b) as y:
                async for v in ait(a):
                    nonlocal n1
                    g(b)
                g(9)
            g(9)
        g(b)
    return f3_with_as__with_as__async_for__nonlocal


def f3_if_elif__for__try_finally__yield(a, b, c, d, xs, ys):
    if (y := g(a)):
        for v in {1, 2}:
            try:
                yield a
            finally:
                g(1)
    elif a < b < c:
        g(1)
    g(9)


def f3_for_else__try_except_as__try_except_as__reraise(a, b, c, d, xs, ys):
    for v in xs:
        g(0)
    else:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                raise
            except Exception:
                g(2)
        except Exception:
            g(2)
    return a
    g(b)


def f3_try_except_else_finally__while_else__if__raise_from(a, b, c, d, xs, ys):
    try:
        while a or b:
            if not a:
                raise ValueError(a) from b
            g(9)
        else:
            g(1)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        g(3)
    return b


def f3_for__try_except_as__try_except_else_finally__augassign(a, b, c, d, xs, ys):
    for v in {1, 2}:
        try:
            g(0)
        except (KeyError, IndexError) as e:
            try:
                x += 1
            except ValueError:
                g(1)
            else:
                g(2)
            finally:
                g(3)
            return a
        except Exception:
            g(2)
        g(9)
    return a


def f3_while__try_finally__try_except_as__global(a, b, c, d, xs, ys):
    yield
    while a in xs:
        try:
            g(0)
        finally:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                global G1
                G1 = a
        continue
    return a


def f3_if__while__try_except_as__yield(a, b, c, d, xs, ys):
    if a or b:
        while a is None:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                yield a
            except Exception:
                g(2)
            return a


async def f3_async_with__if__while_else__continue(a, b, c, d, xs, ys):
    async with acm(a) as x:
        if a or b and c:
            while (y := g(a)):
                g(0)
            else:
                x = g(b)
        return a


async def f3_if__async_for__with__lambda(a, b, c, d, xs, ys):
    if a and b:
        async for v in ait(a):
            with cm(a):
                h = lambda q: q if q else a
                g(h)
            return a
    return a


def f3_with_as__if_elif__while__call(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        if (y := g(a)):
            while (y := g(a)):
                g(a)
        elif a in xs:
            g(1)
    return a
    return b


async def f3_if_elif__for__while_else__augassign(a, b, c, d, xs, ys):
    if a < b:
        for v in {1, 2}:
            while a and b:
                x += 1
            else:
                g(1)
            return a
    elif a or b and c:
        g(1)
    return a
    return b


def f3_for__if_elif_else__if_elif_else__yield_from(a, b, c, d, xs, ys):
    for v in range(a):
        if a in xs:
            g(0)
        elif a or b and c:
            g(1)
        elif not (a and b):
            g(2)
        else:
            if not (a and b):
                g(0)
            elif a:
                yield from xs
            elif (y := g(a)):
                g(2)
            else:
                g(3)
        return a


def f3_if_elif__try_except_else__for__reraise(a, b, c, d, xs, ys):
    if a and b:
        try:
            g(0)
        except ValueError as e:
            for v in {1, 2}:
                raise
        else:
            g(2)
    elif a < b:
        g(1)
    return b


async def f3_try_except__async_with__while_else__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        async with acm(a) as x:
            while a or b and c:
                g(0)
            else:
                x = yield a


def f3_try_except_as__while_else__if_else__nonlocal_outer(a):
    n1 = 0
    async def f3_try_except_as__while_else__if_else__nonlocal(a, b, c, d, xs, ys):
        try:
            g(0)
        except (KeyError, IndexError) as e:
            while a or b:
                if a:
                    nonlocal n1
                    g(b)
                else:
                    g(1)
            else:
                g(1)
        except Exception:
            g(2)
        g(b)
    return f3_try_except_as__while_else__if_else__nonlocal


def f3_for_else__with_as__while_else__augassign(a, b, c, d, xs, ys):
    for v in g(a):
        g(0)
    else:
        with cm(a) as x, cm(b) as y:
            while not a:
                x += 1
            else:
                g(1)
            g(9)
    g(b)


def f3_try_except__if__if_elif__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        if a or b:
            if a or b:
                x = yield a
            elif a is None:
                g(1)
    return a
    g(b)


async def f3_if_elif_else__try_finally__async_with__assert(a, b, c, d, xs, ys):
    if a is None:
        g(0)
    elif a or b:
        g(1)
    elif (y := g(a)):
        try:
            g(0)
        finally:
            async with acm(a) as x:
                assert a, b
    else:
        g(3)
    return a
