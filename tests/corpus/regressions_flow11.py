"""Control-flow shapes of 3.11-3.13 (exit blocks copied into loop and
clause bodies, jumps out of nested statements) that failed to round-trip."""


def _call(log, *args):
    log.append(args)
    if args and args[0] == "bad":
        raise ValueError(args[0])


def clause_try_exit_copies():
    # 3.11/3.12: the inner try's body and its clause each jump to their
    # own copy of the enclosing named clause's cleanup and return.
    log = []

    def run(x):
        try:
            _call(log, x)
        except ValueError as exc:
            try:
                _call(log, str(exc), exc.args[0])
            except KeyError:
                raise
            except BaseException:
                _call(log, "handled")

    run("ok")
    run("bad")
    return log


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


def clause_for_else_continue():
    # 3.13: the clause ends in the for-else's `continue` (to the loop
    # head); its `break` goes on after the statement, an if whose false
    # test also jumps to the loop head.
    out = []
    mro = [{"a": 1}, {"b": 2}]
    for key in ["a", "x", "b", "c"]:
        try:
            value = {"c": 3}[key]
        except KeyError:
            for base in mro:
                if key in base:
                    value = base[key]
                    break
            else:
                continue
        if value > 1 or key == "a":
            out.append((key, value))
    return out


def try_else_if_exit_copies():
    # 3.12: in a try/except/else/finally, the else's if ends in a copy of
    # the finally body and the return; a test inside it jumps to another
    # copy of that exit.
    out = []

    def run(a, c, result):
        try:
            value = {"k": result}["k"]
        except KeyError:
            raise
        else:
            if a:
                if c:
                    out.append(("c", value))
            elif value:
                out.append(("v", value))
        finally:
            out.append("fin")

    for a in (0, 1):
        for c in (0, 1):
            for result in (0, 2):
                run(a, c, result)
    return out


class _Ctx:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")

    def __exit__(self, *exc):
        self.log.append("exit")


def while_with_endless_loop():
    # 3.12+: the with body never reaches its end (a `while True:` left by
    # a clause's `break`); the compiler lays the outer loop's exit block
    # (`return None`) out there, before the with's exit and the loop's
    # bottom test.
    log = []

    def run(stack):
        while stack:
            top = stack.pop()
            it = iter(top)
            with _Ctx(log):
                while True:
                    try:
                        entry = next(it)
                    except StopIteration:
                        break
                    log.append(entry)

    run([[1, 2], [3]])
    return log


def with_endless_loop_last():
    # The `while True:` ends the with body; its clause's `break` goes to
    # the with's exit (3.12+ lays the code after the with out later).
    log = []
    it = iter([1, 2])
    with _Ctx(log):
        while True:
            try:
                log.append(next(it))
            except StopIteration:
                break
    log.append("after")
    return log


def while_try_then_with_endless_loop():
    # As while_with_endless_loop, with a try statement's handler (before
    # the with) laid out between the exit block and the with's exit.
    log = []

    def run(stack):
        while stack:
            top = stack.pop()
            try:
                it = iter(top)
            except TypeError as error:
                log.append(type(error).__name__)
                continue
            with _Ctx(log):
                while True:
                    try:
                        entry = next(it)
                    except StopIteration:
                        break
            log.append(entry)

    run([[1, 2], 5, [3]])
    return log


def clause_try_continue_in_loop():
    # 3.13: the inner try's body goes on by leaving the enclosing clause
    # (`POP_EXCEPT`, clearing the name, jumping to the code after the
    # outer statement); its clause `continue`s.
    log = []
    runs = [KeyError, ValueError, None, ValueError, KeyError]

    def interaction(e):
        if len(log) % 2:
            raise KeyError(e)

    while runs:
        err = runs.pop()
        try:
            if err is not None:
                raise err("x")
        except KeyError:
            log.append(1)
        except BaseException as e:
            log.append(type(e).__name__)
            try:
                interaction(e)
            except KeyError:
                log.append(2)
                continue
        log.append(3)
    return log


def try_for_return_branchy_finally():
    # 3.12+: `return` from a for loop in a try whose finally body has a
    # branch (its copy before the return has two RETURNs).
    log = []

    def what(tests, f):
        try:
            for tf in tests:
                res = tf(f)
                if res:
                    return res
        finally:
            if f:
                log.append("close")
        return None

    return what([lambda f: 0, lambda f: f * 2], 3), what([lambda f: 0], 0), log


def try_return_finally_if_import():
    # 3.11: the finally body's if ends in a store that falls into the
    # re-raise; the copy before the return ends in two RETURNs.
    log = []

    def run(clear):
        try:
            return len(log)
        finally:
            log.append(clear)
            if clear:
                import builtins
                log.append(builtins.__name__)

    return run(0), run(1), log


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


def try_finally_branch_returns():
    # 3.11: the normal-exit copy of a finally body that may return ends in
    # a jump over the handler to the code after the statement.
    log = []

    def recv(err):
        try:
            try:
                log.append("read")
            finally:
                code = err
                if code == 0:
                    return "done"
                elif code == 2:
                    return "more"
        except OSError as e:
            if e.errno:
                raise EOFError
            else:
                raise
        raise RuntimeError("shouldn't get here")

    out = [recv(0), recv(2)]
    try:
        recv(1)
    except RuntimeError as e:
        out.append(str(e))
    return out, log


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
