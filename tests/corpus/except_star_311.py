def case_except_star():
    out = []
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), ValueError(3)])
    except* ValueError as g:
        out.append(("value", [e.args for e in g.exceptions]))
    except* TypeError as g:
        out.append(("type", len(g.exceptions)))
    return out


def case_except_star_partial():
    out = []
    try:
        try:
            raise ExceptionGroup("eg", [KeyError("a"), OSError("b")])
        except* KeyError:
            out.append("key")
    except ExceptionGroup as rest:
        out.append([type(e).__name__ for e in rest.exceptions])
    return out


def case_except_star_else_finally():
    out = []
    for fail in (True, False):
        try:
            if fail:
                raise ExceptionGroup("x", [RuntimeError("r")])
        except* RuntimeError:
            out.append("caught")
        else:
            out.append("else")
        finally:
            out.append("finally")
    return out


def case_star():
    out = []
    try:
        raise ExceptionGroup('g', [KeyError(1), ValueError(2)])
    except* KeyError as e:
        out.append(len(e.exceptions))
    except* ValueError:
        out.append('v')
    return out


def case_star_reraise():
    out = []
    try:
        try:
            raise ExceptionGroup('g', [KeyError(1), TypeError(2)])
        except* KeyError:
            out.append('k')
    except* TypeError:
        out.append('t')
    return out


# 3.11+: an except* clause that starts with a try statement, code after it:
# the clause's body is measured by its own handler (the one collecting
# what it raises, past the clearing of its name), not by that try's
# ("cannot find where the try statement ends"; nesting corpus,
# f_try_except_star__try_except_as__pass).
def case_try_in_except_star_clause():
    log = []

    def f(first, second):
        try:
            raise first
        except* ValueError:
            try:
                raise second
            except KeyError:
                log.append("inner")
            log.append("after inner")
        except* OSError as e:
            try:
                raise second
            except KeyError as e:
                log.append(repr(e))
            log.append("after named")
        return len(log)

    out = [f(ValueError(1), KeyError(2)), f(OSError(3), KeyError(4))]
    try:
        f(ValueError(5), TypeError(6))
    except* TypeError as eg:
        out.append(repr(eg.exceptions))
    return out, log


# 3.11+: a try/except* statement in a finally body: in the finally's
# handler copy, its own re-raise (`SWAP 2; POP_EXCEPT; RERAISE 0`) is no
# copy of the finally's final re-raise ("except* re-raise not understood";
# nesting corpus, f3_try_finally__if_elif__try_except_star__assign).
def case_except_star_in_finally():
    log = []

    def f(fail, inner):
        try:
            if fail:
                raise KeyError(fail)
        finally:
            try:
                if inner:
                    raise inner
            except* ValueError:
                log.append("value")
        return len(log)

    out = [f(0, None), f(0, ValueError(1))]
    for fail, inner in ((1, ValueError(2)), (0, TypeError(3)), (1, TypeError(4))):
        try:
            f(fail, inner)
        except BaseException as e:
            out.append(type(e).__name__)
    return out, log


# 3.12+ (3.13 fails): a try statement ending an except* clause: 3.13 copies
# the clause's way out (`e = None; del e; LIST_APPEND 1; JUMP`) onto each
# way out of the try, its body and its clauses (after their POP_EXCEPT)
# ("cannot find where the try statement ends"; nesting corpus,
# f_try_except_star__try_except__break).
def case_try_ending_except_star_clause():
    log = []

    def f(first, second):
        try:
            raise first
        except* ValueError:
            log.append("value")
        except* (KeyError, OSError) as e:
            try:
                if second:
                    raise second
            except ValueError:
                log.append("inner")
        log.append("after")
        return len(log)

    out = [f(KeyError(1), None), f(OSError(2), ValueError(3)), f(ValueError(4), None)]
    try:
        f(KeyError(5), TypeError(6))
    except* TypeError as eg:
        out.append(repr(eg.exceptions))
    return out, log


# 3.11+ (3.13 fails): a try/except* statement ending an except clause: 3.13
# threads the end of its clauses through the enclosing clause's exit
# (`POP_EXCEPT; JUMP`), a copy of the try body's way out ("except* end not
# understood"; nesting corpus, f_try_except__try_except_star__bare_return).
def case_except_star_ending_except_clause():
    log = []

    def f(first, second):
        try:
            if first:
                raise first
        except ValueError:
            try:
                if second:
                    raise second
            except* KeyError:
                log.append("key")
            except* (OSError, TypeError) as e:
                log.append(len(e.exceptions))
        log.append("after")
        return len(log)

    out = [f(None, None), f(ValueError(1), None), f(ValueError(2), KeyError(3)), f(ValueError(4), OSError(5))]
    try:
        f(ValueError(6), IndexError(7))
    except* IndexError as eg:
        out.append(repr(eg.exceptions))
    return out, log


