"""A try/finally whose finally body is itself a try statement, with a way
out of the try body (3.11+ copies the finally body, handlers and all, onto
each way out)."""


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
    # A return that may raise stays behind the copy.
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
