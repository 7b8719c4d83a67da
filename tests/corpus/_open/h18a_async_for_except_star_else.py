"""3.12 (fuzz seed 64 #132, found by the hunt of hunt18a): a try/except/
else/finally whose except clause holds a try/except* around an async for
whose body is a two-item with that continues. Read with the else moved
after the inner try statement (inside the finally's body, no else): when
the clause ran, the else ran too. Not with a plain for, nor a plain
except, nor on 3.11 or 3.13. The helpers are module-level names, as in
the fuzz program (a local list or other calls lay the code out so that
it reads right)."""

_LOG = []


class _Cm:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        _LOG.append("exit")
        return False


def cm(a):
    return _Cm()


class _Ait:
    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.n:
            raise StopAsyncIteration
        self.n -= 1
        return self.n


def ait(a):
    return _Ait(2)


def g(x):
    _LOG.append(x)
    if x == 0 and _LOG[0] == "raise":
        raise ValueError(x)
    return x


def case_h18a_else_after_clause_with_async_for_in_except_star():
    async def f(a, b):
        try:
            g(0)
        except ValueError:
            try:
                async for v in ait(a):
                    with cm(a) as x, cm(b) as y:
                        continue
            except* ValueError:
                pass
        else:
            g(2)
        finally:
            g(3)

    out = []
    for first in ("plain", "raise"):
        del _LOG[:]
        _LOG.append(first)
        co = f(1, 2)
        try:
            co.send(None)
        except StopIteration:
            pass
        out.append(list(_LOG))
    return out