# 3.11+ (3.13 fails): an if/else ending a named except* clause: 3.13 ends
# each branch with a copy of the clause's way out (`e = None; del e;
# LIST_APPEND 1; JUMP`), outside the clause's handler ("value _Marker used
# as an expression"; nesting corpus, f_try_except_star__if_elif_else__global).
def case_branches_ending_except_star_clause():
    log = []

    def f(first, flag):
        try:
            raise first
        except* ValueError:
            log.append("value")
        except* (KeyError, OSError) as e:
            if flag:
                log.append("flag")
            elif flag is None:
                log.append(len(e.exceptions))
            else:
                log.append("no flag")
        return len(log)

    out = [f(KeyError(1), True), f(OSError(2), False), f(ExceptionGroup("g", [KeyError(3), OSError(4)]), None), f(ValueError(5), True)]
    return out, log


# 3.12+ (3.11 passes): an async for loop in an except* clause followed by
# another clause: 3.12+ leaves END_ASYNC_FOR in line there, and the code
# after it (the next clause's test, which the first clause's no-match
# `POP_TOP` falls into) is no cold code to move back after the loop
# ("except* end not understood"; nesting corpus,
# f_try_except_star__async_for__return_outer).
def case_async_for_in_except_star_clause():
    log = []

    class _Items:
        def __init__(self, n):
            self.n = n

        def __aiter__(self):
            return self

        async def __anext__(self):
            if self.n <= 0:
                raise StopAsyncIteration
            self.n -= 1
            return self.n

    async def f(first, n):
        try:
            raise first
        except* ValueError:
            async for v in _Items(n):
                log.append(v)
        except* (KeyError, OSError) as e:
            log.append(len(e.exceptions))
        log.append("after")
        return len(log)

    out = []
    for first, n in ((ValueError(1), 2), (KeyError(2), 1), (ValueError(3), 0)):
        try:
            f(first, n).send(None)
        except StopIteration as e:
            out.append(e.value)
    return out, log


# 3.12+ (3.13 fails): a try ending a named except* clause whose own clause
# is named too: 3.13 copies the except* clause's way out after that
# clause's POP_EXCEPT and its name's cleanup ("value _Marker used as an
# expression"; nesting corpus, f_try_except_star__try_except_as__lambda).
def case_named_try_ending_named_except_star_clause():
    log = []

    def f(first, second):
        try:
            raise first
        except* ValueError:
            log.append("value")
        except* (KeyError, OSError) as e:
            try:
                if second:
                    raise second
            except (KeyError, IndexError) as e2:
                log.append(repr(e2))
            except Exception:
                log.append("other")
        log.append("after")
        return len(log)

    out = [f(KeyError(1), None), f(OSError(2), IndexError(3)), f(KeyError(4), TypeError(5)), f(ValueError(6), None)]
    return out, log


# 3.11+ (the nesting corpus, f_try_except_star__try_except_star__raise): a
# try/except* whose body never finishes, ending the body of another, each
# followed by `return x`: the inner statement's return, held after its
# clauses' POP_EXCEPT, is protected by the outer handler ("except* clauses
# end in code not understood"), and the outer statement's, held after its
# own, followed a nested clause's exit to another return.
def case_except_star_in_except_star_body_then_returns():
    log = []

    def f(a, b, exc):
        try:
            try:
                raise exc(a)
            except* ValueError:
                log.append("inner value")
            except* (KeyError, OSError) as e:
                log.append("inner key")
            return a
        except* ValueError:
            log.append("outer value")
        except* (KeyError, OSError) as e:
            log.append("outer key")
        return b

    return f(1, 2, ValueError), f(3, 4, KeyError), log


# 3.12+ (the nesting corpus, f_try_except_star__async_with__await,
# f_try_except_star__with_parens__nonlocal_outer): an except* statement
# whose body is a with statement then `return x`, the clauses falling off
# the function: the with's exit, swallowing, goes on to its own copy of the
# return, laid out past the body, which was taken for the body finishing
# ("except* clauses end in code not understood"). 3.11 (helper othold): the
# swallow falls into the body's own `return x`, which the with's normal exit
# jumps to: shared code, no copy of the code after the statement.
def case_except_star_body_with_then_return():
    log = []

    class CM:
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            log.append("exit")

    async def f(a, exc):
        try:
            with CM() as x:
                if exc:
                    raise exc(a)
            return a
        except* ValueError:
            log.append("value")
        except* (KeyError, OSError) as e:
            log.append("key")

    import asyncio

    return asyncio.run(f(1, None)), asyncio.run(f(2, KeyError)), log


# 3.11, 3.13 (the nesting corpus, f_try_except_as__try_except_star__await):
# an except clause ending in a try/except* statement at the end of the
# function: the clause ends in a copy of the implicit `return None`, kept
# as a written return (3.13 then lays the clause out otherwise).
def case_except_clause_ends_in_except_star_at_function_end():
    log = []

    def f(first, second):
        try:
            if first:
                raise first
        except (KeyError, IndexError) as e:
            log.append("key")
        except Exception:
            try:
                if second:
                    raise second
            except* ValueError:
                log.append("value")
            except* (KeyError, OSError) as e:
                log.append("inner key")

    f(None, None)
    f(KeyError(1), None)
    f(TypeError(2), ValueError(3))
    f(TypeError(4), OSError(5))
    return log


