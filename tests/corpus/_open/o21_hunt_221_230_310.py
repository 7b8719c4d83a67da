"""A wrong reading the hunt of fuzz seeds 221-230 on 3.12 and 3.13 of the
twenty-first session found (shrunk), already in the code at that session's
start, not fixed yet (read so on 3.12 and 3.13; 3.11 reads it right). (Its
sibling of seed 227 #93 is fixed: with_exits_in_loops.py::case_o21_seed227_*.)

- seed 226 #316: `while True:` in a with, holding `async with acm(a):`
  around a match whose second case `break`s, then `x = xs[0]` after the
  async with: that assignment was read inside the async with (then
  `continue`), so it ran before the async with's exit, not after.
"""

import asyncio

_log = []


class _Cm:
    def __init__(self, v):
        self.v = v

    def __enter__(self):
        _log.append(("enter", self.v))
        return self.v

    def __exit__(self, t, e, tb):
        _log.append(("exit", self.v, t and t.__name__))
        return False


class _Acm:
    def __init__(self, v):
        self.v = v

    async def __aenter__(self):
        _log.append(("aenter", self.v))
        return self.v

    async def __aexit__(self, t, e, tb):
        _log.append(("aexit", self.v, t and t.__name__))
        return False


def case_o21_seed226_code_after_async_with_holding_match_in_while_true():
    async def f(a=1, b=2, xs=(0, "x")):
        with _Cm(a) as x, _Cm(b) as y:
            while True:
                async with _Acm(a) as x:
                    match a:
                        case 1:
                            pass
                        case [p, q] if p:
                            break
                        case {"k": r}:
                            pass
                        case _:
                            pass
                x = xs[0]

    out = []
    for args in [(1, 2, ()), ([1, 2], 2, ()), (3, 0, ())]:
        del _log[:]
        try:
            out.append(asyncio.run(f(*args)))
        except IndexError:
            out.append(("IndexError",))
        out.append(list(_log))
    return out
