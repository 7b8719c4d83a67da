"""Finally shapes decompiled to code that runs differently (see README.md)."""


def _log_or_raise(log, what, sock):
    if sock:
        raise OSError("x" if sock == 1 else "y")
    log.append(what)


# 3.10 (the blocks readers; finally_holding_try._finally_if_try_finally,
# whose unit is a helper the corpus never runs): a finally body holding an
# if around a try/except/finally. The normal copy reads as the nested
# statements, the handler copy as one try carrying the code after it, so
# the two do not compare: the copy is read into the try body, and the
# decompiled function runs the finally body twice.
def case_finally_if_try_finally_runs():
    log = []

    def f(sock):
        try:
            log.append("a")
        finally:
            if sock is not None:
                try:
                    _log_or_raise(log, "shutdown", sock)
                except OSError as exc:
                    if exc.args == ("x",):
                        raise
                finally:
                    log.append("close")

    for sock in (None, 0, 2, 1):
        try:
            f(sock)
        except OSError as exc:
            log.append(repr(exc))
    return log


# 3.10 (fuzz seed 3 #539, the one fuzz program that runs differently): a
# finally body that is a try/except/else/finally. Its normal copy is read
# into the try body, where the outer finally then runs it a second time.
def case_finally_holding_try_except_else_finally():
    log = []

    def g(n):
        log.append(n)
        if n == 9:
            raise ValueError

    def f(first):
        try:
            g(first)
        finally:
            try:
                g(0)
            except ValueError:
                g(1)
            else:
                g(2)
            finally:
                g(3)

    for first in (5, 9):
        try:
            f(first)
        except ValueError:
            log.append("raised")
    return log