class _StarCm:
    def __init__(self, log, swallow):
        self.log, self.swallow = log, swallow

    def __enter__(self):
        self.log.append("enter")

    def __exit__(self, *exc):
        self.log.append("exit")
        return self.swallow


# 3.13: a with statement in an except* clause: its swallow path ends in a
# copy of the clause's way out (the raised groups appended to, the jump
# on), which the clause's handler covers: the clause was taken to end
# there, past its main line's own way out, read as code ("value _Marker
# used as an expression"). Found reducing the nesting corpus'
# nest_depth3_311.py::f3_while_true__try_except_star__async_with__yield.
def _with_in_except_star_clause(log, swallow):
    try:
        raise ExceptionGroup("g", [ValueError(1)])
    except* ValueError:
        with _StarCm(log, swallow):
            log.append("clause")
            raise KeyError(2)
    log.append("after")


def case_with_in_except_star_clause():
    log = []
    _with_in_except_star_clause(log, True)
    try:
        _with_in_except_star_clause(log, False)
    except* KeyError:
        log.append("raised")
    return log


# 3.11: `try: continue` with except* clauses in `while True:` (the body can
# raise nothing: no table row reaches the handler, and the body's `continue`
# lies right before it). Read as an else running on into the handler
# ("exception handling shape not supported"); try/except had the reading,
# try/except* now shares it. Never called (the loop never ends). Minimal
# sample of nest_depth3_311.py::f3_if_elif_else__while_true__try_except_star__continue.
def _while_true_try_continue_except_star(log):
    while True:
        try:
            continue
        except* ValueError:
            log.append("value")
        log.append("after")


# 3.12/3.13: `try: continue` with except* clauses in a for loop, code
# after the statement: its jump back is the loop's closing jump, the code
# after the statement (reached from the clauses alone) lies behind the
# handler. Read as the plain except's (loop_exits_through_try.py::
# case_bare_continue_try_then_code_in_for); the except* reader had no such
# reading ("exception handling shape not supported"). Found by tryNewR
# reducing nest_loop_311.py::f_while_else__try_except_star__continue.
def case_bare_continue_try_star_then_code_in_for():
    log = []

    def f(xs):
        for x in xs:
            try:
                continue
            except* ValueError:
                log.append(x)
            log.append(-x)
        return len(xs)

    return f([1, 2]), log


# 3.11: try/except*/else. 3.11 lays the else out past the clauses' cleanup
# block, the body jumping over the clauses to it; it was read from the
# body's end, the jump included ("unstructured jump"). Minimal sample of
# case_except_star_else_finally.
def case_except_star_else_after_clauses():
    def f(fail):
        out = []
        try:
            if fail:
                raise ExceptionGroup("x", [RuntimeError("r")])
        except* RuntimeError:
            out.append("caught")
        else:
            out.append("else")
        out.append("after")
        return out

    return f(True), f(False)


