"""try/finally: returns through the finally body, finally bodies with
branches or loops, code after the statement.

Samples that need Python 3.11 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Exception shape (3.11+ exception table) found in the stdlib sweep whose
# 3.8-3.10 block-stack form is not lifted yet ("finally body without its
# end").

def _finally_body_raising_in_clause(log, fail):
    # asyncio.base_events.Server.serve_forever
    try:
        if fail:
            raise KeyError(fail)
        log.append("waited")
    except KeyError:
        try:
            log.append("closing")
        finally:
            raise
    finally:
        log.append("finally")


def finally_body_raising_in_clause():
    log = []
    out = [_finally_body_raising_in_clause(log, 0)]
    try:
        _finally_body_raising_in_clause(log, 1)
    except KeyError as e:
        out.append(repr(e))
    return out, log


def _finally_body_raising(log, fail):
    try:
        if fail:
            raise KeyError(fail)
        log.append("body")
    finally:
        log.append("finally")
        raise ValueError(len(log))


def finally_body_raising():
    log = []
    out = []
    for fail in (0, 1):
        try:
            _finally_body_raising(log, fail)
        except ValueError as e:
            out.append(repr(e))
    return out, log


# 3.12+ (3.11 passes): try/except/else/finally in a loop whose else always
# raises: the body's main line never finishes, only the except clause goes
# on, to the normal copy of the finally body that 3.12+ lays out past the
# handlers, then to the code after the statement ("cannot find where the
# try statement ends", then "finally body not copied after the try body";
# nesting corpus, f3_for__try_finally__try_except_else_finally__raise).
def else_raising_in_try_finally_in_loop():
    log = []

    def f(xs):
        for v in xs:
            try:
                if v:
                    log.append(v)
            except TypeError:
                log.append("type")
            else:
                raise ValueError(v)
            finally:
                log.append("finally")
            log.append("after")
        return len(log)

    out = [f([]), f([None, None])]
    try:
        f([None, 1])
    except ValueError as e:
        out.append(repr(e))
    return out, log


# 3.12+ (3.11 passes): try/except/else/finally whose else holds a try
# statement, then `return value`: the value waits through the finally
# body's copy, and the nested statement's handlers, not read yet, lie
# between that return and the except handler ("finally return shape";
# nesting corpus, f_try_except_else_finally__try_finally__assign).
def else_returning_after_try_in_try_finally():
    log = []

    def f(a, fail):
        try:
            if fail:
                raise ValueError(a)
        except ValueError:
            log.append("except")
        else:
            try:
                log.append("inner")
            finally:
                log.append("inner finally")
            return a
        finally:
            log.append("finally")
        return -a

    return [f(1, False), f(2, True)], log


def case_m23_constant_return_through_finally_if():
    # 3.11+ (3.10 too: _open/return_through_finally_310.py): `return c` through a finally body gives the return no line
    # (it runs after the statement that leaves), so the compiler copies it
    # onto each way into it, the branch of the normal copy falling off
    # there too; `return c` after the statement keeps its line, that branch
    # falling into it. Read after the statement, the copy was lost.
    def branch(a, log):
        try:
            log.append(a)
            return "r"
        finally:
            if a:
                log.append("f")

    def loop(a, log):
        try:
            log.append(a)
            return 5
        finally:
            while a:
                a -= 1
                log.append(a)

    def after(a, log):
        try:
            log.append(a)
        finally:
            if a:
                log.append("f")
        return "r"

    out = []
    for a in (0, 2):
        for f in (branch, loop, after):
            log = []
            out.append((f(a, log), log))
    return out


def case_m23_return_through_two_finally_bodies_break_in_outer():
    # 3.11 (minimal loop_exits_through_finally.py::_Cond.wait; 3.12+ too):
    # `return c` in a try/finally's body inside another's, whose finally
    # body's loop breaks out of a try: the outer body's normal copy and the
    # return are compiled inside the inner try body (the return unwinds
    # both), so the inner statement's handler, laid out inline after its
    # body, follows them. Read as the return after the outer statement.
    def f(log, fails):
        try:
            log.append("a")
            try:
                log.append("w")
                return True
            finally:
                log.append("r")
        finally:
            k = 0
            while True:
                try:
                    log.append(fails.pop())
                    break
                except IndexError:
                    k += 1
                    fails.append(k)
            if k:
                log.append(k)

    out = []
    for fails in ([], [0]):
        log = []
        out.append((f(log, fails), log))
    return out


def case_m23_return_after_try_except_finally_around_try_finally():
    # 3.13 (asyncio.locks.Semaphore.acquire; a wrong placement by this
    # branch's own change, found by the stdlib ratchet): `return c` after a
    # try/except/finally whose body ends in a try/finally. The reader makes
    # the body's one try/except the statement itself; the return was moved
    # into its body as if compiled inside a try/finally ending it.
    def f(log, fails):
        try:
            try:
                log.append(1 // fails)
            finally:
                log.append("r")
        except ZeroDivisionError:
            if log:
                log.append("z")
            raise
        finally:
            while len(log) > 3:
                if not log.pop():
                    break
        return True

    out = []
    for fails in (0, 1):
        log = []
        try:
            out.append((f(log, fails), log))
        except ZeroDivisionError:
            out.append(("raised", log))
    return out
