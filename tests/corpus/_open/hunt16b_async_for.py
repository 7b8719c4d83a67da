"""Wrong readings the hunt found on 3.12/3.13 (seeds 21-40) and left open:
async for loops (hunt16b). Run with
`PYTHONPATH=src ~/.pyenv/versions/3.12.*/bin/python -m depyf.verify.corpus tests/corpus/_open --failures 50`.
"""


class _Ait:
    """An async iterator over the items given."""

    def __init__(self, items):
        self.items = list(items)

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.items:
            raise StopAsyncIteration
        return self.items.pop(0)


class _Hb16Cm:
    """Logs its exit; swallows the exception when told."""

    def __init__(self, log, swallow):
        self.log, self.swallow = log, swallow

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind and kind.__name__))
        return self.swallow


def _drive(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value
    except Exception as e:
        return type(e).__name__


# 3.12/3.13: an if whose body is an async for holding a with that breaks,
# an else branch after it: the else branch (laid out right after the
# with's `break`) was read as code after the with, inside the loop, where
# a swallowed exception goes round the loop (wrong reading: `g(1)` of the
# else ran in the loop). Found by the hunt, 3.12/3.13 seed 40 program 763.
def case_hb16_async_for_with_break_in_if_else():
    async def f(log, a, swallow):
        if a:
            async for v in _Ait(a):
                with _Hb16Cm(log, swallow):
                    log.append(10 // v)
                    break
        else:
            log.append("else")
        log.append("after")

    out = []
    for a in ((), (0, 5), (5,)):
        for swallow in (False, True):
            log = []
            out.append((_drive(f(log, a, swallow)), log))
    return out


# 3.12/3.13: an async for in an if's else whose own else is an endless
# loop (that raises UnboundLocalError): read as `continue` then a `return None` inside the
# inner loop, the endless loop after the function's end (wrong reading:
# the inner loop's exit returned None instead of running its else). Found
# by the hunt, 3.12/3.13 seed 28 program 398.
def case_hb16_async_for_else_endless_loop():
    async def f(log, a):
        async for v in _Ait(a):
            if v:
                log.append(v)
            else:
                async for w in _Ait(a):
                    log.append(("inner", w))
                else:
                    while 1:
                        n += 1  # (n unbound: raises at once)

    out = []
    for a in ((), (1,), (0, 1)):
        log = []
        out.append((_drive(f(log, a)), log))
    return out
