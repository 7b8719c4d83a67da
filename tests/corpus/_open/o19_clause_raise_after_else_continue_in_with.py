"""3.10 wrong reading (found moving fuzz seed 98 #529's samples into the
corpus, open19): a try/except/else ending a with body in a for loop, its
else continuing the loop, then a raise after the statement reached only
from the clause. 3.10 reads the raise as the clause's own (`except
ValueError as e: raise ValueError(v)` and a `continue` after the try), so
the raised exception gets the caught one as its `__context__` where the
original's has none. 3.11 and 3.12 read it right, 3.13 refuses it
(loop_exits_through_try_312.py::case_o19_* holds the 3.12+ samples; the
shapes without a with read right on 3.10: loop_exits_through_try.py).
"""


class _O19Cm:
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


def case_o19_open_named_clause_then_raise_after_else_continue_in_with_in_for():
    def f(log, xs, at):
        for v in xs:
            with _O19Cm(log, v) as x:
                try:
                    _o19_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    continue
                raise ValueError(v)
        return "end"

    return _o19_run(f)
