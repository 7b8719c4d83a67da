class _Sock:
    def __init__(self, log, fail):
        self.log, self.fail, self.sock = log, fail, 1

    def quit(self):
        if self.fail:
            raise OSError('quit')
        self.log.append('quit')

    def close(self):
        self.log.append('close')


def _exit_like(self):
    if self.sock is not None:
        try:
            self.quit()
        except (OSError, EOFError):
            pass
        finally:
            if self.sock is not None:
                self.close()


def case_finally_if_at_end():
    a, b = _Sock([], False), _Sock([], True)
    _exit_like(a)
    _exit_like(b)
    return a.log, b.log


def _finally_if_else(log, x):
    try:
        log.append(x)
    finally:
        if x:
            log.append('t')
        else:
            log.append('f')


def case_finally_if_else():
    log = []
    _finally_if_else(log, 0)
    _finally_if_else(log, 1)
    return log


def _return_in_if_finally(log, x):
    try:
        if x:
            return log[0]
        log.append(x)
    finally:
        log.append('f')
    return log


def case_return_in_if_finally():
    a, b = [1], [2]
    return _return_in_if_finally(a, 1), _return_in_if_finally(b, 0)


def _return_call_finally(log):
    try:
        log.append(1)
        return len(log)
    finally:
        log.append(2)


def case_return_call_finally():
    log = []
    return _return_call_finally(log), log


def _return_from_finally_value(log):
    try:
        log.append(1)
        raise KeyError(1)
    finally:
        log.append(2)
        return len(log)


def _return_from_finally_const(log):
    try:
        log.append(1)
    finally:
        log.append(2)
        return 5


def case_return_from_finally():
    return _return_from_finally_value([]), _return_from_finally_const([])


def _loop_in_finally(log, items):
    try:
        log.append(0)
    finally:
        for x in items:
            log.append(x)
    done = [x for x in log if x]
    return done


def case_loop_in_finally():
    return _loop_in_finally([], [1, 2])


# 3.11+: try/except/else/finally whose else is `return`: the return (and
# the copy of the finally body it runs) cannot raise, so the table leaves
# it out of the finally's range, between the try body and the except
# handler: the finally's body goes on past it ("cannot find where the try
# statement ends"; nesting corpus, f_try_except_else_finally__bare_return
# shapes).
def case_else_returns_through_finally():
    log = []

    def f(fail):
        try:
            if fail:
                raise ValueError(fail)
            log.append("body")
        except ValueError:
            log.append("except")
        else:
            return
        finally:
            log.append("finally")
        log.append("after")

    f(0)
    f(1)
    return log


# 3.11+: a finally body that returns, inside a with statement: the handler
# copy's return leaves the with too (`SWAP 2; WITH_EXIT` after popping the
# exception) ("finally handler without its re-raise"; nesting corpus,
# f3_with_as__try_except__try_finally__return).
def case_finally_returns_in_with():
    log = []

    class Manager:
        def __enter__(self):
            log.append("enter")
            return self

        def __exit__(self, *exc):
            log.append(("exit", exc[0] is not None))

    def f(fail):
        with Manager() as x, Manager() as y:
            try:
                if fail:
                    raise ValueError(fail)
            finally:
                return len(log)

    return [f(0), f(1)], log


