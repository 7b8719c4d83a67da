"""3.12 wrong reading (found writing the 3.10 siblings of
loop_exits_through_try.py::case_o19w_*, o310): a try/except/else in a for
loop (ending a with body, two withs' or the loop's own body), its else
running code then continuing the loop, then a raise after the statement
reached only from the clause. 3.12 reads the raise as the clause's own
(`except ValueError as e: raise ValueError(v)`, the else's code, then a
`continue` after the try), so the raised exception gets the caught one as
its `__context__` where the original's has none. 3.10 (since o310) and 3.11
read them right, 3.13 refuses the with shapes. The else that is only
`continue`: loop_exits_through_try.py::case_o19_* and
loop_exits_through_try_312.py::case_o19_*, read right.
"""


class _O19WithCm:
    def __init__(self, log, a):
        self.log = log
        self.a = a

    def __enter__(self):
        self.log.append(("enter", self.a))
        return self

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", self.a, kind and kind.__name__))
        return False


def _o19_raise_at(log, x, at):
    log.append(x)
    if x == at:
        raise ValueError(x)


def _o19_run(f):
    out = []
    for xs, at in (((1, 2), -1), ((1, 2), 1), ((1, 2), 2), ((), 0)):
        log = []
        try:
            r = f(log, xs, at)
            if hasattr(r, "send"):
                try:
                    r.send(None)
                except StopIteration as e:
                    r = e.value
            out.append((r, log))
        except ValueError as e:
            out.append(("raised", e.args, type(e.__context__).__name__, log))
    return out


def case_o19e_named_clause_then_raise_after_else_code_continue_in_with_in_for():
    def f(log, xs, at):
        for v in xs:
            with _O19WithCm(log, v):
                try:
                    _o19_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    log.append("else")
                    continue
                raise ValueError(v)
        return "end"

    return _o19_run(f)


def case_o19e_named_clause_then_raise_after_else_code_continue_in_for():
    def f(log, xs, at):
        for v in xs:
            try:
                _o19_raise_at(log, v, at)
            except ValueError as e:
                pass
            else:
                log.append("else")
                continue
            raise ValueError(v)
        return "end"

    return _o19_run(f)


def case_o19e_named_clause_then_raise_after_else_code_continue_in_two_withs_in_for():
    def f(log, xs, at):
        for v in xs:
            with _O19WithCm(log, v) as x:
                with _O19WithCm(log, -v):
                    try:
                        _o19_raise_at(log, v, at)
                    except ValueError as e:
                        pass
                    else:
                        log.append("else")
                        continue
                    raise ValueError(v)
        return "end"

    return _o19_run(f)


def case_o19e_named_clause_then_raise_after_else_if_continue_in_with_in_for():
    def f(log, xs, at):
        for v in xs:
            with _O19WithCm(log, v):
                try:
                    _o19_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    if v > 1:
                        continue
                    log.append("else")
                    continue
                raise ValueError(v)
        return "end"

    return _o19_run(f)
