"""3.10/3.11 (refused, open): `return c` in a try/finally body inside
another whose finally body holds a loop around a try statement: 3.10 "a
copy of the finally body left in the try body", 3.11 "finally body not
copied after the try body". 3.12+ reads it
(try_finally_exits_312.py::case_m23_return_through_two_finally_bodies_loop_in_outer)."""


def case_return_through_two_finally_bodies_310():
    # 3.12+: `return c` in a try/finally's body inside another's, whose
    # finally body holds a try statement: the outer body's normal copy is
    # compiled inside the inner try body (the return unwinds both), so the
    # handlers of its try statement lie before the inner statement's.
    # Read as the return after the outer statement, both copies falling
    # off, the handlers were laid out the other way.
    def f(log, fails):
        try:
            log.append("a")
            try:
                log.append("w")
                return True
            finally:
                log.append("r")
        finally:
            while True:
                try:
                    if fails.pop():
                        raise KeyError
                    break
                except KeyError:
                    log.append("k")

    out = []
    for fails in ([0], [0, 1]):
        log = []
        out.append((f(log, fails), log))
    return out
