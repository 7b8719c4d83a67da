"""Exception shapes (3.11+ exception table) found in the stdlib sweep; one case each."""


def _try_opening_if_body(log, outer, inner, fail):
    # 3.12+ copies the return after the if into both ways out; the try's
    # first test must not be read as more of the if's condition.
    if not outer:
        try:
            if not inner:
                if fail:
                    raise ValueError
                log.append("body")
        except ValueError:
            log.append("clause")
    return len(log)


def try_opening_if_body():
    log = []
    out = [_try_opening_if_body(log, a, b, c) for a in (0, 1) for b in (0, 1) for c in (0, 1)]
    return out, log


def _break_from_try_in_clause(args, params, kwargs):
    # 3.11: the nested try ends the except clause; its clauses and its
    # else leave the loop (`break`, through two POP_EXCEPTs), which is not
    # where the statement ends.
    args = iter(args)
    params = iter(params)
    bound = []
    rest = None
    while True:
        try:
            arg = next(args)
        except StopIteration:
            try:
                param = next(params)
            except StopIteration:
                break
            else:
                if param.startswith("*"):
                    break
                elif param in kwargs:
                    raise TypeError(param) from None
                else:
                    rest = param
                    break
        else:
            try:
                param = next(params)
            except StopIteration:
                raise TypeError("too many") from None
            else:
                bound.append((param, arg))
    return bound, rest


def break_from_try_in_clause():
    out = []
    for args, params in (((1, 2), ("a", "b")), ((1,), ("a", "b")), ((1,), ("a", "*b")), ((1,), ("a", "k")), ((1, 2), ("a",))):
        try:
            out.append(_break_from_try_in_clause(args, params, {"k": 1}))
        except TypeError as e:
            out.append(str(e))
    return out


def _else_continues(values):
    # 3.11: the else ends in `continue`, before the handlers laid out inline.
    out = []
    while values:
        value = values.pop()
        if value % 2:
            try:
                out.append(10 // (value - 1))
            except ZeroDivisionError:
                out.append("zero")
            else:
                out.append("else")
                continue
        out.append(value)
    return out


def else_continues():
    return _else_continues([0, 1, 2, 3, 5, 6])


def _else_ends_in_try_finally(entries, log):
    # 3.11: the if body ends with a try whose else ends with a nested
    # try/finally; that statement's handlers, laid out last, end the branch,
    # its jump before them is the way over the else.
    for entry in entries:
        if entry:
            try:
                fd = 10 // entry
            except ZeroDivisionError:
                log.append("zero")
            else:
                try:
                    log.append(fd)
                finally:
                    log.append("closed")
        else:
            log.append("none")
    return log


def else_ends_in_try_finally():
    return _else_ends_in_try_finally([1, 0, 5, None, 2], [])


class _Resource:
    def __init__(self, name, log):
        self.name = name
        self.log = log

    def __enter__(self):
        self.log.append("enter " + self.name)
        return self

    def __exit__(self, *exc):
        self.log.append("exit " + self.name)
        return False


def _return_from_try_in_nested_with(mode, log):
    # 3.11: a try in the inner with's body returns (out through both exits,
    # left out of the ranges); the body goes on after its handlers.
    with _Resource("src", log) as src:
        try:
            with _Resource("dst", log) as dst:
                if mode == 1:
                    try:
                        log.append(src.name + dst.name)
                        return "first"
                    except KeyError:
                        pass
                elif mode == 2:
                    log.append(mode)
                    return "second"
                log.append("copy")
        except IsADirectoryError:
            raise
    return "done"


def return_from_try_in_nested_with():
    log = []
    return [_return_from_try_in_nested_with(m, log) for m in (1, 2, 3)], log


def _try_in_finally_after_clause(fail, closing, log):
    # 3.12+: the finally body's normal copy holds a try whose handlers come
    # after the clause's handlers; both are passed over.
    try:
        if fail:
            raise SystemExit
        log.append("run")
    except SystemExit:
        log.append("exit")
    finally:
        if not closing:
            try:
                log.append(1 // len(log))
            except ZeroDivisionError:
                pass
    return log


def try_in_finally_after_clause():
    return [_try_in_finally_after_clause(f, c, []) for f in (0, 1) for c in (0, 1)]


def _endless_loop_in_two_withs(items, log):
    # 3.12+: the handler of the try before the with statements is laid out
    # between their body (an endless loop) and the handlers nested in it.
    for item in items[:2]:
        try:
            log.append(int(item))
        except ValueError:
            pass
    with _Resource("a", log) as first, _Resource("b", log) as second:
        while True:
            try:
                log.append(items.pop() + first.name + second.name)
            except IndexError as e:
                if log:
                    raise


def endless_loop_in_two_withs():
    log = []
    try:
        _endless_loop_in_two_withs(["1", "x", "y"], log)
    except IndexError:
        log.append("left")
    return log


def _clause_continue_after_if(items, quitting):
    # 3.11+: the clause's written `continue` jumps straight to the loop's
    # head; falling off the statement goes through the loop's closing jump.
    out = []
    while True:
        try:
            item = items.pop()
            out.append(10 // item)
        except ZeroDivisionError:
            if quitting:
                out.append("quit")
            continue
        except IndexError:
            return out


def clause_continue_after_if():
    return _clause_continue_after_if([1, 0, 2], True), _clause_continue_after_if([0, 5], False)


def _finally_if_and_try(first, second, log):
    # 3.10: each way out of the `and` reaches its own copy of the finally
    # body's closing re-raise, in a row at the end.
    try:
        log.append("body")
    finally:
        if first and second:
            try:
                log.append(1 // len(log))
            except ZeroDivisionError:
                pass
    return log


def finally_if_and_try():
    return [_finally_if_and_try(a, b, []) for a in (0, 1) for b in (0, 1)]


def _finally_if_loop(items, completed, log):
    # 3.10: the loop in the finally body's if exits to its own copy of the
    # closing re-raise, after the if's.
    try:
        for item in items:
            log.append(item)
        completed = True
    finally:
        if not completed:
            for item in log:
                log.append(-item)
    return log


def finally_if_loop():
    return _finally_if_loop([1, 2], False, []), _finally_if_loop([3], True, [])
