"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


async def f_match__try_except_star__reraise(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            try:
                raise
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                g(2)
            g(9)
        case _:
            g(4)
    g(b)


def f_match__try_except_star__pass(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            g(2)
        case {'k': r}:
            try:
                pass
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                g(2)
            g(9)
        case _:
            g(4)


def f_match__try_except_star__lambda(a, b, c, d, xs, ys):
    match a:
        case 1:
            g(1)
        case [p, q] if p:
            try:
                g(0)
            except* ValueError:
                g(1)
            except* (KeyError, OSError) as e:
                h = lambda q: q if q else a
                g(h)
        case {'k': r}:
            g(3)
        case _:
            g(4)
