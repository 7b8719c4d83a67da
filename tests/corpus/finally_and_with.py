"""try/finally statements holding with statements (or inside them): returns
through both a finally body and an __exit__ call.

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


import threading


# 3.10 shape that raised DecompilationError (block-stack reading, copied
# exits): a minimal sample of a stdlib unit.

class _Ctx:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def finally_body_with():
    # 3.10: the with in the finally body is followed by a copy of the
    # finally body's closing RERAISE.
    log = []
    with _Ctx(log):
        if log is None or not log:
            return log
    try:
        log.append("body")
    finally:
        with _Ctx(log):
            log.append("close")
    return log


# 3.10 shape that raised DecompilationError: a minimal sample of a stdlib
# unit.

class _Closer:
    mode = "w"

    def __init__(self, modified, seekable):
        self._lock = threading.Lock()
        self.modified = modified
        self.seekable = seekable
        self.fp = "fp"
        self.log = []

    def close(self):
        # 3.10 copies the (long) finally body to each way out of the try
        # body: `a and b` jumps to two such copies.
        try:
            if self.mode in ("w", "x", "a") and self.modified:
                with self._lock:
                    if self.seekable:
                        self.log.append("seek")
                    self.log.append("end")
        finally:
            fp = self.fp
            self.fp = None
            self.log.append(fp)


def and_test_to_copied_finally_bodies():
    out = []
    for m in (0, 1):
        for s in (0, 1):
            c = _Closer(m, s)
            c.close()
            out.append(c.log)
    return out


# Exception-table shape (3.11+) found in the stdlib sweep.

class _Cm:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")


def _return_in_with_finally_if(log, x):
    with _Cm(log):
        try:
            return len(log)
        finally:
            if x:
                log.append("x")


def case_return_in_with_finally_if():
    log = []
    return _return_in_with_finally_if(log, 0), _return_in_with_finally_if(log, 1), log


def _return_in_with_finally(log, x):
    with _Cm(log):
        try:
            index = len(log)
            if index > 3:
                log.append("a")
            else:
                log.append("b")
            return index
        finally:
            log.append("fin")
            log.append(x)


def case_return_in_with_finally():
    log = []
    return [_return_in_with_finally(log, x) for x in range(3)], log


# Exception shape (3.11+ exception table) found in the stdlib sweep.

class _NamedCtx:
    def __init__(self, log, name):
        self.log = log
        self.name = name

    def __enter__(self):
        self.log.append(self.name)
        return self

    def __exit__(self, *exc):
        self.log.append("exit " + self.name)


def return_from_nested_with_in_finally():
    log = []
    try:
        with _NamedCtx(log, "a") as a, _NamedCtx(log, "b"):
            return a.name.upper() + str(len(log))
    finally:
        log.append("finally")


def _return_from_with_in_finally(log):
    try:
        with _NamedCtx(log, "a") as a:
            return a.name
    finally:
        log.append("finally")


def return_from_with_in_finally():
    log = []
    return _return_from_with_in_finally(log), log


# Exception shape (3.11+ exception table) found in the stdlib sweep.

class _SwallowCm:
    def __init__(self, log, name, swallow):
        self.log = log
        self.name = name
        self.swallow = swallow

    def __enter__(self):
        self.log.append("enter " + self.name)
        return self

    def __exit__(self, *exc):
        self.log.append("exit %s %s" % (self.name, exc[0] is not None))
        return self.swallow


def _with_never_finishing_in_try_finally(log, state, swallow):
    # concurrent.futures._base.Future.result
    cm = _SwallowCm(log, "a", swallow)
    try:
        with cm:
            if state == 1:
                raise ValueError()
            elif state == 2:
                return cm.name
            log.append("waited")
            raise TimeoutError()
    finally:
        cm = None
        log.append("finally")


def with_never_finishing_in_try_finally():
    log = []
    out = [_with_never_finishing_in_try_finally(log, 2, False), _with_never_finishing_in_try_finally(log, 1, True), _with_never_finishing_in_try_finally(log, 0, True)]
    for state in (0, 1):
        try:
            _with_never_finishing_in_try_finally(log, state, False)
        except (ValueError, TimeoutError) as e:
            out.append(type(e).__name__)
    return out, log


def _return_from_withs_in_try_finally_with_branches(log, fail, swallow):
    # runpy.run_path
    log.insert(0, 1)
    try:
        first = log.pop(0)
        with _SwallowCm(log, "a", swallow) as t, _SwallowCm(log, "b", False):
            if fail:
                raise ValueError()
            return t.name + str(first)
    finally:
        if 1 in log:
            log.remove(1)
        else:
            log.append("not there")


def return_from_withs_in_try_finally_with_branches():
    log = []
    out = [_return_from_withs_in_try_finally_with_branches(log, False, False), _return_from_withs_in_try_finally_with_branches(log, True, True)]
    try:
        _return_from_withs_in_try_finally_with_branches(log, True, False)
    except ValueError:
        out.append("raised")
    return out, log


def _return_from_with_in_try_finally_then_more(log, fail, swallow):
    try:
        with _SwallowCm(log, "a", swallow):
            if fail:
                raise ValueError()
            return len(log)
    finally:
        if log:
            log.append("finally")
    log.append("after")
    return -1


def return_from_with_in_try_finally_then_more():
    log = []
    out = [_return_from_with_in_try_finally_then_more(log, False, False), _return_from_with_in_try_finally_then_more(log, True, True)]
    try:
        _return_from_with_in_try_finally_then_more(log, True, False)
    except ValueError:
        out.append("raised")
    return out, log


# try-statement boundaries and finally copies (3.11+ stdlib shape).

class _Part:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append("exit")


def _return_through_two_finally_bodies(log, result, stop):
    # unittest.case.TestCase.run: the value returned waits through both
    # finally bodies' copies (the outer one with branches); the with in the
    # body goes on inside it when __exit__ swallows an exception.
    try:
        try:
            with _Part(log):
                log.append("setup")
            return result
        finally:
            log.append("inner")
    finally:
        if stop is not None:
            stop()


def return_through_two_finally_bodies():
    log = []
    first = _return_through_two_finally_bodies(log, 5, None)
    second = _return_through_two_finally_bodies(log, 6, lambda: log.append("stop"))
    return first, second, log


class _Tmp:
    def __init__(self, log, gone):
        self.log, self.gone = log, gone

    def close(self):
        if self.gone:
            raise FileNotFoundError
        self.log.append("closed")


class _Run:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append("exit")


def _finally_try_jumps_out(log, fail, gone):
    # ctypes.util._findLib_gcc (3.10): the finally body is a try statement;
    # its normal copy's ways off the end jump to the code after the
    # statement where the handler copy re-raises.
    temp = _Tmp(log, gone)
    try:
        try:
            if fail:
                raise OSError
            proc = _Run(log)
        except OSError:
            return None
        with proc:
            trace = "trace"
    finally:
        try:
            temp.close()
        except FileNotFoundError:
            pass
    res = trace + "!"
    log.append(res)


def finally_try_jumps_out():
    out = []
    for fail in (0, 1):
        for gone in (0, 1):
            log = []
            out.append((_finally_try_jumps_out(log, fail, gone), log))
    return out


# 3.10 control-flow shape (copied exits without a line number: the RERAISE
# ending a finally body, `return None`, the return after an inline finally
# copy) that failed to round-trip.

def finally_return_after_nested_try(name="nope"):
    log = []
    try:
        try:
            with open(name, "rb") as fp:
                out = fp.read()
        except FileNotFoundError:
            out = b""
    finally:
        try:
            log.append(int(name))
        except ValueError:
            pass
    return out


# Minimal sample of a decompiler bug.

def case_return_from_withs_in_try_finally_with_try():
    # 3.10 (before the old3x fixes): the finally body's try/except was read
    # into the with body, so remove() ran twice
    class Cm:
        def __init__(self, log, name, swallow):
            self.log, self.name, self.swallow = log, name, swallow

        def __enter__(self):
            self.log.append("enter " + self.name)
            return self

        def __exit__(self, *exc):
            self.log.append("exit " + self.name)
            return self.swallow

    def run(log, fail, swallow):
        log.insert(0, 1)
        try:
            first = log.pop(0)
            with Cm(log, "a", swallow) as t, Cm(log, "b", False):
                if fail:
                    raise ValueError()
                return t.name + str(first)
        finally:
            try:
                log.remove(1)
            except ValueError:
                log.append("not there")

    out = []
    for args in ((False, False), (True, True), (True, False)):
        log = []
        try:
            out.append((run(log, *args), log))
        except ValueError:
            out.append(("raised", log))
    return out


# 3.8/3.9/3.10 (block-stack) shape that raised DecompilationError: a minimal
# sample of a stdlib unit.

def return_value_through_with_or_nested_finally():
    # 3.10: `return v` in a with in the try body (runpy.run_path), or in a
    # try/finally inside another (unittest TestCase.run): v is computed
    # once, before the finally bodies' copies, whose branches each get the
    # return (the main line read it twice, after the copy's effects).
    log = []

    class CM:
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            log.append("exit")

    def run_path(path):
        log.insert(0, path)
        try:
            with CM() as t:
                g = {"t": type(t).__name__, "n": len(log)}
                return g.copy()
        finally:
            try:
                log.remove(path)
            except ValueError:
                log.append("gone")

    def run(result, stop):
        result.append("start")
        try:
            outcome = [len(result)]
            try:
                log.append(outcome)
                if outcome[0] > 1:
                    result.append("add")
                return len(result)
            finally:
                outcome.clear()
                log.append("cleared")
        finally:
            result.append("stop")
            if stop is not None:
                stop()

    return run_path("p"), run(["a"], None), run([], lambda: log.append("stopped")), log


# 3.10 (the nesting corpus: `finally: with cm(a) as x, cm(b) as y: ...`
# then code after): the handler copy's with statements end in copies of
# its RERAISE where the normal copy jumps on, so their opnames differ
# (refused: "unstructured jump").
def case_finally_nested_with_then_code():
    log = []

    class Ctx:
        def __init__(self, name):
            self.name = name

        def __enter__(self):
            log.append(self.name)
            return self.name

        def __exit__(self, *exc):
            log.append("exit " + self.name)

    def f(a):
        try:
            log.append(10 // a)
        finally:
            with Ctx("x") as x, Ctx("y") as y:
                log.append(x + y)
        log.append("after")
        return a

    out = [f(5)]
    try:
        f(0)
    except ZeroDivisionError:
        out.append("zero")
    return out, log


# 3.11: a with body that is a try statement whose body returns on one
# branch: the other branch jumps over the handler (laid out inline) straight
# to the with's exit call, outside the protected range ("with body without
# its exit call"; also with `try: ... except: return` inside; nesting corpus,
# f3_with__try_finally__if_elif_else__return,
# f3_with_as__try_finally__try_except__bare_return).
def _return_on_a_branch_of_try_in_with(log, x, swallow):
    with _SwallowCm(log, "a", swallow):
        try:
            if x > 1:
                raise ValueError(x)
            elif x:
                log.append("one")
            else:
                return x
        finally:
            log.append("fin")


def _return_from_except_of_try_in_with(log, x, swallow):
    with _SwallowCm(log, "a", swallow) as p, _SwallowCm(log, "b", False):
        try:
            try:
                if x:
                    raise KeyError(x)
            except KeyError:
                if x > 1:
                    raise
                return
            log.append("after")
        finally:
            log.append("fin")


def case_return_on_a_branch_of_try_in_with():
    log = []
    out = []
    for x in range(3):
        for swallow in (False, True):
            for f in (_return_on_a_branch_of_try_in_with, _return_from_except_of_try_in_with):
                try:
                    out.append(f(log, x, swallow))
                except ValueError as e:
                    out.append(repr(e))
                except KeyError as e:
                    out.append(repr(e))
    return out, log


# 3.11: try/except/else/finally in a with body, the else returning a
# constant: the finally body's copy, the with's exit call (and a for
# loop's iterator pop), the constant and the return, unprotected, before
# the handlers laid out inline ("cannot find where the try statement ends";
# nesting corpus,
# f3_async_with__try_except_else_finally__while_true__bare_return).
def case_else_returns_through_finally_in_with():
    log = []

    def fail_on(x, bad):
        if x == bad:
            raise ValueError(x)

    def f(x, bad, swallow):
        with _SwallowCm(log, "a", swallow):
            try:
                fail_on(x, bad)
            except ValueError:
                log.append(("caught", x))
            else:
                return
            finally:
                log.append(("fin", x))
            return x
        return -1

    def in_loop(items, bad):
        for x in items:
            with _SwallowCm(log, "a", False), _SwallowCm(log, "b", True):
                try:
                    fail_on(x, bad)
                except ValueError:
                    log.append(("caught", x))
                else:
                    return
                finally:
                    log.append(("fin", x))
                log.append(("after", x))
        return -1

    return [f(1, 1, False), f(2, 1, False), in_loop([1, 2], 1), in_loop([1], 1), in_loop([], 0)], log


# 3.12/3.13: `with m: return` in an except clause of a try/finally: after
# the exit call the clause's POP_EXCEPT, then the finally body's copy, then
# the constant: the return was not found inside the with, and the code
# after the with (laid out past its handler) was read outside the clause
# ("POP_EXCEPT outside a handler"; nesting corpus,
# f_try_except_else_finally__with__bare_return).
def case_with_returning_in_clause_of_try_finally():
    log = []

    def f(x, swallow):
        try:
            if x:
                raise ValueError(x)
        except ValueError:
            with _SwallowCm(log, "w", swallow):
                if x > 1:
                    raise KeyError(x)
                return
            log.append("after with")
        else:
            log.append("else")
        finally:
            log.append("fin")
        log.append("end")

    return [f(0, False), f(1, False), f(2, True)], log


# 3.11-3.13: `return` in an except clause of a try/finally ending a with
# body that ends the function: the clause's finally copy, exit call and
# `return None` are the same instructions as the statement's normal way
# out, and were taken for the compiler's copy of it (read `pass`; the
# self-check refused: "would lose 2 call"). The compiler copies no block
# that calls __exit__ (finally_and_with._return_from_except_of_try_in_with).
def case_clause_return_in_try_finally_ending_with():
    log = []

    def f(x, swallow):
        with _SwallowCm(log, "w", swallow):
            try:
                if x:
                    raise KeyError(x)
            except KeyError:
                return
            finally:
                log.append("fin")

    return [f(0, False), f(1, False)], log


# 3.12/3.13: try/except/else/finally in a with body, the else returning
# through the finally copy and the exit call (the constant loaded after
# it), more of the with body after the statement: the with body was cut at
# that return, then at the jump over the finally's handler, laid out
# inside the body ("try body runs past its block"; nesting corpus,
# f_with__try_except_else_finally__bare_return).
def case_else_returns_out_of_with_then_more():
    log = []

    def fail_on(x, bad):
        if x == bad:
            raise ValueError(x)

    def f(x, bad, swallow):
        with _SwallowCm(log, "w", swallow):
            try:
                fail_on(x, bad)
            except ValueError:
                log.append(("caught", x))
            else:
                return
            finally:
                log.append(("fin", x))
            log.append(("more", x))
        return -1

    return [f(1, 1, False), f(1, 2, False), f(2, 2, True)], log


# 3.11+ (helper othold, a variant of nest_try's
# f_try_except_else_finally__with__bare_return): a finally body that is only
# a with whose body returns: dropping the copies of the code after the
# statement asked the with for an else (a crash).
def _finally_only_with_returning(log, fail, swallow):
    try:
        if fail:
            raise ValueError(fail)
        log.append("body")
    finally:
        with _SwallowCm(log, "fin", swallow):
            return "fin"


def case_finally_only_with_returning():
    log = []
    return [_finally_only_with_returning(log, fail, swallow) for fail in (0, 1) for swallow in (False, True)], log


# 3.11+ (helper othold, from nest_try's
# f_try_except_else_finally__with__bare_return): `return` out of a with in an
# except clause of a try/finally runs the exit, leaves the clause, then a
# copy of the finally body before its constant: the return was read after
# the with, and the clause left twice ("POP_EXCEPT outside a handler").
def _with_return_in_clause_of_try_finally(log, fail, swallow):
    try:
        if fail:
            raise ValueError(fail)
        log.append("body")
    except ValueError:
        with _SwallowCm(log, "clause", swallow):
            return
        log.append("after with")
    finally:
        log.append("finally")
    log.append("after")


def case_with_return_in_clause_of_try_finally():
    log = []
    return [_with_return_in_clause_of_try_finally(log, fail, swallow) for fail in (0, 1) for swallow in (False, True)], log


# 3.12/3.13: `with c: try: return [constant] / except E: ... / finally: F`:
# the return unwinds the try first, so no row reaches its handlers, and the
# body (F's copy, the with's exit, the return) is covered by the with's
# rows alone. Refused ("try body runs past its block"); found by the
# nesting corpus (nest_with f_with__try_except_else_finally__bare_return).
def _with_try_bare_return_except_finally(log):
    with _Ctx(log):
        try:
            return
        except ValueError:
            log.append("clause")
        finally:
            log.append("finally")
        log.append("after try")
    log.append("after with")


def _with_try_constant_return_except_finally(log):
    with _Ctx(log):
        try:
            return 5
        except ValueError:
            log.append("clause")
        finally:
            log.append("finally")
        log.append("after try")
    log.append("after with")


def case_with_try_return_except_finally():
    log = []
    return _with_try_bare_return_except_finally(log), _with_try_constant_return_except_finally(log), log


# 3.12/3.13: `with a, b: try: return value / except E: ... / g()`: the
# return leaves both withs (the inner exit call covered by the outer
# with's row, the outer's by none); the inner with's body was read as
# ending at the try's handler, the clause's way on (the rest of the body,
# the inner exit call, its jump to the outer one, laid out past the
# handlers) left over. Refused ("unstructured jump"); found by the nesting
# corpus (nest_with f_with_as__try_except_else_finally__return).
def _two_withs_try_return_value_except(log, x):
    with _Ctx(log), _Ctx(log):
        try:
            return 10 // x
        except ZeroDivisionError:
            log.append("clause")
        log.append("after try")
    log.append("after with")


def case_two_withs_try_return_value_except():
    log = []
    return _two_withs_try_return_value_except(log, 0), _two_withs_try_return_value_except(log, 5), log


# 3.12/3.13: `with c: try: f(); return [5] / except E: ... / finally: F`
# (the try ending the with body): the clause's way on, through F's normal
# copy, jumps over the finally handler to the with's exit call laid out
# after it; the with body was measured as ending at that handler ("with
# body without its exit call"). Found reducing the nesting corpus' nest_depth3
# f3_async_with__try_except_else_finally__async_with__yield (still refused).
def _with_try_call_return_except_finally(log, x):
    with _Ctx(log):
        try:
            log.append(10 // x)
            return 5
        except ZeroDivisionError:
            log.append("clause")
        finally:
            log.append("finally")
    log.append("after with")


def case_with_try_call_return_except_finally():
    log = []
    return _with_try_call_return_except_finally(log, 0), _with_try_call_return_except_finally(log, 2), log
# 3.11: `while 1: with cm: return` then code, in a try/finally: the return
# leaves the with (its exit call) and the try (the finally body's copy, a
# constant loaded after it) before the with's handler; the try body was cut
# there, the loop running past it ("loop runs past its block"). Minimal
# sample of nest_depth3.py::f3_try_finally__while_true__with__bare_return
# (tryOld7).
def _return_from_with_in_loop_in_try_finally(log, swallow):
    try:
        while 1:
            with _SwallowCm(log, "w", swallow):
                if swallow:
                    raise ValueError
                return
            log.append("after")
            swallow = False
    finally:
        log.append("fin")


def case_return_from_with_in_loop_in_try_finally():
    log = []
    return [_return_from_with_in_loop_in_try_finally(log, s) for s in (False, True)], log


# 3.12: a finally body ending in `with a, b:` then `return`: the handler
# copy's inner with goes on to the return in the outer one (read as two
# nested withs, the return inside), the normal copy reads as written
# ("finally body not copied after the try body"). Found by the fuzz set
# (fuzz_3_181 of seed 3).
def case_finally_ending_in_two_item_with_then_return():
    import contextlib
    log = []

    def f(a, b):
        try:
            log.append(0)
        finally:
            with contextlib.nullcontext(a) as x, contextlib.nullcontext(b) as y:
                log.append(x + y)
            return

    return f(1, 2), log


# 3.12/3.13: a with whose body is a try statement whose finally body is a
# with that returns (one with or two around it): the nested with's swallow
# path jumps over the try statement's handlers to the exit call of the
# with around, the only way on; the body was taken to end at the nested
# with's cleanup block ("with body without its exit call"; found by the
# fuzz set, 3.12/3.13 seed 1 program 581, minimised by hand).
def case_with_try_finally_with_returning():
    log = []

    def one(a, fail):
        with _SwallowCm(log, "outer", False):
            try:
                if fail:
                    raise KeyError(a)
                log.append(a)
            finally:
                with _SwallowCm(log, "inner", False):
                    return a

    def two(a, b):
        with _SwallowCm(log, "a", False), _SwallowCm(log, "b", False):
            try:
                log.append(a)
            finally:
                with _SwallowCm(log, "c", True):
                    return b

    return [one(1, False), one(2, True), two(3, 4)], log


# 3.12/3.13: try/except/finally whose else is `with cm: return`: the with's
# swallow path and the clauses go on at the finally body's normal copy, past
# the handlers, while the with body returns through the finally body's copy
# before them; the with's handler was main line but not the clauses' after it
# ("cannot find where the try statement ends"). Found by tryNew10 reducing
# fuzz seed 1 program 145 (3.12).
def case_tn10_with_returning_in_try_else_under_finally():
    log = []

    def f(x, swallow):
        try:
            log.append(10 // x)
        except ZeroDivisionError:
            log.append("z")
        else:
            with _SwallowCm(log, "w", swallow):
                if swallow:
                    raise ValueError(x)
                return
        finally:
            log.append("fin")
        log.append("after")

    return [f(1, False), f(0, False), f(2, True)], log


# 3.11-3.13: `try: with cm: try: return x finally: ... finally: ...`: the
# value goes through the inner finally body's copy, out through the with's
# exit call (`SWAP 2; WITH_EXIT`), then through the outer finally body's
# copy to the return; the inner try left it on the stack, the return
# after the with's exit not its own ("value left on the stack by the try
# body"; found reducing the fuzz set's 3.12 seed 3 program 710).
def case_try_return_in_with_in_try_finally():
    log = []

    def f(x, swallow):
        try:
            with _SwallowCm(log, "w", swallow):
                try:
                    if swallow:
                        raise ValueError(x)
                    return x
                finally:
                    log.append("inner")
        finally:
            log.append("outer")

    return [f(1, False), f(2, True)], log


# 3.12/3.13: a try/finally whose body is a with that returns, then more of
# the try body (reached only when __exit__ swallows an exception), and code
# after the try: the return runs the finally body's copy before the with's
# handler; the with's swallow path goes on, past that handler, to the rest
# of the body, the finally body's normal copy and a jump to the code after
# the try; the try body was cut at the return ("unstructured jump"; found
# by the fuzz set, 3.12/3.13 seed 1 program 889, minimised by hand). (With
# `return value` instead the decompiler still refuses.)
def _code_after_returning_with_in_try_finally(log, a):
    try:
        with _SwallowCm(log, "w", False):
            log.append(("body", a))
            return
        log.append("after with")
    finally:
        log.append("fin")
    log.append("after try")


def case_code_after_returning_with_in_try_finally():
    log = []
    return _code_after_returning_with_in_try_finally(log, 1), log


# 3.11 (was refused, "cannot find where the try statement ends"): the
# try/except/finally whose else is a with statement that returns (a value,
# a call's) or raises: 3.11 lays the with's handler out inline after the
# return's copy of the finally body, before the except clauses, and its
# swallow path goes on at the finally body's normal copy, where the
# clauses go too: the try body around runs on to where the inner try
# ends. Siblings of case_tn10_with_returning_in_try_else_under_finally.
def case_with_returning_in_try_else_under_finally_siblings():
    log = []

    def value(x, swallow):
        try:
            log.append(10 // x)
        except ZeroDivisionError as e:
            log.append(type(e).__name__)
        else:
            with _SwallowCm(log, "v", swallow) as cm:
                if swallow:
                    raise ValueError(x)
                return cm.name + str(x)
        finally:
            log.append("fin")
        return "after"

    def call(x, swallow):
        try:
            log.append(10 // x)
        except (ZeroDivisionError, KeyError):
            log.append("z")
        else:
            with _SwallowCm(log, "c", swallow):
                if x > 3:
                    raise KeyError(x)
                return log.append(x)
        finally:
            log.append("fin")
        log.append("after")

    out = []
    for f in (value, call):
        for x, swallow in ((1, False), (0, False), (2, True), (5, True), (5, False)):
            try:
                out.append(f(x, swallow))
            except (ValueError, KeyError) as e:
                out.append(repr(e))
    return out, log


# 3.11 (was refused, "with body without its exit call"): `return value`
# in a with in the except clause of a try/except/finally: the value goes
# out through the with's exit call, then leaves the clause's handler under
# it (`SWAP 2; POP_EXCEPT`), then the finally body's copy runs and returns
# it; the with reads that copy and the return (as at the end of a try
# body). (3.12/3.13 still refuse it, and a try/finally holding the return
# in the with, 3.11 too.)
def case_return_in_with_in_except_under_finally():
    log = []

    def f(x, swallow):
        try:
            log.append(10 // x)
        except ZeroDivisionError as e:
            with _SwallowCm(log, "c", swallow) as cm:
                log.append(type(e).__name__)
                return cm.name
        finally:
            log.append("fin")
        return "after"

    def g(x, swallow):
        try:
            log.append(10 // x)
        except (ZeroDivisionError, KeyError):
            with _SwallowCm(log, "d", swallow):
                if swallow:
                    raise KeyError(x)
                return log[-1]
        finally:
            log.append("fin2")

    return [h(x, s) for h in (f, g) for x in (0, 2) for s in (False, True)], log


# 3.11 (was refused, "value left on the stack by the try body"): the same
# with a try/finally in the with holding the return: the value goes out
# through its finally body's copy, the with's exit call and the clause's
# handler, then the outer finally body's copy returns it.
def case_try_return_in_with_in_except_under_finally():
    log = []

    def f(x, swallow):
        try:
            log.append(10 // x)
        except ZeroDivisionError:
            with _SwallowCm(log, "t", swallow):
                try:
                    return x + 1
                finally:
                    log.append("inner")
        else:
            log.append("else")
        finally:
            log.append("outer")
        return -1

    return [f(x, s) for x in (0, 2) for s in (False, True)], log


# 3.11: a try body whose with statement returns, then code after the with
# (reached when __exit__ swallows an exception), under a finally: the swallow
# path, laid out after the with's handler, runs that code then the normal
# copy of the finally body. The body was read as ending at the return, the
# code and the copy after the statement: the finally body ran before that
# code and again after it (a wrong reading; fuzz 3.11 seeds 2-3, mismOld12).
class _Mold12Swallow:
    def __init__(self, log, swallow):
        self.log, self.swallow = log, swallow

    def __enter__(self):
        self.log.append("in")
        return self

    def __exit__(self, *exc):
        self.log.append("out")
        return self.swallow


def case_mold12_with_return_then_code_under_finally():
    log = []

    def after_with(cm, n):
        try:
            with cm:
                return log.append(1) or 10 // n
            log.append(4)
        finally:
            log.append(5)

    def two_after_with(cm, n):
        try:
            with cm as x, cm as y:
                return 10 // n
            log.append(4)
            log.append(6)
        finally:
            log.append(5)
        return 7

    def in_loop(cm, ns):
        for n in ns:
            try:
                with cm:
                    return 10 // n
                log.append(n)
            finally:
                log.append(5)

    out = []
    for swallow in (True, False):
        for n in (0, 2):
            for f in (after_with, two_after_with):
                try:
                    out.append(f(_Mold12Swallow(log, swallow), n))
                except ZeroDivisionError:
                    out.append("z")
            try:
                out.append(in_loop(_Mold12Swallow(log, swallow), (0, n)))
            except ZeroDivisionError:
                out.append("z")
    return out, log


# 3.11-3.13 (read wrongly: the rest of the try body, reached only when the
# with's __exit__ swallows an exception raised in its body, was moved out of
# the try, after the statement, the finally body's normal copy a statement
# of its own; with an except clause, 3.11 moved it into an else): a
# try/finally or try/except whose body is a with that returns a value, then
# more of the body, then code after the try. Found by the fuzz set (3.13
# seed 2 program 403); the fuzz check never swallows, so the behaviour grid
# (these functions take arguments: `g` and `cm` are the grid's helpers) and
# the cases below (their __exit__ swallows) show it. Siblings: a bare
# return, a raise, no exit from the with body, except clauses, async with.
def with_return_value_then_body_in_try_finally(a, b, c, d):
    try:
        with cm(a) as x:
            g(x)
            return a
        x = d
        g(x)
    finally:
        g(1)
    x = g(b)


def with_bare_return_then_body_in_try_finally(a, b, c, d):
    try:
        with cm(a) as x:
            g(x)
            return
        x = d
        g(x)
    finally:
        g(c)
    return g(b)


def with_raise_then_body_in_try_finally(a, b, c, d):
    try:
        with cm(a) as x:
            g(x)
            raise ValueError(a)
        x = d
        g(x)
    finally:
        g(c)
    return g(b)


def with_falling_through_then_body_in_try_finally(a, b, c, d):
    try:
        with cm(a) as x:
            g(x)
        x = d
        g(x)
    finally:
        g(c)
    return g(b)


def with_return_value_then_body_in_try_except(a, b, c, d):
    try:
        with cm(a) as x:
            g(x)
            return a
        x = d
        g(x)
    except ValueError:
        g(c)
    return g(b)


def with_return_value_then_body_in_try_except_finally(a, b, c, d):
    try:
        with cm(a) as x:
            g(x)
            return a
        x = d
        g(x)
    except KeyError:
        g(c)
    finally:
        g(d)
    return g(b)


async def async_with_return_value_then_body_in_try_finally(a, b, c, d):
    try:
        async with acm(a) as x:
            g(x)
            return a
        x = d
        g(x)
    finally:
        g(c)
    return g(b)


def _swallow_path_check(log, value):
    log.append(value)
    if value == "boom":
        raise ValueError(value)
    return value


def _swallow_path_runs(fn):
    results = []
    for a, swallow, d in ((1, False, 2), ("boom", True, 3), ("boom", True, "boom"), ("boom", False, 0)):
        log = []
        try:
            results.append((fn(log, a, swallow, d), log))
        except ValueError as exc:
            results.append(("raised", str(exc), log))
    return results


def case_swallow_path_after_with_in_try_finally():
    check = _swallow_path_check

    def in_try_finally(log, a, swallow, d):
        try:
            with _SwallowCm(log, "w", swallow):
                check(log, a)
                return a
            x = d
            check(log, x)
        finally:
            log.append("fin")
        return check(log, "after")

    return _swallow_path_runs(in_try_finally)


def case_swallow_path_after_with_in_try_except():
    check = _swallow_path_check

    def in_try_except(log, a, swallow, d):
        try:
            with _SwallowCm(log, "w", swallow):
                check(log, a)
                return a
            x = d
            check(log, x)
        except ValueError:
            log.append("caught")
        return check(log, "after")

    return _swallow_path_runs(in_try_except)


# 3.11-3.13: the same with two items (`with a, b: return x`), the return
# leaving both, the inner swallow path through the outer's exit call and a
# jump to the rest of the try body (read wrongly: moved out of the try; the
# fuzz set's 3.13 seed 2 program 403 itself is this shape).
def two_item_with_return_value_then_body_in_try_finally(a, b, c, d):
    try:
        with cm(a) as x, cm(b):
            g(x)
            return a
        g(d)
    finally:
        g(c)
    return g(b)


def case_swallow_path_after_two_item_with_in_try_finally():
    check = _swallow_path_check

    def in_try_finally(log, a, swallow, d):
        try:
            with _SwallowCm(log, "w", swallow), _SwallowCm(log, "v", False):
                check(log, a)
                return a
            check(log, d)
        finally:
            log.append("fin")
        return check(log, "after")

    return _swallow_path_runs(in_try_finally)


# 3.11 (3.12/3.13 refuse it): the same in a for loop (`for v in xs: try:
# with c: return v` / more of the try body / `finally:`), the loop's exit
# block (the iterator popped) between the return and the with's handler:
# read wrongly between wrongRead12b's first two commits (the rest of the
# body dropped, the finally body's normal copy a statement of its own).
# Found by wrongRead12b probing siblings of the fuzz set's 3.13 seed 2
# program 403; siblings vary the loop (while, two nested for loops), the
# with (two items) and what the finally body computes.
def _swallow_path_loop_runs(fn):
    results = []
    for items, swallow in (([1, 2], False), (["boom", 2], True), (["boom", "boom"], True), (["boom"], False), ([], True)):
        log = []
        try:
            results.append((fn(log, items, swallow), log))
        except ValueError as exc:
            results.append(("raised", str(exc), log))
    return results


def case_with_return_then_body_in_try_finally_in_for():
    check = _swallow_path_check

    def f(log, items, swallow):
        for v in items:
            try:
                with _SwallowCm(log, "w", swallow):
                    check(log, v)
                    return v
                check(log, ("rest", v))
            finally:
                log.append("fin")
        return check(log, "after")

    return _swallow_path_loop_runs(f)


def case_with_return_then_body_in_try_finally_in_nested_for():
    check = _swallow_path_check

    def f(log, items, swallow):
        for u in (0, 1):
            for v in items:
                try:
                    with _SwallowCm(log, "w", swallow):
                        check(log, v)
                        return (u, v)
                    check(log, ("rest", u, v))
                finally:
                    log.append(("fin", u if v == "boom" else v))
        return check(log, "after")

    return _swallow_path_loop_runs(f)


def case_with_return_then_body_in_try_finally_in_while():
    check = _swallow_path_check

    def f(log, items, swallow):
        i = 0
        while i < len(items):
            v = items[i]
            try:
                with _SwallowCm(log, "w", swallow):
                    check(log, v)
                    return v
                check(log, ("rest", v))
            finally:
                i += 1
                log.append(("fin", i))
        return check(log, "after")

    return _swallow_path_loop_runs(f)


def case_two_item_with_return_then_body_in_try_finally_in_for():
    check = _swallow_path_check

    def f(log, items, swallow):
        for v in items:
            try:
                with _SwallowCm(log, "w", swallow), _SwallowCm(log, "x", False):
                    check(log, v)
                    return v
                check(log, ("rest", v))
            finally:
                log.append("fin")
        return check(log, "after")

    return _swallow_path_loop_runs(f)


# 3.12/3.13 (refNew13): siblings of
# case_with_return_then_body_in_try_finally_in_for, the for loop's exit
# block laid out between the with's return (its iterator popped under the
# value after the finally body's copy) and the with's handler: the value
# returned computed (`a or b`, a call), the finally body computing
# (a count, an if), nothing after the loop, or a raise after it. (3.12
# and 3.13 refused them: "unstructured jump", "try body runs past its
# block"; read alone, a with returning `a or b` dropped the code after it
# and ran the finally body twice.)
def case_rn13_with_return_or_then_body_in_try_finally_in_for():
    check = _swallow_path_check

    def f(log, items, swallow):
        count = 0
        for v in items:
            try:
                with _SwallowCm(log, "w", swallow):
                    return check(log, v) and None or (v, count)
                count += 10
                check(log, ("rest", v, count))
            finally:
                count += 1
                log.append(("fin", count))

    return _swallow_path_loop_runs(f)


def case_rn13_with_return_then_body_in_try_finally_if_in_for():
    check = _swallow_path_check

    def f(log, items, swallow):
        for v in items:
            try:
                with _SwallowCm(log, "w", swallow):
                    check(log, v)
                    return [v, len(log)]
                check(log, ("rest", v))
            finally:
                if v == "boom":
                    log.append("fin boom")
                else:
                    log.append(("fin", v))
        raise ValueError("after")

    return _swallow_path_loop_runs(f)


def case_rn13_with_return_or_then_body_under_finally():
    log = []

    def f(cm, n):
        try:
            with cm:
                return log.append(n) or 10 // n
            log.append(("rest", n))
        finally:
            log.append(("fin", n))

    out = []
    for swallow in (True, False):
        for n in (0, 5):
            try:
                out.append(f(_SwallowCm(log, "w", swallow), n))
            except ZeroDivisionError:
                out.append("z")
    return out, log


# 3.10: a loop around a try/finally whose finally body is a loop holding
# a with, then a return: 3.10 copies the return onto the with's normal
# exit in the finally body's normal copy, where the handler copy jumps to
# it, so the normal copy was not recognised and was read into the try body
# (the finally body ran twice when that copy raised). Now refused. Found
# by the behaviour grid over fuzz seed 3 program 20 (3.10), minimised.
def _wr13_loop_finally_loop_with_return(log, xs, swallow):
    for v in xs:
        try:
            log.append(10 // v)
        finally:
            for w in xs:
                with _SwallowCm(log, "w%d" % w, swallow):
                    log.append(w // (v - 1))
                return
    if xs:
        log.append("after")


async def _wr13_ait(xs):
    for x in xs:
        yield x


# 3.10: the fuzz program as generated (an async for around a
# try/except/else/finally whose finally body holds an async for holding a
# with of two items and a return, code after the loop): the same shape.
async def _wr13_async_loop_finally_loop_with_return(log, a, xs, swallow):
    async for v in _wr13_ait(xs):
        try:
            log.append(10 // v)
        except ValueError:
            log.append(1)
        else:
            log.append(2)
        finally:
            x = [log.append(v0) for v0 in [v1 for v0 in xs for v1 in xs]]
            async for v in _wr13_ait(xs):
                x = (xs[0] and (None if a else 0))
                with _SwallowCm(log, "a", swallow) as x, _SwallowCm(log, "b", swallow) as y:
                    log.append(1 // (v - 1))
                return
    y = 0 if a else len(xs)


def case_wr13_loop_finally_loop_with_return():
    out = []
    for xs in ((), (1,), (2, 3), (0, 2)):
        for swallow in (False, True):
            log = []
            try:
                _wr13_loop_finally_loop_with_return(log, xs, swallow)
            except ZeroDivisionError:
                log.append("z")
            coro = _wr13_async_loop_finally_loop_with_return(log, bool(xs), xs, swallow)
            try:
                coro.send(None)
            except StopIteration:
                log.append("done")
            except ZeroDivisionError:
                log.append("z")
            out.append(log)
    return out


# 3.12/3.13 (refNew14, the corpus's refusals: "with body without its exit
# call"): `return value` out of a with in a try/finally in a for loop,
# more of the try body after the with (reached when __exit__ swallows),
# the finally body branching (a conditional value, an if, an and): 3.12+
# lays the handler copy of the finally body out with the tail after the
# branch (and the re-raise) copied into each arm, the normal copy before
# the return with one tail, so the two are not the same instructions in
# order (proved the same code by their paths); the return's copy then
# reads like code after the with. Siblings: __exit__ swallowing or not
# (`_swallow_path_loop_runs`), what the finally body computes, nested
# for loops (the return pops both iterators), a while loop.
def case_rn14_with_return_then_body_finally_ternary_in_for():
    check = _swallow_path_check

    def f(log, items, swallow):
        for v in items:
            try:
                with _SwallowCm(log, "w", swallow):
                    check(log, v)
                    return v
                check(log, ("rest", v))
            finally:
                log.append(("fin", 1 if v == "boom" else v))
        return check(log, "after")

    return _swallow_path_loop_runs(f)


def case_rn14_with_return_value_then_body_finally_ternary_in_for():
    check = _swallow_path_check

    def f(log, items, swallow):
        count = 0
        for v in items:
            try:
                with _SwallowCm(log, "w", swallow) as cm:
                    check(log, v)
                    return [cm.name, v, count]
                count += 2
                check(log, ("rest", v, count))
            finally:
                count += 1
                log.append(count if v == "boom" else -count)
        return count

    return _swallow_path_loop_runs(f)


def case_rn14_with_return_then_body_finally_and_in_for():
    check = _swallow_path_check

    def f(log, items, swallow):
        for v in items:
            try:
                with _SwallowCm(log, "w", swallow):
                    check(log, v)
                    return v
                check(log, ("rest", v))
            finally:
                log.append(v == "boom" and len(log))
        return check(log, "after")

    return _swallow_path_loop_runs(f)


def case_rn14_with_return_then_body_finally_ternary_in_nested_for():
    check = _swallow_path_check

    def f(log, items, swallow):
        for u in (0, 1):
            for v in items:
                try:
                    with _SwallowCm(log, "w", swallow):
                        check(log, v)
                        return (u, v)
                    check(log, ("rest", u, v))
                finally:
                    log.append(("fin", u, "b" if v == "boom" else v))
        return check(log, "after")

    return _swallow_path_loop_runs(f)


def case_rn14_with_return_then_body_finally_plain_in_nested_for():
    check = _swallow_path_check

    def f(log, items, swallow):
        for u in (0, 1):
            for v in items:
                try:
                    with _SwallowCm(log, "w", swallow):
                        check(log, v)
                        return (u, v)
                    check(log, ("rest", u, v))
                finally:
                    log.append(("fin", u, v))
        return check(log, "after")

    return _swallow_path_loop_runs(f)


def case_rn14_with_return_then_body_finally_ternary_in_triple_for():
    check = _swallow_path_check

    def f(log, items, swallow):
        for t in "ab":
            for u in (0, 1):
                for v in items:
                    try:
                        with _SwallowCm(log, "w", swallow):
                            check(log, v)
                            return (t, u, v)
                        check(log, ("rest", t, u, v))
                    finally:
                        log.append((t, u) if v == "boom" else v)
            log.append(t)
        return check(log, "after")

    return _swallow_path_loop_runs(f)


def case_rn14_with_return_then_body_finally_ternary_in_while():
    check = _swallow_path_check

    def f(log, items, swallow):
        i = 0
        while i < len(items):
            v = items[i]
            try:
                with _SwallowCm(log, "w", swallow):
                    check(log, v)
                    return v
                check(log, ("rest", v))
            finally:
                i += 1
                log.append(("fin", i if v == "boom" else -i))
        return check(log, "after")

    return _swallow_path_loop_runs(f)


def case_rn14_with_return_then_body_finally_if_in_for():
    check = _swallow_path_check

    def f(log, items, swallow):
        for v in items:
            try:
                with _SwallowCm(log, "w", swallow):
                    check(log, v)
                    return v
                check(log, ("rest", v))
            finally:
                if v == "boom":
                    log.append("fin boom")
        return check(log, "after")

    return _swallow_path_loop_runs(f)


# 3.12/3.13 (refNew14, the corpus's refusals "with body without its exit
# call", "value left on the stack by the try body"): `return value` out of
# a with in an except clause of a try/except/finally: the value goes out
# through the with's exit call and the clause's handler (`SWAP 2;
# POP_EXCEPT`, the `as` name cleared), then the finally body's copy runs
# and returns it (as on 3.11: case_return_in_with_in_except_under_finally).
# Siblings: the finally body computing (a count, a conditional value),
# a try/finally in the with, two context managers, a second clause, in a
# for loop; __exit__ swallowing or not.
def _rn14x_in_except_count(log, x, swallow, flag):
    n = 0
    try:
        n = log.append(10 // x) or x
    except (ZeroDivisionError, TypeError):
        with _SwallowCm(log, "c", swallow):
            n += 1
            return ("ret", n)
    finally:
        n += 2
        log.append(n if flag else -n)
    return n


def _rn14x_in_two_withs(log, x, swallow, flag):
    try:
        log.append(10 // x)
    except ZeroDivisionError as e:
        with _SwallowCm(log, "a", swallow), _SwallowCm(log, "b", flag):
            return type(e).__name__
    finally:
        log.append("fin")
    return "after"


def _rn14x_in_second_clause(log, x, swallow, flag):
    try:
        log.append(10 // x)
    except KeyError:
        log.append("k")
    except ZeroDivisionError:
        with _SwallowCm(log, "c", swallow):
            return log[-1]
        log.append("rest")
    finally:
        if flag:
            log.append("fin")
    return "after"


def _rn14x_in_for(log, xs, swallow, flag):
    for x in xs:
        try:
            log.append(10 // x)
        except ZeroDivisionError:
            with _SwallowCm(log, "c", swallow):
                return x
        finally:
            log.append(flag)
    return "after"


def case_rn14_return_in_with_in_except_under_finally_siblings():
    out = []
    for fn in (_rn14x_in_except_count, _rn14x_in_two_withs, _rn14x_in_second_clause):
        for x in (0, 2):
            for swallow in (False, True):
                for flag in (False, True):
                    log = []
                    out.append((fn(log, x, swallow, flag), log))
    for xs in ((1, 0, 2), (2, 1)):
        for swallow in (False, True):
            log = []
            out.append((_rn14x_in_for(log, xs, swallow, "f"), log))
    return out


# 3.13 (refused, "with exit without its context manager"): siblings of
# _rn14x_in_two_withs (helper with18), the inner swallow path through its
# copy of the outer exit call, then its own copy of the clause's exit
# (3.12 shares one): three items, nested with statements, a clause without
# a name, the finally body computing.
def _with18_in_three_withs(log, x, swallow, flag):
    try:
        log.append(10 // x)
    except ZeroDivisionError as e:
        with _SwallowCm(log, "a", swallow), _SwallowCm(log, "b", flag), _SwallowCm(log, "c", not flag):
            return type(e).__name__
    finally:
        log.append("fin")
    return "after"


def _with18_in_nested_withs(log, x, swallow, flag):
    n = 0
    try:
        log.append(10 // x)
    except ZeroDivisionError:
        with _SwallowCm(log, "a", swallow):
            with _SwallowCm(log, "b", flag) as b:
                return b.name, n
    finally:
        n += 1
        log.append(n if flag else -n)
    return "after", n


def case_with18_return_in_withs_in_except_under_finally():
    out = []
    for fn in (_with18_in_three_withs, _with18_in_nested_withs):
        for x in (0, 2):
            for swallow in (False, True):
                for flag in (False, True):
                    log = []
                    out.append((fn(log, x, swallow, flag), log))
    return out


# 3.11 (new15; the corpus's refusals "with body without its exit call",
# case_rn14_with_return_then_body_finally_if_in_for and its relatives):
# `return value` out of a with in a try/finally whose finally body is an
# if: 3.11, like 3.12+, lays the copy's tail (the return, past the for
# loops' iterators) out once per branch, and the handler copy's re-raise
# once per branch; the with's swallow path goes on with more of the try
# body. Siblings for the behaviour grid (`g` and `cm` are the grid's
# helpers: __exit__ swallows or not, any call may raise): the finally
# body computing a count, a conditional value, an if/elif; in a for, in a
# while, in an except clause, two withs.
def _n15wf_if_else_count_in_for(a, b, xs):
    n = 0
    for v in xs:
        try:
            with cm(a):
                n += 1
                g(v)
                return v, n
            n += 10
            g(n)
        finally:
            if v == b:
                n += 100
                g(n)
            else:
                g(-n)
    return n


def _n15wf_if_in_while(a, b, xs):
    i = 0
    while i < len(xs):
        try:
            with cm(a):
                return g(xs[i])
            g(i)
        finally:
            i += 1
            if b:
                g(i)
    return i


def _n15wf_ternary_finally_in_for(a, b, xs):
    t = 0
    for v in xs:
        try:
            with cm(v):
                return g(a) or t
            t = g(t + 1)
        finally:
            if v > 1:
                t = t + 1 if b else t - 1
    return t


# 3.11 (refused, "stack underflow": the branch of the finally body's copy
# after the with's return reaches its own copy of the return, the
# iterator popped under the value first; that copy was left unread):
# siblings of _n15wf_ternary_finally_in_for (helper with18), run: the code
# after the with reached when __exit__ swallows, two for loops (two
# iterators popped).
def case_with18_return_through_branching_finally_in_for():
    def ternary(log, xs, swallow, b):
        t = 0
        for v in xs:
            try:
                with _SwallowCm(log, "a", swallow):
                    return log.append(10 // v) or t
                t = len(log) + t
            finally:
                if v > 1:
                    t = t + 1 if b else t - 1
        return t

    def two_loops(log, xs, swallow, b):
        t = 0
        for w in xs:
            for v in xs:
                try:
                    with _SwallowCm(log, "a", swallow):
                        return [10 // v, t]
                    t += w
                finally:
                    if v > w:
                        t = -t if b else t * 2
        return t

    out = []
    for f in (ternary, two_loops):
        for xs in ((), (0, 2), (3, 0)):
            for swallow in (False, True):
                for b in (False, True):
                    log = []
                    try:
                        out.append((f(log, xs, swallow, b), log))
                    except ZeroDivisionError:
                        out.append(("ZeroDivisionError", log))
    return out


# 3.11-3.13, refused ("stack underflow"; helper with18) until refuse19b
# (the swallowed copy going back round the loop): the same
# with a plain if as the finally body, whose copy after the with's return
# ends its branch in a copy of the return of its own (the handler's copy
# of the if body ends in a re-raise of its own too, `inner_exits`).
def case_with18_return_through_if_finally_in_for():
    def plain_if(log, xs, swallow, b):
        t = 0
        for v in xs:
            try:
                with _SwallowCm(log, "a", swallow):
                    return 10 // v, t
            finally:
                if b:
                    t += 1
                    log.append(t)
        return t

    out = []
    for xs in ((), (0, 2), (3, 0)):
        for swallow in (False, True):
            for b in (False, True):
                log = []
                try:
                    out.append((plain_if(log, xs, swallow, b), log))
                except ZeroDivisionError:
                    out.append(("ZeroDivisionError", log))
    return out


def _n15wf_elif_finally_in_except(a, b, c):
    try:
        g(a)
    except ValueError:
        with cm(b):
            return g(c)
        g("rest")
    finally:
        if a == 1:
            g("one")
        elif a == 2:
            g("two")
    return "after"


def _n15wf_two_withs_finally_if_in_for(a, b, xs):
    for v in xs:
        try:
            with cm(a), cm(v):
                g(v)
                return [v]
            g(b)
        finally:
            if b:
                g("fin")
    return None


# 3.11-3.13 (refuse19b, siblings of try_else.py::
# case_with18_with_returning_in_nested_try_else_under_two_finally): a with
# statement's `return value` ending the body of a try/finally nested in
# another, each finally body's copy then the return after the exit call;
# refused ("with body without its exit call"). Ending the inner try body,
# or in a for loop, or through two with statements, the `as` target
# returned; and (second sample) in the middle of the inner try body, more
# of it after the with, reached when __exit__ swallows.
def _r19b_run(f):
    out = []
    for x in (0, 1, 2):
        for swallow in (False, True):
            log = []
            try:
                out.append((f(x, swallow, log), log))
            except ZeroDivisionError:
                out.append(("ZeroDivisionError", log))
    return out


def case_r19b_with_return_ending_try_under_two_finally():
    def ending(x, swallow, log):
        try:
            try:
                with _SwallowCm(log, "a", swallow):
                    return 10 // x
            finally:
                log.append(1)
        finally:
            log.append(2)
        return x

    def in_loop(x, swallow, log):
        for v in range(x + 1):
            try:
                try:
                    with _SwallowCm(log, "a", swallow):
                        return 10 // v
                finally:
                    log.append(1)
            finally:
                log.append(2)
        return x

    def two_withs(x, swallow, log):
        try:
            try:
                with _SwallowCm(log, "a", swallow):
                    with _SwallowCm(log, "b", not swallow):
                        return 10 // x
            finally:
                log.append(1)
        finally:
            log.append(2)
        return x

    def target(x, swallow, log):
        try:
            try:
                with _SwallowCm(log, "a", swallow) as c:
                    return c.swallow, 10 // x
            finally:
                log.append(1)
        finally:
            log.append(2)

    return [_r19b_run(f) for f in (ending, in_loop, two_withs, target)]


def case_r19b_with_return_inside_try_under_two_finally():
    def f(x, swallow, log):
        try:
            try:
                try:
                    log.append(10 // x)
                except ZeroDivisionError:
                    log.append("zero")
                else:
                    with _SwallowCm(log, "a", swallow):
                        return 10 // (x - 1)
                log.append(100)
            finally:
                log.append(1)
        finally:
            log.append(2)
        return x

    return _r19b_run(f)


# 3.12/3.13 (refuse19b, siblings of case_with18_return_through_if_finally_in_for):
# the with's return through an if ending the finally body, in a for loop;
# when __exit__ swallows, the normal copy of the finally body, laid out
# after the loop (3.11: inline, past the with's handler), goes back round
# it. Refused ("stack underflow"); 3.11 still refuses the if/else one
# ("finally body not copied after the try body").
def _r19b_fin_grid(f):
    out = []
    for xs in ((), (0, 2), (3, 0)):
        for swallow in (False, True):
            for b in (False, True):
                log = []
                try:
                    out.append((f(log, xs, swallow, b), log))
                except ZeroDivisionError:
                    out.append(("ZeroDivisionError", log))
    return out


def case_r19b_with_return_through_if_else_finally_in_for():
    def if_else(log, xs, swallow, b):
        t = 0
        for v in xs:
            try:
                with _SwallowCm(log, "a", swallow):
                    return 10 // v, t
            finally:
                if b:
                    t += 1
                else:
                    t -= 1
        return t

    return _r19b_fin_grid(if_else)


def case_r19b_with_return_through_if_finally_after_code_in_for():
    def code_before(log, xs, swallow, b):
        for v in xs:
            log.append(v)
            try:
                with _SwallowCm(log, "a", swallow):
                    return 10 // v
            finally:
                if b:
                    log.append("fin")
        return len(log)

    return _r19b_fin_grid(code_before)
# 3.12/3.13 (were refused: "the decompiled source would lose 1 call", the
# return after the with dropped, or "cannot find where the try statement
# ends" where it returns a constant): `try: with c: f() / [g()] / return
# [5] / except E: ... / finally: F`.  The with's handler, laid out after
# the try body's normal copy of F and its return, jumps back into the body
# (the code after the with).  Minimal sample of the nesting corpus'
# nest_depth3.py::f3_async_with__try_except_else_finally__async_with__yield.
# Read since the finally's body is measured past that with's handler to
# the try's handler (`_past_with_handler_after_return`).
def _try_with_then_return_except_finally(log, x, swallow):
    try:
        with _SwallowCm(log, "w", swallow):
            log.append(10 // x)
        log.append("after with")
        return
    except ZeroDivisionError:
        log.append("clause")
    finally:
        log.append("finally")


def _try_with_then_return_constant_except_finally(log, x, swallow):
    try:
        with _SwallowCm(log, "w", swallow):
            log.append(10 // x)
        return 5
    except ZeroDivisionError:
        log.append("clause")
    finally:
        log.append("finally")


def case_try_with_then_return_except_finally():
    log = []
    out = []
    for x in (0, 2):
        for swallow in (False, True):
            out.append(_try_with_then_return_except_finally(log, x, swallow))
            out.append(_try_with_then_return_constant_except_finally(log, x, swallow))
    return out, log
