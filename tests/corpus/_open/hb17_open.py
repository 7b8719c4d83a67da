"""A wrong reading left open by hunt17b (fuzz seed 56, 3.13; the seed 58
one moved to while_true_exits.py by lateOpen17). Run with
`PYTHONPATH=src ~/.pyenv/versions/3.12.*/bin/python -m depyf.verify.corpus tests/corpus/_open --failures 50`.
"""


def _hb17_open_raise_at(log, x, at):
    log.append(x)
    if x == at:
        raise ValueError(x)


# 3.13 (fuzz 3.13 seed 56 #965; 3.12 reads right): an async for loop in an
# if, whose body is try/except/else: return, then a raise (the loop never
# goes round), then code after the if: read as `except: break` with the
# raise after the if, so when the loop's iterator is empty (or the if's
# test false) the function raises instead of returning.
class _Hb17OpenAit:
    def __init__(self, xs):
        self.xs = list(xs)

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.xs:
            raise StopAsyncIteration
        return self.xs.pop(0)


def case_hb17_async_for_try_else_return_then_raise_in_if():
    async def f(log, a, xs, at):
        if a:
            async for v in _Hb17OpenAit(xs):
                try:
                    _hb17_open_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    return a
                raise ValueError(a)
        return None

    out = []
    for a, xs, at in ((1, (), -1), (1, (1,), -1), (1, (1,), 1), (0, (1,), -1)):
        log = []
        co = f(log, a, xs, at)
        try:
            co.send(None)
        except StopIteration as e:
            out.append((e.value, log))
        except ValueError as e:
            out.append(("raised", e.args, log))
    return out
