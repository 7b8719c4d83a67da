"""Wrong readings left open by lateAsync16: async for loops on 3.12/3.13. Run with
`PYTHONPATH=src ~/.pyenv/versions/3.12.*/bin/python -m depyf.verify.corpus tests/corpus/_open --failures 50`.
"""

class _La16Items:
    def __init__(self, items):
        self.items = list(items)
    def __aiter__(self):
        return self
    async def __anext__(self):
        if not self.items:
            raise StopAsyncIteration
        return self.items.pop(0)


class _La16Cm:
    def __init__(self, log, swallow):
        self.log, self.swallow = log, swallow
    def __enter__(self):
        return self
    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind and kind.__name__))
        return self.swallow



# 3.12/3.13: async_with.py::case_hb16_async_for_with_break_in_if_else with
# two with items: the else branch is still read inside the loop after the
# with (wrong reading: the else ran in the loop after a swallowed
# exception). The inner with's swallow path goes on to a copy of the outer
# with's exit call in the cold code, whose jump back to the loop's head is
# no swallow path's: asyncfor._rounds_by_swallowing_only says no. The
# original hunt program, 3.12 seed 40 #763, still runs differently for it.
async def case_la16_async_for_two_item_with_break_in_if_else():
    async def f(log, a, swallow):
        if a:
            async for v in _La16Items(a):
                with _La16Cm(log, swallow), _La16Cm(log, swallow):
                    log.append(10 // v)
                    break
        else:
            log.append("else")
        log.append("after")

    out = []
    for a in ((), (0, 5), (5,)):
        for swallow in (False, True):
            log = []
            try:
                out.append((await f(log, a, swallow), log))
            except ZeroDivisionError:
                out.append(("ZeroDivisionError", log))
    return out