# 3.12/3.13: try/except* in a for loop whose body ends in `break` (alone,
# or after a call), code after the statement: the clauses go on to it,
# laid out past the handlers ("cannot find where the try statement ends").
# The for-loop variant of nest_loop_311 f_while__try_except_star__break
# (the while loop's stays refused).
def case_except_star_break_then_code_in_for():
    def alone(items, log):
        for x in items:
            try:
                break
            except* ValueError:
                log.append("clause")
            log.append(x)
        log.append("after")

    def after_call(items, log):
        for x in items:
            try:
                log.append(10 // x)
                break
            except* ZeroDivisionError:
                log.append("clause")
            log.append(x)
        log.append("after")

    log = []
    alone([1, 2], log)
    after_call([0, 0, 5, 1], log)
    after_call([0], log)
    return log


# 3.11-3.13: a match statement ending a named except* clause whose cases
# jump to the clearing of the clause's name (the end of the clause's block,
# before its way on): "match statement not understood". Also a guarded
# sequence case in an unnamed clause (3.13). Minimal shape of nest_depth3_311
# f3_async_with__try_except_star__match__raise (nesting corpus).
def case_match_ending_except_star_clause():
    def named(subject, log):
        try:
            raise ValueError(subject)
        except* ValueError as e:
            match subject:
                case {"k": r}:
                    log.append(r)
                case [p, q]:
                    log.append(p + q)
                case _:
                    log.append(len(e.exceptions))
        return log

    def guarded(subject, log):
        try:
            raise KeyError(subject)
        except* KeyError:
            match subject:
                case [p, q] if p:
                    log.append(q)
                case _:
                    log.append("other")
        return log

    log = []
    for subject in ({"k": 1}, [2, 3], 4):
        named(subject, log)
    for subject in ([1, 2], [0, 2], 5):
        guarded(subject, log)
    return log


# 3.12/3.13: try/except* whose body never finishes (`raise`) ending a
# block (an if's arm, a match case), the code after the statement laid out
# past the handlers, the clauses going on to it ("cannot find where the try
# statement ends"; as try/except reads it). Minimal shape of nest_match_311
# f_match__try_except_star__reraise (nesting corpus).
def case_except_star_never_finishing_body_ending_block():
    def in_if(flag, log):
        if flag:
            try:
                raise ValueError(flag)
            except* ValueError:
                log.append("clause")
            log.append("after try")
        else:
            log.append("else")
        log.append("end")
        return log

    def in_case(subject, log):
        match subject:
            case {"k": r}:
                try:
                    raise KeyError(r)
                except* KeyError:
                    log.append("clause")
                log.append(r)
            case _:
                log.append("default")
        log.append("end")
        return log

    log = []
    in_if(True, log)
    in_if(False, log)
    in_case({"k": 1}, log)
    in_case(2, log)
    return log


# 3.12/3.13: try/except* followed by a raise: 3.12+ copies the short exit
# (`raise`, `raise E(x)`) after the statement to the end of the clauses,
# which `find_end` took only for a return or a jump ("except* end not
# understood"). Found by star9 from the fuzz set (seeds 1-3, 3.12/3.13).
def case_star9_except_star_then_raise():
    log = []

    def bare(fail):
        try:
            if fail:
                raise ValueError(fail)
        except* ValueError:
            log.append("clause")
        except* (KeyError, OSError) as e:
            log.append(type(e).__name__)
        raise

    def with_value(fail):
        try:
            if fail:
                raise KeyError(fail)
        except* KeyError:
            log.append("clause")
        raise LookupError(fail)

    out = []
    for f, arg in ((bare, 1), (with_value, 0), (with_value, 2)):
        try:
            f(arg)
        except BaseException as e:
            out.append(type(e).__name__)
    return out, log


# 3.13 (fuzz 3.13 seeds 1 and 3, programs 206, 577, 885...; refused "value
# _Marker used as an expression"): an except* clause holding a
# try/except/else: 3.13 threads the inner clauses' way out through the
# except* clause's exit (`LIST_APPEND 1; JUMP`), copied after their
# POP_EXCEPT, which lies after the else, not right after the body.
def case_except_star_clause_holding_try_else():
    log = []

    def f(a, n):
        try:
            if a:
                raise ExceptionGroup("eg", [KeyError(a)])
        except* ValueError:
            log.append(1)
        except* KeyError as e:
            try:
                log.append(10 // n)
            except ZeroDivisionError:
                log.append("z")
            else:
                log.append(len(e.exceptions))
        return len(log)

    return [f(a, n) for a in (0, 1) for n in (0, 1)], log


# 3.13 (fuzz 3.13 seed 1 program 410, minimized; refused "value _Marker
# used as an expression"): an except* clause ending in an if whose else
# never finishes (an endless loop): the clause's way out (`LIST_APPEND 1;
# JUMP`) is copied into the if's other branches alone, none left at its end.
def case_except_star_clause_if_with_endless_else():
    log = []

    def f(a):
        try:
            raise ExceptionGroup("eg", [KeyError(a)])
        except* KeyError as e:
            if a == 1:
                log.append(len(e.exceptions))
            elif a == 2:
                log.append(-1)
            else:
                while True:
                    log.append(0)
                    if len(log) > 2:
                        raise ValueError(a)
        return len(log)

    out = []
    for a in (1, 2, 0):
        try:
            out.append(f(a))
        except Exception as e:
            out.append(type(e).__name__)
    return out, log


class _FlowNew12Swallowing:
    """Swallows the exception of its body when told to."""

    def __init__(self, log, swallow):
        self.log = log
        self.swallow = swallow

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append(("exit", exc[0] is not None))
        return self.swallow


# 3.12: a for loop whose body is a try/except* statement whose body ends
# in a with whose body is `continue`: the swallow path jumps to a lone
# jump back to the loop's head after the with's cleanup block, outside
# the try's rows ("unstructured jump"). Found by the fuzz set (3.12 seed 1
# program 136), reduced by hand.
def case_flownew12_try_star_with_continue_in_for():
    log = []

    def f(items, swallow, fail):
        for v in items:
            try:
                log.append(v)
                with _FlowNew12Swallowing(log, swallow):
                    if fail == v:
                        raise ValueError(v)
                    continue
            except* ValueError:
                log.append("caught")
        return v

    return [f((1, 2), False, 0), f((3,), True, 3), f((1, 2), False, 2)], log


# 3.12/3.13: `try: break` / `except* ...` in a while loop nested in a for
# body: the break's jump, threaded to the for's head, was read as `try:
# continue` after an empty `while a: pass` (which never ends when `a` is
# true). Refused, then read exactly (refuse22b: LoopOps._try_body_jump).
# Minimal shape of fuzz seed 8 #43 (3.12, 3.13).
def case_except_star_break_out_of_while_in_for():
    def f(a, b, log):
        for v in (1, 2):
            log.append(v)
            while a and b:
                try:
                    break
                except* ValueError:
                    log.append("clause")
        return log

    return f(1, 1, []), f(0, 1, []), f(1, 0, [])


# 3.13: `try: break` / `except* ...` in the else of a try in a while loop,
# code after the loop with a conditional expression: the break, a jump to
# the loop's exit (the bottom test laid out past the handlers), was read as
# `pass` and the code after the loop as the loop's else. Now read exactly
# (a jump from the body to the exit is a break: no else). Minimal shape of
# fuzz seed 10 #175 (3.13).
def case_except_star_break_in_try_else_in_while():
    def f(items, b, log):
        while items.pop():
            try:
                log.append("body")
            except ValueError:
                log.append("clause")
            else:
                try:
                    break
                except* ValueError:
                    log.append("star")
        x = not (1 if b else None)

    out = []
    for items, b in (([0, 1, 1], True), ([0], False), ([0, 1], None)):
        log = []
        f(items, b, log)
        out.append(log)
    return out


# 3.12 and 3.13: try/except* whose body ends in an if whose branch ends in
# a nested try whose else returns, code after the statement: that code
# (copied into the clauses' tails) was read as the statement's else, the
# clauses falling off to return None. Refused now, as for try/except
# (try_except_exits.py::case_wh14_code_after_try_read_as_else). Found by
# running the fuzz mismatches side by side at many argument points (fuzz
# seed 17 #859, 3.12).
def _wh15_call(log, v):
    log.append(v)
    if v == 0:
        raise ValueError(v)
    return v


def case_wh15_code_after_try_star_read_as_else():
    def f(a, c, b, log):
        try:
            if a == 1:
                try:
                    _wh15_call(log, 0)
                except ValueError:
                    _wh15_call(log, 1)
                else:
                    return a
                if c:
                    _wh15_call(log, 1)
            else:
                _wh15_call(log, c)
        except* ValueError:
            _wh15_call(log, 2)
        y = _wh15_call(log, a) if a else b
        return _wh15_call(log, None)

    out = []
    for a, c in ((1, 0), (1, 1), (2, 0), (0, 1), (0, 0)):
        log = []
        out.append((f(a, c, None, log), log))
    return out


# 3.11-3.13: a `return` in a branch of a try/except* body, under a
# try/finally: the copy of the finally body the return runs first was left
# in the body (the copies were stripped from try/except bodies only): the
# finally body ran twice. Found by the hunt, 3.11 seed 40 program 167 (the
# statement in an except clause there).
def case_hb16_return_in_try_star_under_finally():
    def f(log, a):
        try:
            try:
                if a:
                    return a
                log.append("body")
            except* ValueError:
                log.append("clause")
        finally:
            log.append("finally")

    out = []
    for a in (0, 1):
        log = []
        out.append((f(log, a), log))
    return out


# Its siblings: code after the try/except*, a bare `return`, the statement
# inside an except clause (a clause of except* cannot return).
def case_hb16_returns_in_try_star_under_finally_siblings():
    def after(log, a):
        try:
            try:
                if a:
                    return a
            except* ValueError:
                log.append("clause")
            log.append("after")
        finally:
            log.append("finally")

    def bare(log, a):
        try:
            try:
                if a:
                    return
                log.append("body")
            except* ValueError:
                log.append("clause")
        finally:
            log.append("finally")

    def in_except(log, a):
        try:
            raise KeyError(a)
        except KeyError:
            try:
                try:
                    if a:
                        return a
                except* ValueError:
                    log.append("clause")
            finally:
                log.append("finally")

    out = []
    for f in (after, bare, in_except):
        for a in (0, 1):
            log = []
            out.append((f(log, a), log))
    return out


class _Le16Cm:
    """Logs its exit; swallows the exception when told."""

    def __init__(self, log, swallow):
        self.log, self.swallow = log, swallow

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind and kind.__name__))
        return self.swallow


