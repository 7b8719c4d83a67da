"""Exception-table shapes (3.11+) found in the stdlib sweep; one case each."""


def _boom(log, what, fail):
    log.append(what)
    if fail:
        raise OSError(what)


def _finally_holds_try(log, fail):
    try:
        _boom(log, "a", False)
    finally:
        log.append("b")
        try:
            _boom(log, "c", fail)
        except OSError:
            log.append("caught")


def case_finally_holds_try():
    log = []
    _finally_holds_try(log, False)
    _finally_holds_try(log, True)
    return log


def _finally_holds_try_then_return(log, fail):
    try:
        _boom(log, "a", False)
    finally:
        try:
            _boom(log, "c", fail)
        except OSError:
            pass
    return 5


def case_finally_holds_try_then_return():
    log = []
    return _finally_holds_try_then_return(log, False), _finally_holds_try_then_return(log, True), log


def _finally_holds_try_finally(log):
    try:
        _boom(log, "a", False)
    finally:
        try:
            _boom(log, "c", False)
        finally:
            log.append("d")


def case_finally_holds_try_finally():
    log = []
    _finally_holds_try_finally(log)
    return log


def _return_in_finally_try(log, fail):
    try:
        return len(log)
    finally:
        try:
            _boom(log, "c", fail)
        except OSError:
            pass


def case_return_in_finally_try():
    log = []
    return _return_in_finally_try(log, False), _return_in_finally_try(log, True), log


def _finally_if_then_return(log, x):
    try:
        log.append("a")
    finally:
        if x:
            log.append("x")
    return 5


def case_finally_if_then_return():
    log = []
    return _finally_if_then_return(log, 0), _finally_if_then_return(log, 1), log


def _finally_try_in_loop(log, xs):
    for x in xs:
        try:
            log.append(x)
        finally:
            try:
                _boom(log, "c", x)
            except OSError:
                pass


def case_finally_try_in_loop():
    log = []
    _finally_try_in_loop(log, [0, 1, 0])
    return log


def _except_then_finally_try(log, fail):
    try:
        _boom(log, "a", fail)
    except OSError:
        log.append("e")
    finally:
        try:
            _boom(log, "c", not fail)
        except OSError:
            pass


def case_except_then_finally_try():
    log = []
    _except_then_finally_try(log, False)
    _except_then_finally_try(log, True)
    return log


def _finally_if_try_finally(log, sock):
    try:
        log.append("a")
    finally:
        if sock is not None:
            try:
                _boom(log, "shutdown", sock)
            except OSError as exc:
                if exc.args == ("x",):
                    raise
            finally:
                log.append("close")


def case_finally_if_try_finally():
    log = []
    _finally_if_try_finally(log, None)
    _finally_if_try_finally(log, 0)
    _finally_if_try_finally(log, 1)
    return log


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


def _return_in_try_in_if_elif(log, d):
    if d == "..":
        try:
            return _boom(log, "up", len(log) > 1)
        except OSError as msg:
            if msg.args[0] != "up":
                raise
    elif d == "":
        d = "."
    return "CWD " + d


def case_return_in_try_in_if_elif():
    log = []
    return [_return_in_try_in_if_elif(log, d) for d in ("..", "", "x", "..", "..")], log


def _nested_except_then_test(line):
    try:
        version = line.split(",")[1]
    except IndexError:
        try:
            version = line.split(";")[1]
        except IndexError:
            version = ""
    if not version:
        return None
    return version


def case_nested_except_then_test():
    return [_nested_except_then_test(x) for x in ("a,b", "a;c", "abc")]


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


class _Cm:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")


def _return_in_with_finally_if(log, x):
    with _Cm(log):
        try:
            return len(log)
        finally:
            if x:
                log.append("x")


def case_return_in_with_finally_if():
    log = []
    return _return_in_with_finally_if(log, 0), _return_in_with_finally_if(log, 1), log


def _return_in_with_finally(log, x):
    with _Cm(log):
        try:
            index = len(log)
            if index > 3:
                log.append("a")
            else:
                log.append("b")
            return index
        finally:
            log.append("fin")
            log.append(x)


def case_return_in_with_finally():
    log = []
    return [_return_in_with_finally(log, x) for x in range(3)], log


def _return_finally_if(log, x):
    try:
        return len(log)
    finally:
        if x:
            log.append(x)


def case_return_finally_if():
    log = []
    return [_return_finally_if(log, x) for x in (0, 1, 2)], log


def _return_in_try_except_finally(fn, log):
    error = None
    try:
        return int(fn)
    except ValueError:
        raise KeyError(error)
    finally:
        error = None
        log.append(fn)


def case_return_in_try_except_finally():
    log = []
    try:
        _return_in_try_except_finally("x", log)
    except KeyError as e:
        log.append(e.args)
    return _return_in_try_except_finally("3", log), log


def _return_in_try_except_pass_finally(expr, log):
    try:
        return int(expr)
    except ValueError:
        pass
    finally:
        log.append(expr)


def case_return_in_try_except_pass_finally():
    log = []
    return _return_in_try_except_pass_finally("4", log), _return_in_try_except_pass_finally("x", log), log


def _return_in_try_named_except_return_finally(source, log):
    try:
        return int(source)
    except (TypeError, ValueError) as value:
        log.append(type(value).__name__)
        return False
    finally:
        log.append(source)


def case_return_in_try_named_except_return_finally():
    log = []
    return _return_in_try_named_except_return_finally("4", log), _return_in_try_named_except_return_finally("x", log), log


def _with_loop_return_then_none(log, tests):
    with _Cm(log):
        for tf in tests:
            if tf > 1:
                return tf
        return None


def case_with_loop_return_then_none():
    log = []
    return _with_loop_return_then_none(log, [0, 2]), _with_loop_return_then_none(log, [1]), log
