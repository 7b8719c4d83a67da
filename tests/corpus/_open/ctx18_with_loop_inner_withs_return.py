"""3.12 (3.11 reads right, 3.13 refuses: "unstructured jump"): a with
around a loop whose body is two nested with statements (or one with two
items) that return, then code after the outer with: the code after it is
read inside the outer with, after the loop, so it runs before the outer
__exit__ (the log shows g called before the exit), and once more after the
with (read twice). Likewise a try/finally around such a loop: the finally
body's copy and the code after the statement are read inside the try body
(the finally body runs twice; 3.12 and 3.13, 3.11 refuses the return
one: "stack underflow"). A single inner with, or no outer with, reads
right.
Found by the hunt, `hunt --seeds 1-20 --versions 3.12` (seed 10 #639:
async with / async for / with two items: return a; then return g(a);
seed 13 #63, the same inner with in an async for in a try/finally, code
after the statement: `code after the statement read inside the try
body`)."""


_CTX18_LOG = []


class _Ctx18Cm:
    def __init__(self, v):
        self.v = v

    def __enter__(self):
        _CTX18_LOG.append(("enter", self.v))
        return self.v

    def __exit__(self, *exc):
        _CTX18_LOG.append(("exit", self.v))
        return False


def _ctx18_g(v):
    _CTX18_LOG.append(("g", v))
    return v


def _ctx18_points(f):
    out = []
    for xs in ((), (1,)):
        del _CTX18_LOG[:]
        out.append((f(0, xs), list(_CTX18_LOG)))
    return out


def case_ctx18_with_for_two_item_with_return_then_code():
    def f(a, xs):
        with _Ctx18Cm(a) as x:
            for v in xs:
                with _Ctx18Cm(v) as x, _Ctx18Cm(a) as y:
                    return a
        return _ctx18_g(a)

    return _ctx18_points(f)


def case_ctx18_with_for_nested_withs_return_then_code():
    def f(a, xs):
        with _Ctx18Cm(a) as x:
            for v in xs:
                with _Ctx18Cm(v) as x:
                    with _Ctx18Cm(a) as y:
                        return a
        return _ctx18_g(a)

    return _ctx18_points(f)


def case_ctx18_try_finally_for_two_item_with_return_then_code():
    def f(a, xs):
        try:
            for v in xs:
                with _Ctx18Cm(v) as x, _Ctx18Cm(a) as y:
                    return a
        finally:
            _ctx18_g(1)
        _ctx18_g(2)

    return _ctx18_points(f)


def case_ctx18_try_finally_for_two_item_with_raise_then_code():
    def f(a, xs):
        try:
            for v in xs:
                with _Ctx18Cm(v) as x, _Ctx18Cm(a) as y:
                    raise ValueError(a)
        finally:
            _ctx18_g(1)
        _ctx18_g(2)

    try:
        return _ctx18_points(f)
    except ValueError:
        return list(_CTX18_LOG)
