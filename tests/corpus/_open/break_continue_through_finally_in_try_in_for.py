"""Wrong readings found by helper refuse22b (probing siblings of
loop_exits_through_finally.py::case_h19a_else_break_through_finally_in_try_in_for;
on main too). A try/except/else/finally in an outer try's body in a for
loop, the else leaving the loop through the finally body:

* 3.13: `else: break` with code after the loop that is not copied into
  the break (`return len(log)`): the break's copy of the finally body was
  read as the else's own code (`else: _h19a_step(log, 3, at)`), the break
  moved to the outer try's else: the finally body ran twice. (3.11, 3.12
  refuse it.)
* 3.11: `else: continue`: read with the finally body's copy as the else's
  code too, the finally body ran twice. (3.12, 3.13 refuse it.)

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


def case_r22b_else_break_through_finally_in_try_in_for_then_code():
    def f(log, xs, at):
        for v in xs:
            try:
                try:
                    _h19a_step(log, 0, at)
                except ValueError:
                    pass
                else:
                    break
                finally:
                    _h19a_step(log, 3, at)
            except ValueError:
                log.append("c")
        return len(log)

    return _run(f)


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