# except* sibling of try_except_exits.py::case_hb16_code_after_try_read_as_else_after_loop_with
# (the hunt's original program had except* clauses): a try body that is an
# if whose body is a while loop holding a with that raises and code after
# the with, two statements after the try (3.13 checked by lateElse16).
def case_le16_code_after_try_star_after_loop_with():
    def f(log, a, b, swallow):
        try:
            if a and b:
                while a:
                    with _Le16Cm(log, swallow):
                        a -= 1
                        raise ValueError(a)
                    log.append(("after with", a))
            else:
                log.append("else")
        except* ValueError:
            log.append("clause")
        x = not a
        return [x, not b]

    out = []
    for a, b, swallow in ((1, 1, False), (2, 1, True), (0, 1, False)):
        log = []
        out.append((f(log, a, b, swallow), log))
    return out


# 3.12 (fuzz seed 64 #132, found by the hunt): a try/except/else/finally
# whose except clause holds a try/except* around an async for whose body
# is a two-item with that continues.  Normalising moves the async for's
# exit, the clause's way out (`POP_EXCEPT; JUMP`), back by the loop's head:
# the clause ends in no jump, no way on was found and the else was read
# after the statement, run when the clause ran.  The helpers are
# module-level names, as in the fuzz program (other calls lay the code out
# so that it reads right).

_H18A_LOG = []


class _H18aCm:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        _H18A_LOG.append("exit")
        return False


def cm(a):  # (module-level names, as in the fuzz program)
    return _H18aCm()


