"""try-statement boundaries and finally copies (3.11+ stdlib shapes); one case each."""


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


class _Part:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append("exit")


def _return_through_two_finally_bodies(log, result, stop):
    # unittest.case.TestCase.run: the value returned waits through both
    # finally bodies' copies (the outer one with branches); the with in the
    # body goes on inside it when __exit__ swallows an exception.
    try:
        try:
            with _Part(log):
                log.append("setup")
            return result
        finally:
            log.append("inner")
    finally:
        if stop is not None:
            stop()


def return_through_two_finally_bodies():
    log = []
    first = _return_through_two_finally_bodies(log, 5, None)
    second = _return_through_two_finally_bodies(log, 6, lambda: log.append("stop"))
    return first, second, log


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


class _Console:
    def __init__(self, reads):
        self.reads = reads
        self.queue = []

    def read(self):
        r = self.reads.pop()
        if isinstance(r, int):
            raise OSError(r, "x")
        return r

    def get_event(self, block=True):
        # _pyrepl.unix_console.UnixConsole.get_event (3.13): `while True:`
        # at the start of a bottom-tested loop's body (sharing its head),
        # going round through a clause's `continue` laid out after both;
        # the try's else breaks into the outer loop's test.
        if not block and not self.queue:
            return None
        while not self.queue:
            while True:
                try:
                    self.queue.append(self.read())
                except OSError as err:
                    if err.errno == 4:
                        if self.queue:
                            return self.queue.pop()
                        else:
                            continue
                    else:
                        raise
                else:
                    break
        return self.queue.pop()


def loop_sharing_head_with_clause_continue():
    out = []
    for reads in (["a"], ["b", 4], ["c", 4, 4]):
        out.append(_Console(list(reads)).get_event())
    try:
        _Console([1]).get_event()
    except OSError as e:
        out.append(e.errno)
    return out


class _Tmp:
    def __init__(self, log, gone):
        self.log, self.gone = log, gone

    def close(self):
        if self.gone:
            raise FileNotFoundError
        self.log.append("closed")


class _Run:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append("exit")


def _finally_try_jumps_out(log, fail, gone):
    # ctypes.util._findLib_gcc (3.10): the finally body is a try statement;
    # its normal copy's ways off the end jump to the code after the
    # statement where the handler copy re-raises.
    temp = _Tmp(log, gone)
    try:
        try:
            if fail:
                raise OSError
            proc = _Run(log)
        except OSError:
            return None
        with proc:
            trace = "trace"
    finally:
        try:
            temp.close()
        except FileNotFoundError:
            pass
    res = trace + "!"
    log.append(res)


def finally_try_jumps_out():
    out = []
    for fail in (0, 1):
        for gone in (0, 1):
            log = []
            out.append((_finally_try_jumps_out(log, fail, gone), log))
    return out
