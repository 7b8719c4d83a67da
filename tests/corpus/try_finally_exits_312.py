"""try/finally: returns through finally bodies, in layouts of Python 3.12 or
newer (older interpreters skip the file; 3.10 and 3.11 refuse these shapes:
_open/return_through_two_finally_bodies_310.py).

Each sample: a module-level case (run and compared); a comment names the
interpreter versions and how it was found.
"""


def case_m23_return_through_two_finally_bodies_loop_in_outer():
    # 3.12+ (loop_exits_through_finally.py::_Cond.wait, minimal): `return
    # c` in a try/finally's body inside another's, whose finally body holds
    # a try statement: the outer body's normal copy is
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
