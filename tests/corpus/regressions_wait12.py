"""`break` out of a loop through a try/finally or a with (3.12+): the code
after the loop, a short `return x`, is copied behind the finally body's
copy (or the exit call) into each break, and with an if/else around the
loop (subprocess.Popen._wait) only lies after the else. Read as a return
in the body, x would be computed before the finally body (or __exit__)."""


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


def try_continue_then_break_in_for():
    # 3.12+ folds `if v > 2: continue` (a jump back) into the try body's
    # last test; the try's normal exit, past it, is the `break`. Read as a
    # `while True:` that never reaches its end, the break was lost (the
    # loop went round instead): refused now.
    items = [1, 5, 2, 3]
    out = []
    for k in range(3):
        while True:
            try:
                v = items.pop()
                out.append(v)
                if v > 2:
                    continue
            except IndexError:
                out.append("e")
            break
    return out


def try_continue_then_break_before_code():
    items = [1, 5, 2, 3]
    out = []
    for k in range(3):
        while True:
            try:
                v = items.pop()
                if v > 2:
                    continue
                out.append(v)
            except IndexError:
                out.append("e")
                break
            break
        out.append(k)
    return out
