"""3.12 wrong reading the hunt of hunt19a found in fuzz seed 113 (#458) on
the code merged from main at the session's end, not fixed: it came with
1ba085e9 ("table readers (3.11+): a with's constant return ... past the end
of the block it is read in ... is marked read"; its parent reads it right,
3.13 reads it right).

- seed 113 #458: an async with in a try/except in a for loop, its body an
  if/elif/else whose else raises, then `return` after the with: read as
  `break` at the end of the with body, so when __exit__ swallows the raise
  the loop went round again instead of returning.
"""

_LOG = []


class _Acm:
    async def __aenter__(self):
        _LOG.append("enter")
        return self

    async def __aexit__(self, kind, value, tb):
        _LOG.append(("exit", kind and kind.__name__))
        return kind is not None and issubclass(kind, ValueError)


def acm(a):
    return _Acm()


def g(x):
    _LOG.append(("g", x))
    return x


def case_h19a_open_seed113_return_after_swallowing_async_with_in_try_in_for():
    async def f(a, b, xs):
        for v in range(a):
            try:
                async with acm(a) as x:
                    if a in xs:
                        g(0)
                    elif a < b:
                        g(2)
                    else:
                        raise ValueError(a)
                return
            except (KeyError, IndexError) as e:
                g(1)

    out = []
    for a, b, xs in ((2, 0, ()), (2, 5, ()), (2, 0, (2,))):
        del _LOG[:]
        co = f(a, b, xs)
        try:
            co.send(None)
        except StopIteration:
            pass
        out.append(list(_LOG))
    return out
