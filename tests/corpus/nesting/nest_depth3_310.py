"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


def f3_with_parens__if_else__try_except_else__raise(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        if not (a and b):
            g(0)
        else:
            try:
                g(0)
            except ValueError as e:
                raise ValueError(a)
            else:
                g(2)
            return a
        g(9)
    return a
    return b


async def f3_try_except__with_parens__async_for__yield_value(a, b, c, d, xs, ys):
    try:
        with (cm(a) as x, cm(b) as y):
            async for v in ait(a):
                x = yield a
            g(9)
        g(9)
    except ValueError:
        g(1)
    return


def f3_try_except_else__while_else__match__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        while a and b:
            g(0)
        else:
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    yield from xs
                case {'k': r}:
                    g(3)
                case _:
                    g(4)
            g(9)
    else:
        g(2)
    return b


def f3_while__match__try_except_as__raise(a, b, c, d, xs, ys):
    while a or b:
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
                    raise ValueError(a)
                return a
            case _:
                g(4)
        return a
    g(9)


async def f3_try_except_else__try_except__with_parens__return(a, b, c, d, xs, ys):
    try:
        try:
            g(0)
        except ValueError:
            with (cm(a) as x, cm(b) as y):
                return a
        return a
    except ValueError as e:
        g(1)
    else:
        g(2)


async def f3_while_else__async_with__match__global(a, b, c, d, xs, ys):
    while a:
        async with acm(a) as x:
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
            continue
        return a
    else:
        g(1)
    return b


async def f3_async_with__match__match__pass(a, b, c, d, xs, ys):
    async with acm(a) as x:
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
                        pass
                    case {'k': r}:
                        g(3)
                    case _:
                        g(4)
    return a
    g(b)


async def f3_match__if_else__try_except_else_finally__reraise(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            if not (a and b):
                try:
                    g(0)
                except ValueError:
                    raise
                else:
                    g(2)
                finally:
                    g(3)
                g(9)
            else:
                g(1)
    g(b)


def f3_if__for_else__match__yield(a, b, c, d, xs, ys):
    if a or b and c:
        for v in g(a):
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    yield a
                case {'k': r}:
                    g(3)
                case _:
                    g(4)
        else:
            g(1)
    g(9)
    g(b)


def f3_match__with_parens__try_except_else__nonlocal_outer(a):
    n1 = 0
    def f3_match__with_parens__try_except_else__nonlocal(a, b, c, d, xs, ys):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                with (cm(a) as x, cm(b) as y):
                    try:
                        g(0)
                    except ValueError as e:
                        g(1)
                    else:
                        nonlocal n1
                        g(b)
                    g(9)
                g(9)
            case _:
                g(4)
        return a
        return b
    return f3_match__with_parens__try_except_else__nonlocal


def f3_match__try_except_else__try_except_else_finally__yield_from(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            try:
                try:
                    g(0)
                except ValueError:
                    g(1)
                else:
                    yield from xs
                finally:
                    g(3)
                return a
            except ValueError as e:
                g(1)
            else:
                g(2)
            return a
        case _:
            g(4)
    g(9)
    g(b)


async def f3_with_as__with_parens__async_for_else__assert(a, b, c, d, xs, ys):
    with cm(a) as x, cm(b) as y:
        with (cm(a) as x, cm(b) as y):
            async for v in ait(a):
                assert a, b
            else:
                g(1)
            return a
    return b


async def f3_if_elif_else__match__with_parens__assign(a, b, c, d, xs, ys):
    if not a:
        g(0)
    elif not (a and b):
        g(1)
    elif not a:
        g(2)
    else:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                with (cm(a) as x, cm(b) as y):
                    x = g(b)


def f3_with__if_elif_else__with_parens__del(a, b, c, d, xs, ys):
    with cm(a):
        if (y := g(a)):
            g(0)
        elif a and b:
            g(1)
        elif a < b < c:
            with (cm(a) as x, cm(b) as y):
                x = a
                del x
            g(9)
        else:
            g(3)
    return b


def f3_try_except_else_finally__for__with_parens__nonlocal_outer(a):
    n1 = 0
    def f3_try_except_else_finally__for__with_parens__nonlocal(a, b, c, d, xs, ys):
        try:
            g(0)
        except ValueError:
            for v in {1, 2}:
                with (cm(a) as x, cm(b) as y):
                    nonlocal n1
                    g(b)
        else:
            g(2)
        finally:
            g(3)
        g(9)
        return b
    return f3_try_except_else_finally__for__with_parens__nonlocal


async def f3_async_with__match__while__reraise(a, b, c, d, xs, ys):
    async with acm(a) as x:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                while a and (b or c):
                    raise
            case {'k': r}:
                g(3)
            case _:
                g(4)
        g(9)
    return a
    g(b)


async def f3_try_except_else_finally__with_parens__if__del(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        with (cm(a) as x, cm(b) as y):
            if a or b:
                x = a
                del x
            g(9)
    finally:
        g(3)
    g(b)


def f3_if_elif_else__try_finally__match__yield_value(a, b, c, d, xs, ys):
    if a:
        g(0)
    elif a or b and c:
        g(1)
    elif a:
        try:
            g(0)
        finally:
            match a:
                case 1:
                    x = yield a
                case [p, q] if p:
                    g(2)
                case {'k': r}:
                    g(3)
                case _:
                    g(4)
            return a
    else:
        g(3)
    g(b)


def f3_while_else__match__with_as__bare_return(a, b, c, d, xs, ys):
    while not (a and b):
        g(0)
    else:
        match a:
            case 1:
                with cm(a) as x, cm(b) as y:
                    return
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(4)
    g(b)


def f3_if_elif_else__while_else__match__raise_from(a, b, c, d, xs, ys):
    if (y := g(a)):
        g(0)
    elif not (a and b):
        g(1)
    elif a and b:
        while not (a and b):
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    g(2)
                case {'k': r}:
                    raise ValueError(a) from b
                case _:
                    g(4)
            g(9)
        else:
            g(1)
    else:
        g(3)


async def f3_try_finally__if_elif__match__await(a, b, c, d, xs, ys):
    try:
        if a < b:
            g(0)
        elif a:
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    await w(a)
                case {'k': r}:
                    g(3)
                case _:
                    g(4)
            return a
        return a
    finally:
        g(1)
    g(9)


def f3_match__with_parens__try_except__yield_value(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            with (cm(a) as x, cm(b) as y):
                try:
                    g(0)
                except ValueError:
                    x = yield a
                g(9)
            return a
    g(b)


def f3_for_else__try_except_else__with_parens__yield_value(a, b, c, d, xs, ys):
    for v in (1, 2):
        g(0)
    else:
        try:
            with (cm(a) as x, cm(b) as y):
                x = yield a
            g(9)
        except ValueError as e:
            g(1)
        else:
            g(2)
    g(b)


async def f3_with_parens__while__try_except_as__await(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        while not a:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                await w(a)
            except Exception:
                g(2)
        return a


def f3_with__match__if_elif_else__assign(a, b, c, d, xs, ys):
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
                if a in xs:
                    g(0)
                elif a and (b or c):
                    g(1)
                elif a:
                    x = g(b)
                else:
                    g(3)
                return a
        g(9)
    return a


def f3_try_finally__if__with_parens__raise_from(a, b, c, d, xs, ys):
    try:
        if a in xs:
            with (cm(a) as x, cm(b) as y):
                raise ValueError(a) from b
            g(9)
        return a
    finally:
        g(1)
    return a
    return b


def f3_with_as__with_parens__if__del(a, b, c, d, xs, ys):
    yield
    with cm(a) as x, cm(b) as y:
        with (cm(a) as x, cm(b) as y):
            if a is None:
                x = a
                del x
            return a
    g(9)
    g(b)


def f3_for_else__match__try_except_else__continue(a, b, c, d, xs, ys):
    for v in g(a):
        g(0)
    else:
        match a:
            case 1:
                try:
                    g(0)
                except ValueError as e:
                    g(1)
                else:
                    x += 1
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(4)
    g(b)


async def f3_for_else__with_parens__async_for_else__bare_return(a, b, c, d, xs, ys):
    for v in g(a):
        with (cm(a) as x, cm(b) as y):
            async for v in ait(a):
                return
            else:
                g(1)
            return a
    else:
        g(1)
    return b


def f3_with_parens__if__while_else__call(a, b, c, d, xs, ys):
    yield
    with (cm(a) as x, cm(b) as y):
        if a or b and c:
            while a or b and c:
                g(0)
            else:
                g(a)
            return a
    return b


async def f3_while__with_parens__while_else__reraise(a, b, c, d, xs, ys):
    while a < b < c:
        with (cm(a) as x, cm(b) as y):
            while a:
                g(0)
            else:
                raise
        return a
    g(b)


def f3_for_else__for_else__with_parens__pass(a, b, c, d, xs, ys):
    for v in (1, 2):
        for v in (1, 2):
            g(0)
        else:
            with (cm(a) as x, cm(b) as y):
                pass
        continue
    else:
        g(1)
    return b


def f3_try_except__if_elif__with_parens__del(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        if a < b:
            g(0)
        elif a is None:
            with (cm(a) as x, cm(b) as y):
                x = a
                del x
            g(9)
    return b


async def f3_with_parens__async_with__try_except_else_finally__bare_return(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        async with acm(a) as x:
            try:
                g(0)
            except ValueError:
                return
            else:
                g(2)
            finally:
                g(3)
    return a
    g(b)


def f3_for__with_parens__while__call(a, b, c, d, xs, ys):
    for v in {1, 2}:
        with (cm(a) as x, cm(b) as y):
            while a in xs:
                g(a)
            g(9)
    g(b)


def f3_try_except_as__try_except_as__match__return(a, b, c, d, xs, ys):
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
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    g(2)
                case {'k': r}:
                    g(3)
                case _:
                    return a
    return a


async def f3_async_with__match__async_with__assign(a, b, c, d, xs, ys):
    async with acm(a) as x:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                async with acm(a) as x:
                    x = g(b)
                g(9)
            case {'k': r}:
                g(3)
            case _:
                g(4)
    return a
    return b


def f3_if_else__try_except_else__with_parens__continue(a, b, c, d, xs, ys):
    if not (a and b):
        g(0)
    else:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            with (cm(a) as x, cm(b) as y):
                raise ValueError(a) from b
    return b


def f3_for__while_true__with_parens__bare_return(a, b, c, d, xs, ys):
    yield
    for v in xs:
        while True:
            with (cm(a) as x, cm(b) as y):
                return
    return a
    return b


def f3_match__if__try_except_as__del(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            if a and b:
                try:
                    x = a
                    del x
                except (KeyError, IndexError) as e:
                    g(1)
                except Exception:
                    g(2)
                g(9)


def f3_match__try_except_else__while__lambda(a, b, c, d, xs, ys):
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
            except ValueError as e:
                g(1)
            else:
                while a < b:
                    h = lambda q: q if q else a
                    g(h)
            return a


def f3_with__with_parens__for__yield_value(a, b, c, d, xs, ys):
    with cm(a):
        with (cm(a) as x, cm(b) as y):
            for v in (1, 2):
                x = yield a
            return a


def f3_if_elif__if__with_parens__call(a, b, c, d, xs, ys):
    if a in xs:
        if a and (b or c):
            with (cm(a) as x, cm(b) as y):
                g(a)
    elif a:
        g(1)
    return a


def f3_if_elif_else__while_true__with_parens__augassign(a, b, c, d, xs, ys):
    yield
    if a < b:
        while True:
            with (cm(a) as x, cm(b) as y):
                x += 1
            continue
    elif a is None:
        g(1)
    elif a:
        g(2)
    else:
        g(3)
    g(b)


async def f3_match__async_for__async_with__raise_from(a, b, c, d, xs, ys):
    match a:
        case 1:
            async for v in ait(a):
                async with acm(a) as x:
                    raise ValueError(a) from b
            return a
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)


async def f3_with_parens__try_finally__async_for__lambda(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        finally:
            async for v in ait(a):
                h = lambda q: q if q else a
                g(h)
            return a
    return b


async def f3_async_for__with_parens__with__del(a, b, c, d, xs, ys):
    async for v in ait(a):
        with (cm(a) as x, cm(b) as y):
            with cm(a):
                x = a
                del x
        return a
    return b


async def f3_with_parens__try_except_else__for__await(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            for v in range(a):
                await w(a)
        except ValueError as e:
            g(1)
        else:
            g(2)
        return a
    return b


async def f3_for__match__for__assert(a, b, c, d, xs, ys):
    for v in xs:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                for v in xs:
                    assert a, b
            case {'k': r}:
                g(3)
            case _:
                g(4)


async def f3_while_else__async_for_else__match__lambda(a, b, c, d, xs, ys):
    while a in xs:
        async for v in ait(a):
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    g(2)
                case {'k': r}:
                    g(3)
                case _:
                    h = lambda q: q if q else a
                    g(h)
            g(9)
        else:
            g(1)
    else:
        g(1)
    g(b)


async def f3_match__async_for_else__try_finally__yield_value(a, b, c, d, xs, ys):
    match a:
        case 1:
            async for v in ait(a):
                g(0)
            else:
                try:
                    x = yield a
                finally:
                    g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return
    g(b)


async def f3_async_for_else__match__while__yield_value(a, b, c, d, xs, ys):
    async for v in ait(a):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                while a and b:
                    x = yield a
        return
    else:
        g(1)


async def f3_with_parens__async_for__with_as__lambda(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        async for v in ait(a):
            with cm(a) as x, cm(b) as y:
                h = lambda q: q if q else a
                g(h)
            g(9)
    g(b)


def f3_match__match__while_else__yield(a, b, c, d, xs, ys):
    match a:
        case 1:
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    while a and b:
                        g(0)
                    else:
                        yield a
                    g(9)
                case {'k': r}:
                    g(3)
                case _:
                    g(4)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    g(b)


def f3_try_except_else__while_else__match__yield_value(a, b, c, d, xs, ys):
    try:
        while (y := g(a)):
            g(0)
        else:
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    g(2)
                case {'k': r}:
                    g(3)
                case _:
                    x = yield a
        g(9)
    except ValueError as e:
        g(1)
    else:
        g(2)
    g(9)


def f3_while_else__match__while_true__pass(a, b, c, d, xs, ys):
    while a or b:
        g(0)
    else:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                while True:
                    pass
            case _:
                g(4)
    return a


def f3_if_elif__with_parens__while__nonlocal_outer(a):
    n1 = 0
    def f3_if_elif__with_parens__while__nonlocal(a, b, c, d, xs, ys):
        if a < b < c:
            g(0)
        elif a:
            with (cm(a) as x, cm(b) as y):
                while a:
                    nonlocal n1
                    g(b)
                return a
            return a
        return a
        return b
    return f3_if_elif__with_parens__while__nonlocal


def f3_try_except_else__try_except_else__with_parens__assign(a, b, c, d, xs, ys):
    yield
    try:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            with (cm(a) as x, cm(b) as y):
                x = g(b)
            return a
        g(9)
    except ValueError as e:
        g(1)
    else:
        g(2)


def f3_match__if__if__continue_outer(a):
    n1 = 0
    def f3_match__if__if__continue(a, b, c, d, xs, ys):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                if a or b and c:
                    if a < b:
                        nonlocal n1
                        g(b)
    return f3_match__if__if__continue


async def f3_with_parens__async_with__if_elif_else__pass(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        async with acm(a) as x:
            if a in xs:
                g(0)
            elif a:
                pass
            elif a < b < c:
                g(2)
            else:
                g(3)
    g(9)
    g(b)


def f3_while_else__match__while_else__return(a, b, c, d, xs, ys):
    while a < b:
        g(0)
    else:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                while a:
                    g(0)
                else:
                    return a
        return a
    return a
    g(b)


def f3_try_except__match__try_except__call(a, b, c, d, xs, ys):
    yield
    try:
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
                    g(a)
    except ValueError:
        g(1)
    g(9)
    return b


async def f3_if__for_else__match__pass(a, b, c, d, xs, ys):
    if a or b:
        for v in xs:
            g(0)
        else:
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    pass
                case {'k': r}:
                    g(3)
                case _:
                    g(4)
    g(9)


async def f3_with_parens__for__async_for_else__assert(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        for v in g(a):
            async for v in ait(a):
                g(0)
            else:
                assert a, b
            g(9)
    g(b)


async def f3_if_else__async_for_else__with_parens__break(a, b, c, d, xs, ys):
    if a < b < c:
        g(0)
    else:
        async for v in ait(a):
            with (cm(a) as x, cm(b) as y):
                break
        else:
            g(1)
    g(b)


async def f3_while_else__async_with__match__assign(a, b, c, d, xs, ys):
    while not a:
        g(0)
    else:
        async with acm(a) as x:
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    g(2)
                case {'k': r}:
                    g(3)
                case _:
                    x = g(b)
            g(9)
    g(b)


def f3_while_else__while_else__match__yield_from(a, b, c, d, xs, ys):
    while a < b < c:
        while a is None:
            match a:
                case 1:
                    yield from xs
                case [p, q] if p:
                    g(2)
                case {'k': r}:
                    g(3)
                case _:
                    g(4)
        else:
            g(1)
    else:
        g(1)
    return a
    return b


def f3_with_parens__try_finally__for__call(a, b, c, d, xs, ys):
    yield
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        finally:
            for v in xs:
                g(a)
        return a
    g(b)


async def f3_with_parens__try_finally__with__await(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        finally:
            with cm(a):
                await w(a)


async def f3_with_parens__async_for__if_elif_else__yield_from(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        async for v in ait(a):
            if a and (b or c):
                h = lambda q: q if q else a
                g(h)
            elif a:
                g(1)
            elif a in xs:
                g(2)
            else:
                g(3)
    return b


def f3_match__try_except__for__yield_value(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            try:
                for v in (1, 2):
                    x = yield a
                return a
            except ValueError:
                g(1)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return b


def f3_if_else__match__if_elif_else__reraise(a, b, c, d, xs, ys):
    yield
    if a:
        g(0)
    else:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                if a < b:
                    g(0)
                elif a < b:
                    g(1)
                elif (y := g(a)):
                    g(2)
                else:
                    raise
            case _:
                g(4)
        g(9)
    g(9)
    return b


def f3_while__while__match__reraise(a, b, c, d, xs, ys):
    while not a:
        while not a:
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    g(2)
                case {'k': r}:
                    g(3)
                case _:
                    raise
            continue
        g(9)


async def f3_async_for__if_elif__match__assign(a, b, c, d, xs, ys):
    async for v in ait(a):
        if not a:
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    x = g(b)
                case {'k': r}:
                    g(3)
                case _:
                    g(4)
            continue
        elif not (a and b):
            g(1)
    return b


async def f3_match__for_else__while_else__pass(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            for v in range(a):
                g(0)
            else:
                while not (a and b):
                    g(0)
                else:
                    pass
    g(b)


def f3_match__while_true__for__del(a, b, c, d, xs, ys):
    yield
    match a:
        case 1:
            while 1:
                for v in g(a):
                    x = a
                    del x
                return a
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return b


async def f3_try_except_else__async_with__match__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        async with acm(a) as x:
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    x = g(b)
                case {'k': r}:
                    g(3)
                case _:
                    g(4)
    else:
        g(2)
    g(b)


def f3_match__try_finally__for_else__call(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            try:
                g(0)
            finally:
                for v in range(a):
                    g(a)
                else:
                    g(1)
                g(9)
        case _:
            g(4)
    g(b)


def f3_while__match__for__yield_value(a, b, c, d, xs, ys):
    while a:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                for v in xs:
                    x = yield a
            case {'k': r}:
                g(3)
            case _:
                g(4)
        return a
    return a
    g(b)


async def f3_async_with__async_with__with_parens__pass(a, b, c, d, xs, ys):
    async with acm(a) as x:
        async with acm(a) as x:
            with (cm(a) as x, cm(b) as y):
                pass
        return a
    g(9)
    return b


def f3_match__try_except_else_finally__match__pass(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            try:
                match a:
                    case 1:
                        g(1)
                    case [p, q] if p:
                        pass
                    case {'k': r}:
                        g(3)
                    case _:
                        g(4)
            except ValueError:
                g(1)
            else:
                g(2)
            finally:
                g(3)
            g(9)
        case _:
            g(4)
    return b


def f3_try_except_else__match__try_finally__break(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                try:
                    x = yield a
                finally:
                    g(1)
    else:
        g(2)
    g(b)


async def f3_try_except__with_parens__async_with__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        with (cm(a) as x, cm(b) as y):
            async with acm(a) as x:
                pass
        return a
    return b


async def f3_async_with__match__with__del(a, b, c, d, xs, ys):
    async with acm(a) as x:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                with cm(a):
                    x = a
                    del x
            case {'k': r}:
                g(3)
            case _:
                g(4)
        g(9)


def f3_while__try_except_as__with_parens__nonlocal_outer(a):
    n1 = 0
    def f3_while__try_except_as__with_parens__nonlocal(a, b, c, d, xs, ys):
        while (y := g(a)):
            try:
                g(0)
            except (KeyError, IndexError) as e:
                with (cm(a) as x, cm(b) as y):
                    nonlocal n1
                    g(b)
                g(9)
            except Exception:
                g(2)
            g(9)
        g(9)
        return b
    return f3_while__try_except_as__with_parens__nonlocal


async def f3_async_for__try_except_else_finally__with_parens__continue(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            with (cm(a) as x, cm(b) as y):
                continue
            continue
    return b


def f3_if_else__with_parens__for__nonlocal_outer(a):
    n1 = 0
    async def f3_if_else__with_parens__for__nonlocal(a, b, c, d, xs, ys):
        if a or b and c:
            g(0)
        else:
            with (cm(a) as x, cm(b) as y):
                for v in {1, 2}:
                    nonlocal n1
                    g(b)
        g(9)
        return b
    return f3_if_else__with_parens__for__nonlocal


def f3_with_parens__with_as__try_except_as__assert(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        with cm(a) as x, cm(b) as y:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                assert a, b
            except Exception:
                g(2)
    return b


def f3_with_parens__if_elif_else__with_as__bare_return(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        if a or b and c:
            g(0)
        elif a:
            with cm(a) as x, cm(b) as y:
                return
        elif not a:
            g(2)
        else:
            g(3)
    return a
    return b


async def f3_with__with_parens__try_except_else__pass(a, b, c, d, xs, ys):
    with cm(a):
        with (cm(a) as x, cm(b) as y):
            try:
                g(0)
            except ValueError as e:
                pass
            else:
                g(2)
    g(9)
    g(b)


async def f3_try_except_as__try_except_else__match__await(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    g(2)
                case {'k': r}:
                    g(3)
                case _:
                    await w(a)
    return a
    g(b)


def f3_with_parens__try_except__try_except_as__yield_from(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        except ValueError:
            try:
                g(0)
            except (KeyError, IndexError) as e:
                yield from xs
            except Exception:
                g(2)
        g(9)
    return b


async def f3_async_for_else__while__match__yield_value(a, b, c, d, xs, ys):
    async for v in ait(a):
        while (y := g(a)):
            match a:
                case 1:
                    x = yield a
                case [p, q] if p:
                    g(2)
                case {'k': r}:
                    g(3)
                case _:
                    g(4)
            continue
    else:
        g(1)


def f3_match__if_else__match__global(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            if a or b and c:
                match a:
                    case 1:
                        g(1)
                    case [p, q] if p:
                        g(2)
                    case {'k': r}:
                        g(3)
                    case _:
                        global G1
                        G1 = a
            else:
                g(1)
            g(9)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return b


def f3_match__try_except__with_parens__continue(a, b, c, d, xs, ys):
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
                with (cm(a) as x, cm(b) as y):
                    x += 1
                g(9)
        case _:
            g(4)
    g(9)


async def f3_match__async_for__if_elif__reraise(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            async for v in ait(a):
                if a and b:
                    raise
                elif a in xs:
                    g(1)
                g(9)
            return a
        case {'k': r}:
            g(3)
        case _:
            g(4)
    g(9)


def f3_with__with_parens__for__global(a, b, c, d, xs, ys):
    with cm(a):
        with (cm(a) as x, cm(b) as y):
            for v in {1, 2}:
                global G1
                G1 = a
        g(9)
    return a
    return b


def f3_with_parens__while__if_elif__nonlocal_outer(a):
    n1 = 0
    def f3_with_parens__while__if_elif__nonlocal(a, b, c, d, xs, ys):
        with (cm(a) as x, cm(b) as y):
            while a or b:
                if a or b:
                    g(0)
                elif a and b:
                    nonlocal n1
                    g(b)
            g(9)
        return b
    return f3_with_parens__while__if_elif__nonlocal


def f3_with_parens__if_elif_else__with_parens__yield(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        if a and b:
            g(0)
        elif (y := g(a)):
            g(1)
        elif a or b:
            g(2)
        else:
            with (cm(a) as x, cm(b) as y):
                yield a
        return a
    g(b)


def f3_match__try_except__if_else__yield_value(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            try:
                g(0)
            except ValueError:
                if not (a and b):
                    g(0)
                else:
                    x = yield a
            return a
        case _:
            g(4)
    g(9)
    g(b)


async def f3_while_else__with_parens__try_finally__augassign(a, b, c, d, xs, ys):
    while a or b and c:
        g(0)
    else:
        with (cm(a) as x, cm(b) as y):
            try:
                g(0)
            finally:
                x += 1
        g(9)
    return b


async def f3_match__while_else__while_else__call(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            while a is None:
                while (y := g(a)):
                    g(0)
                else:
                    g(a)
                continue
            else:
                g(1)
            g(9)
    return a
    g(b)


def f3_for__with_parens__if_elif_else__yield(a, b, c, d, xs, ys):
    for v in range(a):
        with (cm(a) as x, cm(b) as y):
            if not a:
                yield a
            elif a < b:
                g(1)
            elif a is None:
                g(2)
            else:
                g(3)
            return a
        continue
    g(9)
    g(b)


def f3_while_else__while_else__with_parens__yield_from(a, b, c, d, xs, ys):
    while not a:
        while a and b:
            g(0)
        else:
            with (cm(a) as x, cm(b) as y):
                yield from xs
        g(9)
    else:
        g(1)


def f3_match__for__try_except__assert(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            for v in {1, 2}:
                try:
                    assert a, b
                except ValueError:
                    g(1)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return b


def f3_try_except_else_finally__try_except_else_finally__match__raise_from(a, b, c, d, xs, ys):
    try:
        try:
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    g(2)
                case {'k': r}:
                    raise ValueError(a) from b
                case _:
                    g(4)
        except ValueError:
            g(1)
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


async def f3_try_finally__with_parens__async_for__pass(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        with (cm(a) as x, cm(b) as y):
            async for v in ait(a):
                pass


def f3_while_else__with__match__nonlocal_outer(a):
    n1 = 0
    def f3_while_else__with__match__nonlocal(a, b, c, d, xs, ys):
        yield
        while a in xs:
            with cm(a):
                match a:
                    case 1:
                        g(1)
                    case [p, q] if p:
                        g(2)
                    case {'k': r}:
                        nonlocal n1
                        g(b)
                    case _:
                        g(4)
            continue
        else:
            g(1)
        g(b)
    return f3_while_else__with__match__nonlocal


async def f3_if_elif_else__with_parens__async_with__del(a, b, c, d, xs, ys):
    if (y := g(a)):
        with (cm(a) as x, cm(b) as y):
            async with acm(a) as x:
                x = a
                del x
    elif not (a and b):
        g(1)
    elif a and b:
        g(2)
    else:
        g(3)


async def f3_async_with__match__with_parens__yield_value(a, b, c, d, xs, ys):
    async with acm(a) as x:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                with (cm(a) as x, cm(b) as y):
                    x = yield a
            case _:
                g(4)


async def f3_async_with__match__try_except_else_finally__pass(a, b, c, d, xs, ys):
    async with acm(a) as x:
        match a:
            case 1:
                try:
                    g(0)
                except ValueError:
                    g(1)
                else:
                    pass
                finally:
                    g(3)
                return a
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(4)
    g(9)
    g(b)


async def f3_with_parens__try_finally__async_for_else__bare_return(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        try:
            g(0)
        finally:
            async for v in ait(a):
                return
            else:
                g(1)
            g(9)


def f3_with__match__if_else__global(a, b, c, d, xs, ys):
    with cm(a):
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                if a or b:
                    g(0)
                else:
                    global G1
                    G1 = a
                return a
            case {'k': r}:
                g(3)
            case _:
                g(4)


def f3_match__match__if_else__bare_return(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            match a:
                case 1:
                    if a or b:
                        return
                    else:
                        g(1)
                    return a
                case [p, q] if p:
                    g(2)
                case {'k': r}:
                    g(3)
                case _:
                    g(4)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    return b


async def f3_match__while_true__for_else__lambda(a, b, c, d, xs, ys):
    match a:
        case 1:
            while True:
                for v in {1, 2}:
                    g(0)
                else:
                    h = lambda q: q if q else a
                    g(h)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    g(b)


def f3_with__with_parens__with__lambda(a, b, c, d, xs, ys):
    yield
    with cm(a):
        with (cm(a) as x, cm(b) as y):
            with cm(a):
                h = lambda q: q if q else a
                g(h)
            return a
        g(9)


def f3_match__if_elif__try_except_else_finally__yield(a, b, c, d, xs, ys):
    match a:
        case 1:
            if a or b:
                g(0)
            elif (y := g(a)):
                try:
                    g(0)
                except ValueError:
                    yield a
                else:
                    g(2)
                finally:
                    g(3)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            g(4)
    g(b)


async def f3_try_except_else__with_parens__async_with__call(a, b, c, d, xs, ys):
    try:
        with (cm(a) as x, cm(b) as y):
            async with acm(a) as x:
                g(a)
            g(9)
    except ValueError as e:
        g(1)
    else:
        g(2)
    return b


async def f3_match__async_with__match__await(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            async with acm(a) as x:
                match a:
                    case 1:
                        g(1)
                    case [p, q] if p:
                        await w(a)
                    case {'k': r}:
                        g(3)
                    case _:
                        g(4)
                return a
        case _:
            g(4)
    g(b)


def f3_match__if_else__with_parens__break(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            g(3)
        case _:
            if (y := g(a)):
                g(0)
            else:
                with (cm(a) as x, cm(b) as y):
                    return
    return b


def f3_with_parens__with_parens__try_finally__raise(a, b, c, d, xs, ys):
    with (cm(a) as x, cm(b) as y):
        with (cm(a) as x, cm(b) as y):
            try:
                g(0)
            finally:
                raise ValueError(a)
            g(9)
    g(9)
    return b


async def f3_async_with__with_parens__with_parens__pass(a, b, c, d, xs, ys):
    async with acm(a) as x:
        with (cm(a) as x, cm(b) as y):
            with (cm(a) as x, cm(b) as y):
                pass
    g(9)
    g(b)
