"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


def f_match__if__return(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            if (y := g(a)):
                return a
            return a
        case {'k': r}:
            g(3)
        case _:
            g(4)


def f_match__if__del(a, b, c, d, xs, ys):
    match a:
        case 1:
            if a < b < c:
                x = a
                del x
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    g(9)


def f_match__if__call(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            if a or b and c:
                g(a)
    g(b)


def f_match__if_else__raise(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            if a in xs:
                raise ValueError(a)
            else:
                g(1)
            return a
        case {'k': r}:
            g(3)
        case _:
            g(4)


def f_match__if_else__assert(a, b, c, d, xs, ys):
    match a:
        case 1:
            if not (a and b):
                g(0)
            else:
                assert a, b
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return a
    return b


async def f_match__if_else__reraise(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            if a is None:
                raise
            else:
                g(1)
            return a
        case _:
            g(4)
    g(b)


def f_match__if_elif__yield(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            if a and b:
                yield a
            elif a in xs:
                g(1)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    g(b)


def f_match__if_elif__yield_from(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            if a in xs:
                yield from xs
            elif a:
                g(1)
            g(9)
        case _:
            g(4)
    return b


def f_match__if_elif__return(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            if a < b:
                return a
            elif a and b:
                g(1)
            g(9)
    g(9)


def f_match__if_elif_else__nonlocal_outer(a):
    n1 = 0
    def f_match__if_elif_else__nonlocal(a, b, c, d, xs, ys):
        yield
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                if not a:
                    g(0)
                elif a < b < c:
                    g(1)
                elif a and b:
                    nonlocal n1
                    g(b)
                else:
                    g(3)
                g(9)
            case {'k': r}:
                g(3)
            case _:
                g(4)
        return a
    return f_match__if_elif_else__nonlocal


def f_match__if_elif_else__assign(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            if a or b and c:
                g(0)
            elif a in xs:
                x = g(b)
            elif not (a and b):
                g(2)
            else:
                g(3)
            return a
        case _:
            g(4)
    g(9)


def f_match__if_elif_else__raise(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            if a < b < c:
                raise ValueError(a)
            elif a:
                g(1)
            elif a:
                g(2)
            else:
                g(3)
            g(9)


async def f_match__while__await(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            while not a:
                await w(a)
            g(9)
        case _:
            g(4)
    return b


def f_match__while__augassign(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            while a < b:
                x += 1
            return a
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return b


def f_match__while__yield(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            while a is None:
                yield a
            g(9)
    g(9)
    g(b)


def f_match__while_else__raise_from(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            while not (a and b):
                raise ValueError(a) from b
            else:
                g(1)
            return a
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return b


def f_match__while_else__continue(a, b, c, d, xs, ys):
    match a:
        case 1:
            while a or b and c:
                g(0)
            else:
                global G1
                G1 = a
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return a
    g(b)


def f_match__while_else__nonlocal_outer(a):
    n1 = 0
    def f_match__while_else__nonlocal(a, b, c, d, xs, ys):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                while a in xs:
                    nonlocal n1
                    g(b)
                else:
                    g(1)
                g(9)
            case _:
                g(4)
        return a
        return b
    return f_match__while_else__nonlocal


def f_match__while_true__yield_value(a, b, c, d, xs, ys):
    match a:
        case 1:
            while True:
                x = yield a
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return a


async def f_match__while_true__bare_return(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            while True:
                return
            return a


async def f_match__while_true__await(a, b, c, d, xs, ys):
    match a:
        case 1:
            while True:
                await w(a)
            return a
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    g(b)


def f_match__for__break(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            for v in (1, 2):
                break
        case {'k': r}:
            g(3)
        case _:
            g(4)


def f_match__for__global(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            for v in {1, 2}:
                global G1
                G1 = a
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return a
    return b


def f_match__for__raise_from(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            for v in {1, 2}:
                raise ValueError(a) from b
            g(9)
    g(9)


def f_match__for_else__pass(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            for v in (1, 2):
                g(0)
            else:
                pass
        case _:
            g(4)
    return a


def f_match__for_else__lambda(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            for v in g(a):
                h = lambda q: q if q else a
                g(h)
            else:
                g(1)
        case _:
            g(4)
    return b


def f_match__for_else__yield_value(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            for v in g(a):
                x = yield a
            else:
                g(1)
    return a
    return b


async def f_match__async_for__del(a, b, c, d, xs, ys):
    match a:
        case 1:
            async for v in ait(a):
                x = a
                del x
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    g(b)


async def f_match__async_for__call(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            async for v in ait(a):
                g(a)
            return a
    return a
    return b


async def f_match__async_for__break(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            async for v in ait(a):
                break
            return a
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return a
    g(b)


async def f_match__async_for_else__assert(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            async for v in ait(a):
                g(0)
            else:
                assert a, b
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return a


async def f_match__async_for_else__reraise(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            async for v in ait(a):
                g(0)
            else:
                raise
        case {'k': r}:
            g(3)
        case _:
            g(4)
    g(b)


async def f_match__async_for_else__pass(a, b, c, d, xs, ys):
    match a:
        case 1:
            async for v in ait(a):
                g(0)
            else:
                pass
            return a
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    g(9)


def f_match__with__yield_from(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            with cm(a):
                yield from xs
            g(9)
    return a
    return b


def f_match__with__return(a, b, c, d, xs, ys):
    yield
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            with cm(a):
                return a
            g(9)
    return a


def f_match__with__del(a, b, c, d, xs, ys):
    match a:
        case 1:
            with cm(a):
                x = a
                del x
            g(9)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    g(9)


def f_match__with_as__assign(a, b, c, d, xs, ys):
    match a:
        case 1:
            with cm(a) as x, cm(b) as y:
                x = g(b)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    g(9)
    return b


async def f_match__with_as__raise(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            with cm(a) as x, cm(b) as y:
                raise ValueError(a)
    return a


def f_match__with_as__assert(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            with cm(a) as x, cm(b) as y:
                assert a, b
    g(9)
    return b


async def f_match__async_with__augassign(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            async with acm(a) as x:
                x += 1
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return a
    return b


async def f_match__async_with__yield(a, b, c, d, xs, ys):
    match a:
        case 1:
            async with acm(a) as x:
                yield a
            return
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)


async def f_match__async_with__yield_from(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            async with acm(a) as x:
                await w(a)
            return a
        case _:
            g(4)


def f_match__try_except__continue(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            try:
                g(0)
            except ValueError:
                h = lambda q: q if q else a
                g(h)
    return b


def f_match__try_except__nonlocal_outer(a):
    n1 = 0
    async def f_match__try_except__nonlocal(a, b, c, d, xs, ys):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                try:
                    nonlocal n1
                    g(b)
                except ValueError:
                    g(1)
                return a
            case {'k': r}:
                g(3)
            case _:
                g(4)
        g(9)
        g(b)
    return f_match__try_except__nonlocal


def f_match__try_except__assign(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            try:
                x = g(b)
            except ValueError:
                g(1)
            g(9)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return a
    g(b)


def f_match__try_except_as__bare_return(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                return
            except Exception:
                g(2)
            g(9)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return a


async def f_match__try_except_as__await(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            try:
                await w(a)
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                g(2)
        case _:
            g(4)
    return a


def f_match__try_except_as__augassign(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                g(1)
            except Exception:
                x += 1
        case _:
            g(4)
    g(9)
    g(b)


def f_match__try_except_else__global(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            try:
                global G1
                G1 = a
            except ValueError as e:
                g(1)
            else:
                g(2)
    g(9)
    g(b)


def f_match__try_except_else__raise_from(a, b, c, d, xs, ys):
    match a:
        case 1:
            try:
                g(0)
            except ValueError as e:
                raise ValueError(a) from b
            else:
                g(2)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    g(9)
    g(b)


def f_match__try_except_else__continue(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            try:
                pass
            except ValueError as e:
                g(1)
            else:
                g(2)
            g(9)


def f_match__try_finally__lambda(a, b, c, d, xs, ys):
    yield
    match a:
        case 1:
            try:
                h = lambda q: q if q else a
                g(h)
            finally:
                g(1)
            g(9)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return b


def f_match__try_finally__yield_value(a, b, c, d, xs, ys):
    match a:
        case 1:
            try:
                g(0)
            finally:
                x = yield a
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    g(9)


async def f_match__try_finally__bare_return(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            try:
                return
            finally:
                g(1)
        case {'k': r}:
            g(3)
        case _:
            g(4)


def f_match__try_except_else_finally__call(a, b, c, d, xs, ys):
    yield
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            try:
                g(a)
            except ValueError:
                g(1)
            else:
                g(2)
            finally:
                g(3)
            return a
        case _:
            g(4)
    g(b)


def f_match__try_except_else_finally__break(a, b, c, d, xs, ys):
    yield
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            try:
                g(0)
            except ValueError:
                g(1)
            else:
                g(a)
            finally:
                g(3)
            g(9)
        case _:
            g(4)
    g(9)


def f_match__try_except_else_finally__global(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            try:
                g(0)
            except ValueError:
                g(1)
            else:
                g(2)
            finally:
                global G1
                G1 = a
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return b


async def f_match__match__return(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    g(2)
                case {'k': r}:
                    return a
                case _:
                    g(4)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return b


def f_match__match__del(a, b, c, d, xs, ys):
    yield
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    g(2)
                case {'k': r}:
                    x = a
                    del x
                case _:
                    g(4)
            return a
        case _:
            g(4)


def f_match__match__call(a, b, c, d, xs, ys):
    yield
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    g(2)
                case {'k': r}:
                    g(3)
                case _:
                    g(a)


def f_match__with_parens__raise(a, b, c, d, xs, ys):
    match a:
        case 1:
            with (cm(a) as x, cm(b) as y):
                raise ValueError(a)
            g(9)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)


def f_match__with_parens__assert(a, b, c, d, xs, ys):
    match a:
        case 1:
            with (cm(a) as x, cm(b) as y):
                assert a, b
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)


def f_match__with_parens__reraise(a, b, c, d, xs, ys):
    match a:
        case 1:
            with (cm(a) as x, cm(b) as y):
                raise
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return a
    g(b)
