"""3.10 shapes that raised DecompilationError (second batch): each a
minimal sample of a stdlib unit."""

import threading


class _Closer:
    mode = "w"

    def __init__(self, modified, seekable):
        self._lock = threading.Lock()
        self.modified = modified
        self.seekable = seekable
        self.fp = "fp"
        self.log = []

    def close(self):
        # 3.10 copies the (long) finally body to each way out of the try
        # body: `a and b` jumps to two such copies.
        try:
            if self.mode in ("w", "x", "a") and self.modified:
                with self._lock:
                    if self.seekable:
                        self.log.append("seek")
                    self.log.append("end")
        finally:
            fp = self.fp
            self.fp = None
            self.log.append(fp)


def and_test_to_copied_finally_bodies():
    out = []
    for m in (0, 1):
        for s in (0, 1):
            c = _Closer(m, s)
            c.close()
            out.append(c.log)
    return out


def _open_retry(name, log):
    if name is None:
        n = 0
        while True:
            n += 1
            name = n
            try:
                if n < 3:
                    raise KeyError(n)
            except KeyError:
                continue
            log.append(name)
            break
    else:
        log.append(name)
    try:
        log.append(10 // name)
    except ZeroDivisionError:
        log.append("zero")
        raise
    return log


def loop_clause_continue_break_at_block_end():
    # 3.10: the only jump back is the clause's `continue`; the code after
    # the try runs on to the end of the if's body (the `break` is the
    # jump over the else).
    return [_open_retry(None, []), _open_retry(5, [])]


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


def loop_clause_continue_try_then_break():
    # 3.10: the try statement ends the `while True:` (and the for body);
    # its body and clause jump to the `break`, the for loop's jump back.
    out = []
    charmap = [0] * 4
    for op, av in ((1, 2), (2, 300), (1, 300), (0, 5)):
        while True:
            try:
                if op == 1:
                    charmap[av] = 1
                else:
                    out.append(av)
            except IndexError:
                if len(charmap) == 4:
                    charmap += [0] * 400
                    continue
                if op:
                    out.append(-1)
                else:
                    out.append(-2)
            break
    return out, len(charmap), sum(charmap)


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


def loop_clause_continue_break_in_for_body():
    out = []
    for v in (0, 1, 2, 5):
        n = 0
        while True:
            n += 1
            try:
                if n < v:
                    raise KeyError(n)
            except KeyError:
                continue
            out.append(n)
            break
    return out
