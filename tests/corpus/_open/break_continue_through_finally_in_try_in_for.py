"""A wrong reading found by helper refuse22b (probing siblings of
loop_exits_through_finally.py::case_h19a_else_break_through_finally_in_try_in_for;
on main too). A try/except/else/finally in an outer try's body in a for
loop, the else leaving through the finally body by `continue`: 3.11 read
the finally body's copy as the else's own code, the finally body ran
twice. (3.12 refuses it, 3.13 reads it exactly.) Its `break` sibling with
code after the loop, a 3.13 wrong reading, is
loop_exits_through_finally.py::case_r22b_else_break_through_finally_in_try_in_for_then_code.

Move into loop_exits_through_finally.py when fixed."""


def _h19a_step(log, x, at):
    log.append(x)
    if x == at:
        raise ValueError(x)


def _run(f):
    out = []
    for xs, at in (((), -1), ((1, 2), -1), ((1, 2), 0), ((1, 2), 3)):
        log = []
        out.append((f(log, xs, at), log))
    return out


def case_r22b_else_continue_through_finally_in_try_in_for():
    def f(log, xs, at):
        for v in xs:
            try:
                try:
                    _h19a_step(log, 0, at)
                except ValueError:
                    pass
                else:
                    continue
                finally:
                    _h19a_step(log, 3, at)
            except ValueError:
                pass

    return _run(f)
