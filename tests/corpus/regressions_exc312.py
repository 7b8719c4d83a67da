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


def _with_in_endless_loop_in_with(log, owners):
    with _Ctx(log, "outer"):
        while True:
            with _Ctx(log, "inner"):
                if owners.pop() == "me":
                    return True
                if not owners:
                    raise ValueError("deadlock")
                if len(owners) > 1:
                    log.append("waiting")
            log.append("acquire")


def with_in_endless_loop_in_with():
    log = []
    return _with_in_endless_loop_in_with(log, ["me", "x", "y"]), log


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


def _after_else_that_returns(obj):
    try:
        get = obj.get
    except AttributeError:
        pass
    else:
        return get("x")
    return len(obj)


def after_else_that_returns():
    return _after_else_that_returns({"x": 5}), _after_else_that_returns([1, 2])


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


def _break_from_try_in_while(parts):
    found = None
    while parts:
        try:
            found = int(parts[-1])
            break
        except ValueError:
            parts.pop()
    return found


def break_from_try_in_while():
    return _break_from_try_in_while(["1", "x"]), _break_from_try_in_while(["y", "x"]), _break_from_try_in_while(["7"])


def _return_from_clause_in_loop_with_else(ports, wanted, log):
    for p in ports.split(","):
        try:
            int(p)
        except ValueError:
            log.append("bad " + p)
            return False
        if p == wanted:
            break
    else:
        log.append("not found")
        return False
    return True


def return_from_clause_in_loop_with_else():
    log = []
    return [_return_from_clause_in_loop_with_else("1,2", "2", log), _return_from_clause_in_loop_with_else("1,x", "2", log), _return_from_clause_in_loop_with_else("1", "2", log)], log


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


def _return_through_finally_with_branch(log, stop):
    try:
        try:
            log.append("run")
            return len(log)
        finally:
            log.append("inner")
    finally:
        log.append("outer")
        if stop is not None:
            log.append(stop)


def return_through_finally_with_branch():
    log = []
    return _return_through_finally_with_branch(log, None), _return_through_finally_with_branch(log, "stop"), log


def _return_after_nested_try_through_finally(name, mods, table):
    mods.append(name)
    try:
        parent_name = name.rpartition(".")[0]
        if parent_name:
            try:
                parent = table[parent_name]
            except KeyError:
                raise ImportError(name) from None
            else:
                path = parent + "/"
        else:
            path = None
        return path
    finally:
        try:
            mods.remove(name)
        except ValueError:
            pass


def return_after_nested_try_through_finally():
    mods = []
    out = [_return_after_nested_try_through_finally("a.b", mods, {"a": "A"}), _return_after_nested_try_through_finally("c", mods, {})]
    try:
        _return_after_nested_try_through_finally("x.y", mods, {})
    except ImportError as e:
        out.append(str(e))
    return out, mods
