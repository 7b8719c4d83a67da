"""try/except statements inside loops (no break/continue out of them).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""

import sys


# Minimal sample of a decompiler bug.

def _return_from_try_in_loop(maps, key):
    # 3.11+: the subscript is protected, the iterator pop and the return
    # after it are not.
    for mapping in maps:
        try:
            return mapping[key]
        except KeyError:
            pass
    return "missing"


def case_return_from_try_in_loop():
    return _return_from_try_in_loop([{}, {"k": 1}], "k"), _return_from_try_in_loop([{}], "k")


# 3.10 shape that raised DecompilationError (block-stack reading, copied
# exits): a minimal sample of a stdlib unit.

def try_except_as_else():
    # 3.10: a named clause's `POP_EXCEPT; name = None; del name; JUMP after`.
    out = []
    for x in (1, 0):
        try:
            y = 1 // x
        except ZeroDivisionError as msg:
            out.append(str(msg))
        else:
            out.append(y)
        out.append("after")
    return out


# Exception-table shape (3.11+) found in the stdlib sweep.

class _Q:
    def __init__(self, n):
        self.n, self.put_log = n, []

    def get(self, block=True):
        if not self.n:
            raise KeyError("empty")
        self.n -= 1
        return self.n

    def put(self, x):
        self.put_log.append(x)


def _try_around_endless_loop(q, size):
    try:
        while True:
            q.get(block=False)
    except KeyError:
        pass
    for i in range(size):
        q.put(i)


def case_try_around_endless_loop():
    q = _Q(3)
    _try_around_endless_loop(q, 2)
    return q.n, q.put_log


def _nested_except_in_loop(commands, rules, log):
    for b in commands:
        try:
            rules[b]()
        except TypeError:
            try:
                _nested_except_in_loop(rules[b], rules, log)
            except Exception:
                log.append(b)


def case_nested_except_in_loop():
    log = []
    _nested_except_in_loop("xyz", {"x": lambda: log.append(1), "y": "x", "z": 5}, log)
    return log


# Exception shape (3.11+ exception table) found in the stdlib sweep.

def _clause_with_nested_try_then_raise(log, fail):
    while len(log) < 3:
        try:
            if fail:
                raise KeyError
            log.append("ok")
        except:
            log.append("cancel")
            try:
                log.remove("missing")
            except ValueError:
                pass
            if len(log) > 1:
                log.append("wake")
            raise
    return len(log)


def clause_with_nested_try_then_raise():
    log = []
    out = [_clause_with_nested_try_then_raise(log, False)]
    try:
        _clause_with_nested_try_then_raise([], True)
    except KeyError:
        out.append("raised")
    return out, log


# Minimal sample of a decompiler bug.

def case_return_from_try_inside_for():
    # 3.11+: `SWAP 2; POP_TOP; RETURN_VALUE` (the loop's iterator popped)
    # follows the protected range of the try
    def next_item(items, target):
        for i, item in enumerate(items):
            if item is target:
                try:
                    return items[i + 1]
                except IndexError:
                    return None

    xs = [1, 2, 3]
    return next_item(xs, xs[0]), next_item(xs, xs[2]), next_item(xs, 7)


# Loop shape of 3.12+ (exits threaded through the jump that ends a block,
# folded backward jumps) that failed to round-trip.

def while_test_after_handlers():
    # The body's try never ends but through its handler: the bottom test
    # comes after the handler.
    h = [iter([1, 2]), iter([]), iter([3])]
    out = []
    while len(h) > 0:
        try:
            while True:
                out.append(next(h[-1]))
        except StopIteration:
            h.pop()
    return out


# Lossy decompilation (the decompiled code dropped or moved statements).

def case_try_body_falls_off_through_two_copies():
    # 3.10: each way off the body (`c and d` false) runs its own copy of
    # the raise after the try; the first was read as the body's and caught
    log = []

    def make():
        log.append("made")
        return ValueError("bad")

    def recv(c, d):
        try:
            if c and d:
                if c > 5:
                    raise ValueError
                return c
        except ValueError:
            pass
        raise make()

    out = [recv(1, 1)]
    for args in ((0, 1), (1, 0), (6, 1)):
        try:
            recv(*args)
        except ValueError as e:
            out.append(str(e))
    return out, log


# Name and local order (co_names, co_varnames) that follows the source
# order; shape found in the 3.12/3.13 stdlib sweeps.

def _get(d, k):
    return d[k]


def _else_in_loop(d):
    out = []
    for key in sorted(d):
        try:
            value = _get(d, key)[0]
        except (IndexError, TypeError):
            out.append(None)
        else:
            out.append(str(key) + repr(value))
    return out


def case_else_in_loop():
    return _else_in_loop({"a": [1], "b": [], "c": 3, "d": "xy"})


# 3.8/3.9 bug.

def _bare_except_reraises_else(x):
    # ... and its dead jump is the only sign of where the else ends.
    seen = []
    try:
        if x > 1:
            for k in range(x):
                seen.append(10 // (k - 1 + x))
        seen.append(10 // x)
    except:
        if seen:
            seen.clear()
        raise
    else:
        seen.append("ok")
    return seen


def case_bare_except_reraises_else():
    try:
        _bare_except_reraises_else(0)
    except ZeroDivisionError:
        return _bare_except_reraises_else(2)


# 3.11-3.13 shape found in the stdlib sweep (the shape is nested in the case
# so that its decompiled code is what runs).

def case_try_body_if_then_bare_except_reraises():
    class Lock:
        def __init__(self, ok, fail):
            self.ok, self.fail, self.log = ok, fail, []

        def acquire(self):
            if self.fail:
                raise RuntimeError("boom")
            return self.ok

        def release(self):
            self.log.append("release")

        def locked(self):
            return True

    def run(lock):
        try:
            if lock.acquire():
                lock.release()
                lock.log.append("stop")
        except:
            if lock.locked():
                lock.release()
            raise

    out = []
    for ok, fail in ((1, 0), (0, 0), (1, 1)):
        lock = Lock(ok, fail)
        try:
            out.append(run(lock))
        except RuntimeError as exc:
            out.append(str(exc))
        out.append(lock.log)
    return out


# 3.10: `elif b:` holding a try statement, then an else, in a loop
# whose body ends in a written `continue`: the try's exits jump to that
# `continue` (kept by its line, not threaded to the loop head) past the
# else, and were taken for a `continue` of their own, so the else was read
# as code after the if (run after the try statement too). Found by the
# nesting corpus (nest_depth3.py::f3_async_for__if_elif_else__try_except_else_finally__call).
def case_elif_try_then_else_before_written_continue():
    log = []
    for v in (0, 1, 2, "x"):
        if v == 0:
            log.append("zero")
        elif v != 2:
            try:
                log.append(1 // v)
            except TypeError:
                log.append("type")
        else:
            log.append("else")
        continue
    return log


# 3.12, 3.13: `try: pass` ending a loop body, its clause going round: the
# body can raise nothing, so no row of the table names the handler, and
# with the line NOPs gone the statement has no instruction of its own
# (the loop's closing jump carries the `pass` line). Refused ("exception
# handling shape not supported"). Found reducing the nesting corpus'
# nest_depth3.py::f3_try_except_else__async_for__try_except__pass.
def case_try_pass_ends_for_body():
    log = []
    for v in (1, 2):
        log.append(v)
        try:
            pass
        except ValueError:
            log.append("never")
    return log


# (A jump back of its own after the body's if: read right before; kept
# as the fix reads `try: pass` at that jump too.)
def case_try_pass_alone_in_while_true():
    n = 0
    while True:
        n += 1
        if n > 2:
            break
        try:
            pass
        except ValueError:
            n = -1
    return n


# 3.12/3.13 (fuzz 3.12 seed 1 #555, reduced; refused: "loop runs past its
# block"): `try: pass` first in a while loop's body, code after it. The
# try compiles to nothing but its (unreachable) clauses, laid out after the
# function, whose way on jumps back to the code after the try: the body's
# start, where the bottom-tested loop goes round. That jump was taken for
# the closing jump of a loop nested at the body's start, running past the
# body.
def case_try_pass_first_in_while_body():
    def f(n, log):
        while n:
            try:
                pass
            except ValueError:
                log.append("never")
            n -= 1
            log.append(n)
        return log

    return f(3, [])


# 3.10/3.11 (fuzz 3.10 seed 1 #622, reduced; a wrong reading): `if a and b:
# while a:` whose loop body ends in a try/except. The bottom copy of the
# loop's test `a` follows the handler's no-match re-raise, so the check that
# it is the loop's own later member of the chain was skipped and the whole
# chain read as the loop's test, `while a and b and a:`: the body's change
# of `b` then ended the loop.
def _if_chain_around_while_ending_in_try(a, b, items):
    if a and b:
        while a:
            try:
                b = items.pop()
                a -= 1
            except IndexError:
                a = 0
    return a, b


def _if_or_chain_around_while_ending_in_try(a, b, items):
    if a or b:
        while a:
            try:
                b = items.pop()
                a -= 1
            except IndexError:
                b = "empty"
                a = 0
    return a, b


def _if_chain_around_while_ending_in_named_clause(a, b, c, items):
    if a and (b or c):
        while a:
            try:
                b = c = items.pop()
                a -= 1
            except IndexError as e:
                items.append(type(e).__name__)
                a = 0
    return a, b, c


def case_if_chain_around_while_ending_in_try():
    out = []
    for a in (0, 1, 3):
        for b in (0, 1):
            out.append(_if_chain_around_while_ending_in_try(a, b, [0, 0, 5]))
            out.append(_if_or_chain_around_while_ending_in_try(a, b, [0, 7]))
            for c in (0, 1):
                out.append(_if_chain_around_while_ending_in_named_clause(a, b, c, [0, 0]))
    return out


# 3.11 (variants of the samples above, found by helper wrong311; wrong
# readings before the fix): `if a and b: while a:` whose loop body ends in a
# try with a finally after its handler, a try with an else, or under a chain
# of three. On 3.11 the bottom test `a` follows the handler's clean-up block
# (`COPY 3; POP_EXCEPT; RERAISE 1`), which only the exception table reaches:
# the whole chain was read as the loop's test, `while a and b and a:`.
def _if_chain_around_while_ending_in_try_finally(a, b, items):
    if a and b:
        while a:
            try:
                b = items.pop()
                a -= 1
            except IndexError:
                a = 0
            finally:
                b = b or 0
    return a, b


def _if_chain_around_while_ending_in_try_else(a, b, items):
    if a and b:
        while a:
            try:
                b = items.pop()
            except IndexError:
                a = 0
            else:
                a -= 1
    return a, b


def _if_chain3_around_while_ending_in_try(a, b, c, items):
    if a and b and c:
        while a:
            try:
                b = c = items.pop()
                a -= 1
            except IndexError:
                a = 0
    return a, b, c


def _if_chain_around_while_ending_in_bare_finally(a, b, items):
    if a and b:
        while a:
            try:
                b = items.pop()
                a -= 1
            finally:
                if len(items) > 5:
                    items.append(1)
    return a, b


def _if_chain_around_while_ending_in_two_clauses(a, b, items):
    if a and b:
        while a:
            try:
                b = items.pop()
                a -= 1
            except IndexError:
                a = 0
            except KeyError as e:
                b = str(e)
    return a, b


def case_if_chain_around_while_ending_in_try_variants():
    out = []
    for a in (0, 1, 3):
        for b in (0, 1):
            out.append(_if_chain_around_while_ending_in_try_finally(a, b, [0, 0, 5]))
            out.append(_if_chain_around_while_ending_in_try_else(a, b, [0, 7]))
            out.append(_if_chain_around_while_ending_in_two_clauses(a, b, [0, 0]))
            try:
                out.append(_if_chain_around_while_ending_in_bare_finally(a, b, [0, 0, 5]))
            except IndexError:
                out.append("IndexError")
            for c in (0, 1):
                out.append(_if_chain3_around_while_ending_in_try(a, b, c, [0, 0]))
    return out


# 3.11 (more variants, helper wrong311; wrong readings before the fix, same
# cause as above): the shape inside a for loop, with an if before the try in
# the loop's body, and with a named clause then a finally.
def _if_chain_around_while_ending_in_try_in_for(a, b, items):
    for _ in items[:]:
        if a and b:
            while a:
                try:
                    b = items.pop()
                    a -= 1
                except IndexError:
                    a = 0
    return a, b


def _if_chain_around_while_if_then_try(a, b, items):
    if a and b:
        while a:
            if b:
                a -= 1
            try:
                b = items.pop()
            except IndexError:
                a = 0
    return a, b


def _if_chain_around_while_ending_in_named_clause_finally(a, b, items):
    if a and b:
        while a:
            try:
                b = items.pop()
                a -= 1
            except IndexError as e:
                a = len(str(e)) * 0
            finally:
                b = b or 0
    return a, b


def case_if_chain_around_while_ending_in_try_more_variants():
    out = []
    for a in (0, 1, 3):
        for b in (0, 1):
            out.append(_if_chain_around_while_ending_in_try_in_for(a, b, [0, 0, 5]))
            out.append(_if_chain_around_while_if_then_try(a, b, [0, 7]))
            out.append(_if_chain_around_while_ending_in_named_clause_finally(a, b, [0, 0]))
    return out


# 3.12/3.13: `try: break` / `except ...` in a while loop nested in a for
# body: the break's jump, threaded to the for's head, was read as `try:
# continue` after an empty `while a: pass` (which never ends when `a` is
# true). Refused, then read exactly (helper refuse22b: the for body's
# block holds the jump, `try: break`'s whole body, not as its closing
# `continue`: LoopOps._try_body_jump). The plain-except sibling of
# except_star_311.py::case_except_star_break_out_of_while_in_for (fuzz
# seed 8 #43).
def case_try_break_out_of_while_in_for():
    def f(a, log):
        for v in (1, 2):
            log.append(v)
            while a:
                try:
                    break
                except ValueError:
                    log.append("clause")
        return log

    return f(1, []), f(0, [])


# Siblings of the case above (helper refuse22b; 3.12/3.13 refused them:
# the handler of `try: break`, which no row of the table reaches, was
# left unread, the for body ending at the break's jump, read as its
# closing `continue`): the for loop with an else, code before the try in
# the while body, a second clause that continues, an async for.
def case_r22b_try_break_out_of_while_in_for_else():
    def f(a, log):
        for v in (1, 2):
            log.append(v)
            while a:
                try:
                    break
                except ValueError:
                    log.append("clause")
        else:
            log.append("else")
        return log

    return f(1, []), f(0, [])


def case_r22b_code_then_try_break_out_of_while_in_for():
    def f(a, log):
        for v in (1, 2):
            log.append(v)
            while a:
                log.append(a)
                try:
                    break
                except ValueError:
                    log.append("clause")
        return log

    return f(1, []), f(0, [])


def case_r22b_try_break_two_clauses_out_of_while_in_for():
    def f(a, log):
        for v in (1, 2):
            log.append(v)
            while a:
                try:
                    break
                except ValueError:
                    log.append("clause")
                except TypeError:
                    continue
        return log

    return f(1, []), f(0, [])


def case_r22b_try_break_out_of_while_in_async_for():
    import asyncio

    class It:
        def __init__(self):
            self.n = 0

        def __aiter__(self):
            return self

        async def __anext__(self):
            self.n += 1
            if self.n > 2:
                raise StopAsyncIteration
            return self.n

    async def f(a, log):
        async for v in It():
            log.append(v)
            while a:
                try:
                    break
                except ValueError:
                    log.append("clause")
        return log

    return asyncio.run(f(1, [])), asyncio.run(f(0, []))


def _wh15_raise_zero(log, v):
    log.append(v)
    if v == 0:
        raise ValueError(v)
    return [v]


# 3.12 and 3.13: `return (0 and 1)` (folded late: LOAD_CONST 0;
# RETURN_VALUE, not RETURN_CONST, so not copied into the clause, which
# jumps to it) after a `while True:` whose body is a try whose clause
# breaks and whose else goes round: the return, laid out after the
# handlers, was read as the try's code after it, inside the loop (never
# reached), and the function returned None. Read exactly now (code at the
# loop's exit is never the try's cold code after it: TryExcept.cold_tail).
# Found by running the fuzz mismatches side by side at many argument
# points (fuzz seed 18 #845, 3.12 and 3.13).
def case_wh15_return_folded_constant_after_loop_of_try():
    def f(c, log):
        while True:
            try:
                _wh15_raise_zero(log, 0)
            except ValueError:
                break
            x = c
        return (0 and 1)

    def g(c, log):
        while True:
            try:
                _wh15_raise_zero(log, c)
            except ValueError:
                break
            x = (c if 1 else 0)
            if x:
                return x
        return (0 and 1)

    out = []
    for fn in (f, g):
        for c in (0, 1):
            log = []
            out.append((fn(c, log), log))
    return out


# Siblings of case_wh15_return_folded_constant_after_loop_of_try for the
# behaviour grid (it supplies `g`): the clause breaking, the else going
# round or returning, a folded constant or a value returned after the loop.
def wh15_return_folded_constant_after_loop_of_try(a, c):
    while True:
        try:
            g(a)
        except ValueError:
            break
        x = c
    return (0 and 1)


def wh15_return_folded_value_after_loop_of_try(a, c):
    while True:
        try:
            g(a)
        except ValueError:
            break
        x = (c if 1 else 0)
        if x:
            return x
    return (a and 0) or (0 and 1)


# 3.13: a `break` out of a while True from an except clause nested in an
# except clause of the loop's body, the loop in an except clause: the
# break pops three exceptions (`POP_EXCEPT` x3; JUMP, threaded through the
# outer clause's exit); the innermost statement took the last two pops for
# its clause falling off the enclosing clause and read the break as
# `pass` (the loop never ended); with an else after the outer clause, the
# else was read after the statement. Read exactly now (a third pop is not
# the enclosing clause falling off: TryExcept.cut_enclosing_exits; the
# outer clause's way out found after any number of pops:
# TryExcept.inner_clause_threaded_out). Found by the hunt over seeds
# 13-20 (fuzz seed 14 #964, shrunk by `hunt --shrink`).
def case_wh15_break_from_clause_in_clause_in_loop_in_clause():
    def f(a, log):
        try:
            log.append(1 // a)
        except ZeroDivisionError:
            n = 0
            while True:
                n += 1
                try:
                    log.append(1 // a)
                except ZeroDivisionError:
                    try:
                        log.append(1 // (n - 2))
                    except ZeroDivisionError:
                        break
        log.append("after")

    def g(a, log):
        try:
            log.append(1 // a)
        except ZeroDivisionError:
            n = 0
            while True:
                n += 1
                try:
                    log.append(1 // a)
                except ZeroDivisionError:
                    try:
                        log.append(1 // (n - 2))
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


def wh15_break_from_clause_in_clause_in_loop_in_clause(a, b, c):
    try:
        g(a)
    except ValueError:
        while True:
            try:
                g(b)
            except ValueError:
                try:
                    g(c)
                except ValueError:
                    break
    else:
        g(2)
    return g(3)


def _lo17_raise_at(log, x, at):
    log.append(x)
    if x == at:
        raise ValueError(x)


# 3.13 (sibling of async_code.py::case_lo17_async_for_try_else_return_then_raise_in_if,
# a plain for loop): a for loop in an if, its body try/except/else: return
# then a raise, code after the if: read as `except: break`, the raise after
# the if, `else: return None`: raised when the loop ran out.
def case_lo17_for_try_else_return_then_raise_in_if():
    def f(log, a, xs, at):
        if a:
            for v in xs:
                try:
                    _lo17_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    return a
                raise ValueError(a)
        return None

    out = []
    for a, xs, at in ((1, (), -1), (1, (1,), -1), (1, (1,), 1), (0, (1,), -1)):
        log = []
        try:
            out.append((f(log, a, xs, at), log))
        except ValueError as e:
            out.append(("raised", e.args, type(e.__context__).__name__, log))
    return out


# 3.12 (found by lateOpen17 in async_code.py::case_lo17_*, left open as
# _open/lo17_exception_context.py: the runner compared exceptions by type
# and arguments only): a try/except/else whose else returns, then a raise,
# in a loop in an if. 3.12 lays the raise out in the clause, after its
# POP_EXCEPT and the clearing of its name, where no row of the table covers
# it; read as the clause's own `raise`, the else's `return` after the
# statement: same values, but the new exception's `__context__` became the
# caught one (the original's is None, its clause had finished).
def _lo17_ctx_raise_at(x, at):
    if x == at:
        raise ValueError(x)


def case_lo17_ctx_raise_after_try_else_return_keeps_no_context():
    def f(a, xs, at):
        if a:
            for v in xs:
                try:
                    _lo17_ctx_raise_at(v, at)
                except ValueError as e:
                    pass
                else:
                    return a
                raise ValueError(a)
        return None

    out = []
    for a, xs, at in ((1, (), -1), (1, (1,), -1), (1, (1,), 1), (0, (1,), -1)):
        try:
            out.append(f(a, xs, at))
        except ValueError as e:
            out.append(("raised", e.args, type(e.__context__).__name__))
    return out


# Siblings of case_lo17_ctx_raise_after_try_else_return_keeps_no_context
# (3.12): unnamed clause, while loop, two clauses, code after the loop, code
# after the raise, a computed return instead of the raise (what is handled
# while it computes tells), and one whose exception leaves the case (the
# runner compares the chain of an exception that leaves a case).
def _ctx18_raise_at(log, x, at):
    log.append(x)
    if x == at:
        raise ValueError(x)


def _ctx18_handled(log):
    log.append(type(sys.exc_info()[1]).__name__)
    return len(log)


def _ctx18_run(f, points=((1, (), -1), (1, (1,), -1), (1, (1,), 1), (1, (1, 2), 1), (0, (1,), -1))):
    out = []
    for a, xs, at in points:
        log = []
        try:
            out.append((f(log, a, xs, at), log))
        except ValueError as e:
            out.append(("raised", e.args, type(e.__context__).__name__, log))
    return out


def case_ctx18_for_unnamed_clause_then_raise():
    def f(log, a, xs, at):
        if a:
            for v in xs:
                try:
                    _ctx18_raise_at(log, v, at)
                except ValueError:
                    pass
                else:
                    return a
                raise ValueError(a)
        return None

    return _ctx18_run(f)


def case_ctx18_while_named_clause_then_raise():
    def f(log, a, xs, at):
        xs = list(xs)
        if a:
            while xs:
                try:
                    _ctx18_raise_at(log, xs.pop(), at)
                except ValueError as e:
                    log.append(e.args)
                else:
                    return a
                raise ValueError(a)
        return None

    return _ctx18_run(f)


def case_ctx18_for_two_named_clauses_then_raise():
    def f(log, a, xs, at):
        if a:
            for v in xs:
                try:
                    _ctx18_raise_at(log, v, at)
                except KeyError as e:
                    log.append(e)
                except ValueError as e:
                    log.append(e.args)
                else:
                    return a
                raise ValueError(a)
        return None

    return _ctx18_run(f)


def case_ctx18_for_named_clause_then_raise_code_after_loop():
    def f(log, a, xs, at):
        if a:
            for v in xs:
                try:
                    _ctx18_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    return a
                raise ValueError(a)
        log.append(3)
        return log

    return _ctx18_run(f)


def case_ctx18_for_named_clause_then_raise_in_if_then_code():
    def f(log, a, xs, at):
        if a:
            for v in xs:
                try:
                    _ctx18_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    return a
                if v < 2:
                    raise ValueError(a)
                log.append(_ctx18_handled(log))
        return None

    return _ctx18_run(f)


def case_ctx18_for_named_clause_then_computed_return():
    def f(log, a, xs, at):
        if a:
            for v in xs:
                try:
                    _ctx18_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    return a
                return _ctx18_handled(log)
        return None

    return _ctx18_run(f)


def case_ctx18_for_named_clause_then_raise_leaves_the_case():
    def f(a, xs):
        if a:
            for v in xs:
                try:
                    _ctx18_raise_at([], v, v)
                except ValueError as e:
                    pass
                else:
                    return a
                raise KeyError(a)
        return None

    return f(1, (1,))


# 3.10/3.11 (hunt 3.10 seed 61 #330, shrunk): a for loop ending an if's
# body, its own body ending in try/except (the handler's RERAISE laid out
# after the loop's last jump back), the function's implicit `return None`
# after the if: the compiler copies that return to the loop's exit, past
# the if's own one, so between the jump back and the exit lie the RERAISE
# and the if's return. The loop's body was read up to its exit, the if's
# `return None` in it: the loop returned after its first round.
def _hb18_raise_at(log, x, at):
    log.append(x)
    if x == at:
        raise ValueError(x)


def case_hb18_for_try_except_ending_if_body():
    def f(log, a, xs, at):
        if a:
            for v in xs:
                try:
                    _hb18_raise_at(log, v, at)
                except ValueError:
                    pass

    out = []
    for a, at in ((1, -1), (1, 2), (0, -1)):
        log = []
        out.append((f(log, a, (1, 2, 3), at), log))
    return out


def case_hb18_for_try_except_ending_if_not_body():
    def f(log, a, b, xs, at):
        if not (a and b):
            for v in xs:
                try:
                    _hb18_raise_at(log, v, at)
                except ValueError:
                    log.append("clause")

    out = []
    for a, b, at in ((0, 1, -1), (0, 0, 2), (1, 1, -1)):
        log = []
        out.append((f(log, a, b, (1, 2, 3), at), log))
    return out


def case_hb18_for_try_except_named_ending_elif_body():
    def f(log, a, b, xs, at):
        if a:
            log.append("a")
        elif b:
            for v in xs:
                try:
                    _hb18_raise_at(log, v, at)
                except ValueError as e:
                    log.append(e.args)

    out = []
    for a, b, at in ((0, 1, -1), (0, 1, 2), (1, 1, -1), (0, 0, -1)):
        log = []
        out.append((f(log, a, b, (1, 2, 3), at), log))
    return out


def case_hb18_for_try_two_clauses_ending_else_body():
    def f(log, a, xs, at):
        if a:
            log.append("a")
        else:
            for v in xs:
                try:
                    _hb18_raise_at(log, v, at)
                except KeyError:
                    pass
                except ValueError:
                    log.append("value")

    out = []
    for a, at in ((0, -1), (0, 2), (1, -1)):
        log = []
        out.append((f(log, a, (1, 2, 3), at), log))
    return out


def case_hb18_for_try_except_ending_if_body_return_constant():
    def f(log, a, xs, at):
        if a:
            for v in xs:
                try:
                    _hb18_raise_at(log, v, at)
                except ValueError:
                    pass
        return 7

    out = []
    for a, at in ((1, -1), (1, 2), (0, -1)):
        log = []
        out.append((f(log, a, (1, 2, 3), at), log))
    return out


def case_hb18_for_try_bare_except_ending_if_body():
    def f(log, a, xs, at):
        if a:
            for v in xs:
                try:
                    _hb18_raise_at(log, v, at)
                except:
                    pass

    out = []
    for a, at in ((1, -1), (1, 2), (0, -1)):
        log = []
        out.append((f(log, a, (1, 2, 3), at), log))
    return out


def case_hb18_async_for_body_try_except_ending_if_body():
    # (the hunt's own program was a coroutine: the same layout)
    async def f(log, a, xs, at):
        if a:
            for v in xs:
                try:
                    _hb18_raise_at(log, v, at)
                except ValueError:
                    pass

    out = []
    for a, at in ((1, -1), (1, 2), (0, -1)):
        log = []
        co = f(log, a, (1, 2, 3), at)
        try:
            co.send(None)
        except StopIteration as e:
            out.append((e.value, log))
    return out


# 3.10 (hunt 3.10 seed 68 #841, shrunk): a while loop (tested at its top
# and bottom) whose body is an if ending in try/except: break, the body
# then leaving (`raise`, `return`) after the statement. The clause's jump
# to the loop's exit was read as the try statement's way on (the clause
# falling off, `raise` its else): the loop went round where it broke.
def case_hb18_try_except_break_then_raise_in_if_in_while():
    def f(log, a, n, at):
        while n < 3:
            if a:
                try:
                    _hb18_raise_at(log, n, at)
                except ValueError:
                    break
                raise KeyError(n)
            n += 1
        log.append("after")
        return n

    out = []
    for a, at in ((1, 0), (1, -1), (0, -1)):
        log = []
        try:
            out.append((f(log, a, 0, at), log))
        except KeyError as e:
            out.append(("raised", e.args, log))
    return out


def case_hb18_try_except_break_then_return_in_if_in_while():
    def f(log, a, n, at):
        while n < 3:
            if a:
                try:
                    _hb18_raise_at(log, n, at)
                except ValueError:
                    break
                return 4
            n += 1
        log.append("after")
        return n

    out = []
    for a, at in ((1, 0), (1, -1), (0, -1)):
        log = []
        out.append((f(log, a, 0, at), log))
    return out


# 3.12 (refuse19b, sibling of the case below, no with around): the first
# clause's `break` (its jump to the while loop's exit) was taken for where
# the statement goes on, the raise after it, copied into the second
# clause, read as the else; refused ("would lose 1 call, 1 raise").
def case_r19b_try_break_clause_then_copied_raise_in_while():
    def f(log, a, n, at):
        while n < 3:
            if a:
                try:
                    _hb18_raise_at(log, n, at)
                except (KeyError, ValueError) as e:
                    break
                except Exception:
                    pass
                raise KeyError(n)
            n += 1
        log.append("after")
        return n

    out = []
    for a, at in ((1, 0), (1, -1), (0, -1)):
        log = []
        try:
            out.append((f(log, a, 0, at), log))
        except KeyError as e:
            out.append(("KeyError", e.args, log))
    return out


# 3.13 wrong reading, now refused (found by refuse19b beside the case
# above; 3.11 and 3.12 refuse it too): a while loop whose body always
# leaves (the raise after the try statement; the second clause's `break`)
# never goes round, so 3.13 leaves no jump back; read as `if n < 3:` with
# the break clause, threaded into a copy of `return n`, as `pass`, the
# raise after the statement ran when the clause caught.
def _r19b_raise_at(log, n, at):
    log.append(n)
    if n == at:
        raise KeyError(n)
    if n == at + 1:
        raise TypeError(n)


def case_r19b_never_round_while_break_in_second_clause():
    def f(log, a, n, at):
        while n < 3:
            n += 1
            try:
                _r19b_raise_at(log, n, at)
            except ValueError:
                log.append("v")
            except (KeyError, TypeError):
                break
            raise KeyError(n)
        return n

    out = []
    for at in (1, 0, 5):
        log = []
        try:
            out.append((f(log, 1, 0, at), log))
        except KeyError as e:
            out.append(("KeyError", e.args, log))
    return out


# refuse23c: siblings of the r19b sample above (3.12/3.13): a while loop that
# never goes round left by an except clause's break (the exit block copied
# past the clause's POP_EXCEPT, or jumped to) while another clause falls
# into the code after the try statement. 3.12 read the break first as
# `pass` and the raise after as the try's else (a wrong reading: the raise
# ran where the original broke out); the rest were refused. Named clause,
# break in the first clause, a return after the try (the loop in a for
# loop and code after the loop, read wrong on 3.10: try_in_loops_311.py).
def _refuse23c_raise_at(log, n, at):
    log.append(n)
    if n == at:
        raise KeyError(n)
    if n == at + 1:
        raise TypeError(n)


def _refuse23c_run(f):
    out = []
    for at in (1, 0, 5, 2):
        log = []
        try:
            out.append((f(log, 0, at), log))
        except (KeyError, TypeError) as e:
            out.append((type(e).__name__, e.args, repr(e.__context__), log))
    return out


def case_refuse23c_never_round_while_break_in_named_clause():
    def f(log, n, at):
        while n < 3:
            n += 1
            try:
                _refuse23c_raise_at(log, n, at)
            except ValueError:
                log.append("v")
            except KeyError as e:
                log.append(e.args)
                break
            raise KeyError(n)
        return n

    return _refuse23c_run(f)


def case_refuse23c_never_round_while_break_in_first_clause():
    def f(log, n, at):
        while n < 3:
            n += 1
            try:
                _refuse23c_raise_at(log, n, at)
            except KeyError:
                break
            except TypeError:
                log.append("t")
            raise KeyError(n)
        return n

    return _refuse23c_run(f)


def case_refuse23c_never_round_while_break_in_clause_then_return():
    def f(log, n, at):
        while n < 3:
            n += 1
            try:
                _refuse23c_raise_at(log, n, at)
            except TypeError:
                log.append("t")
            except KeyError:
                break
            return log[-1] + 10
        return n

    return _refuse23c_run(f)


# refuse23c: the if statement that compiles the same way (the second
# clause falls off into the copy of the code after the if, the first
# raises itself, the else raises): read as the if it is.
def case_refuse23c_if_clause_pass_else_raise_like_never_round_while():
    def f(log, n, at):
        if n < 3:
            n += 1
            try:
                _refuse23c_raise_at(log, n, at)
            except ValueError:
                log.append("v")
                raise KeyError(n)
            except (KeyError, TypeError):
                pass
            else:
                raise KeyError(n)
        return n

    return _refuse23c_run(f)


# 3.10/3.11 (helper refuse21b): the sample above was refused there (3.10: read
# as an if, the self-check refused; 3.11: "unstructured jump"); a while loop
# left by a break ending an except clause, whose body never falls off, is read
# as the loop (`loop_left_from_clause`). Siblings: two clauses that break
# and a return after the try; the loop inside a for loop, a raise after.
def case_r21b_never_round_while_two_clause_breaks_then_return():
    def f(log, n, at):
        while n < 3:
            n += 1
            try:
                _r19b_raise_at(log, n, at)
            except ValueError:
                break
            except KeyError:
                log.append("k")
                break
            log.append("x")
            return -1
        return n

    out = []
    for at in (1, 0, 5):
        log = []
        try:
            out.append((f(log, 0, at), log))
        except TypeError as e:
            out.append(("TypeError", e.args, log))
    return out


def case_r21b_never_round_while_clause_break_then_raise_in_for():
    def f(log, n, at):
        for i in range(2):
            while n < 3:
                n += 1
                try:
                    _r19b_raise_at(log, n, at)
                except (KeyError, TypeError):
                    break
                raise ValueError(n)
            log.append(i)
        return n

    out = []
    for at in (1, 0, 5):
        log = []
        try:
            out.append((f(log, 0, at), log))
        except ValueError as e:
            out.append(("ValueError", e.args, log))
    return out


def case_hb18_try_two_clauses_break_then_raise_in_if_in_while_in_with():
    class Cm:
        def __init__(self, log):
            self.log = log

        def __enter__(self):
            self.log.append("enter")

        def __exit__(self, *exc):
            self.log.append(("exit", exc[0] is not None))

    def f(log, a, b, n, at):
        with Cm(log):
            while n < 3:
                if a and b:
                    try:
                        _hb18_raise_at(log, n, at)
                    except (KeyError, ValueError) as e:
                        break
                    except Exception:
                        pass
                    raise KeyError(n)
                n += 1
            log.append("after")
        return n

    out = []
    for a, b, at in ((1, 1, 0), (1, 1, -1), (1, 0, -1)):
        log = []
        try:
            out.append((f(log, a, b, 0, at), log))
        except KeyError as e:
            out.append(("raised", e.args, log))
    return out


def case_hb18_try_except_break_then_raise_in_if_in_for():
    # (the for loop's sibling: read right before)
    def f(log, a, xs, at):
        for v in xs:
            if a:
                try:
                    _hb18_raise_at(log, v, at)
                except ValueError:
                    break
                raise KeyError(v)
        log.append("after")
        return a

    out = []
    for a, at in ((1, 1), (1, -1), (0, -1)):
        log = []
        try:
            out.append((f(log, a, (1, 2), at), log))
        except KeyError as e:
            out.append(("raised", e.args, log))
    return out


def case_r21c_never_round_while_clause_break_then_return():
    def f(log, n, at):
        while n < 3:
            n += 1
            try:
                _r19b_raise_at(log, n, at)
            except KeyError:
                break
            log.append("x")
            return -1
        return n

    out = []
    for at in (1, 0, 5):
        log = []
        try:
            out.append((f(log, 0, at), log))
        except TypeError as e:
            out.append(("TypeError", e.args, log))
    return out


def case_r21c_never_round_while_clause_break_then_return_code_after_loop():
    def f(log, n, at):
        while n < 3:
            n += 1
            try:
                _r19b_raise_at(log, n, at)
            except (KeyError, TypeError):
                log.append("e")
                break
            return -1
        log.append(n)
        return n * 2

    out = []
    for at in (1, 0, 5, 3):
        log = []
        out.append((f(log, 0, at), log))
    return out


def case_m23_never_round_while_clause_breaks_then_code():
    # 3.13: a loop that never goes round, its except clauses' `break`s a
    # plain JUMP_BACKWARD to the code after the loop, which a clause falling
    # off reaches uninterruptibly: read as an if statement (the clause
    # falling off, the code after the try its else), the break was lost to
    # the spelling (a mismatch).
    def f(log, n, at):
        while n < 3:
            n += 1
            try:
                _r19b_raise_at(log, n, at)
            except KeyError as e:
                log.append(e.args)
                break
            except TypeError:
                log.append("t")
                break
            log.append("x")
            return -1
        log.append(n)
        return n * 2

    def g(log, items, at):
        for n in items:
            while n < 3:
                n += 1
                try:
                    _r19b_raise_at(log, n, at)
                except KeyError:
                    break
                raise ValueError(n)
            log.append(n)
        return log

    out = []
    for at in (1, 0, 5):
        log = []
        out.append((f(log, 0, at), log))
        try:
            out.append(g([], [0, 0], at))
        except ValueError as e:
            out.append(e.args)
    return out


def case_r21c_never_round_while_named_clause_break_then_return():
    def f(log, n, at):
        while n < 3:
            n += 1
            try:
                _r19b_raise_at(log, n, at)
            except KeyError as e:
                log.append(e.args)
                break
            except TypeError:
                return -2
            log.append("x")
            return -1
        return n

    out = []
    for at in (1, 0, 5):
        log = []
        out.append((f(log, 0, at), log))
    return out


def _h23_g(x, log):
    log.append(("g", x))
    if x == 0:
        raise ValueError(x)
    return x


# 3.13 wrong reading (hunt 3.13 seed 307 #550, helper hunt23): in a for loop,
# a named except clause holding a try statement (its body raising), then the
# outer try's else: the clause's way round the loop was not found and the else
# read after the statement, run after the clause too. Refused (3.13).
def case_h23_seed307_nested_named_clauses_then_else_in_for():
    def f(a, log, xs=(1, 2, 3)):
        for v in xs:
            try:
                _h23_g(v - 1, log)
            except ValueError as e:
                try:
                    raise ValueError(a)
                except ValueError as e:
                    pass
                else:
                    pass
            else:
                _h23_g(2, log)
        return log

    return [f(a, []) for a in (0, 1)]
