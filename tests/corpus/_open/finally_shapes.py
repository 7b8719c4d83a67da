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
