"""try/finally whose finally body holds a try statement (3.11+ copies it,
handlers and all, onto each way out of the try body).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# 3.10 shape that raised DecompilationError: a minimal sample of a stdlib
# unit.

def _restore(a, b, log):
    try:
        log.append("loop")
    finally:
        # 3.10: the handler's copy of this if jumps to two copies of the
        # finally body's closing re-raise.
        if a and b:
            try:
                log.append(len(log) // a)
            except ZeroDivisionError:
                pass
    return log


def finally_and_test_to_copied_reraises():
    return [_restore(a, b, []) for a in (0, 1) for b in (0, 1)]


def _read_closing(x, log):
    try:
        try:
            proc = 10 // x
        except ZeroDivisionError:
            return None
        trace = proc
    finally:
        # 3.10: the normal exit's copy of this try statement leaves by jumps
        # to the code after the outer statement (no jump at its end).
        try:
            log.append(10 // (x - 1))
        except ZeroDivisionError:
            pass
    if not trace:
        return None
    return trace, log


def finally_ends_in_try_statement():
    return [_read_closing(x, []) for x in (0, 1, 2, 20)]


# Exception-table shape (3.11+) found in the stdlib sweep.

def _log_or_raise(log, what, fail):
    log.append(what)
    if fail:
        raise OSError(what)


def _finally_holds_try(log, fail):
    try:
        _log_or_raise(log, "a", False)
    finally:
        log.append("b")
        try:
            _log_or_raise(log, "c", fail)
        except OSError:
            log.append("caught")


def case_finally_holds_try():
    log = []
    _finally_holds_try(log, False)
    _finally_holds_try(log, True)
    return log


def _finally_holds_try_then_return(log, fail):
    try:
        _log_or_raise(log, "a", False)
    finally:
        try:
            _log_or_raise(log, "c", fail)
        except OSError:
            pass
    return 5


def case_finally_holds_try_then_return():
    log = []
    return _finally_holds_try_then_return(log, False), _finally_holds_try_then_return(log, True), log


def _finally_holds_try_finally(log):
    try:
        _log_or_raise(log, "a", False)
    finally:
        try:
            _log_or_raise(log, "c", False)
        finally:
            log.append("d")


def case_finally_holds_try_finally():
    log = []
    _finally_holds_try_finally(log)
    return log


def _return_in_finally_try(log, fail):
    try:
        return len(log)
    finally:
        try:
            _log_or_raise(log, "c", fail)
        except OSError:
            pass


def case_return_in_finally_try():
    log = []
    return _return_in_finally_try(log, False), _return_in_finally_try(log, True), log


def _finally_try_in_loop(log, xs):
    for x in xs:
        try:
            log.append(x)
        finally:
            try:
                _log_or_raise(log, "c", x)
            except OSError:
                pass


def case_finally_try_in_loop():
    log = []
    _finally_try_in_loop(log, [0, 1, 0])
    return log


def _except_then_finally_try(log, fail):
    try:
        _log_or_raise(log, "a", fail)
    except OSError:
        log.append("e")
    finally:
        try:
            _log_or_raise(log, "c", not fail)
        except OSError:
            pass


def case_except_then_finally_try():
    log = []
    _except_then_finally_try(log, False)
    _except_then_finally_try(log, True)
    return log


def _finally_if_try_finally(log, sock):
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


def case_finally_if_try_finally():
    log = []
    _finally_if_try_finally(log, None)
    _finally_if_try_finally(log, 0)
    _finally_if_try_finally(log, 1)
    return log


# Exception shape (3.11+ exception table) found in the stdlib sweep.

def _return_through_finally_holding_try(log, fail):
    got = False
    try:
        got = len(log) < 10
        return got
    finally:
        log.append("finally")
        if got:
            try:
                if fail:
                    raise ValueError
                log.append("tried")
            except ValueError:
                pass


def return_through_finally_holding_try():
    log = []
    return _return_through_finally_holding_try(log, False), _return_through_finally_holding_try(log, True), log


class _Closer:
    def __init__(self, delete, windows, fail):
        self.log = []
        self.delete = delete
        self.windows = windows
        self.fail = fail
        self.cleanup_called = False

    def unlink(self):
        self.log.append("unlink")
        if self.fail:
            raise FileNotFoundError

    def cleanup(self, close=True):
        if not self.cleanup_called:
            self.cleanup_called = True
            try:
                if close:
                    self.log.append("close")
            finally:
                if self.delete and not (self.windows and close):
                    try:
                        self.unlink()
                    except FileNotFoundError:
                        pass


def finally_condition_over_nested_try():
    out = []
    for args in [(True, False, False), (True, True, True), (False, False, False), (True, False, True)]:
        c = _Closer(*args)
        c.cleanup()
        c.cleanup()
        out.append(c.log)
    return out


def _return_after_nested_try_through_finally(name, mods, table):
    mods.append(name)
    try:
        parent_name = name.rpartition(".")[0]
        if parent_name:
            try:
                parent = table[parent_name]
            except KeyError:
                raise ImportError(name) from None
            else:
                path = parent + "/"
        else:
            path = None
        return path
    finally:
        try:
            mods.remove(name)
        except ValueError:
            pass


def return_after_nested_try_through_finally():
    mods = []
    out = [_return_after_nested_try_through_finally("a.b", mods, {"a": "A"}), _return_after_nested_try_through_finally("c", mods, {})]
    try:
        _return_after_nested_try_through_finally("x.y", mods, {})
    except ImportError as e:
        out.append(str(e))
    return out, mods


# Exception shape (3.11+ exception table) found in the stdlib sweep.

def _try_in_finally_after_clause(fail, closing, log):
    # 3.12+: the finally body's normal copy holds a try whose handlers come
    # after the clause's handlers; both are passed over.
    try:
        if fail:
            raise SystemExit
        log.append("run")
    except SystemExit:
        log.append("exit")
    finally:
        if not closing:
            try:
                log.append(1 // len(log))
            except ZeroDivisionError:
                pass
    return log


def try_in_finally_after_clause():
    return [_try_in_finally_after_clause(f, c, []) for f in (0, 1) for c in (0, 1)]


def _finally_if_and_try(first, second, log):
    # 3.10: each way out of the `and` reaches its own copy of the finally
    # body's closing re-raise, in a row at the end.
    try:
        log.append("body")
    finally:
        if first and second:
            try:
                log.append(1 // len(log))
            except ZeroDivisionError:
                pass
    return log


def finally_if_and_try():
    return [_finally_if_and_try(a, b, []) for a in (0, 1) for b in (0, 1)]


# try-statement boundaries and finally copies (3.11+ stdlib shape).

class _Proc:
    def __init__(self, log, stdin, secs):
        self.log, self.stdin, self.secs = log, stdin, secs

    def _wait(self, timeout):
        self.log.append(1 // (timeout - 1))

    def exit(self, kind):
        # subprocess.Popen.__exit__: the finally body returns in a branch
        # (`x = 0; return`, copied on each way in by the handler copy and,
        # 3.12+, by the normal copy's inner branch, shared with the code
        # after the statement there).
        try:
            if self.stdin:
                self.log.append("close")
        finally:
            if kind == 1:
                if self.secs > 0:
                    try:
                        self._wait(timeout=self.secs)
                    except ZeroDivisionError:
                        pass
                self.secs = 0
                return
            self.log.append("wait")


def finally_returns_in_a_branch():
    out = []
    for stdin in (0, 1):
        for kind in (0, 1):
            for secs in (0, 1, 2):
                p = _Proc([], stdin, secs)
                out.append((p.exit(kind), p.secs, p.log))
    return out


class _Input:
    def __init__(self, log, backup):
        self.log, self.backup, self.isstdin = log, backup, True

    def nextfile(self, output, file):
        # fileinput.FileInput.nextfile: the code ending the inner finally
        # body (`self.isstdin = False`) is copied, with the re-raise, into
        # each branch of its handler copy (3.12+), but not of the normal one.
        try:
            if output:
                self.log.append("close output")
        finally:
            try:
                if file:
                    self.log.append("close file")
            finally:
                if self.backup and file:
                    try:
                        self.log.append(1 // (self.backup - 1))
                    except ZeroDivisionError:
                        pass
                self.isstdin = False


def finally_ends_in_copied_code():
    out = []
    for output in (0, 1):
        for file in (0, 1):
            for backup in (0, 1, 2):
                f = _Input([], backup)
                out.append((f.nextfile(output, file), f.isstdin, f.log))
    return out


# 3.10 control-flow shape (copied exits without a line number: the RERAISE
# ending a finally body, `return None`, the return after an inline finally
# copy) that failed to round-trip.

def finally_try_except(log=None):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        try:
            log.append({}["k"])
        except KeyError:
            log.append(2)
    return log


def finally_try_finally_implicit(log=None):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        try:
            log.append(2)
        finally:
            log.append(3)


def finally_if_in_try_finally(log=None):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        try:
            if log:
                log.append(2)
        finally:
            log.append(3)


def finally_if_try_else(log=None, flag=True):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        if flag:
            try:
                log.append(2)
            except KeyError:
                log.append(3)
        else:
            log.append(4)


def finally_try_then_code():
    log = []
    try:
        log.append(1)
    finally:
        try:
            log.append(2)
        except KeyError:
            pass
        log.append(3)
    return log


def finally_try_two_clauses():
    log = []
    try:
        log.append(1)
    finally:
        try:
            log.append(int("x"))
        except KeyError:
            log.append(2)
        except ValueError:
            pass
        log.append(3)
    return log


def finally_try_if_else(log=None, flag=0):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        try:
            if flag:
                log.append(2)
            else:
                log.append(3)
        except KeyError:
            pass


# A try/finally whose finally body is itself a try statement, with a way out
# of the try body (3.11+ copies the finally body, handlers and all, onto
# each way out); and loops left through such a finally.

class _Temp:
    def __init__(self, log, fail):
        self.log = log
        self.fail = fail

    def close(self):
        self.log.append("close")
        if self.fail:
            raise FileNotFoundError("gone")


def _run(log, x):
    log.append(("run", x))
    if x == "os":
        raise OSError(x)
    if x == "val":
        raise ValueError(x)
    return x


def finally_try_return_in_clause():
    # ctypes.util._findLib_gcc: `return None` in an except clause of the
    # body runs the finally body's copy (its own handlers) in that clause.
    out = []
    for x in ("ok", "os", "val"):
        for fail in (False, True):
            log = []
            temp = _Temp(log, fail)

            def f():
                try:
                    log.append("body")
                    try:
                        r = _run(log, x)
                    except OSError:
                        return None
                finally:
                    try:
                        temp.close()
                    except FileNotFoundError:
                        log.append("missing")
                return r

            try:
                out.append((f(), log))
            except ValueError as e:
                out.append(("raised", str(e), log))
    return out


def finally_try_return_in_branch():
    # The copy (with its handlers) before a `return None` in an if branch.
    out = []
    for flag in (0, 1):
        for fail in (False, True):
            log = []
            temp = _Temp(log, fail)

            def f():
                try:
                    if flag:
                        return None
                    log.append("on")
                finally:
                    try:
                        temp.close()
                    except FileNotFoundError:
                        pass
                return log

            out.append((f(), list(log)))
    return out


def finally_try_return_value():
    # A return that may raise stays behind the copy. 3.10: the return in an
    # if's body, its value computed before the finally body's copy (a try
    # statement, the RETURN_VALUE copied into each of its ways out), was
    # looked for at the end of the try body only ("return value computed
    # before a finally body copy"). 3.12/3.13: the same refusal; the value
    # waits on the stack through the copy, the return copied to each end
    # of its try statement, and was taken for one computed at each end.
    out = []
    for fail in (False, True):
        log = []
        temp = _Temp(log, fail)

        def f():
            try:
                if log is not None:
                    return len(log)
            finally:
                try:
                    temp.close()
                except FileNotFoundError:
                    log.append("missing")
            return -1

        out.append((f(), log))
    return out


# 3.8/3.9/3.10 (block-stack) shape that raised DecompilationError: a minimal
# sample of a stdlib unit.

def finally_returns_in_branch():
    # The finally body's `return` pops the exception and the handler in its
    # handler copy (subprocess.Popen.__exit__).
    class P:
        def __init__(self, fail):
            self.fail = fail
            self.log = []

        def wait(self):
            self.log.append("wait")

        def run(self, kind):
            try:
                if self.fail:
                    raise KeyError(kind)
            finally:
                if kind == 2:
                    try:
                        self.log.append(int("x" if self.fail else "1"))
                    except ValueError:
                        pass
                    self.log.append("two")
                    return
                self.wait()

    out = []
    for fail in (False, True):
        for kind in (1, 2):
            p = P(fail)
            try:
                out.append(p.run(kind))
            except KeyError as e:
                out.append(repr(e))
            out.append(p.log)
    return out


def return_value_then_finally_with_loop_or_try():
    # 3.9: `return v` in the try body, the finally body's copy holding a
    # loop (a dead copy of it follows the return: synchronize.Condition.wait)
    # or a try (the return is copied into its branches: importlib.reload).
    log = []

    def with_loop(n):
        try:
            return len(log)
        finally:
            log.append("release")
            for i in range(n):
                log.append(i)

    def with_try(d, key):
        try:
            log.append("body")
            return d.get(key, "none")
        finally:
            try:
                del d[key]
            except KeyError:
                log.append("missing")

    d = {"a": 1}
    return with_loop(2), with_try(d, "a"), with_try(d, "a"), log


def _log_or_raise_by_code(log, what, sock):
    if sock:
        raise OSError("x" if sock == 1 else "y")
    log.append(what)


# 3.10 (the blocks readers; moved from _open/finally_shapes.py: the
# decompiled function ran differently; _finally_if_try_finally above as a
# nested function the case runs): a finally body holding an
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
                    _log_or_raise_by_code(log, "shutdown", sock)
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


# 3.10 (fuzz seed 3 #539; moved from _open/finally_shapes.py: the
# decompiled function ran differently): a
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


# 3.10 (the blocks readers; fuzz seed 3 #539, still running differently
# after the two-deep shapes above; moved from _open/finally_shapes.py): finally
# bodies three deep, the innermost ending in a loop whose exit is a copy
# of the closing RERAISE. In the outermost handler copy the middle
# statement's normal copy is not recognised (its ways out are RERAISE
# copies, not the `return n` copied in the normal copy), so the finally
# body read there holds a copy of its own finally body; the outer normal
# copy then does not compare and is read into the try body.
def case_finally_three_deep_ending_in_loop():
    log = []

    def f(n):
        try:
            log.append("a")
        finally:
            try:
                log.append("b")
            finally:
                try:
                    log.append("c")
                finally:
                    while n > 0:
                        n -= 1
                        log.append(n)
        return n

    return f(2), log


# 3.10: a finally body that is a try/except/finally, code after the
# statement. In the normal copy of the finally body the clause's way out
# jumps to the inner finally body's copy; in the handler copy each way out
# has its own copy ending in RERAISE: the copies differ in length, and the
# normal one (ending in the inner handler copy's RERAISE) was not
# recognised ("finally body not copied after the try body"). Minimal
# sample of nest_try.py::f_try_finally__try_except_else_finally__lambda.
def case_finally_try_except_finally_then_code():
    def f(fail, log):
        try:
            log.append(0)
        finally:
            try:
                log.append(1 // (1 - fail))
            except ZeroDivisionError:
                log.append("clause")
            finally:
                log.append("inner")
        log.append("after")
        return log

    return f(0, []), f(1, [])


# 3.12-3.13: a finally body ending in try/except/else whose clause returns,
# in a loop: the normal copy reads the else as the code after the try
# statement (the clause never finishes), where the handler copy keeps it
# ("finally body not copied after the try body"). Found by the fuzz set
# (fuzz_3_553 of seed 3).
def case_finally_ending_in_try_else_whose_clause_returns():
    log = []

    def f(xs, fail):
        for v in xs:
            try:
                log.append(v)
            finally:
                try:
                    if fail:
                        raise ValueError(v)
                except ValueError as e:
                    return v
                else:
                    log.append(2)
        else:
            log.append(1)
        return 3

    return f([4, 5], False), f([6, 7], True), log


# 3.11 (was refused, "conditional jump leaves its block"): a try body
# ending in `if c: return v` whose finally body is a try statement: the
# value waits for the return's copy of the finally body (its handlers
# inline, the return copied to each of its ends), and c's jump goes past
# that copy to the normal one; the copy is read with the body. Siblings
# of finally_try_return_value varying the test and the returned value.
def case_finally_try_return_value_siblings():
    def in_if(log, temp, n):
        try:
            log.append(n)
            if n > 1:
                return n * 10
        finally:
            try:
                temp.close()
            except FileNotFoundError as e:
                log.append(str(e))
        return -n

    def in_elif(log, temp, n):
        try:
            if n == 0:
                log.append("zero")
            elif n > 2:
                return log[:]
        finally:
            try:
                temp.close()
            except (FileNotFoundError, KeyError):
                log.append("missing")
        return None

    out = []
    for f in (in_if, in_elif):
        for fail in (False, True):
            for n in (0, 2, 3):
                log = []
                out.append((f(log, _Temp(log, fail), n), log))
    return out
