"""with statements leaving a loop from inside a try statement with
except* clauses (3.11+ syntax): see with_exits_in_loops.py."""


class _Wr12StarSwallow:
    def __init__(self, log, swallow):
        self.log = log
        self.swallow = swallow

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append(("exit", exc[0] is not None))
        return self.swallow


# 3.11 and 3.13 (3.12 refused it): a for loop whose body is a try statement
# with an except* clause whose body is a with whose body ends in `break`:
# read with an `else: break` on the try, so when __exit__ swallows the
# decompiled loop stopped where the original goes round. Found by the fuzz
# set (3.12 seed 1 program 136), reduced by hand (wrongRead12).
def case_wr12_with_break_in_try_star_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            log.append(v)
            try:
                with _Wr12StarSwallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    break
            except* ValueError:
                log.append("caught")
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_wr12_with_continue_then_code_in_try_star_in_while():
    log = []

    def f(n, swallow):
        while n:
            n -= 1
            try:
                with _Wr12StarSwallow(log, swallow):
                    if swallow == n:
                        raise KeyError(n)
                    continue
                log.append(("after", n))
            except* ValueError:
                log.append("caught")
        return n

    return [f(2, 5), f(2, 1), f(2, 0)], log


def case_wr12_with_return_in_try_star_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12StarSwallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    return v
            except* ValueError:
                log.append("caught")
            log.append(("end", v))
        return None

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


# 3.12/3.13 (refused, "cannot find where the try statement ends"): siblings
# of case_wr12_with_return_in_try_star_in_for (helper with18), the with's
# return (its swallow path going on where the except* clauses do, to the
# code after the statement laid out past the handlers) read as for except:
# a while loop, a computed value, code before the with, a named clause.
def case_with18_with_return_in_try_star_in_while():
    log = []

    def f(n, swallow):
        while n:
            n -= 1
            try:
                with _Wr12StarSwallow(log, swallow):
                    if swallow == n:
                        raise KeyError(n)
                    return n * 10
            except* ValueError:
                log.append("caught")
            log.append(("end", n))
        return None

    return [f(2, 5), f(2, 1), f(2, 0)], log


def case_with18_code_then_with_return_in_try_star_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                log.append(("start", v))
                with _Wr12StarSwallow(log, swallow) as w:
                    if swallow == v:
                        raise KeyError(v)
                    return (v, w.swallow)
            except* (ValueError, TypeError) as eg:
                log.append(("caught", len(eg.exceptions)))
            log.append(("end", v))
        return None

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log
