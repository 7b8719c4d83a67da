"""Wrong readings found by the behaviour grid over the fuzz set's
mismatched programs (helpers that raise, context managers that swallow:
paths the fuzz set's plain prelude never runs), not fixed yet."""


# 3.10: a try/except/else/finally followed by a bare `raise`, inside a
# try/except/finally: the inner else is read as ending with a copy of the
# inner finally body and the raise (`else: g(b); g(3); raise`), so on the
# else path the inner finally body runs twice. Found by the behaviour grid
# over fuzz seed 4 program 793 (3.10).
def case_try_else_finally_then_bare_raise_in_try_finally():
    def run(log, fail):
        def g(v):
            log.append(v)
            if v == fail:
                raise ValueError(v)
        try:
            try:
                g(0)
            except ValueError:
                g(1)
            else:
                g("else")
            finally:
                g(3)
            raise
        except ValueError:
            g("caught")
        finally:
            g("outer finally")

    out = []
    for fail in (None, 0, 1, 3):
        log = []
        try:
            run(log, fail)
        except Exception as e:
            log.append(type(e).__name__)
        out.append(log)
    return out


# 3.10: an async for whose body is a try/except/else/finally whose finally
# body holds a comprehension over a comprehension, then an async for
# holding a with of two items and a return: the try body is read as the
# try statement, then the finally body's copy on the normal path, inside
# a new try/finally, so when that copy raises (a g of the comprehension)
# the finally body runs a second time. Found by the behaviour grid over
# fuzz seed 3 program 20 (3.10), this function as generated; smaller
# shapes (no comprehension, or the same body nested in a case) are
# refused. It calls the nesting corpus' helpers: run it with
# `python -m depyf.verify.behaviour_grid tests/corpus/_open/exception_path_runs.py`
# (different at a=True, b=1, xs=(1,), the fourth helper event raising).
async def fuzz_3_20(a, b, c, d, xs, ys):
    async for v in ait(a):
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            x = [g(v0) for v0 in [v1 for v0 in g(a) for v1 in g(a)]]
            async for v in ait(a):
                x = (xs[0] and (None if g(a) else 0))
                with cm(a) as x, cm(b) as y:
                    x += 1
                return
    y = 0 if a else b