# 3.10: a try/except (and else) that is the whole body of a try/finally
# ending an enclosing try body or except clause, `return x` after that
# statement: each of the try/except's ways out is `POP_BLOCK; <finally
# copy>` then the enclosing statement's copy of `return x`, and the copies
# before the last one were read as the try's else (the finally body ran
# twice). Found by the nesting corpus
# (nest_try.py::f_try_except__try_except_else_finally__continue).
def case_try_finally_holding_try_ending_outer_try():
    log = []

    def f(fail, a):
        try:
            try:
                log.append(1 // fail)
            except ZeroDivisionError:
                log.append("clause")
            finally:
                log.append("finally")
        except KeyError:
            pass
        return a

    def f_else(fail, a):
        try:
            try:
                log.append(1 // fail)
            except ZeroDivisionError:
                log.append("clause")
            else:
                log.append("else")
            finally:
                log.append("finally")
        except KeyError:
            pass
        return a

    return [f(0, 1), f(1, 2), f_else(0, 3), f_else(1, 4)], log


def case_try_finally_holding_try_ending_clause():
    log = []

    def f(fail, a):
        try:
            log.append(a[0])
        except IndexError:
            try:
                log.append(1 // fail)
            except ZeroDivisionError:
                log.append("clause")
            else:
                log.append("else")
            finally:
                log.append("finally")
        return a

    return [f(0, []), f(1, []), f(1, [5])], log


# 3.12 (the nesting corpus, f_try_except_else_finally__if_elif__yield_value):
# a finally body whose branch yields: YIELD_VALUE's argument is the stack
# depth, one more in the handler copy (over the exception) than in the
# normal copy, so the copies did not compare ("finally body not copied
# after the try body").
def case_finally_branch_yields():
    log = []

    def gen(a, b):
        try:
            log.append(1 // b)
        finally:
            if a:
                log.append("a")
            elif b:
                x = yield a
                log.append(x)

    out = []
    for a, b in ((1, 1), (0, 1), (0, 0)):
        try:
            out.append(list(gen(a, b)))
        except ZeroDivisionError as e:
            out.append(str(e))
    return out, log


# 3.12+ (the nesting corpus, f3_try_finally__if_elif__if_elif_else__reraise):
# a finally body whose if/elif chain ends in `return v` after it: the normal
# copy holds a copy of the return in each branch that falls into it (`if
# b: X; return v` then the elif as an if of its own), the handler copy
# joins them, so the two did not compare ("finally body not copied after
# the try body").
def case_finally_elif_chain_then_return():
    log = []

    def f(a, b, fail):
        try:
            if fail:
                raise KeyError(fail)
        finally:
            if a:
                if b:
                    log.append("b")
                elif a > 1:
                    raise
                elif a > 2:
                    log.append("two")
                else:
                    log.append("else")
                return a
            log.append("after")

    out = []
    for a, b, fail in ((1, 1, 0), (1, 0, 0), (0, 0, 0), (0, 0, 1), (1, 0, 1), (2, 0, 1), (2, 0, 0)):
        try:
            out.append(f(a, b, fail))
        except (KeyError, RuntimeError) as e:
            out.append(type(e).__name__)
    return out, log


# 3.10 (3.8+ checked): a bare `raise` as the whole finally of try/except/else,
# under an outer try. 3.10 copies the finally onto the except clause's exit;
# the copied `raise` was read as the clause's own last statement, so the
# KeyError escaped where the original raises RuntimeError (no active
# exception). Found by the nesting corpus (f_try_except_else__..._reraise).
def case_finally_bare_raise_under_try_except_else():
    out = []
    for fail in (0, 1):
        try:
            try:
                if fail:
                    raise KeyError(1)
                out.append(0)
            except KeyError:
                out.append(1)
            else:
                out.append(2)
            finally:
                raise
        except RuntimeError:
            out.append('rt')
        except KeyError:
            out.append('key')
        else:
            out.append(3)
    return out


# 3.8/3.9: a finally body ending in `while True:` whose body ends in a raise
# (an assert): the loop's jump back is dead too, so the dead code kept after
# the loop (up to the body's end) was not seen to follow it: "finally body
# without its end". Found by the nesting corpus
# (nest_try.py::f_try_except_else_finally__while_true__assert).
def _finally_endless_assert(log, limit):
    try:
        log.append("body")
    finally:
        while True:
            log.append(len(log))
            assert len(log) < limit, "full"
        log.append("dead")
    return log


def case_finally_endless_assert():
    log = []
    try:
        _finally_endless_assert(log, 4)
    except AssertionError as e:
        return str(e), log


# 3.9+: a try/finally ending the body of another: the outer finally body's
# normal copy follows the inner one's straight away. An intermediate
# reader took that copy for the end of the inner finally body, and the
# source ran the outer finally twice; the self-check did not refuse it (more
# calls are allowed). Now it does (selfcheck.finally_read_twice; the wrong text is
# in tests/test_selfcheck_finally.py). Found by a helper's fix in session 4.
def case_try_finally_ending_try_finally_body():
    def f(x, log):
        try:
            try:
                log.append(10 // x)
            finally:
                log.append("inner")
        finally:
            log.append("outer")
        return log

    def in_clause(x, log):
        try:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                try:
                    log.append("clause")
                finally:
                    log.append("inner")
        finally:
            log.append("outer")
        return log

    return f(2, []), in_clause(0, []), in_clause(5, [])


# 3.11-3.13: try/except/finally whose body is `pass`: no row covers the
# body, so the finally's handler first covers the except's handler (its
# body's one instruction, the `try:` line's NOP, is dropped); the finally
# was taken to begin there ("exception handling shape not supported").
# Found by tryNewR reducing the nesting corpus' try/except/finally samples.
def case_try_pass_except_finally():
    log = []

    def f(xs):
        try:
            pass
        except ValueError:
            log.append(1)
        finally:
            log.append(3)
        for x in xs:
            try:
                pass
            except ValueError:
                log.append(x)
            finally:
                log.append(-x)
            log.append(x)
        log.append(2)

    return f([5, 6]), log


# 3.12-3.13: a try/finally whose body is an endless loop, (a) in `while a:`
# whose way back is dead code (the block ends right after the body, before
# the handler), (b) inside another try/finally's body: no normal copy of
# the finally body follows the body ("finally body not copied after the try
# body"). Found by the fuzz set (fuzz_1_414 of seed 1, fuzz_3_3 of seed 3).
def case_endless_body_no_normal_copy():
    log = []

    def in_while(a):
        while a:
            try:
                while 1:
                    log.append(a)
                    a = a[1:]
                    a[0]
            finally:
                log.append(1)

    def nested(a):
        try:
            try:
                while True:
                    log.append(a)
                    a = a[1:]
                    a[0]
                return a
            finally:
                log.append(1)
        finally:
            log.append(2)
        return 3

    out = [in_while(()), nested("ab")]
    try:
        in_while("ab")
    except IndexError:
        out.append("raised")
    return out, log


# 3.12-3.13: a finally body ending in a conditional expression's store, more
# code (or an enclosing finally body) after the statement: the handler copy's
# first arm gets its own copy of the store and re-raise and reads as an if,
# the normal copy as written ("finally body not copied after the try body").
# Found by the fuzz set (fuzz_1_411, fuzz_1_464 of seed 1, fuzz_2_810 of
# seed 2).
def case_finally_ending_in_conditional_store():
    log = []

    def f(a, b):
        try:
            log.append(0)
        finally:
            log.append(2)
            y = 1 if a else b
        log.append(y)

    def nested(a, b):
        try:
            log.append(0)
        finally:
            try:
                log.append(0)
            finally:
                if a:
                    log.append(b)
                else:
                    log.append(1)
                y = 1 if a else b
        return y

    return f(0, 5), f(1, 5), nested(0, 6), nested(1, 6), log


# 3.12-3.13: a finally body ending in a call whose argument is a conditional
# expression, after a try statement in it: the handler copy's first arm gets
# its own copy of the call and re-raise and reads as an if, the normal copy
# as written ("finally body not copied after the try body"). Found by the
# fuzz set (fuzz_3_613 of seed 3, fuzz_2_455 of seed 2).
def case_finally_ending_in_call_of_conditional():
    log = []

    note = log.append

    def f(a, d):
        try:
            note(0)
        finally:
            try:
                note(a)
            except (KeyError, IndexError) as e:
                note(e)
            note(d if a else -d)
        return

    return f(0, 5), f(1, 6), log


# 3.8, 3.9: a finally body ending in a try/finally whose own finally body
# raises: the inner statement cannot finish, so its closing END_FINALLY
# (3.8) or RERAISE (3.9) is dead as well as the outer one, and no re-raise
# in the outer handler's block told where the body ends ("finally body
# without its end"). Found by the fuzz set (fuzz_1_412 of seed 1, 3.8/3.9).
def case_finally_ending_in_try_finally_that_raises():
    log = []

    def f(a):
        try:
            log.append(a)
        finally:
            try:
                log.append(10 // a)
            finally:
                raise ValueError(a)

    def with_clause(a):
        try:
            log.append(10 // a)
        except ZeroDivisionError:
            log.append("zero")
        finally:
            try:
                log.append(a)
            finally:
                raise KeyError(a)
        y = 1

    out = []
    for fn in (f, with_clause):
        for a in (0, 2):
            try:
                fn(a)
            except (ValueError, KeyError, ZeroDivisionError) as e:
                out.append((type(e).__name__, e.args))
    return out, log


# 3.12/3.13: a try/finally in an except clause whose finally body ends in
# `if a: assert b`: the handler copy has a re-raise for the assert's test,
# the normal copy none (both tests jump on to the clause's end, past the
# handlers) ("finally body not copied after the try body"). Found by
# tryNew10 reducing fuzz seed 3 program 95 (3.12).
def case_tn10_finally_ending_in_assert_in_clause():
    log = []

    def f(a, b):
        try:
            log.append(10 // b)
        except ZeroDivisionError:
            try:
                log.append("inner")
            finally:
                if a:
                    assert b, a
        log.append("after")

    out = [f(1, 2), f(0, 0)]
    try:
        f(1, 0)
    except AssertionError as e:
        out.append(repr(e))
    return out, log


# 3.13: the same with a finally body ending in `if a < b: assert b /
# elif a is None: ...` then `if a: ...`: the normal copy falls into the
# clause's end laid out in line, where the handler copy ends in re-raises
# ("finally body not copied after the try body"). Found by tryNew10
# reducing fuzz seed 3 program 95 (3.13).
def case_tn10_finally_ending_in_assert_and_if_in_clause():
    log = []

    def f(a, b):
        try:
            log.append(10 // b)
        except ZeroDivisionError:
            try:
                log.append("inner")
            finally:
                if a < b:
                    assert b, a
                elif a is None:
                    log.append("none")
                if a:
                    log.append("a")
        else:
            log.append("else")
        finally:
            log.append("fin")

    out = [f(1, 2), f(0, 0), f(None, 0)]
    try:
        f(-1, 0)
    except AssertionError as e:
        out.append(repr(e))
    return out, log


# 3.12: a finally body calling with `x and None` (`x and None and d`
# folds to it): the compiler copies the code after the operator (the call,
# then the end of the body) into the operand; in the handler's copy of the
# body that copy ends in a copy of the final re-raise, read as a jump to
# it, which made the operand an "unstructured jump". Found by the fuzz set
# (3.12 seed 3 #329).
def case_finally_call_of_and_none():
    log = []

    def f(xs, d):
        try:
            log.append(xs)
        finally:
            log.append(xs and None and d)

    return f((), 1), f((1,), 2), log


# 3.12 (fuzz 3.12 seed 3 program 329, minimized; refused "finally body not
# copied after the try body"): as case_finally_call_of_and_none, with a
# call for the last operand (`log.append(xs and None and len(xs))`): the
# handler copy repeats the outer call after each way to its re-raise
# (`CALL; POP_TOP; RERAISE` twice), the normal copy holds it once.
def case_finally_call_of_and_none_then_call():
    log = []

    def f(xs):
        try:
            log.append(0)
        finally:
            log.append(xs and None and len(xs))
        return len(log)

    return [f(()), f((1,))], log


# 3.12/3.13 (found by jumpNew11 while reducing fuzz 3.12 seed 1 #17; was
# tests/corpus/_open/finally_after_empty_try.py): `try: pass` then a finally
# body `y = (a or f(a)) if c else b` ending the function. The finally body's
# normal copy (3.12: the `or` jumps into the other arm's copy of
# `y = ...; return None`) reads as a conditional expression, its copy for
# exceptions as an if/else: the normal copy was left in the try body, so the
# decompiled function ran the finally body twice (f called twice).
def case_empty_try_finally_ternary_of_or():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            pass
        finally:
            y = a or f(a) if c else b

    run(0, 1, 1)
    run(2, 1, 0)
    return calls


# 3.12/3.13: siblings of case_empty_try_finally_ternary_of_or (found with
# it): `and` for `or`, the value then returned.
def case_empty_try_finally_ternary_of_and():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            pass
        finally:
            y = a and f(a) if c else b
        return y

    return [run(a, 1, c) for a in (0, 2) for c in (0, 1)], calls


# 3.12/3.13 sibling: a nested conditional expression in the finally body.
def case_empty_try_finally_nested_ternary():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            pass
        finally:
            y = (f(a) if a else b) if c else b

    run(0, 1, 1)
    run(2, 1, 1)
    run(2, 1, 0)
    return calls


# 3.12/3.13 sibling: a call statement of a conditional value.
def case_empty_try_finally_call_of_ternary():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            pass
        finally:
            f(a or f(b) if c else b)

    run(0, 1, 1)
    run(2, 1, 0)
    run(2, 1, 1)
    return calls


# 3.12/3.13 sibling: the statement in a loop body.
def case_empty_try_finally_ternary_in_loop():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(xs, b, c):
        y = None
        for a in xs:
            try:
                pass
            finally:
                y = a or f(a) if c else b
        return y

    return [run((0, 2), 1, c) for c in (0, 1)], calls


# 3.12/3.13 sibling: with an except clause too.
def case_empty_try_except_finally_ternary():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            pass
        except ValueError:
            calls.append('x')
        finally:
            y = a or f(a) if c else b

    run(0, 1, 1)
    run(2, 1, 0)
    return calls


# 3.12/3.13 sibling: `try: return constant` with that finally body.
def case_return_constant_finally_ternary_of_or():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            return 5
        finally:
            y = a or f(a) if c else b

    return [run(0, 1, 1), run(2, 1, 0)], calls


# 3.12/3.13 sibling: a try body that can raise, that finally body.
def case_call_try_finally_ternary_of_or():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            f(-1)
        finally:
            y = a or f(a) if c else b

    run(0, 1, 1)
    run(2, 1, 0)
    return calls


# 3.12/3.13 sibling of case_empty_try_finally_ternary_of_or: `try: break`
# in a for loop (refused on 3.11-3.13: exception handling shape not supported).
def case_break_finally_ternary_of_or():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(xs, b, c):
        y = None
        for a in xs:
            try:
                break
            finally:
                y = a or f(a) if c else b
        return y

    return [run((0, 2), 1, c) for c in (0, 1)], calls


# 3.12/3.13 sibling: `try: continue` (refused: exception handling shape
# not supported).
def case_continue_finally_ternary_of_or():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(xs, b, c):
        y = None
        for a in xs:
            try:
                continue
            finally:
                y = a or f(a) if c else b
        return y

    return [run((0, 2), 1, c) for c in (0, 1)], calls


# 3.12/3.13 sibling: `try: return 5` and a call of a conditional value in
# the finally body: read wrong (the normal copy left in the body, f called
# twice), as case_empty_try_finally_ternary_of_or.
def case_return_constant_finally_call_of_ternary():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            return 5
        finally:
            f(a or f(b) if c else b)

    return [run(0, 1, 1), run(2, 1, 0), run(2, 1, 1)], calls


# 3.12/3.13 sibling: `try: return None` and a nested conditional value:
# read wrong as case_empty_try_finally_ternary_of_or.
def case_return_none_finally_nested_ternary():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            return None
        finally:
            y = (f(a) if a else b) if c else b

    return [run(0, 1, 1), run(2, 1, 1), run(2, 1, 0)], calls


# 3.12/3.13 sibling: `try: pass` then an if statement of an `and` test and
# code after (refused: exception handling shape not supported).
def case_empty_try_finally_if_and_call():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            pass
        finally:
            if a and c:
                f(b)

    return [run(0, 1, 1), run(2, 1, 1), run(2, 1, 0)], calls


# 3.12/3.13 sibling: in a while loop (refused: exception handling shape not
# supported).
def case_empty_try_finally_ternary_of_or_in_method_while():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        while a:
            a -= 1
            try:
                pass
            finally:
                y = a or f(a) if c else b
        return a

    return [run(2, 1, 1), run(2, 1, 0)], calls


# 3.12/3.13 sibling of case_empty_try_finally_ternary_of_or: `try: return 5`
# in a with statement (its exit call between the finally body's copy and the
# return): read wrong (the copy left in the body, f called twice).
def case_return_constant_in_with_finally_ternary_of_or():
    calls = []

    def f(v):
        calls.append(v)
        return v

    class _Ctx:
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            calls.append('exit')

    def run(a, b, c):
        with _Ctx():
            try:
                return 5
            finally:
                y = a or f(a) if c else b

    return [run(0, 1, 1), run(2, 1, 0)], calls


# 3.12/3.13 sibling: that `try: pass` as all the body of an outer
# try/finally (the outer finally body's copy after the inner one's): read
# wrong as case_empty_try_finally_ternary_of_or.
def case_empty_try_finally_ternary_in_try_finally():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            try:
                pass
            finally:
                y = a or f(a) if c else b
        finally:
            f(b)

    run(0, 1, 1)
    run(2, 1, 0)
    return calls


# 3.12/3.13 (found checking siblings of case_empty_try_finally_ternary_of_or):
# `try: pass` / `finally: g()` as all the body of an outer try/finally: the
# row `normalize` gives the inner body covers the outer finally body's copy
# and the return, not the inner copy before them (the outer row covers it):
# that copy was read into the outer body, g called twice.
def case_empty_try_finally_in_try_finally():
    calls = []

    def run(a, b):
        try:
            try:
                pass
            finally:
                calls.append(a)
        finally:
            calls.append(b)

    run(1, 2)
    return calls


# 3.10 (siblings of case_finally_call_of_and_none_then_call, written for the
# wrong reading found by the corpus test: the finally body's normal copy was
# not recognised, its handler copy reading `x and None and None`, the normal
# copy `x and None`, so the normal copy was left in the try body, run
# twice): a dead operand after a short-circuiting constant, the handler
# copy's exit block copied behind the constant.
def case_finally_and_none_call_statement():
    log = []

    def f(xs):
        try:
            log.append(0)
        finally:
            xs and None and log.append(len(xs))
        return len(log)

    return [f(()), f((1,))], log


def case_finally_and_none_call_assigned():
    log = []

    def f(xs):
        y = 0
        try:
            log.append(0)
        finally:
            y = xs and None and len(xs)
        return len(log), y

    return [f(()), f((1,))], log


def case_finally_or_one_call():
    log = []

    def f(xs):
        try:
            log.append(0)
        finally:
            log.append(xs or 1 or len(xs))
        return len(log)

    return [f(()), f((1,))], log


def case_finally_and_none_call_in_loop():
    log = []

    def f(xs):
        for x in xs:
            try:
                log.append(x)
            finally:
                log.append(x and None and len(xs))
        return len(log)

    return [f(()), f((1, 0, 2))], log


def case_finally_and_none_call_with_except():
    log = []

    def f(xs):
        try:
            log.append(1 // len(xs))
        except ZeroDivisionError:
            log.append(-1)
        finally:
            log.append(xs and None and len(xs))
        return len(log)

    return [f(()), f((1,))], log


def case_finally_and_none_call_return_in_body():
    log = []

    def f(xs):
        try:
            if xs:
                return log.append(0)
        finally:
            log.append(xs and None and len(xs))
        return len(log)

    return [f(()), f((1,))], log


# 3.11-3.13 (finally12, siblings of case_empty_try_finally_ternary_of_and
# and case_empty_try_finally_if_and_call, varying what the conditions and
# the finally body compute): `try: pass` before a finally body holding a
# conditional value or an `and`/`or` test, the code after the statement
# (`return y`, a call) on a later line copied into the normal copy's arms.
# Refused ("exception handling shape not supported": no row covered the
# normal copy, the code after the statement on lines after the handler's).
def case_f12_empty_try_finally_and_ternary_returned():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            pass
        finally:
            y = f(a) and a if c else -b
        return f(y)

    return [run(a, b, c) for a in (0, 3) for b in (1, 2) for c in (0, 1)], calls


def case_f12_empty_try_finally_if_or_else_then_call():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            pass
        finally:
            if a or c:
                f(b)
            else:
                f(-b)
        f(c)
        return a

    return [run(a, 2, c) for a in (0, 1) for c in (0, 1)], calls


def case_f12_return_none_finally_and_ternary_then_code():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            return None
        finally:
            f(a and f(b) if c else b or a)

    return [run(a, b, c) for a in (0, 4) for b in (0, 5) for c in (0, 1)], calls


# 3.11-3.13 (finally12): the same in loops: `try: pass` (`continue`,
# `break`) ending a for or while body before a finally body holding a
# conditional value (refused: "exception handling shape not supported",
# the normal copy's jump threading differs from the handler copy's).
def case_f12_for_empty_try_finally_ternary_values():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(xs, b, c):
        y = -1
        for a in xs:
            try:
                pass
            finally:
                y = f(a) if a > c else b or c
        return y

    return [run(xs, b, c) for xs in ((), (0, 2), (3, 1)) for b in (0, 7) for c in (0, 2)], calls


def case_f12_while_empty_try_finally_if_and():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        while a > 0:
            a -= 1
            try:
                pass
            finally:
                if a and c:
                    f(b)
        return a

    return [run(a, b, c) for a in (0, 2, 3) for b in (1, 4) for c in (0, 1)], calls


def case_f12_continue_finally_if_or():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(xs, b, c):
        n = 0
        for a in xs:
            n += 1
            try:
                continue
            finally:
                if a or c:
                    f(b + a)
            n += 100
        return n

    return [run(xs, b, c) for xs in ((), (0, 2)) for b in (1, 5) for c in (0, 1)], calls


def case_f12_break_finally_and_ternary():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(xs, b, c):
        y = None
        for a in xs:
            try:
                break
            finally:
                y = a and f(b) if c else f(a)
        return y

    return [run(xs, b, c) for xs in ((), (0, 2), (3,)) for b in (0, 6) for c in (0, 1)], calls


# 3.11-3.13 (finally12: siblings for the copy proved by its paths, code
# after the statement in the loop body, an elif chain, a nested
# conditional value, a with around; the values vary).
def case_f12_for_empty_try_finally_elif_then_code():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(xs, b):
        n = 0
        for a in xs:
            try:
                pass
            finally:
                if a > b:
                    f(a)
                elif a == b or not a:
                    f(-a)
                else:
                    n += 1
            n += f(10)
        return n

    return [run(xs, b) for xs in ((), (0, 1, 2, 3)) for b in (0, 2)], calls


def case_f12_while_empty_try_finally_nested_ternary_then_code():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        y = 0
        while a:
            a -= 1
            try:
                pass
            finally:
                y = (f(a) if a > 1 else b) if c else (b and f(b))
            y += 1
        return y

    return [run(a, b, c) for a in (0, 1, 3) for b in (0, 4) for c in (0, 1)], calls


def case_f12_with_empty_try_finally_ternary():
    calls = []

    def f(v):
        calls.append(v)
        return v

    class _F12Ctx:
        def __enter__(self):
            calls.append('enter')
            return self

        def __exit__(self, *exc):
            calls.append('exit')

    def run(xs, b, c):
        y = None
        for a in xs:
            with _F12Ctx():
                try:
                    pass
                finally:
                    y = f(a) if c else a or b
        return y

    return [run(xs, b, c) for xs in ((), (0, 5)) for b in (0, 3) for c in (0, 1)], calls


def case_f12_empty_try_finally_ternary_in_try_except():
    calls = []

    def f(v):
        calls.append(v)
        if v == 3:
            raise KeyError(v)
        return v

    def run(a, b, c):
        try:
            try:
                pass
            finally:
                y = f(a) if c else f(b)
        except KeyError:
            y = -1
        return y

    return [run(a, b, c) for a in (0, 3) for b in (1, 3) for c in (0, 1)], calls


def case_f12_continue_finally_if_and_or_then_counter():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(xs, c):
        total = 0
        for a in xs:
            if a == 4:
                continue
            try:
                continue
            finally:
                if (a and c) or f(a) > 2:
                    total += a
        return total

    return [run(xs, c) for xs in ((), (0, 1, 3, 4)) for c in (0, 1)], calls


# 3.12 (finally12): `try: break` ending a for loop's body before a finally
# body holding a branch, the code after the loop (a return) copied onto
# each way out of the normal copy (refused: "exception handling shape not
# supported"); the values and the code after the loop vary.
def case_f12_break_finally_if_and_then_return_call():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(xs, b, c):
        y = 0
        for a in xs:
            try:
                break
            finally:
                if a and c:
                    y = f(b)
        return f(y)

    return [run(xs, b, c) for xs in ((), (0, 2), (3,)) for b in (1, 6) for c in (0, 1)], calls


def case_f12_break_finally_or_ternary_nested_loop():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(xss, c):
        y = None
        for xs in xss:
            for a in xs:
                try:
                    break
                finally:
                    y = f(a) if a or c else -a
            calls.append('inner done')
        return y

    return [run(xss, c) for xss in ((), ((0, 1), ()), ((2,), (0,))) for c in (0, 1)], calls


# 3.11-3.13 (finally12): more siblings of the copy proved by its paths,
# with values the finally body's conditions read from the loop: a method's
# while loop whose `try: pass` finally body updates the state the loop
# tests, and a try/finally in a loop body holding `continue` in an if.
def case_f12_method_while_finally_updates_test():
    class _F12Counter:
        def __init__(self, n, step):
            self.n, self.step, self.log = n, step, []

        def run(self, c):
            while self.n > 0:
                try:
                    pass
                finally:
                    self.n = self.n - self.step if c or self.n > 3 else self.n - 1
                self.log.append(self.n)
            return self.log

    return [_F12Counter(n, s).run(c) for n in (0, 2, 5) for s in (1, 2) for c in (0, 1)]


def case_f12_for_if_continue_then_try_finally_ternary():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(xs, c):
        y = 0
        for a in xs:
            if a < 0:
                continue
            try:
                pass
            finally:
                y = y + (f(a) if a and c else -1)
        return y

    return [run(xs, c) for xs in ((), (-1, 0, 2), (3, -2)) for c in (0, 1)], calls


# 3.10 (was refused, "unstructured jump" / "exception handling shape not
# supported"): a finally body ending in a conditional value stored,
# passed to a call or subscripted: the handler copy's first arm jumps to
# the join, a short exit block (`STORE_FAST y; RERAISE`) copied onto that
# jump, while the normal copy keeps the jump; the handler copy reads as
# an if, the normal copy as written (the finally body is taken from it),
# and a copied call's re-raise after a skipped else arm ends the body.
# Siblings of case_finally_ending_in_conditional_store and
# case_finally_ending_in_call_of_conditional varying what the arms
# compute; found by the fuzz set (3.10).
def case_finally_ending_in_conditional_value_siblings():
    log = []
    note = log.append
    table = {1: "one", 2: "two", 0: "zero"}

    def nested_call(a, b, d):
        try:
            note(10 // a)
        finally:
            note(d if a else (b if d else -b))
        return d

    def subscript(a, b):
        try:
            note(a)
        finally:
            y = table[1 if a else b]
        return y

    def in_loop(xs, b):
        y = None
        for x in xs:
            try:
                note(10 // x)
            finally:
                y = x if x > 1 else b
        return y

    def with_clause(a, b):
        try:
            note(10 // a)
        except ZeroDivisionError:
            note("z")
        finally:
            y = b if a else -b
        return y

    out = []
    for f, args in (
        (nested_call, [(0, 1, 2), (2, 1, 0), (2, 3, 4), (0, 5, 0)]),
        (subscript, [(0, 2), (1, 0), (3, 0)]),
        (in_loop, [([], 1), ([5, 1], 7), ([2, 0, 3], 7)]),
        (with_clause, [(0, 3), (2, 4)]),
    ):
        for a in args:
            try:
                out.append(f(*a))
            except ZeroDivisionError:
                out.append("raised")
    return out, log


async def _finally_async_items(n):
    for i in range(n):
        yield i


# 3.11: an async for whose body ends in `break`, ending a finally body that
# is itself inside a finally body: in the copy on the exception path the
# loop's way on is that copy's RERAISE, unknown to the loop, and the break's
# iterator pop and jump to the loop's exit were read as the end of the body
# (`async for v in ...: log.append(v)`, running every item). Found by running
# the fuzz set's seed 1 program 616 at other argument points (its defaults
# never reach a second item).
async def case_async_for_break_ending_nested_finally():
    log = []
    try:
        log.append(0)
    finally:
        try:
            log.append(1)
        finally:
            async for v in _finally_async_items(3):
                log.append(v)
                break
    return log


# Siblings of the one above (3.11: a for loop's break read in a finally
# body's copy on the exception path): a break taken for some items only,
# and the outer try left by an exception, so the copies the reader reads
# are the ones that run.
async def _finally_async_break_at(log, n, stop):
    try:
        log.append(0)
    finally:
        try:
            log.append(1)
        finally:
            async for v in _finally_async_items(n):
                if v == stop:
                    break
                log.append(v)
    return log


async def case_async_for_conditional_break_ending_nested_finally():
    out = []
    for n in (0, 2, 3):
        for stop in (0, 1, 5):
            out.append(await _finally_async_break_at([], n, stop))
    return out


async def _finally_async_break_after_raise(log, fail):
    try:
        try:
            if fail:
                raise ValueError(fail)
            log.append(0)
        finally:
            try:
                log.append(1)
            finally:
                async for v in _finally_async_items(3):
                    log.append(v)
                    break
    except ValueError:
        log.append('caught')
    return log


async def case_async_for_break_ending_nested_finally_after_raise():
    return [await _finally_async_break_after_raise([], 0), await _finally_async_break_after_raise([], 1)]


# refuse22c (3.10, refused like the async one above: "finally body not
# copied after the try body"): the for loop form. The normal copy of the
# outer finally body is the inner try statement, whose for loop's ways out
# are copies of the try/except body's close (`POP_BLOCK; return log`)
# where the handler copy re-raises: not taken for that copy, the outer
# body was read without its normal exit.
def _r22c_for_break_ending_nested_finally_in_try(log, fail):
    try:
        try:
            if fail:
                raise ValueError(fail)
            log.append(0)
        finally:
            try:
                log.append(1)
            finally:
                for v in range(fail, 3):
                    log.append(v)
                    break
    except ValueError:
        log.append("caught")
    return log


def case_r22c_for_break_ending_nested_finally_in_try():
    return [_r22c_for_break_ending_nested_finally_in_try([], n) for n in (0, 1, 3)]


# 3.10: a `pass` ending an if's body after an if/elif, in a finally body:
# the exception path's copy ends each way out of the inner if in a copy of
# the RERAISE taking the `pass`'s line. A first reading of the `pass` on
# the normal path (old15, control_flow.py::_old15_pass_after_if_in_if_body)
# refused this one, read without the `pass` on both paths (a mismatch).
# 3.11+ (one RERAISE, its copy read with the `pass`) read it once a `pass`
# inside the inner if (before its elif) no longer hid the marker; 3.10
# reads it on the exception path from the RERAISE copies ending each way
# out of the inner if/elif, which take the `pass`'s line (mism23a). Left on
# 3.8/3.9: `a`'s jump to the if body, threaded one step only, lands on the
# `pass`'s jump; read `if not a: ...` (a mismatch). Found by fuzz --check,
# 3.10 seed 2 #288, minimised.
def _old15_pass_after_elif_in_finally_if_body(a, b, c, log):
    try:
        log.append(0)
    except ValueError:
        pass
    finally:
        if a < b:
            if a or (b and c):
                pass
            elif a is None:
                log.append(1)
            pass
        elif a and (b or c):
            log.append(2)
    x = [v1 for v0 in (1, 2) for v1 in range(v0) if v1]
    return log, x


def case_old15_pass_after_elif_in_finally_if_body():
    return [_old15_pass_after_elif_in_finally_if_body(a, b, c, []) for a in (0, 1, 2) for b in (0, 1) for c in (0, 1)]


# 3.10 (mism23a): the same with an elif that raises before the else: its
# way out reaches no end of the finally body, the others' RERAISE copies
# still take the `pass`'s line. Read with the `pass` from the normal copy
# only, the two copies differed (refused, fuzz --check 3.10 seed 2 #288
# itself, while the sample above was fixed).
def _old15_pass_after_elif_raise_in_finally_if_body(a, b, log):
    try:
        log.append(0)
    finally:
        if a < b:
            if a:
                log.append(1)
            elif b > 1:
                raise ValueError(b)
            else:
                log.append(2)
            pass
        elif b:
            log.append(3)
    x = [v for v in (1, 2) if v > a]
    return log, x


def case_old15_pass_after_elif_raise_in_finally_if_body():
    out = []
    for a in (0, 1, 2):
        for b in (0, 1, 2):
            try:
                out.append(_old15_pass_after_elif_raise_in_finally_if_body(a, b, []))
            except ValueError as e:
                out.append(str(e))
    return out


# 3.12/3.13: `try: pass`, a conditional value of an `or` in the finally
# body, then `return 5` after the statement: the normal copy's `or` jumps over its arm's copy of
# `y = ...; return 5` into the other arm's; the handler copy reads as an
# if/else, which compiles to jumps within each arm.
def t16_empty_try_finally_ternary_then_return_constant():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            pass
        finally:
            y = a or f(a) if c else b
        calls.append(y)
        return 5

    return [run(a, 1, c) for a in (0, 2) for c in (0, 1)], calls


# 3.12/3.13: the same with a call of the conditional value (the function
# loaded before the test, shared by the arms), the return after it.
def t16_empty_try_finally_call_of_ternary_then_return_constant():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            pass
        finally:
            f(a or f(b) if c else b)
        return 5

    return [run(a, 1, c) for a in (0, 2) for c in (0, 1)], calls


# 3.13: `try: break` before a finally body that is an if/else whose first
# arm holds an `or`: the normal copy's branches each end in a copy of the
# break's way out (the loop's exit, `return y`); read as `try: pass` and
# the break after the statement, where the branches join instead.
def t16_break_finally_if_else_of_or():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(xs, b, c):
        y = None
        for a in xs:
            try:
                break
            finally:
                if c:
                    y = a or f(a)
                else:
                    y = b
        return y

    return [run(xs, 1, c) for xs in ((), (0, 2), (3,)) for c in (0, 1)], calls


# 3.12: `try: pass` before a finally body storing a conditional value of
# an `or`, then a return of a call after the statement (copied into the
# normal copy's arms); and a call statement after it. The handler copy reads
# as an if/else; the normal copy, as written, is the finally body.
def t16_empty_try_finally_or_ternary_then_return_call():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            pass
        finally:
            y = f(a) or a if c else b
        return f(y) + 1

    return [run(a, b, c) for a in (0, 3) for b in (1, 2) for c in (0, 1)], calls


def t16_empty_try_finally_ternary_then_call_statement():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            pass
        finally:
            y = f(a) if c else -b
        f(y)
        return y

    return [run(a, b, c) for a in (0, 3) for b in (1, 2) for c in (0, 1)], calls


# tern17: 3.10, a try body that protects nothing (`try: return 5`, `try:
# break`, `try: pass` closing an enclosing try body) before a finally body
# ending in a conditional value (`y = a or f(a) if c else b`): the handler
# copy's first arm reads as an if (its jump to the store and re-raise
# copied), the normal copy as written, and the two were not matched:
# refused (case_return_constant_in_with_finally_ternary_of_or,
# case_f12_break_finally_or_ternary_nested_loop,
# case_f12_empty_try_finally_ternary_in_try_except; here `closing`, a
# store of another conditional value; `ret` and `brk`, without the with or
# the outer loop, were read before and stay as checks).
def case_t17_protects_nothing_finally_conditional_value():
    calls = []

    def f(v):
        calls.append(v)
        if v == 3:
            raise KeyError(v)
        return v

    def ret(a, b, c):
        try:
            return 5
        finally:
            y = a or f(a) if c else b

    def brk(xs, c):
        y = 0
        for a in xs:
            try:
                break
            finally:
                y = f(a) if a or c else -a
        return y

    def closing(a, b, c):
        try:
            try:
                pass
            finally:
                y = f(a) if c else b
        except KeyError:
            y = -1
        return y

    out = []
    for a in (0, 2, 3):
        for c in (0, 1):
            try:
                r = ret(a, 1, c)
            except KeyError:
                r = "raised"
            out.append((r, brk((a, 1), c), closing(a, 4, c)))
    return out, calls


# tern17: 3.13, `try: break` / `try: continue` in a loop before a finally
# body that is an if: the way on (`POP_TOP; JUMP` of the break, the jump
# back of the continue) is copied into each branch of the normal copy. The
# break was refused (case_f12_break_finally_if_and_then_return_call: the
# copies not proved one copy), the continue read as `try: pass` (a
# mismatch: case_f12_continue_finally_if_or). Siblings: `cont` in a while
# loop (read as `try: pass` before); `brk` with an elif and `brk_else`,
# read right before, stay as checks.
def case_t17_loop_exit_copied_into_finally_branches():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def brk(xs, b, c):
        y = 0
        for a in xs:
            try:
                break
            finally:
                if a and c:
                    y = f(b)
                elif b:
                    y = -b
        return y

    def brk_else(xs, b, c):
        y = 0
        for a in xs:
            try:
                break
            finally:
                if a or c:
                    y = f(b)
                else:
                    y = f(-b)
        return y

    def cont(n, b, c):
        t = 0
        while n > 0:
            n -= 1
            try:
                continue
            finally:
                if n and c:
                    t += f(b)
        return t

    out = []
    for xs in ((), (0, 2), (3,)):
        for b in (0, 1):
            for c in (0, 1):
                out.append((brk(xs, b, c), brk_else(xs, b, c), cont(len(xs), b, c)))
    return out, calls


# o21: 3.12/3.13, an if body ending in a try/finally whose finally body
# ends in `if a and b:` (its tests' jumps go to copies of the closing
# `return None`, the normal copy's ways on), an elif/else after it: the
# copy the reading goes on at was taken for a copy of the first (the
# condition's jumps aimed at one exit) and skipped, so the if body lost its
# return and fell into the code after the if (the else read there). Found
# from the match of fuzz seed 184 #761
# (match_310.py::case_h20_seed184_finally_if_ending_first_case_before_default).
def case_o21_finally_if_ending_if_body_before_else():
    log = []

    def g(x):
        log.append(x)
        if x == "bad":
            raise ValueError(x)
        return x

    def f1(a, b):
        if a == 1:
            try:
                g(b)
            finally:
                if a and b:
                    pass
        else:
            for x in (1, 2):
                g(x)
            g(4)

    def f2(a, b):
        if a == 1:
            try:
                g(b)
            finally:
                if a and b:
                    pass
        elif a == 2:
            pass
        else:
            g(4)

    out = []
    for point in [(1, 0), (1, 1), (True, "bad"), (2, 0), (0, 1)]:
        for f in (f1, f2):
            del log[:]
            try:
                out.append(("returned", f(*point)))
            except ValueError as e:
                out.append(("raised", e.args))
            out.append(list(log))
    return out
