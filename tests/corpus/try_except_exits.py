"""try/except statements whose body or clauses return, raise or re-raise,
and the code after them.

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Exception/control-flow shape of 3.8, 3.9 and 3.11 that did not decompile
# (stdlib sweep).

def _boom(log, what, fail):
    log.append(what)
    if fail:
        raise OSError(what)
    return what


def _bare_except_return(log, fail):
    # 3.8/3.9: the return runs after POP_EXCEPT, outside the handler block,
    # followed by the dead no-match re-raise.
    try:
        x = _boom(log, "a", fail)
    except:
        return "caught " + str(len(log))
    log.append(x)
    return log


def case_bare_except_return():
    log = []
    return _bare_except_return(log, False), _bare_except_return(log, True)


def _named_clause_nested_if(log, a, b):
    # 3.8: a branch nested in a named clause jumps straight to the clause's
    # cleanup (POP_BLOCK; BEGIN_FINALLY).
    try:
        x = _boom(log, "a", True)
    except OSError as e:
        if a:
            if b:
                x = 1
            else:
                raise ValueError(str(e))
        else:
            x = 5
    return -x


def case_named_clause_nested_if():
    log = []
    out = [_named_clause_nested_if(log, 1, 1), _named_clause_nested_if(log, 0, 0)]
    try:
        _named_clause_nested_if(log, 1, 0)
    except ValueError as e:
        out.append(str(e))
    return out, log


# Exception-table shape (3.11+) found in the stdlib sweep.

def _log_or_raise(log, what, fail):
    log.append(what)
    if fail:
        raise OSError(what)


def _return_in_try_in_if_elif(log, d):
    if d == "..":
        try:
            return _log_or_raise(log, "up", len(log) > 1)
        except OSError as msg:
            if msg.args[0] != "up":
                raise
    elif d == "":
        d = "."
    return "CWD " + d


def case_return_in_try_in_if_elif():
    log = []
    return [_return_in_try_in_if_elif(log, d) for d in ("..", "", "x", "..", "..")], log


def _nested_except_then_test(line):
    try:
        version = line.split(",")[1]
    except IndexError:
        try:
            version = line.split(";")[1]
        except IndexError:
            version = ""
    if not version:
        return None
    return version


def case_nested_except_then_test():
    return [_nested_except_then_test(x) for x in ("a,b", "a;c", "abc")]


# 3.10 (hand-written variants of the bare `raise` after a try nested in a
# handler, cpython_test_shapes.reraise_after_try_in_handler): a clause of
# the nested try ending in its own `raise` (before its POP_EXCEPT) is no
# copy of the one after the statement (read into the body before); the
# nested try in a loop, with a named clause and an else.

def _reraise_in_clause_and_after_nested_try(log, fail):
    try:
        raise KeyError("o")
    except KeyError:
        try:
            if fail:
                raise ValueError("inner")
            log.append(1)
        except ValueError:
            log.append(3)
            raise
        raise


def reraise_in_clause_and_after_nested_try():
    log = []
    for fail in (False, True):
        try:
            _reraise_in_clause_and_after_nested_try(log, fail)
        except (KeyError, ValueError) as e:
            log.append(str(e))
    return log


def _reraise_after_nested_try_in_loop(log):
    try:
        raise KeyError("o")
    except KeyError:
        for x in list(log):
            try:
                log.append(x)
            except ValueError:
                break
            raise


def reraise_after_nested_try_in_loop():
    log = [1]
    try:
        _reraise_after_nested_try_in_loop(log)
    except KeyError as e:
        log.append(str(e))
    return log


def _reraise_after_nested_try_named_else(log, fail):
    try:
        raise KeyError("o")
    except KeyError:
        try:
            if fail:
                raise ValueError
        except ValueError as f:
            log.append(type(f).__name__)
        else:
            log.append(2)
        raise


def reraise_after_nested_try_named_else():
    log = []
    for fail in (False, True):
        try:
            _reraise_after_nested_try_named_else(log, fail)
        except KeyError as e:
            log.append(str(e))
    return log


# 3.10 (the nesting corpus: `except E: if c: g(0) elif d: return a`,
# then `return a`): the if's branch that falls off the clause ends in the
# clause's copy of the return after the statement; read as an if without
# an else, the elif's test ran after that branch too.

def _elif_in_clause_then_return(log, a, b):
    try:
        log.append(1 // a)
    except ZeroDivisionError:
        if b is None:
            log.append("none")
        elif b < 0:
            return b
    return a


def elif_in_clause_then_return():
    log = []
    return [_elif_in_clause_then_return(log, 0, None), _elif_in_clause_then_return(log, 0, -1), _elif_in_clause_then_return(log, 0, 1), _elif_in_clause_then_return(log, 1, None), log]


# 3.10 (the nesting corpus): a try/except whose else ends in a
# try/finally, then `return value`: the clause's copy of the return and the
# nested statement's copy after its finally body; the clause's was read
# into it, the else after the statement.

def _else_ends_in_try_finally_then_return(log, a):
    try:
        log.append(1 // a)
    except ZeroDivisionError as e:
        log.append(type(e).__name__)
    else:
        try:
            log.append("else")
        finally:
            log.append("finally")
    return len(log)


def else_ends_in_try_finally_then_return():
    log = []
    return [_else_ends_in_try_finally_then_return(log, 0), _else_ends_in_try_finally_then_return(log, 1), log]


# 3.10 (the nesting corpus: `try: try: g(0) except E: x = g(b) except E:
# g(1)` then `return a`): the nested try's ways out close the outer body
# too, each followed by a copy of the return; read as returns inside the
# try statements, an unbound local's error was caught by the outer clause.

def _nested_try_then_return(fail, other):
    try:
        try:
            if fail:
                raise KeyError
            x = 1
        except KeyError:
            if other:
                raise NameError
    except NameError:
        return "caught"
    return x


def nested_try_then_return():
    out = [_nested_try_then_return(False, False), _nested_try_then_return(True, True)]
    try:
        _nested_try_then_return(True, False)
    except NameError as e:
        out.append(type(e).__name__)
    return out


def _nested_try_else_then_return(log, a):
    try:
        try:
            log.append(1 // a)
        except ZeroDivisionError as e:
            log.append("clause")
        else:
            log.append("else")
    except ValueError:
        log.append("outer")
    return len(log)


def nested_try_else_then_return():
    log = []
    return [_nested_try_else_then_return(log, 0), _nested_try_else_then_return(log, 1), log]


# Exception shape (3.11+ exception table) found in the stdlib sweep.

class _Fails:
    def __init__(self, fail):
        self.fail = fail
        self.log = []

    def get(self, key):
        self.log.append(key)
        if self.fail:
            raise KeyError(key)
        return key


def _return_from_nested_try_in_named_clause(first, second):
    try:
        return first.get("a")
    except KeyError as err:
        try:
            return second.get("b")
        except KeyError:
            raise AttributeError(str(err)) from None


def return_from_nested_try_in_named_clause():
    out = [_return_from_nested_try_in_named_clause(_Fails(False), _Fails(True))]
    out.append(_return_from_nested_try_in_named_clause(_Fails(True), _Fails(False)))
    try:
        _return_from_nested_try_in_named_clause(_Fails(True), _Fails(True))
    except AttributeError as e:
        out.append(str(e))
    return out


def _after_try_only_from_clause(kind, data):
    if kind is None:
        if data:
            try:
                return "ascii", data.decode("ascii")
            except UnicodeDecodeError:
                pass
            if kind == "8bit":
                return "8bit", data
        kind = "base64"
    return kind, len(data)


def after_try_only_from_clause():
    return [_after_try_only_from_clause(None, b"ab"), _after_try_only_from_clause(None, b"\xff"), _after_try_only_from_clause("x", b"")]


def _branches_go_on_to_return(value, check):
    result = False
    try:
        if hasattr(value, "read"):
            result = check(value.read())
        else:
            result = check(value)
    except OSError:
        pass
    return result


def branches_go_on_to_return():
    import io

    def check(x):
        if x == "bad":
            raise OSError
        return len(x)

    return [_branches_go_on_to_return(io.StringIO("abc"), check), _branches_go_on_to_return("bad", check), _branches_go_on_to_return("abcd", check)]


def _clause_ends_in_nested_clause(log, path, exists):
    try:
        log[path]
    except KeyError:
        log["count"] = log.get("count", 0) + 1
        try:
            if exists:
                raise FileExistsError
            return "created " + path
        except FileExistsError:
            pass
    raise ValueError("clash " + path)


def clause_ends_in_nested_clause():
    log = {"a": 1}
    out = [_clause_ends_in_nested_clause(log, "b", False)]
    for path, exists in (("a", False), ("c", True)):
        try:
            _clause_ends_in_nested_clause(log, path, exists)
        except ValueError as e:
            out.append(str(e))
    return out, log


def _raise_after_try(log, fail):
    try:
        if fail:
            raise OSError
        log.append("closed")
    except:
        pass
    raise SystemExit(len(log))


def raise_after_try():
    log = []
    out = []
    for fail in (False, True):
        try:
            _raise_after_try(log, fail)
        except SystemExit as e:
            out.append(e.code)
    return out


def _raise_after_returning_body(it):
    try:
        return next(it)
    except StopIteration:
        pass
    raise LookupError("done")


def raise_after_returning_body():
    it = iter([1])
    out = [_raise_after_returning_body(it)]
    try:
        _raise_after_returning_body(it)
    except LookupError as e:
        out.append(str(e))
    return out


def _branches_in_clause_go_on(catalog, key, n, fallback):
    try:
        msg = catalog[key]
    except KeyError:
        if fallback:
            return fallback(key)
        if n == 1:
            msg = "one"
        else:
            msg = "many"
    return msg


def branches_in_clause_go_on():
    cat = {"a": "A"}
    return [_branches_in_clause_go_on(cat, "a", 1, None), _branches_in_clause_go_on(cat, "b", 1, None), _branches_in_clause_go_on(cat, "b", 2, None), _branches_in_clause_go_on(cat, "b", 2, str.upper)]


def _reraise_after_nested_try(log, fail):
    try:
        raise KeyError("outer")
    except KeyError:
        log.append("handling")
        try:
            if fail:
                raise ValueError
        except ValueError:
            pass
        raise


def reraise_after_nested_try():
    log = []
    for fail in (False, True):
        try:
            _reraise_after_nested_try(log, fail)
        except KeyError as e:
            log.append(str(e))
    return log


# Exception shape (3.11+ exception table) found in the stdlib sweep.

def _try_opening_if_body(log, outer, inner, fail):
    # 3.12+ copies the return after the if into both ways out; the try's
    # first test must not be read as more of the if's condition.
    if not outer:
        try:
            if not inner:
                if fail:
                    raise ValueError
                log.append("body")
        except ValueError:
            log.append("clause")
    return len(log)


def try_opening_if_body():
    log = []
    out = [_try_opening_if_body(log, a, b, c) for a in (0, 1) for b in (0, 1) for c in (0, 1)]
    return out, log


# try-statement boundaries and finally copies (3.11+ stdlib shape).

def _clauses_end_in_exit_copies(path, exc, log, ignore_errors=False):
    # tempfile.TemporaryDirectory._rmtree.<locals>.onexc: the inner
    # clauses reach the function's `return None`, each through its own copy
    # (3.12+); 3.11 ends the inner body in a return before its handler.
    if isinstance(exc, KeyError):
        try:
            log.append(path)
            try:
                log.append(1 // path)
            except ZeroDivisionError:
                log.append("zd")
            except ValueError:
                if not path:
                    if ignore_errors:
                        return
                    raise
                log.append("v")
        except FileNotFoundError:
            pass
    elif isinstance(exc, FileNotFoundError):
        pass
    else:
        if not ignore_errors:
            raise exc


def clauses_end_in_exit_copies():
    log = []
    _clauses_end_in_exit_copies(0, KeyError(), log)
    _clauses_end_in_exit_copies(1, KeyError(), log)
    _clauses_end_in_exit_copies(1, FileNotFoundError(), log)
    return log


# Control-flow shape of 3.11-3.13 (exit blocks copied into loop and clause
# bodies, jumps out of nested statements) that failed to round-trip.

def _call(log, *args):
    log.append(args)
    if args and args[0] == "bad":
        raise ValueError(args[0])


def clause_try_exit_copies():
    # 3.11/3.12: the inner try's body and its clause each jump to their
    # own copy of the enclosing named clause's cleanup and return.
    log = []

    def run(x):
        try:
            _call(log, x)
        except ValueError as exc:
            try:
                _call(log, str(exc), exc.args[0])
            except KeyError:
                raise
            except BaseException:
                _call(log, "handled")

    run("ok")
    run("bad")
    return log


# Control-flow shape of 3.10+ (copied exits, branches at the end of try/with
# bodies, elif chains, loops) that failed to round-trip.

def try_if_return(x=1):
    # 3.11+: the constant return is outside the protected range.
    try:
        if x:
            return 1
    except KeyError:
        pass
    return 2


def try_if_return_none(x=1):
    try:
        if x > 0:
            x = 3
            return
    except Exception:
        pass
    return x


# Lossy decompilation (the decompiled code dropped or moved statements).

def case_return_in_try_body_then_more_code():
    # 3.10: `POP_BLOCK; LOAD_CONST None; RETURN_VALUE` ends the body while
    # the clause goes on after the statement: the return is the body's
    class Box:
        pass

    def mark(box):
        try:
            box.seen
            return "again"
        except AttributeError:
            box.seen = 1
        box.more = 2
        return "first"

    b = Box()
    return mark(b), mark(b), b.more


def case_bare_clause_returning_a_constant():
    # 3.10: `POP_EXCEPT; LOAD_CONST None; RETURN_VALUE` after a bare clause
    # is the clause's return when the body's exit goes elsewhere
    seen = []

    def whatis(arg):
        try:
            value = int(arg)
        except:
            return
        seen.append(value)
        return value * 2

    return whatis("x"), whatis("4"), seen


# 3.10 bytecode mismatch.

# 3.10 copies a short exit block (`return x`, a raise) after an except
# clause's POP_EXCEPT; a `return x` written in the clause unwinds after
# loading x instead. The copy is the clause falling off the try.

def case_clause_falls_into_copied_return():
    d = {"a": 1}
    key, default = "b", 7
    try:
        return d[key]
    except KeyError:
        d[key] = default
    return default


def case_clause_if_arms_copied_return():
    cache = {}
    key = "k"
    try:
        value = cache[key]
    except KeyError:
        value = key * 2
        if len(cache) == 0:
            cache[key] = value
    return value


class _Holder:
    pass


def case_try_body_return_clause_falls_on():
    # 3.10: `return` ending a try body whose clause falls off to more code:
    # the return is the body's own, not a copy of the code after the try.
    h = _Holder()
    _body_return_clause_falls(h, _Holder())
    return type(h.source).__name__, h.target, type(h.source.mark).__name__


def _body_return_clause_falls(h, root):
    try:
        root.mark
        return
    except AttributeError:
        root.mark = h
    h.source = root
    h.target = None


# 3.12+: a loop's exit (a short return) copied onto each break, read back as
# break; and 3.12+ exit copies after branches.

def _add(items, item, append):
    if not append:
        try:
            items.remove(item)
        except ValueError:
            pass
        items.insert(0, item)
    else:
        if item not in items:
            items.append(item)
    _mutated(items)


def _mutated(items):
    items.append(len(items))


def tail_with_implicit_return():
    items = [1, 2]
    _add(items, 2, False)
    _add(items, 7, True)
    _add(items, 7, True)
    return items


# Name and local order (co_names, co_varnames) that follows the source
# order; shape found in the 3.12/3.13 stdlib sweeps.

def _get(d, k):
    return d[k]


def _after_small_tail(d):
    # No else: the tail after the statement is only copied before the handler.
    try:
        x = _get(d, "a")
    except KeyError:
        return None
    return len(x)


def case_after_small_tail():
    return [_after_small_tail({}), _after_small_tail({"a": "xyz"})]


def _nested_reraise(log, fail):
    # 3.10: the inner handler's re-raise ends the code before the outer
    # handler; that code is no copied exit.
    try:
        fd = len(log)
        try:
            log.append(fd // (0 if fail else 1))
        except:
            log.append("inner")
            raise
    except (ZeroDivisionError, ValueError):
        pass


def case_nested_reraise():
    log = []
    _nested_reraise(log, False)
    _nested_reraise(log, True)
    return log


# 3.8/3.9 bug.

def _bare_except_reraises(x):
    # The bare clause cannot finish; its `POP_EXCEPT; JUMP` is unreachable.
    seen = []
    try:
        y = 10 // x
    except:
        seen.append("failed")
        raise
    return y, seen


def case_bare_except_reraises():
    try:
        _bare_except_reraises(0)
    except ZeroDivisionError:
        return _bare_except_reraises(2)


# 3.11-3.13 shape found in the stdlib sweep (the shape is nested in the case
# so that its decompiled code is what runs).

def case_clause_leaves_from_a_branch():
    class Err(OSError):
        pass

    def run(data, code, create):
        log = []
        try:
            if data:
                try:
                    raise Err(code, "x")
                except OSError as exc:
                    if exc.errno == 5:
                        pass
                    else:
                        raise
            try:
                raise Err(code, "y")
            except OSError as e:
                if e.errno == 1:
                    if create:
                        log.append("created")
                    else:
                        raise KeyError(code)
                elif e.errno in (2, 5):
                    log.append("read")
                else:
                    raise
            log.append("done")
        except (KeyError, OSError) as exc:
            log.append(type(exc).__name__)
        return log

    return [run(1, 5, 0), run(0, 1, 1), run(0, 1, 0), run(0, 2, 0), run(1, 1, 1), run(0, 9, 0)]


def case_nested_if_raise_jumps_past_else():
    def run(ns, name, t):
        try:
            if ns != "":
                if ":" in name:
                    prefix, local = name.split(":", 1)
                    if prefix == "xmlns" and ns != "X":
                        raise ValueError("illegal")
                else:
                    if name == "xmlns" and ns != "X" and t == 2:
                        raise ValueError("illegal 2")
                    prefix = None
                    local = name
            else:
                prefix = None
                local = None
        except ValueError as exc:
            return str(exc)
        return prefix, local

    return [run("a", "p:q", 0), run("a", "xmlns:q", 0), run("X", "xmlns:q", 0), run("a", "xmlns", 2), run("a", "z", 1), run("", "z", 1)]


# `try: return <constant>`: 3.11+ unwinds the try before loading the
# constant, so no exception-table row covers the body and its handlers are
# reached by nothing (refused until issue 19; a held-out decompiler test
# set).
def case_try_return_constant_two_clauses():
    try:
        return 5
    except ValueError:
        return 6
    except TypeError:
        return 7


# 3.10 (helper othold): the bare clause's `POP_EXCEPT; return 6` was taken
# for a copy of the code after the statement, which the body's `return 5`
# would then be too ("would lose the constant 6").
def case_try_return_constant_bare_except():
    try:
        return 5
    except:
        return 6


# 3.11+: a clause that never finishes (an endless loop): its jump back
# inside the clause was read as the way to the statement's end, and the
# code after the statement as an else (the nesting corpus,
# `try: g() except ValueError: while True: yield a`).
def case_clause_endless_loop():
    def gen(fail):
        try:
            if fail:
                raise ValueError(fail)
        except ValueError:
            while True:
                yield fail

    def take(it, n):
        return [v for _, v in zip(range(n), it)]

    return take(gen(0), 3), take(gen(2), 3)


# 3.10: the then-branch of an if/else that ends the try body falls off it:
# its jump to the body's end became `POP_BLOCK` and a copy of the return
# after the statement (nesting corpus, f_try_except__if_else__pass).

def _if_pass_else_ends_try_body(log, a, fail):
    try:
        if a is None:
            pass
        else:
            _boom(log, "a", fail)
    except OSError:
        log.append("caught")
    return log


def case_if_pass_else_ends_try_body():
    log = []
    return _if_pass_else_ends_try_body(log, None, True), _if_pass_else_ends_try_body(log, 1, False), _if_pass_else_ends_try_body(log, 1, True)


# 3.10: a written `return c` ending the then-branch is the same code as the
# copy of the `return c` after the statement, on its own line.

def _if_return_constant_ends_try_body(log, a, fail):
    try:
        if a is None:
            return 1
        else:
            _boom(log, "a", fail)
    except OSError:
        log.append("caught")
    return 1


def case_if_return_constant_ends_try_body():
    log = []
    return _if_return_constant_ends_try_body(log, None, True), _if_return_constant_ends_try_body(log, 1, False), _if_return_constant_ends_try_body(log, 1, True), log


# 3.10: a with statement ending a try body: after its exit call comes a
# copy of the try body's closing end (POP_BLOCK and the return after the
# statement), also where a swallowed exception resumes
# (nesting corpus, f_try_except__with__del).

class _Quiet:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return True


def _with_ends_try_body(log, a):
    try:
        with _Quiet(log):
            x = _boom(log, "a", a)
    except OSError:
        log.append("caught")
    return log


def case_with_ends_try_body():
    log = []
    return _with_ends_try_body(log, False), _with_ends_try_body(log, True)


# 3.10 (nesting corpus, f3_try_except__async_with__while__continue;
# try_basic.case_finally_in_handler for a try/finally): an except clause
# ending in a with statement, the code after the try a `return x` that
# 3.10 copies after the clause's POP_EXCEPT, behind the with's exit call.
# The return was read into the clause (loading x after the POP_EXCEPT).
def case_clause_ends_in_with_then_return():
    class CM:
        def __init__(self, log):
            self.log = log

        def __enter__(self):
            self.log.append("enter")

        def __exit__(self, *exc):
            self.log.append("exit")

    def f(x, log):
        try:
            log.append(10 // x)
        except ZeroDivisionError:
            with CM(log):
                log.append("clause")
        return log

    return f(0, []), f(2, [])


# 3.10 (nesting corpus, f_try_except__while_true__augassign;
# try_basic.case_nested for a body ending in a nested try that re-raises):
# a try body that only an exception leaves (an endless loop), the code
# after the statement a `return x` that 3.10 lays out after the clause's
# POP_EXCEPT: it was read into the clause.
def case_endless_body_clause_then_return():
    def f(xs, log):
        it = iter(xs)
        try:
            while True:
                log.append(next(it))
        except StopIteration:
            log.append("done")
        return log

    return f([1, 2], []), f([], [])


# 3.12 (the nesting corpus, f_try_except_else__try_except__await): a named
# clause holding a try statement, with an else, ending the function: each
# way out of the clause is a copy of the code after the statement (`return
# None`), which stands after the else, not at the body's end, so the
# nested copies were read as code ("POP_EXCEPT outside a handler").
def case_named_clause_holds_try_else_ends_function():
    log = []

    def f(a, b):
        try:
            log.append(1 // a)
        except ZeroDivisionError as e:
            try:
                log.append(1 // b)
            except ZeroDivisionError:
                log.append("inner")
        else:
            log.append("else")

    for a, b in ((1, 1), (0, 1), (0, 0)):
        f(a, b)
    return log


# 3.8/3.9: an except clause ending in `while True:`, then dead code the
# compiler keeps: only the clause's dead way out (`POP_EXCEPT; JUMP`; 3.9
# named: `POP_BLOCK; POP_EXCEPT; e = None; del e; JUMP`) is
# dropped, not the code after the loop (the self-check refused: a call
# lost). Found by the nesting corpus (nest_try.py::f_try_except_as__while_true__del).
def _clause_endless_loop(log, fail):
    try:
        if fail:
            raise KeyError(fail)
    except KeyError:
        while True:
            log.append(len(log))
            if len(log) > 2:
                return log
        log.append("dead")
    return log


# 3.8 (helper othold): a named clause's way out (`POP_BLOCK; BEGIN_FINALLY`,
# the name's clean-up) starts right where the dead code after the loop ends.
def _named_clause_endless_loop(log, fail):
    try:
        if fail:
            raise KeyError(fail)
    except KeyError as e:
        while True:
            log.append(str(e))
            if len(log) > 1:
                return log
        log.append("dead")
    return log


def case_clause_endless_loop_dead_code():
    return _clause_endless_loop([], 0), _clause_endless_loop([], 1), _named_clause_endless_loop([], 0), _named_clause_endless_loop([], 1)


# 3.12+ (the nesting corpus, f_try_except_else__with__assign): a clause that
# falls off before `return x` ends in a copy of it read after the clause
# unwound, which a `return` written in the clause cannot be (it computes
# its value first); the else ends in a with (whose exit also copies the
# return), so the original is not right before the handlers. The copy was
# read as the clause's own return, the else's as the else's.
def case_clause_copy_after_else_ending_in_with():
    log = []

    def f(a, fail):
        try:
            _boom(log, "try", fail)
        except OSError as e:
            log.append("caught")
        else:
            with _Quiet(log):
                log.append(a)
        return a

    return f(1, False), f(2, True), log


# 3.12+ (the nesting corpus, f_try_except_as__with__raise_from): a body
# that never finishes, each clause falling off into `return x`, held as a
# copy in each clause (read after it unwound): written once after the
# statement.
def case_clauses_copy_exit_after_body_that_returns():
    log = []

    def f(a, exc):
        try:
            with _Quiet(log):
                raise exc(a)
            return a
        except (KeyError, IndexError) as e:
            log.append("key")
        except Exception:
            log.append("other")
        return -a

    return f(1, KeyError), f(2, ValueError), log


# 3.12+ (the nesting corpus, f_try_except_else__try_except__bare_return):
# an else of simple statements before `return x`, the clause ending in a
# copy of the return (read after it unwound): the else was read as code
# after the statement, the clause's copy as its own return.
def case_clause_copy_after_simple_else():
    log = []

    def f(a, fail):
        try:
            try:
                _boom(log, "try", fail)
            except KeyError:
                return
            log.append("body")
        except OSError as e:
            log.append("caught")
        else:
            log.append("else")
        return a

    return f(1, False), f(2, True), log


# 3.12+ (the nesting corpus, f_try_except__try_except_else_finally__continue,
# f_try_except_as__try_except__lambda): a clause ending in a nested try
# statement, then `return x` after the statement: the clause's copy of the
# return stands before the nested statement's handlers, not at the
# clause's end, and another clause falls off into the original. Each copy
# was read as a return of its clause (loading x after the POP_EXCEPT).
def case_clause_copy_before_nested_handlers():
    log = []

    def f(x, first, second):
        try:
            _boom(log, "try", first)
        except OSError as e:
            try:
                _boom(log, "inner", second)
            except OSError:
                log.append("inner caught")
            finally:
                log.append("fin")
        except Exception:
            log.append("other")
        return x

    return f(1, False, False), f(2, True, False), f(3, True, True), log


# 3.12+ (the nesting corpus, f_try_except__try_finally__bare_return): a
# try body ending in a try/finally whose finally returns, the clause falling
# off into `return x` (held in the clause, after it unwound): the inner
# statement's handler, returning after its POP_EXCEPT, was taken for a way
# out of the body into the code after the outer statement.
def _finally_return_in_body_clause_then_return(log, a, fail):
    try:
        try:
            _boom(log, "inner", fail)
        finally:
            return
        _boom(log, "inner", fail)  # (dead: names nothing new)
    except ValueError:
        log.append("caught")
    return a


def case_finally_return_in_body_clause_then_return():
    log = []
    return _finally_return_in_body_clause_then_return(log, 1, False), _finally_return_in_body_clause_then_return(log, 2, True), log


# 3.8/3.9 (helper othold, from nest_try's f_try_except__try_finally__bare_return):
# a bare clause returning inside a try/finally leaves it before the return
# (POP_BLOCK, then 3.8's CALL_FINALLY or 3.9's copy of the finally body):
# the clause's end was not found, and its dead re-raise was read as a statement.
# 3.10: no dead re-raise; the return (past the finally body's copy) was taken
# for a copy of the code after the statement, though that returns `log`.
def _bare_clause_return_in_try_finally(log, fail):
    try:
        try:
            _boom(log, "body", fail)
        except:
            return "clause"
    finally:
        log.append("outer")
    return log


def case_bare_clause_return_in_try_finally():
    log = []
    return _bare_clause_return_in_try_finally(log, False), _bare_clause_return_in_try_finally(log, True), log


# 3.12/3.13 (corpus mismatch of nesting/nest_depth3_310.py::
# f3_try_except_as__try_except_as__match__return): a try in an except
# clause, its body falling off the clause into a short exit after the outer
# statement (`return a`, copied after the clause's POP_EXCEPT), laid out
# before its handlers; read as the inner try's else (`else: return a`, whose
# value a written return computes before unwinding). h guards the else.
def case_inner_try_falls_off_clause_into_return():
    def f(a, log):
        try:
            log.append(10 // a)
        except ZeroDivisionError:
            try:
                log.append(len(log) // a)
            except ZeroDivisionError as e:
                log.append(type(e).__name__)
            except Exception:
                return None
        return a

    def g(a, log):
        try:
            log.append(10 // a)
        except ZeroDivisionError:
            try:
                log.append(len(log) // a)
            except ZeroDivisionError:
                return log
        return a

    def h(a, log):
        try:
            log.append(10 // a)
        except ZeroDivisionError:
            try:
                log.append(len(log) // a)
            except ZeroDivisionError:
                return log
            else:
                return a
        return log

    log = []
    return f(0, log), f(1, log), g(0, log), g(2, log), h(0, log), h(3, log), log


# 3.10 (fuzz 3.10 seed 1 #798, #314 and ~4 more; mismatch): a try ending
# the function whose clause ends in a statement with branches (a try, an
# if/elif chain): each way out of the clause gets its own lineless copy of
# the implicit `return None`. Read as written returns (`return None` after
# the inner try; the rest of the function after the clause's copy, where
# it was the else), they compile to fewer copies. (3.11 reads the second
# one wrong too: left.)
def _clause_ending_in_try_falls_off(a, log):
    try:
        log.append(10 // a)
    except ZeroDivisionError as e:
        try:
            log.append(int(log))
        except TypeError as e:
            log.append("type")
        except Exception:
            log.append("other")
    except Exception:
        log.append("outer")


def _clause_ending_in_elif_chain_then_else(a, b, log):
    try:
        log.append(10 // a)
    except ZeroDivisionError as e:
        log.append("zero")
        if b is None:
            log.append(0)
        elif b:
            log.append(1)
        else:
            log.append(3)
    else:
        log.append(2)


def case_clauses_end_in_branches_falling_off():
    log = []
    for a in (0, 2):
        _clause_ending_in_try_falls_off(a, log)
        for b in (None, 0, 1):
            _clause_ending_in_elif_chain_then_else(a, b, log)
    return log


# 3.11 (fuzz 3.11 seed 1 #287, #314, #491, seed 2 #92; mismatch): a try
# ending the function whose except clause ends in an if whose test has
# two false jumps (`a or b and c`): each of them, and the if's body, gets
# its own copy of the implicit `return None`. Read as `if ...: A; return
# None` then a `return None` of the clause, the two false jumps shared one.
def _clause_ending_in_two_way_if_copies_exit(a, b, log):
    try:
        log.append(10 // a)
    except ZeroDivisionError:
        log.append(0)
        if a or b and log:
            log.append(1)
    except TypeError:
        log.append(2)


def case_clause_ending_in_two_way_if_copies_exit():
    log = []
    for a in (0, 2, None):
        for b in (0, 1):
            _clause_ending_in_two_way_if_copies_exit(a, b, log)
    return log


# 3.12/3.13 (fuzz 3.12 seed 3 program 916; mismatch, the clause's way out):
# a `pass` after a try/except, then a short return. The `pass` is a line
# marker (a NOP) where the clause's jump lands: the return after it is not
# copied onto that jump. Dropped, the return was copied into the clause.
def case_mnew11_pass_after_try_then_short_return():
    def f(a, b):
        try:
            len(a)
        except TypeError:
            b = -b
        pass
        return 0 == b

    return f("ab", 0), f(None, 0), f(None, 1)


# 3.10 (fuzz seed 2, ~a tenth of the 3.10 mismatches): an if holding a
# try/except whose clause binds a name (or which has an else), then a `pass`
# ending the function.  The implicit `return None` takes the pass's line,
# and the clause's copy of it (onto its jump there) the same line: the
# written one (shared by the if's false test and its body) was taken for a
# copy, since a statement in the body had its line, and dropped; the if's
# ways out then each got a copy of the exit.
def case_mold13_clause_copy_of_return_after_pass():
    log = []

    def named(a, b):
        if a:
            try:
                log.append(1 // b)
            except ZeroDivisionError as e:
                log.append(type(e).__name__)
            else:
                log.append("else")
        pass

    def nested(a, b):
        if a:
            if b is None:
                log.append(a)
            else:
                try:
                    log.append(1 // b)
                except ZeroDivisionError:
                    log.append("zero")
                else:
                    log.append("else")
        pass

    for a in (0, 1):
        for b in (None, 0, 1):
            if b is not None:
                named(a, b)
            nested(a, b)
    return log


# 3.12, 3.13 (found by running the fuzz mismatches of seeds 8-10 at many
# argument points: seed 10 #273): a try body whose branch ends in a with
# that always raises, the code after the with laid out past the code after
# the statement and jumping back to it; a clause falls off to `return
# (not d)` after the statement. The code after the statement was read as
# the try's else, the clause then falling off to `return None`.
def case_wh14_code_after_try_read_as_else():
    class swallow_wh14:
        def __init__(self, log):
            self.log = log

        def __enter__(self):
            return self

        def __exit__(self, kind, value, tb):
            self.log.append(kind.__name__)
            return len(self.log) % 2 == 0

    def after_try(a, d, log):
        try:
            if a:
                with swallow_wh14(log):
                    raise ValueError(a)
                log.append("after with")
        except Exception:
            log.append("clause")
        return (not d)

    log = []
    return [after_try(a, d, log) for a in (0, 1, 2) for d in (0, 1)], log


# 3.12 and 3.13: a bare `raise` after a try statement whose clause holds a
# with that swallows (the with's swallow path leaves the clause, then the
# compiler's copy of the `raise` after the statement): read as the clause's
# last statement, it re-raised the clause's exception where the code raises
# "No active exception" (RuntimeError). Refused now (a bare raise read after
# its handler unwound, standing inside it). Found by running the fuzz
# mismatches side by side at many argument points (fuzz seed 13 #130, 3.13).
def case_wh15_reraise_after_clause_with_swallow():
    class swallow_wh15:
        def __enter__(self):
            return self

        def __exit__(self, kind, value, tb):
            return kind is not None

    def f(a, log):
        try:
            log.append(1 // a)
        except ZeroDivisionError:
            with swallow_wh15():
                log.append(a.missing)
                return "clause"
        else:
            log.append("else")
        raise

    out = []
    for a in (0, 1):
        log = []
        try:
            out.append(f(a, log))
        except Exception as e:
            out.append((type(e).__name__, log))
    return out


# 3.12 and 3.13: the same `raise`, reached by a `break` out of a for loop
# from an except clause (the code after the loop copied after the clause
# unwound): read as the clause's `raise`. Refused now. Fuzz seed 15 #545.
def case_wh15_reraise_after_clause_break():
    def f(n, log):
        for v in range(n):
            try:
                log.append(1 // v)
            except ZeroDivisionError:
                break
        else:
            log.append("else")
        raise

    out = []
    for n in (0, 1, 2):
        log = []
        try:
            out.append(f(n, log))
        except Exception as e:
            out.append((type(e).__name__, log))
    return out


def _wh15_g(log, v):
    log.append(v)
    if v == 0:
        raise ValueError(v)
    return [v]


# 3.12 and 3.13: the same `raise` after a named clause and an else ending
# in a for loop: read as the clause's own. Refused now. Fuzz seed 17 #150
# (3.12).
def case_wh15_reraise_after_named_clause():
    def f(a, b, log):
        y = not a if a else b
        try:
            _wh15_g(log, 0)
        except ValueError as e:
            _wh15_g(log, 1)
        else:
            for v in _wh15_g(log, a):
                pass
        raise

    out = []
    for a in (0, 1):
        log = []
        try:
            out.append(f(a, None, log))
        except Exception as e:
            out.append((type(e).__name__, log))
    return out


# Siblings of the try_except_exits.py wh15 raise samples for the behaviour
# grid (it supplies `g` and `cm`, whose exits swallow for some points): a
# raise after a try statement whose clause holds a swallowing with, breaks
# out of a loop, or is named; bare and with an exception.
def wh15_reraise_after_clause_with(a, b):
    try:
        g(a)
    except ValueError:
        with cm(b):
            g(b)
            return g(a)
    else:
        g(2)
    raise


def wh15_raise_after_clause_with(a, b):
    try:
        g(a)
    except ValueError:
        with cm(b):
            g(b)
            return g(a)
    raise KeyError(a)


def wh15_reraise_after_clause_break(a, xs):
    for v in xs:
        try:
            g(v)
        except ValueError:
            break
    else:
        g(a)
    raise


def wh15_reraise_after_named_clause(a, b):
    try:
        g(a)
    except ValueError as e:
        g(b)
    else:
        for v in g(b):
            pass
    raise


def wh15_reraise_in_outer_clause(a, b):
    try:
        g(a)
    except ValueError:
        try:
            g(b)
        except KeyError:
            g(2)
        raise


# 3.12 and 3.13 (was a wrong reading; found 2026-12-06 by running the
# mismatched fuzz programs of seed 13 side by side with their originals,
# #130): an except clause holding a with statement, the try's else, and a
# bare `raise` after the statement. The clause falls off the with (after its
# exit, or after the exit swallowed an exception) into the code after the
# statement, copied after the clause's POP_EXCEPT: `POP_EXCEPT;
# RAISE_VARARGS 0`. The reading wrote that `raise` in the clause, where it
# re-raises the clause's exception (the original, the exception unwound,
# raises RuntimeError). `_a`: the fuzz shape, minimal; `_e`, `_l`: the with
# ending normally (also wrong); the others vary the clause (a `raise` it
# writes itself, after a nested try, no else). The behaviour grid, which
# supplies `g` and `cm`, runs them.
def wf15_clause_a(a):
    try:
        g(0)
    except ValueError:
        with cm(a):
            return
    else:
        g(2)
    raise


def wf15_clause_b(a):
    try:
        g(0)
    except ValueError:
        with cm(a):
            return
    raise


def wf15_clause_c(a):
    try:
        g(0)
    except ValueError:
        with cm(a):
            return
    g(2)
    raise


def wf15_clause_d(a):
    try:
        g(0)
    except ValueError:
        with cm(a):
            return
        raise
    else:
        g(2)
    raise


def wf15_clause_e(a):
    try:
        g(0)
    except ValueError:
        with cm(a):
            g(1)
    else:
        g(2)
    raise


def wf15_clause_f(a):
    try:
        g(0)
    except ValueError:
        with cm(a):
            return
    except KeyError:
        g(3)
    else:
        g(2)
    raise


def wf15_clause_h(a, b):
    try:
        g(0)
    except ValueError:
        try:
            g(1)
        except KeyError:
            g(2)
        raise
    else:
        g(2)
    raise


def wf15_clause_i(a):
    try:
        g(0)
    except ValueError:
        try:
            g(1)
        except KeyError:
            with cm(a):
                g(2)
        raise
    else:
        g(2)
    raise


def wf15_clause_j(a):
    try:
        return g(0)
    except ValueError:
        try:
            g(1)
        except KeyError:
            g(2)
        raise


def wf15_clause_k(a):
    try:
        g(0)
    except ValueError:
        with cm(a):
            g(1)
    raise


def wf15_clause_l(a, xs):
    for x in xs:
        try:
            g(x)
        except ValueError:
            with cm(a):
                g(1)
        else:
            g(2)
        raise


# 3.12 and 3.13: the fuzz shape itself (seed 13 #130) names the exception:
# the copy of the `raise` after the statement follows the name's clean-up
# (`POP_EXCEPT; LOAD_CONST None; STORE e; DELETE e; RAISE_VARARGS 0`), still
# read as the clause's re-raise after the fix for unnamed clauses.
def wf15_clause_named(a):
    try:
        g(0)
    except ValueError as e:
        with cm(a):
            return
    else:
        g(2)
    raise


def wf15_clause_named_normal_exit(a):
    try:
        g(0)
    except ValueError as e:
        with cm(a):
            g(e)
    else:
        g(2)
    raise


# 3.10 and 3.12 ran it differently (3.13 read it exactly); read right
# since the fifteenth session's `orphan_break` (a raise after the iterator
# pop is the code after the loop). The shape of
# try_except_exits.py::case_wh15_reraise_after_clause_break with `raise
# KeyError(n)` after the loop: read as the clause's own raise, the new
# exception chains the clause's (`__context__` a ZeroDivisionError) where
# the code's chains none. The bare raise's refusal (exceptions_shared.
# refuse_unwound_reraises) would cover it if it took every raise, but 3.10's
# fuzz record (seed 3 #183) holds such a raise in a clause never reached,
# which would then be refused. Found reading the bare raise's shape (the
# hunt compares no `__context__`).
def case_wh15_raise_after_clause_break_chains_nothing():
    def f(n, log):
        for v in range(n):
            try:
                log.append(1 // v)
            except ZeroDivisionError:
                break
        else:
            log.append("else")
        raise KeyError(n)

    out = []
    for n in (0, 1, 2):
        log = []
        try:
            out.append(f(n, log))
        except KeyError as e:
            out.append((type(e.__context__).__name__, log))
    return out


# 3.10 (o16): a try/except ending the body of another, its clause
# returning `a` (computed before POP_EXCEPT; POP_BLOCK), the outer
# statement followed by `return a`: 3.10 copies that return onto the
# inner body's `POP_BLOCK; POP_BLOCK` and after the outer clause's
# POP_EXCEPT. Read as the returns each branch wrote (mismatch).
def o16_case_return_after_nested_try_with_returning_clause():
    log = []

    def f(a, b):
        try:
            try:
                log.append(10 // a)
            except ZeroDivisionError:
                return b
        except TypeError:
            log.append("type")
        return a

    return f(1, 2), f(0, 3), f(None, 4), log


# 3.10 (o16): an if/elif chain ending in `else: pass`, ending a try body
# followed by `return b`: 3.10 copies `POP_BLOCK; return b` onto each
# branch's end, the chain's false jumps landing on the pass's NOP; the
# try body's POP_BLOCK after it takes the NOP's line, so the else was
# taken for the exit itself and dropped (mismatch).
def o16_case_elif_else_pass_ending_try_body():
    log = []

    def f(a, b):
        try:
            if a < b:
                log.append(1)
            elif a or b and a:
                log.append(2)
            else:
                pass
        except TypeError:
            log.append("type")
        return b

    return f(1, 2), f(3, 2), f(0, 0), f(None, 1), log
class _Hb16Cm:
    """Logs its exit; swallows the exception when told."""

    def __init__(self, log, swallow):
        self.log, self.swallow = log, swallow

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind and kind.__name__))
        return self.swallow


# 3.13: a try body that is an if whose body is a while loop holding a with
# that raises, the code after the try a short return: 3.13 copies that
# return onto the loop's exit, right after the raise (outside the try's
# range); read as the if body's own `return`, inside the try, the clause
# falling off returned None (wrong reading: `return not b` lost). (3.12:
# refused, "conditional jump leaves its block".) Found by the hunt, 3.13
# seed 21 program 552 (except* clauses there).
def case_hb16_loop_exit_copy_after_raise_in_try():
    def f(log, a, b, swallow):
        try:
            if a and b:
                while a:
                    with _Hb16Cm(log, swallow):
                        a -= 1
                        raise ValueError(a)
            elif a < b:
                log.append("elif")
            else:
                log.append("else")
        except ValueError:
            log.append("clause")
        return not b

    out = []
    for a, b, swallow in ((1, 1, False), (2, 1, True), (0, 1, False), (1, 0, False)):
        log = []
        out.append((f(log, a, b, swallow), log))
# 3.12 and 3.13 (`wh15_reraise_after_named_clause`'s family, read since
# the sixteenth session by copied_exits._rest_skipped_by_clauses): a try
# statement whose clauses end in a copy of the exit ending the block,
# read after the clause unwound, and code between the statement and that
# exit: the else. `_a`: a for loop in the else, then `raise` (refused:
# the copy read as the clause's own `raise`); `_b`: `return`; `_c`: the
# copy holds two statements, no else (no code between: left as it is).
def case_y16_code_between_try_and_copied_exit():
    def g(v, log):
        log.append(v)
        if v == 1:
            raise ValueError(v)
        return [v]

    def y16_a(a, b, log):
        try:
            g(a, log)
        except ValueError as e:
            g(b, log)
        else:
            for v in g(b, log):
                pass
        raise

    def y16_b(a, b, log):
        try:
            g(a, log)
        except ValueError:
            g(b, log)
        else:
            for v in g(b, log):
                log.append(v)
        return a

    def y16_c(a, b, log):
        try:
            g(a, log)
        except ValueError as e:
            g(b, log)
        x = a
        return x

    out = []
    for f in (y16_a, y16_b, y16_c):
        for a, b in ((0, 2), (1, 2), (1, 1)):
            log = []
            try:
                out.append((f(a, b, log), log))
            except (ValueError, RuntimeError) as e:
                out.append((type(e).__name__, log))
    return out


# 3.13: a try body that is an if whose body is a while loop holding a with
# that raises and code after the with, the code after the try two
# statements (too long to copy): read as the try's else, where the clause
# falling off returned None (wrong reading; with the code after the try a
# single short return, case_hb16_loop_exit_copy_after_raise_in_try reads
# right). Found by the hunt, 3.13 seed 21 program 552 (except* clauses
# there, plain except clauses show it too); moved here from _open (hunt16b)
# by lateElse16. (3.12: refused, `refuse_code_after_as_else`.)
def case_hb16_code_after_try_read_as_else_after_loop_with():
    def f(log, a, b, swallow):
        try:
            if a and b:
                while a:
                    with _Hb16Cm(log, swallow):
                        a -= 1
                        raise ValueError(a)
                    log.append(("after with", a))
            else:
                log.append("else")
        except ValueError:
            log.append("clause")
        x = not a
        return [x, not b]

    out = []
    for a, b, swallow in ((1, 1, False), (2, 1, True), (0, 1, False)):
        log = []
        out.append((f(log, a, b, swallow), log))
    return out


# Siblings of case_hb16_code_after_try_read_as_else_after_loop_with: a for
# loop for the while loop (3.13 checked by lateElse16).
def case_le16_code_after_try_after_for_with():
    def f(log, xs, b, swallow):
        try:
            if xs and b:
                for a in xs:
                    with _Hb16Cm(log, swallow):
                        raise ValueError(a)
                    log.append(("after with", a))
            else:
                log.append("else")
        except ValueError:
            log.append("clause")
        x = not xs
        return [x, not b]

    out = []
    for xs, b, swallow in (((1,), 1, False), ((2, 1), 1, True), ((), 1, False)):
        log = []
        out.append((f(log, xs, b, swallow), log))
    return out


# 3.12/3.13 (refused, "cannot find where the try statement ends": the
# return after the try, right before the with's handler, taken for the
# with body's return, the body measured past it): siblings of
# case_le16_code_after_try_after_for_with (helper with18): the for loop
# alone in the try body, a with of two items, the value computed in the
# return.
def case_with18_code_after_try_after_for_with_alone():
    def f(log, xs, swallow):
        try:
            for a in xs:
                with _Hb16Cm(log, swallow):
                    raise ValueError(a)
                log.append(("after with", a))
        except ValueError:
            log.append("clause")
        return [len(log), not xs]

    out = []
    for xs, swallow in (((1,), False), ((2, 1), True), ((), False)):
        log = []
        out.append((f(log, xs, swallow), log))
    return out


def case_with18_code_after_try_after_for_two_item_with():
    def f(log, xs, b, swallow):
        try:
            if b:
                for a in xs:
                    with _Hb16Cm(log, swallow), _Hb16Cm(log, False):
                        raise ValueError(a)
                    log.append(("after with", a))
        except ValueError as e:
            log.append(("clause", e.args))
        y = [x for x in xs if x]
        return y, b

    out = []
    for xs, b, swallow in (((1,), 1, False), ((2, 1), 1, True), ((), 0, False)):
        log = []
        out.append((f(log, xs, b, swallow), log))
    return out


# Sibling: no with, the loop's body a branch that raises then code after it
# (3.13 checked by lateElse16).
def case_le16_code_after_try_after_loop_raise():
    def f(log, a, b):
        try:
            if a and b:
                while a:
                    a -= 1
                    if a % 2:
                        raise ValueError(a)
                    log.append(("after if", a))
            else:
                log.append("else")
        except ValueError:
            log.append("clause")
        x = not a
        return [x, not b]

    out = []
    for a, b in ((1, 1), (2, 1), (4, 1), (0, 1)):
        log = []
        out.append((f(log, a, b), log))
    return out


# Sibling: the with straight in the if's body, no loop (3.13 checked by
# lateElse16).
def case_le16_code_after_try_after_with_no_loop():
    def f(log, a, b, swallow):
        try:
            if a and b:
                with _Hb16Cm(log, swallow):
                    a -= 1
                    raise ValueError(a)
                log.append(("after with", a))
            else:
                log.append("else")
        except ValueError:
            log.append("clause")
        x = not a
        return [x, not b]

    out = []
    for a, b, swallow in ((1, 1, False), (2, 1, True), (0, 1, False)):
        log = []
        out.append((f(log, a, b, swallow), log))
    return out


# 3.8/3.9 (mismatch): an except clause whose endless loop is followed by a
# `return`, which nothing reaches (kept: dead code after a jump back): the
# clause was cut at the loop's closing jump, the return lost. A named
# clause's return calls its name's clean-up.
def case_o17_dead_return_after_endless_loop_in_clause():
    def plain(a, items):
        try:
            return 10 // a
        except ZeroDivisionError:
            it = iter(items)
            while True:
                a = next(it)
            return a

    def named(a, items):
        try:
            return 10 // a
        except ZeroDivisionError as e:
            it = iter(items)
            while True:
                a = next(it)
            return a, e

    out = []
    for f in (plain, named):
        for a in (0, 2):
            try:
                out.append(f(a, [1, 2]))
            except StopIteration:
                out.append("stop")
    return out


# 3.11: a try statement ending the body of a try/except that ends the
# function, its clause (or else) ending in an if/elif/else: each branch
# falls into its own copy of the exit (`POP_EXCEPT; return None`, no line
# of its own), the enclosing body's `return None` copied once more between
# the body and the handlers, read as its else. Only that else's copy was
# dropped, the branches' copies were written as `return None` (one shared
# block, fewer copies). Found in the nesting corpus
# (nest_depth3.py::f3_try_except__try_except_as__if_elif_else__augassign).
_RE17_ERRORS = {2: KeyError}


def _re17_run(f):
    out = []
    for a in (0, 1):
        for b in (0, 1):
            for fail in ((), (0,), (0, 1), (0, 2), (0, 3), (5,)):
                log = []

                def g(n):
                    log.append(n)
                    if n in fail:
                        raise _RE17_ERRORS.get(n, ValueError)(n)

                try:
                    out.append((f(g, a, b), log))
                except Exception as e:
                    out.append((type(e).__name__, e.args, log))
    return out


def case_re17_clause_if_elif_else_ending_try_body():
    def f(g, a, b):
        try:
            try:
                g(0)
            except Exception:
                if a:
                    g(1)
                elif b:
                    g(2)
                else:
                    g(3)
        except ValueError:
            g(5)

    return _re17_run(f)


def case_re17_clause_if_elif_elif_else_ending_try_body():
    def f(g, a, b):
        try:
            try:
                g(0)
            except KeyError:
                g(4)
            except Exception:
                if a and b:
                    g(1)
                elif b:
                    g(2)
                elif a:
                    g(3)
                else:
                    g(4)
        except ValueError:
            g(5)

    return _re17_run(f)


def case_re17_else_if_elif_else_ending_try_body():
    def f(g, a, b):
        try:
            try:
                g(0)
            except Exception:
                g(3)
            else:
                if a:
                    g(1)
                elif b:
                    g(2)
                else:
                    g(3)
        except ValueError:
            g(5)

    return _re17_run(f)


def case_re17_body_if_elif_else_ending_try_body():
    def f(g, a, b):
        try:
            g(0)
            if a:
                g(1)
            elif b:
                g(2)
            else:
                g(3)
        except ValueError:
            g(5)

    return _re17_run(f)


# 3.10 (a wrong reading; hunt seed 187 #527, helper hunt21b): a try body
# ending in an if/elif (or if/else) whose then-branch ends in a try/except
# with typed clauses. Each way out of the nested try is a copy of the outer
# body's closing end (`POP_BLOCK; return not b`), so the then-branch has no
# jump over the else, and the nested handler's no-match RERAISE comes after
# the clause's copy: the copy's end is not the then-branch's end, so the
# else was read as code after the if, run after the then-branch too
# (`_clause_copy_else`).
def _h21c_run(f, points):
    out = []
    for args in points:
        log = []

        def g(x):
            log.append(x)
            if x == 0 and args[0] == 2:
                raise ValueError(x)
            return x

        try:
            out.append(("return", f(g, *args), log))
        except Exception as e:
            out.append(("raise", type(e).__name__, log))
    return out


def case_h21c_seed187_try_ending_then_branch_before_elif():
    def f(g, a, b, xs):
        try:
            if a in xs:
                try:
                    pass
                except ValueError:
                    pass
            elif not a:
                g(1)
        except ValueError:
            pass
        return not b

    return _h21c_run(f, [(0, 1, (0,)), (0, 0, ()), (1, 1, ()), (2, 0, (2,))])


def case_r21d_empty_try_ending_branch_before_else():
    """3.12: the branch's `try: pass` (no row reaches its handler) begins
    where the copy of the code after the outer try ends that branch
    outside the outer row; the copy was read as the jump there and the
    inner statement lost (refused at its handler)."""

    def f(g, a, b, xs):
        try:
            if a in xs:
                try:
                    pass
                except ValueError:
                    pass
            else:
                g(1)
        except ValueError:
            pass
        return not b

    return _h21c_run(f, [(0, 1, (0,)), (0, 0, ()), (1, 1, ()), (2, 0, (2,))])


def case_r21d_chained_test_pass_then_elif_in_try():
    """3.12/3.13: the `pass` branch of a chained comparison jumps over the
    comparison's clean-up to a copy of the code after the try (`return
    None`, no row covers it); read as `return None` written there (which
    would follow the last test), the recompiled bytecode differed."""

    def f(g, a, b, c):
        try:
            if a < b < c:
                pass
            elif a:
                g(0)
        except ValueError:
            g(2)

    return _h21c_run(f, [(0, 1, 2), (1, 2, 0), (2, 1, 0), (0, 0, 0)])


def case_h21c_try_ending_then_branch_before_else():
    def f(g, a, b, xs):
        try:
            if a in xs:
                try:
                    g(0)
                except ValueError:
                    g(2)
            else:
                g(1)
        except ValueError:
            pass
        return not b

    return _h21c_run(f, [(0, 1, (0,)), (0, 0, ()), (1, 1, ()), (2, 0, (2,))])


def case_h21c_named_clauses_ending_then_branch_before_elif():
    def f(g, a, b, xs):
        try:
            if a in xs:
                try:
                    g(0)
                except ValueError as e:
                    g(2)
                except KeyError:
                    g(3)
            elif not a:
                g(1)
        except ValueError:
            pass
        return not b

    return _h21c_run(f, [(0, 1, (0,)), (0, 0, ()), (1, 1, ()), (2, 0, (2,))])


# 3.10 (read wrong the same way, helper hunt21b): the then-branch ends in a
# try/finally, its normal exit's copy of the closing end before the finally
# body's handler copy.
def case_h21c_try_finally_ending_then_branch_before_elif():
    def f(g, a, b, xs):
        try:
            if a in xs:
                try:
                    g(0)
                finally:
                    g(2)
            elif not a:
                g(1)
        except ValueError:
            pass
        return not b

    return _h21c_run(f, [(0, 1, (0,)), (0, 0, ()), (1, 1, ()), (2, 0, (2,))])
