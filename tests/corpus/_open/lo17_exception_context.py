"""3.12: a try/except/else whose else returns, then a raise, in a loop in an
if: read as `except ValueError as e: raise ValueError(a)` then the else's
`return a` after the statement. The values returned and raised are the
same, but the raise now happens inside the clause, so the new exception's
`__context__` is the caught one (the original's is None: its clause had
finished). Found by lateOpen17 (async_code.py::case_lo17_*); the hunt and the
corpus runner compare exceptions by type and arguments only, so this sample
returns the context itself."""


def _lo17_ctx_raise_at(x, at):
    if x == at:
        raise ValueError(x)


def case_lo17_ctx_raise_after_try_else_return_keeps_no_context():
    def f(a, xs, at):
        if a:
            for v in xs:
                try:
                    _lo17_ctx_raise_at(v, at)
                except ValueError as e:
                    pass
                else:
                    return a
                raise ValueError(a)
        return None

    out = []
    for a, xs, at in ((1, (), -1), (1, (1,), -1), (1, (1,), 1), (0, (1,), -1)):
        try:
            out.append(f(a, xs, at))
        except ValueError as e:
            out.append(("raised", e.args, type(e.__context__).__name__))
    return out