class _H18aAit:
    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.n:
            raise StopAsyncIteration
        self.n -= 1
        return self.n


def ait(a):
    return _H18aAit(2)


def g(x):
    _H18A_LOG.append(x)
    if x == 0 and _H18A_LOG[0] == "raise":
        raise ValueError(x)
    return x


def case_h18a_else_after_clause_with_async_for_in_except_star():
    async def f(a, b):
        try:
            g(0)
        except ValueError:
            try:
                async for v in ait(a):
                    with cm(a) as x, cm(b) as y:
                        continue
            except* ValueError:
                pass
        else:
            g(2)
        finally:
            g(3)

    out = []
    for first in ("plain", "raise"):
        del _H18A_LOG[:]
        _H18A_LOG.append(first)
        co = f(1, 2)
        try:
            co.send(None)
        except StopIteration:
            pass
        out.append(list(_H18A_LOG))
    return out


def case_h18a_else_after_clause_ending_in_async_for():
    async def f(a, b):
        try:
            g(0)
        except ValueError:
            async for v in ait(a):
                with cm(a) as x, cm(b) as y:
                    continue
        else:
            g(2)
        finally:
            g(3)

    out = []
    for first in ("plain", "raise"):
        del _H18A_LOG[:]
        _H18A_LOG.append(first)
        co = f(1, 2)
        try:
            co.send(None)
        except StopIteration:
            pass
        out.append(list(_H18A_LOG))
    return out


def case_h18a_else_after_clause_with_async_for_in_try_except():
    async def f(a, b):
        try:
            g(0)
        except ValueError:
            try:
                async for v in ait(a):
                    with cm(a):
                        continue
            except KeyError:
                pass
        else:
            g(2)
        finally:
            g(3)

    out = []
    for first in ("plain", "raise"):
        del _H18A_LOG[:]
        _H18A_LOG.append(first)
        co = f(1, 2)
        try:
            co.send(None)
        except StopIteration:
            pass
        out.append(list(_H18A_LOG))
    return out



# 3.13 (fuzz seed 81 #280, found by the hunt; branch_exits.py::case_h18a_
# chained_*): `if a < b < c:` whose body is a with statement, then an
# elif, then code, in an except* clause: the else was read on to the
# clause's end.
class _H18aLogCm:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def case_h18a_chained_test_with_body_elif_pass_then_call_in_star_clause():
    def f(a, b, c, log):
        try:
            raise KeyError(a)
        except* ValueError:
            pass
        except* (KeyError, OSError) as e:
            if a < b < c:
                with _H18aLogCm(log):
                    pass
            elif a < b:
                pass
            log.append("after")
        return log

    return [f(a, b, c, []) for a in (0, 1) for b in (0, 1) for c in (0, 2)]



# 3.12, 3.13 (fuzz seed 113 #407, found by the hunt): a try/except* in a
# loop whose body is a with statement that continues, code after the
# statement: only the clauses and the with's swallow path reach that code,
# laid out past the handlers and read as the statement's tail; the body
# went on to the loop's head, so the with's `continue` was read as falling
# off it and the code after ran every round. Siblings: an async with in a
# for loop, two clauses (the fuzz program's), a while loop (3.13 read it
# wrong; 3.12 refuses it), code after the loop.
class _H19aCm:
    def __init__(self, log, a):
        self.log, self.a = log, a

    def __enter__(self):
        self.log.append(("enter", self.a))
        return self

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", self.a))
        return kind is not None and issubclass(kind, ValueError)

    async def __aenter__(self):
        return self.__enter__()

    async def __aexit__(self, kind, value, tb):
        return self.__exit__(kind, value, tb)


def _h19a_drive(f, points):
    out = []
    for args in points:
        log = []
        try:
            r = f(log, *args)
            if hasattr(r, "send"):
                try:
                    r.send(None)
                except StopIteration as e:
                    r = e.value
            out.append(("return", r, log))
        except Exception as e:
            out.append(("raise", type(e).__name__, log))
    return out


def case_h19a_with_continue_in_try_star_in_for():
    def f(log, a, xs):
        for v in xs:
            try:
                with _H19aCm(log, a) as x:
                    continue
            except* ValueError:
                pass
            log.append(("after", v))

    return _h19a_drive(f, ((1, ()), (1, (1, 2))))


def case_h19a_async_with_continue_in_try_star_in_for():
    async def f(log, a, xs):
        for v in xs:
            try:
                async with _H19aCm(log, a) as x:
                    continue
            except* ValueError:
                pass
            except* (KeyError, OSError) as e:
                pass
            log.append(("after", v))
        return log

    return _h19a_drive(f, ((1, ()), (1, (1, 2))))


def case_h19a_with_continue_in_try_star_in_while():
    def f(log, a, xs):
        while a:
            a -= 1
            try:
                with _H19aCm(log, a) as x:
                    continue
            except* ValueError:
                pass
            except* (KeyError, OSError) as e:
                pass
            log.append(("after", a))

    return _h19a_drive(f, ((0, ()), (2, ())))


