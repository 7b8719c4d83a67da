"""Loops left (break, continue, return) through a finally body or a with's
__exit__.

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# 3.10 shape that raised DecompilationError: a minimal sample of a stdlib
# unit.

def _reserve(create, name, log):
    if create:
        n = 0
        while True:
            n += 1
            try:
                if n < 3:
                    if name is not None:
                        raise KeyError(n)
                    else:
                        continue
                log.append(n)
            finally:
                log.append("close")
            log.append(name)
            break
    else:
        log.append(name)
    log.append("end")
    return log


def loop_finally_continue_break_at_block_end():
    # The only jump back is a `continue` in a try/finally body.
    out = [_reserve(True, None, []), _reserve(False, 1, [])]
    try:
        _reserve(True, 1, out)
    except KeyError as e:
        out.append(e.args)
    return out


def return_after_try_finally_loop_break():
    # 3.10 copies the return into the loop's break and its exit, each after
    # a copy of the finally body (was read as returns inside the try).
    def run(a):
        x = 1
        try:
            while x < 5:
                x += 1
                if x == a:
                    break
        finally:
            x += 10
        return x

    return [run(a) for a in (0, 3)]


# try-statement boundaries and finally copies (3.11+ stdlib shape).

class _Cond:
    def __init__(self, fails):
        self.fails = fails
        self.log = []

    def acquire(self):
        self.log.append("acquire")
        if self.fails:
            self.fails -= 1
            raise KeyError

    def wait(self):
        # asyncio.locks.Condition.wait: `return True` runs after both
        # finally copies; the outer one's loop breaks into the code after
        # it, which 3.12+ lays out inside the loop with that return.
        self.log.append("release")
        try:
            fut = 5
            self.log.append(fut)
            try:
                self.log.append("wait")
                return True
            finally:
                self.log.remove(fut)
        finally:
            cancelled = False
            while True:
                try:
                    self.acquire()
                    break
                except KeyError:
                    cancelled = True
            if cancelled:
                raise ValueError


def loop_breaks_into_return():
    out = []
    for fails in (0, 1):
        c = _Cond(fails)
        try:
            out.append(c.wait())
        except ValueError:
            out.append("cancelled")
        out.append(c.log)
    return out


def _break_reaches_copy_past_handlers(lines, log, exitmsg):
    # code.InteractiveConsole.interact: the only way out of the try body is
    # a clause's `break`; 3.12+ lays out the normal copy of the finally body
    # after the handlers of the statements before and in the body.
    try:
        log.ps1
    except AttributeError:
        log.append(1)
    try:
        log.ps2
    except AttributeError:
        log.append(2)
    more = 0
    try:
        while True:
            try:
                try:
                    line = lines.pop()
                    if line == "k":
                        raise KeyboardInterrupt
                except IndexError:
                    log.append("eof")
                    break
                else:
                    more = line
            except KeyboardInterrupt:
                more = 0
    finally:
        if exitmsg is None:
            log.append("exiting")
        elif exitmsg != "":
            log.append(exitmsg)
    return more


def break_reaches_copy_past_handlers():
    out = []
    for lines in (["a", "k", "b"], ["a"]):
        for exitmsg in (None, "", "bye"):
            log = []
            out.append(_break_reaches_copy_past_handlers(list(lines), log, exitmsg))
            out.append(log)
    return out


class _Cond13:
    def __init__(self, fails):
        self.fails = fails
        self.log = []
        self.waiters = []

    def acquire(self):
        self.log.append("acquire")
        if self.fails:
            self.fails -= 1
            raise KeyError(self.fails)

    def wait(self):
        # asyncio.locks.Condition.wait (3.13): as _Cond.wait, inside a try
        # statement whose body goes on, past the handler of the loop's try
        # laid out after `return True`, with the loop's way round.
        fut = 5
        self.log.append("release")
        try:
            try:
                self.waiters.append(fut)
                try:
                    self.log.append("wait")
                    return True
                finally:
                    self.waiters.remove(fut)
            finally:
                err = None
                while True:
                    try:
                        self.acquire()
                        break
                    except KeyError as e:
                        err = e
                if err is not None:
                    try:
                        raise err
                    finally:
                        err = None
        except BaseException:
            self.log.append("notify")
            raise


def loop_round_past_return_and_handler():
    out = []
    for fails in (0, 1):
        c = _Cond13(fails)
        try:
            out.append(c.wait())
        except KeyError:
            out.append("cancelled")
        out.append(c.log)
    return out


# Control-flow shape of 3.11-3.13 (exit blocks copied into loop and clause
# bodies, jumps out of nested statements) that failed to round-trip.

def loop_continue_in_try_finally():
    # The loop's only jump back is a `continue` inside the try body (through
    # the finally body's copy); the `break` after the statement, before the
    # return, compiled to nothing.
    log = []
    items = [3, 0, 5]

    def run():
        while True:
            h = items.pop()
            try:
                if h > 3:
                    if not log:
                        log.append("skip")
                        continue
                    raise KeyError(h)
                log.append(h)
            finally:
                log.append("fin")
            log.append("after")
            break
        return len(log)

    return run(), run(), log


def loop_continue_in_try_finally_in_if():
    # The same loop in an if's body: its `break` falls off the body.
    log = []
    items = [3, 0, 5]

    def run(create):
        if create:
            while True:
                h = items.pop()
                try:
                    if h > 3:
                        continue
                    log.append(h)
                finally:
                    log.append("fin")
                log.append("after")
                break
        else:
            log.append("else")
        return len(log)

    return run(True), run(False), run(True), log


def for_else_continue_in_try_finally():
    # The try body ends in a for-else whose else `continue`s and a `break`
    # after it; both leave through copies of the finally body laid out
    # after the protected range, where the inner loop's breaks jump.
    log = []

    def run(queue):
        for seq, set_length in queue:
            task = None
            try:
                for task in seq:
                    if task < 0:
                        log.append("stop")
                        break
                    try:
                        log.append(10 // task)
                    except ZeroDivisionError as e:
                        log.append(type(e).__name__)
                else:
                    if set_length:
                        log.append(task if task else -1)
                    continue
                break
            finally:
                task = seq = None
        else:
            log.append("sentinel")
        log.append("end")

    run([([1, 0], True), ([2], False)])
    run([([5, -1, 3], True), ([4], True)])
    return log


def while_true_try_continue_finally_break():
    # The try body is only `if c: continue`; its normal exit (the finally
    # body's copy, then the `break`) leaves the loop. Read once as a try
    # body running on past the loop's end, losing the break (an endless
    # loop); now the loop holds the code after the statement (3.11+).
    log = []
    items = [0, 1, 1]
    while True:
        h = items.pop()
        try:
            if h:
                continue
        finally:
            log.append(h)
        break
    return log


# 3.10 control-flow shape (copied exits without a line number: the RERAISE
# ending a finally body, `return None`, the return after an inline finally
# copy) that failed to round-trip.

def finally_continue_if_else(xs=(0, 1, 2)):
    log = []
    for x in xs:
        try:
            if x:
                continue
            log.append(x)
        finally:
            if x > 1:
                log.append(-x)
            else:
                log.append(x)
    return log


# A try/finally whose finally body is itself a try statement, with a way out
# of the try body (3.11+ copies the finally body, handlers and all, onto
# each way out); and loops left through such a finally.

class _Lock:
    def __init__(self, log, rc):
        self.log = log
        self.rc = rc
        self.held = False

    def acquire(self):
        self.log.append("acquire")
        self.held = True
        return len(self.log) % 3 != 0

    def release(self):
        self.log.append("release")
        self.held = False
        if self.rc == 0:
            self.rc = "released"


def while_true_finally_break_exit():
    # subprocess.Popen._wait (3.10): the code after `while True` (`return
    # self.returncode`) exists only as copies at the breaks, after the
    # finally body's copy: it must run after release() (still a
    # DecompilationError on 3.10).
    out = []
    for rc, n in ((None, 3), (0, 2), (5, 1), (None, 2)):
        log = []
        lock = _Lock(log, rc)
        i = 0
        while True:
            if lock.acquire():
                try:
                    if lock.rc is not None:
                        break
                    i += 1
                    if i == n:
                        lock.rc = 0
                        break
                finally:
                    lock.release()
            log.append("more")
        out.append((lock.rc, log))
    return out


def _wait_like(lock, n):
    # The same with `return` after the loop (the function's end): the
    # breaks are read as such, the return written after the loop. (3.12+
    # reads the copies as returns in the try body, which compute the value
    # before release() runs: wrong code, bytecode mismatch here.)
    i = 0
    while True:
        if lock.acquire():
            try:
                if lock.rc is not None:
                    break
                i += 1
                if i == n:
                    lock.rc = 0
                    break
            finally:
                lock.release()
        lock.log.append("more")
    return lock.rc


def while_true_finally_break_return():
    out = []
    for rc, n in ((None, 3), (0, 2), (5, 1), (None, 2)):
        log = []
        lock = _Lock(log, rc)
        out.append((_wait_like(lock, n), log))
    return out


class _Ctx:
    def __init__(self, lock):
        self.lock = lock

    def __enter__(self):
        self.lock.log.append("enter")

    def __exit__(self, *exc):
        self.lock.release()


def _wait_if_else(lock, n, timeout):
    # subprocess.Popen._wait (3.10): `if c: <while True left only by
    # breaks> else: <while loop>` then the return: the breaks' copies of
    # the return (after the finally body's copy, after the with's exit)
    # are breaks; the if has an else.
    i = 0
    if timeout is not None:
        while True:
            if lock.acquire():
                try:
                    if lock.rc is not None:
                        break
                    i += 1
                    if i == n:
                        lock.rc = 0
                        break
                finally:
                    lock.release()
            lock.log.append("more")
    else:
        while lock.rc is None or lock.rc == 0:
            with _Ctx(lock):
                if lock.rc is not None:
                    break
                i += 1
                if i == n:
                    lock.rc = 0
    return lock.rc


def if_else_loop_break_copies():
    out = []
    for timeout in (None, 1):
        for rc, n in ((None, 3), (0, 2), (5, 1), (None, 2)):
            log = []
            lock = _Lock(log, rc)
            out.append((_wait_if_else(lock, n, timeout), log))
    return out


# 3.8/3.9 bug.

class _Parser:
    def __init__(self):
        self.fed = []

    def close(self):
        return "".join(self.fed)


def _return_value_waits_for_finally_if(chunks, close_source):
    # 3.9: the returned value waits while the finally copy's `if` runs, and
    # the normal exit's jump after that copy survives the return.
    parser = _Parser()
    closed = []
    try:
        while True:
            data = chunks.pop() if chunks else None
            if not data:
                break
            parser.fed.append(data)
        parser.root = parser.close()
        return parser.root, closed
    finally:
        if close_source:
            closed.append(True)


def case_return_value_waits_for_finally_if():
    return _return_value_waits_for_finally_if(["a", "b"], True), _return_value_waits_for_finally_if([], False)


# 3.11-3.13 shape found in the stdlib sweep (the shape is nested in the case
# so that its decompiled code is what runs).

def case_while_true_try_continue_in_try_finally_body():
    # A `continue` inside try/finally that is not the loop's last way round:
    # the try body goes on past it (refused rather than misread).
    def run(names):
        names = list(names)
        log = []
        while True:
            name = names.pop(0)
            handle = len(log)
            try:
                if name == "taken":
                    if not names:
                        raise FileExistsError(name)
                    else:
                        continue
                log.append(name)
            finally:
                log.append(handle)
            log.append("named")
            break
        return log

    return [run(["a"]), run(["taken", "b"])]


def case_finally_body_left_early():
    class Proc:
        def __init__(self, fail):
            self.fail, self.log = fail, []

        def close(self):
            self.log.append("close")
            if self.fail:
                raise KeyboardInterrupt

        def wait(self):
            self.log.append("wait")

    def leave(proc, exc_type):
        try:
            proc.close()
        finally:
            if exc_type == 1:
                proc.log.append("early")
                return
            proc.wait()

    def skip(items):
        out = []
        for x in items:
            try:
                if x < 0:
                    raise ValueError(x)
                out.append(x)
            finally:
                if x:
                    continue
                out.append("zero")
        return out

    out = []
    for fail in (0, 1):
        for exc_type in (0, 1):
            proc = Proc(fail)
            try:
                leave(proc, exc_type)
            except KeyboardInterrupt:
                proc.log.append("raised")
            out.append(proc.log)
    out.append(skip([1, 0, -2, 3]))
    return out


# `break` out of a loop through a try/finally or a with (3.12+): the code
# after the loop, a short `return x`, is copied behind the finally body's
# copy (or the exit call) into each break, and with an if/else around the
# loop (subprocess.Popen._wait) only lies after the else. Read as a return
# in the body, x would be computed before the finally body (or __exit__).

class _Proc:
    def __init__(self, ticks):
        self.ticks = list(ticks)
        self.returncode = None
        self.log = []
        self._waitpid_lock = self

    def acquire(self, blocking=True):
        self.log.append("acquire")
        return True

    def release(self):
        self.log.append("release")
        self.returncode = self.returncode  # (read after the break)

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        if self.returncode is not None:
            self.returncode += 100
        return False

    def _try_wait(self):
        return self.ticks.pop(0) if self.ticks else 3

    def _wait(self, timeout):
        # Popen._wait's shape.
        if self.returncode is not None:
            return self.returncode
        if timeout is not None:
            delay = 1
            while True:
                if self._waitpid_lock.acquire(False):
                    try:
                        if self.returncode is not None:
                            break
                        pid = self._try_wait()
                        assert pid == 3 or pid == 0
                        if pid == 3:
                            self.returncode = pid
                            break
                    finally:
                        self._waitpid_lock.release()
                remaining = timeout - len(self.log)
                if remaining <= 0:
                    raise TimeoutError(remaining)
                delay = min(delay * 2, remaining, 5)
                self.log.append(delay)
        else:
            while self.returncode is None:
                with self._waitpid_lock:
                    if self.returncode is not None:
                        break
                    pid = self._try_wait()
                    if pid == 3:
                        self.returncode = pid
        return self.returncode


def wait_loop_with_if_else():
    out = []
    for timeout in (50, None, 3):
        p = _Proc([0, 0, 3])
        try:
            out.append((p._wait(timeout), p.log))
        except TimeoutError as e:
            out.append(("timeout", e.args, p.log))
    return out


def break_through_finally_no_code_after():
    # The loop is the block's last statement: the copies are the only
    # code after it (3.12 lays the handler out after the loop).
    def f(p):
        while True:
            try:
                if p._try_wait() == 3:
                    break
            finally:
                p.release()
            p.log.append("again")
        return p.log

    return f(_Proc([0, 3]))


def break_through_finally_in_while_test():
    def f(p):
        while p.ticks:
            try:
                if p._try_wait() == 3:
                    break
            finally:
                p.release()
        return p.log

    return f(_Proc([0, 3, 0])), f(_Proc([0]))


def break_through_two_finally_statements():
    def f(p):
        while True:
            try:
                if p._try_wait() == 3:
                    break
            finally:
                p.release()
            try:
                if p._try_wait() == 0:
                    break
            finally:
                p.log.append("second")
        return p.log

    return f(_Proc([0, 5, 3])), f(_Proc([1, 0]))


def break_through_with():
    # __exit__ changes the value returned after the loop.
    def f(p):
        while p.returncode is None:
            with p:
                if p.ticks and p.ticks[0] == 9:
                    break
                p.returncode = p._try_wait() if p._try_wait() == 3 else None
        return p.returncode

    return f(_Proc([0, 0, 3, 3])), f(_Proc([9]))


# 3.8/3.9/3.10 (nesting corpus,
# f3_while_true__try_except_else_finally__if_elif_else__nonlocal_outer):
# a finally body that ends in `continue` (or, 3.8/3.9, `break` out of a
# `for`) never reaches its re-raise: its handler copy ends in the jump
# after the handler is left ("finally body without its end").
def finally_ends_in_continue():
    def f(log):
        # (the finally body's own raise is the only way out)
        while True:
            try:
                log.append("body")
            except ValueError:
                log.append("never")
            finally:
                if len(log) > 2:
                    log.append(10 // (5 - len(log)))
                continue

    def g(xs):
        log = []
        for x in xs:
            try:
                log.append(10 // x)
            finally:
                if x:
                    log.append("x")
                continue
        return log

    log = []
    try:
        f(log)
    except ZeroDivisionError:
        log.append("raised")
    return log, g([1, 0, 2])


def finally_ends_in_break_from_for():
    def f(xs):
        log = []
        for x in xs:
            try:
                log.append(10 // x)
            finally:
                if x > 1:
                    log.append("big")
                break
        return log

    return f([5, 0]), f([0, 1]), f([])


# 3.10: `while c:` whose body is a try/finally whose body ends in
# `continue`: the loop's only jump back is the continue's, in the finally
# body's copy before the handler, so the handler's RERAISE ends the loop;
# read as `while True:` around an if, the loop returned after one round.
# Found by the nesting corpus (nest_try.py::f_while__try_finally__continue).
# 3.10/3.11: that jump right after the normal copy is the try body's
# `continue`; one after the statement jumps there over the handler (it was
# read after the statement: a mismatch).
def case_while_test_try_continue_finally():
    log = []

    def drain(items):
        while items:
            try:
                log.append(items.pop())
                continue
            finally:
                log.append("finally")
            return "dead"

    def drain_bare(items):
        while len(items) > 1:
            try:
                items.pop()
                continue
            finally:
                log.append(len(items))

    return drain([1, 2]), drain_bare([3, 4, 5]), log


# 3.12+ (the nesting corpus,
# f3_while_true__try_except_else_finally__if_elif_else__nonlocal): a
# finally body ending in `continue`, its statement ending the loop's body:
# the normal copy falls off into the loop's way round where the handler
# copy writes the jump ("finally body not copied after the try body").
def case_finally_continue_ends_loop_body():
    log = []

    def in_for(xs):
        for v in xs:
            try:
                log.append(1 // v)
            except ValueError:
                log.append("clause")
            else:
                log.append("else")
            finally:
                if v > 1:
                    log.append("big")
                else:
                    log.append("small")
                continue
        return len(log)

    return in_for([0, 1, 2]), log


# 3.12+ (the nesting corpus, f3_async_for__try_finally__try_except_else__continue):
# a finally body holding try/except/else whose else is `continue`: the
# normal copy reads the `continue` as the end of the try's body (it cannot
# raise: the two run alike), the handler copy as its else, so the copies
# did not compare ("finally body not copied after the try body").
def case_finally_try_else_continue():
    log = []

    def f(xs):
        for v in xs:
            try:
                log.append(v)
            finally:
                try:
                    log.append(1 // v)
                except ZeroDivisionError as e:
                    log.append("clause")
                else:
                    continue
            log.append("after")
        return len(log)

    return f([1, 0, 2]), log


# 3.11: try/except/else/finally in a for loop whose else leaves the
# function by a constant return (or a `break` to the function's copied
# `return None`): the finally body's copy, the pop of the loop's iterator,
# the constant and the return, unprotected, before the handlers laid out
# inline; the body goes on past them ("cannot find where the try statement
# ends"; nesting corpus,
# f3_try_except_else_finally__try_except_else__try_except_else__bare_return,
# f3_async_for_else__if_else__try_except_else_finally__break). 3.12/3.13:
# `returns` (nested loops) has the inner loop's exit, the outer loop's
# closing jump, and the outer loop's exit, `return -1`, between the
# return's copy and the handlers: the body was measured as ending at the
# copy (same refusal).
def case_else_leaves_through_finally_in_for():
    log = []

    def fail_on(x, bad):
        if x == bad:
            raise ValueError(x)

    def breaks(items, bad):
        for x in items:
            try:
                fail_on(x, bad)
            except ValueError:
                log.append(("caught", x))
            else:
                break
            finally:
                log.append(("fin", x))
            log.append(("after", x))

    def returns(items, bad):
        for x in items:
            for y in items:
                try:
                    fail_on(y, bad)
                except ValueError:
                    log.append(("caught", y))
                else:
                    return
                finally:
                    log.append(("fin", y))
                log.append(("after", y))
        return -1

    return [breaks([1, 2], 1), breaks([1, 2], 3), breaks([], 1), returns([1, 2], 1), returns([1], 1)], log


# 3.10: a finally body holding a try statement whose clause continues the
# for loop around: the decompiler crashed (TypeError comparing None, the
# block's follow unknown, in TryExcept.read_jumped_body_end), then was
# refused on 3.10: the continue in the handler copy was read as the
# clause's way out (the clause fell off). Found while reducing
# nest_depth3.py::f3_async_for__try_finally__try_except_else__continue.
def case_finally_try_clause_continue_in_for():
    def f(items, log):
        for x in items:
            try:
                log.append(x)
            finally:
                try:
                    log.append(10 // x)
                except ZeroDivisionError:
                    continue
            log.append("after")
        return log

    return f([1, 0, 2], [])


# 3.11: `break` out of a for loop ending the function, through a finally
# body: the break's jump became a copy of the loop's exit (`return None`)
# after the finally body's copy. A try body that is only that `break`
# (nothing protected: no table row reaches the handler) was refused ("finally
# body not copied after the try body": the break's popped iterator read as a
# value the body took off the stack); one with code before the break was
# read past the copied exit into the handler ("exception handling shape not
# supported": the copy's end was taken one instruction too far). Minimal
# samples of nest_depth3.py::f3_for__try_finally__try_finally__break.
def case_break_through_finally_ending_function():
    log = []

    def only_break(items):
        for x in items:
            try:
                break
            finally:
                log.append(("fin", x))

    def code_then_break(items):
        for x in items:
            try:
                log.append(10 // x)
                break
            finally:
                log.append(("fin", x))

    only_break([1, 2])
    code_then_break([5, 2])
    try:
        code_then_break([0, 2])
    except ZeroDivisionError:
        log.append("raised")
    return log


# 3.12/3.13: try/except/else/finally ending a loop's body, the else
# returning (or breaking) through the finally body's copy: the loop's exit
# lies between that copy and the handlers, and the clause's way round (the
# normal copy, then the jump back) after them ("try body runs past its
# block"; nesting corpus, f_for__try_except_else_finally__break).
def case_else_returns_through_finally_ending_loop_body():
    log = []

    def fail_on(x, bad):
        if x == bad:
            raise ValueError(x)

    def in_for(items, bad):
        for x in items:
            try:
                fail_on(x, bad)
            except ValueError:
                log.append(("caught", x))
            else:
                return
            finally:
                log.append(("fin", x))

    def in_while(items, bad):
        while items:
            x = items.pop()
            try:
                fail_on(x, bad)
            except ValueError:
                log.append(("caught", x))
            else:
                break
            finally:
                log.append(("fin", x))

    def in_while_then_more(items, bad):
        # (more of the body after the statement, laid out past the handlers)
        while items:
            x = items.pop()
            try:
                fail_on(x, bad)
            except ValueError:
                log.append(("caught", x))
            else:
                return
            finally:
                log.append(("fin", x))
            log.append(("more", x))

    out = [in_for([1, 2], 1), in_for([1], 1), in_for([], 1), in_while_then_more([1, 2], 2), in_while_then_more([2], 2)]
    out += [in_while([1, 2], 2), in_while([2], 2)]
    return out, log


# 3.12/3.13: the shape above in `while a and b:` with a `continue` after the
# statement: a first reading that ended the block at the loop's exit lost
# the jump round the loop (read `while True: if a and b:`, without the
# `continue`: it ran differently). Then read `while True: if a and b: ...
# continue` + the copied `return None` (the loop's closing jump lies past
# the handlers): a mismatch, until that copy told the loop's test
# (lift/loop_test_exit.py).
def case_continue_after_try_in_while_and():
    log = []

    def fail_on(x, bad):
        if x == bad:
            raise ValueError(x)

    def in_while_and(items, bad, go):
        while items and go:
            x = items.pop()
            try:
                fail_on(x, bad)
            except ValueError:
                log.append(("caught", x))
            else:
                return
            finally:
                log.append(("fin", x))
            continue

    return [in_while_and([1, 2], 2, True), in_while_and([2], 2, True), in_while_and([2], 2, False)], log


# 3.12/3.13: `break` from a try/except/finally's body in a for loop: the
# break's copy of the finally body, then the code after the loop, lie
# between the body and the handlers; the clauses' normal copy of the
# finally body, past them, goes on with the loop. The finally's body ended
# at the break ("cannot find where the try statement ends"). Found by
# tryNewR reducing nest_loop.py::f_for__try_except_else_finally__break.
def case_break_from_try_except_finally_in_for():
    log = []

    def f(xs, bad):
        for x in xs:
            try:
                log.append(x)
                if x == bad:
                    raise ValueError(x)
                break
            except ValueError:
                log.append("v")
            finally:
                log.append("fin")
            log.append(9)
        log.append(2)

    return [f([1, 2], 1), f([1, 2], 0), f([], 0)], log


# 3.12/3.13: the same with `try: break` alone: the body can raise nothing
# (no row covers it; normalize gives it one: the break's copy of the
# finally body, the iterator popped, the jump past the loop's exit).
# Minimal sample of nest_loop.py::f_for__try_except_else_finally__break
# ("exception handling shape not supported"; tryNewR).
def case_bare_break_from_try_except_finally_in_for():
    log = []

    def f(xs):
        for x in xs:
            try:
                break
            except ValueError:
                log.append("v")
            else:
                log.append("else")
            finally:
                log.append("fin")
            log.append(9)
        log.append(2)

    return [f([1, 2]), f([])], log


# 3.11: `continue` (`break` in a while loop) ending a try/except/finally's
# body: the finally body's copy and the jump lie between the body and the
# handlers, outside every row; the finally's protected body was cut there,
# before the clauses ("cannot find where the try statement ends"). Found
# by tryOld7 varying case_break_from_try_except_finally_in_for.
def case_continue_from_try_except_finally_in_for():
    log = []

    def f(xs, bad):
        for x in xs:
            try:
                log.append(x)
                if x == bad:
                    raise ValueError(x)
                continue
            except ValueError:
                log.append("v")
            finally:
                log.append("fin")
            log.append(9)
        log.append(2)

    return [f([1, 2], 1), f([1, 2], 0), f([], 0)], log


def case_break_from_try_except_finally_in_while():
    log = []

    def f(xs, bad):
        while xs:
            x = xs.pop()
            try:
                log.append(x)
                if x == bad:
                    raise ValueError(x)
                break
            except ValueError:
                log.append("v")
            finally:
                log.append("fin")
            log.append(9)
        log.append(2)

    return [f([1, 2], 2), f([1, 2], 0), f([], 0)], log


# 3.11: the same with `try: continue` alone (no row covers the body; it is
# the line's marker, the finally body's copy, the jump back).
def case_bare_continue_from_try_except_finally_in_for():
    log = []

    def f(xs):
        for x in xs:
            try:
                continue
            except ValueError:
                log.append("v")
            finally:
                log.append("fin")
            log.append(9)
        log.append(2)

    return [f([1, 2]), f([])], log


# 3.11: `continue` ending a try/except's body inside a with statement in a
# for loop: the with's exit call and the jump back lie between the try
# body and its handler, outside every row; the with body was cut there
# ("cannot find where the try statement ends"), and `try: continue` alone
# got no row ("with exit without its context manager"). Found by tryOld7
# reducing nest_depth3_311.py::f3_async_for__with__try_except_star__continue.
class _ExitLog:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append("exit")


def case_continue_from_try_except_in_with_in_for():
    log = []

    def f(xs, bad):
        for x in xs:
            with _ExitLog(log):
                try:
                    log.append(x)
                    if x == bad:
                        raise ValueError(x)
                    continue
                except ValueError:
                    log.append("v")
            log.append(9)
        log.append(2)

    return [f([1, 2], 1), f([], 0)], log


def case_bare_continue_from_try_except_in_with_in_for():
    log = []

    def f(xs):
        for x in xs:
            with _ExitLog(log):
                try:
                    continue
                except ValueError:
                    log.append("v")
            log.append(9)
        log.append(2)

    return [f([1, 2]), f([])], log


# 3.10: `while True:` whose last jump back is a clause's `continue`, the
# code after the try statement a `return` through an enclosing finally
# body (its copy, then the return): the loop held that code, the enclosing
# statement's exit inside the loop ("unstructured jump"). The loop ends
# where the statement's ways out meet, a `break` before the return. Found
# by tryOld7 reducing
# nest_depth3.py::f3_try_except_else_finally__while_true__try_except_as__continue.
def case_clause_continue_then_return_through_finally():
    log = []

    def f(items):
        try:
            while True:
                try:
                    log.append(10 // items.pop())
                except ZeroDivisionError as e:
                    continue
                except IndexError:
                    log.append("empty")
                return len(log)
        finally:
            log.append("fin")

    return [f([1, 0, 2]), f([0])], log


# Wrong reading (3.10; 3.11 once its finally bodies ending in `break`
# were read): `continue` in the try body of a finally body that ends in
# `break`. The continue's copy of the finally body ends in the break, so
# the copy was not stripped: the body ran the finally body's code, then
# the finally body ran it again. Found by tryOld7 varying
# finally_ends_in_break_from_for.
def case_continue_through_finally_ending_in_break():
    def f(xs, log):
        for x in xs:
            try:
                if x:
                    continue
                log.append(10 // (x + 1))
            finally:
                log.append("fin")
                break
        return log

    return [f([1, 0], []), f([0, 1], []), f([], [])]


# 3.11: a finally body ending in `continue` (or `break` out of an inner
# loop): the handler pops the exception before the jump, its normal copy
# does not, so the copy was not recognised ("finally body not copied after
# the try body"). Found by tryOld7 varying finally_ends_in_break_from_for.
def case_finally_ends_in_continue():
    log = []

    def f(xs):
        for x in xs:
            try:
                log.append(10 // x)
            finally:
                log.append("fin")
                continue
        return len(log)

    return [f([1, 0, 2]), f([])], log


def case_finally_ends_in_break_from_inner_for():
    log = []

    def f(xs):
        for x in xs:
            for y in xs:
                try:
                    log.append(10 // y)
                finally:
                    log.append("fin")
                    break
            log.append(x)
        return len(log)

    return [f([1, 0]), f([0, 1]), f([])], log


# 3.11: `break` ending a try/finally's body in a for loop: the finally
# body's copy, the iterator popped and the jump out lie right before the
# handler, on the copy's line; read as a `break` after the statement (a
# mismatch: that one jumps over the handler to its own code). Found by
# tryOld7 (nest_depth3.py::f3_with__for__try_finally__break).
def case_break_ending_try_finally_body_in_for():
    log = []

    def f(xs):
        for x in xs:
            try:
                log.append(10 // x)
                if x > 1:
                    log.append("big")
                break
            finally:
                log.append("fin")
        return len(log)

    return [f([2, 1]), f([0, 1]), f([])], log


# 3.10: a finally body ending in an if/else whose else is `continue`. In
# the handler copy the else (leaving the handler, then the jump back) lies
# last, its jump outside the handler's block: the body was read without
# it, the normal copy then not recognised ("unstructured jump"). Found
# while reducing case_finally_try_else_continue.
def case_finally_if_else_continue():
    def f(xs, log):
        for v in xs:
            try:
                log.append(v)
            finally:
                if v:
                    log.append(1)
                else:
                    continue
            log.append("after")
        return log

    return f([1, 0, 2], [])


# 3.12/3.13: a for loop whose body is try/except/else: break/finally, then
# `return`: the clause's way on (the finally body's copy, the return) is
# laid out past the handlers, after the loop's exit; the rest of the loop
# body after the statement was read only as going round, and a return
# there was refused ("try body runs past its block"). Reduced from
# nest_depth3.py::f3_async_for_else__if_else__try_except_else_finally__break.
def case_else_breaks_through_finally_then_return_in_for():
    log = []

    def fail_on(x, bad):
        if x == bad:
            raise ValueError(x)

    def f(items, bad):
        for x in items:
            try:
                fail_on(x, bad)
            except ValueError:
                log.append(("caught", x))
            else:
                break
            finally:
                log.append(("fin", x))
            return x
        log.append("after")

    return [f([1, 2], 1), f([1, 2], 3), f([], 1)], log


# Wrong reading (3.9-3.11; 3.12/3.13 once the single finally was read):
# `continue` ending a try/except's body inside two finally statements in a
# for loop: the continue runs both finally bodies' copies, the inner one's
# first; the inner statement stripped only a copy right before the jump,
# so its copy stayed in the body (the finally body ran twice). Found by
# tryLoop8 varying case_continue_from_try_except_finally_in_for.
def case_continue_through_two_finally_bodies():
    def f(xs, bad, log):
        for x in xs:
            try:
                try:
                    log.append(x)
                    if x == bad:
                        raise ValueError(x)
                    continue
                except ValueError:
                    log.append("v")
                finally:
                    log.append("fin")
            finally:
                log.append("fin2")
            log.append(9)
        return log

    return [f([1, 2], 1, []), f([1, 2], 0, []), f([], 0, [])]


# 3.12/3.13: the shapes of case_continue_from_try_except_finally_in_for in
# a while loop, through a finally body inside a with, and out of two with
# statements: refused ("cannot find where the try statement ends"). Found
# by tryLoop8 varying that sample.
class _ExitLog8:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append("exit")


def case_continue_through_finally_variants_312():
    def in_while(xs, bad, log):
        while xs:
            x = xs.pop()
            try:
                log.append(x)
                if x == bad:
                    raise ValueError(x)
                continue
            except ValueError:
                log.append("v")
            finally:
                log.append("fin")
            log.append(9)
        return log

    def finally_in_with(xs, bad, log):
        for x in xs:
            with _ExitLog8(log):
                try:
                    log.append(x)
                    if x == bad:
                        raise ValueError(x)
                    continue
                except ValueError:
                    log.append("v")
                finally:
                    log.append("fin")
            log.append(9)
        log.append(2)

    def two_withs(xs, bad, log):
        for x in xs:
            with _ExitLog8(log), _ExitLog8(log):
                try:
                    log.append(x)
                    if x == bad:
                        raise ValueError(x)
                    continue
                except ValueError:
                    log.append("v")
            log.append(9)
        log.append(2)

    out = []
    for g in (in_while, finally_in_with, two_withs):
        log = []
        out.append((g([1, 2], 1, log), g([1, 2], 2, log), g([], 0, log), log))
    return out


# 3.12/3.13: a finally body ending in `break` out of a loop whose exit is a
# short return (`return len(log)`): 3.12 copies that return after the
# break, so the handler copy leaves through `POP_EXCEPT`, the iterator
# popped, the copied exit ("finally handler without its re-raise"; a
# while loop's too). Found by tryLoop8 varying finally_ends_in_break_from_for.
def case_finally_ends_in_break_before_copied_return():
    def in_for(xs, log):
        for x in xs:
            try:
                log.append(10 // x)
            finally:
                log.append("f")
                break
        return len(log)

    def in_while(xs, log):
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            finally:
                log.append("f")
                break
        return log

    out = []
    for g in (in_for, in_while):
        for xs in ([5, 2], [0, 1], []):
            log = []
            try:
                out.append(g(list(xs), log))
            except ZeroDivisionError:
                out.append(("raised", log))
    return out
# 3.10: `while True:` left only by breaks (the code after the loop kept only
# as copies behind each), one in an if before a try/finally whose body
# breaks too: that copy follows the `break`'s line marker, no unwinding,
# and was taken for the code after the loop itself, the try body's copy
# then read as that code copied into it ("code after the statement copied
# into a try body that jumps past it"). Found by tryOld8 reducing
# break_through_two_finally_statements.
def case_break_before_try_finally_breaking_in_while_true():
    def f(p):
        while True:
            if p._try_wait() == 3:
                break
            try:
                if p._try_wait() == 0:
                    break
            finally:
                p.log.append("second")
        return p.log

    return f(_Proc([0, 5, 3])), f(_Proc([1, 0]))


# 3.9 (fuzz 3.9 seed 1 #558, minimised by hand; refused: "unstructured
# jump", or read as a bare except clause): a finally body that is only
# `continue` or `break` opens its handler copy like a bare except clause
# (`POP_TOP x3; POP_EXCEPT`, then the jump); its dead closing RERAISE after
# the jump, and the same jump right after the body's POP_BLOCK, say finally.
def case_finally_only_continue_or_break_39():
    log = []

    def in_while(a):
        while a:
            a -= 1
            try:
                log.append(10 // a)
            finally:
                continue
            log.append("dead")
        return a

    def breaking_for(items):
        for v in items:
            try:
                log.append(10 // v)
            finally:
                break
        return v

    def breaking_while(a):
        while a:
            try:
                log.append(10 // a)
            finally:
                break
            a = 0
        return a

    return in_while(3), breaking_for([0, 2]), breaking_for([5]), breaking_while(0), breaking_while(2), log


# 3.12/3.13: `try: ... except: ... else: break / finally: ...` in a for loop
# with an else: the break's finally copy jumps over the loop's else, laid out
# right behind it, to the code after the loop; the try/finally body was cut
# at the copy ("cannot find where the try statement ends"). Found by
# tryNew10 reducing nest_depth3 f3_async_for_else__if_else__try_except_else_finally__break.
def case_tn10_else_break_through_finally_over_for_else():
    log = []

    def f(xs):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                log.append("z")
            else:
                break
            finally:
                log.append("fin")
            return x
        else:
            log.append("else")
        log.append("after")

    return [f([1, 2]), f([0, 2]), f([])], log


# 3.12/3.13: the same `else: break` through the finally body's copy, the
# statement in an if's else inside the loop: the rest of the loop's body
# after the if (going round) is laid out between the break and the code
# after the loop ("cannot find where the try statement ends"). Found by
# tryNew10 reducing nest_depth3 f3_async_for_else__if_else__try_except_else_finally__break.
def case_tn10_else_break_through_finally_in_if_else_in_loop():
    log = []

    def f(xs):
        for x in xs:
            if x is None:
                log.append("none")
            else:
                try:
                    log.append(10 // x)
                except ZeroDivisionError:
                    log.append("z")
                else:
                    break
                finally:
                    log.append("fin")
                return x
            log.append("next")
        log.append("after")

    return [f([None, 1]), f([0, 2]), f([None]), f([])], log


# 3.12/3.13: `else: continue` through the finally body's copy (and a with's
# exit call) where the code after the loop branches (`y = 0 if c else d`),
# each way returning: that exit, laid out before the handlers, was taken
# for straight code only ("cannot find where the try statement ends"). Found
# by tryNew10 reducing fuzz seed 1 program 526 (3.12).
def case_tn10_else_continue_through_finally_before_branching_exit():
    log = []

    def in_while(xs, c):
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                log.append("z")
            else:
                continue
            finally:
                log.append("fin")
            log.append("next")
        y = 0 if c else x
        log.append(y)

    def in_with_in_for(xs, c):
        for x in xs:
            with _TN10Recorder(log):
                try:
                    log.append(10 // x)
                except ZeroDivisionError:
                    log.append("z")
                else:
                    continue
                finally:
                    log.append("fin")
            log.append("next")
        y = 0 if c else len(xs)
        log.append(y)

    return [in_while([1, 0, 2], 0), in_while([0], 1), in_with_in_for([1, 0], 0), in_with_in_for([], 1)], log


class _TN10Recorder:
    """A context manager that logs its enter and exit."""

    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")

    def __exit__(self, *exc):
        self.log.append("exit")


# 3.12/3.13: `else: continue` through the finally body's copy and a with's
# exit call, then more of the loop body after the with that branches
# (`assert`), laid out past the handlers before the loop's bottom test:
# only straight code was read there ("try body runs past its block"). Found
# by tryNew10 reducing fuzz seed 1 program 526 (3.12).
def case_tn10_continue_through_finally_then_branching_rest_of_body():
    log = []

    def f(xs, c):
        while xs:
            x = xs.pop()
            with _TN10Recorder(log):
                try:
                    log.append(10 // x)
                except ZeroDivisionError:
                    log.append("z")
                else:
                    continue
                finally:
                    log.append("fin")
            assert c, x
            log.append("next")
        y = 0 if c else 1
        log.append(y)

    out = [f([1, 0, 2], 1), f([0], 1)]
    try:
        f([0], 0)
    except AssertionError as e:
        out.append(repr(e))
    return out, log


# 3.10 (was refused: "finally body without its end"): a for loop's try
# whose finally body ends in `break`, the code after the loop a short
# exit block (`return len(log)`, `raise KeyError(n)`) copied after the
# handler copy's unwinding, where no re-raise closes the finally body:
# it ends past that copy. Siblings of
# case_finally_ends_in_break_before_copied_return varying the exit and
# what the finally body computes before the break.
def case_finally_break_before_copied_exit_siblings():
    def returns_value(xs, log):
        for x in xs:
            try:
                log.append(10 // x)
            finally:
                log.append(x > 1)
                break
        return log[0]

    def raises_after(xs, log):
        for x in xs:
            try:
                log.append(10 // x)
            finally:
                if x:
                    log.append("t")
                break
        raise KeyError(len(log))

    def nested(xs, log):
        for y in xs:
            for x in xs:
                try:
                    log.append(10 // x)
                finally:
                    log.append((y, x))
                    break
        return len(log)

    out = []
    for g in (returns_value, raises_after, nested):
        for xs in ([5, 2], [0, 1], [], [2, 0]):
            log = []
            try:
                out.append(g(list(xs), log))
            except (ZeroDivisionError, KeyError, IndexError) as e:
                out.append((type(e).__name__, log))
    return out


# 3.11 (was refused, "finally body not copied after the try body"): a
# finally body holding a with whose body is `continue` (`break`), code
# after the with (reached when __exit__ swallows): in the handler copy the
# way out leaves the handler first (`POP_TOP; POP_EXCEPT; JUMP`) before
# the with's handler, read after the with, while the normal copy reads it
# in the with's body. (3.12/3.13 still refuse it; a dead `continue` after
# the with, the nesting corpus' f3_async_for__try_except_else_finally__
# with_parens__continue, is still refused on 3.11.)
def case_finally_with_leaving_loop_then_code():
    log = []

    class Cm:
        def __init__(self, swallow):
            self.swallow = swallow

        def __enter__(self):
            log.append("enter")

        def __exit__(self, *exc):
            log.append(("exit", exc[0] is not None))
            return self.swallow

    def leaves(xs, swallow):
        for x in xs:
            try:
                log.append(10 // x)
            finally:
                with Cm(swallow):
                    continue
                log.append("after with")
        return len(log)

    def breaks(xs, swallow):
        for x in xs:
            try:
                log.append(10 // x)
            finally:
                with Cm(swallow):
                    break
                log.append("after with")
        return len(log)

    out = []
    for f in (leaves, breaks):
        for xs in ([1, 2], [0, 5], []):
            for swallow in (False, True):
                try:
                    out.append(f(xs, swallow))
                except ZeroDivisionError:
                    out.append("raised")
    return out, log


# 3.10 wrong reading (helper refuse19a, a sibling of the one above): a
# while loop, work before the with in the finally body, code after it.
# The break's way out in the handler copy is the with's exit call then a
# copy of the loop's exit, `return len(log)`; read as `with Cm(swallow):
# return len(log)`, the value was computed before __exit__ ran (one short).
# A return in a with body computes a value (not a constant) before the
# exit call: refused now (`refuse_value_after_exit`). 3.11 reads it right;
# 3.12/3.13 refused it until refuse23b: the normal copy of the finally body
# reads `with Cm(swallow): pass` then the loop's exit (3.12 copies that
# short block after the exit call, 3.13 lays the exit itself out there),
# the handler copy `with Cm(swallow): break`; they are compared with that
# copy (or the exit the copy falls into) read as the with's break
# (`with_break_copied_read_as`).
def case_finally_with_leaving_while_then_code():
    log = []

    class Cm:
        def __init__(self, swallow):
            self.swallow = swallow

        def __enter__(self):
            log.append("enter")

        def __exit__(self, *exc):
            log.append(("exit", exc[0] is not None))
            return self.swallow

    def f(xs, swallow):
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            finally:
                log.append("f")
                with Cm(swallow):
                    break
                log.append("after with")
                log.append(x)
        return len(log)

    out = []
    for xs in ([1, 2], [0, 5], []):
        for swallow in (False, True):
            try:
                out.append(f(list(xs), swallow))
            except ZeroDivisionError:
                out.append("raised")
    return out, log


# Siblings of case_finally_with_leaving_while_then_code (refuse23b; 3.12
# and 3.13 refused them all, "finally body not copied after the try
# body"): the code after the loop two statements long; a raise after the
# loop; an if before the with in the finally body; `continue` in the
# with's body (still refused on 3.12/3.13).
def case_r23b_finally_with_break_in_while_then_two_statements():
    log = []

    class Cm:
        def __init__(self, swallow):
            self.swallow = swallow

        def __enter__(self):
            log.append("enter")

        def __exit__(self, *exc):
            log.append(("exit", exc[0] is not None))
            return self.swallow

    def f(xs, swallow):
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            finally:
                log.append("f")
                with Cm(swallow):
                    break
                log.append("after with")
        log.append("done")
        return len(log)

    out = []
    for xs in ([1, 2], [0, 5], []):
        for swallow in (False, True):
            try:
                out.append(f(list(xs), swallow))
            except ZeroDivisionError:
                out.append("raised")
    return out, log


def case_r23b_finally_with_break_in_while_then_raise():
    log = []

    class Cm:
        def __init__(self, swallow):
            self.swallow = swallow

        def __enter__(self):
            log.append("enter")

        def __exit__(self, *exc):
            log.append(("exit", exc[0] is not None))
            return self.swallow

    def f(xs, swallow):
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            finally:
                with Cm(swallow):
                    break
                log.append(x)
        raise KeyError(len(log))

    out = []
    for xs in ([1, 2], [0, 5], []):
        for swallow in (False, True):
            try:
                out.append(f(list(xs), swallow))
            except (ZeroDivisionError, KeyError) as e:
                out.append(("raised", type(e).__name__, e.args))
    return out, log


def case_r23b_finally_if_then_with_break_in_while():
    log = []

    class Cm:
        def __init__(self, swallow):
            self.swallow = swallow

        def __enter__(self):
            log.append("enter")

        def __exit__(self, *exc):
            log.append(("exit", exc[0] is not None))
            return self.swallow

    def f(xs, swallow):
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            finally:
                if x > 1:
                    log.append("big")
                with Cm(swallow):
                    break
                log.append("after with")
                log.append(x)
        return len(log)

    out = []
    for xs in ([1, 2], [0, 5], []):
        for swallow in (False, True):
            try:
                out.append(f(list(xs), swallow))
            except ZeroDivisionError:
                out.append("raised")
    return out, log


def case_r23b_finally_with_continue_in_while_then_code():
    log = []

    class Cm:
        def __init__(self, swallow):
            self.swallow = swallow

        def __enter__(self):
            log.append("enter")

        def __exit__(self, *exc):
            log.append(("exit", exc[0] is not None))
            return self.swallow

    def f(xs, swallow):
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            finally:
                log.append("f")
                with Cm(swallow):
                    continue
                log.append("after with")
                log.append(x)
        return len(log)

    out = []
    for xs in ([1, 2], [0, 5], []):
        for swallow in (False, True):
            try:
                out.append(f(list(xs), swallow))
            except ZeroDivisionError:
                out.append("raised")
    return out, log


# The smallest of that 3.10 wrong reading: `with Cm(): break` ending the
# finally body. (3.13 refused it until refuse23b: the loop, its bottom test
# past the handlers, was read as never going round, and the handler copy's
# break, a jump back to the loop's exit, as the closing jump of a loop
# there.)
def case_finally_with_break_in_while_exit_copied():
    log = []

    class Cm:
        def __enter__(self):
            log.append("enter")

        def __exit__(self, *exc):
            log.append("exit")

    def f(xs):
        while xs:
            x = xs.pop()
            try:
                log.append(x)
            finally:
                with Cm():
                    break
        return len(log)

    return [f(list(xs)) for xs in ([1, 2], [])], log


# Sibling of case_finally_with_leaving_loop_then_code read on 3.12/3.13
# (helper refuse19a): a for loop, work before the with in the finally
# body, two statements after it. The handler copy reads `with Cm(): pass`,
# the jump, then that code; the normal copy, read whole, is the finally
# body (`with_jump_read_as`).
def case_finally_with_leaving_for_then_code():
    log = []

    class Cm:
        def __init__(self, swallow):
            self.swallow = swallow

        def __enter__(self):
            log.append("enter")

        def __exit__(self, *exc):
            log.append(("exit", exc[0] is not None))
            return self.swallow

    def f(xs, swallow):
        for x in xs:
            try:
                log.append(10 // x)
            finally:
                log.append("f")
                with Cm(swallow):
                    break
                log.append("after with")
                log.append(x)
        return len(log)

    out = []
    for xs in ([1, 2], [0, 5], []):
        for swallow in (False, True):
            try:
                out.append(f(list(xs), swallow))
            except ZeroDivisionError:
                out.append("raised")
    return out, log


# ha16 (3.10; hunt seed 44 #478, a wrong reading): `try: continue` /
# `finally: X` in an except clause of a try body whose own finally body
# is alike (`X` again), in a loop. The continue's way out is `POP_BLOCK;
# <X>; POP_EXCEPT; POP_BLOCK; <X>; JUMP head`; the inner statement took
# the enclosing body's POP_BLOCK and copy, the last before its handler,
# for its own normal exit, and read its own copy as the try body: X ran
# three times, and the loop went on to the code after the statement.
# Read right now (the normal exit's POP_BLOCK closes this statement's
# block: _pops_block_of). Siblings: an `as` clause before it, a while
# loop, a break (read right before), the continue in the else, a
# coroutine, three alike bodies.
def case_ha16_continue_through_two_alike_finally_bodies():
    def f(xs, log):
        for x in xs:
            try:
                try:
                    log.append(10 // x)
                except ZeroDivisionError:
                    try:
                        continue
                    finally:
                        log.append(1)
            finally:
                log.append(1)
            log.append(2)
        return log

    return [f(xs, []) for xs in ((), (1,), (0,), (0, 2, 0))]


def case_ha16_continue_through_two_alike_finally_bodies_named():
    def f(xs, log):
        for x in xs:
            try:
                try:
                    log.append(10 // x)
                except (KeyError, IndexError) as e:
                    pass
                except ZeroDivisionError:
                    try:
                        continue
                    finally:
                        log.append(1)
            finally:
                log.append(1)
        else:
            pass

    out = []
    for xs in ((), (1,), (0,), (0, 2, 0)):
        log = []
        out.append((f(xs, log), log))
    return out


def case_ha16_continue_through_two_alike_finally_bodies_while():
    def f(n, log):
        while n:
            n -= 1
            try:
                try:
                    log.append(10 // (n % 2))
                except ZeroDivisionError:
                    try:
                        continue
                    finally:
                        log.append(1)
            finally:
                log.append(1)
            log.append(2)
        return log

    return [f(n, []) for n in (0, 1, 2, 3)]


def case_ha16_break_through_two_alike_finally_bodies():
    def f(xs, log):
        for x in xs:
            try:
                try:
                    log.append(10 // x)
                except ZeroDivisionError:
                    try:
                        break
                    finally:
                        log.append(1)
            finally:
                log.append(1)
            log.append(2)
        return log

    return [f(xs, []) for xs in ((), (1,), (0,), (2, 0, 2))]


def case_ha16_continue_in_else_through_two_alike_finally_bodies():
    def f(xs, log):
        for x in xs:
            try:
                try:
                    log.append(10 // x)
                except ZeroDivisionError:
                    log.append(0)
                else:
                    try:
                        continue
                    finally:
                        log.append(1)
            finally:
                log.append(1)
            log.append(2)
        return log

    return [f(xs, []) for xs in ((), (1,), (0,), (0, 2, 0))]


def case_ha16_continue_through_two_alike_finally_bodies_async():
    async def f(xs, log):
        for x in xs:
            try:
                try:
                    log.append(10 // x)
                except ZeroDivisionError:
                    try:
                        continue
                    finally:
                        log.append(1)
            finally:
                log.append(1)
            log.append(2)
        return log

    out = []
    for xs in ((), (1,), (0,), (0, 2, 0)):
        co = f(xs, [])
        try:
            co.send(None)
        except StopIteration as stop:
            out.append(stop.value)
    return out


def case_ha16_continue_through_three_alike_finally_bodies():
    def f(xs, log):
        for x in xs:
            try:
                try:
                    try:
                        log.append(10 // x)
                    except ZeroDivisionError:
                        try:
                            continue
                        finally:
                            log.append(1)
                finally:
                    log.append(1)
            finally:
                log.append(1)
            log.append(2)
        return log

    return [f(xs, []) for xs in ((), (1,), (0,), (0, 2, 0))]


# w17 (3.11-3.13, mismatched): `try: ...; continue` / `finally: X` in an
# except clause in a loop, with or without a finally body around, alike
# or not: the way out after the normal copy of X (`POP_EXCEPT`, the
# enclosing finally bodies' copies, the jump round) lies right before the
# handler, no jump over it, and was read after the statement (`try: ...`
# / `finally: X` / `continue`, which jumps over the handler). A while
# loop, a body before the continue, a finally body that differs.
def case_w17_continue_through_finally_in_except_clause():
    def alone(xs, log):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                try:
                    continue
                finally:
                    log.append(1)
            log.append(2)
        return log

    def body_first(xs, log):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                try:
                    log.append(0)
                    continue
                finally:
                    log.append(1)
            log.append(2)
        return log

    def other_final(xs, log):
        for x in xs:
            try:
                try:
                    log.append(10 // x)
                except ZeroDivisionError:
                    try:
                        log.append(0)
                        continue
                    finally:
                        log.append(1)
            finally:
                log.append(3)
            log.append(2)
        return log

    def in_while(xs, log):
        xs = list(xs)
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            except ZeroDivisionError as e:
                try:
                    log.append(str(e))
                    continue
                finally:
                    log.append(1)
            log.append(2)
        return log

    return [f(xs, []) for f in (alone, body_first, other_final, in_while) for xs in ((), (1,), (0,), (0, 2, 0))]
# 3.11 wrong reading (hunt, fuzz seed 52 #729): `try: ... except: pass
# else: continue` then `break` ending a while loop's body, the loop ending
# a finally body. The body is read from the handler's copy, where the loop
# ends the copy and its exit is unknown to the loop (the `break`, a line
# marker alone, goes straight to the end of the copy); the clause's jump
# there was read as falling off, the loop going round, and the `break` was
# lost (the program looped for ever). 3.11 refuses a plain `break` there;
# now this one too. (3.12/3.13 refuse it too.)
def _hb17_raise_at_finally(log, n, at):
    log.append(n)
    if n == at:
        raise ValueError(n)


def case_hb17_try_else_continue_then_break_in_finally():
    def f(log, n, at):
        try:
            log.append("body")
        finally:
            while n:
                n -= 1
                try:
                    _hb17_raise_at_finally(log, n, at)
                except ValueError:
                    pass
                else:
                    continue
                break
        return n

    out = []
    for at in (-1, 1):
        log = []
        out.append((f(log, 3, at), log))
    return out


# Sibling read right on 3.11 (the refusal above is narrow): a for loop
# there, whose exit, its iterator popped, the loop knows.
def case_hb17_try_else_continue_then_break_for_in_finally():
    def f(log, xs, at):
        try:
            log.append("body")
        finally:
            for v in xs:
                try:
                    _hb17_raise_at_finally(log, v, at)
                except ValueError:
                    pass
                else:
                    continue
                break
        return log

    return [f([], (3, 2, 1), at) for at in (-1, 2)]


# Siblings of the two above (3.12/3.13 refused them: helper refuse19a).
# The while loop's normal copy holds the exit block (`return n`) copied
# onto the break after the try; the clause and the else do work first.
# Read from the normal copy, its return turned back into a break
# (`loop_exit_known_in_copy`).
def case_hb17_try_else_work_then_break_in_finally():
    def f(log, n, at):
        try:
            log.append("body")
        finally:
            while n:
                n -= 1
                try:
                    _hb17_raise_at_finally(log, n, at)
                except ValueError:
                    log.append("caught")
                else:
                    log.append("else")
                    continue
                break
        return n

    out = []
    for n, at in ((3, -1), (3, 1), (0, 0)):
        log = []
        out.append((f(log, n, at), log))
    return out


# 3.10 (helper refuse21b): the four hb17 samples here were refused ("finally
# body falls off inside a statement that cannot end it"): the handler copy
# reads the loop's break as a copy of the closing RERAISE; a loop ending the
# finally body now reads those as breaks, and the normal copy, whose breaks
# are copies of the code after the statement, is the finally body read
# (`loop_exit_known_in_copy`). Sibling: a for loop with its own breaks before
# the try in the while's body.
def case_r21b_try_else_continue_then_break_after_inner_for_in_finally():
    def f(log, n, at):
        try:
            log.append("body")
        finally:
            while n:
                n -= 1
                for v in range(2):
                    if v == at:
                        break
                    log.append(v)
                try:
                    _hb17_raise_at_finally(log, n, at)
                except ValueError:
                    pass
                else:
                    continue
                break
        return n

    out = []
    for n, at in ((3, -1), (3, 1), (0, 0)):
        log = []
        out.append((f(log, n, at), log))
    return out


# Siblings (refuse21b; 3.10 refused them as the hb17 ones, read now; 3.11
# refused them, "unstructured jump": the handler copy's break jumps to its
# closing re-raise, which the loop took for no exit of its own; that jump
# now falls off the finally body, as its copies of the re-raise do): the
# loop's body ending in its bottom test, the break in an if; in a clause,
# work after the try.
def case_r21b_while_break_in_if_ending_finally():
    def f(log, n, at):
        try:
            log.append("body")
        finally:
            while n:
                n -= 1
                if n == at:
                    break
                log.append(n)
        return n

    out = []
    for n, at in ((3, -1), (3, 1), (0, 0)):
        log = []
        out.append((f(log, n, at), log))
    return out


def case_r21b_while_clause_break_then_work_ending_finally():
    def f(log, n, at):
        try:
            log.append("body")
        finally:
            while n > 0:
                n -= 1
                try:
                    _hb17_raise_at_finally(log, n, at)
                except ValueError:
                    log.append("c")
                    break
                log.append(n)
        return n

    out = []
    for n, at in ((3, -1), (3, 1), (0, 0)):
        log = []
        out.append((f(log, n, at), log))
    return out


# 3.12/3.13 refused it until refuse23b (read right on 3.11): a second
# break, in an if branch, which the handler copy read as falling off the if
# (its re-raise, the loop's exit, ends the loop body's block: a jump there
# is a break where falling off the block goes round), so the two copies
# disagreed; they are compared with the code after an if whose body never
# finishes out of its else (`_clause_jump_spelling`).
def case_hb17_try_else_continue_then_break_in_finally_if_break():
    def f(log, n, at):
        try:
            log.append("body")
        finally:
            while n:
                n -= 1
                if n == 5:
                    break
                try:
                    _hb17_raise_at_finally(log, n, at)
                except ValueError:
                    log.append("caught")
                else:
                    continue
                break
        return n

    out = []
    for n, at in ((3, -1), (3, 1), (8, -1), (0, 0)):
        log = []
        out.append((f(log, n, at), log))
    return out


# Siblings of hb17 (refuse23b): a for loop (3.12/3.13 refused it as hb17);
# code in the if before its break and after the try statement (refused on
# 3.11-3.13, "conditional jump leaves its block"); the if's break after the
# try, in its else (read right).
def case_r23b_for_try_else_continue_then_break_in_finally_if_break():
    def f(log, items, at):
        n = -1
        try:
            log.append("body")
        finally:
            for n in items:
                if n == 5:
                    break
                try:
                    _hb17_raise_at_finally(log, n, at)
                except ValueError:
                    log.append("caught")
                else:
                    continue
                break
        return n

    out = []
    for items, at in (((3, 2, 1), -1), ((3, 2, 1), 2), ((7, 5, 1), -1), ((), 0)):
        log = []
        out.append((f(log, items, at), log))
    return out


def case_r23b_while_code_in_if_break_and_after_try_in_finally():
    def f(log, n, at):
        try:
            log.append("body")
        finally:
            while n:
                n -= 1
                if n == 5:
                    log.append("five")
                    break
                try:
                    _hb17_raise_at_finally(log, n, at)
                except ValueError:
                    log.append("caught")
                else:
                    continue
                log.append("after")
                break
        log.append("end")
        return n

    out = []
    for n, at in ((3, -1), (3, 1), (8, -1), (0, 0)):
        log = []
        out.append((f(log, n, at), log))
    return out


def case_r23b_while_try_else_if_break_then_continue_in_finally():
    def f(log, n, at):
        try:
            log.append("body")
        finally:
            while n:
                n -= 1
                try:
                    _hb17_raise_at_finally(log, n, at)
                except ValueError:
                    log.append("caught")
                    break
                else:
                    if n == 5:
                        break
                    continue
        return n

    out = []
    for n, at in ((3, -1), (3, 1), (8, -1), (0, 0)):
        log = []
        out.append((f(log, n, at), log))
    return out


# 3.12/3.13 (fuzz seed 61 #47, found by the hunt): `return` in an except
# clause inside `while True` inside a try/finally, the code after the
# statement the same as the finally body (`g(1)` then the closing `return
# None`).  The clause's copy of the finally body and `return None` matched
# the code at the loop's exit and was read as `break`, which runs the
# finally body and then that code: twice where the original ran it once.
def case_h18a_return_in_clause_in_endless_loop_in_finally_in_if():
    def f(a, items, log):
        if a:
            try:
                while True:
                    try:
                        log.append(int(next(items)))
                    except ValueError:
                        return
            finally:
                log.append(1)
        log.append(1)

    log = []
    return [f(a, iter(["2", "3", "k"]), log) for a in (0, 1)], log


def case_h18a_return_in_clause_in_endless_loop_in_finally_in_while_else():
    def f(a, items, log):
        while a:
            try:
                while True:
                    try:
                        log.append(int(next(items)))
                    except ValueError as e:
                        return
                    else:
                        log.append(2)
            finally:
                log.append(1)
        else:
            log.append(1)

    log = []
    return [f(a, iter(["2", "k"]), log) for a in (0, 1)], log


def case_h18a_return_in_clause_in_finally_in_endless_loop():
    def f(a, items, log):
        if a:
            while True:
                try:
                    try:
                        log.append(int(next(items)))
                    except ValueError:
                        return
                finally:
                    log.append(1)
        log.append(1)

    log = []
    return [f(a, iter(["2", "k"]), log) for a in (0, 1)], log


def case_h18a_raise_in_clause_in_endless_loop_in_finally_in_if():
    def f(a, items, log):
        if a:
            try:
                while True:
                    try:
                        log.append(int(next(items)))
                    except ValueError:
                        raise KeyError(a)
            finally:
                log.append(1)
        raise KeyError(a)

    log = []
    out = []
    for a in (0, 1):
        try:
            f(a, iter(["2", "k"]), log)
        except KeyError as e:
            out.append(e.args)
    return out, log


def case_h18a_return_value_in_clause_in_endless_loop_in_finally_in_if():
    def f(a, items, log):
        if a:
            try:
                while True:
                    try:
                        log.append(int(next(items)))
                    except ValueError:
                        return a
            finally:
                log.append(1)
        log.append(1)
        return a

    log = []
    return [f(a, iter(["2", "k"]), log) for a in (0, 1)], log


# Siblings of the three above (helper refuse19a; 3.11 refused them, "finally
# body not copied after the try body": `_no_fallthrough` takes a clause's
# return inside the endless loop for the code after the statement copied
# there, so the body seemed to finish). A body read as ending in `while
# True:` without a break, closed by the loop's jump back, no jump past its
# end: no normal copy follows (`loop_closes_body`). 3.12/3.13 still refuse
# the first.
def case_h18a_return_in_clause_in_endless_loop_in_finally_ending_function():
    def f(a, items, log):
        try:
            while True:
                try:
                    log.append(int(next(items)))
                except ValueError:
                    return
        finally:
            log.append(1)

    log = []
    return [f(a, iter(["2", "3", "k"]), log) for a in (0, 1)], log


def case_h18a_return_values_in_two_clauses_in_endless_loop_in_finally_in_while():
    def f(a, items, log):
        while a:
            a -= 1
            try:
                while True:
                    try:
                        v = int(next(items))
                    except ValueError:
                        return a
                    except StopIteration:
                        log.append("stop")
                        return -1
                    log.append(v)
            finally:
                log.append(1)
        log.append(2)
        return a

    log = []
    return [f(a, iter(["2", "3", "k", "5"]), log) for a in (0, 1, 3)], log


def case_h18a_return_after_work_in_clause_in_endless_loop_in_finally_in_if():
    def f(a, items, log):
        if a:
            try:
                while True:
                    try:
                        log.append(int(next(items)))
                    except ValueError:
                        log.append("v")
                        return
                    except StopIteration:
                        raise KeyError(a)
            finally:
                log.append(1)
                log.append(1)
        log.append(1)
        log.append(1)

    log = []
    return [f(a, iter(["2", "k"]), log) for a in (0, 1)], log


# 3.11-3.13 (refused, "cannot find where the try statement ends"; helper
# try18): siblings of case_ha16_continue_in_else_through_two_alike_finally_bodies,
# a `continue` (`break`) in a try/finally in the else of a try/except, in
# the body of a try/finally in a loop. The way out (the copy of the outer
# finally body, the jump) lies right after the inner normal copy; then
# the inner try/finally's handler, then the try/except's, whose clause
# goes on. The handlers are still the outer body's main line
# (`_else_finally_then_clause`); 3.12+ reads the way round as the else's
# `continue`, its handlers passed over (`else_handlers_before`), 3.11 as
# the inner body's (`jump_out_before_handler`: no POP_EXCEPT, copies of
# the enclosing finally bodies, then the jump).
# (ha18's break reads on 3.12/3.13 since refuse23b: the else, falling
# into the outer finally body's copy and the loop's exit, holds the break,
# `else_breaks_through_final_copy`.)
def _ha18_div(log, x):
    log.append(x)
    return 10 // x


def case_ha18_break_in_else_through_two_finally_bodies():
    def f(xs, log):
        for x in xs:
            try:
                try:
                    _ha18_div(log, x)
                except ZeroDivisionError:
                    log.append(0)
                else:
                    try:
                        break
                    finally:
                        log.append(1)
            finally:
                log.append(1)
            log.append(2)
        return log

    return [f(xs, []) for xs in ((), (1,), (0,), (0, 2, 0))]


# Siblings of case_ha18_break_in_else_through_two_finally_bodies
# (refuse23b): a plain `break` in the else after code; a while loop; the
# code after the loop two statements.
def case_r23b_code_then_break_in_else_through_finally_in_for():
    def f(xs, log):
        for x in xs:
            try:
                try:
                    _ha18_div(log, x)
                except ZeroDivisionError:
                    log.append(0)
                else:
                    log.append(5)
                    break
            finally:
                log.append(1)
            log.append(2)
        return log

    return [f(xs, []) for xs in ((), (1,), (0,), (0, 2, 0))]


def case_r23b_break_in_else_through_two_finally_bodies_while():
    def f(n, log):
        while n:
            n -= 1
            try:
                try:
                    _ha18_div(log, n % 2)
                except ZeroDivisionError:
                    log.append(0)
                else:
                    try:
                        break
                    finally:
                        log.append(1)
            finally:
                log.append(1)
            log.append(2)
        return log

    return [f(n, []) for n in (0, 1, 2, 4)]


def case_r23b_break_in_else_through_two_finally_bodies_then_two_statements():
    def f(xs, log):
        for x in xs:
            try:
                try:
                    _ha18_div(log, x)
                except ZeroDivisionError:
                    log.append(0)
                else:
                    try:
                        break
                    finally:
                        log.append(1)
            finally:
                log.append(1)
            log.append(2)
        log.append(3)
        return log

    return [f(xs, []) for xs in ((), (1,), (0,), (0, 2, 0))]


def case_ha18_continue_in_else_through_finally_bodies_while():
    def f(n, log):
        while n:
            n -= 1
            try:
                try:
                    _ha18_div(log, n % 2)
                except ZeroDivisionError:
                    log.append(0)
                else:
                    try:
                        continue
                    finally:
                        log.append(3)
            finally:
                log.append(1)
            log.append(2)
        return log

    return [f(n, []) for n in (0, 1, 2, 3)]


def case_ha18_continue_after_call_in_else_through_finally_bodies():
    def f(xs, log):
        for x in xs:
            try:
                try:
                    _ha18_div(log, x)
                except ZeroDivisionError:
                    log.append(0)
                else:
                    try:
                        _ha18_div(log, x - 1)
                        continue
                    finally:
                        log.append(3)
            finally:
                log.append(1)
            log.append(2)
        return log

    return [f(xs, []) for xs in ((), (1,), (0,), (0, 2, 0))]


def case_ha18_code_then_continue_in_else_through_finally_bodies():
    def f(xs, log):
        for x in xs:
            try:
                try:
                    _ha18_div(log, x)
                except ZeroDivisionError:
                    log.append(0)
                else:
                    log.append(4)
                    try:
                        continue
                    finally:
                        log.append(3)
            finally:
                log.append(1)
            log.append(2)
        return log

    return [f(xs, []) for xs in ((), (1,), (0,), (0, 2, 0))]


def case_ha18_continue_in_else_no_code_after():
    def f(xs, log):
        for x in xs:
            try:
                try:
                    _ha18_div(log, x)
                except ZeroDivisionError:
                    log.append(0)
                else:
                    try:
                        continue
                    finally:
                        log.append(3)
            finally:
                log.append(1)
        return log

    return [f(xs, []) for xs in ((), (1,), (0,), (0, 2, 0))]


# 3.11 (refused, "unstructured jump"; helper try18): siblings of
# case_finally_ends_in_break_before_copied_return's in_while: a while loop
# that never goes round, left by a `break` ending a finally body. 3.11
# leaves no jump back: read as an if, the handler copy's `POP_EXCEPT; JUMP
# exit` was a jump out of the if's body. A finally body's handler copy
# that jumps to the end of the branch's body is a `break`: the branch is
# the loop (`never_round_loop_left_from_handler`). (3.10, 3.12 and 3.13
# refuse or mismatch as before.)
def case_nr18_while_left_by_break_in_finally_if():
    def f(xs, log):
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            finally:
                log.append("f")
                if x:
                    break
                log.append("g")
                break
        return log

    out = []
    for xs in ([5, 2], [0, 1], [], [1, 0]):
        log = []
        try:
            out.append(f(list(xs), log))
        except ZeroDivisionError:
            out.append(("raised", log))
    return out


# Sibling (helper refuse19a; 3.12/3.13 refused the one above, "finally
# body not copied after the try body"): more breaks in the finally body's
# branches, each a copy of the loop's exit (`return log`) in both copies,
# read as breaks (`break_copies_read`).
def case_nr18_while_left_by_break_in_finally_elif():
    def f(xs, log):
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            finally:
                if x > 1:
                    log.append("big")
                    break
                elif x:
                    break
                log.append("g")
                break
        return log

    out = []
    for xs in ([5, 2], [0, 1], [], [1, 0], [7]):
        log = []
        try:
            out.append(f(list(xs), log))
        except ZeroDivisionError:
            out.append(("raised", log))
    return out


def case_nr18_while_left_by_break_in_finally_around_try_except():
    def f(xs, log):
        while xs:
            x = xs.pop()
            try:
                try:
                    log.append(10 // x)
                except ZeroDivisionError:
                    log.append("z")
            finally:
                log.append("f")
                break
        log.append("after")
        return log

    return [f(list(xs), []) for xs in ([5, 2], [0, 1], [])]


def case_nr18_while_left_by_break_in_finally_in_for():
    def f(xs, ys, log):
        for y in ys:
            while xs:
                x = xs.pop()
                try:
                    log.append(10 // x)
                finally:
                    log.append(y)
                    break
            log.append("after")
        return log

    out = []
    for xs in ([5, 2], [0, 1], []):
        log = []
        try:
            out.append(f(list(xs), (1, 2), log))
        except ZeroDivisionError:
            out.append(("raised", log))
    return out


# 3.10 (helper refuse21b): the two above and three below were refused
# ("finally body without its end"): the handler copy's `break` falls into
# the loop's exit right after its POP_EXCEPT (no jump). Read as that loop,
# the POP_EXCEPT the break (`loop_left_falling_from_handler`). Sibling: an
# if before the break in the finally body.
def case_r21b_while_left_by_break_in_finally_after_if():
    def f(xs, log):
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            finally:
                if x:
                    log.append("x")
                log.append("f")
                break
        log.append("after")
        return log

    out = []
    for xs in ([5, 2], [0, 1], []):
        log = []
        try:
            out.append(f(list(xs), log))
        except ZeroDivisionError:
            out.append(("raised", log))
    return out


# Sibling (helper refuse19a; 3.12/3.13 refused the two above, "unstructured
# jump"): the handler copy, laid out past the function, leaves by a jump
# back to the loop's exit, the code after the loop too long to copy; an
# if in the finally body, a clause that re-raises
# (`never_round_loop_left_from_cold_handler`).
def case_nr18_while_left_by_break_in_finally_if_then_code():
    def f(xs, log):
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                log.append("z")
                raise
            finally:
                if x:
                    log.append("x")
                log.append("f")
                break
        log.append("after")
        log.append(len(xs))
        return log

    return [f(list(xs), []) for xs in ([5, 2], [0, 1], [])]


# Guards and siblings (helper refuse19a) of the never-round loops above on
# 3.12/3.13: a while loop that goes round (its test copied to the body's
# end, a jump back to the body's start) whose finally body's `if x:
# break` jumps from the cold handler to the loop's exit, read right on
# main and refused by a first draft that took it for a loop that never
# goes round; a `continue` in the try body (3.12/3.13 refused it), the
# loop's exit a short `return x` copied (refused), a clause that
# continues (refused).
def case_nr18_while_going_round_left_by_break_in_finally_if():
    def f(xs, log):
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            finally:
                if x:
                    break
            log.append("round")
        log.append("after")
        return log

    out = []
    for xs in ([5, 2], [0, 1], [], [1, 0], [7]):
        log = []
        try:
            out.append(f(list(xs), log))
        except ZeroDivisionError:
            out.append(("raised", log))
    return out


def case_nr18_while_left_by_break_in_finally_after_continue_in_body():
    def f(xs, log):
        while xs:
            x = xs.pop()
            try:
                if x > 3:
                    continue
                log.append(10 // x)
            finally:
                log.append("f")
                break
        log.append("after")
        log.append(1)
        return log

    out = []
    for xs in ([5, 2], [0, 1], [], [1, 0], [7]):
        log = []
        try:
            out.append(f(list(xs), log))
        except ZeroDivisionError:
            out.append(("raised", log))
    return out


def case_nr18_while_left_by_break_in_finally_if_returning_name():
    def f(xs, log):
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            finally:
                log.append("f")
                if x:
                    break
                log.append("g")
                break
        return x

    out = []
    for xs in ([5, 2], [0, 1], [1, 0], [7]):
        log = []
        try:
            out.append(f(list(xs), log))
        except ZeroDivisionError:
            out.append(("raised", log))
    return out


def case_nr18_while_left_by_break_in_finally_around_clause_continue():
    def f(xs, log):
        while xs:
            x = xs.pop()
            try:
                try:
                    log.append(10 // x)
                except ZeroDivisionError:
                    log.append("z")
                    continue
            finally:
                log.append("f")
                break
        log.append("after")
        return log

    return [f(list(xs), []) for xs in ([5, 2], [0, 1], [])]


def case_nr18_while_returning_or_left_by_break_in_finally():
    def f(xs, log):
        while xs:
            x = xs.pop()
            if x > 3:
                return x
            try:
                log.append(10 // x)
            finally:
                log.append("f")
                break
        return log

    out = []
    for xs in ([5, 2], [0, 1], [], [2, 7]):
        log = []
        try:
            out.append(f(list(xs), log))
        except ZeroDivisionError:
            out.append(("raised", log))
    return out


# 3.12 and 3.13: `try: break` (no code the table protects: normalize gives
# the break's jump a row of its own) / except / finally in a while loop:
# the break's copy of the finally body was read as the else's `g(3);
# break` (run before the finally's own g(3): twice), the code after the
# loop as the way on. Hunt of hunt18a, fuzz seed 97 #596 (there in a
# match's last case, match_310.py), shrunk.
def case_h18a_seed97_break_in_try_finally_in_while():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a, b):
        while not (a and b):
            try:
                break
            except ValueError:
                pass
            finally:
                g(3)
        g(a)

    out = []
    for point in [(None, True), ("k", "k"), (0, 1)]:
        del log[:]
        out.append((f(*point), list(log)))
    return out


# Siblings: a plain while test, an else (dead after the break), a for
# loop, a continue once round, code after the statement in the loop.
def case_h18a_break_in_try_finally_in_while_variants():
    log = []

    def g(x):
        log.append(x)
        return x

    def f1(a):
        while a:
            try:
                break
            except ValueError:
                pass
            finally:
                g(3)
        g(a)

    def f2(a):
        while a:
            try:
                break
            except ValueError:
                pass
            else:
                g(5)
            finally:
                g(3)
        g(a)

    def f3(a, xs):
        for x in xs:
            try:
                break
            except ValueError:
                pass
            finally:
                g(x)
        return g(a)

    def f4(a):
        n = 0
        while n < 3:
            n += 1
            try:
                if n < 2:
                    continue
                break
            except ValueError:
                pass
            finally:
                g(n)
            g("after")
        return g(a)

    out = []
    for a in (0, 1, "k"):
        del log[:]
        out.append((f1(a), f2(a), f3(a, [1, 2]), f3(a, []), f4(a), list(log)))
    return out


# Sibling: a named clause and a finally body of two statements (3.12 and
# 3.13 refuse it: exception handling shape not supported).
def case_h18a_break_in_try_finally_named_clause():
    log = []

    def g(x):
        log.append(x)
        return x

    def f5(a):
        while a:
            try:
                break
            except (KeyError, ValueError) as e:
                g(e)
            finally:
                g(3)
                g(4)
        return a

    out = []
    for a in (0, 1, "k"):
        del log[:]
        out.append((f5(a), list(log)))
    return out


# Sibling: a finally body of two statements, the loop's exit a short
# `return a` that 3.12+ copies onto the break after the finally body's
# copy (3.12 refuses it: cannot find where the try statement ends; read
# as the break's copy falling into the loop's exit it made the clause's
# way round a break).
def case_h18a_break_in_try_finally_exit_copied():
    log = []

    def g(x):
        log.append(x)
        return x

    def f7(a):
        while a:
            try:
                break
            except ValueError:
                pass
            finally:
                g(3)
                g(4)
        return a

    out = []
    for a in (0, 1, "k"):
        del log[:]
        out.append((f7(a), list(log)))
    return out


# 3.12/3.13 (refused: "cannot find where the try statement ends"; helper
# refuse20a, shrunk from case_h18a_break_in_try_finally_exit_copied): a
# try/except/finally in a while loop whose body ends in `break` after a
# call, the loop's exit a short `return a` that 3.12+ copies onto the
# break after the finally body's normal copy; with and without code after
# the statement in the loop body.
def case_r20a_break_in_try_except_finally_exit_copied():
    log = []

    def g(x):
        log.append(x)
        if x == "raise":
            raise ValueError(x)
        return x

    def f(a, v):
        while a:
            a -= 1
            try:
                g(v)
                break
            except ValueError:
                g(1)
            finally:
                g(3)
        return a

    def f2(a, v):
        while a:
            a -= 1
            try:
                g(v)
                break
            except ValueError:
                g(1)
            finally:
                g(3)
            g(5)
        return a

    out = []
    for a in (0, 1, 2):
        for v in (0, "raise"):
            del log[:]
            out.append((f(a, v), f2(a, v), list(log)))
    return out


# The for-loop sibling (3.12/3.13 refused it: "cannot find where the try
# statement ends"): the break pops the iterator after the finally body's
# copy, then the copy of `return xs`; the clauses go on to the normal copy
# and the loop's closing jump, which the finally ending the loop's body
# makes no `continue` of theirs (helper refuse20a).
def case_r20a_break_in_try_except_finally_in_for_exit_copied():
    log = []

    def g(x):
        log.append(x)
        if x == 2:
            raise ValueError(x)
        return x

    def f(xs):
        for v in xs:
            try:
                g(v)
                break
            except ValueError:
                g("clause")
            finally:
                g(("finally", v))
        return xs

    out = []
    for xs in ((), (1, 3), (2, 3), (2, 2)):
        del log[:]
        out.append((f(xs), list(log)))
    return out


# 3.12/3.13 (refused: "exception handling shape not supported"; helper
# refuse20a, shrunk from case_h19b_seed85_continue_in_try_finally_in_if):
# `try: continue` / `finally: pass` ending a for loop's body: the finally
# body's copy is empty, the continue's jump (the loop's closing jump)
# takes the `pass` line, and no row names the handler.
def case_r20a_continue_in_try_empty_finally_ending_for():
    log = []

    def f(a, xs):
        for v in xs:
            log.append(v)
            if a:
                try:
                    continue
                finally:
                    pass

    def f2(xs):
        for v in xs:
            log.append(v)
            try:
                continue
            finally:
                pass

    out = []
    for a, xs in ((0, ()), (1, (1, 2)), (0, (3,))):
        del log[:]
        out.append((f(a, xs), f2(xs), list(log)))
    return out


# 3.12/3.13 (refused: "exception handling shape not supported"; helper
# refuse20a, the for-loop sibling of case_h18a_break_in_try_finally_named_clause):
# `try: break` in a for loop, an except clause and a finally body: the body
# can raise nothing, no row names the except handler; the break runs the
# finally body's copy, pops the iterator and runs a copy of `return xs`,
# all before the loop's end.
def case_r20a_try_break_except_finally_in_for():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(xs):
        for x in xs:
            try:
                break
            except ValueError:
                g(1)
            finally:
                g(3)
        return xs

    def f2(xs):
        for x in xs:
            g(x)
            try:
                break
            except ValueError as e:
                g(e)
            finally:
                g(3)
                g(4)
            g(5)
        return xs

    out = []
    for xs in ((), (1, 2)):
        del log[:]
        out.append((f(xs), f2(xs), list(log)))
    return out


# 3.11: `break` in the body of a try/finally inside another try/finally's
# body, in a loop: the inner statement's normal copy of its finally body,
# then the outer's, the iterator popped and the jump out, all before the
# inner handlers (laid out inline): the inner body's `break` was read
# after the outer statement, the inner body falling off (a mismatch). The
# inner reader takes the outer copy as the break's way out too; the outer
# one, whose body never finishes, reads no `break` of its own there. Found
# in the nesting corpus (nest_depth3.py::f3_for__try_finally__try_finally__break).
def case_bf18_break_through_two_finally_bodies_in_for():
    def f(items, log):
        for v in items:
            try:
                try:
                    log.append(v)
                    break
                finally:
                    log.append("inner")
            finally:
                log.append("outer")
        return log

    return f([1, 2], []), f([], [])


def case_bf18_break_through_two_finally_bodies_dead_code_in_for():
    def f(items, log):
        for v in items:
            try:
                try:
                    log.append(v)
                    break
                finally:
                    log.append("inner")
                log.append("dead")
            finally:
                log.append("outer")
        return log

    return f([1, 2], []), f([], [])


def case_bf18_conditional_break_through_two_finally_bodies():
    def f(items, log):
        for v in items:
            try:
                try:
                    log.append(v)
                    if v > 1:
                        break
                finally:
                    log.append("inner")
            finally:
                log.append("outer")
        return log

    return f([1, 2, 3], [])


# 3.12, 3.13 (fuzz seed 116 #934, found by the hunt): `break` as the else
# of a try/except/finally, the statement alone in a try/except body, in a
# loop: the break's copy of the finally body lies in the outer statement's
# rows, the iterator's pop and the code after the loop (`return None`)
# right behind it, outside them; the outer body was measured up to that
# exit, cutting the inner else short: read as `else: g(3)`, then
# `continue` after the inner statement and the outer else `break` (the
# finally body ran twice, the loop went on). Siblings: a plain for loop
# (3.13 read it wrong; refused on 3.12 and 3.13, then read exactly, and the
# while loop too, refuse22b: `ExceptionTableOps._way_round_at`), a while
# loop. With code after the loop that the break does not copy, 3.13 still
# reads it wrong: _open/break_continue_through_finally_in_try_in_for.py.
class _H19aAit:
    def __init__(self, xs):
        self.xs = list(xs)

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.xs:
            raise StopAsyncIteration
        return self.xs.pop(0)


def _h19a_step(log, x, at):
    log.append(x)
    if x == at:
        raise ValueError(x)


def _h19a_run(f, points):
    out = []
    for xs, at in points:
        log = []
        r = f(log, xs, at)
        if hasattr(r, "send"):
            try:
                r.send(None)
            except StopIteration as e:
                r = e.value
        out.append((r, log))
    return out


_H19A_POINTS = (((), -1), ((1, 2), -1), ((1, 2), 0), ((1, 2), 3))


def case_h19a_else_break_through_finally_in_try_in_async_for():
    async def f(log, xs, at):
        async for v in _H19aAit(xs):
            try:
                try:
                    _h19a_step(log, 0, at)
                except ValueError:
                    pass
                else:
                    break
                finally:
                    _h19a_step(log, 3, at)
            except ValueError:
                pass

    return _h19a_run(f, _H19A_POINTS)


def case_h19a_else_break_through_finally_in_try_in_for():
    def f(log, xs, at):
        for v in xs:
            try:
                try:
                    _h19a_step(log, 0, at)
                except ValueError:
                    pass
                else:
                    break
                finally:
                    _h19a_step(log, 3, at)
            except ValueError:
                pass

    return _h19a_run(f, _H19A_POINTS)



# Siblings of the case above (helper refuse22b; 3.12/3.13 refused them,
# "unstructured jump": the outer try's body, read past the for body's
# block, goes round by a jump laid out past the handlers, which nothing
# passed over): code before the try and in the clause, a for/else, a
# second outer clause that returns.
def case_r22b_code_then_else_break_through_finally_in_try_in_for():
    def f(log, xs, at):
        for v in xs:
            log.append(v)
            try:
                try:
                    _h19a_step(log, 0, at)
                except ValueError:
                    log.append(1)
                else:
                    break
                finally:
                    _h19a_step(log, 3, at)
            except ValueError:
                pass

    return _h19a_run(f, _H19A_POINTS)


def case_r22b_else_break_through_finally_in_try_in_for_else():
    def f(log, xs, at):
        for v in xs:
            try:
                try:
                    _h19a_step(log, 0, at)
                except ValueError:
                    pass
                else:
                    break
                finally:
                    _h19a_step(log, 3, at)
            except ValueError:
                pass
        else:
            log.append("else")

    return _h19a_run(f, _H19A_POINTS)


def case_r22b_else_break_through_finally_in_try_two_clauses_in_for():
    def f(log, xs, at):
        for v in xs:
            try:
                try:
                    _h19a_step(log, 0, at)
                except ValueError:
                    pass
                else:
                    break
                finally:
                    _h19a_step(log, 3, at)
            except ValueError:
                pass
            except KeyError:
                return 5

    return _h19a_run(f, _H19A_POINTS)


# 3.13 wrong reading (found by helper refuse22b beside the siblings above;
# on main too): the code after the loop not copied into the break
# (`return len(log)`): the break's copy of the finally body was read as
# the else's own code (`else: _h19a_step(log, 3, at)`), the break moved
# to the outer try's else, the finally body ran twice. 3.11 and 3.12
# refuse it.
def case_r22b_else_break_through_finally_in_try_in_for_then_code():
    def f(log, xs, at):
        for v in xs:
            try:
                try:
                    _h19a_step(log, 0, at)
                except ValueError:
                    pass
                else:
                    break
                finally:
                    _h19a_step(log, 3, at)
            except ValueError:
                log.append("c")
        return len(log)

    return _h19a_run(f, _H19A_POINTS)


# Its `continue` sibling (helper refuse22b; was tests/corpus/_open/): 3.11
# read the finally body's copy before the else's jump round the loop as
# the else's own code, the `continue` moved to the outer try's else, the
# finally body ran twice. (3.12 refuses it, 3.13 reads it exactly.) 3.11
# refused it and the three around since; read exactly now (helper
# refuse23a: the outer try's body goes on past the `continue` no row
# covers, the nested try's handler laid out after it).
def case_r22b_else_continue_through_finally_in_try_in_for():
    def f(log, xs, at):
        for v in xs:
            try:
                try:
                    _h19a_step(log, 0, at)
                except ValueError:
                    pass
                else:
                    continue
                finally:
                    _h19a_step(log, 3, at)
            except ValueError:
                pass

    return _h19a_run(f, _H19A_POINTS)


# Its siblings (helper o22): 3.11 read the first two wrong the same way
# (the finally body run twice; refused since); the third, an outer
# finally, was read exactly and still is.
def case_o22_else_code_then_continue_through_finally_in_try_in_for():
    def f(log, xs, at):
        for v in xs:
            try:
                try:
                    _h19a_step(log, 0, at)
                except ValueError:
                    pass
                else:
                    _h19a_step(log, 4, at)
                    continue
                finally:
                    _h19a_step(log, 3, at)
            except ValueError:
                pass

    return _h19a_run(f, _H19A_POINTS + (((1, 2), 4),))


def case_o22_else_continue_through_finally_then_code_in_try_in_for():
    def f(log, xs, at):
        for v in xs:
            try:
                try:
                    _h19a_step(log, 0, at)
                except ValueError:
                    pass
                else:
                    continue
                finally:
                    _h19a_step(log, 3, at)
                log.append(8)
            except ValueError:
                pass

    return _h19a_run(f, _H19A_POINTS)


def case_o22_else_continue_through_finally_in_try_finally_in_for():
    def f(log, xs, at):
        for v in xs:
            try:
                try:
                    _h19a_step(log, 0, at)
                except ValueError:
                    pass
                else:
                    continue
                finally:
                    log.append(3)
            finally:
                log.append(7)

    return _h19a_run(f, _H19A_POINTS)


# Siblings of the four above (helper refuse23a): an else's `continue` or
# `break` through the finally body of a try statement in the body of a try
# (or two) in a loop, code after the statement or the loop. 3.11 refused
# all but the one in an if (the `continue` or `break` left out of the try
# around, the finally body's copy before it read as the else's own code,
# or the body unstructured); 3.13 read the while loop's wrong (the finally
# body run twice: the code after the loop, laid out between the copy's
# jump and the handlers, cut the else before its `continue`); 3.12 refuses
# most.

def case_r23a_else_continue_through_finally_in_try_in_for_then_code():
    def f(log, xs, at):
        for v in xs:
            try:
                try:
                    _h19a_step(log, 0, at)
                except ValueError:
                    pass
                else:
                    continue
                finally:
                    _h19a_step(log, 3, at)
            except ValueError:
                pass
            log.append(9)

    return _h19a_run(f, _H19A_POINTS)


def case_r23a_else_continue_through_finally_in_try_in_while_then_code():
    def f(log, xs, at):
        n = 0
        while n < 2:
            n += 1
            try:
                try:
                    _h19a_step(log, 0, at)
                except ValueError:
                    pass
                else:
                    continue
                finally:
                    _h19a_step(log, 3, at)
            except ValueError:
                log.append("c")
            log.append(9)
        return len(log)

    return _h19a_run(f, _H19A_POINTS)


def case_r23a_else_break_through_finally_in_try_in_while_true():
    def f(log, xs, at):
        while True:
            try:
                try:
                    _h19a_step(log, 0, at)
                except ValueError:
                    return 6
                else:
                    break
                finally:
                    _h19a_step(log, 3, at)
            except ValueError:
                return 7
        return len(log)

    return _h19a_run(f, _H19A_POINTS)


def case_r23a_else_continue_through_finally_in_two_tries_in_for():
    def f(log, xs, at):
        for v in xs:
            try:
                try:
                    try:
                        _h19a_step(log, 0, at)
                    except ValueError:
                        pass
                    else:
                        continue
                    finally:
                        _h19a_step(log, 3, at)
                except KeyError:
                    pass
            except ValueError:
                log.append("v")

    return _h19a_run(f, _H19A_POINTS)


def case_r23a_else_break_through_finally_in_if_in_try_in_for_else():
    def f(log, xs, at):
        for v in xs:
            try:
                if v == 1:
                    try:
                        _h19a_step(log, 0, at)
                    except ValueError:
                        pass
                    else:
                        break
                    finally:
                        _h19a_step(log, 3, at)
                log.append(v)
            except ValueError:
                pass
        else:
            log.append("e")

    return _h19a_run(f, _H19A_POINTS)


def case_r23a_else_code_break_through_finally_then_code_in_try_in_for():
    def f(log, xs, at):
        for v in xs:
            try:
                try:
                    _h19a_step(log, 0, at)
                except ValueError:
                    pass
                else:
                    log.append(4)
                    break
                finally:
                    _h19a_step(log, 3, at)
                log.append(8)
            except ValueError:
                pass
        return 1

    return _h19a_run(f, _H19A_POINTS)


def case_h19a_else_break_through_finally_in_try_in_while():
    def f(log, xs, at):
        xs = list(xs)
        while xs:
            xs.pop()
            try:
                try:
                    _h19a_step(log, 0, at)
                except ValueError:
                    pass
                else:
                    break
                finally:
                    _h19a_step(log, 3, at)
            except ValueError:
                pass

    return _h19a_run(f, _H19A_POINTS)


# 3.11-3.13 (refused: "with exit without its context manager"): the sibling
# of case_finally_with_leaving_loop_then_code with two context managers,
# `with a, b: continue` (`break`) in the finally body, code after the with.
# Minimal sample of the nesting corpus' nest_depth3_310.py::
# f3_async_for__try_except_else_finally__with_parens__continue.
def case_x19_finally_two_withs_leaving_loop_then_code():
    log = []

    class Cm:
        def __init__(self, name, swallow):
            self.name = name
            self.swallow = swallow

        def __enter__(self):
            log.append(("enter", self.name))

        def __exit__(self, *exc):
            log.append(("exit", self.name, exc[0] is not None))
            return self.swallow

    def leaves(xs, swallow):
        for x in xs:
            try:
                log.append(10 // x)
            finally:
                with Cm("a", False), Cm("b", swallow):
                    continue
                log.append("after with")
        return len(log)

    def breaks(xs, swallow):
        for x in xs:
            try:
                log.append(10 // x)
            finally:
                with Cm("a", swallow), Cm("b", False):
                    break
                log.append("after with")
        return len(log)

    out = []
    for f in (leaves, breaks):
        for xs in ([1, 2], [0, 5], []):
            for swallow in (False, True):
                try:
                    out.append(f(xs, swallow))
                except ZeroDivisionError:
                    out.append("raised")
    return out, log
# 3.10: `try: continue` / finally in an if's body, the if not ending the
# loop's body (`raise` after it): with no dead code kept, the continue's
# `POP_BLOCK; <copy>; JUMP head` is the last thing before the handler,
# laid out as a normal exit, and was read as one: `try: pass` / finally,
# then on to the `raise` where the original went round. Hunt of hunt19b,
# fuzz seed 85 #92 (an async def, in a try/except/else/finally), shrunk.
def case_h19b_seed85_continue_in_try_finally_in_if():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a, xs):
        try:
            for v in xs:
                if a:
                    try:
                        continue
                    finally:
                        pass
                raise
        except ValueError:
            pass
        finally:
            pass

    out = []
    for point in [(1, (1, 2)), (1, ()), (0, ())]:
        del log[:]
        out.append((f(*point), list(log)))
    return out


# Siblings: a finally body that calls, code before the continue, code after
# the if (not only a raise), a return after it, a while loop, a break.
def case_h19b_continue_in_try_finally_in_if_variants():
    log = []

    def g(x):
        log.append(x)
        return x

    def f1(a, xs):
        for v in xs:
            if a:
                try:
                    continue
                finally:
                    g(1)
            g(2)
        return g(3)

    def f2(a, xs):
        for v in xs:
            if a:
                try:
                    g(v)
                    continue
                finally:
                    g(1)
            return g(2)

    def f3(a, n):
        while n > 0:
            n -= 1
            if a:
                try:
                    continue
                finally:
                    g(n)
            g("after")
        return n

    def f4(a, n):
        while n > 0:
            n -= 1
            if a:
                try:
                    g(n)
                    break
                finally:
                    g(1)
            g("after")
        return n

    out = []
    for a in (0, 1):
        del log[:]
        out.append((f1(a, [1, 2]), f2(a, [1, 2]), f3(a, 3), f4(a, 3), list(log)))
    return out


# 3.12 (fuzz seed 170 #679, found by the hunt of hunt20a): `while 1:` left
# only by a `break` in an except clause of a try/except/finally, the code
# after the loop a raise: 3.12 lays that raise out once, right after the
# break's copy of the finally body. Read as the clause's body (the copy
# and the raise), the finally body ran twice; then refused. Sibling: no
# else, no if around (with a return after the loop it was refused before).
# Read on 3.12 since refuse23b: the raise is the break (`returns_as_breaks`
# with raises), the code after the loop its tail (`loop_exit_copy`; in an
# if body, the loop's exit the end of that body: `_exit_reached_from_loop`).
# 3.13 still refuses f1 (the loop in the if body).
def case_h20a_clause_break_through_finally_then_raise():
    log = []

    def g(x):
        log.append(x)
        if x == 0:
            raise ValueError(x)
        return x

    def f1(a):
        if not a:
            while 1:
                try:
                    g(0)
                except ValueError:
                    break
                else:
                    pass
                finally:
                    g(3)
            raise ValueError(a)

    def f2(a):
        while 1:
            try:
                g(a)
            except ValueError:
                break
            finally:
                g(3)
        raise KeyError(a)

    out = []
    for f in (f1, f2):
        del log[:]
        try:
            out.append(("returned", f(0)))
        except (ValueError, KeyError) as e:
            out.append(("raised", type(e).__name__, e.args, repr(e.__context__)))
        out.append(list(log))
    return out


# Siblings of h20a (refuse23b; 3.12/3.13 refused them as it): code before
# the raise after the loop; work before the try in the loop body; two
# clauses that break; the loop in an if with an else after it.
def case_r23b_clause_break_through_finally_then_code_and_raise():
    log = []

    def g(x):
        log.append(x)
        if x == 0:
            raise ValueError(x)
        return x

    def f(a):
        while 1:
            try:
                g(a)
            except ValueError:
                break
            finally:
                g(3)
        log.append("after")
        raise KeyError(a)

    out = []
    del log[:]
    try:
        out.append(("returned", f(0)))
    except (ValueError, KeyError) as e:
        out.append(("raised", type(e).__name__, e.args, repr(e.__context__)))
    out.append(list(log))
    return out


def case_r23b_work_then_clause_break_through_finally_then_raise():
    log = []

    def g(x):
        log.append(x)
        if x == 0 or len(log) > 8:
            raise ValueError(x)
        return x

    def f(a):
        while 1:
            g(7)
            try:
                g(a)
            except ValueError:
                break
            finally:
                g(3)
        raise KeyError(a)

    out = []
    for a in (0, 1):
        del log[:]
        try:
            out.append(("returned", f(a)))
        except (ValueError, KeyError) as e:
            out.append(("raised", type(e).__name__, e.args, repr(e.__context__)))
        out.append(list(log))
    return out


def case_r23b_two_clauses_break_through_finally_then_raise():
    log = []

    def g(x):
        log.append(x)
        if x == 0:
            raise ValueError(x)
        if x == 2:
            raise KeyError(x)
        return x

    def f(a):
        while 1:
            try:
                g(a)
            except ValueError:
                break
            except KeyError:
                log.append("k")
                break
            finally:
                g(3)
        raise OSError(a)

    out = []
    for a in (0, 2):
        del log[:]
        try:
            out.append(("returned", f(a)))
        except (ValueError, KeyError, OSError) as e:
            out.append(("raised", type(e).__name__, e.args, repr(e.__context__)))
        out.append(list(log))
    return out


def case_r23b_clause_break_through_finally_then_raise_in_if_else():
    log = []

    def g(x):
        log.append(x)
        if x == 0:
            raise ValueError(x)
        return x

    def f(a, b):
        if not a:
            while 1:
                try:
                    g(b)
                except ValueError:
                    break
                finally:
                    g(3)
            raise KeyError(a)
        else:
            log.append("else")
        return b

    out = []
    for a, b in ((0, 0), (1, 0)):
        del log[:]
        try:
            out.append(("returned", f(a, b)))
        except (ValueError, KeyError) as e:
            out.append(("raised", type(e).__name__, e.args, repr(e.__context__)))
        out.append(list(log))
    return out


# refuse22c (3.10, a sibling of the one above, refused: "code after the try
# statement copied where it cannot be moved out"): the `while 1:` in an if
# body, the try's else holding code. The raise after the loop, kept only as
# the break's copy behind the finally body's, was not taken for the code
# after the loop (the loop's exit, the end of the if body, is in the code,
# but only the if's test jumps there). Read on 3.12 since refuse23b (as
# h20a's; a handler's first instruction takes no part in the lines the
# loop spans, `_after_loop_lines`); 3.13 still refuses it.
def case_r22c_clause_break_through_finally_then_raise_in_if_with_else():
    log = []

    def g(x):
        log.append(x)
        if x == 0 or x == 5 and len(log) > 6:
            raise ValueError(x)
        return x

    def f(a, b):
        if not a:
            while 1:
                try:
                    g(b)
                except ValueError:
                    break
                else:
                    g(5)
                finally:
                    g(3)
            raise KeyError(a)
        return b

    out = []
    for a, b in ((0, 0), (0, 1), (1, 0)):
        del log[:]
        try:
            out.append(("returned", f(a, b)))
        except (ValueError, KeyError) as e:
            out.append(("raised", type(e).__name__, e.args, repr(e.__context__)))
        out.append(list(log))
    return out


# mism21 (3.10): a `break` in the try body of a try/finally whose finally
# body (straight code) ends in `break`: the try body's way out is a copy of
# the finally body then the finally's break, a copy of the loop's exit. Not
# found as that break (the finally body's end is no RERAISE), the copy was
# read as the finally body's statements then `return log` in the try body,
# so the finally body ran twice on that path (wrong reading; an `if` on
# main, the loop never going round).
def _m21_finally_break_run(f):
    out = []
    for xs in ([5, 2], [0, 1], [], [1, 0], [3], [2, 3]):
        log = []
        try:
            out.append(f(list(xs), log))
        except ZeroDivisionError:
            out.append(("raised", log))
    return out


def case_m21_break_in_try_body_finally_ending_in_break_in_while():
    def f(xs, log):
        while xs:
            x = xs.pop()
            try:
                if x == 3:
                    break
                log.append(10 // x)
            finally:
                log.append("f")
                break
        return log

    return _m21_finally_break_run(f)


def case_m21_break_in_try_body_finally_ending_in_break_in_for():
    def f(xs, log):
        for x in xs:
            log.append(x)
            try:
                if x == 3:
                    break
                log.append(10 // x)
            finally:
                log.append("f")
                break
        return log

    return _m21_finally_break_run(f)


def case_m21_return_in_try_body_finally_ending_in_break_in_while():
    def f(xs, log):
        while xs:
            x = xs.pop()
            try:
                if x == 3:
                    return "early"
                log.append(10 // x)
            finally:
                log.append("f")
                break
        return log

    return _m21_finally_break_run(f)


# mism21 (fuzz 3.10 seed 3 #445, a regression of this branch's
# never-round reading, caught before merging): a while loop that goes
# round, its finally body returning a constant from an if. The handler
# copy's `return` (left, then `LOAD_CONST None; RETURN_VALUE`) is no
# break's copy of the loop's exit (`return None` too): the loop's bottom
# test jumps back to the body's start.
def case_m21_while_going_round_finally_returns_constant_in_if():
    def f(a, xs, log):
        if a or log:
            while a in xs:
                try:
                    log.append(a)
                finally:
                    if a > 2:
                        return
                    a += 1

    out = []
    for a in (0, 1, 5):
        log = []
        out.append((f(a, (1, 2, 3, 4), log), log))
    return out


# 3.12/3.13 (helper refuse21a): a finally body read from its handler copy
# alone (the try body never finishes: it raises), `with ...: continue` in
# it: the handler copy leaves the handler after the exit calls (`POP_TOP;
# POP_EXCEPT`, then the jump), which was read after the with (`with m:
# g(x)` then `continue`: a swallowed exception went round the loop where
# the code after the with, or the re-raise, runs; the self-check refused
# it, or "with exit without its context manager" with two items). The way
# out is the with body's now (3.12/3.13; 3.11 still refuses them).
class _R21aFinCm:
    def __init__(self, log, name, swallow):
        self.log = log
        self.name = name
        self.swallow = swallow

    def __enter__(self):
        self.log.append(("enter", self.name))

    def __exit__(self, *exc):
        self.log.append(("exit", self.name, exc[0] is not None))
        return self.swallow


def _r21a_fin_step(log, x, at):
    log.append(x)
    if x == at:
        raise KeyError(x)


def _r21a_fin_run(f):
    out = []
    for xs in ([1, 2], [0, 5], []):
        for swallow in (False, True):
            for at in (-1, 0, 5):
                log = []
                try:
                    out.append((f(log, xs, swallow, at), log))
                except (ValueError, KeyError) as e:
                    out.append((type(e).__name__, log))
    return out


def case_r21a_raising_try_finally_with_continue_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                raise ValueError(x)
            finally:
                with _R21aFinCm(log, "b", swallow):
                    _r21a_fin_step(log, x, at)
                    continue
                log.append("after with")
        return len(log)

    return _r21a_fin_run(f)


def case_r21a_raising_try_finally_two_withs_continue():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                raise ValueError(x)
            finally:
                with _R21aFinCm(log, "a", False), _R21aFinCm(log, "b", swallow):
                    _r21a_fin_step(log, x, at)
                    continue
        return len(log)

    return _r21a_fin_run(f)


def case_r21a_raising_try_finally_two_withs_break_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                raise ValueError(x)
            finally:
                with _R21aFinCm(log, "a", swallow), _R21aFinCm(log, "b", False):
                    _r21a_fin_step(log, x, at)
                    break
                log.append("after with")
        return len(log)

    return _r21a_fin_run(f)


# r21e: 3.11 (refused before helper r21e, "with exit without its context
# manager"): `with a, b: continue` in a finally body, code after it; the
# handler copy leaves the handler (`POP_TOP; POP_EXCEPT`) between the exit
# calls and the jump (with_statement.leave_through_exits).
def case_r21e_finally_two_withs_continue_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            finally:
                with _R21aFinCm(log, "a", swallow), _R21aFinCm(log, "b", False):
                    _r21a_fin_step(log, x, at)
                    continue
                log.append("after with")
        return len(log)

    def run():
        out = []
        for xs in ([1, 2], [0, 5], []):
            for swallow in (False, True):
                for at in (-1, 0, 5):
                    log = []
                    try:
                        out.append((f(log, xs, swallow, at), log))
                    except (ZeroDivisionError, KeyError, ValueError) as e:
                        out.append((type(e).__name__, log))
        return out

    return run()


# 3.12, 3.13 (fuzz seed 196 #312    return _r21a_fin_run(f)


# 3.12, 3.13 (fuzz seed 196 #312, found by the hunt of hunt21a, shrunk): a
# `while` loop ending a with body, its try/except/finally's else `break`:
# the break's copy of the finally body falls into the loop's exit (the
# with's exit call), inside the try body's range (the clauses' copy comes
# after the handlers); the copy was read as the else's code, then the
# loop reader's closing `break` put after it: `else: g(3); break`, the
# finally body ran twice. Siblings: async with, code before the break,
# a clause that calls, a for loop, two withs around (read wrong too).
class _H21aCm:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")

    def __exit__(self, *exc):
        self.log.append(("exit", exc[0] and exc[0].__name__))

    async def __aenter__(self):
        self.log.append("aenter")

    async def __aexit__(self, *exc):
        self.log.append(("aexit", exc[0] and exc[0].__name__))


def _h21a_run(fs, points):
    out = []
    for f in fs:
        for a, at in points:
            log = []

            def g(x):
                log.append(x)
                if x == at:
                    raise ValueError(x)
                return x

            try:
                r = f(list(a), g, log)
                if hasattr(r, "send"):
                    try:
                        r.send(None)
                    except StopIteration as e:
                        r = e.value
                out.append(("returned", r, log))
            except ValueError as e:
                out.append(("raised", e.args, log))
    return out


_H21A_POINTS = (((0,), -1), ((0, 5), -1), ((0, 5, 6), 0), ((0, 5, 6), 3), ((0, 5, 6), 1), ((0, 5, 6), 2), ((5,), 5))


def case_h21a_seed196_else_break_through_finally_in_while_ending_with():
    async def f1(a, g, log):
        async with _H21aCm(log):
            while g(a.pop()):
                try:
                    g(0)
                except ValueError:
                    pass
                else:
                    break
                finally:
                    g(3)

    def f2(a, g, log):
        with _H21aCm(log):
            while g(a.pop()):
                try:
                    g(0)
                except ValueError:
                    pass
                else:
                    break
                finally:
                    g(3)

    def f3(a, g, log):
        with _H21aCm(log):
            while g(a.pop()):
                try:
                    g(0)
                except ValueError:
                    g(1)
                else:
                    g(2)
                    break
                finally:
                    g(3)

    def f4(a, g, log):
        with _H21aCm(log):
            for x in a:
                try:
                    g(0)
                except ValueError:
                    g(1)
                else:
                    break
                finally:
                    g(3)

    def f5(a, g, log):
        with _H21aCm(log):
            with _H21aCm(log):
                while g(a.pop()):
                    try:
                        g(0)
                    except ValueError:
                        g(1)
                    else:
                        break
                    finally:
                        g(3)

    return _h21a_run((f1, f2, f3, f4, f5), _H21A_POINTS)


# r21c siblings of h18a's f4: a try body whose if continues, then a break,
# through a finally body (3.11 refused them: the body's two loop exits,
# laid out before the except handler, were taken for its end).
def case_r21c_continue_then_break_in_try_except_finally_in_while():
    log = []

    def f(a, n):
        while n < 3:
            n += 1
            try:
                if n < a:
                    continue
                break
            except ValueError:
                log.append("v")
            finally:
                log.append(n)
        return n

    return [(f(a, n), list(log)) for a, n in ((0, 0), (2, 0), (5, 1), (1, 3))]


def case_r21c_continue_then_break_in_try_except_finally_in_for():
    log = []

    def f(xs):
        for x in xs:
            try:
                if x < 0:
                    continue
                log.append(10 // x)
                break
            except ZeroDivisionError:
                log.append("z")
            finally:
                log.append(x)
            log.append("after")
        return len(log)

    out = []
    for xs in ([], [-1, 2], [0, -2, 5], [-1, -1]):
        del log[:]
        out.append((f(xs), list(log)))
    return out


# 3.10/3.11 (mism23a): `continue` ending the body of a try/finally that
# ends a `while True:` body. 3.10/3.11 lay the loop's own closing jump past
# the handler, where the body's way on goes (a jump over it); the
# `continue` jumps back right after the finally body's normal copy, and the
# closing jump, unreached, is gone. 3.11 read the `continue` as that
# closing jump and dropped it (a mismatch: it runs the same); 3.10 ended
# the loop at it, before the handler (refused).
# Minimal shape of nesting/nest_depth3_311.py::
# f3_while_true__try_finally__try_except_star__pass.
def case_s23_continue_ending_try_finally_body_in_while_true():
    log = []

    def f(xs):
        while True:
            try:
                log.append(xs.pop())
                continue
            finally:
                log.append(len(xs))

    try:
        f([1, 2])
    except IndexError:
        log.append("empty")
    return log


# 3.11 (mism23a): `return None` implicit after a try/except/finally whose
# finally body is `pass` ending the function: it takes the `pass`'s line
# and lies right before the finally's handler, the body and the clause
# jumping to it; a written one lies behind the handlers. It was read as
# written (a mismatch). Minimal shape of
# case_h19b_seed85_continue_in_try_finally_in_if.
def case_s23_implicit_return_after_try_except_empty_finally():
    log = []

    def f(a):
        try:
            log.append(10 // a)
        except ZeroDivisionError:
            log.append("z")
        finally:
            pass

    return [f(0), f(2)], log


# Siblings of except_star_311.py::case_h19a_try_continue_except_star_in_try_finally_in_while
# with plain except clauses (refuse23b; 3.12/3.13 refused them, "cannot
# find where the try statement ends"): `try: continue` in the body of a
# try/finally ending a loop body, the continue compiled to nothing (it
# falls into the finally body's copy, then the jump round), the clauses
# going on to the normal copy past the handlers. A while loop; a for loop;
# code before the inner try; code after it (the clauses go on there).
def _r23b_raise_at(log, v, at):
    log.append(v)
    if v == at:
        raise ValueError(v)


def case_r23b_try_continue_except_in_try_finally_in_while():
    def f(log, xs, at):
        xs = list(xs)
        while xs:
            v = xs.pop()
            try:
                try:
                    continue
                except ValueError:
                    pass
            finally:
                log.append(("finally", v))
        log.append("after")

    out = []
    for xs, at in (((), 0), ((1, 2), 0)):
        log = []
        out.append((f(log, xs, at), log))
    return out


def case_r23b_try_continue_except_in_try_finally_in_for():
    def f(log, xs, at):
        for v in xs:
            try:
                try:
                    _r23b_raise_at(log, v, at)
                    continue
                except ValueError:
                    log.append("caught")
            finally:
                log.append(("finally", v))
        log.append("after")

    out = []
    for xs, at in (((), 0), ((1, 2), 0), ((1, 2, 3), 2)):
        log = []
        out.append((f(log, xs, at), log))
    return out


def case_r23b_code_then_try_continue_except_in_try_finally_in_while():
    def f(log, xs, at):
        xs = list(xs)
        while xs:
            v = xs.pop()
            try:
                log.append("pre")
                try:
                    _r23b_raise_at(log, v, at)
                    continue
                except ValueError:
                    log.append("caught")
            finally:
                log.append(("finally", v))
        log.append("after")

    out = []
    for xs, at in (((), 0), ((1, 2), 0), ((1, 2, 3), 2)):
        log = []
        out.append((f(log, xs, at), log))
    return out


def case_r23b_try_continue_except_then_code_in_try_finally_in_while():
    def f(log, xs, at):
        xs = list(xs)
        while xs:
            v = xs.pop()
            try:
                try:
                    _r23b_raise_at(log, v, at)
                    continue
                except ValueError:
                    log.append("caught")
                log.append("after try")
            finally:
                log.append(("finally", v))
        log.append("after")

    out = []
    for xs, at in (((), 0), ((1, 2), 0), ((1, 2, 3), 2)):
        log = []
        out.append((f(log, xs, at), log))
    return out


# 3.10 (loop grid programs 778, 796, 867, 891, 921; refused after mism23a's
# 4e35f6e0): a clause's `break` through a finally body whose handler copy is
# too long for the normal exit to be copied onto the clauses' jumps: the
# loop's short exit block (`return 'end'`, on a line after the statement) is
# still copied onto the break, behind the finally body's copy, and is taken
# off as the break's (it was left in the clause: refused).
def case_l23_clause_break_through_finally_exit_copied_in_for_else():
    log = []

    def f(xs):
        for x in xs:
            try:
                log.append(10 // x)
                raise ValueError('a')
            except ZeroDivisionError:
                break
            else:
                raise ValueError('c')
            finally:
                log.append('d')
            log.append('after')
        else:
            log.append('else')
        return 'end'

    out = []
    for xs in ((), (0,), (0, 1), (1,)):
        try:
            out.append(f(xs))
        except ValueError as e:
            out.append(repr(e))
    return out, log


def case_l23_clause_break_through_finally_exit_copied_in_while_next():
    log = []

    def f(xs):
        it = iter(xs)
        try:
            while True:
                x = next(it)
                try:
                    log.append(10 // x)
                    break
                except ZeroDivisionError:
                    log.append('b')
                    break
                finally:
                    log.append('c')
                log.append('after')
            else:
                log.append('else')
        except StopIteration:
            log.append('stop')
        return 'end'

    return [f(xs) for xs in ((), (0,), (1,), (0, 1))], log
