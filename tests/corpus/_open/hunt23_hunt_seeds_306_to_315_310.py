"""Wrong readings found by helper hunt23's hunt over 3.12/3.13 seeds 306-315
(`python -m depyf.verify.hunt --seeds 306-315 --versions 3.12,3.13 --shrink`),
not fixed yet (found at the end of the session). Each case is the shrunk
program, made self-contained (`_g` raises ValueError for 0, as the
exception-path prelude's `g` did at the point that ran differently).

- 3.13, seed 307 #550 (case_h23_seed307_nested_named_clauses_then_else_in_for):
  in a for loop, `try: g(0)` / `except ValueError as e:` holding `try: raise`
  / `except ValueError as e: pass` / `else: pass`, then the outer statement's
  `else: g(2)`. Read with the outer else dropped and `g(2)` after the
  statement: it ran after the clause too.
- 3.13 (3.12: a mismatch only), seed 309 #974
  (case_h23_seed309_match_return_in_named_clause_in_for):
  in a for loop, a named except clause holding a match whose last case
  (`case _: return`) returns, the try's `else: pass`, the for's `else: pass`.
  Read as `case _: pass` then `break` after the match and `continue` after the
  statement: every case broke out of the loop after the first exception,
  where the original went round (`case 1: pass`).
- 3.12 (3.11 and 3.13 read this sample wrong too), seed 315 #616
  (case_h23_seed315_async_with_return_in_try_finally):
  `try: async with acm(a): x = {...}; return` / `finally: g(1)` then
  `return d if 1 else a`. Read with `return None` after the statement (and
  the finally body and the return laid out again after it, dead): when the
  manager swallows an exception from the body (`range('k')`), the original
  goes on to the finally body and returns d; the reading returns None.
"""


def _g(x, log):
    log.append(("g", x))
    if x == 0:
        raise ValueError(x)
    return x


def case_h23_seed307_nested_named_clauses_then_else_in_for():
    def f(a, log, xs=(1, 2, 3)):
        for v in xs:
            try:
                _g(v - 1, log)
            except ValueError as e:
                try:
                    raise ValueError(a)
                except ValueError as e:
                    pass
                else:
                    pass
            else:
                _g(2, log)
        return log

    return [f(a, []) for a in (0, 1)]


def case_h23_seed309_match_return_in_named_clause_in_for():
    def f(a, log, xs=(1, 2, 3)):
        for v in xs:
            try:
                _g(v - 1, log)
            except ValueError as e:
                match a:
                    case 1:
                        pass
                    case [p, q] if p:
                        pass
                    case {"k": r}:
                        pass
                    case _:
                        return
            else:
                pass
        else:
            pass

    out = []
    for a in (None, 1, (1, 2), {"k": 3}):
        log = []
        out.append((f(a, log), log))
    return out


class _H23Acm:
    def __init__(self, v, log):
        self.v, self.log = v, log

    async def __aenter__(self):
        self.log.append(("enter", self.v))
        return self.v

    async def __aexit__(self, typ, exc, tb):
        self.log.append(("exit", self.v, typ is not None))
        return self.v == "k"


def _h23_drive(coro):
    try:
        coro.send(None)
    except StopIteration as stop:
        return stop.value
    raise RuntimeError("suspended")


def case_h23_seed315_async_with_return_in_try_finally():
    async def f(a, d, log):
        try:
            async with _H23Acm(a, log) as x:
                x = {v1 for v0 in range(a) for v1 in _g(a, log)}
                return
        finally:
            _g(1, log)
        return d if 1 else a

    out = []
    for a in ("k", 0):
        log = []
        out.append((_h23_drive(f(a, "d", log)), log))
    return out
