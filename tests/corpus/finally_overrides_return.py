"""A finally body or except clauses that return, around a try body that
returns too: the finally body's return wins, and `return constant` in a
try body is loaded after the unwinding (3.11+ leaves it out of the
protected range).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# 3.11+ refused (a held-out set of tricky programs): the finally body,
# only `return constant`, reads like a bare except clause.

def _finally_return_over_value(x):
    try:
        return x
    finally:
        return 1


def finally_return_over_value():
    return _finally_return_over_value(5)


def _finally_return_over_value_logged(x, log):
    try:
        return x
    finally:
        log.append(x)
        return 1


def finally_return_over_value_logged():
    log = []
    return _finally_return_over_value_logged(5, log), log


def _finally_return_value_over_value(x, y):
    try:
        return x
    finally:
        return y


def finally_return_value_over_value():
    return _finally_return_value_over_value(5, 6)


# 3.13 refused (held-out set): constant returns on both sides.

def _finally_return_over_constant():
    try:
        return 3
    finally:
        return 1


def finally_return_over_constant():
    return _finally_return_over_constant()


# 3.13 refused (held-out set): an empty finally body and an unreachable
# return after the statement.

def _return_through_empty_finally():
    try:
        return 4
    finally:
        pass
    return 2


def return_through_empty_finally():
    return _return_through_empty_finally()


# 3.11+ refused (held-out set): a body returning a constant (unprotected)
# and two clauses that return.

def _constant_return_two_clauses(a):
    try:
        return 5
    except ValueError:
        return 6
    except TypeError:
        return 7


def constant_return_two_clauses():
    return _constant_return_two_clauses(1)


def _value_return_two_clauses(a):
    try:
        return int(a)
    except ValueError:
        return 6
    except TypeError:
        return 7


def value_return_two_clauses():
    return _value_return_two_clauses("x"), _value_return_two_clauses(None), _value_return_two_clauses("3")


# 3.11+ refused: the same inside for loops (the return pops the iterators
# first, in the handler copy and on the normal way out).

def _finally_return_over_value_in_loop(x, items):
    for i in items:
        try:
            return x
        finally:
            return 1


def finally_return_over_value_in_loop():
    return _finally_return_over_value_in_loop(5, [1, 2]), _finally_return_over_value_in_loop(5, [])


def _finally_return_in_loop(items, log):
    for i in items:
        try:
            log.append(i)
        finally:
            return 1


def finally_return_in_loop():
    log = []
    return _finally_return_in_loop([1, 2], log), log


def _finally_return_in_nested_loops(rows, log):
    for row in rows:
        for item in row:
            try:
                log.append(item)
            finally:
                return item


def finally_return_in_nested_loops():
    log = []
    return _finally_return_in_nested_loops([[1, 2], [3]], log), log


def _finally_return_value_over_value_in_loop(x, items):
    for i in items:
        try:
            return x
        finally:
            return i


def finally_return_value_over_value_in_loop():
    return _finally_return_value_over_value_in_loop(5, [1, 2]), _finally_return_value_over_value_in_loop(5, [])


# 3.11+: a finally body that ends in `return value` after a compound
# statement: the normal copy after the try body holds the value and the
# return inline at each way in (the branches of an if, a with's swallow
# path), where the handler copy jumps to one block; and jumps in the
# copies (a for loop's) reach matching places. (The nesting corpus:
# `try: g() finally: with cm(a): pass; return a`.) 3.10 read the normal
# copy into the try body (the decompiled function ran the finally body
# twice; found by running decompiled code).
def case_finally_if_else_then_return():
    log = []

    def f(a, xs):
        try:
            log.append(a)
        finally:
            if a in xs:
                log.append(0)
            else:
                log.append(1)
            return a

    return f(1, [1]), f(2, [1]), log


def case_finally_with_then_return():
    class Ctx:
        def __enter__(self):
            log.append("enter")

        def __exit__(self, *exc):
            log.append("exit")

    log = []

    def f(a):
        try:
            log.append(a)
        finally:
            with Ctx():
                pass
            return a

    return f(1), log


# 3.10 (hand-written variants of the two above): the return after an
# if/elif/else, after a try statement, and the statement in a loop.
def case_finally_elif_then_return():
    log = []

    def f(a, xs):
        try:
            log.append(a)
        finally:
            if a in xs:
                log.append(0)
            elif a:
                log.append(1)
            else:
                log.append(2)
            return a

    return f(1, [1]), f(2, [1]), f(0, [1]), log


def case_finally_try_then_return():
    log = []

    def f(a):
        try:
            log.append(a)
        finally:
            try:
                log.append(1 // a)
            except ZeroDivisionError:
                log.append("zero")
            return a

    return f(1), f(0), log


def case_finally_if_else_then_return_in_loop():
    log = []

    def f(a, xs):
        for x in xs:
            try:
                log.append(x)
            finally:
                if a in xs:
                    log.append(0)
                else:
                    log.append(1)
                return a

    return f(1, [1]), f(0, [1]), f(0, []), log


def case_finally_loop_then_return():
    log = []

    def f(a, xs):
        try:
            log.append(a)
        finally:
            for v in xs:
                log.append(v)
            return a

    return f(1, [2, 3]), log




# 3.11+: `await` (and `yield from`) in a finally body: the two copies of
# the finally body each hold the await, whose normalised YIELD_FROM kept
# its own loop's end offset, so the copies compared unequal. (The nesting
# corpus: `finally: for v in range(a): await w(a)`, `yield from xs` in an
# if/else of a finally body.)
async def case_finally_await_in_loop_then_return():
    log = []

    async def step(v):
        log.append(v)

    async def f(a):
        try:
            log.append("body")
        finally:
            for v in range(a):
                await step(v)
            return a

    return await f(2), log


def case_finally_yield_from_in_branch():
    log = []

    def gen(a, xs):
        try:
            log.append(a)
        finally:
            if a:
                log.append(0)
            else:
                yield from xs
        return a

    return list(gen(0, [1, 2])), list(gen(1, [1, 2])), log


# 3.11+: a finally body returning a value from inside an except clause: the
# return also leaves the clause (`SWAP 2; POP_EXCEPT` under the value,
# after the finally handler's own). (The nesting corpus:
# `except Exception: try: g() finally: return a`.)
def case_finally_return_in_except_clause():
    log = []

    def f(a, fail):
        try:
            if fail:
                raise ValueError(a)
        except Exception:
            try:
                log.append(a)
            finally:
                return a
        return -a

    return f(1, False), f(2, True), log


# 3.10: a finally body's `return value` in a loop drops the loop's iterator
# under the value after POP_EXCEPT, before the RETURN_VALUE that ends the
# handler's copy ("finally body without its end").

def _finally_return_value_in_loop(log, items):
    for i in items:
        try:
            log.append(i)
        finally:
            return i


def case_finally_return_value_in_loop():
    log = []
    return _finally_return_value_in_loop(log, [3, 4]), log


# 3.9/3.10: a finally body's `return value` inside an except clause leaves
# the clause's handler too (the value rotated under its exception) before
# the RETURN_VALUE that ends the handler's copy ("finally body without its
# end"; nesting corpus, f_try_except_as__try_finally__return).

def _finally_return_in_clause(log, fail):
    try:
        if fail:
            raise OSError("a")
    except OSError:
        try:
            log.append("clause")
        finally:
            return len(log)
    return -1


def case_finally_return_in_clause():
    log = []
    return _finally_return_in_clause(log, False), _finally_return_in_clause(log, True), log


# 3.9: the same return through an enclosing finally body: that body's copy
# runs between leaving the handlers and the RETURN_VALUE; it is not part
# of the inner finally body (nesting corpus,
# f3_try_except_else_finally__try_except_else_finally__if_else__yield_value).
# 3.8: the enclosing body's block popped and its finally subroutine called
# (`POP_BLOCK; CALL_FINALLY`) there: the inner body's end was not found.
# 3.9/3.10: past the enclosing body's POP_BLOCK and copy, the inner body
# ends; the copy is the enclosing statement's, not read into this body.
# 3.11+ (helper othold): the handler copy's return runs the enclosing finally
# body's copy after leaving its handlers, before the RETURN_VALUE ("finally
# handler without its re-raise").

def _finally_return_in_clause_in_finally(log, fail):
    try:
        if fail:
            raise OSError("a")
    except OSError:
        try:
            log.append("clause")
        finally:
            return len(log)
    finally:
        log.append("outer")
    return -1


def case_finally_return_in_clause_in_finally():
    log = []
    return _finally_return_in_clause_in_finally(log, False), _finally_return_in_clause_in_finally(log, True), log


# 3.10 (the nesting corpus: a finally body ending in a try/finally whose
# body returns, then dead code): the finally body cannot finish, so its
# normal copy needs no jump over the handler; it was read into the try
# body (the decompiled function ran the finally body twice).
# 3.9: the outer handler copy's end lies past that dead code (no block
# holds it), not in the handler's block: it was not found.
def case_finally_ends_in_returning_try():
    log = []

    def f(a):
        try:
            log.append(a)
        finally:
            try:
                for v in (1, 2):
                    if v == a:
                        raise ValueError(a)
                return a
            finally:
                log.append("inner")
            log.append("dead")

    out = [f(0)]
    try:
        f(1)
    except ValueError as e:
        out.append(str(e))
    return out, log


# 3.8-3.10 (the nesting corpus): `return` in a finally body nested in a
# try/except or a with statement: its handler copy's return pops the
# enclosing try body's block or calls the with's exit first (refused:
# "finally body without its end").
def case_finally_return_inside_try_and_with():
    log = []

    class Ctx:
        def __enter__(self):
            log.append("enter")

        def __exit__(self, *exc):
            log.append("exit")

    def in_try(a):
        try:
            try:
                log.append(1 // a)
            finally:
                return a
        except ZeroDivisionError:
            log.append("clause")

    def in_with(a):
        with Ctx():
            try:
                log.append(1 // a)
            finally:
                return a

    return [in_try(0), in_try(1), in_with(0), in_with(1)], log


# 3.10 (the nesting corpus): a finally body whose if/else returns from the
# else only, code after the statement: the handler copy's return runs past
# its POP_EXCEPT, outside the handler block (the finally body was read
# without it), and the normal copy's branch jumps past the handler to the
# code after the statement (refused). 3.12+: the handler copy ends in that
# return, its then-branch in the finally's re-raise ("exception handling
# shape not supported"; nesting corpus, f_try_finally__if_else__return).
def case_finally_else_returns_then_code():
    log = []

    def f(a, b):
        try:
            log.append("body")
        finally:
            if a and b:
                log.append("then")
            else:
                return a
        log.append("after")
        return b

    return [f(1, 2), f(0, 2), f(3, 0)], log


# 3.9/3.10 (found reading _finally_return_over_value_logged's mismatch):
# the normal exit's copy of a finally body ending in `return c` pops the
# try body's returned value before its return, so it did not compare with
# the handler's copy; the copy was read into the try body and the
# decompiled function ran the finally body twice. 3.11+ (helper othold): a
# branch in that copy jumps to its own end, not to the handler copy's, so
# the copies did not compare ("finally body not copied after the try body").
def case_finally_return_over_value_runs():
    def f(x, log):
        try:
            return x
        finally:
            log.append(x)
            return 1

    def g(x, log):
        try:
            log.append("body")
            return x + 1
        finally:
            if log:
                log.append(x)
            return -1

    log = []
    return f(5, log), g(2, log), g("a", log), log


# 3.12+ (the nesting corpus, f_try_finally__with_as__del): a finally body
# ending in `return` that holds two with statements, or a try in a loop:
# the normal copy lays their handlers out after its return (the with's
# swallowing exit holding a copy of the return), the handler copy keeps
# them inline, so the copies differ instruction by instruction (refused:
# "finally body not copied after the try body").
def case_finally_return_after_withs_and_loops():
    log = []

    class Ctx:
        def __init__(self, swallow):
            self.swallow = swallow

        def __enter__(self):
            log.append("enter")
            return self

        def __exit__(self, *exc):
            log.append(("exit", exc[0] is not None))
            return self.swallow

    def withs(a, swallow):
        try:
            log.append(1 // a)
        finally:
            with Ctx(swallow) as x, Ctx(False) as y:
                log.append(1 // (a + 1))
            return a

    def loop(a):
        try:
            log.append(1 // a)
        except ValueError:
            log.append("clause")
        finally:
            for v in (1, 2):
                try:
                    log.append(v // a)
                finally:
                    log.append(v)
            return a

    out = [withs(0, False), withs(1, False), withs(-1, True), loop(1)]
    for f, args in ((withs, (-1, False)), (loop, (0,))):
        try:
            f(*args)
        except ZeroDivisionError as e:
            out.append(str(e))
    return out, log


# 3.12+ (the nesting corpus,
# f3_if_elif_else__try_except_else_finally__async_with__await): the same
# in an if branch with elif branches after: their code lies between the
# normal copy and the finally handler, so the copy ends at its return.
def case_finally_return_after_with_in_branch():
    log = []

    class Ctx:
        def __enter__(self):
            log.append("enter")
            return self

        def __exit__(self, *exc):
            log.append(("exit", exc[0] is not None))

    def f(a, b):
        if a > 1:
            try:
                log.append(1 // (a - 2))
            except ValueError:
                log.append("clause")
            else:
                log.append("else")
            finally:
                with Ctx() as x:
                    log.append("final")
                return a
        elif b:
            log.append(1)
        elif a:
            log.append(2)
        else:
            log.append(3)
        return b

    return [f(3, 0), f(2, 0), f(1, 0), f(0, 1), f(0, 0)], log


# 3.8: a bare `return` in a finally body nested in a try/except or a
# try/finally body: after its POP_FINALLY the slot pushed for the finally
# body is dropped, the enclosing body left (POP_BLOCK, CALL_FINALLY), and
# only then is None loaded: the finally body's end was not found. Found by
# the nesting corpus (nest_try.py::f_try_except__try_finally__bare_return).
def _bare_return_in_finally_in_try(log, fail):
    try:
        try:
            if fail:
                raise ValueError(fail)
        finally:
            log.append("inner")
            return
    except ValueError:
        log.append("clause")
    return log


# 3.10: the inner finally body's handler (leaving the handler, then the
# outer finally body's copy and `return None`) opens like a bare except
# clause and was read as `except: pass` (the same runs, but without the
# copy's short jump it compiles differently); the try body's normal exit
# runs the same code after its POP_BLOCK, with no jump: a finally body.
def _bare_return_in_finally_in_finally(log):
    try:
        try:
            log.append("body")
        finally:
            return
    finally:
        log.append("outer")
    return log


def case_bare_return_in_nested_finally():
    log = []
    return _bare_return_in_finally_in_try(log, 0), _bare_return_in_finally_in_try(log, 1), _bare_return_in_finally_in_finally(log), log


# 3.11: a with body holding a try/except whose body is a try/finally with
# `return` in its finally body. 3.11 lays the finally handler (which
# returns) out first, then the except handler, whose clause goes on to the
# with's exit: the with body was measured as ending at the first handler
# ("cannot find where the try statement ends"). Minimal sample of
# nest_depth3.py::f3_with_as__try_except__try_finally__return. 3.12/3.13
# lay the handlers out alike, past the body: the with body was measured as
# ending at the finally handler, which never goes on ("unstructured jump").
def case_return_in_finally_in_try_except_in_with():
    import contextlib

    def f(fail, log):
        with contextlib.nullcontext():
            try:
                try:
                    log.append(1 // (1 - fail))
                finally:
                    return log
            except ZeroDivisionError:
                log.append("clause")
        log.append("after")
        return log

    return f(0, []), f(1, [])


# 3.10: `finally: return` in a with body: the handler's way out leaves the
# with too (its exit call); read as a finally body that returns it was
# refused ("finally body without its end"), so it stays the bare except
# clause it compiles alike to. Found by fuzz (3.10 seed 1 #228) while
# reading _bare_return_in_finally_in_finally. (Still refused on 3.8, 3.12
# and 3.13.)
def case_bare_return_in_finally_in_with():
    import contextlib

    def f(log):
        with contextlib.nullcontext():
            try:
                log.append(1 // len(log))
            finally:
                return
        return log

    return f([]), f([1])


# 3.10: a bare except clause that passes, then a short `return x`: the
# compiler copies that return onto the body's way out and the clause's, the
# code the finally-return reading above looks for; it is the clause's
# only where too long to be such a copy. Found by the stdlib check
# (copyreg._slotnames, idlelib DictTreeItem.keys) while reading
# _bare_return_in_finally_in_finally.
def case_bare_except_pass_then_short_return():
    def f(keys):
        try:
            keys.sort()
        except:
            pass
        return keys

    return f([2, 1]), f([1, "a"])


# 3.8/3.9 refused ("would lose 1 call"): an except clause holding a
# try/finally whose finally body returns, then a dead statement: the
# compiler keeps the dead code (past the finally's end) up to the clause's
# way out, and the clause was cut at the first unreachable instruction,
# dropping the statement. Found by the fuzz set (3.8/3.9 seed 3 #704,
# 3.9 seed 3 #579).
def case_clause_finally_return_then_dead_statement():
    def f(a, log):
        try:
            log.append(1 // a)
        except ZeroDivisionError:
            try:
                log.append(0)
            finally:
                return log
            log.append(2)
        return a

    return f(0, []), f(1, [])


# 3.9-3.13 (loop_grid, gen23): an exit of an except clause (or of an
# else) under a finally body that cannot finish: the exit itself is dead
# code after the finally body's copy, dropped, and that copy was read into
# the clause, so the finally body ran twice (`except E: g(1); return g(2)`
# under `finally: return g(2)`; 3.9-3.11 also wrote a `continue` of the try
# body as the copy), and a raise in it got the handled exception as its
# context. Refused now.

def case_gen23_handler_return_under_returning_finally():
    log = []

    def f(xs):
        for x in xs:
            try:
                y = 10 // x
                continue
            except ZeroDivisionError:
                return log.append(("b", x))
            finally:
                return log.append(("c", x))
        return "end"

    return [f([0, 5, 1]), f([1]), f([]), log]


def case_gen23_handler_break_under_raising_finally():
    def f(xs):
        for x in xs:
            try:
                y = 10 // x
                raise ValueError("a")
            except ZeroDivisionError:
                break
            finally:
                raise ValueError("c")
        return "end"

    out = []
    for xs in ([0, 5], [1], []):
        try:
            out.append(f(xs))
        except ValueError as e:
            out.append((str(e), repr(e.__context__)))
    return out


def case_gen23_else_continue_under_breaking_finally():
    log = []

    def f(xs):
        for x in xs:
            try:
                y = 10 // x
                log.append(("a", x))
            except ZeroDivisionError:
                log.append(("b", x))
                continue
            else:
                continue
            finally:
                log.append(("d", x))
                break
        return "end"

    return [f([0, 5, 1]), f([1, 0]), f([]), log]


# 3.9 (loop_grid, gen23): a return in a try body whose finally body ends
# in `continue` (or `break`), which drops the returned value: the value
# was written as a statement after the finally body's copy, `g(b); g(a);
# continue`, the copy left in the body (the finally body ran twice, the
# calls out of order). Refused now.

def case_gen23_return_under_continuing_finally():
    log = []

    def f(xs):
        for x in xs:
            try:
                y = 10 // x
                return log.append(("a", x))
            finally:
                log.append(("b", x))
                continue
        log.append("done")
        return "end"

    return [f([1, 2, 0, 5]), f([]), log]