def case_h19a_with_continue_in_try_star_then_code_after_loop():
    def f(log, a, xs):
        for v in xs:
            try:
                with _H19aCm(log, a) as x:
                    continue
            except* ValueError:
                pass
            log.append(("after", v))
        log.append("done")
        return len(log)

    return _h19a_drive(f, ((1, ()), (1, (1, 2))))


# 3.12, 3.13 (fuzz seed 124 #191, found by the hunt): `try: continue` /
# `except* ...` in a try/finally in a for loop: the continue's copy of the
# finally body and the loop's closing jump, the loop's exit right behind,
# were read as the inner statement's body (the copy, as a call) and its
# else (`return None`): the finally body ran twice and the loop ended.
# Siblings: an except clause on the outer statement, in a coroutine (the
# fuzz program's), a while loop.
def case_h19a_try_continue_except_star_in_try_finally_in_for():
    def f(log, xs):
        for v in xs:
            try:
                try:
                    continue
                except* ValueError:
                    pass
            finally:
                log.append(("finally", v))
        log.append("after")

    return _h19a_drive(f, (((),), ((1, 2),)))


def case_h19a_try_continue_except_star_in_try_except_finally_in_coroutine():
    async def f(log, xs):
        for v in xs:
            try:
                try:
                    continue
                except* ValueError:
                    pass
                except* (KeyError, OSError) as e:
                    pass
            except ValueError:
                pass
            else:
                pass
            finally:
                log.append(("finally", v))
        else:
            pass
        log.append("after")

    return _h19a_drive(f, (((),), ((1, 2),)))


# 3.12/3.13 refused it until refuse23b ("cannot find where the try
# statement ends"): the inner body's `continue`, compiled to nothing, falls
# into the finally body's copy and its jump round the loop, the clauses go
# on to the normal copy past the handlers (`continues_through_final_copy`,
# `TryFinally.continue_copy_then_cold`).
def case_h19a_try_continue_except_star_in_try_finally_in_while():
    def f(log, xs):
        xs = list(xs)
        while xs:
            v = xs.pop()
            try:
                try:
                    continue
                except* ValueError:
                    pass
            finally:
                log.append(("finally", v))
        log.append("after")

    return _h19a_drive(f, (((),), ((1, 2),)))


