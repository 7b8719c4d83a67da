"""3.11-3.13 shapes found in the stdlib sweep; one case each (the shape
is nested in the case so that its decompiled code is what runs)."""


def _g(c):
    return c * 2


def _stat(x):
    if x is None or x < 0:
        raise OSError(x)
    return x * 2


def _join(x):
    if isinstance(x, str):
        raise TypeError(x)
    return x


def case_chain_last_in_returned_or():
    def run(c):
        return c > 10 or (1 <= _g(c) <= 2) or (3 <= _g(c) <= 8)

    return [run(c) for c in (-1, 0, 1, 2, 3, 4, 5, 11)]


def case_for_else_raising_in_if_body():
    def run(items, key):
        if key is None:
            for item in items:
                if item > 2:
                    found = item
                    break
            else:
                raise ValueError("none")
        else:
            found = items[key]
        log = [found]
        log.append(found * 10)
        return log

    out = [run([1, 5, 7], None), run([1, 5], 0)]
    try:
        run([1], None)
    except ValueError as exc:
        out.append(str(exc))
    return out


def case_search_in_clause():
    def run(first, paths):
        try:
            found = _stat(first)
        except OSError:
            for p in paths:
                try:
                    full = _join(p)
                except (TypeError, AttributeError):
                    continue
                try:
                    found = _stat(full)
                    break
                except OSError:
                    pass
            else:
                return []
        log = [found]
        log.append(first)
        return log

    return [run(1, []), run(None, ["a", -1, 3, 4]), run(None, ["a", -1])]


def case_break_ends_try_in_clause():
    def run(first, paths):
        try:
            found = _stat(first)
        except OSError:
            for p in paths:
                try:
                    found = _stat(p)
                    break
                except OSError:
                    pass
            else:
                found = None
        log = [found]
        log.append(first)
        return log

    return [run(1, []), run(None, [-1, 3, 4]), run(None, [-1])]


def case_break_ends_try_in_clause_no_else():
    def run(first, paths):
        found = -5
        try:
            found = _stat(first)
        except OSError:
            for p in paths:
                try:
                    found = _stat(p)
                    break
                except OSError:
                    pass
        return [found]

    return [run(1, []), run(None, [-1, 3, 4]), run(None, [-1])]


def case_break_ends_try_in_loop():
    def run(paths):
        found = None
        for p in paths:
            try:
                found = _stat(p)
                break
            except OSError:
                pass
        return found

    return [run([]), run([-1, 3, 4]), run([-1])]


def case_break_in_clause_else_returns():
    def run(first, paths):
        try:
            found = _stat(first)
        except OSError:
            for p in paths:
                if p > 2:
                    found = p
                    break
            else:
                return []
        log = [found]
        log.append(first)
        return log

    return [run(1, []), run(None, [1, 3, 4]), run(None, [1])]


def case_while_true_try_continue_then_break():
    class Source:
        def __init__(self, script):
            self.script = list(script)
            self.offset = 0
            self.log = []

        def read(self):
            self.offset += 1
            step = self.script.pop(0)
            if isinstance(step, type):
                raise step("x")
            return step

    def run(src):
        value = None
        while True:
            try:
                value = src.read()
            except EOFError as e:
                if src.offset < 3:
                    src.log.append(str(e))
                    continue
            except ValueError:
                if src.offset == 1:
                    raise KeyError("first") from None
            break
        if value is not None:
            src.log.append(value)
        return value, src.log

    out = [run(Source([5])), run(Source([EOFError, EOFError, 7])), run(Source([EOFError, EOFError, EOFError])), run(Source([EOFError, ValueError]))]
    try:
        run(Source([ValueError]))
    except KeyError as exc:
        out.append(str(exc))
    return out



def case_inner_loop_breaks_to_outer_loops_end():
    def run(lines):
        lines = list(lines)
        starts, stops = [], []
        while True:
            line = lines.pop(0) if lines else ""
            if line.startswith("x"):
                starts.append(len(lines))
                while True:
                    line = lines.pop(0) if lines else ""
                    if line == "y":
                        stops.append(1)
                        break
                    elif not line:
                        stops.append(2)
                        break
            elif not line:
                break
        return starts, stops

    return [run(["a", "x", "b", "y", "c"]), run(["x", "b"]), run([])]


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


def case_for_else_continue_then_break_outer():
    def run(items):
        out = []
        while True:
            prefix = None
            for item in items:
                if not item:
                    break
                prefix = item[0]
            else:
                for item in items:
                    del item[0]
                out.append(prefix)
                continue
            break
        out.append(len(items))
        return out

    return [run([[1, 2], [3]]), run([[], [1]])]


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


def case_while_test_holds_or_value():
    def run(a, b):
        post = 0
        while a[: post or None] and b[: post or None] and a[post - 1] == b[post - 1]:
            post -= 1
        return post, a[: post or None]

    return [run("abcxyz", "qxyz"), run("abc", "abd"), run("", "x")]


def case_if_else_in_loop_both_continue():
    def run(names, namer, base, ext):
        result = []
        for name in names:
            if namer is None:
                if not name.startswith(base):
                    continue
            else:
                if not name.startswith(base) and name.endswith(ext) and len(name) > 3 and not name[3].isdigit():
                    continue
            if name[:2] == base[:2]:
                result.append(name)
        return result

    names = ["ab.1", "ab.x", "cd.log", "abxlog", "cdx9.log"]
    return [run(names, None, "ab", ".log"), run(names, 1, "ab", ".log")]


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


def case_drain_queue_then_flag():
    class Empty(Exception):
        pass

    class Q:
        def __init__(self, n):
            self.n = n

        def get_nowait(self):
            if self.n == 0:
                raise Empty()
            self.n -= 1

    class Ex:
        cancel = True
        shut = False

    def run(q, ex):
        if ex is not None:
            ex.shut = True
            if ex.cancel:
                while True:
                    try:
                        q.get_nowait()
                    except Empty:
                        break
                ex.cancel = False
        return ex.shut, ex.cancel, q.n

    return [run(Q(3), Ex()), run(Q(0), Ex())]


def case_try_bodies_ending_in_continue():
    def run(args):
        processed = []
        for term in args:
            try:
                processed.append(int(term))
                continue
            except ValueError:
                pass
            try:
                frac = float(term)
                if frac > 1 or frac < 0:
                    processed.append("bad")
                    continue
                processed.append(frac)
                continue
            except ValueError:
                pass
            processed.append(term)
        return processed

    return run(["1", "0.5", "7.5", "x"])


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


def case_chained_assignment_then_if():
    # Was read as `match v: case a as b if ...:` (3.10, 3.12+).
    def run(host):
        erhn = req_host = host.lower()
        if "." not in req_host:
            erhn = req_host + ".local"
        return req_host, erhn

    return [run("Example.COM"), run("LocalHost")]


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
