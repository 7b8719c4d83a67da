"""try/finally: returns through the finally body, finally bodies with
branches or loops, code after the statement.

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# 3.10 shape that raised DecompilationError (block-stack reading, copied
# exits): a minimal sample of a stdlib unit.

def return_through_two_finally_bodies():
    # The return runs the inner finally body's copy, then the outer's.
    log = []

    def inner(fut):
        try:
            try:
                return fut * 2
            finally:
                log.append("inner")
        finally:
            log.append("outer")

    return inner(4), log


# 3.10 shape that raised DecompilationError: a minimal sample of a stdlib
# unit.

def _rebind_in_finally(a, b):
    x = 1
    try:
        if a and b:
            x = 3
    finally:
        x = x + 10
    # 3.10 copies this return behind each copy of the finally body (into
    # the if's branches): x is read after the finally body ran.
    return x


def _return_in_body(a):
    x = 1
    try:
        if a:
            return x + 1
        x = 3
    finally:
        x = x + 10
    return x


def return_after_try_finally_copied_into_branches():
    return [_rebind_in_finally(a, b) for a in (0, 1) for b in (0, 1)] + [_return_in_body(a) for a in (0, 1)]


def _exit_code(fail):
    log = []
    try:
        try:
            log.append(1)
        finally:
            log.append(0)
        try:
            if fail:
                raise SystemExit(fail)
            exitcode = 0
        finally:
            log.append(3)
    except SystemExit as e:
        exitcode = e.code
    except:
        exitcode = 1
    finally:
        log.append(exitcode)
    return log


def try_except_finally_return_after():
    return [_exit_code(0), _exit_code(2)]


def _bootstrap(fail):
    log = []
    try:
        log.append(1)
        try:
            if fail:
                raise fail
            exitcode = 0
        finally:
            log.append(3)
    except SystemExit as e:
        if e.code is None:
            exitcode = 0
        else:
            exitcode = 2
    except:
        # 3.10: this clause falls into its own copy of the exit (the finally
        # body and the return); the body and the other clause jump to theirs.
        exitcode = 1
        log.append(5)
    finally:
        log.append(exitcode)
        log.append(6)
    return exitcode, log


def try_clauses_into_copied_finally_exits():
    return [_bootstrap(f) for f in (None, SystemExit(), SystemExit(3), KeyError)]


def _step(exc):
    log = []
    try:
        result = 10 // exc
    except ZeroDivisionError as e:
        log.append(e.args)
    else:
        # 3.10: the if's body jumps over the else to its own copy of the
        # finally body and return; the else falls into another.
        if result > 5:
            log.append(4)
        else:
            log.append(6)
    finally:
        log.append(7)
        exc = None
    return log


def try_else_if_to_copied_finally_exit():
    return [_step(e) for e in (0, 1, 5)]


class _Sock:
    def __init__(self, log, n):
        self.log = log
        self.n = n

    def close(self):
        self.log.append(("close", self.n))


def _bind_all(infos, log):
    sockets = []
    completed = False
    try:
        for res in infos:
            sockets.append(_Sock(log, 10 // res))
        completed = True
    finally:
        # 3.10: the if jumps to one copy of the closing re-raise, the loop
        # leaves to another (after its jump back).
        if not completed:
            for sock in sockets:
                sock.close()
    return len(sockets)


def finally_if_loop_to_copied_reraises():
    log = []
    out = [_bind_all((1, 2), log)]
    try:
        _bind_all((1, 2, 0), log)
    except ZeroDivisionError:
        out.append("zero")
    return out, log


def _rebind_after_clause(a):
    x = [a]
    try:
        try:
            x.append(10 // a)
        except ZeroDivisionError:
            x = "zero"
    finally:
        x = len(x) + 10
    # Copied into the ends of the inner try's body and clause.
    return x


def _negated_after(a):
    x = 1
    try:
        if a:
            x = 2
    finally:
        x = x + 10
    return -x


def return_after_try_finally_copied_into_clauses():
    return [_rebind_after_clause(a) for a in (0, 1)] + [_negated_after(a) for a in (0, 1)]


# Exception-table shape (3.11+) found in the stdlib sweep.

def _finally_if_then_return(log, x):
    try:
        log.append("a")
    finally:
        if x:
            log.append("x")
    return 5


def case_finally_if_then_return():
    log = []
    return _finally_if_then_return(log, 0), _finally_if_then_return(log, 1), log


def _return_finally_if(log, x):
    try:
        return len(log)
    finally:
        if x:
            log.append(x)


def case_return_finally_if():
    log = []
    return [_return_finally_if(log, x) for x in (0, 1, 2)], log


def _return_in_try_except_finally(fn, log):
    error = None
    try:
        return int(fn)
    except ValueError:
        raise KeyError(error)
    finally:
        error = None
        log.append(fn)


def case_return_in_try_except_finally():
    log = []
    try:
        _return_in_try_except_finally("x", log)
    except KeyError as e:
        log.append(e.args)
    return _return_in_try_except_finally("3", log), log


def _return_in_try_except_pass_finally(expr, log):
    try:
        return int(expr)
    except ValueError:
        pass
    finally:
        log.append(expr)


def case_return_in_try_except_pass_finally():
    log = []
    return _return_in_try_except_pass_finally("4", log), _return_in_try_except_pass_finally("x", log), log


def _return_in_try_named_except_return_finally(source, log):
    try:
        return int(source)
    except (TypeError, ValueError) as value:
        log.append(type(value).__name__)
        return False
    finally:
        log.append(source)


def case_return_in_try_named_except_return_finally():
    log = []
    return _return_in_try_named_except_return_finally("4", log), _return_in_try_named_except_return_finally("x", log), log


# Exception shape (3.11+ exception table) found in the stdlib sweep.

def _return_through_two_finally(log):
    try:
        try:
            return log.pop()
        finally:
            log.append("inner")
    finally:
        log.append("outer")


def return_through_two_finally():
    log = [1]
    return _return_through_two_finally(log), log


class _File:
    def __init__(self):
        self.closed = 0

    def close(self):
        self.closed += 1


def _return_from_loop_in_finally(f, tests):
    try:
        for test in tests:
            res = test(f)
            if res:
                return res
    finally:
        f.close()
    return None


def return_from_loop_in_finally():
    f = _File()
    a = _return_from_loop_in_finally(f, [lambda f: 0, lambda f: f.closed + 5])
    b = _return_from_loop_in_finally(f, [lambda f: 0])
    return a, b, f.closed


def _return_through_finally_with_branch(log, stop):
    try:
        try:
            log.append("run")
            return len(log)
        finally:
            log.append("inner")
    finally:
        log.append("outer")
        if stop is not None:
            log.append(stop)


def return_through_finally_with_branch():
    log = []
    return _return_through_finally_with_branch(log, None), _return_through_finally_with_branch(log, "stop"), log


# Exception shape (3.11+ exception table) found in the stdlib sweep.

def _endless_loop_in_try_finally(items, count, log):
    # asyncio.base_events.BaseEventLoop._sendfile_fallback
    total = 0
    try:
        while True:
            if count:
                if total >= count:
                    return total
            read = items.pop() if items else 0
            if not read:
                return total
            total += read
    finally:
        if total > 0 and log is not None:
            log.append(total)
        log.append("restored")


def endless_loop_in_try_finally():
    log = []
    out = [_endless_loop_in_try_finally([1, 2, 3], 0, log), _endless_loop_in_try_finally([1, 2, 3], 4, log), _endless_loop_in_try_finally([], 0, log)]
    try:
        _endless_loop_in_try_finally([1, "x"], 0, log)
    except TypeError:
        out.append("raised")
    return out, log


async def _endless_async_loop_in_try_finally(items, log):
    async def drain():
        log.append("drain")

    total = 0
    try:
        while True:
            read = items.pop() if items else 0
            if not read:
                return total
            await drain()
            total += read
    finally:
        if total:
            log.append(total)
        await drain()


async def endless_async_loop_in_try_finally():
    log = []
    return await _endless_async_loop_in_try_finally([1, 2], log), await _endless_async_loop_in_try_finally([], log), log


def _endless_loop_in_try_finally_after_handlers(items, log):
    # asyncio.proactor_events.BaseProactorEventLoop._sock_sendfile_native
    try:
        first = items[0]
    except IndexError:
        raise ValueError("empty")
    try:
        size = len(items) // first
    except ZeroDivisionError:
        raise ValueError("zero")
    total = 0
    try:
        while True:
            if total >= size:
                return total
            total += items.pop()
    finally:
        if total > 0:
            log.append(total)


def endless_loop_in_try_finally_after_handlers():
    log = []
    out = [_endless_loop_in_try_finally_after_handlers([2, 1, 1, 1], log)]
    for items in ([], [0, 1]):
        try:
            _endless_loop_in_try_finally_after_handlers(items, log)
        except ValueError as e:
            out.append(str(e))
    return out, log


# Exception shape (3.11+ exception table) found in the stdlib sweep.

def _else_ends_in_try_finally(entries, log):
    # 3.11: the if body ends with a try whose else ends with a nested
    # try/finally; that statement's handlers, laid out last, end the branch,
    # its jump before them is the way over the else.
    for entry in entries:
        if entry:
            try:
                fd = 10 // entry
            except ZeroDivisionError:
                log.append("zero")
            else:
                try:
                    log.append(fd)
                finally:
                    log.append("closed")
        else:
            log.append("none")
    return log


def else_ends_in_try_finally():
    return _else_ends_in_try_finally([1, 0, 5, None, 2], [])


def _finally_if_loop(items, completed, log):
    # 3.10: the loop in the finally body's if exits to its own copy of the
    # closing re-raise, after the if's.
    try:
        for item in items:
            log.append(item)
        completed = True
    finally:
        if not completed:
            for item in log:
                log.append(-item)
    return log


def finally_if_loop():
    return _finally_if_loop([1, 2], False, []), _finally_if_loop([3], True, [])


# try-statement boundaries and finally copies (3.11+ stdlib shape).

class _Target:
    def __init__(self, has_close):
        if has_close:
            self.close = lambda: "closed"


def _else_return_in_finally(target, log):
    # xml.etree.ElementTree.XMLParser.close: `else: return value` whose
    # value waits through the finally body's copy; an earlier statement's
    # handlers (3.12+) lie between that return and this statement's.
    try:
        log.append("parse")
    except ValueError as v:
        log.append(v)
    try:
        close_handler = target.close
    except AttributeError:
        pass
    else:
        return close_handler()
    finally:
        log.append("finally")


def else_return_in_finally():
    out = []
    for has_close in (True, False):
        log = []
        out.append((_else_return_in_finally(_Target(has_close), log), log))
    return out


# Control-flow shape of 3.11-3.13 (exit blocks copied into loop and clause
# bodies, jumps out of nested statements) that failed to round-trip.

def try_else_if_exit_copies():
    # 3.12: in a try/except/else/finally, the else's if ends in a copy of
    # the finally body and the return; a test inside it jumps to another
    # copy of that exit.
    out = []

    def run(a, c, result):
        try:
            value = {"k": result}["k"]
        except KeyError:
            raise
        else:
            if a:
                if c:
                    out.append(("c", value))
            elif value:
                out.append(("v", value))
        finally:
            out.append("fin")

    for a in (0, 1):
        for c in (0, 1):
            for result in (0, 2):
                run(a, c, result)
    return out


def try_for_return_branchy_finally():
    # 3.12+: `return` from a for loop in a try whose finally body has a
    # branch (its copy before the return has two RETURNs).
    log = []

    def what(tests, f):
        try:
            for tf in tests:
                res = tf(f)
                if res:
                    return res
        finally:
            if f:
                log.append("close")
        return None

    return what([lambda f: 0, lambda f: f * 2], 3), what([lambda f: 0], 0), log


def try_return_finally_if_import():
    # 3.11: the finally body's if ends in a store that falls into the
    # re-raise; the copy before the return ends in two RETURNs.
    log = []

    def run(clear):
        try:
            return len(log)
        finally:
            log.append(clear)
            if clear:
                import builtins
                log.append(builtins.__name__)

    return run(0), run(1), log


def try_finally_branch_returns():
    # 3.11: the normal-exit copy of a finally body that may return ends in
    # a jump over the handler to the code after the statement.
    log = []

    def recv(err):
        try:
            try:
                log.append("read")
            finally:
                code = err
                if code == 0:
                    return "done"
                elif code == 2:
                    return "more"
        except OSError as e:
            if e.errno:
                raise EOFError
            else:
                raise
        raise RuntimeError("shouldn't get here")

    out = [recv(0), recv(2)]
    try:
        recv(1)
    except RuntimeError as e:
        out.append(str(e))
    return out, log


# 3.10 control-flow shape (copied exits without a line number: the RERAISE
# ending a finally body, `return None`, the return after an inline finally
# copy) that failed to round-trip.

def finally_if(log=None):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        if log:
            log.append(2)


def finally_if_then_return():
    log = []
    try:
        log.append(1)
    finally:
        if log:
            log.append(2)
    return log


def finally_if_return_in_loop(items=(0, 3, 4)):
    f = None
    try:
        if items:
            f = []
        for x in items:
            if x:
                return x
    finally:
        if f is not None:
            f.append(1)
    return None


def finally_if_return_implicit(items=(0, 0)):
    f = []
    try:
        for x in items:
            if x:
                return x
    finally:
        if f:
            f.append(1)


def finally_if_else(log=None, flag=False):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        if flag:
            log.append(2)
        else:
            log.append(3)


def finally_elif(log=None, a=0, b=1):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        if a:
            log.append(2)
        elif b:
            log.append(3)


def finally_nested_ifs(log=None, a=1, b=0):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        if a:
            if b:
                log.append(2)
        else:
            log.append(3)


def finally_return_value_if_else(flag=1):
    log = []
    try:
        if flag:
            return len(log) + 5
        log.append(1)
    finally:
        if flag:
            log.append(2)
        else:
            log.append(3)



# 3.11-3.13 (corpus mismatch of finally_return_value_if_else): a return
# value waits on the stack while the copy of a finally body holding an if
# runs; the compiler copies the RETURN_VALUE to the end of each branch of
# the copy. The value was put in a temporary before the branch (`__temp =
# ...; return __temp`): it stays on the stack, each branch returns it.
def case_return_value_through_branchy_finally():
    def no_else(flag, log):
        try:
            if flag:
                return len(log) + 5
            log.append(1)
        finally:
            if flag:
                log.append(2)

    def in_loop(flag, log):
        for x in log:
            try:
                if x:
                    return x + 1
            finally:
                if flag:
                    log.append(2)
                else:
                    log.append(3)
        return 0

    out = []
    for flag in (0, 1):
        for f in (no_else, in_loop):
            log = [0, 1]
            out.append((f(flag, log), log))
    return out

# Minimal sample of a decompiler bug.

def case_return_in_try_with_stores_in_finally():
    # 3.11+: the finally copy's stores run while the returned value waits
    class Box:
        bias = 5

    def calibrate(box):
        saved = box.bias
        box.bias = 0
        try:
            return box.bias + 1
        finally:
            box.bias = saved

    b = Box()
    return calibrate(b), b.bias


# 3.8/3.9 bug.

class _Flag:
    quitting = False


def _return_in_try_finally_store(value):
    # 3.9 copies the finally body between the returned value and RETURN;
    # its store is no multiple assignment.
    flag = _Flag()
    try:
        return int(value), flag
    except ValueError:
        pass
    finally:
        flag.quitting = True


def case_return_in_try_finally_store():
    got, flag = _return_in_try_finally_store("3")
    return got, flag.quitting, _return_in_try_finally_store("x")


def _return_in_loop_in_try_finally(tests, closed):
    # 3.9 copies the finally body before a `return` inside a loop too.
    f = None
    try:
        f = []
        for tf in tests:
            res = tf * 2
            if res > 2:
                return res, closed
    finally:
        if f is not None:
            closed.append(len(f))
    return None


def case_return_in_loop_in_try_finally():
    return _return_in_loop_in_try_finally([1, 2], []), _return_in_loop_in_try_finally([1], [])


# 3.8/3.9/3.10 (block-stack) shape that raised DecompilationError: a minimal
# sample of a stdlib unit.

def finally_returns_value_or_constant():
    # `return value` in the handler copy rotates the value under the
    # exception (multiprocessing PipeConnection._recv_bytes).
    def f(x, fail):
        try:
            if fail:
                raise ValueError(x)
        except TypeError:
            x = -1
        finally:
            n = x * 2
            if n == 2:
                return str(n)

    def g(x, fail):
        try:
            if fail:
                raise ValueError(x)
        finally:
            if x:
                return 1

    out = []
    for fail in (False, True):
        for x in (0, 1, 2):
            for fn in (f, g):
                try:
                    out.append(fn(x, fail))
                except ValueError as e:
                    out.append(repr(e))
    return out


def finally_body_ends_in_raise():
    # 3.8/3.9: the finally body's closing END_FINALLY/RERAISE is unreachable
    # after its bare `raise` (asyncio Server.serve_forever).
    class S:
        def __init__(self):
            self.log = []

        def fail(self, exc):
            raise exc

        def run(self, exc):
            try:
                self.fail(exc)
            except KeyError:
                try:
                    self.log.append("close")
                finally:
                    raise
            finally:
                self.log.append("done")

    out = []
    for exc in (KeyError, ValueError):
        s = S()
        try:
            s.run(exc)
        except Exception as e:
            out.append(type(e).__name__)
        out.append(s.log)
    return out


def try_finally_branches_fall_off_function_end():
    # 3.10: each branch of the try body gets its own `POP_BLOCK; finally
    # copy; return None`, the copies with the finally body's line: they are
    # the function's implicit exit, not `return None` written in the body
    # (logging.config DictConfigurator.configure).
    def f(x, log):
        log.append(0)
        try:
            if x:
                for i in range(2):
                    log.append(i)
            elif x is None:
                try:
                    log.append(int("z"))
                except ValueError as e:
                    raise KeyError(x) from e
        finally:
            log.append("fin")

    out = []
    for x in (1, 0, None):
        log = []
        try:
            out.append(f(x, log))
        except KeyError as e:
            out.append(repr(e))
        out.append(log)
    return out


def try_finally_else_falls_off_function_end():
    # 3.10: the if/else ending the try body, the else's fall off copied as
    # `return None` with the finally body's line (tkinter.dnd finish).
    def finish(target, commit, log):
        try:
            log.append("start")
            if target is not None:
                if commit:
                    log.append("commit")
                else:
                    log.append("leave")
        finally:
            log.append("end")

    out = []
    for target, commit in ((None, 0), (1, 0), (1, 1)):
        log = []
        out.append((finish(target, commit, log), log))
    return out


# 3.11-3.13 shape found in the stdlib sweep (the shape is nested in the case
# so that its decompiled code is what runs).

def case_nested_try_body_if_else_in_try_finally():
    class Spec:
        def __init__(self, loader, sub):
            self.loader, self.sub, self.flag, self.log = loader, sub, None, []

    class Loader:
        def __init__(self, fail):
            self.fail = fail

        def exec_module(self, log):
            if self.fail:
                raise KeyError("exec")
            log.append("exec")

    def run(spec):
        spec.flag = True
        try:
            spec.log.append("start")
            try:
                if spec.loader is None:
                    if spec.sub is None:
                        raise ImportError("missing loader")
                else:
                    spec.loader.exec_module(spec.log)
            except:
                try:
                    spec.log.remove("start")
                except ValueError:
                    pass
                raise
            spec.log.append("done")
        finally:
            spec.flag = False
        return spec.log

    out = []
    for spec in (Spec(None, 1), Spec(None, None), Spec(Loader(0), None), Spec(Loader(1), None)):
        try:
            out.append(run(spec))
        except (ImportError, KeyError) as exc:
            out.append((type(exc).__name__, spec.log, spec.flag))
    return out


def case_return_through_finally_that_stores():
    class Obj:
        x = 5

    def clears(self, kwargs):
        try:
            if kwargs:
                return self
            kwargs = 1
        finally:
            self = None

    def chained(self, kwargs):
        try:
            if kwargs:
                return self
        finally:
            self = kwargs = None

    def unpacks(self, kwargs):
        try:
            if kwargs:
                return self.x
        finally:
            a, b = self, kwargs
            self = None

    o = Obj()
    out = []
    for fn in (clears, chained, unpacks):
        out.append([fn(o, 1) is o or fn(o, 1), fn(o, 0)])
    return out


def case_return_through_nested_finally_that_stores():
    # Was read as `self, a = None, 1; return self` (returned None).
    # 3.12/3.13: refused ("code after the try statement copied into its
    # body": the outer finally body's copy and the return after the inner
    # one's were taken for code after the inner statement).
    def nested(self, k):
        try:
            try:
                if k:
                    return self
            finally:
                a = 1
        finally:
            self = None

    return [nested("me", 1), nested("me", 0)]


def case_finally_body_returns_value():
    class Ov:
        def __init__(self, err):
            self.err = err

        def result(self):
            return 3, self.err

    def run(ov, fail):
        try:
            if fail:
                raise ValueError("x")
        finally:
            nread, err = ov.result()
            if err == 0:
                return nread
            elif err == 5:
                return [nread, err]
        return "after"

    out = []
    for err in (0, 5, 7):
        for fail in (0, 1):
            try:
                out.append(run(Ov(err), fail))
            except ValueError as exc:
                out.append(str(exc))
    return out


# `try: return <constant>` with a finally (3.11+: the body protects
# nothing, the finally's handler is reached by nothing; refused until issue
# 19; a held-out decompiler test set), also with unreachable code after the
# statement and a finally that returns.
def case_try_return_constant_finally_pass():
    try:
        return 4
    finally:
        pass
    return 2


def case_try_return_constant_finally_returns():
    try:
        return 3
    finally:
        return 1


def _try_return_constant_finally_call(out):
    try:
        return 5
    finally:
        out.append("finally")


def case_try_return_constant_finally_call():
    out = []
    return _try_return_constant_finally_call(out), out


# 3.11+: a finally body that never finishes (an endless loop): its handler
# copy has no re-raise (dead code, left out). (The nesting corpus,
# `finally: while 1: g(b)`.)
def case_finally_endless_loop():
    def gen(n):
        try:
            yield "body"
        finally:
            while 1:
                n += 1
                yield n

    it = gen(0)
    return [next(it) for _ in range(4)]


# 3.11+: a try body that can raise nothing (`pass`): no row of the
# exception table reaches the finally handler; the statement starts with
# the finally body's normal copy. (The nesting corpus, `while 1: try: pass
# finally: g(1)`.)
def case_try_pass_finally_in_loop():
    log = []

    def f(n):
        while 1:
            try:
                pass
            finally:
                log.append(n)
                n -= 1
            if n < 0:
                return log

    return f(2)


# 3.9/3.10: a finally body that never finishes (`while True:` left only by
# return): its handler copy has no closing RERAISE, and the normal copy
# after the body's POP_BLOCK no jump over the handler ("finally body
# without its end"; nesting corpus, f_try_finally__while_true__nonlocal).

def _finally_loops_until_return(log, items):
    try:
        log.append("body")
    finally:
        while True:
            if items.pop():
                return len(items)


def case_finally_loops_until_return():
    log = []
    return _finally_loops_until_return(log, [1, 0, 0]), log


# 3.10 (the nesting corpus): a finally body whose if returns from inner
# branches and otherwise falls off, before the function's end: the normal
# copy holds the return at each inner branch's end (the handler copy jumps
# to one) and the code after the statement; it was read into the try body
# (the decompiled function ran the finally body twice).
def case_finally_if_returns_from_branches():
    log = []

    def f(a, b, xs):
        try:
            log.append("body")
        finally:
            if not (a and b):
                if a or b:
                    log.append(0)
                elif a in xs:
                    log.append("in")
                else:
                    log.append(3)
                return a
            elif a < b:
                log.append(1)
            log.append(9)

    return [f(1, 0, []), f(0, 0, [0]), f(1, 2, []), f(2, 1, [])], log


# 3.10 (_else_ends_in_try_finally run): the if's branch ends in a try
# statement whose ways out jump back to the loop's head (the jump over the
# else threaded there); read as an if without an else, the else ran after
# the branch.
def case_loop_if_try_else_try_finally():
    log = []

    def f(entries):
        for entry in entries:
            if entry:
                try:
                    fd = 10 // entry
                except ZeroDivisionError:
                    log.append("zero")
                else:
                    try:
                        log.append(fd)
                    finally:
                        log.append("closed")
            else:
                log.append("none")
        return log

    return f([5, 0, None])


# 3.10 (fuzz seed 1 program 502): a try/finally ending an except clause
# at the function's end, its finally body ending in an if: the normal
# copy's ends hold `POP_EXCEPT; return None`, the clause's way out, which
# is not code after the try/finally (read as a `return` after it).
def _try_finally_ends_clause(log, a, b):
    try:
        log.append(1 // a)
    except ZeroDivisionError:
        try:
            log.append("inner")
        finally:
            log.append("finally")
            if a and b:
                log.append(1)


# 3.8/3.9 (nesting corpus, f3_if_elif_else__try_finally__while_true__assign,
# f3_try_finally__while_else__while_true__yield): a finally body ending in
# `while True:` with code after the loop; 3.8/3.9 keep that dead code (a
# return through the finally block) up to the body's end. 3.8 read on into
# it past the body ("POP_FINALLY outside a finally body"), 3.9 too ("stack
# underflow").
def case_finally_endless_loop_then_dead_return():
    def f(xs, log, flag):
        it = iter(xs)
        if flag:
            log.append("flag")
        else:
            try:
                log.append("body")
            finally:
                while True:
                    log.append(next(it))
                return len(log)
        return -1

    out = []
    for flag in (0, 1):
        log = []
        try:
            out.append(f([1, 2], log, flag))
        except StopIteration:
            out.append("stopped")
        out.append(log)
    return out


# 3.11+ (table reading): a try/finally whose body is a try/finally whose
# body always raises: the outer body never finishes, so no normal copy of
# its finally body follows it, only its handler ("finally body not copied
# after the try body"; nesting corpus, f_try_finally__try_finally__raise_from).
def _try_finally_around_raising_try_finally(log, a):
    try:
        try:
            raise ValueError(a)
        finally:
            log.append("inner")
    finally:
        log.append("outer")


def try_finally_around_raising_try_finally():
    log = []
    out = []
    for a in (1, 2):
        try:
            _try_finally_around_raising_try_finally(log, a)
        except ValueError as e:
            out.append(repr(e))
    return out, log


# 3.12+ (the nesting corpus, f3_if_elif__for__try_finally__bare_return):
# `try: return` (nothing protected) whose finally body's code is written
# once more elsewhere in the function: two places repeat the handler's
# copy, so the statement's start was not found ("exception handling shape
# not supported"); the copy keeps the finally body's line.
def case_try_return_finally_code_written_twice():
    log = []

    def f(a, b):
        if a:
            for v in (1, 2):
                try:
                    return
                finally:
                    log.append(1)
                return a
        elif b:
            log.append(1)
        log.append(b)

    return [f(1, 0), f(0, 1), f(0, 0)], log


# 3.12/3.13 (the nesting corpus, f3_async_with__if_elif__try_except_else_finally__return):
# `try: return a` with except clauses and a finally body, as the body of an
# if: the clauses go on to the finally body's normal copy laid out past the
# handlers (cold), the return's copy being followed by the if's own way on;
# the inner try found no end ("cannot find where the try statement ends").
def case_returning_try_except_finally_in_if():
    log = []

    def f(a, b):
        if a:
            try:
                return b[0]
            except IndexError:
                log.append(1)
            finally:
                log.append(3)
            log.append(9)
        return a

    return [f(0, []), f(1, [5]), f(1, [])], log


# 3.12/3.13: `return` in an except clause of a try/finally ending the
# function: the clause's tail (the finally body's copy, `return None`) is
# the same instructions as the statement's normal way out, and was dropped
# as the compiler's copy of it (read `pass`; the self-check refused:
# "would lose 1 call"). The compiler copies exit blocks of at most four
# instructions, or lineless ones (finally_overrides_return.
# _bare_return_in_finally_in_finally, the nesting corpus).
def case_clause_return_through_finally_ending_function():
    log = []

    def f(x):
        try:
            if x:
                raise KeyError(x)
        except KeyError:
            return
        finally:
            log.append(("fin", x))

    return [f(0), f(1)], log


# 3.12/3.13: an if's branch holding try/except/finally whose body returns
# (the nested try/except's body returns through the finally body's copy):
# 3.12+ lays the code after the if out between that return and the
# handlers, and the clause's normal copy of the finally body, after the
# handlers, jumps back to it. The finally's body ended at the return
# ("cannot find where the try statement ends"). Found by tryNewR, while
# reading the nesting corpus's f_if__try_except_else_finally__break.
def case_if_branch_try_returns_through_finally():
    log = []

    def f(a, x):
        if a:
            try:
                log.append(0)
                if x:
                    raise ValueError(x)
                return
            except ValueError:
                log.append(1)
            finally:
                log.append(3)
        log.append(2)

    return [f(0, 0), f(1, 0), f(1, 1)], log


# 3.12/3.13: the same with `try: return` alone (the body can raise
# nothing: no row covers it, normalize gives it one), the return laid out
# before the code after the if rather than right before the handler.
# tryNewR: the clause's normal copy of the finally body was read as code
# after the try/except (g(3) written twice) once the body had its row.
def case_if_branch_bare_return_try_finally():
    log = []

    def f(a):
        if a:
            try:
                return
            except ValueError:
                log.append(1)
            finally:
                log.append(3)
        log.append(2)

    return [f(0), f(1)], log


# 3.12/3.13: WRONG READING (found by tryNewR): try/except/finally in an
# if's branch whose body raises: the except clause's normal copy of the
# finally body, laid out past the handlers and jumping back to the code
# after the if, was read as code after the nested try/except (the
# finally body written, and run, twice on the clause's way).
def case_if_branch_try_raises_clause_through_finally():
    log = []

    def f(a, e):
        if a:
            try:
                log.append(0)
                raise e
            except ValueError:
                log.append(1)
            finally:
                log.append(3)
        log.append(2)

    out = [f(0, ValueError)]
    for e in (ValueError, KeyError):
        try:
            out.append(f(1, e))
        except KeyError:
            out.append("key")
    return out, log


# 3.12/3.13: the same in a generator: the handler 3.12+ wraps a
# generator's body in covers `try: return` too, which hid that no row of
# the try's own covers it. Minimal sample of the nesting corpus'
# nest_if.py::f_if__try_except_else_finally__break (tryNewR).
def case_if_branch_bare_return_try_finally_in_generator():
    log = []

    def f(a):
        yield 1
        if a:
            try:
                return
            except ValueError:
                log.append(1)
            else:
                log.append(2)
            finally:
                log.append(3)
        log.append(4)

    return [list(f(0)), list(f(1))], log


# 3.12/3.13 (corpus mismatch of nesting/nest_try.py::
# f_try_except_else_finally__if__bare_return; refused before in_body): a bare
# `return` through a finally body in an if, the if's end reaching the same
# copy of the finally body and `return None`: the return's copy (after its
# line marker) was taken for the exit itself, the condition read with both
# arms there (`if not (not a or b or not c): pass`).
def case_bare_return_through_finally_in_if():
    def in_else(a, b, c, log):
        try:
            log.append(0)
        except ValueError:
            log.append(1)
        else:
            if a and (b or c):
                return
        finally:
            log.append(3)

    def in_body(a, b, log):
        try:
            log.append(0)
            if a or b:
                return
        finally:
            log.append(3)

    def pass_then_return(a, log):
        try:
            if a:
                pass
                return
        finally:
            log.append(3)

    out = []
    for a in (0, 1):
        for b in (0, 1):
            log = []
            out.append((in_else(a, b, 1 - b, log), in_body(a, b, log), pass_then_return(a, log), log))
    return out
# 3.12/3.13: a try/finally in an except clause, its finally body ending in
# `if a and b:`, then `return constant` after the try/except: each false
# jump of the normal copy reaches a copy of the clause's way out laid out
# past the handlers (3.12; 3.13: the copy in line), where the handler
# copy has a re-raise of its own; the copy was not recognised ("finally
# body not copied after the try body"). Reduced from _try_finally_ends_clause.
def case_finally_ending_in_and_test_in_clause_then_return():
    def f(log, a, b):
        try:
            log.append(1 // a)
        except ZeroDivisionError:
            try:
                log.append("inner")
            finally:
                log.append("finally")
                if a and b:
                    log.append(1)
        return 5

    log = []
    return [f(log, a, b) for a in (0, 1) for b in (0, 1)], log


# 3.12-3.13: a finally body ending in a for loop whose body returns, the
# function's end after it: the normal copy's return is a copy of the code
# after the statement (`return None`) and read as `break`, where the handler
# copy keeps the return ("finally body not copied after the try body").
# Found by the fuzz set (fuzz_2_171, fuzz_3_533 of seeds 2-3).
def case_finally_ending_in_for_that_returns():
    log = []

    def f(xs):
        try:
            log.append(0)
        finally:
            for v in xs:
                log.append(v)
                return

    def in_loop(ys, xs):
        for y in ys:
            try:
                log.append(y)
            finally:
                for v in xs:
                    return
        else:
            log.append(1)
        return 2

    return f([]), f([3, 4]), in_loop([5, 6], []), in_loop([7], [8]), log


# 3.12: a finally body in a loop ending in a for loop whose body is an
# if/else, then `return`: the normal copy reads each return as `break` and
# the if without its else (`if c: X; break`, then Y, `break`)
# ("finally body not copied after the try body"). Found by the fuzz set
# (fuzz_3_20 of seed 3).
def case_finally_ending_in_for_with_if_that_returns():
    log = []

    def f(ys, xs, a):
        for y in ys:
            try:
                log.append(y)
            finally:
                for v in xs:
                    if a:
                        x = 1
                    else:
                        log.append(4)
                    return
        return 0

    return f([1, 2], [], 0), f([3], [5, 6], 0), f([7], [8], 1), log


# 3.10 (fuzz 3.10 seeds 1-3, 13 programs; refused "code after the try
# statement copied where it cannot be moved out"): a short block after a
# try/finally statement is copied behind each copy of the finally body in
# the try body: `x = a` with the implicit `return None`, or a raise. Only
# a lone `return x` was taken for that copy; now the statements before the
# return, or the raise, go with it, and so does the copy of the finally
# body before them.
def case_store_after_try_except_finally():
    def f(log, a):
        try:
            log.append(1 // a)
        except ZeroDivisionError:
            log.append("caught")
        else:
            log.append("else")
        finally:
            log.append("finally")
        x = a

    log = []
    return [f(log, a) for a in (0, 1)], log


def case_raise_after_try_except_finally():
    def f(log, a):
        try:
            log.append(1 // a)
        except ZeroDivisionError:
            log.append("caught")
        finally:
            log.append("finally")
        raise ValueError(a)

    log = []
    out = []
    for a in (0, 1):
        try:
            f(log, a)
        except ValueError as e:
            out.append(e.args)
    return out, log


# 3.8-3.10: `return` ending a finally body of a try statement in an
# `except E as name` clause: the return leaves the name's clean-up block
# (3.8 calls its finally body; 3.9/3.10 clear the name inline after
# POP_EXCEPT), which the finally body's end was not looked for past
# ("finally body without its end"). Found by the fuzz set (fuzz_2_909 of
# seed 2, 3.8/3.9).
def case_finally_return_in_named_clause():
    log = []

    def f(a):
        try:
            log.append(10 // a)
        except ZeroDivisionError as e:
            try:
                log.append(e.args)
            finally:
                return a
        return 2

    return f(0), f(5), log


# 3.12/3.13 (fuzz 3.12/3.13 seed 1 program 765; a refusal this branch
# introduced and fixed before its merge): a finally body holding a
# try/finally whose finally body is `pass`, then more code. The `pass`
# marker lies before that code in the normal copy of the outer finally
# body only: written there as a `pass` of its own, the two copies differed.
def case_mnew11_finally_holding_try_finally_pass():
    log = []

    def f(a):
        try:
            log.append(0)
        finally:
            try:
                log.append(1)
            finally:
                pass
            x = [v for v in a]
            log.append(x)

    f((1, 2))
    return log


# 3.10 (was refused, "stack underflow"): a for loop in a finally body
# whose body ends in `return`, the return's exit block (both loops'
# iterators popped, `return None`) copied into an if's branch: the copy,
# which pops the outer loop's iterator too, is no break out of the inner
# loop whose only copy of the code after it is the break's; the copies
# compared with the statements after each if of a loop's body in its
# branches, and the jump back ending the normal copy is the outer loop
# going round. Siblings of case_finally_ending_in_for_with_if_that_returns.
def case_finally_for_returning_after_if_siblings():
    log = []

    def elif_chain(ys, xs, a):
        for y in ys:
            try:
                log.append(y)
            finally:
                for v in xs:
                    if a > 1:
                        log.append(v)
                    elif a:
                        x = v
                    return
        return 0

    def value(ys, xs, a):
        for y in ys:
            try:
                log.append(10 // y)
            finally:
                for v in xs:
                    if a:
                        log.append(-v)
                    return v
        return -1

    out = []
    for f in (elif_chain, value):
        for args in (([1, 2], [], 0), ([3], [5, 6], 0), ([7], [8], 1), ([0, 4], [9], 2)):
            try:
                out.append(f(*args))
            except ZeroDivisionError:
                out.append("raised")
    return out, log


# 3.10: a try/except/else/finally followed by a bare `raise`, inside a
# try/except/finally: 3.10 copies the raise (the code after the statement)
# behind each copy of the inner finally body; inside the outer finally
# body's try those copies were left in the inner else (`else: g(b); g(3);
# raise`), so on the else path the inner finally body ran twice. Found by
# the behaviour grid over fuzz seed 4 program 793 (3.10).
def case_try_else_finally_then_bare_raise_in_try_finally():
    def run(log, fail):
        def g(v):
            log.append(v)
            if v == fail:
                raise ValueError(v)
        try:
            try:
                g(0)
            except ValueError:
                g(1)
            else:
                g("else")
            finally:
                g(3)
            raise
        except ValueError:
            g("caught")
        finally:
            g("outer finally")

    out = []
    for fail in (None, 0, 1, 3):
        log = []
        try:
            run(log, fail)
        except Exception as e:
            log.append(type(e).__name__)
        out.append(log)
    return out


# 3.10: siblings of the one above (no else, a raise of a value, an if
# ending the try body, an outer try/finally with no clause): each way out
# of the inner statement is a copy of its finally body and the raise.
def case_wr13_raise_after_try_finally_in_try_finally():
    def no_else(log, fail):
        def g(v):
            log.append(v)
            if v == fail:
                raise ValueError(v)
        try:
            try:
                g(0)
            except ValueError:
                g(1)
            finally:
                g(3)
            raise
        finally:
            g("outer finally")

    def raise_value(log, fail):
        def g(v):
            log.append(v)
            if v == fail:
                raise ValueError(v)
            return v
        try:
            try:
                x = g(0)
            except ValueError:
                x = g(1)
            else:
                x = g("else")
            finally:
                g(3)
            raise KeyError(x)
        except ValueError:
            g("caught")
        finally:
            g("outer finally")

    def if_ends_body(log, fail):
        def g(v):
            log.append(v)
            if v == fail:
                raise ValueError(v)
            return v
        try:
            try:
                if g(0) == 0 and fail != 1:
                    g(1)
                else:
                    g(2)
            finally:
                g(3)
            raise
        except RuntimeError:
            g("caught")
        finally:
            g("outer finally")

    def in_loop(log, fail):
        def g(v):
            log.append(v)
            if v == fail:
                raise ValueError(v)
        for v in (0, 1):
            try:
                try:
                    g(v)
                except ValueError:
                    g(1)
                else:
                    g("else")
                finally:
                    g(3)
                raise
            finally:
                g("outer finally")

    out = []
    for f in (no_else, raise_value, if_ends_body, in_loop):
        for fail in (None, 0, 1, 2, 3, "else"):
            log = []
            try:
                f(log, fail)
            except Exception as e:
                log.append(type(e).__name__)
            out.append(log)
    return out


# 3.11-3.13 (fuzz 3.11 seed 2 #65, reduced; mismatch): a try/finally whose
# finally body is `pass` ending the function. The finally's normal copy is
# no code, its line going to the implicit `return None` after it, which
# 3.11 copies onto the body's end, 3.12+ lays right after it: that return
# has a line of its own, read as a written `return None` (laid out after
# a line marker for the `pass`, behind the handlers on 3.11).
def _mnew14_try_finally_pass(a, log):
    try:
        log.append(6 // a)
    finally:
        pass


def _mnew14_nested_try_finally_pass(a, log):
    try:
        log.append(a)
    finally:
        try:
            log.append(6 // a)
        finally:
            pass


def case_mnew14_try_finally_pass_ending_function():
    log = []
    out = [_mnew14_try_finally_pass(2, log), _mnew14_nested_try_finally_pass(3, log)]
    for f in (_mnew14_try_finally_pass, _mnew14_nested_try_finally_pass):
        try:
            f(0, log)
        except ZeroDivisionError:
            out.append("raised")
    return out, log


# 3.11-3.13 (new15, from the fuzz set's refusals "cannot find where the try
# statement ends", seed 3 #710, minimised): `return value` in a try/finally
# that is an except clause's body, under a finally: the value leaves the
# inner finally body's copy, then the clause's handler (`SWAP 2;
# POP_EXCEPT`), then the outer finally body's copy, then returns; read as
# the inner statement's return (it was left on the stack: "stack
# underflow"). Siblings for the behaviour grid (`g` is the grid's helper,
# any call may raise): named clause, the finally bodies computing a count
# or a condition, a for loop around, a second clause, the value an
# expression.
def _n15rc_return_in_try_finally_in_clause_under_finally(a, b):
    try:
        g(0)
    except ValueError:
        try:
            return a
        finally:
            g(3)
    finally:
        g(4)


def _n15rc_named_clause_counts(a, b):
    n = 0
    try:
        n = g(a)
    except (ValueError, TypeError) as e:
        try:
            n += 1
            return g(n) or b
        finally:
            n += 10
            g(n)
    finally:
        n += 100
        g(n if b else -n)
    return n


def _n15rc_if_in_both_finally_bodies(a, b):
    try:
        g(a)
    except KeyError:
        g("k")
    except ValueError:
        try:
            return [a, b]
        finally:
            if a:
                g("inner")
    finally:
        if b:
            g("outer")
        else:
            g(None)
    return "after"


def _n15rc_in_for(a, xs):
    for v in xs:
        try:
            g(v)
        except ValueError:
            try:
                return v
            finally:
                g(a)
        finally:
            g(-1)
    return None


def _n15rc_try_except_around(a, b):
    try:
        try:
            g(0)
        except ValueError:
            try:
                return a + 1
            finally:
                g(b)
        finally:
            g(4)
    except TypeError:
        return b


# 3.11-3.13 (new15, the try/except sibling of the shape above): `return
# value` in a try/except that is an except clause's body, under a finally:
# the value leaves the clause's handler (`SWAP 2; POP_EXCEPT`), then the
# finally body's copy, then returns, all between the inner body and its
# handler ("stack underflow"). Siblings: a named clause, the finally body
# computing, a for loop around, two inner clauses, the value an expression.
def _n15rc_try_except_returning_in_clause(a, b):
    try:
        g(0)
    except ValueError:
        try:
            return a
        except ValueError:
            g(1)
    finally:
        g(4)


def _n15rc_try_except_returning_named_counts(a, b):
    n = 0
    try:
        n = g(a)
    except (KeyError, ValueError) as e:
        try:
            return g(n + 1) or b
        except KeyError:
            n += 10
        except ValueError as f:
            n -= 10
    finally:
        n += 100
        g(n)
    return n


def _n15rc_try_except_returning_in_for(a, xs):
    for v in xs:
        try:
            g(v)
        except ValueError:
            try:
                return [v, a]
            except TypeError:
                g(a)
        finally:
            if a:
                g(-1)
    return None


# 3.10 (o16): a loop around a try/finally whose finally body is a for loop
# with an if/else then `return`: the normal copy gets the return copied
# into the if's branch and is read with a `break` and a for-else
# `continue` (runs the same) where the handler copy reads the return;
# the normal exit was not found and the statement refused ("a copy of the
# finally body left in the try body").
def o16_case_loop_finally_for_if_else_then_return():
    log = []

    def f(ys, xs, a):
        for y in ys:
            try:
                log.append(10 // y)
            finally:
                for v in xs:
                    if a:
                        log.append(v)
                    else:
                        log.append(-v)
                    return
        return 0

    out = [f([1, 2], [], 0), f([3], [5, 6], 0), f([7], [8], 1)]
    try:
        f([0], [9], 1)
    except ZeroDivisionError:
        out.append("zde")
    return out, log


# 3.11: a loop around a try/finally whose finally body ends in a loop that
# returns: the loop's exit falls into the outer loop's jump back, right
# before the handler, on that loop's line, read as a written `continue`
# after the statement (runs the same; bytecode differs). Sibling of
# case_finally_ending_in_for_that_returns, with a while loop.
def y17_case_finally_ending_in_while_that_returns():
    log = []

    def f(ys, xs):
        for y in ys:
            try:
                log.append(y)
            finally:
                while xs:
                    log.append(xs.pop())
                    return xs
        return 2

    return f([1, 2], []), f([3], [5, 6]), log
# 3.10 (a wrong reading; `_n15rc_if_in_both_finally_bodies` refused): a
# `return v` in a try/finally inside an except clause (or the body) of a
# try/finally whose finally body is an if/else. 3.10 copies the return onto
# both ends of the outer copy's branches (`if b: A; return v` then `B;
# return v`), which the inner statement did not take for the copies of the
# finally bodies the return runs: its own copy was left in its body, read
# before the return (the inner finally body ran twice, the first time
# before the value was computed).
def case_o17_return_through_nested_finally_if_else():
    def in_clause(a, b, log):
        try:
            log.append(10 // a)
        except ZeroDivisionError:
            try:
                return [a, b, len(log)]
            finally:
                log.append("inner")
        finally:
            if b:
                log.append("outer")
            else:
                log.append(None)
        return "after"

    def in_body(a, b, log):
        try:
            try:
                return [a, b, len(log)]
            finally:
                if a:
                    log.append("inner")
        finally:
            if b:
                log.append("outer")
            else:
                log.append(None)

    out = []
    for a in (0, 1):
        for b in (0, 1):
            log = []
            out.append((in_clause(a, b, log), in_body(a, b, log), log))
    return out


# 3.11-3.13 (refused: "value left on the stack by the try body", "finally
# return shape"; helper try18): `return v` through a try/finally whose
# finally body ends in an if (`if a: g()`) inside another try/finally. The
# inner finally body's normal copy, on the return's way out, has no jump
# where its handler copy re-raises: its branch falls into the enclosing
# finally body's copy (in the try body, or past the except clause's
# `SWAP 2; POP_EXCEPT`), which returns; the copy, proved by its paths, is
# now taken as the inner one's, the return read after it (the siblings of
# case_o17_return_through_nested_finally_if_else and
# _n15rc_if_in_both_finally_bodies).
def case_o18_return_through_finally_if_into_enclosing_copy():
    def plain_outer(a, b, log):
        try:
            try:
                return [a, b, len(log)]
            finally:
                if a:
                    log.append("inner")
        finally:
            log.append(None)

    def if_outer(a, b, log):
        try:
            try:
                return [a, b, len(log)]
            finally:
                if a:
                    log.append("inner")
        finally:
            if b:
                log.append("outer")

    def in_clause(a, b, log):
        try:
            log.append(10 // a)
        except ZeroDivisionError:
            try:
                return [a, b, len(log)]
            finally:
                if b:
                    log.append("inner")
        finally:
            log.append(None)
        return "after"

    def in_for(a, b, log):
        for x in (a, b):
            try:
                try:
                    return [x, len(log)]
                finally:
                    if a:
                        log.append("inner")
            finally:
                log.append(b)
        return 0

    def return_in_if(a, b, log):
        try:
            try:
                if b:
                    return a
                log.append(3)
            finally:
                if a:
                    log.append("inner")
        finally:
            log.append(b)
        return 7

    out = []
    for a in (0, 1):
        for b in (0, 1):
            for f in (plain_outer, if_outer, in_clause, in_for, return_in_if):
                log = []
                out.append((f(a, b, log), log))
    return out


# 3.10 (helper refuse21b): the sample above was refused there ("a copy of
# the finally body left in the try body"): the return and the enclosing
# finally body's copy are copied into both branches of the inner finally
# body's if; found with the statements both branches end in after the if
# (`_hoisted_copy_before`). Siblings: an enclosing finally body of two
# statements, work before the if.
def case_r21b_return_through_finally_if_into_two_statement_copy():
    def outer_two(a, b, log):
        try:
            try:
                return [a, b, len(log)]
            finally:
                if a:
                    log.append("inner")
        finally:
            log.append(None)
            log.append(b)

    def work_first(a, b, log):
        try:
            try:
                return [a, b, len(log)]
            finally:
                log.append(0)
                if a:
                    log.append("inner")
        finally:
            log.append(None)

    out = []
    for a in (0, 1):
        for b in (0, 1):
            for f in (outer_two, work_first):
                log = []
                out.append((f(a, b, log), log))
    return out
