"""3.12 wrong reading (found by helper refuse22b, probing siblings of
try_else.py::case_ctx18e_named_clause_then_raise_in_try_finally; on main
too): a try statement whose else returns through the copy of an enclosing
finally body, in a for loop (the return pops the iterator), a named clause
falling off, then `raise` after the statement. 3.12 copies the raise into
the clause past its POP_EXCEPT and the name's clean-up; it was read as the
clause's own (`except ValueError as e: raise ValueError(a)`), the raised
exception chaining the caught one (`__context__` ValueError, the original's
None). 3.13 refuses it ("cannot find where the try statement ends").
Move into try_else.py when fixed."""


def _ctx18e_raise_at(log, x, at):
    log.append(x)
    if x == at:
        raise ValueError(x)


def _ctx18e_run(f):
    out = []
    for a, at in ((1, -1), (1, 1), (2, 2), (0, 0), (0, -1)):
        log = []
        try:
            out.append((f(log, a, at), log))
        except ValueError as e:
            out.append(("raised", e.args, type(e.__context__).__name__, log))
    return out


def case_r22b_named_clause_then_raise_after_else_return_in_try_finally_in_for():
    def f(log, a, at):
        for v in (1, 2):
            try:
                try:
                    _ctx18e_raise_at(log, a, at)
                except ValueError as e:
                    pass
                else:
                    return a
                raise ValueError(a)
            finally:
                log.append(9)

    return _ctx18e_run(f)
