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
