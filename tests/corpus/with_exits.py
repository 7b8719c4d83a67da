"""with statements whose body returns or raises, nested withs, code after
the with.

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


import threading


# Minimal sample of a decompiler bug.

class _Lock:
    def __init__(self):
        self.log = []

    def __enter__(self):
        self.log.append("in")

    def __exit__(self, *exc):
        self.log.append("out")


def _with_ends_function(lock, log):
    # 3.11+ copies the implicit `return None` after the with's exit call.
    with lock:
        log.append("body")


def case_with_ends_function():
    lock, log = _Lock(), []
    _with_ends_function(lock, log)
    return lock.log, log


class _Delimit:
    def __init__(self, out):
        self.out = out

    def __enter__(self):
        self.out.append("{")

    def __exit__(self, *exc):
        self.out.append("}")


def _with_in_if_at_end(elts, out):
    # 3.11+ copies the implicit `return None` after the with; read back as
    # if/else rather than `if ...: with ...: ...; return None` + the rest.
    if elts:
        with _Delimit(out):
            out.extend(elts)
    else:
        out.append("{*()}")


def case_with_in_if_at_end():
    a, b = [], []
    _with_in_if_at_end([1, 2], a)
    _with_in_if_at_end([], b)
    return a, b


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


def with_try_return_bare_except_raise():
    # The with body ends in a try whose body returns and whose clause raises.
    log = []
    with _Ctx(log) as p:
        try:
            return len(p.log), log
        except:
            log.append("kill")
            raise


def _with_nested_if_else_ends_2(band, ro, log):
    # 3.10: every branch end is its own copy of `POP_BLOCK; exit; return
    # None`; the inner if's jump goes to the last copy (the body's end).
    with _Ctx(log):
        if band:
            if ro:
                log.append("bytes")
            else:
                log.append("bytearray")
        else:
            log.append("next")
            if ro:
                log.append("readonly")


def with_nested_if_else_ends_2():
    out = []
    for band, ro in ((1, 1), (1, 0), (0, 1), (0, 0)):
        log = []
        _with_nested_if_else_ends_2(band, ro, log)
        out.append(log)
    return out


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


def _try_after_return_in_with(log, fd, alive):
    with _NamedCtx(log, "lock"):
        if fd is not None:
            if alive:
                return "alive"
            log.append("close")
        try:
            log.append(int(fd))
        except Exception:
            pass
        log.append("done")


def try_after_return_in_with():
    log = []
    return [_try_after_return_in_with(log, None, False), _try_after_return_in_with(log, "3", True), _try_after_return_in_with(log, "x", False), log]


def _with_ends_clause(log, fail):
    try:
        if fail:
            raise OSError
        log.append("opened")
    except OSError:
        with _NamedCtx(log, "create"):
            log.append("chmod")


def with_ends_clause():
    log = []
    _with_ends_clause(log, False)
    _with_ends_clause(log, True)
    return log


class _Suppress:
    def __init__(self, kind):
        self.kind = kind

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        return kind is not None and issubclass(kind, self.kind)


def _code_after_returning_with(path):
    with _Suppress(KeyError):
        return {"a": True}[path]
    return False


def code_after_returning_with():
    return _code_after_returning_with("a"), _code_after_returning_with("b")


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


def _return_through_two_withs(log, fail, swallow):
    # concurrent.futures.thread.ThreadPoolExecutor.submit
    with _SwallowCm(log, "a", False), _SwallowCm(log, "b", swallow):
        if fail:
            raise ValueError()
        f = len(log)
        return f


def return_through_two_withs():
    log = []
    out = [_return_through_two_withs(log, False, False), _return_through_two_withs(log, True, True)]
    try:
        _return_through_two_withs(log, True, False)
    except ValueError:
        out.append("raised")
    return out, log


def _const_return_through_two_withs(log, fail, swallow):
    with _SwallowCm(log, "a", False):
        with _SwallowCm(log, "b", swallow):
            if fail:
                raise ValueError()
            return 1
        log.append("after b")


def const_return_through_two_withs():
    log = []
    out = [_const_return_through_two_withs(log, False, False), _const_return_through_two_withs(log, True, True)]
    try:
        _const_return_through_two_withs(log, True, False)
    except ValueError:
        out.append("raised")
    return out, log


# Exception shape (3.11+ exception table) found in the stdlib sweep.

class _Resource:
    def __init__(self, name, log):
        self.name = name
        self.log = log

    def __enter__(self):
        self.log.append("enter " + self.name)
        return self

    def __exit__(self, *exc):
        self.log.append("exit " + self.name)
        return False


def _return_from_try_in_nested_with(mode, log):
    # 3.11: a try in the inner with's body returns (out through both exits,
    # left out of the ranges); the body goes on after its handlers.
    with _Resource("src", log) as src:
        try:
            with _Resource("dst", log) as dst:
                if mode == 1:
                    try:
                        log.append(src.name + dst.name)
                        return "first"
                    except KeyError:
                        pass
                elif mode == 2:
                    log.append(mode)
                    return "second"
                log.append("copy")
        except IsADirectoryError:
            raise
    return "done"


def return_from_try_in_nested_with():
    log = []
    return [_return_from_try_in_nested_with(m, log) for m in (1, 2, 3)], log


# Control-flow shape of 3.10+ (copied exits, branches at the end of try/with
# bodies, elif chains, loops) that failed to round-trip.

def with_or_return():
    lock = threading.Lock()
    with lock:
        if lock is None or lock.locked() is False:
            return
    return 3


def with_if_return_both():
    lock = threading.Lock()
    with lock:
        if lock.acquire(False):
            lock.release()
            return True
        return False


def with_if_return_after():
    lock = threading.Lock()
    with lock:
        if lock.acquire(False):
            lock.release()
            return True
    return False


def with_return_const():
    lock = threading.Lock()
    with lock:
        lock.locked()
        return False


def with_then_return_const():
    lock = threading.Lock()
    with lock:
        lock.locked()
    return False


# Minimal sample of a decompiler bug.

def case_nested_with_at_the_end():
    # 3.10 copies the outer with's exit and the return to where the inner
    # with resumes after suppressing an exception
    import contextlib

    log = []

    @contextlib.contextmanager
    def cm(name, swallow=False):
        log.append("enter " + name)
        try:
            yield name
        except ZeroDivisionError:
            if not swallow:
                raise
        log.append("exit " + name)

    def run(fail):
        with cm("a") as x, cm("b", swallow=True):
            log.append(x)
            if fail:
                1 / 0

    run(False)
    run(True)
    return log


# Lossy decompilation (the decompiled code dropped or moved statements).

def case_bare_raise_after_with_in_clause():
    # 3.10: the `raise` after a with is copied after its exit call
    log = []

    class Lock:
        def __enter__(self):
            log.append("enter")

        def __exit__(self, typ, value, tb):
            log.append(("exit", typ))

    def start(fail):
        try:
            if fail:
                raise ValueError(fail)
        except ValueError:
            with Lock():
                log.append("undo")
            raise
        return "ok"

    try:
        start("boom")
    except ValueError as e:
        log.append(str(e))
    return start(""), log


# Bytecode mismatch found by the 3.11 stdlib sweep (and its 3.12/3.13
# twins).

def written_return_none_copied_into_handlers():
    # `platform.win32_edition` (3.12): the final written `return None` is
    # copied to the handler that falls into it; the copies share its line,
    # so none of them tells a written return apart.
    def edition(key):
        try:
            try:
                value = {"a": 1}[key]
            except KeyError:
                value = {"b": 2}[key]
        except KeyError:
            pass
        else:
            try:
                with open(__file__) as f:
                    return value + len(f.read(0))
            except OSError:
                pass

        return None

    return edition("a"), edition("b"), edition("c")


# 3.12+: a with body that raises and ends an if's body, the code after the
# if laid out between the body and the handler; a swallowed exception goes
# on through a copy of that code (`return b`). (The nesting corpus,
# `if a or b: with cm(a): raise ...`.)
def case_raising_with_ends_if_body():
    class Swallow:
        def __init__(self, swallow):
            self.swallow = swallow

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return self.swallow

    def f(a, b):
        if a or b:
            with Swallow(a):
                raise ValueError(a)
        return b

    out = [f(0, 0), f(1, 2)]
    try:
        f(0, 3)
    except ValueError as e:
        out.append(repr(e))
    return out


# 3.12+: the same with two items: the inner with's swallow path goes to the
# outer's exit call, laid out after the inner handler, then to a copy of
# the code after the if. (The nesting corpus, `if a or b: with cm(a) as x,
# cm(b) as y: raise ...`.)
def case_raising_two_item_with_ends_if_body():
    class Swallow:
        def __init__(self, swallow, log):
            self.swallow = swallow
            self.log = log

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.log.append(self.swallow)
            return self.swallow

    log = []

    def f(a, b):
        if a or b:
            with Swallow(a, log) as x, Swallow(b, log) as y:
                raise ValueError(a)
        return b

    out = [f(0, 0), f(1, 2), f(3, 0)]
    return out, log


# 3.10: `continue` in the inner body of `with a, b:` leaves through both
# exit calls before its jump: the outer exit is not the inner body's end
# ("with body leaves values on the stack"; nesting corpus,
# f_while_true__with_as__continue).

def case_continue_through_two_withs():
    a, b = _Lock(), _Lock()
    n = 0
    while n < 2:
        n += 1
        with a as x, b as y:
            continue
    return a.log, b.log, n


# 3.8/3.9: a with body that is a `while True:` left only by return: the
# unreachable normal exit after the loop still ends the
# body (nesting corpus, f_with__while_true__nonlocal).

def _with_while_true_returns(lock, items):
    with lock:
        while True:
            if items.pop():
                return len(items)
    return -1


def case_with_while_true_returns():
    lock = _Lock()
    return _with_while_true_returns(lock, [1, 0, 0]), lock.log


# 3.12+: `with a, b:` whose body ends in a return: the inner with's swallow
# path goes to the outer's exit call, laid out after the inner handler, then
# to a copy of the code after the statement ("with exit without its context
# manager"; nesting corpus, f_with_as__with__augassign).
def case_returning_two_item_with_then_code():
    class Swallow:
        def __init__(self, swallow, log):
            self.swallow = swallow
            self.log = log

        def __enter__(self):
            return len(self.log)

        def __exit__(self, *exc):
            self.log.append((self.swallow, exc[0] is not None))
            return self.swallow

    log = []

    def f(a, b):
        with Swallow(a, log) as x, Swallow(b, log) as y:
            with Swallow(False, log):
                x += 1
                if y > 3:
                    raise ValueError(x)
            return a
        return b

    out = [f(0, 0), f(0, 1), f(1, 0), f(1, 1)]
    return out, log


# 3.12+: the same in an elif, a loop around: the outer's swallow path jumps
# back to the code after the if, past the else (the branch is no if
# without else; nesting corpus, f_if_elif_else__with_parens__return).
def case_returning_two_item_with_in_elif():
    class Swallow:
        def __init__(self, swallow, log):
            self.swallow = swallow
            self.log = log

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.log.append(self.swallow)
            return self.swallow

    log = []

    def f(a, b):
        for n in range(2):
            if a == n:
                log.append("if")
            elif b:
                with Swallow(a, log) as x, Swallow(b, log) as y:
                    if a > 3:
                        raise ValueError(a)
                    return a
            else:
                log.append("else")
            log.append("after")
        return b

    out = [f(0, 0), f(5, 1), f(5, 0), f(1, 1)]
    return out, log


# 3.12+: one item, in the body of another with: the elif's with swallows
# back to the outer with's exit call, past the else (nesting corpus,
# f3_with_parens__if_elif_else__with_as__bare_return).
def case_returning_with_in_elif_in_with():
    class Swallow:
        def __init__(self, swallow, log):
            self.swallow = swallow
            self.log = log

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.log.append(self.swallow)
            return self.swallow

    log = []

    def f(a, b):
        with Swallow(False, log):
            if a == 1:
                log.append("if")
            elif b:
                with Swallow(b, log):
                    if a > 3:
                        raise ValueError(a)
                    return
            else:
                log.append("else")
        return a

    out = [f(1, 0), f(5, 1), f(0, 0), f(2, 1)]
    return out, log


# 3.12+: `continue` in the body of `with a, b:` in `while True:`: the inner
# with's swallow path goes through a copy of the outer's exit call and a
# jump to the loop's closing jump (laid out after the handlers), the
# `continue` is the inner body's ("with exit without its context manager";
# nesting corpus, f_while_true__with_as__continue).
def case_continue_through_two_withs_forever():
    log = []

    class Counted:
        def __init__(self, name):
            self.name = name

        def __enter__(self):
            if len(log) > 6:
                raise LookupError(len(log))
            return self

        def __exit__(self, *exc):
            log.append(self.name)
            return False

    def f():
        while True:
            with Counted("a") as x, Counted("b") as y:
                continue

    try:
        f()
    except LookupError as e:
        log.append(repr(e))
    return log


# 3.11: `break` in the body of `with a, b:`: after the inner exit call the
# outer's and the jump; the inner swallow path goes on through a copy of
# the outer's exit call and a jump to the code after it ("with exit
# without its context manager"; nesting corpus, f_while__with_parens__break).
# 3.12+: the `break` is a copy of the code after the loop, and the swallow
# path goes on through the outer's exit call to where the loop body ends.
def case_break_through_two_withs():
    log = []

    class Swallow:
        def __init__(self, name, swallow):
            self.name = name
            self.swallow = swallow

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            log.append(self.name)
            return self.swallow

    def f(n, fail):
        while n > 0:
            n -= 1
            with Swallow("a", False) as x, Swallow("b", True) as y:
                if fail:
                    raise ValueError(n)
                break
        return n

    return [f(3, False), f(3, True)], log


# 3.11+: a for loop ending a with body, left by a return: the return
# (through the exit call) cannot raise, so the table ends the body before
# the loop's exit, which goes on to the exit call; the return reads like a
# `break` to a copy of that exit block, but the compiler never copies a
# block that calls __exit__ ("with exit without its context manager";
# nesting corpus, f_with__async_for__bare_return).
def case_for_returning_in_with():
    lock, log = _Lock(), []

    def f(items):
        with lock:
            for x in items:
                log.append(x)
                return
    f([])
    f([1, 2])
    return lock.log, log


# 3.11+: a with body that is an empty endless loop (`while 1: pass`, a jump
# to itself once its line markers are gone) never finishes: the code after
# the statement is reached only when __exit__ swallows ("with body without
# its exit call"; nesting corpus, f_with_as__while_true__pass). Takes an
# argument: round-tripped, not run.
def with_endless_empty_loop(a, b):
    with a as x, b as y:
        while 1:
            pass
    return b


# 3.12+: `with a, b: return` in an elif ending the function: the return
# after both exit calls reads like the return after the statement, but the
# inner swallow path goes through a copy of the outer's exit call and of
# that return, which the compiler makes only for a body that returns
# (nesting corpus, f_if_elif__with_as__bare_return).
def case_bare_return_through_two_withs_in_elif():
    log = []

    class Swallow:
        def __init__(self, swallow):
            self.swallow = swallow

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            log.append(self.swallow)
            return self.swallow

    def f(a, b):
        if not a:
            log.append("if")
        elif a:
            with Swallow(False) as x, Swallow(b) as y:
                log.append("body")
                return

    f(0, 0)
    f(1, 0)
    f(1, 1)
    return log


# 3.11: a with statement ending a named except clause that ends the
# function: the swallow path goes on through a copy of the clause's exit
# (`POP_EXCEPT; <clear name>; return None`) that the jump after the exit
# call reaches ("POP_EXCEPT outside a handler"; nesting corpus,
# f_try_except_as__async_with__call).
def case_with_ending_named_clause():
    lock, log = _Lock(), []

    def f(fail):
        try:
            if fail:
                raise KeyError(fail)
        except KeyError as e:
            with lock:
                log.append(repr(e))
        except Exception:
            log.append("other")

    f(0)
    f(1)
    return lock.log, log


# 3.13 (fuzz seed 1 #607, which left the identical set with the readers of
# code laid out after a with's handler): a small exit block copied both
# right after the swallow path and where the if's false branch goes on;
# it is the code after the if, not code after the with inside the branch.
def case_returning_with_in_if_then_small_exit():
    log = []

    class Manager:
        def __init__(self, swallow):
            self.swallow = swallow

        def __enter__(self):
            log.append("enter")

        def __exit__(self, *exc):
            log.append("exit")
            return self.swallow

    def f(a, b):
        nonlocal last
        if a or b:
            with Manager(b):
                if b == 2:
                    raise ValueError
                return
        last = a

    last = None
    for a, b in ((0, 0), (1, 0), (0, 2), (1, 1)):
        f(a, b)
        log.append(last)
    return log


# 3.12+ (3.11 passes): `with a, b: break` in a while loop with code after the
# with statement: that code is reached only when an exit swallows, laid out
# past the handlers, and falls into the loop's bottom test ("with exit
# without its context manager"; nesting corpus, f_while_else__with_as__break).
def case_break_through_two_withs_then_code():
    log = []

    class Swallow:
        def __init__(self, name, swallow):
            self.name = name
            self.swallow = swallow

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            log.append(self.name)
            return self.swallow

    def f(n, fail):
        while n > 0:
            n -= 1
            with Swallow("a", False) as x, Swallow("b", True) as y:
                if fail:
                    raise ValueError(n)
                break
            log.append("after")
        else:
            log.append("else")
        log.append(n)

    f(3, False)
    f(3, True)
    return log


# 3.11: `with a: return` (a constant) in an except clause: the constant is
# loaded after the exit call, the clause's POP_EXCEPT (and a named clause's
# name cleared), outside the protected range, so the return read as one
# after the statement ("stack underflow", "with exit without its context
# manager", "POP_EXCEPT outside a handler"; nesting corpus,
# f3_try_except_else__if_elif_else__with_as__bare_return,
# f3_async_with__try_except__with__bare_return).
def case_constant_return_from_with_in_except_clause():
    log = []

    def maybe_raise(exc, x):
        if x is not None:
            raise exc(x)

    def named(fail, swallow):
        try:
            maybe_raise(KeyError, fail)
        except KeyError as e:
            with _SwallowCm(log, "a", swallow) as p, _SwallowCm(log, "b", False):
                if fail:
                    raise ValueError(fail)
                return
            return e.args

    def nested(fail, swallow):
        try:
            maybe_raise(KeyError, fail)
        except KeyError:
            try:
                maybe_raise(IndexError, fail)
            except IndexError:
                with _SwallowCm(log, "c", swallow):
                    if fail:
                        raise ValueError(fail)
                    return
                log.append("after c")
            return 2

    def in_loop(n, swallow):
        for x in range(n):
            try:
                maybe_raise(KeyError, x)
            except KeyError as e:
                with _SwallowCm(log, "d", swallow):
                    if x == 0:
                        raise ValueError(x)
                    return
        return -1

    out = [named(0, False), named(1, True), named(None, True), nested(0, False), nested(1, True), nested(None, False), in_loop(0, True), in_loop(2, True)]
    for f in (named, nested, in_loop):
        try:
            f(1, False)
        except ValueError as e:
            out.append(repr(e))
    return out, log


# 3.11: the same inside a with statement: the outer exit call comes after
# the clause's POP_EXCEPT ("POP_EXCEPT outside a handler"; nesting corpus,
# f3_async_with__try_except__with__bare_return).
def case_constant_return_from_with_in_except_clause_in_with():
    log = []

    def maybe_raise(x):
        if x is not None:
            raise KeyError(x)

    def f(fail, swallow):
        with _SwallowCm(log, "outer", swallow == 2) as p:
            try:
                maybe_raise(fail)
            except KeyError as e:
                with _SwallowCm(log, "inner", swallow == 1):
                    if fail:
                        raise ValueError(fail)
                    return
            return 1
        log.append("after outer")

    out = [f(None, 0), f(0, 0), f(1, 1), f(1, 2)]
    try:
        f(1, 0)
    except ValueError as e:
        out.append(repr(e))
    return out, log


# 3.10-3.13: a with body whose if and else each end in `return x`: the
# exit calls under each return carry the with's line, so the two returns
# read as copies of one and were merged after the if (a call lost: the
# self-check refused). Found by the nesting corpus
# (nest_depth3.py::f3_with__while_else__if_elif_else__assert).
def _with_branches_return(flag, log):
    with _Ctx(log):
        if flag:
            log.append(1)
            return log
        else:
            log.append(2)
        return log


def _with_while_else_returns(flag, log):
    with _Ctx(log):
        while flag:
            log.append(1)
            return log
        else:
            log.append(2)
        return log


def case_with_branches_return():
    return [_with_branches_return(f, []) for f in (0, 1)] + [_with_while_else_returns(f, []) for f in (0, 1)]


# 3.12+ (the nesting corpus, f_with__try_except__return): a with body
# holding `try: return x` whose clause goes on to more of the body: the
# return, out through the with's exit call, lies between the try body and
# its handler (laid out inline, as the clause goes on); the body was taken
# to end at the return ("unstructured jump").
def case_try_return_in_with_then_more_body():
    log = []

    class CM:
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            log.append("exit")

    def f(x):
        with CM():
            try:
                return 10 // x
            except ZeroDivisionError:
                log.append("caught")
            log.append("after try")
        log.append("after with")

    return f(2), f(0), log


# 3.12/3.13: a with body holding a loop that only returns (`while a: ...;
# return a`, compiled as an if), then another `return a`: both returns
# leave through the with's exit and took its line, so the two read as
# copies of one statement and were merged after an if/else, losing one
# exit call (refused by the self-check; nesting corpus,
# f3_with__while_else__if_elif_else__assert).
def case_returns_through_with_exit_on_lines_of_their_own():
    log = []

    def f(a):
        with _SwallowCm(log, "cm", False):
            while a:
                log.append(0)
                return a
            log.append(1)
            return a

    return [f(0), f(2)], log


# 3.12/3.13: three nested withs, the innermost body returning, more of the
# outermost body after the middle one: the middle's normal exit call lies
# in the cold code (reached only from the innermost's swallow path), then
# its handler, and both its ways go on at the rest of the outer body; the
# outer body was cut at that handler ("with body without its exit call";
# nesting corpus, f3_with_as__with_as__async_with__return).
def case_return_in_third_with_then_more_of_outer_body():
    log = []

    def f(swallow):
        with _SwallowCm(log, "a", False):
            with _SwallowCm(log, "b", False):
                with _SwallowCm(log, "c", swallow):
                    if swallow:
                        raise ValueError(swallow)
                    return 1
            log.append("after b")
            return 2

    return [f(0), f(1)], log


# 3.12, 3.13: `with a, b: with c: try ... except ...; return`: each inner
# with's swallow path reaches its parent's exit call, laid out after its
# handler; the outer with took both (the nested one's too) for its own
# and, finding two, missed the `return` inside, reading that exit call as
# code after the statement. Refused ("with exit without its context
# manager"). Found reducing the nesting corpus'
# nest_depth3.py::f3_with_as__async_with__try_except_as__yield.
def _return_after_try_in_three_withs(log, swallow, fail):
    with _SwallowCm(log, "a", False), _SwallowCm(log, "b", False):
        with _SwallowCm(log, "c", swallow):
            try:
                log.append(1 // fail)
            except ZeroDivisionError:
                log.append("zero")
                raise
            return


def case_return_after_try_in_three_withs():
    log = []
    _return_after_try_in_three_withs(log, False, 1)
    _return_after_try_in_three_withs(log, True, 0)
    return log


# 3.12, 3.13: nested withs whose body raises, ending an if's body with code
# after them: the inner swallow path reaches the outer exit call laid out
# after the inner handler, which jumps on to that code, laid out past the
# outer handler (the swallow path's end only jumps there: its target, not
# the jump, is where the statement goes on). Refused ("with body without
# its exit call"). Found reducing the nesting corpus'
# nest_depth3_310.py::f3_try_finally__if__with_parens__raise_from.
def _nested_withs_raise_in_if(log, flag, swallow):
    if flag:
        with _SwallowCm(log, "a", False):
            with _SwallowCm(log, "b", swallow):
                raise ValueError()
        log.append("after")
    return len(log)


def case_nested_withs_raise_in_if():
    log = []
    out = [_nested_withs_raise_in_if(log, False, False), _nested_withs_raise_in_if(log, True, True)]
    try:
        _nested_withs_raise_in_if(log, True, False)
    except ValueError:
        out.append("raised")


# 3.12/3.13: a with statement whose body only raises, after another with
# statement: 3.12+ lays the first one's handler out between the second's
# body and its handler, so the code after the second (reached only when
# its __exit__ swallows) was not found ("with body without its exit call";
# with_stmt.case_with_several_items, the nesting corpus).
def case_raising_with_after_with():
    log = []

    def f(swallow):
        with _SwallowCm(log, "a", False):
            log.append(swallow)
        with _SwallowCm(log, "b", swallow):
            raise KeyError(swallow)
        return log[-1]

    out = [f(1)]
    try:
        f(0)
    except KeyError as e:
        out.append(repr(e))
    return out, log


# 3.12/3.13 (helper othold; the fuzz set, seed 2 program 72): `with a, b:`
# whose body branches, then code ending the function: that code (straight,
# before the implicit `return None`) was taken, by a first reading of an
# enclosing finally body's copy before a with's `return`, for such a copy:
# the return read into the outer with, the code run before its exit.
_SEEN = None


def _two_withs_then_code(log, a):
    with _Ctx(log) as x, _Ctx(log) as y:
        if a:
            log.append(0)
        else:
            log.append(1)
    global _SEEN
    _SEEN = a


def case_two_withs_then_code():
    log = []
    return _two_withs_then_code(log, 0), _SEEN, _two_withs_then_code(log, 1), _SEEN, log


# 3.12/3.13: an if whose body is a with around an endless loop (left only
# by an exception), then an if: the code after the with, reached only when
# __exit__ swallows, is laid out after the handler and both its ways jump
# back to copies of the block's way on (`return None`) laid out between
# the loop and the handler; the with was taken to go on at the first copy
# ("with body without its exit call"; found by the fuzz set, 3.12 seed 1
# program 796, minimised by hand).
def case_endless_with_then_if():
    log = []

    def endless(a, b):
        if a:
            with _Suppress(KeyError):
                while True:
                    log.append(a)
                    if len(log) > a:
                        raise KeyError(a)
            if b:
                log.append(b)

    def two_items(a, b):
        if a:
            with _Suppress(KeyError), _Suppress(ValueError):
                while True:
                    log.append(a)
                    raise ValueError(a)
            if not b:
                log.append(b)

    return [endless(0, 1), endless(2, 3), endless(4, 0), two_items(1, 0), two_items(1, 2)], log


# 3.12/3.13 (fuzz 3.12 seed 2 program 774; mismatch, the with's swallow
# path): a `pass` after a with whose body may return, then a short return:
# the with's way out (and its swallow path) lands on the `pass` marker.
def case_mnew11_pass_after_returning_with():
    class _Swallow:
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return True

    def f(a):
        with _Swallow():
            if a:
                return
        pass
        return str(a)

    return f(0), f(1)


# 3.10 refused ("would lose 1 call"): two withs (`with a, b:`) ending an
# except clause that ends the function: the inner with's suppressed
# exception resumes at its own copy of the outer with's exit and the
# implicit return, read as `return None` in the outer with's body, whose
# recompiled code shares one exit call. Found by the fuzz set (3.10 seed 1
# #186, seed 2 #718, #835, #869).
def case_two_withs_ending_clause_ending_function():
    import contextlib
    log = []

    def f(a):
        try:
            log.append(1 // a)
        except ZeroDivisionError:
            with contextlib.nullcontext(a) as x, contextlib.suppress(KeyError) as y:
                log.append(x)

    return f(0), f(1), log


class _SwallowPathCM:
    """A context manager that logs, raises from __enter__ when told, and
    swallows an Exception when told."""

    def __init__(self, log, name, fail_enter=False, swallow=False):
        self.log, self.name, self.fail_enter, self.swallow = log, name, fail_enter, swallow

    def __enter__(self):
        self.log.append(("enter", self.name))
        if self.fail_enter:
            raise ValueError(self.name)
        return self

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", self.name, kind.__name__ if kind else None))
        return self.swallow


# 3.11: a with whose body is a with whose body always returns (the finally
# returns), then a statement reached only through the inner with's swallow
# path: read as `with a, b:` with that statement after both, outside the
# outer with, where the outer with's swallow path reaches it (it runs when
# the inner __enter__ raises and the outer __exit__ swallows; the original
# returns None). Found by the behaviour grid over the fuzz set's seed 4
# program 321 (3.11), whose helpers' __enter__ never raise in the fuzz set.
def case_with_holding_with_that_returns_then_raise():
    def with_holding_with_that_returns(log, fail_enter, swallow):
        with _SwallowPathCM(log, "outer", swallow=swallow):
            with _SwallowPathCM(log, "inner", fail_enter=fail_enter):
                try:
                    log.append("body")
                finally:
                    return "returned"
            raise KeyError("after the inner with")

    out = []
    for fail_enter in (False, True):
        for swallow in (False, True):
            log = []
            try:
                value = with_holding_with_that_returns(log, fail_enter, swallow)
            except Exception as e:
                value = type(e).__name__
            out.append((value, log))
    return out


# Siblings of the one above (3.11: the code after a with whose body
# returns, reached only through its swallow path, laid out past the block
# the with is read in): inside a try statement's body, whose handler
# catches what the raise after the with or its __enter__ raises (refused
# before); and the code after it computing a value from an argument.
def case_try_holding_with_that_returns_then_raise():
    def try_holding_with_that_returns(log, fail_enter, swallow):
        try:
            with _SwallowPathCM(log, "inner", fail_enter=fail_enter, swallow=swallow):
                try:
                    log.append("body")
                finally:
                    return "returned"
            log.append("after")
            raise KeyError("k")
        except ValueError:
            return "caught"

    out = []
    for fail_enter in (False, True):
        for swallow in (False, True):
            log = []
            try:
                value = try_holding_with_that_returns(log, fail_enter, swallow)
            except Exception as e:
                value = type(e).__name__
            out.append((value, log))
    return out


def case_with_holding_with_that_returns_then_return_value():
    def with_holding_with_that_returns(log, fail_enter, n):
        with _SwallowPathCM(log, "outer", swallow=True):
            with _SwallowPathCM(log, "inner", fail_enter=fail_enter):
                try:
                    log.append(n)
                finally:
                    return n
            log.append(n + 1)
            return n * 2

    out = []
    for fail_enter in (False, True):
        for n in (0, 3):
            log = []
            out.append((with_holding_with_that_returns(log, fail_enter, n), log))
    return out


# 3.11 (refused, "stack underflow": the outer with's body measured up to
# the try/finally's handler, the inner with's swallow path, laid out
# inline after it, read outside the outer with): siblings of
# case_with_holding_with_that_returns_then_return_value (helper with18):
# the code after the inner with a raise, the finally body's value
# computed, the inner with bound to a name, a swallowing inner with.
def case_with18_with_holding_with_that_returns_siblings():
    def then_raise(log, fail_enter, n):
        with _SwallowPathCM(log, "outer", swallow=True):
            with _SwallowPathCM(log, "inner", fail_enter=fail_enter):
                try:
                    log.append(n)
                finally:
                    return n + 1
            log.append("after inner")
            raise KeyError(n)

    def named(log, fail_enter, n):
        with _SwallowPathCM(log, "outer", swallow=True):
            with _SwallowPathCM(log, "inner", fail_enter=fail_enter, swallow=n > 0) as inner:
                try:
                    log.append(10 // n)
                finally:
                    return inner.name, n
            log.append(n + 1)
            return [n]

    out = []
    for f in (then_raise, named):
        for fail_enter in (False, True):
            for n in (0, 3):
                log = []
                try:
                    value = f(log, fail_enter, n)
                except Exception as e:
                    value = type(e).__name__
                out.append((value, log))
    return out


# 3.12/3.13: a two-item with (the inner swallowing) whose body raises, ending
# a try body whose clauses fall through to a bare `raise` after the
# statement: the compiler copies that `raise` after the outer with's exit
# call (outside the try's range) and onto the outer swallow path; the copy
# was read as a `raise` in the try body, where `except Exception` caught it
# (wrong reading: the clause ran). Found by the hunt, 3.12/3.13 seed 23
# program 661.
def case_hb16_two_item_with_raising_in_try_then_raise():
    def f(log, swallow):
        try:
            with _SwallowPathCM(log, "a"), _SwallowPathCM(log, "b", swallow=swallow):
                raise ValueError("body")
        except KeyError:
            log.append("key")
        except Exception:
            log.append("clause")
        raise

    out = []
    for swallow in (False, True):
        log = []
        try:
            f(log, swallow)
        except Exception as e:
            log.append(type(e).__name__)
        out.append(log)
    return out


# 3.11-3.13 (fuzz seed 69 #449, found by the hunt): a with statement whose
# body returns ends a try body with clauses; the code after the try
# statement is reached only when __exit__ swallows.  3.12/3.13 read that
# code (copied onto the swallow path, unprotected) inside the try body,
# where the clauses caught what it raised; with the return in a
# try/finally in the with (3.11 too) the return after the exit call was
# read again as an else that returns, where the swallowed exception went
# on after the statement.
def _h18a_after(log):
    log.append("after")
    return {}[len(log)]


def _h18a_run(f):
    log = []
    out = []
    for fail, swallow in ((0, 0), (1, 1), (1, 0)):
        try:
            out.append(f(log, fail, swallow))
        except (KeyError, ValueError) as e:
            out.append(type(e).__name__)
    return out, log


def case_h18a_returning_with_in_try_then_code():
    def f(log, fail, swallow):
        try:
            with _SwallowCm(log, "a", swallow):
                if fail:
                    raise ValueError()
                return
        except KeyError:
            log.append("caught")
        return _h18a_after(log)

    return _h18a_run(f)


def case_h18a_returning_finally_in_with_in_try_then_code():
    def f(log, fail, swallow):
        try:
            with _SwallowCm(log, "a", swallow):
                if fail:
                    raise ValueError()
                try:
                    return
                finally:
                    log.append("finally")
        except KeyError:
            log.append("caught")
        return _h18a_after(log)

    return _h18a_run(f)


def case_h18a_returning_finally_after_call_in_with_in_try_then_code():
    def f(log, fail, swallow):
        try:
            with _SwallowCm(log, "a", swallow):
                log.append("body")
                try:
                    if fail:
                        raise ValueError()
                    return
                finally:
                    log.append("finally")
        except KeyError:
            log.append("caught")
        return _h18a_after(log)

    return _h18a_run(f)


def case_h18a_returning_constant_finally_in_with_in_try_then_code():
    def f(log, fail, swallow):
        try:
            with _SwallowCm(log, "a", swallow):
                if fail:
                    raise ValueError()
                try:
                    return 5
                finally:
                    log.append("finally")
        except KeyError:
            log.append("caught")
        return _h18a_after(log)

    return _h18a_run(f)


def case_h18a_returning_finally_after_loop_in_with_in_try_then_code():
    def f(log, fail, swallow):
        try:
            with _SwallowCm(log, "a", swallow):
                for v in range(fail):
                    raise ValueError()
                try:
                    return
                finally:
                    log.append("finally")
        except (KeyError, IndexError) as e:
            log.append("caught")
        except Exception:
            log.append("other")
        return _h18a_after(log)

    return _h18a_run(f)


# 3.11-3.13, sibling of the three above (refuse19b): `try: return 2` /
# `finally:`, a body that can raise nothing, right after an if whose branch
# returns; the copy of the finally body is where the statement begins,
# reached only by the if's jump past the return (refused: "finally body not
# copied after the try body").
def case_h18a_returning_finally_after_returning_if_in_with_in_try_then_code():
    def f(log, fail, swallow):
        try:
            with _SwallowCm(log, "a", swallow):
                if fail:
                    return 1
                try:
                    return 2
                finally:
                    log.append("finally")
        except KeyError:
            log.append("caught")
        return _h18a_after(log)

    return _h18a_run(f)


# 3.12/3.13, the same found beside fuzz seed 69 #449: the code after the
# try statement short enough to be copied onto the swallow path (outside
# the protected range) and into the clause; read after the with, inside
# the try body, the clause caught what it raised.
def _h18a_run_table(f):
    log = []
    out = []
    for fail, swallow in ((0, 0), (1, 1), (1, 0)):
        try:
            out.append(f(log, fail, swallow, {}))
        except (KeyError, ZeroDivisionError) as e:
            out.append(type(e).__name__)
    return out, log


def case_h18a_returning_with_in_try_then_short_code():
    def f(log, fail, swallow, table):
        try:
            with _SwallowCm(log, "a", swallow):
                log.append(10 // (1 - fail))
                return
        except KeyError:
            pass
        return table[fail]

    return _h18a_run_table(f)


def case_h18a_returning_value_with_in_try_then_short_code():
    def f(log, fail, swallow, table):
        try:
            with _SwallowCm(log, "a", swallow):
                log.append(10 // (1 - fail))
                return 3
        except KeyError:
            log.append("caught")
        return table[fail]

    return _h18a_run_table(f)


def case_h18a_returning_finally_in_with_in_try_then_short_code():
    def f(log, fail, swallow, table):
        try:
            with _SwallowCm(log, "a", swallow):
                try:
                    log.append(10 // (1 - fail))
                    return
                finally:
                    log.append("finally")
        except KeyError:
            pass
        return table[fail]

    return _h18a_run_table(f)


def _h18a_run_name(f):
    log = []
    out = []
    for fail, swallow in ((0, 0), (1, 1), (1, 0)):
        try:
            out.append(f(log, fail, swallow))
        except (NameError, ZeroDivisionError) as e:
            out.append(type(e).__name__)
    return out, log


def case_h18a_returning_with_in_try_then_name():
    def f(log, fail, swallow):
        try:
            with _SwallowCm(log, "a", swallow):
                log.append(10 // (1 - fail))
                return
        except NameError:
            log.append("caught")
        return _h18a_unbound_name  # noqa: F821 (NameError, the clause's kind)

    return _h18a_run_name(f)


def case_h18a_returning_finally_in_with_in_try_then_name():
    def f(log, fail, swallow):
        try:
            with _SwallowCm(log, "a", swallow):
                log.append(10 // (1 - fail))
                try:
                    return
                finally:
                    log.append("finally")
        except NameError:
            log.append("caught")
        return _h18a_unbound_name  # noqa: F821

    return _h18a_run_name(f)


# --- open19: a with statement whose body returns a constant (`return`:
# the constant loaded after the exit calls, outside every protected range)
# in a loop's else (or after a loop) inside a try statement, a swallowed
# exception going on after the try. Found by the fuzz hunt (hunt18a, fuzz
# seed 99 program 209 on 3.12 and 3.13); the siblings by hand. The block
# the with was read in (the loop's else, measured to the last exit call)
# ended before the with's return, so the try body read that return a
# second time after the with.

_O19_LOG = []


class _O19Cm:
    def __init__(self, a):
        self.a = a

    def __enter__(self):
        _O19_LOG.append(("enter", self.a))
        return self

    def __exit__(self, kind, value, tb):
        _O19_LOG.append(("exit", self.a, kind and kind.__name__))
        return kind is not None and issubclass(kind, (ValueError, AssertionError))


def _o19_cm(a):
    return _O19Cm(a)


def _o19_g(x):
    _O19_LOG.append(("g", x))
    if _O19_LOG[0] == "raise" and x == 0:
        raise ValueError(x)
    return x


def _o19_runs(f, points):
    """f called at each point twice: plainly, then with `_o19_g(0)` raising
    ValueError (which the managers swallow); a coroutine is run to its
    end (it awaits nothing that suspends)."""
    out = []
    for first in ("plain", "raise"):
        for point in points:
            del _O19_LOG[:]
            _O19_LOG.append(first)
            try:
                r = f(*point)
                if hasattr(r, "send"):
                    try:
                        r.send(None)
                    except StopIteration as e:
                        r = e.value
                out.append(("return", r, list(_O19_LOG)))
            except Exception as e:
                out.append(("raise", type(e).__name__, list(_O19_LOG)))
    return out


_O19_POINTS = [(None, 1, 1, (2, 1)), (0, 0, 0, ()), (1, 0, 0, ()), (1, 1, 0, ())]


def case_o19_seed99_returning_with_in_while_else_in_try():
    # (3.12, 3.13: a `return None` read after the with, in the try body,
    # where a swallowed exception went on after the try; the else block,
    # measured to the last exit call, ended before the with's return)
    def f(a, b, c, xs):
        try:
            while a in xs:
                pass
            else:
                with _o19_cm(a) as x, _o19_cm(b) as y:
                    if a in xs:
                        pass
                    elif a and (b or c):
                        pass
                    elif a and (b or c):
                        pass
                    else:
                        assert a, b
                    return
        except (KeyError, IndexError) as e:
            pass
        except Exception:
            pass
        if a and (b or c):
            pass
        return _o19_g(a)

    return _o19_runs(f, [(None, 1, 1, (2, 1)), (0, 0, 0, ()), (1, 0, 0, ())])


def case_o19_returning_with_in_while_else_in_try():
    # (the shape alone, one clause: 3.12 refused it, 3.13 read it wrong)
    def f(a, b, c, xs):
        try:
            while a in xs:
                pass
            else:
                with _o19_cm(a) as x, _o19_cm(b) as y:
                    if a in xs:
                        pass
                    elif a and (b or c):
                        pass
                    else:
                        assert a, b
                    return
        except Exception:
            pass
        return _o19_g(a)

    return _o19_runs(f, _O19_POINTS)


def case_o19_returning_one_item_with_in_while_else_in_try():
    # (one item: the same)
    def f(a, b, c, xs):
        try:
            while a in xs:
                pass
            else:
                with _o19_cm(a) as x:
                    if a in xs:
                        pass
                    elif a and (b or c):
                        pass
                    else:
                        assert a, b
                    return
        except Exception:
            pass
        return _o19_g(a)

    return _o19_runs(f, _O19_POINTS)


def case_o19_returning_with_in_for_else_in_try():
    # (a for loop's else: the same)
    def f(a, b, c, xs):
        try:
            for v in xs:
                pass
            else:
                with _o19_cm(a) as x, _o19_cm(b) as y:
                    if a in xs:
                        pass
                    elif a and (b or c):
                        pass
                    else:
                        assert a, b
                    return
        except Exception:
            pass
        return _o19_g(a)

    return _o19_runs(f, _O19_POINTS)


def case_o19_returning_constant_with_in_while_else_in_try():
    # (`return 7`: read right; the contrast)
    def f(a, b, c, xs):
        try:
            while a in xs:
                pass
            else:
                with _o19_cm(a) as x, _o19_cm(b) as y:
                    if a in xs:
                        pass
                    elif a and (b or c):
                        pass
                    else:
                        assert a, b
                    return 7
        except Exception:
            pass
        return _o19_g(a)

    return _o19_runs(f, _O19_POINTS)


def case_o19_returning_with_after_while_in_try():
    # (a while loop without else: the same)
    def f(a, b, c, xs):
        try:
            while a in xs:
                pass
            with _o19_cm(a) as x, _o19_cm(b) as y:
                if a in xs:
                    pass
                elif a and (b or c):
                    pass
                else:
                    assert a, b
                return
        except Exception:
            pass
        return _o19_g(a)

    return _o19_runs(f, _O19_POINTS)


# 3.12/3.13 (hunt seed 263 #712): a with whose body returns (`return`,
# None) in an if in an except clause, code after the with (reached only
# when __exit__ swallows), the function's implicit `return None` after the
# try. The return after the exit call (`POP_EXCEPT; RETURN_CONST None`) is
# a copy of the clause's way out too: read as one, the body was `pass` and
# ran on into the code after the with. Siblings: a named clause, code
# before the return and an elif, an if in the body (was refused), two items
# (was refused).
def case_h22a_seed263_returning_with_in_if_in_clause_then_code():
    def f(a, b, c, xs):
        try:
            _o19_g(0)
        except ValueError:
            if a < b:
                with _o19_cm(a):
                    return
                x = not _o19_g(a)

    return _o19_runs(f, _O19_POINTS + [(0, 1, 0, ())])


def case_h22a_returning_with_in_if_in_named_clause_then_code():
    def f(a, b, c, xs):
        try:
            _o19_g(0)
        except ValueError as e:
            if a:
                with _o19_cm(a):
                    return
                _o19_g(e)

    return _o19_runs(f, _O19_POINTS)


def case_h22a_returning_with_after_code_in_if_elif_in_clause():
    def f(a, b, c, xs):
        try:
            _o19_g(0)
        except ValueError:
            if a:
                with _o19_cm(a):
                    _o19_g(b)
                    return
                _o19_g(a)
            elif b:
                _o19_g(b)

    return _o19_runs(f, _O19_POINTS + [(0, 1, 0, ())])


def case_h22a_returning_if_in_with_in_if_in_clause_then_code():
    def f(a, b, c, xs):
        try:
            _o19_g(0)
        except ValueError:
            if a:
                with _o19_cm(a):
                    if b:
                        return
                    _o19_g(1)
                _o19_g(a)

    return _o19_runs(f, _O19_POINTS)


def case_h22a_returning_two_item_with_in_clause_then_code():
    def f(a, b, c, xs):
        try:
            _o19_g(0)
        except ValueError:
            with _o19_cm(a), _o19_cm(b):
                return
            _o19_g(a)

    return _o19_runs(f, _O19_POINTS)


# Siblings that were refused (a call lost), 3.12/3.13: the with, in a while
# loop in the clause, breaks (the loop's exit the clause's end, copied after
# the exit call: read as the with's return, which runs the same) or returns.
def case_h22a_breaking_with_in_while_in_clause_then_code():
    def f(a, b, c, xs):
        try:
            _o19_g(0)
        except ValueError:
            while a:
                with _o19_cm(a):
                    break
                _o19_g(a)

    return _o19_runs(f, _O19_POINTS)


def case_h22a_returning_with_in_while_in_clause_then_code():
    def f(a, b, c, xs):
        try:
            _o19_g(0)
        except ValueError:
            while a:
                with _o19_cm(a):
                    return
                _o19_g(a)

    return _o19_runs(f, _O19_POINTS)
