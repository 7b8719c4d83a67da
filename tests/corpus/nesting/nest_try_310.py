"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


def f_try_except__match__call(a, b, c, d, xs, ys):
    try:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(a)
        g(9)
    except ValueError:
        g(1)
    return a


def f_try_except__match__break(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
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
    g(9)
    return b


async def f_try_except__match__global(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
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
    return b


def f_try_except__with_parens__reraise(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        with (cm(a) as x, cm(b) as y):
            raise
        g(9)
    g(b)


def f_try_except__with_parens__pass(a, b, c, d, xs, ys):
    try:
        with (cm(a) as x, cm(b) as y):
            pass
        g(9)
    except ValueError:
        g(1)
    return b


def f_try_except__with_parens__lambda(a, b, c, d, xs, ys):
    yield
    try:
        with (cm(a) as x, cm(b) as y):
            h = lambda q: q if q else a
            g(h)
    except ValueError:
        g(1)


def f_try_except_as__match__raise_from(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except (KeyError, IndexError) as e:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                raise ValueError(a) from b
            case {'k': r}:
                g(3)
            case _:
                g(4)
        g(9)
    except Exception:
        g(2)
    return a


def f_try_except_as__match__continue(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                return a
            case {'k': r}:
                g(3)
            case _:
                g(4)
        return a
    return a
    return b


def f_try_except_as__match__nonlocal_outer(a):
    n1 = 0
    def f_try_except_as__match__nonlocal(a, b, c, d, xs, ys):
        yield
        try:
            g(0)
        except (KeyError, IndexError) as e:
            g(1)
        except Exception:
            match a:
                case 1:
                    g(1)
                case [p, q] if p:
                    nonlocal n1
                    g(b)
                case {'k': r}:
                    g(3)
                case _:
                    g(4)
            return a
        g(9)
        g(b)
    return f_try_except_as__match__nonlocal


def f_try_except_as__with_parens__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        with (cm(a) as x, cm(b) as y):
            x = yield a
    g(9)
    return b


def f_try_except_as__with_parens__bare_return(a, b, c, d, xs, ys):
    try:
        with (cm(a) as x, cm(b) as y):
            return
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)
    g(9)
    g(b)


async def f_try_except_as__with_parens__await(a, b, c, d, xs, ys):
    try:
        with (cm(a) as x, cm(b) as y):
            await w(a)
    except (KeyError, IndexError) as e:
        g(1)
    except Exception:
        g(2)


def f_try_except_else__match__assign(a, b, c, d, xs, ys):
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
                x = g(b)
            case _:
                g(4)
        g(9)
    return a
    g(b)


def f_try_except_else__match__raise(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                raise ValueError(a)
            case {'k': r}:
                g(3)
            case _:
                g(4)
    else:
        g(2)
    g(9)
    return b


def f_try_except_else__match__assert(a, b, c, d, xs, ys):
    try:
        match a:
            case 1:
                assert a, b
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(4)
    except ValueError as e:
        g(1)
    else:
        g(2)
    return a
    g(b)


async def f_try_except_else__with_parens__augassign(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        g(1)
    else:
        with (cm(a) as x, cm(b) as y):
            x += 1
        return a


def f_try_except_else__with_parens__yield(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        with (cm(a) as x, cm(b) as y):
            yield a
        return a
    else:
        g(2)
    g(9)
    return b


def f_try_except_else__with_parens__yield_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError as e:
        with (cm(a) as x, cm(b) as y):
            yield from xs
        g(9)
    else:
        g(2)
    return b


def f_try_finally__match__reraise(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        match a:
            case 1:
                raise
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                g(4)
        return a
    g(b)


async def f_try_finally__match__pass(a, b, c, d, xs, ys):
    try:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                pass
            case _:
                g(4)
    finally:
        g(1)
    return a
    g(b)


def f_try_finally__match__lambda(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                h = lambda q: q if q else a
                g(h)
            case _:
                g(4)


def f_try_finally__with_parens__return(a, b, c, d, xs, ys):
    try:
        with (cm(a) as x, cm(b) as y):
            return a
    finally:
        g(1)
    g(9)
    g(b)


async def f_try_finally__with_parens__del(a, b, c, d, xs, ys):
    try:
        g(0)
    finally:
        with (cm(a) as x, cm(b) as y):
            x = a
            del x
        return a
    return b


def f_try_finally__with_parens__call(a, b, c, d, xs, ys):
    try:
        with (cm(a) as x, cm(b) as y):
            g(a)
        g(9)
    finally:
        g(1)
    return b


def f_try_except_else_finally__match__yield_value(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                x = yield a
            case {'k': r}:
                g(3)
            case _:
                g(4)
        g(9)
    g(b)


def f_try_except_else_finally__match__bare_return(a, b, c, d, xs, ys):
    yield
    try:
        g(0)
    except ValueError:
        match a:
            case 1:
                g(1)
            case [p, q] if p:
                g(2)
            case {'k': r}:
                g(3)
            case _:
                return
    else:
        g(2)
    finally:
        g(3)
    g(9)


async def f_try_except_else_finally__match__await(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
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


def f_try_except_else_finally__with_parens__break(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        with (cm(a) as x, cm(b) as y):
            x += 1
        g(9)
    else:
        g(2)
    finally:
        g(3)
    return a
    g(b)


async def f_try_except_else_finally__with_parens__global(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        g(2)
    finally:
        with (cm(a) as x, cm(b) as y):
            global G1
            G1 = a
        g(9)
    return b


def f_try_except_else_finally__with_parens__raise_from(a, b, c, d, xs, ys):
    try:
        g(0)
    except ValueError:
        with (cm(a) as x, cm(b) as y):
            raise ValueError(a) from b
    else:
        g(2)
    finally:
        g(3)
    g(9)
    g(b)
