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
