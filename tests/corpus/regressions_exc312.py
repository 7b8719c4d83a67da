"""Exception shapes (3.11+ exception table) found in the stdlib sweep; one case each."""


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


def _return_through_two_finally(log):
    try:
        try:
            return log.pop()
        finally:
            log.append("inner")
    finally:
        log.append("outer")


def return_through_two_finally():
    log = [1]
    return _return_through_two_finally(log), log


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


def continue_in_try_body():
    out = []
    for term in ["1", "x", "2"]:
        try:
            out.append(int(term))
            continue
        except ValueError:
            pass
        out.append(term)
    return out


def _loop_round_through_clause(table, keys):
    while True:
        try:
            return table[next(keys)]
        except StopIteration:
            return None
        except KeyError:
            continue


def loop_round_through_clause():
    table = {2: "two"}
    return _loop_round_through_clause(table, iter([1, 2])), _loop_round_through_clause(table, iter([1]))


def continue_in_two_try_bodies():
    out = []
    for term in ["1", "0.5", "7.5", "x"]:
        try:
            out.append(int(term))
            continue
        except ValueError:
            pass
        try:
            frac = float(term)
            if frac > 1 or frac < 0:
                out.append("big")
                continue
            out.append(frac)
            continue
        except ValueError:
            pass
        out.append(term)
    return out


class _Ctx:
    def __init__(self, log, name):
        self.log = log
        self.name = name

    def __enter__(self):
        self.log.append(self.name)
        return self

    def __exit__(self, *exc):
        self.log.append("exit " + self.name)


def nested_with_holding_endless_loop():
    log = []
    items = iter([1, 2, 0])
    with _Ctx(log, "a") as a, _Ctx(log, "b") as b:
        while True:
            x = next(items)
            log.append(x)
            if a is b:
                return False
            if not x:
                return log


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


def return_from_nested_with_in_finally():
    log = []
    try:
        with _Ctx(log, "a") as a, _Ctx(log, "b"):
            return a.name.upper() + str(len(log))
    finally:
        log.append("finally")


def _return_from_with_in_finally(log):
    try:
        with _Ctx(log, "a") as a:
            return a.name
    finally:
        log.append("finally")


def return_from_with_in_finally():
    log = []
    return _return_from_with_in_finally(log), log


class _File:
    def __init__(self):
        self.closed = 0

    def close(self):
        self.closed += 1


def _return_from_loop_in_finally(f, tests):
    try:
        for test in tests:
            res = test(f)
            if res:
                return res
    finally:
        f.close()
    return None


def return_from_loop_in_finally():
    f = _File()
    a = _return_from_loop_in_finally(f, [lambda f: 0, lambda f: f.closed + 5])
    b = _return_from_loop_in_finally(f, [lambda f: 0])
    return a, b, f.closed


def _try_after_return_in_with(log, fd, alive):
    with _Ctx(log, "lock"):
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
        with _Ctx(log, "create"):
            log.append("chmod")


def with_ends_clause():
    log = []
    _with_ends_clause(log, False)
    _with_ends_clause(log, True)
    return log


def _return_from_clause_in_endless_with(log, keys):
    with _Ctx(log, "sel") as sel:
        while True:
            for key in keys:
                if key == "self":
                    try:
                        text = keys.pop(0)
                    except IndexError:
                        log.append("closed")
                        return sel.name
                    if text:
                        log.append(text)
                elif key is None:
                    return None


def return_from_clause_in_endless_with():
    log = []
    return _return_from_clause_in_endless_with(log, ["self", "a", None]), log


def repeated_underscore_targets():
    rows = [("a", 1, 2, 3, 4), ("b", 5, 6, 7, 8)]
    out = [tag for tag, _, _, _, _ in rows]
    for tag, _, _, _, last in rows:
        out.append(tag + str(last))
    return out, any(tag == "b" for tag, _, _, _, _ in rows)