# Siblings (refuse23b; 3.12/3.13 refused them as the one above): a for
# loop, the body's call before the continue; code before the inner try.
def case_r23b_try_continue_except_star_in_try_finally_in_for():
    def f(log, xs):
        for v in xs:
            try:
                try:
                    log.append(10 // v)
                    continue
                except* ZeroDivisionError:
                    log.append("caught")
            finally:
                log.append(("finally", v))
        log.append("after")

    return _h19a_drive(f, (((),), ((1, 0, 2),)))


def case_r23b_code_then_try_continue_except_star_in_try_finally_in_while():
    def f(log, xs):
        xs = list(xs)
        while xs:
            v = xs.pop()
            try:
                log.append("pre")
                try:
                    log.append(10 // v)
                    continue
                except* ZeroDivisionError:
                    log.append("caught")
            finally:
                log.append(("finally", v))
        log.append("after")

    return _h19a_drive(f, (((),), ((1, 0, 2),)))


# 3.12/3.13 (refused: "exception handling shape not supported"): `for: with
# c: try: ...; continue / except* E: ... / return v`.  Minimal sample of the
# nesting corpus' nest_depth3_311.py::f3_async_for__with__try_except_star__
# continue (the plain-except sibling is in with_exits_in_loops.py).
def case_x19_with_try_continue_except_star_then_return_in_for():
    log = []

    def f(xs, swallow):
        for x in xs:
            with _StarCm(log, swallow):
                try:
                    log.append(10 // x)
                    continue
                except* ZeroDivisionError:
                    log.append("clause")
                return x
        return "done"

    return [f(xs, swallow) for xs in ([1, 2], [1, 0, 2], []) for swallow in (False, True)], log


# 3.12/3.13 (refused: "exception handling shape not supported"): the
# `except*` sibling of with_exits_in_loops.py::case_x19_with_try_only_
# continue_in_async_for, a return after the try (the nesting corpus'
# nest_depth3_311.py::f3_async_for__with__try_except_star__continue).
def case_x19_with_try_only_continue_except_star_in_async_for():
    import asyncio

    log = []

    class Items:
        def __init__(self, n):
            self.n = n

        def __aiter__(self):
            return self

        async def __anext__(self):
            if self.n == 0:
                raise StopAsyncIteration
            self.n -= 1
            return self.n

    async def f(n, swallow):
        async for x in Items(n):
            with _StarCm(log, swallow):
                try:
                    continue
                except* ValueError:
                    log.append("clause")
                return x
            return -1
        return n

    return [asyncio.run(f(n, swallow)) for n in (0, 2) for swallow in (False, True)], log


_H19E_LOG = []


class _H19eCm:
    def __init__(self, v):
        self.v = v

    def __enter__(self):
        _H19E_LOG.append(("enter", self.v))
        if self.v == 2:
            raise ValueError(self.v)
        return self.v

    def __exit__(self, kind, value, tb):
        _H19E_LOG.append(("exit", self.v, kind and kind.__name__))
        return False


def _h19e_g(v):
    _H19E_LOG.append(("g", v))


def _h19e_drive(f):
    out = []
    for a, b in ((0, 2), (1, 2), (0, 0), (3, 4), (2, 0)):
        del _H19E_LOG[:]
        try:
            out.append((f(a, b), list(_H19E_LOG)))
        except Exception as e:
            out.append((type(e).__name__, list(_H19E_LOG)))
    return out


def case_h19e_except_star_two_item_with_returning_in_elif():
    """3.13 (hunt, 3.13 seed 9 program 995): an elif branch whose body is a
    try/except* around a two-item with that returns, then more elif/else
    branches. The code after the try was read as a fresh if statement after
    the elif's try, so the clause falling off ran the else branch too."""

    def f(a, b):
        if a == 1:
            _h19e_g(0)
        elif not (a and b):
            try:
                with _H19eCm(a) as x, _H19eCm(b) as y:
                    return
            except* ValueError:
                _h19e_g(1)
        elif a:
            _h19e_g(2)
        else:
            _h19e_g(3)

    return _h19e_drive(f)


def case_h19e_except_star_one_item_with_returning_in_elif():
    def f(a, b):
        if a == 1:
            _h19e_g(0)
        elif not (a and b):
            try:
                with _H19eCm(b) as y:
                    return
            except* ValueError:
                _h19e_g(1)
        elif a:
            _h19e_g(2)
        else:
            _h19e_g(3)

    return _h19e_drive(f)


def case_h19e_except_two_item_with_returning_in_elif():
    def f(a, b):
        if a == 1:
            _h19e_g(0)
        elif not (a and b):
            try:
                with _H19eCm(a) as x, _H19eCm(b) as y:
                    return
            except ValueError:
                _h19e_g(1)
        elif a:
            _h19e_g(2)
        else:
            _h19e_g(3)

    return _h19e_drive(f)


def case_h19e_except_star_two_item_with_returning_in_if():
    def f(a, b):
        if not (a and b):
            try:
                with _H19eCm(a) as x, _H19eCm(b) as y:
                    return
            except* ValueError:
                _h19e_g(1)
        elif a:
            _h19e_g(2)
        else:
            _h19e_g(3)

    return _h19e_drive(f)


def case_h19e_except_star_two_item_with_returning_in_nested_if():
    """3.13: the same in an inner if, the outer if ending the function
    (its block goes on to the `return None` there)."""

    def f(a, b):
        if b:
            if a:
                try:
                    with _H19eCm(a) as x, _H19eCm(b) as y:
                        return
                except* ValueError:
                    _h19e_g(1)
            else:
                _h19e_g(2)

    return _h19e_drive(f)


# 3.13 (open20, siblings of fuzz 3.13 seed 9 #995): an if body whose try's
# body never finishes (a with that returns) and whose except clause ends in
# a written `return` (3.13 keeps it on a line of its own after POP_EXCEPT),
# the if followed by more code: the clause's return must not be dropped.
_H20_L = []


class _H20Cm:
    def __init__(self, v):
        self.v = v

    def __enter__(self):
        _H20_L.append(("enter", self.v))
        if self.v == 2:
            raise ValueError(self.v)
        return self.v

    def __exit__(self, kind, value, tb):
        _H20_L.append(("exit", self.v))
        return False


def _h20_g(v):
    _H20_L.append(("g", v))


def _h20_drive(f):
    out = []
    for a, b in ((0, 2), (1, 2), (2, 0), (2, 2), (3, 4), (0, 0)):
        del _H20_L[:]
        try:
            out.append((f(a, b), list(_H20_L)))
        except Exception as e:
            out.append((type(e).__name__, list(_H20_L)))
    return out


def case_h20_written_return_in_clause_in_nested_if():
    def f(a, b):
        if b:
            if a:
                try:
                    with _H20Cm(a) as x, _H20Cm(b) as y:
                        return
                except ValueError:
                    _h20_g(1)
                    return
            _h20_g(2)
        _h20_g(3)
    return _h20_drive(f)


def case_h20_written_return_in_clause_then_code():
    def f(a, b):
        if a:
            try:
                with _H20Cm(a) as x:
                    return
            except ValueError:
                _h20_g(1)
                return
        _h20_g(2)
        if b:
            _h20_g(4)
    return _h20_drive(f)


def case_h20_written_return_in_loop():
    def f(a, b):
        for i in range(2):
            if a:
                try:
                    with _H20Cm(a) as x:
                        return
                except ValueError:
                    _h20_g(1)
                    return
            _h20_g(2)
        _h20_g(3)
    return _h20_drive(f)


def case_h20_written_return_in_while_true():
    def f(a, b):
        while True:
            if a:
                try:
                    with _H20Cm(b) as x:
                        return
                except ValueError:
                    _h20_g(1)
                    return
            _h20_g(2)
            break
        _h20_g(3)
    return _h20_drive(f)

