"""try/except/else: the else clause and the code after the statement.

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""

import sys


# Exception shape (3.11+ exception table) found in the stdlib sweep.

def _after_else_that_returns(obj):
    try:
        get = obj.get
    except AttributeError:
        pass
    else:
        return get("x")
    return len(obj)


def after_else_that_returns():
    return _after_else_that_returns({"x": 5}), _after_else_that_returns([1, 2])


# try-statement boundaries and finally copies (3.11+ stdlib shape).

class _Help:
    def __init__(self, topic, command):
        self.topic, self.command = topic, command

    def get(self, name):
        if name == "a" and self.topic:
            return lambda: "topic"
        if name == "b" and self.command:
            return "command"
        raise AttributeError(name)


def _return_ends_nested_try_body(o, log):
    # pdb.Pdb.do_help (3.11): the inner body ends in `return`, which the
    # table leaves out; the inner handler right after it is still the outer
    # body's, its clause going on to the outer else.
    if not o:
        return "none"
    try:
        try:
            topic = o.get("a")
            return topic()
        except AttributeError:
            command = o.get("b")
    except AttributeError:
        log.append("no help")
    else:
        log.append(command)
    log.append("end")


def return_ends_nested_try_body():
    out = []
    for a, b in ((1, 0), (0, 1), (0, 0)):
        log = []
        out.append((_return_ends_nested_try_body(_Help(a, b), log), log))
    return out


class _PreLock:
    def __init__(self, log):
        self.log = log

    def close(self):
        self.log.append("close")


def _clause_and_else_reach_exit_copies(mode, log, dotlock=True):
    # mailbox._lock_file: the else of the nested try jumps to the
    # function's `return None`, its clause to another copy of it (3.11).
    done = False
    try:
        if dotlock:
            try:
                pre = _PreLock(log)
                pre.close()
                if mode == 1:
                    raise OSError(1, "x")
            except OSError as e:
                if e.errno == 1:
                    return
                else:
                    raise
            try:
                try:
                    if mode == 2:
                        raise AttributeError
                    done = True
                except (AttributeError, PermissionError):
                    log.append("rename")
                    done = True
                else:
                    log.append("unlink")
            except FileExistsError:
                log.append("remove")
                raise ValueError("clash")
    except:
        if done:
            log.append("undo")
        raise


def clause_and_else_reach_exit_copies():
    out = []
    for mode in (0, 1, 2):
        log = []
        out.append((_clause_and_else_reach_exit_copies(mode, log), log))
    return out


# 3.10 bytecode mismatch.

class _NoLoop:
    _loop = "fallback"


def case_clause_copied_return_after_else():
    fut = _NoLoop()
    try:
        get_loop = fut.get_loop
    except AttributeError:
        pass
    else:
        return get_loop()
    return fut._loop


def case_clause_copied_return_else_falls():
    out = []
    for item in (3, "x"):
        try:
            value = item + 1
        except TypeError:
            out.append(("bad", item))
        else:
            out.append(value)
    return _clause_copied_return_else_falls(out)


def _clause_copied_return_else_falls(out):
    try:
        first = out[5]
    except IndexError:
        out.append("none")
    else:
        out.append(first)
    return out


def case_clause_copied_return_of_enclosing_if():
    state = {"seekable": None}
    if state["seekable"] is None:
        try:
            len(state["missing"])
        except KeyError:
            state["seekable"] = False
        else:
            state["seekable"] = True
    return state["seekable"]


class _Holder:
    pass


def case_bare_clause_copied_return_then_else():
    # 3.10: a bare clause falls off into a copy of `return None`; the body's
    # normal exit jumps over it to the else (was read as code after the try,
    # leaving the else dead after a return).
    h = _Holder()
    _bare_clause_else(h, "1 + 1")
    _bare_clause_else(h, "1 +")
    return h.value


def _bare_clause_else(h, text):
    try:
        value = eval(text)
        len(str(value))
    except:
        pass
    else:
        h.value = value


# 3.12+: a loop's exit (a short return) copied onto each break, read back as
# break; and 3.12+ exit copies after branches.

def _format(msg):
    try:
        fw = msg.formatter
    except AttributeError:
        pass
    else:
        if fw is not _format_impl:
            return fw(msg)
    return _format_impl(msg)


def _format_impl(msg):
    return "impl"


def try_else_falls_to_exit():
    class M:
        formatter = staticmethod(lambda m: "custom")

    class N:
        pass

    return _format(M()), _format(N())


def _is_mount(path, table):
    try:
        s1 = table[path]
    except (KeyError, TypeError):
        return False
    else:
        if isinstance(s1, str):
            return False
    parent = path.rpartition("/")[0] or "/"
    try:
        s2 = table[parent]
    except KeyError:
        return False
    return s1 != s2


def else_of_try_by_names():
    # 3.12+ numbers an else's names before the clauses': the first `if`
    # is the else of the try, the rest follows the statement.
    table = {"/": 1, "/a": 1, "/b": 2, "/c": "link", "/d/e": 3}
    return [_is_mount(p, table) for p in ("/a", "/b", "/c", "/x", "/d/e", None)]


# Name and local order (co_names, co_varnames) that follows the source
# order; shape found in the 3.12/3.13 stdlib sweeps.

def _get(d, k):
    return d[k]


class _Box:
    value = 3


def _else_raises(d):
    # The else after handlers that cannot finish sits before them: its
    # names come first.
    try:
        _get(d, "a")
    except (KeyError, StopIteration):
        return None
    else:
        raise RuntimeError("ignored")


def case_else_raises():
    out = [_else_raises({})]
    try:
        _else_raises({"a": 1})
    except RuntimeError as e:
        out.append(str(e))
    return out


def _else_returns(d):
    try:
        fmt = _get(d, "a")
    except KeyError:
        raise ValueError("missing")
    else:
        return fmt.format(1, 2)


def case_else_returns():
    out = [_else_returns({"a": "{}-{}"})]
    try:
        _else_returns({})
    except ValueError as e:
        out.append(str(e))
    return out


def _else_falls_off(box, log):
    try:
        closed = box.value
    except AttributeError:
        pass
    else:
        if closed > 2 and not isinstance(closed, bool):
            log.append(closed)


def case_else_falls_off():
    log = []
    _else_falls_off(_Box(), log)
    _else_falls_off(None, log)
    return log


def _else_of_try_ends_in_if(log, fail):
    try:
        if fail:
            raise OSError
    except OSError:
        pass
    else:
        if log:
            log.append(1)
            if len(log) > 2:
                log.append(2)
            return
        elif log is not None:
            log.append(3)


def case_else_of_try_ends_in_if():
    log = []
    _else_of_try_ends_in_if(log, False)
    _else_of_try_ends_in_if(log, True)
    _else_of_try_ends_in_if(log, False)
    _else_of_try_ends_in_if(log, False)
    return log


class _Pos:
    def __init__(self, data):
        self.data = data

    def tell(self):
        return len(self.data)


def _two_tries(obj, items):
    # The first try's handler lies past the second try's else.
    try:
        obj.first = items[0]
    except IndexError:
        raise EOFError from None
    try:
        obj.offset = obj.tell()
    except (AttributeError, OSError):
        obj.seekable = False
    else:
        obj.seekable = True


def case_two_tries():
    out = []
    for data in ([1], []):
        obj = _Pos(data)
        try:
            _two_tries(obj, data)
        except EOFError:
            out.append("eof")
        out.append(sorted(vars(obj)))
    return out


# 3.8/3.9 bug.

def _try_else_return(d, key):
    try:
        d[key]
    except KeyError:
        return False
    else:
        return True


def case_try_else_return():
    return _try_else_return({1: 2}, 1), _try_else_return({}, 1)


def _named_clause_then_else(values):
    # 3.9 clears `exc` between the clause's POP_EXCEPT and its jump past
    # the else.
    out = []
    try:
        values.pop()
    except IndexError as exc:
        out.append(type(exc).__name__)
    else:
        out.append("popped")
    values = None
    return out, values


def case_named_clause_then_else():
    return _named_clause_then_else([1]), _named_clause_then_else([])


# 3.8/3.9 (the nesting corpus: `try: if not a: raise ValueError(a);
# return a except ValueError as e: g(1) else: g(2)`): the else of a try
# body that never finishes is kept, unreachable, between the handler and
# where the clauses jump; read after the statement, the clauses ran it.

def _dead_else_after_returning_body(log, a):
    try:
        if not a:
            raise ValueError(a)
        return a
    except ValueError as e:
        log.append(type(e).__name__)
    else:
        log.append("else")
    return len(log)


def dead_else_after_returning_body():
    log = []
    return [_dead_else_after_returning_body(log, 0), _dead_else_after_returning_body(log, 5), log]


def _dead_else_in_try_finally(log, a):
    try:
        try:
            return 10 // a
        except ZeroDivisionError:
            log.append("zero")
        else:
            log.append("else")
    finally:
        log.append("finally")
    return len(log)


def dead_else_in_try_finally():
    log = []
    return [_dead_else_in_try_finally(log, 0), _dead_else_in_try_finally(log, 5), log]


# 3.10 (the nesting corpus: `try: g(0) except E: g(1) else: raise`): an
# else that cannot finish is laid out right after the body's POP_BLOCK,
# with no jump over the handler; read into the try body, its raise was
# caught by the clauses.

def _else_raises_after_body(log, a):
    try:
        log.append(a)
    except ValueError:
        log.append("clause")
    else:
        log.append("else")
        raise ValueError(a)
    log.append("after")
    return log


def else_raises_after_body():
    log = []
    try:
        _else_raises_after_body(log, 1)
    except ValueError as e:
        log.append(str(e))
    return log


def _else_reraises_in_loop(log, items):
    for v in items:
        try:
            log.append(v)
        except ValueError:
            log.append("clause")
        else:
            raise KeyError(v)
        log.append("after")
    return log


def else_reraises_in_loop():
    log = []
    try:
        _else_reraises_in_loop(log, [1, 2])
    except KeyError as e:
        log.append(str(e))
    return log


# 3.10 (the nesting corpus): a try/except/else in a loop, then `return
# value`: the copies of the return (dropping the loop's iterator) ending
# the clauses were not taken for the code after the statement, and the
# else was read after it.

def _else_then_return_in_loop(log, items, a):
    for v in items:
        if a:
            log.append(0)
        elif v:
            try:
                log.append(10 // v)
            except ZeroDivisionError as e:
                log.append(type(e).__name__)
            else:
                log.append("else")
            return a
    return len(log)


def else_then_return_in_loop():
    log = []
    return [_else_then_return_in_loop(log, [0], 0), _else_then_return_in_loop(log, [2], 0), _else_then_return_in_loop(log, [1], 1), log]


# 3.10: a try/except/else ending an except clause, `return a` after the
# outer statement: each of the inner clauses ends in the outer clause's copy
# of that return, so nothing jumps to where the inner statement ends, and
# its else was read as code after it (run after the inner clause too).
# Found by the nesting corpus
# (nest_depth3.py::f3_try_except_as__try_except_else__match__await).
def case_try_else_ending_clause_before_return():
    log = []

    def f(fail, a):
        try:
            log.append(1 // fail)
        except ZeroDivisionError:
            try:
                log.append(a[0])
            except IndexError as e:
                log.append(type(e).__name__)
            else:
                log.append("else")
        return a

    def f_unnamed(fail, a):
        try:
            log.append(1 // fail)
        except ZeroDivisionError:
            try:
                log.append(a[0])
            except IndexError:
                log.append("inner")
            else:
                if a[0]:
                    log.append("else")
                else:
                    log.append("zero")
        return a

    return [f(1, []), f(0, []), f(0, [7]), f_unnamed(0, []), f_unnamed(0, [0]), f_unnamed(0, [1])], log


# 3.11+ (the nesting corpus, f_try_except_else__while_true__call): an else
# that is an endless loop: its jump back, right before the handlers, was
# taken for the body's jump over them, and the loop ran past the else
# ("exception handling shape not supported", "loop runs past its block").
def case_else_endless_loop():
    log = []

    def f(a, xs):
        it = iter(xs)
        try:
            log.append(1 // a)
        except ZeroDivisionError as e:
            log.append("clause")
        else:
            while True:
                log.append(next(it))
        log.append("after")

    def h(a, xs):
        it = iter(xs)
        try:
            log.append(1 // a)
        except ZeroDivisionError:
            log.append("clause")
        else:
            while True:
                log.append(next(it))

    out = []
    for fn in (f, h):
        for a in (0, 1):
            try:
                out.append(fn(a, [1, 2]))
            except StopIteration:
                out.append("stop")
    return out, log


# 3.11: an else that returns a constant from a try statement nested, in
# the body of another try/except, in a try/finally: the return runs the
# finally body's copy (not the nearer except's) before the inner handlers,
# laid out inline; the middle body goes on past them ("cannot find where
# the try statement ends"; nesting corpus,
# f3_try_except_else_finally__try_except_else__try_except_else__bare_return).
# 3.12/3.13 refused it too: the finally was not looked for past the except
# around (3.12), and 3.13 threads the inner clause's exit past the middle
# handler (tryNewR).
def case_else_returns_through_outer_finally():
    log = []

    def fail_on(x, bad):
        if x == bad:
            raise bad(x)

    def f(a, bad):
        try:
            try:
                try:
                    fail_on(a, bad)
                except ValueError:
                    log.append(("inner", a))
                else:
                    return
            except KeyError:
                log.append(("middle", a))
            return a
        finally:
            log.append(("fin", a))
            a = None  # (a return after the statement would return None)

    out = [f(1, None), f(2, ValueError), f(3, KeyError)]
    try:
        f(4, IndexError)
    except IndexError as e:
        out.append(repr(e))
    return out, log


# 3.12+: an else holding only local names (and globals the clauses used
# already), after clauses that fall off: co_names cannot tell the else from
# the code after the statement, but co_varnames can (the compiler numbers
# locals as it compiles, the else before the clauses). Found in the
# nesting corpus (f_try_except_else__if__assign): read as code after the
# statement, the locals came out in another order.
def case_else_told_by_local_names():
    log = []

    def f(a, b, fail):
        try:
            if fail:
                raise ValueError(a)
        except ValueError as e:
            log.append(str(e))
        else:
            if a or b:
                x = a + b
                log.append(x)

    f(1, 2, False)
    f(3, 4, True)
    f(0, 0, False)
    return log


# 3.12/3.13: try/except/else/finally ending the function, the else
# `if c: return`: the branch's finally copy and `return None` are the same
# instructions as the statement's normal way out after it, and were read
# as the compiler's copy of that (`if c: pass`; the self-check refused:
# "would lose 1 call"). The compiler copies exit blocks of at most four
# instructions, or lineless ones (nesting corpus,
# f_try_except_else_finally__if__bare_return).
def case_else_branch_returns_through_finally_ending_function():
    log = []

    def f(x, stop):
        try:
            if x:
                raise ValueError(x)
        except ValueError:
            log.append(("caught", x))
        else:
            if stop:
                return
            log.append(("went on", x))
        finally:
            log.append(("fin", x))

    return [f(0, 0), f(0, 1), f(1, 1)], log


# 3.10 (helper othold, from nest_try's
# f_try_except_else_finally__try_except_else__yield): a try/except/else in
# the else of one inside try/finally: 3.10 copies the code after (the finally
# body's copy and `return a`) to each way out, the inner clauses reaching
# another copy than the outer ones ("cannot find where the try statement ends").
def _try_else_in_else_in_try_finally(a, log, fail_outer, fail_inner):
    try:
        if fail_outer:
            raise ValueError("outer")
    except ValueError:
        log.append(1)
    else:
        try:
            if fail_inner:
                raise ValueError("inner")
        except ValueError:
            log.append(5)
        else:
            log.append(2)
    finally:
        log.append(3)
    return a


def case_try_else_in_else_in_try_finally():
    log = []
    return [_try_else_in_else_in_try_finally(k, log, k & 1, k & 2) for k in range(4)], log


# 3.8/3.9 (wrong reading, found by tryNewM sampling the 3.11+ co_names
# order of a dead else, dead_code_names.py::_dead_else_names_first): the
# else of a try whose body returns is dead, but 3.8/3.9 keep its code after
# the clauses, which go round the loop; read as code after the statement,
# the clause fell into it (`log.append('else')` ran after the clause).
def case_dead_else_runs_after_clause():
    log = []

    def parse(text):
        while text:
            try:
                return int(text)
            except ValueError:
                text = text[:-1]
            else:
                log.append("else")
        return None

    return parse("3x"), parse(""), log


# 3.12/3.13 (corpus mismatch of loop_exits_through_try.py::
# _break_from_try_in_clause): a try/except/else in an except clause, whose
# else and clauses never finish, every name of the else used before (co_names
# cannot tell). A handler's code is cold: it keeps the order it was compiled
# in, so code the body falls into before the handlers is the else (code after
# the statement comes past them); it was read as code after the statement.
def case_else_in_clause_never_finishing():
    def first(items, other):
        try:
            return items[0]
        except IndexError:
            try:
                value = other[0]
            except IndexError:
                return None
            else:
                if value < 0:
                    raise IndexError(value)
                return value

    out = [first([1], []), first([], [2]), first([], [])]
    try:
        first([], [-3])
    except IndexError as e:
        out.append(e.args)
    return out


def _loop_returning_in_try_else(items, log):
    try:
        for v in items:
            return
    except TypeError as e:
        log.append(("caught", type(e).__name__))
    else:
        log.append("else")


def _loop_returning_in_try_then_code(items, log):
    try:
        for v in items:
            log.append(v)
            return 5
    except TypeError:
        log.append("caught")
    else:
        log.append("else")
    log.append("after")


def case_loop_returning_in_try_else():
    # 3.11-3.13 (brief of the fuzz session; a wrong reading the self-check
    # refused: "would lose 1 call"): a try body that is a for loop whose body
    # returns a constant. The return (and the iterator's pop before it)
    # cannot raise, so the table leaves it out and the protected range ends
    # inside the loop: the body was cut there, the loop's return read as the
    # else's first statement (`else: return None; log(...)`) or as code
    # after the statement.
    log = []
    out = [_loop_returning_in_try_else(x, log) for x in ((), (1,), None)]
    out += [_loop_returning_in_try_then_code(x, log) for x in ((), (1,), None)]
    return out, log


class _SwallowingManager:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind.__name__ if kind else None))
        return True


def _with_returning_in_try_else(items, log):
    try:
        with _SwallowingManager(log):
            log.append(items[0])
            return "body"
    except TypeError as e:
        log.append(("caught", type(e).__name__))
    else:
        log.append("else")
    return "after"


def _with_returning_in_try_then_code(items, log):
    try:
        with _SwallowingManager(log):
            log.append(items[0])
            return "body"
    except TypeError:
        log.append("caught")
    log.append("after")


def case_with_returning_in_try_else():
    # 3.11-3.13 (fuzz 3.12 seed 3 #143; refused: "would lose 1 call"): a
    # try body that is a with statement whose body returns a constant. The
    # with's handler (swallowing: the code after the with, the else, runs)
    # lies in the protected range after the unprotected return (loading a
    # constant cannot raise): the body was cut at the return, the else read
    # as `return ...` then its statements.
    log = []
    out = [_with_returning_in_try_else(x, log) for x in ((1,), (), None)]
    out += [_with_returning_in_try_then_code(x, log) for x in ((1,), (), None)]
    return out, log


# 3.11: a generator ending in `try: pass / except E as e: ... / else:
# <call>`: the handler covers nothing (no row names it), the else and the
# generator's `return None` after it were read as the body of `try: return
# constant` (`try: <else>` ), so an exception the else raised went to the
# clause: a wrong reading (now refused on 3.11). Found by star9 (fuzz 3.11
# seed 3 #773, while fixing `try: break` falling out of a while loop).
def case_star9_generator_ending_in_try_pass_else():
    log = []

    def fail(x):
        log.append(x)
        raise ValueError(x)

    def gen():
        yield 1
        try:
            pass
        except ValueError as e:
            log.append("clause")
        else:
            fail("else")

    try:
        out = list(gen())
    except ValueError as e:
        out = repr(e)
    return out, log


class _ElseLoopStop(Exception):
    pass


def _else_endless_empty_loop_in_finally(a, log):
    try:
        log.append(10 // a)
    except ZeroDivisionError:
        log.append("zero")
    else:
        while 1:
            pass
    finally:
        log.append("finally")
    return 2


def _else_endless_loop_holding_with(a, log):
    try:
        log.append(10 // a)
    except ZeroDivisionError:
        log.append("zero")
    else:
        while True:
            with _ElseLoopCtx(log):
                log.append(a)
                if len(log) > 4:
                    raise _ElseLoopStop(a)
            log.append("round")
    return 2


class _ElseLoopCtx:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def case_else_endless_loop_before_handlers():
    # 3.11 (fuzz 3.11 seed 1 #442, seed 2 #268, #461; refused: "exception
    # handling shape not supported"): an else that is an endless loop,
    # laid out between the try body and the handlers: `while 1: pass`
    # compiles to a jump to itself, which the else's test (its last jump
    # goes back into it) left out; a loop holding a with (or try) covers
    # code with the handlers of its own statements, laid out inline in the
    # else, which the test took for later statements' code. (The first
    # runs for a = 0 only: the else never ends.)
    log = []
    out = [_else_endless_empty_loop_in_finally(0, log)]
    for a in (0, 2):
        try:
            out.append(_else_endless_loop_holding_with(a, log))
        except _ElseLoopStop as e:
            out.append(e.args)
    return out, log


# 3.11-3.13: a try/except whose else is `while 1: pass` (a jump to itself
# right before the handler) inside try/finally: the else was not seen to
# never finish and was read on into the handler ("exception handling shape
# not supported"). Found by tryNew10 in fuzz seed 1 program 442 (3.12).
def _tn10_else_spins_in_try_finally(a):
    try:
        g(0)
    except ValueError:
        g(1)
    else:
        while 1:
            pass
    finally:
        g(3)
    return a


# 3.12 (fuzz 3.12 seed 2 program 804; mismatch, co_varnames order): a
# try/except/else ending an if's body, followed there by a short exit
# (`x = d` and the return, four instructions at most), which the compiler
# copied behind the else and behind each clause after it unwound. Only the
# return was taken back for the copy: `x = d` stayed at the end of the
# clause and of the else, so the clause's name came after `x`.
def case_clause_and_else_copy_short_exit():
    def f(a, items, d):
        if a:
            try:
                items[0]
            except IndexError as e:
                str(e)
            else:
                h = len(items)
                str(h)
            x = d
        else:
            str(a)

    return [f(a, items, 5) for a in (0, 1) for items in ((), (1,))]


# 3.12 (fuzz 3.12 seed 1 program 210; mismatch, the yield from's
# CLEANUP_THROW laid out after the clauses): a try/except/else ending a
# generator, its else a loop of `yield from`. The clause's way to the end
# is a copy of the implicit `return None`; read as a written return with
# the else after the statement, the else's cold code came after the
# clauses instead of before them.
def case_mnew11_generator_ending_in_try_else():
    def gen(a, xs):
        try:
            len(xs)
        except ValueError as e:
            str(e)
        else:
            while a in xs:
                yield from xs
                a = None

    return [list(gen(a, (1, 2))) for a in (1, 3)]


# 3.12 (fuzz 3.12 seed 1 program 34; mismatch, a jump over the clauses):
# a try/except/else ending a function whose body ends in code only an
# inner clause reaches (cold code, moved to the end with the clauses):
# the else, cold too, stays right after it, the code after the statement
# comes behind a jump over the clauses.
def case_mnew11_try_else_after_cold_body_end():
    log = []

    def f(a):
        try:
            x = len(a)
            try:
                return x
            except ValueError:
                log.append(1)
            x = len(a)
        except TypeError as e:
            log.append(2)
        else:
            log.append(x)

    return [f(a) for a in ("ab", None)], log


# 3.13 (fuzz 3.13 seed 2 program 223; mismatch, the exception table): a
# try/except/else ending the body of an if that ends the function. Its
# clause's way to the end is a copy of the implicit `return None`, which
# 3.13 keeps only where the source wrote one: read as a written return
# with the else after the try, the recompiled clause jumped to that code.
def case_mnew11_try_else_ending_if_branch():
    log = []

    def f(a, b, c):
        if not a:
            try:
                if a < b < c:
                    x = a
                elif a < b:
                    log.append(1)
            except TypeError as e:
                log.append(2)
            else:
                log.append(3)
        else:
            log.append(4)

    for args in ((0, 1, 2), (0, 2, 1), (1, 0, 0), (0, None, 1)):
        f(*args)
    return log


# 3.12+ (fuzz 3.12 seed 1 program 297, minimized; refused "cannot find
# where the try statement ends"): try/except/else/finally ending an if's
# body, its else an endless loop: the finally body's only normal copy is
# the clauses', past the handlers, the code after the statement behind it.
# The if's else, shaped like the finally body, was taken for that copy.
def case_endless_else_under_finally_in_if():
    log = []

    def f(a, n):
        if a:
            try:
                log.append(1 // n)
            except ZeroDivisionError:
                log.append("z")
            else:
                while True:
                    log.append(n)
                    if len(log) > 3:
                        raise KeyError(n)
            finally:
                log.append(3)
            log.append(5)
        else:
            log.append(4)
        return len(log)

    out = []
    for a, n in ((1, 0), (0, 1), (1, 1)):
        try:
            out.append(f(a, n))
        except KeyError as e:
            out.append(("k", e.args))
    return out, log


# 3.10 refused ("with exit without its context manager"): a with body
# ending in try/except/else whose else is a for loop that never goes
# round (its body returns) before the code after the with. The clauses'
# jump and the loop's exit each get a copy of the with's exit and that
# code (the last one taken for the original): the else ends at the
# clauses' copy, and the loop, its exit past the else, ends with it.
# Found from dead_code_names.py::case_mnew11_dead_test_before_try_else.
def case_with_try_else_loop_returning_before_exit():
    import contextlib

    log = []

    def plain(a, xs):
        with contextlib.nullcontext(a) as handle:
            try:
                log.append(10 // a + handle)
            except ZeroDivisionError as e:
                log.append(type(e).__name__)
            else:
                for v in xs:
                    return v
        return a

    def tested(a, xs):
        with contextlib.nullcontext(a):
            try:
                log.append(10 // a)
            except ZeroDivisionError:
                log.append("z")
            else:
                for v in xs:
                    if v:
                        return v
                    raise KeyError(v)
        log.append(a)
        return a

    out = []
    for f in (plain, tested):
        for a in (0, 2):
            for xs in ([], [0], [3, 4]):
                try:
                    out.append(f(a, xs))
                except KeyError as e:
                    out.append(("k", e.args))
    return out, log


async def _te_with_else_async_loop_returning(a, xs):
    import contextlib

    with contextlib.nullcontext(a):
        try:
            xs.append(10 // a)
        except ZeroDivisionError:
            xs.append(-1)
        else:
            for v in xs:
                return v
    return a


# 3.11 (was refused, "exception handling shape not supported"): `try:
# pass` whose else ends the function (returns or raises): no row covers
# the body and no jump goes over the handlers; the else lies right before
# them, on lines after the clauses'. 3.11-3.13: an else that is an if
# ending in the implicit return was taken for a body that can raise
# nothing (`try: if a: g(a)`), so an exception the else raised went to
# the clause: a wrong reading (now refused on 3.12/3.13). Siblings of
# case_star9_generator_ending_in_try_pass_else.
def case_try_pass_else_ending_function():
    log = []

    def g(x):
        log.append(x)
        if x == "boom":
            raise ValueError(x)
        return x

    def loop_else(a, xs):
        g(a)
        try:
            pass
        except (KeyError, ValueError) as e:
            g(e)
        else:
            for x in xs:
                g(x)
            g(a)

    def if_else(a):
        try:
            pass
        except ValueError:
            return 1
        else:
            if a:
                g(a)

    def raising_else(a):
        try:
            pass
        except ValueError:
            g(2)
        else:
            raise KeyError(a)

    def gen_else(a):
        yield a
        try:
            pass
        except ValueError:
            g(2)
        else:
            yield g(a)

    out = []
    for f, args in (
        (loop_else, [(0, []), (1, ["boom"]), (2, [3, 4])]),
        (if_else, [(0,), ("boom",), (5,)]),
        (raising_else, [(0,), (7,)]),
        (lambda a: list(gen_else(a)), [(0,), ("boom",)]),
    ):
        for a in args:
            try:
                out.append(f(*a))
            except (KeyError, ValueError) as e:
                out.append((type(e).__name__, e.args))
    return out, log


def _te_try_pass_else_if_ending_function(a, log):
    try:
        pass
    except ValueError:
        return 1
    else:
        if a:
            log.append(a)


# 3.11 (was refused, "cannot find where the try statement ends"): a try
# statement in an outer try body whose else is a with that returns (out
# through that with's exit alone): 3.11 lays the with's handler out inline
# before the inner try's except handler, its swallow path going on where
# the inner try ends, in the outer body. Found by the fuzz set (3.11 seed
# 1 #813, reduced). (3.12/3.13 still refuse it; with code after the with
# in the else, 3.11 too.)
def case_with_returning_in_nested_try_else():
    log = []

    class Cm:
        def __init__(self, swallow):
            self.swallow = swallow

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            log.append(("exit", exc[0] is not None))
            return self.swallow

    def f(x, swallow):
        try:
            log.append(1)
            try:
                log.append(10 // x)
            except ZeroDivisionError as e:
                log.append(type(e).__name__)
            else:
                with Cm(swallow):
                    if x > 3:
                        raise ValueError(x)
                    return x
            log.append(2)
        except ValueError:
            log.append("v")
        return -1

    return [f(x, s) for x in (0, 2, 5) for s in (False, True)], log


# 3.11 (was refused, "cannot find where the try statement ends"): the
# same with code after the with in the else (reached when __exit__
# swallows): the outer body goes on there. Fuzz 3.11 seed 1 #813.
def case_with_returning_in_nested_try_else_then_code():
    log = []

    class Cm:
        def __init__(self, swallow):
            self.swallow = swallow

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            log.append(("exit", exc[0] is not None))
            return self.swallow

    def f(x, swallow):
        try:
            log.append(1)
            try:
                log.append(10 // x)
            except ZeroDivisionError as e:
                log.append(type(e).__name__)
            else:
                with Cm(swallow):
                    if x > 3:
                        raise KeyError(x)
                    return x
                log.append("swallowed")
            log.append(2)
        except KeyError:
            log.append("k")
        return -1

    return [f(x, s) for x in (0, 2, 5) for s in (False, True)], log


# 3.12/3.13 (refNew13): siblings of _te_try_pass_else_if_ending_function,
# `try: pass` whose else ends the function right before the handlers (no
# row covers the body, no clause jumps on): the else raises or returns
# from a loop, the clauses return or re-raise; an exception the else
# raises must not reach the clauses (3.12/3.13 refused them: "exception
# handling shape not supported").
def _te13_try_pass_else_raising(a, log):
    try:
        pass
    except (KeyError, ValueError):
        return "caught"
    else:
        if a:
            log.append(a)
            raise ValueError(a)
        log.append("no a")


def _te13_try_pass_else_loop_returning(a, xs):
    try:
        pass
    except ValueError as e:
        raise KeyError(e)
    else:
        for x in xs:
            if x == a:
                return x * 2
        return len(xs)


def _te13_try_pass_else_if_else(a, b):
    try:
        pass
    except TypeError:
        return b
    else:
        if a and b:
            return a + b
        elif a:
            raise TypeError(a)
        else:
            return -1


def case_te13_try_pass_else_ending_function():
    log = []
    out = []
    for a in (0, 1, "x"):
        for f, args in ((_te13_try_pass_else_raising, (a, log)), (_te13_try_pass_else_loop_returning, (a, [1, "x", 3])), (_te13_try_pass_else_if_else, (a, 2))):
            try:
                out.append(f(*args))
            except Exception as e:
                out.append((type(e).__name__, e.args))
    return out, log


# 3.12/3.13 (refNew13): siblings of case_with_returning_in_nested_try_else,
# a with that returns out of its own exit alone in the else of a try
# statement nested in an outer try body, the rest of that body after the
# inner statement (reached when the inner clause falls off or __exit__
# swallows): the outer statement a try/finally whose finally body counts,
# or the inner clause returning and the value computed (3.12/3.13 refused
# them: "cannot find where the try statement ends").
class _Te13Cm:
    def __init__(self, log, swallow):
        self.log, self.swallow = log, swallow

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append(("exit", exc[0] is not None))
        return self.swallow


def case_te13_with_returning_in_nested_try_else_under_finally():
    log = []

    def f(x, swallow):
        count = 0
        try:
            try:
                count += 10 // x
            except ZeroDivisionError:
                log.append("zero")
            else:
                with _Te13Cm(log, swallow):
                    if x > 3:
                        raise ValueError(x)
                    return x * count
            count += 100
            log.append(("rest", count))
        finally:
            count += 1
            log.append(("fin", count))
        return count

    out = []
    for x in (0, 2, 5):
        for s in (False, True):
            try:
                out.append(f(x, s))
            except ValueError as e:
                out.append(("raised", e.args))
    return out, log


# 3.12/3.13 (refused: the self-check saw the rest of the outer body lost,
# the return read as the body's end): siblings of
# case_te13_with_returning_in_nested_try_else_under_finally (helper
# with18), the with's value held through the finally body's copy after its
# exit call: a clause on the outer statement too, two finally bodies, the
# with's target returned.
def case_with18_with_returning_in_nested_try_else_under_except_finally():
    log = []

    def f(x, swallow):
        count = 0
        try:
            try:
                count += 10 // x
            except ZeroDivisionError:
                log.append("zero")
            else:
                with _Te13Cm(log, swallow):
                    if x > 3:
                        raise ValueError(x)
                    return x * count
            count += 100
            log.append(("rest", count))
        except ValueError as e:
            log.append(("v", e.args))
        finally:
            log.append(("fin", count))
        return count

    return [f(x, s) for x in (0, 2, 5) for s in (False, True)], log


def case_with18_with_returning_in_nested_try_else_under_two_finally():
    log = []

    def f(x, swallow):
        count = 0
        try:
            try:
                try:
                    count += 10 // x
                except ZeroDivisionError:
                    log.append("zero")
                else:
                    with _Te13Cm(log, swallow) as cm:
                        if x > 3:
                            raise ValueError(x)
                        return cm.swallow, count
                count += 100
            finally:
                log.append(("inner", count))
        finally:
            log.append(("outer", count))
        return count

    out = []
    for x in (0, 2, 5):
        for s in (False, True):
            try:
                out.append(f(x, s))
            except ValueError as e:
                out.append(("raised", e.args))
    return out, log


def case_te13_with_returning_in_nested_try_else_clause_returns():
    log = []

    def f(x, swallow):
        try:
            log.append(x)
            try:
                y = 10 // x
            except ZeroDivisionError:
                return "zero"
            else:
                with _Te13Cm(log, swallow):
                    if y < 3:
                        raise KeyError(y)
                    return y + len(log)
            log.append(("after", y))
        except KeyError as e:
            log.append(("k", e.args))
        return -1

    return [f(x, s) for x in (0, 2, 5) for s in (False, True)], log


# 3.11 and 3.13 (a wrong reading; found by the mismNew13 helper in the
# corpus's own `_with_returning_in_try_then_code`, a helper whose run was
# never compared): `try: with m: ... return x` / `except E: ...` then code
# after the statement. The with's swallow path jumps straight past the
# handlers to that code (3.12 hops through a jump laid out before them):
# the try body was cut at the with's return and the constant read again as
# `else: return x`, so a swallowed exception returned instead of running
# the code after the statement. Siblings: a bare return, a value that is
# not a constant, a named clause, a return after the statement.
def case_mnew13_with_returning_in_try_then_code():
    log = []

    class Swallow:
        def __init__(self, swallow):
            self.swallow = swallow

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            log.append(("exit", exc[0].__name__ if exc[0] else None))
            return self.swallow

    def constant(items, swallow):
        try:
            with Swallow(swallow):
                log.append(items[0])
                return "body"
        except TypeError:
            log.append("caught")
        log.append("after")

    def bare(items, swallow):
        try:
            with Swallow(swallow):
                log.append(items[0])
                return
        except TypeError:
            log.append("caught")
        log.append("after")
        return "end"

    def value(items, swallow):
        try:
            with Swallow(swallow):
                log.append(items[0])
                return items
        except TypeError as e:
            log.append(("caught", type(e).__name__))
        log.append("after")

    def returns_after(items, swallow):
        try:
            with Swallow(swallow):
                return items[0] + 1
        except (TypeError, IndexError):
            log.append("caught")
        return "after"

    out = []
    for f in (constant, bare, value, returns_after):
        for items in ((1,), (), None):
            for swallow in (False, True):
                try:
                    out.append(f(items, swallow))
                except Exception as e:
                    out.append(type(e).__name__)
    return out, log


# 3.12 and 3.13 (found by the mismNew13 helper in the corpus's own
# `_with_returning_in_try_else`): `try: with m: ... return x` / `except E:
# ... return y` (or the clause ending the function with a copy of the code
# after the statement) / `else: ...`. The body reaches the else only
# through the with's swallow path, and the clauses never go on: the else
# was read as the code after the statement, which compiles cold, past the
# handlers (an else is laid out before them). Siblings: a value returned,
# the else ending in its own return, a clause returning by itself.
def case_mnew13_with_returning_in_try_else():
    log = []

    class Swallow:
        def __init__(self, swallow):
            self.swallow = swallow

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            log.append(("exit", exc[0].__name__ if exc[0] else None))
            return self.swallow

    def copied_return(items, swallow):
        try:
            with Swallow(swallow):
                log.append(items[0])
                return "body"
        except TypeError as e:
            log.append(("caught", type(e).__name__))
        else:
            log.append("else")
        return "after"

    def value(items, swallow):
        try:
            with Swallow(swallow):
                return items[0] * 2
        except TypeError:
            log.append("caught")
        else:
            log.append(("else", len(items)))
        return items

    def else_returns(items, swallow):
        try:
            with Swallow(swallow):
                log.append(items[0])
                return "body"
        except TypeError:
            return "caught"
        else:
            log.append("else")
            return len(items)

    out = []
    for f in (copied_return, value, else_returns):
        for items in ((1,), (), None):
            for swallow in (False, True):
                try:
                    out.append(f(items, swallow))
                except Exception as e:
                    out.append(type(e).__name__)
    return out, log


# 3.10: an except clause whose if/elif/else branches each fall off the end of
# the function, the try having an else: 3.10 copies the function's closing
# `return None` (after the clause name's clean-up) into each branch. The
# copies were read as written returns, and the if/elif ones merged into one
# after the if statement: one copy short. Found by the fuzz set (3.10, seed 1
# programs 314, 460 and 494).
def _clause_branches_end_function_named(a, b, log):
    try:
        log.append(a[0])
    except TypeError as e:
        if a is None:
            log.append("none")
        elif b:
            log.append(("b", type(e).__name__))
        else:
            log.append("other")
    else:
        log.append("else")


def _clause_branches_end_function_unnamed(a, b, log):
    try:
        log.append(a[0])
    except (TypeError, IndexError):
        if a is None:
            log.append("none")
        elif b and a:
            log.append("b")
        elif b or a == 0:
            log.append("zero")
        else:
            log.append("other")
    else:
        log.append("else")


def _clause_branches_end_function_no_else(a, b, log):
    try:
        log.append(a[0])
    except TypeError as e:
        if a is None:
            log.append("none")
        elif b:
            log.append("b")
        elif a == 0:
            log.append(str(e)[:4])
    else:
        log.append("else")


# Siblings that must keep their written returns (read as falling off, the
# first ran the code after the try, the second the clause's later code):
# the standard library's xmlrpc Unmarshaller.end_dispatch and Cmd.do_help.
def _clause_branch_returns_code_after_try(a, b, items):
    try:
        f = items[a]
    except (IndexError, TypeError):
        if b:
            return
        try:
            f = items[b]
        except (IndexError, TypeError):
            return
    return ("f", f)


def _clause_branch_returns_before_more_code(a, b, items):
    try:
        f = items[a]
    except (IndexError, TypeError):
        try:
            if b:
                items.append(b)
                return
        except AttributeError:
            pass
        items.append("after")
        return
    items.append(f)


def _clause_branches_end_function_explicit_returns(a, b, items):
    try:
        items.append(items[a])
    except (IndexError, TypeError):
        if b:
            items.append(b)
            return
        return
    else:
        items.append("else")


def case_clause_branches_end_function():
    log = []
    out = []
    for f in (_clause_branches_end_function_named, _clause_branches_end_function_unnamed, _clause_branches_end_function_no_else):
        for a in (None, 0, 1, [], [5]):
            for b in (0, 1):
                try:
                    out.append(f(a, b, log))
                except IndexError:
                    out.append("IndexError")
    for f in (_clause_branch_returns_code_after_try, _clause_branch_returns_before_more_code, _clause_branches_end_function_explicit_returns):
        for a in (None, 0, 1, 5):
            for b in (0, 1, 7):
                items = [3, 4]
                out.append((f(a, b, items), items))
    return out, log


# 3.13: try/except/else/finally whose clause ends in a try statement that
# falls off only through its own clause (its body raises, or an endless
# loop left by a break from a clause): the clause's way out, threaded
# through the outer clause's exit (`POP_EXCEPT; POP_EXCEPT; JUMP`), was not
# seen, and the else was read after the statement (run when the clause
# had run). Read exactly now (TryExcept.clause_exit_inside takes the
# threaded exit). Found by running the fuzz mismatches side by side at
# many argument points (fuzz seed 15 #89, seed 14 #964; 3.13).
def case_wh15_else_after_clause_ending_in_try():
    def f(a, log):
        try:
            log.append(1 // a)
        except ZeroDivisionError:
            try:
                raise
            except ZeroDivisionError:
                log.append("inner")
        else:
            log.append("else")
        finally:
            log.append("finally")

    def g(a, log):
        try:
            log.append(1 // a)
        except ZeroDivisionError:
            while True:
                try:
                    log.append(1 // a)
                except ZeroDivisionError:
                    break
        else:
            log.append("else")
        finally:
            log.append("finally")

    out = []
    for fn in (f, g):
        for a in (0, 1):
            log = []
            fn(a, log)
            out.append(log)
    return out


# 3.13: the same clause without the finally, code after the statement:
# refused ("cannot find where the try statement ends") before; read
# exactly now, by the same rule.
def case_wh15_else_after_clause_ending_in_try_then_code():
    def h(a, log):
        try:
            log.append(1 // a)
        except ZeroDivisionError:
            try:
                raise
            except ZeroDivisionError:
                log.append("inner")
        else:
            log.append("else")
        log.append("after")

    out = []
    for fn in (h,):
        for a in (0, 1):
            log = []
            fn(a, log)
            out.append(log)
    return out


# Siblings of case_wh15_else_after_clause_ending_in_try for the behaviour
# grid (it supplies `g`, which raises for some values): the clause ending
# in a try whose body raises or in a while True left by a break, with and
# without finally, values computed in the else and after.
def wh15_else_after_clause_ending_in_try(a, b, c):
    try:
        g(a)
    except ValueError:
        try:
            raise
        except ValueError:
            g(b)
    else:
        g(c)
    finally:
        g(3)


def wh15_else_after_clause_loop_break(a, b, c):
    try:
        g(a)
    except ValueError:
        while True:
            try:
                g(b)
            except ValueError:
                break
    else:
        x = g(c)
    finally:
        g(3)


def wh15_else_after_clause_ending_in_try_then_code(a, b, c):
    try:
        g(a)
    except (ValueError, KeyError):
        try:
            raise
        except ValueError:
            g(b)
    else:
        g(c)
    return g(a + 1 if a else b)


# 3.8 (3.9+ read right): a try/except-as/else in a while loop with a break
# after the statement; the named clause ends in POP_EXCEPT + a jump threaded
# to the loop's exit, and the else (an assert, or an if) was read as code
# after the try, so it ran after the clause too. Found by
# `python -m depyf.verify.hunt --seeds 9-20` at the fifteenth session's end,
# seed 11 #885.

def w38_named_clause_else_assert_then_break(a, b):
    while a < b:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            assert a, b
        break


def w38_named_clause_else_if_then_break(a, b):
    while a < b:
        try:
            g(0)
        except ValueError as e:
            g(1)
        else:
            if a:
                g(b)
        break


def w38_named_clause_else_if_then_break_in_for(xs, b):
    for x in xs:
        try:
            g(0)
        except ValueError as e:
            g(x)
        else:
            if x:
                g(b)
        break


def w38_unnamed_clause_else_assert_then_break(a, b):
    while a < b:
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            assert a, b
        break
    return a


# Siblings (3.8): two named clauses, one that may return; a clause that
# binds a value the loop tests; an else that returns.

def w38_two_named_clauses_else_assert_then_break(a, b):
    while a < b:
        try:
            g(a)
        except ValueError as e:
            if b:
                return e
        except KeyError as k:
            g(k)
        else:
            assert a, b
        break
    return b


def w38_named_clause_binds_else_continue_then_break(a, b):
    while a < b:
        try:
            g(a)
        except ValueError as e:
            a = g(e)
        else:
            if a:
                continue
        break
    return a


def w38_named_clause_else_returns_then_break(a, b):
    while a:
        try:
            g(a)
        except ValueError as e:
            a = b
        else:
            b = g(a)
            if b:
                return b
        break
    return a, b


class _Hb16Cm:
    """Logs its exit; swallows the exception when told."""

    def __init__(self, log, swallow):
        self.log, self.swallow = log, swallow

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind and kind.__name__))
        return self.swallow


# 3.13: a try's else holding an if whose body is a two-item with that
# raises, code after the with, and an else branch falling into the code
# after the try: 3.13 lays that code out right after the else branch, the
# with's handlers and the code after the with past it (jumping back to it);
# the else's range was read with it inside, as the else's last statement,
# where the except clause falling off returned None (wrong reading).
# Refused now ("the code after the try statement read as its else"). Found
# by the hunt, 3.13 seed 27 program 390.
def case_hb16_code_after_try_inside_else():
    def f(log, a, fail):
        try:
            log.append(1 // fail)
        except ZeroDivisionError:
            pass
        else:
            if not a:
                with _Hb16Cm(log, False), _Hb16Cm(log, a == 0):
                    raise ValueError(a)
                if a == 0:
                    log.append("swallowed")
            else:
                log.append("else")
        return len(log)

    out = []
    for a in (None, 0, 1):
        for fail in (0, 1):
            log = []
            try:
                out.append((f(log, a, fail), log))
            except Exception as e:
                out.append((type(e).__name__, log))
    return out


def _ha17_run(f, points):
    """Each point's outcome: the result or the exception's name, and the
    log of calls."""
    out = []
    for point in points:
        log = []
        try:
            out.append((f(log, *point), log))
        except Exception as e:
            out.append((type(e).__name__, log))
    return out


def _ha17_fail(log, x):
    log.append(x)
    if x == "raise":
        raise ValueError(x)
    return x


class _Ha17Cm:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append("exit")


_HA17_POINTS = [(0, 1), (1, 1), (1, "raise"), ("raise", "raise"), ("raise", 0), ("raise", 1), (None, 0), (None, 1), (0, 0)]


# 3.8, 3.9: a try body that never finishes (it returns), its except clause
# falling off and its dead else, ending an if's body that jumps over the
# else branch: the clause jumps past the dead else to the code after the
# if, and the else was read after the try statement, where the clause
# falling off ran it (wrong reading). Found by the hunt, 3.8 and 3.9 seed
# 79 program 278.
def case_ha17_dead_else_ending_if_body():
    def f(log, a, b):
        if a:
            try:
                _ha17_fail(log, b)
                return
            except ValueError:
                log.append(1)
            else:
                log.append(2)
        else:
            log.append(3)
        return len(log)

    return _ha17_run(f, _HA17_POINTS)


# 3.8, 3.9: the same in an elif chain, the clause named, the try body
# holding a try/finally whose body is a while/else (the program the hunt
# found, made smaller).
def case_ha17_dead_else_ending_elif_body():
    def f(log, a, b):
        if a is None:
            log.append(0)
        elif a:
            try:
                try:
                    _ha17_fail(log, b)
                finally:
                    while b == 0:
                        b = 1
                    else:
                        log.append("finally")
                return
            except ValueError as e:
                log.append(str(e))
            else:
                log.append(2)
        elif b:
            log.append(3)
        else:
            log.append(4)
        return len(log)

    return _ha17_run(f, _HA17_POINTS)


# 3.8, 3.9: siblings: a bare clause, the if in a while loop and in a with
# body (read wrong too); the try body raising and the if in a for loop
# (the clause goes round the loop) were read right.
def case_ha17_dead_else_bare_clause():
    def f(log, a, b):
        if a:
            try:
                _ha17_fail(log, b)
                return
            except:
                log.append(1)
            else:
                log.append(2)
        else:
            log.append(3)
        return len(log)

    return _ha17_run(f, _HA17_POINTS)


def case_ha17_dead_else_in_while():
    def f(log, a, b):
        n = 0
        while n < 2:
            n += 1
            if a:
                try:
                    _ha17_fail(log, b)
                    return
                except ValueError:
                    log.append(1)
                else:
                    log.append(2)
            else:
                log.append(3)
            log.append(4)
        return len(log)

    return _ha17_run(f, _HA17_POINTS)


def case_ha17_dead_else_in_with():
    def f(log, a, b):
        with _Ha17Cm(log):
            if a:
                try:
                    _ha17_fail(log, b)
                    return
                except ValueError:
                    log.append(1)
                else:
                    log.append(2)
            else:
                log.append(3)
        return len(log)

    return _ha17_run(f, _HA17_POINTS)


def case_ha17_dead_else_body_raises():
    def f(log, a, b):
        if a:
            try:
                _ha17_fail(log, b)
                raise KeyError(b)
            except ValueError:
                log.append(1)
            else:
                log.append(2)
        else:
            log.append(3)
        log.append(4)
        return len(log)

    return _ha17_run(f, _HA17_POINTS)


def case_ha17_dead_else_in_for():
    def f(log, a, b):
        for x in (a, b):
            if x:
                try:
                    _ha17_fail(log, x)
                    return
                except ValueError:
                    log.append(1)
                else:
                    log.append(2)
            else:
                log.append(3)
        return len(log)

    return _ha17_run(f, _HA17_POINTS)


# 3.13: a try statement ending an except clause, its body ending in
# `return c` (unprotected, between the body and the handlers), its clause
# falling off: 3.13 threads the clause's way out through the enclosing
# clause's exit (`POP_EXCEPT; POP_EXCEPT; JUMP`), and the `return c` was
# read after the try statement, where the clause falling off returned c
# (wrong reading). Found by the hunt's 3.8 sample's siblings.
def case_ha17_clause_try_returns_constant():
    def f(log, a, b):
        try:
            _ha17_fail(log, a)
        except ValueError:
            try:
                _ha17_fail(log, b)
                return 5
            except ValueError:
                log.append(1)
        return len(log)

    return _ha17_run(f, _HA17_POINTS)


# 3.13: the same with `return` (None), with a dead else, inside an if in
# the clause, and written as the else (all read wrong too); a computed
# `return b` (protected) and an else that falls off were read right.
# (3.8, 3.9 read the one inside an if wrong too: its dead else, as in
# case_ha17_dead_else_ending_if_body.)
def case_ha17_clause_try_returns_none():
    def f(log, a, b):
        try:
            _ha17_fail(log, a)
        except ValueError:
            try:
                _ha17_fail(log, b)
                return
            except ValueError:
                log.append(1)
        return len(log)

    return _ha17_run(f, _HA17_POINTS)


def case_ha17_clause_try_returns_dead_else():
    def f(log, a, b):
        try:
            _ha17_fail(log, a)
        except ValueError:
            try:
                _ha17_fail(log, b)
                return
            except ValueError:
                log.append(1)
            else:
                log.append(2)
        return len(log)

    return _ha17_run(f, _HA17_POINTS)


def case_ha17_clause_if_try_returns():
    def f(log, a, b):
        try:
            _ha17_fail(log, a)
        except ValueError:
            if b:
                try:
                    _ha17_fail(log, b)
                    return
                except ValueError:
                    log.append(1)
                else:
                    log.append(2)
            else:
                log.append(3)
        return len(log)

    return _ha17_run(f, _HA17_POINTS)


def case_ha17_clause_try_else_returns():
    def f(log, a, b):
        try:
            _ha17_fail(log, a)
        except ValueError:
            try:
                _ha17_fail(log, b)
            except ValueError:
                log.append(1)
            else:
                return 7
        return len(log)

    return _ha17_run(f, _HA17_POINTS)


def case_ha17_clause_try_returns_computed():
    def f(log, a, b):
        try:
            _ha17_fail(log, a)
        except ValueError:
            try:
                _ha17_fail(log, b)
                return b
            except ValueError:
                log.append(1)
        return len(log)

    return _ha17_run(f, _HA17_POINTS)


def case_ha17_clause_try_else_falls_off():
    def f(log, a, b):
        try:
            _ha17_fail(log, a)
        except ValueError:
            try:
                _ha17_fail(log, b)
            except ValueError:
                _ha17_fail(log, 1)
            else:
                _ha17_fail(log, 2)
        return len(log)

    return _ha17_run(f, _HA17_POINTS)


# 3.8, 3.9: siblings of case_ha17_dead_else_ending_if_body: the if
# ending an enclosing try body, and in a coroutine around an await.
def case_ha17_dead_else_ending_if_in_try_body():
    def f(log, a, b):
        try:
            if a:
                try:
                    _ha17_fail(log, b)
                    return
                except ValueError:
                    log.append(1)
                else:
                    log.append(2)
            else:
                log.append(3)
        except KeyError:
            log.append(4)
        return len(log)

    return _ha17_run(f, _HA17_POINTS)


def case_ha17_dead_else_ending_if_body_async():
    class Ready:
        def __await__(self):
            return iter(())

    async def f(log, a, b):
        if a:
            try:
                await Ready()
                _ha17_fail(log, b)
                return
            except ValueError:
                log.append(1)
            else:
                log.append(2)
        else:
            log.append(3)
        return len(log)

    def run(log, a, b):
        coro = f(log, a, b)
        try:
            coro.send(None)
        except StopIteration as stop:
            return stop.value

    return _ha17_run(run, _HA17_POINTS)
# 3.12-3.13: a try/except/else whose body ends in a nested try whose else
# returns after a with, then code after the nested try: 3.12+ lays that
# code out past the nested try's handlers, followed by the outer try's
# else, unprotected. The nested try read its code after up to the return,
# the outer else with it: inside the outer body, its clause caught what the
# else raised (wrong reading; nest_depth3_310.py::
# f3_try_except_else__try_except_else__with_parens__assign). Now the
# outer try takes the unprotected rest as its else.
def y17_case_code_after_nested_try_then_else():
    def f(log, a, fail):
        def g(v):
            log.append(v)
            if v in fail:
                raise ValueError(v)
        try:
            try:
                g(0)
            except ValueError:
                g(1)
            else:
                with _Hb16Cm(log, False):
                    g(a)
                return a
            if a:
                return 1
            g(9)
        except ValueError:
            g(10)
        else:
            if a is None:
                g(2)
            else:
                g(3)
        return 5

    out = []
    for a in (None, 0, 4):
        for fail in ((), (0,), (1,), (0, 2), (0, 3), (0, 9), (4,), (0, 1)):
            log = []
            try:
                out.append((f(log, a, fail), log))
            except ValueError as e:
                out.append(("raised", e.args, log))
    return out


# 3.12 (siblings of try_in_loops.py::case_lo17_ctx_raise_after_try_else_return_keeps_no_context,
# no loop; found once the runner compared the exception's chain): a
# try/except/else whose else returns, then a raise or a computed return.
# 3.12 lays the code after the statement out in the clause, past its
# POP_EXCEPT (and the clearing of its name), where no row of the table
# covers it; read as the clause's own, the raise made the caught exception
# its `__context__`. In an if, at the function's end, in a with, in a
# try/finally, in an enclosing clause (where the code after the statement
# is that clause's).
def _ctx18e_raise_at(log, x, at):
    log.append(x)
    if x == at:
        raise ValueError(x)


def _ctx18e_handled(log):
    log.append(type(sys.exc_info()[1]).__name__)
    return len(log)


def _ctx18e_run(f):
    out = []
    for a, at in ((1, -1), (1, 1), (2, 2), (0, 0), (0, -1)):
        log = []
        try:
            out.append((f(log, a, at), log))
        except ValueError as e:
            out.append(("raised", e.args, type(e.__context__).__name__, log))
    return out


def case_ctx18e_named_clause_then_raise_in_if():
    def f(log, a, at):
        if a:
            try:
                _ctx18e_raise_at(log, a, at)
            except ValueError as e:
                pass
            else:
                return a
            raise ValueError(a)
        return None

    return _ctx18e_run(f)


def case_ctx18e_named_clause_then_raise_at_function_end():
    def f(log, a, at):
        try:
            _ctx18e_raise_at(log, a, at)
        except ValueError as e:
            log.append(e.args)
        else:
            return a
        raise ValueError(a)

    return _ctx18e_run(f)


def case_ctx18e_unnamed_clause_then_computed_return():
    def f(log, a, at):
        try:
            _ctx18e_raise_at(log, a, at)
        except ValueError:
            log.append(1)
        else:
            return a
        return _ctx18e_handled(log)

    return _ctx18e_run(f)


def case_ctx18e_named_clause_then_raise_in_with():
    import contextlib

    def f(log, a, at):
        with contextlib.nullcontext():
            try:
                _ctx18e_raise_at(log, a, at)
            except ValueError as e:
                pass
            else:
                return a
            raise ValueError(a)

    return _ctx18e_run(f)


# (3.13 refused the one below, "cannot find where the try statement ends";
# read since, refuse22b: the else hands its value to the finally body's
# copy before the handlers, `main_line_end`, TryExcept.cold_tail.)
def case_ctx18e_named_clause_then_raise_in_try_finally():
    def f(log, a, at):
        try:
            try:
                _ctx18e_raise_at(log, a, at)
            except ValueError as e:
                pass
            else:
                return a
            raise ValueError(a)
        finally:
            log.append(9)

    return _ctx18e_run(f)



# Siblings of the case above (helper refuse22b). 3.13 refused the first
# ("cannot find where the try statement ends": the else's `return a + 1`
# hands its value to the finally body's copy, the code after the statement
# lies past the handlers, which only the clause reaches); 3.12 and 3.13
# refused the second ("finally return shape"; once the first was read,
# `log.append(4)` after the statement, the finally body's shape with
# another constant, was taken for its normal copy and dropped: the
# self-check refused it).
def case_r22b_clause_then_raise_after_else_return_in_try_finally():
    def f(log, a, at):
        try:
            try:
                _ctx18e_raise_at(log, a, at)
            except ValueError:
                log.append(5)
            else:
                return a + 1
            raise ValueError(a)
        finally:
            log.append(9)

    return _ctx18e_run(f)


def case_r22b_named_clause_then_code_raise_after_else_code_return_in_try_finally():
    def f(log, a, at):
        try:
            try:
                _ctx18e_raise_at(log, a, at)
            except ValueError as e:
                pass
            else:
                log.append(3)
                return a
            log.append(4)
            raise ValueError(a)
        finally:
            log.append(9)

    return _ctx18e_run(f)

def case_ctx18e_named_clause_then_raise_in_enclosing_clause():
    def f(log, a, at):
        try:
            _ctx18e_raise_at(log, a, a)
        except ValueError:
            try:
                _ctx18e_raise_at(log, a, at)
            except ValueError as e:
                pass
            else:
                return a
            raise ValueError(a)

    return _ctx18e_run(f)

# 3.12/3.13 (fuzz seed 67 #477, found by the hunt): `continue` ending a
# try statement's else that holds a loop, the statement in a try/finally
# with clauses in a for loop.  The continue's copy of the finally body was
# read as a statement of the else (a `continue` written after a finally
# body's copy was looked for only after straight code): the finally body
# ran twice.
def _h18a_step(log, v):
    log.append(v)
    if v == 1:
        raise ValueError(v)


def case_h18a_else_loop_then_continue_in_try_finally_in_for():
    def f(n, log):
        for v in range(n):
            try:
                try:
                    _h18a_step(log, v)
                except ValueError as e:
                    pass
                else:
                    for w in range(v):
                        log.append(("w", w))
                    else:
                        log.append("for-else")
                    continue
            except ValueError:
                pass
            finally:
                log.append("finally")
        return log

    return [f(n, []) for n in (0, 1, 3)]


def case_h18a_else_loop_then_call_continue_in_try_finally_in_for():
    def f(n, log):
        for v in range(n):
            try:
                try:
                    _h18a_step(log, v)
                except ValueError:
                    pass
                else:
                    for w in range(v):
                        log.append(("w", w))
                    log.append("after")
                    continue
            except KeyError:
                pass
            finally:
                log.append("finally")
        return log

    return [f(n, []) for n in (0, 1, 3)]


def case_h18a_else_while_then_continue_in_try_finally_in_for():
    def f(n, log):
        for v in range(n):
            try:
                try:
                    _h18a_step(log, v)
                except ValueError:
                    pass
                else:
                    w = v
                    while w:
                        w -= 1
                    log.append(("w", w))
                    continue
            except KeyError:
                pass
            finally:
                log.append("finally")
        return log

    return [f(n, []) for n in (0, 1, 3)]


def case_h18a_else_async_for_then_continue_in_try_finally_in_for():
    async def f(n, log):
        for v in range(n):
            try:
                try:
                    _h18a_step(log, v)
                except ValueError as e:
                    pass
                else:
                    async for w in _h18a_arange(v):
                        log.append(("w", w))
                    else:
                        log.append("for-else")
                    continue
            except ValueError:
                pass
            else:
                pass
            finally:
                log.append("finally")
        return log

    out = []
    for n in (0, 1, 3):
        co = f(n, [])
        try:
            co.send(None)
        except StopIteration as e:
            out.append(e.value)
    return out


class _h18a_arange:
    def __init__(self, n):
        self.n = n
        self.k = 0

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.k >= self.n:
            raise StopAsyncIteration
        self.k += 1
        return self.k - 1

# 3.11: a try statement whose clauses never finish (a bare `raise`, a
# `return`), its else ending the body of an enclosing try statement that
# ends the function: the else falls into the enclosing body's exit, the
# `return None` 3.11 copies in front of the inner handlers, so the else
# lies between the body and the handlers. Read as code after the
# statement, which the body would jump to over the handlers. Found in the
# nesting corpus (nest_try.py::f_try_except_as__try_except_else__reraise).
_TE17_ERRORS = {2: KeyError}


def _te17_run(f):
    out = []
    for a in (0, 1):
        for fail in ((), (0,), (0, 1), (2,), (0, 2)):
            log = []

            def g(n):
                log.append(n)
                if n in fail:
                    raise _TE17_ERRORS.get(n, ValueError)(n)

            try:
                out.append((f(g, a), log))
            except Exception as e:
                out.append((type(e).__name__, e.args, log))
    return out


def case_te17_else_ending_try_body_clauses_raise():
    def f(g, a):
        try:
            try:
                g(0)
            except ValueError:
                raise
            else:
                g(2)
        except KeyError:
            g(1)

    return _te17_run(f)


def case_te17_else_ending_try_body_clause_returns():
    def f(g, a):
        try:
            try:
                g(0)
            except ValueError:
                return 3
            else:
                g(2)
        except KeyError:
            g(1)

    return _te17_run(f)


def case_te17_else_if_ending_try_body_clauses_raise():
    def f(g, a):
        try:
            try:
                g(0)
            except ValueError:
                raise
            else:
                if a:
                    g(2)
        except KeyError:
            g(1)

    return _te17_run(f)


def case_te17_else_try_ending_try_body_clauses_raise():
    def f(g, a):
        try:
            try:
                g(0)
            except ValueError:
                raise
            else:
                try:
                    g(2)
                except KeyError:
                    g(5)
        except KeyError:
            g(1)

    return _te17_run(f)


# 3.11: a try statement whose else is `if a: continue`, then `break`
# ending the while body (the break's marker alone, falling into the loop's
# exit): the last jump back is the else's `continue`; the loop was read up
# to it, the try cut there, its clause breaking and its else's `continue`
# lost, the loop going round where the original left it (a wrong
# reading). Found on try_else.py::w38_named_clause_binds_else_continue_then_break
# (break_continue.py::case_mb17_* without a try).
def case_mb17_try_else_continue_then_break_in_while():
    def f(a, b, log):
        while a < b:
            try:
                log.append(10 // (a % 4))
            except ZeroDivisionError:
                a = a + 5
            else:
                a += 1
                if a % 2:
                    continue
            break
        return a, log

    return [f(a, 9, []) for a in (0, 1, 2, 4, 9)]


def case_mb17_named_clause_else_code_then_break_in_while():
    def f(a, b, log):
        while a < b:
            try:
                log.append(10 // (a % 4))
            except ZeroDivisionError as e:
                a = a + len(str(e)) % 3 + 1
            else:
                a += 1
                if a % 2:
                    continue
                log.append("else")
            break
        return a, log

    return [f(a, 9, []) for a in (0, 1, 2, 4, 9)]


def case_mb17_try_finally_then_continue_then_break_in_while():
    def f(a, b, log):
        while a < b:
            try:
                log.append(a)
            finally:
                a += 1
            if a % 3:
                continue
            break
        return a, log

    return [f(a, 9, []) for a in (0, 2, 4, 9)]

# 3.11 (refused, "exception handling shape not supported"; helper try18):
# siblings of case_ha17_dead_else_in_for: the handlers inline at the end of
# an if's body in a loop, after the body's `return` (the dead else
# dropped) or a raise ending it, the clause going round the loop. The else
# was taken to run to the end of the if's body, over the handlers; it ends
# at the handler, and the clause's way round is a written `continue`
# (`clauses_round_past_block_end`).
def _ha18_fail(log, b):
    log.append(b)
    if b == 2:
        raise ValueError(b)
    if b == 3:
        raise KeyError(b)


def case_ha18_dead_else_in_if_in_while():
    def f(log, a, b):
        n = 0
        while n < 2:
            n += 1
            if a:
                try:
                    _ha18_fail(log, b)
                    return
                except ValueError:
                    log.append(1)
                else:
                    log.append(2)
            else:
                log.append(3)
        return len(log)

    return [f([], a, b) for a in (0, 1) for b in (0, 2)]


def case_ha18_raise_ending_try_in_if_in_for():
    def f(log, a, b):
        for x in (a, b):
            if x:
                try:
                    _ha18_fail(log, x)
                    raise KeyError(x)
                except ValueError:
                    log.append(1)
                else:
                    log.append(2)
            else:
                log.append(3)
        return len(log)

    out = []
    for a in (0, 1, 2):
        for b in (0, 2):
            try:
                out.append(f([], a, b))
            except KeyError as e:
                out.append(("KeyError", e.args))
    return out


def case_ha18_dead_else_in_if_elif_in_for():
    def f(log, a, b):
        for x in (a, b):
            if x:
                try:
                    _ha18_fail(log, x)
                    return 5
                except ValueError:
                    log.append(1)
                else:
                    log.append(2)
            elif a:
                log.append(4)
            else:
                log.append(3)
        return len(log)

    return [f([], a, b) for a in (0, 1, 2) for b in (0, 1, 2)]


# 3.10 (refused: "would lose 1 call", read wrong without the self-check;
# helper try18): siblings of case_ha17_dead_else_bare_clause. A bare
# clause ending an if's body falls off into a copy of the code after the
# if (`return len(log)`), laid out right after its POP_EXCEPT, outside the
# handler; the body's tail before the handler (its `return`, the dead else
# dropped) is other code of another length. That copy is the clause's own
# way out (`own_return`: a tail of another length differs, where nothing
# else reaches the copy), not the code after the try statement.
def _hb18_fail(log, b):
    log.append(b)
    if b == 2:
        raise ValueError(b)


def case_hb18_bare_clause_after_returning_body_elif():
    def f(log, a, b):
        if a:
            try:
                _hb18_fail(log, b)
                return 7
            except:
                log.append(1)
            else:
                log.append(2)
        elif b:
            log.append(3)
        return len(log)

    return [f([], a, b) for a in (0, 1) for b in (0, 1, 2)]


def case_hb18_bare_clause_after_returning_body_no_else():
    def f(log, a, b):
        if a:
            try:
                _hb18_fail(log, b)
                return
            except:
                log.append(1)
                log.append(len(log))
        else:
            log.append(3)
        return log

    return [f([], a, b) for a in (0, 1) for b in (0, 1, 2)]


def case_hb18_bare_clause_else_returns_computed():
    def f(log, a, b):
        if a:
            try:
                _hb18_fail(log, b)
            except:
                log.append(1)
            else:
                return a + b
        else:
            log.append(3)
        return len(log)

    return [f([], a, b) for a in (0, 1) for b in (0, 1, 2)]


# 3.10 (a wrong reading; hunt seed 170 #684, helper hunt21b): a try/except
# in an if's body inside an outer try, its else a raise (it cannot finish),
# its clause falling off. 3.10 lays the else out right after the body's
# POP_BLOCK and the clause's way out as a copy of the outer body's closing
# end (`POP_EXCEPT; POP_BLOCK; return None`, no jump); the else was read as
# the code after the inner try (as for a copy of that code), so the clause
# ran the raise too. The clause's copy of the enclosing end says where the
# statement goes on (`clause_closing_copy`): the raise is the else.
def _h21b_run(f, points):
    out = []
    for args in points:
        log = []

        def g(x):
            log.append(x)
            if x == 0 and args[0] != 2:
                raise ValueError(x)
            return x

        try:
            out.append(("return", f(g, *args), log))
        except Exception as e:
            out.append(("raise", type(e).__name__, log))
    return out


def case_h21b_seed170_else_raise_in_elif_in_try():
    def f(g, a, b, c):
        try:
            if a < b < c:
                pass
            elif a and b:
                try:
                    g(0)
                except ValueError as e:
                    pass
                else:
                    raise
        except (KeyError, IndexError) as e:
            pass
        except Exception:
            g(2)

    return _h21b_run(f, [(1, 1, 0), (2, 1, 0), (0, 1, 2), (1, 2, 3)])


def case_h21b_else_raise_in_if_in_try():
    def f(g, a, b):
        try:
            if a:
                try:
                    g(0)
                except ValueError:
                    pass
                else:
                    raise
        except KeyError:
            pass
        except RuntimeError:
            g(3)

    return _h21b_run(f, [(1, 1), (2, 1), (0, 1)])


def case_h21b_else_raises_error_in_if_in_try():
    def f(g, a, b):
        try:
            if a:
                try:
                    g(0)
                except ValueError as e:
                    g(1)
                else:
                    raise KeyError(b)
        except KeyError:
            g(2)

    return _h21b_run(f, [(1, 1), (2, 1), (0, 1)])


# 3.10 (read wrong before the fix above, helper hunt21b): siblings of
# case_h21b_else_raise_in_if_in_try with a bare clause, and with a clause
# whose if falls off.
def case_h21b_else_raise_bare_clause_in_if_in_try():
    def f(g, a, b):
        try:
            if a:
                try:
                    g(0)
                except:
                    g(1)
                else:
                    raise
        except KeyError:
            pass
        except RuntimeError:
            g(3)

    return _h21b_run(f, [(1, 1), (2, 1), (0, 1)])


def case_h21b_else_raise_branchy_clause_in_if_in_try():
    def f(g, a, b):
        try:
            if a:
                try:
                    g(0)
                except ValueError:
                    if b:
                        g(3)
                else:
                    raise
        except KeyError:
            pass
        except RuntimeError:
            g(4)

    return _h21b_run(f, [(1, 1), (1, 0), (2, 1), (0, 1)])


# A sibling in a for loop (helper refuse22b; was tests/corpus/_open/): the
# else's return pops the iterator. 3.12 copies the raise after the
# statement into the clause past its POP_EXCEPT and the name's clean-up;
# it was read as the clause's own (`except ValueError as e: raise
# ValueError(a)`), the raised exception chaining the caught one
# (`__context__` ValueError, the original's None). 3.13 refuses it
# ("cannot find where the try statement ends").
def case_r22b_named_clause_then_raise_after_else_return_in_try_finally_in_for():
    def f(log, a, at):
        for v in (1, 2):
            try:
                try:
                    _ctx18e_raise_at(log, a, at)
                except ValueError as e:
                    pass
                else:
                    return a
                raise ValueError(a)
            finally:
                log.append(9)

    return _ctx18e_run(f)


# refuse23c: siblings of the r22b sample above (3.12 wrong readings or
# refusals, 3.13 refusals "cannot find where the try statement ends"). The
# else's return runs the finally body's copy, then the loop's END_FOR and
# the code after the loop lie before the handlers: the else was not seen
# to end the main line, the raise after the statement (copied into the
# clause past its POP_EXCEPT) read as the clause's own, its exception
# chaining the one caught (unnamed clause, two clauses: wrong readings;
# named clause with code: refused).
def case_refuse23c_clause_then_raise_after_else_return_in_try_finally_in_for():
    def f(log, a, at):
        for v in (1, 2):
            try:
                try:
                    _ctx18e_raise_at(log, a, at)
                except ValueError:
                    pass
                else:
                    return a
                raise ValueError(a)
            finally:
                log.append(9)

    return _ctx18e_run(f)


def case_refuse23c_named_clause_code_then_raise_after_else_return_in_try_finally_in_for():
    def f(log, a, at):
        for v in (1, 2):
            try:
                try:
                    _ctx18e_raise_at(log, a, at)
                except ValueError as e:
                    log.append(e.args)
                else:
                    return a
                raise ValueError(a)
            finally:
                log.append(9)

    return _ctx18e_run(f)


def case_refuse23c_two_clauses_then_raise_after_else_return_in_try_finally_in_for():
    def f(log, a, at):
        for v in (1, 2):
            try:
                try:
                    _ctx18e_raise_at(log, a, at)
                except ValueError as e:
                    log.append(e.args)
                except KeyError:
                    log.append(8)
                else:
                    return a
                raise ValueError(a)
            finally:
                log.append(9)

    return _ctx18e_run(f)


def case_refuse23c_then_raise_after_else_return_in_try_finally_in_for_then_code():
    def f(log, a, at):
        for v in (1, 2):
            try:
                try:
                    _ctx18e_raise_at(log, a, at)
                except ValueError as e:
                    pass
                else:
                    return a
                raise ValueError(a)
            finally:
                log.append(9)
        log.append("after")
        return len(log)

    return _ctx18e_run(f)


# refuse23c: the same in a for loop nested in another (3.12 wrong reading,
# the raise read as the clause's own: refused now, the code after the inner
# loop goes round the outer one), and in a while loop (refused).
def case_refuse23c_clause_then_raise_after_else_return_in_try_finally_in_nested_for():
    def f(log, a, at):
        for w in (1,):
            for v in (1, 2):
                try:
                    try:
                        _ctx18e_raise_at(log, a, at)
                    except ValueError:
                        pass
                    else:
                        return a
                    raise ValueError(a)
                finally:
                    log.append(9)
            log.append(w)

    return _ctx18e_run(f)


def case_refuse23c_named_clause_then_raise_after_else_return_in_try_finally_in_while():
    def f(log, a, at):
        n = 2
        while n:
            n -= 1
            try:
                try:
                    _ctx18e_raise_at(log, a, at)
                except ValueError as e:
                    pass
                else:
                    return a
                raise ValueError(a)
            finally:
                log.append(9)

    return _ctx18e_run(f)


# 3.10 (a wrong reading; hunt seed 238 #258, helper hunt22b): a try/except
# whose else cannot finish (an endless loop, left only by a return or not at
# all), so only the clauses reach the code after the statement. 3.10 copies
# that short code (`return d <= c`) into the clause, after its POP_EXCEPT:
# it was read as the clause's own return, so an exception it raised had the
# handled one as its context (and the recompiled code differs). The else
# ending in an endless loop's jump back is the rest of the block, the copy
# the code after the try (as for an else ending in a return).
def _h22b_run(f, points):
    out = []
    for args in points:
        log = []

        def g(x):
            log.append(x)
            if x == 0 and args[0] != 9:
                raise ValueError(x)
            return x

        try:
            out.append(("return", f(g, *args), log))
        except Exception as e:
            context = e.__context__
            out.append(("raise", type(e).__name__, None if context is None else type(context).__name__, log))
    return out


def case_h22b_seed238_named_clause_endless_else():
    def f(g, a, c, d):
        try:
            g(0)
        except ValueError as e:
            pass
        else:
            while 1:
                pass
        return d <= c

    return _h22b_run(f, [(1, "k", True), (1, 2, 1)])


def case_h22b_clause_endless_else_returning():
    def f(g, a, c, d):
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            while 1:
                if a > 12:
                    return a
                a += 1
        return d <= c

    return _h22b_run(f, [(1, "k", True), (9, "k", True), (1, 2, 1)])


def case_h22b_bare_clause_endless_else_returning():
    def f(g, a, c, d):
        try:
            g(0)
        except:
            g(1)
        else:
            while 1:
                if a > 12:
                    return a
                a += 1
        return d <= c

    return _h22b_run(f, [(1, "k", True), (9, "k", True), (1, 2, 1)])


def case_h22b_two_clauses_endless_else_holding_try():
    def f(g, a, c, d):
        try:
            g(0)
        except ValueError:
            g(1)
        except KeyError as e:
            g(2)
        else:
            while True:
                try:
                    g(3)
                except ValueError:
                    g(1)
                else:
                    return a
                finally:
                    g(4)
        return d <= c

    return _h22b_run(f, [(1, "k", True), (9, "k", True), (1, 2, 1)])


def case_h22b_endless_else_after_broken_loop():
    def f(g, a, c, d):
        try:
            g(0)
        except ValueError:
            g(1)
        else:
            while 1:
                if a:
                    break
            g(5)
            while 1:
                if g(6):
                    return a
        return d <= c

    return _h22b_run(f, [(1, "k", True), (9, "k", True), (1, 2, 1)])


def case_h22b_endless_else_in_if():
    def f(g, a, c, d):
        if a:
            try:
                g(0)
            except ValueError:
                g(1)
            else:
                while 1:
                    if g(2):
                        return a
            return d <= c
        return 4

    return _h22b_run(f, [(1, "k", True), (9, "k", True), (1, 2, 1), (0, 2, 1)])
